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

    @Test("Velocity tracker: least-squares slope over the last 100 ms")
    func velocityTracker() {
        var tracker = VelocityTracker()
        for i in 0...20 {
            tracker.addSample(time: Double(i) / 100, position: CGFloat(i) * 10) // 1000 pt/s
        }
        #expect(isClose(tracker.velocity(at: 0.2), 1000, 1e-6))
        // Only the last 100 ms count: an early different speed is ignored.
        var changing = VelocityTracker()
        for i in 0...10 { changing.addSample(time: Double(i) / 100, position: CGFloat(i) * 50) }
        for i in 11...30 { changing.addSample(time: Double(i) / 100, position: 500 - CGFloat(i - 10) * 3) }
        #expect(isClose(changing.velocity(at: 0.3), -300, 1e-6))
        // Least squares on noisy samples, computed here from the definition.
        let times = [0.0, 0.016, 0.033, 0.05, 0.066, 0.083]
        let positions: [CGFloat] = [0, 9, 31, 48, 69, 80]
        var noisy = VelocityTracker()
        for (t, p) in zip(times, positions) { noisy.addSample(time: t, position: p) }
        let mt = times.reduce(0, +) / 6
        let mp = positions.reduce(0) { $0 + Double($1) } / 6
        let num = zip(times, positions).reduce(0.0) { $0 + ($1.0 - mt) * (Double($1.1) - mp) }
        let den = times.reduce(0.0) { $0 + ($1 - mt) * ($1 - mt) }
        #expect(isClose(Double(noisy.velocity(at: 0.083)), num / den, 1e-9))
    }

    @Test("Velocity tracker: zero after a pause longer than 100 ms, or with one sample")
    func velocityAfterPause() {
        var tracker = VelocityTracker()
        for i in 0...10 { tracker.addSample(time: Double(i) / 100, position: CGFloat(i) * 10) }
        #expect(tracker.velocity(at: 0.25) == 0)
        tracker.addSample(time: 0.25, position: 100)
        #expect(tracker.velocity(at: 0.25) == 0)
        var single = VelocityTracker()
        single.addSample(time: 1, position: 5)
        #expect(single.velocity(at: 1) == 0)
    }
}
