import ScrollSimCore

/// A placeholder for a screen with nothing to show: a large grey symbol,
/// a bold title and a grey description, centred, filling the space it is
/// offered. The symbol is 48 pt, the title `.title2` bold, the description
/// `.subheadline`, 8 pt apart (ScrollSim's reading of iOS screenshots).
///
/// ```swift
/// if results.isEmpty {
///     ContentUnavailableView("No Results", systemImage: "magnifyingglass",
///                            description: Text("Try another search."))
/// }
/// ```
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    let label: Label
    let description: Description
    let actions: Actions

    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
                @ViewBuilder actions: () -> Actions = { EmptyView() }) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    public var body: some View {
        VStack(spacing: ContentUnavailableMetrics.spacing) {
            label
                .labelStyle(_ContentUnavailableLabelStyle())
            description
                .font(.subheadline)
                .foregroundColor(.secondary)
                .multilineTextAlignment(.center)
            actions
        }
        .padding(.horizontal, ContentUnavailableMetrics.horizontalPadding)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

/// The numbers of `ContentUnavailableView`.
public enum ContentUnavailableMetrics {
    public static let symbolSide: CGFloat = 48
    public static let spacing: CGFloat = 8
    public static let horizontalPadding: CGFloat = 16
}

extension ContentUnavailableView where Label == _ContentUnavailableLabel, Description == Text?, Actions == EmptyView {
    /// A placeholder with a title, a system symbol and a description.
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.label = _ContentUnavailableLabel(title: String(title), systemImage: name)
        self.description = description
        self.actions = EmptyView()
    }

    /// The placeholder for a search with no results.
    public static var search: ContentUnavailableView {
        ContentUnavailableView("No Results", systemImage: "magnifyingglass",
                               description: Text("Check the spelling or try a new search."))
    }

    /// The placeholder for a search for `text` with no results.
    public static func search(text: String) -> ContentUnavailableView {
        ContentUnavailableView("No Results for \u{201C}\(text)\u{201D}", systemImage: "magnifyingglass",
                               description: Text("Check the spelling or try a new search."))
    }
}

/// A `ContentUnavailableView`'s symbol and title, stacked.
public struct _ContentUnavailableLabel: View {
    let title: String
    let systemImage: String

    public var body: some View {
        VStack(spacing: ContentUnavailableMetrics.spacing) {
            Image(systemName: systemImage)
                .environment(\.symbolSide, ContentUnavailableMetrics.symbolSide)
                .foregroundColor(.secondary)
            Text(title).font(.title2).bold()
        }
    }
}

/// A `Label` given as a `ContentUnavailableView`'s label looks as the
/// title-and-symbol form does: its icon 48 pt and grey over its title in
/// `.title2` bold, 8 pt apart.
public struct _ContentUnavailableLabelStyle: LabelStyle {
    public func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: ContentUnavailableMetrics.spacing) {
            configuration.icon
                .environment(\.symbolSide, ContentUnavailableMetrics.symbolSide)
                .foregroundColor(.secondary)
            configuration.title.font(.title2.bold())
        }
    }
}

extension EnvironmentValues {
    var symbolSide: CGFloat? {
        get { self[SymbolSideKey.self] }
        set { self[SymbolSideKey.self] = newValue }
    }
}
