import Foundation

/// The finger on a scroll view and the velocity it gives the content
/// (Flutter's `DragScrollActivity` with its iOS velocity trackers).
///
/// Points are in viewport coordinates, offsets in content points, times in
/// seconds as passed to the controller. A finger becomes a drag after
/// `ScrollController.touchSlop` of travel; from then on the content's
/// unconstrained offset is `anchorOffset − (finger − anchor)` on each
/// draggable axis, shown through the rubber band. The velocity trackers
/// sample the finger, negated (the content's direction), from the moment it
/// goes down, slop included, as Flutter's drag recognizer samples every
/// down and move event and UIKit reads its pan recognizer's velocity: the
/// release velocity is the finger's, also while the rubber band shows the
/// content moving slower. A value owned by one `ScrollController`.
struct DragTracker {
    /// The finger, or nil when none is down.
    private(set) var touch: TouchState?
    private var trackerX = VelocityTracker()
    private var trackerY = VelocityTracker()
    /// Whether this touch follows Flutter's rubber band and fling rules
    /// (`FlutterPhysics`): the content moves by each finger movement through
    /// `userOffset`, and a release flings only past Flutter's thresholds.
    private var flutter = false

    /// What one finger movement did.
    enum Move {
        /// The finger is still within the slop of where it went down.
        case withinSlop
        /// The finger just passed the slop: the drag starts from the current
        /// offset (no jump), nothing moves yet.
        case began
        /// The drag moved the content to `shown` (not yet snapped), at
        /// `velocity` points per second.
        case dragged(shown: CGPoint, velocity: CGPoint)
    }

    /// Whether a finger is down.
    var isTracking: Bool { touch != nil }
    /// Whether the finger down has passed the slop.
    var isDragging: Bool { touch?.isDragging ?? false }
    /// Where the finger was last seen, nil when none is down.
    var lastPoint: CGPoint? { touch?.last }

    /// A finger goes down at `point` at `t`. Afterwards it is tracked, not
    /// dragging, with that one velocity sample; `flutter` chooses Flutter's
    /// rubber band and fling rules for this touch.
    mutating func begin(at point: CGPoint, time t: Double, flutter: Bool = false) {
        touch = TouchState(at: point)
        self.flutter = flutter
        trackerX.reset()
        trackerY.reset()
        sample(point, at: t)
    }

    /// The finger's position as a velocity sample, negated: the content
    /// moves against the finger.
    private mutating func sample(_ point: CGPoint, at t: Double) {
        trackerX.addSample(time: t, position: -point.x)
        trackerY.addSample(time: t, position: -point.y)
    }

    /// The finger moves to `point` at `t`. Requires a finger down.
    /// `geometry` is the controller's geometry before the move; `axes`
    /// says on which axes the finger may move the content.
    ///
    /// Without `bounces` the content stops at the range's edges instead of
    /// rubber-banding, and the drag is anchored again there, so the
    /// finger's way back moves the content at once.
    mutating func move(to point: CGPoint, at t: Double, geometry: ScrollGeometry,
                       axes: (x: Bool, y: Bool), bounces: Bool = true) -> Move {
        guard var touch else { preconditionFailure("DragTracker.move(to:) without a finger down") }
        let previous = touch.last
        touch.last = point
        sample(point, at: t)
        guard touch.isDragging else {
            let distance = hypot(point.x - touch.start.x, point.y - touch.start.y)
            guard distance >= ScrollController.touchSlop else {
                self.touch = touch
                return .withinSlop
            }
            touch.isDragging = true
            touch.anchor = point
            touch.anchorOffset = geometry.unconstrained(geometry.contentOffset)
            touch.shown = geometry.contentOffset
            self.touch = touch
            return .began
        }
        var shown: CGPoint
        if flutter {
            // Flutter moves the content by each finger movement, through the rubber band where it is now.
            var p = touch.shown
            if axes.x {
                p.x -= FlutterPhysics.userOffset(point.x - previous.x, at: p.x, in: geometry.horizontalRange,
                                                 dimension: geometry.viewportSize.width)
            }
            if axes.y {
                p.y -= FlutterPhysics.userOffset(point.y - previous.y, at: p.y, in: geometry.verticalRange,
                                                 dimension: geometry.viewportSize.height)
            }
            shown = bounces ? p : geometry.clamped(p)
        } else {
            var free = touch.anchorOffset
            if axes.x { free.x -= point.x - touch.anchor.x }
            if axes.y { free.y -= point.y - touch.anchor.y }
            shown = geometry.displayed(free)
            if !bounces {
                let held = geometry.clamped(free)
                if held != free {
                    touch.anchor = point
                    touch.anchorOffset = geometry.unconstrained(held)
                }
                shown = held
            }
        }
        touch.shown = shown
        self.touch = touch
        return .dragged(shown: shown, velocity: velocity(at: t, axes: axes))
    }

    /// The content moved under a dragging finger (a programmatic offset or
    /// a range change): the drag goes on from `shown` (whose unconstrained
    /// offset is `offset`) where the finger is now. Does nothing unless dragging.
    mutating func reanchor(atUnconstrained offset: CGPoint, shown: CGPoint) {
        guard var touch, touch.isDragging else { return }
        touch.anchor = touch.last
        touch.anchorOffset = offset
        touch.shown = shown
        self.touch = touch
    }

    /// The finger lifts at `t`. Returns the release velocity (`VelocityTracker`'s
    /// weighted estimate, zero on axes not in `axes`; for a Flutter touch
    /// through `FlutterPhysics.flingVelocity`) if it was dragging,
    /// nil if it never passed the slop. Afterwards no finger is down.
    mutating func end(at t: Double, axes: (x: Bool, y: Bool)) -> CGPoint? {
        defer { touch = nil }
        guard isDragging else { return nil }
        let v = velocity(at: t, axes: axes)
        guard flutter else { return v }
        return CGPoint(x: FlutterPhysics.flingVelocity(estimate: v.x, distance: trackerX.distance),
                       y: FlutterPhysics.flingVelocity(estimate: v.y, distance: trackerY.distance))
    }

    /// The trackers' estimate at `t`, zero on axes not in `axes`.
    private func velocity(at t: Double, axes: (x: Bool, y: Bool)) -> CGPoint {
        CGPoint(x: axes.x ? trackerX.velocity(at: t) : 0, y: axes.y ? trackerY.velocity(at: t) : 0)
    }

    /// The touch is cancelled: afterwards no finger is down, no fling.
    mutating func cancel() {
        touch = nil
    }
}
