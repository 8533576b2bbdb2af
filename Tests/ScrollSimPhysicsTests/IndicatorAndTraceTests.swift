import Foundation
import Testing
@testable import ScrollSimPhysics

@Suite("Indicator and trace")
struct IndicatorAndTraceTests {
    @Test("A first inset that clamps short content to its new top is not scrolling: the indicators stay hidden")
    func insetClampAtRestShowsNoIndicator() {
        // 300 pt of content in an 800 pt viewport: the range is one point, so
        // offset 0 lies past its maximum once a 96 pt top inset arrives.
        let c = makeController(contentHeight: 300)
        c.alwaysBounceVertical = true
        c.setContentInset(ScrollInsets(top: 96, bottom: 34), keepingLeadingEdge: true, time: 0)
        expectInvariants(c)
        #expect(c.contentOffset.y == -96)
        #expect(c.indicatorAlpha(at: 0) == 0)
        #expect(c.indicatorAlpha(at: 0.6) == 0)
        // A later drag (bouncing, as the range is empty) still shows them.
        _ = c.touchDown(at: CGPoint(x: 200, y: 400), time: 1)
        c.touchMove(to: CGPoint(x: 200, y: 420), time: 1.01) // past the 10 pt slop: the drag begins
        c.touchMove(to: CGPoint(x: 200, y: 460), time: 1.05)
        #expect(c.contentOffset.y < -96)
        #expect(c.indicatorAlpha(at: 1.05) == 1)
    }

    @Test("Indicator alpha: hidden before scrolling, 1 while scrolling and 0.5 s after, ease-out fade over 0.33 s")
    func alphaTimeline() {
        let c = makeController()
        #expect(c.indicatorAlpha(at: 0) == 0)
        c.wheel(dx: 0, dy: -1, time: 1)
        expectInvariants(c)
        #expect(c.indicatorAlpha(at: 1) == 1)
        #expect(c.indicatorAlpha(at: 1.5) == 1)
        #expect(c.needsFrames)
        // Half-way through the fade: 1 − easeOut(0.5), easeOut = cubic Bézier (0,0)(0.58,1).
        let mid = c.indicatorAlpha(at: 1.5 + 0.165)
        #expect(isClose(mid, CGFloat(1 - TimingCurve.easeOut.value(at: 0.5)), 1e-12))
        #expect(mid > 0 && mid < 0.5) // ease-out fades fast at first
        var previous: CGFloat = 1
        for i in 0...40 {
            let a = c.indicatorAlpha(at: 1.5 + Double(i) * 0.01)
            #expect(a <= previous)
            previous = a
        }
        #expect(c.indicatorAlpha(at: 1.5 + 0.33) == 0)
        c.tick(2)
        expectInvariants(c)
        #expect(!c.needsFrames)
        // Still 1 while an animation runs, however long.
        c.setContentOffset(CGPoint(x: 0, y: 900), animated: true, at: 5)
        expectInvariants(c)
        c.tick(5.3)
        expectInvariants(c)
        #expect(c.indicatorAlpha(at: 5.3) == 1)
        c.tick(5.33)
        expectInvariants(c)
        #expect(c.indicatorAlpha(at: 5.8) == 1)
        #expect(c.indicatorAlpha(at: 6.2) == 0)
    }

    @Test("Ease-out curve values, computed from the Bézier definition")
    func easeOut() {
        let curve = TimingCurve.easeOut
        for s in stride(from: 0.05, through: 0.95, by: 0.1) {
            let u = 1 - s
            let x = 3 * u * s * s * 0.58 + s * s * s
            let y = 3 * u * s * s + s * s * s
            #expect(isClose(curve.value(at: x), y, 1e-9))
        }
    }

    @Test("Knob: track × visible fraction, at least 50 pt, moves with the offset, shrinks when overscrolled")
    func knob() {
        let c = makeController() // 800 of 3000 visible
        let frame0 = c.verticalIndicatorFrame!
        #expect(frame0.width == 6)
        let expectedX: CGFloat = 390 - 6
        #expect(frame0.minX == expectedX)
        #expect(isClose(frame0.height, 800 * 800 / 3000, 1e-9))
        #expect(frame0.minY == 0)
        c.setContentOffset(CGPoint(x: 0, y: 2200), animated: false, at: 0)
        expectInvariants(c)
        #expect(isClose(c.verticalIndicatorFrame!.maxY, 800, 1e-9))
        c.setContentOffset(CGPoint(x: 0, y: 1100), animated: false, at: 1)
        expectInvariants(c)
        #expect(isClose(c.verticalIndicatorFrame!.minY, (800 - frame0.height) / 2, 1e-9))
        let long = makeController(contentHeight: 100_000)
        #expect(long.verticalIndicatorFrame!.height == 50)
        let r = ScrollRange(min: 0, max: 1200)
        let over = ScrollIndicator.knob(offset: -30, range: r, viewportLength: 800, trackLength: 800)
        #expect(over.origin == 0)
        let expectedLength: CGFloat = 320 - 30
        #expect(over.length == expectedLength)
        let far = ScrollIndicator.knob(offset: 2000, range: r, viewportLength: 800, trackLength: 800)
        #expect(far.length == 7)
        let expectedOrigin: CGFloat = 800 - 7
        #expect(far.origin == expectedOrigin)
        #expect(c.horizontalIndicatorFrame == nil)
    }

    @Test("Trace CSV has a fixed header and full-precision numbers, identical run to run")
    func traceIsDeterministic() throws {
        func record() -> String {
            let c = makeController(scale: 3)
            var trace = ScrollTrace()
            fling(c, velocity: 2500, at: 0.5)
            var t = 0.5
            trace.record(c, at: t)
            while c.phase != .idle {
                t += frame
                c.tick(t)
                expectInvariants(c)
                trace.record(c, at: t)
            }
            return trace.csv
        }
        let first = record()
        #expect(first == record())
        let lines = first.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first == "time,offset_x,offset_y,velocity_y,phase")
        #expect(lines.last == "")
        #expect(lines[1].hasPrefix("0.5,0.0,"))
        #expect(lines[1].hasSuffix(",decelerating"))
        #expect(lines[lines.count - 2].hasSuffix(",0.0,idle"))
        // Full precision: every number reads back as the Double it was.
        for line in lines.dropFirst().dropLast() {
            let fields = line.split(separator: ",")
            #expect(fields.count == 5)
            for field in fields.dropLast() {
                let value = try #require(Double(String(field)))
                #expect(ScrollTrace.format(value) == String(field))
            }
        }
        #expect(ScrollTrace.format(101.0 / 3) == "33.666666666666664")
        #expect(Double(ScrollTrace.format(101.0 / 3)) == 101.0 / 3)
        #expect(ScrollTrace.format(-0.0) == "0.0")
        #expect(ScrollTrace.format(2.5) == "2.5")
    }
}
