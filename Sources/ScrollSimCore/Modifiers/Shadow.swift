/// `.shadow`: draws its content's silhouette in the shadow colour, offset
/// and blurred, behind the content. It changes neither layout nor hit testing.
///
/// There is no blur in the draw list: the blur is approximated by 17 copies
/// of the silhouette, one at the offset and eight on each of two rings
/// around it (`radius / 2` and `radius` away), each at the opacity that
/// makes all 17 together the shadow colour's opacity where they overlap.
/// The edge then fades over about `radius` on either side. A radius of 0
/// draws one sharp copy. (ScrollSim's choice; see docs/layout-rules.md,
/// "Controls".)
@usableFromInline
struct _ShadowModifier: NodeModifier {
    let color: Color
    let radius: CGFloat
    let offset: CGSize

    @usableFromInline
    init(color: Color, radius: CGFloat, offset: CGSize) {
        self.color = color
        self.radius = radius
        self.offset = offset
    }
    @usableFromInline
    func makeNode(_ context: BuildContext) -> ShadowNode { ShadowNode() }
    @usableFromInline
    func configure(_ node: ShadowNode, _ context: BuildContext) {
        node.color = color
        node.radius = radius.isFinite ? max(0, radius) : 0
        node.offset = CGSize(width: offset.width.isFinite ? offset.width : 0,
                             height: offset.height.isFinite ? offset.height : 0)
    }
}

/// The node of `.shadow`.
@usableFromInline
package final class ShadowNode: SingleChildNode {
    var color = ShadowMetrics.defaultColor
    var radius: CGFloat = 0
    var offset = CGSize.zero

    package override func draw(_ context: inout DrawContext) {
        var content = context
        content.list = DrawList()
        super.draw(&content)
        let layers = ShadowMetrics.layers(radius: radius, offset: offset)
        let alpha = ShadowMetrics.layerOpacity(color.opacity, layers: layers.count)
        if alpha > 0 {
            for d in layers {
                // A mask's alpha is kept as it is: the silhouette is the masked content's.
                var groups: [Bool] = []
                for command in content.list.commands {
                    if case let .beginGroup(e) = command { groups.append(e.isMask) }
                    let inMask = groups.contains(true)
                    if case .endGroup = command { _ = groups.popLast() }
                    if inMask, case var .gradient(g) = command {
                        // A gradient mask keeps its ramp (its silhouette would be one solid fill).
                        g.rect = g.rect.offsetBy(dx: d.width, dy: d.height)
                        context.list.append(.gradient(g))
                        continue
                    }
                    if let c = ShadowMetrics.silhouette(command, offset: d, color: color, opacity: inMask ? 1 : alpha) {
                        context.list.append(c)
                    }
                }
            }
        }
        context.list.commands.append(contentsOf: content.list.commands)
    }
    package override var kindName: String { "shadow" }
}

/// How `.shadow` is approximated.
public enum ShadowMetrics {
    /// SwiftUI's default shadow colour: black at 33 % (documented as
    /// `Color(.sRGBLinear, white: 0, opacity: 0.33)`).
    public static let defaultColor = Color(white: 0, opacity: 0.33)

    /// Where the copies go: the offset, then eight directions at `radius / 2`
    /// and at `radius` around it (just the offset when `radius` is 0).
    public static func layers(radius: CGFloat, offset: CGSize) -> [CGSize] {
        var result = [offset]
        guard radius > 0 else { return result }
        for ring in [radius / 2, radius] {
            for i in 0..<8 {
                let angle = Double(i) * .pi / 4
                result.append(CGSize(width: offset.width + ring * CGFloat(cos(angle)),
                                     height: offset.height + ring * CGFloat(sin(angle))))
            }
        }
        return result
    }

    /// The opacity of each of `layers` copies so that all of them over one
    /// another make `opacity`: `1 − (1 − opacity)^(1 / layers)`.
    public static func layerOpacity(_ opacity: Double, layers: Int) -> Double {
        guard layers > 1 else { return opacity }
        return 1 - pow(1 - min(1, max(0, opacity)), 1 / Double(layers))
    }

    /// `command` moved by `offset` and painted in `color` at `opacity` times
    /// its own alpha; clips move with it; nil for nothing to draw.
    public static func silhouette(_ command: DrawCommand, offset d: CGSize, color: Color, opacity: Double) -> DrawCommand? {
        func paint(_ c: Color) -> Color {
            Color(red: color.red, green: color.green, blue: color.blue, opacity: c.opacity * opacity)
        }
        func move(_ r: CGRect) -> CGRect { r.offsetBy(dx: d.width, dy: d.height) }
        switch command {
        case let .fillRect(r, c): return .fillRect(move(r), paint(c))
        case let .fillRoundedRect(r, radius, c): return .fillRoundedRect(move(r), cornerRadius: radius, paint(c))
        case let .fillEllipse(r, c): return .fillEllipse(move(r), paint(c))
        case let .strokeRect(r, w, c): return .strokeRect(move(r), lineWidth: w, paint(c))
        case let .strokeRoundedRect(r, radius, w, c):
            return .strokeRoundedRect(move(r), cornerRadius: radius, lineWidth: w, paint(c))
        case let .strokeEllipse(r, w, c): return .strokeEllipse(move(r), lineWidth: w, paint(c))
        case let .text(lines, font, c):
            let moved = lines.map { TextLine(text: $0.text, origin: CGPoint(x: $0.origin.x + d.width, y: $0.origin.y + d.height), width: $0.width) }
            return .text(moved, font, paint(c))
        case let .image(drawing):
            var m = drawing
            m.rect = move(m.rect)
            m.tint = Color(red: color.red, green: color.green, blue: color.blue)
            m.opacity = drawing.opacity * opacity
            return .image(m)
        case let .gradient(drawing):
            // The silhouette of the outline at the gradient's most opaque stop.
            let alpha = drawing.gradient.stops.map(\.color.opacity).max() ?? 0
            let c = paint(Color(white: 0, opacity: alpha))
            let r = move(drawing.rect)
            switch drawing.outline {
            case .rectangle: return .fillRect(r, c)
            case let .roundedRectangle(radius): return .fillRoundedRect(r, cornerRadius: radius, c)
            case .ellipse: return .fillEllipse(r, c)
            }
        case let .path(drawing):
            var m = drawing
            m.subpaths = drawing.subpaths.map { $0.map { CGPoint(x: $0.x + d.width, y: $0.y + d.height) } }
            m.color = paint(drawing.color)
            return .path(m)
        case let .pushClip(r, radius): return .pushClip(move(r), cornerRadius: radius)
        case .popClip: return .popClip
        case let .beginTransform(t):
            var m = t
            m.anchor = CGPoint(x: t.anchor.x + d.width, y: t.anchor.y + d.height)
            return .beginTransform(m)
        case .endTransform: return .endTransform
        case let .beginGroup(effect):
            // The silhouette keeps the group's blur and opacity, not its colours.
            var m = effect
            m.bounds = move(effect.bounds)
            m.colorMatrix = nil
            return .beginGroup(m)
        case .endGroup: return .endGroup
        }
    }
}

extension View {
    /// Draws a shadow of this view behind it: its silhouette in `color`,
    /// moved by `x`, `y` and blurred by `radius` (approximated, see
    /// ``ShadowMetrics``). Layout does not change.
    ///
    /// ```swift
    /// RoundedRectangle(cornerRadius: 12).fill(.white).shadow(radius: 4, y: 2)
    /// ```
    @inlinable
    public func shadow(color: Color = ShadowMetrics.defaultColor, radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modified(_ShadowModifier(color: color, radius: radius, offset: CGSize(width: x, height: y)))
    }
}
