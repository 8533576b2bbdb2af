import Foundation

/// How programmatic scrolls animate.
///
/// ```swift
/// controller.profile = .swiftui
/// controller.setContentOffset(CGPoint(x: 0, y: 900), animated: true, at: t)
/// ```
public enum ScrollProfile: String, Sendable, CaseIterable {
    /// UIKit's `setContentOffset(_:animated:)`: constant velocity for 0.33 s
    /// (Chameleon's UIScrollView.m), target not clamped.
    ///
    /// ```swift
    /// ScrollProfile.uikit.clampsTarget // false
    /// ```
    case uikit
    /// SwiftUI's `ScrollPosition.scrollTo` with `Animation.default`:
    /// `spring(response: 0.55, dampingFraction: 1.0)`, target clamped.
    ///
    /// ```swift
    /// ScrollProfile.swiftui.clampsTarget // true
    /// ```
    case swiftui

    /// The linear duration of the UIKit profile, 0.33 s.
    ///
    /// ```swift
    /// ScrollProfile.linearDuration // 0.33
    /// ```
    public static let linearDuration: Double = 0.33

    /// The spring response of the SwiftUI profile, 0.55 s.
    ///
    /// ```swift
    /// ScrollProfile.springResponse // 0.55
    /// ```
    public static let springResponse: Double = 0.55

    /// The spring damping fraction of the SwiftUI profile, 1 (critically damped).
    ///
    /// ```swift
    /// ScrollProfile.springDampingFraction // 1
    /// ```
    public static let springDampingFraction: Double = 1

    /// Whether a programmatic target is first clamped to the offset range.
    ///
    /// ```swift
    /// ScrollProfile.uikit.clampsTarget // false
    /// ```
    public var clampsTarget: Bool {
        switch self {
        case .uikit: return false
        case .swiftui: return true
        }
    }

    /// The motion along one axis from `start` to `target`. The SwiftUI spring
    /// keeps `velocity` (springs retarget smoothly); the linear UIKit motion ignores it.
    ///
    /// ```swift
    /// let motion = ScrollProfile.uikit.simulation(from: 0, to: 330, velocity: 0)
    /// motion.x(0.165) // 165
    /// ```
    public func simulation(from start: CGFloat, to target: CGFloat, velocity: CGFloat) -> any ScrollSimulation {
        switch self {
        case .uikit:
            return LinearSimulation(from: start, to: target, duration: Self.linearDuration)
        case .swiftui:
            return SpringSimulation(response: Self.springResponse, dampingFraction: Self.springDampingFraction,
                                    from: start, to: target, velocity: velocity)
        }
    }
}
