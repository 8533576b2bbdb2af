import Foundation
import ScrollSim
import ScrollSimSDL
import ScrollSimReplay

/// `scrollsim demo`: the scenes in a real window, or rendered headless to a PNG.
@MainActor
struct DemoCommand {
    let options: Options
    let context: CLIContext

    func run() throws -> Int32 {
        let scene = try context.scene(named: options["scene"] ?? context.defaultScene.name)
        let sceneName = scene.name
        let device = try options.device(default: scene.device)
        let scale = try options.scale
        let profile = try options.profile
        let fonts = try options.fontsDirectory
        if options.has("headless") {
            if options["record"] != nil { throw CLIError("--record records a session in the window; leave out --headless") }
            guard let path = options["screenshot"] else {
                throw CLIError("--headless needs --screenshot FILE (the PNG to write)")
            }
            return try renderHeadless(scene, device: device, scale: scale, profile: profile, fonts: fonts, to: path)
        }
        if options["screenshot"] != nil { throw CLIError("--screenshot works with --headless") }
        if ProcessInfo.processInfo.environment["DISPLAY"]?.isEmpty ?? true {
            throw CLIError("no display found (DISPLAY is not set); run it under a desktop session or xvfb-run, or render headless: \(programName) demo --headless --screenshot out.png")
        }
        var recorder: ReplayRecorder?
        if let path = options["record"] {
            do {
                recorder = try ReplayRecorder(path: path, scene: sceneName, device: device, scale: scale, profile: profile)
            } catch {
                throw CLIError("\(error)")
            }
            recorder?.onFailure = { message in printError("\(programName) demo: \(message)") }
        }
        var loop = try DemoLoop(scene: scene, scenes: context.scenes, device: device, scale: scale, profile: profile, fonts: fonts)
        loop.recorder = recorder
        loop.stop = SignalMonitor.shared.stop
        loop.run()
        if let recorder {
            print("recorded \(recorder.eventCount) events to \(recorder.path)")
            print("final offset.y \(ScrollTrace.format(Double(loop.app.scroll?.offset.y ?? 0))) at frame \(loop.gridFrame)")
            if let failure = recorder.failure {
                printError("\(programName) demo: \(failure)")
                return 1
            }
        }
        return 0
    }

    /// Renders the scene after it settles (virtual clock) to a PNG.
    private func renderHeadless(_ scene: ReplayScene, device: DevicePreset, scale: CGFloat, profile: ScrollProfile,
                                fonts: String, to path: String) throws -> Int32 {
        let host = try SDLWindowHost(title: "ScrollSim — \(scene.name)", size: device.size, scale: scale, headless: true, fontsDirectory: fonts)
        let app = ScrollSimApp(scene.makeView(), measurer: host.measurer, size: device.size,
                               safeAreaInsets: device.safeAreaInsets, scale: device.displayScale, profile: profile, images: host.images)
        let driver = TestApp(app: app)
        _ = try driver.pumpAndSettle(timeout: 5)
        let frame = app.advance(to: driver.time)
        var list = frame.drawList
        if let statusBar = device.statusBar {
            list.commands += DemoOverlay.deviceChrome(size: device.size, insets: device.safeAreaInsets, statusBar: statusBar, measurer: host.measurer)
        }
        host.renderer.render(list, background: DemoLoop.background)
        try host.savePNG(path: path)
        print("wrote \(path) (\(host.pixelSize.width)×\(host.pixelSize.height) px, scene \(scene.name), scale \(ReplayFormat.number(Double(scale)))×)")
        return 0
    }
}

/// The interactive window loop.
@MainActor
struct DemoLoop {
    let host: SDLWindowHost
    let app: ScrollSimApp
    let device: DevicePreset
    /// The scene and sample shown (keys 1–9, 0 and Tab).
    var scenes: SceneSwitcher
    var sceneName: String { scenes.scene }
    var showHUD = false
    var showOutlines = false
    /// How long the recent frames took to make, from advancing the app to rendering, before present.
    var frameTimes = RecentFrameTimes()
    /// When recording, the app clock runs on the replay's 60 Hz grid: events
    /// reach the app at the current grid frame's time and every grid frame is
    /// advanced once, as `scrollsim replay` does.
    var recorder: ReplayRecorder?
    var gridFrame = 0
    var gridTime = 0.0
    /// Checked every loop: Ctrl-C and SIGTERM end the session as Q does (the recording is finished).
    var stop = StopRequest()

    /// The colour scenes are drawn on (the status bar and home indicator are drawn over the scene, unfilled).
    static let background = Color.white

    /// Opens the window (scaled down to fit the display when it is larger, saying so on standard output).
    init(scene: ReplayScene, scenes list: [ReplayScene], device: DevicePreset, scale: CGFloat, profile: ScrollProfile,
         fonts: String) throws {
        host = try SDLWindowHost(title: "ScrollSim — \(scene.name)", size: device.size, scale: scale, headless: false, fontsDirectory: fonts)
        if let notice = host.fit.notice(scale: Double(scale)) {
            print(notice)
            fflush(nil)
        }
        app = ScrollSimApp(scene.makeView(), measurer: host.measurer, size: device.size,
                           safeAreaInsets: device.safeAreaInsets, scale: device.displayScale, profile: profile, images: host.images)
        // No browser or share sheet: the demo prints what a link opens and a share link shares.
        app.graph.systemURLs.onEvent = { line in
            print("ScrollSim: \(line)")
            fflush(nil)
        }
        // The demo keeps @AppStorage between runs, in a file under the user's config folder.
        let storage = AppStorageStore.demoFileURL()
        do {
            app.graph.appStorage = try AppStorageStore(contentsOf: storage)
        } catch {
            FileHandle.standardError.write(Data("ScrollSim: \(error); @AppStorage starts empty and is not saved.\n".utf8))
        }
        self.device = device
        scenes = SceneSwitcher(scenes: list, scene: scene.name)
    }

    mutating func run() {
        var running = true
        var dirty = true
        if recorder != nil { drawFrame(app.advance(to: 0)) }
        while running && !stop.isRequested {
            let events = recorder != nil ? host.waitEvents(timeout: max(0, gridTime + 1 / 60 - host.now()))
                : (dirty || app.needsFrames) ? host.pollEvents() : host.waitEvents(timeout: 0.25)
            for event in events {
                dirty = true
                switch event {
                case .quit, .key(.escape, _):
                    running = false
                case .key(.q, _) where !app.graph.hasTextFocus:
                    running = false
                case .key(let key, let shift) where scenes.isSceneKey(key) && !app.graph.hasTextFocus:
                    if let name = scenes.scene(for: key) {
                        recorder?.recordSwitch(to: name, frame: gridFrame)
                    } else {
                        recorder?.record(event, frame: gridFrame)
                    }
                    if let view = scenes.handle(key, shift: shift) { show(view) }
                case .key(.h, _) where !app.graph.hasTextFocus:
                    recorder?.record(event, frame: gridFrame)
                    showHUD.toggle()
                case .key(.d, _) where !app.graph.hasTextFocus:
                    recorder?.record(event, frame: gridFrame)
                    showOutlines.toggle()
                default:
                    recorder?.record(event, frame: gridFrame)
                    app.handle(event, at: recorder != nil ? gridTime : host.now())
                }
            }
            guard running else { break }
            if recorder != nil {
                let start = host.now()
                var last: Frame?
                while gridTime + 1 / 60 <= host.now() {
                    // The same step as TestApp's, so the times match the replay's to the bit.
                    gridTime = (gridTime * 60).rounded() / 60 + 1 / 60
                    gridFrame += 1
                    last = app.advance(to: gridTime)
                }
                if let last { drawFrame(last, startedAt: start) }
                continue
            }
            if dirty || app.needsFrames || showHUD {
                drawFrame()
                dirty = false
            }
        }
        recorder?.finish(frame: gridFrame, expecting: finalValues)
        if frameTimes.total > 0 {
            print(String(format: "frames: %d, median frame time of the last %d: %.3f ms (layout, draw list and rendering, before present)",
                         frameTimes.total, frameTimes.count, frameTimes.median))
        }
    }

    /// Shows the scene the switcher names.
    mutating func show(_ view: AnyView) {
        app.setRoot(view)
        host.setTitle("ScrollSim — \(sceneName)")
    }

    /// The values a recording ends with: the scroll offset of the scene shown.
    var finalValues: [(name: String, value: Double)] {
        guard let s = app.scroll else { return [] }
        return [("offset.y", Double(s.offset.y)), ("offset.x", Double(s.offset.x))]
    }

    /// Draws a frame and presents it: `advanced`, made by advancing the app
    /// from time `start` on (the recording loop advances grid frame by grid
    /// frame first), or else a frame advanced to now. The frame time recorded
    /// runs from `start` (or now) to the end of rendering, before present.
    mutating func drawFrame(_ advanced: Frame? = nil, startedAt start: Double? = nil) {
        let start = start ?? host.now()
        let frame = advanced ?? app.advance(to: start)
        var list = frame.drawList
        if let statusBar = device.statusBar {
            list.commands += DemoOverlay.deviceChrome(size: app.graph.size, insets: app.graph.safeAreaInsets, statusBar: statusBar, measurer: host.measurer)
        }
        if showOutlines { list.commands += DemoOverlay.outlines(app: app) }
        if showHUD { list.commands += DemoOverlay.hud(app: app, frameTimes: frameTimes, measurer: host.measurer) }
        host.renderer.render(list, background: Self.background)
        frameTimes.record((host.now() - start) * 1000)
        host.present()
    }
}
