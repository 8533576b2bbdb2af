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
}
