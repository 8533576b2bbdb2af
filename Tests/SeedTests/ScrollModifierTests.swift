import Foundation
import Testing
import ScrollSim

/// `scrollIndicators`, `scrollDisabled`, `scrollBounceBehavior`, `defaultScrollAnchor`.
@MainActor
@Suite struct ScrollModifierTests {
    /// The indicator knobs drawn: 6 pt wide (vertical) or tall (horizontal), translucent black.
    func knobs(_ app: TestApp) -> [CGRect] {
        app.app.graph.drawList().commands.compactMap { c -> CGRect? in
            if case .fillRoundedRect(let r, _, let color) = c, min(r.width, r.height) == 6, color.red == 0, color.opacity > 0 { return r }
            return nil
        }
    }

    @Test func hiddenIndicatorsAreNotDrawn() {
        struct Both: View {
            var hidden: Axis.Set = []
            var body: some View {
                ScrollView([.vertical, .horizontal]) { Color.blue.frame(width: 1000, height: 2000) }
                    .scrollIndicators(.hidden, axes: hidden)
            }
        }
        let shown = scrollApp(Both())
        shown.send(.wheel(dx: 1, dy: -1, at: CGPoint(x: 195, y: 400)))
        shown.frame()
        #expect(knobs(shown).count == 2)
        let vertical = scrollApp(Both(hidden: .vertical))
        vertical.send(.wheel(dx: 1, dy: -1, at: CGPoint(x: 195, y: 400)))
        vertical.frame()
        #expect(knobs(vertical).map { $0.height == 6 } == [true]) // only the horizontal knob
        let none = scrollApp(Both(hidden: [.vertical, .horizontal]))
        none.send(.wheel(dx: 1, dy: -1, at: CGPoint(x: 195, y: 400)))
        none.frame()
        #expect(knobs(none).isEmpty)
    }

    /// A disabled inner scroll view (its offsets recorded) inside an outer
    /// one, and a button that scrolls the inner one.
    struct Nested: View {
        let inner: Recorder<CGFloat>
        @State private var position = ScrollPosition()
        var body: some View {
            VStack(spacing: 0) {
                Button("Inner down") { position.scrollTo(y: 300) }
                ScrollView {
                    VStack(spacing: 0) {
                        ScrollView { Color.green.frame(height: 2000).frame(maxWidth: .infinity) }
                            .frame(height: 400)
                            .scrollDisabled(true)
                            .scrollPosition($position)
                            .onScrollGeometryChange(for: CGFloat.self) { $0.contentOffset.y } action: { _, y in inner(y) }
                        Color.gray.frame(height: 2000).frame(maxWidth: .infinity)
                    }
                }
            }
        }
    }

    @Test func aDisabledScrollViewPassesFingersAndTheWheelOutButScrollsWhenAsked() throws {
        let inner = Recorder<CGFloat>()
        let app = scrollApp(Nested(inner: inner))
        // A programmatic request moves the disabled view.
        try app.press("Inner down")
        #expect(inner.values == [300])
        let over = CGPoint(x: 195, y: 200) // over the inner scroll view
        // The wheel over the inner view scrolls the outer one (the first scroll view in the tree).
        app.wheel(-2, at: over)
        app.frame()
        #expect(app.scroll.offset.y == 106)
        // A drag over it too: 10 pt of slop, then 100 pt, held before lifting.
        app.gesture(from: over, through: [CGPoint(x: 195, y: 190), CGPoint(x: 195, y: 90)], pause: 0.2)
        try app.pumpAndSettle()
        #expect(app.scroll.offset.y == 206)
        // The inner view has not moved since.
        #expect(inner.values == [300])
    }

    @Test func basedOnSizeDoesNotBounceContentThatFits() throws {
        struct Short: View {
            let behavior: ScrollBounceBehavior
            var body: some View {
                ScrollView { Color.blue.frame(height: 300).frame(maxWidth: .infinity) }
                    .scrollBounceBehavior(behavior)
            }
        }
        // By default a vertical scroll view rubber-bands even when its content fits.
        let bounces = scrollApp(Short(behavior: .automatic))
        bounces.send(.pointerDown(CGPoint(x: 195, y: 200)))
        for y in [210, 310] as [CGFloat] {
            bounces.frame()
            bounces.send(.pointerMove(CGPoint(x: 195, y: y)))
        }
        // 100 pt past the top of an 800 pt view shows 100·800·0.55/(800 + 55) = 51.46 → −51.
        #expect(bounces.scroll.offset.y == -51)
        let still = scrollApp(Short(behavior: .basedOnSize))
        still.send(.pointerDown(CGPoint(x: 195, y: 200)))
        for y in [210, 310] as [CGFloat] {
            still.frame()
            still.send(.pointerMove(CGPoint(x: 195, y: y)))
        }
        #expect(still.scroll.offset.y == 0)
    }

    /// A chat: messages 100 pt tall, anchored at `anchor`; a button adds one.
    struct Chat: View {
        var anchor: UnitPoint? = .bottom
        @State private var count = 20
        var body: some View {
            VStack(spacing: 0) {
                Button("Send") { count += 1 }
                ScrollView {
                    VStack(spacing: 0) {
                        ForEach(0..<count, id: \.self) { _ in Color.gray.frame(height: 100).frame(maxWidth: .infinity) }
                    }
                }
                .defaultScrollAnchor(anchor)
            }
        }
    }

    @Test func aBottomAnchorStartsAtTheBottomAndStaysThereAsContentGrows() throws {
        let app = scrollApp(Chat())
        // The button is 16 pt tall (the measurer's line): the scroll view is 784 pt,
        // its range 0…(2000 − 784) = 1216, and it starts at the end.
        #expect(app.scroll.maxOffset.y == 1216)
        #expect(app.scroll.offset.y == 1216)
        try app.press("Send")
        // 100 pt more content: the bottom stays in view, at 1316.
        #expect(app.scroll.offset.y == 1316)
        #expect(app.scroll.maxOffset.y == 1316)
        // Away from the bottom the anchor keeps the distance to it: 1316 − 212 = 1104, then + 100.
        app.wheel(4)
        app.frame()
        #expect(app.scroll.offset.y == 1104)
        try app.press("Send")
        #expect(app.scroll.offset.y == 1204)
    }

    /// A short chat: `count` messages of 100 pt under a 16 pt button; the
    /// scroll view is 784 pt, so up to seven messages fit without scrolling.
    struct ShortChat: View {
        var count = 3
        var anchor: UnitPoint? = .bottom
        var role: ScrollAnchorRole?
        @State private var sent = 0
        var body: some View {
            let scroll = ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<count + sent, id: \.self) { i in Text("Message \(i)").frame(maxWidth: .infinity).frame(height: 100) }
                }
            }
            VStack(spacing: 0) {
                Button("Send") { sent += 1 }
                if let role { scroll.defaultScrollAnchor(anchor, for: role) } else { scroll.defaultScrollAnchor(anchor) }
            }
        }
    }

    /// The top of message `i` in the window.
    func messageTop(_ app: TestApp, _ i: Int) throws -> CGFloat {
        try app.find(.text("Message \(i)")).frame.minY - (100 - 16) / 2
    }

    @Test func aBottomAnchorPutsContentThatFitsAgainstTheBottomUntilItFillsTheView() throws {
        let app = scrollApp(ShortChat())
        // 300 pt of messages in 784: they sit 784 − 300 = 484 down, the last one ending at the window's bottom.
        #expect(app.scroll.offset.y == 0 && app.scroll.maxOffset.y == 0)
        #expect(try messageTop(app, 0) == 16 + 484)
        #expect(try messageTop(app, 2) + 100 == 800)
        // Each message sent moves them up by 100; the eighth no longer fits (800 > 784):
        // the content starts at the top and the size-change anchor scrolls to its end, 16.
        for sent in 1...4 {
            try app.press("Send")
            #expect(try messageTop(app, 0) == 16 + 484 - 100 * CGFloat(sent), "after \(sent) sent")
        }
        try app.press("Send")
        #expect(app.scroll.maxOffset.y == 16)
        #expect(app.scroll.offset.y == 16)
        #expect(try messageTop(app, 0) == 0)
        #expect(try messageTop(app, 7) + 100 == 800)
    }

    @Test func anAlignmentAnchorAloneCentresShortContentAndLeavesTheOffsetAlone() throws {
        let app = scrollApp(ShortChat(anchor: .center, role: .alignment))
        // Centred: (784 − 300) / 2 = 242 down.
        #expect(try messageTop(app, 0) == 16 + 242)
        for _ in 1...5 { try app.press("Send") }
        // Eight messages overflow: from the top, and no anchor for size changes keeps it there.
        #expect(app.scroll.offset.y == 0)
        #expect(try messageTop(app, 0) == 16)
        // The other roles alone start at the top and leave short content there.
        let initial = scrollApp(ShortChat(role: .initialOffset))
        #expect(try messageTop(initial, 0) == 16)
        let sizeChanges = scrollApp(ShortChat(count: 20, role: .sizeChanges))
        #expect(sizeChanges.scroll.offset.y == 0)
        try sizeChanges.press("Send")
        // Kept against the bottom edge point: 0 + (100 − 0).
        #expect(sizeChanges.scroll.offset.y == 100)
    }

    @Test func onAPhoneShortContentRestsOnTheSafeAreasBottom() throws {
        // Full screen on an iPhone 14: the visible region is the safe area, 844 − 47 − 34 = 763;
        // three messages sit 463 down from its top, the last ending at 810, above the home indicator.
        let app = TestApp(ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<3, id: \.self) { i in Text("Message \(i)").frame(maxWidth: .infinity).frame(height: 100) }
            }
        }.defaultScrollAnchor(.bottom), measurer: fakeMeasurer())
        #expect(app.scroll.offset.y == -47)
        #expect(try messageTop(app, 0) == 47 + 463)
        #expect(try messageTop(app, 2) + 100 == 810)
    }

    @Test func withoutAnAnchorTheScrollViewStartsAtTheTopAndStaysThere() throws {
        let app = scrollApp(Chat(anchor: nil))
        #expect(app.scroll.offset.y == 0)
        try app.press("Send")
        #expect(app.scroll.offset.y == 0)
    }
}
