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

    struct LazyRows: View {
        var body: some View {
            ScrollViewReader { proxy in
                VStack(spacing: 0) {
                    Button("Center 60") { proxy.scrollTo(60, anchor: .center) }.frame(height: 44)
                    ScrollView {
                        LazyVStack(spacing: 0) {
                            ForEach(0..<100, id: \.self) { i in
                                Text("Row \(i)").frame(height: i < 10 ? 40 : 120)
                            }
                        }
                    }
                }
            }
        }
    }

    /// A lazy row not built yet is reached where the stack's estimate puts
    /// it (offset 4555, from the first 20 rows' mean); the following frames,
    /// with the rows there built and measured, scroll again until the row
    /// really is where the anchor says: row 60 (120 tall) centred in the
    /// 800 pt scroll view.
    @Test func aLazyRowNotBuiltYetIsReachedThenCorrected() throws {
        let app = TestApp(LazyRows(), measurer: fakeMeasurer(), size: CGSize(width: 390, height: 844), safeAreaInsets: .zero)
        #expect(app.app.graph.inspect().text("Row 60") == nil)
        try app.tap(.text("Center 60"))
        try app.pumpAndSettle()
        let row = try #require(app.app.graph.inspect().text("Row 60")?.frame)
        let viewportMid: CGFloat = 44 + 400
        // Within the half point the correction allows: the rows above that
        // were never built are placed at the stack's (fractional) estimate,
        // the offset on whole points.
        #expect(abs(row.midY - viewportMid) <= 0.5)
        // Without the correction it rested where the first estimate put it,
        // below the viewport (its middle past 844).
        #expect(app.scroll.offset.y > 4555 + 400)
        #expect(app.scroll.phase == .idle)
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

    @Observable final class Draft {
        var text = ""
    }

    struct Composer: View {
        @State private var draft = Draft()
        var body: some View {
            VStack {
                Button("Fill") { draft.text = "Hi" }
                ScrollViewReader { _ in
                    Text(draft.text.isEmpty ? "empty" : draft.text)
                    Button("Send") { draft.text = "" }.disabled(draft.text.isEmpty)
                }
            }
        }
    }

    /// A model read only inside the reader's closure (the composer's body
    /// reads nothing of it) still brings the closure back when it changes:
    /// the text shows the draft and the send button, enabled, takes the tap.
    @Test func modelsReadInTheClosureUpdateIt() throws {
        let app = TestApp(Composer(), measurer: fakeMeasurer())
        #expect(app.textFrame("empty") != nil)
        try app.tap(.text("Fill"))
        try app.pumpAndSettle()
        #expect(app.textFrame("Hi") != nil)
        try app.tap(.text("Send"))
        try app.pumpAndSettle()
        #expect(app.textFrame("empty") != nil)
    }
}
