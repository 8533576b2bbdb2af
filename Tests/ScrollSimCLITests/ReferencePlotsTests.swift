import Foundation
import Testing
@testable import ScrollSimCLI
import ScrollSim

@Suite("Reference plots")
struct ReferencePlotsTests {
    /// The repository root, found from this file's path (Tests/ScrollSimPhysicsTests/…).
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test("The SVG output is deterministic: the same charts render to the same bytes twice")
    func deterministic() {
        let first = ReferencePlots.all().map(\.svg)
        let second = ReferencePlots.all().map(\.svg)
        #expect(first == second)
        #expect(first.count == 7)
        for svg in first {
            #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
            #expect(svg.hasSuffix("</svg>\n"))
        }
    }

    @Test("Go to Top, uikit profile: linear, reaches the target exactly at frame 20 (t = 20/60 ≥ 0.33 s), one didEnd")
    func uikitGoToTop() {
        let run = ReferencePlots.goToTop(profile: .uikit)
        #expect(run.points.first?.y == 1469)
        // Frame 19 (0.3167 s) is still short of 0.33 s; frame 20 (0.3333 s) is the first at or past it.
        #expect(run.arrivalFrame == 20)
        #expect(run.points.count == 21)
        #expect(run.points[20].y == Double(ReferencePlots.goToTopTarget))
        #expect(run.points[19].y > Double(ReferencePlots.goToTopTarget))
        #expect(isClose(run.points[20].x, 20.0 / 60))
        // Constant velocity, pixel-snapped: each frame is (1469 − 32) / 0.33 / 60 = 72.6 pt on, rounded.
        for k in 1..<20 {
            let unsnapped = 1469 - (1469.0 - 32) * (Double(k) / 60) / 0.33
            #expect(run.points[k].y == unsnapped.rounded())
        }
        #expect(run.didScrollCount == 20)
        #expect(run.didEndScrollingAnimationCount == 1)
    }

    @Test("Go to Top, swiftui profile: one didEnd, ends at the target, never overshoots")
    func swiftuiGoToTop() {
        let run = ReferencePlots.goToTop(profile: .swiftui)
        #expect(run.didEndScrollingAnimationCount == 1)
        #expect(run.points.last?.y == 32)
        #expect(run.points.allSatisfy { $0.y >= 32 && $0.y <= 1469 })
        #expect(run.arrivalFrame > 20 && run.arrivalFrame < run.points.count)
    }

    @Test("The paging series end on page 1 (390): from rest at 200 in 54 frames, from a 1800 pt/s flick at 90 in 55")
    func paging() {
        let slow = ReferencePlots.paging(position: 200, velocity: 0)
        let flick = ReferencePlots.paging(position: 90, velocity: 1800)
        #expect(isClose(slow.first?.y ?? 0, 200, 1e-9))
        #expect(slow.last?.y == 390)
        #expect(flick.last?.y == 390)
        // Within 0.1 pt and 1 pt/s of 390 after 0.9 s and 0.917 s (SnapSimulation's tolerance).
        #expect(slow.count - 1 == 54)
        #expect(flick.count - 1 == 55)
        // Over-damped: neither passes the page.
        #expect(slow.allSatisfy { $0.y <= 390 } && flick.allSatisfy { $0.y <= 390 })
    }

    @Test("The rubber-band series passes through (100, 51.46…) as the formula gives")
    func rubberBand() {
        let x = 100.0, d = 800.0, c = 0.55
        let expected = x * d * c / (d + c * x)
        #expect(isClose(expected, 51.461988304093566, 1e-12))
        let point = ReferencePlots.rubberBand().first { $0.x == 100 }
        #expect(point != nil)
        #expect(isClose(point?.y ?? 0, expected, 1e-9))
    }

    @Test("Deceleration at 1000 pt/s, d = 0.998: rest point 499.5 pt after 3.45 s")
    func deceleration() {
        let points = ReferencePlots.deceleration(velocity: 1000, rate: .normal)
        let last = points[points.count - 1]
        #expect(isClose(last.y, 1000 / (1000 * -log(0.998)), 1e-9))
        #expect(isClose(last.x, log(0.5 * 1000 * -log(0.998) / 1000) / (1000 * log(0.998)), 1e-9))
        #expect(isClose(last.x, 3.45, 0.001))
    }

    @Test("The committed docs/plots files equal what the generator produces now")
    func committedPlotsAreCurrent() throws {
        let folder = Self.repositoryRoot.appendingPathComponent("docs/plots")
        for chart in ReferencePlots.all() {
            let url = folder.appendingPathComponent(chart.fileName)
            let committed = try String(contentsOf: url, encoding: .utf8)
            #expect(committed == chart.svg,
                    "docs/plots/\(chart.fileName) is out of date; regenerate with 'scrollsim plots' from the repository root")
        }
    }

    @Test("Number formatting: fixed decimals, no minus zero, tick labels follow the step")
    func numbers() {
        #expect(SVGNumber.format(12.499) == "12.5")
        #expect(SVGNumber.format(-0.001) == "0")
        #expect(SVGNumber.format(-3) == "-3")
        #expect(SVGNumber.format(0.07) == "0.07")
        #expect(SVGNumber.tickLabel(0.5, step: 0.25) == "0.50")
        #expect(SVGNumber.tickLabel(1000, step: 200) == "1000")
        #expect(ScrollPlot.ticks(for: 0...1600).values == [0, 200, 400, 600, 800, 1000, 1200, 1400, 1600])
    }
}
