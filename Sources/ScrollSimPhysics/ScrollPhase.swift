/// What a scroll view is doing.
///
/// ```swift
/// if controller.phase == .idle { print("at rest") }
/// ```
public enum ScrollPhase: String, Sendable, CaseIterable {
    /// Nothing moves (a finger may rest on it without dragging).
    ///
    /// ```swift
    /// ScrollPhase.idle.rawValue // "idle"
    /// ```
    case idle
    /// A finger drags the content.
    ///
    /// ```swift
    /// ScrollPhase.dragging.rawValue // "dragging"
    /// ```
    case dragging
    /// The content coasts after a fling.
    ///
    /// ```swift
    /// ScrollPhase.decelerating.rawValue // "decelerating"
    /// ```
    case decelerating
    /// A programmatic scroll animates.
    ///
    /// ```swift
    /// ScrollPhase.animating.rawValue // "animating"
    /// ```
    case animating
    /// The content springs back toward an edge.
    ///
    /// ```swift
    /// ScrollPhase.bouncing.rawValue // "bouncing"
    /// ```
    case bouncing
}
