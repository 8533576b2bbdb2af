import Foundation

/// How quickly a flung scroll view slows down: the fraction of velocity kept
/// per millisecond (UIKit's `UIScrollView.DecelerationRate`).
///
/// ```swift
/// let rate = DecelerationRate.normal
/// rate.rawValue // 0.998
/// ```
public struct DecelerationRate: RawRepresentable, Sendable, Equatable, Hashable {
    /// The fraction of velocity kept per millisecond, strictly between 0 and 1.
    ///
    /// ```swift
    /// DecelerationRate.fast.rawValue // 0.99
    /// ```
    public let rawValue: CGFloat

    /// Creates a rate; `rawValue` must lie strictly between 0 and 1.
    ///
    /// ```swift
    /// let sticky = DecelerationRate(rawValue: 0.95)
    /// ```
    public init(rawValue: CGFloat) {
        precondition(rawValue > 0 && rawValue < 1,
                     "DecelerationRate: rawValue must be in (0, 1), got \(rawValue); use .normal (0.998) or .fast (0.99)")
        self.rawValue = rawValue
    }

    /// UIKit's default, 0.998 (Apple documents the constant; its value is public).
    ///
    /// ```swift
    /// controller.decelerationRate = .normal
    /// ```
    public static let normal = DecelerationRate(rawValue: 0.998)

    /// UIKit's fast rate, 0.99 (used by paging and pickers).
    ///
    /// ```swift
    /// controller.decelerationRate = .fast
    /// ```
    public static let fast = DecelerationRate(rawValue: 0.99)

    /// The exponent coefficient `1000 · ln(rate)` (negative), so that
    /// `v(t) = v₀ · e^(coefficient · t)`.
    ///
    /// ```swift
    /// DecelerationRate.normal.coefficient // about -2.002
    /// ```
    public var coefficient: Double {
        1000 * log(Double(rawValue))
    }
}
