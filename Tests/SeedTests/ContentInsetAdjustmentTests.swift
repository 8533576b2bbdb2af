import Testing
import ScrollSim

/// UIKit's `contentInsetAdjustmentBehavior` on an iPhone 14 (status bar 47,
/// home indicator 34): which safe-area edges a scroll view adds to its
/// insets, and so where it rests and how far it scrolls.
@MainActor
@Suite struct ContentInsetAdjustmentTests {
    final class Box { var scrollView: CountingScrollView? }

    /// Counts `adjustedContentInsetDidChange()` calls.
    final class CountingScrollView: UIScrollView {
        var insetChanges = 0
        override func adjustedContentInsetDidChange() { insetChanges += 1 }
    }

    /// A UIKit scroll view of `rows` 40 pt rows, over the whole window
    /// (`ignoresSafeArea`) or inside the safe area.
    struct Host: UIViewRepresentable {
        let rows: Int
        let behavior: UIScrollView.ContentInsetAdjustmentBehavior
        var alwaysBounceVertical = false
        let box: Box
        func makeUIView(context: Context) -> UIScrollView {
            let scrollView = CountingScrollView()
            scrollView.contentInsetAdjustmentBehavior = behavior
            scrollView.alwaysBounceVertical = alwaysBounceVertical
            let host = UIHostingController(rootView: FortyPointRows(count: rows))
            scrollView.addSubview(host.view)
            NSLayoutConstraint.activate([host.view.widthAnchor.constraint(equalTo: scrollView.widthAnchor)])
            box.scrollView = scrollView
            return scrollView
        }
        func updateUIView(_ uiView: UIScrollView, context: Context) {}
    }

    func app(rows: Int, _ behavior: UIScrollView.ContentInsetAdjustmentBehavior, fullScreen: Bool = true,
             alwaysBounceVertical: Bool = false) -> (TestApp, Box) {
        let box = Box()
        let host = Host(rows: rows, behavior: behavior, alwaysBounceVertical: alwaysBounceVertical, box: box)
        let app = fullScreen ? TestApp(host.ignoresSafeArea(), measurer: fakeMeasurer())
                             : TestApp(host, measurer: fakeMeasurer())
        return (app, box)
    }

    /// 50 rows are 2000 pt, taller than the 844 pt window: every behaviour
    /// but `.never` adds the status bar and the home indicator, so the
    /// content rests at −47 and scrolls to 2000 − 844 + 34 = 1190.
    @Test(arguments: [(UIScrollView.ContentInsetAdjustmentBehavior.automatic, CGFloat(47), CGFloat(34)),
                      (.scrollableAxes, 47, 34), (.always, 47, 34), (.never, 0, 0)])
    func tallContentOverTheWholeWindow(behavior: UIScrollView.ContentInsetAdjustmentBehavior, top: CGFloat, bottom: CGFloat) throws {
        let (app, box) = app(rows: 50, behavior)
        try app.pumpAndSettle()
        let scrollView = try #require(box.scrollView)
        #expect(scrollView.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: top, left: 0, bottom: bottom, right: 0))
        #expect(app.scroll.offset.y == -top)
        #expect(app.scroll.minOffset.y == -top)
        #expect(app.scroll.maxOffset.y == CGFloat(2000 - 844) + bottom)
        #expect(app.value("inset.top") == top && app.value("inset.bottom") == bottom)
        // One change: from no insets before the first layout to these (none for `.never`).
        #expect(box.scrollView!.insetChanges == (top == 0 ? 0 : 1))
    }

    /// 5 rows (200 pt) fit: `.automatic` and `.scrollableAxes` add nothing
    /// (the axis does not scroll), unless `alwaysBounceVertical` makes it
    /// scrollable; `.always` adds the insets regardless.
    @Test(arguments: [(UIScrollView.ContentInsetAdjustmentBehavior.automatic, false, CGFloat(0)),
                      (.scrollableAxes, false, 0), (.automatic, true, 47), (.scrollableAxes, true, 47),
                      (.always, false, 47), (.never, true, 0)])
    func shortContent(behavior: UIScrollView.ContentInsetAdjustmentBehavior, alwaysBounce: Bool, top: CGFloat) throws {
        let (app, box) = app(rows: 5, behavior, alwaysBounceVertical: alwaysBounce)
        try app.pumpAndSettle()
        #expect(box.scrollView!.adjustedContentInset.top == top)
        #expect(app.scroll.offset.y == -top)
    }

    /// A scroll view laid out inside the safe area covers none of it: no
    /// behaviour adds anything, and it rests at 0.
    @Test func insideTheSafeAreaNothingIsAdded() throws {
        let (app, box) = app(rows: 50, .always, fullScreen: false)
        try app.pumpAndSettle()
        #expect(box.scrollView!.safeAreaInsets == .zero)
        #expect(box.scrollView!.adjustedContentInset == .zero)
        #expect(app.scroll.offset.y == 0)
    }

    /// `contentInset` adds to the adjustment.
    @Test func contentInsetAddsToTheSafeArea() throws {
        let (app, box) = app(rows: 50, .automatic)
        try app.pumpAndSettle()
        box.scrollView!.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 20, right: 0)
        try app.pumpAndSettle()
        #expect(box.scrollView!.adjustedContentInset == UIEdgeInsets(top: 57, left: 0, bottom: 54, right: 0))
        // At rest at the top, it stays at the (new) top.
        #expect(app.scroll.offset.y == -57)
        #expect(box.scrollView!.insetChanges == 2)
    }

    /// UIKit's scroll view does not bounce short content unless asked; SwiftUI's vertical one always does.
    @Test func bounceDefaultsPerFace() throws {
        let box = Box()
        _ = TestApp(Host(rows: 5, behavior: .automatic, box: box), measurer: fakeMeasurer())
        #expect(box.scrollView!.alwaysBounceVertical == false)
        #expect(box.scrollView!.alwaysBounceHorizontal == false)
        let swiftUI = TestApp(ScrollView { FortyPointRows(count: 5) }, measurer: fakeMeasurer())
        #expect(swiftUI.app.scrollController!.alwaysBounceVertical == true)
        // A drag on the short UIKit content moves nothing; on SwiftUI's it pulls (rubber band) and springs back.
        let uikit = TestApp(Host(rows: 5, behavior: .automatic, box: Box()), measurer: fakeMeasurer())
        var uikitOffsets: [CGFloat] = []
        uikit.onFrame = { _ in uikitOffsets.append(uikit.scroll.offset.y) }
        uikit.drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 500))
        #expect(uikitOffsets.allSatisfy { $0 == 0 })
        var swiftUIOffsets: [CGFloat] = []
        swiftUI.onFrame = { _ in swiftUIOffsets.append(swiftUI.scroll.offset.y) }
        swiftUI.drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 500))
        #expect(swiftUIOffsets.min()! < -47)
    }
}

extension UIEdgeInsets: CustomTestStringConvertible {
    public var testDescription: String { "(top \(top), left \(left), bottom \(bottom), right \(right))" }
}
