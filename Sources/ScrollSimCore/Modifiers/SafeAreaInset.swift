// MARK: - safeAreaInset

/// `.safeAreaInset(edge:alignment:spacing:content:)`: the modified view and
/// a bar beside it.
struct _SafeAreaInsetView<Content: View, Inset: View>: View {
    typealias Body = Never
    let content: Content
    let inset: Inset
    let edge: Edge
    /// The alignment fraction across the edge's axis (0 leading/top, 1 trailing/bottom).
    let alignment: CGFloat
    let spacing: CGFloat?
}

/// Lays out a view (the primary) and a bar at one of its edges (the
/// secondary), as OpenSwiftUI's `InsetViewLayout` does:
///
/// - along the edge's axis the bar is proposed what is left after the
///   spacing and the primary's minimum length, the primary what is left
///   after the bar and the spacing; the size is their sum plus the spacing,
///   across it the larger of the two;
/// - the primary is placed against the opposite edge, the bar against the
///   edge, aligned to the primary across the axis by `alignment`;
/// - the primary sees a safe area grown by the bar's length plus the
///   spacing on that edge (so a scroll view under it scrolls beneath the
///   bar); the bar sees the safe area as it was.
package final class SafeAreaInsetNode: SingleChildNode, SafeAreaInsetting {
    var edge: Edge = .bottom
    var alignment: CGFloat = 0.5
    var spacing: CGFloat = 0
    /// The bar's views, overlaid like a `ZStack`.
    var insetRoot: Node?
    /// The insets the primary sees, from the last placement.
    private var primaryInsets = EdgeInsets.zero

    package override func structuralChildren() -> NodeList {
        var nodes: [Node] = []
        if let c = contentRoot { nodes.append(c) }
        if let i = insetRoot { nodes.append(i) }
        return NodeList(nodes)
    }

    private var axis: Axis { edge.axis }

    /// The bar's and the primary's proposals and sizes for `proposal`.
    private func arrange(_ proposal: ProposedViewSize) -> (barP: ProposedViewSize, bar: CGSize, primaryP: ProposedViewSize, primary: CGSize) {
        let axis = self.axis
        var barP = proposal
        if let value = proposal[axis] {
            let withoutSpacing = max(value - spacing, 0)
            var zero = proposal
            zero[axis] = 0
            let minimum = childSize(zero)[axis]
            barP[axis] = max(withoutSpacing - minimum, 0)
        }
        let bar = insetRoot?.sizeThatFits(barP) ?? .zero
        var primaryP = proposal
        if let value = proposal[axis] { primaryP[axis] = max(value - (bar[axis] + spacing), 0) }
        return (barP, bar, primaryP, childSize(primaryP))
    }

    package override func measure(_ proposal: ProposedViewSize) -> CGSize {
        let a = arrange(proposal)
        return CGSize(axis: axis, main: a.bar[axis] + spacing + a.primary[axis],
                      cross: max(a.bar[axis.other], a.primary[axis.other]))
    }

    package override func placeChildren(_ proposal: ProposedViewSize) {
        let size = bounds.size
        let a = arrange(ProposedViewSize(size))
        let axis = self.axis
        var insets = EdgeInsets.zero
        insets[edge] = a.bar[axis] + spacing
        primaryInsets = insets
        // The primary against the opposite edge, centred across the axis.
        var primary = CGPoint.zero
        primary[axis] = edge.isTrailingEnd ? 0 : size[axis] - a.primary[axis]
        primary[axis.other] = (size[axis.other] - a.primary[axis.other]) / 2
        placeChild(at: primary, proposal: a.primaryP)
        guard let bar = insetRoot else { return }
        var origin = CGPoint.zero
        origin[axis] = edge.isTrailingEnd ? size[axis] - a.bar[axis] : 0
        origin[axis.other] = primary[axis.other] + alignment * (a.primary[axis.other] - a.bar[axis.other])
        bar.place(at: origin, proposal: a.barP)
    }

    package func safeAreaInsets(forChild child: Node) -> EdgeInsets? {
        child === contentRoot ? primaryInsets : nil
    }

    package override var kindName: String { "safeAreaInset" }
}

extension _SafeAreaInsetView: PrimitiveView {
    private func build(_ node: SafeAreaInsetNode, _ context: BuildContext) {
        node.edge = edge
        assignLayout(&node.alignment, alignment, node)
        // SwiftUI's default is the platform's spacing between the two views; ScrollSim's stacks use 8.
        assignLayout(&node.spacing, max(0, spacing ?? 8), node)
        node.insetRoot = reconcile(ZStack { inset }, node.insetRoot, context)
        node.updateContent(content, context)
    }

    package func makeNode(_ context: BuildContext) -> Node {
        let node = SafeAreaInsetNode()
        build(node, context)
        return node
    }

    package func update(_ node: Node, _ context: BuildContext) -> Bool {
        guard let node = node.ifKind(SafeAreaInsetNode.self), node.edge == edge else { return false }
        build(node, context)
        return true
    }
}

extension View {
    /// Shows `content` above or below this view and insets this view by its
    /// height plus `spacing` (8 when nil), growing this view's safe area by
    /// the same amount: a scroll view here scrolls beneath the bar and stops
    /// its last row above it.
    ///
    /// ```swift
    /// ScrollView { rows }
    ///     .safeAreaInset(edge: .bottom, spacing: 0) {
    ///         Button("Check out") { }.frame(maxWidth: .infinity).padding().background(.white)
    ///     }
    /// ```
    public func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center,
                                       spacing: CGFloat? = nil, @ViewBuilder content: () -> V) -> some View {
        _SafeAreaInsetView(content: self, inset: content(), edge: edge.edge, alignment: alignment.fraction, spacing: spacing)
    }

    /// Shows `content` beside this view and insets this view by its width
    /// plus `spacing` (8 when nil), growing this view's safe area by the same
    /// amount.
    ///
    /// ```swift
    /// ScrollView { rows }.safeAreaInset(edge: .leading, spacing: 0) { SideBar() }
    /// ```
    public func safeAreaInset<V: View>(edge: HorizontalEdge, alignment: VerticalAlignment = .center,
                                       spacing: CGFloat? = nil, @ViewBuilder content: () -> V) -> some View {
        _SafeAreaInsetView(content: self, inset: content(), edge: edge.edge, alignment: alignment.fraction, spacing: spacing)
    }
}
