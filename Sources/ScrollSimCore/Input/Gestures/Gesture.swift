/// A gesture: what a touch sequence on a view means, as a value that
/// changes while the finger moves and ends once.
///
/// Attach one with `gesture(_:including:)`, `simultaneousGesture`,
/// `highPriorityGesture`; react with `onChanged`, `onEnded`,
/// `updating(_:body:)`; transform with `map`; combine with
/// `simultaneously(with:)`, `sequenced(before:)`, `exclusively(before:)`.
///
/// A gesture of your own is a `body` made of others; its value is its body's.
///
/// ```swift
/// Circle().gesture(DragGesture().onChanged { offset = $0.translation })
///
/// struct SwipeDistance: Gesture {
///     var body: some Gesture<CGFloat> { DragGesture(minimumDistance: 20).map { $0.translation.width } }
/// }
/// ```
public protocol Gesture<Value> {
    /// What the gesture reports while it changes and when it ends.
    associatedtype Value
    /// The gesture this one is made of (`Never` for the built-in ones).
    associatedtype Body: Gesture
    /// The gesture this one is made of.
    @MainActor var body: Body { get }
    /// Makes the recognizer that follows one touch sequence for this gesture.
    @MainActor func _makeRecognizer() -> _GestureRecognizer<Value>
}

extension Gesture where Body == Never {
    /// Built-in gestures have no body: they make their recognizer themselves.
    public var body: Never { fatalError("\(Self.self) is a built-in gesture without a body") }
}

extension Gesture where Value == Body.Value {
    /// A gesture made of its body recognizes as its body does.
    @MainActor public func _makeRecognizer() -> _GestureRecognizer<Value> { body._makeRecognizer() }
}

extension Never: Gesture {
    public typealias Value = Never
    public func _makeRecognizer() -> _GestureRecognizer<Never> { fatalError("Never is not a gesture to attach") }
}

/// An optional gesture is its gesture when there is one and no gesture when
/// nil: `.gesture(isActive ? DragGesture() : nil)` attaches a drag only
/// while `isActive`; nil recognizes nothing and fails at the touch down, so
/// it never takes the touch from the gestures and scroll views around it.
extension Optional: Gesture where Wrapped: Gesture {
    public typealias Value = Wrapped.Value
    public typealias Body = Never

    @MainActor public func _makeRecognizer() -> _GestureRecognizer<Wrapped.Value> {
        switch self {
        case .some(let gesture): gesture._makeRecognizer()
        case .none: _NoGestureRecognizer()
        }
    }
}

/// The recognizer of a nil gesture: fails at the touch down, reports nothing.
@MainActor
final class _NoGestureRecognizer<Value>: _GestureRecognizer<Value> {
    override func down(_ point: CGPoint, time: Double) { fail() }
    override func twoFinger(_ event: TwoFingerEvent, time: Double) { fail() }
}

/// Where a recognizer stands in its touch sequence.
package enum RecognizerPhase {
    /// Watching the touches; nothing decided.
    case possible
    /// Recognized and still changing (a drag past its minimum distance):
    /// it takes the touch from the gestures it competes with.
    case began
    /// Recognized and finished (`onEnded` ran).
    case ended
    /// Will not recognize this sequence (moved too far, lifted too early,
    /// cancelled by a gesture that won).
    case failed

    /// True once nothing more can happen.
    var isFinal: Bool { self == .ended || self == .failed }
}

/// What a recognizer needs from the view it is attached to.
@MainActor
package protocol GestureHost: AnyObject {
    /// `point` (window points) in `space`, using the view's frame now.
    func convert(_ point: CGPoint, to space: CoordinateSpace) -> CGPoint
    /// Whether a tap that just completed may end now: false while a tap
    /// gesture that takes precedence over this one may still complete
    /// (the double tap over the single tap).
    func mayRecognizeTap() -> Bool
    /// The view's size now, in points.
    var hostSize: CGSize { get }
}

/// Follows one touch sequence for one gesture: the pointer events of the
/// view it is attached to go in, `onChanged`/`onEnded` values come out.
/// Subclasses implement the events; wrappers (`onChanged`, `updating`)
/// add callbacks to the recognizer they wrap.
@MainActor
public class _GestureRecognizer<Value> {
    package private(set) var phase = RecognizerPhase.possible
    package weak var host: GestureHost?
    var changed: [(Value) -> Void] = []
    var ended: [(Value) -> Void] = []
    /// Run when the sequence finishes without ending (failed or cancelled):
    /// `@GestureState` resets here.
    var failedHandlers: [() -> Void] = []

    init() {}

    package func down(_ point: CGPoint, time: Double) {}
    package func move(_ point: CGPoint, time: Double) {}
    package func up(_ point: CGPoint, time: Double) {}
    package func tick(_ time: Double) {}
    /// A two-finger touch: a one-finger gesture does not recognize it and
    /// fails when the fingers lift; the pinch and rotation gestures follow it.
    package func twoFinger(_ event: TwoFingerEvent, time: Double) {
        if case .up = event { fail() }
    }
    /// True while the recognizer waits on the clock (a long press's
    /// duration, the interval before the next tap, a tap waiting for
    /// another to fail).
    package var needsTicks: Bool { false }
    /// True while a tap gesture inside has seen a tap and may complete
    /// with more: gestures it takes precedence over wait for it.
    package var isAwaitingTaps: Bool { false }
    /// True when the next touch down continues this sequence (a double
    /// tap between its taps) instead of starting a new one.
    package var continuesWithNextTouch: Bool { isAwaitingTaps }

    package func setHost(_ host: GestureHost) { self.host = host }

    /// The sequence is cancelled: it fails unless it already ended.
    package func cancel() { fail() }

    func change(_ value: Value) {
        guard !phase.isFinal else { return }
        for action in changed { action(value) }
    }

    func begin() {
        if phase == .possible { phase = .began }
    }

    func end(_ value: Value) {
        guard !phase.isFinal else { return }
        phase = .ended
        for action in ended { action(value) }
    }

    func fail() {
        guard !phase.isFinal else { return }
        phase = .failed
        for action in failedHandlers { action() }
    }
}

/// A recognizer that reports another's values transformed: the base of
/// `map` and of the composed gestures' single-child forms.
@MainActor
final class _MapRecognizer<Base, Value>: _GestureRecognizer<Value> {
    let base: _GestureRecognizer<Base>

    init(_ base: _GestureRecognizer<Base>, _ transform: @escaping (Base) -> Value) {
        self.base = base
        super.init()
        base.changed.append { [unowned self] in
            if base.phase == .began { begin() }
            change(transform($0))
        }
        base.ended.append { [unowned self] in end(transform($0)) }
        base.failedHandlers.append { [unowned self] in fail() }
    }

    override func setHost(_ host: GestureHost) {
        super.setHost(host)
        base.setHost(host)
    }
    override func down(_ point: CGPoint, time: Double) { base.down(point, time: time) }
    override func move(_ point: CGPoint, time: Double) { base.move(point, time: time) }
    override func up(_ point: CGPoint, time: Double) { base.up(point, time: time) }
    override func tick(_ time: Double) { base.tick(time) }
    override func twoFinger(_ event: TwoFingerEvent, time: Double) { base.twoFinger(event, time: time) }
    override func cancel() { base.cancel() }
    override var needsTicks: Bool { base.needsTicks }
    override var isAwaitingTaps: Bool { base.isAwaitingTaps }
    override var continuesWithNextTouch: Bool { base.continuesWithNextTouch }
}

/// A gesture whose recognizer is its base's with a callback added.
public struct _CallbackGesture<Base: Gesture>: Gesture {
    public typealias Body = Never
    public typealias Value = Base.Value
    let base: Base
    let attach: @MainActor (_GestureRecognizer<Base.Value>) -> Void

    public func _makeRecognizer() -> _GestureRecognizer<Value> {
        let r = base._makeRecognizer()
        attach(r)
        return r
    }
}

/// A gesture reporting its base's values transformed (`map`).
public struct _MapGesture<Base: Gesture, Value>: Gesture {
    public typealias Body = Never
    let base: Base
    let transform: (Base.Value) -> Value

    public func _makeRecognizer() -> _GestureRecognizer<Value> {
        _MapRecognizer(base._makeRecognizer(), transform)
    }
}

extension Gesture {
    /// Runs `action` with each new value while the gesture changes.
    @MainActor
    public func onChanged(_ action: @escaping (Value) -> Void) -> _CallbackGesture<Self> {
        _CallbackGesture(base: self) { $0.changed.append(action) }
    }

    /// Runs `action` with the final value when the gesture ends (not when it fails or is cancelled).
    @MainActor
    public func onEnded(_ action: @escaping (Value) -> Void) -> _CallbackGesture<Self> {
        _CallbackGesture(base: self) { $0.ended.append(action) }
    }

    /// Reports the gesture's values transformed by `transform`.
    public func map<T>(_ transform: @escaping (Value) -> T) -> _MapGesture<Self, T> {
        _MapGesture(base: self, transform: transform)
    }

    /// Updates `state` from each new value with `body`; `state` returns to
    /// its initial value when the gesture ends, fails or is cancelled
    /// (before `onEnded` actions added after this one run).
    ///
    /// ```swift
    /// @GestureState private var drag = CGSize.zero
    /// DragGesture().updating($drag) { value, state, _ in state = value.translation }
    /// ```
    @MainActor
    public func updating<State>(_ state: GestureState<State>,
                                body: @escaping (Value, inout State, inout Transaction) -> Void) -> _CallbackGesture<Self> {
        _CallbackGesture(base: self) { r in
            r.changed.append { value in
                var s = state.wrappedValue
                var transaction = Transaction()
                body(value, &s, &transaction)
                state.set(s)
            }
            r.ended.append { _ in state.reset() }
            r.failedHandlers.append { state.reset() }
        }
    }
}

/// Which gestures of a view and its subviews take part in a touch.
///
/// ```swift
/// content.gesture(drag, including: .gesture)   // the subviews' gestures are off
/// ```
public struct GestureMask: OptionSet, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The gesture attached by the modifier.
    public static let gesture = GestureMask(rawValue: 1)
    /// The gestures of the modified view's subviews.
    public static let subviews = GestureMask(rawValue: 2)
    /// Both.
    public static let all: GestureMask = [.gesture, .subviews]
    /// Neither.
    public static let none: GestureMask = []
}
