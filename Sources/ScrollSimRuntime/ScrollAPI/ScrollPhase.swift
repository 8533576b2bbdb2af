import ScrollSimCore

/// What a scroll view's scrolling is doing, in SwiftUI's terms (iOS 18),
/// as `onScrollPhaseChange(_:)` reports it. Derived from the controller:
/// a finger down that has not moved 10 pt is `.tracking`, a drag
/// `.interacting`, the motion after it lifts (deceleration, bounce,
/// snapping) `.decelerating`, a programmatic scroll (and the spring back
/// when one ends out of range) `.animating`, and nothing `.idle`. A wheel
/// notch or a non-animated scroll jumps without leaving `.idle`.
///
/// ```swift
/// .onScrollPhaseChange { old, new in showsToolbar = !new.isScrolling }
/// ```
public enum ScrollPhase: Hashable, Sendable, CaseIterable {
    /// Nothing scrolls.
    case idle
    /// A finger is down on the scroll view but has not started dragging.
    case tracking
    /// A finger drags the content.
    case interacting
    /// The content moves on after the finger lifted, toward its resting offset.
    case decelerating
    /// A programmatic scroll animates to its target.
    case animating

    /// Whether the scroll view is scrolling: any phase but `.idle`.
    ///
    /// ```swift
    /// ScrollPhase.tracking.isScrolling // true
    /// ```
    public var isScrolling: Bool { self != .idle }
}

/// What a phase change comes with: the geometry and velocity at that moment.
///
/// ```swift
/// .onScrollPhaseChange { old, new, context in
///     if new == .decelerating { print(context.velocity?.dy ?? 0) }
/// }
/// ```
public struct ScrollPhaseChangeContext: Sendable {
    /// The scroll view's geometry when the phase changed.
    public let geometry: ScrollGeometry
    /// The content offset's velocity when the phase changed, in points per
    /// second (positive: the offset grows).
    public let velocity: CGVector?
}
