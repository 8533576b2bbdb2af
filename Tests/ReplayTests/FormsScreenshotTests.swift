import Foundation
import ScrollSim
import ScrollSimReplay
import ScrollSimSDL
import Testing

/// A form of text fields and pickers rendered headless at 2× with the
/// shipped fonts (software renderer), checked pixel by pixel where the
/// rules put colours, and against its golden, Tests/Replays/forms-scene.png.
@Suite(.serialized)
@MainActor
struct FormsScreenshotTests {
    struct Scene: View {
        @State var name = ""
        @State var city = "Lisbon"
        @State var size = "M"
        @State var theme = "System"
        @State var guests = 2
        @State var volume = 0.3
        var body: some View {
            Form {
                Section("Profile") {
                    TextField("Name", text: $name)
                    TextField("City", text: $city).textFieldStyle(.roundedBorder)
                }
                Section("Order") {
                    Picker("Size", selection: $size) {
                        Text("S").tag("S")
                        Text("M").tag("M")
                        Text("L").tag("L")
                    }
                    .pickerStyle(.segmented)
                    Stepper("Guests: \(guests)", value: $guests, in: 1...8)
                    Slider(value: $volume)
                    LabeledContent("Total", value: "$12")
                    Picker("Theme", selection: $theme) {
                        ForEach(["Light", "Dark", "System"], id: \.self) { Text($0) }
                    }
                }
            }
        }
    }

    @Test func aFormDrawsAsLaidOut() throws {
        let size = CGSize(width: 390, height: 700)
        let host = try SDLWindowHost(title: "forms", size: size, scale: 2, headless: true, fontsDirectory: ReplayPaths.fonts)
        let app = TestApp(Scene(), measurer: host.measurer, size: size, safeAreaInsets: .zero, scale: 2, images: host.images)
        try app.tap(.text("Name"))
        app.type("Ada")
        try app.tap(.text("Theme"))
        try app.pumpAndSettle()
        let graph = app.app.graph
        let image = try Goldens.render(graph.drawList(), on: host)
        func rgb(_ p: CGPoint) -> [UInt8] {
            let px = image.pixel(Int(p.x * 2), Int(p.y * 2))
            return [px.r, px.g, px.b]
        }
        let white: [UInt8] = [255, 255, 255], blue: [UInt8] = [0, 122, 255]
        // The focused field's caret: 2 pt of the tint right after "Ada".
        let ada = try #require(graph.inspect().text("Ada")?.frame)
        #expect(rgb(CGPoint(x: ada.maxX + 1, y: ada.midY)) == blue)
        // The slider: the filled track in the tint left of the thumb, the thumb white at its centre.
        let slider = try #require(graph.inspect().all { $0.kind == "Slider" }.first?.frame)
        let thumbX = slider.minX + 14 + 0.3 * (slider.width - 28)
        #expect(rgb(CGPoint(x: slider.minX + 6, y: slider.midY)) == blue)
        #expect(rgb(CGPoint(x: thumbX, y: slider.midY)) == white)
        // The menu is drawn over what is below it: its card is white where the grouped background is grey.
        let menuSystem = graph.inspect().all { $0.kind == "Text" && $0.text == "System" }.map(\.frame).max { $0.minY < $1.minY }
        let systemRow = try #require(menuSystem)
        #expect(rgb(CGPoint(x: systemRow.maxX + 20, y: systemRow.midY)) == white)
        #expect(graph.warnings.isEmpty)

        let golden = ReplayPaths.replays + "/forms-scene.png"
        _ = try Goldens.check(image, golden: golden, mode: try GoldenRecordMode.fromEnvironment())
    }
}
