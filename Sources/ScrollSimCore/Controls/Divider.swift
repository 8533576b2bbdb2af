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

    /// Among a menu's items: the band's fill, drawn `MenuMetrics.separatorHeight`
    /// tall centred on the line instead of the line; nil elsewhere.
    var band: Color? {
        didSet { if band != oldValue { invalidateVisualBounds() } }
    }

    var thickness: CGFloat { 1 / max(1, scale) }

    private var bandRect: CGRect? {
        guard let band, band.opacity > 0 else { return nil }
        let h = MenuMetrics.separatorHeight
        return CGRect(x: 0, y: (bounds.height - h) / 2, width: bounds.width, height: h)
    }

    package override var ownVisualFrame: CGRect { bandRect ?? super.ownVisualFrame }

    package override func measure(_ proposal: ProposedViewSize) -> CGSize {
        // Along its length it takes the proposal (10 when unspecified, as shapes do).
        if isVertical {
            return CGSize(width: thickness, height: max(0, proposal.height ?? 10))
        }
        return CGSize(width: max(0, proposal.width ?? 10), height: thickness)
    }

    package override func draw(_ context: inout DrawContext) {
        if let bandRect, let band { context.fill(bandRect, band) } else { context.fill(bounds, color) }
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
        node.band = vertical ? nil : context.environment.dividerBand
        if vertical != node.isVertical || scale != node.scale {
            node.isVertical = vertical
            node.scale = scale
            node.invalidateLayout()
        }
        return true
    }
}

/// The fill a horizontal `Divider` draws as a band instead of its line (a
/// menu's list sets it: dividers there set groups of items apart).
struct DividerBandKey: EnvironmentKey {
    static let defaultValue: Color? = nil
}

extension EnvironmentValues {
    /// The fill of a divider's band (`MenuMetrics.separatorHeight` tall); nil for the hairline.
    package var dividerBand: Color? {
        get { self[DividerBandKey.self] }
        set { self[DividerBandKey.self] = newValue }
    }
}
