import Foundation
import Testing
import ScrollSim

// AsyncImage on the virtual clock, iPhone 14 (safe area 47 top, 34
// bottom), fake measurer, images from a FixedImages provider: "avatar"
// 120 × 80 px at 2× (60 × 40 pt), registered for one https URL.

@MainActor
@Suite struct AsyncImageTests {
    let avatarURL = URL(string: "https://example.com/avatar.png")!
    var images: FixedImages { FixedImages(["avatar": [2: (120, 80)]], urls: [avatarURL: "avatar"]) }

    func imageFrames(_ app: TestApp) -> [CGRect] { app.app.graph.inspect().all { $0.kind == "Image" }.map(\.frame) }
    func fills(_ app: TestApp) -> [(CGRect, Color)] {
        app.app.graph.drawList().commands.compactMap { c in
            if case .fillRect(let r, let color) = c { return (r, color) }
            return nil
        }
    }

    /// The first frame shows the placeholder filling the 200 × 100 frame
    /// (x 95…295, y 47 + (763 − 100)/2 = 378.5) in secondarySystemFill
    /// (120, 120, 128 at 16 %); the next frame the image at its own size,
    /// 120 × 80 px at `scale` 1: 120 × 80 pt, centred in the frame
    /// (x 135, y 388.5).
    @Test func defaultPlaceholderThenTheImageAfterOneFrame() async throws {
        let app = TestApp(AsyncImage(url: avatarURL).frame(width: 200, height: 100), measurer: fakeMeasurer(),
                          images: images)
        #expect(imageFrames(app).isEmpty)
        let placeholder = fills(app)
        #expect(placeholder.count == 1)
        #expect(placeholder.first?.0 == CGRect(x: 95, y: 378.5, width: 200, height: 100))
        #expect(placeholder.first?.1 == Color(rgb255: 120, 120, 128, opacity: 0.16))
        await app.frame()
        #expect(imageFrames(app) == [CGRect(x: 135, y: 388.5, width: 120, height: 80)])
        #expect(fills(app).isEmpty)
    }

    /// `scale: 2` sizes the same pixels at 60 × 40 pt.
    @Test func scale() async throws {
        let app = TestApp(AsyncImage(url: avatarURL, scale: 2), measurer: fakeMeasurer(), images: images)
        await app.frame()
        #expect(imageFrames(app) == [CGRect(x: 165, y: 408.5, width: 60, height: 40)])
    }

    /// The phases in order: `.empty`, then `.success`; an unknown network
    /// URL fails with `.notConnectedToInternet`, a missing file with
    /// `.fileDoesNotExist`; a nil URL stays empty. A new URL starts again at `.empty`.
    @Test func phases() async throws {
        @MainActor final class Log { var phases: [String] = [] }
        func run(_ url: URL?) async -> [String] {
            let log = Log()
            let app = TestApp(AsyncImage(url: url) { phase in
                let name: String = {
                    if phase.image != nil { return "success" }
                    if let e = phase.error as? URLError { return "failure \(e.code == .notConnectedToInternet ? "offline" : e.code == .fileDoesNotExist ? "no file" : "other")" }
                    return "empty"
                }()
                Color.clear.onAppear { log.phases.append(name) }.id(name)
            }, measurer: fakeMeasurer(), images: images)
            await app.frame()
            await app.frame()
            return log.phases
        }
        #expect(await run(avatarURL) == ["empty", "success"])
        #expect(await run(URL(string: "https://example.com/missing.png")!) == ["empty", "failure offline"])
        #expect(await run(URL(fileURLWithPath: "/nonexistent/photo.png")) == ["empty", "failure no file"])
        #expect(await run(nil) == ["empty"])
    }

    /// `content:placeholder:`: the placeholder, then the content with the image.
    @Test func contentAndPlaceholder() async throws {
        let app = TestApp(AsyncImage(url: avatarURL) { image in
            image.resizable().scaledToFill()
        } placeholder: {
            Text("Loading")
        }.frame(width: 64, height: 64).clipShape(Circle()), measurer: fakeMeasurer(), images: images)
        #expect(app.isVisible(.text("Loading")))
        await app.frame()
        #expect(!app.isVisible(.text("Loading")))
        // Filled: 64 tall, 64 × 1.5 = 96 wide, centred on the 64 × 64 frame at x 163.
        #expect(imageFrames(app) == [CGRect(x: 147, y: 396.5, width: 96, height: 64)])
    }
}
