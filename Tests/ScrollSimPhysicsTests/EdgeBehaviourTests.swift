import Foundation
import Testing
@testable import ScrollSimPhysics

/// `bounces = false`, the status-bar gesture and `flashScrollIndicators`
/// on the controller (UIKit's scroll view model).
@Suite struct EdgeBehaviourTests {
    /// Without bounce a drag past the top holds the content at 0, and the
    /// finger's way back moves it at once (no dead zone to travel back).
    @Test func aDragWithoutBounceStopsAtTheEdge() {
        let c = makeController()
        c.bounces = false
        c.touchDown(at: CGPoint(x: 100, y: 100), time: 0)
        c.touchMove(to: CGPoint(x: 100, y: 120), time: 0.01)   // past the 10 pt slop: the drag begins
        c.touchMove(to: CGPoint(x: 100, y: 320), time: 0.02)   // 200 pt down: would rubber-band
        expectInvariants(c)
        #expect(c.contentOffset.y == 0)
        c.touchMove(to: CGPoint(x: 100, y: 290), time: 0.03)   // 30 pt back up
        #expect(c.contentOffset.y == 30)
        c.touchUp(at: CGPoint(x: 100, y: 290), time: 0.5)
        settle(c, from: 0.5)
        #expect(c.contentOffset.y == 30)
        // With bounce the same 200 pt pull shows through the rubber band.
        let d = makeController()
        d.touchDown(at: CGPoint(x: 100, y: 100), time: 0)
        d.touchMove(to: CGPoint(x: 100, y: 120), time: 0.01)
        d.touchMove(to: CGPoint(x: 100, y: 320), time: 0.02)
        #expect(d.contentOffset.y < 0)
    }

    /// A fling toward the end stops dead there instead of overshooting and springing back.
    @Test func aDecelerationWithoutBounceStopsDeadAtTheEdge() {
        let c = makeController()
        c.bounces = false
        let log = CallbackLog(c)
        // Released at 1775 at 1500 pt/s: the deceleration would carry it ~750 pt, past 2200.
        c.setContentOffset(CGPoint(x: 0, y: 1500), animated: false, at: 0)
        fling(c, velocity: 1500, at: 1)
        #expect(c.phase == .decelerating)
        let offsets = run(c, from: 1, to: 4)
        #expect(offsets.allSatisfy { $0.y <= c.maxOffset.y })
        #expect(c.contentOffset.y == c.maxOffset.y)
        #expect(c.phase == .idle)
        #expect(log.didEndDecelerating == 1)
        // A fling that pushes against the edge while dragging leaves nothing to decelerate.
        let e = makeController()
        e.bounces = false
        e.setContentOffset(CGPoint(x: 0, y: 2000), animated: false, at: 0)
        fling(e, velocity: 3000, at: 1)
        #expect(e.contentOffset.y == e.maxOffset.y)
        #expect(e.phase == .idle)
        // With bounce it overshoots first.
        let d = makeController()
        d.setContentOffset(CGPoint(x: 0, y: 1500), animated: false, at: 0)
        fling(d, velocity: 1500, at: 1)
        #expect(run(d, from: 1, to: 4).contains { $0.y > d.maxOffset.y })
    }

    /// The status-bar gesture animates to −inset.top with the profile's
    /// animation (UIKit: 0.33 s, linear) and reports did-scroll-to-top, not
    /// did-end-scrolling-animation.
    @Test func scrollToTopAnimatesToTheTopOfTheRange() {
        let c = ScrollController(viewportSize: CGSize(width: 390, height: 844), contentSize: CGSize(width: 390, height: 3000),
                                 contentInset: ScrollInsets(top: 143, bottom: 34))
        let log = CallbackLog(c)
        var atTop = 0
        c.onDidScrollToTop = { atTop += 1 }
        c.setContentOffset(CGPoint(x: 0, y: 857), animated: false, at: 0)
        #expect(c.scrollToTop(at: 1))
        let offsets = run(c, from: 1, to: 1.5)
        // Linear over 0.33 s: after one frame 857 − 1000 × (1/60)/0.33, on the 1× pixel grid.
        #expect(offsets[0].y == (857 - 1000 * CGFloat(frame / 0.33)).rounded())
        #expect(c.contentOffset.y == -143)
        #expect(atTop == 1)
        #expect(log.didEndScrollingAnimation == 0)
        // Already at the top: nothing to do.
        #expect(!c.scrollToTop(at: 2))
        #expect(c.phase == .idle)
    }

    /// A touch interrupts the gesture's animation: no did-scroll-to-top.
    @Test func aTouchInterruptsScrollToTop() {
        let c = makeController()
        var atTop = 0
        c.onDidScrollToTop = { atTop += 1 }
        c.setContentOffset(CGPoint(x: 0, y: 1000), animated: false, at: 0)
        c.scrollToTop(at: 1)
        run(c, from: 1, to: 1.1)
        c.touchDown(at: CGPoint(x: 100, y: 400), time: 1.1)
        c.touchUp(at: CGPoint(x: 100, y: 400), time: 1.15)
        settle(c, from: 1.15)
        #expect(c.contentOffset.y > 0)
        #expect(atTop == 0)
    }

    /// Flashing shows the indicator at full opacity without moving the
    /// content, then holds 0.5 s and fades out over 0.33 s.
    @Test func flashScrollIndicatorsShowsThemWithoutScrolling() {
        let c = makeController()
        #expect(c.indicatorAlpha(at: 1) == 0)
        c.flashScrollIndicators(at: 1)
        #expect(c.contentOffset.y == 0)
        #expect(c.indicatorAlpha(at: 1) == 1)
        #expect(c.indicatorAlpha(at: 1.5) == 1)
        #expect(c.indicatorAlpha(at: 1.9) == 0)
    }
}
