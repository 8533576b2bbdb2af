import Foundation
import ScrollSim
import ScrollSimReplay
// A main.swift that imports ScrollSim and ScrollSimCLI can name its scenes.
@_exported import struct ScrollSimReplay.ReplayScene

/// The command line of `scrollsim` for the scenes a program gives it: `demo`,
/// `replay`, `trace`, `soak`, `bench`, `plots` and `help`, with every option
/// `scrollsim` has (`--record`, `--jobs`, `--update-goldens`, …). Scripts and
/// `--scene` name the given scenes; the first is the default scene (the one
/// `demo`, `trace`, `soak` and the benchmark's rendering start on) and the
/// demo's keys 1–9 and 0 show the first ten in order. Messages and help name the
/// program by its executable's file name.
///
/// A package's `main.swift`:
///
/// ```swift
/// import ScrollSim
/// import ScrollSimCLI
///
/// ScrollSimCLI.main(scenes: [
///     ReplayScene("feed") { FeedView() },
///     ReplayScene("profile", device: DevicePreset.named("iphonese")!) { ProfileView() },
/// ])
/// ```
public enum ScrollSimCLI {
    /// Runs the command line in `CommandLine.arguments` on `scenes` and ends
    /// the process with its exit status (0 success, 1 a failed check or
    /// script, 2 bad arguments, 130 or 143 after Ctrl-C or SIGTERM). Call it
    /// once, first thing in `main.swift`, on the main thread and before any
    /// other thread starts: it turns SIGINT and SIGTERM into a stop request
    /// that every command checks once per frame. Output that could not be
    /// written to standard output (a full disk) makes the status non-zero.
    @MainActor
    public static func main(scenes: [ReplayScene]) -> Never {
        SignalMonitor.shared.start()
        let arguments = Array(CommandLine.arguments.dropFirst())
        var status = run(arguments, scenes: scenes)
        let command = commandName(arguments)
        // Output that could not be written (a full disk, a closed pipe) is a failure, not a success.
        let outputStatus = StandardOutput.flush()
        if outputStatus != 0 {
            let reason = outputStatus > 0 ? String(cString: strerror(outputStatus)) : "a write to standard output failed"
            printError("\(programName) \(command): the output could not be written (\(reason)).")
            if status == 0 { status = 1 }
        }
        exit(status)
    }

    /// Runs one command line on `scenes` and returns its exit status instead
    /// of ending the process. `arguments` leave out the program name
    /// (`["replay", "Replays"]`); none, or options only, run `demo`. Errors go to
    /// standard error as one sentence. A stop requested by a signal (only
    /// watched after ``main(scenes:)`` started) makes the status 130 or 143.
    /// `scenes` must not be empty and their names must differ.
    @MainActor
    public static func run(_ arguments: [String], scenes: [ReplayScene]) -> Int32 {
        var arguments = arguments
        // The program alone, or with options only, is the demo.
        if arguments.first.map({ $0.hasPrefix("-") && $0 != "-h" && $0 != "--help" }) ?? true { arguments.insert("demo", at: 0) }
        let command = arguments[0]
        let rest = Array(arguments.dropFirst())
        let signals = SignalMonitor.shared
        signals.commandName = "\(programName) \(command)"
        let context = CLIContext(scenes: scenes)
        var status: Int32
        do {
            try context.validate()
            status = try dispatch(command, rest, context)
        } catch let error as CLIError {
            printError("\(programName) \(command): \(error.message)")
            status = 2
        } catch {
            printError("\(programName) \(command): \(error)")
            status = 1
        }
        // A command that unwound after Ctrl-C or SIGTERM ends with 130 or 143, whatever it returned.
        if signals.stop.isRequested {
            printError("\(programName) \(command): interrupted")
            status = signals.stop.exitStatus
        }
        return status
    }

    private static func commandName(_ arguments: [String]) -> String {
        guard let first = arguments.first, !(first.hasPrefix("-") && first != "-h" && first != "--help") else { return "demo" }
        return first
    }

    @MainActor
    private static func dispatch(_ command: String, _ rest: [String], _ context: CLIContext) throws -> Int32 {
        let specs = CommandSpec.all(scenes: context.scenes)
        if ["help", "--help", "-h"].contains(command) {
            if let name = rest.first {
                guard let spec = specs.first(where: { $0.name == name }) else {
                    throw CLIError("unknown command '\(name)'; expected \(specs.map(\.name).joined(separator: ", "))")
                }
                print(spec.help)
            } else {
                print(CommandSpec.overview(scenes: context.scenes))
            }
            return 0
        }
        guard let spec = specs.first(where: { $0.name == command }) else {
            throw CLIError("unknown command '\(command)'; expected demo, replay, trace, bench, soak, plots or help (see '\(programName) help')")
        }
        let options = try Options(rest, spec: spec)
        if options.wantsHelp {
            print(spec.help)
            return 0
        }
        switch command {
        case "demo": return try DemoCommand(options: options, context: context).run()
        case "trace": return try TraceCommand(options: options, context: context).run()
        case "replay": return try ReplayCommand(options: options, context: context).run()
        case "bench": return try BenchCommand(options: options, context: context).run()
        case "soak": return try SoakCommand(options: options, context: context).run()
        default: return try PlotsCommand(options).run()
        }
    }
}

/// The program's name in messages and help: its executable's file name.
let programName: String = CommandLine.arguments.first.map { ($0 as NSString).lastPathComponent }.flatMap { $0.isEmpty ? nil : $0 } ?? "scrollsim"

/// What every command is run with: the scenes the program has.
struct CLIContext {
    let scenes: [ReplayScene]
    var sceneNames: [String] { scenes.map(\.name) }
    /// The default scene: the first.
    var defaultScene: ReplayScene { scenes[0] }

    /// Refuses an empty list, a name a script cannot write and two scenes of one name.
    func validate() throws {
        guard !scenes.isEmpty else { throw CLIError("the program gives no scenes; pass at least one ReplayScene to ScrollSimCLI.main(scenes:)") }
        var seen: Set<String> = []
        for scene in scenes {
            guard ReplayScene.isValidName(scene.name) else {
                throw CLIError("the scene name '\(scene.name)' cannot be written in a script; use letters, digits, '_', '.' and '-'")
            }
            guard seen.insert(scene.name).inserted else { throw CLIError("two scenes are named '\(scene.name)'; give each its own name") }
        }
    }

    /// The scene named `name`, or a one-sentence error listing the scenes there are.
    func scene(named name: String) throws -> ReplayScene {
        guard let scene = scenes.scene(named: name) else {
            throw CLIError("unknown scene '\(name)'; expected one of \(scenes.nameList)")
        }
        return scene
    }
}

/// Standard output's C stream, reached without naming the C global `stdout`
/// (Swift 6 refuses references to C's mutable globals).
enum StandardOutput {
    nonisolated(unsafe) private static let stream: UnsafeMutablePointer<FILE>? =
        dlsym(nil, "stdout")?.assumingMemoryBound(to: UnsafeMutablePointer<FILE>?.self).pointee

    /// Flushes standard output: 0 when everything written to it arrived, else
    /// an errno value (-1 when an earlier write failed and the reason is gone).
    static func flush() -> Int32 {
        guard let stream else { return fflush(nil) == 0 ? 0 : -1 }
        errno = 0
        if fflush(stream) != 0 { return errno != 0 ? errno : -1 }
        return ferror(stream) != 0 ? -1 : 0
    }
}
