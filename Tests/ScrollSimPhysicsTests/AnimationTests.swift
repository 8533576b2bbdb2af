import Foundation
import Testing
@testable import ScrollSimPhysics

@Suite("Programmatic scrolling")
struct AnimationTests {
    @Test("UIKit profile: linear, monotonic, pixel-snapped, at the target exactly at 0.33 s", arguments: [CGFloat(1), 2, 3])
    func linearAnimation(scale: CGFloat) {
        let c = makeController(scale: scale)
        let log = CallbackLog(c)
        let start = 0.1
        let target = CGPoint(x: 0, y: 1000.3)
        c.setContentOffset(target, animated: true, at: start)
        expectInvariants(c)
        #expect(c.phase == .animating)
        #expect(c.isAnimating)
        let snappedTarget = (1000.3 * scale).rounded() / scale
        var previous = c.contentOffset.y
        var t = start
        for i in 1...19 {
            t = start + Double(i) * frame
            c.tick(t)
            expectInvariants(c)
            let y = c.contentOffset.y
            #expect(y >= previous)
            #expect(PixelSnapping.isSnapped(y, scale: scale))
            // Constant velocity: x(t) = 1000.3 · t / 0.33, snapped.
            let expected = PixelSnapping.snap(snappedTarget * CGFloat((t - start) / 0.33), scale: scale)
            #expect(y == expected)
            #expect(isClose(c.animationProgress, CGFloat((t - start) / 0.33), 1e-9))
            previous = y
        }
        #expect(c.contentOffset.y < snappedTarget)
        c.tick(start + 0.33)
        expectInvariants(c)
        #expect(c.contentOffset.y == snappedTarget)
        #expect(c.phase == .idle)
        #expect(log.didEndScrollingAnimation == 1)
        #expect(log.didScroll.count == 20)
        #expect(log.didScroll.last == c.contentOffset)
        c.tick(start + 1)
        expectInvariants(c)
        #expect(log.didEndScrollingAnimation == 1)
        #expect(log.didScroll.count == 20)
    }

    @Test("SwiftUI profile: spring converges onto the clamped target")
    func springAnimation() {
        let c = makeController(scale: 3, profile: .swiftui)
        let log = CallbackLog(c)
        c.setContentOffset(CGPoint(x: 0, y: 9000), animated: true, at: 0)
        expectInvariants(c)
        let max = c.maxOffset.y
        #expect(max == 2200)
        var highest: CGFloat = 0
        var t = 0.0
        while c.phase != .idle && t < 5 {
            t += frame
            c.tick(t)
            expectInvariants(c)
            highest = Swift.max(highest, c.contentOffset.y)
        }
        #expect(c.contentOffset.y == max)
        #expect(highest <= max)
        #expect(t < 2)
        #expect(log.didEndScrollingAnimation == 1)
        // Critically damped from rest: at t = 0.55 s the remaining distance is 2200 (1 + 2π) e^(−2π).
        let c2 = makeController(scale: 3, profile: .swiftui)
        c2.setContentOffset(CGPoint(x: 0, y: 2200), animated: true, at: 0)
        expectInvariants(c2)
        c2.tick(0.55)
        expectInvariants(c2)
        let expected = 2200 - 2200 * (1 + 2 * CGFloat.pi) * exp(-2 * CGFloat.pi)
        #expect(isClose(c2.contentOffset.y, PixelSnapping.snap(expected, scale: 3), 1e-9))
    }

    @Test("Non-animated set fires one did-scroll and no did-end; setting the same offset fires nothing")
    func nonAnimated() {
        let c = makeController()
        let log = CallbackLog(c)
        c.setContentOffset(CGPoint(x: 0, y: 420), animated: false, at: 1)
        expectInvariants(c)
        #expect(c.contentOffset.y == 420)
        #expect(log.didScroll == [CGPoint(x: 0, y: 420)])
        c.setContentOffset(CGPoint(x: 0, y: 420), animated: false, at: 2)
        expectInvariants(c)
        c.setContentOffset(CGPoint(x: 0, y: 420), animated: true, at: 3)
        expectInvariants(c)
        #expect(log.didScroll.count == 1)
        #expect(log.didEndScrollingAnimation == 0)
        #expect(c.phase == .idle)
    }

    @Test("A touch-down cancels the animation where it is, without did-end")
    func touchCancelsAnimation() {
        let c = makeController()
        let log = CallbackLog(c)
        c.setContentOffset(CGPoint(x: 0, y: 660), animated: true, at: 0)
        expectInvariants(c)
        c.tick(0.1)
        expectInvariants(c)
        let stopped = c.touchDown(at: CGPoint(x: 100, y: 400), time: 0.15)
        expectInvariants(c)
        #expect(stopped)
        #expect(c.touchStoppedScrolling)
        #expect(c.contentOffset.y == PixelSnapping.snap(660 * 0.15 / 0.33, scale: 1))
        let held = c.contentOffset
        run(c, from: 0.15, to: 1)
        #expect(c.contentOffset == held)
        c.touchUp(at: CGPoint(x: 100, y: 400), time: 1)
        expectInvariants(c)
        run(c, from: 1, to: 2)
        #expect(c.contentOffset == held)
        #expect(c.phase == .idle)
        #expect(log.didEndScrollingAnimation == 0)
        #expect(log.didEndDecelerating == 0)
        // A touch on a still view stops nothing.
        #expect(!c.touchDown(at: CGPoint(x: 1, y: 1), time: 3))
        expectInvariants(c)
    }

    @Test("A second animated call restarts from the current offset toward the new target")
    func secondCallRestarts() {
        let c = makeController()
        let log = CallbackLog(c)
        c.setContentOffset(CGPoint(x: 0, y: 1000), animated: true, at: 0)
        expectInvariants(c)
        c.tick(0.1)
        expectInvariants(c)
        c.setContentOffset(CGPoint(x: 0, y: 200), animated: true, at: 0.2)
        expectInvariants(c)
        let from = PixelSnapping.snap(1000 * 0.2 / 0.33, scale: 1)
        #expect(c.contentOffset.y == from)
        #expect(c.animationProgress == 0)
        c.tick(0.2 + 0.165)
        expectInvariants(c)
        #expect(c.contentOffset.y == PixelSnapping.snap(from + (200 - from) * 0.5, scale: 1))
        c.tick(0.53)
        expectInvariants(c)
        #expect(c.contentOffset.y == 200)
        #expect(log.didEndScrollingAnimation == 1)
    }

    @Test("UIKit profile does not clamp: a header beyond the max is reached, then the offset springs back into range")
    func targetBeyondMax() {
        let c = makeController(contentHeight: 2000) // max 1200
        let log = CallbackLog(c)
        c.setContentOffset(CGPoint(x: 0, y: 1500), animated: true, at: 0)
        expectInvariants(c)
        c.tick(0.33)
        expectInvariants(c)
        #expect(c.contentOffset.y == 1500)
        #expect(log.didEndScrollingAnimation == 1)
        #expect(c.phase == .bouncing)
        #expect(!c.isDecelerating)
        var previous = c.contentOffset.y
        var t = 0.33
        while c.phase != .idle && t < 5 {
            t += frame
            c.tick(t)
            expectInvariants(c)
            #expect(c.contentOffset.y <= previous)
            #expect(c.contentOffset.y >= 1200)
            previous = c.contentOffset.y
        }
        #expect(c.contentOffset.y == 1200)
        #expect(log.didEndDecelerating == 0)
        #expect(log.didEndScrollingAnimation == 1)
    }

    @Test("A finger holding an out-of-range offset keeps it there until released")
    func touchHoldsOutOfRange() {
        let c = makeController(contentHeight: 2000)
        c.setContentOffset(CGPoint(x: 0, y: 1500), animated: true, at: 0)
        expectInvariants(c)
        c.tick(0.2)
        expectInvariants(c)
        c.touchDown(at: CGPoint(x: 10, y: 10), time: 0.33)
        expectInvariants(c)
        let held = c.contentOffset.y
        #expect(held > 1200)
        run(c, from: 0.33, to: 1)
        #expect(c.contentOffset.y == held)
        c.touchUp(at: CGPoint(x: 10, y: 10), time: 1)
        expectInvariants(c)
        #expect(c.phase == .bouncing)
        settle(c, from: 1)
        #expect(c.contentOffset.y == 1200)
    }

    @Test("A resize during an animation does not retarget it; the end is clamped after")
    func resizeDuringAnimation() {
        let c = makeController(contentHeight: 2300) // max 1500
        let log = CallbackLog(c)
        c.setContentOffset(CGPoint(x: 0, y: 1500), animated: true, at: 0)
        expectInvariants(c)
        c.tick(0.1)
        expectInvariants(c)
        c.setContentSize(CGSize(width: 390, height: 1800), time: 0.1) // max 1000
        expectInvariants(c)
        #expect(c.maxOffset.y == 1000)
        #expect(c.phase == .animating)
        c.tick(0.2)
        expectInvariants(c)
        #expect(c.contentOffset.y == PixelSnapping.snap(1500 * 0.2 / 0.33, scale: 1))
        c.tick(0.33)
        expectInvariants(c)
        #expect(c.contentOffset.y == 1500)
        #expect(log.didEndScrollingAnimation == 1)
        settle(c, from: 0.33)
        #expect(c.contentOffset.y == 1000)
    }

    @Test("Setting the offset while decelerating or bouncing cancels that and animates from the current offset")
    func setWhileDecelerating() {
        let c = makeController()
        let log = CallbackLog(c)
        fling(c, velocity: 2000, at: 0)
        #expect(c.phase == .decelerating)
        c.tick(0.5)
        expectInvariants(c)
        let current = c.contentOffset.y
        c.setContentOffset(CGPoint(x: 0, y: 100), animated: true, at: 0.5)
        expectInvariants(c)
        #expect(c.phase == .animating)
        #expect(!c.isDecelerating)
        #expect(c.contentOffset.y == current)
        c.tick(0.5 + 0.165)
        expectInvariants(c)
        #expect(isClose(c.contentOffset.y, current + (100 - current) / 2, 1)) // half-way, within a pixel
        settle(c, from: 0.665)
        #expect(c.contentOffset.y == 100)
        #expect(log.didEndDecelerating == 0)
        #expect(log.didEndScrollingAnimation == 1)

        // Bouncing: pull past the top, release, then scroll programmatically.
        let b = makeController()
        b.touchDown(at: CGPoint(x: 100, y: 100), time: 0)
        expectInvariants(b)
        b.touchMove(to: CGPoint(x: 100, y: 110), time: 0.01)
        expectInvariants(b)
        b.touchMove(to: CGPoint(x: 100, y: 310), time: 0.2)
        expectInvariants(b)
        b.touchUp(at: CGPoint(x: 100, y: 310), time: 0.4)
        expectInvariants(b)
        #expect(b.phase == .bouncing)
        b.tick(0.45)
        expectInvariants(b)
        let pulled = b.contentOffset.y
        #expect(pulled < 0)
        b.setContentOffset(CGPoint(x: 0, y: 300), animated: true, at: 0.45)
        expectInvariants(b)
        #expect(b.phase == .animating)
        #expect(b.contentOffset.y == pulled)
        settle(b, from: 0.45)
        #expect(b.contentOffset.y == 300)
    }
}

/// Drags upward at a constant finger speed so that the content velocity is `velocity` pt/s, releasing at `t`.
func fling(_ c: ScrollController, velocity: CGFloat, at t: Double, x: CGFloat = 100) {
    let startY: CGFloat = 600
    let t0 = t - 0.2
    c.touchDown(at: CGPoint(x: x, y: startY), time: t0)
    expectInvariants(c)
    var y = startY
    var time = t0
    for _ in 0..<12 {
        time += frame
        y -= velocity * CGFloat(frame)
        c.touchMove(to: CGPoint(x: x, y: y), time: time)
        expectInvariants(c)
    }
    c.touchUp(at: CGPoint(x: x, y: y), time: t)
    expectInvariants(c)
}
