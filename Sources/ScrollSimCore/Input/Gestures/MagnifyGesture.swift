import Foundation

/// A pinch: follows a two-finger touch once the fingers' distance has
/// changed by `minimumScaleDelta` (0.01 by default, SwiftUI's documented
/// default) relative to their distance at touch down, until they lift.
///
/// Its values: `magnification` the fingers' distance over their distance at
/// touch down (so the first value already has the minimum delta in it, as
/// a drag's first translation has its minimum distance: ScrollSim's
/// choice); `velocity` in magnification per second from the newest two
/// samples; `startLocation` the fingers' midpoint at touch down in the
/// view's own space, `startAnchor` the same as a fraction of the view's
/// size; `time`. Scroll views do not scroll under a pinch; it only reaches
/// gestures (docs/layout-rules.md, Two-finger gestures).
///
/// ```swift
/// Image("photo").scaleEffect(scale).gesture(MagnifyGesture().onChanged { scale = $0.magnification })
/// ```
public struct MagnifyGesture: Gesture {
    public typealias Body = Never
    public struct Value: Equatable, @unchecked Sendable {
        /// The time of the event, on the app's clock (seconds since the reference date).
        public var time: Date
        /// The fingers' distance over their distance at touch down (2 is twice as far apart).
        public var magnification: CGFloat
        /// How fast `magnification` changes, per second.
        public var velocity: CGFloat
        /// `startLocation` as a fraction of the view's size.
        public var startAnchor: UnitPoint
        /// The fingers' midpoint at touch down, in the view's own space.
        public var startLocation: CGPoint
    }

    /// How much the magnification changes before the gesture begins.
    public var minimumScaleDelta: CGFloat

    public init(minimumScaleDelta: CGFloat = 0.01) {
        self.minimumScaleDelta = minimumScaleDelta
    }

    public func _makeRecognizer() -> _GestureRecognizer<Value> {
        let minimum = max(0, minimumScaleDelta)
        return TwoFingerRecognizer(passes: { abs($0.scale - 1) >= minimum }) {
            Value(time: Date(timeIntervalSinceReferenceDate: $0.time), magnification: $0.scale,
                  velocity: $0.scaleVelocity, startAnchor: $0.startAnchor, startLocation: $0.startLocation)
        }
    }
}

/// The pinch of iOS 13–16, with the magnification alone for its value
/// (`MagnifyGesture`'s `magnification`, recognized the same way).
///
/// ```swift
/// Circle().gesture(MagnificationGesture().updating($zoom) { value, state, _ in state = value })
/// ```
public struct MagnificationGesture: Gesture {
    public typealias Body = Never
    public typealias Value = CGFloat
    /// How much the magnification changes before the gesture begins.
    public var minimumScaleDelta: CGFloat

    public init(minimumScaleDelta: CGFloat = 0.01) {
        self.minimumScaleDelta = minimumScaleDelta
    }

    public func _makeRecognizer() -> _GestureRecognizer<CGFloat> {
        _MapRecognizer(MagnifyGesture(minimumScaleDelta: minimumScaleDelta)._makeRecognizer(), \.magnification)
    }
}

/// A two-finger rotation: follows a two-finger touch once the line through
/// the fingers has turned `minimumAngleDelta` (1° by default, SwiftUI's
/// documented default) either way from where it was at touch down, until
/// they lift.
///
/// Its values: `rotation` the angle turned since touch down, clockwise on
/// screen positive (as `rotationEffect` turns); `velocity` that angle's
/// change per second from the newest two samples; `startLocation`,
/// `startAnchor` and `time` as `MagnifyGesture`'s.
///
/// ```swift
/// Rectangle().rotationEffect(angle).gesture(RotateGesture().onChanged { angle = $0.rotation })
/// ```
public struct RotateGesture: Gesture {
    public typealias Body = Never
    public struct Value: Equatable, @unchecked Sendable {
        /// The time of the event, on the app's clock (seconds since the reference date).
        public var time: Date
        /// The angle the fingers have turned since touch down, clockwise positive.
        public var rotation: Angle
        /// How fast `rotation` changes, per second.
        public var velocity: Angle
        /// `startLocation` as a fraction of the view's size.
        public var startAnchor: UnitPoint
        /// The fingers' midpoint at touch down, in the view's own space.
        public var startLocation: CGPoint
    }

    /// How far the fingers turn before the gesture begins.
    public var minimumAngleDelta: Angle

    public init(minimumAngleDelta: Angle = .degrees(1)) {
        self.minimumAngleDelta = minimumAngleDelta
    }

    public func _makeRecognizer() -> _GestureRecognizer<Value> {
        let minimum = abs(minimumAngleDelta.radians)
        // Within 10⁻⁹ rad, so a turn of exactly the minimum in degrees begins.
        return TwoFingerRecognizer(passes: { abs(Double($0.rotation)) >= minimum - 1e-9 }) {
            Value(time: Date(timeIntervalSinceReferenceDate: $0.time), rotation: .radians(Double($0.rotation)),
                  velocity: .radians(Double($0.rotationVelocity)), startAnchor: $0.startAnchor,
                  startLocation: $0.startLocation)
        }
    }
}

/// The two-finger rotation of iOS 13–16, with the angle alone for its
/// value (`RotateGesture`'s `rotation`, recognized the same way).
///
/// ```swift
/// Rectangle().rotationEffect(angle).gesture(RotationGesture().onChanged { angle = $0 })
/// ```
public struct RotationGesture: Gesture {
    public typealias Body = Never
    public typealias Value = Angle
    /// How far the fingers turn before the gesture begins.
    public var minimumAngleDelta: Angle

    public init(minimumAngleDelta: Angle = .degrees(1)) {
        self.minimumAngleDelta = minimumAngleDelta
    }

    public func _makeRecognizer() -> _GestureRecognizer<Angle> {
        _MapRecognizer(RotateGesture(minimumAngleDelta: minimumAngleDelta)._makeRecognizer(), \.rotation)
    }
}

/// Where a two-finger touch stands, as the pinch and rotation gestures report it.
struct TwoFingerSample {
    var time: Double
    var scale: CGFloat = 1
    var rotation: CGFloat = 0
    var scaleVelocity: CGFloat = 0
    var rotationVelocity: CGFloat = 0
    var startLocation: CGPoint
    var startAnchor: UnitPoint
}

/// Follows a two-finger touch: begins once `passes` holds for a sample,
/// then changes with each move and ends when the fingers lift (fails when
/// they lift before). One-finger events are not its: a touch of one finger
/// never begins it.
@MainActor
final class TwoFingerRecognizer<Value>: _GestureRecognizer<Value> {
    let passes: (TwoFingerSample) -> Bool
    let value: (TwoFingerSample) -> Value
    private var sample: TwoFingerSample?

    init(passes: @escaping (TwoFingerSample) -> Bool, value: @escaping (TwoFingerSample) -> Value) {
        self.passes = passes
        self.value = value
    }

    override func twoFinger(_ event: TwoFingerEvent, time: Double) {
        switch event {
        case .down(let p):
            guard phase == .possible, sample == nil else { return }
            let local = host?.convert(p, to: .local) ?? p
            let size = host?.hostSize ?? .zero
            let anchor = UnitPoint(x: size.width > 0 ? local.x / size.width : 0,
                                   y: size.height > 0 ? local.y / size.height : 0)
            sample = TwoFingerSample(time: time, startLocation: local, startAnchor: anchor)
        case .move(_, let scale, let rotation):
            guard var s = sample, !phase.isFinal else { return }
            if time > s.time {
                s.scaleVelocity = (scale - s.scale) / CGFloat(time - s.time)
                s.rotationVelocity = (rotation - s.rotation) / CGFloat(time - s.time)
            }
            s.time = time
            s.scale = scale
            s.rotation = rotation
            sample = s
            if phase == .possible {
                guard passes(s) else { return }
                begin()
            }
            change(value(s))
        case .up:
            guard let s = sample, !phase.isFinal else { return }
            if phase == .began { end(value(s)) } else { fail() }
        }
    }

    override func up(_ point: CGPoint, time: Double) {
        if sample == nil { fail() }
    }
}
