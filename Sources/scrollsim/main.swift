import Foundation
import CSDL2

// scrollsim: the command line of ScrollSim.
//   scrollsim demo     the desktop demo (or --headless --screenshot out.png)
//   scrollsim trace    a frame-by-frame CSV of a scroll scenario
//   scrollsim replay   run replay scripts (headless by default)
//   scrollsim bench    the benchmark
//   scrollsim soak     random input for N virtual minutes, checked every frame
//   scrollsim plots    the reference charts as SVG files
//   scrollsim help     usage

let arguments = Array(CommandLine.arguments.dropFirst())
let command = arguments.first ?? "demo"
let rest = Array(arguments.dropFirst())

let status: Int32 = MainActor.assumeIsolated {
    do {
        switch command {
        case "demo":
            return try DemoCommand(try Options(rest, command: "demo")).run()
        case "trace":
            return try TraceCommand(try Options(rest, command: "trace")).run()
        case "replay":
            return try ReplayCommand(try Options(rest, command: "replay")).run()
        case "bench":
            return try BenchCommand(try Options(rest, command: "bench")).run()
        case "soak":
            return try SoakCommand(try Options(rest, command: "soak")).run()
        case "plots":
            return try PlotsCommand(try Options(rest, command: "plots")).run()
        case "help", "--help", "-h":
            print(usage)
            return 0
        default:
            throw CLIError("unknown command '\(command)'; expected demo, replay, trace, bench, soak, plots or help (see 'scrollsim help')")
        }
    } catch let error as CLIError {
        printError("scrollsim \(command): \(error.message)")
        return 2
    } catch {
        printError("scrollsim \(command): \(error)")
        return 1
    }
}
// Output that could not be written (a full disk, a closed pipe) is a failure, not a success.
let outputStatus = scrollsim_flush_stdout()
if outputStatus != 0 {
    let reason = outputStatus > 0 ? String(cString: strerror(outputStatus)) : "a write to standard output failed"
    printError("scrollsim \(command): the output could not be written (\(reason)).")
    exit(status == 0 ? 1 : status)
}
exit(status)
