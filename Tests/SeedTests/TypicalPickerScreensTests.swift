import Foundation
import Testing
import ScrollSim

// Screens with pickers in lists, written the way app code writes them with
// SwiftUI; only the import differs. iPhone 14 (390 × 844, safe area 47 /
// 34), fake measurer (16 pt lines at 17 pt, 8 pt a character, scaled with
// the font), 1×.

struct SoundSettingsView: View {
    enum Ringtone: String, CaseIterable, Identifiable {
        case radar, beacon, chimes, signal
        var id: Self { self }
    }

    @State private var ringtone = Ringtone.radar
    @State private var vibrate = true
    @State private var volume = "Medium"

    var body: some View {
        NavigationStack {
            Form {
                Section("Ringtone") {
                    Picker("Ringtone", selection: $ringtone) {
                        ForEach(Ringtone.allCases) { tone in
                            Text(tone.rawValue.capitalized)
                        }
                    }
                    .pickerStyle(.navigationLink)
                    Toggle("Vibrate", isOn: $vibrate)
                }
                Section {
                    Picker("Volume", selection: $volume) {
                        ForEach(["Low", "Medium", "High"], id: \.self) { level in
                            Text(level)
                        }
                    }
                    .pickerStyle(.inline)
                }
            }
            .navigationTitle("Sounds")
        }
    }
}

struct InboxFilterView: View {
    enum SortOrder: String, CaseIterable, Identifiable {
        case newest = "Newest", oldest = "Oldest", popular = "Most popular"
        var id: Self { self }
    }

    @State private var sort = SortOrder.newest
    @State private var category = "All"

    var body: some View {
        NavigationStack {
            List {
                Section("Sort by") {
                    Picker("Sort by", selection: $sort) {
                        ForEach(SortOrder.allCases) { order in
                            Text(order.rawValue)
                        }
                    }
                    .labelsHidden()
                }
                Section {
                    Picker("Category", selection: $category) {
                        Label("All", systemImage: "tray").tag("All")
                        Label("Unread", systemImage: "envelope.badge").tag("Unread")
                    }
                }
                Text("Showing \(category), \(sort.rawValue)")
            }
            .pickerStyle(.inline)
            .navigationTitle("Filter")
            .navigationBarTitleDisplayMode(.inline)
        }
    }
}

@MainActor
@Suite struct TypicalPickerScreensTests {
    /// Under the large title (content from 143): "RINGTONE" (13 pt) 35
    /// down, its rows 7 under it at 198: the navigation link picker's row
    /// (44) and the toggle's (31 + 22 = 53). The inline picker alone in its
    /// section: "VOLUME" 35 under that card (330) and one 44 pt row per
    /// level from 350, the checkmark at "Medium". A tap on "High" moves it;
    /// the ringtone row pushes a page of the tones (from 91 + 35 = 126);
    /// "Chimes" chooses and pops, and the row shows it.
    @Test func aSoundSettingsForm() throws {
        let app = try settledApp(SoundSettingsView())
        let rows0: CGFloat = 143 + 35 + 13 + 7
        #expect(textFrame(app, "RINGTONE")?.minY == rows0 - 7 - 13)
        #expect(textFrame(app, "Ringtone") == CGRect(x: 36, y: rows0 + 14, width: 64, height: 16))
        let chevron = try #require(app.app.graph.inspect().all { $0.kind == "Image" && $0.text == "chevron.forward" }.first?.frame)
        #expect(chevron.maxX == 354)
        #expect(textFrame(app, "Radar") == CGRect(x: 354 - chevron.width - 8 - 40, y: rows0 + 14, width: 40, height: 16))
        let switchFrame = try #require(app.app.graph.inspect().all { $0.kind == "Switch" }.first?.frame)
        #expect(switchFrame == CGRect(x: 354 - 51, y: rows0 + 44 + 11, width: 51, height: 31))
        let header1 = rows0 + 44 + 53 + 35
        #expect(textFrame(app, "VOLUME") == CGRect(x: 36, y: header1, width: (CGFloat(6 * 8 * 13) / 17).rounded(.up), height: 13))
        let rows1 = header1 + 13 + 7
        #expect(textFrame(app, "Low") == CGRect(x: 36, y: rows1 + 14, width: 24, height: 16))
        #expect(textFrame(app, "Medium")?.minY == rows1 + 44 + 14)
        #expect(textFrame(app, "High")?.minY == rows1 + 88 + 14)
        #expect(checkmarkFrames(app).map(\.midY) == [rows1 + 44 + 22])
        try app.tap(.text("High"))
        try app.pumpAndSettle()
        #expect(checkmarkFrames(app).map(\.midY) == [rows1 + 88 + 22])

        try app.tap(.text("Ringtone"))
        try app.pumpAndSettle()
        let page: CGFloat = 47 + 44 + 35
        #expect(["Radar", "Beacon", "Chimes", "Signal"].map { textFrame(app, $0)?.minY }
                == [page + 14, page + 44 + 14, page + 88 + 14, page + 132 + 14])
        #expect(checkmarkFrames(app).map(\.midY) == [page + 22])
        try app.tap(.text("Chimes"))
        try app.pumpAndSettle()
        #expect(textFrame(app, "Beacon") == nil)
        #expect(textFrame(app, "Chimes") == CGRect(x: 354 - chevron.width - 8 - 48, y: rows0 + 14, width: 48, height: 16))
        #expect(checkmarkFrames(app).map(\.midY) == [rows1 + 88 + 22])
    }

    /// An inline title (content from 91): "SORT BY" 35 down, the orders as
    /// rows from 146 (the title hidden); the category picker alone in a
    /// headerless section: "CATEGORY" as its header 35 under the first card,
    /// its `Label` options as rows. The loose text after it is a section of
    /// its own.
    @Test func anInboxFilterList() throws {
        let app = try settledApp(InboxFilterView())
        let rows0: CGFloat = 91 + 35 + 13 + 7
        #expect(textFrame(app, "SORT BY")?.minY == rows0 - 20)
        #expect(textFrame(app, "Newest") == CGRect(x: 36, y: rows0 + 14, width: 48, height: 16))
        #expect(textFrame(app, "Oldest")?.minY == rows0 + 44 + 14)
        #expect(textFrame(app, "Most popular")?.minY == rows0 + 88 + 14)
        let header1 = rows0 + 132 + 35
        #expect(textFrame(app, "CATEGORY")?.minY == header1)
        let rows1 = header1 + 20
        #expect(textFrame(app, "All")?.minY == rows1 + 14)
        #expect(textFrame(app, "Unread")?.minY == rows1 + 44 + 14)
        #expect(checkmarkFrames(app).map(\.midY) == [rows0 + 22, rows1 + 22])
        #expect(textFrame(app, "Showing All, Newest")?.minY == rows1 + 88 + 35 + 14)
        try app.tap(.text("Unread"))
        try app.pumpAndSettle()
        try app.tap(.text("Most popular"))
        try app.pumpAndSettle()
        #expect(checkmarkFrames(app).map(\.midY) == [rows0 + 88 + 22, rows1 + 44 + 22])
        #expect(textFrame(app, "Showing Unread, Most popular") != nil)
    }
}
