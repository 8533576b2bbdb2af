import Foundation
import Synchronization
import ScrollSim
import ScrollSimSDL

/// How a soak run goes.
public struct SoakOptions: Sendable {
    /// Virtual minutes to run (60 Hz frames).
    public var minutes: Double = 30
    /// The random seed; the same seed gives the same input, frame for frame.
    public var seed: UInt64 = 1
    /// Where the replay script goes (written as the run goes, removed when it passes).
    public var scriptPath: String
    /// The folder of the TTF fonts (`Assets/Fonts`).
    public var fontsDirectory: String
    /// Render every frame with SDL's software renderer on a fixed offscreen surface.
    public var render = true
    /// Wall seconds without a frame after which the run counts as hung.
    public var hangSeconds: Double = 60
    /// Allowed RSS growth after the warm-up (0.05: 5 %).
    public var memoryTolerance = 0.05
    /// Checked before every frame: once requested, the run ends where it is
    /// (the report says `interrupted`) and the script written so far is kept.
    public var stop = StopRequest()
    /// An extra check run after every frame (tests inject failures with it): a message fails the run.
    public var extraCheck: (@MainActor @Sendable (ScrollSimApp, Int) -> String?)?
    /// The command that started the run, for the script's first line and the hang message.
    public var commandName = "scrollsim soak"

    public init(minutes: Double = 30, seed: UInt64 = 1, scriptPath: String, fontsDirectory: String) {
        self.minutes = minutes
        self.seed = seed
        self.scriptPath = scriptPath
        self.fontsDirectory = fontsDirectory
    }
}

/// What a soak run saw.
public struct SoakReport: Sendable {
    public var seed: UInt64
    public var frames = 0
    public var virtualSeconds = 0.0
    public var wallSeconds = 0.0
    /// The slowest frame (advance, checks and rendering), in wall milliseconds.
    public var slowestFrameMilliseconds = 0.0
    /// Resident memory at the end of the warm-up and at the end, in bytes,
    /// less the renderer's texture caches (bounded by design).
    public var rssStart = 0
    public var rssEnd = 0
    /// The largest resident memory seen after the warm-up, in bytes (texture caches excluded).
    public var rssPeak = 0
    /// Counts of what the monkey did.
    public var actions: [String: Int] = [:]
    /// Nil when every check held; else the first failure as one sentence.
    public var failure: String?
    /// The replay script that reproduces the failure, or the input so far when interrupted (nil when the run passed).
    public var script: String?
    /// True when ``SoakOptions/stop`` ended the run before its time was up.
    public var interrupted = false
    /// True when the run lasted long enough for a memory baseline (one virtual minute).
    public var hasMemoryBaseline: Bool { rssStart > 0 }
    public var passed: Bool { failure == nil }
}

/// Heartbeat for the hang watchdog: frames done so far.
private let soakHeartbeat = Atomic<Int>(0)

/// A monkey test of the scenes it is given, on the virtual 60 Hz clock,
/// starting on the first scene on its device: random wheel bursts, drags,
/// flings, taps on what is tappable on screen (buttons and tap gestures, found
/// in the laid-out tree; preferably while the view moves), keys, resizes from
/// 1×1 to 4000×4000 and switches to other scenes, with checks after every frame. Every input is written at once to a replay script made of
/// primitive commands (`down`, `move`, `up`, `wheel`, `key`, `resize`,
/// `switch`, `wait N frames`), so a failure (or a crash) leaves a script that
/// replays it frame for frame; on a failure the script ends with `expect`
/// lines that pin the state seen and restate the broken rule.
///
/// Checks after every frame:
/// - offsets, velocity, range and content size are finite, and so is every draw command;
/// - with the phase idle and no pointer down, the offset lies in [min, max] within half a device pixel;
/// - the phase agrees with the controller's flags, and only a drag starts a deceleration;
/// - the virtual clock moves one 1/60 s step per frame and no frame carries work over;
/// - after the warm-up (a third of the run, at least one and at most ten virtual
///   minutes, while the caches of fonts and glyphs fill as scenes come by),
///   resident memory less the texture caches stays within 5 % of its value then.
@MainActor
public final class SoakRun {
    public let options: SoakOptions
    private let host: SDLWindowHost
    private let app: ScrollSimApp
    private let driver: TestApp
    private var rng: SplitMix64
    private var script: SoakScript
    private var report: SoakReport
    private var scenes: SceneSwitcher
    /// The scene the run starts on and keeps coming back to.
    private let home: ReplayScene
    private var pointerDown = false
    private var pointer = CGPoint.zero
    private var previousPhase: ScrollControllerPhase = .idle
    private var previousTime = 0.0
    private var previousFrameCount = 0
    private var frameStart = 0.0
    private var failure: (message: String, expects: [String])?
    private let scale: CGFloat = 1
    private let device: DevicePreset
    private var frameIndex = 0

    /// Opens the offscreen host and starts the script; `scenes` must not be empty.
    public init(_ options: SoakOptions, scenes list: [ReplayScene]) throws {
        guard let first = list.first else { throw ReplayImageError("A soak run needs at least one scene.") }
        self.options = options
        home = first
        device = first.device
        scenes = SceneSwitcher(scenes: list, scene: first.name)
        rng = SplitMix64(seed: options.seed)
        report = SoakReport(seed: options.seed)
        host = try SDLWindowHost(title: "ScrollSim soak", size: device.size, scale: scale, headless: true,
                                 fontsDirectory: options.fontsDirectory)
        script = try SoakScript(path: options.scriptPath)
        app = ScrollSimApp(first.makeView(), measurer: host.measurer, size: device.size,
                           safeAreaInsets: device.safeAreaInsets, scale: device.displayScale, profile: .uikit, images: host.images)
        app.graph.warningHandler = { _ in }
        script.write("# \(options.commandName) --seed \(options.seed) --minutes \(ReplayFormat.number(options.minutes)): random input, replayed frame for frame.")
        script.write("scene \(first.name)")
        if DevicePreset.named(device.name) == device {
            script.write("device \(device.name)")
        } else {
            script.write("window \(ReplayFormat.number(Double(device.size.width)))x\(ReplayFormat.number(Double(device.size.height)))")
        }
        script.write("scale \(ReplayFormat.number(Double(scale)))")
        script.write("profile uikit")
        driver = TestApp(app: app)
        previousTime = driver.time
        previousFrameCount = app.frameCount
        driver.onFrame = { [unowned self] frame in self.afterFrame(frame) }
        let stop = options.stop
        driver.shouldStop = { stop.isRequested }
    }

    /// Runs until the virtual time is up or a check fails.
    public func run() -> SoakReport {
        let wallStart = Self.now()
        let end = options.minutes * 60
        let watchdog = startWatchdog()
        defer { watchdog.cancel() }
        while driver.time < end && failure == nil && !options.stop.isRequested {
            step(until: end)
        }
        script.flushWait()
        report.frames = frameIndex
        report.virtualSeconds = driver.time
        report.wallSeconds = Self.now() - wallStart
        report.rssEnd = memoryInUse()
        if let failure {
            report.failure = failure.message
            script.write("# soak failure at frame \(frameIndex) (t = \(ReplayFormat.number(driver.time)) s): \(failure.message)")
            for line in failure.expects { script.write(line) }
            script.close()
            report.script = options.scriptPath
        } else if options.stop.isRequested {
            report.interrupted = true
            script.write("# soak interrupted at frame \(frameIndex) (t = \(ReplayFormat.number(driver.time)) s)")
            script.close()
            report.script = options.scriptPath
        } else {
            script.close()
            try? FileManager.default.removeItem(atPath: options.scriptPath)
        }
        return report
    }

    // MARK: The monkey

    private var window: CGSize { app.graph.size }

    private func count(_ name: String) { report.actions[name, default: 0] += 1 }

    private func step(until end: Double) {
        let moving = app.scroll.map { $0.phase != .idle } ?? false
        // A button or tap target while the view animates, decelerates or bounces.
        if moving && rng.chance(0.35) && tapTarget() { return }
        if scenes.scene != home.name && rng.chance(0.3) {
            switchScene(home.name)
            return
        }
        switch rng.int(100) {
        case 0..<22: wait(rng.int(1...60))
        case 22..<37: wheelBurst()
        case 37..<50: drag(fast: false)
        case 50..<62: drag(fast: true)
        case 62..<74: if !tapTarget() { wheelBurst() }
        case 74..<77: tapStorm()
        case 77..<83: keys()
        case 83..<91: resize()
        case 91..<94: switchScene(scenes.scenes[rng.int(scenes.scenes.count)].name)
        default: tapRandom()
        }
    }

    private func randomPoint() -> CGPoint {
        let w = max(1, Int(window.width)), h = max(1, Int(window.height))
        if rng.chance(0.05) {
            // Outside the window now and then (a drag that leaves it).
            return CGPoint(x: rng.int(-50...(w + 50)), y: rng.int(-50...(h + 50)))
        }
        return CGPoint(x: rng.int(0...(w - 1)), y: rng.int(0...(h - 1)))
    }

    private func wheelBurst() {
        count("wheel")
        let at = randomPoint()
        let sign: CGFloat = rng.chance(0.5) ? 1 : -1
        for _ in 0..<rng.int(1...12) {
            let notches = rng.chance(0.1) ? CGFloat(rng.int(-40...40)) : sign * CGFloat(rng.int(1...3))
            if notches != 0 { send(.wheel(dx: 0, dy: notches, at: at)) }
            wait(rng.int(0...3))
        }
    }

    private func drag(fast: Bool) {
        count(fast ? "fling" : "drag")
        let start = randomPoint()
        press(start)
        wait(1)
        let moves = fast ? rng.int(2...8) : rng.int(1...40)
        let dy = CGFloat(rng.int(-900...900)), dx = CGFloat(rng.int(-60...60))
        for i in 1...moves {
            let f = CGFloat(i) / CGFloat(moves)
            move(CGPoint(x: (start.x + dx * f).rounded(), y: (start.y + dy * f).rounded()))
            if i < moves || !fast { wait(1) }
        }
        if !fast && rng.chance(0.3) { wait(rng.int(1...20)) }
        release()
    }

    /// Taps one of the buttons and tap targets whose centre is on screen (the
    /// only one, or one at random); false when none is.
    @discardableResult
    private func tapTarget() -> Bool {
        guard driver.lastFrame != nil else { return false }
        let targets = ReplayVisibility.tapTargetCenters(in: app.graph.inspect(), window: CGRect(origin: .zero, size: window))
        guard !targets.isEmpty else { return false }
        let p = targets.count == 1 ? targets[0] : targets[rng.int(targets.count)]
        count("tap.target")
        press(p)
        wait(1)
        release()
        return true
    }

    private func tapStorm() {
        count("tap.storm")
        for _ in 0..<rng.int(2...30) {
            if !tapTarget() { wheelBurst() }
            wait(rng.int(0...2))
        }
    }

    private func tapRandom() {
        count("tap")
        press(randomPoint())
        wait(1)
        release()
    }

    private func keys() {
        count("key")
        let keys: [Key] = [.up, .down, .pageUp, .pageDown, .space, .home, .end, .left, .right, .tab]
        for _ in 0..<rng.int(1...6) {
            send(.key(keys[rng.int(keys.count)], shift: rng.chance(0.2)))
            wait(rng.int(0...10))
        }
    }

    private func resize() {
        count("resize")
        let size: CGSize
        switch rng.int(10) {
        case 0: size = CGSize(width: 1, height: 1)
        case 1: size = CGSize(width: 4000, height: 4000)
        case 2: size = CGSize(width: rng.int(1...40), height: rng.int(1...40))
        case 3: size = CGSize(width: rng.int(2000...4000), height: rng.int(2000...4000))
        case 4, 5: size = CGSize(width: rng.int(100...1600), height: rng.int(100...1600))
        default: size = device.size
        }
        send(.resize(size))
        wait(rng.int(0...30))
    }

    private func switchScene(_ name: String) {
        count("switch")
        pointerDown = false
        script.write("switch \(name)")
        app.setRoot(scenes.show(name)!)
        wait(rng.int(1...30))
    }

    private func press(_ p: CGPoint) {
        pointerDown = true
        pointer = p
        send(.pointerDown(p))
    }

    private func move(_ p: CGPoint) {
        pointer = p
        send(.pointerMove(p))
    }

    private func release() {
        pointerDown = false
        send(.pointerUp(pointer))
    }

    private func send(_ event: InputEvent) {
        guard failure == nil, let line = ReplayRecorder.line(for: event, pointerDown: true) else { return }
        script.write(line)
        // Tab changes the sample text, as in the demo and in replays of this script.
        if case .key(let key, let shift) = event, let view = scenes.handle(key, shift: shift) {
            app.setRoot(view)
        } else {
            driver.send(event)
        }
    }

    /// Advances `frames` frames, one at a time, stopping at a failure.
    private func wait(_ frames: Int) {
        var n = 0
        while n < frames && failure == nil && driver.time < options.minutes * 60 && !options.stop.isRequested {
            frameStart = Self.now()
            script.pendingFrames += 1
            driver.pump(1.0 / 60)
            n += 1
        }
    }

    // MARK: Checks

    private func afterFrame(_ frame: Frame) {
        frameIndex += 1
        soakHeartbeat.store(frameIndex, ordering: .relaxed)
        if options.render {
            host.renderer.render(frame.drawList, background: .white)
        }
        let wall = (Self.now() - frameStart) * 1000
        if frameIndex > 1 { report.slowestFrameMilliseconds = max(report.slowestFrameMilliseconds, wall) }
        if failure == nil { check(frame) }
        if frameIndex % 3600 == 0 { sampleMemory() }
    }

    private func fail(_ message: String, _ expects: [String] = []) {
        guard failure == nil else { return }
        var lines: [String] = []
        if let s = app.scroll, s.offset.x.isFinite, s.offset.y.isFinite, s.maxOffset.y.isFinite, s.minOffset.y.isFinite {
            // Pin the state seen, so the replay shows it reached the same point.
            for name in ["window.width", "window.height", "offset.y", "min.y", "max.y", "offset.x"] {
                if let v = app.value(name) { lines.append("expect \(name) == \(ReplayFormat.number(v)) ± 0.001") }
            }
            lines.append("expect phase == \(s.phase.rawValue)")
        }
        failure = (message, lines + expects)
    }

    private func check(_ frame: Frame) {
        let step = 1.0 / 60
        if abs(frame.time - previousTime - step) > 1e-9 || app.frameCount != previousFrameCount + 1 {
            fail("frame \(frameIndex) came \(ReplayFormat.number((frame.time - previousTime) * 60)) steps after the last one (\(app.frameCount - previousFrameCount) frames); the virtual clock skipped")
        }
        previousTime = frame.time
        previousFrameCount = app.frameCount
        if app.graph.hasCarriedOverWork {
            fail("frame \(frameIndex) carried work over to the next frame (a preference or state loop did not settle within one frame)")
        }
        if !Self.isFinite(frame.drawList) {
            fail("frame \(frameIndex) drew something at a coordinate that is not a finite number")
        }
        if let extra = options.extraCheck, let message = extra(app, frameIndex) { fail(message) }
        guard let c = app.scrollController, let s = app.scroll else {
            previousPhase = .idle
            return
        }
        let numbers = [s.offset.x, s.offset.y, s.velocity.x, s.velocity.y, s.minOffset.x, s.minOffset.y,
                       s.maxOffset.x, s.maxOffset.y, s.contentSize.width, s.contentSize.height, s.animationProgress]
        if !numbers.allSatisfy(\.isFinite) {
            fail("the scroll state is not finite: offset \(s.offset), velocity \(s.velocity), range \(s.minOffset)…\(s.maxOffset)",
                 ["expect offset.y == offset.y", "expect offset.x == offset.x", "expect max.y == max.y"])
            return
        }
        let tolerance = 0.5 / scale + 1e-9
        let held = app.graph.isPointerActive || c.isTracking
        if s.phase == .idle && !held {
            if s.offset.y < s.minOffset.y - tolerance || s.offset.y > s.maxOffset.y + tolerance {
                fail("at rest with no pointer down, offset.y = \(ReplayFormat.number(Double(s.offset.y))) lies outside [\(ReplayFormat.number(Double(s.minOffset.y))), \(ReplayFormat.number(Double(s.maxOffset.y)))]",
                     ["expect offset.y >= min.y - 0.5", "expect offset.y <= max.y + 0.5"])
            } else if s.offset.x < s.minOffset.x - tolerance || s.offset.x > s.maxOffset.x + tolerance {
                fail("at rest with no pointer down, offset.x = \(ReplayFormat.number(Double(s.offset.x))) lies outside [\(ReplayFormat.number(Double(s.minOffset.x))), \(ReplayFormat.number(Double(s.maxOffset.x)))]",
                     ["expect offset.x >= min.x - 0.5", "expect offset.x <= max.x + 0.5"])
            }
        }
        if let problem = phaseProblem(c, s.phase) {
            fail(problem, ["expect phase != \(s.phase.rawValue)"])
        }
        if s.phase == .idle && !held && (s.velocity.x != 0 || s.velocity.y != 0) {
            fail("at rest, the velocity is \(s.velocity), not zero")
        }
        previousPhase = s.phase
    }

    /// Why the phase is not a legal state or transition, or nil.
    private func phaseProblem(_ c: ScrollController, _ phase: ScrollControllerPhase) -> String? {
        switch phase {
        case .dragging:
            if !c.isTracking { return "the phase is dragging with no finger down" }
        case .animating:
            if !c.isAnimating { return "the phase is animating but no animation runs" }
            if c.isTracking { return "the phase is animating while a finger is down" }
        case .decelerating:
            if !c.isDecelerating { return "the phase is decelerating but no motion that a finger started runs (isDecelerating is false)" }
            if previousPhase == .animating { return "the phase went from animating to decelerating without a finger in between" }
        case .bouncing:
            if c.isAnimating || c.isTracking { return "the phase is bouncing while \(c.isAnimating ? "an animation runs" : "a finger is down")" }
        case .idle:
            if c.isAnimating || c.isDragging { return "the phase is idle while \(c.isAnimating ? "an animation runs" : "a finger drags")" }
        }
        if phase != .idle && !c.needsFrames { return "the phase is \(phase.rawValue) but the controller asks for no frames" }
        return nil
    }

    private static func isFinite(_ list: DrawList) -> Bool {
        func ok(_ r: CGRect) -> Bool { r.minX.isFinite && r.minY.isFinite && r.width.isFinite && r.height.isFinite }
        for command in list.commands {
            switch command {
            case .fillRect(let r, _), .fillEllipse(let r, _), .strokeRect(let r, _, _), .strokeEllipse(let r, _, _),
                 .fillRoundedRect(let r, _, _), .strokeRoundedRect(let r, _, _, _), .pushClip(let r, _):
                if !ok(r) { return false }
            case .text(let lines, _, _):
                for l in lines where !(l.origin.x.isFinite && l.origin.y.isFinite && l.width.isFinite) { return false }
            case .image(let d):
                if !ok(d.rect) { return false }
            case .gradient(let d):
                if !ok(d.rect) { return false }
            case .path(let d):
                for sub in d.subpaths { for p in sub where !(p.x.isFinite && p.y.isFinite) { return false } }
            case .beginTransform(let t):
                if !(t.anchor.x.isFinite && t.anchor.y.isFinite && t.scale.width.isFinite && t.scale.height.isFinite
                     && t.rotation.isFinite) { return false }
            case .beginGroup(let e):
                if !(ok(e.bounds) && e.opacity.isFinite && e.blurRadius.isFinite) { return false }
            case .popClip, .endTransform, .endGroup:
                break
            }
        }
        return true
    }

    // MARK: Memory and hangs

    /// Frames before the memory baseline: a third of the run in whole virtual
    /// minutes, at least one and at most ten.
    private var warmUpFrames: Int { 3600 * max(1, min(10, Int(options.minutes / 3))) }

    /// Resident memory less what the renderer's texture caches hold: those are
    /// bounded by their limits but fill up as scenes with new text come by,
    /// which is no leak.
    private func memoryInUse() -> Int {
        // Freed memory the allocator still holds is returned first, so the
        // figure follows what is in use rather than the heap's high-water mark.
        ReleaseFreedMemory.run()
        return Self.residentBytes() - (options.render ? host.renderer.cachedTextureBytes : 0)
    }

    private func sampleMemory() {
        let rss = memoryInUse()
        if frameIndex == warmUpFrames {
            report.rssStart = rss
            report.rssPeak = rss
            return
        }
        guard report.rssStart > 0 else { return }
        report.rssPeak = max(report.rssPeak, rss)
        let limit = Double(report.rssStart) * (1 + options.memoryTolerance)
        if Double(rss) > limit {
            fail("resident memory (texture caches excluded) grew from \(report.rssStart / 1024) KiB after the warm-up to \(rss / 1024) KiB at minute \(frameIndex / 3600), more than \(Int(options.memoryTolerance * 100)) %")
        }
    }

    /// Resident set size from /proc/self/statm, in bytes.
    public nonisolated static func residentBytes() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    nonisolated static func now() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
    }

    /// A thread that ends the process when no frame comes for `hangSeconds`:
    /// the script written so far replays up to the hang.
    private func startWatchdog() -> Thread {
        let limit = options.hangSeconds
        let seed = options.seed
        let path = options.scriptPath
        let command = options.commandName
        let thread = Thread {
            var last = -1
            var since = SoakRun.now()
            while !Thread.current.isCancelled {
                Thread.sleep(forTimeInterval: 0.5)
                let n = soakHeartbeat.load(ordering: .relaxed)
                if n != last {
                    last = n
                    since = SoakRun.now()
                } else if SoakRun.now() - since > limit {
                    let message = "\(command): no frame for \(Int(limit)) s of wall time after frame \(n) (hung); seed \(seed); the input so far is in \(path)\n"
                    FileHandle.standardError.write(Data(message.utf8))
                    _exit(1)
                }
            }
        }
        thread.start()
        return thread
    }
}

/// Gives the heap's freed memory back to the system (glibc's `malloc_trim`,
/// looked up at run time: Swift's Glibc module does not declare it), so
/// resident memory follows what is in use. Does nothing on a C library without it.
enum ReleaseFreedMemory {
    private typealias Trim = @convention(c) (Int) -> Int32
    private static let trim: Trim? = dlsym(nil, "malloc_trim").map { unsafeBitCast($0, to: Trim.self) }

    static func run() { _ = trim?(0) }
}

/// The replay script, written line by line as the run goes to the file
/// itself (a crash or the watchdog's exit keeps every line), never through a
/// symbolic link (SafeFile.openForLines).
struct SoakScript {
    private var descriptor: Int32
    /// Frames advanced since the last line, written as one `wait N frames` before the next line.
    var pendingFrames = 0

    init(path: String) throws {
        do {
            descriptor = try SafeFile.openForLines(path)
        } catch let error as FileWriteError {
            throw ReplayImageError("Could not create the soak script \(path): \(error.reason).")
        }
    }

    mutating func flushWait() {
        if pendingFrames > 0 {
            let n = pendingFrames
            pendingFrames = 0
            write("wait \(n) frames")
        }
    }

    mutating func write(_ line: String) {
        if pendingFrames > 0 && !line.hasPrefix("wait ") { flushWait() }
        guard descriptor >= 0 else { return }
        let bytes = Array((line + "\n").utf8)
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress! + offset, $0.count - offset) }
            if n < 0 { if errno == EINTR { continue }; return }
            offset += n
        }
    }

    mutating func close() {
        if descriptor >= 0 { Glibc.close(descriptor) }
        descriptor = -1
    }
}

/// A small, fast, seedable generator (SplitMix64): the same seed gives the same numbers everywhere.
public struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64
    public init(seed: UInt64) { state = seed }
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func int(_ upper: Int) -> Int { Int(next() % UInt64(upper)) }
    mutating func int(_ range: ClosedRange<Int>) -> Int { range.lowerBound + int(range.upperBound - range.lowerBound + 1) }
    mutating func chance(_ p: Double) -> Bool { Double(next() >> 11) / Double(1 << 53) < p }
}
