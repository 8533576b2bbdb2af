import ScrollSimCore
import ScrollSimPhysics

/// Delegate callbacks of a `UIScrollView`; all optional.
///
/// ```swift
/// final class Watcher: UIScrollViewDelegate {
///     func scrollViewDidScroll(_ scrollView: UIScrollView) { print(scrollView.contentOffset.y) }
/// }
/// ```
@MainActor
public protocol UIScrollViewDelegate: AnyObject {
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    /// Asked when the status bar is tapped; return false to keep the offset.
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
    /// The status-bar gesture's animation reached the top.
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
}

/// UIKit's scroll view, backed by ScrollSim's `ScrollController`: the same
/// offsets, animation, deceleration and rubber band as SwiftUI's `ScrollView`
/// here, with UIKit's imperative API.
///
/// ```swift
/// uiView.setContentOffset(CGPoint(x: 0, y: headerSize.height), animated: true)
/// uiView.contentOffset.y          // moves frame by frame for 0.33 s
/// ```
@MainActor
open class UIScrollView: UIView {
    /// The scroll model (offset range, animations, physics).
    public let controller: ScrollController
    public weak var delegate: UIScrollViewDelegate?
    public var showsVerticalScrollIndicator = true
    public var showsHorizontalScrollIndicator = true
    /// Insets added to the content area (the safe area is added on top: `adjustedContentInset`).
    public var contentInset: UIEdgeInsets = .zero {
        didSet {
            let i = contentInset
            node?.userInset = EdgeInsets(top: i.top, leading: i.left, bottom: i.bottom, trailing: i.right)
            setNeedsLayout()
        }
    }
    /// Which edges of the safe area its frame covers are added to
    /// `contentInset` to give `adjustedContentInset`. Default `.automatic`:
    /// vertically when the content is taller than the scroll view,
    /// `alwaysBounceVertical` is set, or a navigation controller shows it;
    /// horizontally when the content is wider or `alwaysBounceHorizontal` is set.
    public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet { node?.insetAdjustment = contentInsetAdjustmentBehavior; setNeedsLayout() }
    }
    /// Whether a tap on the status bar scrolls this view to its top
    /// (`−adjustedContentInset.top`). Only works when it is the one scroll
    /// view on screen with this set (Apple's rule). Default `true`.
    public var scrollsToTop = true {
        didSet { node?.scrollsToTop = scrollsToTop }
    }
    /// Whether the content rubber-bands past its edges; when false, drags and
    /// decelerations stop at the edges. Default `true`.
    public var bounces: Bool {
        get { controller.bounces }
        set { controller.bounces = newValue }
    }
    /// Whether the content can be pulled vertically even when it fits. Default `false`, as in UIKit.
    public var alwaysBounceVertical: Bool {
        get { controller.alwaysBounceVertical }
        set { controller.alwaysBounceVertical = newValue; setNeedsLayout() }
    }
    /// Whether the content can be pulled horizontally even when it fits. Default `false`.
    public var alwaysBounceHorizontal: Bool {
        get { controller.alwaysBounceHorizontal }
        set { controller.alwaysBounceHorizontal = newValue; setNeedsLayout() }
    }
    /// How quickly a flick slows down: `.normal` (0.998 per ms) or `.fast` (0.99).
    public var decelerationRate: DecelerationRate {
        get { controller.decelerationRate }
        set { controller.decelerationRate = newValue }
    }
    /// Callbacks for code that prefers closures to a delegate.
    public var onDidScroll: ((UIScrollView) -> Void)?
    public var onDidEndScrollingAnimation: ((UIScrollView) -> Void)?

    /// The node showing this scroll view, once mounted.
    weak var node: ScrollContainerNode?

    public override init() {
        controller = ScrollController()
        super.init()
        configure()
    }

    public override init(frame: CGRect) {
        controller = ScrollController()
        super.init(frame: frame)
        configure()
    }

    private func configure() {
        // UIKit's default; SwiftUI's ScrollView bounces vertically always.
        controller.alwaysBounceVertical = false
        wireCallbacks()
    }

    private func wireCallbacks() {
        controller.onDidScroll = { [weak self] _ in
            guard let self else { return }
            self.delegate?.scrollViewDidScroll(self)
            self.onDidScroll?(self)
        }
        controller.onDidEndScrollingAnimation = { [weak self] in
            guard let self else { return }
            self.delegate?.scrollViewDidEndScrollingAnimation(self)
            self.onDidEndScrollingAnimation?(self)
        }
        controller.onDidEndDecelerating = { [weak self] in
            guard let self else { return }
            self.delegate?.scrollViewDidEndDecelerating(self)
        }
        controller.onDidScrollToTop = { [weak self] in
            guard let self else { return }
            self.delegate?.scrollViewDidScrollToTop(self)
        }
    }

    /// Connects the node's driver to this view's delegate (when mounted).
    func driverMounted(_ driver: ControllerDriver) {
        driver.appliesSwiftUIBounce = false
        driver.shouldScrollToTop = { [weak self] in
            guard let self else { return true }
            return self.delegate?.scrollViewShouldScrollToTop(self) ?? true
        }
        driver.insetDidChange = { [weak self] in self?.adjustedContentInsetDidChange() }
    }

    private var now: Double { hostGraph?.currentTime ?? controller.time }

    /// The content offset. Setting it moves at once (one did-scroll) and,
    /// unlike `setContentOffset(_:animated: false)`, leaves a running
    /// deceleration going from the new offset (`ScrollController.assignContentOffset`).
    /// Non-finite offsets are ignored with a warning.
    public var contentOffset: CGPoint {
        get { controller.contentOffset }
        set {
            guard newValue.x.isFinite, newValue.y.isFinite else {
                hostGraph?.warn("UIScrollView.contentOffset ignored a non-finite offset \(newValue).")
                return
            }
            controller.assignContentOffset(newValue, at: now)
            hostGraph?.requestFrames()
        }
    }

    /// The content's size, from the hosted content's layout.
    public var contentSize: CGSize { controller.contentSize }

    /// `contentInset` plus the safe area the scroll view's frame covers on
    /// the axes `contentInsetAdjustmentBehavior` adjusts, as of the last
    /// layout. The offset rests at `−adjustedContentInset.top` at the top.
    public var adjustedContentInset: UIEdgeInsets {
        let i = controller.contentInset
        return UIEdgeInsets(top: i.top, left: i.left, bottom: i.bottom, right: i.right)
    }

    /// How far the frame reaches into the status bar, the home indicator
    /// and bars around it (a navigation bar), as of the last layout.
    public override var safeAreaInsets: UIEdgeInsets {
        guard let i = node?.safeAreaOverlap else { return .zero }
        return UIEdgeInsets(top: i.top, left: i.leading, bottom: i.bottom, right: i.trailing)
    }

    /// Called after `adjustedContentInset` changed (a layout moved the frame
    /// over the safe area, or `contentInset` changed). Override to react.
    open func adjustedContentInsetDidChange() {}

    /// Shows the scroll indicators briefly (the usual hold and fade), as
    /// UIKit does to hint that the content scrolls.
    public func flashScrollIndicators() {
        controller.flashScrollIndicators(at: now)
        hostGraph?.requestFrames()
    }

    /// Scrolls to `offset`: animated with the app's profile (UIKit: 0.33 s at
    /// constant velocity, target not clamped), or at once, stopping any
    /// running motion, a deceleration included. Non-finite offsets are
    /// ignored with a warning.
    public func setContentOffset(_ offset: CGPoint, animated: Bool) {
        guard offset.x.isFinite, offset.y.isFinite else {
            hostGraph?.warn("UIScrollView.setContentOffset ignored a non-finite offset \(offset).")
            return
        }
        controller.setContentOffset(offset, animated: animated, at: now)
        hostGraph?.requestFrames()
    }

    /// Whether a released drag stops on multiples of the scroll view's
    /// bounds (the viewport's length on each axis, the last page limited to
    /// the content's end), springing there as `PagingTarget` describes.
    /// Default `false`.
    public var isPagingEnabled: Bool {
        get { controller.isPagingEnabled }
        set { controller.isPagingEnabled = newValue }
    }

    public var isTracking: Bool { controller.isTracking }
    public var isDragging: Bool { controller.isDragging }
    public var isDecelerating: Bool { controller.isDecelerating }
    public var isAnimating: Bool { controller.isAnimating }
    public var phase: ScrollControllerPhase { controller.phase }
}

extension UIScrollView {
    /// UIKit's name for which safe-area edges a scroll view adds to its insets.
    public typealias ContentInsetAdjustmentBehavior = ContentInsetAdjustment
    /// UIKit's name for the deceleration rate (`.normal`, `.fast`).
    public typealias DecelerationRate = ScrollSimPhysics.DecelerationRate
}

/// Insets in UIKit's terms (left/right rather than leading/trailing).
public struct UIEdgeInsets: Hashable, Sendable {
    public var top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}
