import Foundation
import Testing
import ScrollSim
import ScrollSimReplay
import ScrollSimScenes
import ScrollSimSDL

/// Runs the replay scripts through the runner in this process (SDL, offscreen).
@MainActor
@Suite(.serialized) struct ReplaySuiteTests {
    func runner(trace: String? = nil, mode: GoldenRecordMode? = nil) throws -> ReplayRunner {
        ReplayRunner(ReplayOptions(fontsDirectory: ReplayPaths.fonts, traceDirectory: trace,
                                   recordMode: try mode ?? GoldenRecordMode.fromEnvironment()), scenes: BuiltInScenes.all)
    }

    @Test func everyScriptInTestsReplaysPasses() throws {
        let files = try ReplayRunner.scripts(in: [ReplayPaths.replays])
        #expect(files.count >= 15)
        let runner = try runner()
        for file in files {
            let result = runner.run(file: file)
            if let failure = result.failure { Issue.record(Comment(rawValue: failure)) }
        }
    }

    /// Each malformed script fails with FILE:LINE:COLUMN (parse errors) or FILE:LINE (runtime) and a sentence.
    @Test(arguments: [
        ("unknown-command", "3:1: Unknown command 'jump'"),
        ("bad-number", "2:7: Expected a number for the wheel notches, found '-three'."),
        ("missing-quote", "2:5: The text starting here has no closing quote"),
        ("unknown-scene", "2:7: Unknown scene 'carousel'; expected one of scroll, textbox"),
        ("setup-after-action", "3:1: The setup command 'profile' must come before the first action (line 2)."),
        ("duration-without-unit", "2:6: The duration '250' needs a unit"),
        ("bad-point", "2:17: Expected ','"),
        ("tap-absent-text", "3: expected a view showing \"Go to Bottom\" to tap, saw none"),
        ("failing-expect", "2: expected offset.y == 100, saw offset.y = 0"),
    ])
    func malformedScriptsFailClearly(_ name: String, _ expected: String) throws {
        let file = ReplayPaths.fixtures + "/\(name).replay"
        let result = try runner(mode: .never).run(file: file)
        #expect(!result.passed)
        #expect(result.line == "FAIL \(file):\(expected)" || result.line.hasPrefix("FAIL \(file):\(expected)"), "\(result.line)")
    }

    /// Same script, same build: byte-identical traces and screenshots.
    @Test func runsAreDeterministic() throws {
        var traces: [Data] = []
        var shots: [Data] = []
        for run in 0..<2 {
            let dir = try ReplayPaths.temporaryDirectory("determinism-\(run)")
            let script = dir + "/gototop.replay"
            try FileManager.default.copyItem(atPath: ReplayPaths.replays + "/gototop.replay", toPath: script)
            let result = try runner(trace: dir + "/trace", mode: .all).run(file: script)
            #expect(result.passed, "\(result.line)")
            traces.append(try Data(contentsOf: URL(fileURLWithPath: dir + "/trace/gototop.csv")))
            shots.append(try Data(contentsOf: URL(fileURLWithPath: dir + "/gototop.png")))
        }
        #expect(traces[0].count > 1000)
        #expect(traces[0] == traces[1])
        #expect(shots[0] == shots[1])
        let csv = String(decoding: traces[0], as: UTF8.self)
        #expect(csv.hasPrefix(ScrollTrace.header + "\n"))
        #expect(csv.contains(",animating\n"))
    }

    @Test func aMismatchedScreenshotWritesActualAndDiff() throws {
        let dir = try ReplayPaths.temporaryDirectory("mismatch")
        let script = dir + "/shot.replay"
        try "scene scroll\nscreenshot shot\n".write(toFile: script, atomically: true, encoding: .utf8)
        try FileManager.default.copyItem(atPath: ReplayPaths.replays + "/gototop.png", toPath: dir + "/shot.png")
        let result = try runner(mode: .missing).run(file: script)
        #expect(result.failure?.hasPrefix("\(script):2: expected the screenshot to match shot.png") == true, "\(result.line)")
        #expect(FileManager.default.fileExists(atPath: dir + "/shot.actual.png"))
        #expect(FileManager.default.fileExists(atPath: dir + "/shot.diff.png"))
        // Recording missing goldens passes and says so; `never` refuses.
        try FileManager.default.removeItem(atPath: dir + "/shot.png")
        #expect(try runner(mode: .never).run(file: script).passed == false)
        let recorded = try runner(mode: .missing).run(file: script)
        #expect(recorded.line == "PASS \(script) (recorded shot.png)")
        #expect(try runner(mode: .never).run(file: script).line == "PASS \(script)")
        #expect(!FileManager.default.fileExists(atPath: dir + "/shot.actual.png"))
    }

    @Test func imageDiffTolerance() {
        let a = RGBAImage(width: 100, height: 100, pixels: [UInt8](repeating: 200, count: 100 * 100 * 4))
        var b = a
        for i in stride(from: 0, to: b.pixels.count, by: 4) { b.pixels[i] = 202 }   // ±2 everywhere
        #expect(ImageDiff(expected: a, actual: b).matches)
        b.pixels[0] = 210; b.pixels[4] = 210                                        // 2 of 10 000 px: 0.02 %
        #expect(ImageDiff(expected: a, actual: b).matches)
        for i in 0..<11 { b.pixels[i * 4] = 255 }                                   // 11 px: 0.11 %
        let diff = ImageDiff(expected: a, actual: b)
        #expect(!diff.matches)
        #expect(diff.differingPixels == 11)
        #expect(!ImageDiff(expected: a, actual: RGBAImage(width: 1, height: 1, pixels: [0, 0, 0, 0])).matches)
    }

    /// A written PNG carries its pixels' digest: the same pixels match it
    /// without decoding, one changed pixel does not, and a digest moved onto
    /// other image data (as a program that edits the pixels but keeps text
    /// chunks would leave it) is not trusted.
    @Test func goldenDigest() throws {
        let dir = try ReplayPaths.temporaryDirectory("digest")
        let a = RGBAImage(width: 20, height: 10, pixels: (0..<800).map { UInt8($0 % 251) })
        var b = a
        b.pixels[401] ^= 1
        try a.writePNG(to: dir + "/a.png")
        try b.writePNG(to: dir + "/b.png")
        let pngA = try Data(contentsOf: URL(fileURLWithPath: dir + "/a.png"))
        let pngB = try Data(contentsOf: URL(fileURLWithPath: dir + "/b.png"))
        let digest = try #require(GoldenDigest.read(pngA))
        #expect(digest.width == 20 && digest.height == 10)
        #expect(digest.matches(a))
        #expect(!digest.matches(b))
        #expect(GoldenDigest.read(pngB)?.matches(b) == true)
        // Still a PNG every reader decodes to the same pixels.
        #expect(try RGBAImage(contentsOf: dir + "/a.png") == a)
        // a's text chunk on b's image data.
        func chunk(_ png: Data, _ type: String) -> Data? {
            var i = 8
            while i + 12 <= png.count {
                let length = png[(png.startIndex + i)..<(png.startIndex + i + 4)].reduce(0) { $0 << 8 | Int($1) }
                let t = String(decoding: png[(png.startIndex + i + 4)..<(png.startIndex + i + 8)], as: UTF8.self)
                if t == type { return png[(png.startIndex + i)..<(png.startIndex + i + 12 + length)] }
                i += 12 + length
            }
            return nil
        }
        let textA = try #require(chunk(pngA, "tEXt"))
        let textB = try #require(chunk(pngB, "tEXt"))
        var forged = pngB
        forged.replaceSubrange(try #require(pngB.range(of: textB)), with: textA)
        #expect(forged != pngB)
        #expect(GoldenDigest.read(forged) == nil)
        try forged.write(to: URL(fileURLWithPath: dir + "/forged.png"))
        // Checked against the forged golden, a's pixels are compared with the
        // decoded pixels (b's, one channel off by one: within tolerance).
        #expect(try Goldens.check(a, golden: dir + "/forged.png", mode: .never) == .matched)
        var far = a
        for i in stride(from: 0, to: 800, by: 4) { far.pixels[i] = 255 &- far.pixels[i] }
        #expect(throws: ScreenshotMismatch.self) { try Goldens.check(far, golden: dir + "/forged.png", mode: .never) }
    }

    /// The Swift face of the scripts: TestApp with real fonts and a screenshot assertion.
    @Test func testAppAPIWithScreenshotAssertion() throws {
        let measurer = try SDLTextMeasurer(fontsDirectory: ReplayPaths.fonts, scale: 1)
        let app = TestApp(ScrollScene(), measurer: measurer)
        // SF's title line, 33.41 pt, rounded up to the 1× grid TestApp lays out on by default.
        #expect(app.value("header.height") == 34)
        app.wheel(-40)
        app.pump(.milliseconds(250))
        #expect(app.time == 0.25)
        #expect(app.scroll.offset.y == app.value("max.y"))
        try app.tap(.text("Go to Top"))
        let frames = try app.pumpAndSettle()
        #expect(frames == 21)
        #expect(abs(app.scroll.offset.y - app.value("header.height")) <= 0.5)

        let dir = try ReplayPaths.temporaryDirectory("assertion")
        let shots = try ScreenshotAssertion(directory: dir, fontsDirectory: ReplayPaths.fonts, mode: .missing)
        #expect(try shots.verify(app, named: "api-gototop", phoneChrome: true) == .recorded)
        #expect(try shots.verify(app, named: "api-gototop", phoneChrome: true) == .matched)
        // The same pixels as the script's golden of the same moment.
        let ours = try RGBAImage(contentsOf: dir + "/api-gototop.png")
        let golden = try RGBAImage(contentsOf: ReplayPaths.replays + "/gototop.png")
        #expect(ImageDiff(expected: golden, actual: ours).matches)
        app.wheel(-3)
        app.pump(1.0 / 60)
        #expect(throws: ScreenshotMismatch.self) { try shots.verify(app, named: "api-gototop", phoneChrome: true) }
        #expect(FileManager.default.fileExists(atPath: dir + "/api-gototop.diff.png"))
        let never = try ScreenshotAssertion(directory: dir, fontsDirectory: ReplayPaths.fonts, mode: .never)
        #expect(throws: ScreenshotMismatch.self) { try never.verify(app, named: "absent") }
    }

    /// The command line: one line per script, the summary, the exit status, and --jobs giving the same.
    @Test func commandLineOutputAndJobs() throws {
        let binary = try #require(ReplayPaths.scrollsimExecutable, "the scrollsim executable was not found next to the test bundle; build it with swift build")
        let traceA = try ReplayPaths.temporaryDirectory("cli-trace-1")
        let traceB = try ReplayPaths.temporaryDirectory("cli-trace-2")
        var env = ProcessInfo.processInfo.environment
        env["SCROLLSIM_RECORD"] = "never"
        let one = try ReplayPaths.run(binary, ["replay", "--trace", traceA, "Tests/Replays"], environment: env)
        let two = try ReplayPaths.run(binary, ["replay", "--jobs", "2", "--trace", traceB, "Tests/Replays"], environment: env)
        #expect(one.status == 0, "\(one.output)")
        #expect(one.output == two.output)
        let lines = one.output.split(separator: "\n")
        let count = try ReplayRunner.scripts(in: [ReplayPaths.replays]).count
        #expect(lines.last == "\(count) passed, 0 failed")
        #expect(lines.dropLast().allSatisfy { $0.hasPrefix("PASS Tests/Replays/") })
        for name in try FileManager.default.contentsOfDirectory(atPath: traceA) {
            #expect(FileManager.default.contents(atPath: traceA + "/" + name) == FileManager.default.contents(atPath: traceB + "/" + name), "\(name)")
        }
        let bad = try ReplayPaths.run(binary, ["replay", "--jobs", "3", "Tests/ReplayFixtures"], environment: env)
        #expect(bad.status == 1)
        #expect(bad.output.hasSuffix("0 passed, 9 failed\n"), "\(bad.output)")
        #expect(bad.output.contains("FAIL Tests/ReplayFixtures/missing-quote.replay:2:5: "))
    }
}
