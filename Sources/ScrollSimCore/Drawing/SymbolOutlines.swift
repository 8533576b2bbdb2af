import Foundation

/// The few system symbols that are plain strokes, drawn as those strokes
/// instead of the placeholder square: the chevrons, the checkmark, the x
/// mark, plus and minus. Each is a set of open polylines in the symbol's
/// square (0 … 1 on both axes, y down), stroked with round caps and joins
/// at a tenth of the side, whatever the font's weight. The shapes follow the
/// SF Symbols glyphs' proportions (a chevron is about half as wide as it is
/// tall); they are ScrollSim's drawings, not Apple's outlines.
enum SymbolOutlines {
    /// The polylines of `name`, nil for a symbol drawn as the placeholder.
    static func polylines(_ name: String) -> [[CGPoint]]? {
        switch name {
        case "chevron.right", "chevron.forward":
            return [[CGPoint(x: 0.36, y: 0.14), CGPoint(x: 0.68, y: 0.5), CGPoint(x: 0.36, y: 0.86)]]
        case "chevron.left", "chevron.backward":
            return [[CGPoint(x: 0.64, y: 0.14), CGPoint(x: 0.32, y: 0.5), CGPoint(x: 0.64, y: 0.86)]]
        case "chevron.down":
            return [[CGPoint(x: 0.14, y: 0.36), CGPoint(x: 0.5, y: 0.68), CGPoint(x: 0.86, y: 0.36)]]
        case "chevron.up":
            return [[CGPoint(x: 0.14, y: 0.64), CGPoint(x: 0.5, y: 0.32), CGPoint(x: 0.86, y: 0.64)]]
        case "checkmark":
            return [[CGPoint(x: 0.12, y: 0.54), CGPoint(x: 0.38, y: 0.82), CGPoint(x: 0.88, y: 0.16)]]
        case "xmark":
            return [[CGPoint(x: 0.18, y: 0.18), CGPoint(x: 0.82, y: 0.82)], [CGPoint(x: 0.82, y: 0.18), CGPoint(x: 0.18, y: 0.82)]]
        case "plus":
            return [[CGPoint(x: 0.5, y: 0.12), CGPoint(x: 0.5, y: 0.88)], [CGPoint(x: 0.12, y: 0.5), CGPoint(x: 0.88, y: 0.5)]]
        case "minus":
            return [[CGPoint(x: 0.12, y: 0.5), CGPoint(x: 0.88, y: 0.5)]]
        default:
            return nil
        }
    }

    /// The stroke of a symbol `side` points square: a tenth of the side, at least 1 pt.
    static func stroke(side: CGFloat) -> StrokeStyle {
        StrokeStyle(lineWidth: max(1, side / 10), lineCap: .round, lineJoin: .round)
    }
}

extension DrawContext {
    /// Draws the system symbol `name` filling `rect` (this node's space) in
    /// `color`: its strokes when it is one of `SymbolOutlines`, else the
    /// placeholder square.
    package mutating func drawSymbol(_ name: String, in rect: CGRect, _ color: Color) {
        guard let lines = SymbolOutlines.polylines(name) else { return strokeSymbol(rect, color) }
        let c = color.opacity(opacity)
        guard c.opacity > 0 else { return }
        let side = min(rect.width, rect.height)
        let square = CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side)
        let g = toGlobal(square)
        guard g.meets(clip) else { return }
        let subpaths = lines.map { line in line.map { CGPoint(x: g.minX + $0.x * g.width, y: g.minY + $0.y * g.height) } }
        list.append(.path(PathDrawing(subpaths: subpaths, closed: subpaths.map { _ in false },
                                      stroke: SymbolOutlines.stroke(side: side), color: c)))
    }
}
