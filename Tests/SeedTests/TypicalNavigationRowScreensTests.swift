import Foundation
import Testing
import ScrollSim

// NavigationLink rows of lists and forms, written the way app code writes
// them with SwiftUI; only the import differs. iPhone 14 (390 × 844), fake
// measurer (16 pt lines at 17 pt, 8 pt a character), 1×.

struct LinkSettingsView: View {
    var body: some View {
        NavigationStack {
            List {
                Section("General") {
                    NavigationLink("About") { Text("About page") }
                    NavigationLink { Text("Language page") } label: {
                        HStack { Text("Language"); Spacer(); Text("English").foregroundStyle(.secondary) }
                    }
                    NavigationLink(value: 3) { Label("Notifications", systemImage: "bell") }
                }
            }
            .navigationDestination(for: Int.self) { Text("Item \($0)") }
            .navigationTitle("Settings")
        }
    }
}

struct LinkFormView: View {
    @State private var isOn = true
    var body: some View {
        NavigationStack {
            Form {
                Toggle("Wi-Fi", isOn: $isOn)
                NavigationLink("Privacy") { Text("Privacy page") }
            }
            .navigationTitle("Network")
        }
    }
}

struct LinkInRowScrollView: View {
    var body: some View {
        NavigationStack {
            List {
                VStack(alignment: .leading) {
                    Text("Lakes")
                    ScrollView(.horizontal) {
                        HStack {
                            NavigationLink("Mirror") { Text("Mirror page") }
                            NavigationLink("Hollow") { Text("Hollow page") }
                        }
                    }
                }
            }
        }
    }
}

struct LinkOutsideListView: View {
    var body: some View {
        NavigationStack {
            VStack {
                NavigationLink("Details") { Text("Details page") }
            }
        }
    }
}

@MainActor
@Suite struct TypicalNavigationRowScreensTests {
    /// The chevron's side: a symbol's box at 14 pt, 1443 / 2048 × 14.
    let side = NavigationRowMetrics.chevronSide
    /// An inset-grouped row's content spans x 36 to 390 − 16 − 20 = 354.
    let contentMaxX: CGFloat = 354

    /// The colour `text` is drawn in (the first run showing it).
    func textColor(_ app: TestApp, _ text: String) -> Color? {
        app.app.graph.drawList().commands.lazy.compactMap { c -> Color? in
            if case .text(let lines, _, let color) = c, lines.first?.text == text { return color }
            return nil
        }.first
    }

    /// The window frames of the symbols stroked in the chevron colour.
    /// The squares of the grey chevrons drawn, from their strokes: a
    /// chevron's first two points are at (0.36, 0.14) and (0.68, 0.5) of its
    /// square (the symbol's outline), rounded to a millionth of a point.
    func chevrons(_ app: TestApp) -> [CGRect] {
        let grey = NavigationRowMetrics.chevronColor.resolved(in: .light)
        return app.app.graph.drawList().commands.compactMap { c -> CGRect? in
            guard case .path(let d) = c, d.color == grey, d.stroke != nil, let line = d.subpaths.first, line.count == 3 else { return nil }
            let s = (line[1].x - line[0].x) / 0.32
            return micro(CGRect(x: line[0].x - 0.36 * s, y: line[0].y - 0.14 * s, width: s, height: s))
        }
    }

    func micro(_ r: CGRect) -> CGRect {
        func m(_ v: CGFloat) -> CGFloat { (v * 1e6).rounded() / 1e6 }
        return CGRect(x: m(r.minX), y: m(r.minY), width: m(r.width), height: m(r.height))
    }

    /// The rows start under the large title (143), the section spacing
    /// (35), "GENERAL" (13) and 7 pt: y 198, 44 pt each. Each chevron is
    /// at the content's trailing edge, centred on the row's 16 pt line:
    /// x 354 − side, y row + 14 + (16 − side) / 2. The labels end 8 pt
    /// before it: "English" (7 × 8 = 56) ends at 354 − side − 8.
    @Test func aSettingsScreenOfLinkRows() throws {
        let app = try settledNavigationApp(LinkSettingsView())
        let row0: CGFloat = 143 + 35 + 13 + 7
        #expect(app.textFrame("About") == CGRect(x: 36, y: row0 + 14, width: 40, height: 16))
        let chevronY = 14 + (16 - side) / 2
        let expected = (0..<3).map { CGRect(x: contentMaxX - side, y: row0 + 44 * CGFloat($0) + chevronY, width: side, height: side) }
        #expect(chevrons(app) == expected.map(micro))
        #expect(app.textFrame("Language") == CGRect(x: 36, y: row0 + 44 + 14, width: 64, height: 16))
        let valueMaxX: CGFloat = contentMaxX - side - NavigationRowMetrics.chevronSpacing
        #expect(app.textFrame("English") == CGRect(x: valueMaxX - 56, y: row0 + 44 + 14, width: 56, height: 16))
        // The label's icon (11.978 at 17 pt), 8 pt, then its title.
        let notifications = try #require(app.textFrame("Notifications"))
        #expect(abs(notifications.minX - (36 + SymbolMetrics.side(for: .body) + 8)) < 0.001)
        // Labels in their own colours, not the tint.
        let primary = Color.primary.resolved(in: .light)
        #expect(textColor(app, "About") == primary)
        #expect(textColor(app, "Language") == primary)
        #expect(textColor(app, "Notifications") == primary)
        #expect(textColor(app, "English") == Color.secondary.resolved(in: .light))
    }

    /// A tap on a link row pushes its page: the view, or the page the
    /// stack's destination makes of its value.
    @Test func linkRowsPushOnTap() throws {
        let app = try settledNavigationApp(LinkSettingsView())
        try app.tapAndSettle("About")
        #expect(app.textFrame("About page") != nil)
        let back = try settledNavigationApp(LinkSettingsView())
        try back.tapAndSettle("Notifications")
        #expect(back.textFrame("Item 3") != nil)
    }

    /// While a finger is down on a link row the whole row (the card's
    /// middle row, x 16, 358 wide) fills with the selection grey and the
    /// label keeps its colour (no dimming); the release pushes.
    @Test func aPressedLinkRowIsGreyUntilRelease() throws {
        let app = try settledNavigationApp(LinkSettingsView())
        let row1: CGFloat = 143 + 35 + 13 + 7 + 44
        let language = try app.center(of: .text("Language"))
        app.send(.pointerDown(language))
        app.pump(1.0 / 60)
        #expect(selectedRowFills(app) == [CGRect(x: 16, y: row1, width: 358, height: 44)])
        #expect(textColor(app, "Language") == Color.primary.resolved(in: .light))
        app.send(.pointerUp(language))
        try app.pumpAndSettle()
        #expect(selectedRowFills(app).isEmpty)
        #expect(app.textFrame("Language page") != nil)
    }

    /// The whole row is the link: a touch in its padding (x 24, between the
    /// card's edge at 16 and the content at 36; y 3 pt into the row, above
    /// the 16 pt label line at 14) greys the row and pushes on release; a
    /// release outside the row does not push.
    @Test func aLinkRowIsTappableInItsPadding() throws {
        let app = try settledNavigationApp(LinkSettingsView())
        let row1: CGFloat = 143 + 35 + 13 + 7 + 44
        let padding = CGPoint(x: 24, y: row1 + 3)
        app.send(.pointerDown(padding))
        app.pump(1.0 / 60)
        #expect(selectedRowFills(app) == [CGRect(x: 16, y: row1, width: 358, height: 44)])
        app.send(.pointerUp(padding))
        try app.pumpAndSettle()
        #expect(app.textFrame("Language page") != nil)
        let other = try settledNavigationApp(LinkSettingsView())
        other.send(.pointerDown(padding))
        other.pump(1.0 / 60)
        other.send(.pointerMove(CGPoint(x: 24, y: row1 + 120)))
        other.send(.pointerUp(CGPoint(x: 24, y: row1 + 120)))
        try other.pumpAndSettle()
        #expect(other.textFrame("Language page") == nil)
    }

    /// A form row is a list row: the link gets its chevron (the toggle row none).
    /// Rows from 143 + 35 = 178; the toggle's row is the switch's 31 pt
    /// and 11 pt above and below (53); the link is the second row.
    @Test func aFormLinkRowHasAChevron() throws {
        let app = try settledNavigationApp(LinkFormView())
        let row1: CGFloat = 143 + 35 + 11 + 31 + 11
        #expect(app.textFrame("Privacy") == CGRect(x: 36, y: row1 + 14, width: 56, height: 16))
        #expect(chevrons(app) == [micro(CGRect(x: contentMaxX - side, y: row1 + 14 + (16 - side) / 2, width: side, height: side))])
        #expect(textColor(app, "Privacy") == Color.primary.resolved(in: .light))
    }

    /// Links in a scroll view inside a list row are not the row's: buttons
    /// in the tint, no chevron, each pushing its own page. The row's content
    /// from 47 + 44 + 52 + 35 + 11 = 189 at x 36: "Lakes", its text gap
    /// below it (8.553: the scroll view is not text) the scroll view's
    /// links, "Mirror" at x 36 and "Hollow" 48 + 8 further.
    @Test func linksInARowsScrollViewAreButtons() throws {
        let app = try settledNavigationApp(LinkInRowScrollView())
        #expect(chevrons(app).isEmpty)
        #expect(app.textFrame("Lakes") == CGRect(x: 36, y: 189, width: 40, height: 16))
        let links: CGFloat = 189 + 16 + TextGap.below()
        #expect(same(app.textFrame("Mirror"), CGRect(x: 36, y: links, width: 48, height: 16)))
        #expect(same(app.textFrame("Hollow"), CGRect(x: 92, y: links, width: 48, height: 16)))
        #expect(textColor(app, "Mirror") == Color.blue.resolved(in: .light))
        try app.tapAndSettle("Hollow")
        #expect(app.textFrame("Hollow page") != nil)
    }

    /// Outside a list a link is a button in the tint with no chevron.
    @Test func aLinkOutsideAListIsATintedButton() throws {
        let app = try settledNavigationApp(LinkOutsideListView())
        #expect(textColor(app, "Details") == Color.blue.resolved(in: .light))
        #expect(chevrons(app).isEmpty)
        #expect(app.app.graph.inspect().first { $0.kind == "Image" } == nil)
        try app.tapAndSettle("Details")
        #expect(app.textFrame("Details page") != nil)
    }
}
