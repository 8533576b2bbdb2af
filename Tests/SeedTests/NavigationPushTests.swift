import Foundation
import Testing
import ScrollSim

/// Pushing and popping pages on a `NavigationStack` on an iPhone 14
/// (390 × 844, status bar 47). A push slides the new page in from x 390
/// while the page under moves to −390/3 = −130, over 0.4 s on the cubic
/// (0.35, 0.91, 0.33, 0.97) (Flutter's `Curves.linearToEaseOut`); a pop runs
/// the cubic (0.67, 0.03, 0.65, 0.09) (`Curves.easeInToLinear`) on the
/// animation's value going from 1 to 0 (Flutter's `CupertinoPageTransition`).
@MainActor
@Suite struct NavigationPushTests {
    struct Fruits: View {
        var body: some View {
            NavigationStack {
                ScrollView {
                    VStack(spacing: 0) {
                        ForEach(0..<30, id: \.self) { i in
                            NavigationLink("Fruit \(i)", value: i).frame(maxWidth: .infinity, minHeight: 40)
                        }
                    }
                }
                .navigationTitle("Fruits")
                .navigationDestination(for: Int.self) { i in
                    FruitDetail(number: i)
                }
            }
        }
    }

    struct FruitDetail: View {
        let number: Int
        @Environment(\.dismiss) private var dismiss
        var body: some View {
            ScrollView {
                VStack(spacing: 0) {
                    Button("Done") { dismiss() }.frame(maxWidth: .infinity, minHeight: 40)
                    FortyPointRows(count: 60)
                }
            }
            .navigationTitle("Fruit \(number)")
        }
    }



    /// A cubic Bézier timing curve at x = `t`, x solved by Newton's method
    /// (the code under test bisects).
    static func curve(_ t: Double, _ a: Double, _ b: Double, _ c: Double, _ d: Double) -> Double {
        func x(_ s: Double) -> Double { 3 * a * (1 - s) * (1 - s) * s + 3 * c * (1 - s) * s * s + s * s * s }
        func dx(_ s: Double) -> Double { 3 * a * (1 - s) * (1 - 3 * s) + 3 * c * s * (2 - 3 * s) + 3 * s * s }
        var s = t
        for _ in 0..<50 { let slope = dx(s); if abs(slope) < 1e-12 { break }; s -= (x(s) - t) / slope }
        return 3 * b * (1 - s) * (1 - s) * s + 3 * d * (1 - s) * s * s + s * s * s
    }

    /// How much of the width the page over covers `elapsed` seconds into a push.
    static func pushCovered(_ elapsed: Double) -> CGFloat { CGFloat(curve(min(elapsed / 0.4, 1), 0.35, 0.91, 0.33, 0.97)) }
    /// The same for a pop: the reverse curve on the value going 1 → 0.
    static func popCovered(_ elapsed: Double) -> CGFloat { CGFloat(curve(max(1 - elapsed / 0.4, 0), 0.67, 0.03, 0.65, 0.09)) }

    /// Taps the text and runs the frame that applies it: the transition starts at that frame's time.
    func tapAndStart(_ app: TestApp, _ text: String) throws -> Double {
        try app.tap(.text(text))
        app.pump(1.0 / 60)
        return app.time
    }

    @Test func theCurvesAreFluttersCubics() {
        // Independent spot checks of the two curves against the test's own solver.
        for t in stride(from: 0.0, through: 1.0, by: 0.05) {
            #expect(abs(NavigationTransition.linearToEaseOut(t) - Self.curve(t, 0.35, 0.91, 0.33, 0.97)) < 1e-9)
            #expect(abs(NavigationTransition.easeInToLinear(t) - Self.curve(t, 0.67, 0.03, 0.65, 0.09)) < 1e-9)
        }
        #expect(NavigationTransition.duration == 0.4)
    }

    /// Frame by frame: the new page (its "Row 0", centred at x 175 when in
    /// place) comes in from 390 to the right, the list ("Fruit 0", at 167)
    /// goes a third of the width to the left; at 0.4 s both are in place
    /// and the list has left the tree.
    @Test func aLinkTapPushesItsValuesDestinationFrameByFrame() throws {
        let app = try settledNavigationApp(Fruits())
        let start = try tapAndStart(app, "Fruit 3")
        #expect(app.textFrame("Row 0")?.minX == CGFloat(175 + 390))
        #expect(app.textFrame("Fruit 0")?.minX == 167)
        var frames = 0
        while app.time < start + 0.4 - 1e-9 {
            app.pump(1.0 / 60)
            frames += 1
            let elapsed = app.time - start
            guard elapsed < 0.4 - 1e-9 else { break }
            let covered = Self.pushCovered(elapsed)
            #expect(app.textFrame("Row 0")?.minX == 175 + (390 * (1 - covered)).rounded(), "at \(elapsed) s")
            #expect(app.textFrame("Fruit 0")?.minX == 167 + (-130 * covered).rounded(), "at \(elapsed) s")
        }
        #expect(frames == 24)
        #expect(app.textFrame("Row 0")?.minX == 175)
        #expect(app.textFrame("Fruit 0") == nil)
        #expect(app.value("navbar.height") == 96)
        #expect(app.scroll.offset.y == -143)
        // The pushed page's first row sits below its own large title.
        #expect(app.textFrame("Done")?.minY == CGFloat(143 + 12))
    }

    /// Half way (12 frames of 24) the incoming page's left edge is at
    /// 390 · (1 − c(0.5)): the curve's fast start has it mostly in already.
    @Test func halfWayThroughAPushTheNewPageIsMostlyIn() throws {
        let app = try settledNavigationApp(Fruits())
        let start = try tapAndStart(app, "Fruit 3")
        app.pump(0.2)
        #expect(abs(app.time - start - 0.2) < 1e-9)
        let c = Self.pushCovered(0.2)
        #expect(c > 0.85 && c < 0.95)
        #expect(app.textFrame("Row 0")?.minX == 175 + (390 * (1 - c)).rounded())
    }

    /// The back button: a chevron 8 pt from the leading edge, 6 pt, then
    /// the previous page's title, centred in the 44 pt bar (y 47 + 14).
    @Test func theBackButtonShowsThePreviousTitle() throws {
        let app = try settledNavigationApp(Fruits())
        try app.tapAndSettle("Fruit 3")
        let chevron = try app.find(.kind("Image")).frame
        let label = try #require(app.textFrame("Fruits"))
        #expect(chevron.minX == 8)
        #expect(label.minX == chevron.maxX + 6)
        #expect(label == CGRect(x: label.minX, y: 47 + 14, width: 48, height: 16))
        #expect(chevron.midY == label.midY)
    }

    /// The back button pops: the list comes back from −130 on the reverse
    /// curve while the page slides out to the right, and the list is where
    /// it was scrolled to, its bar collapsed as it was.
    @Test func theBackButtonPopsAndTheRootKeepsItsScrollPosition() throws {
        let app = try settledNavigationApp(Fruits())
        app.app.scrollController!.setContentOffset(CGPoint(x: 0, y: 200), animated: false, at: app.time)
        app.pump(1.0 / 60)
        #expect(app.value("navbar.height") == 44)
        let fruit10 = try #require(app.textFrame("Fruit 10"))
        try app.tapAndSettle("Fruit 10")
        #expect(app.scroll.offset.y == -143)
        let start = try tapAndStart(app, "Fruits")
        #expect(app.textFrame("Fruit 10")?.minX == fruit10.minX - 130)
        while true {
            app.pump(1.0 / 60)
            let elapsed = app.time - start
            guard elapsed < 0.4 - 1e-9 else { break }
            let covered = Self.popCovered(elapsed)
            #expect(app.textFrame("Fruit 10")?.minX == fruit10.minX + (-130 * covered).rounded(), "at \(elapsed) s")
            #expect(app.textFrame("Row 0")?.minX == 175 + (390 * (1 - covered)).rounded(), "at \(elapsed) s")
        }
        try app.pumpAndSettle()
        #expect(app.textFrame("Row 0") == nil)
        #expect(app.textFrame("Fruit 10") == fruit10)
        #expect(app.scroll.offset.y == 200)
        #expect(app.value("navbar.height") == 44)
    }

    /// `@Environment(\.dismiss)` in a pushed page pops it.
    @Test func dismissPopsThePage() throws {
        let app = try settledNavigationApp(Fruits())
        try app.tapAndSettle("Fruit 2")
        #expect(app.textFrame("Fruit 0") == nil)
        try app.tapAndSettle("Done")
        #expect(app.textFrame("Done") == nil)
        #expect(app.textFrame("Fruit 0")?.minX == 167)
    }

    /// During a transition the pages take no touches: a tap on a link does nothing.
    @Test func aTapDuringTheTransitionIsIgnored() throws {
        let app = try settledNavigationApp(Fruits())
        _ = try tapAndStart(app, "Fruit 3")
        app.tap(CGPoint(x: 60, y: 155 + 8))
        try app.pumpAndSettle()
        #expect(app.navigationPageCount == 1)
        #expect(app.textFrame("Done") != nil)
        try app.tapAndSettle("Fruits")
        #expect(app.textFrame("Done") == nil)
    }
}

/// The back swipe: a drag from the leading 20 pt pops the top page,
/// following the finger, then Flutter's `_CupertinoBackGestureController`
/// rules on release (fling ≥ 1 width/s decides by direction, else the
/// half-way point; the rest runs on the cubic (0.18, 1, 0.04, 1)).
@MainActor
@Suite struct NavigationBackSwipeTests {
    func pushed() throws -> TestApp {
        let app = TestApp(NavigationPushTests.Fruits(), measurer: fakeMeasurer())
        try app.pumpAndSettle()
        try app.tapAndSettle("Fruit 3")
        return app
    }


    static func settleCurve(_ t: Double) -> CGFloat {
        CGFloat(NavigationPushTests.curve(min(t, 1), 0.18, 1.0, 0.04, 1.0))
    }

    /// While dragged the page moves with the finger and the list shows at
    /// −130 · covered; released short of half way slowly, it comes back in
    /// min(⌊800 · (1 − covered)⌋, 300) ms.
    @Test func aShortSlowSwipeComesBack() throws {
        let app = try pushed()
        app.send(.pointerDown(CGPoint(x: 5, y: 400)))
        // 5 pt a frame: 300 pt/s, under one width (390 pt) per second.
        for x in stride(from: CGFloat(10), through: 150, by: 5) {
            app.pump(1.0 / 60)
            app.send(.pointerMove(CGPoint(x: x, y: 400)))
        }
        app.pump(1.0 / 60)
        let covered = 1 - CGFloat(145) / 390
        #expect(app.textFrame("Row 0")?.minX == CGFloat(175 + 145))
        #expect(app.textFrame("Fruit 0")?.minX == 167 + (-130 * covered).rounded())
        let released = app.time
        app.send(.pointerUp(CGPoint(x: 150, y: 400)))
        let duration = min((800 * Double(1 - covered)).rounded(.down), 300) / 1000
        #expect(duration == 0.297)
        app.pump(5.0 / 60)
        let c = covered + (1 - covered) * Self.settleCurve((app.time - released) / duration)
        #expect(app.textFrame("Row 0")?.minX == 175 + (390 * (1 - c)).rounded())
        try app.pumpAndSettle()
        #expect(app.textFrame("Row 0")?.minX == 175)
        #expect(app.textFrame("Fruit 0") == nil)
    }

    /// Past half way, released slowly, it pops in ⌊800 · covered⌋ ms.
    @Test func aLongSlowSwipePops() throws {
        let app = try pushed()
        app.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 300, y: 400), duration: 1)
        let covered = 1 - CGFloat(295) / 390
        let released = app.time
        let duration = (800 * Double(covered)).rounded(.down) / 1000
        #expect(duration == 0.194)
        app.pump(4.0 / 60)
        let c = covered * (1 - Self.settleCurve((app.time - released) / duration))
        #expect(app.textFrame("Row 0")?.minX == 175 + (390 * (1 - c)).rounded())
        try app.pumpAndSettle()
        #expect(app.textFrame("Row 0") == nil)
        #expect(app.textFrame("Fruit 0")?.minX == 167)
        #expect(app.navigationPageCount == 1)
    }

    /// A quick flick pops even short of half way.
    @Test func aFlingPops() throws {
        let app = try pushed()
        app.fling(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 105, y: 400), speed: 1200)
        try app.pumpAndSettle()
        #expect(app.textFrame("Row 0") == nil)
        #expect(app.textFrame("Fruit 0")?.minX == 167)
    }

    /// A drag that starts outside the 20 pt strip scrolls or does nothing, it never pops.
    @Test func aDragFromOutsideTheStripDoesNotPop() throws {
        let app = try pushed()
        app.drag(from: CGPoint(x: 25, y: 400), to: CGPoint(x: 300, y: 400), duration: 1)
        try app.pumpAndSettle()
        #expect(app.textFrame("Row 0")?.minX == 175)
    }
}
