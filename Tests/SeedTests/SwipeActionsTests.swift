import Foundation
import Testing
import ScrollSim

/// `swipeActions` on plain list rows on an iPhone 14 (390 pt wide, rows
/// 44 pt from y 47) with the fake measurer (8 pt a character, 16 pt
/// lines). A button is max(74, label + 16 + 16) wide, at most 120; a
/// symbol label is 1443/2048 × 17 ≈ 11.98 pt, so a symbol button is 74.
/// The first button is at the edge; resting open, the row's content is
/// moved by the sum of the widths; past half the row (195 pt) a full swipe
/// performs the first action.
@MainActor
@Suite struct SwipeActionsTests {
    final class Log {
        var events: [String] = []
    }

    struct Message: Identifiable {
        let id: Int
        var subject: String { "Message \(id)" }
    }

    /// A mailbox as app code writes it: Delete and Pin on the trailing
    /// edge, Read on the leading edge.
    struct Mailbox: View {
        let log: Log
        @State var mail = (0..<20).map(Message.init)
        var body: some View {
            List {
                ForEach(mail) { message in
                    Text(message.subject)
                        .swipeActions(edge: .trailing, allowsFullSwipe: true) {
                            Button(role: .destructive) {
                                log.events.append("delete \(message.id)")
                                mail.removeAll { $0.id == message.id }
                            } label: {
                                Label("Delete", systemImage: "trash")
                            }
                            Button { log.events.append("pin \(message.id)") } label: {
                                Label("Pin", systemImage: "pin")
                            }
                            .tint(.orange)
                        }
                        .swipeActions(edge: .leading) {
                            Button("Read") { log.events.append("read \(message.id)") }.tint(.blue)
                        }
                }
            }
            .listStyle(.plain)
        }
    }

    func app<V: View>(_ view: V) throws -> TestApp { try settledApp(view) }

    /// The rects filled in `color`, in drawing order.
    func fills(_ app: TestApp, _ color: Color) -> [CGRect] {
        app.app.graph.drawList().commands.compactMap { command -> CGRect? in
            if case .fillRect(let rect, color) = command { return rect }
            return nil
        }
    }

    /// The rounded squares stroked in white (symbol placeholders).
    func symbols(_ app: TestApp) -> [CGRect] {
        app.app.graph.drawList().commands.compactMap { command -> CGRect? in
            if case .strokeRoundedRect(let rect, _, _, .white) = command { return rect }
            return nil
        }
    }

    /// The origin of the white text `text`, nil when none is drawn.
    func whiteText(_ app: TestApp, _ text: String) -> CGPoint? {
        for command in app.app.graph.drawList().commands {
            if case .text(let lines, _, .white) = command, lines.first?.text == text { return lines[0].origin }
        }
        return nil
    }

    let symbolSide = SymbolMetrics.side(for: .body)

    /// A swipe of 150 pt to the left (past half the 148 pt of buttons, short
    /// of half the row) rests open: Delete (red) at the trailing edge over
    /// 316 ..< 390, Pin (orange) inward over 242 ..< 316, each with its
    /// symbol centred; the text moved 148 pt to the left.
    @Test func trailingButtonsRestOpenFromTheEdgeInward() throws {
        let app = try app(Mailbox(log: Log()))
        try app.swipe(from: CGPoint(x: 300, y: 69), to: CGPoint(x: 150, y: 69))
        #expect(app.scroll.offset.y == -47)
        #expect(textFrame(app, "Message 0") == CGRect(x: 16 - 148, y: 47 + 14, width: 72, height: 16))
        #expect(fills(app, .red) == [CGRect(x: 316, y: 47, width: 74, height: 44)])
        #expect(fills(app, .orange) == [CGRect(x: 242, y: 47, width: 74, height: 44)])
        let s = symbolSide
        #expect(symbols(app) == [CGRect(x: 353 - s / 2, y: 69 - s / 2, width: s, height: s),
                                 CGRect(x: 279 - s / 2, y: 69 - s / 2, width: s, height: s)])
        // The labels show their symbols, not their titles.
        #expect(whiteText(app, "Delete") == nil)
    }

    /// While the finger is down, the buttons share what is uncovered in
    /// proportion to their widths: 74 pt uncovered, each is 37 wide.
    @Test func aPartlyUncoveredRowScalesItsButtons() throws {
        let app = try app(Mailbox(log: Log()))
        app.send(.pointerDown(CGPoint(x: 300, y: 69)))
        app.pump(1.0 / 60)
        app.send(.pointerMove(CGPoint(x: 226, y: 69)))
        app.pump(1.0 / 60)
        #expect(fills(app, .red) == [CGRect(x: 353, y: 47, width: 37, height: 44)])
        #expect(fills(app, .orange) == [CGRect(x: 316, y: 47, width: 37, height: 44)])
        app.send(.pointerUp(CGPoint(x: 226, y: 69)))
        try app.pumpAndSettle()
        // 74 pt is half the 148, not past it: the row closes.
        #expect(textFrame(app, "Message 0")?.minX == 16)
        #expect(fills(app, .red).isEmpty)
    }

    /// A full swipe (past half the row) performs the first action, Delete,
    /// whose action removes the row: the next one moves up.
    @Test func aFullSwipePerformsTheFirstAction() throws {
        let log = Log()
        let app = try app(Mailbox(log: log))
        try app.swipe(from: CGPoint(x: 350, y: 113), to: CGPoint(x: 100, y: 113))
        #expect(log.events == ["delete 1"])
        #expect(textFrame(app, "Message 1") == nil)
        #expect(textFrame(app, "Message 2") == CGRect(x: 16, y: 47 + 44 + 14, width: 72, height: 16))
        #expect(app.scroll.contentSize.height == CGFloat(19 * 44))
    }

    /// A swipe to the right uncovers the leading action: Read, blue, 74 pt
    /// (its 32 pt title and 32 pt of padding are less), its title in white
    /// centred; a full swipe to the right performs it and closes the row.
    @Test func theLeadingEdge() throws {
        let log = Log()
        let app = try app(Mailbox(log: log))
        try app.swipe(from: CGPoint(x: 100, y: 69), to: CGPoint(x: 200, y: 69))
        #expect(textFrame(app, "Message 0")?.minX == CGFloat(16 + 74))
        #expect(fills(app, .blue) == [CGRect(x: 0, y: 47, width: 74, height: 44)])
        #expect(whiteText(app, "Read") == CGPoint(x: 37 - 16, y: 69 - 8))
        #expect(log.events.isEmpty)
        try app.swipe(from: CGPoint(x: 20, y: 113), to: CGPoint(x: 300, y: 113))
        #expect(log.events == ["read 1"])
        #expect(textFrame(app, "Message 1")?.minX == 16)
    }

    /// A tap on an open row's button performs it and closes the row; the
    /// row stays (Pin does not remove it).
    @Test func aTapOnAButtonPerformsIt() throws {
        let log = Log()
        let app = try app(Mailbox(log: log))
        try app.swipe(from: CGPoint(x: 300, y: 69), to: CGPoint(x: 150, y: 69))
        try app.tapAndSettle(CGPoint(x: 279, y: 69))
        #expect(log.events == ["pin 0"])
        #expect(textFrame(app, "Message 0") == CGRect(x: 16, y: 47 + 14, width: 72, height: 16))
        #expect(fills(app, .orange).isEmpty)
        // Opened again, a tap on the row's content closes it without an action.
        try app.swipe(from: CGPoint(x: 300, y: 69), to: CGPoint(x: 150, y: 69))
        try app.tapAndSettle(CGPoint(x: 100, y: 69))
        #expect(log.events == ["pin 0"])
        #expect(textFrame(app, "Message 0")?.minX == 16)
    }

    /// A vertical drag on a row with swipe actions still scrolls the list.
    @Test func aVerticalDragStillScrolls() throws {
        let log = Log()
        let app = try app(Mailbox(log: log))
        app.drag(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 190, y: 300))
        #expect(app.scroll.offset.y > -47)
        try app.pumpAndSettle()
        // The row under the finger (message 7 at y 355 ..< 399) did not move sideways.
        #expect(textFrame(app, "Message 7")?.minX == 16)
        #expect(fills(app, .red).isEmpty && fills(app, .blue).isEmpty)
        #expect(log.events.isEmpty)
    }

    /// Without a full swipe, a long swipe only opens the row.
    @Test func allowsFullSwipeFalseOnlyOpens() throws {
        let log = Log()
        let app = try app(List {
            Text("Row").swipeActions(allowsFullSwipe: false) {
                Button("Archive") { log.events.append("archive") }
            }
        }.listStyle(.plain))
        try app.swipe(from: CGPoint(x: 370, y: 69), to: CGPoint(x: 60, y: 69))
        #expect(log.events.isEmpty)
        // "Archive": 56 + 32 = 88 pt, grey by default.
        #expect(textFrame(app, "Row")?.minX == CGFloat(16 - 88))
        #expect(fills(app, .gray) == [CGRect(x: 302, y: 47, width: 88, height: 44)])
        #expect(whiteText(app, "Archive") == CGPoint(x: 346 - 28, y: 69 - 8))
    }

    /// Explicit trailing actions replace `onDelete`'s Delete; leading ones
    /// leave it. Calling the modifier twice on an edge adds to its actions;
    /// a tint overrides a destructive role's red; a long title makes a
    /// 120 pt button and is left out.
    @Test func onDeleteAndAccumulatedActions() throws {
        let app = try app(List {
            ForEach(0..<3) { i in
                if i == 0 {
                    Text("Zero").swipeActions { Button("Archive") {} }
                } else if i == 1 {
                    Text("One").swipeActions(edge: .leading) { Button("Read") {} }
                } else {
                    Text("Two")
                        .swipeActions { Button(role: .destructive) {} label: { Text("Erase") }.tint(.purple) }
                        .swipeActions { Button("Move to Junk Folder") {} }
                }
            }
            .onDelete { _ in }
        }.listStyle(.plain))
        // Row 0: its own Archive (88 pt, grey) only.
        try app.swipe(from: CGPoint(x: 300, y: 69), to: CGPoint(x: 150, y: 69))
        #expect(textFrame(app, "Zero")?.minX == CGFloat(16 - 88))
        #expect(fills(app, .gray) == [CGRect(x: 302, y: 47, width: 88, height: 44)])
        #expect(fills(app, .red).isEmpty)
        // Row 1: leading actions only, so a swipe left uncovers the Delete
        // of onDelete, 48 + 32 = 80 pt, red.
        try app.swipe(from: CGPoint(x: 300, y: 113), to: CGPoint(x: 150, y: 113))
        #expect(textFrame(app, "One")?.minX == CGFloat(16 - 80))
        #expect(fills(app, .red) == [CGRect(x: 310, y: 91, width: 80, height: 44)])
        #expect(whiteText(app, "Delete") == CGPoint(x: 350 - 24, y: 113 - 8))
        // Row 2: Erase (purple: the tint wins over the role; 40 + 32 → 74),
        // then the second call's button (152 + 32 → 120, its title left out).
        try app.swipe(from: CGPoint(x: 380, y: 157), to: CGPoint(x: 230, y: 157))
        #expect(textFrame(app, "Two")?.minX == CGFloat(16 - 194))
        #expect(fills(app, .purple) == [CGRect(x: 316, y: 135, width: 74, height: 44)])
        #expect(fills(app, .gray).contains(CGRect(x: 196, y: 135, width: 120, height: 44)))
        #expect(whiteText(app, "Erase") == CGPoint(x: 353 - 20, y: 157 - 8))
        #expect(whiteText(app, "Move to Junk Folder") == nil)
    }

    /// At most one row of a list is open: opening a second row's actions
    /// closes the first (row 0 back at x 16, only row 1's buttons drawn).
    @Test func openingASecondRowClosesTheFirst() throws {
        let app = try app(Mailbox(log: Log()))
        try app.swipe(from: CGPoint(x: 300, y: 69), to: CGPoint(x: 150, y: 69))
        #expect(textFrame(app, "Message 0")?.minX == CGFloat(16 - 148))
        try app.swipe(from: CGPoint(x: 300, y: 113), to: CGPoint(x: 150, y: 113))
        #expect(textFrame(app, "Message 0")?.minX == 16)
        #expect(textFrame(app, "Message 1")?.minX == CGFloat(16 - 148))
        #expect(fills(app, .red) == [CGRect(x: 316, y: 91, width: 74, height: 44)])
        // The leading edge counts too: Read on row 2 closes row 1.
        try app.swipe(from: CGPoint(x: 100, y: 157), to: CGPoint(x: 200, y: 157))
        #expect(textFrame(app, "Message 1")?.minX == 16)
        #expect(textFrame(app, "Message 2")?.minX == CGFloat(16 + 74))
        #expect(fills(app, .red).isEmpty)
    }

    /// A touch on another row closes the open one and performs nothing.
    @Test func aTouchOnAnotherRowClosesTheOpenOne() throws {
        let log = Log()
        let app = try app(Mailbox(log: log))
        try app.swipe(from: CGPoint(x: 300, y: 69), to: CGPoint(x: 150, y: 69))
        try app.tapAndSettle(CGPoint(x: 100, y: 201))
        #expect(textFrame(app, "Message 0")?.minX == 16)
        #expect(fills(app, .red).isEmpty && fills(app, .orange).isEmpty)
        #expect(log.events.isEmpty)
    }

    /// Scrolling the list closes the open row.
    @Test func scrollingClosesTheOpenRow() throws {
        let log = Log()
        let app = try app(Mailbox(log: log))
        try app.swipe(from: CGPoint(x: 300, y: 69), to: CGPoint(x: 150, y: 69))
        app.drag(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 200, y: 350))
        try app.pumpAndSettle()
        #expect(app.scroll.offset.y > -47)
        #expect(textFrame(app, "Message 0")?.minX == 16)
        #expect(fills(app, .red).isEmpty && fills(app, .orange).isEmpty)
        #expect(log.events.isEmpty)
    }
}
