import Foundation
import ScrollSim
import ScrollSimReplay
import ScrollSimSDL
import Testing

/// Styled text runs rendered headless at 2× with the shipped fonts: a feed
/// row with a markdown-bold name and a secondary age, a price line with a
/// title-sized bold amount, struck-out markdown, a link and an inline
/// symbol; checked where the rules put the pieces, and against its golden,
/// Tests/Replays/text-runs.png.
@Suite(.serialized)
@MainActor
struct TextRunsScreenshotTests {
    struct Scene: View {
        let name = "Alice"
        var body: some View {
            VStack(alignment: .leading, spacing: 12) {
                Text("**\(name)** liked your photo") + Text(" · 2h").foregroundColor(.secondary)
                Text("Total: ") + Text("$12.00").font(.title).bold()
                Text("Was ~~$15.00~~, now _20% off_ with `SAVE20`. [Terms](https://example.com)")
                (Text(Image(systemName: "star.fill")) + Text(" 4.5")).foregroundColor(.orange)
            }
            .padding(16)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
    }

    @Test func runsDrawInTheirOwnStylesOnOneBaseline() throws {
        let size = CGSize(width: 320, height: 240)
        let host = try SDLWindowHost(title: "text runs", size: size, scale: 2, headless: true, fontsDirectory: ReplayPaths.fonts)
        let app = TestApp(Scene(), measurer: host.measurer, size: size, safeAreaInsets: .zero, scale: 2, images: host.images)
        let graph = app.app.graph
        #expect(graph.warnings.isEmpty)
        let list = graph.drawList()
        var pieces: [String: (origin: CGPoint, width: CGFloat, font: Font, color: Color)] = [:]
        for case let .text(lines, font, color) in list.commands {
            for l in lines { pieces[l.text] = (l.origin, l.width, font, color) }
        }
        // The name bold, the rest of the sentence right after it in the body font.
        let alice = try #require(pieces["Alice"]), liked = try #require(pieces[" liked your photo"])
        #expect(alice.font.weight == .bold && liked.font.weight == .regular)
        #expect(abs(liked.origin.x - (alice.origin.x + alice.width)) < 1e-9)
        #expect(pieces[" · 2h"]?.color == Color.secondary)
        // "Total: " sits lower than "$12.00" by the difference of their baselines.
        let label = try #require(pieces["Total: "]), amount = try #require(pieces["$12.00"])
        let bodyLine = host.measurer.lineHeight(for: label.font), titleLine = host.measurer.lineHeight(for: amount.font)
        let drop = (titleLine - bodyLine) * TextDecorationMetrics.baseline(lineHeight: 1)
        #expect(abs(label.origin.y - amount.origin.y - drop) < 1e-9)
        #expect(amount.font == Font(size: 28, weight: .bold))
        #expect(pieces["Terms"]?.color == Color.blue)
        #expect(pieces["SAVE20"]?.font.design == .monospaced)

        let image = try Goldens.render(list, on: host)
        let golden = ReplayPaths.replays + "/text-runs.png"
        _ = try Goldens.check(image, golden: golden, mode: try GoldenRecordMode.fromEnvironment())
    }
}
