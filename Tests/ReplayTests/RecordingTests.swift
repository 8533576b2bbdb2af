import Foundation
import Testing
import ScrollSim
import ScrollSimReplay
import ScrollSimScenes

/// A session recorded in the demo under Xvfb with xdotool input (wheel, a tap,
/// scene keys, Tab, H and D) replays to the same final offset, and the final
/// `expect` lines make an edited recording that diverges fail.
@MainActor
@Suite(.serialized) struct RecordingTests {
    nonisolated static var hasXdotool: Bool {
        let env = ProcessInfo.processInfo.environment
        return (env["PATH"] ?? "").split(separator: ":").contains { FileManager.default.isExecutableFile(atPath: "\($0)/xdotool") }
    }

    /// Runs `scrollsim demo --record DIR/session.replay ARGUMENTS` on a display
    /// of its own and the shell `actions` on its window (`$wid`, xdotool), which
    /// end by closing it; returns the recording and what the demo printed.
    static func recordSession(in dir: String, arguments: String = "", actions: String) throws -> (script: String, printed: String) {
        #expect(RecordingTests.hasXdotool, "xdotool is missing: `make test` installs it")
        let binary = try #require(ReplayPaths.scrollsimExecutable,
                                  "the scrollsim executable was not found next to the test bundle; build it with swift build")
        let script = dir + "/session.replay"
        let shell = """
            exec 2>"$LOG"
            set -ex
            # The session never outlives 60 s, whatever happens.
            timeout -s KILL 60 "$SCROLLSIM" demo --record "$SCRIPT" \(arguments) --assets "$ASSETS" > "$OUT" 2>&1 &
            tpid=$!
            # This demo's own window (SDL sets _NET_WM_PID): other windows on the display are left alone.
            # Up to 30 s: a debug build starting while the machine is busy can take longer than 10 s.
            wid=""
            for i in $(seq 1 300); do
              pid=$(pgrep -P $tpid | head -1 || true)
              [ -n "$pid" ] && wid=$(xdotool search --onlyvisible --pid $pid 2>/dev/null | head -1 || true)
              [ -n "$wid" ] && break
              sleep 0.1
            done
            [ -n "$wid" ] || { echo "no demo window after 30 s" >&2; pkill -9 -P $tpid; kill -9 $tpid; exit 1; }
            sleep 0.5
            \(actions)
            # xdotool fails when the window is gone before the key's release: the demo's exit status counts.
            xdotool key --window "$wid" q || true
            wait $tpid
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", shell]
        // A display of its own: keys typed on a shared one could reach another test's window.
        var (env, server) = try privateDisplay()
        defer { server.terminate() }
        env["SCROLLSIM"] = binary
        env["SCRIPT"] = script
        env["ASSETS"] = ReplayPaths.root + "/Assets"
        env["OUT"] = dir + "/demo.out"
        env["LOG"] = dir + "/session.log"
        process.environment = env
        try process.run()
        process.waitUntilExit()
        let printed = (try? String(contentsOfFile: dir + "/demo.out", encoding: .utf8)) ?? ""
        let log = (try? String(contentsOfFile: dir + "/session.log", encoding: .utf8)) ?? ""
        #expect(process.terminationStatus == 0, "the demo session failed: \(printed)\n\(log)")
        return (script, printed)
    }

    @Test func recordedSessionReplaysToTheSameOffset() throws {
        let dir = try ReplayPaths.temporaryDirectory("recording")
        let (script, printed) = try Self.recordSession(in: dir, actions: """
            xdotool mousemove --window "$wid" 195 400
            sleep 0.2
            for n in 1 2 3 4 5 6; do xdotool click --window "$wid" 5; sleep 0.05; done
            sleep 0.4
            xdotool mousemove --window "$wid" 195 300 click --window "$wid" 1
            sleep 0.2
            # Another scene, its next sample text, the overlays, and back: the scroll scene starts again at 0.
            for k in 2 Tab h d 1; do xdotool key --window "$wid" $k; sleep 0.15; done
            xdotool mousemove --window "$wid" 195 400
            sleep 0.1
            for n in 1 2 3; do xdotool click --window "$wid" 5; sleep 0.03; done
            sleep 0.3
            """)

        let recorded = try String(contentsOfFile: script, encoding: .utf8)
        #expect(recorded.contains("\nwheel -1 at 195,400\n"), "\(recorded)")
        #expect(recorded.contains("\ndown 195,300\n"), "\(recorded)")
        #expect(recorded.contains("\nup 195,300\n"), "\(recorded)")
        for line in ["switch textbox", "key tab", "key h", "key d", "switch scroll"] {
            #expect(recorded.contains("\n\(line)\n"), "no '\(line)' line in:\n\(recorded)")
        }
        // After switching back the scroll scene starts at 0: three notches of 53 pt.
        #expect(recorded.hasSuffix("expect offset.y == 159\nexpect offset.x == 0\n"), "\(recorded)")
        let line = try #require(printed.split(separator: "\n").first { $0.hasPrefix("final offset.y ") },
                                "the demo did not print its final offset: \(printed)")
        let demoOffset = String(line.split(separator: " ")[2])
        #expect(Double(demoOffset)! > 0)

        let result = ReplayRunner(ReplayOptions(fontsDirectory: ReplayPaths.fonts, recordMode: .never), scenes: BuiltInScenes.all).run(file: script)
        #expect(result.passed, "\(result.line)")
        let replayed = try #require(result.finalOffset)
        #expect(ScrollTrace.format(Double(replayed.y)) == demoOffset, "recorded:\n\(recorded)")

        // Edited to diverge (one wheel notch fewer at the end), the recording fails at its final expectation.
        var lines = recorded.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let lastWheel = try #require(lines.lastIndex { $0.hasPrefix("wheel ") })
        lines.remove(at: lastWheel)
        let edited = dir + "/edited.replay"
        try lines.joined(separator: "\n").write(toFile: edited, atomically: true, encoding: .utf8)
        let diverged = ReplayRunner(ReplayOptions(fontsDirectory: ReplayPaths.fonts, recordMode: .never), scenes: BuiltInScenes.all).run(file: edited)
        let expectLine = try #require(lines.firstIndex(of: "expect offset.y == 159")) + 1
        #expect(diverged.line == "FAIL \(edited):\(expectLine): expected offset.y == 159, saw offset.y = 106", "\(diverged.line)")
    }

    /// A sideways scroll (X buttons 7, right: SDL's horizontal wheel) moves the
    /// paging scene's carousel 53 pt a notch; it is recorded with its
    /// horizontal notches and replays to the same offset.x.
    @Test func aSidewaysWheelIsRecordedAndReplays() throws {
        let dir = try ReplayPaths.temporaryDirectory("recording-sideways")
        let (script, printed) = try Self.recordSession(in: dir, arguments: "--scene paging", actions: """
            xdotool mousemove --window "$wid" 195 300
            sleep 0.2
            for n in 1 2; do xdotool click --window "$wid" 7; sleep 0.05; done
            sleep 0.3
            """)
        let recorded = try String(contentsOfFile: script, encoding: .utf8)
        let wheels = recorded.split(separator: "\n").filter { $0.hasPrefix("wheel ") }
        #expect(wheels == ["wheel 0 horizontal 1 at 195,300", "wheel 0 horizontal 1 at 195,300"], "\(recorded)")
        #expect(recorded.hasSuffix("expect offset.y == 0\nexpect offset.x == 106\n"), "\(recorded)\n\(printed)")
        let result = ReplayRunner(ReplayOptions(fontsDirectory: ReplayPaths.fonts, recordMode: .never), scenes: BuiltInScenes.all).run(file: script)
        #expect(result.passed, "\(result.line)")
        #expect(result.finalOffset == CGPoint(x: 106, y: 0))
    }
}
