import Foundation
import Testing
import ScrollSim

/// `List(selection:)`, a split view's `preferredCompactColumn`, and gauges
/// on an iPhone 14 (390 × 844) with the fake measurer (8 pt a character,
/// 16 pt lines at 17 pt). A full-screen inset-grouped list rests at −47;
/// its first section starts 35 pt lower (y 82), its rows are 44 pt tall in
/// a card from x 16 to 374, their content at x 36.
/// The fills in the selected-row grey (`ListMetrics.selectedRowBackground`), in window points.
@MainActor
func selectedRowFills(_ app: TestApp) -> [CGRect] {
    let grey = ListMetrics.selectedRowBackground.resolved(in: .light)
    return app.app.graph.drawList().commands.compactMap { command in
        switch command {
        case .fillRect(let r, let c) where c == grey: r
        case .fillRoundedRect(let r, _, let c) where c == grey: r
        default: nil
        }
    }
}

@MainActor
@Suite struct ListSelectionTests {

    struct Colours: View {
        @State private var colour: String?
        var body: some View {
            List(["Red", "Green", "Blue"], id: \.self, selection: $colour) { name in
                Text(name)
            }
        }
    }

    /// A tap on a row of a single selection selects it (its `ForEach` id):
    /// the middle row's card fills grey; a tap on another moves the grey.
    @Test func aTapSelectsOneRowAtATime() throws {
        let app = try settledNavigationApp(Colours())
        #expect(selectedRowFills(app).isEmpty)
        try app.tapAndSettle("Green")
        #expect(selectedRowFills(app) == [CGRect(x: 16, y: 82 + 44, width: 358, height: 44)])
        try app.tapAndSettle("Blue")
        // The last row of the card: rounded below, square above (two fills).
        #expect(selectedRowFills(app).allSatisfy { $0.minY >= 82 + 88 && $0.maxY <= 82 + 132 })
        #expect(selectedRowFills(app).contains(CGRect(x: 16, y: 82 + 88, width: 358, height: 44)))
    }

    /// A row is grey while a touch is down on it (before it is selected),
    /// and stops being grey when a scroll takes the touch.
    @Test func aPressedRowIsGreyUntilTheTouchEnds() throws {
        let app = try settledNavigationApp(Colours())
        let green = try app.center(of: .text("Green"))
        app.send(.pointerDown(green))
        app.pump(1.0 / 60)
        #expect(selectedRowFills(app) == [CGRect(x: 16, y: 82 + 44, width: 358, height: 44)])
        app.send(.pointerMove(CGPoint(x: green.x, y: green.y + 60)))
        app.pump(1.0 / 60)
        #expect(selectedRowFills(app).isEmpty)
        app.send(.pointerUp(CGPoint(x: green.x, y: green.y + 60)))
        try app.pumpAndSettle()
        #expect(selectedRowFills(app).isEmpty)
    }

    struct Chores: View {
        @State private var done = Set<Int>()
        let editing: Bool
        var body: some View {
            VStack(spacing: 0) {
                Text("\(done.count) done").frame(height: 44)
                List(selection: $done) {
                    Text("Dishes").tag(0)
                    Text("Laundry").tag(1)
                    Button("Bins") { done = [7, 8, 9] }.tag(2)
                }
                .environment(\.editMode, .constant(editing ? .active : .inactive))
            }
        }
    }

    /// A set selection outside edit mode: a tap selects nothing, and no
    /// circles are drawn.
    @Test func aSetSelectionIgnoresTapsOutsideEditMode() throws {
        let app = try settledNavigationApp(Chores(editing: false))
        try app.tapAndSettle("Dishes")
        #expect(app.textFrame("0 done") != nil)
        #expect(selectedRowFills(app).isEmpty)
        #expect(app.textFrame("Dishes")?.minX == 36)
    }

    /// In edit mode each row shows a 22 pt circle at the content's inset
    /// (x 36), its content 38 pt further in (x 74); taps add and remove
    /// rows, a selected circle is filled with the accent colour. A button
    /// in a row keeps its tap.
    @Test func editModeShowsCirclesAndTapsToggleRows() throws {
        let app = try settledNavigationApp(Chores(editing: true))
        let dishes = try #require(app.textFrame("Dishes"))
        #expect(dishes.minX == 74)
        let row = CGRect(x: 16, y: dishes.midY - 22, width: 358, height: 44)
        let circle = CGRect(x: 36, y: row.midY - 11, width: 22, height: 22)
        let outline = Color.systemGray3.resolved(in: .light)
        #expect(app.app.graph.drawList().commands.contains(.strokeEllipse(circle, lineWidth: 1.5, outline)))
        try app.tapAndSettle("Dishes")
        try app.tapAndSettle("Laundry")
        #expect(app.textFrame("2 done") != nil)
        #expect(app.app.graph.drawList().commands.contains(.fillEllipse(circle, .blue)))
        try app.tapAndSettle("Dishes")
        #expect(app.textFrame("1 done") != nil)
        #expect(!app.app.graph.drawList().commands.contains(.fillEllipse(circle, .blue)))
        try app.tapAndSettle("Bins")
        #expect(app.textFrame("3 done") != nil)
    }

    struct Launcher: View {
        @State private var column = NavigationSplitViewColumn.detail
        @State private var pick: Int?
        var body: some View {
            NavigationSplitView(columnVisibility: .constant(.all), preferredCompactColumn: $column) {
                List(0..<3, id: \.self, selection: $pick) { Text("Item \($0)") }
                    .navigationTitle("Items")
            } detail: {
                Text(column == .detail ? "Detail on top" : "Detail under")
            }
        }
    }

    /// `preferredCompactColumn` starting at `.detail` shows the detail over
    /// the sidebar at launch, with its back button; popping writes `.sidebar`.
    @Test func thePreferredColumnStartsOnTop() throws {
        let app = try settledNavigationApp(Launcher())
        #expect(app.textFrame("Detail on top") != nil)
        #expect(app.textFrame("Item 0") == nil)
        try app.tapAndSettle("Items")
        #expect(app.textFrame("Item 0") == CGRect(x: 36, y: 143 + 35 + 14, width: 48, height: 16))
        try app.tapAndSettle("Item 1")
        #expect(app.textFrame("Detail on top") != nil)
    }

    struct Preset: View {
        @State private var pick: Int? = 2
        var body: some View {
            NavigationSplitView {
                List(0..<3, id: \.self, selection: $pick) { Text("Row \($0)") }
                    .navigationTitle("Rows")
                    .toolbar { Button("Choose 1") { pick = 1 } }
            } detail: {
                Text(pick.map { "Row \($0) chosen" } ?? "Nothing chosen")
            }
        }
    }

    /// A selection present at the start shows the detail over the sidebar;
    /// popping empties it; a selection the app sets pushes the detail again.
    @Test func aSelectionTheAppSetsShowsTheDetail() throws {
        let app = try settledNavigationApp(Preset())
        #expect(app.textFrame("Row 2 chosen") != nil)
        #expect(app.textFrame("Row 0") == nil)
        try app.tapAndSettle("Rows")
        #expect(app.textFrame("Row 0") != nil)
        #expect(selectedRowFills(app).isEmpty)
        try app.tapAndSettle("Choose 1")
        #expect(app.textFrame("Row 1 chosen") != nil)
        #expect(app.navigationPageCount == 1)
    }

    struct Inbox: View {
        @State private var folder: Int?
        var body: some View {
            NavigationSplitView {
                List(0..<2, id: \.self, selection: $folder) { Text("Folder \($0)") }
                    .navigationTitle("Folders")
            } detail: {
                NavigationStack {
                    List {
                        NavigationLink("First message") { Text("Message body") }
                    }
                    .navigationTitle("Messages")
                }
            }
        }
    }

    /// A `NavigationStack` in the detail joins the split view's stack: its
    /// list rests under the one bar (first row label at y 143 + 35 + 14),
    /// and its link pushes a third page whose back button says "Messages".
    @Test func aStackInTheDetailJoinsTheCollapsedStack() throws {
        let app = try settledNavigationApp(Inbox())
        try app.tapAndSettle("Folder 1")
        #expect(app.textFrame("First message") == CGRect(x: 36, y: 192, width: 104, height: 16))
        #expect(app.textFrame("Folders") != nil)
        try app.tapAndSettle("First message")
        #expect(app.textFrame("Message body") != nil)
        #expect(app.textFrame("Messages") != nil)
        try app.tapAndSettle("Messages")
        try app.tapAndSettle("Folders")
        #expect(app.textFrame("Folder 0") != nil)
    }

    /// A gauge's bar in a 200 pt frame: 0.4 fills 80 pt; a value in 10 … 50
    /// maps to its place (20 → 0.25 → 50 pt); past the range it is full.
    /// `.accessoryLinearCapacity` is 6 pt tall; `.accessoryLinear` draws a
    /// 10 pt dot centred on the value (x 80).
    @Test func aGaugeBarFillsToItsValue() throws {
        func fills(_ gauge: some View) throws -> (bar: CGRect, commands: [DrawCommand]) {
            let app = try settledNavigationApp(gauge.frame(width: 200))
            return (try app.find(.kind("GaugeBar")).frame, app.app.graph.drawList().commands)
        }
        let (bar, commands) = try fills(Gauge(value: 0.4) { EmptyView() })
        #expect(bar.size == CGSize(width: 200, height: 8))
        #expect(commands.contains(.fillRoundedRect(CGRect(x: bar.minX, y: bar.minY, width: 80, height: 8), cornerRadius: 4, .blue)))
        let (ranged, rangedCommands) = try fills(Gauge(value: 20, in: 10...50) { EmptyView() })
        #expect(rangedCommands.contains(.fillRoundedRect(CGRect(x: ranged.minX, y: ranged.minY, width: 50, height: 8), cornerRadius: 4, .blue)))
        let (full, fullCommands) = try fills(Gauge(value: 3.0) { EmptyView() }.tint(.green))
        #expect(fullCommands.contains(.fillRoundedRect(full, cornerRadius: 4, .green)))
        let (thin, _) = try fills(Gauge(value: 0.4) { EmptyView() }.gaugeStyle(.accessoryLinearCapacity))
        #expect(thin.height == 6)
        let (marked, markedCommands) = try fills(Gauge(value: 0.4) { EmptyView() }.gaugeStyle(.accessoryLinear))
        #expect(marked.height == 10)
        #expect(markedCommands.contains(.fillEllipse(CGRect(x: marked.minX + 75, y: marked.minY, width: 10, height: 10), .blue)))
    }

    /// A gradient tint runs along the whole track. From green (0, 1, 0) to
    /// red (1, 0, 0): 0.4 of a 200 pt bar fills its first 80 pt with the
    /// gradient, which ends at 2.5 times that width (the bar's end);
    /// `.accessoryLinear` draws the track in the gradient and the dot in
    /// the colour at 0.4 (0.4, 0.6, 0) over a 14 pt dot in the background
    /// colour. A capacity ring at 0.5 strokes its 48 pieces (96 a turn)
    /// after the track, each in the colour at its middle: the first nearly
    /// green, the last nearly halfway. A control that cannot draw a
    /// gradient (a progress bar) takes the first stop's colour.
    @Test func aGradientTintRunsAlongTheGauge() throws {
        let green = Color(red: 0, green: 1, blue: 0), red = Color(red: 1, green: 0, blue: 0)
        func drawn(_ view: some View, _ kind: String) throws -> (frame: CGRect, commands: [DrawCommand]) {
            let app = try settledNavigationApp(view.frame(width: 200).tint(Gradient(colors: [green, red])))
            return (try app.find(.kind(kind)).frame, app.app.graph.drawList().commands)
        }
        let (bar, commands) = try drawn(Gauge(value: 0.4) { EmptyView() }, "GaugeBar")
        let gradients = commands.compactMap { if case let .gradient(d) = $0 { return d } else { return nil } }
        #expect(gradients.count == 1)
        let fill = try #require(gradients.first)
        #expect(fill.rect == CGRect(x: bar.minX, y: bar.minY, width: 80, height: 8))
        #expect(fill.outline == .roundedRectangle(cornerRadius: 4))
        #expect(fill.gradient.stops.map(\.color) == [green, red])
        if case let .linear(start, end) = fill.geometry {
            #expect(start == .leading)
            #expect(abs(end.x - 2.5) < 1e-9 && end.y == 0.5)
        } else {
            Issue.record("not linear")
        }

        let (marked, markedCommands) = try drawn(Gauge(value: 0.4) { EmptyView() }.gaugeStyle(.accessoryLinear), "GaugeBar")
        #expect(markedCommands.contains { if case let .gradient(d) = $0 { return d.rect.width == 200 } else { return false } })
        #expect(markedCommands.contains(.fillEllipse(CGRect(x: marked.minX + 73, y: marked.minY - 2, width: 14, height: 14),
                                                     Color.systemBackground.resolved(in: .light))))
        let dot = markedCommands.compactMap { c -> Color? in
            if case let .fillEllipse(r, color) = c, r == CGRect(x: marked.minX + 75, y: marked.minY, width: 10, height: 10) { return color }
            return nil
        }
        #expect(dot.count == 1)
        #expect(abs((dot.first?.red ?? 0) - 0.4) < 1e-9 && abs((dot.first?.green ?? 0) - 0.6) < 1e-9)

        let (_, ringCommands) = try drawn(Gauge(value: 0.5) { EmptyView() }.gaugeStyle(.accessoryCircularCapacity), "GaugeRing")
        let pieces = ringCommands.compactMap { if case let .path(d) = $0, d.stroke != nil { return d.color } else { return nil } }
        #expect(pieces.count == 1 + 48)
        #expect(abs((pieces.dropFirst().first?.red ?? 1) - 0.25 / 48) < 1e-9)
        #expect(abs((pieces.last?.red ?? 0) - 0.5 * 47.5 / 48) < 1e-9)

        let progress = try settledNavigationApp(ProgressView(value: 0.5).frame(width: 200).tint(Gradient(colors: [green, red])))
        #expect(progress.app.graph.drawList().commands.contains { if case let .fillRoundedRect(_, _, c) = $0 { return c == green } else { return false } })
    }
}
