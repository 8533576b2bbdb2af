import Foundation

/// A gesture that follows a finger once it has moved `minimumDistance`
/// points from where it went down (10 by default, SwiftUI's documented
/// default), until it lifts.
///
/// Its values: `startLocation` where the finger went down, in
/// `coordinateSpace` (the view's own by default) with the view's frame at
/// the touch down; `translation` the finger's travel since then (so the
/// first value already has the minimum distance in it, as in SwiftUI);
/// `location = startLocation + translation` (a view moved by its own drag
/// does not shift it); `velocity` in points per second from the newest two
/// finger samples (ScrollSim's choice); predictions that add
/// `velocity × DragGesture.projectionTime` (see there).
///
/// ```swift
/// DragGesture().onChanged { offset = $0.translation }.onEnded { end = $0.predictedEndTranslation }
/// ```
public struct DragGesture: Gesture {
    public typealias Body = Never
    public struct Value: Equatable, @unchecked Sendable {
        /// The time of the event, on the app's clock (seconds since the reference date).
        public var time: Date
        /// Where the finger is.
        public var location: CGPoint
        /// Where the finger went down.
        public var startLocation: CGPoint
        /// The finger's velocity, in points per second.
        public var velocity: CGSize
        /// Where the finger would stop if it lifted now and the view
        /// decelerated like a scroll view.
        public var predictedEndLocation: CGPoint

        /// `location − startLocation`.
        public var translation: CGSize {
            CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
        }

        /// `predictedEndLocation − startLocation`.
        public var predictedEndTranslation: CGSize {
            CGSize(width: predictedEndLocation.x - startLocation.x, height: predictedEndLocation.y - startLocation.y)
        }
    }

    /// How far, in points, the finger moves before the gesture begins.
    public var minimumDistance: CGFloat
    /// The space of `location` and `startLocation`.
    public var coordinateSpace: CoordinateSpace

    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }

    public init(minimumDistance: CGFloat = 10, coordinateSpace: some CoordinateSpaceProtocol) {
        self.init(minimumDistance: minimumDistance, coordinateSpace: coordinateSpace.coordinateSpace)
    }

    /// The seconds of velocity the predicted end adds: how far content
    /// thrown at `v` points per second travels while decelerating at
    /// UIScrollView's normal rate 0.998 per millisecond,
    /// `v / 1000 · 0.998 / (1 − 0.998)` = `v · 0.499` (the projection of
    /// WWDC 2018 "Designing Fluid Interfaces"; SwiftUI's own prediction is
    /// not documented: ScrollSim's choice).
    public static let projectionTime: CGFloat = 0.998 / (1 - 0.998) / 1000

    /// How long the finger may rest before it lifts and still throw: a lift
    /// at the finger's last place more than 40 ms after its last move ends
    /// with no velocity (and the prediction at the finger), the rule of the
    /// scroll views' release velocity (docs/scroll-reference.md, "Velocity
    /// tracker": Flutter's model of iOS, `_assumePointerMoveStoppedMilliseconds`).
    public static let restInterval: Double = 0.04

    public func _makeRecognizer() -> _GestureRecognizer<Value> {
        DragRecognizer(minimumDistance: max(0, minimumDistance), space: coordinateSpace)
    }
}

@MainActor
final class DragRecognizer: _GestureRecognizer<DragGesture.Value> {
    let minimumDistance: CGFloat
    let space: CoordinateSpace
    private var start: CGPoint?
    private var startInSpace = CGPoint.zero
    private var last = CGPoint.zero
    private var lastTime = 0.0
    private var velocity = CGSize.zero

    init(minimumDistance: CGFloat, space: CoordinateSpace) {
        self.minimumDistance = minimumDistance
        self.space = space
    }

    override func down(_ point: CGPoint, time: Double) {
        guard phase == .possible, start == nil else { return }
        start = point
        startInSpace = host?.convert(point, to: space) ?? point
        last = point
        lastTime = time
        if minimumDistance == 0 {
            begin()
            change(value(at: time))
        }
    }

    override func move(_ point: CGPoint, time: Double) {
        guard let start, !phase.isFinal else { return }
        sample(point, time)
        if phase == .possible {
            guard hypot(point.x - start.x, point.y - start.y) >= minimumDistance else { return }
            begin()
        }
        change(value(at: time))
    }

    override func up(_ point: CGPoint, time: Double) {
        guard start != nil, !phase.isFinal else { return }
        if point != last {
            move(point, time: time)
        } else if time - lastTime > DragGesture.restInterval {
            // The finger rested before it lifted: nothing is thrown.
            velocity = .zero
        }
        if phase == .began { end(value(at: time)) } else { fail() }
    }

    private func sample(_ point: CGPoint, _ time: Double) {
        if time > lastTime {
            velocity = CGSize(width: (point.x - last.x) / CGFloat(time - lastTime),
                              height: (point.y - last.y) / CGFloat(time - lastTime))
        }
        last = point
        lastTime = time
    }

    private func value(at time: Double) -> DragGesture.Value {
        let start = start ?? last
        let translation = CGSize(width: last.x - start.x, height: last.y - start.y)
        let location = CGPoint(x: startInSpace.x + translation.width, y: startInSpace.y + translation.height)
        let t = DragGesture.projectionTime
        return DragGesture.Value(time: Date(timeIntervalSinceReferenceDate: time), location: location,
                                 startLocation: startInSpace, velocity: velocity,
                                 predictedEndLocation: CGPoint(x: location.x + velocity.width * t,
                                                               y: location.y + velocity.height * t))
    }
}
