import Foundation
import Testing
import ScrollSim

/// `List` on an iPhone 14 (390 × 844, safe area 47 / 34, 1×) with the fake
/// measurer (16 pt lines at 17 pt, 8 pt per character). The rules, from
/// `ListMetrics`: a row is max(44, content + 11 + 11) tall, its content at
/// the leading inset, centred; plain rows are inset 16 (the margin below
/// 414 pt); `insetGrouped` cards are inset 16 from the screen's edges with
/// their content 20 further in; grouped sections start 35 pt apart; a
/// grouped header is footnote text (13 pt line at 1×) 7 pt above its rows.
/// `view` on an iPhone 14 with the fake measurer, settled.
@MainActor
func settledApp<V: View>(_ view: V) throws -> TestApp {
    let app = TestApp(view, measurer: fakeMeasurer())
    try app.pumpAndSettle()
    return app
}

/// The window frame of the `Text` showing `text`, nil when none is built.
@MainActor
func textFrame(_ app: TestApp, _ text: String) -> CGRect? {
    app.app.graph.inspect().text(text)?.frame
}

/// The list separators drawn (hairlines in the separator colour), top to bottom.
@MainActor
func listSeparators(_ app: TestApp) -> [CGRect] {
    app.app.graph.drawList().commands.compactMap { command -> CGRect? in
        if case .fillRect(let rect, let color) = command, color == ListMetrics.separator { return rect }
        return nil
    }
}

/// The frames of the checkmarks drawn (a picker's selected option), top to bottom.
@MainActor
func checkmarkFrames(_ app: TestApp) -> [CGRect] {
    app.app.graph.inspect().all { $0.kind == "Image" && $0.text == "checkmark" }.map(\.frame)
}

@MainActor
@Suite struct ListTests {
    struct Message: Identifiable {
        let id: Int
        var subject: String { "Message \(id)" }
    }

    /// An inbox as app code writes it: a plain list with swipe to delete.
    struct Inbox: View {
        @State var messages = (0..<30).map(Message.init)
        var body: some View {
            List {
                ForEach(messages) { message in
                    Text(message.subject)
                }
                .onDelete { offsets in messages.remove(atOffsets: offsets) }
            }
            .listStyle(.plain)
        }
    }

    /// A settings screen as app code writes it.
    struct Settings: View {
        @State var name = "Ada"
        var body: some View {
            NavigationStack {
                List {
                    Section("Account") {
                        Text("Name")
                        Text("Email")
                    }
                    Section {
                        Text("Notifications")
                        Text("Privacy")
                        Text("About")
                    } footer: {
                        Text("Version 1.0")
                    }
                }
                .listStyle(.insetGrouped)
                .navigationTitle("Settings")
            }
        }
    }

    func app<V: View>(_ view: V) throws -> TestApp { try settledApp(view) }

    func separators(_ app: TestApp) -> [CGRect] { listSeparators(app) }

    @Test func aPlainListsRowsAre44PointsAndStartBelowTheStatusBar() throws {
        let app = try app(Inbox())
        #expect(app.scroll.offset.y == -47)
        let rows = app.app.graph.views("ListRow")
        for i in 0..<5 {
            #expect(rows[i].frame == CGRect(x: 0, y: 47 + 44 * CGFloat(i), width: 390, height: 44))
            // "Message i": 9 characters, 72 pt; its 16 pt line centred in 44 − 22.
            #expect(textFrame(app, "Message \(i)") == CGRect(x: 16, y: 47 + 44 * CGFloat(i) + 14, width: 72, height: 16))
        }
        #expect(app.scroll.contentSize.height == CGFloat(30 * 44))
        // Separators from the text's leading edge to the screen's edge, one pixel at a row's bottom.
        let lines = separators(app)
        #expect(lines.first == CGRect(x: 16, y: 47 + 43, width: 374, height: 1))
        #expect(lines.dropFirst().first == CGRect(x: 16, y: 47 + 44 + 43, width: 374, height: 1))
    }

    @Test func aPlainListsLastRowHasAFullWidthSectionSeparator() throws {
        let app = try app(List { Text("A"); Text("B") }.listStyle(.plain))
        #expect(separators(app) == [CGRect(x: 16, y: 47 + 43, width: 374, height: 1),
                                    CGRect(x: 0, y: 47 + 44 + 43, width: 390, height: 1)])
        let hidden = try self.app(List { Text("A"); Text("B").listSectionSeparator(.hidden) }.listStyle(.plain))
        #expect(separators(hidden) == [CGRect(x: 16, y: 47 + 43, width: 374, height: 1)])
    }

    @Test func separatorsAreOneDevicePixel() throws {
        let app = TestApp(List { Text("A"); Text("B") }.listStyle(.plain), measurer: fakeMeasurer(), scale: 3)
        try app.pumpAndSettle()
        #expect(separators(app).first == CGRect(x: 16, y: 47 + (44 - 1.0 / 3), width: 374, height: 1.0 / 3))
    }

    @Test func anInsetGroupedSettingsScreenUnderALargeTitle() throws {
        let app = try app(Settings())
        #expect(app.scroll.offset.y == -143)
        // Content starts at 143. Section 0: 35 spacing, the header "ACCOUNT"
        // (7 characters at 13/17 × 8 pt = 42.8 → 43 wide, 13 tall), 7 pt, then rows.
        #expect(textFrame(app, "ACCOUNT") == CGRect(x: 36, y: 143 + 35, width: 43, height: 13))
        #expect(textFrame(app, "Account") == nil)
        let headerHeight: CGFloat = 35 + 13 + 7
        let rows = app.app.graph.views("ListRow")
        #expect(rows.count == 5)
        #expect(rows[0].frame == CGRect(x: 0, y: 143 + headerHeight, width: 390, height: 44))
        #expect(textFrame(app, "Name") == CGRect(x: 36, y: 143 + headerHeight + 14, width: 32, height: 16))
        #expect(textFrame(app, "Email") == CGRect(x: 36, y: 143 + headerHeight + 44 + 14, width: 40, height: 16))
        // Section 1 has no header: its first row's host starts 35 above its card.
        let section1 = 143 + headerHeight + 88
        #expect(rows[2].frame == CGRect(x: 0, y: section1, width: 390, height: 35 + 44))
        #expect(textFrame(app, "Notifications") == CGRect(x: 36, y: section1 + 35 + 14, width: 104, height: 16))
        // The footer: 7 pt below the card, footnote, not uppercase.
        let cardEnd = section1 + 35 + 3 * 44
        #expect(textFrame(app, "Version 1.0") == CGRect(x: 36, y: cardEnd + 7, width: 68, height: 13))
        // The last subview ends 35 above the content's end.
        #expect(app.scroll.contentSize.height == cardEnd + 7 + 13 + 35 - 143)
        // Separators inside the cards only, from the content inset to the card's edge.
        #expect(separators(app) == [
            CGRect(x: 36, y: 143 + headerHeight + 43, width: 338, height: 1),
            CGRect(x: 36, y: section1 + 35 + 43, width: 338, height: 1),
            CGRect(x: 36, y: section1 + 35 + 44 + 43, width: 338, height: 1),
        ])
    }

    @Test func insetGroupedCardsAreRoundedAtTheSectionsOuterCorners() throws {
        let app = try app(List { Section { Text("A"); Text("B") } })
        let fills = app.app.graph.drawList().commands.compactMap { command -> (CGRect, CGFloat)? in
            switch command {
            case .fillRoundedRect(let r, let radius, ListMetrics.groupedRowBackground): (r, radius)
            case .fillRect(let r, ListMetrics.groupedRowBackground): (r, 0)
            default: nil
            }
        }
        let top = 47 + CGFloat(35)
        #expect(fills.count == 4)
        #expect(fills[0] == (CGRect(x: 16, y: top, width: 358, height: 44), 10))
        #expect(fills[1] == (CGRect(x: 16, y: top + 34, width: 358, height: 10), 0))
        #expect(fills[2] == (CGRect(x: 16, y: top + 44, width: 358, height: 44), 10))
        #expect(fills[3] == (CGRect(x: 16, y: top + 44, width: 358, height: 10), 0))
        // The grouped background fills the window behind.
        let background = app.app.graph.drawList().commands.first {
            if case .fillRect(_, ListMetrics.groupedBackground) = $0 { return true }
            return false
        }
        if case .fillRect(let r, _) = background { #expect(r == CGRect(x: 0, y: 0, width: 390, height: 844)) } else {
            Issue.record("no grouped background")
        }
    }

    /// In the dark scheme: a black background, rows of (28, 28, 30), separators (84, 84, 88) at 60 %.
    @Test func darkModeColours() throws {
        let app = try app(List { Text("A"); Text("B") }.environment(\.colorScheme, .dark))
        let commands = app.app.graph.drawList().commands
        let rowFill = Color(rgb255: 28, 28, 30)
        #expect(commands.contains { if case .fillRect(CGRect(x: 0, y: 0, width: 390, height: 844), Color(rgb255: 0, 0, 0)) = $0 { true } else { false } })
        #expect(commands.contains { if case .fillRoundedRect(CGRect(x: 16, y: 82, width: 358, height: 44), 10, rowFill) = $0 { true } else { false } })
        #expect(commands.contains { if case .fillRect(CGRect(x: 36, y: 82 + 43, width: 338, height: 1), ListMetrics.darkSeparator) = $0 { true } else { false } })
    }

    /// `defaultMinListRowHeight` 20: a 16 pt line plus 11 + 11 makes 38 pt rows.
    @Test func theMinimumRowHeightComesFromTheEnvironment() throws {
        let app = try app(List { Text("A"); Text("B") }.listStyle(.plain).environment(\.defaultMinListRowHeight, 20))
        #expect(app.app.graph.views("ListRow").map(\.frame.height) == [38, 38])
        #expect(textFrame(app, "B")?.minY == CGFloat(47 + 38 + 11))
    }

    /// `scrollContentBackground(.hidden)` lets a background around the list show through.
    @Test func aHiddenContentBackgroundShowsWhatIsBehind() throws {
        let app = try app(List { Text("A") }.scrollContentBackground(.hidden).background(Color.indigo))
        let commands = app.app.graph.drawList().commands
        let grouped = commands.contains { if case .fillRect(_, ListMetrics.groupedBackground) = $0 { true } else { false } }
        let indigo = commands.contains { if case .fillRect(_, .indigo) = $0 { true } else { false } }
        #expect(!grouped && indigo)
    }

    @Test func aPlainListUnderALargeTitleRestsAt143() throws {
        let app = try app(NavigationStack { List(0..<40) { Text("Row \($0)") }.listStyle(.plain).navigationTitle("Inbox") })
        #expect(app.scroll.offset.y == -143)
        #expect(textFrame(app, "Row 0") == CGRect(x: 16, y: 143 + 14, width: 40, height: 16))
    }

    @Test func plainSectionHeadersArePinned() throws {
        let app = try app(List {
            ForEach(0..<3) { s in
                Section { ForEach(0..<10) { r in Text("Row \(s).\(r)") } } header: { Text("Header \(s)") }
            }
        }.listStyle(.plain))
        // A header is 28 pt (its 16 pt headline line centred), a section 28 + 440.
        #expect(app.app.graph.views("ListSectionHeader")[0].frame == CGRect(x: 0, y: 47, width: 390, height: 28))
        #expect(textFrame(app, "Header 0") == CGRect(x: 16, y: 47 + 6, width: 64, height: 16))
        app.app.scrollController!.setContentOffset(CGPoint(x: 0, y: 100), animated: false, at: app.time)
        try app.pumpAndSettle()
        // Scrolled 147 pt: the first header stays under the status bar.
        #expect(textFrame(app, "Header 0") == CGRect(x: 16, y: 47 + 6, width: 64, height: 16))
        #expect(textFrame(app, "Row 0.2") == CGRect(x: 16, y: 28 + 88 + 14 - 100, width: 56, height: 16))
    }

    @Test func tenThousandRowsBuildOnlyThoseNearTheScreen() throws {
        let app = try app(List(0..<10_000, id: \.self) { Text("Row \($0)") }.listStyle(.plain))
        // Laid out first at offset 0 (the safe area's −47 comes with the next
        // frame, inside the span built): visible 0 ..< 844 and one viewport
        // more, so the rows starting at or before 1688: 0 ... 38.
        let rows = app.app.graph.views("ListRow")
        #expect(rows.count == 39)
        #expect(app.scroll.contentSize.height == 440_000)
        app.app.scrollController!.setContentOffset(CGPoint(x: 0, y: 44 * 5000), animated: false, at: app.time)
        // A frame sees the stack's span left behind, the next builds the new one.
        app.pump(2.0 / 60)
        #expect(textFrame(app, "Row 5000")?.minY == 14)
        // Visible 220,000 ..< 220,844, one viewport more each way: the rows
        // ending after 219,156 and starting by 221,688, 4980 ... 5038.
        let built = app.app.graph.views("ListRow")
        #expect(built.count == 59)
        #expect(built.first?.frame.minY == CGFloat(4980 * 44 - 220_000))
    }

    @Test func onDeleteRemovesTheRowsElement() throws {
        let app = try app(Inbox())
        #expect(app.app.graph.deleteListRow(containing: "Message 2"))
        try app.pumpAndSettle()
        #expect(textFrame(app, "Message 2") == nil)
        #expect(textFrame(app, "Message 3") == CGRect(x: 16, y: 47 + 88 + 14, width: 72, height: 16))
        #expect(app.scroll.contentSize.height == CGFloat(29 * 44))
        // A row whose ForEach has no onDelete cannot be deleted.
        let fixed = try self.app(List { Text("A") })
        #expect(!fixed.app.graph.deleteListRow(containing: "A"))
    }

    /// A swipe of 150 pt to the left on row 0 (less than half the 390 pt
    /// row, more than half the 80 pt button) leaves it open: the text 80 pt
    /// to the left, the red button over x 310 ..< 390. A tap on it deletes.
    @Test func swipingARowLeftUncoversDelete() throws {
        let app = try app(Inbox())
        app.drag(from: CGPoint(x: 300, y: 69), to: CGPoint(x: 150, y: 69))
        try app.pumpAndSettle()
        #expect(app.scroll.offset.y == -47)
        #expect(textFrame(app, "Message 0") == CGRect(x: 16 - 80, y: 47 + 14, width: 72, height: 16))
        let red = app.app.graph.drawList().commands.contains {
            if case .fillRect(CGRect(x: 310, y: 47, width: 80, height: 44), ListMetrics.deleteColor) = $0 { return true }
            return false
        }
        #expect(red)
        // A tap on the button deletes the row; the next one moves up.
        app.tap(CGPoint(x: 350, y: 69))
        try app.pumpAndSettle()
        #expect(textFrame(app, "Message 0") == nil)
        #expect(textFrame(app, "Message 1") == CGRect(x: 16, y: 47 + 14, width: 72, height: 16))
    }

    @Test func aShortSwipeClosesAndATapElsewhereClosesAnOpenRow() throws {
        let app = try app(Inbox())
        app.drag(from: CGPoint(x: 300, y: 69), to: CGPoint(x: 270, y: 69))
        try app.pumpAndSettle()
        #expect(textFrame(app, "Message 0")?.minX == 16)
        app.drag(from: CGPoint(x: 300, y: 113), to: CGPoint(x: 150, y: 113))
        try app.pumpAndSettle()
        #expect(textFrame(app, "Message 1")?.minX == CGFloat(16 - 80))
        app.tap(CGPoint(x: 100, y: 113))
        try app.pumpAndSettle()
        #expect(textFrame(app, "Message 1")?.minX == 16)
        #expect(textFrame(app, "Message 1")?.minY == CGFloat(47 + 44 + 14))
    }

    /// Past half the row's width the row is deleted when the finger lifts.
    @Test func aFullSwipeDeletes() throws {
        let app = try app(Inbox())
        app.drag(from: CGPoint(x: 350, y: 69), to: CGPoint(x: 100, y: 69))
        try app.pumpAndSettle()
        #expect(textFrame(app, "Message 0") == nil)
        #expect(app.scroll.contentSize.height == CGFloat(29 * 44))
    }

    /// A vertical drag on a row still scrolls the list.
    @Test func aVerticalDragOnARowScrolls() throws {
        let app = try app(Inbox())
        app.drag(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 190, y: 300))
        #expect(app.scroll.offset.y > -47)
        #expect(textFrame(app, "Message 0")?.minX == 16)
    }

    @Test func rowModifiersChangeInsetsSeparatorsAndBackgrounds() throws {
        let app = try app(List {
            Text("Edge").listRowInsets(EdgeInsets())
            Text("Hidden").listRowSeparator(.hidden)
            Text("Yellow").listRowBackground(Color.yellow)
            Text("Last")
        }.listStyle(.plain))
        // No insets: at the leading edge, centred in the 44 pt minimum.
        #expect(textFrame(app, "Edge") == CGRect(x: 0, y: 47 + 14, width: 32, height: 16))
        // "Edge" from x 0 (its leading inset), none under "Hidden", the
        // section separator under "Last".
        #expect(separators(app) == [CGRect(x: 0, y: 47 + 43, width: 390, height: 1),
                                    CGRect(x: 16, y: 47 + 88 + 43, width: 374, height: 1),
                                    CGRect(x: 0, y: 47 + 132 + 43, width: 390, height: 1)])
        let yellow = app.app.graph.drawList().commands.contains {
            if case .fillRect(CGRect(x: 0, y: 47 + 88, width: 390, height: 44), .yellow) = $0 { return true }
            return false
        }
        #expect(yellow)
    }

    @Test func modifiersOnASectionApplyToItsRows() throws {
        let app = try app(List {
            Section { Text("A"); Text("B"); Text("C") }.listRowSeparator(.hidden)
        }.listStyle(.grouped))
        #expect(separators(app).isEmpty)
        // Grouped rows are full width, content at the margin.
        #expect(textFrame(app, "A") == CGRect(x: 16, y: 47 + 35 + 14, width: 8, height: 16))
    }

    @Test func tallContentGrowsTheRow() throws {
        let app = try app(List {
            VStack(alignment: .leading) { Text("Title"); Text("Subtitle") }
            Text("Next")
        }.listStyle(.plain))
        // Two 16 pt lines that touch (two texts in a stack are set 0 apart):
        // 32 + 22 = 54.
        #expect(app.app.graph.views("ListRow")[0].frame.height == 54)
        #expect(textFrame(app, "Next")?.minY == CGFloat(47 + 54 + 14))
    }

    @Test func aWiderPhoneUsesTheTwentyPointMargin() throws {
        let app = TestApp(List { Text("A") }.listStyle(.plain), measurer: fakeMeasurer(),
                          size: CGSize(width: 430, height: 932), safeAreaInsets: EdgeInsets(top: 59, bottom: 34))
        try app.pumpAndSettle()
        #expect(textFrame(app, "A")?.minX == 20)
    }

    @Test func removeAndMoveAtOffsets() {
        var a = ["a", "b", "c", "d", "e"]
        a.remove(atOffsets: IndexSet([1, 3]))
        #expect(a == ["a", "c", "e"])
        var m = ["a", "b", "c", "d"]
        m.move(fromOffsets: IndexSet([0]), toOffset: 3)
        #expect(m == ["b", "c", "a", "d"])
        m = ["a", "b", "c", "d"]
        m.move(fromOffsets: IndexSet([1, 3]), toOffset: 0)
        #expect(m == ["b", "d", "a", "c"])
        m = ["a", "b", "c", "d"]
        m.move(fromOffsets: IndexSet([2]), toOffset: 4)
        #expect(m == ["a", "b", "d", "c"])
    }
}
