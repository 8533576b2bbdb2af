import Foundation

/// A damped spring pulling a position toward a target (mass-spring-damper).
///
/// Handles critically damped, under-damped and over-damped springs in closed
/// form. The motion is done when it is within `tolerance.distance` of the
/// target and slower than `tolerance.velocity`; a scroll view then snaps to
/// the target.
///
/// ```swift
/// // SwiftUI's default animation since iOS 17.
/// let spring = SpringSimulation(response: 0.55, dampingFraction: 1, from: 0, to: 300)
/// spring.x(0.55) // about 295.9
/// ```
public struct SpringSimulation: ScrollSimulation, Equatable {
    /// When a spring counts as settled.
    ///
    /// ```swift
    /// let loose = SpringSimulation.Tolerance(distance: 0.5, velocity: 5)
    /// ```
    public struct Tolerance: Sendable, Equatable {
        /// The largest distance from the target, in points, that counts as arrived.
        ///
        /// ```swift
        /// SpringSimulation.Tolerance.standard.distance // 0.1
        /// ```
        public var distance: CGFloat
        /// The largest speed, in points per second, that counts as at rest.
        ///
        /// ```swift
        /// SpringSimulation.Tolerance.standard.velocity // 1
        /// ```
        public var velocity: CGFloat

        /// Creates a tolerance.
        ///
        /// ```swift
        /// let tight = SpringSimulation.Tolerance(distance: 0.01, velocity: 0.1)
        /// ```
        public init(distance: CGFloat, velocity: CGFloat) {
            self.distance = distance
            self.velocity = velocity
        }

        /// ScrollSim's choice: 0.1 pt and 1 pt/s (below a device pixel at scale 3).
        ///
        /// ```swift
        /// let spring = SpringSimulation(from: 10, to: 0, tolerance: .standard)
        /// ```
        public static let standard = Tolerance(distance: 0.1, velocity: 1)
    }

    /// The mass on the spring.
    ///
    /// ```swift
    /// SpringSimulation(from: 0, to: 1).mass // 1
    /// ```
    public let mass: CGFloat
    /// The spring constant.
    ///
    /// ```swift
    /// SpringSimulation(from: 0, to: 1).stiffness // 100
    /// ```
    public let stiffness: CGFloat
    /// The damping coefficient.
    ///
    /// ```swift
    /// SpringSimulation(from: 0, to: 1).damping // 20 (critical for mass 1, stiffness 100)
    /// ```
    public let damping: CGFloat
    /// The position at time 0.
    ///
    /// ```swift
    /// SpringSimulation(from: 40, to: 0).start // 40
    /// ```
    public let start: CGFloat
    /// The velocity at time 0.
    ///
    /// ```swift
    /// SpringSimulation(from: 0, to: 0, velocity: 800).velocity // 800
    /// ```
    public let velocity: CGFloat
    /// The rest position the spring pulls toward.
    ///
    /// ```swift
    /// SpringSimulation(from: 40, to: 0).target // 0
    /// ```
    public let target: CGFloat
    /// When the motion counts as done.
    ///
    /// ```swift
    /// SpringSimulation(from: 40, to: 0).tolerance == .standard // true
    /// ```
    public let tolerance: Tolerance

    /// The spring used to bring an overscrolled offset back to the edge:
    /// mass 1, stiffness 100, damping 20 (critically damped), after Lobanov's
    /// "Scrolling mechanics of UIScrollView".
    ///
    /// ```swift
    /// let back = SpringSimulation.bounce(from: -60, to: 0, velocity: 0)
    /// ```
    public static func bounce(from start: CGFloat, to target: CGFloat, velocity: CGFloat,
                              tolerance: Tolerance = .standard) -> SpringSimulation {
        SpringSimulation(from: start, to: target, velocity: velocity,
                         mass: 1, stiffness: 100, damping: 20, tolerance: tolerance)
    }

    /// Creates a spring from its physical parameters.
    ///
    /// ```swift
    /// let wobbly = SpringSimulation(from: 0, to: 100, mass: 1, stiffness: 200, damping: 10)
    /// ```
    public init(from start: CGFloat, to target: CGFloat, velocity: CGFloat = 0,
                mass: CGFloat = 1, stiffness: CGFloat = 100, damping: CGFloat = 20,
                tolerance: Tolerance = .standard) {
        precondition(mass > 0, "SpringSimulation: mass must be positive, got \(mass)")
        precondition(stiffness > 0, "SpringSimulation: stiffness must be positive, got \(stiffness)")
        precondition(damping >= 0, "SpringSimulation: damping must not be negative, got \(damping)")
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
        self.start = start
        self.velocity = velocity
        self.target = target
        self.tolerance = tolerance
    }

    /// Creates a spring the way SwiftUI describes one: `response` is the period
    /// of the undamped oscillation in seconds and `dampingFraction` is the
    /// damping ratio (1 = critically damped). Mass is 1, stiffness
    /// `(2π / response)²`, damping `4π · dampingFraction / response`.
    ///
    /// ```swift
    /// let swiftUIDefault = SpringSimulation(response: 0.55, dampingFraction: 1, from: 0, to: 500)
    /// ```
    public init(response: Double, dampingFraction: Double, from start: CGFloat, to target: CGFloat,
                velocity: CGFloat = 0, tolerance: Tolerance = .standard) {
        precondition(response > 0, "SpringSimulation: response must be positive, got \(response)")
        let omega = 2 * Double.pi / response
        self.init(from: start, to: target, velocity: velocity, mass: 1,
                  stiffness: CGFloat(omega * omega),
                  damping: CGFloat(4 * Double.pi * dampingFraction / response),
                  tolerance: tolerance)
    }

    /// The damping ratio ζ = damping / (2 √(mass · stiffness)).
    ///
    /// ```swift
    /// SpringSimulation(from: 0, to: 1).dampingRatio // 1
    /// ```
    public var dampingRatio: Double {
        Double(damping) / (2 * (Double(mass) * Double(stiffness)).squareRoot())
    }

    /// The undamped angular frequency ω₀ = √(stiffness / mass).
    ///
    /// ```swift
    /// SpringSimulation(from: 0, to: 1).naturalFrequency // 10
    /// ```
    public var naturalFrequency: Double {
        (Double(stiffness) / Double(mass)).squareRoot()
    }

    /// Position and velocity relative to the target at time `t`.
    private func state(_ t: Double) -> (position: Double, velocity: Double) {
        let t = max(0, t)
        let a = Double(start - target)
        let v0 = Double(velocity)
        let w0 = naturalFrequency
        let zeta = dampingRatio
        if abs(zeta - 1) < 1e-9 {
            // Critically damped: (A + B t) e^(-ω₀ t).
            let b = v0 + w0 * a
            let e = exp(-w0 * t)
            return ((a + b * t) * e, (b - w0 * (a + b * t)) * e)
        } else if zeta < 1 {
            // Under-damped: e^(-ζω₀t) (A cos ω_d t + B sin ω_d t).
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            let decay = zeta * w0
            let b = (v0 + decay * a) / wd
            let e = exp(-decay * t)
            let c = cos(wd * t), s = sin(wd * t)
            let x = e * (a * c + b * s)
            let v = e * ((-decay * a + wd * b) * c + (-decay * b - wd * a) * s)
            return (x, v)
        } else {
            // Over-damped: c1 e^(r1 t) + c2 e^(r2 t).
            let root = w0 * (zeta * zeta - 1).squareRoot()
            let r1 = -zeta * w0 + root
            let r2 = -zeta * w0 - root
            let c2 = (v0 - r1 * a) / (r2 - r1)
            let c1 = a - c2
            let e1 = exp(r1 * t), e2 = exp(r2 * t)
            return (c1 * e1 + c2 * e2, c1 * r1 * e1 + c2 * r2 * e2)
        }
    }

    /// The position at `t`, in closed form.
    ///
    /// ```swift
    /// SpringSimulation(from: 0, to: 300).x(0.1)
    /// ```
    public func x(_ t: Double) -> CGFloat {
        target + CGFloat(state(t).position)
    }

    /// The velocity at `t`, in closed form.
    ///
    /// ```swift
    /// SpringSimulation(from: 0, to: 300).dx(0.1)
    /// ```
    public func dx(_ t: Double) -> CGFloat {
        CGFloat(state(t).velocity)
    }

    /// Whether the spring is within `tolerance` of the target, in both distance and speed.
    ///
    /// ```swift
    /// SpringSimulation(from: 0, to: 300).isDone(5)
    /// ```
    public func isDone(_ t: Double) -> Bool {
        let s = state(t)
        return abs(s.position) < Double(tolerance.distance) && abs(s.velocity) < Double(tolerance.velocity)
    }
}
