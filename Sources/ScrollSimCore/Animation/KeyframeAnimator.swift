import Foundation

// MARK: - Values, curves, springs

/// A value keyframes can move: a vector of doubles (`Double`, `CGFloat`,
/// `CGPoint`, `CGSize`, `Angle`). Stands in for SwiftUI's `Animatable`.
public protocol _KeyframeInterpolatable {
    var _keyframeComponents: [Double] { get }
    init(_keyframeComponents: [Double])
}

extension Double: _KeyframeInterpolatable {
    public var _keyframeComponents: [Double] { [self] }
    public init(_keyframeComponents c: [Double]) { self = c[0] }
}
extension CGFloat: _KeyframeInterpolatable {
    public var _keyframeComponents: [Double] { [Double(self)] }
    public init(_keyframeComponents c: [Double]) { self = CGFloat(c[0]) }
}
extension Float: _KeyframeInterpolatable {
    public var _keyframeComponents: [Double] { [Double(self)] }
    public init(_keyframeComponents c: [Double]) { self = Float(c[0]) }
}
extension CGPoint: _KeyframeInterpolatable {
    public var _keyframeComponents: [Double] { [Double(x), Double(y)] }
    public init(_keyframeComponents c: [Double]) { self.init(x: c[0], y: c[1]) }
}
extension CGSize: _KeyframeInterpolatable {
    public var _keyframeComponents: [Double] { [Double(width), Double(height)] }
    public init(_keyframeComponents c: [Double]) { self.init(width: c[0], height: c[1]) }
}
extension Angle: _KeyframeInterpolatable {
    public var _keyframeComponents: [Double] { [radians] }
    public init(_keyframeComponents c: [Double]) { self.init(radians: c[0]) }
}

/// A timing curve from (0, 0) to (1, 1): the progress of a value at a
/// fraction of a duration.
public struct UnitCurve: Hashable, Sendable {
    let x1, y1, x2, y2: Double
    public static let linear = UnitCurve(x1: 0, y1: 0, x2: 1, y2: 1)
    public static let easeIn = UnitCurve(x1: 0.42, y1: 0, x2: 1, y2: 1)
    public static let easeOut = UnitCurve(x1: 0, y1: 0, x2: 0.58, y2: 1)
    public static let easeInOut = UnitCurve(x1: 0.42, y1: 0, x2: 0.58, y2: 1)
    /// A cubic Bézier with control points `startControlPoint` and `endControlPoint`.
    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
        UnitCurve(x1: Double(startControlPoint.x), y1: Double(startControlPoint.y), x2: Double(endControlPoint.x), y2: Double(endControlPoint.y))
    }
    /// The progress at `fraction` (0…1).
    public func value(at fraction: Double) -> Double {
        UnitBezier(x1: x1, y1: y1, x2: x2, y2: y2).solve(min(1, max(0, fraction))).y
    }
}

/// A spring of mass 1 (as `Animation.spring`): its response and damping fraction.
public struct Spring: Hashable, Sendable {
    let response: Double
    let dampingFraction: Double
    /// `Spring(duration: 0.5, bounce: 0)`.
    public init() { self.init(duration: 0.5, bounce: 0) }
    public init(duration: Double = 0.5, bounce: Double = 0) {
        response = duration
        dampingFraction = Animation.dampingFraction(bounce: bounce)
    }
    public init(response: Double, dampingRatio: Double) {
        self.response = response
        dampingFraction = dampingRatio
    }
    public static let smooth = Spring(duration: 0.5, bounce: 0)
    public static let snappy = Spring(duration: 0.5, bounce: 0.15)
    public static let bouncy = Spring(duration: 0.5, bounce: 0.3)
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Spring { Spring(duration: duration, bounce: extraBounce) }
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Spring { Spring(duration: duration, bounce: 0.15 + extraBounce) }
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Spring { Spring(duration: duration, bounce: 0.3 + extraBounce) }

    var animation: Animation { .spring(response: response, dampingFraction: dampingFraction) }
}

// MARK: - Keyframes

/// One segment of a keyframe track: how the value gets to `to`.
public struct _Keyframe<Value: _KeyframeInterpolatable> {
    enum Kind {
        case linear(UnitCurve)
        case spring(Spring, startVelocity: Value?)
        case cubic(startVelocity: Value?, endVelocity: Value?)
        case move
    }
    let to: Value
    let duration: Double?
    let kind: Kind
}

/// Something a `KeyframeTrack` is built of.
public protocol KeyframeTrackContent<Value> {
    associatedtype Value: _KeyframeInterpolatable
    var _keyframes: [_Keyframe<Value>] { get }
}

/// Straight to `to` over `duration`, along `timingCurve`.
public struct LinearKeyframe<Value: _KeyframeInterpolatable>: KeyframeTrackContent {
    public let _keyframes: [_Keyframe<Value>]
    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {
        _keyframes = [_Keyframe(to: to, duration: duration, kind: .linear(timingCurve))]
    }
}

/// Pulled to `to` by `spring` for `duration` (the spring's settling time when nil).
public struct SpringKeyframe<Value: _KeyframeInterpolatable>: KeyframeTrackContent {
    public let _keyframes: [_Keyframe<Value>]
    public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {
        _keyframes = [_Keyframe(to: to, duration: duration, kind: .spring(spring, startVelocity: startVelocity))]
    }
}

/// To `to` over `duration` along a cubic curve (a Catmull-Rom spline through neighbouring cubic keyframes).
public struct CubicKeyframe<Value: _KeyframeInterpolatable>: KeyframeTrackContent {
    public let _keyframes: [_Keyframe<Value>]
    public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {
        _keyframes = [_Keyframe(to: to, duration: duration, kind: .cubic(startVelocity: startVelocity, endVelocity: endVelocity))]
    }
}

/// At `to` at once.
public struct MoveKeyframe<Value: _KeyframeInterpolatable>: KeyframeTrackContent {
    public let _keyframes: [_Keyframe<Value>]
    public init(_ to: Value) { _keyframes = [_Keyframe(to: to, duration: 0, kind: .move)] }
}

/// Several keyframes in sequence.
public struct _KeyframeList<Value: _KeyframeInterpolatable>: KeyframeTrackContent {
    public let _keyframes: [_Keyframe<Value>]
}

@resultBuilder
public enum KeyframeTrackContentBuilder<Value: _KeyframeInterpolatable> {
    public static func buildExpression<K: KeyframeTrackContent>(_ k: K) -> _KeyframeList<Value> where K.Value == Value {
        _KeyframeList(_keyframes: k._keyframes)
    }
    public static func buildBlock(_ parts: _KeyframeList<Value>...) -> _KeyframeList<Value> {
        _KeyframeList(_keyframes: parts.flatMap(\._keyframes))
    }
    public static func buildArray(_ parts: [_KeyframeList<Value>]) -> _KeyframeList<Value> {
        _KeyframeList(_keyframes: parts.flatMap(\._keyframes))
    }
    public static func buildOptional(_ part: _KeyframeList<Value>?) -> _KeyframeList<Value> { part ?? _KeyframeList(_keyframes: []) }
    public static func buildEither(first: _KeyframeList<Value>) -> _KeyframeList<Value> { first }
    public static func buildEither(second: _KeyframeList<Value>) -> _KeyframeList<Value> { second }
}

/// Keyframes for a value of type `Value`: tracks, each moving one property.
public protocol Keyframes<Value> {
    associatedtype Value
    /// The value at `time` seconds after the start, from `initial`.
    func _value(at time: Double, from initial: Value) -> Value
    /// How long the keyframes run.
    var _duration: Double { get }
}

/// The keyframes of one property (`keyPath` of the animated value, or the
/// whole value): played one after another from the value's initial one.
public struct KeyframeTrack<Root, TrackValue: _KeyframeInterpolatable>: Keyframes {
    public typealias Value = Root
    let keyPath: WritableKeyPath<Root, TrackValue>
    let keyframes: [_Keyframe<TrackValue>]

    public init(_ keyPath: WritableKeyPath<Root, TrackValue>,
                @KeyframeTrackContentBuilder<TrackValue> content: () -> _KeyframeList<TrackValue>) {
        self.keyPath = keyPath
        keyframes = content()._keyframes
    }

    init(keyframes: [_Keyframe<TrackValue>]) where Root == TrackValue {
        keyPath = \TrackValue.self
        self.keyframes = keyframes
    }

    public init(@KeyframeTrackContentBuilder<TrackValue> content: () -> _KeyframeList<TrackValue>) where Root == TrackValue {
        keyPath = \TrackValue.self
        keyframes = content()._keyframes
    }

    /// Each keyframe's length: its duration, a spring's settling time when it has none.
    private var durations: [Double] {
        keyframes.map { k in
            if let d = k.duration { return max(0, d) }
            if case let .spring(s, _) = k.kind { return s.animation.runDuration }
            return 0
        }
    }

    public var _duration: Double { durations.reduce(0, +) }

    public func _value(at time: Double, from initial: Root) -> Root {
        var root = initial
        root[keyPath: keyPath] = value(at: time, from: initial[keyPath: keyPath])
        return root
    }

    /// The track's value at `time`: the segment running then, from the end
    /// value of the one before (the initial value for the first).
    func value(at time: Double, from initial: TrackValue) -> TrackValue {
        let ds = durations
        var start = 0.0
        var previous = initial._keyframeComponents
        var velocity = [Double](repeating: 0, count: previous.count)
        for (i, k) in keyframes.enumerated() {
            let d = ds[i], target = k.to._keyframeComponents
            let t = time - start
            let inSegment = t < d
            switch k.kind {
            case .move:
                break
            case .linear(let curve):
                if inSegment {
                    let p = curve.value(at: t / d)
                    return TrackValue(_keyframeComponents: zip(previous, target).map { $0 + ($1 - $0) * p })
                }
                velocity = zip(previous, target).map { ($1 - $0) / max(d, 1e-9) }
            case let .spring(spring, startVelocity):
                let v0 = startVelocity?._keyframeComponents ?? velocity
                let a = spring.animation
                guard case let .spring(stiffness, damping) = a.base else { break }
                let at = inSegment ? t : d
                var value = target, v = velocity
                for j in target.indices {
                    let s = Animation.springState(stiffness: stiffness, damping: damping, x0: previous[j] - target[j], v0: v0[j], t: at)
                    value[j] = target[j] + s.x
                    v[j] = s.v
                }
                if inSegment { return TrackValue(_keyframeComponents: value) }
                velocity = v
                // A spring cut short ends where it is.
                previous = value
                start += d
                continue
            case let .cubic(startVelocity, endVelocity):
                // Hermite: tangents given, else Catmull-Rom through the neighbouring keyframes' values.
                let before = i > 0 ? (i > 1 ? keyframes[i - 2].to._keyframeComponents : initial._keyframeComponents) : previous
                let after = i + 1 < keyframes.count ? keyframes[i + 1].to._keyframeComponents : target
                let dBefore = i > 0 ? ds[i - 1] : 0, dAfter = i + 1 < keyframes.count ? ds[i + 1] : 0
                let m0 = startVelocity?._keyframeComponents
                    ?? (i > 0 ? zip(before, target).map { ($1 - $0) / max(dBefore + d, 1e-9) } : velocity)
                let m1 = endVelocity?._keyframeComponents
                    ?? (i + 1 < keyframes.count ? zip(previous, after).map { ($1 - $0) / max(d + dAfter, 1e-9) }
                        : [Double](repeating: 0, count: target.count))
                if inSegment {
                    let s = t / d, s2 = s * s, s3 = s2 * s
                    let h00 = 2 * s3 - 3 * s2 + 1, h10 = s3 - 2 * s2 + s, h01 = -2 * s3 + 3 * s2, h11 = s3 - s2
                    var out = target
                    for j in target.indices {
                        let a = h00 * previous[j] + h01 * target[j]
                        let b = h10 * d * m0[j] + h11 * d * m1[j]
                        out[j] = a + b
                    }
                    return TrackValue(_keyframeComponents: out)
                }
                velocity = m1
            }
            previous = target
            start += d
        }
        return TrackValue(_keyframeComponents: previous)
    }
}

/// Several tracks, each for its own property, and the keyframes written
/// for the whole value without a track (one track, in the order written).
public struct _KeyframeTracks<Value>: Keyframes {
    var tracks: [(Double, Value) -> Value] = []
    var durations: [Double] = []
    /// The whole-value keyframes (each an `_Keyframe<Value>`).
    var direct: [Any] = []
    /// Makes the track of `direct`.
    var makeDirect: (([Any]) -> (track: (Double, Value) -> Value, duration: Double))?

    private var directTrack: (track: (Double, Value) -> Value, duration: Double)? {
        direct.isEmpty ? nil : makeDirect?(direct)
    }

    public var _duration: Double { (durations + [directTrack?.duration ?? 0]).max() ?? 0 }

    public func _value(at time: Double, from initial: Value) -> Value {
        var v = initial
        for track in tracks { v = track(time, v) }
        if let d = directTrack { v = d.track(time, v) }
        return v
    }
}

@resultBuilder
public enum KeyframesBuilder<Value> {
    public static func buildExpression<K: Keyframes>(_ k: K) -> _KeyframeTracks<Value> where K.Value == Value {
        _KeyframeTracks(tracks: [{ t, v in k._value(at: t, from: v) }], durations: [k._duration])
    }
    /// Keyframes for the whole value written directly (`LinearKeyframe(…)` without a track).
    public static func buildExpression<K: KeyframeTrackContent>(_ k: K) -> _KeyframeTracks<Value> where K.Value == Value {
        _KeyframeTracks(direct: k._keyframes.map { $0 as Any }, makeDirect: { list in
            let track = KeyframeTrack<Value, Value>(keyframes: list.compactMap { $0 as? _Keyframe<Value> })
            return ({ t, v in track._value(at: t, from: v) }, track._duration)
        })
    }
    public static func buildBlock(_ parts: _KeyframeTracks<Value>...) -> _KeyframeTracks<Value> {
        _KeyframeTracks(tracks: parts.flatMap(\.tracks), durations: parts.flatMap(\.durations), direct: parts.flatMap(\.direct),
                        makeDirect: parts.lazy.compactMap(\.makeDirect).first)
    }
}

// MARK: - KeyframeAnimator

/// A view whose content is built, every frame while it plays, with the
/// value its keyframes give at that time: on each change of `trigger`
/// (from the initial value), or from its appearance in a loop when
/// `repeating`. Docs: layout-rules.md, "KeyframeAnimator".
///
/// ```swift
/// KeyframeAnimator(initialValue: 1.0, trigger: likes) { scale in
///     Image(systemName: "heart.fill").scaleEffect(scale)
/// } keyframes: { _ in
///     LinearKeyframe(1.3, duration: 0.1)
///     SpringKeyframe(1.0, duration: 0.4, spring: .bouncy)
/// }
/// ```
public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>: View where KeyframePath.Value == Value {
    let initialValue: Value
    let trigger: AnyEquatableValue?
    let repeating: Bool
    let content: (Value) -> Content
    let keyframes: (Value) -> KeyframePath
    @State private var player = KeyframePlayer()
    @State private var beat = 0

    /// Plays the keyframes each time `trigger` changes.
    public init(initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
        self.initialValue = initialValue
        self.trigger = AnyEquatableValue(trigger)
        repeating = false
        self.content = content
        self.keyframes = keyframes
    }

    /// Plays the keyframes from the view's appearance, again and again when `repeating`.
    public init(initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
        self.initialValue = initialValue
        trigger = nil
        self.repeating = repeating
        self.content = content
        self.keyframes = keyframes
    }

    public var body: some View {
        _ = beat
        let player = self.player
        let graph = CompositeNodeBase.evaluating?.context?.graph
        let now = graph?.currentTime ?? 0
        if trigger == nil && player.start == nil { player.start = now }
        let path = keyframes(initialValue)
        var value = initialValue
        if let start = player.start {
            let d = path._duration
            var t = now - start
            if repeating && trigger == nil && d > 0 { t = t.truncatingRemainder(dividingBy: d) }
            value = path._value(at: min(t, d), from: initialValue)
            player.isPlaying = repeating && trigger == nil ? d > 0 : now - start < d
        }
        let beat = $beat
        return content(value)
            .modified(_FrameTickModifier(isRunning: { player.isPlaying }, onFrame: { _, _ in beat.wrappedValue += 1 }))
            .onChange(of: trigger) {
                guard trigger != nil, let graph else { return }
                player.start = graph.currentTime
                player.isPlaying = true
                beat.wrappedValue += 1
            }
    }
}

/// When a keyframe animator's run started, and whether it still plays.
@MainActor
final class KeyframePlayer {
    var start: Double?
    var isPlaying = false
}

/// Calls `onFrame` with the graph and the frame's time, before the frame's
/// update, every frame while `isRunning` (`TimelineView`, `KeyframeAnimator`,
/// animatable data). A frame whose `onFrame` ends the run asks for no more.
package final class FrameTickNode: SingleChildNode, Ticking {
    var isRunning: () -> Bool = { false }
    var onFrame: (ViewGraph, Double) -> Void = { _, _ in }
    weak var graph: ViewGraph?

    package func tick(_ time: Double) -> Bool {
        guard isRunning(), let graph else { return false }
        onFrame(graph, time)
        guard isRunning() else { return false }
        graph.requestFrames()
        return true
    }

    package override var kindName: String { "frameTicker" }
}

struct _FrameTickModifier: NodeModifier {
    let isRunning: () -> Bool
    let onFrame: (ViewGraph, Double) -> Void

    func makeNode(_ context: BuildContext) -> FrameTickNode {
        let node = FrameTickNode()
        node.graph = context.graph
        context.graph.register(ticker: node)
        context.graph.requestFrames()
        return node
    }

    func configure(_ node: FrameTickNode, _ context: BuildContext) {
        node.isRunning = isRunning
        node.onFrame = onFrame
        if isRunning() { context.graph.requestFrames() }
    }
}

extension View {
    /// Plays `keyframes` on this view each time `trigger` changes (see `KeyframeAnimator`).
    ///
    /// ```swift
    /// Text("Hi").keyframeAnimator(initialValue: 0.0, trigger: taps) { content, y in
    ///     content.offset(y: y)
    /// } keyframes: { _ in
    ///     KeyframeTrack { CubicKeyframe(-30, duration: 0.2); SpringKeyframe(0, spring: .bouncy) }
    /// }
    /// ```
    public func keyframeAnimator<Value>(initialValue: Value, trigger: some Equatable,
                                        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> some View,
                                        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>) -> some View {
        let placeholder = PlaceholderContentView<Self>(content: AnyView(self))
        return KeyframeAnimator(initialValue: initialValue, trigger: trigger, content: { content(placeholder, $0) }, keyframes: keyframes)
    }

    /// Plays `keyframes` on this view from its appearance, looping when `repeating`.
    public func keyframeAnimator<Value>(initialValue: Value, repeating: Bool = true,
                                        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> some View,
                                        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>) -> some View {
        let placeholder = PlaceholderContentView<Self>(content: AnyView(self))
        return KeyframeAnimator(initialValue: initialValue, repeating: repeating, content: { content(placeholder, $0) },
                                keyframes: keyframes)
    }
}
