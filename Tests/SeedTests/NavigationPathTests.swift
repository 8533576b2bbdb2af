import Testing
import ScrollSim

/// Stacks driven by a bound path, links that push views, the display mode
/// of pushed pages, the back button's label, and the bar's items, on an
/// iPhone 14 (390 × 844, status bar 47) with the fake measurer (8 pt per
/// character, 16 pt lines at 17 pt).
@MainActor
@Suite struct NavigationPathTests {


    struct Numbers: View {
        @State private var path: [Int] = []
        var body: some View {
            NavigationStack(path: $path) {
                VStack {
                    Button("Deep") { path = [1, 2, 3] }
                    Text("Depth \(path.count)")
                }
                .navigationTitle("Numbers")
                .navigationDestination(for: Int.self) { n in
                    VStack {
                        Text("Number \(n)")
                        Button("Up") { path.removeLast() }
                        Button("Home") { path.removeAll() }
                    }
                    .navigationTitle("N\(n)")
                }
            }
        }
    }

    /// Setting the path pushes every value (the top one slides in); the
    /// back button shows the title of the page under, and removing from the
    /// path pops.
    @Test func aBoundArrayPushesAndPops() throws {
        let app = try settledNavigationApp(Numbers())
        try app.tapAndSettle("Deep")
        #expect(app.textFrame("Number 3") != nil)
        #expect(app.textFrame("N2") != nil)  // the back button's label
        #expect(app.textFrame("Depth 3") == nil)
        try app.tapAndSettle("Up")
        #expect(app.textFrame("Number 2") != nil)
        #expect(app.textFrame("N1") != nil)
        // The back button pops one page, writing the path.
        try app.tapAndSettle("N1")
        #expect(app.textFrame("Number 1") != nil)
        try app.tapAndSettle("Home")
        #expect(app.textFrame("Depth 0") != nil)
        #expect(app.navigationPageCount == 1)
    }

    struct Mixed: View {
        @State private var path = NavigationPath()
        var body: some View {
            NavigationStack(path: $path) {
                VStack {
                    Button("Push both") { path.append("Apple"); path.append(7) }
                    Text("Count \(path.count) empty \(path.isEmpty)")
                }
                .navigationTitle("Mixed")
                .navigationDestination(for: String.self) { Text("String \($0)").navigationTitle($0) }
                .navigationDestination(for: Int.self) { n in
                    Button("Back two") { path.removeLast(2) }.navigationTitle("Seven")
                }
            }
        }
    }

    /// A `NavigationPath` holds values of several types; each type's
    /// destination makes its page.
    @Test func aNavigationPathHoldsSeveralTypes() throws {
        let app = try settledNavigationApp(Mixed())
        #expect(app.textFrame("Count 0 empty true") != nil)
        try app.tapAndSettle("Push both")
        #expect(app.textFrame("Back two") != nil)
        #expect(app.textFrame("Apple") != nil)  // the back button: the String page's title
        try app.tapAndSettle("Apple")
        #expect(app.textFrame("String Apple") != nil)
        #expect(app.textFrame("Mixed") != nil)
        try app.tapAndSettle("Mixed")
        #expect(app.textFrame("Count 0 empty true") != nil)
        try app.tapAndSettle("Push both")
        try app.tapAndSettle("Back two")
        #expect(app.textFrame("Count 0 empty true") != nil)
        #expect(app.navigationPageCount == 1)
    }

    struct Titles: View {
        let rootTitle: String
        var rootMode: NavigationBarItem.TitleDisplayMode = .automatic
        var detailMode: NavigationBarItem.TitleDisplayMode = .automatic
        var body: some View {
            NavigationStack {
                ScrollView {
                    NavigationLink("Open") {
                        ScrollView { FortyPointRows(count: 40) }
                            .navigationTitle("Detail")
                            .navigationBarTitleDisplayMode(detailMode)
                    }
                }
                .navigationTitle(rootTitle)
                .navigationBarTitleDisplayMode(rootMode)
            }
        }
    }

    /// The back button says "Back" when the previous title is empty or
    /// longer than 12 characters.
    @Test(arguments: [("Inbox", "Inbox"), ("Twelve chars", "Twelve chars"), ("Thirteen char", "Back"), ("", "Back")])
    func theBackLabelFallsBackToBack(title: String, label: String) throws {
        let app = try settledNavigationApp(Titles(rootTitle: title))
        try app.tapAndSettle("Open")
        let back = try #require(app.textFrame(label))
        #expect(back.minY == CGFloat(47 + 14))
        #expect(back.width == CGFloat(8 * label.count))
    }

    /// A pushed page's `.automatic` mode inherits the page under's: large
    /// under a large root (rest at −143), inline under an inline one (−91);
    /// its own `.inline`/`.large` wins.
    @Test(arguments: [(NavigationBarItem.TitleDisplayMode.automatic, NavigationBarItem.TitleDisplayMode.automatic, CGFloat(-143)),
                      (.automatic, .inline, -91), (.inline, .automatic, -91), (.inline, .large, -143)])
    func aPushedPagesDisplayModeInheritsTheOneUnder(root: NavigationBarItem.TitleDisplayMode,
                                                    detail: NavigationBarItem.TitleDisplayMode, rest: CGFloat) throws {
        let app = try settledNavigationApp(Titles(rootTitle: "Root", rootMode: root, detailMode: detail))
        try app.tapAndSettle("Open")
        #expect(app.scroll.offset.y == rest)
        #expect(app.value("navbar.height") == -rest - 47)
        #expect(app.textFrame("Row 0")?.minY == -rest + 12)
    }

    struct Settings: View {
        @State private var count = 0
        @State private var editing = false
        var body: some View {
            NavigationStack {
                List {
                    Text("Added \(count)")
                    Text(editing ? "Editing" : "Viewing")
                }
                .navigationTitle("Settings")
                .toolbar {
                    ToolbarItem(placement: .topBarLeading) {
                        Button(editing ? "Done" : "Edit") { editing.toggle() }
                    }
                    ToolbarItemGroup(placement: .topBarTrailing) {
                        Button("Sort") { }
                        Button("Add") { count += 1 }
                    }
                }
            }
        }
    }

    /// Leading items start 16 pt from the leading edge, trailing items end
    /// 16 pt from the trailing edge, 8 pt apart; each centred in the 44 pt
    /// bar. Taps reach them, and a label that changes shows in the bar.
    @Test func toolbarItemsSitInTheBarAndTakeTaps() throws {
        let app = try settledNavigationApp(Settings())
        #expect(app.textFrame("Edit") == CGRect(x: 16, y: 47 + 14, width: 32, height: 16))
        #expect(app.textFrame("Add") == CGRect(x: 390 - 16 - 24, y: 61, width: 24, height: 16))
        #expect(app.textFrame("Sort") == CGRect(x: 390 - 16 - 24 - 8 - 32, y: 61, width: 32, height: 16))
        try app.tapAndSettle("Add")
        try app.tapAndSettle("Add")
        #expect(app.textFrame("Added 2") != nil)
        try app.tapAndSettle("Edit")
        #expect(app.textFrame("Editing") != nil)
        #expect(app.textFrame("Done") == CGRect(x: 16, y: 61, width: 32, height: 16))
    }

    struct Bare: View {
        var body: some View {
            NavigationStack {
                Text("Body")
                    .navigationTitle("Bare")
                    .navigationBarTitleDisplayMode(.inline)
                    .toolbar { Button("Share") { } }
                    .toolbar {
                        ToolbarItem(placement: .principal) { Text("Centre") }
                    }
            }
        }
    }

    /// Bare views in `.toolbar` go to the trailing group; a principal item
    /// is centred and replaces the inline title.
    @Test func bareViewsGoTrailingAndAPrincipalItemIsCentred() throws {
        let app = try settledNavigationApp(Bare())
        #expect(app.textFrame("Share") == CGRect(x: 390 - 16 - 40, y: 61, width: 40, height: 16))
        #expect(app.textFrame("Centre") == CGRect(x: (390 - 48) / 2, y: 61, width: 48, height: 16))
        let titles = app.app.graph.drawList().commands.filter { c in
            if case .text(let lines, _, _) = c { return lines.first?.text == "Bare" }
            return false
        }
        #expect(titles.isEmpty)
    }

    struct Hidden: View {
        let hideBack: Bool
        let hideBar: Bool
        var body: some View {
            NavigationStack {
                NavigationLink("Go") {
                    Text("Inside")
                        .navigationBarBackButtonHidden(hideBack)
                        .toolbar(hideBar ? .hidden : .automatic, for: .navigationBar)
                }
                .navigationTitle("Start")
            }
        }
    }

    /// `navigationBarBackButtonHidden` removes the back button; a hidden bar
    /// removes the bar and its inset: the content is centred in the whole
    /// safe area (47 … 810) instead of below the bar (47 + 96 … 810).
    @Test(arguments: [(false, false), (true, false), (false, true)])
    func theBackButtonAndTheBarCanBeHidden(hideBack: Bool, hideBar: Bool) throws {
        let app = try settledNavigationApp(Hidden(hideBack: hideBack, hideBar: hideBar))
        try app.tapAndSettle("Go")
        #expect((app.textFrame("Start") != nil) == (!hideBack && !hideBar))
        let top: CGFloat = hideBar ? 47 : 47 + 96
        #expect(app.textFrame("Inside")?.minY == top + (810 - top - 16) / 2)
    }
}

@MainActor
@Suite struct NavigationPresentationTests {
    struct Flagged: View {
        @State private var showsDetail = false
        var body: some View {
            NavigationStack {
                VStack {
                    Button("Show") { showsDetail = true }
                    Text(showsDetail ? "Flag on" : "Flag off")
                }
                .navigationTitle("Home")
                .navigationDestination(isPresented: $showsDetail) {
                    Text("Presented").navigationTitle("Detail")
                }
            }
        }
    }

    /// Setting the flag pushes the page; the back button pops it and sets the flag back.
    @Test func aFlagPushesAndTheBackButtonClearsIt() throws {
        let app = TestApp(Flagged(), measurer: fakeMeasurer())
        try app.pumpAndSettle()
        try app.tapAndSettle("Show")
        #expect(app.textFrame("Presented") != nil)
        try app.tapAndSettle("Home")
        #expect(app.textFrame("Presented") == nil)
        #expect(app.textFrame("Flag off") != nil)
        try app.tapAndSettle("Show")
        #expect(app.textFrame("Presented") != nil)
    }
}

@MainActor
@Suite struct NavigationLifecycleTests {
    @MainActor final class Log { var events: [String] = [] }

    struct Screen: View {
        let log: Log
        var body: some View {
            NavigationStack {
                NavigationLink("Open") {
                    Text("Detail")
                        .onAppear { log.events.append("detail appear") }
                        .onDisappear { log.events.append("detail disappear") }
                }
                .navigationTitle("Root")
                .onAppear { log.events.append("root appear") }
                .onDisappear { log.events.append("root disappear") }
            }
        }
    }

    /// A page covered by a push disappears once the push ends and appears
    /// again when the page over it is popped, which disappears.
    @Test func coveredPagesDisappearAndComeBack() throws {
        let log = Log()
        let app = try settledNavigationApp(Screen(log: log))
        #expect(log.events == ["root appear"])
        try app.tapAndSettle("Open")
        #expect(log.events == ["root appear", "detail appear", "root disappear"])
        try app.tapAndSettle("Root")
        #expect(log.events == ["root appear", "detail appear", "root disappear", "root appear", "detail disappear"])
    }
}
