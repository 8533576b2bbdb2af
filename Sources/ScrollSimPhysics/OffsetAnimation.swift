import Foundation

/// A running programmatic scroll: one simulation per axis, started at `start`.
struct OffsetAnimation {
    var start: Double
    var from: CGPoint
    var to: CGPoint
    var x: any ScrollSimulation
    var y: any ScrollSimulation
    /// Started by the status-bar gesture: its end is reported as did-scroll-to-top.
    var isScrollToTop = false

    func position(at t: Double) -> CGPoint {
        CGPoint(x: x.x(t - start), y: y.x(t - start))
    }

    func velocity(at t: Double) -> CGPoint {
        CGPoint(x: x.dx(t - start), y: y.dx(t - start))
    }

    func isDone(at t: Double) -> Bool {
        x.isDone(t - start) && y.isDone(t - start)
    }
}
