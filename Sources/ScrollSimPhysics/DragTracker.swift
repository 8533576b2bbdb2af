import Foundation

/// The finger on a scroll view and the velocity it gives the content
/// (Flutter's `DragScrollActivity` with its `VelocityTracker`s).
///
/// Points are in viewport coordinates, offsets in content points, times in
/// seconds as passed to the controller. A finger becomes a drag after
/// `ScrollController.touchSlop` of travel; from then on the content's
/// unconstrained offset is `anchorOffset − (finger − anchor)` on each
/// draggable axis, shown through the rubber band. The velocity trackers
/// sample the shown offset. A value owned by one `ScrollController`.
struct DragTracker {
    /// The finger, or nil when none is down.
    private(set) var touch: TouchState?
    private var trackerX = VelocityTracker()
    private var trackerY = VelocityTracker()

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

    /// A finger goes down at `point`. Afterwards it is tracked, not
    /// dragging, with no velocity samples.
    mutating func begin(at point: CGPoint) {
        touch = TouchState(at: point)
        trackerX.reset()
        trackerY.reset()
    }

    /// The finger moves to `point` at `t`. Requires a finger down.
    /// `geometry` is the controller's geometry before the move; `axes`
    /// says on which axes the finger may move the content.
    ///
    /// Without `bounces` the content stops at the range's edges instead of
    /// rubber-banding, and the drag is anchored again there, so the
    /// finger's way back moves the content at once; the velocity trackers
    /// then sample the held offset.
    mutating func move(to point: CGPoint, at t: Double, geometry: ScrollGeometry,
                       axes: (x: Bool, y: Bool), bounces: Bool = true) -> Move {
        guard var touch else { preconditionFailure("DragTracker.move(to:) without a finger down") }
        touch.last = point
        guard touch.isDragging else {
            let distance = hypot(point.x - touch.start.x, point.y - touch.start.y)
            guard distance >= ScrollController.touchSlop else {
                self.touch = touch
                return .withinSlop
            }
            touch.isDragging = true
            touch.anchor = point
            touch.anchorOffset = geometry.unconstrained(geometry.contentOffset)
            self.touch = touch
            trackerX.reset()
            trackerY.reset()
            trackerX.addSample(time: t, position: geometry.contentOffset.x)
            trackerY.addSample(time: t, position: geometry.contentOffset.y)
            return .began
        }
        var free = touch.anchorOffset
        if axes.x { free.x -= point.x - touch.anchor.x }
        if axes.y { free.y -= point.y - touch.anchor.y }
        var shown = geometry.displayed(free)
        if !bounces {
            let held = geometry.clamped(free)
            if held != free {
                touch.anchor = point
                touch.anchorOffset = geometry.unconstrained(held)
            }
            shown = held
        }
        self.touch = touch
        trackerX.addSample(time: t, position: shown.x)
        trackerY.addSample(time: t, position: shown.y)
        return .dragged(shown: shown, velocity: CGPoint(x: trackerX.velocity(at: t), y: trackerY.velocity(at: t)))
    }

    /// The content moved under a dragging finger (a programmatic offset or
    /// a range change): the drag goes on from `offset` where the finger is
    /// now. Does nothing unless dragging.
    mutating func reanchor(atUnconstrained offset: CGPoint) {
        guard var touch, touch.isDragging else { return }
        touch.anchor = touch.last
        touch.anchorOffset = offset
        self.touch = touch
    }

    /// The finger lifts at `t`. Returns the release velocity (least squares
    /// over the last 100 ms, zero on axes not in `axes`) if it was dragging,
    /// nil if it never passed the slop. Afterwards no finger is down.
    mutating func end(at t: Double, axes: (x: Bool, y: Bool)) -> CGPoint? {
        defer { touch = nil }
        guard isDragging else { return nil }
        return CGPoint(x: axes.x ? trackerX.velocity(at: t) : 0,
                       y: axes.y ? trackerY.velocity(at: t) : 0)
    }

    /// The touch is cancelled: afterwards no finger is down, no fling.
    mutating func cancel() {
        touch = nil
    }
}
