import Foundation
import Testing
import ScrollSim

/// `ScrollPosition` (iOS 18) and `scrollPosition(id:anchor:)` (iOS 17).
@MainActor
@Suite struct ScrollPositionTests {
    /// Fifty 100 pt rows (content 5000 pt, range 0…4200 in an 800 pt window);
    /// buttons above run `request` on the bound position.
    struct Positioned: View {
        let requests: [(String, (inout ScrollPosition) -> Void)]
        let seen: Recorder<ScrollPosition>
        @State private var position = ScrollPosition(idType: Int.self)
        var body: some View {
            ZStack(alignment: .top) {
                ScrollView { rows(50) }
                    .scrollPosition($position)
                    .onScrollGeometryChange(for: CGFloat.self) { $0.contentOffset.y } action: { _, _ in seen(position) }
                HStack {
                    ForEach(0..<requests.count, id: \.self) { i in
                        Button(requests[i].0) { requests[i].1(&position) }
                    }
                }
            }
        }
    }

    func app(_ requests: [(String, (inout ScrollPosition) -> Void)], seen: Recorder<ScrollPosition> = Recorder()) -> TestApp {
        scrollApp(Positioned(requests: requests, seen: seen))
    }

    @Test func scrollToIsClampedToTheContent() throws {
        let app = app([("far", { $0.scrollTo(y: 10_000) }), ("before", { $0.scrollTo(y: -500) }),
                       ("xy", { $0.scrollTo(x: 50, y: 300) }), ("bottom", { $0.scrollTo(edge: .bottom) }),
                       ("point", { $0.scrollTo(point: CGPoint(x: 0, y: 4300)) })])
        // Not animated (outside withAnimation): each lands in the frame after the tap.
        try app.press("far")
        #expect(app.scroll.offset.y == 4200) // 5000 − 800
        try app.press("before")
        #expect(app.scroll.offset.y == 0)
        try app.press("xy")
        // A vertical scroll view's horizontal range is 0…0.
        #expect(app.scroll.offset == CGPoint(x: 0, y: 300))
        try app.press("bottom")
        #expect(app.scroll.offset.y == 4200)
        try app.press("xy")
        try app.press("point")
        #expect(app.scroll.offset.y == 4200)
    }

    @Test func theSameRequestTwiceScrollsTwice() throws {
        let app = app([("top", { $0.scrollTo(edge: .top) })])
        try app.press("top")
        app.wheel(-4)
        app.frame()
        #expect(app.scroll.offset.y == 212)
        try app.press("top")
        #expect(app.scroll.offset.y == 0)
    }

    @Test func scrollToIDAlignsTheViewByTheAnchor() throws {
        let app = app([("30 top", { $0.scrollTo(id: 30, anchor: .top) }), ("30 bottom", { $0.scrollTo(id: 30, anchor: .bottom) }),
                       ("5", { $0.scrollTo(id: 5) })])
        try app.press("30 top")
        #expect(app.scroll.offset.y == 3000) // row 30 spans 3000…3100
        try app.press("30 bottom")
        #expect(app.scroll.offset.y == 2300) // 3100 − 800
        // No anchor: the least movement that shows row 5 (500…600): up to 500.
        try app.press("5")
        #expect(app.scroll.offset.y == 500)
    }

    @Test func userScrollingMakesThePositionUserPositionedWithTheTopRowsID() throws {
        let seen = Recorder<ScrollPosition>()
        let app = app([("bottom", { $0.scrollTo(edge: .bottom) })], seen: seen)
        try app.press("bottom")
        #expect(seen.values.last?.edge == .bottom)
        #expect(seen.values.last?.isPositionedByUser == false)
        app.wheel(3)  // 159 pt toward the top: 4200 − 159 = 4041
        app.frame()
        #expect(app.scroll.offset.y == 4041)
        let position = try #require(seen.values.last)
        // Row 40 spans 4000…4100 and reaches past the top edge at 4041.
        #expect(position.isPositionedByUser)
        #expect(position.edge == nil)
        #expect(position.viewID(type: Int.self) == 40)
    }

    @Test func anInitialEdgeOrIDIsARequest() {
        struct StartsAt: View {
            @State var position: ScrollPosition
            var body: some View { ScrollView { rows(50) }.scrollPosition($position) }
        }
        struct StartsAtRow: View {
            @State var top: Int? = 12
            var body: some View { ScrollView { rows(50) }.scrollPosition(id: $top) }
        }
        #expect(scrollApp(StartsAt(position: ScrollPosition(edge: .bottom))).scroll.offset.y == 4200)
        #expect(scrollApp(StartsAt(position: ScrollPosition(y: 700))).scroll.offset.y == 700)
        #expect(scrollApp(StartsAt(position: ScrollPosition(idType: Int.self))).scroll.offset.y == 0)
        #expect(scrollApp(StartsAtRow()).scroll.offset.y == 1200)
    }

    /// `scrollPosition(id:)`: the top row's id, written as the user scrolls; setting it scrolls.
    struct TopRow: View {
        let seen: Recorder<Int?>
        var anchor: UnitPoint? = nil
        @State private var top: Int?
        var body: some View {
            ZStack(alignment: .top) {
                ScrollView { rows(50) }
                    .scrollPosition(id: $top, anchor: anchor)
                    .onScrollGeometryChange(for: CGFloat.self) { $0.contentOffset.y } action: { _, _ in seen(top) }
                Button("Row 30") { withAnimation { top = 30 } }
            }
        }
    }

    @Test func scrollPositionIDReadsTheTopRowAfterAWheelScroll() throws {
        let seen = Recorder<Int?>()
        let app = scrollApp(TopRow(seen: seen))
        app.wheel(-3) // 159: row 1 (100…200) is the top-most row reaching into view
        app.frame()
        app.wheel(-20) // 159 + 1060 = 1219: row 12 (1200…1300)
        app.frame()
        #expect(app.scroll.offset.y == 1219)
        #expect(seen.values.last == 12)
        // Each offset's report sees the binding written for that offset.
        #expect(seen.values == [1, 12])
    }

    @Test func scrollPositionIDWithACenterAnchorReadsTheMiddleRow() throws {
        let seen = Recorder<Int?>()
        let app = scrollApp(TopRow(seen: seen, anchor: .center))
        app.wheel(-3) // 159 + 400 = 559, the middle of the view: row 5 (500…600)
        #expect(seen.values == [5])
    }

    @Test func settingTheIDScrollsThatRowToTheTopAnimated() throws {
        let seen = Recorder<Int?>()
        let app = scrollApp(TopRow(seen: seen))
        try app.press("Row 30")
        #expect(app.scroll.phase == .animating)
        try app.pumpAndSettle()
        #expect(app.scroll.offset.y == 3000)
        // A programmatic scroll leaves the binding as it was set.
        #expect(seen.values.last == 30)
    }
}
