/// Content shown above everything else while `dismiss` has not been
/// called: laid out where it is in the tree (an overlay of a control), but
/// drawn after the whole window and hit before anything under it. A touch
/// outside it calls `dismiss` and goes no further.
struct _PopupLayerModifier: NodeModifier {
    let dismiss: () -> Void
    func makeNode(_ context: BuildContext) -> PopupLayerNode { PopupLayerNode() }
    func configure(_ node: PopupLayerNode, _ context: BuildContext) {
        node.onDismiss = dismiss
        let graph = context.graph
        node.graph = graph
        if !graph.popups.contains(where: { $0.node === node }) { graph.popups.append(WeakPopup(node: node)) }
    }
}

@MainActor
struct WeakPopup {
    weak var node: PopupLayerNode?
}

/// The node of a pop-up: skipped by the tree's own drawing and hit
/// testing; the graph draws and hits it on top (`ViewGraph.drawList`,
/// `hitTest`).
package final class PopupLayerNode: SingleChildNode {
    var onDismiss: () -> Void = {}
    weak var graph: ViewGraph?

    /// How far a pop-up stays inside the window's sides, as a menu's list does.
    static let windowMargin: CGFloat = 8

    /// Where it places its content depends on where it is in the window.
    package override class var readsPosition: Bool { true }

    /// Places the content where the tree puts it, moved sideways as little
    /// as keeps it `windowMargin` inside the window (a menu picker at the
    /// leading edge would hang its card, trailing-aligned with the value,
    /// off the window's leading side).
    package override func placeChildren(_ proposal: ProposedViewSize) {
        guard let graph, let child else { return super.placeChildren(proposal) }
        let width = child.sizeThatFits(proposal).width, window = graph.size.width, m = Self.windowMargin
        let minX = globalFrame.minX
        var dx: CGFloat = 0
        if minX + width > window - m { dx = window - m - width - minX }
        if minX + dx < m { dx = m - minX }
        placeChild(at: CGPoint(x: dx, y: 0), proposal: proposal)
    }

    package override func draw(_ context: inout DrawContext) {}
    package override func hitTest(_ point: CGPoint) -> Node? { nil }

    /// Draws the content; `context.translation` is this node's window origin (`globalFrame.origin`).
    func drawPopup(_ context: inout DrawContext) { super.draw(&context) }

    /// The content hit at `point`, in this node's space.
    func hitTestPopup(_ point: CGPoint) -> Node? { super.hitTest(point) }

    /// True when a window point falls on the content (what it draws or claims).
    func popupContains(_ point: CGPoint) -> Bool {
        let g = globalFrame.origin
        return hitTestPopup(CGPoint(x: point.x - g.x, y: point.y - g.y)) != nil
    }

    func dismiss() { onDismiss() }

    package override var kindName: String { "Popup" }
}
