import Foundation

// What SwiftUI code needs of Combine's publishers to drive views (Combine
// is not on Linux): `Timer.publish(every:on:in:).autoconnect()`, subjects,
// `Just`, `@Published`'s `$value`, `map` and `receive(on:)`, delivered by
// `onReceive(_:perform:)`. Timers run on the view graph's clock, so a replay
// or a test that advances virtual time sees them fire at exact times.

/// A source of values a view can receive (`onReceive(_:perform:)`).
public protocol Publisher<Output, Failure> {
    associatedtype Output
    associatedtype Failure: Error

    /// Starts delivering values to `receive` on the main actor; `clock` is
    /// the graph's clock now. The subscription ends when the returned
    /// object is cancelled or released.
    @MainActor
    func _subscribe(on clock: PublisherClock, _ receive: @escaping @MainActor (Output) -> Void) -> _PublisherSubscription
}

/// The view graph's clock when a subscription starts.
public struct PublisherClock: Sendable {
    /// Seconds on the graph's clock.
    public let time: Double
    /// The date at time 0 (`ViewGraph.clockStartDate`): the date of time t is this plus t.
    public let startDate: Date

    /// The date at `t` seconds on this clock.
    public func date(at t: Double) -> Date { startDate.addingTimeInterval(t) }
}

/// A running subscription: cancelled by `cancel()`; a clock-driven one
/// (a timer) delivers from `tick(_:)`.
@MainActor
open class _PublisherSubscription {
    private var onCancel: (() -> Void)?

    public init(onCancel: (() -> Void)? = nil) { self.onCancel = onCancel }

    /// Advances to `time` (graph seconds), delivering what is due; returns
    /// true while it still needs frames.
    open func tick(_ time: Double) -> Bool { false }

    /// Stops deliveries.
    open func cancel() {
        let action = onCancel
        onCancel = nil
        action?()
    }
}

/// A publisher whose type is hidden (`eraseToAnyPublisher()`).
public struct AnyPublisher<Output, Failure: Error>: Publisher {
    private let box: AnyPublisherBox<Output>

    public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
        box = PublisherBox(publisher)
    }

    @MainActor
    public func _subscribe(on clock: PublisherClock, _ receive: @escaping @MainActor (Output) -> Void) -> _PublisherSubscription {
        box.subscribe(on: clock, receive)
    }
}

private class AnyPublisherBox<Output> {
    @MainActor
    func subscribe(on clock: PublisherClock, _ receive: @escaping @MainActor (Output) -> Void) -> _PublisherSubscription {
        _PublisherSubscription()
    }
}

private final class PublisherBox<P: Publisher>: AnyPublisherBox<P.Output> {
    let publisher: P
    init(_ publisher: P) { self.publisher = publisher }

    @MainActor
    override func subscribe(on clock: PublisherClock, _ receive: @escaping @MainActor (P.Output) -> Void) -> _PublisherSubscription {
        publisher._subscribe(on: clock, receive)
    }
}

/// Publisher types made by operators (`Publishers.Map`, `Publishers.Autoconnect`).
public enum Publishers {
    /// Each value of `upstream` transformed.
    public struct Map<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let transform: (Upstream.Output) -> Output

        @MainActor
        public func _subscribe(on clock: PublisherClock, _ receive: @escaping @MainActor (Output) -> Void) -> _PublisherSubscription {
            let transform = transform
            return upstream._subscribe(on: clock) { receive(transform($0)) }
        }
    }

    /// `upstream`'s values for which `isIncluded` is true.
    public struct Filter<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let isIncluded: (Upstream.Output) -> Bool

        @MainActor
        public func _subscribe(on clock: PublisherClock, _ receive: @escaping @MainActor (Output) -> Void) -> _PublisherSubscription {
            let isIncluded = isIncluded
            return upstream._subscribe(on: clock) { if isIncluded($0) { receive($0) } }
        }
    }

    /// A connectable publisher that connects when subscribed (`autoconnect()`).
    public struct Autoconnect<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream

        @MainActor
        public func _subscribe(on clock: PublisherClock, _ receive: @escaping @MainActor (Output) -> Void) -> _PublisherSubscription {
            upstream._subscribe(on: clock, receive)
        }
    }
}

extension Publisher {
    /// Each value transformed by `transform`.
    public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Self, T> {
        Publishers.Map(upstream: self, transform: transform)
    }

    /// The values for which `isIncluded` is true.
    public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.Filter<Self> {
        Publishers.Filter(upstream: self, isIncluded: isIncluded)
    }

    /// The same values: every delivery is already on the main actor.
    public func receive<S>(on scheduler: S) -> Self { self }

    /// This publisher with its type hidden.
    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> { AnyPublisher(self) }
}

/// One value, delivered when subscribed.
public struct Just<Output>: Publisher {
    public typealias Failure = Never
    public let output: Output

    public init(_ output: Output) { self.output = output }

    @MainActor
    public func _subscribe(on clock: PublisherClock, _ receive: @escaping @MainActor (Output) -> Void) -> _PublisherSubscription {
        receive(output)
        return _PublisherSubscription()
    }
}

/// Delivers what is sent to it (`send(_:)`) to every subscriber then
/// subscribed. Used from the main actor.
public final class PassthroughSubject<Output, Failure: Error>: Publisher, @unchecked Sendable {
    private var receivers: [(id: Int, receive: (Output) -> Void)] = []
    private var nextID = 0

    public init() {}

    /// Delivers `value` to the current subscribers, in the order they subscribed.
    public func send(_ value: Output) {
        for r in receivers { r.receive(value) }
    }

    /// A subscription calling `receiveValue` with each value sent.
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        let id = add(receiveValue)
        return AnyCancellable { [weak self] in self?.remove(id) }
    }

    fileprivate func add(_ receive: @escaping (Output) -> Void) -> Int {
        let id = nextID
        nextID += 1
        receivers.append((id, receive))
        return id
    }

    fileprivate func remove(_ id: Int) { receivers.removeAll { $0.id == id } }

    @MainActor
    public func _subscribe(on clock: PublisherClock, _ receive: @escaping @MainActor (Output) -> Void) -> _PublisherSubscription {
        let id = add { value in MainActor.assumeIsolated { receive(value) } }
        return _PublisherSubscription { [weak self] in self?.remove(id) }
    }
}

extension PassthroughSubject where Output == Void {
    /// Delivers `()`.
    public func send() { send(()) }
}

/// A subject holding a current value: a subscriber receives it at once,
/// then every value sent. Used from the main actor.
public final class CurrentValueSubject<Output, Failure: Error>: Publisher, @unchecked Sendable {
    private let subject = PassthroughSubject<Output, Failure>()

    /// The latest value; setting it sends it.
    public var value: Output {
        didSet { subject.send(value) }
    }

    public init(_ value: Output) { self.value = value }

    /// Sets `value`, delivering it.
    public func send(_ value: Output) { self.value = value }

    /// A subscription calling `receiveValue` with the current value, then each new one.
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        receiveValue(value)
        return subject.sink(receiveValue: receiveValue)
    }

    @MainActor
    public func _subscribe(on clock: PublisherClock, _ receive: @escaping @MainActor (Output) -> Void) -> _PublisherSubscription {
        receive(value)
        return subject._subscribe(on: clock, receive)
    }
}

extension Published.Publisher: Publisher {
    public typealias Output = Value
    public typealias Failure = Never

    /// The current value at once, then each new value as it is set (before
    /// the property changes, as `@Published` delivers).
    @MainActor
    public func _subscribe(on clock: PublisherClock, _ receive: @escaping @MainActor (Value) -> Void) -> _PublisherSubscription {
        let cancellable = sink { value in MainActor.assumeIsolated { receive(value) } }
        return _PublisherSubscription { cancellable.cancel() }
    }
}

extension Timer {
    /// A timer publisher firing every `interval` seconds of the view graph's
    /// clock once connected (`autoconnect()`): the first value comes one
    /// interval after the subscription, then one each interval; a frame
    /// late by several intervals delivers each missed one. Each value is the
    /// firing's date on the app's clock (`ViewGraph.clockStartDate` plus the
    /// firing's time), as `TimelineView` dates are. `runLoop`, `mode` and
    /// `tolerance` do not change when it fires here.
    ///
    /// ```swift
    /// let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    /// Text("\(seconds)").onReceive(timer) { _ in seconds += 1 }
    /// ```
    public static func publish(every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop,
                               in mode: RunLoop.Mode) -> TimerPublisher {
        TimerPublisher(interval: interval)
    }

    /// The timer publisher `Timer.publish` makes; values are the `Date` of each firing.
    public final class TimerPublisher: Publisher, @unchecked Sendable {
        public typealias Output = Date
        public typealias Failure = Never

        /// Seconds between firings.
        public let interval: TimeInterval
        private var isCancelled = false

        init(interval: TimeInterval) {
            self.interval = interval.isFinite && interval > 0 ? interval : 1
        }

        /// Connects (a no-op: subscribing starts it); cancelling the
        /// result stops every subscription of this timer.
        public func connect() -> AnyCancellable {
            AnyCancellable { [weak self] in self?.isCancelled = true }
        }

        /// This timer, connecting when subscribed.
        public func autoconnect() -> Publishers.Autoconnect<TimerPublisher> {
            Publishers.Autoconnect(upstream: self)
        }

        @MainActor
        public func _subscribe(on clock: PublisherClock, _ receive: @escaping @MainActor (Date) -> Void) -> _PublisherSubscription {
            TimerSubscription(timer: self, clock: clock, receive: receive)
        }

        @MainActor
        private final class TimerSubscription: _PublisherSubscription {
            let timer: TimerPublisher
            /// The clock when subscribed: firing k comes at `clock.time + k · interval`, dated on that clock.
            let clock: PublisherClock
            var fired = 0
            var receive: (@MainActor (Date) -> Void)?

            init(timer: TimerPublisher, clock: PublisherClock, receive: @escaping @MainActor (Date) -> Void) {
                self.timer = timer
                self.clock = clock
                self.receive = receive
                super.init()
            }

            override func tick(_ time: Double) -> Bool {
                guard let receive, !timer.isCancelled else { return false }
                while clock.time + Double(fired + 1) * timer.interval <= time + 1e-9, !timer.isCancelled {
                    fired += 1
                    receive(clock.date(at: clock.time + Double(fired) * timer.interval))
                }
                return !timer.isCancelled
            }

            override func cancel() {
                receive = nil
                super.cancel()
            }
        }
    }
}

/// Holds `onReceive`'s subscription while its view is in the graph.
package final class OnReceiveNode: SingleChildNode, Ticking {
    var subscription: _PublisherSubscription?
    /// The latest action: each update of the view replaces it.
    var action: ((Any) -> Void)?

    isolated deinit { subscription?.cancel() }

    package func tick(_ time: Double) -> Bool {
        subscription?.tick(time) ?? false
    }

    package override var kindName: String { "onReceive" }
}

struct _OnReceiveModifier<P: Publisher>: NodeModifier {
    let publisher: P
    let action: (P.Output) -> Void

    func makeNode(_ context: BuildContext) -> OnReceiveNode {
        let node = OnReceiveNode()
        context.graph.register(ticker: node)
        return node
    }

    func configure(_ node: OnReceiveNode, _ context: BuildContext) {
        let action = action
        node.action = { value in action(value as! P.Output) }
        guard node.subscription == nil else { return }
        let clock = PublisherClock(time: context.graph.currentTime, startDate: context.graph.clockStartDate)
        node.subscription = publisher._subscribe(on: clock) { [weak node] value in
            node?.action?(value)
        }
        context.graph.requestFrames()
    }
}

extension View {
    /// Runs `action` with each value `publisher` delivers while this view is
    /// in the graph (subscribed when it is first built, cancelled when it
    /// goes away), on the main actor.
    ///
    /// ```swift
    /// let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    /// Text("\(count)").onReceive(timer) { _ in count += 1 }
    /// ```
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View
    where P.Failure == Never {
        modified(_OnReceiveModifier(publisher: publisher, action: action))
    }
}
