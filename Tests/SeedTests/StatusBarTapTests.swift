import Testing
import ScrollSim
import ScrollSimScenes

/// A tap on the status bar (above the top safe area) scrolls the one
/// on-screen scroll view whose `scrollsToTop` is set to
/// `−adjustedContentInset.top`, as Apple documents the gesture; UIKit's
/// 0.33 s programmatic animation carries it there (ScrollSim's choice).
@MainActor
@Suite struct StatusBarTapTests {
    static let statusBar = CGPoint(x: 195, y: 20)

    /// Records the delegate calls.
    final class Delegate: UIScrollViewDelegate {
        var allows = true
        var asked = 0
        var didScrollToTop = 0
        var didEndAnimation = 0
        func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { asked += 1; return allows }
        func scrollViewDidScrollToTop(_ scrollView: UIScrollView) { didScrollToTop += 1 }
        func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { didEndAnimation += 1 }
    }

    struct Host: UIViewRepresentable {
        let delegate: Delegate
        var scrollsToTop = true
        func makeUIView(context: Context) -> UIScrollView {
            let scrollView = UIScrollView()
            scrollView.delegate = delegate
            scrollView.scrollsToTop = scrollsToTop
            let host = UIHostingController(rootView: FortyPointRows(count: 50))
            scrollView.addSubview(host.view)
            NSLayoutConstraint.activate([host.view.widthAnchor.constraint(equalTo: scrollView.widthAnchor)])
            return scrollView
        }
        func updateUIView(_ uiView: UIScrollView, context: Context) {}
    }

    /// In the main scene the top is offset 0, above the header (Go to Top
    /// stops at the header's height instead).
    @Test func theMainSceneScrollsToZero() throws {
        let app = TestApp(ScrollScene(), measurer: fakeMeasurer())
        app.wheel(-20)
        try app.pumpAndSettle()
        #expect(app.scroll.offset.y == 1060)
        var offsets: [CGFloat] = []
        app.onFrame = { _ in offsets.append(app.scroll.offset.y) }
        app.tap(Self.statusBar)
        try app.pumpAndSettle()
        #expect(app.scroll.offset.y == 0)
        // 0.33 s at constant velocity: about 20 frames, never past the target, falling all the way.
        #expect(offsets.count >= 20 && offsets.count <= 23)
        #expect(zip(offsets, offsets.dropFirst()).allSatisfy { $0 >= $1 })
    }

    @Test func theDelegateIsAskedAndToldOnce() throws {
        let delegate = Delegate()
        let app = TestApp(Host(delegate: delegate).ignoresSafeArea(), measurer: fakeMeasurer())
        app.wheel(-5)
        try app.pumpAndSettle()
        #expect(app.scroll.offset.y == CGFloat(265 - 47))
        app.tap(Self.statusBar)
        try app.pumpAndSettle()
        #expect(app.scroll.offset.y == -47)     // −adjustedContentInset.top
        #expect(delegate.asked == 1 && delegate.didScrollToTop == 1)
        #expect(delegate.didEndAnimation == 0)
    }

    @Test func alreadyAtTheTopNothingHappensAndNoOneIsAsked() throws {
        let delegate = Delegate()
        let app = TestApp(Host(delegate: delegate).ignoresSafeArea(), measurer: fakeMeasurer())
        try app.pumpAndSettle()
        app.tap(Self.statusBar)
        try app.pumpAndSettle()
        #expect(app.scroll.offset.y == -47)
        #expect(delegate.asked == 0 && delegate.didScrollToTop == 0)
        #expect(app.scroll.phase == .idle)
    }

    @Test func aDelegateThatRefusesKeepsTheOffset() throws {
        let delegate = Delegate()
        delegate.allows = false
        let app = TestApp(Host(delegate: delegate), measurer: fakeMeasurer())
        app.wheel(-5)
        try app.pumpAndSettle()
        app.tap(Self.statusBar)
        try app.pumpAndSettle()
        #expect(app.scroll.offset.y == 265)
        #expect(delegate.asked == 1 && delegate.didScrollToTop == 0)
    }

    /// Two eligible scroll views on screen: the gesture does nothing (Apple's rule).
    /// With one of them opted out, the other scrolls.
    @Test(arguments: [true, false])
    func severalEligibleScrollViewsCancelTheGesture(bothEligible: Bool) throws {
        let first = Delegate(), second = Delegate()
        let app = TestApp(VStack(spacing: 0) {
            Host(delegate: first)
            Host(delegate: second, scrollsToTop: bothEligible)
        }, measurer: fakeMeasurer())
        app.wheel(-5, at: CGPoint(x: 195, y: 200))
        try app.pumpAndSettle()
        #expect(app.scroll.offset.y == 265)
        app.tap(Self.statusBar)
        try app.pumpAndSettle()
        #expect(app.scroll.offset.y == (bothEligible ? CGFloat(265) : 0))
        #expect(first.asked == (bothEligible ? 0 : 1))
    }

    @Test func noEligibleScrollViewNothingHappens() throws {
        let delegate = Delegate()
        let app = TestApp(Host(delegate: delegate, scrollsToTop: false), measurer: fakeMeasurer())
        app.wheel(-5)
        try app.pumpAndSettle()
        app.tap(Self.statusBar)
        try app.pumpAndSettle()
        #expect(app.scroll.offset.y == 265)
        #expect(delegate.asked == 0)
    }

    /// During a deceleration the tap takes over: the animation starts from where the content is.
    @Test func aTapDuringDecelerationScrollsToTop() throws {
        let delegate = Delegate()
        let app = TestApp(Host(delegate: delegate), measurer: fakeMeasurer())
        app.fling(from: CGPoint(x: 195, y: 700), to: CGPoint(x: 195, y: 400), speed: 2000)
        app.pump(0.2)
        #expect(app.scroll.phase == .decelerating)
        app.tap(Self.statusBar)
        app.pump(1.0 / 60)
        #expect(app.scroll.phase == .animating)
        try app.pumpAndSettle()
        #expect(app.scroll.offset.y == 0)
        #expect(delegate.didScrollToTop == 1)
    }

    /// The status bar takes the touch: a button drawn under it is not tapped,
    /// and a drag starting there does not scroll.
    @Test func theStatusBarTakesTouchesFromTheViewsUnderIt() throws {
        final class Taps { var count = 0 }
        let taps = Taps()
        let app = TestApp(VStack(spacing: 0) {
            Button(action: { taps.count += 1 }, label: { Color.blue.frame(height: 80) })
            ScrollView { FortyPointRows(count: 50) }
        }.ignoresSafeArea(edges: .top), measurer: fakeMeasurer())
        try app.pumpAndSettle()
        app.tap(Self.statusBar)
        try app.pumpAndSettle()
        #expect(taps.count == 0)
        // Below the status bar the same button takes taps.
        app.tap(CGPoint(x: 195, y: 60))
        try app.pumpAndSettle()
        #expect(taps.count == 1)
        let offset = app.scroll.offset.y
        app.drag(from: CGPoint(x: 195, y: 30), to: CGPoint(x: 195, y: 400))
        try app.pumpAndSettle()
        #expect(app.scroll.offset.y == offset)
    }

    /// Under a large-title navigation bar the top is −143.
    @Test func underANavigationBarItScrollsToTheLargeTitle() throws {
        let app = TestApp(NavigationStack { ScrollView { FortyPointRows(count: 60) }.navigationTitle("Inbox") },
                          measurer: fakeMeasurer())
        app.wheel(-10)
        try app.pumpAndSettle()
        #expect(app.scroll.offset.y == CGFloat(530 - 143))
        app.tap(Self.statusBar)
        try app.pumpAndSettle()
        #expect(app.scroll.offset.y == -143)
        #expect(app.value("navbar.large") == 1)
    }
}
