import Foundation
import ScrollSimCore
import ScrollSimSDL
import Testing

private let hasDisplay = !(ProcessInfo.processInfo.environment["DISPLAY"] ?? "").isEmpty
private let hasXdotool = FileManager.default.isExecutableFile(atPath: "/usr/bin/xdotool")

@Suite(.serialized)
@MainActor
struct SDLWindowHostTests {
    @Test(.enabled(if: !hasDisplay))
    func windowWithoutDisplayExplainsWhatToDo() throws {
        do {
            _ = try SDLWindowHost(title: "test", size: CGSize(width: 100, height: 100), scale: 1,
                                  headless: false, fontsDirectory: SDLTestSupport.fontsDirectory)
            Issue.record("expected an error")
        } catch {
            #expect("\(error)" == "No display found (DISPLAY is not set): run with --headless --screenshot out.png, or under xvfb-run.")
        }
    }

    @Test func missingFontsFailBeforeAnyWindowOpens() throws {
        #expect(throws: SDLBackendError.self) {
            _ = try SDLWindowHost(title: "test", size: CGSize(width: 10, height: 10), scale: 1,
                                  headless: true, fontsDirectory: "/nonexistent-fonts")
        }
    }

    @Test func badSizeThrows() throws {
        #expect(throws: SDLBackendError.self) {
            _ = try SDLWindowHost(title: "test", size: CGSize(width: 0, height: 10), scale: 1,
                                  headless: true, fontsDirectory: SDLTestSupport.fontsDirectory)
        }
    }

    /// Under Xvfb, xdotool's clicks and wheel reach the window as input events in points.
    @Test(.enabled(if: hasDisplay && hasXdotool))
    func xdotoolInputArrivesInPoints() throws {
        let title = "scrollsim-sdl-test-\(getpid())"
        let host = try SDLWindowHost(title: title, size: CGSize(width: 200, height: 150), scale: 2,
                                     headless: false, fontsDirectory: SDLTestSupport.fontsDirectory)
        host.renderer.render(DrawList(), background: .white)
        host.present()
        var events: [InputEvent] = []
        let deadline = host.now() + 5
        func pump(until done: ([InputEvent]) -> Bool) {
            while !done(events), host.now() < deadline {
                events += host.waitEvents(timeout: 0.02)
                host.present()
            }
        }
        pump { _ in host.now() > 0.3 }
        let script = """
            id=$(xdotool search --sync --name '\(title)' | head -1)
            xdotool mousemove --window $id 100 60 click 1 click 4 key shift+Page_Down
            """
        let xdotool = Process()
        xdotool.executableURL = URL(fileURLWithPath: "/bin/sh")
        xdotool.arguments = ["-c", script]
        try xdotool.run()
        pump { $0.contains { if case .key = $0 { true } else { false } } }
        xdotool.waitUntilExit()
        #expect(events.contains(.pointerDown(CGPoint(x: 50, y: 30))))
        #expect(events.contains(.pointerUp(CGPoint(x: 50, y: 30))))
        #expect(events.contains(.wheel(dx: 0, dy: 1, at: CGPoint(x: 50, y: 30))))
        #expect(events.contains(.key(.pageDown, shift: true)))
    }
}
