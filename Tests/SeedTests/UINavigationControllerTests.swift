import Testing
import ScrollSim

/// A UIKit navigation controller whose root controller's view is a scroll
/// view of 40 pt rows, on an iPhone 14: the view covers the window under
/// the bar, and `.automatic` inset adjustment takes the status bar and the
/// bar into the scroll view's insets.
@MainActor
@Suite struct UINavigationControllerTests {
    final class InboxController: UIViewController {
        let scrollView = UIScrollView()
        override func loadView() {
            let host = UIHostingController(rootView: FortyPointRows(count: 60))
            scrollView.addSubview(host.view)
            NSLayoutConstraint.activate([host.view.widthAnchor.constraint(equalTo: scrollView.widthAnchor)])
            view = scrollView
        }
        override func viewDidLoad() { title = "Inbox" }
    }

    struct Inbox: UIViewControllerRepresentable {
        let root: InboxController
        let prefersLargeTitles: Bool
        var mode = UINavigationItem.LargeTitleDisplayMode.automatic
        func makeUIViewController(context: Context) -> UINavigationController {
            let nav = UINavigationController(rootViewController: root)
            nav.navigationBar.prefersLargeTitles = prefersLargeTitles
            root.navigationItem.largeTitleDisplayMode = mode
            return nav
        }
        func updateUIViewController(_ controller: UINavigationController, context: Context) {}
    }

    @Test(arguments: [(true, UINavigationItem.LargeTitleDisplayMode.automatic, CGFloat(143)),
                      (false, .automatic, 91), (true, .never, 91), (false, .always, 91), (true, .always, 143)])
    func theListRestsBelowTheBar(prefersLargeTitles: Bool, mode: UINavigationItem.LargeTitleDisplayMode, top: CGFloat) throws {
        let root = InboxController()
        let app = TestApp(Inbox(root: root, prefersLargeTitles: prefersLargeTitles, mode: mode), measurer: fakeMeasurer())
        try app.pumpAndSettle()
        // The controller's view covers the window; its safe area is the status bar and the bar.
        #expect(app.scroll.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(root.scrollView.safeAreaInsets == UIEdgeInsets(top: top, left: 0, bottom: 34, right: 0))
        #expect(root.scrollView.adjustedContentInset == UIEdgeInsets(top: top, left: 0, bottom: 34, right: 0))
        #expect(app.scroll.offset.y == -top)
        #expect(app.value("navbar.height") == top - 47)
        #expect(app.value("navbar.large") == (top == 143 ? 1 : 0))
    }

    /// The title comes from the controller, and the bar collapses as in SwiftUI.
    @Test func theTitleIsTheControllersAndCollapses() throws {
        let root = InboxController()
        let app = TestApp(Inbox(root: root, prefersLargeTitles: true), measurer: fakeMeasurer())
        try app.pumpAndSettle()
        #expect(app.app.graph.drawList().commands.contains { c in
            if case .text(let lines, let font, _) = c { return lines.first?.text == "Inbox" && font.size == 34 }
            return false
        })
        root.scrollView.setContentOffset(CGPoint(x: 0, y: -120), animated: false)
        app.pump()
        #expect(app.value("navbar.height") == 73)
        root.scrollView.setContentOffset(CGPoint(x: 0, y: 0), animated: false)
        app.pump()
        #expect(app.value("navbar.height") == 44)
        #expect(app.value("navbar.background") == 1)
        #expect(app.app.graph.drawList().commands.contains { c in
            if case .text(let lines, let font, _) = c { return lines.first?.text == "Inbox" && font.size == 17 }
            return false
        })
    }

    /// `.never` keeps the content under the bar: it rests at 0, its first row behind the bar.
    @Test func withoutAdjustmentTheContentStartsUnderTheBar() throws {
        let root = InboxController()
        root.scrollView.contentInsetAdjustmentBehavior = .never
        let app = TestApp(Inbox(root: root, prefersLargeTitles: true), measurer: fakeMeasurer())
        try app.pumpAndSettle()
        #expect(app.scroll.offset.y == 0)
        #expect(root.scrollView.adjustedContentInset == .zero)
        // The content's top is above the bar's bottom: the bar shows its background at once.
        #expect(app.value("navbar.background") == 1)
    }
}

/// `pushViewController(_:animated:)` and `popViewController(animated:)`
/// slide controllers as `NavigationStack` does (400 ms, the cubic
/// (0.35, 0.91, 0.33, 0.97); the controller under moves a third of the
/// width), each controller keeping its scroll view's offset.
@MainActor
@Suite struct UINavigationControllerPushTests {
    final class DetailController: UIViewController {
        override func loadView() {
            let scrollView = UIScrollView()
            let host = UIHostingController(rootView: Text("Detail body").frame(maxWidth: .infinity, minHeight: 40))
            scrollView.addSubview(host.view)
            NSLayoutConstraint.activate([host.view.widthAnchor.constraint(equalTo: scrollView.widthAnchor)])
            view = scrollView
        }
        override func viewDidLoad() { title = "Detail" }
    }

    @Test func aPushSlidesInAndAPopRestoresTheRoot() throws {
        let root = UINavigationControllerTests.InboxController()
        var nav: UINavigationController?
        struct Host: UIViewControllerRepresentable {
            let root: UIViewController
            let made: (UINavigationController) -> Void
            func makeUIViewController(context: Context) -> UINavigationController {
                let nav = UINavigationController(rootViewController: root)
                nav.navigationBar.prefersLargeTitles = true
                made(nav)
                return nav
            }
            func updateUIViewController(_ controller: UINavigationController, context: Context) {}
        }
        let app = try settledNavigationApp(Host(root: root) { nav = $0 })
        root.scrollView.setContentOffset(CGPoint(x: 0, y: 100), animated: false)
        app.pump(1.0 / 60)
        let row3 = try #require(app.textFrame("Row 3"))
        let navigation = try #require(nav)
        navigation.pushViewController(DetailController(), animated: true)
        let start = app.time
        app.pump(6.0 / 60)
        let covered = NavigationPushTests.pushCovered(app.time - start)
        let body = try #require(app.textFrame("Detail body"))
        // The 88 pt text is centred in the 390 pt row: at 151 once in place.
        #expect(body.minX == 151 + (390 * (1 - covered)).rounded())
        #expect(app.textFrame("Row 3")?.minX == row3.minX + (-130 * covered).rounded())
        try app.pumpAndSettle()
        #expect(app.textFrame("Detail body")?.minX == 151)
        #expect(app.textFrame("Row 3") == nil)
        #expect(app.textFrame("Inbox") != nil)  // the back button
        #expect(app.value("navbar.height") == 96)  // `.automatic`: large, as the root
        try app.tapAndSettle("Inbox")
        #expect(navigation.viewControllers.count == 1)
        #expect(app.textFrame("Detail body") == nil)
        #expect(app.textFrame("Row 3") == row3)
        #expect(root.scrollView.contentOffset.y == 100)
    }
}
