/// What a pointer target says about a move.
package enum PointerMoveResponse {
    /// Keep tracking, alongside the other targets.
    case track
    /// Take the gesture: the other targets are cancelled (a scroll view
    /// whose drag passed its slop).
    case claim
}

/// A node that reacts to the pointer: buttons, tap gestures, scroll views.
/// Positions are in window points; times in seconds of the app's clock.
@MainActor
package protocol PointerTarget: AnyObject {
    /// The pointer went down on this target's subtree. Returning true means
    /// "this touch is mine only for stopping motion": inner taps are cancelled
    /// (a touch that stops a moving scroll view is not a tap, as on iOS).
    func pointerDown(at point: CGPoint, time: Double) -> Bool
    func pointerMoved(to point: CGPoint, time: Double) -> PointerMoveResponse
    func pointerUp(at point: CGPoint, time: Double)
    func pointerCancelled(time: Double)
    /// A wheel event over this target; returns true when it was used.
    func wheel(dx: CGFloat, dy: CGFloat, at point: CGPoint, time: Double) -> Bool
    /// A key event; returns true when it was used.
    func key(_ key: Key, shift: Bool, time: Double) -> Bool
    /// True for a target that sees each move before the others and may
    /// claim it first (a list row's swipe before its scroll view's pan);
    /// the others see moves outer first.
    var takesMovesFirst: Bool { get }
}

extension PointerTarget {
    package var takesMovesFirst: Bool { false }
    package func wheel(dx: CGFloat, dy: CGFloat, at point: CGPoint, time: Double) -> Bool { false }
    package func key(_ key: Key, shift: Bool, time: Double) -> Bool { false }
}
