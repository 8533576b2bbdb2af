import Foundation
import Testing
import ScrollSim

// Gestures on the virtual clock (60 Hz unless said), iPhone 14 (390 × 844,
// safe area 47 top, 34 bottom), fake measurer. Events are sent between
// frames at the clock's time; `frame()` runs one frame.

/// What gestures report, in order.
@MainActor
final class GestureLog {
    var events: [String] = []
    var drags: [DragGesture.Value] = []
    var ended: DragGesture.Value?
}

/// A 200 × 200 square centred in the safe area, x 95…295, y 328.5…528.5.
struct DragSquare: View {
    let log: GestureLog
    var body: some View {
        Color.blue.frame(width: 200, height: 200)
            .gesture(DragGesture()
                .onChanged { log.drags.append($0) }
                .onEnded { log.ended = $0 })
    }
}

@MainActor
extension TestApp {
    /// Runs one frame (1/60 s at 60 Hz).
    func frame() async { await pump(1 / frameRate) }

    /// Touches down at `start`, then each frame moves to the next of `moves`; lifts at the last without a frame.
    func script(_ start: CGPoint, _ moves: [CGPoint]) async {
        send(.pointerDown(start))
        for p in moves {
            await frame()
            send(.pointerMove(p))
        }
        send(.pointerUp(moves.last ?? start))
    }
}

/// Rows 0…29, each 100 pt tall, in a vertical scroll view; `row` decorates each.
struct RowList<Row: View>: View {
    let row: (Int) -> Row
    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<30, id: \.self) { i in
                    row(i).frame(maxWidth: .infinity).frame(height: 100)
                }
            }
        }
    }
}

/// A gesture made of others, as apps write one: its value is its body's.
struct SwipeDistance: Gesture {
    var body: some Gesture<CGFloat> {
        DragGesture(minimumDistance: 20).map { $0.translation.width }
    }
}

@MainActor
@Suite struct GestureTests {
    func close(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 1e-9 }

    /// Down at (150, 400); moves of 6 pt a frame. 6 pt is under the 10 pt
    /// minimum: nothing; 12 pt begins it with translation 12 (the slop
    /// included), velocity 6 pt / (1/60 s) = 360 pt/s; location in the
    /// square's space (origin 95, 328.5). The lift ends it with the last
    /// value; predicted end translation 18 + 360 × 0.499 = 197.64.
    @Test func dragValuesDuringAScriptedDrag() async throws {
        let log = GestureLog()
        let app = TestApp(DragSquare(log: log), measurer: fakeMeasurer())
        #expect(try app.find(.kind("gesture")).frame == CGRect(x: 95, y: 328.5, width: 200, height: 200))
        await app.script(CGPoint(x: 150, y: 400), [CGPoint(x: 156, y: 400), CGPoint(x: 162, y: 400), CGPoint(x: 168, y: 400)])
        #expect(log.drags.count == 2)
        let first = log.drags[0]
        #expect(first.startLocation == CGPoint(x: 55, y: 71.5))
        #expect(first.location == CGPoint(x: 67, y: 71.5))
        #expect(first.translation == CGSize(width: 12, height: 0))
        #expect(close(first.velocity.width, 360) && first.velocity.height == 0)
        #expect(close(first.time.timeIntervalSinceReferenceDate, 2.0 / 60))
        let end = try #require(log.ended)
        #expect(end.translation == CGSize(width: 18, height: 0))
        #expect(close(end.velocity.width, 360))
        #expect(close(DragGesture.projectionTime, 0.499))
        #expect(close(end.predictedEndTranslation.width, 18 + 360 * 0.499))
        #expect(close(end.predictedEndLocation.x, 55 + 18 + 360 * 0.499))
        #expect(end.predictedEndTranslation.height == 0)
    }

    /// A finger that never passes the minimum distance ends nothing; one
    /// with `minimumDistance: 0` begins at the touch down, translation 0.
    @Test func minimumDistance() async throws {
        let log = GestureLog()
        let app = TestApp(DragSquare(log: log), measurer: fakeMeasurer())
        await app.script(CGPoint(x: 150, y: 400), [CGPoint(x: 159, y: 400)])
        await app.frame()
        #expect(log.drags.isEmpty && log.ended == nil)

        let zeroLog = GestureLog()
        let zero = TestApp(Color.blue.frame(width: 200, height: 200)
            .gesture(DragGesture(minimumDistance: 0).onChanged { zeroLog.drags.append($0) }), measurer: fakeMeasurer())
        zero.send(.pointerDown(CGPoint(x: 150, y: 400)))
        #expect(zeroLog.drags.map(\.translation) == [.zero])
    }

    /// The long press ends at exactly 0.5 s on a 100 Hz clock (the frame at
    /// 0.50), not at 0.49; lifted at 0.49 it never fires; moved 11 pt
    /// (past `maximumDistance` 10) it fails, while 10 pt still fires.
    @Test func longPressTiming() async throws {
        func press() -> (TestApp, GestureLog) {
            let log = GestureLog()
            let view = Color.blue.frame(width: 200, height: 200)
                .onLongPressGesture(perform: { log.events.append("fired") },
                                    onPressingChanged: { log.events.append("pressing \($0)") })
            return (TestApp(view, measurer: fakeMeasurer(), frameRate: 100), log)
        }
        let p = CGPoint(x: 195, y: 428)
        let (held, heldLog) = press()
        held.send(.pointerDown(p))
        await held.pump(0.49)
        #expect(heldLog.events == ["pressing true"])
        await held.pump(0.01)
        #expect(close(held.time, 0.5))
        #expect(heldLog.events == ["pressing true", "pressing false", "fired"])

        let (early, earlyLog) = press()
        early.send(.pointerDown(p))
        await early.pump(0.49)
        early.send(.pointerUp(p))
        await early.pump(1)
        #expect(earlyLog.events == ["pressing true", "pressing false"])

        let (moved, movedLog) = press()
        moved.send(.pointerDown(p))
        await moved.pump(0.2)
        moved.send(.pointerMove(CGPoint(x: p.x + 11, y: p.y)))
        await moved.pump(1)
        #expect(movedLog.events == ["pressing true", "pressing false"])

        let (edge, edgeLog) = press()
        edge.send(.pointerDown(p))
        await edge.pump(0.2)
        edge.send(.pointerMove(CGPoint(x: p.x, y: p.y + 10)))
        await edge.pump(0.3)
        #expect(edgeLog.events == ["pressing true", "pressing false", "fired"])
    }

    /// The older `pressing:perform:` form reports the same: pressing at
    /// the touch, not pressing and the action at 0.5 s.
    @Test func longPressWithPressingFirst() async throws {
        let log = GestureLog()
        let view = Color.blue.frame(width: 200, height: 200)
            .onLongPressGesture(minimumDuration: 0.5, pressing: { log.events.append("pressing \($0)") },
                                perform: { log.events.append("fired") })
        let app = TestApp(view, measurer: fakeMeasurer(), frameRate: 100)
        app.send(.pointerDown(CGPoint(x: 195, y: 428)))
        await app.pump(0.49)
        #expect(log.events == ["pressing true"])
        await app.pump(0.01)
        #expect(log.events == ["pressing true", "pressing false", "fired"])
    }

    /// `count: 2` inside `count: 1`: one tap runs the single-tap action only
    /// once the double tap can no longer complete, on the first frame more
    /// than 0.35 s after the lift (lift at 1/60, so the frame at 23/60); two
    /// taps 3 frames apart run the double tap only; two taps 0.4 s apart are
    /// two single taps.
    @Test func doubleTapAndSingleTapTiming() async throws {
        func screen() -> (TestApp, GestureLog) {
            let log = GestureLog()
            let view = Color.blue.frame(width: 200, height: 200)
                .onTapGesture(count: 2) { log.events.append("double") }
                .onTapGesture { log.events.append("single") }
            return (TestApp(view, measurer: fakeMeasurer()), log)
        }
        let p = CGPoint(x: 195, y: 428)
        let (single, singleLog) = screen()
        await single.tap(p)
        await single.pump(21.0 / 60)
        #expect(single.time == 22.0 / 60 && singleLog.events.isEmpty)
        await single.frame()
        #expect(singleLog.events == ["single"])
        await single.pump(1)
        #expect(singleLog.events == ["single"])

        let (double, doubleLog) = screen()
        await double.tap(p)
        await double.pump(3.0 / 60)
        await double.tap(p)
        #expect(doubleLog.events == ["double"])
        await double.pump(1)
        #expect(doubleLog.events == ["double"])

        let (slow, slowLog) = screen()
        await slow.tap(p)
        await slow.pump(0.4)
        await slow.tap(p)
        await slow.pump(1)
        #expect(slowLog.events == ["single", "single"])
    }

    /// `onTapGesture(coordinateSpace:)` and `SpatialTapGesture` report where
    /// the tap went down: in the view's space and in the window's.
    @Test func tapLocations() async throws {
        let log = GestureLog()
        let view = Color.blue.frame(width: 200, height: 200)
            .onTapGesture(coordinateSpace: .local) { log.events.append("local \($0.x),\($0.y)") }
            .simultaneousGesture(SpatialTapGesture(coordinateSpace: .global).onEnded {
                log.events.append("global \($0.location.x),\($0.location.y)")
            })
        let app = TestApp(view, measurer: fakeMeasurer())
        await app.tap(CGPoint(x: 100, y: 330))
        #expect(log.events == ["local 5.0,1.5", "global 100.0,330.0"])
    }

    /// `@GestureState` follows `updating` while the drag moves and is back
    /// at its initial value after the lift; a long press's pressing state
    /// also resets when a move past 10 pt fails the press.
    @Test func gestureStateResets() async throws {
        struct Card: View {
            @GestureState private var offset = CGSize.zero
            @GestureState private var isPressing = false
            var body: some View {
                Text(isPressing ? "pressing" : "idle")
                    .frame(width: 100, height: 100)
                    .offset(offset)
                    .gesture(DragGesture().updating($offset) { value, state, _ in state = value.translation })
                    .simultaneousGesture(LongPressGesture().updating($isPressing) { value, state, _ in state = value })
            }
        }
        let app = TestApp(Card(), measurer: fakeMeasurer())
        let rest = try app.center(of: .text("idle"))
        app.send(.pointerDown(CGPoint(x: 195, y: 428)))
        await app.frame()
        #expect(try app.center(of: .text("pressing")) == rest)
        app.send(.pointerMove(CGPoint(x: 195 + 30, y: 428 + 40)))
        await app.frame()
        #expect(try app.center(of: .text("idle")) == CGPoint(x: rest.x + 30, y: rest.y + 40))
        app.send(.pointerUp(CGPoint(x: 195 + 30, y: 428 + 40)))
        await app.frame()
        #expect(try app.center(of: .text("idle")) == rest)
    }

    /// Tap gestures on a view and its parent: the child's wins; a parent's
    /// high-priority gesture wins over the child's; a simultaneous one runs
    /// with it; a button inside a tappable row takes the tap from the row.
    @Test func priorityAmongAViewAndItsAncestors() async throws {
        func run<V: View>(_ make: (GestureLog) -> V) async -> [String] {
            let log = GestureLog()
            let app = TestApp(make(log), measurer: fakeMeasurer())
            await app.tap(CGPoint(x: 195, y: 428))
            await app.pump(0.5)
            return log.events
        }
        func child(_ log: GestureLog) -> some View {
            Color.red.frame(width: 100, height: 100).onTapGesture { log.events.append("child") }
                .padding(50).background(Color.gray)
        }
        #expect(await run { log in child(log).onTapGesture { log.events.append("parent") } } == ["child"])
        #expect(await run { log in
            child(log).highPriorityGesture(TapGesture().onEnded { log.events.append("parent") })
        } == ["parent"])
        #expect(await run { log in
            child(log).simultaneousGesture(TapGesture().onEnded { log.events.append("parent") })
        } == ["child", "parent"])
        #expect(await run { log in
            Button("Buy") { log.events.append("button") }.frame(width: 300, height: 44)
                .contentShape(Rectangle()).onTapGesture { log.events.append("row") }
        } == ["button"])
        // `including: .gesture` turns the child's gesture off; `.subviews` this one.
        #expect(await run { log in
            child(log).gesture(TapGesture().onEnded { log.events.append("parent") }, including: .gesture)
        } == ["parent"])
        #expect(await run { log in
            child(log).gesture(TapGesture().onEnded { log.events.append("parent") }, including: .subviews)
        } == ["child"])
    }

    /// A child's drag against its parent's: the child's begins first (both
    /// 10 pt); a high-priority parent drag takes it instead.
    @Test func dragPriorityAmongAncestors() async throws {
        func run(high: Bool) async -> [String] {
            let log = GestureLog()
            let inner = Color.red.frame(width: 100, height: 100)
                .gesture(DragGesture().onChanged { _ in log.events.append("child") })
                .padding(50)
            let parent = DragGesture().onChanged { _ in log.events.append("parent") }
            let app = high ? TestApp(AnyView(inner.highPriorityGesture(parent)), measurer: fakeMeasurer())
                : TestApp(AnyView(inner.gesture(parent)), measurer: fakeMeasurer())
            await app.script(CGPoint(x: 195, y: 428), [CGPoint(x: 207, y: 428), CGPoint(x: 219, y: 428)])
            return log.events
        }
        #expect(await run(high: false) == ["child", "child"])
        #expect(await run(high: true) == ["parent", "parent"])
    }

    /// A long press then a drag (`sequenced(before:)`): before 0.5 s the
    /// value is `.first(true)`; at 0.5 s `.second(true, nil)`; the drag
    /// then measures from where the finger was when the press ended.
    @Test func longPressThenDrag() async throws {
        let log = GestureLog()
        let gesture = LongPressGesture().sequenced(before: DragGesture(minimumDistance: 0))
            .onChanged { value in
                switch value {
                case .first(let pressing): log.events.append("first \(pressing)")
                case .second(let pressed, let drag):
                    log.events.append("second \(pressed) \(drag.map { "\($0.translation.width)" } ?? "nil")")
                }
            }
            .onEnded { _ in log.events.append("ended") }
        let app = TestApp(Color.blue.frame(width: 200, height: 200).gesture(gesture), measurer: fakeMeasurer(), frameRate: 100)
        let p = CGPoint(x: 195, y: 428)
        app.send(.pointerDown(p))
        await app.pump(0.49)
        #expect(log.events == ["first true"])
        await app.pump(0.01)
        #expect(log.events == ["first true", "second true nil", "second true 0.0"])
        app.send(.pointerMove(CGPoint(x: p.x + 25, y: p.y)))
        app.send(.pointerUp(CGPoint(x: p.x + 25, y: p.y)))
        #expect(log.events.suffix(2) == ["second true 25.0", "ended"])
    }

    /// `exclusively(before:)`: a double tap first, else a single tap; and
    /// `simultaneously(with:)` reports both values; `map` transforms.
    @Test func exclusiveSimultaneousAndMap() async throws {
        let log = GestureLog()
        let exclusive = TapGesture(count: 2).exclusively(before: TapGesture()).onEnded { value in
            switch value {
            case .first: log.events.append("double")
            case .second: log.events.append("single")
            }
        }
        let app = TestApp(Color.blue.frame(width: 200, height: 200).gesture(exclusive), measurer: fakeMeasurer())
        let p = CGPoint(x: 195, y: 428)
        await app.tap(p)
        await app.pump(3.0 / 60)
        await app.tap(p)
        await app.pump(1)
        await app.tap(p)
        await app.pump(1)
        #expect(log.events == ["double", "single"])

        let both = GestureLog()
        let pair = DragGesture().map { $0.translation.width }.simultaneously(with: LongPressGesture())
            .onChanged { both.events.append("\($0.first.map { "\($0)" } ?? "nil") \($0.second.map { "\($0)" } ?? "nil")") }
        let second = TestApp(Color.blue.frame(width: 200, height: 200).gesture(pair), measurer: fakeMeasurer())
        await second.script(p, [CGPoint(x: p.x + 20, y: p.y)])
        #expect(both.events == ["nil true", "20.0 true"])
    }

    /// A gesture with a body recognizes as its body: a 30 pt swipe to the
    /// left ends with −30; a 15 pt one (under 20) ends nothing.
    @Test func aGestureMadeOfOthers() async throws {
        let log = GestureLog()
        let view = Color.blue.frame(width: 200, height: 200)
            .gesture(SwipeDistance().onEnded { distance in log.events.append("\(distance)") })
        let app = TestApp(view, measurer: fakeMeasurer())
        let p = CGPoint(x: 195, y: 428)
        await app.script(p, [CGPoint(x: p.x - 15, y: p.y), CGPoint(x: p.x - 30, y: p.y)])
        await app.script(p, [CGPoint(x: p.x - 15, y: p.y)])
        #expect(log.events == ["-30.0"])
    }

    /// `disabled(true)` turns gestures off: neither the tap nor the drag runs.
    @Test func disabledGesturesDoNothing() async throws {
        let log = GestureLog()
        let view = Color.blue.frame(width: 200, height: 200)
            .onTapGesture { log.events.append("tap") }
            .gesture(DragGesture().onChanged { _ in log.events.append("drag") })
            .disabled(true)
        let app = TestApp(view, measurer: fakeMeasurer())
        let p = CGPoint(x: 195, y: 428)
        await app.tap(p)
        await app.script(p, [CGPoint(x: p.x + 30, y: p.y)])
        await app.pump(1)
        #expect(log.events.isEmpty)
        #expect(try app.find(.kind("onTapGesture")).frame == CGRect(x: 95, y: 328.5, width: 200, height: 200))
    }

    /// An optional gesture: `.gesture(active ? drag : nil)`. Present, the
    /// child's drag takes the touch from its parent's (both 10 pt, the
    /// innermost first): two moves of 12 pt report twice; nil, it
    /// recognizes nothing and the parent's drag gets both moves, and a tap
    /// reaches the parent's tap gesture.
    @Test func anOptionalGestureIsItsGestureOrNone() async throws {
        func run(active: Bool) async -> [String] {
            let log = GestureLog()
            let drag = DragGesture().onChanged { _ in log.events.append("child") }
            let view = Color.red.frame(width: 100, height: 100)
                .gesture(active ? drag : nil)
                .padding(50)
                .gesture(DragGesture().onChanged { _ in log.events.append("parent") })
                .onTapGesture { log.events.append("tap") }
            let app = TestApp(view, measurer: fakeMeasurer())
            await app.script(CGPoint(x: 195, y: 428), [CGPoint(x: 207, y: 428), CGPoint(x: 219, y: 428)])
            await app.pump(1)
            await app.tap(CGPoint(x: 195, y: 428))
            await app.pump(1)
            return log.events
        }
        #expect(await run(active: true) == ["child", "child", "tap"])
        #expect(await run(active: false) == ["parent", "parent", "tap"])
    }
}
