import Foundation
import Testing
import ScrollSim
import ScrollSimSDL

// Bottom toolbar screens written the way app code writes them with
// SwiftUI; only the import differs. iPhone 14 (390 × 844, safe area 47 /
// 34), fake measurer (16 pt lines at 17 pt, 8 pt a character, scaled with
// the font), 1×. The toolbar is the last 44 pt of the safe area
// (766 ..< 810), its background down to 844; its row starts 16 pt in,
// items 8 pt apart.

struct NotesList: View {
    @State private var folders = 0
    var body: some View {
        NavigationStack {
            List(1...40, id: \.self) { Text("Note \($0)") }
                .navigationTitle("Notes")
                .toolbar {
                    ToolbarItemGroup(placement: .bottomBar) {
                        Button("Folders") { folders += 1 }
                        Spacer()
                        Text("40 Notes").font(.caption)
                        Spacer()
                        Button { } label: { Image(systemName: "square.and.pencil") }
                    }
                }
        }
        .namedValue("folders", Double(folders))
    }
}

struct PhotoViewer: View {
    @State private var showsBar = true
    var body: some View {
        NavigationStack {
            ScrollView {
                Color.gray.frame(height: 300)
                Button(showsBar ? "Hide" : "Show") { showsBar.toggle() }
            }
            .navigationTitle("Photo")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .bottomBar) { Button("Share") { } }
                ToolbarItem(placement: .bottomBar) { Button("Like") { } }
            }
            .toolbar(showsBar ? .visible : .hidden, for: .bottomBar)
        }
    }
}

struct MailTabs: View {
    var body: some View {
        TabView {
            NavigationStack {
                List(1...30, id: \.self) { Text("Mail \($0)") }
                    .navigationTitle("Inbox")
                    .toolbar {
                        ToolbarItemGroup(placement: .bottomBar) {
                            Spacer()
                            Button("Compose") { }
                        }
                    }
            }
            .tabItem { Label("Mail", systemImage: "envelope") }
            Text("Settings")
                .tabItem { Label("Settings", systemImage: "gear") }
        }
    }
}

@MainActor
@Suite struct TypicalToolbarScreensTests {
    func fills(_ app: TestApp, _ color: Color) -> [CGRect] {
        app.app.graph.drawList().commands.compactMap { c -> CGRect? in
            if case .fillRect(let r, let fill) = c, fill == color { return r }
            return nil
        }
    }

    /// Flings up until the scroll view rests at its end.
    func scrollToEnd(_ app: TestApp) throws {
        for _ in 0..<20 where app.scroll.offset.y < app.scroll.maxOffset.y {
            app.fling(from: CGPoint(x: 195, y: 600), to: CGPoint(x: 195, y: 250), speed: 4000)
            try app.pumpAndSettle()
        }
    }

    /// The Notes screen: the bar's background 766 ..< 844 with its
    /// hairline at 766; "Folders" at the leading margin, the pencil at the
    /// trailing one, the count between two equal spacers; the list scrolls
    /// under the bar, its bottom inset 34 + 44 = 78, so its last row ends
    /// the section's 35 pt above the bar at the end.
    @Test func aNotesListWithABottomToolbar() throws {
        let app = try settledApp(NotesList())
        let bar: CGFloat = 844 - 34 - 44
        #expect(fills(app, BottomToolbarMetrics.backgroundColor).contains(CGRect(x: 0, y: bar, width: 390, height: 44 + 34)))
        #expect(fills(app, BottomToolbarMetrics.hairlineColor).contains(CGRect(x: 0, y: bar, width: 390, height: 1)))

        // Body text 16 tall, centred in the 44 pt band.
        let folders = try #require(textFrame(app, "Folders"))
        #expect(folders == CGRect(x: 16, y: bar + 14, width: 56, height: 16))
        let pencil = try #require(app.app.graph.inspect().all { $0.kind == "Image" }.first { $0.frame.minY > bar }?.frame)
        #expect(pencil.maxX == CGFloat(390 - 16))
        #expect(pencil.midY == bar + 22)
        let count = try #require(textFrame(app, "40 Notes"))
        #expect(count.midY == bar + 22)
        // The two spacers share what the items and four 8 pt gaps leave.
        let spacer = (358 - folders.width - count.width - pencil.width - 4 * 8) / 2
        #expect(count.minX == 16 + folders.width + 8 + spacer + 8)

        // The list runs under the bar to the window's bottom.
        #expect(app.scroll.viewportSize.height == 844)
        #expect(app.scroll.inset.bottom == 78)
        #expect(app.scroll.offset.y == CGFloat(-(47 + 96)))
        try scrollToEnd(app)
        // 35 + 40 rows of 44 + 35 (all measured once scrolled through), seen over 844 less the bottom inset.
        #expect(app.scroll.contentSize.height == CGFloat(35 + 40 * 44 + 35))
        #expect(app.scroll.maxOffset.y == CGFloat(35 + 40 * 44 + 35) - 844 + 78)
        #expect(app.scroll.offset.y == app.scroll.maxOffset.y)
        let last = try #require(textFrame(app, "Note 40"))
        #expect(last.maxY + 14 == bar - 35)
        // At the end nothing lies under the bar: it is clear (iOS 15's
        // scroll-edge appearance), its items still drawn.
        // (The navigation bar's fills, in the same colours, are above 100.)
        #expect(fills(app, BottomToolbarMetrics.backgroundColor).filter { $0.minY >= bar }.isEmpty)
        #expect(fills(app, BottomToolbarMetrics.hairlineColor).filter { $0.minY >= bar }.isEmpty)
        #expect(textFrame(app, "Folders") == folders)
        // One point back up the list's 35 pt bottom margin lies under it again.
        app.drag(from: CGPoint(x: 195, y: 400), to: CGPoint(x: 195, y: 436), duration: 1)
        try app.pumpAndSettle()
        #expect(app.scroll.offset.y < app.scroll.maxOffset.y - 35)
        #expect(fills(app, BottomToolbarMetrics.backgroundColor).contains(CGRect(x: 0, y: bar, width: 390, height: 44 + 34)))

        // The bar's button takes the tap; the bar itself hides the rows under it.
        try app.tap(.text("Folders"))
        try app.pumpAndSettle()
        #expect(app.value("folders") == 1)
        let hit = app.app.graph.hitTest(CGPoint(x: 250, y: bar + 5))
        #expect(hit?.kindName == "NavigationPage")
    }

    /// Two `ToolbarItem`s without a spacer sit side by side from the
    /// leading margin, 8 pt apart; `.toolbar(.hidden, for: .bottomBar)`
    /// takes the bar and its inset away, and `.visible` brings them back.
    @Test func aPhotoViewerWhoseToolbarHides() throws {
        let app = try settledApp(PhotoViewer())
        let bar: CGFloat = 766
        #expect(textFrame(app, "Share") == CGRect(x: 16, y: bar + 14, width: 40, height: 16))
        #expect(textFrame(app, "Like") == CGRect(x: 16 + 40 + 8, y: bar + 14, width: 32, height: 16))
        #expect(app.scroll.inset.bottom == 78)
        #expect(app.scroll.inset.top == CGFloat(47 + 44))

        try app.tap(.text("Hide"))
        try app.pumpAndSettle()
        #expect(textFrame(app, "Share") == nil)
        #expect(app.scroll.inset.bottom == 34)
        #expect(!fills(app, BottomToolbarMetrics.hairlineColor).contains(CGRect(x: 0, y: bar, width: 390, height: 1)))

        try app.tap(.text("Show"))
        try app.pumpAndSettle()
        #expect(textFrame(app, "Share")?.minX == 16)
        #expect(app.scroll.inset.bottom == 78)
    }

    /// In a tab, the toolbar sits on the tab bar: 761 − 44 = 717 ..< 761;
    /// a leading spacer puts "Compose" at the trailing margin; the list's
    /// bottom inset takes both bars and the home indicator, 44 + 49 + 34.
    @Test func aToolbarAboveATabBar() throws {
        let app = try settledApp(MailTabs())
        let bar: CGFloat = 844 - 34 - 49 - 44
        #expect(textFrame(app, "Compose") == CGRect(x: 390 - 16 - 56, y: bar + 14, width: 56, height: 16))
        #expect(fills(app, BottomToolbarMetrics.hairlineColor).contains(CGRect(x: 0, y: bar, width: 390, height: 1)))
        #expect(app.scroll.inset.bottom == CGFloat(44 + 49 + 34))
        // The tab bar is drawn over the toolbar's background below its band.
        let tabTop: CGFloat = 844 - 34 - 49
        #expect(fills(app, TabBarMetrics.hairlineColor).last == CGRect(x: 0, y: tabTop, width: 390, height: 1))
        #expect(app.app.graph.hitTest(CGPoint(x: 300, y: bar + 5))?.kindName == "NavigationPage")
    }
}

@MainActor
@Suite(.serialized) struct ToolbarRenderingTests {
    /// The Notes screen at 2× with the real fonts, settled and scrolled a
    /// little: under the toolbar's band (766 ..< 844) the pixels are the
    /// bar's grey over the rows, its hairline darker at 766, and "Folders"
    /// is drawn in the tint (blue) 16 pt from the leading edge.
    @Test func theNotesToolbarRenders() throws {
        let measurer = try realMeasurer(scale: 2)
        let size = CGSize(width: 390, height: 844)
        let app = TestApp(NotesList(), measurer: measurer, size: size)
        try app.pumpAndSettle()
        app.fling(from: CGPoint(x: 195, y: 600), to: CGPoint(x: 195, y: 450), speed: 600)
        try app.pumpAndSettle()
        let host = try SDLWindowHost(title: "toolbar", size: size, scale: 2, headless: true, fontsDirectory: repositoryRoot + "/Assets/Fonts")
        host.renderer.render(app.lastFrame!.drawList, background: .white)
        try host.savePNG(path: NSTemporaryDirectory() + "scrollsim-notes-toolbar.png")
        let shot = try host.readPixels()
        func at(_ x: CGFloat, _ y: CGFloat) -> [Int] {
            let i = (Int(y * 2) * shot.width + Int(x * 2)) * 4
            return shot.pixels[i..<i + 3].map(Int.init)
        }
        // #F9F9F9 at 94 % over the white rows: 249 or 250 in each channel.
        let grey = at(200, 830)
        #expect(grey.allSatisfy { $0 >= 248 && $0 <= 250 }, "\(grey)")
        // The hairline: black at 30 % over the bar, about 175.
        let hairline = at(200, 766)
        #expect(hairline.allSatisfy { $0 > 150 && $0 < 200 }, "\(hairline)")
        // Some pixel of "Folders" is blue: blue well above red.
        let folders = try #require(app.app.graph.inspect().text("Folders")?.frame)
        #expect(folders.minX == 16)
        var blue = false
        for y in stride(from: folders.minY, to: folders.maxY, by: 0.5) {
            for x in stride(from: folders.minX, to: folders.maxX, by: 0.5) {
                let p = at(x, y)
                if p[2] > 200 && p[0] < 100 { blue = true }
            }
        }
        #expect(blue)
    }
}
