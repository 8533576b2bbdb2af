import ScrollSimCore

/// UIKit's view controller, as far as ScrollSim models it: a root view
/// (loaded on first use, then `viewDidLoad`), a title and a navigation
/// item. Shown in a scene through `UIViewControllerRepresentable`; its
/// view is laid out over the whole window, as UIKit lays out a view
/// controller's view, and a `UIScrollView` as its view takes the safe area
/// (and a navigation bar) into its insets.
///
/// ```swift
/// final class InboxController: UIViewController {
///     override func loadView() { view = UIScrollView() }
///     override func viewDidLoad() { title = "Inbox" }
/// }
/// ```
@MainActor
open class UIViewController {
    private var loadedView: UIView?
    /// The title a navigation bar shows when the navigation item has none.
    open var title: String?
    /// What a navigation controller's bar shows for this controller.
    public let navigationItem = UINavigationItem()
    /// The navigation controller whose stack holds this controller.
    public internal(set) weak var navigationController: UINavigationController?

    public init() {}

    /// The root view: made by `loadView()` on first access, after which
    /// `viewDidLoad()` runs once.
    public var view: UIView! {
        get {
            if loadedView == nil {
                loadView()
                if loadedView == nil { loadedView = UIView() }
                viewDidLoad()
            }
            return loadedView
        }
        set { loadedView = newValue }
    }

    /// True once the view exists.
    public var isViewLoaded: Bool { loadedView != nil }

    /// Makes the root view; the default makes a plain `UIView`.
    open func loadView() { loadedView = UIView() }

    /// Called once, after the root view is made.
    open func viewDidLoad() {}
}

/// The title and title mode a navigation bar shows for a view controller.
@MainActor
public final class UINavigationItem {
    /// The bar's title; the controller's `title` when nil.
    public var title: String?
    /// Whether this controller's title is large when the bar prefers large titles.
    public var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic

    public init() {}

    /// UIKit's choices for a controller's large title.
    public enum LargeTitleDisplayMode: Sendable, Hashable {
        /// As the controller before it; the root: large when the bar prefers large titles.
        case automatic
        /// Large whenever the bar prefers large titles.
        case always
        /// Never large.
        case never
    }
}

/// A navigation controller's bar: 44 pt, plus 52 pt for a large title
/// (`NavigationBarGeometry`).
@MainActor
public final class UINavigationBar {
    /// Whether titles may be large. Default `false`, as in UIKit.
    public var prefersLargeTitles = false
    public init() {}
}

/// A stack of view controllers under a navigation bar. ScrollSim shows the
/// top controller (pushing and popping are not animated): its view covers
/// the window under the bar, and a scroll view there rests below the bar
/// (`contentInsetAdjustmentBehavior` `.automatic` adjusts vertically
/// under a navigation controller).
///
/// ```swift
/// let nav = UINavigationController(rootViewController: InboxController())
/// nav.navigationBar.prefersLargeTitles = true   // rests at −143 on an iPhone 14
/// ```
@MainActor
open class UINavigationController: UIViewController {
    public let navigationBar = UINavigationBar()
    public private(set) var viewControllers: [UIViewController]

    public init(rootViewController: UIViewController) {
        viewControllers = [rootViewController]
        super.init()
        rootViewController.navigationController = self
    }

    /// The controller shown.
    public var topViewController: UIViewController? { viewControllers.last }

    /// Shows `viewController` on top (at once: no transition is drawn).
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        viewController.navigationController = self
        viewControllers.append(viewController)
        view.setNeedsLayout()
    }

    /// Removes the top controller unless it is the root; returns it.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard viewControllers.count > 1 else { return nil }
        let top = viewControllers.removeLast()
        view.setNeedsLayout()
        return top
    }

    /// Whether the top controller's title shows large.
    var showsLargeTitle: Bool {
        guard navigationBar.prefersLargeTitles, let top = topViewController else { return false }
        switch top.navigationItem.largeTitleDisplayMode {
        case .always: return true
        case .never: return false
        case .automatic:
            // Inherits from the controller below; the root is large.
            for controller in viewControllers.reversed() {
                switch controller.navigationItem.largeTitleDisplayMode {
                case .always: return true
                case .never: return false
                case .automatic: continue
                }
            }
            return true
        }
    }

    /// The bar's title: the top controller's navigation item's, else its title.
    var barTitle: String {
        guard let top = topViewController else { return "" }
        return top.navigationItem.title ?? top.title ?? ""
    }
}
