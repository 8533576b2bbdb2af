import Synchronization

/// A request to end a run early, shared between the thread that notices it
/// (a signal watcher, a replay window's Q or Esc) and the main thread, which
/// checks it once per frame and unwinds.
///
/// Before a request, `exitStatus` is 0; after the first request it is the
/// status the process should end with (130 for an interrupt, 143 for a
/// termination, as shells report signals) and later requests do not change it.
/// Safe to use from any thread.
///
/// ```swift
/// let stop = StopRequest()
/// driver.shouldStop = { stop.isRequested }
/// stop.request(exitStatus: 130)          // from another thread
/// ```
public final class StopRequest: Sendable {
    private let status = Atomic<Int32>(0)

    public init() {}

    /// Asks the run to stop; the first caller's status wins. Returns true for the first request.
    @discardableResult
    public func request(exitStatus: Int32) -> Bool {
        status.compareExchange(expected: 0, desired: exitStatus, ordering: .sequentiallyConsistent).exchanged
    }

    /// True once a stop was requested.
    public var isRequested: Bool { status.load(ordering: .relaxed) != 0 }

    /// The exit status asked for: 0 before any request.
    public var exitStatus: Int32 { status.load(ordering: .sequentiallyConsistent) }

    /// The status for the default interrupt (Ctrl-C, a closed replay window).
    public static let interruptStatus: Int32 = 130
}
