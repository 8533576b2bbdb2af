import Foundation

/// How programmatic scrolls animate and, with `.flutter`, which physics a
/// release, a drag past an edge and a spring back follow.
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
    /// Flutter's iOS-imitating physics (`BouncingScrollPhysics`), for
    /// comparing with ScrollSim's: its friction, spring, rubber band and fling
    /// rules (`FlutterPhysics`); the release velocity is the same iOS
    /// estimate. Programmatic scrolls animate as `.uikit` (Flutter's
    /// `animateTo` has no default duration or curve), target not clamped.
    ///
    /// ```swift
    /// ScrollProfile.flutter.usesFlutterPhysics // true
    /// ```
    case flutter

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
        case .uikit, .flutter: return false
        case .swiftui: return true
        }
    }

    /// Whether releases, rubber band and spring backs follow `FlutterPhysics`.
    ///
    /// ```swift
    /// ScrollProfile.uikit.usesFlutterPhysics // false
    /// ```
    public var usesFlutterPhysics: Bool { self == .flutter }

    /// The motion along one axis from `start` to `target`. The SwiftUI spring
    /// keeps `velocity` (springs retarget smoothly); the linear UIKit motion ignores it.
    ///
    /// ```swift
    /// let motion = ScrollProfile.uikit.simulation(from: 0, to: 330, velocity: 0)
    /// motion.x(0.165) // 165
    /// ```
    public func simulation(from start: CGFloat, to target: CGFloat, velocity: CGFloat) -> any ScrollSimulation {
        switch self {
        case .uikit, .flutter:
            return LinearSimulation(from: start, to: target, duration: Self.linearDuration)
        case .swiftui:
            return SpringSimulation(response: Self.springResponse, dampingFraction: Self.springDampingFraction,
                                    from: start, to: target, velocity: velocity)
        }
    }
}
