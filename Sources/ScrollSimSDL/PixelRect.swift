import CSDL2
import ScrollSimCore

/// A rectangle in whole device pixels, as edges: `x0..<x1` by `y0..<y1`.
struct PixelRect: Hashable, Sendable {
    var x0: Int
    var y0: Int
    var x1: Int
    var y1: Int

    /// A rectangle in points with each edge rounded to the nearest device pixel.
    init(_ rect: CGRect, scale: CGFloat) {
        let r = rect.standardized
        x0 = PixelRect.round(r.minX * scale)
        y0 = PixelRect.round(r.minY * scale)
        x1 = PixelRect.round(r.maxX * scale)
        y1 = PixelRect.round(r.maxY * scale)
    }

    /// A filled rectangle in points: each edge rounded to the nearest device
    /// pixel, except that a fill thinner than a pixel along an axis but not
    /// empty (a hairline laid out for a denser display: a 3× separator is ⅓ pt)
    /// covers the one pixel holding its centre, so it stays visible at any
    /// window scale instead of vanishing or showing depending on its position.
    init(filling rect: CGRect, scale: CGFloat) {
        self.init(rect, scale: scale)
        let r = rect.standardized
        if y1 <= y0, r.height > 0 { y0 = PixelRect.round((r.midY * scale).rounded(.down)); y1 = y0 + 1 }
        if x1 <= x0, r.width > 0 { x0 = PixelRect.round((r.midX * scale).rounded(.down)); x1 = x0 + 1 }
    }

    init(x0: Int, y0: Int, x1: Int, y1: Int) {
        self.x0 = x0
        self.y0 = y0
        self.x1 = x1
        self.y1 = y1
    }

    var width: Int { x1 - x0 }
    var height: Int { y1 - y0 }
    var isEmpty: Bool { x1 <= x0 || y1 <= y0 }

    /// The overlap of two rectangles (possibly empty).
    func intersection(_ other: PixelRect) -> PixelRect {
        PixelRect(x0: max(x0, other.x0), y0: max(y0, other.y0),
                  x1: min(x1, other.x1), y1: min(y1, other.y1))
    }

    func intersects(_ other: PixelRect) -> Bool { !intersection(other).isEmpty }

    /// The smallest rectangle holding both (an empty one adds nothing).
    func union(_ other: PixelRect) -> PixelRect {
        if isEmpty { return other }
        if other.isEmpty { return self }
        return PixelRect(x0: min(x0, other.x0), y0: min(y0, other.y0), x1: max(x1, other.x1), y1: max(y1, other.y1))
    }

    /// No pixels.
    static let empty = PixelRect(x0: 0, y0: 0, x1: 0, y1: 0)

    /// The SDL rectangle; empty rectangles become zero-sized.
    var sdlRect: SDL_Rect {
        SDL_Rect(x: Int32(clamping: x0), y: Int32(clamping: y0),
                     w: Int32(clamping: max(0, width)), h: Int32(clamping: max(0, height)))
    }

    /// Rounds a pixel coordinate to an `Int`, saturating huge or non-finite values.
    static func round(_ v: CGFloat) -> Int {
        guard v.isFinite else { return v > 0 ? Int(Int32.max) : (v < 0 ? Int(Int32.min) : 0) }
        return Int(max(-1e9, min(1e9, v.rounded())))
    }
}
