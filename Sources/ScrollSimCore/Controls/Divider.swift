/// A hairline that separates content: one device pixel thick across the
/// axis of the stack it is in (a horizontal line in a `VStack` or outside
/// any stack, a vertical one in an `HStack`), as long as it is offered
/// along it, in the separator colour.
///
/// ```swift
/// VStack { Text("Inbox"); Divider(); Text("Sent") }
/// ```
public struct Divider: View {
    public typealias Body = Never
    public init() {}
}

/// The node of a `Divider`.
package final class DividerNode: Node {
    /// True for a vertical line (in an `HStack`).
    var isVertical = false
    /// Device pixels per point: the line is `1 / scale` points thick.
    var scale: CGFloat = 1
    /// The separator colour of the environment's scheme.
    var color = ControlColors.separator(.light)

    var thickness: CGFloat { 1 / max(1, scale) }

    package override func measure(_ proposal: ProposedViewSize) -> CGSize {
        // Along its length it takes the proposal (10 when unspecified, as shapes do).
        if isVertical {
            return CGSize(width: thickness, height: max(0, proposal.height ?? 10))
        }
        return CGSize(width: max(0, proposal.width ?? 10), height: thickness)
    }

    package override func draw(_ context: inout DrawContext) {
        context.fill(bounds, color)
    }

    package override var kindName: String { "Divider" }
}

extension Divider: PrimitiveView {
    package func makeNode(_ context: BuildContext) -> Node {
        let node = DividerNode()
        _ = update(node, context)
        return node
    }
    package func update(_ node: Node, _ context: BuildContext) -> Bool {
        guard let node = node.ifKind(DividerNode.self) else { return false }
        let vertical = context.environment.stackAxis == .horizontal
        let scale = context.environment.displayScale
        node.color = ControlColors.separator(context.environment.colorScheme)
        if vertical != node.isVertical || scale != node.scale {
            node.isVertical = vertical
            node.scale = scale
            node.invalidateLayout()
        }
        return true
    }
}
