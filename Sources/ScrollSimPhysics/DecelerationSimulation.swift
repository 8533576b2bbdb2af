import Foundation

/// The exponential slow-down of a flung scroll view.
///
/// `v(t) = v₀ · d^(1000 t)` and `x(t) = x₀ + v₀ · (d^(1000 t) − 1) / (1000 ln d)`,
/// coming to rest at `x₀ − v₀ / (1000 ln d)`. Following Ilya Lobanov's
/// ScrollMechanics, the motion is done once it is within `threshold` of the
/// rest point, i.e. once `|v| < threshold · 1000 · |ln d|` (about 1 pt/s for
/// d = 0.998 and the 0.5 pt threshold a scroll view uses at every scale).
///
/// ```swift
/// let fling = DecelerationSimulation(position: 0, velocity: 1000)
/// fling.restPoint // about 499.5
/// fling.duration  // about 3.45
/// ```
public struct DecelerationSimulation: ScrollSimulation, Equatable {
    /// The position at time 0.
    ///
    /// ```swift
    /// DecelerationSimulation(position: 20, velocity: 100).start // 20
    /// ```
    public let start: CGFloat
    /// The velocity at time 0.
    ///
    /// ```swift
    /// DecelerationSimulation(position: 20, velocity: 100).velocity // 100
    /// ```
    public let velocity: CGFloat
    /// The deceleration rate.
    ///
    /// ```swift
    /// DecelerationSimulation(position: 0, velocity: 1, rate: .fast).rate // .fast
    /// ```
    public let rate: DecelerationRate
    /// The distance to the rest point, in points, below which the motion is done.
    ///
    /// ```swift
    /// DecelerationSimulation(position: 0, velocity: 1).threshold // 0.5
    /// ```
    public let threshold: CGFloat

    /// The threshold a scroll view decelerates with, 0.5 pt whatever the
    /// display scale: Lobanov's ScrollMechanics passes `threshold: 0.5` to its
    /// deceleration (and `0.5 / scale` only to its spring).
    ///
    /// ```swift
    /// DecelerationSimulation.restThreshold // 0.5
    /// ```
    public static let restThreshold: CGFloat = 0.5

    /// Creates a deceleration from `position` with initial `velocity`.
    /// A scroll view passes `restThreshold` (0.5 pt).
    ///
    /// ```swift
    /// let fling = DecelerationSimulation(position: 100, velocity: -2400, rate: .normal, threshold: 0.25)
    /// ```
    public init(position: CGFloat, velocity: CGFloat, rate: DecelerationRate = .normal, threshold: CGFloat = 0.5) {
        precondition(threshold > 0, "DecelerationSimulation: threshold must be positive, got \(threshold)")
        self.start = position
        self.velocity = velocity
        self.rate = rate
        self.threshold = threshold
    }

    /// Where the motion would come to rest: `x₀ − v₀ / (1000 ln d)`.
    ///
    /// ```swift
    /// DecelerationSimulation(position: 0, velocity: 1000).restPoint // 499.50...
    /// ```
    public var restPoint: CGFloat {
        start - velocity / CGFloat(rate.coefficient)
    }

    /// The speed below which the motion stops: `threshold · 1000 · |ln d|`.
    ///
    /// ```swift
    /// DecelerationSimulation(position: 0, velocity: 1000).stopVelocity // about 1.001
    /// ```
    public var stopVelocity: CGFloat {
        threshold * CGFloat(abs(rate.coefficient))
    }

    /// Seconds until the speed drops below `stopVelocity`:
    /// `ln(stopVelocity / |v₀|) / (1000 ln d)`, or 0 if it starts slower.
    ///
    /// ```swift
    /// DecelerationSimulation(position: 0, velocity: 1000).duration // about 3.4502
    /// ```
    public var duration: Double {
        let speed = Double(abs(velocity))
        let stop = Double(stopVelocity)
        guard speed > stop else { return 0 }
        return log(stop / speed) / rate.coefficient
    }

    /// The first time the motion reaches `position`, or `nil` if it never does.
    ///
    /// ```swift
    /// DecelerationSimulation(position: 0, velocity: 1000).time(reaching: 250) // about 0.346
    /// ```
    public func time(reaching position: CGFloat) -> Double? {
        let total = Double(restPoint - start)
        let wanted = Double(position - start)
        if wanted == 0 { return 0 }
        guard total != 0, wanted / total > 0, wanted / total < 1 else { return nil }
        return log(1 - wanted / total) / rate.coefficient
    }

    /// `x₀ + v₀ · (d^(1000 t) − 1) / (1000 ln d)`.
    ///
    /// ```swift
    /// DecelerationSimulation(position: 0, velocity: 1000).x(0.1)
    /// ```
    public func x(_ t: Double) -> CGFloat {
        let k = rate.coefficient
        return start + velocity * CGFloat((exp(k * max(0, t)) - 1) / k)
    }

    /// `v₀ · d^(1000 t)`.
    ///
    /// ```swift
    /// DecelerationSimulation(position: 0, velocity: 1000).dx(0.1)
    /// ```
    public func dx(_ t: Double) -> CGFloat {
        velocity * CGFloat(exp(rate.coefficient * max(0, t)))
    }

    /// Whether `t` has reached `duration`.
    ///
    /// ```swift
    /// DecelerationSimulation(position: 0, velocity: 1000).isDone(5)
    /// ```
    public func isDone(_ t: Double) -> Bool {
        t >= duration
    }
}
