import Foundation
import Testing
@testable import ScrollSimPhysics

@Suite("Both axes and callback re-entry")
struct TwoAxisTests {
    func wide() -> ScrollController {
        ScrollController(viewportSize: CGSize(width: 400, height: 800),
                         contentSize: CGSize(width: 1600, height: 3000), scale: 2)
    }

    @Test("Horizontal wheel and drag move the x offset; a disabled axis stays put")
    func horizontal() {
        let c = wide()
        c.wheel(dx: 1, dy: 0, time: 0)
        expectInvariants(c)
        #expect(c.contentOffset == CGPoint(x: 53, y: 0))
        c.wheel(dx: 100, dy: 0, time: 0.1)
        expectInvariants(c)
        #expect(c.contentOffset.x == 1200)
        c.touchDown(at: CGPoint(x: 200, y: 400), time: 1)
        expectInvariants(c)
        c.touchMove(to: CGPoint(x: 220, y: 400), time: 1.01)
        expectInvariants(c)
        c.touchMove(to: CGPoint(x: 320, y: 350), time: 1.02)
        expectInvariants(c)
        #expect(c.contentOffset == CGPoint(x: 1100, y: 50))
        c.touchUp(at: CGPoint(x: 320, y: 350), time: 1.3)
        expectInvariants(c)
        #expect(c.phase == .idle)
        c.isHorizontalScrollEnabled = false
        c.wheel(dx: -3, dy: -1, time: 2)
        expectInvariants(c)
        #expect(c.contentOffset == CGPoint(x: 1100, y: 103))
        #expect(c.horizontalIndicatorFrame == nil)
    }

    @Test("A diagonal programmatic scroll ends on both coordinates together")
    func diagonal() {
        let c = wide()
        c.setContentOffset(CGPoint(x: 600, y: 900), animated: true, at: 0)
        expectInvariants(c)
        c.tick(0.165)
        expectInvariants(c)
        #expect(c.contentOffset == CGPoint(x: 300, y: 450))
        c.tick(0.33)
        expectInvariants(c)
        #expect(c.contentOffset == CGPoint(x: 600, y: 900))
        #expect(c.phase == .idle)
    }

    @Test("did-end-scrolling-animation may start the next animation")
    func chainedAnimations() {
        let c = wide()
        var ends = 0
        c.onDidEndScrollingAnimation = { [unowned c] in
            ends += 1
            if ends == 1 { c.setContentOffset(CGPoint(x: 0, y: 100), animated: true, at: c.time) }
        }
        c.setContentOffset(CGPoint(x: 0, y: 500), animated: true, at: 0)
        expectInvariants(c)
        c.tick(0.33)
        expectInvariants(c)
        #expect(c.contentOffset.y == 500)
        #expect(c.phase == .animating)
        settle(c, from: 0.33)
        #expect(c.contentOffset.y == 100)
        #expect(ends == 2)
    }

    @Test("Velocity reports the drag, then the deceleration, then zero")
    func velocityReporting() {
        let c = wide()
        c.touchDown(at: CGPoint(x: 200, y: 600), time: 0)
        expectInvariants(c)
        var y: CGFloat = 600
        var t = 0.0
        for _ in 0..<10 {
            t += frame
            y -= 20 // 1200 pt/s upward finger, content +1200 pt/s
            c.touchMove(to: CGPoint(x: 200, y: y), time: t)
            expectInvariants(c)
        }
        #expect(isClose(c.velocity.y, 1200, 1))
        c.touchUp(at: CGPoint(x: 200, y: y), time: t)
        expectInvariants(c)
        #expect(isClose(c.velocity.y, 1200, 1))
        c.tick(t + 0.5)
        expectInvariants(c)
        #expect(isClose(c.velocity.y, 1200 * CGFloat(pow(0.998, 500.0)), 1))
        settle(c, from: t + 0.5)
        #expect(c.velocity == .zero)
    }
}
