import Foundation
import Testing
import ScrollSim

// Split views, selectable lists and gauges written the way app code writes
// them with SwiftUI; only the import differs. iPhone 14 (390 × 844, status
// bar 47, home indicator 34): a compact width, where a split view collapses
// into one navigation stack. Fake measurer (8 pt a character, 16 pt lines
// at 17 pt, scaled with the font), 1×.

struct Mailbox: Identifiable, Hashable {
    let id: Int
    let name: String
}

let mailboxes = ["Inbox", "Sent", "Drafts", "Junk", "Archive"].enumerated().map { Mailbox(id: $0.offset, name: $0.element) }

/// Two columns: mailboxes, then the chosen mailbox's messages.
struct MailSplitView: View {
    @State private var selection: Mailbox.ID?

    var body: some View {
        NavigationSplitView {
            List(mailboxes, selection: $selection) { mailbox in
                NavigationLink(mailbox.name, value: mailbox.id)
            }
            .navigationTitle("Mailboxes")
        } detail: {
            if let selection, let mailbox = mailboxes.first(where: { $0.id == selection }) {
                Text("\(mailbox.name) has no mail")
                    .navigationTitle(mailbox.name)
                    .navigationBarTitleDisplayMode(.inline)
            } else {
                Text("No mailbox selected")
            }
        }
        .navigationSplitViewStyle(.balanced)
    }
}

enum Aisle: String, CaseIterable, Identifiable, Hashable {
    case fruit = "Fruit", bakery = "Bakery"
    var id: String { rawValue }
    var products: [String] { self == .fruit ? ["Apples", "Pears"] : ["Bread", "Rolls"] }
}

/// Three columns: aisles, their products, a product; the top column is bound.
struct ShopSplitView: View {
    @State private var aisle: Aisle?
    @State private var product: String?
    @State private var column = NavigationSplitViewColumn.sidebar

    var body: some View {
        NavigationSplitView(preferredCompactColumn: $column) {
            List(Aisle.allCases, selection: $aisle) { aisle in
                Text(aisle.rawValue).tag(aisle)
            }
            .navigationTitle("Aisles")
            .navigationSplitViewColumnWidth(min: 180, ideal: 200, max: 300)
        } content: {
            if let aisle {
                List(aisle.products, id: \.self, selection: $product) { name in
                    Text(name)
                }
                .navigationTitle(aisle.rawValue)
            }
        } detail: {
            VStack {
                Text(product ?? "None")
                Text(column == .detail ? "On top" : "Under")
            }
            .navigationTitle("Product")
        }
    }
}

/// A storage screen: the default bar gauge with its bounds, and two rings.
struct StorageView: View {
    let used = 0.4

    var body: some View {
        VStack(spacing: 20) {
            Gauge(value: used) {
                Text("Storage")
            } currentValueLabel: {
                Text("40%")
            } minimumValueLabel: {
                Text("0")
            } maximumValueLabel: {
                Text("1")
            }
            HStack(spacing: 20) {
                Gauge(value: 67, in: 0...100) {
                    Text("Speed")
                } currentValueLabel: {
                    Text("67")
                }
                .gaugeStyle(.accessoryCircularCapacity)
                Gauge(value: 21, in: 10...30) {
                    Text("Temp")
                } currentValueLabel: {
                    Text("21")
                } minimumValueLabel: {
                    Text("10")
                } maximumValueLabel: {
                    Text("30")
                }
                .gaugeStyle(.accessoryCircular)
                .tint(.orange)
            }
        }
        .padding(20)
    }
}

@MainActor
@Suite struct TypicalSplitViewScreensTests {
    /// The sidebar shows first, as the stack's root with a large title: its
    /// list rests at −143 and its first row's label sits 35 (section
    /// spacing) + 14 below, 20 + 20 in. Tapping a mailbox pushes the detail
    /// frame by frame as a `NavigationLink` push does, titled on its back
    /// button "Mailboxes"; popping empties the selection (no row grey).
    @Test func theMailboxesCollapseToAStackThatPushesTheDetail() throws {
        let app = try settledNavigationApp(MailSplitView())
        #expect(app.scroll.offset.y == -143)
        #expect(app.textFrame("Inbox") == CGRect(x: 36, y: 143 + 35 + 14, width: 40, height: 16))
        #expect(app.textFrame("Drafts") == CGRect(x: 36, y: 143 + 35 + 2 * 44 + 14, width: 48, height: 16))
        #expect(app.navigationPageCount == 1)
        #expect(app.textFrame("No mailbox selected") == nil)

        try app.tap(.text("Drafts"))
        app.pump(1.0 / 60)
        let start = app.time
        // "Drafts has no mail" (18 characters, 144 pt) centres at x 123 once in place.
        #expect(app.textFrame("Drafts has no mail")?.minX == CGFloat(123 + 390))
        app.pump(0.2)
        let covered = NavigationPushTests.pushCovered(app.time - start)
        #expect(app.textFrame("Drafts has no mail")?.minX == 123 + (390 * (1 - covered)).rounded())
        #expect(app.textFrame("Inbox")?.minX == 36 + (-130 * covered).rounded())
        // The chosen row is grey while the detail covers it.
        #expect(selectedRowFills(app).map(\.minY) == [CGFloat(143 + 35 + 2 * 44)])
        try app.pumpAndSettle()
        // Centred between the 44 pt bar's bottom (91) and the home indicator (810).
        #expect(app.textFrame("Drafts has no mail") == CGRect(x: 123, y: CGFloat(91 + 810 - 16) / 2, width: 144, height: 16))
        #expect(app.textFrame("Mailboxes") != nil)  // the back button

        try app.tapAndSettle("Mailboxes")
        #expect(app.navigationPageCount == 1)
        #expect(app.textFrame("Inbox") == CGRect(x: 36, y: 192, width: 40, height: 16))
        #expect(selectedRowFills(app).isEmpty)
        // Another mailbox pushes its own detail.
        try app.tapAndSettle("Junk")
        #expect(app.textFrame("Junk has no mail") != nil)
    }

    /// Three columns: a tagged row pushes the products, a plain product row
    /// (its `ForEach` id is its value) pushes the detail, and `preferredCompactColumn`
    /// follows; popping back to the aisles empties both selections.
    @Test func theShopWalksItsThreeColumns() throws {
        let app = try settledNavigationApp(ShopSplitView())
        #expect(app.textFrame("Fruit") == CGRect(x: 36, y: 192, width: 40, height: 16))
        try app.tapAndSettle("Fruit")
        #expect(app.textFrame("Apples") == CGRect(x: 36, y: 192, width: 48, height: 16))
        #expect(app.textFrame("Aisles") != nil)  // the back button
        try app.tapAndSettle("Pears")
        #expect(app.textFrame("Pears") != nil)
        #expect(app.textFrame("On top") != nil)
        try app.tapAndSettle("Fruit")  // the back button: the products again
        #expect(app.textFrame("Apples") != nil)
        #expect(selectedRowFills(app).isEmpty)
        try app.tapAndSettle("Aisles")
        #expect(app.navigationPageCount == 1)
        #expect(selectedRowFills(app).isEmpty)
        try app.tapAndSettle("Bakery")
        #expect(app.textFrame("Bread") != nil)
    }

    /// The storage screen: the bar is the width between its bounds labels
    /// (4 pt from each), 8 pt tall, filled to 0.4 of it in the accent
    /// colour; the label is 4 pt above the bar's row and "40%" 4 pt below
    /// it. The rings are 58 × 58 with their value at the centre.
    @Test func theStorageGaugesDrawTheirValues() throws {
        let app = try settledNavigationApp(StorageView())
        let bar = try app.find(.kind("GaugeBar")).frame
        let minimum = try #require(app.textFrame("0")), maximum = try #require(app.textFrame("1"))
        let storage = try #require(app.textFrame("Storage")), percent = try #require(app.textFrame("40%"))
        #expect(storage.minX == 20)
        #expect(minimum.minX == 20)
        #expect(bar.minX == minimum.maxX + 4)
        #expect(maximum.minX == bar.maxX + 4)
        #expect(maximum.maxX == 370)
        #expect(bar.height == 8)
        #expect(bar.minY - 4 >= storage.maxY)
        #expect(percent.minY == max(bar.maxY, maximum.maxY, minimum.maxY) + 4)
        let fill = CGRect(x: bar.minX, y: bar.minY, width: bar.width * 0.4, height: 8)
        #expect(app.app.graph.drawList().commands.contains(.fillRoundedRect(fill, cornerRadius: 4, .blue)))

        let rings = app.app.graph.inspect().all { $0.kind == "GaugeRing" }.map(\.frame)
        #expect(rings.map(\.size) == [CGSize(width: 58, height: 58), CGSize(width: 58, height: 58)])
        #expect(rings[1].minX == rings[0].maxX + 20)
        let speed = try #require(app.textFrame("67"))
        #expect(speed.midX == rings[0].midX && speed.midY == rings[0].midY)
        // The open ring's bounds sit in its opening, at the bottom.
        #expect(app.textFrame("10")?.maxY == rings[1].maxY)
        #expect(app.textFrame("30")?.maxX == rings[1].maxX - 3)
    }
}
