import ScrollSimCore
import ScrollSimPhysics

/// UIKit's pull-to-refresh control. Put it on a scroll view with
/// `scrollView.refreshControl = control`: pulling the content 100 pt past
/// its top sends `.valueChanged` and the content rests 60 pt lower, the
/// spinner in that band, until `endRefreshing()` (`RefreshState` has the
/// rules; docs/scroll-reference.md, "Pull to refresh").
///
/// ```swift
/// let control = UIRefreshControl()
/// control.addAction(UIAction { [weak control] _ in
///     reload { control?.endRefreshing() }
/// }, for: .valueChanged)
/// scrollView.refreshControl = control
/// ```
@MainActor
open class UIRefreshControl: UIControl {
    /// The spinner's colour; nil draws the default grey (#3C3C44).
    public var tintColor: UIColor? {
        didSet { scrollView?.hostGraph?.requestFrames() }
    }
    /// Kept for fidelity; nothing here draws it.
    public var attributedTitle: String?

    /// Refreshing requested while not on a scroll view, applied when it is put on one.
    private var refreshingWhileDetached = false

    public override init() { super.init() }
    public override init(frame: CGRect) { super.init(frame: frame) }
    public override init(frame: CGRect = .zero, primaryAction: UIAction?) {
        super.init(frame: frame, primaryAction: primaryAction)
    }

    /// A refresh control's primary action runs on `.valueChanged`.
    open override var primaryActionEvent: Event { .valueChanged }

    /// The scroll view this control is the `refreshControl` of.
    var scrollView: UIScrollView? { superview as? UIScrollView }

    /// Whether a refresh is under way: from a pull that triggered (or
    /// `beginRefreshing()`) until `endRefreshing()`.
    public var isRefreshing: Bool {
        scrollView?.controller.isRefreshing ?? refreshingWhileDetached
    }

    /// Starts refreshing without a pull: the scroll view's range gains the
    /// held 60 pt at its top but the content stays where it is (pull down,
    /// or scroll to `−adjustedContentInset.top − 60`, to see the spinner).
    /// Sends no `.valueChanged`.
    public func beginRefreshing() {
        change(detached: true) { $0.beginRefreshing(at: $1) }
    }

    /// Ends refreshing: the held extent goes, and content resting in it
    /// springs back to the top (`ScrollController.endRefreshing(at:)`).
    public func endRefreshing() {
        change(detached: false) { $0.endRefreshing(at: $1) }
    }

    /// Applies `body` to the scroll view's controller at the current time,
    /// or, off a scroll view, records `detached` for when it is put on one.
    private func change(detached: Bool, _ body: (ScrollController, Double) -> Void) {
        guard let scroll = scrollView else {
            refreshingWhileDetached = detached
            return
        }
        body(scroll.controller, scroll.refreshTime)
        scroll.hostGraph?.requestFrames()
    }

    /// Becomes `scroll`'s refresh control (a subview, as in UIKit).
    fileprivate func attach(to scroll: UIScrollView) {
        if let other = scrollView, other !== scroll { other.refreshControl = nil }
        scroll.addSubview(self)
        scroll.controller.refresh = RefreshState()
        scroll.controller.onRefresh = { [weak self] in self?.sendActions(for: .valueChanged) }
        if refreshingWhileDetached {
            refreshingWhileDetached = false
            scroll.controller.beginRefreshing(at: scroll.refreshTime)
        }
        scroll.hostGraph?.requestFrames()
    }

    /// Stops being `scroll`'s refresh control; a refresh under way ends without animation of its own.
    fileprivate func detach(from scroll: UIScrollView) {
        scroll.controller.refresh = nil
        scroll.controller.onRefresh = nil
        removeFromSuperview()
        scroll.hostGraph?.requestFrames()
    }
}

extension UIScrollView {
    /// The pull-to-refresh control, kept as a subview. Setting one gives the
    /// scroll view a `RefreshState`; setting nil removes it (and its hold).
    ///
    /// ```swift
    /// scrollView.refreshControl = UIRefreshControl()
    /// ```
    public var refreshControl: UIRefreshControl? {
        get { subviews.lazy.compactMap { $0 as? UIRefreshControl }.first }
        set {
            let old = refreshControl
            guard newValue !== old else { return }
            old?.detach(from: self)
            newValue?.attach(to: self)
        }
    }

    /// The time of the frame or event being handled.
    var refreshTime: Double { hostGraph?.currentTime ?? controller.time }
}
