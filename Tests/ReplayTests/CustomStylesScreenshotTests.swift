import Foundation
import ScrollSim
import ScrollSimReplay
import ScrollSimSDL
import Testing

/// Control styles of the app's own and `.toggleStyle(.button)`, rendered
/// headless at 2× with the shipped fonts, checked where the rules put
/// colours, and against its golden, Tests/Replays/custom-styles.png.
@Suite(.serialized)
@MainActor
struct CustomStylesScreenshotTests {
    struct Checkbox: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack {
                Image(systemName: configuration.isOn ? "checkmark.square.fill" : "square")
                    .foregroundStyle(configuration.isOn ? Color.accentColor : Color.secondary)
                    .onTapGesture { configuration.isOn.toggle() }
                configuration.label
            }
        }
    }

    struct Vertical: LabelStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack(spacing: 4) {
                configuration.icon
                configuration.title
            }
        }
    }

    struct Rounded: ProgressViewStyle {
        func makeBody(configuration: Configuration) -> some View {
            ZStack(alignment: .leading) {
                RoundedRectangle(cornerRadius: 14).frame(width: 250, height: 28).foregroundColor(.blue).opacity(0.3)
                RoundedRectangle(cornerRadius: 14)
                    .frame(width: CGFloat(configuration.fractionCompleted ?? 0) * 250, height: 28)
                    .foregroundColor(.blue)
            }
        }
    }

    struct Speedometer: GaugeStyle {
        func makeBody(configuration: Configuration) -> some View {
            ZStack {
                Circle().trim(from: 0, to: 0.75 * configuration.value)
                    .stroke(Color.green, lineWidth: 12)
                    .rotationEffect(.degrees(135))
                configuration.currentValueLabel.font(.system(size: 34, weight: .bold))
            }
            .frame(width: 120, height: 120)
        }
    }

    struct Scene: View {
        @State var agreed = true
        @State var bold = true
        @State var italic = false
        var body: some View {
            VStack(alignment: .leading, spacing: 16) {
                Toggle("I agree to the terms", isOn: $agreed).toggleStyle(Checkbox())
                HStack(spacing: 0) {
                    Toggle("Bold", isOn: $bold)
                    Toggle("Italic", isOn: $italic)
                }
                .toggleStyle(.button)
                HStack(spacing: 24) {
                    Label("Photos", systemImage: "photo")
                    Label("Files", systemImage: "folder")
                }
                .labelStyle(Vertical())
                ProgressView(value: 0.4).progressViewStyle(Rounded())
                ProgressView(value: 0.3) { Text("Uploading") } currentValueLabel: { Text("30%") }
                Gauge(value: 90, in: 0...180) { Text("km/h") } currentValueLabel: { Text("90") }
                    .gaugeStyle(Speedometer())
            }
            .padding(16)
        }
    }

    @Test func stylesOfTheAppsOwnDrawAsLaidOut() throws {
        let size = CGSize(width: 320, height: 460)
        let host = try SDLWindowHost(title: "styles", size: size, scale: 2, headless: true, fontsDirectory: ReplayPaths.fonts)
        let app = TestApp(Scene(), measurer: host.measurer, size: size, safeAreaInsets: .zero, scale: 2, images: host.images)
        let graph = app.app.graph
        #expect(graph.inspect().all { $0.kind == "Switch" }.isEmpty)
        #expect(graph.warnings.isEmpty)
        let bold = try #require(graph.inspect().text("Bold")?.frame).insetBy(dx: -12, dy: -7)
        let italic = try #require(graph.inspect().text("Italic")?.frame).insetBy(dx: -12, dy: -7)

        let image = try Goldens.render(graph.drawList(), on: host)
        func rgb(_ p: CGPoint) -> [UInt8] {
            let px = image.pixel(Int(p.x * 2), Int(p.y * 2))
            return [px.r, px.g, px.b]
        }
        // "Bold" is on: the accent blue (0, 122, 255) at 15 % over white
        // behind its label, 3 pt in from its left edge; "Italic" is off: white.
        #expect(rgb(CGPoint(x: bold.minX + 3, y: bold.midY)) == [217, 235, 255])
        #expect(rgb(CGPoint(x: italic.minX + 3, y: italic.midY)) == [255, 255, 255])

        let golden = ReplayPaths.replays + "/custom-styles.png"
        _ = try Goldens.check(image, golden: golden, mode: try GoldenRecordMode.fromEnvironment())
    }
}
