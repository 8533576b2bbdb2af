import Foundation

/// What a scroll view does after the finger lifts: decelerate, and if that
/// carries the offset past an edge, spring back to the edge.
///
/// Following Lobanov's ScrollMechanics: inside the range the offset follows
/// `DecelerationSimulation`; at the moment it crosses `range.min` or
/// `range.max` a critically damped spring (mass 1, stiffness 100) starts at
/// the edge with the current velocity and pulls back to the edge. Started
/// outside the range, the spring starts at once from there.
///
/// ```swift
/// let range = ScrollRange(min: 0, max: 400)
/// let fling = BounceSimulation(position: 300, velocity: 2000, range: range)
/// fling.edgeCrossingTime // about 0.05
/// fling.finalPosition    // 400
/// ```
public struct BounceSimulation: ScrollSimulation, Equatable {
    /// The deceleration part, `nil` when the motion starts outside the range.
    ///
    /// ```swift
    /// BounceSimulation(position: 10, velocity: 50, range: ScrollRange(min: 0, max: 100)).deceleration?.restPoint
    /// ```
    public let deceleration: DecelerationSimulation?
    /// The spring part, `nil` when the motion never leaves the range.
    ///
    /// ```swift
    /// BounceSimulation(position: -40, velocity: 0, range: ScrollRange(min: 0, max: 100)).spring?.target // 0
    /// ```
    public let spring: SpringSimulation?
    /// When the spring part starts (seconds from the start), `nil` without one.
    ///
    /// ```swift
    /// BounceSimulation(position: -40, velocity: 0, range: ScrollRange(min: 0, max: 100)).edgeCrossingTime // 0
    /// ```
    public let edgeCrossingTime: Double?

    /// Creates the release motion from `position` with `velocity`.
    ///
    /// ```swift
    /// let settle = BounceSimulation(position: 120, velocity: 0, range: ScrollRange(min: 0, max: 100))
    /// ```
    public init(position: CGFloat, velocity: CGFloat, range: ScrollRange,
                rate: DecelerationRate = .normal, threshold: CGFloat = 0.5,
                tolerance: SpringSimulation.Tolerance = .standard) {
        if !range.contains(position) {
            let edge = position < range.min ? range.min : range.max
            deceleration = nil
            spring = .bounce(from: position, to: edge, velocity: velocity, tolerance: tolerance)
            edgeCrossingTime = 0
            return
        }
        let decel = DecelerationSimulation(position: position, velocity: velocity, rate: rate, threshold: threshold)
        deceleration = decel
        let rest = decel.restPoint
        let edge: CGFloat? = rest < range.min ? range.min : (rest > range.max ? range.max : nil)
        if let edge, let crossing = decel.time(reaching: edge) {
            edgeCrossingTime = crossing
            spring = .bounce(from: edge, to: edge, velocity: decel.dx(crossing), tolerance: tolerance)
        } else {
            edgeCrossingTime = nil
            spring = nil
        }
    }

    /// A spring back to `edge` from `position` with `velocity`, already in its
    /// spring phase (even from exactly at the edge): how a spring-back goes on
    /// when the range changes under it.
    ///
    /// ```swift
    /// let back = BounceSimulation(springingFrom: -0.2, velocity: 8, to: 0)
    /// back.finalPosition // 0
    /// ```
    public init(springingFrom position: CGFloat, velocity: CGFloat, to edge: CGFloat,
                tolerance: SpringSimulation.Tolerance = .standard) {
        deceleration = nil
        spring = .bounce(from: position, to: edge, velocity: velocity, tolerance: tolerance)
        edgeCrossingTime = 0
    }

    /// Where the motion comes to rest: the edge if it bounces, else the
    /// deceleration's rest point.
    ///
    /// ```swift
    /// BounceSimulation(position: 0, velocity: 1000, range: ScrollRange(min: 0, max: 5000)).finalPosition // 499.5...
    /// ```
    public var finalPosition: CGFloat {
        if let spring { return spring.target }
        return deceleration?.restPoint ?? 0
    }

    /// Whether the spring part is running at `t`.
    ///
    /// ```swift
    /// BounceSimulation(position: -40, velocity: 0, range: ScrollRange(min: 0, max: 100)).isBouncing(0) // true
    /// ```
    public func isBouncing(_ t: Double) -> Bool {
        guard let crossing = edgeCrossingTime else { return false }
        return t >= crossing
    }

    /// The position at `t`: deceleration before the edge crossing, the spring after it.
    ///
    /// ```swift
    /// BounceSimulation(position: 300, velocity: 2000, range: ScrollRange(min: 0, max: 400)).x(0.1)
    /// ```
    public func x(_ t: Double) -> CGFloat {
        if let spring, let crossing = edgeCrossingTime, t >= crossing { return spring.x(t - crossing) }
        return deceleration?.x(t) ?? finalPosition
    }

    /// The velocity at `t`.
    ///
    /// ```swift
    /// BounceSimulation(position: 300, velocity: 2000, range: ScrollRange(min: 0, max: 400)).dx(0.1)
    /// ```
    public func dx(_ t: Double) -> CGFloat {
        if let spring, let crossing = edgeCrossingTime, t >= crossing { return spring.dx(t - crossing) }
        return deceleration?.dx(t) ?? 0
    }

    /// Whether the deceleration (or, if it bounced, the spring) has settled at `t`.
    ///
    /// ```swift
    /// BounceSimulation(position: 300, velocity: 2000, range: ScrollRange(min: 0, max: 400)).isDone(5)
    /// ```
    public func isDone(_ t: Double) -> Bool {
        if let spring, let crossing = edgeCrossingTime {
            return t >= crossing && spring.isDone(t - crossing)
        }
        return deceleration?.isDone(t) ?? true
    }
}
