import Foundation

/// What moves the content when no finger does (Flutter's driven and
/// ballistic `ScrollActivity`): nothing, a programmatic animation, or the
/// motion after a release or a clamp (deceleration, bounce, snap).
///
/// Times are the controller's seconds; each motion measures its own
/// simulations from its `start`. Positions in points, velocities in points
/// per second. A value: reading it never changes it; the controller replaces
/// it when a motion starts, ends or is retargeted.
enum ScrollMotion {
    case none
    case animation(OffsetAnimation)
    case release(ReleaseMotion)

    /// Whether something moves (even if it is done at the current time and
    /// will end on the next advance).
    var isRunning: Bool {
        if case .none = self { return false }
        return true
    }

    /// Whether this is a programmatic (or keyboard) animation.
    var isAnimation: Bool {
        if case .animation = self { return true }
        return false
    }

    /// Whether this is the motion after a finger lifted (UIKit's `isDecelerating`).
    var isDecelerating: Bool {
        if case .release(let r) = self { return r.fromTouch }
        return false
    }

    /// The running animation's target; nil for anything else.
    var animationTarget: CGPoint? {
        if case .animation(let a) = self { return a.to }
        return nil
    }

    /// The phase this motion shows at `t` when no finger drags: `.idle`
    /// for none, `.animating` for an animation; a release is `.bouncing`
    /// while past an edge or when no finger started it (a clamp's
    /// spring-back, even one a resize left coasting inside the range), else
    /// `.decelerating`.
    func phase(at t: Double) -> ScrollControllerPhase {
        switch self {
        case .none: return .idle
        case .animation: return .animating
        case .release(let r): return r.isBouncing(at: t) || !r.fromTouch ? .bouncing : .decelerating
        }
    }

    /// How far an animation has come at `t`, 0…1 along its longer axis
    /// (1 when it goes nowhere); 0 for anything else.
    func animationProgress(at t: Double) -> CGFloat {
        guard case .animation(let a) = self else { return 0 }
        let p = a.position(at: t)
        let dx = a.to.x - a.from.x, dy = a.to.y - a.from.y
        let fraction: CGFloat
        if abs(dy) >= abs(dx), dy != 0 {
            fraction = (p.y - a.from.y) / dy
        } else if dx != 0 {
            fraction = (p.x - a.from.x) / dx
        } else {
            fraction = 1
        }
        return min(1, max(0, fraction))
    }

    /// Whether the motion has come to rest by `t` (always for none).
    func isDone(at t: Double) -> Bool {
        switch self {
        case .none: return true
        case .animation(let a): return a.isDone(at: t)
        case .release(let r): return r.isDone(at: t)
        }
    }

    /// The offset at `t`, not snapped; axes the motion does not move keep
    /// `current`'s coordinate.
    func position(at t: Double, holding current: CGPoint) -> CGPoint {
        switch self {
        case .none: return current
        case .animation(let a): return a.position(at: t)
        case .release(let r): return r.position(at: t, holding: current)
        }
    }

    /// The velocity at `t` (zero for none and for finished release axes).
    func velocity(at t: Double) -> CGPoint {
        switch self {
        case .none: return .zero
        case .animation(let a): return a.velocity(at: t)
        case .release(let r): return r.velocity(at: t)
        }
    }

    /// Where the motion comes to rest, not snapped: an animation's target,
    /// a release's final position per moving axis, else `current`.
    func finalPosition(holding current: CGPoint) -> CGPoint {
        switch self {
        case .none: return current
        case .animation(let a): return a.to
        case .release(let r): return r.finalPosition(holding: current)
        }
    }
}
