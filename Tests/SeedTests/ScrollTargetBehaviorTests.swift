import Foundation
import Testing
import ScrollSim

/// `.scrollTargetBehavior`: where a released drag comes to rest.
@MainActor
@Suite struct ScrollTargetBehaviorTests {
    /// Five 390 pt pages side by side (plus `extra` points of a last, shorter
    /// page) in a 390 pt wide window: the range is 0…(1560 + extra).
    struct Pager: View {
        var extra: CGFloat = 0
        var body: some View {
            ScrollView(.horizontal) {
                HStack(spacing: 0) {
                    ForEach(0..<5, id: \.self) { _ in Color.blue.frame(width: 390, height: 300) }
                    if extra > 0 { Color.red.frame(width: extra, height: 300) }
                }
            }
            .scrollTargetBehavior(.paging)
        }
    }

    /// Ten 300 pt cards 10 pt apart: content 10·300 + 9·10 = 3090 pt, range
    /// 0…2700; the cards' leading edges are at 0, 310, 620, 930, 1240, …
    struct Cards: View {
        let limit: ViewAlignedScrollTargetBehavior.LimitBehavior
        var body: some View {
            ScrollView(.horizontal) {
                HStack(spacing: 10) {
                    ForEach(0..<10, id: \.self) { _ in Color.orange.frame(width: 300, height: 200) }
                }
                .scrollTargetLayout()
            }
            .scrollTargetBehavior(.viewAligned(limitBehavior: limit))
        }
    }

    let y: CGFloat = 300

    /// Down at x = 300, the first move to 290 reaches the 10 pt slop (the drag
    /// anchors there, offset 0), then the finger goes left to each of `xs`.
    func swipe(_ app: TestApp, to xs: [CGFloat], pause: Double) {
        app.gesture(from: CGPoint(x: 300, y: y), through: [CGPoint(x: 290, y: y)] + xs.map { CGPoint(x: $0, y: y) }, pause: pause)
    }

    @Test func aSlowDragPastHalfAPageTurnsThePage() throws {
        let app = scrollApp(Pager(), size: CGSize(width: 390, height: 600))
        #expect(app.scroll.maxOffset.x == 1560)
        // 200 pt left and held 0.2 s: released at rest at 200, past half a page (195).
        swipe(app, to: [90], pause: 0.2)
        #expect(app.scroll.offset.x == 200)
        app.frame()
        #expect(app.scroll.phase == .decelerating)
        try app.pumpAndSettle()
        #expect(app.scroll.offset.x == 390)
        // Short of half a page (190 left: 180 < 195), it goes back.
        swipe(app, to: [290 - 180], pause: 0.2)
        let released: CGFloat = 390 + 180
        #expect(app.scroll.offset.x == released)
        try app.pumpAndSettle()
        #expect(app.scroll.offset.x == 390)
    }

    @Test func aFastFlickBelowHalfAPageTurnsOnePage() throws {
        let app = scrollApp(Pager(), size: CGSize(width: 390, height: 600))
        // 30 pt a frame (1800 pt/s), lifted moving at 90: 90/390 = 0.23 + 0.5 → page 1.
        swipe(app, to: [260, 230, 200], pause: 0)
        #expect(app.scroll.offset.x == 90)
        try app.pumpAndSettle()
        #expect(app.scroll.offset.x == 390)
    }

    @Test func flicksTurnOnePageEachAndTheLastPageEndsAtTheContent() throws {
        // Five pages and 100 pt: range 0…1660; pages at 0, 390, 780, 1170, 1560, and the end 1660.
        let app = scrollApp(Pager(extra: 100), size: CGSize(width: 390, height: 600))
        #expect(app.scroll.maxOffset.x == 1660)
        var rests: [CGFloat] = []
        for _ in 0..<6 {
            swipe(app, to: [260, 230, 200], pause: 0)
            try app.pumpAndSettle()
            rests.append(app.scroll.offset.x)
        }
        // The fifth flick starts at 1560 + 90: 90 of the last 100 pt page → its end; the
        // sixth starts past the end, moving on: paging leaves it to the bounce back to 1660.
        #expect(rests == [390, 780, 1170, 1560, 1660, 1660])
    }

    @Test func viewAlignedLandsOnTheNextCardEdgeWhenLimited() throws {
        // 390 pt wide is a compact width: .automatic limits to one card per gesture.
        for limit in [ViewAlignedScrollTargetBehavior.LimitBehavior.automatic, .always] {
            let app = scrollApp(Cards(limit: limit), size: CGSize(width: 390, height: 600))
            #expect(app.scroll.maxOffset.x == 2700)
            swipe(app, to: [260, 230, 200], pause: 0)
            #expect(app.scroll.offset.x == 90)
            try app.pumpAndSettle()
            #expect(app.scroll.offset.x == 310) // the second card's leading edge
        }
    }

    @Test func viewAlignedUnlimitedLandsOnTheFirstCardEdgePastTheDecelerationsRest() throws {
        let app = scrollApp(Cards(limit: .never), size: CGSize(width: 390, height: 600))
        swipe(app, to: [260, 230, 200], pause: 0)
        // Released at 90 at 1800 pt/s: deceleration would rest at 90 + 1800/(1000 · −ln 0.998)
        // = 989.1, between the edges 930 and 1240; moving forward, it takes 1240.
        try app.pumpAndSettle()
        #expect(app.scroll.offset.x == 1240)
    }

    @Test func withoutABehaviorTheSameFlickDecelerates() throws {
        struct Free: View {
            var body: some View {
                ScrollView(.horizontal) {
                    HStack(spacing: 0) { ForEach(0..<5, id: \.self) { _ in Color.blue.frame(width: 390, height: 300) } }
                }
            }
        }
        let app = scrollApp(Free(), size: CGSize(width: 390, height: 600))
        swipe(app, to: [260, 230, 200], pause: 0)
        try app.pumpAndSettle()
        // 90 + 1800 / 2.002 = 989.1 → 989.
        #expect(app.scroll.offset.x == 989)
    }

    /// Rounds the proposed target to whole 100 pt steps of content and records its context.
    struct Hundreds: ScrollTargetBehavior {
        let seen: Recorder<(ScrollTarget, CGVector, CGSize, CGSize, Axis.Set)>
        func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
            let values = (target, context.velocity, context.contentSize, context.containerSize, context.axes)
            MainActor.assumeIsolated { seen(values) }
            target.rect.origin.y = (target.rect.origin.y / 100).rounded() * 100
        }
    }

    @Test func aCustomBehaviorGetsTheNaturalTargetAndMovesIt() throws {
        let seen = Recorder<(ScrollTarget, CGVector, CGSize, CGSize, Axis.Set)>()
        let view = ScrollView { rows(40) }.scrollTargetBehavior(Hundreds(seen: seen))
        let app = scrollApp(view)
        // Up 30 pt a frame from y = 600 (the slop is reached at 590): released at 90, 1800 pt/s.
        app.gesture(from: CGPoint(x: 195, y: 600),
                    through: [590, 560, 530, 500].map { CGPoint(x: 195, y: $0) })
        let (target, velocity, content, container, axes) = try #require(seen.values.first)
        #expect(abs(velocity.dy - 1800) < 1e-9) // the newest three pairs, 30 pt a frame each
        #expect(content == CGSize(width: 390, height: 4000))
        #expect(container == CGSize(width: 390, height: 800))
        #expect(axes == .vertical)
        // The proposal is the visible region at the natural rest, 90 + 1800/2.002 = 989.1 → 989.
        #expect(target.rect == CGRect(x: 0, y: 989, width: 390, height: 800))
        try app.pumpAndSettle()
        #expect(app.scroll.offset.y == 1000)
    }
}
