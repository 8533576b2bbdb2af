import Foundation

/// The spring that carries a released scroll view into a chosen resting
/// offset (a page, a view's edge, a custom scroll target) from where the
/// finger left it, with the finger's velocity.
///
/// It is Flutter's `ScrollSpringSimulation` with `ScrollPhysics`' default
/// spring: mass 0.5, stiffness 100, damping ratio 1.1, so damping
/// `2 · 1.1 · √(0.5 · 100) = 15.556` (over-damped: from rest it never
/// overshoots; a fast release toward the target may cross it once and come
/// back). Positions in points, velocities in points per second, time in
/// seconds from the release. Done within `SpringSimulation.Tolerance.standard`
/// of the target (0.1 pt, 1 pt/s), after which a scroll view rests exactly on it.
///
/// ```swift
/// let snap = SnapSimulation(position: 180, velocity: 0, target: 390)
/// snap.x(0)     // 180
/// snap.isDone(2) // true: at 390
/// ```
public struct SnapSimulation: ScrollSimulation, Equatable {
    /// The spring's mass (Flutter's default scroll spring).
    ///
    /// ```swift
    /// SnapSimulation.mass // 0.5
    /// ```
    public static let mass: CGFloat = 0.5
    /// The spring's stiffness (Flutter's default scroll spring).
    ///
    /// ```swift
    /// SnapSimulation.stiffness // 100
    /// ```
    public static let stiffness: CGFloat = 100
    /// The spring's damping ratio (Flutter's default scroll spring): over-damped.
    ///
    /// ```swift
    /// SnapSimulation.dampingRatio // 1.1
    /// ```
    public static let dampingRatio: CGFloat = 1.1

    /// The speed, in points per second, above which a release counts as a
    /// fling in its direction: Flutter's scroll tolerance,
    /// `1 / (0.05 · scale)` (20 pt/s at 1×, 6.67 pt/s at 3×). Slower
    /// releases go to the nearest target instead.
    ///
    /// ```swift
    /// SnapSimulation.flingVelocity(scale: 2) // 10
    /// ```
    public static func flingVelocity(scale: CGFloat) -> CGFloat {
        1 / (0.05 * max(scale, 1e-9))
    }

    /// Where the motion comes to rest, in points.
    ///
    /// ```swift
    /// SnapSimulation(position: 0, velocity: 0, target: 390).target // 390
    /// ```
    public let target: CGFloat
    /// The spring that moves the offset from the release to `target`.
    ///
    /// ```swift
    /// SnapSimulation(position: 0, velocity: 0, target: 390).spring.damping // 15.556...
    /// ```
    public let spring: SpringSimulation

    /// Starts at `position` (points) moving at `velocity` (points per
    /// second) and comes to rest at `target`.
    ///
    /// ```swift
    /// let snap = SnapSimulation(position: 420, velocity: -300, target: 390)
    /// ```
    public init(position: CGFloat, velocity: CGFloat, target: CGFloat,
                tolerance: SpringSimulation.Tolerance = .standard) {
        self.target = target
        let damping = 2 * Self.dampingRatio * (Self.mass * Self.stiffness).squareRoot()
        spring = SpringSimulation(from: position, to: target, velocity: velocity,
                                  mass: Self.mass, stiffness: Self.stiffness, damping: damping,
                                  tolerance: tolerance)
    }

    /// The position `t` seconds after the release.
    ///
    /// ```swift
    /// SnapSimulation(position: 0, velocity: 0, target: 390).x(0.1)
    /// ```
    public func x(_ t: Double) -> CGFloat { spring.x(t) }

    /// The velocity `t` seconds after the release.
    ///
    /// ```swift
    /// SnapSimulation(position: 0, velocity: 0, target: 390).dx(0.1)
    /// ```
    public func dx(_ t: Double) -> CGFloat { spring.dx(t) }

    /// Whether the spring has settled on `target` at `t`.
    ///
    /// ```swift
    /// SnapSimulation(position: 0, velocity: 0, target: 390).isDone(3) // true
    /// ```
    public func isDone(_ t: Double) -> Bool { spring.isDone(t) }
}
