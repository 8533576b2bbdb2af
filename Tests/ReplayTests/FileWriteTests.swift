import Foundation
import Testing
import ScrollSim
import ScrollSimReplay
import ScrollSimScenes
import ScrollSimSDL
@testable import ScrollSimCLI

/// Files ScrollSim writes (goldens, their .actual/.diff, traces, screenshots,
/// recordings, soak scripts, plots) are never written through a symbolic
/// link: a link where one would go is refused with one sentence and left as
/// it is, and so is the file it points at.
@MainActor
@Suite(.serialized) struct FileWriteTests {
    static func refusal(_ path: String) -> String {
        "Refusing to write \(path): it is a symbolic link (ScrollSim never writes through links); remove it or choose another path."
    }

    /// A file outside the folder under test that a link points at, with
    /// `contents` (nil: it does not exist, the link dangles).
    static func victim(_ name: String, contents: Data?) throws -> String {
        let path = try ReplayPaths.temporaryDirectory(name + "-outside") + "/victim"
        if let contents { try contents.write(to: URL(fileURLWithPath: path)) }
        return path
    }

    static func link(_ path: String, to target: String) throws {
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: target)
    }

    /// A link at `path` (a golden) to a file outside its folder: for `missing`
    /// the link dangles, for the other modes its target is a 1×1 PNG (so
    /// `failed` sees a mismatch). Returns the target and what it holds.
    static func linkedGolden(_ path: String, for mode: GoldenRecordMode) throws -> (victim: String, contents: Data?) {
        var png: Data?
        if mode != .missing {
            let scratch = (path as NSString).deletingLastPathComponent + "/scratch.png"
            try RGBAImage(width: 1, height: 1, pixels: [1, 2, 3, 255]).writePNG(to: scratch)
            png = FileManager.default.contents(atPath: scratch)
            try FileManager.default.removeItem(atPath: scratch)
        }
        let name = (((path as NSString).deletingLastPathComponent as NSString).lastPathComponent)
        let target = try victim(name, contents: png)
        try link(path, to: target)
        return (target, png)
    }

    /// The link at `path` still points at `target`, and `target` holds `contents` (nil: still absent).
    static func expectUntouched(link path: String, target: String, contents: Data?,
                                sourceLocation: SourceLocation = #_sourceLocation) {
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: path)) == target, sourceLocation: sourceLocation)
        #expect(FileManager.default.contents(atPath: target) == contents, sourceLocation: sourceLocation)
    }

    /// No temporary file of a refused write is left behind.
    static func expectNoTemporaryFiles(in dir: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: dir)
        #expect(!names.contains { $0.contains(".tmp-") }, "\(names)", sourceLocation: sourceLocation)
    }

    static func script(_ dir: String, _ name: String, _ text: String) throws -> String {
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        let path = dir + "/" + name
        try text.write(toFile: path, atomically: false, encoding: .utf8)
        return path
    }

    func runner(_ mode: GoldenRecordMode) -> ReplayRunner {
        ReplayRunner(ReplayOptions(fontsDirectory: ReplayPaths.fonts, recordMode: mode), scenes: BuiltInScenes.all)
    }

    /// A whole file is written beside its name and renamed onto it, not
    /// rewritten in place: a hard link to the old file keeps the old bytes
    /// (an in-place write would change them too), the name gets a new inode
    /// with the old permission bits, and a write whose rename fails (the name
    /// is a folder) leaves what was there and no temporary file.
    @Test func aWholeFileIsWrittenBesideItsNameThenRenamedIntoPlace() throws {
        let dir = try ReplayPaths.temporaryDirectory("write-rename")
        let path = dir + "/x.csv"
        try Data("old\n".utf8).write(to: URL(fileURLWithPath: path))
        #expect(chmod(path, 0o640) == 0)
        #expect(Glibc.link(path, dir + "/old") == 0)
        func status(_ path: String) -> stat {
            var info = stat()
            _ = lstat(path, &info)
            return info
        }
        let before = status(path)

        try SafeFile.write(Data("new\n".utf8), to: path)
        #expect(FileManager.default.contents(atPath: path) == Data("new\n".utf8))
        #expect(FileManager.default.contents(atPath: dir + "/old") == Data("old\n".utf8))
        let after = status(path)
        #expect(after.st_ino != before.st_ino)
        #expect(after.st_mode & 0o7777 == 0o640)
        try Self.expectNoTemporaryFiles(in: dir)

        try FileManager.default.createDirectory(atPath: dir + "/folder", withIntermediateDirectories: false)
        try Data("kept".utf8).write(to: URL(fileURLWithPath: dir + "/folder/inside"))
        #expect(throws: FileWriteError(path: dir + "/folder", reason: "Is a directory")) {
            try SafeFile.write(Data("x".utf8), to: dir + "/folder")
        }
        #expect(FileManager.default.contents(atPath: dir + "/folder/inside") == Data("kept".utf8))
        try Self.expectNoTemporaryFiles(in: dir)
    }

    /// missing: a dangling link is not followed to create its target; all and
    /// failed: a linked golden (a 1×1 PNG, so `failed` sees a mismatch) is not overwritten.
    @Test(arguments: [GoldenRecordMode.missing, .all, .failed])
    func aGoldenThatIsALinkIsNotWrittenThrough(_ mode: GoldenRecordMode) throws {
        let dir = try ReplayPaths.temporaryDirectory("golden-link-\(mode.rawValue)")
        let (victim, png) = try Self.linkedGolden(dir + "/shot.png", for: mode)
        let script = try Self.script(dir, "shot.replay", "scene scroll\nscreenshot shot\n")
        let result = runner(mode).run(file: script)
        #expect(result.failure == "\(script):2: " + Self.refusal(dir + "/shot.png"), "\(result.line)")
        Self.expectUntouched(link: dir + "/shot.png", target: victim, contents: png)
        try Self.expectNoTemporaryFiles(in: dir)
    }

    /// On a mismatch, a linked NAME.actual.png or NAME.diff.png is refused;
    /// recording the golden later removes the link itself, not its target.
    @Test(arguments: ["actual", "diff"])
    func aLeftoverThatIsALinkIsNotWrittenThrough(_ kind: String) throws {
        let dir = try ReplayPaths.temporaryDirectory("leftover-link-\(kind)")
        let script = try Self.script(dir, "shot.replay", "scene scroll\nscreenshot shot\n")
        #expect(runner(.all).run(file: script).passed)
        // The same size, a fifth of the pixels inverted: a mismatch with a diff image.
        var golden = try RGBAImage(contentsOf: dir + "/shot.png")
        for i in 0..<golden.pixels.count / 5 { golden.pixels[i] = 255 &- golden.pixels[i] }
        try golden.writePNG(to: dir + "/shot.png")
        let precious = Data("precious".utf8)
        let victim = try Self.victim("leftover-link-\(kind)", contents: precious)
        let leftover = dir + "/shot.\(kind).png"
        try Self.link(leftover, to: victim)

        let result = runner(.missing).run(file: script)
        #expect(result.failure == "\(script):2: " + Self.refusal(leftover), "\(result.line)")
        Self.expectUntouched(link: leftover, target: victim, contents: precious)
        try Self.expectNoTemporaryFiles(in: dir)

        #expect(runner(.all).run(file: script).passed)
        #expect((try? FileManager.default.attributesOfItem(atPath: leftover)) == nil, "the link was not removed")
        #expect(FileManager.default.contents(atPath: victim) == precious)
    }

    /// `--trace DIR` with DIR/NAME.csv a link: FAIL with the sentence, exit 1, the target as it was.
    @Test func aTraceThatIsALinkIsNotWrittenThrough() throws {
        let binary = try #require(ReplayPaths.scrollsimExecutable, "the scrollsim executable was not found next to the test bundle")
        let dir = try ReplayPaths.temporaryDirectory("trace-link")
        let script = try Self.script(dir, "x.replay", "scene scroll\nwait 100ms\n")
        try FileManager.default.createDirectory(atPath: dir + "/tr", withIntermediateDirectories: true)
        let precious = Data("precious".utf8)
        let victim = try Self.victim("trace-link", contents: precious)
        try Self.link(dir + "/tr/x.csv", to: victim)
        let (status, output) = try ReplayPaths.run(binary, ["replay", "--trace", dir + "/tr", script])
        #expect(status == 1)
        #expect(output.hasPrefix("FAIL \(script):2: " + Self.refusal(dir + "/tr/x.csv") + "\n"), "\(output)")
        Self.expectUntouched(link: dir + "/tr/x.csv", target: victim, contents: precious)
        try Self.expectNoTemporaryFiles(in: dir + "/tr")
    }

    /// A folder of a trace's name (`tr/d1` of `tr/d1/x.csv`) that is a link is refused, not written into.
    @Test func aTraceFolderThatIsALinkIsNotWrittenThrough() throws {
        let dir = try ReplayPaths.temporaryDirectory("trace-folder-link")
        let script = try Self.script(dir + "/d1", "x.replay", "scene scroll\nwait 100ms\n")
        let outside = try ReplayPaths.temporaryDirectory("trace-folder-link-outside")
        try FileManager.default.createDirectory(atPath: dir + "/tr", withIntermediateDirectories: true)
        try Self.link(dir + "/tr/d1", to: outside)
        let options = ReplayOptions(fontsDirectory: ReplayPaths.fonts, traceDirectory: dir + "/tr", traceBase: dir, recordMode: .never)
        let result = ReplayRunner(options, scenes: BuiltInScenes.all).run(file: script)
        #expect(result.failure == "\(script):2: Refusing to write \(dir)/tr/d1/x.csv: \(dir)/tr/d1 is a symbolic link (ScrollSim never writes through links); remove it or choose another path.", "\(result.line)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside).isEmpty)
    }

    @Test func traceNamesAreRelativeToTheCommonFolder() {
        let base = TraceNames.commonFolder(of: ["/r/a/d1/x.replay", "/r/a/d2/../d2/x.replay", "/r/a/d2/e/x.replay"])
        #expect(base == "/r/a")
        #expect(TraceNames.name(of: "/r/a/d2/../d2/x.replay", base: base) == "d2/x.csv")
        #expect(TraceNames.name(of: "/r/a/d2/e/x.replay", base: base) == "d2/e/x.csv")
        #expect(TraceNames.commonFolder(of: ["/r/a/x.replay"]) == "/r/a")
        #expect(TraceNames.name(of: "/r/a/x.replay", base: "/r/a") == "x.csv")
        #expect(TraceNames.name(of: "/r/a/x.replay", base: nil) == "x.csv")
        #expect(TraceNames.name(of: "/r/b/x.replay", base: "/r/a") == nil)
        #expect(TraceNames.name(of: "/r/a/x.replay", base: "/r/a/x.replay") == nil)
    }

    @Test func aScreenshotToALinkIsRefused() throws {
        let binary = try #require(ReplayPaths.scrollsimExecutable, "the scrollsim executable was not found next to the test bundle")
        let dir = try ReplayPaths.temporaryDirectory("screenshot-link")
        let victim = try Self.victim("screenshot-link", contents: nil)
        try Self.link(dir + "/shot.png", to: victim)
        let r = try ReplayPaths.runCapturingErrors(binary, ["demo", "--headless", "--screenshot", dir + "/shot.png"])
        #expect(r.status == 1)
        #expect(r.errors == "scrollsim demo: " + Self.refusal(dir + "/shot.png") + "\n", "\(r.errors)")
        Self.expectUntouched(link: dir + "/shot.png", target: victim, contents: nil)
    }

    @Test func plotsToALinkAreRefused() throws {
        let binary = try #require(ReplayPaths.scrollsimExecutable, "the scrollsim executable was not found next to the test bundle")
        let dir = try ReplayPaths.temporaryDirectory("plots-link")
        let name = try #require(ReferencePlots.all().first).fileName
        let precious = Data("precious".utf8)
        let victim = try Self.victim("plots-link", contents: precious)
        try Self.link(dir + "/" + name, to: victim)
        let r = try ReplayPaths.runCapturingErrors(binary, ["plots", "--out", dir])
        #expect(r.status == 2)
        #expect(r.errors == "scrollsim plots: " + Self.refusal(dir + "/" + name) + "\n", "\(r.errors)")
        Self.expectUntouched(link: dir + "/" + name, target: victim, contents: precious)
    }

    /// The recorder and the soak script write line by line in place, and refuse a link all the same.
    @Test func aRecordingOrSoakScriptToALinkIsRefused() throws {
        let dir = try ReplayPaths.temporaryDirectory("recording-link")
        let precious = Data("precious".utf8)
        let victim = try Self.victim("recording-link", contents: precious)
        try Self.link(dir + "/session.replay", to: victim)
        do {
            _ = try ReplayRecorder(path: dir + "/session.replay", scene: "scroll", device: DevicePreset.named("iphone14")!,
                                   scale: 1, profile: .uikit)
            Issue.record("the recorder wrote through a link")
        } catch {
            #expect("\(error)" == Self.refusal(dir + "/session.replay"))
        }
        Self.expectUntouched(link: dir + "/session.replay", target: victim, contents: precious)

        do {
            _ = try SoakRun(SoakOptions(minutes: 1, seed: 1, scriptPath: dir + "/session.replay", fontsDirectory: ReplayPaths.fonts), scenes: BuiltInScenes.all)
            Issue.record("the soak run wrote through a link")
        } catch {
            #expect("\(error)" == Self.refusal(dir + "/session.replay"))
        }
        Self.expectUntouched(link: dir + "/session.replay", target: victim, contents: precious)
    }

    /// `d1/x.replay` and `d2/x.replay` write `tr/d1/x.csv` and `tr/d2/x.csv`, in one process or in
    /// children, each the trace a run of that script alone writes (as `tr/x.csv`).
    @Test(arguments: [1, 2])
    func sameNamedScriptsGetTheirOwnTraces(jobs: Int) throws {
        let binary = try #require(ReplayPaths.scrollsimExecutable, "the scrollsim executable was not found next to the test bundle")
        let dir = try ReplayPaths.temporaryDirectory("trace-names-\(jobs)")
        let first = try Self.script(dir + "/d1", "x.replay", "scene scroll\nwait 100ms\n")
        let second = try Self.script(dir + "/d2", "x.replay", "scene scroll\nwheel -3\nwait 300ms\n")
        let both = try ReplayPaths.run(binary, ["replay", "--jobs", "\(jobs)", "--trace", dir + "/tr", first, second])
        #expect(both.status == 0, "\(both.output)")
        #expect(!FileManager.default.fileExists(atPath: dir + "/tr/x.csv"))
        let alone = try ReplayPaths.run(binary, ["replay", "--trace", dir + "/alone", second])
        #expect(alone.status == 0, "\(alone.output)")
        let traceOne = FileManager.default.contents(atPath: dir + "/tr/d1/x.csv")
        let traceTwo = FileManager.default.contents(atPath: dir + "/tr/d2/x.csv")
        #expect(traceOne != nil && traceTwo != nil)
        #expect(traceOne != traceTwo)
        #expect(traceTwo == FileManager.default.contents(atPath: dir + "/alone/x.csv"))
    }

    /// Two scripts that would still share a trace name (x.replay and x.txt), and a script outside
    /// --trace-base, are refused before anything runs.
    @Test func traceNamesThatCannotWorkAreRefused() throws {
        let binary = try #require(ReplayPaths.scrollsimExecutable, "the scrollsim executable was not found next to the test bundle")
        let dir = try ReplayPaths.temporaryDirectory("trace-clash")
        let a = try Self.script(dir, "x.replay", "scene scroll\n")
        let b = try Self.script(dir, "x.txt", "scene scroll\n")
        let r = try ReplayPaths.runCapturingErrors(binary, ["replay", "--trace", dir + "/tr", a, b])
        #expect(r.status == 2)
        #expect(r.errors == "scrollsim replay: \(a) and \(b) would both write the trace \(dir)/tr/x.csv; rename one of them\n", "\(r.errors)")
        #expect(!FileManager.default.fileExists(atPath: dir + "/tr"))
        let outside = try ReplayPaths.runCapturingErrors(binary, ["replay", "--trace", dir + "/tr", "--trace-base", dir + "/sub", a])
        #expect(outside.status == 2)
        #expect(outside.errors == "scrollsim replay: --trace-base \(dir)/sub does not hold the script \(a)\n", "\(outside.errors)")
        #expect(!FileManager.default.fileExists(atPath: dir + "/tr"))
    }
}
