/// Where draw commands go while walking the tree, with the current
/// translation, opacity and clip.
@MainActor
package struct DrawContext {
    package var list = DrawList()
    package var translation = CGPoint.zero
    package var opacity: Double = 1
    /// The time being drawn (the graph's current time): animations draw their value at it.
    package var time: Double = 0
    /// The current clip in window coordinates (for culling).
    package var clip: CGRect
    /// A rounded clip in effect: shapes that fill it exactly get its corners.
    package var roundedClip: (rect: CGRect, radius: CGFloat)?

    package init(bounds: CGRect) { clip = bounds }

    /// True when `bounds` (layer coordinates) meets the clip.
    @inline(__always) package func isVisible(_ bounds: CGRect) -> Bool {
        if bounds.isNull { return false }
        let g = bounds.offsetBy(dx: translation.x, dy: translation.y)
        // Zero-width or zero-height bounds still count when they touch the clip.
        return g.maxX >= clip.minX && g.minX <= clip.maxX && g.maxY >= clip.minY && g.minY <= clip.maxY
    }

    @inline(__always) package func toGlobal(_ rect: CGRect) -> CGRect {
        rect.offsetBy(dx: translation.x, dy: translation.y)
    }

    package mutating func fill(_ rect: CGRect, _ color: Color, cornerRadius: CGFloat = 0) {
        let c = color.opacity(opacity)
        guard c.opacity > 0 else { return }
        let g = toGlobal(rect)
        guard g.meets(clip) else { return }
        if cornerRadius > 0 {
            list.append(.fillRoundedRect(g, cornerRadius: cornerRadius, c))
        } else if let rc = roundedClip, nearlyEqual(rc.rect, g) {
            list.append(.fillRoundedRect(g, cornerRadius: rc.radius, c))
        } else {
            list.append(.fillRect(g, c))
        }
    }

    package mutating func stroke(_ rect: CGRect, _ color: Color, lineWidth: CGFloat, cornerRadius: CGFloat = 0) {
        let c = color.opacity(opacity)
        guard c.opacity > 0, lineWidth > 0 else { return }
        let g = toGlobal(rect)
        guard g.meets(clip) else { return }
        if cornerRadius > 0 {
            list.append(.strokeRoundedRect(g, cornerRadius: cornerRadius, lineWidth: lineWidth, c))
        } else if let rc = roundedClip, nearlyEqual(rc.rect, g) {
            list.append(.strokeRoundedRect(g, cornerRadius: rc.radius, lineWidth: lineWidth, c))
        } else {
            list.append(.strokeRect(g, lineWidth: lineWidth, c))
        }
    }

    /// The placeholder of a system symbol filling `rect`: the outline of a
    /// rounded square (corner radius a quarter of its side, line a tenth,
    /// at least 1 pt) in `color`.
    package mutating func strokeSymbol(_ rect: CGRect, _ color: Color) {
        let side = min(rect.width, rect.height)
        stroke(rect, color, lineWidth: max(1, side / 10), cornerRadius: side / 4)
    }

    package mutating func pushClip(_ rect: CGRect, cornerRadius: CGFloat) -> (CGRect, (rect: CGRect, radius: CGFloat)?) {
        let saved = (clip, roundedClip)
        let g = toGlobal(rect)
        clip = clip.clipped(to: g)
        roundedClip = cornerRadius > 0 ? (g, cornerRadius) : nil
        list.append(.pushClip(g, cornerRadius: cornerRadius))
        return saved
    }

    /// Draws what `body` draws with `transform`: between a `beginTransform`
    /// and an `endTransform`, culled against no clip (what lies outside it
    /// may be moved into it).
    package mutating func drawTransformed(_ transform: DrawTransform, _ body: (inout DrawContext) -> Void) {
        let savedClip = clip, savedRounded = roundedClip
        list.append(.beginTransform(transform))
        clip = CGRect(x: -1e7, y: -1e7, width: 2e7, height: 2e7)
        roundedClip = nil
        body(&self)
        clip = savedClip
        roundedClip = savedRounded
        list.append(.endTransform)
    }

    package mutating func popClip(_ saved: (CGRect, (rect: CGRect, radius: CGFloat)?)) {
        clip = saved.0
        roundedClip = saved.1
        list.append(.popClip)
    }
}
