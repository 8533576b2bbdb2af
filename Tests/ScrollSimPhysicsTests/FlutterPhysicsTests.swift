import Foundation
import Testing
@testable import ScrollSimPhysics

/// The `.flutter` profile: Flutter's `BouncingScrollPhysics`, with the
/// constants of scroll_physics.dart, scroll_simulation.dart and
/// friction_simulation.dart.
@Suite("Flutter physics")
struct FlutterPhysicsTests {
    let lnDrag = log(0.135)

    @Test("Friction: x₀ − v₀ / ln 0.135 at rest, done when |v| falls below 1 / (0.05 · scale)")
    func friction() {
        let f = FrictionSimulation(position: 0, velocity: 1000, toleranceVelocity: 20)
        #expect(isClose(Double(f.finalX), -1000 / lnDrag, 1e-9))           // 499.38
        #expect(isClose(f.duration, log(20.0 / 1000) / lnDrag, 1e-12))     // 1.9536 s
        #expect(isClose(f.duration, 1.9536, 0.0001))
        #expect(isClose(Double(f.dx(1)), 135, 1e-9))
        #expect(!f.isDone(f.duration - 1e-6) && f.isDone(f.duration + 1e-6))
        #expect(isClose(f.timeAtX(250), log(lnDrag * 250 / 1000 + 1) / lnDrag, 1e-12))
        #expect(f.timeAtX(600) == .infinity)
        // Flutter's tolerance at 3×: 1/3 pt and 6.67 pt/s.
        let t3 = FlutterPhysics.tolerance(scale: 3)
        #expect(isClose(t3.distance, CGFloat(1.0 / 3)))
        #expect(isClose(t3.velocity, CGFloat(20.0 / 3)))
    }

    @Test("A fling stays inside: it rests where its speed falls to the tolerance, 20 / |ln 0.135| short of finalX")
    func flingInside() {
        let b = FlutterBounceSimulation(position: 0, velocity: 1000, range: ScrollRange(min: 0, max: 3000), scale: 1)
        #expect(b.spring == nil)
        #expect(isClose(Double(b.finalPosition), (-1000 + 20) / lnDrag, 1e-9)) // 489.39
        #expect(isClose(Double(b.finalPosition), 489.39, 0.01))
    }

    @Test("A fling into an edge springs from the edge with min(v, 5000): the cap applies only to positive velocities")
    func flingIntoEdges() throws {
        let range = ScrollRange(min: 0, max: 100)
        let down = FlutterBounceSimulation(position: 90, velocity: 20000, range: range, scale: 1)
        let f = FrictionSimulation(position: 90, velocity: 20000, toleranceVelocity: 20)
        let crossing = f.timeAtX(100)
        let springTime = try #require(down.springTime)
        #expect(isClose(springTime, crossing, 1e-12))
        #expect(f.dx(crossing) > 5000)
        #expect(down.spring?.spring.velocity == 5000)
        #expect(down.spring?.target == 100 && down.finalPosition == 100)
        let up = FlutterBounceSimulation(position: 10, velocity: -20000, range: range, scale: 1)
        let g = FrictionSimulation(position: 10, velocity: -20000, toleranceVelocity: 20)
        #expect(up.spring?.spring.velocity == g.dx(g.timeAtX(0)))  // about −19900, not capped
        #expect(up.spring!.spring.velocity < -19000)
        // The spring is Flutter's default: mass 0.5, stiffness 100, damping 1.1 · 2 · √50.
        let damping: CGFloat = 1.1 * 2 * CGFloat(50).squareRoot()
        #expect(isClose(up.spring!.spring.damping, damping, 1e-12))
        // Started past an edge, the spring starts at once.
        let back = FlutterBounceSimulation(position: -60, velocity: 0, range: range, scale: 1)
        #expect(back.springTime == 0 && back.friction == nil && back.isBouncing(0))
    }

    @Test("Rubber band: 0.52 · (1 − overscroll / viewport)² per movement; the movement that leaves the range is 1:1")
    func rubberBand() {
        let range = ScrollRange(min: 0, max: 500)
        #expect(FlutterPhysics.userOffset(30, at: 10, in: range, dimension: 800) == 30)     // inside, even past the edge
        let tension: CGFloat = 10 * 0.52 * 0.9 * 0.9
        #expect(isClose(FlutterPhysics.userOffset(10, at: -80, in: range, dimension: 800), tension))
        // Easing back uses the overscroll left after the movement: (80 − 10) / 800.
        let easing: CGFloat = -10 * 0.52 * (1 - 70.0 / 800) * (1 - 70.0 / 800)
        #expect(isClose(FlutterPhysics.userOffset(-10, at: -80, in: range, dimension: 800), easing))
        // Easing back past the edge: the 5 pt outside take 5 / γ of the movement, the rest is 1:1.
        let gamma: CGFloat = 0.52 * (1 + 15.0 / 800) * (1 + 15.0 / 800)
        let eased: CGFloat = -(5 + (20 - 5 / gamma))
        #expect(isClose(FlutterPhysics.userOffset(-20, at: -5, in: range, dimension: 800), eased))
        // Past the end the signs mirror.
        #expect(isClose(FlutterPhysics.userOffset(-10, at: 580, in: range, dimension: 800), -tension))
    }

    @Test("A drag past the top with the flutter profile follows Flutter's rubber band, then springs back with its spring")
    func dragPastTheTop() {
        let c = makeController(profile: .flutter)
        c.touchDown(at: CGPoint(x: 100, y: 100), time: 0)
        c.touchMove(to: CGPoint(x: 100, y: 110), time: frame)       // past the slop: the drag starts
        c.touchMove(to: CGPoint(x: 100, y: 150), time: 2 * frame)   // leaves the range: 1:1, −40
        #expect(c.contentOffset.y == -40)
        c.touchMove(to: CGPoint(x: 100, y: 190), time: 3 * frame)   // 40 · 0.52 · (1 − 40/800)²
        let expected: CGFloat = -40 - 40 * 0.52 * (1 - 40.0 / 800) * (1 - 40.0 / 800)
        #expect(c.contentOffset.y == PixelSnapping.snap(expected, scale: 1)) // −58.77 → −59
        expectInvariants(c)
        // Held still for more than 40 ms: no fling; the spring starts from where the drag left it.
        c.touchUp(at: CGPoint(x: 100, y: 190), time: 0.2)
        #expect(c.phase == .bouncing)
        let spring = SnapSimulation(position: expected, velocity: 0, target: 0,
                                    tolerance: FlutterPhysics.tolerance(scale: 1))
        c.tick(0.2 + 0.1)
        #expect(c.contentOffset.y == PixelSnapping.snap(spring.x(0.1), scale: 1))
        settle(c, from: 0.3)
        #expect(c.contentOffset.y == 0)
    }

    @Test("The flutter profile flings only past 100 pt/s and 18 pt of finger travel, and decelerates with friction 0.135")
    func flingsLikeFlutter() {
        // 1 pt a frame (60 pt/s): slower than Flutter's minimum fling velocity, nothing coasts.
        let slow = makeController(profile: .flutter)
        slow.touchDown(at: CGPoint(x: 100, y: 600), time: 0)
        var y: CGFloat = 589
        slow.touchMove(to: CGPoint(x: 100, y: y), time: frame)
        for i in 2...8 { y -= 1; slow.touchMove(to: CGPoint(x: 100, y: y), time: Double(i) * frame) }
        slow.touchUp(at: CGPoint(x: 100, y: y), time: 8 * frame)
        #expect(slow.phase == .idle)
        let uikit = makeController()
        uikit.touchDown(at: CGPoint(x: 100, y: 600), time: 0)
        y = 589
        uikit.touchMove(to: CGPoint(x: 100, y: y), time: frame)
        for i in 2...8 { y -= 1; uikit.touchMove(to: CGPoint(x: 100, y: y), time: Double(i) * frame) }
        uikit.touchUp(at: CGPoint(x: 100, y: y), time: 8 * frame)
        #expect(uikit.isDecelerating) // ScrollSim's rule coasts at 60 pt/s

        // A 1000 pt/s fling: every frame follows Flutter's friction from the release, and it
        // rests where the speed falls below 20 pt/s, 1.9536 s later.
        let c = makeController(profile: .flutter)
        fling(c, velocity: 1000, at: 1)
        let release = c.contentOffset.y
        let f = FrictionSimulation(position: release, velocity: 1000, toleranceVelocity: 20)
        #expect(isClose(c.velocity.y, 1000, 1e-6))
        for k in 1...30 {
            c.tick(1 + Double(k) * frame)
            #expect(c.contentOffset.y == PixelSnapping.snap(f.x(Double(k) * frame), scale: 1))
        }
        let end = settle(c, from: 1 + 30 * frame)
        #expect(isClose(end - 1, (f.duration * 60).rounded(.up) / 60, 1e-6))
        #expect(c.contentOffset.y == PixelSnapping.snap(f.x(f.duration), scale: 1))
    }
}
