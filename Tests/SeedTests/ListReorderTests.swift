import Foundation
import Testing
import ScrollSim

// Moving list rows by their reorder control in edit mode, and the delete
// control (docs/layout-rules.md, "Lists"). Plain list on an iPhone 14,
// fake measurer: rows 44 pt from y 47, text 14 pt below a row's top, the
// content 16 pt from the left. In edit mode a row of a `ForEach` with
// `onMove` has a 44 pt reorder control at its trailing edge (the grip's
// three 18 × 2 lines centred in it, 6 pt apart) and its content ends
// there; a row with `onDelete` has a 22 pt red delete control at the
// content inset and its content 38 pt further in. A touch is handled at
// the clock's time (the last frame's), so the k-th frame after it shows
// an animation it starts at k/60 s; rows slide and the released row
// settles on `Animation.default` (critically damped, ω = 2π/0.55).

@MainActor
@Suite struct ListReorderTests {
    final class Log {
        var moves: [(source: IndexSet, destination: Int)] = []
        var deletes: [IndexSet] = []
    }

    /// Five rows A…E in edit mode; `move` and `delete` choose the actions set.
    struct Letters: View {
        let log: Log
        var move = true
        var delete = false
        var editing = true
        var pinned: String? = nil
        @State var items = ["A", "B", "C", "D", "E"]
        var body: some View {
            List {
                ForEach(items, id: \.self) { item in
                    HStack { Text(item); Spacer() }.moveDisabled(item == pinned)
                }
                .onMove(perform: move ? { log.moves.append(($0, $1)); items.move(fromOffsets: $0, toOffset: $1) } : nil)
                .onDelete(perform: delete ? { log.deletes.append($0); items.remove(atOffsets: $0) } : nil)
            }
            .listStyle(.plain)
            .environment(\.editMode, .constant(editing ? .active : .inactive))
        }
    }

    /// The grip lines drawn (18 × 2 rounded rects), in draw order.
    func gripLines(_ app: TestApp) -> [CGRect] {
        app.lastFrame!.drawList.commands.compactMap { command in
            if case .fillRoundedRect(let rect, 1, _) = command, rect.width == 18, rect.height == 2 { return rect }
            return nil
        }
    }

    /// The top of the drawn text `text` less 14: the top of its row as drawn.
    func rowTop(_ app: TestApp, _ text: String) throws -> Double {
        Double(try #require(drawnText(app, text), "\(text) is drawn").origin.y) - 14
    }

    /// The drawn order of the rows, top to bottom, from their texts.
    func order(_ app: TestApp) -> [String] {
        ["A", "B", "C", "D", "E"].compactMap { t in drawnText(app, t).map { (t, $0.origin.y) } }
            .sorted { $0.1 < $1.1 }.map(\.0)
    }

    /// Drags the grip of the row whose top is `top` by `dy` in one move, one frame after the touch went down.
    func lift(_ app: TestApp, top: CGFloat, by dy: CGFloat) {
        app.send(.pointerDown(CGPoint(x: 368, y: top + 22)))
        app.pump(1.0 / 60)
        app.send(.pointerMove(CGPoint(x: 368, y: top + 22 + dy)))
    }

    @Test func editModeShowsGripsAndTheContentEndsAtTheControl() throws {
        let app = try settledApp(Letters(log: Log()))
        let lines = gripLines(app)
        #expect(lines.count == 15)
        // Row 0 (47 ..< 91): its control is 346 ..< 390; the lines are 359 ..< 377, at 62, 68, 74.
        #expect(Array(lines.prefix(3)) == [CGRect(x: 359, y: 62, width: 18, height: 2), CGRect(x: 359, y: 68, width: 18, height: 2),
                                           CGRect(x: 359, y: 74, width: 18, height: 2)])
        #expect(lines[12] == CGRect(x: 359, y: 238, width: 18, height: 2))
        // The content is 390 − 16 − 44 wide.
        #expect(try app.find(.text("A")).frame.minX == 16)
        let stacks = app.app.graph.inspect().all { $0.kind == "HStack" }
        #expect(stacks.first?.frame == CGRect(x: 16, y: 61, width: 330, height: 16))
    }

    @Test func outsideEditModeOrWithoutOnMoveNoGrip() throws {
        let plain = try settledApp(Letters(log: Log(), editing: false))
        #expect(gripLines(plain).isEmpty)
        #expect(plain.app.graph.inspect().all { $0.kind == "HStack" }.first?.frame == CGRect(x: 16, y: 61, width: 358, height: 16))
        let noMove = try settledApp(Letters(log: Log(), move: false))
        #expect(gripLines(noMove).isEmpty)
        #expect(noMove.app.graph.inspect().all { $0.kind == "HStack" }.first?.frame == CGRect(x: 16, y: 61, width: 358, height: 16))
        // A drag where the grip would be scrolls nothing and moves nothing.
        noMove.drag(from: CGPoint(x: 368, y: 69), to: CGPoint(x: 368, y: 169))
        try noMove.pumpAndSettle()
        #expect(order(noMove) == ["A", "B", "C", "D", "E"])
    }

    /// A dragged 100 pt down: it follows the finger at once (top 147) while
    /// B and C, whose middles (113, 157) its middle (169) passed, slide up
    /// 44 pt on the spring; released, it settles into C's slot (top 135,
    /// 88 pt down) on the spring from 100, and then `onMove` is called once
    /// with ([0], 3), as `move(fromOffsets: [0], toOffset: 3)` puts A after C.
    @Test func aRowDraggedDownSlidesTheOthersUpAndMovesOnceSettled() throws {
        let log = Log()
        let app = try settledApp(Letters(log: log))
        lift(app, top: 47, by: 100)
        for frame in 1...12 {
            app.pump(1.0 / 60)
            let slide = -44 + defaultSpringDisplacement(44, Double(frame) / 60)
            #expect(try rowTop(app, "A") == 147, "frame \(frame)")
            #expect(abs(try rowTop(app, "B") - (91 + slide)) < 1e-9, "frame \(frame)")
            #expect(abs(try rowTop(app, "C") - (135 + slide)) < 1e-9, "frame \(frame)")
            #expect(try rowTop(app, "D") == 179, "frame \(frame)")
            #expect(try rowTop(app, "E") == 223, "frame \(frame)")
        }
        // The lifted row is drawn above the others; its frame is where it is drawn.
        let rows = app.app.graph.inspect().all { $0.kind == "ListRow" }
        #expect(rows[0].frame == CGRect(x: 0, y: 147, width: 390, height: 44))
        #expect(log.moves.isEmpty)
        app.send(.pointerUp(CGPoint(x: 368, y: 169)))
        for frame in 1...12 {
            app.pump(1.0 / 60)
            #expect(abs(try rowTop(app, "A") - (135 + defaultSpringDisplacement(12, Double(frame) / 60))) < 1e-9, "frame \(frame)")
        }
        #expect(log.moves.isEmpty)
        try app.pumpAndSettle()
        #expect(log.moves.count == 1)
        #expect(log.moves.first?.source == IndexSet(integer: 0) && log.moves.first?.destination == 3)
        #expect(order(app) == ["B", "C", "A", "D", "E"])
        #expect(try rowTop(app, "A") == 135)
        #expect(try rowTop(app, "B") == 47)
        #expect(try rowTop(app, "C") == 91)
        #expect(app.app.graph.inspect().all { $0.kind == "ListRow" }.map(\.frame.minY) == [47, 91, 135, 179, 223])
    }

    /// D (top 179, middle 201) dragged 100 pt up: its middle (101) passes
    /// C's (157) and B's (113) but not A's (69), so it goes before B:
    /// `onMove` gets ([3], 1); B and C slid down 44 pt, and D settles at 91.
    @Test func aRowDraggedUpGoesBeforeTheRowsItPassed() throws {
        let log = Log()
        let app = try settledApp(Letters(log: log))
        lift(app, top: 179, by: -100)
        app.pump(2)
        #expect(try rowTop(app, "D") == 79)
        #expect(abs(try rowTop(app, "B") - 135) < 1e-6)
        #expect(abs(try rowTop(app, "C") - 179) < 1e-6)
        #expect(try rowTop(app, "A") == 47)
        app.send(.pointerUp(CGPoint(x: 368, y: 101)))
        try app.pumpAndSettle()
        #expect(log.moves.count == 1)
        #expect(log.moves.first?.source == IndexSet(integer: 3) && log.moves.first?.destination == 1)
        #expect(order(app) == ["A", "D", "B", "C", "E"])
        #expect(try rowTop(app, "D") == 91)
    }

    /// Dragged less than to B's middle (A's middle at 89 < 113), the row
    /// settles back into its own slot and `onMove` is not called.
    @Test func aShortDragPutsTheRowBackWithoutOnMove() throws {
        let log = Log()
        let app = try settledApp(Letters(log: log))
        lift(app, top: 47, by: 20)
        app.pump(1.0 / 60)
        #expect(try rowTop(app, "A") == 67)
        #expect(try rowTop(app, "B") == 91)
        app.send(.pointerUp(CGPoint(x: 368, y: 89)))
        app.pump(1.0 / 60)
        #expect(abs(try rowTop(app, "A") - defaultSpringDisplacement(20, 1.0 / 60) - 47) < 1e-9)
        try app.pumpAndSettle()
        #expect(log.moves.isEmpty)
        #expect(order(app) == ["A", "B", "C", "D", "E"])
        #expect(try rowTop(app, "A") == 47)
    }

    /// An `onMove` that leaves the data as it was: once called (after the
    /// row settled at 135), the rows go back to their places on the spring,
    /// the order unchanged.
    @Test func rowsGoBackWhenOnMoveKeepsTheData() throws {
        struct Stubborn: View {
            let log: Log
            let items = ["A", "B", "C", "D", "E"]
            var body: some View {
                List {
                    ForEach(items, id: \.self) { Text($0) }
                        .onMove { log.moves.append(($0, $1)) }
                }
                .listStyle(.plain)
                .environment(\.editMode, .constant(.active))
            }
        }
        let log = Log()
        let app = try settledApp(Stubborn(log: log))
        lift(app, top: 47, by: 100)
        app.send(.pointerUp(CGPoint(x: 368, y: 169)))
        var frames = 0
        while log.moves.isEmpty && frames < 120 {
            app.pump(1.0 / 60)
            frames += 1
        }
        #expect(log.moves.count == 1 && log.moves.first?.destination == 3)
        // Called in the frame that finds the row settled in its slot.
        #expect(try rowTop(app, "A") == 135)
        try app.pumpAndSettle()
        #expect(log.moves.count == 1)
        #expect(order(app) == ["A", "B", "C", "D", "E"])
        #expect(try rowTop(app, "A") == 47)
        #expect(try rowTop(app, "C") == 135)
    }

    /// A row far past the last is held at the end of its `ForEach`: E's
    /// slot (top 223), and `onMove` gets ([0], 5).
    @Test func aRowStaysAmongItsForEachsRows() throws {
        let log = Log()
        let app = try settledApp(Letters(log: log))
        lift(app, top: 47, by: 500)
        app.pump(1)
        #expect(try rowTop(app, "A") == 223)
        app.send(.pointerUp(CGPoint(x: 368, y: 569)))
        try app.pumpAndSettle()
        #expect(log.moves.first?.source == IndexSet(integer: 0) && log.moves.first?.destination == 5)
        #expect(order(app) == ["B", "C", "D", "E", "A"])
    }

    /// `moveDisabled(true)` on C: no grip there (12 lines, none at C's
    /// 135 ..< 179), its content is full width, and a drag there moves nothing;
    /// the other rows still move past it.
    @Test func aMoveDisabledRowHasNoGripAndDoesNotMove() throws {
        let log = Log()
        let app = try settledApp(Letters(log: log, pinned: "C"))
        let lines = gripLines(app)
        #expect(lines.count == 12)
        #expect(!lines.contains { $0.minY > 135 && $0.maxY < 179 })
        #expect(app.app.graph.inspect().all { $0.kind == "HStack" }[2].frame == CGRect(x: 16, y: 149, width: 358, height: 16))
        lift(app, top: 135, by: -80)
        try app.pumpAndSettle()
        app.send(.pointerUp(CGPoint(x: 368, y: 77)))
        try app.pumpAndSettle()
        #expect(log.moves.isEmpty)
        #expect(order(app) == ["A", "B", "C", "D", "E"])
        lift(app, top: 47, by: 100)
        app.send(.pointerUp(CGPoint(x: 368, y: 169)))
        try app.pumpAndSettle()
        #expect(log.moves.first?.destination == 3)
        #expect(order(app) == ["B", "C", "A", "D", "E"])
    }

    /// With `onDelete` too, each row has the delete control at the leading
    /// edge (22 pt at x 16, centred: 58 ..< 80 on row 0) and the grip at
    /// the trailing edge; the content is 38 pt in (at 54) and 390 − 54 − 44 wide.
    /// A tap on the control opens the row's Delete ("Delete" is 48 pt in the
    /// fake measurer, 80 with its padding); a tap on it deletes.
    @Test func theDeleteControlOpensTheRowsDelete() throws {
        let log = Log()
        let app = try settledApp(Letters(log: log, delete: true))
        let circles = app.lastFrame!.drawList.commands.compactMap { command -> CGRect? in
            if case .fillEllipse(let rect, .red) = command { return rect }
            return nil
        }
        #expect(circles.count == 5 && circles.first == CGRect(x: 16, y: 58, width: 22, height: 22))
        #expect(gripLines(app).count == 15)
        #expect(app.app.graph.inspect().all { $0.kind == "HStack" }.first?.frame == CGRect(x: 54, y: 61, width: 292, height: 16))
        app.tap(CGPoint(x: 27, y: 113))
        try app.pumpAndSettle()
        let delete = app.lastFrame!.drawList.commands.compactMap { command -> CGRect? in
            if case .fillRect(let rect, .red) = command { return rect }
            return nil
        }
        #expect(delete == [CGRect(x: 310, y: 91, width: 80, height: 44)])
        #expect(log.deletes.isEmpty)
        app.tap(CGPoint(x: 350, y: 113))
        try app.pumpAndSettle()
        #expect(log.deletes == [IndexSet(integer: 1)])
        #expect(order(app) == ["A", "C", "D", "E"])
    }

    /// Thirty rows; row 15 (top 707) lifted and the finger held at y 800,
    /// 34 pt into the 44 pt auto-scroll zone above the list's bottom edge
    /// (810, the safe area's): the list scrolls 600 × 34/44 pt a second, so
    /// after 60 frames (1 s) its offset is −47 + 463.64, on the 1× pixel
    /// grid 417; the row stays under the finger.
    @Test func holdingNearTheBottomEdgeAutoScrolls() throws {
        struct Long: View {
            @State var items = (0..<30).map { "Row \($0)" }
            var body: some View {
                List {
                    ForEach(items, id: \.self) { Text($0) }
                        .onMove { items.move(fromOffsets: $0, toOffset: $1) }
                }
                .listStyle(.plain)
                .environment(\.editMode, .constant(.active))
            }
        }
        let app = try settledApp(Long())
        #expect(app.scroll.offset.y == -47)
        app.send(.pointerDown(CGPoint(x: 368, y: 729)))
        app.pump(1.0 / 60)
        app.send(.pointerMove(CGPoint(x: 368, y: 800)))
        var expected: CGFloat = -47
        for frame in 1...60 {
            app.pump(1.0 / 60)
            // Each frame asks for 1/60 of it, and the offset keeps to whole points (1×).
            expected = (-47 + CGFloat(frame) * 600 * 34 / 44 / 60).rounded()
            #expect(app.scroll.offset.y == expected, "frame \(frame)")
        }
        #expect(expected == 417)
        // Drawn under the finger (71 pt below where it was lifted), in the window: 707 + 71.
        #expect(try rowTop(app, "Row 15") == 778)
        app.send(.pointerUp(CGPoint(x: 368, y: 800)))
        try app.pumpAndSettle()
        #expect(app.scroll.offset.y == expected)
    }
}
