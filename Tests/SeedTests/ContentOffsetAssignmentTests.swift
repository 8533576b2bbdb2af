import Foundation
import Testing
import ScrollSim

/// UIKit's two ways to move the offset at once differ while the scroll view
/// decelerates: assigning `contentOffset` leaves the deceleration running,
/// `setContentOffset(_:animated: false)` stops it.
@MainActor
@Suite struct ContentOffsetAssignmentTests {
    @MainActor final class Box { var scrollView: UIScrollView? }

    /// A UIKit scroll view over 50 rows of 40 pt (2000 pt) in an 800 pt window.
    struct Rows: UIViewRepresentable {
        let box: Box
        func makeUIView(context: Context) -> UIScrollView {
            let scrollView = UIScrollView()
            let host = UIHostingController(rootView: VStack(spacing: 0) {
                ForEach(0..<50, id: \.self) { _ in Color.gray.frame(height: 40) }
            })
            scrollView.addSubview(host.view)
            NSLayoutConstraint.activate([host.view.widthAnchor.constraint(equalTo: scrollView.widthAnchor)])
            box.scrollView = scrollView
            return scrollView
        }
        func updateUIView(_ uiView: UIScrollView, context: Context) {}
    }

    /// Flings up at 1500 pt/s and lets it coast 0.3 s.
    func coasting() throws -> (TestApp, UIScrollView) {
        let box = Box()
        let app = TestApp(Rows(box: box), measurer: fakeMeasurer(), size: CGSize(width: 390, height: 800),
                          safeAreaInsets: .zero)
        let scrollView = try #require(box.scrollView)
        app.fling(from: CGPoint(x: 195, y: 600), to: CGPoint(x: 195, y: 300), speed: 1500)
        app.pump(0.3)
        #expect(scrollView.isDecelerating)
        return (app, scrollView)
    }

    @Test func assigningContentOffsetKeepsTheDecelerationGoing() throws {
        let (app, scrollView) = try coasting()
        let v = scrollView.controller.velocity.y
        let moved = scrollView.contentOffset.y - 200
        scrollView.contentOffset = CGPoint(x: 0, y: moved)
        #expect(scrollView.contentOffset.y == moved)
        #expect(scrollView.isDecelerating)
        try app.pumpAndSettle()
        // Restarted at the new offset with v, it rests v / (1000 |ln 0.998|) further on.
        let rest = moved + v / CGFloat(-DecelerationRate.normal.coefficient)
        #expect(scrollView.contentOffset.y == rest.rounded())
        #expect(scrollView.contentOffset.y > moved + 100)
    }

    @Test func setContentOffsetNotAnimatedStopsTheDeceleration() throws {
        let (app, scrollView) = try coasting()
        let moved = scrollView.contentOffset.y - 200
        scrollView.setContentOffset(CGPoint(x: 0, y: moved), animated: false)
        #expect(!scrollView.isDecelerating)
        try app.pumpAndSettle()
        #expect(scrollView.contentOffset.y == moved)
        #expect(scrollView.phase == .idle)
    }
}
