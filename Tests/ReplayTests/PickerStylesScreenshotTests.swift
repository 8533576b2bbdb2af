import Foundation
import ScrollSim
import ScrollSimReplay
import ScrollSimSDL
import Testing

/// A settings screen with an inline picker (its options as rows under its
/// title as the section header) and a navigation link picker (a row that
/// pushes the options), rendered headless at 2× with the shipped fonts,
/// checked where the rules put colours, and against its goldens,
/// Tests/Replays/picker-styles-scene.png (the form, a finger down on an
/// option) and picker-styles-page.png (the options' page pushed).
@Suite(.serialized)
@MainActor
struct PickerStylesScreenshotTests {
    struct Scene: View {
        @State var sort = "Date"
        @State var theme = "System"
        var body: some View {
            NavigationStack {
                Form {
                    Section {
                        Picker("Sort by", selection: $sort) {
                            Text("Name").tag("Name")
                            Text("Date").tag("Date")
                            Label("Size", systemImage: "doc").tag("Size")
                        }
                        .pickerStyle(.inline)
                    }
                    Section("Appearance") {
                        Picker("Theme", selection: $theme) {
                            ForEach(["Light", "Dark", "System"], id: \.self) { Text($0) }
                        }
                        .pickerStyle(.navigationLink)
                        Toggle("Bold text", isOn: .constant(false))
                    }
                }
                .navigationTitle("Display")
            }
        }
    }

    @Test func pickerStylesDrawAsLaidOut() throws {
        let size = CGSize(width: 390, height: 700)
        let host = try SDLWindowHost(title: "pickers", size: size, scale: 2, headless: true, fontsDirectory: ReplayPaths.fonts)
        let app = TestApp(Scene(), measurer: host.measurer, size: size, safeAreaInsets: .zero, scale: 2, images: host.images)
        try app.pumpAndSettle()
        func rgb(_ image: RGBAImage, _ p: CGPoint) -> [UInt8] {
            let px = image.pixel(Int(p.x * 2), Int(p.y * 2))
            return [px.r, px.g, px.b]
        }
        // Pixels of the tint's hue (blue well above red) inside `rect`.
        func tinted(_ image: RGBAImage, _ rect: CGRect) -> Int {
            var n = 0
            for y in Int(rect.minY * 2)..<Int(rect.maxY * 2) {
                for x in Int(rect.minX * 2)..<Int(rect.maxX * 2) {
                    let p = image.pixel(x, y)
                    if Int(p.b) > Int(p.r) + 100 { n += 1 }
                }
            }
            return n
        }
        let grey: [UInt8] = [209, 209, 214], white: [UInt8] = [255, 255, 255]
        // A finger down on "Name": its row greys; the checkmark at "Date" is in the tint.
        let name = try app.center(of: .text("Name"))
        app.send(.pointerDown(name))
        app.pump(1.0 / 60)
        var graph = app.app.graph
        let image = try Goldens.render(graph.drawList(), on: host)
        let nameRow = try #require(graph.inspect().all { $0.kind == "ListRow" }.first { $0.frame.minY <= name.y && $0.frame.maxY > name.y }?.frame)
        #expect(rgb(image, CGPoint(x: 20, y: nameRow.midY)) == grey)
        let check = try #require(graph.inspect().all { $0.kind == "Image" }.first?.frame)
        #expect(tinted(image, check) > 0)
        #expect(graph.warnings.isEmpty)
        _ = try Goldens.check(image, golden: ReplayPaths.replays + "/picker-styles-scene.png", mode: try GoldenRecordMode.fromEnvironment())
        app.send(.pointerUp(name))
        try app.pumpAndSettle()

        // The navigation link row pushes the options' page.
        try app.tap(.text("Theme"))
        try app.pumpAndSettle()
        graph = app.app.graph
        let page = try Goldens.render(graph.drawList(), on: host)
        let systemRow = try #require(graph.inspect().all { $0.kind == "Text" && $0.text == "System" }.first?.frame)
        #expect(rgb(page, CGPoint(x: systemRow.maxX + 20, y: systemRow.midY)) == white)
        #expect(graph.warnings.isEmpty)
        _ = try Goldens.check(page, golden: ReplayPaths.replays + "/picker-styles-page.png", mode: try GoldenRecordMode.fromEnvironment())
    }
}
