import Foundation

/// A cubic Bézier timing curve from (0, 0) to (1, 1), like Core Animation's
/// `CAMediaTimingFunction`.
///
/// ```swift
/// TimingCurve.easeOut.value(at: 0.5) // about 0.69
/// ```
public struct TimingCurve: Sendable, Equatable {
    /// First control point x.
    ///
    /// ```swift
    /// TimingCurve.easeOut.x1 // 0
    /// ```
    public let x1: Double
    /// First control point y.
    ///
    /// ```swift
    /// TimingCurve.easeOut.y1 // 0
    /// ```
    public let y1: Double
    /// Second control point x.
    ///
    /// ```swift
    /// TimingCurve.easeOut.x2 // 0.58
    /// ```
    public let x2: Double
    /// Second control point y.
    ///
    /// ```swift
    /// TimingCurve.easeOut.y2 // 1
    /// ```
    public let y2: Double

    /// Creates a curve from its two control points (x values within 0…1).
    ///
    /// ```swift
    /// let easeInOut = TimingCurve(x1: 0.42, y1: 0, x2: 0.58, y2: 1)
    /// ```
    public init(x1: Double, y1: Double, x2: Double, y2: Double) {
        precondition((0...1).contains(x1) && (0...1).contains(x2),
                     "TimingCurve: control x values must lie in 0...1, got \(x1) and \(x2)")
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
    }

    /// Core Animation's ease-out, control points (0, 0) and (0.58, 1) (Apple-documented).
    ///
    /// ```swift
    /// TimingCurve.easeOut.value(at: 1) // 1
    /// ```
    public static let easeOut = TimingCurve(x1: 0, y1: 0, x2: 0.58, y2: 1)

    /// A straight line.
    ///
    /// ```swift
    /// TimingCurve.linear.value(at: 0.3) // 0.3
    /// ```
    public static let linear = TimingCurve(x1: 0, y1: 0, x2: 1, y2: 1)

    private static func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
    }

    /// The eased progress for linear progress `p` (clamped to 0…1).
    ///
    /// ```swift
    /// TimingCurve.easeOut.value(at: 0) // 0
    /// ```
    public func value(at p: Double) -> Double {
        if p <= 0 { return 0 }
        if p >= 1 { return 1 }
        // x(s) is monotonic for control x values in 0...1: bisect for s.
        var low = 0.0, high = 1.0
        for _ in 0..<60 {
            let mid = (low + high) / 2
            if Self.bezier(mid, x1, x2) < p { low = mid } else { high = mid }
        }
        return Self.bezier((low + high) / 2, y1, y2)
    }
}
