import Foundation
import Testing
@testable import ScrollSimPhysics

@Suite("Wheel, keys and resizing")
struct InputTests {
    @Test("Wheel: 53 pt per notch, positive notches toward the top, clamped, immediate")
    func wheel() {
        let c = makeController()
        let log = CallbackLog(c)
        c.wheel(dx: 0, dy: -1, time: 0)
        expectInvariants(c)
        #expect(c.contentOffset.y == 53)
        c.wheel(dx: 0, dy: -2.5, time: 0.1)
        expectInvariants(c)
        #expect(c.contentOffset.y == PixelSnapping.snap(53 + 132.5, scale: 1)) // 185.5 rounds to 186 at scale 1
        c.wheel(dx: 0, dy: 10, time: 0.2)
        expectInvariants(c)
        #expect(c.contentOffset.y == 0)
        c.wheel(dx: 0, dy: 1, time: 0.3)
        expectInvariants(c)
        #expect(log.didScroll.count == 3)
        c.wheel(dx: 0, dy: -100, time: 0.4)
        expectInvariants(c)
        #expect(c.contentOffset.y == 2200)
        #expect(c.phase == .idle)
    }

    @Test("Wheel cancels a running animation without did-end")
    func wheelCancelsAnimation() {
        let c = makeController()
        let log = CallbackLog(c)
        c.setContentOffset(CGPoint(x: 0, y: 1000), animated: true, at: 0)
        expectInvariants(c)
        c.tick(0.1)
        expectInvariants(c)
        let before = c.contentOffset.y
        c.wheel(dx: 0, dy: -1, time: 0.1)
        expectInvariants(c)
        #expect(c.contentOffset.y == before + 53)
        #expect(c.phase == .idle)
        run(c, from: 0.1, to: 1)
        #expect(c.contentOffset.y == before + 53)
        #expect(log.didEndScrollingAnimation == 0)
    }

    @Test("Keys: arrows 40 pt, pages 90 % of the visible height, Home and End, clamped and animated")
    func keys() {
        let c = ScrollController(viewportSize: CGSize(width: 390, height: 844),
                                 contentSize: CGSize(width: 390, height: 3000),
                                 contentInset: ScrollInsets(top: 47, bottom: 34), scale: 3)
        #expect(c.contentOffset.y == -47)
        let visible: CGFloat = 844 - 47 - 34
        let page: CGFloat = 0.9 * visible
        c.key(.down, shift: false, time: 0)
        expectInvariants(c)
        #expect(c.phase == .animating)
        settle(c, from: 0)
        #expect(c.contentOffset.y == -7)
        c.key(.space, shift: false, time: 1)
        expectInvariants(c)
        settle(c, from: 1)
        #expect(c.contentOffset.y == PixelSnapping.snap(-7 + page, scale: 3))
        c.key(.space, shift: true, time: 2)
        expectInvariants(c)
        settle(c, from: 2)
        #expect(c.contentOffset.y == -7)
        c.key(.pageDown, shift: false, time: 3)
        expectInvariants(c)
        c.key(.pageDown, shift: false, time: 3.1) // adds to the running target
        expectInvariants(c)
        settle(c, from: 3.1)
        #expect(c.contentOffset.y == PixelSnapping.snap(-7 + 2 * page, scale: 3))
        c.key(.end, shift: false, time: 4)
        expectInvariants(c)
        settle(c, from: 4)
        let expectedMax: CGFloat = 3000 - 844 + 34
        #expect(c.contentOffset.y == expectedMax)
        c.key(.down, shift: false, time: 5)
        expectInvariants(c)
        #expect(c.phase == .idle) // clamped: nowhere to go
        c.key(.pageUp, shift: false, time: 5.5)
        expectInvariants(c)
        settle(c, from: 5.5)
        #expect(c.contentOffset.y == PixelSnapping.snap(2190 - page, scale: 3))
        c.key(.up, shift: false, time: 6)
        expectInvariants(c)
        settle(c, from: 6)
        #expect(c.contentOffset.y == PixelSnapping.snap(2190 - page - 40, scale: 3))
        c.key(.home, shift: false, time: 7)
        expectInvariants(c)
        settle(c, from: 7)
        #expect(c.contentOffset.y == -47)
    }

    @Test("Keys animate with the SwiftUI spring when that profile is active")
    func keysWithSpring() {
        let c = makeController(profile: .swiftui)
        let log = CallbackLog(c)
        c.key(.end, shift: false, time: 0)
        expectInvariants(c)
        c.tick(0.33)
        expectInvariants(c)
        #expect(c.phase == .animating)
        #expect(c.contentOffset.y < 2200)
        settle(c, from: 0.33)
        #expect(c.contentOffset.y == 2200)
        #expect(log.didEndScrollingAnimation == 1)
    }

    @Test("At rest, a range that shrinks below the offset clamps it at once")
    func resizeWhileIdle() {
        let c = makeController()
        let log = CallbackLog(c)
        c.setContentOffset(CGPoint(x: 0, y: 2200), animated: false, at: 0)
        expectInvariants(c)
        c.setViewportSize(CGSize(width: 390, height: 1000), time: 1) // max 2000
        expectInvariants(c)
        #expect(c.contentOffset.y == 2000)
        #expect(c.phase == .idle)
        c.setContentInset(ScrollInsets(top: 47, bottom: 34), time: 2) // max 2034
        expectInvariants(c)
        #expect(c.contentOffset.y == 2000)
        c.setContentSize(CGSize(width: 390, height: 500), time: 3)
        expectInvariants(c)
        #expect(c.contentOffset.y == -47)
        #expect(log.didScroll.count == 3)
    }

    @Test("A range change during deceleration keeps the motion going toward the new range")
    func resizeWhileDecelerating() {
        let c = makeController()
        fling(c, velocity: 2000, at: 1)
        c.tick(1.2)
        expectInvariants(c)
        c.setContentSize(CGSize(width: 390, height: 1400), time: 1.2) // max 600
        expectInvariants(c)
        let end = settle(c, from: 1.2)
        #expect(end < 11)
        #expect(c.contentOffset.y == 600)
    }
}
