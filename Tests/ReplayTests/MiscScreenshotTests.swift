import Foundation
import ScrollSim
import ScrollSimReplay
import ScrollSimSDL
import Testing

/// Links, share links and image placeholders rendered headless at 2×
/// (software renderer, shipped fonts), checked by pixel. Set
/// `SCROLLSIM_MISC_PNG=DIR` to also write the renders there to look at.
@Suite(.serialized)
@MainActor
struct MiscScreenshotTests {
    func render<V: View>(_ view: V, _ size: CGSize, name: String) throws -> (TestApp, RGBAImage) {
        let host = try SDLWindowHost(title: name, size: size, scale: 2, headless: true, fontsDirectory: ReplayPaths.fonts)
        let app = TestApp(view, measurer: host.measurer, size: size, safeAreaInsets: .zero, scale: 2, images: host.images)
        let image = try Goldens.render(app.app.graph.drawList(), on: host)
        if let dir = ProcessInfo.processInfo.environment["SCROLLSIM_MISC_PNG"] {
            try PNGImage(width: image.width, height: image.height, pixels: image.pixels).write(to: dir + "/\(name).png")
        }
        return (app, image)
    }

    /// The link's title and the share link's glyph and title are drawn in
    /// system blue (0, 122, 255) on white: the bluest pixel of each text is that blue.
    @Test func linksDrawTinted() throws {
        let size = CGSize(width: 240, height: 120)
        let (app, image) = try render(VStack(spacing: 16) {
            Link("Privacy Policy", destination: URL(string: "https://example.com/privacy")!)
            ShareLink(item: URL(string: "https://example.com")!)
        }, size, name: "links")
        for text in ["Privacy Policy", "Share"] {
            let f = try app.find(.text(text)).frame
            var blues = 0
            for y in Int(f.minY * 2)..<Int(f.maxY * 2) {
                for x in Int(f.minX * 2)..<Int(f.maxX * 2) {
                    let p = image.pixel(x, y)
                    if p.r == 0 && p.g == 122 && p.b == 255 { blues += 1 }
                }
            }
            #expect(blues > 20, "\(text): \(blues) pixels of system blue")
        }
    }

    /// `AsyncImage(url:)` before its load: the placeholder fills its
    /// 120 × 80 frame in secondarySystemFill over white, 120, 120, 128 at
    /// 16 %: 255 − 0.16 × (255 − 120) = 233.4 → 233, 233, 234.7 → 235 (±1
    /// for the renderer's rounding), and nothing outside it.
    @Test func asyncImagePlaceholder() throws {
        let size = CGSize(width: 200, height: 120)
        let (_, image) = try render(AsyncImage(url: URL(string: "https://example.com/a.png")).frame(width: 120, height: 80),
                                    size, name: "asyncimage-placeholder")
        let inside = image.pixel(100 * 2, 60 * 2), outside = image.pixel(30 * 2, 60 * 2)
        #expect(abs(Int(inside.r) - 233) <= 1 && abs(Int(inside.g) - 233) <= 1 && abs(Int(inside.b) - 235) <= 1,
                "\(inside)")
        #expect(outside.r == 255 && outside.g == 255 && outside.b == 255)
        let corner = image.pixel(41 * 2, 21 * 2)
        #expect(corner.r < 240, "the fill reaches the frame's corner (40, 20)")
    }
}
