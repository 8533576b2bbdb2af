import Foundation
import ScrollSimReplay

/// Turns Ctrl-C (SIGINT) and SIGTERM into a ``StopRequest`` for the whole
/// process, and guarantees the process ends within a second of the signal.
///
/// `start()` must run first thing in `main`, before any other thread exists:
/// it blocks both signals in the calling thread (so in every thread created
/// after it, SDL's included) and tells SDL not to install handlers of its own;
/// one watcher thread then takes them with `sigwait`. On the first signal the
/// watcher requests a stop with status 128 + signal (130, 143), passes the
/// signal on to the child processes registered with it, and gives the main
/// thread `grace` seconds to notice the request and unwind (each command checks
/// it once per frame and keeps everything it wrote). If the process is still
/// there after that, or on a second signal, the watcher kills the children,
/// says "interrupted" on standard error and ends the process with `_exit`.
/// Every file a command writes is either written line by line as it goes
/// (recordings, soak scripts) or renamed into place whole (goldens, traces),
/// so an `_exit` at any moment loses no complete line or file.
final class SignalMonitor: @unchecked Sendable {
    static let shared = SignalMonitor()

    /// The process-wide stop request every command checks.
    let stop = StopRequest()
    /// Seconds the main thread gets to unwind before the process is ended.
    var grace = 0.5
    /// The command, for the last message ("scrollsim replay: interrupted").
    var commandName = programName

    private let lock = NSLock()
    private var children: Set<pid_t> = []

    private init() {}

    /// Blocks SIGINT and SIGTERM in this thread and starts the watcher. Call it once, first thing.
    func start() {
        setenv("SDL_NO_SIGNAL_HANDLERS", "1", 1)
        var set = Self.signals
        pthread_sigmask(SIG_BLOCK, &set, nil)
        let watcher = Thread { [self] in watch() }
        watcher.name = "scrollsim signals"
        watcher.start()
    }

    /// A child process to pass signals on to (and to kill if the process must end at once).
    func register(child pid: pid_t) {
        lock.lock(); children.insert(pid); lock.unlock()
        // A signal that came between the child's start and now still reaches it.
        let status = stop.exitStatus
        if status != 0 { kill(pid, status - 128) }
    }

    func unregister(child pid: pid_t) {
        lock.lock(); children.remove(pid); lock.unlock()
    }

    private static var signals: sigset_t {
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, SIGINT)
        sigaddset(&set, SIGTERM)
        return set
    }

    private func watch() {
        var set = Self.signals
        var signal: Int32 = 0
        guard sigwait(&set, &signal) == 0 else { return }
        stop.request(exitStatus: 128 + signal)
        signalChildren(signal)
        // Wait for the main thread to unwind, or for a second signal.
        var remaining = timespec(tv_sec: Int(grace), tv_nsec: Int((grace - grace.rounded(.down)) * 1e9))
        var info = siginfo_t()
        _ = sigtimedwait(&set, &info, &remaining)
        signalChildren(SIGKILL)
        let message = "\(commandName): interrupted\n"
        _ = message.withCString { write(2, $0, strlen($0)) }
        _exit(stop.exitStatus)
    }

    private func signalChildren(_ signal: Int32) {
        lock.lock()
        let pids = children
        lock.unlock()
        for pid in pids { kill(pid, signal) }
    }
}
