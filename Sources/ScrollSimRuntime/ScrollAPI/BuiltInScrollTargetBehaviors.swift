import ScrollSimCore
import ScrollSimPhysics

/// Paging: the scroll view comes to rest on multiples of its visible size
/// (`containerSize`), one page per flick, as `PagingTarget` decides from
/// the release position and velocity; the content's end is the last page.
///
/// ```swift
/// ScrollView(.horizontal) { HStack(spacing: 0) { pages } }
///     .scrollTargetBehavior(.paging)
/// ```
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
    /// The paging behavior.
    public init() {}

    /// Moves `target` to the page boundary `PagingTarget` picks on each scrolling axis.
    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        let r = context.release
        if context.axes.contains(.horizontal) {
            target.rect.origin.x = PagingTarget.target(position: r.position.x, velocity: context.velocity.dx,
                                                       pageLength: context.containerSize.width, origin: 0,
                                                       range: r.range.x, scale: r.scale)
        }
        if context.axes.contains(.vertical) {
            target.rect.origin.y = PagingTarget.target(position: r.position.y, velocity: context.velocity.dy,
                                                       pageLength: context.containerSize.height, origin: 0,
                                                       range: r.range.y, scale: r.scale)
        }
        target.anchor = nil
    }
}

/// View-aligned snapping: the scroll view comes to rest with a target
/// view's leading (top) edge at the visible region's, the views being the
/// subviews of the layout marked `.scrollTargetLayout()`; `ViewAlignedTarget`
/// decides which.
///
/// ```swift
/// ScrollView(.horizontal) {
///     LazyHStack(spacing: 10) { ForEach(items) { ItemView($0) } }.scrollTargetLayout()
/// }
/// .scrollTargetBehavior(.viewAligned(limitBehavior: .always))
/// ```
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    /// How many views one gesture may scroll past.
    public struct LimitBehavior: Hashable, Sendable {
        enum Kind: Hashable, Sendable { case automatic, always, never }
        let kind: Kind
        /// Limited when the window is compact along the scrolling axis
        /// (narrower, or for a vertical scroll view shorter, than 600 pt:
        /// an iPhone's width in portrait, its height in landscape), unlimited otherwise.
        public static let automatic = LimitBehavior(kind: .automatic)
        /// One view per gesture at most.
        public static let always = LimitBehavior(kind: .always)
        /// As many views as the release's momentum carries past.
        public static let never = LimitBehavior(kind: .never)
    }

    let limitBehavior: LimitBehavior

    /// View alignment with `limitBehavior`.
    ///
    /// ```swift
    /// ViewAlignedScrollTargetBehavior(limitBehavior: .never)
    /// ```
    public init(limitBehavior: LimitBehavior = .automatic) {
        self.limitBehavior = limitBehavior
    }

    /// Moves `target` to the target view edge `ViewAlignedTarget` picks on each scrolling axis.
    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        let r = context.release
        let frames = r.targetFrames()
        func limited(_ compact: Bool) -> Bool {
            switch limitBehavior.kind {
            case .automatic: return compact
            case .always: return true
            case .never: return false
            }
        }
        if context.axes.contains(.horizontal) {
            target.rect.origin.x = ViewAlignedTarget.target(position: r.position.x, velocity: context.velocity.dx,
                                                            edges: frames.map(\.minX), range: r.range.x,
                                                            isLimited: limited(r.isCompact.horizontal),
                                                            rate: r.rate, scale: r.scale)
        }
        if context.axes.contains(.vertical) {
            target.rect.origin.y = ViewAlignedTarget.target(position: r.position.y, velocity: context.velocity.dy,
                                                            edges: frames.map(\.minY), range: r.range.y,
                                                            isLimited: limited(r.isCompact.vertical),
                                                            rate: r.rate, scale: r.scale)
        }
        target.anchor = nil
    }
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    /// Paging by the scroll view's visible size.
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    /// Alignment to the views of the scroll target layout, limited automatically.
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }

    /// Alignment to the views of the scroll target layout, limited as `limitBehavior` says.
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> ViewAlignedScrollTargetBehavior {
        ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
    }
}
