/// What a `ScrollController` is doing, in UIKit's terms (its `isDragging`,
/// `isDecelerating` and animation flags). SwiftUI's own `ScrollPhase`
/// (iOS 18) is derived from it by the runtime; docs/scroll-reference.md,
/// "Scroll phases", gives the mapping.
///
/// ```swift
/// if controller.phase == .idle { print("at rest") }
/// ```
public enum ScrollControllerPhase: String, Sendable, CaseIterable {
    /// Nothing moves (a finger may rest on it without dragging).
    ///
    /// ```swift
    /// ScrollControllerPhase.idle.rawValue // "idle"
    /// ```
    case idle
    /// A finger drags the content.
    ///
    /// ```swift
    /// ScrollControllerPhase.dragging.rawValue // "dragging"
    /// ```
    case dragging
    /// The content coasts after a fling.
    ///
    /// ```swift
    /// ScrollControllerPhase.decelerating.rawValue // "decelerating"
    /// ```
    case decelerating
    /// A programmatic scroll animates.
    ///
    /// ```swift
    /// ScrollControllerPhase.animating.rawValue // "animating"
    /// ```
    case animating
    /// The content springs back toward an edge.
    ///
    /// ```swift
    /// ScrollControllerPhase.bouncing.rawValue // "bouncing"
    /// ```
    case bouncing
}
