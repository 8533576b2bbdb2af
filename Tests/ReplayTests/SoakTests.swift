import Foundation
import Testing
import ScrollSim
import ScrollSimReplay
import ScrollSimScenes

/// The monkey test: a short soak inside the suite, and the replay script a failure leaves.
@MainActor
@Suite(.serialized) struct SoakTests {
    /// One virtual minute of random input on the main scene, every check after every frame.
    @Test func oneVirtualMinuteOfRandomInputHoldsEveryCheck() throws {
        let binary = try #require(ReplayPaths.scrollsimExecutable, "the scrollsim executable was not found next to the test bundle")
        let dir = try ReplayPaths.temporaryDirectory("soak")
        let script = dir + "/soak.replay"
        let (status, output) = try ReplayPaths.run(binary, ["soak", "--minutes", "1", "--seed", "7", "--out", script,
                                                            "--assets", ReplayPaths.root + "/Assets"])
        #expect(status == 0, "\(output)")
        #expect(output.contains("soak: seed 7, 1 virtual minutes"), "\(output)")
        #expect(output.contains("soak: 3600 frames, 60.0 virtual s"), "\(output)")
        #expect(output.contains("every check held (seed 7)"), "\(output)")
        #expect(!FileManager.default.fileExists(atPath: script), "a passing soak keeps no script")
    }

    @Test func badOptionsSayWhat() throws {
        let binary = try #require(ReplayPaths.scrollsimExecutable)
        let (status, _) = try ReplayPaths.run(binary, ["soak", "--minutes", "soon"])
        #expect(status == 2)
        let (seedStatus, _) = try ReplayPaths.run(binary, ["soak", "--seed", "-1"])
        #expect(seedStatus == 2)
    }

    /// A failure stops the run at its frame and leaves a script that replays to the same state.
    @Test func aFailureLeavesAScriptThatReplaysToTheSameState() throws {
        let dir = try ReplayPaths.temporaryDirectory("soak-failure")
        var scripts: [String] = []
        for run in 0..<2 {
            var options = SoakOptions(minutes: 1, seed: 12345, scriptPath: dir + "/failure-\(run).replay", fontsDirectory: ReplayPaths.fonts)
            options.render = false
            options.extraCheck = { _, frame in frame == 1500 ? "an injected failure at frame 1500" : nil }
            let report = try SoakRun(options, scenes: BuiltInScenes.all).run()
            #expect(report.failure == "an injected failure at frame 1500")
            #expect(report.frames == 1500)
            let path = try #require(report.script)
            let text = try String(contentsOfFile: path, encoding: .utf8)
            #expect(text.hasPrefix("# scrollsim soak --seed 12345"))
            #expect(text.contains("# soak failure at frame 1500"))
            #expect(text.contains("\nexpect offset.y == "))
            scripts.append(text)
            // The pinned state (window, offset, range, phase) holds in the replay: it got to the same place.
            let result = ReplayRunner(ReplayOptions(fontsDirectory: ReplayPaths.fonts, recordMode: .never), scenes: BuiltInScenes.all).run(file: path)
            #expect(result.passed, "\(result.line)")
            #expect(abs(result.virtualSeconds - 1500.0 / 60) < 1e-6)
        }
        // Same seed, same input, byte for byte.
        #expect(scripts[0] == scripts[1])
    }

    @Test func switchParsesAndRejectsUnknownScenes() throws {
        let script = try ReplayParser.parse("wait 1 frames\nswitch textbox\n", file: "inline.replay", scenes: BuiltInScenes.all)
        #expect(script.steps.last?.action == .switchScene("textbox"))
        #expect(throws: ReplayParseError.self) { try ReplayParser.parse("switch carousel\n", file: "inline.replay", scenes: BuiltInScenes.all) }
    }
}
