/// A path to fill or stroke, flattened into lines, in global points.
///
/// A fill covers the inside of the subpaths by the nonzero winding rule
/// (open subpaths are closed for filling). A stroke covers `lineWidth`
/// around every line, with the style's caps at the open ends of open
/// subpaths and its joins at the corners.
public struct PathDrawing: Hashable, Sendable {
    /// Each subpath's points, in order.
    public var subpaths: [[CGPoint]]
    /// Whether each subpath is closed.
    public var closed: [Bool]
    /// How to stroke it; nil to fill it.
    public var stroke: StrokeStyle?
    public var color: Color

    public init(subpaths: [[CGPoint]], closed: [Bool], stroke: StrokeStyle?, color: Color) {
        self.subpaths = subpaths
        self.closed = closed
        self.stroke = stroke
        self.color = color
    }

    /// The rectangle the drawing covers: the points' bounds, grown by half the
    /// stroke width (and, for square or miter ends, up to the miter limit).
    public var bounds: CGRect {
        let points = Path.bounds(of: subpaths)
        guard !points.isNull else { return .null }
        var grow: CGFloat = 0
        if let stroke {
            grow = stroke.lineWidth / 2
            if stroke.lineJoin == .miter { grow *= max(1, stroke.miterLimit) }
            if stroke.lineCap == .square { grow = max(grow, stroke.lineWidth / 2 * 1.4143) }
        }
        return points.insetBy(dx: -grow, dy: -grow)
    }
}

extension ShapeNode {
    /// Draws `path` (in this node's space) with the node's paint: fills in
    /// its colour (a gradient by its middle colour), strokes as their style
    /// says (`strokeBorder` centred on the outline, as `stroke`).
    func drawPath(_ path: Path, paint: Paint, _ context: inout DrawContext) {
        let color: Color
        var stroke: StrokeStyle?
        switch paint {
        case .foreground: color = .primary
        case .fill(let c): color = c
        case .gradient(let g): color = g.gradient.color(at: 0.5)
        case .stroke(let c, let w), .strokeBorder(let c, let w): color = c; stroke = StrokeStyle(lineWidth: w)
        case .strokeStyled(let c, let s): color = c; stroke = s
        }
        let c = color.opacity(context.opacity)
        guard c.opacity > 0, stroke.map({ $0.lineWidth > 0 }) ?? true else { return }
        let flat = path.offsetBy(dx: context.translation.x, dy: context.translation.y).flattened()
        guard !flat.isEmpty else { return }
        let drawing = PathDrawing(subpaths: flat.map(\.points), closed: flat.map(\.closed), stroke: stroke, color: c)
        guard drawing.bounds.meets(context.clip) else { return }
        context.list.append(.path(drawing))
    }
}
