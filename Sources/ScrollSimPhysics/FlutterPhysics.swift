import Foundation

/// Flutter's iOS-imitating scroll physics (`BouncingScrollPhysics` with
/// `ScrollDecelerationRate.normal`), which the `.flutter` profile uses in
/// place of ScrollSim's own so that the two can be compared frame by frame.
/// Every constant is Flutter's: scroll_physics.dart, scroll_simulation.dart,
/// friction_simulation.dart, spring_simulation.dart and gestures/constants.dart.
///
/// ```swift
/// FlutterPhysics.frictionFactor(overscrollFraction: 0) // 0.52
/// FlutterPhysics.tolerance(scale: 3).velocity          // 6.67 pt/s
/// ```
public enum FlutterPhysics {
    /// The friction simulation's drag, 0.135 ("Taken from
    /// UIScrollView.decelerationRate (.normal = 0.998); 0.998^1000 = ~0.135").
    ///
    /// ```swift
    /// FlutterPhysics.drag // 0.135
    /// ```
    public static let drag: Double = 0.135
    /// The spring's mass, stiffness and damping ratio
    /// (`ScrollPhysics._kDefaultSpring`): 0.5, 100, 1.1.
    ///
    /// ```swift
    /// FlutterPhysics.springDampingRatio // 1.1
    /// ```
    public static let springMass: CGFloat = 0.5
    /// See `springMass`.
    ///
    /// ```swift
    /// FlutterPhysics.springStiffness // 100
    /// ```
    public static let springStiffness: CGFloat = 100
    /// See `springMass`.
    ///
    /// ```swift
    /// FlutterPhysics.springDampingRatio // 1.1
    /// ```
    public static let springDampingRatio: CGFloat = 1.1
    /// The largest velocity a fling hands to the spring when it crosses an
    /// edge, 5000 pt/s (`BouncingScrollSimulation.maxSpringTransferVelocity`;
    /// Flutter applies it with `min`, so it caps positive velocities only).
    ///
    /// ```swift
    /// FlutterPhysics.maxSpringTransferVelocity // 5000
    /// ```
    public static let maxSpringTransferVelocity: CGFloat = 5000
    /// The rubber band's factor at the edge, 0.52 (`frictionFactor`).
    ///
    /// ```swift
    /// FlutterPhysics.edgeFrictionFactor // 0.52
    /// ```
    public static let edgeFrictionFactor: CGFloat = 0.52
    /// The slowest release that flings, 100 pt/s (`kMinFlingVelocity · 2`).
    ///
    /// ```swift
    /// FlutterPhysics.minFlingVelocity // 100
    /// ```
    public static let minFlingVelocity: CGFloat = 100
    /// Releases are clamped to 8000 pt/s (`kMaxFlingVelocity`).
    ///
    /// ```swift
    /// FlutterPhysics.maxFlingVelocity // 8000
    /// ```
    public static let maxFlingVelocity: CGFloat = 8000
    /// The least finger travel over the tracked samples for a fling, 18 pt
    /// (`minFlingDistance`, `kTouchSlop`).
    ///
    /// ```swift
    /// FlutterPhysics.minFlingDistance // 18
    /// ```
    public static let minFlingDistance: CGFloat = 18

    /// `ScrollPhysics.toleranceFor`: distance `1 / scale` pt, velocity
    /// `1 / (0.05 · scale)` pt/s (20 pt/s at 1×, 6.67 at 3×).
    ///
    /// ```swift
    /// FlutterPhysics.tolerance(scale: 1) // 1 pt, 20 pt/s
    /// ```
    public static func tolerance(scale: CGFloat) -> SpringSimulation.Tolerance {
        let s = max(scale, 1e-9)
        return SpringSimulation.Tolerance(distance: 1 / s, velocity: 1 / (0.05 * s))
    }

    /// `frictionFactor`: `0.52 · (1 − f)²` for an overscroll of `f` viewports.
    ///
    /// ```swift
    /// FlutterPhysics.frictionFactor(overscrollFraction: 0.5) // 0.13
    /// ```
    public static func frictionFactor(overscrollFraction f: CGFloat) -> CGFloat {
        edgeFrictionFactor * (1 - f) * (1 - f)
    }

    /// `applyPhysicsToUserOffset`: how far the content moves for a finger
    /// movement of `delta` (the offset then decreases by the result). Inside
    /// `range` it is `delta` (also for the movement that leaves it); past an
    /// edge it is scaled by `frictionFactor` of the overscroll, of the
    /// overscroll left after the movement when it eases back, and a movement
    /// that ends back inside moves 1:1 past the edge.
    ///
    /// ```swift
    /// FlutterPhysics.userOffset(10, at: -80, in: ScrollRange(min: 0, max: 500), dimension: 800) // 10 · 0.52 · 0.9²
    /// ```
    public static func userOffset(_ delta: CGFloat, at pixels: CGFloat, in range: ScrollRange,
                                  dimension: CGFloat) -> CGFloat {
        guard delta != 0, range.overscroll(of: pixels) != 0, dimension > 0 else { return delta }
        let pastStart = max(range.min - pixels, 0)
        let pastEnd = max(pixels - range.max, 0)
        let past = max(pastStart, pastEnd)
        let easing = (pastStart > 0 && delta < 0) || (pastEnd > 0 && delta > 0)
        let friction = easing ? frictionFactor(overscrollFraction: (past - abs(delta)) / dimension)
                              : frictionFactor(overscrollFraction: past / dimension)
        let direction: CGFloat = delta < 0 ? -1 : 1
        return direction * applyFriction(past, abs(delta), friction)
    }

    /// `_applyFriction`: `absDelta · gamma` while the movement stays past the
    /// edge; the part after `extentOutside / gamma` moves 1:1.
    private static func applyFriction(_ extentOutside: CGFloat, _ absDelta: CGFloat, _ gamma: CGFloat) -> CGFloat {
        var total: CGFloat = 0
        var rest = absDelta
        if extentOutside > 0 {
            let deltaToLimit = extentOutside / gamma
            if rest < deltaToLimit { return rest * gamma }
            total += extentOutside
            rest -= deltaToLimit
        }
        return total + rest
    }

    /// The release velocity Flutter's drag hands on: 0 unless the estimate
    /// is faster than `minFlingVelocity` and the finger travelled more than
    /// `minFlingDistance` over the tracked samples (`isFlingGesture`), then
    /// clamped to `maxFlingVelocity`.
    ///
    /// ```swift
    /// FlutterPhysics.flingVelocity(estimate: 90, distance: 40)    // 0
    /// FlutterPhysics.flingVelocity(estimate: 9000, distance: 300) // 8000
    /// ```
    public static func flingVelocity(estimate: CGFloat, distance: CGFloat) -> CGFloat {
        guard abs(estimate) > minFlingVelocity, abs(distance) > minFlingDistance else { return 0 }
        return max(-maxFlingVelocity, min(maxFlingVelocity, estimate))
    }
}

/// Flutter's `FrictionSimulation` (fluid drag) with constant deceleration 0:
/// `x(t) = x₀ + v₀ · (drag^t − 1) / ln(drag)`, `v(t) = v₀ · drag^t`, done
/// once `|v| < tolerance` (Flutter's `isDone`).
///
/// ```swift
/// let f = FrictionSimulation(position: 0, velocity: 1000, toleranceVelocity: 20)
/// f.finalX   // 499.38
/// f.duration // 1.9536
/// ```
public struct FrictionSimulation: ScrollSimulation, Equatable {
    /// The position at time 0.
    ///
    /// ```swift
    /// FrictionSimulation(position: 5, velocity: 1, toleranceVelocity: 20).start // 5
    /// ```
    public let start: CGFloat
    /// The velocity at time 0.
    ///
    /// ```swift
    /// FrictionSimulation(position: 5, velocity: 1, toleranceVelocity: 20).velocity // 1
    /// ```
    public let velocity: CGFloat
    /// The speed below which the motion is done, points per second.
    ///
    /// ```swift
    /// FrictionSimulation(position: 0, velocity: 1, toleranceVelocity: 20).toleranceVelocity // 20
    /// ```
    public let toleranceVelocity: CGFloat
    /// The fraction of velocity kept per second (`FlutterPhysics.drag`).
    ///
    /// ```swift
    /// FrictionSimulation(position: 0, velocity: 1, toleranceVelocity: 20).drag // 0.135
    /// ```
    public let drag: Double

    /// Creates the simulation.
    ///
    /// ```swift
    /// let f = FrictionSimulation(position: 100, velocity: -800, toleranceVelocity: 6.67)
    /// ```
    public init(position: CGFloat, velocity: CGFloat, toleranceVelocity: CGFloat, drag: Double = FlutterPhysics.drag) {
        precondition(drag > 0 && drag < 1, "FrictionSimulation: drag must be in (0, 1), got \(drag)")
        start = position
        self.velocity = velocity
        self.toleranceVelocity = toleranceVelocity
        self.drag = drag
    }

    private var dragLog: Double { log(drag) }

    /// `x₀ − v₀ / ln(drag)`, where the motion would come to rest.
    ///
    /// ```swift
    /// FrictionSimulation(position: 0, velocity: 1000, toleranceVelocity: 20).finalX // 499.38
    /// ```
    public var finalX: CGFloat { start - velocity / CGFloat(dragLog) }

    /// Seconds until `|v|` falls to the tolerance: `ln(tol / |v₀|) / ln(drag)`, or 0.
    ///
    /// ```swift
    /// FrictionSimulation(position: 0, velocity: 1000, toleranceVelocity: 20).duration // 1.9536
    /// ```
    public var duration: Double {
        let speed = Double(abs(velocity)), tol = Double(toleranceVelocity)
        guard speed > tol else { return 0 }
        return log(tol / speed) / dragLog
    }

    /// `timeAtX`: when the motion reaches `x`, or infinity if it never does.
    ///
    /// ```swift
    /// FrictionSimulation(position: 0, velocity: 1000, toleranceVelocity: 20).timeAtX(250) // 0.345
    /// ```
    public func timeAtX(_ x: CGFloat) -> Double {
        if x == start { return 0 }
        let end = finalX
        if velocity == 0 || (velocity > 0 ? (x < start || x > end) : (x > start || x < end)) { return .infinity }
        return log(dragLog * Double(x - start) / Double(velocity) + 1) / dragLog
    }

    /// The position at `t`.
    ///
    /// ```swift
    /// FrictionSimulation(position: 0, velocity: 1000, toleranceVelocity: 20).x(0.1)
    /// ```
    public func x(_ t: Double) -> CGFloat {
        start + velocity * CGFloat((pow(drag, t) - 1) / dragLog)
    }

    /// The velocity at `t`.
    ///
    /// ```swift
    /// FrictionSimulation(position: 0, velocity: 1000, toleranceVelocity: 20).dx(1) // 135
    /// ```
    public func dx(_ t: Double) -> CGFloat {
        velocity * CGFloat(pow(drag, t))
    }

    /// Whether `|v(t)|` is below the tolerance.
    ///
    /// ```swift
    /// FrictionSimulation(position: 0, velocity: 1000, toleranceVelocity: 20).isDone(2) // true
    /// ```
    public func isDone(_ t: Double) -> Bool {
        abs(dx(t)) < toleranceVelocity
    }
}

/// Flutter's `BouncingScrollSimulation`: friction inside the range; if the
/// friction would carry the offset past an edge, a spring (Flutter's scroll
/// spring, `SnapSimulation`) starts at the edge when it crosses it, with the
/// crossing velocity (`min(v, 5000)`), and pulls back to it. Started past an
/// edge, the spring starts at once. Tolerances are Flutter's for the scale.
/// It comes to rest on the edge after a spring, else where the friction's
/// speed falls below the tolerance (Flutter stops at the first frame after
/// that moment, at most `tolerance / 60` pt further at 60 Hz).
///
/// ```swift
/// let fling = FlutterBounceSimulation(position: 0, velocity: 1000, range: ScrollRange(min: 0, max: 3000), scale: 1)
/// fling.finalPosition // 489.5
/// ```
public struct FlutterBounceSimulation: ScrollSimulation, Equatable {
    /// The friction part, nil when the motion starts past an edge.
    ///
    /// ```swift
    /// fling.friction?.finalX
    /// ```
    public let friction: FrictionSimulation?
    /// The spring part, nil when the motion stays inside the range.
    ///
    /// ```swift
    /// fling.spring?.target
    /// ```
    public let spring: SnapSimulation?
    /// When the spring part starts (seconds from the start), nil without one.
    ///
    /// ```swift
    /// fling.springTime
    /// ```
    public let springTime: Double?

    /// Creates the motion from `position` with `velocity` for `range` on a
    /// `scale`× screen.
    ///
    /// ```swift
    /// let back = FlutterBounceSimulation(position: -60, velocity: 0, range: ScrollRange(min: 0, max: 100), scale: 3)
    /// ```
    public init(position: CGFloat, velocity: CGFloat, range: ScrollRange, scale: CGFloat) {
        let tolerance = FlutterPhysics.tolerance(scale: scale)
        if !range.contains(position) {
            let edge = position < range.min ? range.min : range.max
            friction = nil
            spring = SnapSimulation(position: position, velocity: velocity, target: edge, tolerance: tolerance)
            springTime = 0
            return
        }
        let f = FrictionSimulation(position: position, velocity: velocity, toleranceVelocity: tolerance.velocity)
        friction = f
        let edge: CGFloat? = velocity > 0 && f.finalX > range.max ? range.max
            : (velocity < 0 && f.finalX < range.min ? range.min : nil)
        if let edge, case let crossing = f.timeAtX(edge), crossing < f.duration {
            springTime = crossing
            spring = SnapSimulation(position: edge, velocity: min(f.dx(crossing), FlutterPhysics.maxSpringTransferVelocity),
                                    target: edge, tolerance: tolerance)
        } else {
            springTime = nil
            spring = nil
        }
    }

    /// Where the motion comes to rest: the edge after a spring, else the
    /// friction's position when its speed falls below the tolerance.
    ///
    /// ```swift
    /// fling.finalPosition
    /// ```
    public var finalPosition: CGFloat {
        if let spring { return spring.target }
        guard let friction else { return 0 }
        return friction.x(friction.duration)
    }

    /// Whether the spring part runs at `t`.
    ///
    /// ```swift
    /// fling.isBouncing(0.5)
    /// ```
    public func isBouncing(_ t: Double) -> Bool {
        guard let springTime else { return false }
        return t >= springTime
    }

    /// The position at `t`.
    ///
    /// ```swift
    /// fling.x(0.1)
    /// ```
    public func x(_ t: Double) -> CGFloat {
        if let spring, let springTime, t >= springTime { return spring.x(t - springTime) }
        return friction?.x(t) ?? finalPosition
    }

    /// The velocity at `t`.
    ///
    /// ```swift
    /// fling.dx(0.1)
    /// ```
    public func dx(_ t: Double) -> CGFloat {
        if let spring, let springTime, t >= springTime { return spring.dx(t - springTime) }
        return friction?.dx(t) ?? 0
    }

    /// Whether the motion has come to rest at `t`.
    ///
    /// ```swift
    /// fling.isDone(5)
    /// ```
    public func isDone(_ t: Double) -> Bool {
        if let spring, let springTime { return t >= springTime && spring.isDone(t - springTime) }
        return friction?.isDone(t) ?? true
    }
}
