import Foundation
import ScrollSim
import ScrollSimSDL

/// How scripts are run.
public struct ReplayOptions: Sendable {
    /// The folder of the TTF fonts (`Assets/Fonts`).
    public var fontsDirectory: String
    /// Show the replay in a real window at real speed.
    public var windowed = false
    /// Where to write traces (nil: none), named by ``TraceNames`` with ``traceBase``.
    public var traceDirectory: String?
    /// The folder trace names are relative to (`BASE/d/x.replay` writes
    /// `d/x.csv`); nil: each trace is named after its script's file alone.
    /// A script outside it fails when its trace is written.
    public var traceBase: String?
    /// When golden screenshots are written.
    public var recordMode: GoldenRecordMode = .missing
    /// Checked before every frame: once requested, the script stops where it is
    /// and its result is `interrupted` (no trace or golden is written for it).
    /// The replay window's Q, Esc and close button request it too.
    public var stop = StopRequest()

    public init(fontsDirectory: String, windowed: Bool = false, traceDirectory: String? = nil, traceBase: String? = nil,
                recordMode: GoldenRecordMode = .missing) {
        self.fontsDirectory = fontsDirectory
        self.windowed = windowed
        self.traceDirectory = traceDirectory
        self.traceBase = traceBase
        self.recordMode = recordMode
    }
}

/// A step that did not hold: `FILE:LINE: what was expected, what was seen`.
public struct ReplayFailure: Error, CustomStringConvertible, Sendable {
    public let file: String
    public let line: Int
    public let message: String
    public var description: String { "\(file):\(line): \(message)" }
}

/// The outcome of one script.
public struct ReplayResult: Sendable {
    public let file: String
    /// Nil when the script passed; else `FILE:LINE[:COLUMN]: sentence`.
    public let failure: String?
    /// Goldens written during the run.
    public let recordedGoldens: [String]
    /// Virtual seconds replayed.
    public let virtualSeconds: Double
    /// The first scroll view's offset when the script ended (nil without one, or when it did not start).
    public var finalOffset: CGPoint?
    /// True when the run was stopped by ``ReplayOptions/stop`` before the script ended;
    /// `failure` then says at which line.
    public var interrupted = false

    public var passed: Bool { failure == nil }

    /// `PASS file` or `FAIL FILE:LINE: …`, the runner's one line.
    public var line: String {
        if let failure { return "FAIL \(failure)" }
        return recordedGoldens.isEmpty ? "PASS \(file)" : "PASS \(file) (recorded \(recordedGoldens.joined(separator: ", ")))"
    }
}

/// Runs replay scripts on a virtual 60 Hz clock against the scenes it is
/// given, measuring text with the shipped fonts and taking screenshots with
/// SDL's software renderer. Scripts name those scenes (`scene NAME`,
/// `switch NAME`); one naming another scene fails to parse.
///
/// ```swift
/// let runner = ReplayRunner(ReplayOptions(fontsDirectory: "Assets/Fonts"), scenes: [ReplayScene("feed") { FeedView() }])
/// let result = runner.run(file: "Replays/feed.replay")
/// print(result.line)   // PASS Replays/feed.replay
/// ```
@MainActor
public final class ReplayRunner {
    public let options: ReplayOptions
    /// The scenes scripts may name, in key order (the first is the default).
    public let scenes: [ReplayScene]

    /// A runner for `scenes` (at least one: with none, every script fails to parse).
    public init(_ options: ReplayOptions, scenes: [ReplayScene]) {
        self.options = options
        self.scenes = scenes
    }

    /// The `.replay` files named by `paths`: files as given, folders searched (sorted, recursively).
    public static func scripts(in paths: [String]) throws -> [String] {
        let fm = FileManager.default
        var out: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard fm.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw ReplayFailure(file: path, line: 0, message: "no such file or folder")
            }
            if !isDirectory.boolValue { out.append(path); continue }
            let found = (fm.enumerator(atPath: path)?.allObjects as? [String] ?? [])
                .filter { $0.hasSuffix(".replay") }.sorted()
            let base = path.hasSuffix("/") ? String(path.dropLast()) : path
            out += found.map { base + "/" + $0 }
        }
        return out
    }

    /// The operating system's words for a file error ("No space left on device").
    static func reason(_ error: Error) -> String {
        if let error = error as? FileWriteError { return error.reason }
        let ns = error as NSError
        if let underlying = ns.userInfo[NSUnderlyingErrorKey] as? Error {
            let posix = underlying as NSError
            if posix.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(posix.code))) }
        }
        if ns.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(ns.code))) }
        return "\(error)"
    }

    /// Parses and runs the script at `file`; never throws.
    public func run(file: String) -> ReplayResult {
        let script: ReplayScript
        do {
            script = try ReplayParser.parse(contentsOf: file, scenes: scenes)
        } catch {
            return ReplayResult(file: file, failure: "\(error)", recordedGoldens: [], virtualSeconds: 0, finalOffset: nil)
        }
        return run(script)
    }

    /// Runs a parsed script; never throws.
    public func run(_ script: ReplayScript) -> ReplayResult {
        let session: ReplaySession
        do {
            session = try ReplaySession(script: script, options: options, scenes: scenes)
        } catch {
            return ReplayResult(file: script.file, failure: "\(script.file):1: the replay could not start: \(error)",
                                recordedGoldens: [], virtualSeconds: 0, finalOffset: nil)
        }
        var failure: String?
        do {
            try session.runAll()
        } catch let f as ReplayFailure {
            failure = f.description
        } catch {
            failure = "\(script.file):\(session.currentLine): \(error)"
        }
        if options.stop.isRequested {
            var result = ReplayResult(file: script.file, failure: "\(script.file):\(session.currentLine): interrupted",
                                      recordedGoldens: session.recorded, virtualSeconds: session.driver.time,
                                      finalOffset: session.app.scroll?.offset)
            result.interrupted = true
            return result
        }
        if let dir = options.traceDirectory {
            do {
                try session.writeTrace(to: dir)
            } catch let refusal as SymlinkRefusal {
                failure = failure ?? "\(script.file):\(session.currentLine): \(refusal)"
            } catch {
                failure = failure ?? "\(script.file):\(session.currentLine): the trace could not be written to \(dir) (\(ReplayRunner.reason(error)))."
            }
        }
        return ReplayResult(file: script.file, failure: failure, recordedGoldens: session.recorded,
                            virtualSeconds: session.driver.time, finalOffset: session.app.scroll?.offset)
    }
}

/// One script's run: the app, its driver, the offscreen host and the trace.
@MainActor
final class ReplaySession {
    let script: ReplayScript
    let options: ReplayOptions
    let host: SDLWindowHost
    let window: SDLWindowHost?
    let app: ScrollSimApp
    let driver: TestApp
    var trace = ScrollTrace()
    var recorded: [String] = []
    var currentLine = 1
    private var scenes: SceneSwitcher
    private var wallStart = 0.0

    init(script: ReplayScript, options: ReplayOptions, scenes list: [ReplayScene]) throws {
        self.script = script
        self.options = options
        let setup = script.setup
        guard let scene = list.scene(named: setup.scene) else {
            throw ReplayFailure(file: script.file, line: 1,
                                message: "expected one of the scenes \(list.nameList), saw scene '\(setup.scene)'")
        }
        scenes = SceneSwitcher(scenes: list, scene: setup.scene)
        let title = "ScrollSim replay — \((script.file as NSString).lastPathComponent)"
        // A real window must open before the offscreen host starts SDL with the offscreen driver.
        window = options.windowed
            ? try SDLWindowHost(title: title, size: setup.device.size, scale: setup.scale, headless: false,
                                fontsDirectory: options.fontsDirectory)
            : nil
        host = try SDLWindowHost(title: title, size: setup.device.size, scale: setup.scale, headless: true,
                                 fontsDirectory: options.fontsDirectory)
        app = ScrollSimApp(scene.makeView(), measurer: host.measurer, size: setup.device.size,
                           safeAreaInsets: setup.device.safeAreaInsets, scale: setup.device.displayScale, profile: setup.profile,
                           images: host.images)
        driver = TestApp(app: app)
        let stop = options.stop
        driver.shouldStop = { stop.isRequested }
        recordTraceFrame()
        driver.onFrame = { [unowned self] frame in
            self.recordTraceFrame()
            if self.window != nil { self.show(frame) }
        }
        if let window {
            wallStart = window.now()
            show(driver.lastFrame!)
        }
    }

    private func recordTraceFrame() {
        if let c = app.scrollController { trace.record(c, at: driver.time) }
    }

    private func show(_ frame: Frame) {
        guard let window else { return }
        let list = Goldens.screenshotList(of: app, drawList: frame.drawList, statusBar: script.setup.device.statusBar,
                                          measurer: window.measurer)
        window.renderer.render(list, background: .white)
        window.present()
        for event in window.pollEvents() {
            switch event {
            case .quit, .key(.q, _), .key(.escape, _):
                // Closing the window ends the whole run, as Ctrl-C does.
                options.stop.request(exitStatus: StopRequest.interruptStatus)
            default:
                break
            }
        }
        let ahead = wallStart + driver.time - window.now()
        if ahead > 0 { Thread.sleep(forTimeInterval: ahead) }
    }

    func fail(_ message: String) -> ReplayFailure {
        ReplayFailure(file: script.file, line: currentLine, message: message)
    }

    func runAll() throws {
        for step in script.steps {
            if options.stop.isRequested { return }
            currentLine = step.line
            try run(step.action)
        }
    }

    /// Writes the trace to `directory` (made if missing) under its
    /// ``TraceNames`` name, making the folders of that name but none that is
    /// a link, and not writing through a link (``SafeFile``).
    func writeTrace(to directory: String) throws {
        guard let name = TraceNames.name(of: script.file, base: options.traceBase) else {
            throw FileWriteError(path: directory, reason: "the script is not inside the trace base \(options.traceBase ?? "")")
        }
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try SafeFile.createFolders(for: name, under: directory)
        try SafeFile.write(Data(trace.csv.utf8), to: (directory as NSString).appendingPathComponent(name))
    }

    private func run(_ action: ReplayAction) throws {
        switch action {
        case .wait(let seconds):
            driver.pump(seconds)
        case .wheel(let notches, let horizontal, let at):
            driver.wheel(notches, horizontal: horizontal, at: at)
        case .drag(let a, let b, let duration):
            driver.drag(from: a, to: b, duration: duration ?? 0.25)
        case .fling(let a, let b, let speed):
            driver.fling(from: a, to: b, speed: speed)
        case .pinch(let scale, let degrees, let at, let duration):
            driver.pinch(at: at, scale: scale, rotation: .degrees(degrees), duration: duration ?? 0.25)
        case .tapText(let text):
            driver.tap(try hittableCenter(of: text))
        case .tapPoint(let p):
            driver.tap(p)
        case .down(let p):
            driver.send(.pointerDown(p))
        case .move(let p):
            driver.send(.pointerMove(p))
        case .up(let p):
            driver.send(.pointerUp(p))
        case .key(let key, let shift):
            if let view = scenes.handle(key, shift: shift) {
                app.setRoot(view)
            } else if key != .h && key != .d {
                // H and D only toggle the demo's overlays: nothing a replay computes changes.
                driver.key(key, shift: shift)
            }
        case .type(let text):
            driver.type(text)
        case .resize(let size):
            driver.resize(size)
            try host.resize(to: size)
            try window?.resize(to: size)
        case .switchScene(let name):
            guard let view = scenes.show(name) else {
                throw fail("expected one of the scenes \(scenes.scenes.nameList), saw switch \(name)")
            }
            app.setRoot(view)
        case .settle(let timeout):
            let limit = timeout ?? 10
            do {
                _ = try driver.pumpAndSettle(timeout: limit)
            } catch let e as TestAppError {
                throw fail("expected the scene to settle within \(ReplayFormat.number(limit)) s, saw it \(e.message)")
            }
        case .expect(let lhs, let op, let rhs, let tolerance):
            let a = try evaluate(lhs), b = try evaluate(rhs)
            let tol = tolerance ?? 0
            if !op.holds(a, b, tolerance: tol) {
                var expected = "\(lhs) \(op.rawValue) \(rhs)"
                if let tolerance { expected += " ± \(ReplayFormat.number(tolerance))" }
                let lhsText = lhs.isLiteral ? "" : "\(lhs) = \(ReplayFormat.number(a))"
                let rhsText = rhs.isLiteral ? "" : "\(rhs) = \(ReplayFormat.number(b))"
                let seen = [lhsText, rhsText].filter { !$0.isEmpty }.joined(separator: ", ")
                throw fail("expected \(expected), saw \(seen.isEmpty ? "\(ReplayFormat.number(a)) and \(ReplayFormat.number(b))" : seen)")
            }
        case .expectPhase(let op, let phase):
            guard let s = app.scroll else { throw fail("expected phase \(op.rawValue) \(phase.rawValue), saw no scroll view in the scene") }
            if (s.phase == phase) != (op == .equal) {
                throw fail("expected phase \(op.rawValue) \(phase.rawValue), saw \(s.phase.rawValue) at t = \(ReplayFormat.number(driver.time)) s")
            }
        case .expectVisible(let text, let visible):
            let drawn = visibleRects(of: text)
            if visible && drawn.isEmpty {
                let exists = app.graph.inspect().text(text) != nil
                throw fail("expected \"\(text)\" to be visible, saw it \(exists ? "laid out but outside the window or its scroll view's clip" : "nowhere (no text shows it)")")
            }
            if !visible && !drawn.isEmpty {
                let r = drawn[0]
                throw fail("expected \"\(text)\" to be hidden, saw it drawn at (\(ReplayFormat.number(Double(r.minX))), \(ReplayFormat.number(Double(r.minY))))")
            }
        case .screenshot(let name):
            let list = Goldens.screenshotList(of: app, statusBar: script.setup.device.statusBar,
                                              measurer: host.measurer)
            let image = try Goldens.render(list, on: host)
            let dir = (script.file as NSString).deletingLastPathComponent
            let golden = (dir.isEmpty ? name : (dir as NSString).appendingPathComponent(name)) + ".png"
            do {
                if try Goldens.check(image, golden: golden, mode: options.recordMode) == .recorded {
                    recorded.append(name + ".png")
                }
            } catch let e as ScreenshotMismatch {
                throw fail(e.description)
            }
        }
    }

    private func evaluate(_ expression: ReplayExpression) throws -> Double {
        do {
            return try expression.evaluate { app.value($0) }
        } catch let e as ReplayExpression.UnknownValue {
            let known = ["offset.y", "offset.x", "content.height", "viewport.height", "max.y", "min.y",
                         "velocity.y", "progress", "time", "window.width", "window.height"]
            let named = app.graph.namedValues.keys.sorted()
            let namedText = named.isEmpty ? "no named values" : "its named values \(named.joined(separator: ", "))"
            throw fail("expected a value named '\(e.name)', saw none in scene \(scenes.scene) (values: \(known.joined(separator: ", ")), and \(namedText))")
        }
    }

    /// The centre of the only text `text`, when it is drawn where a pointer can reach it.
    private func hittableCenter(of text: String) throws -> CGPoint {
        let matches = app.graph.inspect().all { $0.kind == "Text" && $0.text == text }
        if matches.isEmpty { throw fail("expected a view showing \"\(text)\" to tap, saw none") }
        if matches.count > 1 { throw fail("expected one view showing \"\(text)\" to tap, saw \(matches.count); make the text unique") }
        let f = matches[0].frame
        let center = CGPoint(x: f.midX, y: f.midY)
        guard visibleRects(of: text).contains(where: { $0.contains(center) || $0.insetBy(dx: -1, dy: -1).contains(center) }) else {
            throw fail("expected \"\(text)\" to be on screen to tap it, saw it at (\(ReplayFormat.number(Double(f.minX))), \(ReplayFormat.number(Double(f.minY)))), outside the window or its scroll view's clip")
        }
        return center
    }

    /// Where the text is drawn and visible: inside the window and every clip around it.
    func visibleRects(of text: String) -> [CGRect] {
        ReplayVisibility.visibleRects(of: text, in: app.graph.drawList(),
                                      window: CGRect(origin: .zero, size: app.graph.size), measurer: app.graph.measurer)
    }
}

/// Finds drawn text inside the clips of a draw list.
@MainActor
public enum ReplayVisibility {
    /// The visible parts of the text commands showing `text` (a whole text or one of its lines).
    public static func visibleRects(of text: String, in list: DrawList, window: CGRect, measurer: TextMeasuring) -> [CGRect] {
        var clips = [window]
        var out: [CGRect] = []
        for command in list.commands {
            switch command {
            case .pushClip(let r, _):
                clips.append(clips.last!.intersection(r))
            case .popClip:
                if clips.count > 1 { clips.removeLast() }
            case .text(let lines, let font, _):
                let whole = lines.map(\.text).joined(separator: " ") == text
                let height = measurer.lineHeight(for: font)
                for l in lines where whole || l.text == text {
                    let r = CGRect(x: l.origin.x, y: l.origin.y, width: l.width, height: height).intersection(clips.last!)
                    if !r.isNull, r.width > 0, r.height > 0 { out.append(r) }
                }
            default:
                break
            }
        }
        return out
    }

    /// The centres (rounded to whole points) of the buttons and tap gestures
    /// in a laid-out tree whose frames show inside `window` and inside every
    /// scroll view around them, depth first (painting order). A tap there
    /// reaches the target unless something drawn over it takes the pointer.
    public static func tapTargetCenters(in root: InspectedView, window: CGRect) -> [CGPoint] {
        var out: [CGPoint] = []
        collectTapTargets(root, clip: window, into: &out)
        return out
    }

    private static func collectTapTargets(_ view: InspectedView, clip outer: CGRect, into out: inout [CGPoint]) {
        let kind = view.kind
        let clip = kind == "ScrollView" ? outer.intersection(view.frame) : outer
        if clip.isNull || clip.width <= 0 || clip.height <= 0 { return }
        if kind == "Button" || kind == "onTapGesture" {
            let visible = view.frame.intersection(clip)
            if !visible.isNull, visible.width > 0, visible.height > 0 {
                let p = CGPoint(x: visible.midX.rounded(), y: visible.midY.rounded())
                if visible.insetBy(dx: -1, dy: -1).contains(p) { out.append(p) }
            }
        }
        for child in view.children { collectTapTargets(child, clip: clip, into: &out) }
    }
}
