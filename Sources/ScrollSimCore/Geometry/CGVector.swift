/// A two-dimensional vector: Core Graphics' `CGVector`, which Foundation on
/// Linux does not have. SwiftUI hands velocities out as one (points per
/// second in `ScrollTargetBehaviorContext.velocity` and
/// `ScrollPhaseChangeContext.velocity`).
///
/// ```swift
/// let v = CGVector(dx: 0, dy: -1200)
/// v.dy // -1200
/// ```
public struct CGVector: Hashable, Sendable {
    /// The horizontal component.
    public var dx: CGFloat
    /// The vertical component.
    public var dy: CGFloat

    /// A vector of `dx` and `dy`.
    ///
    /// ```swift
    /// CGVector(dx: 3, dy: 4).dx // 3
    /// ```
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    /// A vector with the components of `point`.
    ///
    /// ```swift
    /// CGVector(CGPoint(x: 1, y: 2)).dy // 2
    /// ```
    public init(_ point: CGPoint) {
        self.init(dx: point.x, dy: point.y)
    }

    /// The zero vector.
    ///
    /// ```swift
    /// CGVector.zero.dx // 0
    /// ```
    public static let zero = CGVector(dx: 0, dy: 0)
}
