import Foundation

/// The resistance felt when dragging past an edge.
///
/// A finger that has moved `x` points past the edge shows the content
/// `x · d · c / (d + c · x)` points past it, with `c = 0.55` and `d` the
/// viewport length (Lobanov, "Scrolling mechanics of UIScrollView").
///
/// ```swift
/// RubberBand.offset(forOverscroll: 100, dimension: 800) // 51.46...
/// ```
public enum RubberBand {
    /// The constant `c` of the formula, 0.55.
    ///
    /// ```swift
    /// RubberBand.coefficient // 0.55
    /// ```
    public static let coefficient: CGFloat = 0.55

    /// The displayed overscroll for a finger overscroll `x` (sign kept).
    ///
    /// ```swift
    /// RubberBand.offset(forOverscroll: -100, dimension: 800) // -51.46...
    /// ```
    public static func offset(forOverscroll x: CGFloat, dimension d: CGFloat,
                              coefficient c: CGFloat = coefficient) -> CGFloat {
        guard d > 0 else { return 0 }
        let a = abs(x)
        let shown = a * d * c / (d + c * a)
        return x < 0 ? -shown : shown
    }

    /// The finger overscroll that displays as `y`: `y · d / (c · (d − y))`.
    /// Displayed values approach `d` only in the limit, so `|y| ≥ d` maps to infinity.
    ///
    /// ```swift
    /// RubberBand.overscroll(forOffset: 51.46198830409357, dimension: 800) // 100
    /// ```
    public static func overscroll(forOffset y: CGFloat, dimension d: CGFloat,
                                  coefficient c: CGFloat = coefficient) -> CGFloat {
        guard d > 0 else { return 0 }
        let a = abs(y)
        let x = a >= d ? CGFloat.infinity : a * d / (c * (d - a))
        return y < 0 ? -x : x
    }

    /// Maps an unconstrained offset (where the finger puts the content) to the
    /// displayed offset: unchanged inside `range`, rubber-banded outside.
    ///
    /// ```swift
    /// RubberBand.displayedOffset(-100, in: ScrollRange(min: 0, max: 500), dimension: 800) // -51.46...
    /// ```
    public static func displayedOffset(_ offset: CGFloat, in range: ScrollRange, dimension: CGFloat) -> CGFloat {
        let over = range.overscroll(of: offset)
        if over == 0 { return offset }
        let edge = over < 0 ? range.min : range.max
        return edge + self.offset(forOverscroll: over, dimension: dimension)
    }

    /// The inverse of `displayedOffset(_:in:dimension:)`.
    ///
    /// ```swift
    /// RubberBand.unconstrainedOffset(-51.46198830409357, in: ScrollRange(min: 0, max: 500), dimension: 800) // -100
    /// ```
    public static func unconstrainedOffset(_ offset: CGFloat, in range: ScrollRange, dimension: CGFloat) -> CGFloat {
        let over = range.overscroll(of: offset)
        if over == 0 { return offset }
        let edge = over < 0 ? range.min : range.max
        return edge + overscroll(forOffset: over, dimension: dimension)
    }
}
