import Foundation
import ScrollSim
import ScrollSimReplay
import ScrollSimSDL

/// `scrollsim trace`: runs a scroll scenario on the default (first) scene with
/// a virtual 60 Hz clock and prints every frame's offset as CSV. The gototop
/// scenario scrolls down, then taps the first button or tap target on screen.
@MainActor
struct TraceCommand {
    let options: Options
    let context: CLIContext

    func run() throws -> Int32 {
        let scenario = options["scenario"] ?? "gototop"
        let scene = context.defaultScene
        let device = try options.device(default: scene.device)
        // The numbers follow the device's pixel grid, not a window's scale: a trace draws nothing.
        let measurer: TextMeasuring = options.has("fixed-font")
            ? FixedAdvanceMeasurer(advance: 8, lineHeight: 16, scalesWithFontSize: true)
            : try SDLTextMeasurer(fontsDirectory: try options.fontsDirectory)
        let app = TestApp(scene.makeView(), measurer: measurer, size: device.size, safeAreaInsets: device.safeAreaInsets,
                          scale: device.displayScale, profile: try options.profile)
        var trace = ScrollTrace()
        app.onFrame = { _ in
            if let c = app.app.scrollController { trace.record(c, at: app.time) }
        }
        let center = CGPoint(x: device.size.width / 2, y: device.size.height / 2)
        switch scenario {
        case "gototop":
            app.wheel(-100)
            _ = try app.pumpAndSettle()
            let window = CGRect(origin: .zero, size: app.app.graph.size)
            guard let target = ReplayVisibility.tapTargetCenters(in: app.app.graph.inspect(), window: window).first else {
                throw CLIError("the scenario gototop taps a button, and scene '\(scene.name)' shows none after scrolling down")
            }
            app.tap(target)
            _ = try app.pumpAndSettle()
        case "fling":
            app.fling(from: CGPoint(x: center.x, y: center.y + 150), to: CGPoint(x: center.x, y: center.y - 150), speed: 1500)
            _ = try app.pumpAndSettle()
        case "wheel":
            for _ in 0..<5 { app.wheel(-1); app.pump(0.1) }
            _ = try app.pumpAndSettle()
        case "bounce":
            app.drag(from: center, to: CGPoint(x: center.x, y: center.y + 200), duration: 0.3)
            _ = try app.pumpAndSettle()
        default:
            throw CLIError("unknown scenario '\(scenario)'; expected gototop, fling, wheel or bounce")
        }
        print(trace.csv, terminator: "")
        return 0
    }
}
