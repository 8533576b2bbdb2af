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

    /// The container showing this controller, and the context it was last built in.
    weak var hostNode: NavigationContainerNode?
    @HeldContext var hostContext: BuildContext? = nil

    /// Shows `viewController` on top; with `animated`, it slides in over
    /// the controller under it (`NavigationTransition`).
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        viewController.navigationController = self
        viewControllers.append(viewController)
        rebuildHost(animated: animated)
    }

    /// Removes the top controller unless it is the root; returns it. With
    /// `animated`, it slides out, uncovering the one under it.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard viewControllers.count > 1 else { return nil }
        let top = viewControllers.removeLast()
        rebuildHost(animated: animated)
        return top
    }

    /// Removes the controllers above `viewController`; returns them.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = viewControllers.firstIndex(where: { $0 === viewController }) else { return nil }
        let popped = Array(viewControllers[(index + 1)...])
        guard !popped.isEmpty else { return [] }
        viewControllers.removeLast(popped.count)
        rebuildHost(animated: animated)
        return popped
    }

    /// Shows the new stack in the container (when shown), and lays it out again.
    private func rebuildHost(animated: Bool) {
        if let node = hostNode, let context = hostContext {
            _UINavigationHost(controller: self).build(node, context, animated: animated)
        }
        view.setNeedsLayout()
    }

    /// Whether the top controller's title shows large.
    var showsLargeTitle: Bool { showsLargeTitle(at: viewControllers.count - 1) }

    /// Whether the title of the controller at `index` shows large: its
    /// `.always` or `.never`, or for `.automatic` the first of the
    /// controllers under it that says (the root is large).
    func showsLargeTitle(at index: Int) -> Bool {
        guard navigationBar.prefersLargeTitles, viewControllers.indices.contains(index) else { return false }
        for controller in viewControllers[...index].reversed() {
            switch controller.navigationItem.largeTitleDisplayMode {
            case .always: return true
            case .never: return false
            case .automatic: continue
            }
        }
        return true
    }

    /// The bar's title: the top controller's navigation item's, else its title.
    var barTitle: String { topViewController.map(Self.barTitle) ?? "" }

    /// A controller's title in the bar: its navigation item's, else its title.
    static func barTitle(of controller: UIViewController) -> String {
        controller.navigationItem.title ?? controller.title ?? ""
    }
}
