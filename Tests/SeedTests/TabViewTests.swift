import Foundation
import Testing
import ScrollSim

/// `TabView` on an iPhone 14 (390 × 844, safe area 47 / 34, 1×) with the
/// fake measurer (8 pt a character and 16 pt lines at 17 pt, scaled with the
/// font; sizes rounded up to whole points). The rules (`TabBarMetrics`):
/// the view fills the safe area, 47 ..< 810; the bar is its last 49 pt,
/// from y 761, and its background reaches the window's bottom (83 pt);
/// three items are 130 pt wide; in an item the 10 pt title (a 10 pt line,
/// 8 × 10/17 pt a character) sits 4 pt above the bar's bottom, at 796, and
/// the 25 pt symbol is centred between 765 and 796, at 768.
@MainActor
@Suite struct TabViewTests {
    static let barTop: CGFloat = 47 + 763 - 49

    struct Feed: View {
        var body: some View {
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<40) { i in Text("Post \(i)").frame(width: 390, height: 50) }
                }
            }
        }
    }

    struct Counter: View {
        @State var count = 0
        var body: some View {
            Button("Count \(count)") { count += 1 }
        }
    }

    struct ThreeTabs: View {
        @State var tab = 0
        var body: some View {
            TabView(selection: $tab) {
                Feed()
                    .tabItem { Label("Home", systemImage: "house") }
                    .tag(0)
                Counter()
                    .tabItem { Label("Search", systemImage: "magnifyingglass") }
                    .tag(1)
                    .badge(3)
                Text("Settings page")
                    .tabItem {
                        Image(systemName: "gear")
                        Text("Settings")
                    }
                    .tag(2)
            }
            .namedValue("tab", Double(tab))
        }
    }

    func frame(_ app: TestApp, image name: String) -> CGRect? {
        app.app.graph.inspect().first { $0.kind == "Image" && $0.text == name }?.frame
    }

    /// iOS 15's scroll-edge appearance: the bar's background and hairline
    /// show while the shown tab's scroll view has content under the bar
    /// (the 40-post feed at rest), not over a page without a scroll view,
    /// nor once the feed rests at its end (its last post ends at the bar's top).
    @Test func theBarIsClearWhenNothingLiesUnderIt() throws {
        let app = try settledApp(ThreeTabs())
        let top = Self.barTop
        func barFills() -> [DrawCommand] {
            app.app.graph.drawList().commands.filter {
                $0 == .fillRect(CGRect(x: 0, y: top, width: 390, height: 83), TabBarMetrics.backgroundColor)
                    || $0 == .fillRect(CGRect(x: 0, y: top, width: 390, height: 1), TabBarMetrics.hairlineColor)
            }
        }
        #expect(barFills().count == 2)
        for _ in 0..<20 where app.scroll.offset.y < app.scroll.maxOffset.y {
            app.fling(from: CGPoint(x: 195, y: 600), to: CGPoint(x: 195, y: 250), speed: 4000)
            try app.pumpAndSettle()
        }
        #expect(app.scroll.offset.y == app.scroll.maxOffset.y)
        let lastPost = try #require(textFrame(app, "Post 39"))
        #expect(lastPost.maxY + 17 == top)
        #expect(barFills().isEmpty)
        // The counter page has no scroll view: the bar is clear over it.
        try app.tap(.text("Search"))
        try app.pumpAndSettle()
        #expect(textFrame(app, "Count 0") != nil)
        #expect(barFills().isEmpty)
    }

    @Test func theBarAndItsItems() throws {
        let app = try settledApp(ThreeTabs())
        let top = Self.barTop
        #expect(top == 761)
        // Label form and Image + Text form lay out alike: icon above title.
        #expect(frame(app, image: "house") == CGRect(x: 65 - 12.5, y: top + 7, width: 25, height: 25))
        #expect(textFrame(app, "Home") == CGRect(x: 65 - 19.0 / 2, y: top + 49 - 4 - 10, width: 19, height: 10))
        #expect(frame(app, image: "magnifyingglass") == CGRect(x: 195 - 12.5, y: top + 7, width: 25, height: 25))
        #expect(textFrame(app, "Search") == CGRect(x: 195 - 29.0 / 2, y: 796, width: 29, height: 10))
        #expect(frame(app, image: "gear") == CGRect(x: 325 - 12.5, y: top + 7, width: 25, height: 25))
        #expect(textFrame(app, "Settings") == CGRect(x: 325 - 38.0 / 2, y: 796, width: 38, height: 10))

        let commands = app.app.graph.drawList().commands
        // The background from the bar's top to the window's bottom: 49 + 34.
        #expect(commands.contains(.fillRect(CGRect(x: 0, y: top, width: 390, height: 83), TabBarMetrics.backgroundColor)))
        #expect(commands.contains(.fillRect(CGRect(x: 0, y: top, width: 390, height: 1), TabBarMetrics.hairlineColor)))
        // The selected item in the tint, the others grey.
        let titles = commands.compactMap { c -> (String, Color)? in
            if case .text(let lines, let font, let color) = c, font == TabBarMetrics.titleFont { return (lines[0].text, color) }
            return nil
        }
        #expect(titles.map(\.0) == ["Home", "Search", "Settings"])
        #expect(titles.map(\.1) == [Color.blue, TabBarMetrics.inactiveColor, TabBarMetrics.inactiveColor])
    }

    /// The badge: 18 pt tall, its leading edge 6 pt right of the icon's
    /// centre (195 + 6), its centre 2 pt below the icon's top (768 + 2 − 9);
    /// "3" is 6.1 pt wide at 13 pt, so the capsule keeps its 18 pt minimum.
    @Test func aBadgeIsARedCapsuleAtTheIconsCorner() throws {
        let app = try settledApp(ThreeTabs())
        let commands = app.app.graph.drawList().commands
        let capsule = CGRect(x: 201, y: 761, width: 18, height: 18)
        #expect(commands.contains(.fillRoundedRect(capsule, cornerRadius: 9, Color.red)))
        let badge = commands.compactMap { c -> TextLine? in
            if case .text(let lines, let font, _) = c, font == TabBarMetrics.badgeFont { return lines[0] }
            return nil
        }
        #expect(badge.map(\.text) == ["3"])
        let width = 8 * 13 / 17.0
        #expect(abs(badge[0].origin.x - (210 - width / 2)) < 0.001)
    }

    /// The tab's content ends at the bar; a scroll view in it extends under
    /// the bar and the home indicator and gets both as its bottom inset.
    @Test func aScrollViewInATabScrollsUnderTheBar() throws {
        let app = try settledApp(ThreeTabs())
        #expect(app.scroll.inset.bottom == CGFloat(49 + 34))
        #expect(app.scroll.viewportSize.height == 844)
        #expect(app.app.graph.inspect().first { $0.kind == "Tab" }?.frame == CGRect(x: 0, y: 47, width: 390, height: 714))
        // 40 rows of 50: the last one rests above the bar.
        #expect(app.scroll.maxOffset.y == CGFloat(2000 - 844 + 83))
    }

    @Test func tappingAnItemSwitchesTabsAndEachKeepsItsState() throws {
        let app = try settledApp(ThreeTabs())
        app.drag(from: CGPoint(x: 195, y: 600), to: CGPoint(x: 195, y: 300))
        try app.pumpAndSettle()
        let scrolled = app.scroll.offset.y
        #expect(scrolled > 200)

        try app.tap(.text("Search"))
        try app.pumpAndSettle()
        #expect(app.value("tab") == 1)
        #expect(textFrame(app, "Post 0") == nil)
        try app.tap(.text("Count 0"))
        try app.pumpAndSettle()
        #expect(textFrame(app, "Count 1") != nil)
        // The tab shown is centred in the space above the bar: 7 × 8 = 56 wide.
        #expect(textFrame(app, "Count 1") == CGRect(x: 195 - 28, y: 47 + (714 - 16) / 2, width: 56, height: 16))

        try app.tap(.text("Settings"))
        try app.pumpAndSettle()
        #expect(app.value("tab") == 2)
        #expect(textFrame(app, "Settings page") != nil)

        try app.tap(.text("Home"))
        try app.pumpAndSettle()
        #expect(app.value("tab") == 0)
        #expect(app.scroll.offset.y == scrolled)
        try app.tap(.text("Search"))
        try app.pumpAndSettle()
        #expect(textFrame(app, "Count 1") != nil)
    }

    /// Without a selection, tabs are chosen by position; iOS 18's `Tab`
    /// gives the label and the value.
    struct IOS18Tabs: View {
        @State var tab = "b"
        @State var appeared: [String] = []
        var body: some View {
            TabView(selection: $tab) {
                Tab("A", systemImage: "a.circle", value: "a") { Text("Page A").onAppear { appeared.append("A") } }
                Tab("B", systemImage: "b.circle", value: "b") { Text("Page B").onAppear { appeared.append("B") } }
            }
            .namedValue("appeared", Double(appeared.count))
        }
    }

    @Test func theIOS18TabFormAndOnAppear() throws {
        let app = try settledApp(IOS18Tabs())
        #expect(textFrame(app, "Page B") != nil)
        #expect(textFrame(app, "Page A") == nil)
        #expect(app.value("appeared") == 1)
        // Two items, 195 wide: "A" centred in the first.
        #expect(textFrame(app, "A") == CGRect(x: 97.5 - 2.5, y: 796, width: 5, height: 10))
        try app.tap(.text("A"))
        try app.pumpAndSettle()
        #expect(textFrame(app, "Page A") != nil)
        #expect(app.value("appeared") == 2)
    }

    /// iOS 18's search role and sidebar-adaptable style: on an iPhone the
    /// search tab stays in the bar in its place and the bar is the usual one.
    struct SearchRoleTabs: View {
        @State var tab = 0
        var body: some View {
            TabView(selection: $tab) {
                Tab("A", systemImage: "a.circle", value: 0) { Text("Page A") }
                Tab("S", systemImage: "magnifyingglass", value: 1, role: .search) { Text("Page S") }
                Tab("C", systemImage: "c.circle", value: 2) { Text("Page C") }
            }
            .tabViewStyle(.sidebarAdaptable)
        }
    }

    @Test func aSearchRoleTabSitsInTheBarInItsPlaceOnAnIPhone() throws {
        let app = try settledApp(SearchRoleTabs())
        // Three items, 130 wide each: "S" (5 wide) centred in the second.
        #expect(textFrame(app, "S") == CGRect(x: 195 - 2.5, y: 796, width: 5, height: 10))
        #expect(textFrame(app, "C") == CGRect(x: 325 - 2.5, y: 796, width: 5, height: 10))
        try app.tap(.text("S"))
        try app.pumpAndSettle()
        #expect(textFrame(app, "Page S") != nil)
        #expect(textFrame(app, "Page A") == nil)
    }

    struct Untagged: View {
        var body: some View {
            TabView {
                Text("First").tabItem { Text("One") }
                Text("Second").tabItem { Text("Two") }
            }
        }
    }

    @Test func untaggedTabsAreChosenByPosition() throws {
        let app = try settledApp(Untagged())
        #expect(textFrame(app, "First") != nil)
        try app.tap(.text("Two"))
        try app.pumpAndSettle()
        #expect(textFrame(app, "Second") != nil)
        #expect(textFrame(app, "First") == nil)
    }
}

/// `.tabViewStyle(.page)`: the tabs side by side in a paging scroll view
/// as wide as the view, the selection following the page it rests on;
/// page dots (`PageDotsMetrics`) centred in a 26 pt band at the bottom of
/// the safe area (784 ..< 810).
@MainActor
@Suite struct PagedTabViewTests {
    struct Pages: View {
        @State var page = 0
        var body: some View {
            TabView(selection: $page) {
                ForEach(0..<3) { i in
                    VStack {
                        Text("Page \(i)")
                        Button("Next \(i)") { page = min(page + 1, 2) }
                    }
                    .tag(i)
                }
            }
            .tabViewStyle(.page)
            .indexViewStyle(.page(backgroundDisplayMode: .always))
            .namedValue("page", Double(page))
        }
    }

    @Test func swipingChangesTheSelection() throws {
        let app = try settledApp(Pages())
        #expect(app.scroll.offset.x == 0)
        #expect(app.scroll.contentSize.width == CGFloat(3 * 390))
        app.fling(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 200, y: 400), speed: 1000)
        try app.pumpAndSettle()
        #expect(app.scroll.offset.x == 390)
        #expect(app.value("page") == 1)
    }

    @Test func settingTheSelectionScrollsToThePage() throws {
        let app = try settledApp(Pages())
        try app.tap(.text("Next 0"))
        try app.pumpAndSettle()
        #expect(app.value("page") == 1)
        #expect(app.scroll.offset.x == 390)
    }

    /// Three dots: 3 × 7 + 2 × 9 = 39 wide, centred (175.5), 9.5 pt down
    /// the band; the capsule 8 pt past them, 2 pt inside the band.
    @Test func pageDots() throws {
        let app = try settledApp(Pages())
        let commands = app.app.graph.drawList().commands
        let dots = commands.compactMap { c -> (CGRect, Color)? in
            if case .fillEllipse(let r, let color) = c { return (r, color) }
            return nil
        }
        let band: CGFloat = 810 - 26
        #expect(dots.map(\.0) == [0, 1, 2].map { CGRect(x: 175.5 + CGFloat($0) * 16, y: band + 9.5, width: 7, height: 7) })
        #expect(dots.map(\.1) == [PageDotsMetrics.currentColor, PageDotsMetrics.otherColor, PageDotsMetrics.otherColor])
        #expect(commands.contains(.fillRoundedRect(CGRect(x: 167.5, y: band + 2, width: 55, height: 22), cornerRadius: 11,
                                                   PageDotsMetrics.capsuleColor)))
    }
}

/// `.badge` on a list row: the count in body text and the secondary
/// colour at the content's trailing inset, centred on the row; the
/// content is proposed the width left of it less 16 pt.
@MainActor
@Suite struct ListRowBadgeTests {
    struct Mailboxes: View {
        var body: some View {
            List {
                Text("Inbox").badge(12)
                Text("Drafts").badge(0)
            }
            .listStyle(.plain)
        }
    }

    @Test func aRowBadgeIsATrailingGreyCount() throws {
        let app = try settledApp(Mailboxes())
        let texts = app.app.graph.drawList().commands.compactMap { c -> (TextLine, Color)? in
            if case .text(let lines, _, let color) = c { return (lines[0], color) }
            return nil
        }
        let badge = try #require(texts.first { $0.0.text == "12" })
        // Plain rows: 16 pt margins, so the badge ends at 390 − 16; 2 × 8 wide.
        // Rows start at 47 under the status bar; 44 tall, the line centred.
        #expect(badge.0.origin == CGPoint(x: 390 - 16 - 16, y: 47 + 14))
        #expect(badge.1 == Color.secondary)
        // A zero badge shows nothing.
        #expect(!texts.contains { $0.0.text == "0" })
    }

    struct DetailWithoutBar: View {
        var body: some View {
            TabView {
                NavigationStack {
                    List {
                        NavigationLink("Open", value: 1)
                    }
                    .navigationTitle("Photos")
                    .navigationDestination(for: Int.self) { _ in
                        Color.orange
                            .overlay(alignment: .bottom) { Button("Bottom") {} }
                            .toolbar(.hidden, for: .tabBar)
                    }
                }
                .tabItem { Label("Home", systemImage: "house") }
                Text("Other").tabItem { Label("Other", systemImage: "gear") }
            }
        }
    }

    /// `.toolbar(.hidden, for: .tabBar)` on a pushed page: while it is the
    /// top page the bar is gone (no item drawn or touched) and the page
    /// reaches the bottom safe-area edge, 810, instead of the bar's top,
    /// 761; a button at the page's bottom, where the bar was, takes the
    /// tap. Back on the list the bar returns.
    @Test func aPushedPageCanHideTheTabBar() throws {
        let app = try settledApp(DetailWithoutBar())
        #expect(textFrame(app, "Home") != nil)
        try app.tap(.text("Open"))
        try app.pumpAndSettle()
        let bottom = try #require(textFrame(app, "Bottom"))
        #expect(bottom.maxY == 810)
        #expect(!app.app.graph.drawList().commands.contains { command in
            if case .text(let lines, _, _) = command { return lines.contains { $0.text == "Home" } }
            return false
        })
        #expect(app.app.graph.hitTest(CGPoint(x: 65, y: 790)).map { $0.kindName } != "TabView")
        app.tap(CGPoint(x: 65, y: 800))
        try app.pumpAndSettle()
        #expect(textFrame(app, "Bottom") != nil, "a tap where the Home item was does not switch tabs")
        app.tap(CGPoint(x: 16, y: 47 + 22))  // the back button's chevron
        try app.pumpAndSettle()
        #expect(textFrame(app, "Open") != nil)
        #expect(textFrame(app, "Home")?.minY == 796)
    }

}
