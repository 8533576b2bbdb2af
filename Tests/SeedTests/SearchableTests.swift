import Testing
import ScrollSim

/// `searchable` in a `NavigationStack` on an iPhone 14 (390 × 844, status
/// bar 47), fake measurer (16 pt lines at 17 pt, 8 pt a character), 1×.
/// The rules (docs/layout-rules.md, "Search"): the search band is 52 pt
/// under the 44 pt bar and the 52 pt large-title band, so a list rests at
/// −(47 + 44 + 52 + 52) = −195; the 36 pt field is centred in the band, 16 pt
/// in from both edges; its text starts after 6 + 20 + 5.5 pt (magnifier)
/// and ends 5.5 pt before the field's end. Active, the bar is the 52 pt
/// band alone and the field ends 12 + 67 pt before the trailing edge.
@MainActor
@Suite struct SearchableTests {
    struct Names: View {
        var placement: SearchFieldPlacement = .automatic
        @State var query = ""
        @State var submitted: [String] = []
        static let first = ["Anna", "Ben", "Carla", "Dan", "Eve", "Frank", "Grace", "Hannah", "Ivan", "Jack",
                            "Kate", "Liam", "Mia", "Noah", "Olivia", "Paul", "Quinn", "Rosa", "Sam", "Tina"]
        var names: [String] { Self.first.flatMap { ["\($0) Smith", "\($0) Jones"] } }
        var filtered: [String] { query.isEmpty ? names : names.filter { $0.lowercased().contains(query.lowercased()) } }

        var body: some View {
            NavigationStack {
                ScrollView {
                    VStack(spacing: 0) {
                        Status(submitted: submitted)
                        ForEach(filtered, id: \.self) { Text($0).frame(maxWidth: .infinity, minHeight: 44) }
                    }
                }
                .navigationTitle("Names")
                .searchable(text: $query, placement: placement, prompt: "Find")
                .onSubmit(of: .search) { submitted.append(query) }
            }
        }
    }

    /// A row reading the search's state from inside the searchable view.
    struct Status: View {
        let submitted: [String]
        @Environment(\.isSearching) private var isSearching
        @Environment(\.dismissSearch) private var dismissSearch
        var body: some View {
            HStack {
                Text(isSearching ? "searching" : "idle")
                Text("sent \(submitted.joined(separator: ","))")
                Button("End") { dismissSearch() }
            }
            .frame(height: 44)
        }
    }

    func app(_ placement: SearchFieldPlacement = .automatic) throws -> TestApp {
        try settledNavigationApp(Names(placement: placement))
    }

    func field(_ app: TestApp) -> CGRect? {
        app.app.graph.inspect().all { $0.kind == "TextInput" }.first?.frame
    }

    func move(_ app: TestApp, to y: CGFloat) {
        app.app.scrollController!.setContentOffset(CGPoint(x: 0, y: y), animated: false, at: app.time)
        app.pump()
    }

    /// The rows shown (names end in Smith or Jones).
    func rows(_ app: TestApp) -> [String] {
        app.app.graph.inspect().all { $0.kind == "Text" }.compactMap(\.text).filter { $0.hasSuffix("Smith") || $0.hasSuffix("Jones") }
    }

    /// The fills drawn in `color`.
    func fills(_ app: TestApp, _ color: Color) -> [CGRect] {
        app.app.graph.drawList().commands.compactMap { c in
            if case .fillRoundedRect(let r, _, let fill) = c, fill == color { return r }
            return nil
        }
    }

    @Test func theFieldSitsUnderTheLargeTitleAndTheInsetGrowsByItsBand() throws {
        let app = try app()
        #expect(app.scroll.offset.y == -195)
        #expect(app.value("inset.top") == 195)
        #expect(app.value("navbar.height") == 148)
        #expect(app.value("navbar.search") == 52)
        #expect(app.value("navbar.large") == 1)
        // The band starts at 47 + 96 = 143; the field 8 below, 36 tall, 16 in from both edges.
        #expect(fills(app, SearchFieldMetrics.fill(.light).resolved(in: .light)) == [CGRect(x: 16, y: 151, width: 358, height: 36)])
        // The text: 16 + 6 + 20 + 5.5 in, to 5.5 before the field's end; a 16 pt line centred in the field's 20 pt row.
        #expect(field(app) == CGRect(x: 47.5, y: 161, width: 321, height: 16))
        #expect(app.textFrame("Find") == CGRect(x: 47.5, y: 161, width: 32, height: 16))
        // The large title is 8 above the search band (a 32 pt line at 34 pt).
        let title = app.app.graph.drawList().commands.compactMap { c -> CGPoint? in
            if case .text(let lines, let font, _) = c, lines.first?.text == "Names", font.size == 34 { return lines[0].origin }
            return nil
        }
        #expect(title == [CGPoint(x: 16, y: 143 - 8 - 32)])
        #expect(app.textFrame("idle") != nil)
    }

    /// `.automatic`: the search band shrinks first (the large title keeps
    /// its 52), then the large title; the field fades out once less than
    /// 4/5 of it is uncovered, and takes no taps then.
    @Test(arguments: [(CGFloat(-195), CGFloat(52), CGFloat(52)), (-170, 27, 52), (-143, 0, 52), (-120, 0, 29), (300, 0, 0)])
    func theAutomaticFieldScrollsAwayBeforeTheTitle(offset: CGFloat, search: CGFloat, large: CGFloat) throws {
        let app = try app()
        move(app, to: offset)
        let height: CGFloat = 44 + large + search
        #expect(app.value("navbar.search") == search)
        #expect(app.value("navbar.height") == height)
    }

    @Test func theFieldFadesAsItsBandShrinks() {
        // 36 pt shown at a 44 pt band: opaque; 28.8 (4/5) at 36.8: gone; halfway between: half.
        #expect(NavigationBarItemsNode.searchFieldOpacity(band: 52) == 1)
        #expect(NavigationBarItemsNode.searchFieldOpacity(band: 44) == 1)
        #expect(abs(NavigationBarItemsNode.searchFieldOpacity(band: 40.4) - 0.5) < 1e-9)
        #expect(NavigationBarItemsNode.searchFieldOpacity(band: 36.8) == 0)
        #expect(NavigationBarItemsNode.searchFieldOpacity(band: 0) == 0)
    }

    /// `.always`: scrolled far, the bar keeps the 44 pt bar and the field's band under it.
    @Test func anAlwaysFieldStaysWhenScrolled() throws {
        let app = try app(.navigationBarDrawer(displayMode: .always))
        #expect(app.scroll.offset.y == -195)
        move(app, to: 300)
        #expect(app.value("navbar.height") == 96)
        #expect(app.value("navbar.search") == 52)
        #expect(app.value("navbar.large") == 0)
        // The band starts at 47 + 44; the field 8 below.
        #expect(fills(app, SearchFieldMetrics.fill(.light).resolved(in: .light)) == [CGRect(x: 16, y: 99, width: 358, height: 36)])
        #expect(field(app) == CGRect(x: 47.5, y: 109, width: 321, height: 16))
        // It still takes a tap.
        try app.tap(.kind("TextInput"))
        try app.pumpAndSettle()
        #expect(app.textFrame("searching") != nil)
    }

    /// An inline title: the search band right under the 44 pt bar, the list at −(47 + 44 + 52).
    @Test func anInlineTitleHasTheBandUnderTheBar() throws {
        struct Inline: View {
            @State var query = ""
            var body: some View {
                NavigationStack {
                    ScrollView { FortyPointRows(count: 40) }
                        .navigationTitle("Inline")
                        .navigationBarTitleDisplayMode(.inline)
                        .searchable(text: $query)
                }
            }
        }
        let app = try settledNavigationApp(Inline())
        #expect(app.scroll.offset.y == -143)
        #expect(app.value("navbar.height") == 96)
        #expect(fills(app, SearchFieldMetrics.fill(.light).resolved(in: .light)) == [CGRect(x: 16, y: 99, width: 358, height: 36)])
        #expect(app.textFrame("Search") == CGRect(x: 47.5, y: 109, width: 48, height: 16))
        // Scrolled 20 into the band, the band shrinks by as much.
        move(app, to: -123)
        #expect(app.value("navbar.search") == 32)
    }

    /// Scrolled down a list, starting the search keeps the offset: only the bar changes.
    @Test func aScrolledListKeepsItsOffsetWhenTheSearchStarts() throws {
        let app = try app(.navigationBarDrawer(displayMode: .always))
        move(app, to: 200)
        try app.tap(.kind("TextInput"))
        try app.pumpAndSettle()
        #expect(app.textFrame("Cancel") != nil)
        #expect(app.scroll.offset.y == 200)
        #expect(app.value("inset.top") == 99)
        #expect(app.value("navbar.height") == 52)
    }

    /// A `searchable` around the stack puts its field in the root page's bar;
    /// `isSearching` reaches the root's content.
    @Test func aSearchableAroundTheStackServesItsRoot() throws {
        struct Outside: View {
            @State var query = ""
            var body: some View {
                NavigationStack {
                    ScrollView {
                        VStack(spacing: 0) {
                            Status(submitted: [])
                            Text("typed: \(query)")
                        }
                    }
                    .navigationTitle("Outside")
                }
                .searchable(text: $query, prompt: "Find")
            }
        }
        let app = try settledNavigationApp(Outside())
        #expect(app.scroll.offset.y == -195)
        #expect(field(app) == CGRect(x: 47.5, y: 161, width: 321, height: 16))
        try app.tap(.kind("TextInput"))
        try app.pumpAndSettle()
        app.type("zo")
        try app.pumpAndSettle()
        #expect(app.textFrame("searching") != nil)
        #expect(app.textFrame("typed: zo") != nil)
        #expect(app.value("navbar.height") == 52)
    }

    /// The automatic field scrolled away is not drawn and not hit: a tap where
    /// it would be (47 + 44 + 8 + 18) reaches the content.
    @Test func aScrolledAwayFieldIsNeitherDrawnNorHit() throws {
        let app = try app()
        move(app, to: 300)
        #expect(fills(app, SearchFieldMetrics.fill(.light).resolved(in: .light)).isEmpty)
        app.send(.pointerDown(CGPoint(x: 195, y: 117)))
        app.send(.pointerUp(CGPoint(x: 195, y: 117)))
        try app.pumpAndSettle()
        #expect(app.value("navbar.search") == 0)
    }

    /// Tap: the search starts (`isSearching`), the bar becomes the band
    /// under the status bar with Cancel, the list moves up by 96 with it.
    /// Typing filters; Return submits; Cancel clears and restores.
    @Test func tapTypeSubmitCancel() throws {
        let app = try app()
        let rowAtRest = try #require(app.textFrame("Anna Smith"))
        try app.tap(.kind("TextInput"))
        try app.pumpAndSettle()
        #expect(app.textFrame("searching") != nil)
        #expect(app.value("navbar.height") == 52)
        #expect(app.value("navbar.large") == 0)
        #expect(app.scroll.offset.y == -99)
        #expect(app.value("inset.top") == 99)
        #expect(app.textFrame("Anna Smith")?.minY == rowAtRest.minY - 96)
        // The field: 47 + 8 down, 390 − 16 − 12 − 67 = 295 wide; Cancel 12 after it.
        #expect(fills(app, SearchFieldMetrics.fill(.light).resolved(in: .light)) == [CGRect(x: 16, y: 55, width: 295, height: 36)])
        #expect(field(app) == CGRect(x: 47.5, y: 65, width: 258, height: 16))
        #expect(app.textFrame("Cancel") == CGRect(x: 323, y: 65, width: 48, height: 16))
        // No title is drawn while searching.
        let titles = app.app.graph.drawList().commands.filter { c in
            if case .text(let lines, _, _) = c { return lines.first?.text == "Names" }
            return false
        }
        #expect(titles.isEmpty)
        #expect(rows(app).count > 10)
        app.type("an")
        try app.pumpAndSettle()
        // Anna, Dan, Frank, Hannah, Ivan: two each.
        #expect(rows(app) == ["Anna Smith", "Anna Jones", "Dan Smith", "Dan Jones", "Frank Smith", "Frank Jones",
                              "Hannah Smith", "Hannah Jones", "Ivan Smith", "Ivan Jones"])
        #expect(app.textFrame("an") == CGRect(x: 47.5, y: 65, width: 16, height: 16))
        app.key(.enter)
        try app.pumpAndSettle()
        // Submitted: the search stays active (Cancel still shows), the field loses the focus.
        #expect(app.textFrame("sent an") != nil)
        #expect(app.textFrame("searching") != nil)
        #expect(app.textFrame("Cancel") != nil)
        app.type("x")
        try app.pumpAndSettle()
        #expect(app.textFrame("an") != nil)
        try app.tapAndSettle("Cancel")
        #expect(app.textFrame("idle") != nil)
        #expect(app.textFrame("Find") != nil)
        #expect(app.textFrame("Cancel") == nil)
        #expect(app.scroll.offset.y == -195)
        #expect(app.value("navbar.height") == 148)
        #expect(app.textFrame("Anna Smith") == rowAtRest)
        #expect(rows(app).count == rows(try self.app()).count)
    }

    /// `dismissSearch` ends the search as Cancel does.
    @Test func dismissSearchEndsTheSearch() throws {
        let app = try app()
        try app.tap(.kind("TextInput"))
        try app.pumpAndSettle()
        app.type("ben")
        try app.pumpAndSettle()
        #expect(rows(app) == ["Ben Smith", "Ben Jones"])
        try app.tapAndSettle("End")
        #expect(app.textFrame("idle") != nil)
        #expect(app.textFrame("Find") != nil)
        #expect(app.value("navbar.height") == 148)
        #expect(rows(app).contains("Carla Smith"))
    }
}
