import Foundation
import ScrollSim
import ScrollSimReplay
import ScrollSimSDL
import Testing

/// An inset-grouped settings list under a large title and a plain inbox,
/// rendered headless at 2× on an iPhone 14 (software renderer), checked
/// pixel by pixel and against their goldens, Tests/Replays/list-*.png.
@Suite(.serialized)
@MainActor
struct ListScreenshotTests {
    struct SettingsScreen: View {
        var body: some View {
            NavigationStack {
                List {
                    Section {
                        HStack { Text("Wi-Fi"); Spacer(); Text("Home").foregroundColor(.secondary) }
                        HStack { Text("Bluetooth"); Spacer(); Text("On").foregroundColor(.secondary) }
                        Text("Mobile Data")
                    } header: {
                        Text("Connections")
                    }
                    Section {
                        Text("Notifications")
                        Text("Sounds & Haptics")
                        Text("Focus")
                    } footer: {
                        Text("Notifications show on the lock screen.")
                    }
                    Section {
                        Text("Sign Out").foregroundColor(.red)
                    }
                }
                .listStyle(.insetGrouped)
                .navigationTitle("Settings")
            }
        }
    }

    struct Mail: Identifiable {
        let id: Int
    }

    struct InboxScreen: View {
        @State var mail = (0..<30).map(Mail.init)
        var body: some View {
            List {
                Section {
                    ForEach(mail) { m in
                        VStack(alignment: .leading, spacing: 2) {
                            Text("Sender \(m.id)").font(.headline)
                            Text("Subject of message \(m.id)").font(.subheadline).foregroundColor(.secondary)
                        }
                    }
                    .onDelete { mail.remove(atOffsets: $0) }
                } header: {
                    Text("Today")
                }
            }
            .listStyle(.plain)
        }
    }

    /// Rows with swipe actions: Read from the leading edge, Delete and
    /// Flag from the trailing edge.
    struct SwipeScreen: View {
        @State var mail = (0..<30).map(Mail.init)
        var body: some View {
            List {
                ForEach(mail) { m in
                    Text("Subject of message \(m.id)")
                        .swipeActions(edge: .leading) {
                            Button("Read") {}.tint(.blue)
                        }
                        .swipeActions {
                            Button(role: .destructive) { mail.removeAll { $0.id == m.id } } label: {
                                Label("Delete", systemImage: "trash")
                            }
                            Button("Flag") {}.tint(.orange)
                        }
                }
            }
            .listStyle(.plain)
        }
    }

    let size = CGSize(width: 390, height: 844)

    func rows(_ app: TestApp, _ kind: String) -> [InspectedView] {
        app.app.graph.inspect().all { $0.kind == kind }
    }

    /// The colour at window point (x, y) of a 2× image.
    func rgb(_ image: RGBAImage, _ x: CGFloat, _ y: CGFloat) -> [UInt8] {
        let p = image.pixel(Int(x * 2), Int(y * 2))
        return [p.r, p.g, p.b]
    }

    func render<V: View>(_ view: V, golden: String, input: (TestApp) throws -> Void = { _ in }) throws -> (TestApp, RGBAImage) {
        let host = try SDLWindowHost(title: "list", size: size, scale: 2, headless: true, fontsDirectory: ReplayPaths.fonts)
        let app = TestApp(view, measurer: host.measurer, size: size, safeAreaInsets: TestApp.iPhone14.insets, scale: 2)
        try app.pumpAndSettle()
        try input(app)
        let image = try Goldens.render(app.app.graph.drawList(), on: host)
        _ = try Goldens.check(image, golden: ReplayPaths.replays + "/" + golden, mode: try GoldenRecordMode.fromEnvironment())
        return (app, image)
    }

    @Test func anInsetGroupedSettingsList() throws {
        let (app, image) = try render(SettingsScreen(), golden: "list-insetgrouped.png")
        func rgb(_ x: CGFloat, _ y: CGFloat) -> [UInt8] { self.rgb(image, x, y) }
        #expect(app.scroll.offset.y == -143)
        let grouped: [UInt8] = [242, 242, 247], white: [UInt8] = [255, 255, 255]
        let wifi = app.app.graph.inspect().text("Wi-Fi")!.frame
        let row = rows(app, "ListRow")[0].frame
        #expect(wifi.minX == 36)
        // Grouped background left of the card, white inside it, background again right of it.
        #expect(rgb(8, row.midY) == grouped)
        #expect(rgb(20, row.midY) == white)
        #expect(rgb(382, row.midY) == grouped)
        // The card's top-left corner is rounded: its corner pixel shows the background.
        #expect(rgb(16.25, row.minY + 0.25) == grouped)
        // The separator: one device pixel in the separator colour over white
        // (60, 60, 67 at 29 %: 198, 198, 200), from the content inset on.
        #expect(rgb(200, row.maxY - 0.25) == [198, 198, 200])
        #expect(rgb(30, row.maxY - 0.25) == white)
        // "Home" ends at the card's trailing content inset: 390 − 16 − 20.
        #expect(app.app.graph.inspect().text("Home")!.frame.maxX == 354)
    }

    @Test func aPlainInbox() throws {
        let (app, image) = try render(InboxScreen(), golden: "list-plain.png")
        func rgb(_ x: CGFloat, _ y: CGFloat) -> [UInt8] { self.rgb(image, x, y) }
        #expect(app.scroll.offset.y == -47)
        let header = rows(app, "ListSectionHeader")[0].frame
        #expect(header.minY == 47 && header.height >= 28)
        let first = rows(app, "ListRow")[0].frame
        #expect(first.minY == header.maxY)
        #expect(rgb(200, first.maxY - 0.25) == [198, 198, 200])
        #expect(rgb(8, first.maxY - 0.25) == [255, 255, 255])
    }

    /// Row 1 swiped open to the right, then row 0 to the left, which
    /// closes row 1 (one open row in a list). With the real font: Delete
    /// is a symbol (74 pt), "Flag" in 17 pt text is narrower than 74 − 32,
    /// so 74 pt too: Delete red over 316 ..< 390, Flag orange over
    /// 242 ..< 316. Each label is white; row 1 is back in place, white.
    @Test func rowsSwipedOpen() throws {
        let (app, image) = try render(SwipeScreen(), golden: "list-swipe.png") { app in
            app.drag(from: CGPoint(x: 100, y: 113), to: CGPoint(x: 200, y: 113))
            try app.pumpAndSettle()
            app.drag(from: CGPoint(x: 300, y: 69), to: CGPoint(x: 150, y: 69))
            try app.pumpAndSettle()
        }
        func rgb(_ x: CGFloat, _ y: CGFloat) -> [UInt8] { self.rgb(image, x, y) }
        let rows = rows(app, "ListRow")
        #expect(rows[0].frame.minY == 47 && rows[1].frame.minY == 91)
        let red: [UInt8] = [255, 59, 48], orange: [UInt8] = [255, 149, 0]
        let white: [UInt8] = [255, 255, 255]
        #expect(rgb(320, 52) == red && rgb(388, 86) == red)
        #expect(rgb(246, 52) == orange && rgb(314, 86) == orange)
        #expect(rgb(2, 96) == white && rgb(72, 130) == white)
        // Past the buttons, the moved row's white background.
        #expect(rgb(238, 52) == white)
        // The symbol's outline: white on its left side, red inside it.
        let side = SymbolMetrics.side(for: .body)
        #expect(rgb(353 - side / 2 + 0.25, 69) == white)
        #expect(rgb(353, 69) == red)
        // The row's text moved with it: its content starts 148 pt left.
        #expect(app.app.graph.inspect().text("Subject of message 0")!.frame.minX == CGFloat(16 - 148))
    }
}
