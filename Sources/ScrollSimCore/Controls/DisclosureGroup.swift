import Foundation

/// A label with a chevron that shows or hides its content: tapping the
/// label row toggles `isExpanded`; the content is below it while expanded.
/// The chevron points right, down while expanded, in the tint.
///
/// In a `List` (or `Form`) the label is a row of its own and, while
/// expanded, each view of the content is a row under it, indented one
/// outline level (`ListMetrics.outlineIndentation`), as iOS's outline
/// cells are; a tap anywhere on the label row toggles it, animated. A
/// group without an `isExpanded` binding keeps its expansion in the list,
/// by its place in the list's content.
///
/// ```swift
/// DisclosureGroup("Advanced", isExpanded: $showsAdvanced) { Toggle("Debug", isOn: $debug) }
/// ```
public struct DisclosureGroup<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let isExpanded: Binding<Bool>?
    @State private var ownExpanded = false

    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        self.isExpanded = isExpanded
    }

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        self.isExpanded = nil
    }

    public static var _opensIntoLazySubviews: Bool { true }

    /// In a list (and unless a `disclosureGroupStyle` of the app's own is
    /// set), the label row and, while expanded, the content's rows one
    /// level deeper; elsewhere one subview.
    public static func _addLazySubviews(_ view: Self, to content: inout _LazyStackContent) {
        guard content.outline != nil, content.listEnvironment?[CustomDisclosureGroupStyleKey.self] == nil else {
            return content.append(SingleSubview(view: view))
        }
        content.addDisclosure(label: view.label, id: nil, isExpanded: view.isExpanded, at: "disclosure") {
            $0.add(view.content, at: "content")
        }
    }

    public var body: some View {
        let expanded = isExpanded ?? $ownExpanded
        let label = self.label, content = self.content
        return _EnvironmentResolvedView(kind: "DisclosureGroup") { environment in
            if let custom = environment[CustomDisclosureGroupStyleKey.self] {
                custom(DisclosureGroupStyleConfiguration(label: _StyleConfigurationContent(label),
                                                         content: _StyleConfigurationContent(content), isExpanded: expanded))
            } else {
                DisclosureGroupLayout(label: label, content: content, expanded: expanded)
            }
        }
    }
}

/// A disclosure group in the automatic style: the label row with its chevron, the content under it while expanded.
struct DisclosureGroupLayout<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let expanded: Binding<Bool>

    var body: some View {
        VStack(alignment: .leading, spacing: DisclosureMetrics.contentSpacing) {
            DisclosureLabelRow(label: label, isExpanded: expanded.wrappedValue)
                .contentShape(Rectangle())
                .onTapGesture { expanded.wrappedValue.toggle() }
            if expanded.wrappedValue { content }
        }
    }
}

extension DisclosureGroup where Label == Text {
    /// A group titled `title` whose expansion is `isExpanded`.
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content, label: { Text(title) })
    }

    /// A group titled `title` that keeps its own expansion (collapsed first).
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }
}

/// A disclosure group's label row: the label, a spacer and the chevron in
/// the tint (right while collapsed, down while expanded). With a
/// `chevronAction` the chevron alone is a button running it; without,
/// the row's container decides what a tap does.
struct DisclosureLabelRow<Label: View>: View {
    let label: Label
    let isExpanded: Bool
    var chevronAction: (@MainActor () -> Void)? = nil

    var body: some View {
        HStack {
            label
            Spacer()
            if let chevronAction {
                Button(action: chevronAction) { chevron }.buttonStyle(.plain)
            } else {
                chevron
            }
        }
    }

    private var chevron: some View {
        Image(systemName: isExpanded ? "chevron.down" : "chevron.right").foregroundColor(.accentColor)
    }
}

/// `DisclosureGroup`'s metrics.
public enum DisclosureMetrics {
    /// The space between the label row and the content.
    public static let contentSpacing: CGFloat = 8
}
