import Foundation
import ScrollSim
import ScrollSimReplay
import ScrollSimSDL
import Testing

/// A rotated card and a scaled badge rendered headless at 2× with the
/// shipped fonts (software renderer): the transformed groups are drawn
/// through `SDL_RenderCopyExF`, checked where the transforms put colours.
@Suite(.serialized)
@MainActor
struct EffectsScreenshotTests {
    struct Scene: View {
        var body: some View {
            VStack(spacing: 40) {
                // A 120 × 40 card turned a quarter: it stands 40 × 120 about its centre.
                Text("Rotated")
                    .foregroundStyle(.white)
                    .frame(width: 120, height: 40)
                    .background(Color.blue)
                    .rotationEffect(.degrees(90))
                // A 40 × 40 badge scaled 1.5 about its top-leading corner.
                Color.red
                    .frame(width: 40, height: 40)
                    .scaleEffect(1.5, anchor: .topLeading)
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
        }
    }

    @Test func rotatedAndScaledViewsDrawTransformed() throws {
        let size = CGSize(width: 240, height: 320)
        let host = try SDLWindowHost(title: "effects", size: size, scale: 2, headless: true, fontsDirectory: ReplayPaths.fonts)
        let app = TestApp(Scene(), measurer: host.measurer, size: size, safeAreaInsets: .zero, scale: 2, images: host.images)
        let graph = app.app.graph
        let card = try #require(graph.inspect().first { $0.kind == "background" }).frame
        let badge = try #require(graph.inspect().all { $0.kind == "Rectangle" }.last).frame
        #expect(card.size == CGSize(width: 120, height: 40))
        let image = try Goldens.render(graph.drawList(), on: host)
        if let path = ProcessInfo.processInfo.environment["SCROLLSIM_EFFECTS_PNG"] { try image.writePNG(to: path) }
        func rgb(_ x: CGFloat, _ y: CGFloat) -> [Int] {
            let px = image.pixel(Int(x * 2), Int(y * 2))
            return [Int(px.r), Int(px.g), Int(px.b)]
        }
        let blue = [0, 122, 255], red = [255, 59, 48], white = [255, 255, 255]
        // The turned card covers its centre ± 20 across and ± 60 down; its unturned corners are empty.
        #expect(rgb(card.midX - 15, card.midY - 55) == blue)
        #expect(rgb(card.midX + 15, card.midY + 55) == blue)
        #expect(rgb(card.minX + 5, card.midY) == white)
        #expect(rgb(card.maxX - 5, card.midY) == white)
        #expect(rgb(card.midX - 25, card.midY) == white)
        // The badge covers 60 × 60 from its top-leading corner.
        #expect(rgb(badge.minX + 2, badge.minY + 2) == red)
        #expect(rgb(badge.minX + 58, badge.minY + 58) == red)
        #expect(rgb(badge.minX + 62, badge.minY + 30) == white)
        #expect(rgb(badge.minX - 2, badge.minY + 30) == white)
    }
}
