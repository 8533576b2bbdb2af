import Testing
import ScrollSim

/// A `GeometryReader` inside scrolled content follows the scroll: in every
/// frame in which the offset changes it sees its new frame, its preference
/// is delivered and the state it sets is on screen in that same frame
/// (docs/layout-rules.md, "Readers inside scroll views").
///
/// Geometry, for an iPhone 14 at 1× (390 × 844, safe area 47 top and 34
/// bottom): the scroll view's frame is the safe area, y 47…810 (763 tall);
/// it extends its viewport under the status bar and the home indicator
/// (y 0…844) and insets its content by 47 and 34 (docs/layout-rules.md,
/// "The safe area"), so it rests at offset −47 with the content's top at
/// y 47, and its content, 50 rows of 40 pt (2000 tall), gives the range
/// −47…1190 (2000 − 844 + 34). Scrolled by `d = offset + 47` from rest, the
/// content's top is at −d in the space named on the scroll view (its frame,
/// at y 47) and at 47 − d = −offset in the window.
@MainActor
@Suite struct ScrollReaderTests {
    /// The pattern: the reader in the content's background, the
    /// coordinate space on the scroll view, `onPreferenceChange` into state
    /// that a label inside the reader shows.
    struct OffsetScreen: View {
        let received: Received
        @State private var named: CGFloat = 0
        @State private var global: CGFloat = 0

        var body: some View {
            ScrollView {
                FortyPointRows(count: 50).offsetReader(showing: named)
            }
            .coordinateSpace(name: "scroll")
            .onPreferenceChange(ContentMinYKey.self) { named = $0; received.named.append($0) }
            .onPreferenceChange(ContentGlobalMinYKey.self) { global = $0; received.global.append($0) }
            .namedValue("reader.named", named)
            .namedValue("reader.global", global)
        }
    }

    let top: CGFloat = 47
    /// Rest offset −47: the scroll view extends under the 47 pt status bar and insets its content by it.
    let rest: CGFloat = -47

    /// How far the content has been scrolled from rest at `offset`.
    func scrolled(_ offset: CGFloat) -> CGFloat { offset - rest }

    func screen() -> (TestApp, Received) {
        let received = Received()
        return (TestApp(OffsetScreen(received: received), measurer: fakeMeasurer()), received)
    }

    /// The label inside the reader.
    func label(_ app: TestApp) -> String? {
        app.app.graph.inspect().first { $0.kind == "Text" && ($0.text ?? "").hasPrefix("minY ") }?.text
    }

    /// Every recorded frame shows the reader at the offset of that frame.
    func expectFollowed(_ frames: [ReaderFrame], _ motion: Comment) {
        for f in frames {
            #expect(f.named == -scrolled(f.offset), motion)
            #expect(f.global == top - scrolled(f.offset), motion)
        }
    }

    @Test func aWheelScrollReachesTheReaderTheStateAndTheLabelInTheSameFrame() {
        let (app, received) = screen()
        #expect(received.named == [0])
        #expect(received.global == [top])
        // Two notches toward the bottom: 2 × 53 = 106 pt from rest, applied at
        // once: offset −47 + 106 = 59.
        app.wheel(-2)
        app.pump(1 / 60.0)
        let expected: CGFloat = 106
        #expect(app.scroll.offset.y == rest + expected)
        #expect(app.value("reader.named") == -expected)
        #expect(app.value("reader.global") == top - expected)   // 47 − 106 = −59
        #expect(received.named == [0, -106])
        #expect(received.global == [top, -59])
        // The reader's own label was built again with the new state in that frame.
        #expect(label(app) == "minY -106")
    }

    @Test func aDragAndItsRubberBandReachTheReaderFrameByFrame() throws {
        let (app, received) = screen()
        let frames = app.recordReaderFrames()
        // Down at y 600; 20 pt up passes the 10 pt slop, and that point becomes
        // the anchor (offset still at rest, −47); then the content follows the
        // finger 1:1 (the distances below are from rest).
        app.send(.pointerDown(CGPoint(x: 195, y: 600)))
        app.pump(1 / 60.0)
        let fingerAndDistance: [(CGFloat, CGFloat)] = [(580, 0), (530, 50), (430, 150), (500, 80)]
        for (y, distance) in fingerAndDistance {
            app.send(.pointerMove(CGPoint(x: 195, y: y)))
            app.pump(1 / 60.0)
            #expect(app.scroll.offset.y == rest + distance)
            #expect(app.value("reader.named") == -distance)
            #expect(app.value("reader.global") == top - distance)
        }
        // Past the top: 320 pt below the anchor asks for rest − 320, the rubber band shows less.
        app.send(.pointerMove(CGPoint(x: 195, y: 900)))
        app.pump(1 / 60.0)
        let banded = app.scroll.offset.y
        #expect(banded < rest && banded > rest - 320)
        #expect(app.value("reader.named") == -scrolled(banded))
        app.send(.pointerUp(CGPoint(x: 195, y: 900)))
        try app.pumpAndSettle()
        #expect(app.scroll.offset.y == rest)
        expectFollowed(frames(), "drag")
        // One action per frame in which the offset changed, with that frame's value.
        #expect(received.named == withoutRepeats([0] + frames().map { -scrolled($0.offset) }))
    }

    @Test func aFlingReachesTheReaderInEveryFrameOfItsDeceleration() throws {
        let (app, received) = screen()
        let frames = app.recordReaderFrames()
        app.fling(from: CGPoint(x: 195, y: 700), to: CGPoint(x: 195, y: 400), speed: 1500)
        try app.pumpAndSettle()
        let decelerating = frames().count
        #expect(decelerating > 60, "a 1500 pt/s fling decelerates for well over a second")
        expectFollowed(frames(), "fling")
        #expect(received.named == withoutRepeats([0] + frames().map { -scrolled($0.offset) }))
        #expect(received.global == withoutRepeats([top] + frames().map { top - scrolled($0.offset) }))
    }

    @Test func keysAnimateAndTheReaderFollowsEveryFrame() throws {
        let (app, _) = screen()
        let frames = app.recordReaderFrames()
        // End: an animation to the bottom of the range, 2000 − 844 + 34 = 1190
        // (the content less the extended viewport, plus the home indicator's
        // inset), 1237 from rest: the last row ends at the safe area's bottom.
        app.key(.end)
        try app.pumpAndSettle()
        #expect(app.scroll.offset.y == 1190)
        #expect(frames().count > 5)
        expectFollowed(frames(), "End key")
        #expect(app.value("reader.named") == -1237)
        #expect(app.value("reader.global") == top - 1237)   // −1190: the content's top is −offset in the window
        #expect(label(app) == "minY -1237")
    }

    // MARK: Rows a lazy stack builds as it scrolls

    struct CardMinYKey: PreferenceKey {
        static let defaultValue: [Int: CGFloat] = [:]
        static func reduce(value: inout [Int: CGFloat], nextValue: () -> [Int: CGFloat]) {
            value.merge(nextValue()) { $1 }
        }
    }

    /// 100 cards of 200 pt in a `LazyVStack`, each with a reader reporting its
    /// minY in the scroll view's space (a parallax list).
    struct Cards: View {
        @State private var minY: [Int: CGFloat] = [:]
        let seen: CardsSeen
        var body: some View {
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0..<100, id: \.self) { i in
                        Color.gray.frame(height: 200)
                            .background(GeometryReader { g in
                                Color.clear.preference(key: CardMinYKey.self, value: [i: g.frame(in: .named("scroll")).minY])
                            })
                    }
                }
            }
            .coordinateSpace(.named("scroll"))
            .onPreferenceChange(CardMinYKey.self) { seen.minY = $0 }
        }
    }

    @MainActor final class CardsSeen { var minY: [Int: CGFloat] = [:] }

    @Test func cardsALazyStackBuildsWhileScrollingReportWhereTheyAre() throws {
        let seen = CardsSeen()
        let app = TestApp(Cards(seen: seen), measurer: fakeMeasurer())
        // Card i is at i × 200 − d in the space named on the scroll view (its
        // frame, the safe area), d = offset + 47 the distance scrolled from
        // rest: the scroll view extends under the 47 pt status bar and rests
        // at −47 with card 0 at the frame's top.
        #expect(seen.minY[0] == 0 && seen.minY[3] == 600)
        app.key(.end)       // to 100 × 200 − 844 + 34 = 19190 (the extended viewport, less the home indicator's inset)
        try app.pumpAndSettle()
        let offset = app.scroll.offset.y
        #expect(offset == 19190)
        let d = scrolled(offset)
        #expect(seen.minY[99] == 99 * 200 - d)     // 19800 − 19237 = 563: the last card's top, 200 above the frame's bottom
        #expect(seen.minY[96] == 96 * 200 - d)
        for (i, y) in seen.minY { #expect(y == CGFloat(i) * 200 - d, "card \(i)") }
    }

    // MARK: ScrollViewReader.scrollTo

    /// Buttons in a 44 pt bar above the scroll view; the scroll view's top is
    /// at 47 + 44 = 91 and its frame is 763 − 44 = 719 tall. Its top is in no
    /// safe-area band, so it rests at offset 0; its viewport reaches 34 pt
    /// further down, over the home indicator, and insets its content by as
    /// much, so the part inside its insets is still those 719.
    struct ScrollToScreen: View {
        @State private var named: CGFloat = 0
        @State private var global: CGFloat = 0
        var body: some View {
            ScrollViewReader { proxy in
                VStack(spacing: 0) {
                    HStack {
                        Button("Top 30") { proxy.scrollTo(30, anchor: .top) }
                        Button("Centre 30") { withAnimation { proxy.scrollTo(30, anchor: .center) } }
                    }
                    .frame(height: 44)
                    ScrollView {
                        VStack(spacing: 0) {
                            ForEach(0..<50, id: \.self) { i in
                                Text("Row \(i)").frame(maxWidth: .infinity, minHeight: 40, maxHeight: 40).id(i)
                            }
                        }
                        .offsetReader(showing: named)
                    }
                    .coordinateSpace(name: "scroll")
                }
            }
            .onPreferenceChange(ContentMinYKey.self) { named = $0 }
            .onPreferenceChange(ContentGlobalMinYKey.self) { global = $0 }
            .namedValue("reader.named", named)
            .namedValue("reader.global", global)
        }
    }

    @Test func scrollToMovesTheReaderAtOnceOrFrameByFrameWhenAnimated() throws {
        let app = TestApp(ScrollToScreen(), measurer: fakeMeasurer())
        let scrollTop: CGFloat = 91
        #expect(app.scroll.frame.minY == scrollTop)
        try app.tap(.text("Top 30"))
        app.pump(1 / 60.0)
        // Row 30's top at the viewport's top: 30 × 40 = 1200.
        #expect(app.scroll.offset.y == 1200)
        #expect(app.value("reader.named") == -1200)
        #expect(app.value("reader.global") == scrollTop - 1200)
        // Centred: 30 × 40 + 20 − 719 / 2 = 860.5, animated; stored offsets
        // are snapped to whole points at 1×, halves away from zero: 861.
        let frames = app.recordReaderFrames()
        try app.tap(.text("Centre 30"))
        try app.pumpAndSettle()
        #expect(app.scroll.offset.y == 861)
        #expect(app.value("reader.named") == -861)
        #expect(frames().count > 5)
        for f in frames() {
            #expect(f.named == -f.offset)
            #expect(f.global == scrollTop - f.offset)
        }
    }

    // MARK: UIScrollView and setContentOffset (Go to Top)

    @MainActor final class ScrollViewBox { var scrollView: UIScrollView? }

    /// A UIKit scroll view hosting SwiftUI rows, as the main scene hosts its
    /// content; the hosted reader reports the window minY into `received`.
    struct Hosted: UIViewRepresentable {
        let box: ScrollViewBox
        let received: Received
        func makeUIView(context: Context) -> UIScrollView {
            let scrollView = UIScrollView()
            let received = self.received
            let host = UIHostingController(rootView: FortyPointRows(count: 50)
                .offsetReader(showing: 0)
                .onPreferenceChange(ContentGlobalMinYKey.self) { received.global.append($0) })
            scrollView.addSubview(host.view)
            NSLayoutConstraint.activate([host.view.widthAnchor.constraint(equalTo: scrollView.widthAnchor)])
            box.scrollView = scrollView
            return scrollView
        }
        func updateUIView(_ uiView: UIScrollView, context: Context) {}
    }

    @Test func goToTopsAnimationReachesAHostedReaderEveryFrame() throws {
        let box = ScrollViewBox()
        let received = Received()
        let app = TestApp(Hosted(box: box, received: received), measurer: fakeMeasurer())
        app.wheel(-10)      // 530 pt down
        try app.pumpAndSettle()
        #expect(app.scroll.offset.y == 530)
        #expect(received.global.last == top - 530)
        var offsets: [CGFloat] = []
        app.onFrame = { _ in offsets.append(app.scroll.offset.y) }
        let before = received.global.count
        // Go to Top: UIKit's 0.33 s animation at constant velocity.
        box.scrollView!.setContentOffset(.zero, animated: true)
        try app.pumpAndSettle()
        #expect(offsets.count >= 19 && offsets.last == 0)
        // The reader saw every frame's offset, once each.
        #expect(Array(received.global[before...]) == withoutRepeats(offsets).map { top - $0 }.filter { $0 != top - 530 })
    }
}
