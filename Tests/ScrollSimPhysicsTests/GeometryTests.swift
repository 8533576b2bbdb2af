import Foundation
import Testing
@testable import ScrollSimPhysics

@Suite("Range, snapping, rubber band, velocity")
struct GeometryTests {
    @Test("Range: min is −inset.top, max is content − viewport + inset.bottom, never below min")
    func range() {
        let r = ScrollRange(contentLength: 2000, viewportLength: 844, leadingInset: 47, trailingInset: 34)
        #expect(r.min == -47)
        let expectedMax: CGFloat = 2000 - 844 + 34
        #expect(r.max == expectedMax)
        let short = ScrollRange(contentLength: 300, viewportLength: 844, leadingInset: 47, trailingInset: 34)
        #expect(short.max == short.min)
        #expect(r.clamp(-100) == -47)
        #expect(r.overscroll(of: 2000) == 2000 - r.max)
    }

    @Test("Pixel snapping rounds x · scale", arguments: [CGFloat(1), 2, 3])
    func snapping(scale: CGFloat) {
        for x in stride(from: CGFloat(-3), through: 3, by: 0.0625) {
            let snapped = PixelSnapping.snap(x, scale: scale)
            #expect(snapped == (x * scale).rounded() / scale)
            #expect(PixelSnapping.isSnapped(snapped, scale: scale))
            #expect(abs(snapped - x) <= 0.5 / scale + 1e-12)
        }
    }

    @Test("At 1× the snap is Chameleon's roundf on a stored offset: whole points, halves away from zero")
    func snappingAtOneIsRoundf() {
        for x: Float in [3.8, 2.5, -2.5, 0.49, -0.5, 1471.5, -47.2] {
            #expect(PixelSnapping.snap(CGFloat(x), scale: 1) == CGFloat(roundf(x)))
        }
        #expect(PixelSnapping.snap(3.8, scale: 1) == 4)
        #expect(PixelSnapping.snap(2.5, scale: 1) == 3)
        #expect(PixelSnapping.snap(-2.5, scale: 1) == -3)
        // At 3× the grid is a third of a point: 3.8 → 11.4 px → 11 px.
        #expect(PixelSnapping.snap(3.8, scale: 3) == 11.0 / 3)
    }

    @Test("Rubber band: 100 pt past the edge of an 800 pt viewport shows as 100·800·0.55/(800+55) ≈ 51.46")
    func rubberBand() {
        let expected: CGFloat = 100 * 800 * 0.55 / (800 + 0.55 * 100)
        let shown = RubberBand.offset(forOverscroll: 100, dimension: 800)
        #expect(shown == expected)
        #expect(isClose(shown, 51.46, 0.005))
        #expect(RubberBand.offset(forOverscroll: -100, dimension: 800) == -expected)
        #expect(isClose(RubberBand.overscroll(forOffset: shown, dimension: 800), 100, 1e-9))
        #expect(isClose(RubberBand.overscroll(forOffset: -shown, dimension: 800), -100, 1e-9))
        let range = ScrollRange(min: 0, max: 500)
        #expect(RubberBand.displayedOffset(250, in: range, dimension: 800) == 250)
        #expect(isClose(RubberBand.displayedOffset(600, in: range, dimension: 800), 500 + expected, 1e-9))
        #expect(isClose(RubberBand.unconstrainedOffset(500 + expected, in: range, dimension: 800), 600, 1e-9))
        // Monotonic and bounded by the viewport length.
        var previous: CGFloat = 0
        for x in stride(from: CGFloat(10), through: 100_000, by: 997) {
            let y = RubberBand.offset(forOverscroll: x, dimension: 800)
            #expect(y > previous && y < 800)
            previous = y
        }
    }

    @Test("Velocity tracker: a slowing finger gives 0.6·1500 + 0.35·1200 + 0.05·900 = 1365 pt/s, not the 1650 of a least-squares slope")
    func velocityTrackerWeightsThreeNewestPairs() {
        // Offsets 0, 40, 80, 115, 145, 170, 190, 205 at 60 Hz: pair velocities
        // 2400, 2400, 2100, 1800, 1500, 1200, 900 pt/s; the newest three weigh 0.6, 0.35, 0.05.
        let offsets: [CGFloat] = [0, 40, 80, 115, 145, 170, 190, 205]
        var tracker = VelocityTracker()
        for (i, p) in offsets.enumerated() { tracker.addSample(time: Double(i) / 60, position: p) }
        #expect(isClose(tracker.velocity(at: 7.0 / 60), 1365, 1e-9))
        #expect(tracker.distance == 205)
        // The least-squares slope over the last 100 ms (the seven samples from t = 1/60), for comparison.
        let times = (1...7).map { Double($0) / 60 }
        let positions = offsets[1...].map(Double.init)
        let mt = times.reduce(0, +) / 7, mp = positions.reduce(0, +) / 7
        let slope = zip(times, positions).reduce(0.0) { $0 + ($1.0 - mt) * ($1.1 - mp) }
            / times.reduce(0.0) { $0 + ($1 - mt) * ($1 - mt) }
        #expect(isClose(slope, 1650, 1e-9))
        // A constant speed gives that speed.
        var steady = VelocityTracker()
        for i in 0...20 { steady.addSample(time: Double(i) / 100, position: CGFloat(i) * 10) }
        #expect(isClose(steady.velocity(at: 0.2), 1000, 1e-9))
        #expect(steady.samples.count == VelocityTracker.historySize)
        #expect(steady.distance == 190) // samples 1…20 of 0…20
    }

    @Test("Velocity tracker: missing pairs count as zero with their weight; a pause over 40 ms gives zero")
    func velocityTrackerFewSamplesAndPauses() {
        var two = VelocityTracker()
        two.addSample(time: 0, position: 0)
        two.addSample(time: 0.01, position: 10)      // one pair of 1000 pt/s, the newest: weight 0.05
        #expect(isClose(two.velocity(at: 0.01), 50, 1e-9))
        two.addSample(time: 0.02, position: 30)      // pairs 1000, 2000: 0.35 · 1000 + 0.05 · 2000
        #expect(isClose(two.velocity(at: 0.02), 450, 1e-9))
        var same = VelocityTracker()
        same.addSample(time: 0, position: 0)
        same.addSample(time: 0.01, position: 10)
        same.addSample(time: 0.02, position: 20)
        same.addSample(time: 0.02, position: 25)     // no time between: that pair counts 0
        let expected: CGFloat = 0.6 * 1000 + 0.35 * 1000
        #expect(isClose(same.velocity(at: 0.02), expected, 1e-9))
        var single = VelocityTracker()
        single.addSample(time: 1, position: 5)
        #expect(single.velocity(at: 1) == 0)
        #expect(VelocityTracker().velocity(at: 0) == 0)
        // 40 ms after the newest sample the finger still moves; later it has stopped.
        var paused = VelocityTracker()
        for i in 0...10 { paused.addSample(time: Double(i) / 100, position: CGFloat(i) * 10) }
        #expect(isClose(paused.velocity(at: 0.14), 1000, 1e-9))
        #expect(paused.velocity(at: 0.141) == 0)
    }
}
