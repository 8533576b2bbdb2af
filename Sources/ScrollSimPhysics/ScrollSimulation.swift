import Foundation

/// A one-dimensional motion described as a pure function of time.
///
/// Time `t` is in seconds, measured from the start of the simulation; nothing
/// reads a wall clock. Positions are in points, velocities in points per second.
///
/// ```swift
/// let motion: any ScrollSimulation = LinearSimulation(from: 0, to: 100, duration: 0.33)
/// motion.x(0.165)     // 50
/// motion.isDone(0.33) // true
/// ```
public protocol ScrollSimulation: Sendable {
    /// The position at time `t`.
    ///
    /// ```swift
    /// LinearSimulation(from: 0, to: 10, duration: 1).x(0.5) // 5
    /// ```
    func x(_ t: Double) -> CGFloat

    /// The velocity at time `t`.
    ///
    /// ```swift
    /// LinearSimulation(from: 0, to: 10, duration: 1).dx(0.5) // 10
    /// ```
    func dx(_ t: Double) -> CGFloat

    /// Whether the motion has come to rest at time `t`.
    ///
    /// ```swift
    /// LinearSimulation(from: 0, to: 10, duration: 1).isDone(1) // true
    /// ```
    func isDone(_ t: Double) -> Bool
}
