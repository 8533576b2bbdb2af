import Foundation
import ScrollSim

extension ReferencePlots {
    /// The pages of `paging.svg`: 390 pt long, range 0…1560 (five pages).
    static let pagingRange = ScrollRange(min: 0, max: 1560)
    /// The page length of `paging.svg`, in points.
    static let pagingPageLength: CGFloat = 390

    /// A paging release at `position` with `velocity` (points per second):
    /// `(time, offset)` at the release and every 60 Hz frame until
    /// `PagingTarget` is done, then its target.
    ///
    /// ```swift
    /// ReferencePlots.paging(position: 200, velocity: 0).last?.y // 390
    /// ```
    static func paging(position: CGFloat, velocity: CGFloat) -> [PlotPoint] {
        let page = PagingTarget(position: position, velocity: velocity, pageLength: pagingPageLength, range: pagingRange)
        return framesUntilDone(page, resting: page.target)
    }

    static func pagingPlot() -> ScrollPlot {
        let slow = paging(position: 200, velocity: 0)
        let flick = paging(position: 90, velocity: 1800)
        let free = DecelerationSimulation(position: 90, velocity: 1800)
        let freePoints = stride(from: 0, through: 60, by: 1).map { (k: Int) -> PlotPoint in
            let t = Double(k) * framePeriod
            return PlotPoint(x: t, y: Double(free.x(t)))
        }
        var plot = ScrollPlot(title: "Paging: a release springs to the page its velocity points to",
                              subtitle: "PagingTarget, 390 pt pages: SnapSimulation (mass 0.5, stiffness 100, damping ratio 1.1)",
                              xLabel: "time since release (s)", yLabel: "contentOffset.x (pt)")
        plot.series = [
            .init(name: "released at rest at 200 (past half a page)", points: slow, color: ScrollPlot.palette[0], showsPoints: true),
            .init(name: "flicked at 90 with 1800 pt/s", points: flick, color: ScrollPlot.palette[1], showsPoints: true),
            .init(name: "the same flick without paging", points: freePoints, color: "#777777", dashed: true, lineWidth: 1.8),
        ]
        plot.guides = [ScrollPlot.Guide(horizontalAt: 390, label: "page 1: 390", labelPosition: .trailingBelow),
                       ScrollPlot.Guide(horizontalAt: 195, label: "half a page: 195", labelPosition: .trailingBelow),
                       ScrollPlot.Guide(horizontalAt: 780, label: "page 2: 780", labelPosition: .trailingBelow)]
        plot.markers = [
            .init(x: slow[slow.count - 1].x, y: 390,
                  label: "at rest: frame \(slow.count - 1)", color: ScrollPlot.palette[0], placement: .aboveLeft),
            .init(x: flick[flick.count - 1].x, y: 390,
                  label: "frame \(flick.count - 1)", color: ScrollPlot.palette[1], placement: .belowRight),
        ]
        plot.legendCorner = .bottomRight
        plot.xDomain = 0...1.0
        plot.yDomain = 0...1000
        return plot
    }
}
