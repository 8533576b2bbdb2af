import Foundation
import Testing
import ScrollSim

// Grid, anchor and alignment screens written the way app code writes them
// with SwiftUI (only the import differs), laid out with the fixed-advance
// measurer (8 pt a character, 16 pt a 17 pt line), 1×, no safe area.

struct Photo: Identifiable {
    let id: Int
}

/// A photo library: square thumbnails, as many 100 pt columns as fit, 2 pt apart.
struct PhotoGridScreen: View {
    let photos = (0..<300).map(Photo.init)
    let columns = [GridItem(.adaptive(minimum: 100), spacing: 2)]

    var body: some View {
        ScrollView {
            LazyVGrid(columns: columns, spacing: 2) {
                ForEach(photos) { photo in
                    Rectangle()
                        .fill(.gray)
                        .aspectRatio(1, contentMode: .fit)
                        .overlay { Text("\(photo.id)").foregroundStyle(.white) }
                }
            }
        }
    }
}

struct SelectedTabBounds: PreferenceKey {
    static var defaultValue: Anchor<CGRect>? { nil }
    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
        value = value ?? nextValue()
    }
}

/// A segmented tab bar whose underline moves to the selected tab through an anchor.
struct UnderlinedTabsScreen: View {
    @State private var selected = "Photos"
    let tabs = ["Photos", "Albums", "Search"]

    var body: some View {
        VStack(spacing: 0) {
            HStack(spacing: 24) {
                ForEach(tabs, id: \.self) { tab in
                    Text(tab)
                        .onTapGesture { selected = tab }
                        .anchorPreference(key: SelectedTabBounds.self, value: .bounds) { anchor in
                            tab == selected ? anchor : nil
                        }
                }
            }
            .padding(.vertical, 12)
            .overlayPreferenceValue(SelectedTabBounds.self) { anchor in
                GeometryReader { proxy in
                    if let anchor {
                        let rect = proxy[anchor]
                        Capsule()
                            .fill(.blue)
                            .frame(width: rect.width, height: 3)
                            .offset(x: rect.minX, y: rect.maxY + 4)
                    }
                }
            }
            Spacer()
        }
    }
}

/// A profile form: labels right-aligned in one column, values in the next,
/// a divider across, a note spanning both columns.
struct ProfileFormScreen: View {
    var body: some View {
        ScrollView {
            Grid(alignment: .leading, horizontalSpacing: 12, verticalSpacing: 10) {
                GridRow {
                    Text("Name").gridColumnAlignment(.trailing)
                    Text("Ada Lovelace")
                }
                GridRow {
                    Text("E-mail")
                    Text("ada@example.com")
                }
                Divider()
                GridRow {
                    Text("Notes")
                    Text("First programmer").foregroundStyle(.secondary)
                }
                GridRow {
                    Text("Saved automatically").font(.footnote).gridCellColumns(2)
                }
            }
            .padding()
        }
    }
}

/// Photos by month, the month's title pinned over its photos.
struct AlbumByMonthScreen: View {
    let months = ["June", "July", "August"]
    var body: some View {
        ScrollView {
            LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible()), GridItem(.flexible())],
                      spacing: 8, pinnedViews: [.sectionHeaders]) {
                ForEach(months, id: \.self) { month in
                    Section {
                        ForEach(0..<12, id: \.self) { _ in Color.gray.frame(height: 100) }
                    } header: {
                        Text(month)
                            .frame(maxWidth: .infinity, alignment: .leading)
                            .frame(height: 30)
                            .background(Color.white)
                    }
                }
            }
        }
    }
}

/// A feed of tiles that records which appear and disappear.
struct TileFeedScreen: View {
    let appeared: Recorder<Int>
    let disappeared: Recorder<Int>
    var body: some View {
        ScrollView {
            LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible()), GridItem(.flexible())]) {
                ForEach(0..<300, id: \.self) { i in
                    Color.orange.frame(height: 100)
                        .onAppear { appeared(i) }
                        .onDisappear { disappeared(i) }
                }
            }
        }
    }
}

@MainActor
@Suite struct TypicalGridScreensTests {
    @Test func monthTitlesStayPinnedUntilTheNextMonthPushesThem() {
        let app = scrollApp(AlbumByMonthScreen(), size: CGSize(width: 390, height: 800))
        app.frame()
        app.frame()
        // A section: the title line (30), 8, four rows of 100 with 8 between, and
        // the 8 after it: 470. The title's text is 7 below its line's top.
        #expect(app.app.graph.frame(ofText: "June")?.minY == 7)
        func scroll(to y: CGFloat) {
            app.app.scrollController!.setContentOffset(CGPoint(x: 0, y: y), animated: false, at: app.time)
            app.frame()
            app.frame()
        }
        // At 200 June's title is pinned at the top: max(0, min(200, 470 − 30)) − 200 = 0.
        scroll(to: 200)
        #expect(app.app.graph.frame(ofText: "June")?.minY == 7)
        // At 450 July's title (at 470, 20 down) pushes it up: min(450, 440) − 450 = −10.
        scroll(to: 450)
        #expect(app.app.graph.frame(ofText: "June")?.minY == -3)
        #expect(app.app.graph.frame(ofText: "July")?.minY == 27)
        // At 1000, August's section (from 940) has its title pinned at the top.
        scroll(to: 1000)
        #expect(app.app.graph.frame(ofText: "August")?.minY == 7)
    }

    @Test func gridCellsAppearWhenTheyMeetTheVisiblePartAndDisappearWhenTheyLeave() {
        let appeared = Recorder<Int>(), disappeared = Recorder<Int>()
        let app = scrollApp(TileFeedScreen(appeared: appeared, disappeared: disappeared), size: CGSize(width: 390, height: 800))
        app.frame()
        app.frame()
        // Rows every 108 pt: rows 0 … 7 (the last from 756) meet 0 ..< 800.
        #expect(Set(appeared.values) == Set(0..<24))
        // Scrolled to 2000: rows 18 … 25 (1944 ..< 2044 to 2700 ..< 2800) meet it.
        app.app.scrollController!.setContentOffset(CGPoint(x: 0, y: 2000), animated: false, at: app.time)
        app.frame()
        app.frame()
        #expect(Set(appeared.values) == Set(0..<24).union(54..<78))
        #expect(Set(disappeared.values) == Set(0..<24))
    }

    @Test func photoGridHasThreeSquareColumnsAndBuildsOnlyNearbyRows() throws {
        let app = scrollApp(PhotoGridScreen(), size: CGSize(width: 390, height: 800))
        app.frame()
        app.frame()
        // ⌊(390 + 2) / (100 + 2)⌋ = 3 columns of (390 − 2 × 2) / 3; squares.
        let side: CGFloat = (390 - 4) / 3
        let pitch = side + 2
        let cells = app.app.graph.views("Rectangle").map(\.frame)
        #expect(abs(cells[0].width - side) < 1e-9 && abs(cells[0].height - side) < 1e-9)
        #expect(abs(cells[4].minX - pitch) < 1e-9 && abs(cells[4].minY - pitch) < 1e-9)
        // The number 4 is centred in its square.
        let four = try #require(app.app.graph.frame(ofText: "4"))
        #expect(abs(four.midX - (pitch + side / 2)) < 1e-9)
        // Lines starting within one viewport (800) below the visible part are
        // built: those at k × pitch ≤ 1600, 13 lines of 3.
        let lines = Int((1600 / pitch).rounded(.down)) + 1
        #expect(cells.count == lines * 3)
        // 100 lines of the same height: the content is exactly 100 sides plus 99 gaps.
        let height: CGFloat = 100 * side + 99 * 2
        #expect(abs(app.scroll.contentSize.height - height) < 1e-6)
        // Scrolled down, the photos there are built and those at the top released.
        app.app.scrollController!.setContentOffset(CGPoint(x: 0, y: 50 * pitch), animated: false, at: app.time)
        app.frame()
        app.frame()
        #expect(app.app.graph.frame(ofText: "150") != nil)
        #expect(app.app.graph.frame(ofText: "0") == nil)
    }

    @Test func underlineFollowsTheSelectedTab() throws {
        let app = scrollApp(UnderlinedTabsScreen(), size: CGSize(width: 390, height: 800))
        app.frame()
        // Three 48 pt titles 24 apart: 192, centred at (390 − 192) / 2 = 99.
        let photos = try #require(app.app.graph.frame(ofText: "Photos"))
        #expect(photos.minX == 99 && photos.minY == 12)
        var line = app.app.graph.frame("Capsule")
        #expect(line == CGRect(x: 99, y: 12 + 16 + 4, width: 48, height: 3))
        try app.press("Albums")
        app.frame()
        line = app.app.graph.frame("Capsule")
        #expect(line == CGRect(x: 99 + 48 + 24, y: 32, width: 48, height: 3))
    }

    @Test func formGridAlignsLabelsAndValues() throws {
        let app = scrollApp(ProfileFormScreen(), size: CGSize(width: 390, height: 800))
        app.frame()
        let grid = app.app.graph.frame("Grid")
        // Labels: max(32, 48, 40) = 48; values: max(96, 120, 128) = 128; 12 apart.
        #expect(grid.width == CGFloat(48 + 12 + 128))
        // The labels' column is trailing-aligned; the values leading.
        let name = try #require(app.app.graph.frame(ofText: "Name"))
        #expect(name.minX - grid.minX == 16)
        #expect(try #require(app.app.graph.frame(ofText: "ada@example.com")).minX - grid.minX == 60)
        // Rows of 16, 16, the divider (1) and 16, 10 apart: the notes row at 16 + 10 + 16 + 10 + 1 + 10.
        let divider = app.app.graph.frame("Divider")
        #expect(divider.width == grid.width && divider.minY - grid.minY == 52)
        #expect(try #require(app.app.graph.frame(ofText: "Notes")).minY - grid.minY == 63)
        // The footnote spans both columns and takes the grid's leading alignment,
        // not its first column's trailing one: it starts at the grid's edge.
        #expect(try #require(app.app.graph.frame(ofText: "Saved automatically")).minX == grid.minX)
    }
}
