import Foundation
import ScrollSim
import ScrollSimReplay
import ScrollSimSDL
import Testing

/// A card over a gradient, rendered headless at 2× with the shipped fonts:
/// a full-window linear gradient, a material card in a continuous rounded
/// rectangle, a radial gradient clipped to a circle, capsule tags and
/// overlapping avatars ordered by `zIndex`; checked where the rules put
/// colours, and against its golden, Tests/Replays/shapes-scene.png.
@Suite(.serialized)
@MainActor
struct ShapesScreenshotTests {
    struct Scene: View {
        var body: some View {
            ZStack {
                LinearGradient(colors: [.indigo, .purple, .pink], startPoint: .topLeading, endPoint: .bottomTrailing)
                    .ignoresSafeArea()
                VStack(alignment: .leading, spacing: 16) {
                    HStack(spacing: 12) {
                        RadialGradient(colors: [.yellow, .orange], center: .center, startRadius: 2, endRadius: 30)
                            .frame(width: 56, height: 56)
                            .clipShape(Circle())
                        VStack(alignment: .leading, spacing: 4) {
                            Text("Weekly summary").font(.headline)
                            Text("12 workouts · 9 h 40 min").font(.subheadline).foregroundStyle(.secondary)
                        }
                    }
                    HStack(spacing: 8) {
                        Text("Running").font(.caption).padding(.horizontal, 10).padding(.vertical, 4)
                            .foregroundStyle(.white).background(.blue, in: Capsule())
                        Text("Yoga").font(.caption).padding(.horizontal, 10).padding(.vertical, 4)
                            .background(.thinMaterial, in: Capsule())
                    }
                    HStack(spacing: -12) {
                        Circle().fill(.green).frame(width: 32, height: 32)
                        Circle().fill(.orange).frame(width: 32, height: 32).zIndex(1)
                        Circle().fill(.teal).frame(width: 32, height: 32)
                    }
                    RoundedRectangle(cornerRadius: 8)
                        .fill(LinearGradient(colors: [.mint, .blue], startPoint: .leading, endPoint: .trailing))
                        .frame(height: 8)
                }
                .padding(16)
                .frame(maxWidth: .infinity, alignment: .leading)
                .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 20, style: .continuous))
                .padding(20)
            }
        }
    }

    @Test func aCardOverAGradientDrawsAsLaidOut() throws {
        let size = CGSize(width: 320, height: 320)
        let host = try SDLWindowHost(title: "shapes", size: size, scale: 2, headless: true, fontsDirectory: ReplayPaths.fonts)
        let app = TestApp(Scene(), measurer: host.measurer, size: size, safeAreaInsets: .zero, scale: 2, images: host.images)
        let graph = app.app.graph
        #expect(graph.warnings.isEmpty)
        let list = graph.drawList()
        let gradients = list.commands.compactMap { if case .gradient(let d) = $0 { return d }; return nil }
        #expect(gradients.count == 3)
        #expect(gradients[0].rect == CGRect(origin: .zero, size: size))
        // The clipped radial gradient takes the circle's corners.
        #expect(gradients[1].outline == .roundedRectangle(cornerRadius: 28))
        #expect(gradients[2].outline == .roundedRectangle(cornerRadius: 4))
        // The card: a regular material (white at 70 %) in a 20 pt rounded rectangle, 20 pt in.
        let cards = list.commands.compactMap { command -> CGRect? in
            if case .fillRoundedRect(let r, 20, let c) = command, [c.red, c.green, c.blue, c.opacity] == [1, 1, 1, 0.7] { return r }
            return nil
        }
        #expect(cards.count == 1)
        #expect(cards.first?.minX == 20 && cards.first?.width == 280)
        // The orange avatar (zIndex 1) is drawn after the teal one that follows it.
        let circles = list.commands.compactMap { command -> Color? in
            if case .fillEllipse(_, let c) = command { return c }
            return nil
        }
        #expect(circles == [.green, .teal, .orange])

        let image = try Goldens.render(list, on: host)
        func rgb(_ x: CGFloat, _ y: CGFloat) -> [Int] {
            let px = image.pixel(Int(x * 2), Int(y * 2))
            return [Int(px.r), Int(px.g), Int(px.b)]
        }
        // Outside the card the window shows the gradient's colour at that pixel's centre.
        let background = gradients[0]
        func expected(_ c: Color) -> [Int] { let v = c.rgba8; return [Int(v.r), Int(v.g), Int(v.b)] }
        for (x, y) in [(5.0, 5.0), (160.0, 310.0), (315.0, 160.0)] {
            let want = expected(background.color(atX: x + 0.25, y: y + 0.25))
            let got = rgb(CGFloat(x), CGFloat(y))
            #expect(zip(got, want).allSatisfy { abs($0 - $1) <= 1 }, "(\(x), \(y)): \(got) vs \(want)")
        }
        // Inside the card, the material is 70 % white over the gradient.
        if let card = cards.first {
            let x = card.maxX - 6, y = card.maxY - 30
            let under = background.color(atX: x + 0.25, y: y + 0.25)
            let channels: [Double] = [under.red, under.green, under.blue]
            let want = channels.map { (channel: Double) -> Int in
                let over: Double = 0.7 * 255
                return Int((over + 0.3 * channel * 255).rounded())
            }
            let got = rgb(x, y)
            #expect(zip(got, want).allSatisfy { abs($0 - $1) <= 2 }, "card: \(got) vs \(want)")
        }

        let golden = ReplayPaths.replays + "/shapes-scene.png"
        _ = try Goldens.check(image, golden: golden, mode: try GoldenRecordMode.fromEnvironment())
    }
}
