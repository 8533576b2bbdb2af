extension CGRect {
    /// `intersects(_:)` for drawing: false when an edge is not a number (a NaN
    /// frame, or one that starts at −∞ and is infinitely wide), where
    /// Foundation's `intersects` and `intersection` trap.
    @inline(__always) package func meets(_ other: CGRect) -> Bool {
        hasNumericEdges && other.hasNumericEdges && intersects(other)
    }

    /// `intersection(_:)` for drawing: null when either rectangle has an edge
    /// that is not a number.
    @inline(__always) package func clipped(to other: CGRect) -> CGRect {
        hasNumericEdges && other.hasNumericEdges ? intersection(other) : .null
    }

    @inline(__always) var hasNumericEdges: Bool {
        !(origin.x.isNaN || origin.y.isNaN || (origin.x + size.width).isNaN || (origin.y + size.height).isNaN)
    }
}

extension CGRect {
    /// `union(_:)` inline for the common case (non-negative sizes); the
    /// rest goes to Foundation's.
    @inline(__always) func fastUnion(_ other: CGRect) -> CGRect {
        if isNull { return other }
        if other.isNull { return self }
        guard size.width >= 0, size.height >= 0, other.size.width >= 0, other.size.height >= 0 else { return union(other) }
        let x0 = Swift.min(origin.x, other.origin.x)
        let y0 = Swift.min(origin.y, other.origin.y)
        let x1 = Swift.max(origin.x + size.width, other.origin.x + other.size.width)
        let y1 = Swift.max(origin.y + size.height, other.origin.y + other.size.height)
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}

@inline(__always) func nearlyEqual(_ a: CGRect, _ b: CGRect) -> Bool {
    abs(a.minX - b.minX) < 0.01 && abs(a.minY - b.minY) < 0.01
        && abs(a.width - b.width) < 0.01 && abs(a.height - b.height) < 0.01
}
