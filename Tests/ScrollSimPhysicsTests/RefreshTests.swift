import Foundation
import Testing
@testable import ScrollSimPhysics

/// Pull to refresh (docs/scroll-reference.md, "Pull to refresh"): a 390 × 800
/// viewport over 3000 pt of content under a 47 pt top inset, at 1×, so the
/// content rests at −47 and the rubber band's give is 800 pt.
@Suite("Pull to refresh")
struct RefreshTests {
    static let top: CGFloat = 47

    func makeRefreshing() -> (ScrollController, RefreshLog) {
        let c = ScrollController(viewportSize: CGSize(width: 390, height: 800),
                                 contentSize: CGSize(width: 390, height: 3000),
                                 contentInset: ScrollInsets(top: Self.top, bottom: 34))
        c.refresh = RefreshState()
        return (c, RefreshLog(c))
    }

    /// The finger travel past the top that the rubber band shows as `pulled`
    /// points: the inverse of `x·d·c / (d + c·x)`, `x = y·d / (c·(d − y))`.
    func travel(forPulled y: CGFloat) -> CGFloat {
        y * 800 / (RubberBand.coefficient * (800 - y))
    }

    /// Puts a finger down at y = 100 and drags it past the slop (12 pt, no jump); returns the time.
    func startDrag(_ c: ScrollController, at t: Double) -> CGFloat {
        c.touchDown(at: CGPoint(x: 195, y: 100), time: t)
        c.touchMove(to: CGPoint(x: 195, y: 112), time: t + frame)
        #expect(c.isDragging)
        #expect(c.contentOffset.y == -Self.top)
        return 112
    }

    /// Pulls `pulled` points (triggering at 100 or more), holds still, lifts; returns the time it is at rest.
    func pullAndRelease(_ c: ScrollController, _ pulled: CGFloat, at t: Double = 0) -> Double {
        let y = startDrag(c, at: t) + travel(forPulled: pulled)
        c.touchMove(to: CGPoint(x: 195, y: y), time: t + 3 * frame)
        c.touchMove(to: CGPoint(x: 195, y: y), time: t + 20 * frame)
        c.touchUp(at: CGPoint(x: 195, y: y), time: t + 21 * frame)
        #expect(c.phase == .bouncing)
        return settle(c, from: t + 21 * frame)
    }

    @Test("A pull of 99 pt does not trigger; 100 pt (≥ the trigger distance) does, once, with no jump")
    func triggersAtTheDistance() {
        let (c, log) = makeRefreshing()
        let y0 = startDrag(c, at: 0)
        c.touchMove(to: CGPoint(x: 195, y: y0 + travel(forPulled: 99)), time: 3 * frame)
        expectInvariants(c)
        #expect(c.contentOffset.y == -146)
        #expect(c.refresh?.mode == .drag)
        #expect(log.count == 0)
        #expect(!c.isRefreshing)
        #expect(c.verticalRange.min == -47)

        c.touchMove(to: CGPoint(x: 195, y: y0 + travel(forPulled: 100)), time: 4 * frame)
        expectInvariants(c)
        #expect(log.count == 1)
        #expect(log.offsetAtTrigger == -147)      // the callback sees the offset of the pull
        #expect(log.minAtTrigger == -107)         // and the hold already added
        #expect(c.contentOffset.y == -147)        // the hold moves nothing
        #expect(c.isRefreshing)
        #expect(c.refresh?.mode == .armed)
        #expect(c.verticalRange.min == -107)
        #expect(c.contentInset.top == 47)         // the insets themselves are unchanged

        // Pulling on does not trigger again, and the finger still moves the content through the rubber band.
        c.touchMove(to: CGPoint(x: 195, y: y0 + travel(forPulled: 100) + 40), time: 5 * frame)
        expectInvariants(c)
        #expect(c.contentOffset.y < -147)
        #expect(log.count == 1)
    }

    @Test("Released, the content rests 60 pt below its top (−47 − 60 = −107) while refreshing")
    func holdsTheExtent() {
        let (c, log) = makeRefreshing()
        let t = pullAndRelease(c, 120)
        #expect(log.count == 1)
        #expect(c.contentOffset.y == -107)
        #expect(c.phase == .idle)
        #expect(c.refresh?.mode == .refresh)
        #expect(c.isRefreshing)
        #expect(c.needsFrames)                    // the spinner turns
        // A second pull while refreshing, even far past the distance, triggers nothing.
        c.touchDown(at: CGPoint(x: 195, y: 100), time: t + frame)
        c.touchMove(to: CGPoint(x: 195, y: 112), time: t + 2 * frame)
        c.touchMove(to: CGPoint(x: 195, y: 500), time: t + 3 * frame)
        #expect(c.contentOffset.y < -107 - 100)
        c.touchUp(at: CGPoint(x: 195, y: 500), time: t + 20 * frame)
        settle(c, from: t + 20 * frame)
        #expect(c.contentOffset.y == -107)
        #expect(log.count == 1)
    }

    @Test("endRefreshing() at rest: the hold goes and the content springs from −107 to −47, −47 − 60·(1 + 10t)·e^(−10t)")
    func endSpringsBack() {
        let (c, log) = makeRefreshing()
        let t0 = pullAndRelease(c, 110) + 10 * frame
        c.tick(t0)
        #expect(c.contentOffset.y == -107)
        #expect(log.didEndDecelerating == 1)      // the release's spring back into the hold

        c.endRefreshing(at: t0)
        expectInvariants(c)
        #expect(!c.isRefreshing)
        #expect(c.refresh?.mode == .done)
        #expect(c.verticalRange.min == -47)
        #expect(c.contentOffset.y == -107)        // not moved at once
        #expect(c.phase == .bouncing)
        #expect(!c.isDecelerating)
        var modes: [RefreshMode] = []
        for k in 1...12 {
            let t = Double(k) * frame
            c.tick(t0 + t)
            expectInvariants(c)
            let expected = (-47 - 60 * (1 + 10 * t) * exp(-10 * t)).rounded()
            #expect(c.contentOffset.y == CGFloat(expected), "frame \(k)")
            modes.append(c.refresh!.mode)
        }
        // Frames 1…12: −106, −104, −102, −98, −95, −91, −87, −84, −80, −77, −74, −71.
        #expect(c.contentOffset.y == -71)
        // `.done` until the pull is down to 10 pt (offset −57 or above), then `.inactive`.
        #expect(modes.allSatisfy { $0 == .done })
        settle(c, from: t0 + 12 * frame)
        #expect(c.contentOffset.y == -47)
        #expect(c.refresh?.mode == .inactive)
        #expect(log.count == 1)
        #expect(log.didEndDecelerating == 1)      // the retraction is a spring back from rest, not a deceleration
    }

    @Test("The done state turns inactive at 10 pt of pull (10 % of 100), and only then can a pull trigger again")
    func doneResetsAtTenPercent() {
        var state = RefreshState()
        let first = state.update(pulled: 100, dragging: true)
        #expect(first)
        let ended = state.end()
        #expect(ended)
        #expect(state.mode == .done)
        let whileDone = state.update(pulled: 150, dragging: true)
        #expect(!whileDone)
        state.update(pulled: 10.5, dragging: false)
        #expect(state.mode == .done)
        state.update(pulled: 10, dragging: false)
        #expect(state.mode == .inactive)
        let again = state.update(pulled: 100, dragging: true)
        #expect(again)
    }

    @Test("Only a finger triggers: content carried 150 pt past the top by a motion stays in .drag")
    func motionDoesNotTrigger() {
        var state = RefreshState()
        let carried = state.update(pulled: 150, dragging: false)
        #expect(!carried)
        #expect(state.mode == .drag)
        let short = state.update(pulled: 99.9, dragging: true)
        #expect(!short)
        let pulled = state.update(pulled: 100, dragging: true)
        #expect(pulled)
        #expect(state.mode == .armed)
        // Armed until the pull is down to the held extent (60), then refreshing.
        state.update(pulled: 60.5, dragging: false)
        #expect(state.mode == .armed)
        state.update(pulled: 60, dragging: false)
        #expect(state.mode == .refresh)
    }

    @Test("beginRefreshing adds the hold without moving the content or calling onRefresh; endRefreshing there moves nothing")
    func programmaticBegin() {
        let (c, log) = makeRefreshing()
        c.beginRefreshing(at: 1)
        expectInvariants(c)
        #expect(c.isRefreshing)
        #expect(c.refresh?.mode == .refresh)
        #expect(c.verticalRange.min == -107)
        #expect(c.contentOffset.y == -47)
        #expect(c.phase == .idle)
        #expect(log.count == 0)
        c.beginRefreshing(at: 1.1)                 // already refreshing: nothing
        #expect(c.verticalRange.min == -107)
        c.endRefreshing(at: 2)
        expectInvariants(c)
        #expect(!c.isRefreshing)
        #expect(c.verticalRange.min == -47)
        #expect(c.contentOffset.y == -47)
        #expect(c.phase == .idle)
        #expect(c.refresh?.mode == .inactive)     // nothing pulled: inactive at once
        #expect(!c.needsFrames)                   // nothing scrolled, nothing to draw
    }

    @Test("endRefreshing() while the finger still pulls: the content stays under the finger and springs to −47 on release")
    func endWhileDragging() {
        let (c, log) = makeRefreshing()
        let y0 = startDrag(c, at: 0)
        let y = y0 + travel(forPulled: 100)
        c.touchMove(to: CGPoint(x: 195, y: y), time: 3 * frame)
        #expect(log.count == 1)
        c.endRefreshing(at: 4 * frame)
        expectInvariants(c)
        #expect(c.contentOffset.y == -147)
        #expect(c.refresh?.mode == .done)
        c.touchMove(to: CGPoint(x: 195, y: y), time: 20 * frame)
        c.touchUp(at: CGPoint(x: 195, y: y), time: 21 * frame)
        settle(c, from: 21 * frame)
        #expect(c.contentOffset.y == -47)
        #expect(c.refresh?.mode == .inactive)
        #expect(log.count == 1)
    }

    @Test("Removing the control while refreshing drops the hold; without a control nothing triggers")
    func removingTheControl() {
        let (c, log) = makeRefreshing()
        c.beginRefreshing(at: 0)
        c.setContentOffset(CGPoint(x: 0, y: -107), animated: false, at: 0.1)
        #expect(c.contentOffset.y == -107)
        c.refresh = nil
        #expect(c.verticalRange.min == -47)
        #expect(c.phase == .bouncing)
        settle(c, from: 0.1)
        #expect(c.contentOffset.y == -47)
        let y0 = startDrag(c, at: 5)
        c.touchMove(to: CGPoint(x: 195, y: y0 + travel(forPulled: 150)), time: 5.1)
        #expect(log.count == 0)
        #expect(!c.isRefreshing)
    }
}

/// Counts `onRefresh` calls and what the controller showed at the first.
final class RefreshLog {
    var count = 0
    var offsetAtTrigger: CGFloat?
    var minAtTrigger: CGFloat?
    var didEndDecelerating = 0

    init(_ controller: ScrollController) {
        controller.onRefresh = { [unowned self, unowned controller] in
            self.count += 1
            if self.offsetAtTrigger == nil {
                self.offsetAtTrigger = controller.contentOffset.y
                self.minAtTrigger = controller.verticalRange.min
            }
        }
        controller.onDidEndDecelerating = { [unowned self] in self.didEndDecelerating += 1 }
    }
}
