import Foundation
import Testing
import ScrollSim

/// Pickers on an iPhone 14 with the fake measurer (16 pt lines at 17 pt,
/// 8 pt a character, scaled with the font). Rules (docs/layout-rules.md,
/// "Forms and input"): a segmented picker is as wide as offered and 32 pt
/// tall, its segments equal, the selected one's card inset 2 pt; a menu
/// picker in a list row shows its title leading and the selected option
/// with chevrons trailing, and a tap opens a 250 pt menu of 44 pt rows
/// 4 pt under the value, its trailing edge on the value's.
@MainActor
@Suite struct PickerTests {
    struct Segmented: View {
        @State var size = "M"
        var body: some View {
            VStack {
                Picker("Size", selection: $size) {
                    Text("S").tag("S")
                    Text("M").tag("M")
                    Text("L").tag("L")
                }
                .pickerStyle(.segmented)
                Text("size \(size)")
            }
            .padding(16)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
        }
    }

    /// Equal to a thousandth of a point (thirds of 358 do not add up exactly).
    func close(_ a: CGRect?, _ b: CGRect) -> Bool {
        guard let a else { return false }
        return abs(a.minX - b.minX) < 0.001 && abs(a.minY - b.minY) < 0.001
            && abs(a.width - b.width) < 0.001 && abs(a.height - b.height) < 0.001
    }

    func roundedRects(_ app: TestApp) -> [CGRect] {
        app.app.graph.inspect().all { $0.kind == "RoundedRectangle" }.map(\.frame)
    }

    /// Track 358 × 32 at (16, 63); segments 358 / 3 wide; the card of the
    /// selected one inset 2: (16 + 358/3 + 2, 65, 358/3 − 4, 28). A tap on
    /// "L" selects it and moves the card to the third segment.
    @Test func segmentedControlFrames() throws {
        let app = try settledApp(Segmented())
        let segment: CGFloat = 358.0 / 3
        var rects = roundedRects(app)
        #expect(rects.count == 2)
        #expect(rects.first == CGRect(x: 16, y: 63, width: 358, height: 32))
        #expect(close(rects.last, CGRect(x: 16 + segment + 2, y: 65, width: segment - 4, height: 28)))
        // "M" at 13 pt: 8 × 13/17 = 6.1… wide, centred in its segment.
        let m = try #require(textFrame(app, "M"))
        #expect(abs(m.midX - (16 + segment * 1.5)) < 0.001)
        try app.tap(.text("L"))
        try app.pumpAndSettle()
        #expect(textFrame(app, "size L") != nil)
        rects = roundedRects(app)
        #expect(close(rects.last, CGRect(x: 16 + 2 * segment + 2, y: 65, width: segment - 4, height: 28)))
    }

    struct Settings: View {
        @State var theme = "Light"
        let themes = ["Light", "Dark", "System"]
        var body: some View {
            Form {
                Section {
                    Picker("Theme", selection: $theme) {
                        ForEach(themes, id: \.self) { Text($0) }
                    }
                    Text("theme \(theme)")
                }
            }
        }
    }

    /// The row: "Theme" at the card's content inset (16 + 20); "Light" and
    /// the chevrons against the trailing inset (390 − 36 = 354), 4 pt apart.
    /// A tap opens the menu (a 250 pt card whose trailing edge is the
    /// value's, 4 pt under it); a tap on "Dark" selects it and closes it.
    @Test func menuPickerInAFormRow() throws {
        let app = try settledApp(Settings())
        // The form starts at the safe area's top (47) + 35 section spacing; rows are 44 pt, text 14 pt down.
        let rowTop: CGFloat = 47 + 35
        #expect(textFrame(app, "Theme") == CGRect(x: 36, y: rowTop + 14, width: 40, height: 16))
        let chevron = try #require(app.app.graph.inspect().all { $0.kind == "Image" }.first?.frame)
        #expect(chevron.maxX == 354)
        let light = try #require(textFrame(app, "Light"))
        #expect(light.maxX == chevron.minX - 4)
        #expect(light.minY == rowTop + 14)
        #expect(textFrame(app, "Dark") == nil)
        try app.tap(.text("Theme"))
        try app.pumpAndSettle()
        // The menu's rows: 44 pt from 4 pt under the value (its bottom, the chevrons' or the text's).
        let valueBottom = max(light.maxY, chevron.maxY)
        // Rows 44 pt with a one-pixel divider (1 pt at 1×) between them.
        let dark = try #require(textFrame(app, "Dark"))
        #expect(dark.minY == valueBottom + 4 + 44 + 1 + 14)
        let system = try #require(textFrame(app, "System"))
        #expect(system.minY == valueBottom + 4 + 88 + 2 + 14)
        #expect(system.minX == dark.minX)
        // The rows' text starts after the 16 pt inset, the checkmark and 8 pt.
        let checkmarkWidth = try #require(app.app.graph.inspect().all { $0.kind == "Image" }.last?.frame.width)
        #expect(abs(dark.minX - (354 - 250 + 16 + checkmarkWidth + 8)) < 0.001)
        try app.tap(.text("Dark"))
        try app.pumpAndSettle()
        #expect(textFrame(app, "theme Dark") != nil)
        #expect(textFrame(app, "System") == nil)
        // Open again, tap outside: it closes and the selection stays.
        try app.tap(.text("Theme"))
        try app.pumpAndSettle()
        #expect(textFrame(app, "System") != nil)
        app.tap(CGPoint(x: 40, y: 700))
        try app.pumpAndSettle()
        #expect(textFrame(app, "System") == nil)
        #expect(textFrame(app, "theme Dark") != nil)
    }

    enum Flavor: String, CaseIterable, Identifiable {
        case chocolate, vanilla
        var id: Self { self }
    }

    struct Flavors: View {
        @State var flavor = Flavor.vanilla
        var body: some View {
            VStack {
                Picker("Flavor", selection: $flavor) {
                    ForEach(Flavor.allCases) { Text($0.rawValue.capitalized) }
                }
                Picker("Flavor", selection: $flavor) {
                    Text("Chocolate").tag(Flavor.chocolate)
                    Text("Vanilla").tag(Flavor.vanilla)
                }
                .pickerStyle(.wheel)
            }
        }
    }

    /// Identifiable options are tagged with their ids; outside a list a menu
    /// picker is its value alone, in the tint; a wheel is its value.
    @Test func tagsByIdAndOtherStyles() throws {
        let app = try settledApp(Flavors())
        let shown = app.app.graph.inspect().all { $0.kind == "Text" }.compactMap(\.text)
        #expect(shown == ["Vanilla", "Vanilla"])
    }

    struct Actions: View {
        @State var log: [String] = []
        var body: some View {
            VStack {
                Menu("Actions") {
                    Button("Rename") { log.append("rename") }
                    Button("Delete", role: .destructive) { log.append("delete") }
                }
                Text("log \(log.joined(separator: ","))")
            }
            .padding(16)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            .contextMenu { Button("Copy") {} }
            .autocapitalization(.none)
        }
    }

    /// A menu opens 8 pt under its label, its leading edge on the label's
    /// (kept 8 pt inside the window), 44 pt rows with labels 16 pt in; an
    /// item runs its action and closes the menu.
    @Test func menuRunsAnItemAndCloses() throws {
        let app = try settledApp(Actions())
        let label = try #require(textFrame(app, "Actions"))
        #expect(textFrame(app, "Rename") == nil)
        try app.tap(.text("Actions"))
        try app.pumpAndSettle()
        let x = min(label.minX, 390 - 8 - 250)
        #expect(textFrame(app, "Rename") == CGRect(x: x + 16, y: label.maxY + 8 + 14, width: 48, height: 16))
        #expect(textFrame(app, "Delete")?.minY == label.maxY + 8 + 44 + 14)
        try app.tap(.text("Delete"))
        try app.pumpAndSettle()
        #expect(textFrame(app, "log delete") != nil)
        #expect(textFrame(app, "Rename") == nil)
    }
}
