/// Shows the first of its views whose ideal size fits the proposal on
/// `axes` (the last one when none fits).
///
/// ```swift
/// ViewThatFits(in: .horizontal) {
///     HStack { Image(systemName: "star"); Text("Add to favourites") }
///     Image(systemName: "star")
/// }
/// ```
public struct ViewThatFits<Content: View>: View {
    public typealias Body = Never
    let axes: Axis.Set
    let content: Content
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }
}

/// The node of `ViewThatFits`: measures its views in order for each
/// proposal and takes the first that fits; only the one placed is its child
/// (drawn, hit tested, inspected, read for preferences).
package final class ViewThatFitsNode: Node {
    var axes: Axis.Set = [.horizontal, .vertical]
    /// The content's nodes (their parent is this node) and their items.
    private(set) var contentNodes = NodeList.none
    private var items: [Node] = []

    func setContent(_ nodes: NodeList) {
        for old in contentNodes where old.parent === self && nodes.identityIndex(of: old) == nil { old.parent = nil }
        contentNodes = nodes
        for n in nodes { n.parent = self }
        var collected: [Node] = []
        for n in nodes { n.collectItems(into: &collected) }
        items = collected
        if let shown = children.first, !items.contains(where: { $0 === shown }) { show(nil) }
        invalidateLayout()
    }

    /// The view for `proposal`: the first whose ideal size (no proposal on
    /// `axes`, the proposal's on the others) is within the proposal on `axes`.
    func choice(_ proposal: ProposedViewSize) -> Node? {
        for item in items {
            var ideal = proposal
            if axes.contains(.horizontal) { ideal.width = nil }
            if axes.contains(.vertical) { ideal.height = nil }
            let size = item.sizeThatFits(ideal)
            let fitsWidth = !axes.contains(.horizontal) || proposal.width.map { size.width <= $0 } ?? true
            let fitsHeight = !axes.contains(.vertical) || proposal.height.map { size.height <= $0 } ?? true
            if fitsWidth && fitsHeight { return item }
        }
        return items.last
    }

    private func show(_ node: Node?) {
        if children.count == (node == nil ? 0 : 1) && children.first === node { return }
        children = node.map { NodeList.one($0) } ?? .none
        updateSubtreeReadsPosition()
        invalidateVisualBounds()
    }

    package override func measure(_ proposal: ProposedViewSize) -> CGSize {
        choice(proposal)?.sizeThatFits(proposal) ?? .zero
    }

    package override func placeChildren(_ proposal: ProposedViewSize) {
        let chosen = choice(proposal)
        show(chosen)
        chosen?.place(at: .zero, proposal: proposal)
    }

    package override var kindName: String { "ViewThatFits" }
}

extension ViewThatFits: PrimitiveView {
    package func makeNode(_ context: BuildContext) -> Node {
        let node = ViewThatFitsNode()
        _ = update(node, context)
        return node
    }
    package func update(_ node: Node, _ context: BuildContext) -> Bool {
        guard let node = node.ifKind(ViewThatFitsNode.self) else { return false }
        let nodes = Content._makeChildNodes(content, _ChildNodeInputs(old: node.contentNodes, context: context)).nodes
        node.axes = axes
        node.setContent(nodes)
        return true
    }
}
