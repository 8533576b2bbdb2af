/// A key the app reacts to. Backends translate their key codes into these.
public enum Key: String, Hashable, Sendable, CaseIterable {
    case up, down, left, right, pageUp, pageDown, space, home, end, tab, escape, enter, backspace
    case h, d, r, q
    case digit1 = "1", digit2 = "2", digit3 = "3", digit4 = "4", digit5 = "5"
    case digit6 = "6", digit7 = "7", digit8 = "8", digit9 = "9", digit0 = "0"
}

/// Input pushed into the core as data. Positions are in window points
/// (the backend divides pixels by its scale).
///
/// ```swift
/// app.handle(.pointerDown(CGPoint(x: 195, y: 400)), at: 1.0)
/// app.handle(.wheel(dx: 0, dy: -1, at: CGPoint(x: 195, y: 400)), at: 1.1)  // one notch toward the bottom
/// ```
public enum InputEvent: Hashable, Sendable {
    /// The primary button or a finger went down.
    case pointerDown(CGPoint)
    /// The pointer moved (with or without the button held).
    case pointerMove(CGPoint)
    /// The primary button or finger went up.
    case pointerUp(CGPoint)
    /// Two fingers on the screen (a pinch or a rotation): see ``TwoFingerEvent``.
    /// Only gestures take them (`MagnifyGesture`, `RotateGesture` and the
    /// others under the fingers' midpoint); scroll views do not scroll.
    case twoFinger(TwoFingerEvent)
    /// Wheel notches, SDL's sign: positive `dy` is away from the user (toward the top).
    case wheel(dx: CGFloat, dy: CGFloat, at: CGPoint)
    /// A key was pressed (with `shift` held or not).
    case key(Key, shift: Bool)
    /// Text typed on the keyboard (one character or several, as the
    /// window's text input delivers them): the focused text field inserts it.
    case text(String)
    /// The window's size changed, in points.
    case resize(CGSize)
    /// The user asked to close the window.
    case quit
}

/// One step of a two-finger touch, described as iOS's pinch and rotation
/// recognizers see it: the fingers' midpoint, how far apart they are
/// relative to their distance at touch down, and how far the line through
/// them has turned since.
///
/// ```swift
/// app.handle(.twoFinger(.down(CGPoint(x: 195, y: 400))), at: 1.0)
/// app.handle(.twoFinger(.move(center: CGPoint(x: 195, y: 400), scale: 1.5, rotation: 0)), at: 1.1)
/// app.handle(.twoFinger(.up), at: 1.2)
/// ```
public enum TwoFingerEvent: Hashable, Sendable {
    /// The second finger went down; the point is the fingers' midpoint.
    case down(CGPoint)
    /// The fingers moved: `scale` is their distance over the distance at
    /// touch down (1 unchanged), `rotation` the radians the line through
    /// them has turned since, clockwise on screen positive.
    case move(center: CGPoint, scale: CGFloat, rotation: CGFloat)
    /// The fingers lifted.
    case up
}
