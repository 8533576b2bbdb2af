import Foundation
import Testing
@testable import ScrollSimPhysics

@Suite("Touches")
struct TouchTests {
    @Test("The content follows the finger 1:1 after a 10 pt slop, anchored where the slop was exceeded")
    func slopAndFollow() {
        let c = makeController()
        let log = CallbackLog(c)
        c.touchDown(at: CGPoint(x: 100, y: 500), time: 0)
        expectInvariants(c)
        c.touchMove(to: CGPoint(x: 100, y: 494), time: 0.01)
        expectInvariants(c)
        #expect(!c.isDragging)
        #expect(c.isTracking)
        #expect(c.contentOffset.y == 0)
        c.touchMove(to: CGPoint(x: 100, y: 488), time: 0.02)
        expectInvariants(c)
        #expect(c.isDragging)
        #expect(c.phase == .dragging)
        #expect(c.contentOffset.y == 0) // no jump when the drag starts
        c.touchMove(to: CGPoint(x: 100, y: 388), time: 0.03)
        expectInvariants(c)
        #expect(c.contentOffset.y == 100)
        c.touchMove(to: CGPoint(x: 100, y: 438), time: 0.04)
        expectInvariants(c)
        #expect(c.contentOffset.y == 50)
        #expect(log.didScroll.count == 2)
        // Horizontal finger motion does nothing when the content fits horizontally.
        c.touchMove(to: CGPoint(x: 300, y: 438), time: 0.05)
        expectInvariants(c)
        #expect(c.contentOffset.x == 0)
    }

    @Test("A fling decelerates to x0 + v0 / (1000 · −ln 0.998) and fires did-end-decelerating once")
    func flingDecelerates() {
        let c = makeController()
        let log = CallbackLog(c)
        fling(c, velocity: 1000, at: 1)
        #expect(c.phase == .decelerating)
        #expect(c.isDecelerating)
        #expect(isClose(c.velocity.y, 1000, 1))
        let releaseOffset = c.contentOffset.y
        let distance: CGFloat = c.velocity.y / CGFloat(-1000 * Foundation.log(0.998))
        let expectedRest = releaseOffset + distance
        let end = settle(c, from: 1)
        #expect(c.phase == .idle)
        #expect(c.contentOffset.y == PixelSnapping.snap(expectedRest, scale: 1))
        #expect(isClose(end - 1, 3.45, 0.05))
        #expect(log.didEndDecelerating == 1)
        #expect(log.didEndScrollingAnimation == 0)
    }

    @Test("A fling ends at the same frame at 1×, 2× and 3×: the deceleration stops within 0.5 pt of its rest point at every scale")
    func flingEndDoesNotDependOnScale() {
        // T = ln(0.5 · 1000 |ln d| / v₀) / (1000 ln d) for v₀ = 1000 pt/s, d = 0.998: 3.4499 s,
        // so at 60 Hz the first frame at or past it is frame 207 after the release.
        // (With a 0.5 / scale threshold it was 3.7961 s at 2× and 3.9987 s at 3×: frames 228 and 240.)
        let k = 1000 * Foundation.log(0.998)
        let duration = Foundation.log(0.5 * -k / 1000) / k
        #expect(isClose(duration, 3.4499, 0.0001))
        let frames = (duration * 60).rounded(.up)
        #expect(frames == 207)
        for scale: CGFloat in [1, 2, 3] {
            let c = makeController(scale: scale)
            fling(c, velocity: 1000, at: 1)
            let release = c.contentOffset.y
            let end = settle(c, from: 1)
            #expect(isClose(end - 1, frames / 60, 1e-6), "scale \(scale): at rest \(end - 1) s after the release")
            #expect(c.contentOffset.y == PixelSnapping.snap(release + 1000 / CGFloat(-k), scale: scale))
        }
    }

    @Test("A finger slowing down (offsets 0, 40, 80, 115, 145, 170, 190, 205 at 60 Hz) is released at 1365 pt/s")
    func releaseVelocityIsTheWeightedEstimate() {
        let c = makeController()
        c.touchDown(at: CGPoint(x: 100, y: 600), time: -0.01)
        c.touchMove(to: CGPoint(x: 100, y: 580), time: 0)   // past the slop: the drag starts at offset 0
        // The finger samples (down, slop, then one a frame) end with the pairs 1500, 1200, 900 pt/s.
        let offsets: [CGFloat] = [40, 80, 115, 145, 170, 190, 205]
        for (i, o) in offsets.enumerated() {
            c.touchMove(to: CGPoint(x: 100, y: 580 - o), time: Double(i + 1) / 60)
            expectInvariants(c)
        }
        #expect(c.contentOffset.y == 205)
        c.touchUp(at: CGPoint(x: 100, y: 375), time: 7.0 / 60) // lifted where it was: no extra sample
        expectInvariants(c)
        // 0.6 · 1500 + 0.35 · 1200 + 0.05 · 900
        #expect(isClose(c.velocity.y, 1365, 1e-6))
        settle(c, from: 7.0 / 60)
        #expect(c.contentOffset.y == PixelSnapping.snap(205 + 1365 / CGFloat(-1000 * Foundation.log(0.998)), scale: 1))
        #expect(c.contentOffset.y == 887) // 205 + 681.82
    }

    @Test("A finger that rests more than 40 ms before lifting flings nothing; 40 ms or less keeps the fling")
    func restBeforeLift() {
        for (rest, flings) in [(0.04, true), (0.05, false)] {
            let c = makeController()
            c.touchDown(at: CGPoint(x: 100, y: 600), time: 0)
            var y: CGFloat = 580
            c.touchMove(to: CGPoint(x: 100, y: y), time: 0)
            for i in 1...6 {
                y -= 20
                c.touchMove(to: CGPoint(x: 100, y: y), time: Double(i) / 60)
            }
            c.touchUp(at: CGPoint(x: 100, y: y), time: 0.1 + rest)
            #expect(c.isDecelerating == flings, "rest \(rest) s")
            #expect(isClose(c.velocity.y, flings ? 1200 : 0, 1e-6), "rest \(rest) s")
        }
    }

    @Test("Assigning the offset during a deceleration keeps it going from there; setContentOffset(animated: false) stops it")
    func assigningTheOffsetKeepsTheDeceleration() {
        let k = CGFloat(DecelerationRate.normal.coefficient)
        let c = makeController()
        let log = CallbackLog(c)
        fling(c, velocity: 1500, at: 1)
        c.tick(1.5)
        let v = c.velocity.y
        #expect(isClose(v, 1500 * exp(k * 0.5), 1e-6)) // 551.3 pt/s half a second after the release
        let moved = c.contentOffset.y - 300
        c.assignContentOffset(CGPoint(x: 0, y: moved), at: 1.5)
        expectInvariants(c)
        #expect(c.contentOffset.y == moved)
        #expect(c.isDecelerating && c.phase == .decelerating)
        #expect(c.velocity.y == v)
        settle(c, from: 1.5)
        // The deceleration restarted at the new offset with v: it rests v / (1000 |ln d|) further.
        #expect(c.contentOffset.y == PixelSnapping.snap(moved + v / -k, scale: 1))
        #expect(log.didEndDecelerating == 1)

        let d = makeController()
        let dlog = CallbackLog(d)
        fling(d, velocity: 1500, at: 1)
        d.tick(1.5)
        let target = d.contentOffset.y - 300
        d.setContentOffset(CGPoint(x: 0, y: target), animated: false, at: 1.5)
        expectInvariants(d)
        #expect(d.phase == .idle && !d.isDecelerating && d.velocity == .zero)
        run(d, from: 1.5, to: 2)
        #expect(d.contentOffset.y == target)
        #expect(dlog.didEndDecelerating == 0)

        // With nothing decelerating, assigning is setContentOffset(animated: false): an animation stops.
        let e = makeController()
        e.setContentOffset(CGPoint(x: 0, y: 1000), animated: true, at: 0)
        e.tick(0.1)
        e.assignContentOffset(CGPoint(x: 0, y: 50), at: 0.1)
        #expect(e.phase == .idle && e.contentOffset.y == 50)
    }

    @Test("A touch-down during deceleration stops it where it is and reports that it did")
    func touchStopsDeceleration() {
        let c = makeController()
        let log = CallbackLog(c)
        fling(c, velocity: 1500, at: 1)
        c.tick(1.3)
        expectInvariants(c)
        #expect(c.touchDown(at: CGPoint(x: 50, y: 50), time: 1.35))
        expectInvariants(c)
        let held = c.contentOffset
        #expect(c.phase == .idle)
        run(c, from: 1.35, to: 2)
        #expect(c.contentOffset == held)
        c.touchUp(at: CGPoint(x: 50, y: 50), time: 2)
        expectInvariants(c)
        #expect(log.didEndDecelerating == 0)
    }

    @Test("Dragging past the top shows the overscroll through the rubber band, then springs back")
    func rubberBandAndSpringBack() {
        let c = makeController()
        let log = CallbackLog(c)
        c.touchDown(at: CGPoint(x: 100, y: 100), time: 0)
        expectInvariants(c)
        c.touchMove(to: CGPoint(x: 100, y: 110), time: 0.05)
        expectInvariants(c)
        c.touchMove(to: CGPoint(x: 100, y: 210), time: 0.1)
        expectInvariants(c)
        let band: CGFloat = 100 * 800 * 0.55
        let expected: CGFloat = -band / (800 + 0.55 * 100) // −51.46
        #expect(c.contentOffset.y == PixelSnapping.snap(expected, scale: 1))
        // Moving back follows the inverse: no jump.
        c.touchMove(to: CGPoint(x: 100, y: 110), time: 0.15)
        expectInvariants(c)
        #expect(c.contentOffset.y == 0)
        c.touchMove(to: CGPoint(x: 100, y: 210), time: 0.6)
        expectInvariants(c)
        c.touchUp(at: CGPoint(x: 100, y: 210), time: 0.8) // paused: no fling velocity
        expectInvariants(c)
        #expect(c.phase == .bouncing)
        #expect(c.isDecelerating)
        var previous = c.contentOffset.y
        var t = 0.8
        while c.phase != .idle && t < 5 {
            t += frame
            c.tick(t)
            expectInvariants(c)
            #expect(c.contentOffset.y >= previous) // critically damped: no overshoot
            #expect(c.contentOffset.y <= 0)
            previous = c.contentOffset.y
        }
        #expect(c.contentOffset.y == 0)
        #expect(log.didEndDecelerating == 1)
    }

    @Test("A fling into the bottom edge overshoots, then settles exactly at the max")
    func flingIntoEdge() {
        let c = makeController()
        c.setContentOffset(CGPoint(x: 0, y: 1900), animated: false, at: 0)
        expectInvariants(c)
        fling(c, velocity: 3000, at: 1)
        var highest: CGFloat = 0
        var sawBounce = false
        var t = 1.0
        while c.phase != .idle && t < 10 {
            t += frame
            c.tick(t)
            expectInvariants(c)
            highest = max(highest, c.contentOffset.y)
            if c.phase == .bouncing { sawBounce = true }
        }
        #expect(sawBounce)
        #expect(highest > 2200)
        #expect(c.contentOffset.y == 2200)
    }

    @Test("Content shorter than the viewport: max equals min, only a rubber band that springs back")
    func shortContent() {
        let c = makeController(contentHeight: 500)
        #expect(c.maxOffset.y == c.minOffset.y)
        c.wheel(dx: 0, dy: -3, time: 0)
        expectInvariants(c)
        #expect(c.contentOffset.y == 0)
        c.key(.pageDown, shift: false, time: 0.1)
        expectInvariants(c)
        #expect(c.phase == .idle)
        fling(c, velocity: 1000, at: 1)
        #expect(c.contentOffset.y > 0)
        #expect(c.phase == .bouncing)
        settle(c, from: 1)
        #expect(c.contentOffset.y == 0)
        // Without alwaysBounceVertical nothing moves.
        let d = makeController(contentHeight: 500)
        d.alwaysBounceVertical = false
        fling(d, velocity: 1000, at: 1)
        #expect(d.contentOffset.y == 0)
        #expect(d.phase == .idle)
    }

    @Test("Cancelling a touch past the edge springs back without a fling")
    func cancelTouch() {
        let c = makeController()
        c.touchDown(at: CGPoint(x: 100, y: 100), time: 0)
        expectInvariants(c)
        c.touchMove(to: CGPoint(x: 100, y: 120), time: 0.01)
        expectInvariants(c)
        c.touchMove(to: CGPoint(x: 100, y: 220), time: 0.02)
        expectInvariants(c)
        #expect(c.contentOffset.y < 0)
        c.cancelTouch(time: 0.03)
        expectInvariants(c)
        #expect(!c.isTracking)
        #expect(c.phase == .bouncing)
        settle(c, from: 0.03)
        #expect(c.contentOffset.y == 0)
    }
}
