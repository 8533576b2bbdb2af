import Foundation
import ScrollSim
import ScrollSimReplay
import ScrollSimSDL
import Testing

/// A small scene of images rendered headless at 2× (software renderer) and
/// checked pixel by pixel and against its golden, Tests/Replays/images-scene.png.
@Suite(.serialized)
@MainActor
struct ImageScreenshotTests {
    struct Scene: View {
        var body: some View {
            VStack(spacing: 8) {
                HStack(spacing: 8) {
                    Image("sample-photo")
                    Image("sample-photo").resizable().scaledToFill()
                        .frame(width: 40, height: 40)
                        .clipped()
                    Image("sample-icon").renderingMode(.template).foregroundStyle(.blue)
                    Image(systemName: "star").foregroundStyle(.red)
                }
                Image("sample-photo").resizable().frame(width: 120, height: 20)
            }
        }
    }

    @Test func imagesDrawAsLaidOut() throws {
        let size = CGSize(width: 200, height: 100)
        let host = try SDLWindowHost(title: "images", size: size, scale: 2, headless: true, fontsDirectory: ReplayPaths.fonts)
        let app = TestApp(Scene(), measurer: host.measurer, size: size, safeAreaInsets: .zero, scale: 2, images: host.images)
        let frames = app.app.graph.inspect().all { $0.kind == "Image" }.map(\.frame)
        // Row: 60 + 40 + 16 + symbol + 3 × 8; the clipped photo fills 40 × 40 at scale 1 (60 × 40, 10 pt out each side).
        #expect(frames.count == 5)
        let fixed = frames[0], filled = frames[1], icon = frames[2], stretched = frames[4]
        #expect(fixed.size == CGSize(width: 60, height: 40))
        #expect(filled.size == CGSize(width: 60, height: 40))
        #expect(filled.minX == fixed.maxX + 8 - 10)
        #expect(icon.size == CGSize(width: 16, height: 16))
        #expect(stretched.size == CGSize(width: 120, height: 20))
        #expect(app.app.graph.warnings.isEmpty)

        let image = try Goldens.render(app.app.graph.drawList(), on: host)
        func rgb(_ x: CGFloat, _ y: CGFloat) -> [UInt8] {
            let p = image.pixel(Int(x * 2), Int(y * 2))
            return [p.r, p.g, p.b]
        }
        let red: [UInt8] = [255, 59, 48], blue: [UInt8] = [0, 122, 255], green: [UInt8] = [52, 199, 89]
        let yellow: [UInt8] = [255, 204, 0], white: [UInt8] = [255, 255, 255]
        // The fixed photo's four quadrants.
        #expect(rgb(fixed.minX + 5, fixed.minY + 5) == red)
        #expect(rgb(fixed.maxX - 5, fixed.minY + 5) == blue)
        #expect(rgb(fixed.minX + 5, fixed.maxY - 5) == green)
        #expect(rgb(fixed.maxX - 5, fixed.maxY - 5) == yellow)
        // The clipped one: its middle 40 pt only, so red meets blue at the clip's centre and nothing shows in the gaps.
        let clip = CGRect(x: filled.minX + 10, y: filled.minY, width: 40, height: 40)
        #expect(rgb(clip.minX + 1, clip.minY + 1) == red)
        #expect(rgb(clip.maxX - 1, clip.minY + 1) == blue)
        #expect(rgb(clip.minX - 4, clip.midY) == white)
        #expect(rgb(clip.maxX + 4, clip.midY) == white)
        // The template icon in blue at its centre, white in its corner.
        #expect(rgb(icon.midX, icon.midY) == blue)
        #expect(rgb(icon.minX + 0.5, icon.minY + 0.5) == white)
        // The stretched photo: 120 × 20, quadrants 60 × 10.
        #expect(rgb(stretched.minX + 2, stretched.minY + 2) == red)
        #expect(rgb(stretched.maxX - 2, stretched.maxY - 2) == yellow)

        let golden = ReplayPaths.replays + "/images-scene.png"
        _ = try Goldens.check(image, golden: golden, mode: try GoldenRecordMode.fromEnvironment())
    }
}
