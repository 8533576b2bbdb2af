import Foundation
import ScrollSim
import ScrollSimReplay

/// `scrollsim replay FILE_OR_DIR...`: runs replay scripts headless (or in a
/// window with --window), one line per script and a summary.
@MainActor
struct ReplayCommand {
    let options: Options
    let context: CLIContext

    func run() throws -> Int32 {
        guard !options.positional.isEmpty else {
            throw CLIError("replay needs at least one .replay file or folder (see '\(programName) help')")
        }
        let files: [String]
        do {
            files = try ReplayRunner.scripts(in: options.positional)
        } catch let e as ReplayFailure {
            throw CLIError("cannot replay '\(e.file)': \(e.message)")
        }
        guard !files.isEmpty else {
            throw CLIError("no .replay files in \(options.positional.joined(separator: ", "))")
        }
        var jobs = 1
        if let j = options["jobs"] {
            guard let n = Int(j), n >= 1, n <= 256 else { throw CLIError("--jobs expects a whole number from 1 to 256, got '\(j)'") }
            jobs = n
        }
        if jobs > 1 && options.has("window") { throw CLIError("--window shows one replay at a time; leave out --jobs") }
        let mode: GoldenRecordMode
        do {
            mode = options.has("update-goldens") ? .all : try GoldenRecordMode.fromEnvironment()
        } catch {
            throw CLIError("\(error)")
        }
        if options.has("window"), ProcessInfo.processInfo.environment["DISPLAY"]?.isEmpty ?? true {
            throw CLIError("--window needs a display (DISPLAY is not set); run without --window to replay headless")
        }
        let quiet = options.has("quiet")
        let traceBase = try self.traceBase(for: files)

        let stop = SignalMonitor.shared.stop
        var lines: [String] = []
        if jobs > 1 && files.count > 1 {
            // Scripts a stop kept from finishing have no line.
            lines = try runInChildren(files, jobs: jobs, traceBase: traceBase).compactMap { $0 }
            lines.forEach { print($0) }
        } else {
            var replayOptions = ReplayOptions(fontsDirectory: try options.fontsDirectory, windowed: options.has("window"),
                                              traceDirectory: options["trace"], traceBase: traceBase, recordMode: mode)
            replayOptions.stop = stop
            let runner = ReplayRunner(replayOptions, scenes: context.scenes)
            for file in files {
                let result = withSceneOutputOnStandardError { runner.run(file: file) }
                if result.interrupted {
                    printError("\(programName) replay: \(result.failure ?? file)")
                    break
                }
                print(result.line)
                fflush(nil)
                lines.append(result.line)
            }
        }
        let failed = lines.filter { !$0.hasPrefix("PASS ") }.count
        if stop.isRequested {
            if !quiet { print("\(lines.count - failed) passed, \(failed) failed, \(files.count - lines.count) not run (interrupted)") }
            return stop.exitStatus
        }
        if !quiet { print("\(files.count - failed) passed, \(failed) failed") }
        return failed == 0 ? 0 : 1
    }

    /// With --trace, the folder trace names are relative to: --trace-base, or
    /// the folder common to all `files` (see TraceNames). Refuses a script
    /// outside --trace-base and two scripts that would write the same trace.
    private func traceBase(for files: [String]) throws -> String? {
        guard let directory = options["trace"] else { return nil }
        let base = options["trace-base"] ?? TraceNames.commonFolder(of: files)
        var owners: [String: String] = [:]
        for file in files {
            guard let name = TraceNames.name(of: file, base: base) else {
                throw CLIError("--trace-base \(base) does not hold the script \(file)")
            }
            if let other = owners[name], other != file {
                throw CLIError("\(other) and \(file) would both write the trace \((directory as NSString).appendingPathComponent(name)); rename one of them")
            }
            owners[name] = file
        }
        return base
    }

    /// Runs each script in its own `scrollsim replay --quiet FILE` process, `jobs` at a time,
    /// and returns their result lines in input order: nil for a script a stop
    /// request kept from finishing (the children get the parent's signal).
    /// A child sees one script, so it is given `traceBase` to name its trace as this process would.
    private func runInChildren(_ files: [String], jobs: Int, traceBase: String?) throws -> [String?] {
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? Bundle.main.executablePath ?? CommandLine.arguments[0]
        var common = ["replay", "--quiet"]
        if let trace = options["trace"] { common += ["--trace", trace] }
        if let traceBase { common += ["--trace-base", traceBase] }
        if options.has("update-goldens") { common.append("--update-goldens") }
        common += ["--assets", try options.assetsDirectory]
        let arguments = common

        let results = ChildResults(count: files.count, stop: SignalMonitor.shared.stop)
        let group = DispatchGroup()
        for _ in 0..<min(jobs, files.count) {
            group.enter()
            Thread.detachNewThread {
                while let i = results.next() {
                    results.set(i, results.run(executable: executable, arguments: arguments + [files[i]], file: files[i]))
                }
                group.leave()
            }
        }
        group.wait()
        return results.lines
    }
}

/// Result lines of child processes, filled from worker threads.
private final class ChildResults: @unchecked Sendable {
    private let lock = NSLock()
    private var nextIndex = 0
    private var storage: [String?]
    private let stop: StopRequest

    init(count: Int, stop: StopRequest) {
        storage = Array(repeating: nil, count: count)
        self.stop = stop
    }

    /// The next script to start, or nil when all have started or a stop was requested.
    func next() -> Int? {
        lock.lock(); defer { lock.unlock() }
        guard nextIndex < storage.count, !stop.isRequested else { return nil }
        nextIndex += 1
        return nextIndex - 1
    }

    func set(_ i: Int, _ line: String?) {
        lock.lock(); storage[i] = line; lock.unlock()
    }

    var lines: [String?] {
        lock.lock(); defer { lock.unlock() }
        return storage
    }

    /// Runs one child and returns its one result line (nil when it was interrupted).
    func run(executable: String, arguments: [String], file: String) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        do {
            try process.run()
        } catch {
            return "FAIL \(file): could not start \(executable): \(error)"
        }
        let pid = process.processIdentifier
        SignalMonitor.shared.register(child: pid)
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        SignalMonitor.shared.unregister(child: pid)
        if stop.isRequested && (process.terminationReason == .uncaughtSignal || process.terminationStatus >= 128) { return nil }
        let output = String(decoding: data, as: UTF8.self)
        if let line = output.split(separator: "\n").first(where: { $0.hasPrefix("PASS ") || $0.hasPrefix("FAIL ") }) {
            return String(line)
        }
        return "FAIL \(file): the replay process exited with status \(process.terminationStatus) without a result"
    }
}
