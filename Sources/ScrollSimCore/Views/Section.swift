/// A group of views with an optional header and footer. It draws nothing of
/// its own: in a `VStack`, `HStack` or any other container its header, its
/// content's views and its footer join the container's subviews, in that
/// order. In a `LazyVStack` or `LazyHStack` it also marks where a section
/// starts and ends, so its header and footer can be pinned
/// (`pinnedViews: [.sectionHeaders, .sectionFooters]`).
///
/// ```swift
/// LazyVStack(pinnedViews: [.sectionHeaders]) {
///     ForEach(groups) { group in
///         Section {
///             ForEach(group.rows) { row in Text(row.title) }
///         } header: {
///             Text(group.name).font(.headline)
///         }
///     }
/// }
/// ```
public struct Section<Parent: View, Content: View, Footer: View>: View {
    public typealias Body = Never
    let header: Parent
    let content: Content
    let footer: Footer
    /// Whether the content shows, for a collapsible section (nil: always).
    var isExpanded: Binding<Bool>? = nil

    /// A section with a header, content and a footer.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.header = header()
        self.content = content()
        self.footer = footer()
    }

    /// A section with a header, content and a footer (the form iOS 13 introduced).
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.header = header
        self.content = content()
        self.footer = footer
    }
}

extension Section where Footer == EmptyView {
    /// A section with a header and content.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }

    /// A section with a header and content (the form iOS 13 introduced).
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(header: header, footer: EmptyView(), content: content)
    }
}

extension Section where Parent == EmptyView {
    /// A section with content and a footer.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }

    /// A section with content and a footer (the form iOS 13 introduced).
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), footer: footer, content: content)
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    /// A section of content alone.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// A section whose header is `Text(title)`.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) })
    }

    /// A collapsible section titled `title`: its content shows while
    /// `isExpanded` is true. In a `.sidebar` list its header has the
    /// chevron that toggles it; elsewhere only the binding does.
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) })
        self.isExpanded = isExpanded
    }
}

extension Section where Footer == EmptyView {
    /// A collapsible section with a header: its content shows while
    /// `isExpanded` is true. In a `.sidebar` list its header has the
    /// chevron that toggles it; elsewhere only the binding does.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header)
        self.isExpanded = isExpanded
    }
}

/// The node of a `Section` outside lazy stacks: structural, its items are
/// the header's, the content's and the footer's, in that order.
package final class SectionNode: PassThroughNode {
    package override var kindName: String { "Section" }
}

extension Section: PrimitiveView {
    package func makeNode(_ context: BuildContext) -> Node {
        let node = SectionNode()
        _ = update(node, context)
        return node
    }

    package func update(_ node: Node, _ context: BuildContext) -> Bool {
        guard let node = node.ifKind(SectionNode.self), node.children.count == 3 || node.children.isEmpty else { return false }
        let old = node.children.array
        let shown = isExpanded?.wrappedValue ?? true
        node.setChildren([reconcile(header, old.first, context),
                          shown ? reconcile(content, old.count == 3 ? old[1] : nil, context)
                                : reconcile(EmptyView(), old.count == 3 ? old[1] : nil, context),
                          reconcile(footer, old.last, context)])
        return true
    }
}
