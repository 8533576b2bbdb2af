import Foundation
import Testing
import ScrollSim

/// Disclosure groups and outlines in a `List` on an iPhone 14 (390 × 844,
/// safe area 47 / 34, 1×) with the fake measurer (16 pt lines, 8 pt per
/// character). An `insetGrouped` list's first section starts 35 pt under
/// the safe area (y 82); rows are 44 pt, their text centred (14 pt down)
/// at x 16 + 20 = 36, and each outline level indents a row's content by
/// `ListMetrics.outlineIndentation` (10 pt).
@MainActor
@Suite struct ListOutlineTests {
    struct FileItem: Identifiable {
        let name: String
        var children: [FileItem]?
        var id: String { name }
    }

    static let files = [
        FileItem(name: "Documents", children: [
            FileItem(name: "Resume"),
            FileItem(name: "Drafts", children: []),
        ]),
        FileItem(name: "Photos"),
        FileItem(name: "Music", children: [FileItem(name: "Song")]),
    ]

    struct FileBrowser: View {
        var body: some View {
            List(ListOutlineTests.files, children: \.children) { item in
                Text(item.name)
            }
        }
    }

    func chevrons(_ app: TestApp) -> [String] {
        app.app.graph.inspect().all { $0.kind == "Image" && ($0.text ?? "").hasPrefix("chevron") }
            .sorted { $0.frame.minY < $1.frame.minY }.compactMap(\.text)
    }

    /// Every group starts collapsed: a row per root, the chevron on the
    /// roots with children. Expanding a group puts its children's rows
    /// under its row, one level in; an empty children array is a group
    /// with nothing to show; collapsing hides the rows again, and the
    /// groups inside keep their expansion.
    @Test func aHierarchicalListExpandsAndCollapsesItsGroups() throws {
        let app = try settledApp(FileBrowser())
        #expect(textFrame(app, "Documents")?.origin == CGPoint(x: 36, y: 96))
        #expect(textFrame(app, "Photos")?.origin == CGPoint(x: 36, y: 140))
        #expect(textFrame(app, "Music")?.origin == CGPoint(x: 36, y: 184))
        #expect(textFrame(app, "Resume") == nil)
        #expect(chevrons(app) == ["chevron.right", "chevron.right"])

        try app.tapAndSettle("Documents")
        let indented = 36 + ListMetrics.outlineIndentation
        #expect(textFrame(app, "Resume")?.origin == CGPoint(x: indented, y: 140))
        #expect(textFrame(app, "Drafts")?.origin == CGPoint(x: indented, y: 184))
        #expect(textFrame(app, "Photos")?.origin == CGPoint(x: 36, y: 228))
        #expect(textFrame(app, "Music")?.origin == CGPoint(x: 36, y: 272))
        #expect(chevrons(app) == ["chevron.down", "chevron.right", "chevron.right"])

        try app.tapAndSettle("Drafts")
        #expect(chevrons(app) == ["chevron.down", "chevron.down", "chevron.right"])
        #expect(textFrame(app, "Photos")?.origin == CGPoint(x: 36, y: 228))

        try app.tapAndSettle("Music")
        #expect(textFrame(app, "Song")?.origin == CGPoint(x: indented, y: 316))

        try app.tapAndSettle("Documents")
        #expect(textFrame(app, "Resume") == nil)
        #expect(textFrame(app, "Photos")?.origin == CGPoint(x: 36, y: 140))
        #expect(textFrame(app, "Song")?.origin == CGPoint(x: indented, y: 228))
        try app.tapAndSettle("Documents")
        #expect(chevrons(app) == ["chevron.down", "chevron.down", "chevron.down"])
    }

    /// A row's separator starts under its text, so an indented row's
    /// separator is indented with it.
    @Test func separatorsFollowTheIndentation() throws {
        let app = try settledApp(FileBrowser())
        try app.tapAndSettle("Documents")
        let starts = listSeparators(app).map(\.minX)
        // Documents, Resume, Drafts, Photos (Music is the last row: none).
        #expect(starts == [36, 46, 46, 36])
    }

    /// The rows below slide to their new places while the expanded rows
    /// fade in, with `Animation.default`: three frames after the tap the
    /// next root is drawn between its old and new place, the first child
    /// part-transparent; settled, both are where the layout puts them.
    @Test func expandingIsAnimated() throws {
        let app = try settledApp(FileBrowser())
        let full = try #require(drawnText(app, "Documents")).opacity
        try app.tap(.text("Documents"))
        app.pump(1.0 / 60 * 3)
        let photos = try #require(drawnText(app, "Photos"))
        #expect(photos.origin.y > 140 && photos.origin.y < 228)
        let resume = try #require(drawnText(app, "Resume"))
        #expect(resume.opacity > 0 && resume.opacity < full)
        try app.pumpAndSettle()
        #expect(drawnText(app, "Photos")?.origin.y == 228)
        #expect(drawnText(app, "Resume")?.opacity == full)
    }

    struct AdvancedSettings: View {
        @State var showsNetwork = true
        var body: some View {
            List {
                Section("Advanced") {
                    DisclosureGroup("Network", isExpanded: $showsNetwork) {
                        Text("Proxy")
                        Text("DNS")
                    }
                    DisclosureGroup("Storage") {
                        Text("Cache")
                    }
                }
                Section {
                    Text("Version \(showsNetwork ? "shown" : "hidden")")
                }
            }
        }
    }

    /// A `DisclosureGroup` in a list: its label a row, each view of its
    /// content a row under it while expanded. One with a binding follows
    /// and writes the binding; one without keeps its expansion in the list.
    /// "ADVANCED" (13 pt footnote line) is at y 82, its rows from 102.
    @Test func disclosureGroupsInAListAreRows() throws {
        let app = try settledApp(AdvancedSettings())
        #expect(textFrame(app, "Network")?.origin == CGPoint(x: 36, y: 116))
        #expect(textFrame(app, "Proxy")?.origin == CGPoint(x: 46, y: 160))
        #expect(textFrame(app, "DNS")?.origin == CGPoint(x: 46, y: 204))
        #expect(textFrame(app, "Storage")?.origin == CGPoint(x: 36, y: 248))
        #expect(textFrame(app, "Cache") == nil)
        #expect(textFrame(app, "Version shown") != nil)

        try app.tapAndSettle("Network")
        #expect(textFrame(app, "Proxy") == nil)
        #expect(textFrame(app, "Storage")?.origin == CGPoint(x: 36, y: 160))
        #expect(textFrame(app, "Version hidden") != nil)

        try app.tapAndSettle("Storage")
        #expect(textFrame(app, "Cache")?.origin == CGPoint(x: 46, y: 204))
    }

    /// Groups inside groups indent one level more each.
    @Test func nestedGroupsIndentPerLevel() throws {
        struct Nested: View {
            @State var outer = true
            @State var inner = true
            var body: some View {
                List {
                    DisclosureGroup("One", isExpanded: $outer) {
                        DisclosureGroup("Two", isExpanded: $inner) {
                            Text("Three")
                        }
                    }
                }
            }
        }
        let app = try settledApp(Nested())
        #expect(textFrame(app, "One")?.minX == 36)
        #expect(textFrame(app, "Two")?.minX == 46)
        #expect(textFrame(app, "Three")?.minX == 56)
        let third: CGFloat = 96 + 44 + 44
        #expect(textFrame(app, "Three")?.minY == third)
    }

    struct Picking: View {
        @State var selected: String?
        var body: some View {
            VStack {
                Text("Selected: \(selected ?? "none")")
                List(ListOutlineTests.files, children: \.children, selection: $selected) { item in
                    Text(item.name)
                }
            }
        }
    }

    /// In a list with a selection, a leaf row stands for its element's id.
    @Test func aLeafRowSelectsItsElement() throws {
        let app = try settledApp(Picking())
        try app.tapAndSettle("Photos")
        #expect(textFrame(app, "Selected: Photos") != nil)
    }

    /// A group's row in a list with a selection selects its element, as
    /// a cell with a selection action does on iOS; its chevron toggles it.
    @Test func aGroupRowSelectsAndItsChevronToggles() throws {
        let app = try settledApp(Picking())
        try app.tapAndSettle("Documents")
        #expect(textFrame(app, "Selected: Documents") != nil)
        #expect(textFrame(app, "Resume") == nil)
        let chevron = try #require(app.app.graph.inspect().all { $0.kind == "Image" && $0.text == "chevron.right" }.first?.frame)
        try app.tapAndSettle(CGPoint(x: chevron.midX, y: chevron.midY))
        #expect(textFrame(app, "Resume") != nil)
        #expect(textFrame(app, "Selected: Documents") != nil)
    }

    /// Outside a list an outline is nested disclosure groups: the label
    /// row, and 8 pt under it, the children while expanded.
    @Test func anOutlineOutsideAListIsDisclosureGroups() throws {
        struct Tree: View {
            var body: some View {
                VStack(alignment: .leading, spacing: 0) {
                    OutlineGroup(ListOutlineTests.files, children: \.children) { item in
                        Text(item.name)
                    }
                }
                .frame(width: 200)
            }
        }
        let app = try settledApp(Tree())
        #expect(textFrame(app, "Resume") == nil)
        try app.tapAndSettle("Documents")
        let documents = try #require(textFrame(app, "Documents"))
        #expect(textFrame(app, "Resume")?.minY == documents.maxY + DisclosureMetrics.contentSpacing)
        #expect(textFrame(app, "Resume")?.minX == documents.minX)
    }

    struct Places: View {
        var sidebar = true
        @State var showsFavorites = true
        var body: some View {
            let list = List {
                Section("Favorites", isExpanded: $showsFavorites) {
                    Text("Home")
                    Text("Work")
                }
                Section("Recent") {
                    Text("Cafe")
                }
            }
            return Group {
                if sidebar { list.listStyle(.sidebar) } else { list }
            }
        }
    }

    /// `Section(_:isExpanded:)`: in a sidebar list the header has the
    /// chevron, a tap on it collapses the section (its rows go, the next
    /// section moves up by their 88 pt) and expands it again.
    @Test func aCollapsibleSectionInASidebarList() throws {
        let app = try settledApp(Places())
        #expect(textFrame(app, "Home")?.minY == 116)
        // Its rows end 88 pt under the first row's text, then 35 pt to the next header and its 20.
        let cafe: CGFloat = 116 + 88 + 35 + 20
        #expect(textFrame(app, "Cafe")?.minY == cafe)
        #expect(chevrons(app) == ["chevron.down"])
        try app.tapAndSettle(try app.center(of: .kind("Image")))
        #expect(textFrame(app, "Home") == nil)
        #expect(textFrame(app, "Cafe")?.minY == cafe - 88)
        #expect(chevrons(app) == ["chevron.right"])
        try app.tapAndSettle(try app.center(of: .kind("Image")))
        #expect(textFrame(app, "Work")?.minY == 160)
    }

    /// In other styles a collapsible section has no chevron; its binding
    /// still shows and hides its content.
    @Test func aCollapsibleSectionElsewhereFollowsItsBindingOnly() throws {
        struct Collapsed: View {
            @State var shows = false
            var body: some View {
                List {
                    Section("Favorites", isExpanded: $shows) { Text("Home") }
                    Button("Show") { shows = true }
                }
            }
        }
        let app = try settledApp(Collapsed())
        #expect(textFrame(app, "Home") == nil)
        #expect(chevrons(app).isEmpty)
        try app.tapAndSettle("Show")
        #expect(textFrame(app, "Home") != nil)
    }
}
