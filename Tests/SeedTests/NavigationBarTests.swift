import Testing
import ScrollSim

/// A list under a navigation bar on an iPhone 14 (status bar 47): the bar
/// is 44 pt, a large title adds 52 (Flutter's Cupertino constants), so the
/// list rests at −(47 + 44 + 52) = −143, and the large-title band shrinks
/// with the content until the title is inline at −91.
@MainActor
@Suite struct NavigationBarTests {
    struct Inbox: View {
        var mode: NavigationBarItem.TitleDisplayMode = .automatic
        var body: some View {
            NavigationStack {
                ScrollView { FortyPointRows(count: 60) }
                    .navigationTitle("Inbox")
                    .navigationBarTitleDisplayMode(mode)
            }
        }
    }

    func app(_ mode: NavigationBarItem.TitleDisplayMode = .automatic) throws -> TestApp {
        let app = TestApp(Inbox(mode: mode), measurer: fakeMeasurer())
        try app.pumpAndSettle()
        return app
    }

    func move(_ app: TestApp, to y: CGFloat) throws {
        app.app.scrollController!.setContentOffset(CGPoint(x: 0, y: y), animated: false, at: app.time)
        app.pump()
    }

    @Test func aLargeTitleListRestsBelowTheStatusBarTheBarAndTheTitle() throws {
        let app = try app()
        #expect(app.scroll.offset.y == -143)
        #expect(app.value("inset.top") == 143)
        #expect(app.value("inset.bottom") == 34)
        // The scroll view is laid out below the bar and reaches up under it to the window's top.
        #expect(app.app.graph.frame("ScrollView") == CGRect(x: 0, y: 143, width: 390, height: 810 - 143))
        #expect(app.scroll.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        // Its first row sits right below the large title (a 16 pt line centred in a 40 pt row).
        #expect(app.app.graph.views("Text").first { $0.text == "Row 0" }?.frame.minY == CGFloat(143 + 12))
        #expect(app.value("navbar.height") == 96)
        #expect(app.value("navbar.large") == 1)
        #expect(app.value("navbar.background") == 0)
    }

    /// The band is how far the content's top lies below the 44 pt bar:
    /// at offset y it is −y − 47 − 44; the title is large while the band is over 10 pt.
    @Test(arguments: [(CGFloat(-143), CGFloat(96), true, false), (-120, 73, true, false), (-102, 55, true, false),
                      (-101, 54, false, false), (-91, 44, false, false), (-90, 44, false, true),
                      (300, 44, false, true)])
    func theBarFollowsTheOffset(offset: CGFloat, height: CGFloat, large: Bool, background: Bool) throws {
        let app = try app()
        try move(app, to: offset)
        #expect(app.scroll.offset.y == offset)
        #expect(app.value("navbar.height") == height)
        #expect(app.value("navbar.large") == (large ? 1 : 0))
        #expect(app.value("navbar.background") == (background ? 1 : 0))
    }

    /// Pulled down past its rest, the large-title band grows with the content.
    @Test func pullingDownStretchesTheLargeTitleBand() throws {
        let app = try app()
        app.send(.pointerDown(CGPoint(x: 195, y: 400)))
        for y in stride(from: CGFloat(420), through: 520, by: 20) {
            app.pump(1.0 / 60)
            app.send(.pointerMove(CGPoint(x: 195, y: y)))
        }
        app.pump(1.0 / 60)
        let y = app.scroll.offset.y
        #expect(y < -143)
        #expect(app.value("navbar.height") == -y - 47)
        app.send(.pointerUp(CGPoint(x: 195, y: 520)))
        try app.pumpAndSettle()
        #expect(app.scroll.offset.y == -143 && app.value("navbar.height") == 96)
    }

    /// An inline title: the bar is 44 pt, the list rests at −91.
    @Test func anInlineTitleListRestsAt91() throws {
        let app = try app(.inline)
        #expect(app.scroll.offset.y == -91)
        #expect(app.value("navbar.height") == 44)
        #expect(app.value("navbar.large") == 0)
        #expect(app.value("navbar.background") == 0)
        try move(app, to: -90)
        #expect(app.value("navbar.background") == 1)
    }

    /// What is drawn: the large title (34 pt bold at x 16) at rest, nothing
    /// behind it; once collapsed and scrolled under, the background, the
    /// hairline and the inline title (17 pt semibold, centred).
    @Test func theTitleAndBackgroundAreDrawnAsTheBarSays() throws {
        let app = try app()
        func titles() -> [(Font, CGPoint)] {
            app.app.graph.drawList().commands.compactMap { c in
                if case .text(let lines, let font, _) = c, lines.first?.text == "Inbox" { return (font, lines[0].origin) }
                return nil
            }
        }
        let barFill = { app.app.graph.drawList().commands.contains { c in
            if case .fillRect(let r, let color) = c { return r.minY == 0 && color == NavigationContainerNode.backgroundColor }
            return false
        } }
        let large = titles()
        #expect(large.count == 1 && large[0].0 == Font(size: 34, weight: .bold) && large[0].1.x == 16)
        // 8 pt above the band's bottom (143), a 32 pt line with the fake measurer (16 × 34/17).
        #expect(large.first?.1.y == CGFloat(143 - 8 - 32))
        #expect(!barFill())
        try move(app, to: 200)
        let inline = titles()
        #expect(inline.count == 1 && inline[0].0 == Font(size: 17, weight: .semibold))
        // Centred: "Inbox" is 5 × 8 pt wide; the 16 pt line centred in the 44 pt bar below the status bar.
        #expect(inline.first?.1 == CGPoint(x: (390 - 40) / 2, y: 47 + (44 - 16) / 2))
        #expect(barFill())
    }

    /// Content under the drawn bar is not hit: a tap there reaches the bar.
    @Test func theBarTakesTapsOverTheContent() throws {
        let app = try app()
        try move(app, to: 200)
        #expect(app.app.graph.hitTest(CGPoint(x: 195, y: 80))?.kindName == "NavigationStack")
        #expect(app.app.graph.hitTest(CGPoint(x: 195, y: 200))?.kindName != "NavigationStack")
    }
}
