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
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
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
        didSet { setNeedsLayout() }
    }
    /// Callbacks for code that prefers closures to a delegate.
    public var onDidScroll: ((UIScrollView) -> Void)?
    public var onDidEndScrollingAnimation: ((UIScrollView) -> Void)?

    /// The node showing this scroll view, once mounted.
    weak var node: ScrollContainerNode?

    public override init() {
        controller = ScrollController()
        super.init()
        wireCallbacks()
    }

    public override init(frame: CGRect) {
        controller = ScrollController()
        super.init(frame: frame)
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

    /// `contentInset` plus the window's safe area where the scroll view covers it.
    public var adjustedContentInset: UIEdgeInsets {
        let i = controller.contentInset
        return UIEdgeInsets(top: i.top, left: i.left, bottom: i.bottom, right: i.right)
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
