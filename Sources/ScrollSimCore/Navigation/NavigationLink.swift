/// A button that pushes a page on the enclosing `NavigationStack` when
/// tapped: the page `navigationDestination(for:)` makes for its value, or
/// the view it was given. Outside a stack it does nothing. In a
/// `List(selection:)` whose selection is of its value's type, its value is
/// its row's selection value and a tap chooses the row; in a
/// `NavigationSplitView` column that shows the next column instead of
/// pushing the value.
///
/// As a row of a `List` or `Form` (anywhere in a row's content) it is drawn
/// as iOS draws a navigation row: its label in its own colours (primary
/// text, not the tint) filling the row, then a disclosure chevron
/// (`NavigationRowMetrics`) at the trailing edge of the row's content; the
/// whole row highlights while pressed instead of the label dimming.
/// Elsewhere it is a button in the tint.
///
/// ```swift
/// NavigationLink("Details", value: item)            // with .navigationDestination(for: Item.self)
/// NavigationLink { DetailView() } label: { Text("Details") }
/// ```
public struct NavigationLink<Label: View, Destination: View>: View {
    let label: Label
    let value: AnyHashable?
    let destination: Destination?
    @Environment(\.navigationCoordinator) private var coordinator
    @Environment(\.listSelection) private var listSelection
    @Environment(\.isInListRow) private var isInListRow

    /// A link that pushes `destination`.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.destination = destination()
        value = nil
    }

    /// A link that pushes `destination` (the older spelling).
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.destination = destination
        value = nil
    }

    public var body: some View {
        let coordinator = coordinator
        let value = value
        let destination = destination.map { AnyView($0) }
        let selection = listSelection
        let action = {
            // In a `List(selection:)` of the value's type the link chooses its row;
            // in a split view column (or edit mode) that is all it does.
            if let value, let selection, selection.accepts(value), selection.choose(value) { return }
            if let value { coordinator?.push(value: value) } else if let destination { coordinator?.push(view: destination) }
        }
        return Group {
            if isInListRow {
                ListRowButton(action: action) { NavigationRowLabel(label: label) }
            } else {
                Button(action: action, label: { label })
            }
        }
        .preference(key: NavigationLinkValueKey.self, value: value)
    }
}

/// The metrics of a `NavigationLink` drawn as a list row (docs/layout-rules.md, "Navigation").
public enum NavigationRowMetrics {
    /// The chevron's font: 14 pt semibold (SF Symbol `chevron.forward`, as
    /// rebuilds of UIKit's `disclosureIndicator` accessory configure it).
    public static let chevronFont = Font.system(size: 14, weight: .semibold)
    /// The chevron's colour: `tertiaryLabel`.
    public static let chevronColor = Color.tertiary
    /// The space between the label and the chevron.
    public static let chevronSpacing: CGFloat = 8
    /// The chevron's side: a symbol's box in `chevronFont` (`SymbolMetrics`).
    public static var chevronSide: CGFloat { SymbolMetrics.side(for: chevronFont) }
}

/// A list row link's label: leading in the row, in the primary colour, and
/// the disclosure chevron after it at the row content's trailing edge.
struct NavigationRowLabel<Label: View>: View {
    let label: Label

    var body: some View {
        HStack(spacing: NavigationRowMetrics.chevronSpacing) {
            label.frame(maxWidth: .infinity, alignment: .leading)
            Image(systemName: "chevron.forward")
                .font(NavigationRowMetrics.chevronFont)
                .foregroundColor(NavigationRowMetrics.chevronColor)
        }
    }
}

/// A list row that is a button wherever it is touched (a `NavigationLink`
/// row, a picker's option): the row draws the press instead of the label
/// dimming, and the label keeps its own colours (primary text, not the tint).
struct ListRowButton<Label: View>: View {
    let action: () -> Void
    let label: Label

    init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
    }

    var body: some View {
        Button(action: action, label: {
            label
                .modified(_EnvironmentModifier { $0.isInButtonLabel = false; $0.isNavigationRow = false })
                .contentShape(Rectangle())
        })
        .modified(_EnvironmentModifier { $0.isNavigationRow = true })
        .preference(key: NavigationRowKey.self, value: true)
    }
}

/// True in the content of a list row that is a `NavigationLink`: the row
/// draws pressed while it is touched.
struct NavigationRowKey: PreferenceKey {
    static var defaultValue: Bool { false }
    static func reduce(value: inout Bool, nextValue: () -> Bool) { value = value || nextValue() }
}

@MainActor let navigationRowKey = PreferenceKeyInfo(NavigationRowKey.self)

struct IsNavigationRowKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// True in a list row's content (controls take their list-row look);
    /// false again inside a scroll view in the row, whose content is not the row's.
    package var isInListRow: Bool {
        get { self[IsInListRowKey.self] }
        set { self[IsInListRowKey.self] = newValue }
    }

    /// True for the button of a `NavigationLink` list row: its row draws
    /// the press, so the button does not dim its label.
    var isNavigationRow: Bool {
        get { self[IsNavigationRowKey.self] }
        set { self[IsNavigationRowKey.self] = newValue }
    }
}

extension NavigationLink where Destination == Never {
    /// A link that pushes `value` (nothing when nil): the stack shows the
    /// page its `navigationDestination(for:)` makes for the value's type.
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.value = value.map { AnyHashable($0) }
        destination = nil
    }
}

extension NavigationLink where Label == Text, Destination == Never {
    /// A link titled `title` that pushes `value`.
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
        self.init(value: value) { Text(title) }
    }
}

extension NavigationLink where Label == Text {
    /// A link titled `title` that pushes `destination`.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination) { Text(title) }
    }

    /// A link titled `title` that pushes `destination` (the older spelling).
    public init<S: StringProtocol>(_ title: S, destination: Destination) {
        self.init(destination: destination) { Text(title) }
    }
}

/// Registers a destination with the enclosing stack when built.
struct _NavigationDestinationModifier<D: Hashable, C: View>: NodeModifier {
    let make: (D) -> C
    func makeNode(_ context: BuildContext) -> EnvironmentNode { EnvironmentNode() }
    func configure(_ node: EnvironmentNode, _ context: BuildContext) {
        let make = make
        context.environment.navigationCoordinator?.register(D.self) { AnyView(make($0)) }
    }
}

/// Declares a page the enclosing stack shows while a flag is true.
struct _NavigationPresentationModifier<C: View>: NodeModifier {
    let isPresented: Binding<Bool>
    let destination: C
    func makeNode(_ context: BuildContext) -> EnvironmentNode { EnvironmentNode() }
    func configure(_ node: EnvironmentNode, _ context: BuildContext) {
        context.environment.navigationCoordinator?.present(node, isPresented: isPresented, view: AnyView(destination))
    }
}

/// `navigationDestination(item:)`: a page for the item while it is not nil;
/// once it is nil the page last made stays declared (it slides out as it was).
struct _NavigationItemPresentationModifier<D: Hashable, C: View>: NodeModifier {
    let item: Binding<D?>
    let make: (D) -> C
    func makeNode(_ context: BuildContext) -> EnvironmentNode { EnvironmentNode() }
    func configure(_ node: EnvironmentNode, _ context: BuildContext) {
        guard let coordinator = context.environment.navigationCoordinator else { return }
        let item = self.item
        let isPresented = Binding<Bool>(get: { item.wrappedValue != nil },
                                        set: { if !$0 && item.wrappedValue != nil { item.wrappedValue = nil } })
        let view = item.wrappedValue.map { AnyView(make($0)) } ?? coordinator.declaredView(of: node) ?? AnyView(EmptyView())
        coordinator.present(node, isPresented: isPresented, view: view)
    }
}

/// Asks the enclosing stack to build its bar again when built (its items changed).
struct _NavigationBarChangeModifier: NodeModifier {
    func makeNode(_ context: BuildContext) -> EnvironmentNode { EnvironmentNode() }
    func configure(_ node: EnvironmentNode, _ context: BuildContext) {
        context.environment.navigationCoordinator?.requestRebuild()
    }
}

extension View {
    /// The page the enclosing `NavigationStack` shows for a pushed value of
    /// type `D`, wherever in the stack this is declared (the last one built
    /// for a type wins).
    ///
    /// ```swift
    /// List(items) { NavigationLink($0.name, value: $0) }
    ///     .navigationDestination(for: Item.self) { item in ItemView(item: item) }
    /// ```
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type,
                                                            @ViewBuilder destination: @escaping (D) -> C) -> some View {
        modified(_NavigationDestinationModifier(make: destination))
    }

    /// Pushes `destination` on the enclosing stack while `isPresented` is
    /// true; popping it (back button, `dismiss`) sets it to false.
    ///
    /// ```swift
    /// .navigationDestination(isPresented: $showsDetail) { DetailView() }
    /// ```
    /// Pushes the page `destination` makes of `item` on the enclosing stack
    /// while `item` is not nil; popping it (back button, `dismiss`) sets it
    /// to nil. A new item while one shows replaces the page's content.
    ///
    /// ```swift
    /// .navigationDestination(item: $selectedPhoto) { photo in PhotoView(photo: photo) }
    /// ```
    public func navigationDestination<D: Hashable, C: View>(item: Binding<D?>,
                                                            @ViewBuilder destination: @escaping (D) -> C) -> some View {
        modified(_NavigationItemPresentationModifier(item: item, make: destination))
    }

    public func navigationDestination<V: View>(isPresented: Binding<Bool>,
                                               @ViewBuilder destination: () -> V) -> some View {
        modified(_NavigationPresentationModifier(isPresented: isPresented, destination: destination()))
    }
}
