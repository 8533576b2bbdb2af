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
    /// The pointer lifted. Returns true when this target recognized the
    /// touch as its gesture (a button or a tap fired, a drag ended): the
    /// gestures it takes precedence over are cancelled instead of lifted.
    @discardableResult
    func pointerUp(at point: CGPoint, time: Double) -> Bool
    func pointerCancelled(time: Double)
    /// A wheel event over this target; returns true when it was used.
    func wheel(dx: CGFloat, dy: CGFloat, at point: CGPoint, time: Double) -> Bool
    /// A key event; returns true when it was used.
    func key(_ key: Key, shift: Bool, time: Double) -> Bool
    /// True for a target that sees each move before the others and may
    /// claim it first (a list row's swipe before its scroll view's pan);
    /// the others see moves outer first.
    var takesMovesFirst: Bool { get }
    /// How the target competes for a touch (see `ViewGraph.handle`).
    var arbitration: PointerArbitration { get }
}

/// The ranks in which pointer targets may take a touch.
package enum PointerArbitration {
    /// A scroll view's pan, a list row's swipe: asked after the gestures,
    /// outer first.
    case container
    /// A button, `gesture(_:)`, `onTapGesture`: asked innermost first.
    case gesture
    /// `highPriorityGesture(_:)`: asked before everything, outermost first.
    case highPriorityGesture
    /// `simultaneousGesture(_:)`: sees every event, never takes the touch
    /// and is not cancelled when another takes it.
    case simultaneousGesture

    /// True for the ranks a recognized gesture cancels.
    var isExclusiveGesture: Bool { self == .gesture || self == .highPriorityGesture }
}

extension PointerTarget {
    package var takesMovesFirst: Bool { false }
    package var arbitration: PointerArbitration { .container }
    package func wheel(dx: CGFloat, dy: CGFloat, at point: CGPoint, time: Double) -> Bool { false }
    package func key(_ key: Key, shift: Bool, time: Double) -> Bool { false }
}
