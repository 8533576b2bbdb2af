import Foundation
import Testing
import ScrollSim

@MainActor
@Suite struct ScrollViewReaderTests {
    struct List: View {
        var body: some View {
            ScrollViewReader { proxy in
                VStack(spacing: 0) {
                    HStack {
                        Button("Top 30") { proxy.scrollTo(30, anchor: .top) }
                        Button("Center 30") { withAnimation { proxy.scrollTo(30, anchor: .center) } }
                        Button("Show 2") { proxy.scrollTo(2) }
                        Button("Last") { proxy.scrollTo("last", anchor: .top) }
                    }
                    .frame(height: 44)
                    ScrollView {
                        VStack(spacing: 0) {
                            ForEach(0..<50, id: \.self) { i in
                                Text("Row \(i)").frame(height: 40)
                            }
                            Text("End").frame(height: 40).id("last")
                        }
                    }
                }
            }
        }
    }

    // Window 390 × 844 without safe area: the scroll view is 800 tall, the content 51 × 40 = 2040.
    func app() -> TestApp {
        TestApp(List(), measurer: fakeMeasurer(), size: CGSize(width: 390, height: 844), safeAreaInsets: .zero)
    }

    @Test func scrollToWithAnAnchorPutsTheRowThere() throws {
        let app = app()
        try app.tap(.text("Top 30"))
        app.pump(1 / 60.0)
        let expected: CGFloat = 30 * 40
        #expect(app.scroll.offset.y == expected)
        #expect(app.scroll.phase == .idle)
    }

    @Test func withAnimationAnimatesAndCentres() throws {
        let app = app()
        try app.tap(.text("Center 30"))
        app.pump(2 / 60.0)
        #expect(app.scroll.phase == .animating)
        try app.pumpAndSettle()
        let expected: CGFloat = 30 * 40 + 20 - 400
        #expect(app.scroll.offset.y == expected)
    }

    @Test func noAnchorMovesTheLeastAndTargetsAreClamped() throws {
        let app = app()
        try app.tap(.text("Show 2"))
        app.pump(1 / 60.0)
        #expect(app.scroll.offset.y == 0)          // already visible: no movement
        try app.tap(.text("Last"))
        app.pump(1 / 60.0)
        let maxOffset: CGFloat = 2040 - 800
        #expect(app.scroll.offset.y == maxOffset)  // 50 × 40 = 2000 is past the end: clamped
    }
}
