import Foundation
import ScrollSim
import ScrollSimReplay

/// `scrollsim soak`: random input on the main scene for N virtual minutes,
/// checked after every frame; a failure prints the seed and leaves a replay
/// script that reproduces it.
@MainActor
struct SoakCommand {
    let options: Options
    let context: CLIContext

    func run() throws -> Int32 {
        var minutes = 30.0
        if let m = options["minutes"] {
            guard let v = Double(m), v > 0, v <= 24 * 60 else {
                throw CLIError("--minutes expects a number of virtual minutes greater than 0 and at most 1440, got '\(m)'")
            }
            minutes = v
        }
        var seed = UInt64(Date().timeIntervalSince1970 * 1000) % 1_000_000
        if let s = options["seed"] {
            guard let v = UInt64(s) else { throw CLIError("--seed expects a whole number from 0 to \(UInt64.max), got '\(s)'") }
            seed = v
        }
        let out = options["out"] ?? "soak-\(seed).replay"
        let fonts = try options.fontsDirectory
        print("soak: seed \(seed), \(ReplayFormat.number(minutes)) virtual minutes; the input goes to \(out) (removed if every check holds)")
        var soakOptions = SoakOptions(minutes: minutes, seed: seed, scriptPath: out, fontsDirectory: fonts)
        soakOptions.render = !options.has("no-render")
        soakOptions.stop = SignalMonitor.shared.stop
        soakOptions.commandName = "\(programName) soak"
        let report: SoakReport
        do {
            report = try withSceneOutputOnStandardError { try SoakRun(soakOptions, scenes: context.scenes).run() }
        } catch {
            throw CLIError("\(error)")
        }
        let actions = report.actions.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
        print(String(format: "soak: %d frames, %.1f virtual s in %.1f wall s; slowest frame %.2f ms", report.frames,
                     report.virtualSeconds, report.wallSeconds, report.slowestFrameMilliseconds))
        if report.hasMemoryBaseline {
            print("soak: RSS (texture caches excluded) \(report.rssStart / 1024) KiB after the warm-up, \(report.rssEnd / 1024) KiB at the end, peak \(report.rssPeak / 1024) KiB after it")
        } else {
            print("soak: RSS \(report.rssEnd / 1024) KiB at the end; memory growth is checked after a warm-up of at least one virtual minute, so this run did not check it")
        }
        print("soak: \(actions)")
        if report.interrupted {
            printError("\(programName) soak: seed \(seed) interrupted at \(ReplayFormat.number(report.virtualSeconds)) virtual s; every check held until then; the input so far is in \(out)")
            return 1
        }
        if let failure = report.failure {
            printError("\(programName) soak: seed \(seed) failed: \(failure)")
            printError("\(programName) soak: replay it with: \(programName) replay \(out)")
            return 1
        }
        print("soak: every check held (seed \(seed))")
        return 0
    }
}
