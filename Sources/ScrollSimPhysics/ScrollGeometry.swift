import Foundation

/// Where the content is and where it may rest, on both axes (Flutter's
/// `ScrollPosition`: its pixels and scroll extents).
///
/// All lengths are in points; `scale` is device pixels per point. The
/// ranges are stored and recomputed whenever `contentSize`, `viewportSize`,
/// `contentInset` or `heldTopInset` is set, so after any mutation `horizontalRange` and
/// `verticalRange` equal `ScrollRange(contentLength:viewportLength:leadingInset:trailingInset:)`
/// of the current sizes and `rangeInset`. Nothing here validates its input: callers pass
/// finite, non-negative sizes, finite insets and a positive finite scale.
/// A value owned by one `ScrollController`; not shared between threads.
struct ScrollGeometry {
    /// The offset shown, in points. Every write through `assignOffset(_:)`
    /// lies on the device-pixel grid of `scale`. It may lie outside the
    /// ranges while a finger or a motion holds it there.
    var contentOffset: CGPoint = .zero
    /// The content's size, in points.
    var contentSize: CGSize { didSet { updateRanges() } }
    /// The visible area's size, in points.
    var viewportSize: CGSize { didSet { updateRanges() } }
    /// The insets around the content, safe area included, in points.
    var contentInset: ScrollInsets { didSet { updateRanges() } }
    /// Extra inset above the content that only the ranges see: a refresh
    /// control's held extent while it refreshes (`RefreshState.heldInset`).
    var heldTopInset: CGFloat = 0 { didSet { updateRanges() } }
    /// The insets the ranges are computed from: `contentInset` with `heldTopInset` added at the top.
    var rangeInset: ScrollInsets {
        var inset = contentInset
        inset.top += heldTopInset
        return inset
    }
    /// Device pixels per point: the grid offsets are snapped to.
    var scale: CGFloat
    /// The horizontal offsets the content may rest at.
    private(set) var horizontalRange: ScrollRange
    /// The vertical offsets the content may rest at.
    private(set) var verticalRange: ScrollRange

    /// Geometry with the offset at `(0, 0)`; the caller then moves it to
    /// `minOffset` (snapped) if that is where it starts.
    init(viewportSize: CGSize, contentSize: CGSize, contentInset: ScrollInsets, scale: CGFloat) {
        self.viewportSize = viewportSize
        self.contentSize = contentSize
        self.contentInset = contentInset
        self.scale = scale
        (horizontalRange, verticalRange) = Self.ranges(contentSize: contentSize, viewportSize: viewportSize,
                                                       contentInset: contentInset)
    }

    /// The ranges that `contentSize`, `viewportSize` and `rangeInset` give:
    /// `min = −leading inset`, `max = max(content − viewport + trailing inset, min)`.
    static func ranges(contentSize: CGSize, viewportSize: CGSize,
                       contentInset: ScrollInsets) -> (horizontal: ScrollRange, vertical: ScrollRange) {
        (ScrollRange(contentLength: contentSize.width, viewportLength: viewportSize.width,
                     leadingInset: contentInset.left, trailingInset: contentInset.right),
         ScrollRange(contentLength: contentSize.height, viewportLength: viewportSize.height,
                     leadingInset: contentInset.top, trailingInset: contentInset.bottom))
    }

    private mutating func updateRanges() {
        (horizontalRange, verticalRange) = Self.ranges(contentSize: contentSize, viewportSize: viewportSize,
                                                       contentInset: rangeInset)
    }

    /// The smallest resting offset on each axis.
    var minOffset: CGPoint { CGPoint(x: horizontalRange.min, y: verticalRange.min) }
    /// The largest resting offset on each axis.
    var maxOffset: CGPoint { CGPoint(x: horizontalRange.max, y: verticalRange.max) }

    /// How far outside a range an offset may lie and still count as in it:
    /// half a device pixel (plus rounding slack), since a clamped offset
    /// snapped to the grid can land up to that far past an edge.
    var rangeTolerance: CGFloat { 0.5 / scale + 1e-9 }

    /// Whether `contentOffset` lies in each range, within `rangeTolerance`.
    var offsetIsInRange: (x: Bool, y: Bool) {
        let tolerance = rangeTolerance
        return (horizontalRange.contains(contentOffset.x, tolerance: tolerance),
                verticalRange.contains(contentOffset.y, tolerance: tolerance))
    }

    /// `p` limited to the ranges (not snapped).
    func clamped(_ p: CGPoint) -> CGPoint {
        CGPoint(x: horizontalRange.clamp(p.x), y: verticalRange.clamp(p.y))
    }

    /// `p` rounded to the device-pixel grid.
    func snapped(_ p: CGPoint) -> CGPoint {
        PixelSnapping.snap(p, scale: scale)
    }

    /// Sets `contentOffset` to `p` snapped to the grid. Returns whether the
    /// offset changed; afterwards it lies on the grid either way.
    mutating func assignOffset(_ p: CGPoint) -> Bool {
        let snapped = snapped(p)
        guard snapped != contentOffset else { return false }
        contentOffset = snapped
        return true
    }

    // MARK: Rubber band

    /// The offset shown for an unconstrained (finger) offset `free`:
    /// unchanged inside the ranges, through the rubber band outside them,
    /// whose give is the viewport's length on that axis.
    func displayed(_ free: CGPoint) -> CGPoint {
        CGPoint(x: RubberBand.displayedOffset(free.x, in: horizontalRange, dimension: viewportSize.width),
                y: RubberBand.displayedOffset(free.y, in: verticalRange, dimension: viewportSize.height))
    }

    /// The unconstrained offset that `displayed(_:)` shows as `shown`. An
    /// overscroll of 99 % of the viewport or more (which the rubber band
    /// only reaches in the limit) is treated as 99 %, so the result is finite.
    func unconstrained(_ shown: CGPoint) -> CGPoint {
        CGPoint(x: Self.inverse(shown.x, horizontalRange, viewportSize.width),
                y: Self.inverse(shown.y, verticalRange, viewportSize.height))
    }

    private static func inverse(_ value: CGFloat, _ range: ScrollRange, _ dimension: CGFloat) -> CGFloat {
        let over = range.overscroll(of: value)
        let limit = dimension * 0.99
        let capped = over < 0 ? max(over, -limit) : min(over, limit)
        let edge = over < 0 ? range.min : range.max
        let shownValue = over == 0 ? value : edge + capped
        return RubberBand.unconstrainedOffset(shownValue, in: range, dimension: dimension)
    }

    #if DEBUG
    /// Test hook: replaces the stored ranges without touching the sizes they
    /// come from, so a test can show that the invariant check notices.
    mutating func overrideRangesForTesting(horizontal: ScrollRange, vertical: ScrollRange) {
        horizontalRange = horizontal
        verticalRange = vertical
    }
    #endif
}
