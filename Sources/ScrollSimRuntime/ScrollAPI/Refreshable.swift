import ScrollSimCore
import ScrollSimPhysics

/// The refresh action of the scroll views below (SwiftUI's `RefreshAction`,
/// read from `EnvironmentValues.refresh`).
///
/// ```swift
/// @Environment(\.refresh) private var refresh
/// Button("Reload") { Task { await refresh?() } }
/// ```
public struct RefreshAction: Sendable {
    let action: @MainActor () async -> Void

    /// Runs the action and returns when it has.
    @MainActor
    public func callAsFunction() async { await action() }
}

private struct RefreshActionKey: EnvironmentKey {
    static var defaultValue: RefreshAction? { nil }
}

extension EnvironmentValues {
    /// The action `.refreshable` set for the views below; nil when none did.
    public var refresh: RefreshAction? {
        get { self[RefreshActionKey.self] }
        set { self[RefreshActionKey.self] = newValue }
    }
}

extension View {
    /// Gives the vertical scroll views below a pull-to-refresh control:
    /// pulling the content 100 pt past its top runs `action`, and the
    /// content rests 60 pt lower, the spinner above it, until `action`
    /// returns (docs/scroll-reference.md, "Pull to refresh").
    ///
    /// The action runs on the main actor (SwiftUI's is `@Sendable` and may
    /// run elsewhere; here one thread keeps the frame loop deterministic),
    /// in a task that starts at once. It is the frame loop that resumes it
    /// after a suspension: `FrameClock.current` sleeps on the app's clock,
    /// virtual in replays and tests. The control lets go at the first frame
    /// after the action returns.
    ///
    /// ```swift
    /// ScrollView { rows }
    ///     .refreshable { await model.reload() }
    /// ```
    public func refreshable(action: @escaping @MainActor () async -> Void) -> some View {
        transformEnvironment(\.refresh) { $0 = RefreshAction(action: action) }
    }
}

extension ControllerDriver {
    /// Gives the controller a refresh control that runs `action` when the
    /// scroll view scrolls vertically and has one, and takes it away otherwise.
    func configureRefresh(_ action: RefreshAction?, axes: Axis.Set, graph: ViewGraph) {
        guard let action, axes.contains(.vertical) else {
            if controller.refresh != nil {
                controller.refresh = nil
                controller.onRefresh = nil
            }
            return
        }
        if controller.refresh == nil { controller.refresh = RefreshState() }
        controller.onRefresh = { [weak controller, weak graph] in
            guard let controller, let graph else { return }
            let clock = FrameClock(graph: graph)
            Task.immediate { @MainActor in
                await FrameClock.$current.withValue(clock) { await action() }
                await clock.nextFrame { time in
                    controller.endRefreshing(at: time)
                    graph.requestFrames()
                }
            }
        }
    }
}

/// The app's clock for work the frame loop started (a `.refreshable`
/// action, a `.task`): its time is the frame time, virtual in replays and tests, and a
/// sleep ends at the first frame at or past its deadline. The task that
/// slept goes on when the main queue runs next (at the start of the next
/// frame of `ScrollSimApp`, or at the `await` of an async `TestApp` pump).
///
/// ```swift
/// .refreshable { await FrameClock.current?.sleep(for: .seconds(1)) }
/// ```
@MainActor
public final class FrameClock: Ticking {
    /// The clock of the app whose frame loop started the running task (set
    /// for a `.refreshable` action and a `.task`); nil elsewhere.
    @TaskLocal public static var current: FrameClock?

    /// Sleeps that ended (their deadline came, or their task was cancelled)
    /// whose tasks have not gone on yet. A resumed task may reach the main
    /// actor only after other queued jobs; an async `TestApp` pump waits for
    /// this to be zero before each frame, so every task that woke goes on
    /// before the next frame, whatever the executor's order.
    package static var resumedSleepers = 0

    private weak var graph: ViewGraph?
    private var sleepers: [(id: Int, deadline: Double, resume: CheckedContinuation<Void, Never>)] = []
    private var nextSleeperID = 0
    private var frameWaiters: [(Double) -> Void] = []

    init(graph: ViewGraph) {
        self.graph = graph
        graph.register(ticker: self)
    }

    /// The time of the frame or event being handled, in seconds.
    public var now: Double { graph?.currentTime ?? 0 }

    /// Returns at the first frame whose time is at least `seconds` after `now`
    /// (at once for zero or less), or as soon as the task is cancelled (at
    /// once when it already is): check `Task.isCancelled` after.
    public func sleep(for seconds: Double) async {
        guard seconds > 0, graph != nil, !Task.isCancelled else { return }
        let deadline = now + seconds
        let id = nextSleeperID
        nextSleeperID += 1
        // On the main actor throughout: the task goes on as a job of the main
        // queue, in order with the frame loop, not on another thread first.
        await withTaskCancellationHandler { @MainActor in
            await withCheckedContinuation { continuation in
                if Task.isCancelled { FrameClock.resumedSleepers += 1; continuation.resume() } else { sleepers.append((id, deadline, continuation)) }
            }
            FrameClock.resumedSleepers -= 1
        } onCancel: {
            // Tasks of views are cancelled on the main actor (a disappear or
            // an id change), where this handler then runs at once.
            MainActor.assumeIsolated { self.wake(id) }
        }
    }

    /// Ends the sleep `id` now (its task was cancelled).
    private func wake(_ id: Int) {
        guard let index = sleepers.firstIndex(where: { $0.id == id }) else { return }
        FrameClock.resumedSleepers += 1
        sleepers.remove(at: index).resume.resume()
    }

    /// `sleep(for:)` with a Swift `Duration`.
    public func sleep(for duration: Duration) async {
        let c = duration.components
        await sleep(for: Double(c.seconds) + Double(c.attoseconds) * 1e-18)
    }

    /// Runs `body` with the time of the next frame, in that frame's tick, and returns after.
    func nextFrame(_ body: @escaping (Double) -> Void) async {
        guard graph != nil else { return }
        await withCheckedContinuation { continuation in
            frameWaiters.append { time in
                body(time)
                continuation.resume()
            }
        }
    }

    package func tick(_ time: Double) -> Bool {
        // Frame times are sums of 1/60 s: a deadline a rounding error later counts as reached.
        let due = sleepers.filter { $0.deadline <= time + 1e-9 }
        sleepers.removeAll { $0.deadline <= time + 1e-9 }
        FrameClock.resumedSleepers += due.count
        for sleeper in due { sleeper.resume.resume() }
        let waiters = frameWaiters
        frameWaiters = []
        for waiter in waiters { waiter(time) }
        return !sleepers.isEmpty || !frameWaiters.isEmpty
    }
}
