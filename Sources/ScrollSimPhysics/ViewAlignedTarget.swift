import Foundation

/// View-aligned snapping: where a released scroll view comes to rest when it
/// stops only where a target view's leading edge meets the leading edge of
/// the visible region, and the spring that takes it there.
///
/// `edges` are those resting offsets, in points (a target's leading edge in
/// content coordinates minus the leading inset); each is limited to `range`.
/// Unlimited, the reference is where the release would come to rest by
/// deceleration, `position − velocity / (1000 ln d)` (`DecelerationSimulation`);
/// limited (SwiftUI's `LimitBehavior.always`: one view per gesture), it is the
/// release position itself. A release faster than
/// `SnapSimulation.flingVelocity(scale:)` goes to the first edge at or past
/// the reference in its direction (limited: strictly past the release
/// position), or the last edge when there is none; a slower one to the edge
/// nearest the reference. The target is snapped to device pixels and reached
/// with `SnapSimulation`'s spring.
///
/// ```swift
/// let range = ScrollRange(min: 0, max: 1200)
/// let edges: [CGFloat] = [0, 310, 620, 930]
/// ViewAlignedTarget(position: 100, velocity: 900, edges: edges, range: range, isLimited: true).target   // 310
/// ViewAlignedTarget(position: 100, velocity: 900, edges: edges, range: range, isLimited: false).target  // 620
/// ```
public struct ViewAlignedTarget: ScrollSimulation, Equatable {
    /// The edge the motion comes to rest on, in points.
    ///
    /// ```swift
    /// ViewAlignedTarget(position: 140, velocity: 0, edges: [0, 310], range: ScrollRange(min: 0, max: 900), isLimited: true).target // 0
    /// ```
    public var target: CGFloat { motion.target }
    /// The spring from the release to `target`.
    ///
    /// ```swift
    /// ViewAlignedTarget(position: 200, velocity: 0, edges: [0, 310], range: ScrollRange(min: 0, max: 900), isLimited: true).motion.target // 310
    /// ```
    public let motion: SnapSimulation

    /// Chooses the edge for a release at `position` (points) moving at
    /// `velocity` (points per second) and starts the spring there. `rate`
    /// gives the unlimited reference's deceleration; `scale` is the
    /// device's pixels per point.
    ///
    /// ```swift
    /// let snap = ViewAlignedTarget(position: 500, velocity: -2000, edges: [0, 310, 620],
    ///                              range: ScrollRange(min: 0, max: 900), isLimited: false, scale: 3)
    /// ```
    public init(position: CGFloat, velocity: CGFloat, edges: [CGFloat], range: ScrollRange,
                isLimited: Bool, rate: DecelerationRate = .normal, scale: CGFloat = 1) {
        let target = Self.target(position: position, velocity: velocity, edges: edges, range: range,
                                 isLimited: isLimited, rate: rate, scale: scale)
        motion = SnapSimulation(position: position, velocity: velocity, target: target)
    }

    /// The edge a release comes to rest on (see the type's rule), limited
    /// to `range` and snapped to the pixel grid of `scale`; without edges,
    /// the deceleration's rest point limited to `range`.
    ///
    /// ```swift
    /// ViewAlignedTarget.target(position: 100, velocity: -900, edges: [0, 310, 620],
    ///                          range: ScrollRange(min: 0, max: 900), isLimited: true,
    ///                          rate: .normal, scale: 1) // 0
    /// ```
    public static func target(position: CGFloat, velocity: CGFloat, edges: [CGFloat], range: ScrollRange,
                              isLimited: Bool, rate: DecelerationRate, scale: CGFloat) -> CGFloat {
        let rest = position - velocity / CGFloat(rate.coefficient)
        let candidates = Array(Set(edges.filter { $0.isFinite }
            .map { PixelSnapping.snap(range.clamp($0), scale: scale) })).sorted()
        guard let first = candidates.first, let last = candidates.last else {
            return PixelSnapping.snap(range.clamp(rest), scale: scale)
        }
        let reference = isLimited ? position : rest
        // Half a device pixel: an edge the release already sits on is not "past" it.
        let slack = 0.5 / max(scale, 1e-9)
        let fling = SnapSimulation.flingVelocity(scale: scale)
        if velocity > fling {
            let bound = isLimited ? reference + slack : reference - slack
            return candidates.first { $0 >= bound } ?? last
        }
        if velocity < -fling {
            let bound = isLimited ? reference - slack : reference + slack
            return candidates.last { $0 <= bound } ?? first
        }
        return candidates.min { abs($0 - reference) < abs($1 - reference) } ?? first
    }

    /// The position `t` seconds after the release.
    ///
    /// ```swift
    /// ViewAlignedTarget(position: 200, velocity: 0, edges: [0, 310], range: ScrollRange(min: 0, max: 900), isLimited: true).x(0.1)
    /// ```
    public func x(_ t: Double) -> CGFloat { motion.x(t) }

    /// The velocity `t` seconds after the release.
    ///
    /// ```swift
    /// ViewAlignedTarget(position: 200, velocity: 0, edges: [0, 310], range: ScrollRange(min: 0, max: 900), isLimited: true).dx(0.1)
    /// ```
    public func dx(_ t: Double) -> CGFloat { motion.dx(t) }

    /// Whether the motion rests on `target` at `t`.
    ///
    /// ```swift
    /// ViewAlignedTarget(position: 200, velocity: 0, edges: [0, 310], range: ScrollRange(min: 0, max: 900), isLimited: true).isDone(3) // true
    /// ```
    public func isDone(_ t: Double) -> Bool { motion.isDone(t) }
}
