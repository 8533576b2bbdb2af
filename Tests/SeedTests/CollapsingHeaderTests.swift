import Testing
import ScrollSim

/// A collapsing header driven by an offset reader, the way app code writes
/// it: the header above the scroll view is `max(60, 200 + minY)` tall, where
/// `minY` is the content's top in the scroll view's named space, read by a
/// `GeometryReader` preference into `@State`.
///
/// iPhone 14 at 1×: the safe area runs from y 47 to 810 (763 pt). The header
/// starts 200 tall, so the scroll view's frame starts at 47 + 200 = 247 and is
/// 763 − 200 = 563 tall. Its bottom edge lies in the home indicator's band, so
/// its viewport reaches 34 further, to the window's bottom (597 tall), and
/// insets the content by 34 there; its top, below the header, is in no band,
/// so it has no top inset and rests at offset 0. The content's minY is
/// −offset, so in every frame the header is `max(60, 200 − offset)` and the
/// scroll view starts at `47 + max(60, 200 − offset)`: the state the reader
/// set is on screen in the frame whose offset it read.
@MainActor
@Suite struct CollapsingHeaderTests {
    struct Screen: View {
        @State private var minY: CGFloat = 0
        var body: some View {
            VStack(spacing: 0) {
                Text("Header")
                    .frame(maxWidth: .infinity)
                    .frame(height: max(60, 200 + minY))
                    .background(Color.blue)
                ScrollView {
                    FortyPointRows(count: 100)
                        .background(GeometryReader { g in
                            Color.clear.preference(key: ContentMinYKey.self, value: g.frame(in: .named("scroll")).minY)
                        })
                }
                .coordinateSpace(.named("scroll"))
                .onPreferenceChange(ContentMinYKey.self) { minY = $0 }
            }
        }
    }

    let top: CGFloat = 47

    func header(_ offset: CGFloat) -> CGFloat { max(60, 200 - offset) }

    /// The viewport below a header `header` tall: the rest of the safe area
    /// plus the 34 pt of home indicator the scroll view extends over.
    func viewport(below header: CGFloat) -> CGFloat { 763 - header + 34 }

    /// The header's height as laid out and drawn: the scroll view's top minus the safe area's.
    func drawnHeader(_ app: TestApp) -> CGFloat { app.scroll.frame.minY - top }

    @Test func theHeaderCollapsesFrameByFrameDuringAFling() throws {
        let app = TestApp(Screen(), measurer: fakeMeasurer())
        #expect(drawnHeader(app) == 200)
        #expect(app.scroll.offset.y == 0)
        #expect(app.scroll.viewportSize.height == viewport(below: 200))     // 597
        var frames: [(offset: CGFloat, header: CGFloat, viewport: CGFloat)] = []
        app.onFrame = { _ in
            frames.append((app.scroll.offset.y, drawnHeader(app), app.scroll.viewportSize.height))
        }
        app.fling(from: CGPoint(x: 195, y: 700), to: CGPoint(x: 195, y: 500), speed: 1200)
        try app.pumpAndSettle()
        #expect(frames.count > 60)
        for f in frames {
            #expect(f.header == header(f.offset), "offset \(f.offset)")
            #expect(f.viewport == viewport(below: header(f.offset)), "offset \(f.offset)")
        }
        // It went through the whole collapse: from 200 down to its 60 pt floor.
        #expect(frames.contains { $0.header == 200 } || frames.first!.header > 150)
        #expect(frames.last!.header == 60)
    }

    @Test func pullingPastTheTopStretchesTheHeader() throws {
        let app = TestApp(Screen(), measurer: fakeMeasurer())
        // Down at 400; 20 pt down passes the slop and anchors; 100 pt more pulls
        // the content past its top: the rubber band shows less than 100.
        app.send(.pointerDown(CGPoint(x: 195, y: 400)))
        app.pump(1 / 60.0)
        app.send(.pointerMove(CGPoint(x: 195, y: 420)))
        app.pump(1 / 60.0)
        app.send(.pointerMove(CGPoint(x: 195, y: 520)))
        app.pump(1 / 60.0)
        let offset = app.scroll.offset.y
        #expect(offset < 0 && offset > -100)
        #expect(drawnHeader(app) == 200 - offset)
        // Released: the content springs back and the header follows it down, frame by frame.
        var frames: [(offset: CGFloat, header: CGFloat)] = []
        app.onFrame = { _ in frames.append((app.scroll.offset.y, drawnHeader(app))) }
        app.send(.pointerUp(CGPoint(x: 195, y: 520)))
        try app.pumpAndSettle()
        #expect(frames.count > 20)
        for f in frames { #expect(f.header == header(f.offset), "offset \(f.offset)") }
    }
}
