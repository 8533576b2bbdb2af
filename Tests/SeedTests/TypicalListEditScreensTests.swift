import Foundation
import Testing
import ScrollSim

// Screens written the way app code writes them with SwiftUI; only the
// import differs. iPhone 14, fake measurer (16 pt lines at 17 pt, 8 pt a
// character), 1×.

struct Fruit: Identifiable {
    let id = UUID()
    let name: String
}

/// A reorderable, deletable list with an Edit button, as Apple's samples write it.
struct FruitListView: View {
    @State private var fruits = ["Apple", "Banana", "Cherry", "Date"].map { Fruit(name: $0) }

    var body: some View {
        NavigationStack {
            List {
                ForEach(fruits) { fruit in
                    Text(fruit.name)
                }
                .onDelete(perform: delete)
                .onMove(perform: move)
            }
            .navigationTitle("Fruit")
            .toolbar { EditButton() }
        }
    }

    func delete(at offsets: IndexSet) {
        fruits.remove(atOffsets: offsets)
    }

    func move(from source: IndexSet, to destination: Int) {
        fruits.move(fromOffsets: source, toOffset: destination)
    }
}

/// Two sections a user orders separately, with a row that stays put.
struct PlaylistsView: View {
    @State private var pinned = ["Favourites", "Recently Added"]
    @State private var mine = ["Running", "Focus", "Road Trip"]
    @State private var editMode = EditMode.inactive

    var body: some View {
        NavigationStack {
            List {
                Section("Pinned") {
                    ForEach(pinned, id: \.self) { name in
                        Text(name)
                            .moveDisabled(name == "Favourites")
                    }
                    .onMove { pinned.move(fromOffsets: $0, toOffset: $1) }
                }
                Section("My Playlists") {
                    ForEach(mine, id: \.self) { name in
                        Label(name, systemImage: "music.note.list")
                    }
                    .onMove { mine.move(fromOffsets: $0, toOffset: $1) }
                    .onDelete { mine.remove(atOffsets: $0) }
                }
            }
            .navigationTitle("Playlists")
            .toolbar {
                Button(editMode.isEditing ? "Done" : "Reorder") {
                    editMode = editMode.isEditing ? .inactive : .active
                }
            }
            .environment(\.editMode, $editMode)
        }
    }
}

@MainActor
@Suite struct TypicalListEditScreensTests {
    func frame(_ app: TestApp, _ text: String) throws -> CGRect {
        try #require(textFrame(app, text), "\(text) is laid out")
    }

    /// The grip lines drawn (18 × 2 rounded rects), in draw order.
    func gripLines(_ app: TestApp) -> [CGRect] {
        app.lastFrame!.drawList.commands.compactMap { command in
            if case .fillRoundedRect(let rect, 1, _) = command, rect.width == 18, rect.height == 2 { return rect }
            return nil
        }
    }

    /// Inset-grouped under a large title: rows 44 pt from 178 (143 + the
    /// 35 pt section spacing), text 20 pt into the 16 pt card (x 36). Edit
    /// shows the delete controls (x 36) and the content moves to 74; the
    /// grips sit in the 44 pt controls at the card's trailing edge (card
    /// 16 ..< 374, control 330 ..< 374, lines 343 ..< 361). Apple's grip
    /// dragged 90 pt down puts Apple's middle (200 + 90) past Cherry's
    /// (288): `move(from: [0], to: 3)`; Done puts the rows back to x 36.
    @Test func fruitListReordersWithEditButton() throws {
        let app = try settledApp(FruitListView())
        #expect(try frame(app, "Apple") == CGRect(x: 36, y: 192, width: 40, height: 16))
        #expect(gripLines(app).isEmpty)
        try app.tap(.text("Edit"))
        try app.pumpAndSettle()
        #expect(try frame(app, "Done").minX == 342)
        #expect(try frame(app, "Apple") == CGRect(x: 74, y: 192, width: 40, height: 16))
        #expect(try frame(app, "Date") == CGRect(x: 74, y: 324, width: 32, height: 16))
        let lines = gripLines(app)
        #expect(lines.count == 12)
        #expect(lines.first == CGRect(x: 343, y: 193, width: 18, height: 2))
        #expect(lines.last == CGRect(x: 343, y: 337, width: 18, height: 2))
        app.drag(from: CGPoint(x: 352, y: 200), to: CGPoint(x: 352, y: 290))
        // The finger is still down: Apple is drawn 90 pt down, above Cherry's text.
        #expect(try frame(app, "Apple") == CGRect(x: 74, y: 282, width: 40, height: 16))
        try app.pumpAndSettle()
        #expect(try frame(app, "Banana").minY == 192)
        #expect(try frame(app, "Cherry").minY == 236)
        #expect(try frame(app, "Apple").minY == 280)
        #expect(try frame(app, "Date").minY == 324)
        let rows = app.app.graph.inspect().all { $0.kind == "ListRow" }.map(\.frame)
        #expect(rows == [CGRect(x: 0, y: 143, width: 390, height: 79), CGRect(x: 0, y: 222, width: 390, height: 44),
                         CGRect(x: 0, y: 266, width: 390, height: 44), CGRect(x: 0, y: 310, width: 390, height: 79)])
        try app.tap(.text("Done"))
        try app.pumpAndSettle()
        #expect(try frame(app, "Apple") == CGRect(x: 36, y: 280, width: 40, height: 16))
        #expect(gripLines(app).isEmpty)
    }

    /// Edit toggles edit mode with `Animation.default`: laid out in the
    /// frame after the tap, Apple's text slides from 36 to 74 as
    /// 74 − 38·e^(−ωt)(1 + ωt), ω = 2π/0.55, t = (k − 1)/60 in frame k.
    @Test func editSlidesTheContentIn() throws {
        let app = try settledApp(FruitListView())
        try app.tap(.text("Edit"))
        for k in 1...20 {
            app.pump(1.0 / 60)
            let x = 74 - 38 * defaultSpringDisplacement(1, Double(k - 1) / 60)
            #expect(abs(Double(try #require(drawnText(app, "Apple")).origin.x) - x) < 1e-9, "frame \(k)")
        }
        try app.pumpAndSettle()
        #expect(try frame(app, "Apple").minX == 74)
    }

    /// With its own edit-mode binding: Favourites has no grip (moveDisabled)
    /// but moves aside for Recently Added; a row dragged far down stays in
    /// its section (Recently Added, dragged 300 pt, ends its section);
    /// My Playlists' rows have delete controls and grips, their labels at 74.
    @Test func playlistsMoveWithinTheirSections() throws {
        let app = try settledApp(PlaylistsView())
        try app.tap(.text("Reorder"))
        try app.pumpAndSettle()
        let favourites = try frame(app, "Favourites"), recent = try frame(app, "Recently Added")
        #expect(favourites.minX == 36 && recent.minX == 36)
        // Running's label: its symbol at 74, then 8 pt, then its title.
        #expect(try frame(app, "Running").minX == 74 + SymbolMetrics.side(for: .body) + 8)
        // Pinned: one grip (Recently Added); My Playlists: three.
        let lines = gripLines(app)
        #expect(lines.count == 12)
        #expect(lines[0].midY == recent.midY - 6)
        app.drag(from: CGPoint(x: 352, y: recent.midY), to: CGPoint(x: 352, y: recent.midY - 44))
        try app.pumpAndSettle()
        #expect(try frame(app, "Recently Added").minY == favourites.minY)
        #expect(try frame(app, "Favourites").minY == recent.minY)
        let running = try frame(app, "Running")
        app.drag(from: CGPoint(x: 352, y: favourites.midY), to: CGPoint(x: 352, y: favourites.midY + 300))
        try app.pumpAndSettle()
        #expect(try frame(app, "Recently Added").minY == recent.minY)
        #expect(try frame(app, "Running") == running)
        try app.tap(.text("Done"))
        try app.pumpAndSettle()
        #expect(gripLines(app).isEmpty)
        #expect(try frame(app, "Recently Added").minX == 36)
    }
}
