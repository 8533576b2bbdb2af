import Testing
import ScrollSim

/// `isPagingEnabled` on UIKit's scroll view: six 390 pt pages side by side
/// in a full-width horizontal scroll view. A release comes to rest on a
/// page boundary (`PagingTarget`): a slow one on the nearest page, a flick
/// on the next page in its direction.
@MainActor
@Suite struct UIKitPagingTests {
    final class Box { var scrollView: UIScrollView? }

    struct Pages: UIViewRepresentable {
        let box: Box
        func makeUIView(context: Context) -> UIScrollView {
            let scrollView = UIScrollView()
            scrollView.isPagingEnabled = true
            scrollView.decelerationRate = .fast
            let host = UIHostingController(rootView: HStack(spacing: 0) {
                ForEach(0..<6, id: \.self) { i in
                    Color(white: Double(i) / 6).frame(width: 390, height: 300)
                }
            })
            scrollView.addSubview(host.view)
            NSLayoutConstraint.activate([host.view.heightAnchor.constraint(equalTo: scrollView.heightAnchor)])
            box.scrollView = scrollView
            return scrollView
        }
        func updateUIView(_ uiView: UIScrollView, context: Context) {}
    }

    func app() throws -> (TestApp, Box) {
        let box = Box()
        let app = TestApp(Pages(box: box).frame(height: 300), measurer: fakeMeasurer())
        try app.pumpAndSettle()
        return (app, box)
    }

    /// Drags `distance` points to the left over `steps` frames, holds still for
    /// `hold` seconds (so the release is slow), then lifts and settles.
    func drag(_ app: TestApp, _ distance: CGFloat, steps: Int, hold: Double) throws {
        let y: CGFloat = 400
        app.send(.pointerDown(CGPoint(x: 300, y: y)))
        for i in 1...steps {
            app.pump(1.0 / 60)
            app.send(.pointerMove(CGPoint(x: 300 - distance * CGFloat(i) / CGFloat(steps), y: y)))
        }
        app.pump(hold)
        app.send(.pointerUp(CGPoint(x: 300 - distance, y: y)))
        try app.pumpAndSettle()
    }

    @Test func theDefaultsAreUIKits() throws {
        let (app, box) = try app()
        #expect(box.scrollView!.isPagingEnabled && box.scrollView!.decelerationRate == .fast)
        #expect(app.scroll.maxOffset.x == CGFloat(5 * 390))
    }

    /// Held still before lifting: the nearest page. 150 pt is 0.38 of a page (back to 0), 250 pt is 0.64 (on to 390).
    @Test(arguments: [(CGFloat(150), CGFloat(0)), (250, 390)])
    func aSlowReleaseRestsOnTheNearestPage(distance: CGFloat, rest: CGFloat) throws {
        let (app, _) = try app()
        try drag(app, distance, steps: 30, hold: 0.3)
        #expect(app.scroll.offset.x == rest)
    }

    /// A flick of 60 pt (0.15 page) at 1200 pt/s goes one page on; no further, however fast.
    @Test(arguments: [(CGFloat(60), 3), (200, 2)])
    func aFlickGoesOnePageOn(distance: CGFloat, steps: Int) throws {
        let (app, _) = try app()
        try drag(app, distance, steps: steps, hold: 0)
        #expect(app.scroll.offset.x == 390)
        // From page 1 a flick back goes to page 0.
        try drag(app, -distance, steps: steps, hold: 0)
        #expect(app.scroll.offset.x == 0)
    }
}
