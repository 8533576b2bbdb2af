import Testing
import ScrollSim
import ScrollSimScenes

/// The seed's representable with a Go to Top button outside the scroll view
/// (so it can be pressed at any moment) and a header that grows when tapped.
struct Harness: View {
    @State var isMovedTop = false
    @State var headerSize: CGSize = .zero
    @State var extra: CGFloat = 0
    let rectangles: Int
    let headerHeight: CGFloat

    var body: some View {
        VStack(spacing: 0) {
            Representable(isMovedTop: $isMovedTop, headerSize: $headerSize) {
                VStack(spacing: 10) {
                    GrowingHeader(extra: $extra, initial: headerHeight)
                        .onReadSize { headerSize = $0 }
                    ForEach(0..<rectangles, id: \.self) { _ in
                        Rectangle().fill(.red).frame(width: 300, height: 300)
                    }
                }
            }
            HStack(spacing: 40) {
                Button("Go") { isMovedTop = true }
                Button("Grow") { extra += 50 }
            }
            .frame(height: 44)
        }
        .namedValue("header.height", headerSize.height)
    }
}

/// Reads `extra` through a binding from outside the hosting controller.
struct GrowingHeader: View {
    @Binding var extra: CGFloat
    let initial: CGFloat
    var body: some View {
        Color.gray.frame(width: 200, height: initial + extra)
    }
}

struct Representable<Content: View>: UIViewRepresentable {
    @Binding var isMovedTop: Bool
    @Binding var headerSize: CGSize
    let content: Content

    init(isMovedTop: Binding<Bool>, headerSize: Binding<CGSize>, @ViewBuilder content: () -> Content) {
        _isMovedTop = isMovedTop
        _headerSize = headerSize
        self.content = content()
    }

    func makeUIView(context: Context) -> UIScrollView {
        let scrollView = UIScrollView()
        let host = UIHostingController(rootView: content)
        scrollView.addSubview(host.view)
        NSLayoutConstraint.activate([host.view.widthAnchor.constraint(equalTo: scrollView.widthAnchor)])
        return scrollView
    }

    func updateUIView(_ uiView: UIScrollView, context: Context) {
        if isMovedTop {
            uiView.setContentOffset(CGPoint(x: 0, y: headerSize.height), animated: true)
            DispatchQueue.main.async { isMovedTop = false }
        }
    }
}

@MainActor
@Suite struct ScrollRuleTests {
    // Window 390 × 844, no safe area: the scroll view is 800 tall, the button 44.
    func harness(rectangles: Int = 7, header: CGFloat = 40, profile: ScrollProfile = .uikit) -> TestApp {
        TestApp(Harness(rectangles: rectangles, headerHeight: header), measurer: fakeMeasurer(),
                size: CGSize(width: 390, height: 844), safeAreaInsets: .zero, profile: profile)
    }

    func pressGo(_ app: TestApp) throws { try app.tap(.text("Go")) }

    @Test func contentIsLaidOutWithTheViewportWidthPinned() {
        let app = harness()
        // 40 + 7 × 300 + 7 × 10 = 2210 tall; the viewport is 800.
        let expected = CGSize(width: 300, height: 2210)
        #expect(app.scroll.contentSize == expected)
        #expect(app.scroll.viewportSize == CGSize(width: 390, height: 800))
        #expect(app.scroll.maxOffset.y == 1410)
    }

    @Test func aTouchDownCancelsTheAnimationWhereItIs() throws {
        let app = harness()
        app.wheel(-30)
        try pressGo(app)
        app.pump(0.15)
        #expect(app.scroll.phase == .animating)
        app.send(.pointerDown(CGPoint(x: 195, y: 400)))
        app.pump(1 / 60.0)
        let held = app.scroll.offset.y
        #expect(app.scroll.phase == .idle || app.scroll.phase == .dragging)
        app.pump(0.5)
        #expect(app.scroll.offset.y == held)
        app.send(.pointerUp(CGPoint(x: 195, y: 400)))
        try app.pumpAndSettle()
        #expect(app.scroll.offset.y == held)
        #expect(held > 40 && held < 1410)
    }

    @Test func aSecondGoToTopRestartsFromTheCurrentOffset() throws {
        let app = harness()
        app.wheel(-30)
        try pressGo(app)
        app.pump(0.1)
        let midway = app.scroll.offset.y
        try pressGo(app)
        var offsets: [CGFloat] = []
        app.onFrame = { _ in offsets.append(app.scroll.offset.y) }
        try app.pumpAndSettle()
        // It starts from where the first one was (no jump back) and still takes 0.33 s from there.
        #expect(offsets.first! <= midway)
        #expect(offsets.first! > 40)
        #expect(app.scroll.offset.y == 40)
        #expect(zip(offsets, offsets.dropFirst()).allSatisfy { $0 >= $1 })
    }

    @Test func aResizeDuringTheAnimationDoesNotRetargetItButTheEndIsClamped() throws {
        let app = harness(rectangles: 3, header: 40)
        // Content 40 + 3 × 310 = 970; viewport 800: max 170.
        app.wheel(-10)
        #expect(app.scroll.offset.y == 170)
        // Make the header target unreachable: scroll to 0, grow the header by 500 pt, then Go.
        for _ in 0..<10 { try app.tap(.text("Grow")) }
        try app.pumpAndSettle()
        #expect(app.value("header.height") == 540)
        app.key(.home)
        try app.pumpAndSettle()
        try pressGo(app)
        app.pump(0.1)
        // Taller window: the range shrinks during the animation; the target (540) stays.
        app.resize(CGSize(width: 390, height: 1400))
        app.pump(1 / 60.0)
        #expect(app.scroll.phase == .animating)
        var maxSeen: CGFloat = 0
        app.onFrame = { _ in maxSeen = max(maxSeen, app.scroll.offset.y) }
        try app.pumpAndSettle()
        #expect(maxSeen == 540)
        // Content 1470, viewport 1356: once it ends, the offset springs back into range.
        #expect(app.scroll.offset.y == app.scroll.maxOffset.y)
        let expectedMax: CGFloat = 1470 - 1356
        #expect(app.scroll.maxOffset.y == expectedMax)
    }

    @Test func theHeaderIsReadAgainAtEachPress() throws {
        let app = harness()
        app.wheel(-30)
        try pressGo(app)
        try app.pumpAndSettle()
        #expect(app.scroll.offset.y == 40)
        try app.tap(.text("Grow"))
        try app.pumpAndSettle()
        #expect(app.value("header.height") == 90)
        app.wheel(-30)
        try pressGo(app)
        try app.pumpAndSettle()
        #expect(app.scroll.offset.y == 90)
    }

    @Test func aHeaderChangeDuringTheAnimationDoesNotRetargetIt() async throws {
        let app = harness()
        try await app.tap(.text("Go"))        // from 0 to 40
        await app.pump(2 / 60.0)
        try await app.tap(.text("Grow"))      // header grows to 90 while the animation runs
        try await app.pumpAndSettle()
        #expect(app.value("header.height") == 90)
        #expect(app.scroll.offset.y == 40)
    }

    @Test func contentShorterThanTheViewport() throws {
        let app = harness(rectangles: 1, header: 40)
        #expect(app.scroll.maxOffset.y == 0)
        app.wheel(-5)
        #expect(app.scroll.offset.y == 0)
        // UIKit does not clamp the target: it goes to 40, then springs back to 0.
        var maxSeen: CGFloat = 0
        try pressGo(app)
        app.onFrame = { _ in maxSeen = max(maxSeen, app.scroll.offset.y) }
        try app.pumpAndSettle()
        #expect(maxSeen == 40)
        #expect(app.scroll.offset.y == 0)
        // SwiftUI's profile clamps: it never leaves 0.
        let swift = harness(rectangles: 1, header: 40, profile: .swiftui)
        var moved = false
        try pressGo(swift)
        swift.onFrame = { _ in if swift.scroll.offset.y != 0 { moved = true } }
        try swift.pumpAndSettle()
        #expect(!moved)
    }

    @Test func aHeaderTallerThanTheMaximumOffset() throws {
        // Header 700 + one rectangle: content 1010, viewport 800, max 210.
        let app = harness(rectangles: 1, header: 700)
        #expect(app.scroll.maxOffset.y == 210)
        try pressGo(app)
        var maxSeen: CGFloat = 0
        app.onFrame = { _ in maxSeen = max(maxSeen, app.scroll.offset.y) }
        try app.pumpAndSettle()
        #expect(maxSeen == 700)
        #expect(app.scroll.offset.y == 210)
        let swift = harness(rectangles: 1, header: 700, profile: .swiftui)
        try pressGo(swift)
        var swiftMax: CGFloat = 0
        swift.onFrame = { _ in swiftMax = max(swiftMax, swift.scroll.offset.y) }
        try swift.pumpAndSettle()
        #expect(swiftMax <= 210)
        #expect(swift.scroll.offset.y == 210)
    }

    @Test func aZeroHeightHeaderGoesToZero() throws {
        let app = harness(header: 0)
        app.wheel(-30)
        try pressGo(app)
        try app.pumpAndSettle()
        #expect(app.value("header.height") == 0)
        #expect(app.scroll.offset.y == 0)
    }

    @Test func goToTopWhileDeceleratingOrBouncing() throws {
        let app = harness()
        app.fling(from: CGPoint(x: 195, y: 600), to: CGPoint(x: 195, y: 300), speed: 2000)
        app.pump(0.1)
        #expect(app.scroll.phase == .decelerating)
        try pressGo(app)
        app.pump(1 / 60.0)
        #expect(app.scroll.phase == .animating)
        try app.pumpAndSettle()
        #expect(app.scroll.offset.y == 40)
        // Pull past the top, let go: bouncing; Go cancels the bounce and animates to 40.
        app.drag(from: CGPoint(x: 195, y: 200), to: CGPoint(x: 195, y: 500), duration: 0.2)
        app.pump(2 / 60.0)
        #expect(app.scroll.phase == .bouncing)
        try pressGo(app)
        try app.pumpAndSettle()
        #expect(app.scroll.offset.y == 40)
    }

    @Test func aResizeThatShrinksTheMaximumBelowTheOffsetClampsIt() throws {
        let app = harness()
        app.wheel(-30)
        try app.pumpAndSettle()
        #expect(app.scroll.offset.y == 1410)
        app.resize(CGSize(width: 390, height: 1044))
        app.pump(1 / 60.0)
        // Viewport 1000: max 1210, clamped at once.
        #expect(app.scroll.maxOffset.y == 1210)
        #expect(app.scroll.offset.y == 1210)
    }

    @Test func wheelDragAndRubberBandInTheApp() throws {
        let app = harness()
        app.wheel(-1)
        #expect(app.scroll.offset.y == 53)
        app.wheel(3)
        #expect(app.scroll.offset.y == 0)
        // Drag 1:1 after the 10 pt slop: a 110 pt drag moves the content 100 pt.
        app.send(.pointerDown(CGPoint(x: 195, y: 500)))
        for y in stride(from: 490, through: 390, by: -10) {
            app.pump(1 / 60.0)
            app.send(.pointerMove(CGPoint(x: 195, y: CGFloat(y))))
        }
        app.pump(1 / 60.0)
        #expect(app.scroll.offset.y == 100)
        #expect(app.scroll.phase == .dragging)
        // From 390 to 590 is 200 pt: 100 pt back to the top, then 100 pt past it,
        // which over an 800 pt viewport shows as x·d·c/(d+c·x).
        for y in stride(from: 400, through: 590, by: 10) {
            app.pump(1 / 60.0)
            app.send(.pointerMove(CGPoint(x: 195, y: CGFloat(y))))
        }
        app.pump(1 / 60.0)
        let x: CGFloat = 100, d: CGFloat = 800, c: CGFloat = 0.55
        let shown = (x * d * c / (d + c * x)).rounded()
        #expect(app.scroll.offset.y == -shown)
        app.send(.pointerUp(CGPoint(x: 195, y: 590)))
        try app.pumpAndSettle()
        #expect(app.scroll.offset.y == 0)
    }

    @Test func aTapThatStopsAFlingIsNotATap() throws {
        let log = Box(0)
        struct Tappable: View {
            let log: Box<Int>
            var body: some View {
                ScrollView {
                    VStack(spacing: 0) {
                        ForEach(0..<40, id: \.self) { i in
                            Text("row \(i)").frame(height: 50).frame(maxWidth: .infinity).contentShape(Rectangle())
                                .onTapGesture { log.value += 1 }
                        }
                    }
                }
            }
        }
        let app = TestApp(Tappable(log: log), measurer: fakeMeasurer(), size: CGSize(width: 390, height: 844), safeAreaInsets: .zero)
        app.tap(CGPoint(x: 195, y: 300))
        #expect(log.value == 1)
        app.fling(from: CGPoint(x: 195, y: 600), to: CGPoint(x: 195, y: 300), speed: 2500)
        app.pump(0.1)
        #expect(app.scroll.phase == .decelerating)
        app.tap(CGPoint(x: 195, y: 300))
        #expect(log.value == 1)
        #expect(app.scroll.phase == .idle)
    }
}
