import Foundation
import Testing
import ScrollSim

/// Faults from outside: fonts, assets, display, SDL, unwritable files, a full
/// disk, signals. Each gives one clear sentence and a non-zero exit where the
/// program cannot go on. The built `scrollsim` runs as a subprocess.
@MainActor
@Suite(.serialized) struct FaultTests {
    struct Outcome {
        var status: Int32
        var stdout: String
        var stderr: String
        /// Standard error's lines.
        var lines: [Substring] { stderr.split(separator: "\n") }
    }

    static let assets = repositoryRoot + "/Assets"

    static func run(_ arguments: [String], environment: [String: String] = ProcessInfo.processInfo.environment,
                    stdoutPath: String? = nil) throws -> Outcome {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: DemoWindowTests.scrollsimPath)
        p.arguments = arguments
        p.environment = environment
        let out = Pipe(), err = Pipe()
        if let stdoutPath {
            p.standardOutput = FileHandle(forWritingAtPath: stdoutPath)
        } else {
            p.standardOutput = out
        }
        p.standardError = err
        try p.run()
        let e = err.fileHandleForReading.readDataToEndOfFile()
        let o = stdoutPath == nil ? out.fileHandleForReading.readDataToEndOfFile() : Data()
        p.waitUntilExit()
        return Outcome(status: p.terminationStatus, stdout: String(decoding: o, as: UTF8.self), stderr: String(decoding: e, as: UTF8.self))
    }

    static func scratch(_ name: String) throws -> String {
        let dir = NSTemporaryDirectory() + "scrollsim-faults-\(getpid())-\(name)"
        try? FileManager.default.removeItem(atPath: dir)
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        return dir
    }

    func expectOneSentence(_ o: Outcome, status: Int32, containing text: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(o.status == status, "exit \(o.status): \(o.stderr)", sourceLocation: sourceLocation)
        #expect(o.lines.count == 1, "\(o.stderr)", sourceLocation: sourceLocation)
        #expect(o.stderr.contains(text), "\(o.stderr)", sourceLocation: sourceLocation)
    }

    @Test func missingFontFile() throws {
        let dir = try Self.scratch("nofont")
        try FileManager.default.createDirectory(atPath: dir + "/Fonts", withIntermediateDirectories: true)
        let o = try Self.run(["demo", "--headless", "--screenshot", dir + "/out.png", "--assets", dir])
        expectOneSentence(o, status: 1, containing: "The font file \(dir)/Fonts/Inter-Regular.otf does not exist.")
    }

    @Test func corruptFontFile() throws {
        let dir = try Self.scratch("badfont")
        try FileManager.default.createDirectory(atPath: dir + "/Fonts", withIntermediateDirectories: true)
        let names = ["Regular", "Medium", "SemiBold", "Bold"].flatMap { ["Inter-\($0).otf", "InterDisplay-\($0).otf"] }
            + ["NanumSquareR.ttf", "NanumSquareB.ttf"]
        for name in names {
            try Data(repeating: 0x5A, count: 4096).write(to: URL(fileURLWithPath: dir + "/Fonts/" + name))
        }
        let o = try Self.run(["demo", "--headless", "--screenshot", dir + "/out.png", "--assets", dir])
        expectOneSentence(o, status: 1, containing: "The font file \(dir)/Fonts/Inter-Regular.otf could not be opened")
    }

    @Test func missingAssetsFolder() throws {
        let o = try Self.run(["demo", "--headless", "--screenshot", "/tmp/x.png", "--assets", "/nonexistent-assets"])
        expectOneSentence(o, status: 2, containing: "the assets folder '/nonexistent-assets' does not exist")
        var env = ProcessInfo.processInfo.environment
        env["SCROLLSIM_ASSETS"] = "/nonexistent-assets"
        let fromEnv = try Self.run(["replay", "Tests/Replays/wheel.replay"], environment: env)
        #expect(fromEnv.status == 2)
        #expect(fromEnv.stderr.contains("SCROLLSIM_ASSETS points at '/nonexistent-assets', which does not exist"), "\(fromEnv.stderr)")
    }

    @Test func noDisplay() throws {
        var env = ProcessInfo.processInfo.environment
        env.removeValue(forKey: "DISPLAY")
        let o = try Self.run(["demo", "--assets", Self.assets], environment: env)
        expectOneSentence(o, status: 2, containing: "no display found")
    }

    /// A display that is not there: SDL's own failure, in one sentence.
    @Test func sdlCannotOpenTheDisplay() throws {
        var env = ProcessInfo.processInfo.environment
        env["DISPLAY"] = ":987"
        env["SDL_VIDEODRIVER"] = "nonexistent"
        let o = try Self.run(["demo", "--assets", Self.assets], environment: env)
        expectOneSentence(o, status: 1, containing: "SDL could not open the X11 display :987")
    }

    /// A window or surface SDL could not make (too big) is refused before SDL is asked.
    @Test func windowTooBigForSDL() throws {
        let o = try Self.run(["demo", "--headless", "--screenshot", "/tmp/x.png", "--size", "8000x8000", "--scale", "4",
                              "--assets", Self.assets])
        expectOneSentence(o, status: 1, containing: "is not a drawable size.")
    }

    @Test func unwritableScreenshot() throws {
        let missing = try Self.run(["demo", "--headless", "--screenshot", "/nonexistent-dir/out.png", "--assets", Self.assets])
        expectOneSentence(missing, status: 1, containing: "Could not write a PNG to /nonexistent-dir/out.png because the directory /nonexistent-dir does not exist.")
        let refused = try Self.run(["demo", "--headless", "--screenshot", "/proc/out.png", "--assets", Self.assets])
        expectOneSentence(refused, status: 1, containing: "Could not write a PNG to /proc/out.png")
    }

    @Test func unwritableTraceFolder() throws {
        let dir = try Self.scratch("trace")
        let script = dir + "/wheel.replay"
        try FileManager.default.copyItem(atPath: repositoryRoot + "/Tests/Replays/wheel.replay", toPath: script)
        let o = try Self.run(["replay", "--trace", "/proc/no-trace", script, "--assets", Self.assets])
        #expect(o.status == 1)
        #expect(o.stdout.contains("the trace could not be written to /proc/no-trace (No such file or directory)."), "\(o.stdout)")
    }

    /// Output to a full disk is an error, not a silent success.
    @Test func fullDiskOnStandardOutput() throws {
        // Short output fails at the final flush (with the reason); long output already failed in a write.
        let short = try Self.run(["help"], stdoutPath: "/dev/full")
        expectOneSentence(short, status: 1, containing: "scrollsim help: the output could not be written (No space left on device).")
        let long = try Self.run(["trace", "--scenario", "fling", "--fixed-font"], stdoutPath: "/dev/full")
        expectOneSentence(long, status: 1, containing: "scrollsim trace: the output could not be written")
    }

    /// Recording to a full disk: one sentence, a non-zero exit, and the whole lines written before are kept.
    @Test func recordingToAFullDiskStopsAndSaysSo() throws {
        let (env, server) = try DemoWindowTests.display()
        defer { server?.terminate() }
        let o = try Self.run(["demo", "--record", "/dev/full", "--assets", Self.assets], environment: env)
        expectOneSentence(o, status: 2, containing: "Could not write to the recording /dev/full (No space left on device)")
    }

    /// SIGINT and SIGTERM while recording close the script with what was written; exit 130 and 143.
    @Test(arguments: [(SIGINT, Int32(130)), (SIGTERM, Int32(143))])
    func signalsWhileRecordingKeepTheScript(_ signal: Int32, _ status: Int32) throws {
        let (env, server) = try DemoWindowTests.display()
        defer { server?.terminate() }
        let dir = try Self.scratch("signal-\(signal)")
        let script = dir + "/session.replay"
        let p = Process()
        p.executableURL = URL(fileURLWithPath: DemoWindowTests.scrollsimPath)
        p.arguments = ["demo", "--record", script, "--assets", Self.assets]
        p.environment = env
        p.standardOutput = FileHandle.nullDevice
        p.standardError = FileHandle.nullDevice
        try p.run()
        // Wait for the header, then a little for the window loop.
        for _ in 0..<100 where !((try? String(contentsOfFile: script, encoding: .utf8))?.contains("profile ") ?? false) {
            Thread.sleep(forTimeInterval: 0.1)
        }
        Thread.sleep(forTimeInterval: 1)
        kill(p.processIdentifier, signal)
        p.waitUntilExit()
        #expect(p.terminationStatus == status)
        let text = try String(contentsOfFile: script, encoding: .utf8)
        #expect(text.contains("\nscene scroll\n"))
        #expect(text.hasSuffix("\n"))
    }
}
