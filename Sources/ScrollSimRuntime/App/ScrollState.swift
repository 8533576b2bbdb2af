import ScrollSimCore
import ScrollSimPhysics

/// A snapshot of one scroll container: what the HUD shows, what replay
/// scripts assert and what traces record.
///
/// ```swift
/// let s = app.scroll!
/// print(s.offset.y, s.maxOffset.y, s.phase)
/// ```
public struct ScrollState: Sendable, Equatable {
    public var offset: CGPoint
    public var velocity: CGPoint
    public var contentSize: CGSize
    public var viewportSize: CGSize
    public var minOffset: CGPoint
    public var maxOffset: CGPoint
    public var inset: ScrollInsets
    public var phase: ScrollControllerPhase
    /// 0…1 through a programmatic animation, 0 otherwise.
    public var animationProgress: CGFloat
    /// The viewport's frame in the window: a SwiftUI scroll view's reaches
    /// over the safe area it extends into.
    public var frame: CGRect
}

extension ScrollController {
    func state(frame: CGRect) -> ScrollState {
        ScrollState(offset: contentOffset, velocity: velocity, contentSize: contentSize, viewportSize: viewportSize,
                    minOffset: minOffset, maxOffset: maxOffset, inset: contentInset, phase: phase,
                    animationProgress: animationProgress, frame: frame)
    }
}
