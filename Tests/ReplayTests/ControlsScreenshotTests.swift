import Foundation
import ScrollSim
import ScrollSimReplay
import ScrollSimSDL
import Testing

/// A small settings screen of controls rendered headless at 2× with the
/// shipped fonts (software renderer), checked pixel by pixel where the
/// rules put colours, and against its golden, Tests/Replays/controls-scene.png.
@Suite(.serialized)
@MainActor
struct ControlsScreenshotTests {
    struct Scene: View {
        @State var wifi = true
        @State var bluetooth = false
        var body: some View {
            VStack(alignment: .leading, spacing: 12) {
                Label("Settings", systemImage: "gear").font(.headline)
                Toggle("Wi-Fi", isOn: $wifi)
                Divider()
                Toggle("Bluetooth", isOn: $bluetooth)
                Divider()
                ProgressView("Backing up", value: 0.4)
                HStack(spacing: 12) {
                    Button("Save") {}.buttonStyle(.borderedProminent)
                    Button("Later") {}.buttonStyle(.bordered)
                    Button("Delete", role: .destructive) {}
                    ProgressView()
                }
                HStack(spacing: 12) {
                    Text("Bold").bold()
                    Text("Italic").italic()
                    Text("Under").underline()
                    Text("Struck").strikethrough(color: .red)
                }
                Text("/Users/someone/Documents/Projects/ScrollSim/README.md")
                    .lineLimit(1).truncationMode(.middle)
                RoundedRectangle(cornerRadius: 10).fill(.white)
                    .frame(width: 120, height: 36)
                    .shadow(radius: 6, y: 3)
                    .overlay(Text("Card").font(.system(size: 15, weight: .medium, design: .rounded)))
            }
            .padding(16)
        }
    }

    @Test func aSettingsScreenDrawsAsLaidOut() throws {
        let size = CGSize(width: 320, height: 420)
        let host = try SDLWindowHost(title: "controls", size: size, scale: 2, headless: true, fontsDirectory: ReplayPaths.fonts)
        let app = TestApp(Scene(), measurer: host.measurer, size: size, safeAreaInsets: .zero, scale: 2, images: host.images)
        let graph = app.app.graph
        let switches = graph.inspect().all { $0.kind == "Switch" }.map(\.frame)
        let dividers = graph.inspect().all { $0.kind == "Divider" }.map(\.frame)
        let buttons = graph.inspect().all { $0.kind == "Button" }.map(\.frame)
        // Switches 51 × 31 at the trailing edge of the 288 pt column; hairlines half a point tall at 2×.
        #expect(switches.count == 2)
        #expect(switches.allSatisfy { $0.size == CGSize(width: 51, height: 31) && $0.maxX == 304 })
        #expect(dividers.count == 2)
        #expect(dividers.allSatisfy { $0.size == CGSize(width: 288, height: 0.5) && $0.minX == 16 })
        #expect(dividers[0].minY == switches[0].maxY + 12)
        // Bordered buttons: the label's text height (SF's 20.287 pt line, rounded up to 20.5 at 2×) + 14.
        #expect(buttons[0].height == 20.5 + 14)
        #expect(buttons[1].height == 20.5 + 14)
        #expect(graph.warnings.isEmpty)

        let image = try Goldens.render(graph.drawList(), on: host)
        func rgb(_ p: CGPoint) -> [UInt8] {
            let px = image.pixel(Int(p.x * 2), Int(p.y * 2))
            return [px.r, px.g, px.b]
        }
        let green: [UInt8] = [52, 199, 89], blue: [UInt8] = [0, 122, 255], white: [UInt8] = [255, 255, 255]
        // Wi-Fi on: green track beside the thumb, white thumb; Bluetooth off: light grey track.
        let on = switches[0], off = switches[1]
        #expect(rgb(CGPoint(x: on.minX + 8, y: on.midY)) == green)
        #expect(rgb(CGPoint(x: on.maxX - 15.5, y: on.midY)) == white)
        let offTrack = rgb(CGPoint(x: off.maxX - 8, y: off.midY))
        #expect(offTrack == [233, 233, 234] || offTrack == [234, 234, 235])
        // The prominent button is filled blue at its edge.
        #expect(rgb(CGPoint(x: buttons[0].minX + 3, y: buttons[0].midY)) == blue)

        let golden = ReplayPaths.replays + "/controls-scene.png"
        _ = try Goldens.check(image, golden: golden, mode: try GoldenRecordMode.fromEnvironment())
    }
}
