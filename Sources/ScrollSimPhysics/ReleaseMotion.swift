import Foundation

/// One axis of a release: a deceleration that may bounce off an edge
/// (`BounceSimulation`, or Flutter's `FlutterBounceSimulation`), or a spring into a snapping target (`SnapSimulation`).
protocol ReleaseSimulation: ScrollSimulation {
    /// Where the axis comes to rest.
    var finalPosition: CGFloat { get }
    /// Whether the axis is springing back from past an edge at `t`.
    func isBouncing(_ t: Double) -> Bool
}

extension BounceSimulation: ReleaseSimulation {}

extension FlutterBounceSimulation: ReleaseSimulation {}

extension SnapSimulation: ReleaseSimulation {
    var finalPosition: CGFloat { target }
    func isBouncing(_ t: Double) -> Bool { false }
}

/// Deceleration, bounce or snapping on each axis after a release or a clamp.
/// A `nil` axis holds still. `fromTouch` marks motion that follows a finger
/// lifting (UIKit's `isDecelerating`).
struct ReleaseMotion {
    var start: Double
    var x: (any ReleaseSimulation)?
    var y: (any ReleaseSimulation)?
    var fromTouch: Bool

    func isDone(at t: Double) -> Bool {
        (x?.isDone(t - start) ?? true) && (y?.isDone(t - start) ?? true)
    }

    func isBouncing(at t: Double) -> Bool {
        (x?.isBouncing(t - start) ?? false) || (y?.isBouncing(t - start) ?? false)
    }

    /// The position at `t`; finished axes sit at their final position.
    func position(at t: Double, holding current: CGPoint) -> CGPoint {
        CGPoint(x: Self.value(x, t - start, current.x), y: Self.value(y, t - start, current.y))
    }

    func finalPosition(holding current: CGPoint) -> CGPoint {
        CGPoint(x: x?.finalPosition ?? current.x, y: y?.finalPosition ?? current.y)
    }

    func velocity(at t: Double) -> CGPoint {
        let e = t - start
        let vx = x.map { $0.isDone(e) ? 0 : $0.dx(e) } ?? 0
        let vy = y.map { $0.isDone(e) ? 0 : $0.dx(e) } ?? 0
        return CGPoint(x: vx, y: vy)
    }

    private static func value(_ sim: (any ReleaseSimulation)?, _ e: Double, _ current: CGFloat) -> CGFloat {
        guard let sim else { return current }
        return sim.isDone(e) ? sim.finalPosition : sim.x(e)
    }
}
