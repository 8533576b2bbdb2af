import Foundation

/// Paging: where a released scroll view comes to rest when it stops only on
/// page boundaries, and the spring that takes it there.
///
/// Pages are `pageLength` points long and start at `origin`; page `k` rests
/// at `origin + k · pageLength`, limited to `range` (so the last page of
/// content that is not a whole number of pages rests at `range.max`). From
/// the release position's fractional page `p = (position − origin) / pageLength`:
/// a release faster than `SnapSimulation.flingVelocity(scale:)` toward
/// larger offsets goes to `round(p + 0.5)`, toward smaller ones to
/// `round(p − 0.5)` (the next boundary in its direction, one page at most),
/// and a slower one to `round(p)` (the nearest page: a drag left past half a
/// page turns it); halves round away from zero. Content past the last whole
/// page is a last, shorter page ending at `range.max`, decided by the same
/// rule with its own length. This is Flutter's `PageScrollPhysics._getTargetPixels`
/// (but for the shorter last page, which Flutter's pages never have);
/// UIKit documents only that a paging scroll view "stops on multiples of the
/// scroll view's bounds". The target is snapped to device pixels and reached
/// with `SnapSimulation`'s spring.
///
/// ```swift
/// let range = ScrollRange(min: 0, max: 1560)
/// PagingTarget(position: 200, velocity: 0, pageLength: 390, range: range).target    // 390
/// PagingTarget(position: 100, velocity: 900, pageLength: 390, range: range).target  // 390
/// PagingTarget(position: 100, velocity: 0, pageLength: 390, range: range).target    // 0
/// ```
public struct PagingTarget: ScrollSimulation, Equatable {
    /// The length of a page, in points (a scroll view's visible length).
    ///
    /// ```swift
    /// PagingTarget(position: 0, velocity: 0, pageLength: 390, range: ScrollRange(min: 0, max: 780)).pageLength // 390
    /// ```
    public let pageLength: CGFloat
    /// The offset of page 0, in points.
    ///
    /// ```swift
    /// PagingTarget(position: 0, velocity: 0, pageLength: 763, origin: -47, range: ScrollRange(min: -47, max: 3000)).origin // -47
    /// ```
    public let origin: CGFloat
    /// The page boundary the motion comes to rest on, in points.
    ///
    /// ```swift
    /// PagingTarget(position: 1500, velocity: 0, pageLength: 390, range: ScrollRange(min: 0, max: 1500)).target // 1500
    /// ```
    public var target: CGFloat { motion.target }
    /// The spring from the release to `target`.
    ///
    /// ```swift
    /// PagingTarget(position: 200, velocity: 0, pageLength: 390, range: ScrollRange(min: 0, max: 780)).motion.target // 390
    /// ```
    public let motion: SnapSimulation

    /// Chooses the page for a release at `position` (points) moving at
    /// `velocity` (points per second) and starts the spring there. `scale`
    /// is the device's pixels per point (for the fling threshold and the
    /// pixel grid).
    ///
    /// ```swift
    /// let page = PagingTarget(position: 410, velocity: -1200, pageLength: 390,
    ///                         range: ScrollRange(min: 0, max: 1560), scale: 3)
    /// page.target // 390
    /// ```
    public init(position: CGFloat, velocity: CGFloat, pageLength: CGFloat, origin: CGFloat = 0,
                range: ScrollRange, scale: CGFloat = 1) {
        self.pageLength = pageLength
        self.origin = origin
        let target = Self.target(position: position, velocity: velocity, pageLength: pageLength,
                                 origin: origin, range: range, scale: scale)
        motion = SnapSimulation(position: position, velocity: velocity, target: target)
    }

    /// The page boundary a release comes to rest on (see the type's rule),
    /// limited to `range` and snapped to the pixel grid of `scale`.
    ///
    /// ```swift
    /// PagingTarget.target(position: 600, velocity: 0, pageLength: 390, origin: 0,
    ///                     range: ScrollRange(min: 0, max: 1560), scale: 1) // 780
    /// ```
    public static func target(position: CGFloat, velocity: CGFloat, pageLength: CGFloat, origin: CGFloat,
                              range: ScrollRange, scale: CGFloat) -> CGFloat {
        guard pageLength > 0, pageLength.isFinite else {
            return PixelSnapping.snap(range.clamp(position), scale: scale)
        }
        let fling = SnapSimulation.flingVelocity(scale: scale)
        func index(_ fraction: CGFloat) -> CGFloat {
            if velocity > fling { return (fraction + 0.5).rounded() }
            if velocity < -fling { return (fraction - 0.5).rounded() }
            return fraction.rounded()
        }
        // The last whole page boundary at or before the end; content past it
        // is a last, shorter page that ends at range.max.
        let last = origin + ((range.max - origin) / pageLength).rounded(.down) * pageLength
        let boundary: CGFloat
        if position > last, range.max > last {
            boundary = index((position - last) / (range.max - last)) >= 1 ? range.max : last
        } else {
            boundary = origin + index((position - origin) / pageLength) * pageLength
        }
        return PixelSnapping.snap(range.clamp(boundary), scale: scale)
    }

    /// Whether paging decides the release: not when the content is past an
    /// edge and not moving back toward the range (then it springs back to
    /// the edge, which is a page boundary or the end of the content), as in
    /// Flutter's `PageScrollPhysics.createBallisticSimulation`.
    ///
    /// ```swift
    /// PagingTarget.applies(position: -30, velocity: -10, range: ScrollRange(min: 0, max: 780)) // false
    /// ```
    public static func applies(position: CGFloat, velocity: CGFloat, range: ScrollRange) -> Bool {
        !((velocity <= 0 && position <= range.min) || (velocity >= 0 && position >= range.max))
    }

    /// The position `t` seconds after the release.
    ///
    /// ```swift
    /// PagingTarget(position: 200, velocity: 0, pageLength: 390, range: ScrollRange(min: 0, max: 780)).x(0.1)
    /// ```
    public func x(_ t: Double) -> CGFloat { motion.x(t) }

    /// The velocity `t` seconds after the release.
    ///
    /// ```swift
    /// PagingTarget(position: 200, velocity: 0, pageLength: 390, range: ScrollRange(min: 0, max: 780)).dx(0.1)
    /// ```
    public func dx(_ t: Double) -> CGFloat { motion.dx(t) }

    /// Whether the motion rests on `target` at `t`.
    ///
    /// ```swift
    /// PagingTarget(position: 200, velocity: 0, pageLength: 390, range: ScrollRange(min: 0, max: 780)).isDone(3) // true
    /// ```
    public func isDone(_ t: Double) -> Bool { motion.isDone(t) }
}
