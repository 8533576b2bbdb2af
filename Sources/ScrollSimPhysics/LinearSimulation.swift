import Foundation

/// Constant-velocity motion from one position to another over a fixed duration.
///
/// This is UIKit's `setContentOffset(_:animated:)`: Apple documents "a constant
/// velocity"; the open reimplementation Chameleon uses 0.33 s.
///
/// ```swift
/// let move = LinearSimulation(from: 0, to: 330, duration: 0.33)
/// move.x(0.1)   // 100
/// move.dx(0.1)  // 1000
/// ```
public struct LinearSimulation: ScrollSimulation, Equatable {
    /// The start position.
    ///
    /// ```swift
    /// LinearSimulation(from: 5, to: 10, duration: 1).start // 5
    /// ```
    public let start: CGFloat

    /// The end position, reached exactly at `duration`.
    ///
    /// ```swift
    /// LinearSimulation(from: 5, to: 10, duration: 1).end // 10
    /// ```
    public let end: CGFloat

    /// The length of the motion in seconds.
    ///
    /// ```swift
    /// LinearSimulation(from: 5, to: 10, duration: 0.33).duration // 0.33
    /// ```
    public let duration: Double

    /// Times within this many seconds of `duration` count as the end, so that
    /// `start + duration` computed in floating point still finishes the motion.
    ///
    /// ```swift
    /// LinearSimulation.timeTolerance // 1e-9
    /// ```
    public static let timeTolerance: Double = 1e-9

    /// Creates a motion from `start` to `end` lasting `duration` seconds.
    ///
    /// ```swift
    /// let move = LinearSimulation(from: 0, to: -120, duration: 0.33)
    /// ```
    public init(from start: CGFloat, to end: CGFloat, duration: Double) {
        self.start = start
        self.end = end
        self.duration = max(0, duration)
    }

    /// The fraction of the duration elapsed at `t`, from 0 to 1.
    ///
    /// ```swift
    /// LinearSimulation(from: 0, to: 1, duration: 2).progress(1) // 0.5
    /// ```
    public func progress(_ t: Double) -> Double {
        if duration <= 0 || t >= duration - Self.timeTolerance { return 1 }
        return min(1, max(0, t / duration))
    }

    /// The position at `t`: exactly `end` from `duration` on.
    ///
    /// ```swift
    /// LinearSimulation(from: 0, to: 330, duration: 0.33).x(0.1)
    /// ```
    public func x(_ t: Double) -> CGFloat {
        let p = progress(t)
        if p >= 1 { return end }
        return start + (end - start) * CGFloat(p)
    }

    /// The constant velocity `(end − start) / duration` while moving, 0 outside.
    ///
    /// ```swift
    /// LinearSimulation(from: 0, to: 330, duration: 0.33).dx(0.1)
    /// ```
    public func dx(_ t: Double) -> CGFloat {
        if duration <= 0 || t < 0 || t >= duration - Self.timeTolerance { return 0 }
        return (end - start) / CGFloat(duration)
    }

    /// Whether `t` has reached `duration` (within `timeTolerance`).
    ///
    /// ```swift
    /// LinearSimulation(from: 0, to: 330, duration: 0.33).isDone(5)
    /// ```
    public func isDone(_ t: Double) -> Bool {
        progress(t) >= 1
    }
}
