import Foundation
import Testing
@testable import ScrollSimPhysics

/// A 390 × 800 viewport over five 390 pt pages side by side, plus `extra`
/// points: the horizontal range is 0…(1560 + extra).
private func pager(extra: CGFloat = 0, scale: CGFloat = 1) -> ScrollController {
    let c = ScrollController(viewportSize: CGSize(width: 390, height: 800),
                             contentSize: CGSize(width: 5 * 390 + extra, height: 800), scale: scale)
    c.isVerticalScrollEnabled = false
    c.alwaysBounceVertical = false
    c.isPagingEnabled = true
    return c
}

/// A finger drags from x = 300 by `distance` points to the left (10 pt of
/// slop first, so the content moves `distance − 10`), moving every frame.
/// With `pause`, it rests 0.2 s before lifting (release velocity 0, as the
/// velocity tracker looks back 100 ms); else it lifts on the last move.
/// Returns the release time.
private func swipeLeft(_ c: ScrollController, from x: CGFloat = 300, distance: CGFloat, frames: Int, pause: Bool,
                       at start: Double = 0) -> Double {
    var t = start
    c.touchDown(at: CGPoint(x: x, y: 400), time: t)
    expectInvariants(c)
    t += frame
    c.touchMove(to: CGPoint(x: x - 10, y: 400), time: t)
    expectInvariants(c)
    for i in 1...frames {
        t += frame
        c.touchMove(to: CGPoint(x: x - 10 - (distance - 10) * CGFloat(i) / CGFloat(frames), y: 400), time: t)
        expectInvariants(c)
    }
    if pause { t += 0.2 }
    c.touchUp(at: CGPoint(x: x - distance, y: 400), time: t)
    expectInvariants(c)
    return t
}

@Suite("Paging and view-aligned snapping")
struct SnappingTests {
    @Test("The snap spring is Flutter's default: mass 0.5, stiffness 100, damping 2·1.1·√50, over-damped")
    func snapSpring() {
        let snap = SnapSimulation(position: 200, velocity: 0, target: 390)
        // damping = 2 · ζ · √(m k) = 2 · 1.1 · √(0.5 · 100) = 15.5563
        #expect(isClose(snap.spring.damping, 2 * 1.1 * (50 as CGFloat).squareRoot()))
        #expect(isClose(snap.spring.dampingRatio, 1.1))
        #expect(isClose(snap.x(0), 200, 1e-9))
        // Over-damped from rest: it approaches 390 from below and never passes it.
        var t = 0.0
        while !snap.isDone(t) {
            #expect(snap.x(t) <= 390)
            t += frame
        }
        #expect(abs(snap.x(t) - 390) < 0.1)
        // Flutter's tolerance velocity 1 / (0.05 · dpr): 20 pt/s at 1×, 20/3 at 3×.
        #expect(SnapSimulation.flingVelocity(scale: 1) == 20)
        #expect(isClose(SnapSimulation.flingVelocity(scale: 3), 20.0 / 3))
    }

    @Test("Paging rule: nearest page when slow, the next boundary in the velocity's direction when flung, the range's end last")
    func pagingRule() {
        let range = ScrollRange(min: 0, max: 1560)
        func target(_ position: CGFloat, _ velocity: CGFloat, _ r: ScrollRange = range) -> CGFloat {
            PagingTarget(position: position, velocity: velocity, pageLength: 390, range: r).target
        }
        #expect(target(200, 0) == 390)      // 200/390 = 0.513 → page 1: past half a page
        #expect(target(190, 0) == 0)        // 0.487 → page 0
        #expect(target(100, 900) == 390)    // 0.256 + 0.5 → page 1: flung below half a page
        #expect(target(100, 19) == 0)       // 19 pt/s is below the 20 pt/s fling threshold: nearest page
        #expect(target(410, -1200) == 390)  // 1.051 − 0.5 → page 1: one boundary back, not two
        #expect(target(780, 900) == 1170)   // on page 2, flung: page 3
        // Content of 5 pages + 100 pt: the last page rests at the range's end, 1660.
        let longer = ScrollRange(min: 0, max: 1660)
        #expect(target(1600, 900, longer) == 1660) // 40 pt into the last, 100 pt page, flung forward: its end
        #expect(target(1580, 0, longer) == 1560)   // 20 of the last, 100 pt page → its start
        #expect(target(1620, 0, longer) == 1660)   // 60 of it → its end
        // A page origin: pages at −47 + k · 763 (the safe area's top inset).
        let tall = PagingTarget(position: 400, velocity: 0, pageLength: 763, origin: -47,
                                range: ScrollRange(min: -47, max: 3000))
        #expect(tall.target == 716)         // (400 + 47) / 763 = 0.586 → page 1 → −47 + 763
        // Past an edge and not heading back: paging leaves it to the bounce.
        #expect(!PagingTarget.applies(position: -30, velocity: -10, range: range))
        #expect(PagingTarget.applies(position: -30, velocity: 10, range: range))
        #expect(!PagingTarget.applies(position: 1600, velocity: 0, range: range))
    }

    @Test("Paging targets are snapped to the device's pixel grid")
    func pagingPixelGrid() {
        // Page 1 of 763/2 = 381.5 pt pages on a 3× grid: 381.5 · 3 = 1144.5 px → 1145 px = 381.6667 pt.
        let page = PagingTarget(position: 300, velocity: 0, pageLength: 381.5, range: ScrollRange(min: 0, max: 2000), scale: 3)
        #expect(page.target == PixelSnapping.snap(381.5, scale: 3))
        #expect(PixelSnapping.isSnapped(page.target, scale: 3))
    }

    @Test("A slow drag past half a page turns the page: the offset follows the snap spring frame by frame to 390")
    func slowDragPastHalfAPage() {
        let c = pager()
        let log = CallbackLog(c)
        // 10 pt of slop, then 200 pt: the content is at 200 (past 195, half a page).
        let release = swipeLeft(c, distance: 210, frames: 10, pause: true)
        #expect(c.contentOffset.x == 200)
        #expect(isClose(c.velocity.x, 0, 1e-9)) // released at rest: the spring starts with no speed
        #expect(c.phase == .decelerating)
        #expect(c.isDecelerating)
        // Each frame shows SnapSimulation(200 → 390 from rest) at that time, snapped to whole points.
        let spring = SnapSimulation(position: 200, velocity: 0, target: 390)
        var t = release
        for _ in 1...10 {
            t += frame
            c.tick(t)
            expectInvariants(c)
            #expect(c.contentOffset.x == PixelSnapping.snap(spring.x(t - release), scale: 1))
        }
        settle(c, from: t)
        #expect(c.contentOffset.x == 390)
        #expect(c.phase == .idle)
        #expect(log.didEndDecelerating == 1)
    }

    @Test("A slow drag short of half a page goes back to the page it started on")
    func slowDragShortOfHalf() {
        let c = pager()
        let release = swipeLeft(c, distance: 190, frames: 10, pause: true)
        #expect(c.contentOffset.x == 180)
        settle(c, from: release)
        #expect(c.contentOffset.x == 0)
    }

    @Test("A fast flick below half a page turns the page, and only one")
    func fastFlickBelowHalf() {
        let c = pager()
        // 10 pt slop, then 90 pt in 3 frames (30 pt a frame, 1800 pt/s): at 90, lifted moving.
        let release = swipeLeft(c, distance: 100, frames: 3, pause: false)
        #expect(c.contentOffset.x == 90)
        #expect(c.velocity.x > 1000)
        settle(c, from: release)
        // 90/390 = 0.23 + 0.5 → page 1. Deceleration alone would have gone to
        // 90 + 1800/2.002 ≈ 989 (page 2.5).
        #expect(c.contentOffset.x == 390)
    }

    @Test("A flick on the last, shorter page rests at the end of the content")
    func lastPage() {
        let c = pager(extra: 100) // range 0…1660
        c.setContentOffset(CGPoint(x: 1560, y: 0), animated: false, at: 0)
        expectInvariants(c)
        let release = swipeLeft(c, distance: 60, frames: 2, pause: false, at: 0.1)
        #expect(c.contentOffset.x == 1610)
        settle(c, from: release)
        // 50 pt into the last, 100 pt page (1560…1660), flung forward: its end.
        #expect(c.contentOffset.x == 1660)
        // The 100 pt past page 4 (1560) is a last, shorter page: a slow drag
        // back by 40 pt from its end leaves 1620, (1620 − 1560)/100 = 0.6 of
        // it → back to its end, 1660; by 60 pt, 0.4 of it → page 4, 1560.
        for (distance, rest) in [(CGFloat(50), CGFloat(1660)), (70, 1560)] {
            let c2 = pager(extra: 100)
            c2.setContentOffset(CGPoint(x: 1660, y: 0), animated: false, at: 0)
            expectInvariants(c2)
            c2.touchDown(at: CGPoint(x: 100, y: 400), time: 0.1)
            expectInvariants(c2)
            c2.touchMove(to: CGPoint(x: 110, y: 400), time: 0.12)
            expectInvariants(c2)
            c2.touchMove(to: CGPoint(x: 100 + distance, y: 400), time: 0.14)
            expectInvariants(c2)
            c2.touchUp(at: CGPoint(x: 100 + distance, y: 400), time: 0.5)
            expectInvariants(c2)
            #expect(c2.contentOffset.x == 1660 - (distance - 10))
            settle(c2, from: 0.5)
            #expect(c2.contentOffset.x == rest)
        }
    }

    @Test("Without paging the same flick decelerates past the page (the paging test above can fail)")
    func noPagingDecelerates() {
        let c = pager()
        c.isPagingEnabled = false
        let release = swipeLeft(c, distance: 100, frames: 3, pause: false)
        settle(c, from: release)
        #expect(c.contentOffset.x > 780)
    }

    @Test("A content-size change during a page snap keeps the page as the target")
    func snapSurvivesResize() {
        let c = pager()
        let release = swipeLeft(c, distance: 210, frames: 10, pause: true)
        c.tick(release + 3 * frame)
        expectInvariants(c)
        c.setContentSize(CGSize(width: 10 * 390, height: 800), time: release + 4 * frame)
        expectInvariants(c)
        #expect(c.phase == .decelerating)
        settle(c, from: release + 4 * frame)
        #expect(c.contentOffset.x == 390)
    }

    @Test("View-aligned rule: limited goes one edge past the release, unlimited the first edge past the deceleration's rest point")
    func viewAlignedRule() {
        let range = ScrollRange(min: 0, max: 1200)
        let edges: [CGFloat] = [0, 310, 620, 930, 1240]
        func target(_ p: CGFloat, _ v: CGFloat, limited: Bool) -> CGFloat {
            ViewAlignedTarget(position: p, velocity: v, edges: edges, range: range, isLimited: limited).target
        }
        #expect(target(100, 900, limited: true) == 310)
        // Unlimited: rest = 100 + 900 / (1000 · −ln 0.998) = 549.5 → first edge at or past it, 620.
        #expect(target(100, 900, limited: false) == 620)
        #expect(target(140, 0, limited: true) == 0)      // slow: nearest edge to 140
        #expect(target(200, 0, limited: false) == 310)   // slow: nearest edge to 200
        #expect(target(400, -900, limited: true) == 310) // back one edge
        // Unlimited backwards: rest = 700 − 449.5 = 250.5 → last edge at or before it, 0.
        #expect(target(700, -900, limited: false) == 0)
        // The edge at 1240 lies past the range: it is limited to 1200.
        #expect(target(1100, 900, limited: true) == 1200)
        // Already on an edge and flung (limited): the next edge, not this one.
        #expect(target(310, 900, limited: true) == 620)
        // No edges: the deceleration's rest point, limited to the range.
        let free = ViewAlignedTarget(position: 100, velocity: 900, edges: [], range: range, isLimited: true)
        #expect(isClose(free.target, PixelSnapping.snap(100 + 900 / (-CGFloat(DecelerationRate.normal.coefficient)), scale: 1)))
    }

    @Test("willEndDragging moves the resting offset: the release springs to the returned target")
    func willEndDraggingRetargets() {
        let c = makeController()
        let log = CallbackLog(c)
        var seen: (CGPoint, CGPoint)?
        c.willEndDragging = { velocity, target in
            seen = (velocity, target)
            target.y = (target.y / 100).rounded(.down) * 100
        }
        c.touchDown(at: CGPoint(x: 100, y: 500), time: 0)
        expectInvariants(c)
        c.touchMove(to: CGPoint(x: 100, y: 490), time: frame)
        expectInvariants(c)
        c.touchMove(to: CGPoint(x: 100, y: 440), time: 2 * frame)
        expectInvariants(c)
        c.touchMove(to: CGPoint(x: 100, y: 390), time: 3 * frame)
        expectInvariants(c)
        c.touchUp(at: CGPoint(x: 100, y: 390), time: 3 * frame)
        expectInvariants(c)
        let (velocity, proposed) = try! #require(seen)
        // The finger went 500 → 490 → 440 → 390 a frame apart: pair velocities 600, 3000, 3000 pt/s,
        // weighted 0.6, 0.35, 0.05: 1560 pt/s. The proposal is where deceleration would rest:
        // 100 + v / (1000 · −ln 0.998), whole points at 1×.
        #expect(isClose(velocity.y, 1560, 1e-6))
        #expect(proposed.y == PixelSnapping.snap(100 + velocity.y / -CGFloat(DecelerationRate.normal.coefficient), scale: 1))
        settle(c, from: 3 * frame)
        #expect(c.contentOffset.y == (proposed.y / 100).rounded(.down) * 100)
        #expect(log.didEndDecelerating == 1)
    }
}
