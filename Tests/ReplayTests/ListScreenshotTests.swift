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

    /// A reorderable, deletable list with an Edit button, as Apple's samples write it.
    struct EditScreen: View {
        @State var fruits = ["Apple", "Banana", "Cherry", "Date", "Elderberry"]
        var body: some View {
            NavigationStack {
                List {
                    ForEach(fruits, id: \.self) { Text($0) }
                        .onDelete { fruits.remove(atOffsets: $0) }
                        .onMove { fruits.move(fromOffsets: $0, toOffset: $1) }
                }
                .navigationTitle("Fruit")
                .toolbar { EditButton() }
            }
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

    /// Edit mode after a tap on Edit: each row shows the red delete control
    /// (22 pt at the content inset, 36 ..< 58) and the grip in the 44 pt
    /// reorder control at the card's trailing edge (three 18 × 2 lines,
    /// 343 ..< 361, centred 6 pt apart); the text starts 38 pt further in, at 74.
    @Test func editModeShowsDeleteControlsAndGrips() throws {
        let (app, image) = try render(EditScreen(), golden: "list-edit.png") { app in
            try app.tap(.text("Edit"))
            try app.pumpAndSettle()
        }
        func rgb(_ x: CGFloat, _ y: CGFloat) -> [UInt8] { self.rgb(image, x, y) }
        // The first row's frame holds the section's top gap: its middle is its text's.
        let row = app.app.graph.inspect().text("Apple")!.frame
        #expect(row.minX == 74)
        let red: [UInt8] = [255, 59, 48], white: [UInt8] = [255, 255, 255], grip: [UInt8] = [142, 142, 147]
        #expect(rgb(40, row.midY - 6) == red && rgb(47, row.midY) == white && rgb(40, row.midY) == red)
        for dy: CGFloat in [-6, 0, 6] { #expect(rgb(352, row.midY + dy) == grip) }
        #expect(rgb(352, row.midY - 3) == white && rgb(340, row.midY) == white && rgb(364, row.midY) == white)
    }

    /// Apple's grip dragged 60 pt down and held for 2 s: Apple drawn
    /// 60 pt lower, above Banana, which has slid up 44 pt into Apple's slot
    /// (Apple's middle passed Banana's) and drawn as the section's first
    /// row; the picture is list-reorder-drag.png.
    @Test func aRowMidDrag() throws {
        let (app, image) = try render(EditScreen(), golden: "list-reorder-drag.png") { app in
            try app.tap(.text("Edit"))
            try app.pumpAndSettle()
            let row = app.app.graph.inspect().text("Apple")!.frame
            app.send(.pointerDown(CGPoint(x: 352, y: row.midY)))
            for i in 1...6 {
                app.pump(1.0 / 60)
                app.send(.pointerMove(CGPoint(x: 352, y: row.midY + CGFloat(i) * 10)))
            }
            app.pump(2)
        }
        func rgb(_ x: CGFloat, _ y: CGFloat) -> [UInt8] { self.rgb(image, x, y) }
        let apple = app.app.graph.inspect().text("Apple")!.frame
        let banana = app.app.graph.inspect().text("Banana")!.frame
        #expect(apple.minY - banana.minY == 60)
        // Apple, drawn last, covers Banana's bottom: its delete control shows, white around it.
        #expect(rgb(40, apple.midY - 6) == [255, 59, 48])
        #expect(rgb(200, apple.midY - 20) == [255, 255, 255])
        // Banana, in the section's first slot, is drawn as the first row: its top corners rounded.
        let bananaRow = rows(app, "ListRow")[1].frame
        #expect(bananaRow.minY == 178)
        #expect(rgb(16.25, bananaRow.minY + 0.25) == [242, 242, 247])
        #expect(rgb(200, bananaRow.minY + 0.25) == [255, 255, 255])
    }
}
