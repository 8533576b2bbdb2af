import Foundation
import TestDisplay
import Testing

/// A `scrollsim` process started by a test, with its output in files.
final class CLIProcess {
    let process = Process()
    let directory: String
    var stdoutPath: String { directory + "/stdout" }
    var stderrPath: String { directory + "/stderr" }

    /// Starts `scrollsim ARGUMENTS` in `directory` (the repository's Assets are passed with --assets by the caller).
    init(_ arguments: [String], in directory: String, environment: [String: String] = [:]) throws {
        let binary = try #require(ReplayPaths.scrollsimExecutable,
                                  "the scrollsim executable was not found next to the test bundle; build it with swift build")
        self.directory = directory
        _ = FileManager.default.createFile(atPath: directory + "/stdout", contents: nil)
        _ = FileManager.default.createFile(atPath: directory + "/stderr", contents: nil)
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        process.standardOutput = FileHandle(forWritingAtPath: stdoutPath)
        process.standardError = FileHandle(forWritingAtPath: stderrPath)
        process.standardInput = FileHandle.nullDevice
        try process.run()
    }

    var pid: pid_t { process.processIdentifier }

    /// "running", or how it ended ("exit status 1", "signal 9"), for failure messages.
    var processState: String {
        if process.isRunning { return "running" }
        return process.terminationReason == .uncaughtSignal ? "ended by signal \(process.terminationStatus)"
                                                            : "exited with status \(process.terminationStatus)"
    }
    var stdout: String { (try? String(contentsOfFile: stdoutPath, encoding: .utf8)) ?? "" }
    var stderr: String { (try? String(contentsOfFile: stderrPath, encoding: .utf8)) ?? "" }

    /// Waits until the process blocks SIGINT and SIGTERM (scrollsim's first step:
    /// from then on a signal reaches its handler instead of killing it), at most `timeout` seconds.
    func waitUntilSignalsAreHandled(timeout: Double = 20) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline && process.isRunning {
            if let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
               let line = status.split(separator: "\n").first(where: { $0.hasPrefix("SigBlk:") }),
               let mask = UInt64(line.dropFirst(7).trimmingCharacters(in: .whitespaces), radix: 16),
               mask & (1 << (SIGINT - 1)) != 0, mask & (1 << (SIGTERM - 1)) != 0 {
                return true
            }
            usleep(20_000)
        }
        return false
    }

    /// Sends `signal` and returns the exit status and the seconds it took to exit (nil: still running after `limit`; then it is killed).
    func signalAndWait(_ signal: Int32, limit: Double = 10) -> (status: Int32, seconds: Double)? {
        let start = Date()
        kill(pid, signal)
        return wait(limit: limit, since: start)
    }

    /// Waits for the exit; nil when it is still running after `limit` seconds (it is killed then).
    func wait(limit: Double, since start: Date = Date()) -> (status: Int32, seconds: Double)? {
        while process.isRunning && Date().timeIntervalSince(start) < limit { usleep(10_000) }
        guard !process.isRunning else {
            kill(pid, SIGKILL)
            process.waitUntilExit()
            return nil
        }
        let seconds = Date().timeIntervalSince(start)
        process.waitUntilExit()
        return (process.terminationStatus, seconds)
    }
}

/// Runs `scrollsim ARGUMENTS` to the end (at most 120 s) in `directory`.
func runScrollsim(_ arguments: [String], in directory: String) throws -> (status: Int32, stdout: String, stderr: String) {
    let p = try CLIProcess(arguments, in: directory)
    let result = try #require(p.wait(limit: 120), "scrollsim \(arguments.joined(separator: " ")) did not end within 120 s")
    return (result.status, p.stdout, p.stderr)
}

/// The scrollsim processes whose parent is `pid`.
func childProcesses(of pid: pid_t) -> [pid_t] {
    guard let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return [] }
    return entries.compactMap { Int32($0) }.filter { child in
        guard let stat = try? String(contentsOfFile: "/proc/\(child)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return false }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        return fields.count > 1 && Int32(fields[1]) == pid
    }
}

/// A private display of its own for a window test (see `PrivateDisplay`).
func privateDisplay(width: Int = 1920, height: Int = 1920) throws -> (environment: [String: String], server: DisplayServer) {
    let display = try PrivateDisplay(width: width, height: height)
    return (display.environment, display.server)
}
