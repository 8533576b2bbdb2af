import Foundation
import Testing
import ScrollSim

// Gestures against a scroll view's pan. `RowList`: 100 pt rows in a
// full-screen vertical ScrollView on an iPhone 14, at rest at offset −47
// (row 2 spans y 247…347, its text centred at x 195). The pan starts after 10 pt; the content then
// follows the finger from where it passed the slop. Moves of 6 pt a frame,
// so the slop passes at 12 pt.

/// Moves of 6 pt a frame from `start` along (dx, dy), `steps` of them.
@MainActor
func steps(from start: CGPoint, dx: CGFloat, dy: CGFloat, _ count: Int) -> [CGPoint] {
    (1...count).map { CGPoint(x: start.x + dx * CGFloat($0), y: start.y + dy * CGFloat($0)) }
}

@MainActor
@Suite struct GestureArbitrationTests {
    let row2 = CGPoint(x: 195, y: 297)

    /// A row with a sideways `DragGesture(minimumDistance: 20)`: a
    /// horizontal move of 60 pt leaves the vertical scroll view (it gives
    /// the touch up at 12 pt, more sideways than vertical) and the drag
    /// begins at 24 pt, ending with translation 60; a vertical move of 60
    /// pt scrolls 60 − 12 = 48 pt (offset −47 → 1) and the drag, cancelled
    /// at 12 pt, reports nothing.
    @Test func aSidewaysDragInAVerticalScrollView() async throws {
        let log = GestureLog()
        let list = RowList { i in
            Text("Row \(i)").gesture(DragGesture(minimumDistance: 20)
                .onChanged { log.drags.append($0) }
                .onEnded { log.ended = $0 })
        }
        let app = TestApp(list, measurer: fakeMeasurer())
        #expect(app.scroll.offset.y == -47)
        await app.script(row2, steps(from: row2, dx: 6, dy: 0, 10))
        #expect(app.scroll.offset.y == -47)
        #expect(log.drags.map(\.translation.width) == [24, 30, 36, 42, 48, 54, 60])
        #expect(log.ended?.translation == CGSize(width: 60, height: 0))
        try await app.pumpAndSettle()

        let vertical = GestureLog()
        let second = TestApp(RowList { i in
            Text("Row \(i)").gesture(DragGesture(minimumDistance: 20).onChanged { vertical.drags.append($0) })
        }, measurer: fakeMeasurer())
        await second.script(row2, steps(from: row2, dx: 0, dy: -6, 10))
        #expect(second.scroll.offset.y == 1)
        #expect(vertical.drags.isEmpty)
    }

    /// With the default 10 pt minimum distance the row's drag and the pan
    /// are ready on the same move; the row's gesture is asked first and
    /// takes the touch, so a vertical move does not scroll (the "scroll
    /// hijacking" reported for SwiftUI). `simultaneousGesture` lets both
    /// run: the content scrolls 48 pt and the drag reports all 60.
    @Test func aDefaultDragTakesTheTouchUnlessSimultaneous() async throws {
        let log = GestureLog()
        let app = TestApp(RowList { i in
            Text("Row \(i)").gesture(DragGesture().onChanged { log.drags.append($0) })
        }, measurer: fakeMeasurer())
        await app.script(row2, steps(from: row2, dx: 0, dy: -6, 10))
        #expect(app.scroll.offset.y == -47)
        #expect(log.drags.map(\.translation.height) == [-12, -18, -24, -30, -36, -42, -48, -54, -60])

        let both = GestureLog()
        let shared = TestApp(RowList { i in
            Text("Row \(i)").simultaneousGesture(DragGesture().onChanged { both.drags.append($0) })
        }, measurer: fakeMeasurer())
        await shared.script(row2, steps(from: row2, dx: 0, dy: -6, 10))
        #expect(shared.scroll.offset.y == 1)
        #expect(both.drags.last?.translation == CGSize(width: 0, height: -60))
        #expect(both.drags.count == 9)
    }

    /// A tap that moves 30 pt becomes a scroll (offset −47 + 18 = −29) and
    /// neither the tap gesture nor a button fires; one that moves 5 pt taps.
    @Test func aTapThatMovesBecomesAScroll() async throws {
        let log = GestureLog()
        let app = TestApp(RowList { i in
            HStack {
                Text("Row \(i)").onTapGesture { log.events.append("tap \(i)") }
                Button("Buy \(i)") { log.events.append("buy \(i)") }
            }
        }, measurer: fakeMeasurer())
        let tapPoint = try app.center(of: .text("Row 2"))
        let buyPoint = try app.center(of: .text("Buy 2"))
        await app.script(tapPoint, steps(from: tapPoint, dx: 0, dy: -6, 5))
        #expect(app.scroll.offset.y == -29)
        try await app.pumpAndSettle()
        let offset = app.scroll.offset.y
        let buy = try app.center(of: .text("Buy 2"))
        await app.script(buy, steps(from: buy, dx: 0, dy: -6, 5))
        #expect(app.scroll.offset.y == offset + 18)
        try await app.pumpAndSettle()
        #expect(log.events.isEmpty)

        let still = TestApp(RowList { i in
            HStack {
                Text("Row \(i)").onTapGesture { log.events.append("tap \(i)") }
                Button("Buy \(i)") { log.events.append("buy \(i)") }
            }
        }, measurer: fakeMeasurer())
        await still.script(tapPoint, [CGPoint(x: tapPoint.x, y: tapPoint.y - 5)])
        await still.script(buyPoint, [CGPoint(x: buyPoint.x, y: buyPoint.y - 5)])
        try await still.pumpAndSettle()
        #expect(still.scroll.offset.y == -47)
        #expect(log.events == ["tap 2", "buy 2"])
    }

    /// A long press (allowing 50 pt of movement) whose finger scrolls: the
    /// pan takes the touch at 12 pt, the press is cancelled and never
    /// fires. A press that fires at 0.5 s keeps the touch: moving 60 pt
    /// afterwards does not scroll.
    @Test func aLongPressAgainstTheScrollView() async throws {
        let log = GestureLog()
        func list() -> some View {
            RowList { i in
                Text("Row \(i)").onLongPressGesture(maximumDistance: 50, perform: { log.events.append("fired \(i)") },
                                                    onPressingChanged: { log.events.append("pressing \($0)") })
            }
        }
        let p = CGPoint(x: 195, y: 297)
        let app = TestApp(list(), measurer: fakeMeasurer())
        app.send(.pointerDown(p))
        await app.pump(0.2)
        app.send(.pointerMove(CGPoint(x: p.x, y: p.y - 12)))
        await app.pump(1)
        #expect(log.events == ["pressing true", "pressing false"])
        #expect(app.scroll.offset.y == -47)
        app.send(.pointerMove(CGPoint(x: p.x, y: p.y - 30)))
        #expect(app.scroll.offset.y == CGFloat(-47 + 18))
        app.send(.pointerUp(CGPoint(x: p.x, y: p.y - 30)))
        try await app.pumpAndSettle()

        log.events = []
        let held = TestApp(list(), measurer: fakeMeasurer())
        held.send(.pointerDown(p))
        await held.pump(0.5)
        #expect(log.events == ["pressing true", "pressing false", "fired 2"])
        for q in steps(from: p, dx: 0, dy: -6, 10) {
            held.send(.pointerMove(q))
            await held.frame()
        }
        #expect(held.scroll.offset.y == -47)
    }

    /// A horizontal ScrollView (cards 150 pt wide, "Card 0" 48 pt wide
    /// centred at x 51) at the top of a vertical one: a sideways drag of
    /// 60 pt scrolls the carousel 48 pt and not the page; a vertical one
    /// scrolls the page 48 pt and not the carousel.
    @Test func crossedNestedScrollViews() async throws {
        struct Page: View {
            var body: some View {
                ScrollView {
                    VStack(spacing: 0) {
                        ScrollView(.horizontal) {
                            HStack(spacing: 0) {
                                ForEach(0..<10, id: \.self) { Text("Card \($0)").frame(width: 150, height: 200) }
                            }
                        }
                        ForEach(0..<20, id: \.self) { Text("Row \($0)").frame(height: 100) }
                    }
                }
            }
        }
        let start = CGPoint(x: 200, y: 147)
        let app = TestApp(Page(), measurer: fakeMeasurer())
        #expect(try app.find(.text("Card 0")).frame.minX == 51)
        await app.script(start, steps(from: start, dx: -6, dy: 0, 10))
        #expect(try app.find(.text("Card 0")).frame.minX == 51 - 48)
        #expect(app.scroll.offset.y == -47)

        let second = TestApp(Page(), measurer: fakeMeasurer())
        await second.script(start, steps(from: start, dx: 0, dy: -6, 10))
        #expect(second.scroll.offset.y == 1)
        #expect(try second.find(.text("Card 0")).frame.minX == 51)
    }

    /// A `@GestureState` of a gesture the pan cancels returns to its
    /// initial value: "pressing" shows from the touch down and the row's
    /// name again once the pan takes the touch at 12 pt.
    @Test func gestureStateResetsWhenThePanCancels() async throws {
        struct Row: View {
            let index: Int
            @GestureState private var pressing = false
            var body: some View {
                Text(pressing ? "pressing" : "Row \(index)")
                    .gesture(LongPressGesture(maximumDistance: 50).updating($pressing) { value, state, _ in state = value })
            }
        }
        let app = TestApp(RowList { Row(index: $0) }, measurer: fakeMeasurer())
        app.send(.pointerDown(row2))
        await app.frame()
        #expect(app.isVisible(.text("pressing")) && !app.isVisible(.text("Row 2")))
        app.send(.pointerMove(CGPoint(x: row2.x, y: row2.y - 12)))
        await app.frame()
        #expect(!app.isVisible(.text("pressing")) && app.isVisible(.text("Row 2")))
        #expect(app.scroll.phase == .dragging)
    }
}
