import Foundation
import CSDL2

// scrollsim: the command line of ScrollSim. `scrollsim help` lists the
// commands, `scrollsim COMMAND --help` one command's options (CommandSpec.swift).

// First, before any other thread starts: Ctrl-C and SIGTERM become a stop request.
let signals = SignalMonitor.shared
signals.start()

var arguments = Array(CommandLine.arguments.dropFirst())
// `scrollsim` alone, or with options only, is the demo.
if arguments.first.map({ $0.hasPrefix("-") && $0 != "-h" && $0 != "--help" }) ?? true { arguments.insert("demo", at: 0) }
let command = arguments[0]
let rest = Array(arguments.dropFirst())
signals.commandName = "scrollsim \(command)"

let status: Int32 = MainActor.assumeIsolated {
    do {
        if ["help", "--help", "-h"].contains(command) {
            if let name = rest.first {
                guard let spec = CommandSpec.named(name) else {
                    throw CLIError("unknown command '\(name)'; expected \(CommandSpec.all.map(\.name).joined(separator: ", "))")
                }
                print(spec.help)
            } else {
                print(CommandSpec.overview)
            }
            return 0
        }
        guard let spec = CommandSpec.named(command) else {
            throw CLIError("unknown command '\(command)'; expected demo, replay, trace, bench, soak, plots or help (see 'scrollsim help')")
        }
        let options = try Options(rest, spec: spec)
        if options.wantsHelp {
            print(spec.help)
            return 0
        }
        switch command {
        case "demo": return try DemoCommand(options).run()
        case "trace": return try TraceCommand(options).run()
        case "replay": return try ReplayCommand(options).run()
        case "bench": return try BenchCommand(options).run()
        case "soak": return try SoakCommand(options).run()
        default: return try PlotsCommand(options).run()
        }
    } catch let error as CLIError {
        printError("scrollsim \(command): \(error.message)")
        return 2
    } catch {
        printError("scrollsim \(command): \(error)")
        return 1
    }
}
// A command that unwound after Ctrl-C or SIGTERM ends with 130 or 143, whatever it returned.
var exitStatus = status
if signals.stop.isRequested {
    printError("scrollsim \(command): interrupted")
    exitStatus = signals.stop.exitStatus
}
// Output that could not be written (a full disk, a closed pipe) is a failure, not a success.
let outputStatus = scrollsim_flush_stdout()
if outputStatus != 0 {
    let reason = outputStatus > 0 ? String(cString: strerror(outputStatus)) : "a write to standard output failed"
    printError("scrollsim \(command): the output could not be written (\(reason)).")
    exit(exitStatus == 0 ? 1 : exitStatus)
}
exit(exitStatus)
