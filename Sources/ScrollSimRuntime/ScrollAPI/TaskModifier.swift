import ScrollSimCore

extension View {
    /// Runs `action` in a task when this view appears and cancels the task
    /// when it disappears (docs/lifecycle.md, "Tasks").
    ///
    /// The task runs on the main actor and starts at once, inside the
    /// appear action, up to its first suspension; the frame loop resumes it
    /// after that. `FrameClock.current` is the app's clock while it runs
    /// (virtual in replays and tests): sleep on it, not on `Task.sleep`,
    /// for work that waits a number of frames. Cancelling ends such a sleep
    /// at once; the action sees `Task.isCancelled`.
    ///
    /// ```swift
    /// List(items) { row($0) }
    ///     .task { items = await model.load() }
    /// ```
    public func task(priority: TaskPriority = .userInitiated,
                     _ action: @escaping @MainActor () async -> Void) -> some View {
        task(id: TaskWithoutID(), priority: priority, action)
    }

    /// `task(priority:_:)` that also restarts when `id` changes while the
    /// view is shown: the running task is cancelled and a new one started,
    /// after the update in which the view got the new value.
    ///
    /// ```swift
    /// Text(name).task(id: userID) { name = await model.name(of: userID) }
    /// ```
    public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated,
                                   _ action: @escaping @MainActor () async -> Void) -> some View {
        lifecycle(value: value,
                  appear: { node in ViewTask.start(action, priority: priority, on: node) },
                  disappear: { node in ViewTask.cancel(on: node) },
                  change: { node in
                      ViewTask.cancel(on: node)
                      ViewTask.start(action, priority: priority, on: node)
                  })
    }
}

/// The id of a task that has none: never changes.
private struct TaskWithoutID: Equatable {}

/// The task a `.task` modifier runs, kept on its lifecycle node.
@MainActor
final class ViewTask {
    let task: Task<Void, Never>

    private init(_ task: Task<Void, Never>) { self.task = task }

    /// Starts `action` for the view of `node`, with the graph's frame clock.
    static func start(_ action: @escaping @MainActor () async -> Void, priority: TaskPriority, on node: LifecycleNode) {
        guard let graph = node.graph else { return }
        let clock = FrameClock(graph: graph)
        graph.requestFrames()
        let task = Task.immediate(priority: priority) { @MainActor in
            await FrameClock.$current.withValue(clock) { await action() }
        }
        node.attachment = ViewTask(task)
    }

    /// Cancels the task running for the view of `node`, if any.
    static func cancel(on node: LifecycleNode) {
        (node.attachment as? ViewTask)?.task.cancel()
        node.attachment = nil
    }
}
