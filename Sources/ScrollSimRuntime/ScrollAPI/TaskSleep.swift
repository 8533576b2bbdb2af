import ScrollSimCore

/// `Task.sleep` as app code writes it in a `.task` or a `.refreshable`
/// action (`try await Task.sleep(for: .seconds(2))` before hiding a toast,
/// ending a spinner or loading a page): on the app's clock.
///
/// Inside work the frame loop started (`FrameClock.current` is set) the
/// sleep is `FrameClock.sleep(for:)`: it ends at the first frame at or past
/// its deadline, virtual in tests and replays, so such a screen behaves the
/// same on every run; a cancelled task (its view disappeared, its `id`
/// changed) wakes at once and the sleep throws `CancellationError`, as
/// Swift's does. Anywhere else it is Swift's own sleep on the continuous clock.
///
/// ```swift
/// .task(id: toast) {
///     try? await Task.sleep(for: .seconds(2))   // 120 frames of the app's clock
///     toast = nil
/// }
/// ```
///
/// These declarations shadow the standard library's of the same names (a
/// module's declarations shadow those of the modules it imports), so code
/// written against SwiftUI compiles unchanged.
extension Task where Success == Never, Failure == Never {
    /// Sleeps for `duration` on the app's clock inside a `.task` or a
    /// `.refreshable` action, on the continuous clock elsewhere; throws
    /// `CancellationError` when the task is cancelled.
    @MainActor
    public static func sleep(for duration: Duration) async throws {
        guard let clock = FrameClock.current else {
            try await ContinuousClock().sleep(for: duration)
            return
        }
        try Task<Never, Never>.checkCancellation()
        await clock.sleep(for: duration)
        try Task<Never, Never>.checkCancellation()
    }

    /// `sleep(for:)` in nanoseconds.
    @MainActor
    public static func sleep(nanoseconds duration: UInt64) async throws {
        try await sleep(for: .nanoseconds(Int64(clamping: duration)))
    }
}
