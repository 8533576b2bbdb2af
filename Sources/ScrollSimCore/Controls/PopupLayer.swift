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
