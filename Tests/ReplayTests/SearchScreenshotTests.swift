import Foundation
import ScrollSim
import ScrollSimReplay
import ScrollSimSDL
import Testing

/// The contacts search screen drawn headless at 2× with the shipped fonts
/// (software renderer): at rest the rounded field is drawn under the large
/// title, 16 pt in, 36 pt tall from y 151; searching, the title is gone,
/// the field sits 8 pt under the status bar and ends 12 pt before Cancel.
@Suite(.serialized)
@MainActor
struct SearchScreenshotTests {
    func rgb(_ image: RGBAImage, _ p: CGPoint) -> [UInt8] {
        let px = image.pixel(Int(p.x * 2), Int(p.y * 2))
        return [px.r, px.g, px.b]
    }

    @Test func theFieldAtRestAndWhileSearching() throws {
        let size = CGSize(width: 390, height: 844)
        let host = try SDLWindowHost(title: "search", size: size, scale: 2, headless: true, fontsDirectory: ReplayPaths.fonts)
        let app = TestApp(FriendsSearchScreen(), measurer: host.measurer, size: size,
                          safeAreaInsets: EdgeInsets(top: 47, bottom: 34), scale: 2, images: host.images)
        try app.pumpAndSettle()
        let rest = try Goldens.render(app.app.graph.drawList(), on: host)
        let dir = ProcessInfo.processInfo.environment["SCROLLSIM_SEARCH_RENDERS"]
        if let dir { try rest.writePNG(to: dir + "/search-rest.png") }
        // The list's grouped background (242, 242, 247) under the bar, the field's
        // tertiarySystemFill (118, 118, 128 at 31/255) over it inside the field:
        // (118 × 31 + 242 × 224) / 255 = 226 and (128 × 31 + 247 × 224) / 255 = 232.5 → 231 blended
        // in 8-bit integer steps.
        let background: [UInt8] = [242, 242, 247]
        #expect(rgb(rest, CGPoint(x: 8, y: 169)) == background)
        #expect(rgb(rest, CGPoint(x: 200, y: 153)) == [226, 226, 231])
        #expect(rgb(rest, CGPoint(x: 200, y: 149)) == background)
        #expect(rgb(rest, CGPoint(x: 382, y: 169)) == background)
        try app.tap(.kind("TextInput"))
        try app.pumpAndSettle()
        app.type("an")
        try app.pumpAndSettle()
        let searching = try Goldens.render(app.app.graph.drawList(), on: host)
        if let dir { try searching.writePNG(to: dir + "/search-typed.png") }
        #expect(rgb(searching, CGPoint(x: 200, y: 57)) == [226, 226, 231])
        #expect(rgb(searching, CGPoint(x: 200, y: 53)) == background)
        // The field ends at 16 + 295 = 311.
        #expect(rgb(searching, CGPoint(x: 309, y: 73)) == [226, 226, 231])
        #expect(rgb(searching, CGPoint(x: 314, y: 73)) == background)
    }
}

/// The contacts screen of the typical search screens, written as app code writes it.
struct FriendsSearchScreen: View {
    let names = ["Anna", "Ben", "Carla", "Dan", "Eve", "Frank", "Grace", "Hannah", "Ivan", "Jack",
                 "Kate", "Liam", "Mia", "Noah", "Olivia", "Paul"].flatMap { ["\($0) Smith", "\($0) Jones"] }
    @State private var query = ""

    var body: some View {
        NavigationStack {
            List(names.filter { query.isEmpty || $0.lowercased().contains(query.lowercased()) }, id: \.self) { Text($0) }
                .navigationTitle("Contacts")
                .searchable(text: $query, prompt: "Search contacts")
        }
    }
}
