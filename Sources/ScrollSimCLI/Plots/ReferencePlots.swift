import Foundation
import ScrollSim

/// The charts of `docs/scroll-reference.md`, computed from the physics types
/// themselves (`ScrollController`, the simulations, `RubberBand`,
/// `ScrollIndicator`), never from hand-written numbers.
///
/// `scrollsim plots` writes them to `docs/plots`; a test checks that the
/// committed files equal what this code produces.
///
/// ```swift
/// for plot in ReferencePlots.all() {
///     try plot.svg.write(toFile: "docs/plots/" + plot.fileName, atomically: true, encoding: .utf8)
/// }
/// ```
enum ReferencePlots {
    /// One chart and the file it is written to.
    struct Chart: Sendable {
        /// The file name, like `gototop-profiles.svg`.
        let fileName: String
        /// The chart.
        let plot: ScrollPlot
        /// The rendered SVG.
        var svg: String { plot.svg() }
    }

    /// Every reference chart, in the order the reference shows them.
    ///
    /// ```swift
    /// ReferencePlots.all().map(\.fileName) // ["gototop-profiles.svg", …]
    /// ```
    static func all() -> [Chart] {
        [
            Chart(fileName: "gototop-profiles.svg", plot: goToTopPlot()),
            Chart(fileName: "deceleration.svg", plot: decelerationPlot()),
            Chart(fileName: "rubber-band.svg", plot: rubberBandPlot()),
            Chart(fileName: "spring-back.svg", plot: springBackPlot()),
            Chart(fileName: "fling-bounce.svg", plot: flingBouncePlot()),
            Chart(fileName: "indicator-alpha.svg", plot: indicatorAlphaPlot()),
            Chart(fileName: "paging.svg", plot: pagingPlot()),
        ]
    }

    /// The frame period of every per-frame series, 1/60 s.
    static let framePeriod = 1.0 / 60

    // MARK: (a) Go to Top

    /// The Go to Top set-up of the main scene on an iPhone 14 at 1×: the
    /// scroll view fills the safe area (390 × 763 pt, no content insets),
    /// the content is 2232 pt tall, so the offset range is 0…1469; the
    /// header is 32 pt tall.
    static let goToTopStart: CGFloat = 1469
    /// The Go to Top target: the header's height.
    static let goToTopTarget: CGFloat = 32

    /// What a `ScrollController` does for one Go to Top press.
    struct GoToTopRun: Sendable {
        /// `(time, contentOffset.y)` at time 0 (the press) and after every 60 Hz tick until idle.
        var points: [PlotPoint]
        /// The index of the first frame at which the offset equals the target.
        var arrivalFrame: Int
        /// How many `didScroll` callbacks the animation fired.
        var didScrollCount: Int
        /// How many `didEndScrollingAnimation` callbacks it fired.
        var didEndScrollingAnimationCount: Int
    }

    /// Drives a `ScrollController` resting at offset 1469 through
    /// `setContentOffset(y: 32, animated: true)` at t = 0 and ticks it at
    /// 60 Hz until it is idle, recording the pixel-snapped offset per frame.
    ///
    /// ```swift
    /// let run = ReferencePlots.goToTop(profile: .uikit)
    /// run.arrivalFrame // 20
    /// ```
    static func goToTop(profile: ScrollProfile) -> GoToTopRun {
        let c = ScrollController(viewportSize: CGSize(width: 390, height: 763),
                                 contentSize: CGSize(width: 390, height: 2232), scale: 1, profile: profile)
        c.setContentOffset(CGPoint(x: 0, y: goToTopStart), animated: false, at: 0)
        var didScroll = 0, didEnd = 0
        c.onDidScroll = { _ in didScroll += 1 }
        c.onDidEndScrollingAnimation = { didEnd += 1 }
        c.setContentOffset(CGPoint(x: 0, y: goToTopTarget), animated: true, at: 0)
        var points = [PlotPoint(x: 0, y: Double(c.contentOffset.y))]
        var arrival = -1
        var k = 0
        while c.phase != .idle && k < 600 {
            k += 1
            let t = Double(k) * framePeriod
            c.tick(t)
            points.append(PlotPoint(x: t, y: Double(c.contentOffset.y)))
            if arrival < 0 && c.contentOffset.y == goToTopTarget { arrival = k }
        }
        return GoToTopRun(points: points, arrivalFrame: arrival, didScrollCount: didScroll,
                          didEndScrollingAnimationCount: didEnd)
    }

    static func goToTopPlot() -> ScrollPlot {
        let uikit = goToTop(profile: .uikit), swiftui = goToTop(profile: .swiftui)
        var plot = ScrollPlot(title: "Go to Top: offset 1469 → 32 pt, per 60 Hz frame",
                              subtitle: "ScrollController at 1×, offsets pixel-snapped; uikit: linear 0.33 s; swiftui: spring(response 0.55, damping 1)",
                              xLabel: "time since the press (s)", yLabel: "contentOffset.y (pt)")
        plot.series = [
            .init(name: "uikit (linear, 0.33 s)", points: uikit.points, color: ScrollPlot.palette[0], showsPoints: true),
            .init(name: "swiftui (spring 0.55 s)", points: swiftui.points, color: ScrollPlot.palette[1], showsPoints: true),
        ]
        plot.series.append(.init(name: "target 32 pt (header height)", points: [(0, Double(goToTopTarget)), (1.6, Double(goToTopTarget))],
                                 color: "#777777", dashed: true, lineWidth: 1.5))
        let u = uikit.points[uikit.arrivalFrame], s = swiftui.points[swiftui.arrivalFrame]
        plot.markers = [
            .init(x: u.x, y: u.y, label: "frame \(uikit.arrivalFrame): \(SVGNumber.fixed(u.x, decimals: 3, trimZeros: false)) s",
                  color: ScrollPlot.palette[0], placement: .aboveRight),
            .init(x: s.x, y: s.y, label: "frame \(swiftui.arrivalFrame): \(SVGNumber.fixed(s.x, decimals: 3, trimZeros: false)) s",
                  color: ScrollPlot.palette[1], placement: .aboveLeft),
        ]
        let sEnd = swiftui.points[swiftui.points.count - 1]
        plot.markers.append(.init(x: sEnd.x, y: sEnd.y,
                                  label: "spring done, frame \(swiftui.points.count - 1)",
                                  color: ScrollPlot.palette[1], placement: .aboveRight))
        plot.xDomain = 0...1.6
        plot.yDomain = 0...1600
        return plot
    }

    // MARK: (b) Deceleration

    /// The releases charted by `deceleration.svg`: (velocity pt/s, rate).
    static let decelerationCases: [(velocity: CGFloat, rate: DecelerationRate)] = [
        (1000, .normal), (2000, .normal), (4000, .normal), (2000, .fast),
    ]

    /// Position after a release from 0 with `velocity`, per 60 Hz frame,
    /// ending with the rest point at `duration` (threshold 0.5 pt, at every scale).
    ///
    /// ```swift
    /// ReferencePlots.deceleration(velocity: 1000, rate: .normal).last // (3.45, 499.5)
    /// ```
    static func deceleration(velocity: CGFloat, rate: DecelerationRate) -> [PlotPoint] {
        let sim = DecelerationSimulation(position: 0, velocity: velocity, rate: rate, threshold: 0.5)
        var points: [PlotPoint] = []
        var k = 0
        while Double(k) * framePeriod < sim.duration {
            let t = Double(k) * framePeriod
            points.append(PlotPoint(x: t, y: Double(sim.x(t))))
            k += 1
        }
        points.append(PlotPoint(x: sim.duration, y: Double(sim.restPoint)))
        return points
    }

    static func decelerationPlot() -> ScrollPlot {
        var plot = ScrollPlot(title: "Deceleration after release: x(t) = v0·(d^(1000t) − 1) / (1000·ln d)",
                              subtitle: "DecelerationSimulation from offset 0, threshold 0.5 pt (every scale); ○ = stop time and rest point",
                              xLabel: "time since release (s)", yLabel: "distance travelled (pt)")
        let colors = [ScrollPlot.palette[0], ScrollPlot.palette[2], ScrollPlot.palette[1], ScrollPlot.palette[3]]
        let placements: [ScrollPlot.Marker.Placement] = [.above, .above, .belowLeft, .right]
        for (i, c) in decelerationCases.enumerated() {
            let points = deceleration(velocity: c.velocity, rate: c.rate)
            let rate = SVGNumber.fixed(Double(c.rate.rawValue), decimals: 3, trimZeros: true)
            plot.series.append(.init(name: "\(Int(c.velocity)) pt/s, d = \(rate)", points: points,
                                     color: colors[i], dashed: c.rate != .normal))
            let end = points[points.count - 1]
            plot.markers.append(.init(x: end.x, y: end.y,
                                      label: "\(SVGNumber.fixed(end.y, decimals: 1, trimZeros: false)) pt at \(SVGNumber.fixed(end.x, decimals: 2, trimZeros: false)) s",
                                      color: colors[i], placement: placements[i]))
        }
        plot.legendCorner = .bottomRight
        plot.xDomain = 0...4.5
        plot.yDomain = 0...2200
        return plot
    }

    // MARK: (c) Rubber band

    /// The viewport length of `rubber-band.svg`, 800 pt.
    static let rubberBandDimension: CGFloat = 800

    /// Displayed overscroll against finger overscroll, 0…1200 pt in 5 pt steps, for an 800 pt viewport.
    ///
    /// ```swift
    /// ReferencePlots.rubberBand()[20] // (100, 51.46…)
    /// ```
    static func rubberBand() -> [PlotPoint] {
        stride(from: 0, through: 1200, by: 5).map { (x: Int) in
            PlotPoint(x: Double(x), y: Double(RubberBand.offset(forOverscroll: CGFloat(x), dimension: rubberBandDimension)))
        }
    }

    static func rubberBandPlot() -> ScrollPlot {
        var plot = ScrollPlot(title: "Rubber band: shown = x·d·c / (d + c·x), c = 0.55, d = 800 pt",
                              subtitle: "RubberBand.offset(forOverscroll:dimension:) while a finger drags past an edge",
                              xLabel: "finger overscroll x (pt past the edge)", yLabel: "displayed overscroll (pt)")
        let c = Double(RubberBand.coefficient)
        plot.series = [
            .init(name: "rubber band (d = 800 pt)", points: rubberBand(), color: ScrollPlot.palette[0], lineWidth: 3),
            .init(name: "identity (no resistance)", points: [(0, 0), (1200, 1200)], color: "#777777", dashed: true, lineWidth: 1.8),
            .init(name: "slope c = 0.55 at the edge", points: [(0, 0), (1200, 1200 * c)], color: ScrollPlot.palette[4], dashed: true, lineWidth: 1.8),
        ]
        var marks: [ScrollPlot.Marker] = []
        for (x, placement) in [(100.0, ScrollPlot.Marker.Placement.belowRight), (400, .belowRight), (800, .belowRight)] {
            let y = Double(RubberBand.offset(forOverscroll: CGFloat(x), dimension: rubberBandDimension))
            marks.append(.init(x: x, y: y, label: "\(Int(x)) → \(SVGNumber.fixed(y, decimals: 2, trimZeros: false)) pt",
                               color: ScrollPlot.palette[0], placement: placement))
        }
        plot.markers = marks
        plot.legendCorner = .topLeft
        plot.xDomain = 0...1200
        plot.yDomain = 0...500
        return plot
    }

    // MARK: (d) Spring back

    /// Overscroll left after a 100 pt overscroll is released at rest:
    /// `SpringSimulation.bounce` (mass 1, stiffness 100, damping 20), per
    /// 60 Hz frame until it is done, then the snap to 0.
    ///
    /// ```swift
    /// ReferencePlots.springBack().first // (0, 100)
    /// ```
    static func springBack() -> [PlotPoint] {
        let spring = SpringSimulation.bounce(from: 100, to: 0, velocity: 0)
        return framesUntilDone(spring, resting: spring.target)
    }

    /// `(t, sim.x(t))` at every 60 Hz frame from 0 while `sim` is not done
    /// (10 s at most), then `(t, rest)` at the first frame it is.
    static func framesUntilDone(_ sim: some ScrollSimulation, resting rest: CGFloat) -> [PlotPoint] {
        var points: [PlotPoint] = []
        var k = 0
        while !sim.isDone(Double(k) * framePeriod) && k < 600 {
            let t = Double(k) * framePeriod
            points.append(PlotPoint(x: t, y: Double(sim.x(t))))
            k += 1
        }
        points.append(PlotPoint(x: Double(k) * framePeriod, y: Double(rest)))
        return points
    }

    static func springBackPlot() -> ScrollPlot {
        let points = springBack()
        var plot = ScrollPlot(title: "Spring back from 100 pt: x(t) = 100·(1 + 10t)·e^(−10t)",
                              subtitle: "SpringSimulation.bounce: mass 1, stiffness 100, damping 20 (critically damped, ω = 10/s)",
                              xLabel: "time since release (s)", yLabel: "overscroll past the edge (pt)")
        plot.series = [.init(name: "overscroll, per 60 Hz frame", points: points, color: ScrollPlot.palette[2], showsPoints: true)]
        let spring = SpringSimulation.bounce(from: 100, to: 0, velocity: 0)
        var marks: [ScrollPlot.Marker] = []
        for t in [0.1, 0.3] {
            let y = Double(spring.x(t))
            marks.append(.init(x: t, y: y, label: "\(SVGNumber.fixed(t, decimals: 1, trimZeros: false)) s: \(SVGNumber.fixed(y, decimals: 2, trimZeros: false)) pt",
                               color: ScrollPlot.palette[2], placement: .aboveRight))
        }
        let end = points[points.count - 1]
        marks.append(.init(x: end.x, y: end.y,
                           label: "done: frame \(points.count - 1), \(SVGNumber.fixed(end.x, decimals: 3, trimZeros: false)) s",
                           color: "#222222", placement: .aboveRight))
        plot.markers = marks
        plot.xDomain = 0...1.4
        plot.yDomain = 0...100
        return plot
    }

    // MARK: (e) Fling into the bottom edge

    /// The range of `fling-bounce.svg`: 0…1469 (the main scene's).
    static let flingRange = ScrollRange(min: 0, max: 1469)
    /// The release of `fling-bounce.svg`: at offset 1200, 2000 pt/s toward the bottom.
    static let flingStart: (position: CGFloat, velocity: CGFloat) = (1200, 2000)

    /// The release motion from `flingStart`, per 60 Hz frame until done.
    ///
    /// ```swift
    /// ReferencePlots.flingBounce().last?.y // 1469
    /// ```
    static func flingBounce() -> [PlotPoint] {
        let sim = BounceSimulation(position: flingStart.position, velocity: flingStart.velocity, range: flingRange)
        var points: [PlotPoint] = []
        var k = 0
        while !sim.isDone(Double(k) * framePeriod) && k < 600 {
            let t = Double(k) * framePeriod
            points.append(PlotPoint(x: t, y: Double(sim.x(t))))
            k += 1
        }
        points.append(PlotPoint(x: Double(k) * framePeriod, y: Double(sim.finalPosition)))
        return points
    }

    static func flingBouncePlot() -> ScrollPlot {
        let sim = BounceSimulation(position: flingStart.position, velocity: flingStart.velocity, range: flingRange)
        let points = flingBounce()
        var plot = ScrollPlot(title: "Fling into the bottom edge: deceleration, then spring back",
                              subtitle: "BounceSimulation: release at 1200 pt with 2000 pt/s, d = 0.998, maximum offset 1469",
                              xLabel: "time since release (s)", yLabel: "contentOffset.y (pt)")
        let free = DecelerationSimulation(position: flingStart.position, velocity: flingStart.velocity)
        let freePoints = stride(from: 0, through: 60, by: 1).map { (k: Int) -> PlotPoint in
            let t = Double(k) * framePeriod
            return PlotPoint(x: t, y: Double(free.x(t)))
        }
        plot.series = [
            .init(name: "offset (BounceSimulation)", points: points, color: ScrollPlot.palette[0], showsPoints: true),
            .init(name: "deceleration without the edge", points: freePoints, color: "#777777", dashed: true, lineWidth: 1.8),
        ]
        plot.guides = [ScrollPlot.Guide(horizontalAt: Double(flingRange.max), label: "maximum offset 1469",
                                        labelPosition: .trailingBelow)]
        var marks: [ScrollPlot.Marker] = []
        if let crossing = sim.edgeCrossingTime, let spring = sim.spring {
            let v = Double(spring.velocity)
            marks.append(.init(x: crossing, y: Double(flingRange.max),
                               label: "edge at \(SVGNumber.fixed(crossing, decimals: 3, trimZeros: false)) s, \(SVGNumber.fixed(v, decimals: 0, trimZeros: false)) pt/s",
                               color: "#222222", placement: .belowRight))
            // Critically damped from the edge with velocity v: peak at 1/ω.
            let tPeak = 1 / spring.naturalFrequency
            let peak = Double(sim.x(crossing + tPeak))
            marks.append(.init(x: crossing + tPeak, y: peak,
                               label: "peak \(SVGNumber.fixed(peak - Double(flingRange.max), decimals: 1, trimZeros: false)) pt past the edge",
                               color: ScrollPlot.palette[1], placement: .aboveRight))
        }
        let end = points[points.count - 1]
        marks.append(.init(x: end.x, y: end.y, label: "at rest \(SVGNumber.fixed(end.x, decimals: 3, trimZeros: false)) s",
                           color: "#222222", placement: .aboveLeft))
        plot.markers = marks
        plot.legendCorner = .bottomRight
        plot.xDomain = 0...1.4
        plot.yDomain = 1150...1600
        return plot
    }

    // MARK: (f) Indicator alpha

    /// The indicator's opacity from 0.25 s before scrolling stops to 1.1 s after, in 5 ms steps.
    ///
    /// ```swift
    /// ReferencePlots.indicatorAlpha().last?.y // 0
    /// ```
    static func indicatorAlpha() -> [PlotPoint] {
        stride(from: -50, through: 220, by: 1).map { (k: Int) -> PlotPoint in
            let t = Double(k) * 0.005
            return PlotPoint(x: t, y: Double(ScrollIndicator.alpha(secondsSinceScrollingStopped: t)))
        }
    }

    static func indicatorAlphaPlot() -> ScrollPlot {
        var plot = ScrollPlot(title: "Scroll indicator opacity after scrolling stops",
                              subtitle: "ScrollIndicator.alpha: held 0.5 s, then faded over 0.33 s with ease-out (cubic Bézier (0,0)(0.58,1))",
                              xLabel: "time since the last movement (s)", yLabel: "indicator alpha")
        let hold = ScrollIndicator.hideDelay, fade = ScrollIndicator.fadeDuration
        let linear = stride(from: -50, through: 220, by: 1).map { (k: Int) -> PlotPoint in
            let t = Double(k) * 0.005
            let a = t <= hold ? 1 : max(0, 1 - (t - hold) / fade)
            return PlotPoint(x: t, y: a)
        }
        plot.series = [
            .init(name: "alpha (ease-out fade)", points: indicatorAlpha(), color: ScrollPlot.palette[3], lineWidth: 3),
            .init(name: "linear fade, for comparison", points: linear, color: "#777777", dashed: true, lineWidth: 1.8),
        ]
        plot.guides = [
            ScrollPlot.Guide(verticalAt: 0, label: "stops"),
            ScrollPlot.Guide(verticalAt: hold, label: "fade starts 0.5 s"),
            ScrollPlot.Guide(verticalAt: hold + fade, label: "hidden 0.83 s"),
        ]
        let mid = hold + fade / 2
        let a = Double(ScrollIndicator.alpha(secondsSinceScrollingStopped: mid))
        plot.markers = [.init(x: mid, y: a, label: "\(SVGNumber.fixed(mid, decimals: 3, trimZeros: false)) s: \(SVGNumber.fixed(a, decimals: 3, trimZeros: false))",
                              color: ScrollPlot.palette[3], placement: .left)]
        plot.xDomain = -0.25...1.1
        plot.yDomain = 0...1.1
        return plot
    }
}
