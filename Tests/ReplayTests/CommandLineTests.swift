import Foundation
import Testing

/// The command line as a new user meets it: help on every command, options
/// that do not apply refused with one sentence, and messages that say what happened.
@Suite struct CommandLineTests {
    static let assets = ReplayPaths.root + "/Assets"

    /// Each command's options, as its help must list them (one line each).
    static let options: [String: [String]] = [
        "demo": ["--scene", "--device", "--size", "--scale", "--profile", "--headless", "--screenshot", "--record", "--assets"],
        "replay": ["--window", "--trace", "--trace-base", "--update-goldens", "--jobs", "--quiet", "--assets"],
        "trace": ["--scenario", "--profile", "--device", "--size", "--fixed-font", "--assets"],
        "bench": ["--rows", "--json", "--profile-layout", "--profile-edit", "--profile-render", "--profile-replay", "--assets"],
        "soak": ["--minutes", "--seed", "--out", "--no-render", "--assets"],
        "plots": ["--out"],
    ]

    @Test(arguments: ["demo", "replay", "trace", "bench", "soak", "plots"], ["--help", "-h"])
    func everyCommandHasHelp(command: String, flag: String) throws {
        let dir = try ReplayPaths.temporaryDirectory("help-\(command)\(flag)")
        let run = try runScrollsim([command, flag], in: dir)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.isEmpty)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("usage: scrollsim \(command)") == true, "\(run.stdout)")
        for option in CommandLineTests.options[command]! {
            let matching = lines.filter { $0.trimmingCharacters(in: .whitespaces).hasPrefix(option + " ") }
            #expect(matching.count == 1, "\(command) --help: \(matching.count) lines for \(option) in\n\(run.stdout)")
        }
        // No option of another command is offered.
        let listed = lines.compactMap { $0.trimmingCharacters(in: .whitespaces).split(separator: " ").first }
            .filter { $0.hasPrefix("--") && $0 != "--help" }.map(String.init)
        #expect(Set(listed) == Set(CommandLineTests.options[command]!), "\(command): \(listed)")
    }

    @Test func helpWinsOverOtherArguments() throws {
        let dir = try ReplayPaths.temporaryDirectory("help-wins")
        let run = try runScrollsim(["replay", "--jobs", "nope", "--help"], in: dir)
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("usage: scrollsim replay"))
    }

    /// A refused call: exit 2, one line on stderr naming the option, nothing written.
    func expectRefused(_ arguments: [String], naming text: String, in dir: String) throws {
        let before = try FileManager.default.contentsOfDirectory(atPath: dir).filter { $0 != "stdout" && $0 != "stderr" }
        let run = try runScrollsim(arguments, in: dir)
        #expect(run.status == 2, "scrollsim \(arguments.joined(separator: " ")) exited \(run.status): \(run.stdout)")
        let lines = run.stderr.split(separator: "\n")
        #expect(lines.count == 1, "\(run.stderr)")
        #expect(run.stderr.contains(text), "\(run.stderr)")
        let after = try FileManager.default.contentsOfDirectory(atPath: dir).filter { $0 != "stdout" && $0 != "stderr" }
        #expect(Set(after) == Set(before), "a refused call wrote \(Set(after).subtracting(before))")
    }

    @Test func optionsThatDoNotApplyAreRefused() throws {
        let dir = try ReplayPaths.temporaryDirectory("refused")
        try expectRefused(["trace", "--record", "x", "--scene", "textbox", "--jobs", "3"], naming: "--record does not apply to trace", in: dir)
        try expectRefused(["trace", "--scene", "textbox"], naming: "--scene does not apply to trace", in: dir)
        try expectRefused(["plots", "--scene", "nope"], naming: "--scene does not apply to plots", in: dir)
        try expectRefused(["demo", "--headless", "--screenshot", "h.png", "--record", "r.replay", "--assets", CommandLineTests.assets],
                          naming: "--record records a session in the window", in: dir)
        try expectRefused(["bench", "--json", "--profile-layout"], naming: "--json", in: dir)
        try expectRefused(["bench", "--profile-edit", "--profile-layout"], naming: "give one of them", in: dir)
        try expectRefused(["soak", "--window"], naming: "--window does not apply to soak", in: dir)
        try expectRefused(["replay", "--frobnicate"], naming: "unknown option '--frobnicate'", in: dir)
        try expectRefused(["plots", "extra"], naming: "unexpected argument 'extra'", in: dir)
    }

    @Test func soakMinutesRangeSaysWhatIsAccepted() throws {
        let dir = try ReplayPaths.temporaryDirectory("soak-zero")
        try expectRefused(["soak", "--minutes", "0"], naming: "greater than 0 and at most 1440, got '0'", in: dir)
    }

    @Test func aHeadlessScreenshotStatesItsScale() throws {
        let dir = try ReplayPaths.temporaryDirectory("scale-message")
        let run = try runScrollsim(["demo", "--headless", "--scale", "2.5", "--screenshot", "s.png", "--assets", CommandLineTests.assets], in: dir)
        #expect(run.status == 0, "\(run.stderr)")
        // 390 × 844 points at 2.5 px a point.
        #expect(run.stdout.contains("(975×2110 px, scene scroll, scale 2.5×)"), "\(run.stdout)")
    }

    @Test func aShortSoakSaysItHadNoMemoryBaseline() throws {
        let dir = try ReplayPaths.temporaryDirectory("soak-short")
        let run = try runScrollsim(["soak", "--minutes", "0.5", "--seed", "3", "--no-render", "--out", "s.replay",
                                    "--assets", CommandLineTests.assets], in: dir)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(!run.stdout.contains(" 0 KiB"), "\(run.stdout)")
        #expect(run.stdout.contains("this run did not check it"), "\(run.stdout)")
    }

    @Test func aFlutterTraceDeceleratesWithFlutterFriction() throws {
        let dir = try ReplayPaths.temporaryDirectory("trace-flutter")
        // Per decelerating frame the velocity is multiplied by drag^(1/60): Flutter's 0.135
        // (e^(ln 0.135 / 60) = 0.967183) against ScrollSim's 0.998^(1000/60) = 0.967176 (0.01 pt/s
        // apart a frame at the release's 1450 pt/s); Flutter's
        // stops once below 1 / (0.05 · scale) = 20 pt/s at 1×, ScrollSim's below 0.5 · 1000 |ln 0.998| = 1.001 pt/s.
        for (profile, ratio, stop) in [("flutter", exp(log(0.135) / 60), 20.0),
                                       ("uikit", exp(1000 * log(0.998) / 60), 0.5 * -1000 * log(0.998))] {
            let run = try runScrollsim(["trace", "--scenario", "fling", "--profile", profile, "--device", "desktop",
                                        "--assets", CommandLineTests.assets], in: dir)
            #expect(run.status == 0, "\(run.stderr)")
            let rows = run.stdout.split(separator: "\n").dropFirst().map { $0.split(separator: ",") }
            let coasting = rows.filter { $0[4] == "decelerating" }.map { Double($0[3])! }
            #expect(coasting.count > 100, "\(profile)")
            // Printed to four decimals: each side is within 0.00005 of the law.
            for (a, b) in zip(coasting, coasting.dropFirst()) {
                #expect(abs(b - a * ratio) <= 1.01e-4, "\(profile): \(a) → \(b)")
            }
            #expect(coasting.last! >= stop && coasting.last! * ratio < stop + 1e-4, "\(profile)")
            #expect(rows.last?[4] == "idle")
        }
    }

    @Test func aTraceEndsWithTheOffsetAWheelLeft() throws {
        let dir = try ReplayPaths.temporaryDirectory("trace-wheel")
        try "wheel -2\nsettle\n".write(toFile: dir + "/w.replay", atomically: true, encoding: .utf8)
        let run = try runScrollsim(["replay", "--trace", "tr", "--assets", CommandLineTests.assets, "w.replay"], in: dir)
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        let csv = try String(contentsOfFile: dir + "/tr/w.csv", encoding: .utf8)
        let last = try #require(csv.split(separator: "\n").last)
        // Two notches of 53 pt, shown one frame after the wheel.
        #expect(last == "0.016666666666666666,0.0,106.0,0.0,idle", "\(csv)")
    }
}
