/// Two gestures recognized at once: both see every touch; the value
/// holds the latest of each (nil until it changes). It begins when either
/// begins, ends once neither can change any more and one of them ended,
/// and fails when both fail.
///
/// ```swift
/// MagnifyGesture().simultaneously(with: RotateGesture())
/// ```
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
    public typealias Body = Never
    public struct Value {
        public var first: First.Value?
        public var second: Second.Value?
    }
    public var first: First
    public var second: Second

    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    public func _makeRecognizer() -> _GestureRecognizer<Value> {
        PairRecognizer(first._makeRecognizer(), second._makeRecognizer(), mode: .simultaneous) { a, b, _ in
            Value(first: a, second: b)
        }
    }
}

/// A gesture that must end before a second one starts: the second sees
/// the touch from the moment the first ended, as if the finger went down
/// there (so `DragGesture` measures from that point). The value is
/// `.first(value)` while the first changes, then `.second(firstValue,
/// nil)` when it ends (the sequence begins then, taking the touch), then
/// `.second(firstValue, secondValue)`; it ends when the second ends and
/// fails when either fails (a long press then a drag lifted without
/// dragging fails: ScrollSim's choice).
///
/// ```swift
/// LongPressGesture().sequenced(before: DragGesture()).updating($state) { value, state, _ in ... }
/// ```
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
    public typealias Body = Never
    public enum Value {
        case first(First.Value)
        case second(First.Value, Second.Value?)
    }
    public var first: First
    public var second: Second

    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    public func _makeRecognizer() -> _GestureRecognizer<Value> {
        PairRecognizer(first._makeRecognizer(), second._makeRecognizer(), mode: .sequenced) { a, b, secondStarted in
            secondStarted ? .second(a!, b) : .first(a!)
        }
    }
}

/// Two gestures where the first takes precedence: the second's changes
/// are held back while the first may still recognize and are reported
/// once it fails; when the first begins or ends the second is cancelled.
///
/// ```swift
/// TapGesture(count: 2).exclusively(before: TapGesture())
/// ```
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
    public typealias Body = Never
    public enum Value {
        case first(First.Value)
        case second(Second.Value)
    }
    public var first: First
    public var second: Second

    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    public func _makeRecognizer() -> _GestureRecognizer<Value> {
        PairRecognizer(first._makeRecognizer(), second._makeRecognizer(), mode: .exclusive) { a, b, _ in
            if let a { return .first(a) }
            return .second(b!)
        }
    }
}

extension Gesture {
    /// This gesture and `other` at once.
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(self, other)
    }

    /// This gesture, then `other` once this one ends.
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
        SequenceGesture(self, other)
    }

    /// This gesture, or `other` if this one fails.
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
        ExclusiveGesture(self, other)
    }
}

/// The recognizer of the three compositions.
@MainActor
final class PairRecognizer<A, B, Value>: _GestureRecognizer<Value> {
    enum Mode { case simultaneous, sequenced, exclusive }
    let a: _GestureRecognizer<A>
    let b: _GestureRecognizer<B>
    let mode: Mode
    /// Builds the value from the latest of each (`true`: the sequence's second started).
    let combine: (A?, B?, Bool) -> Value
    private var latestA: A?
    private var latestB: B?
    private var secondStarted = false
    private var lastPoint = CGPoint.zero
    /// The second's ending, held back while the first may still recognize (exclusive).
    private var heldEnd = false

    init(_ a: _GestureRecognizer<A>, _ b: _GestureRecognizer<B>, mode: Mode, combine: @escaping (A?, B?, Bool) -> Value) {
        self.a = a
        self.b = b
        self.mode = mode
        self.combine = combine
        super.init()
        a.changed.append { [unowned self] v in
            latestA = v
            if a.phase == .began { begin() }
            if mode == .exclusive, a.phase == .began { b.cancel() }
            change(current)
        }
        a.ended.append { [unowned self] v in
            latestA = v
            switch mode {
            case .simultaneous: settle()
            case .sequenced:
                secondStarted = true
                begin()
                change(current)
                b.down(lastPoint, time: lastTime)
            case .exclusive:
                b.cancel()
                end(current)
            }
        }
        a.failedHandlers.append { [unowned self] in
            switch mode {
            case .simultaneous: settle()
            case .sequenced: fail()
            case .exclusive:
                latestA = nil
                if latestB != nil {
                    if b.phase == .began { begin() }
                    change(current)
                }
                if heldEnd { end(current) } else if b.phase == .failed { fail() }
            }
        }
        b.changed.append { [unowned self] v in
            latestB = v
            if mode == .exclusive, a.phase != .failed { return }
            if b.phase == .began { begin() }
            change(current)
        }
        b.ended.append { [unowned self] v in
            latestB = v
            switch mode {
            case .simultaneous: settle()
            case .sequenced: end(current)
            case .exclusive:
                if a.phase == .failed { end(current) } else { heldEnd = true }
            }
        }
        b.failedHandlers.append { [unowned self] in
            switch mode {
            case .simultaneous: settle()
            case .sequenced: fail()
            case .exclusive: if a.phase == .failed { fail() }
            }
        }
    }

    private var lastTime = 0.0
    private var current: Value { combine(latestA, latestB, secondStarted) }

    /// Simultaneous: ends once both are final and one ended; fails when both failed.
    private func settle() {
        guard a.phase.isFinal, b.phase.isFinal else { return }
        if a.phase == .ended || b.phase == .ended { end(current) } else { fail() }
    }

    private var feedsB: Bool { mode != .sequenced || secondStarted }

    override func setHost(_ host: GestureHost) {
        super.setHost(host)
        a.setHost(host)
        b.setHost(host)
    }

    override func down(_ point: CGPoint, time: Double) {
        lastPoint = point
        lastTime = time
        a.down(point, time: time)
        if feedsB { b.down(point, time: time) }
    }

    override func move(_ point: CGPoint, time: Double) {
        lastPoint = point
        lastTime = time
        if !secondStarted { a.move(point, time: time) }
        if feedsB { b.move(point, time: time) }
    }

    override func up(_ point: CGPoint, time: Double) {
        lastPoint = point
        lastTime = time
        if !secondStarted { a.up(point, time: time) }
        if feedsB { b.up(point, time: time) }
    }

    override func tick(_ time: Double) {
        lastTime = time
        if !secondStarted { a.tick(time) }
        if feedsB { b.tick(time) }
    }

    override func twoFinger(_ event: TwoFingerEvent, time: Double) {
        lastTime = time
        if !secondStarted { a.twoFinger(event, time: time) }
        if feedsB { b.twoFinger(event, time: time) }
    }

    override func cancel() {
        a.cancel()
        b.cancel()
        fail()
    }

    override var needsTicks: Bool { a.needsTicks || b.needsTicks }
    override var isAwaitingTaps: Bool { a.isAwaitingTaps || b.isAwaitingTaps }
    override var continuesWithNextTouch: Bool { a.continuesWithNextTouch || b.continuesWithNextTouch }
}
