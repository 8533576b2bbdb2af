import Foundation

/// Chooses the motion that follows a finger lifting, a clamp, or a range
/// change under a running release (Flutter's `ScrollPhysics`
/// `createBallisticSimulation`): a deceleration that bounces off the edges,
/// or a spring into a paging or caller-chosen target.
///
/// Built from a snapshot of the controller's geometry; every result starts
/// at that geometry's `contentOffset` at time `t` (seconds), and every
/// moving axis comes to rest inside that geometry's range on its axis
/// (within half a device pixel). Velocities in points per second.
struct ReleasePhysics {
    /// The geometry at the moment the motion starts.
    let geometry: ScrollGeometry
    /// How quickly a fling slows down.
    let rate: DecelerationRate
    /// Whether decelerations and spring-backs are Flutter's (`FlutterBounceSimulation`,
    /// the `.flutter` profile) instead of ScrollSim's (`BounceSimulation`).
    var flutter = false

    /// The motion after a drag ends at `t` with velocity `v`; nil when
    /// nothing would move. An axis moves when `draggable` allows it or the
    /// offset lies outside its range. With `paging`, each axis springs to a
    /// page boundary; else `willEndDragging` may move the resting offset
    /// (called once, with the velocity and the proposed, clamped and
    /// snapped rest), and an axis whose target it changed springs there.
    func afterDrag(velocity v: CGPoint, at t: Double, draggable: (x: Bool, y: Bool), paging: Bool,
                   willEndDragging: ((_ velocity: CGPoint, _ target: inout CGPoint) -> Void)?) -> ReleaseMotion? {
        let offset = geometry.contentOffset
        let inRange = geometry.offsetIsInRange
        var release = ReleaseMotion(start: t, x: nil, y: nil, fromTouch: true)
        let movesX = draggable.x || !inRange.x
        let movesY = draggable.y || !inRange.y
        let bounceX = movesX ? bounce(offset.x, v.x, geometry.horizontalRange) : nil
        let bounceY = movesY ? bounce(offset.y, v.y, geometry.verticalRange) : nil
        let natural = CGPoint(x: bounceX?.finalPosition ?? offset.x, y: bounceY?.finalPosition ?? offset.y)
        let targets = paging ? pageTargets(velocity: v)
                             : chosenTargets(velocity: v, natural: natural, willEndDragging: willEndDragging)
        if movesX { release.x = axisRelease(bounceX, snapTo: targets.x, offset.x, v.x, geometry.horizontalRange) }
        if movesY { release.y = axisRelease(bounceY, snapTo: targets.y, offset.y, v.y, geometry.verticalRange) }
        return release.x != nil || release.y != nil ? release : nil
    }

    /// The spring back into range from rest at `t`, on each axis whose
    /// offset lies outside its range; nil when both lie inside.
    func settling(at t: Double, fromTouch: Bool) -> ReleaseMotion? {
        let inRange = geometry.offsetIsInRange
        var release = ReleaseMotion(start: t, x: nil, y: nil, fromTouch: fromTouch)
        if !inRange.x { release.x = bounce(geometry.contentOffset.x, 0, geometry.horizontalRange) }
        if !inRange.y { release.y = bounce(geometry.contentOffset.y, 0, geometry.verticalRange) }
        return release.x != nil || release.y != nil ? release : nil
    }

    /// `old` continued at `t` toward this geometry's (changed) range, from
    /// the current offset at `velocity`. Axes `old` moved keep moving, and
    /// so does an axis the change left outside its range; a snap keeps its
    /// target (limited to the new range), a spring back to an edge goes on
    /// to that edge of the new range, the rest decelerate and bounce anew.
    func continuing(_ old: ReleaseMotion, velocity: CGPoint, at t: Double) -> ReleaseMotion {
        let offset = geometry.contentOffset
        let inRange = geometry.offsetIsInRange
        var release = ReleaseMotion(start: t, x: nil, y: nil, fromTouch: old.fromTouch)
        let elapsed = t - old.start
        if old.x != nil || !inRange.x {
            release.x = continued(old.x, elapsed, offset.x, velocity.x, geometry.horizontalRange)
        }
        if old.y != nil || !inRange.y {
            release.y = continued(old.y, elapsed, offset.y, velocity.y, geometry.verticalRange)
        }
        return release
    }

    /// Decelerates until within `DecelerationSimulation.restThreshold` (0.5 pt, at
    /// every scale) of the rest point, as Lobanov's ScrollMechanics does.
    /// With `flutter`, Flutter's `BouncingScrollSimulation` (which has no rate).
    private func bounce(_ position: CGFloat, _ velocity: CGFloat, _ range: ScrollRange) -> any ReleaseSimulation {
        if flutter { return FlutterBounceSimulation(position: position, velocity: velocity, range: range, scale: geometry.scale) }
        return BounceSimulation(position: position, velocity: velocity, range: range,
                                rate: rate, threshold: DecelerationSimulation.restThreshold)
    }

    /// The page boundary each axis comes to rest on (`PagingTarget`, pages
    /// one viewport long from offset 0).
    private func pageTargets(velocity v: CGPoint) -> (x: CGFloat?, y: CGFloat?) {
        let offset = geometry.contentOffset
        return (PagingTarget.target(position: offset.x, velocity: v.x, pageLength: geometry.viewportSize.width,
                                    origin: 0, range: geometry.horizontalRange, scale: geometry.scale),
                PagingTarget.target(position: offset.y, velocity: v.y, pageLength: geometry.viewportSize.height,
                                    origin: 0, range: geometry.verticalRange, scale: geometry.scale))
    }

    /// The targets `willEndDragging` moved away from the natural rest, per
    /// axis; nil on axes it left alone, and on both without a handler or
    /// when it returns a non-finite target.
    private func chosenTargets(velocity v: CGPoint, natural: CGPoint,
                               willEndDragging: ((CGPoint, inout CGPoint) -> Void)?) -> (x: CGFloat?, y: CGFloat?) {
        guard let willEndDragging else { return (nil, nil) }
        let proposed = geometry.snapped(geometry.clamped(natural))
        var target = proposed
        willEndDragging(v, &target)
        guard target.x.isFinite, target.y.isFinite else { return (nil, nil) }
        target = geometry.snapped(geometry.clamped(target))
        return (target.x != proposed.x ? target.x : nil, target.y != proposed.y ? target.y : nil)
    }

    /// One axis of a release: the spring into `target` when there is one and
    /// the content is not past an edge moving away from the range (then it
    /// bounces back to the edge, as Flutter's page physics defers to its
    /// parent); else the deceleration and bounce. Nil when nothing moves.
    private func axisRelease(_ bounce: (any ReleaseSimulation)?, snapTo target: CGFloat?, _ position: CGFloat,
                             _ v: CGFloat, _ range: ScrollRange) -> (any ReleaseSimulation)? {
        if let target, PagingTarget.applies(position: position, velocity: v, range: range) {
            let snap = SnapSimulation(position: position, velocity: v, target: target)
            return snap.isDone(0) ? nil : snap
        }
        guard let bounce, !bounce.isDone(0) else { return nil }
        return bounce
    }

    /// One axis of a release continued from `position` and `v`, `elapsed`
    /// seconds after `old` started, toward `range`.
    private func continued(_ old: (any ReleaseSimulation)?, _ elapsed: Double, _ position: CGFloat, _ v: CGFloat,
                           _ range: ScrollRange) -> any ReleaseSimulation {
        if let snap = old as? SnapSimulation {
            return SnapSimulation(position: position, velocity: v,
                                  target: PixelSnapping.snap(range.clamp(snap.target), scale: geometry.scale))
        }
        // A spring back to an edge goes on springing to that edge of the new
        // range. Restarted as a release from the (pixel-snapped) offset, which
        // may sit exactly on the edge, it would coast on the spring's last
        // velocity instead and come to rest past the edge.
        if let b = old as? BounceSimulation, let spring = b.spring, let crossing = b.edgeCrossingTime, elapsed >= crossing {
            let edge = abs(spring.target - range.min) <= abs(spring.target - range.max) ? range.min : range.max
            return BounceSimulation(springingFrom: position, velocity: v, to: edge)
        }
        return bounce(position, v, range)
    }
}
