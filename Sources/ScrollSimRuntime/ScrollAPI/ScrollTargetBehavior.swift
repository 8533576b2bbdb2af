import ScrollSimCore
import ScrollSimPhysics

/// Where a scrollable view should come to rest: a rectangle of its content
/// it should show, aligned by `anchor` in its visible region.
///
/// Coordinates are the content's (its top-leading corner at zero). The
/// proposal a behavior receives is the visible region at the natural
/// resting offset: `rect.origin` is the content point at the visible
/// region's top-leading corner (the content offset plus the leading and top
/// insets) and `rect.size` the visible size; `anchor` is nil.
///
/// ```swift
/// target.rect.origin.y = (target.rect.origin.y / 100).rounded() * 100
/// ```
public struct ScrollTarget: Equatable, Sendable {
    /// The rectangle of content to show, in content coordinates.
    public var rect: CGRect
    /// Where `rect` goes in the visible region (`.center`: centred); nil:
    /// `rect`'s top-leading corner at the visible region's.
    public var anchor: UnitPoint?

    /// A target showing `rect`, aligned by `anchor`.
    ///
    /// ```swift
    /// ScrollTarget(rect: CGRect(x: 0, y: 600, width: 390, height: 763))
    /// ```
    public init(rect: CGRect, anchor: UnitPoint? = nil) {
        self.rect = rect
        self.anchor = anchor
    }
}

/// What a scroll target behavior decides with: the gesture's velocity and
/// the scroll view's sizes and axes, plus the environment.
///
/// ```swift
/// func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
///     if context.velocity.dy > 2000 { target.rect.origin.y = context.contentSize.height }
/// }
/// ```
@dynamicMemberLookup
public struct ScrollTargetBehaviorContext {
    /// The target when the gesture began: the visible region at the offset
    /// where the finger first dragged.
    public let originalTarget: ScrollTarget
    /// The content offset's velocity at the release, in points per second
    /// (positive: toward the end of the content); zero for a size change.
    public let velocity: CGVector
    /// The size of the content, in points.
    public let contentSize: CGSize
    /// The scroll view's size less its insets (the safe area and the
    /// like), in points: the visible region.
    public let containerSize: CGSize
    /// The axes the scroll view scrolls.
    public let axes: Axis.Set
    let environment: EnvironmentValues
    /// What the built-in behaviors need beyond the public values.
    let release: ScrollRelease

    /// A value from the scroll view's environment.
    ///
    /// ```swift
    /// context.displayScale
    /// ```
    public subscript<T>(dynamicMember keyPath: KeyPath<EnvironmentValues, T>) -> T {
        environment[keyPath: keyPath]
    }
}

/// The release as the built-in behaviors see it, in target coordinates
/// (content points at the visible region's top-leading corner).
struct ScrollRelease {
    /// Where the content was when the finger lifted.
    var position: CGPoint
    /// The content's resting range: 0 to content length minus visible length, per axis.
    var range: (x: ScrollRange, y: ScrollRange)
    /// Device pixels per point.
    var scale: CGFloat
    /// The deceleration rate of the scroll view.
    var rate: DecelerationRate
    /// Whether each axis of the window is compact (a size class), for `.automatic` limits.
    var isCompact: (horizontal: Bool, vertical: Bool)
    /// The target views' frames in content coordinates, in layout order.
    var targetFrames: () -> [CGRect]
}

/// Decides where a scrollable view comes to rest after a gesture (and
/// where it goes when its size changes): `.paging`, `.viewAligned`, or your
/// own. Set with `.scrollTargetBehavior(_:)`.
///
/// ```swift
/// struct TenthsBehavior: ScrollTargetBehavior {
///     func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
///         let step = context.containerSize.width / 10
///         target.rect.origin.x = (target.rect.origin.x / step).rounded() * step
///     }
/// }
/// ```
public protocol ScrollTargetBehavior {
    typealias TargetContext = ScrollTargetBehaviorContext
    /// Changes `target` (proposed: where the scroll view would naturally
    /// come to rest) to where it should rest instead.
    func updateTarget(_ target: inout ScrollTarget, context: TargetContext)
}
