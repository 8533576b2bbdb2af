#if DEBUG
import Foundation
import Testing
@testable import ScrollSimPhysics

@Suite("Invariant checks")
struct InvariantTests {
    @Test("A seeded mix of touches, wheel, keys, programmatic scrolls and resizes keeps every invariant, step by step")
    func randomInputKeepsInvariants() {
        var random = SplitMix(seed: 0x5C2011)
        for run in 0..<20 {
            let c = ScrollController(viewportSize: CGSize(width: 400, height: 800),
                                     contentSize: CGSize(width: 1600, height: 3000),
                                     contentInset: ScrollInsets(top: 47, bottom: 34), scale: CGFloat(1 + run % 3))
            c.isPagingEnabled = run % 4 == 1
            c.alwaysBounceHorizontal = run % 2 == 0
            c.profile = run % 5 == 2 ? .swiftui : .uikit
            if run % 4 == 3 { c.willEndDragging = { _, target in target.y = (target.y / 100).rounded() * 100 } }
            var t = 0.0
            var finger = CGPoint(x: 200, y: 400)
            for step in 0..<400 {
                t += frame * Double(random.below(3))
                switch random.below(12) {
                case 0:
                    finger = CGPoint(x: random.value(in: 0...400), y: random.value(in: 0...800))
                    c.touchDown(at: finger, time: t)
                case 1, 2, 3:
                    finger.x += random.value(in: -60...60)
                    finger.y += random.value(in: -120...120)
                    c.touchMove(to: finger, time: t)
                case 4: c.touchUp(at: finger, time: t)
                case 5: c.cancelTouch(time: t)
                case 6: c.wheel(dx: random.value(in: -3...3), dy: random.value(in: -3...3), time: t)
                case 7: c.key(ScrollKey.allCases[random.below(ScrollKey.allCases.count)], shift: random.below(2) == 0, time: t)
                case 8:
                    let target = CGPoint(x: random.value(in: -200...1600), y: random.value(in: -200...3200))
                    c.setContentOffset(target, animated: random.below(2) == 0, at: t)
                case 9: c.setContentSize(CGSize(width: random.value(in: 200...2000), height: random.value(in: 300...4000)), time: t)
                case 10: c.setViewportSize(CGSize(width: random.value(in: 200...500), height: random.value(in: 400...900)), time: t)
                default:
                    c.setContentInset(ScrollInsets(top: random.value(in: 0...60), bottom: random.value(in: 0...40)),
                                      keepingLeadingEdge: random.below(2) == 0, time: t)
                }
                let violations = c.invariantViolations()
                #expect(violations.isEmpty, "run \(run), step \(step) at t = \(t): \(violations)")
                if !violations.isEmpty { return }
                c.tick(t)
                expectInvariants(c)
            }
            c.cancelTouch(time: t)
            settle(c, from: t, limit: 20)
            expectInvariants(c)
            c.checkInvariants()
            #expect(c.phase == .idle)
        }
    }

    @Test("An offset outside the range is allowed while a drag, an animation or a bounce holds it, and reported at rest")
    func offsetOutsideRange() {
        let c = makeController() // vertical range 0…2200
        c.touchDown(at: CGPoint(x: 100, y: 100), time: 0)
        c.touchMove(to: CGPoint(x: 100, y: 110), time: 0.01)
        c.touchMove(to: CGPoint(x: 100, y: 300), time: 0.02)
        #expect(c.contentOffset.y < 0)
        #expect(c.invariantViolations().isEmpty) // a drag beyond the edge
        c.touchUp(at: CGPoint(x: 100, y: 300), time: 0.5)
        #expect(c.phase == .bouncing)
        #expect(c.invariantViolations().isEmpty) // the bounce back
        settle(c, from: 0.5)
        c.checkInvariants()

        c.corruptPartsForTesting { geometry, _, _, _ in geometry.contentOffset.y = 5000 }
        let violations = c.invariantViolations()
        #expect(violations.count == 1)
        #expect(violations.first?.contains("contentOffset (0.0, 5000.0)") == true)
        #expect(violations.first?.contains("verticalRange 0.0…2200.0") == true)
        #expect(violations.first?.contains("no finger down and no motion") == true)
    }

    @Test("Ranges that disagree with the sizes and insets are reported with both values")
    func staleRange() {
        let c = makeController()
        c.corruptPartsForTesting { geometry, _, _, _ in
            geometry.overrideRangesForTesting(horizontal: geometry.horizontalRange,
                                              vertical: ScrollRange(min: 0, max: 1000))
        }
        let violations = c.invariantViolations()
        #expect(violations.count == 1)
        #expect(violations.first?.hasPrefix("ScrollGeometry.verticalRange is 0.0…1000.0") == true)
        #expect(violations.first?.contains("give 0.0…2200.0") == true)
    }

    @Test("Non-finite offsets, sizes and velocities are reported by name")
    func nonFiniteValues() {
        let c = makeController()
        c.corruptPartsForTesting { geometry, _, _, velocity in
            geometry.contentOffset.x = .nan
            geometry.contentSize.height = .infinity
            velocity = CGPoint(x: 0, y: CGFloat.infinity)
        }
        let violations = c.invariantViolations()
        #expect(violations.contains { $0.hasPrefix("ScrollGeometry.contentOffset must be finite") })
        #expect(violations.contains { $0.hasPrefix("ScrollGeometry.contentSize must be finite") })
        #expect(violations.contains { $0.hasPrefix("ScrollController.velocity must be finite, got (0.0, inf)") })
    }

    @Test("A motion under a finger, and a velocity at rest, break the phase rules")
    func phaseRules() {
        let c = makeController()
        c.setContentOffset(CGPoint(x: 0, y: 600), animated: true, at: 0)
        guard case .animation(let running) = c.motion else {
            Issue.record("expected an animation")
            return
        }
        c.touchDown(at: CGPoint(x: 10, y: 10), time: 0.1)
        #expect(c.invariantViolations().isEmpty)
        c.corruptPartsForTesting { _, motion, _, _ in motion = .animation(running) }
        #expect(c.invariantViolations().contains { $0.hasPrefix("ScrollController: a finger is down while an animation") })

        let idle = makeController()
        idle.corruptPartsForTesting { _, _, _, velocity in velocity = CGPoint(x: 0, y: 250) }
        #expect(idle.invariantViolations() == [
            "ScrollController.velocity is (0.0, 250.0) while the phase is idle (no drag, no motion)",
        ])
    }

    @Test("A release that leaves an axis outside the range unmoved, or rests outside it, is reported")
    func releaseRules() {
        let c = makeController()
        fling(c, velocity: 1000, at: 1) // a release on y only: x does not scroll
        guard case .release(let release) = c.motion else {
            Issue.record("expected a release")
            return
        }
        #expect(release.x == nil)
        #expect(c.invariantViolations().isEmpty)
        c.corruptPartsForTesting { geometry, motion, _, _ in
            geometry.contentOffset.x = -80
            var resting = release
            resting.y = SnapSimulation(position: geometry.contentOffset.y, velocity: 0, target: 2500)
            motion = .release(resting)
        }
        let violations = c.invariantViolations()
        #expect(violations.contains { $0.contains("leaves contentOffset.x = -80.0 outside 0.0…0.0 and does not move it") })
        #expect(violations.contains { $0.contains("comes to rest at y = 2500.0, outside 0.0…2200.0") })
    }
}

/// A small deterministic generator (SplitMix64), so the random-input test
/// replays the same steps on every run and platform.
private struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// An integer in 0..<n.
    mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }

    /// A value in `range`, on a 1/64 pt grid so offsets stay exact.
    mutating func value(in range: ClosedRange<CGFloat>) -> CGFloat {
        let steps = UInt64((range.upperBound - range.lowerBound) * 64)
        return range.lowerBound + CGFloat(next() % (steps + 1)) / 64
    }
}
#endif
