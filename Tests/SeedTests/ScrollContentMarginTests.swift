import Testing
import ScrollSim

/// `contentMargins(_:_:for:)` and `scrollClipDisabled(_:)`: Apple's
/// documentation says a scroll view insets its content "by the safe area
/// plus" the margins; `.scrollContent` insets the content only,
/// `.scrollIndicators` the indicators only, `.automatic` both; a modifier
/// nearer the scroll view overrides one further out. iPhone 14 window
/// (safe area 47 / 34); text 8 pt a character, 16 pt a line.
@MainActor
@Suite struct ScrollContentMarginTests {
    /// 100 rows of 40, full width.
    struct Rows: View {
        var body: some View {
            VStack(spacing: 0) {
                ForEach(0..<100, id: \.self) { i in
                    Text("Row \(i)").frame(maxWidth: .infinity, minHeight: 40, alignment: .topLeading)
                }
            }
        }
    }

    /// The indicator knob once it shows (black at 35 %, 6 pt thick).
    static func knob(_ app: TestApp) -> CGRect? {
        for case .fillRoundedRect(let r, _, let color) in app.app.graph.drawList().commands
        where color == ScrollContainerNodeColor.knob && (r.width == 6 || r.height == 6) {
            return r
        }
        return nil
    }

    /// Wheels one notch down and back so the indicator shows at the resting offset.
    static func showIndicator(_ app: TestApp) {
        app.wheel(-1)
        app.wheel(1)
        app.pump(1 / 60.0)
    }

    @Test func scrollContentMarginsAddToTheSafeAreaAndLeaveTheIndicatorsAlone() throws {
        let app = TestApp(ScrollView { Rows() }.contentMargins(.vertical, 20, for: .scrollContent), measurer: fakeMeasurer())
        // Insets: the safe area plus 20: 47 + 20 and 34 + 20.
        #expect(app.scroll.inset == ScrollInsets(top: 67, left: 0, bottom: 54, right: 0))
        #expect(app.scroll.offset.y == -67)
        #expect(try app.find(.text("Row 0")).frame.minY == 67)
        // 4000 of content: max 4000 − 844 + 54.
        #expect(app.scroll.maxOffset.y == 3210)
        Self.showIndicator(app)
        // The indicators keep to the safe area: their track is 844 − 47 − 34 = 763 from y 47,
        // and the knob's length is the visible share, 763 × (844 − 121) / (3277 + 723).
        let k = try #require(Self.knob(app))
        #expect(k.minY == 47)
        let visible: CGFloat = 844 - 67 - 54
        let length = 763 * visible / (3210 + 67 + visible)
        #expect(abs(k.height - length) < 0.001)
        #expect(k.maxX == 390)
    }

    @Test func automaticMarginsInsetTheContentAndTheIndicatorsAcrossTheAxisToo() throws {
        let app = TestApp(ScrollView { Rows() }.contentMargins(.horizontal, 20), measurer: fakeMeasurer())
        // Across a vertical scroll view the content is laid out in 390 − 40, 20 pt in.
        #expect(try app.find(.kind("VStack")).frame == CGRect(x: 20, y: 47, width: 350, height: 4000))
        // The scroll view itself is as wide as its content plus the margins.
        #expect(try app.find(.kind("ScrollView")).frame.width == 390)
        #expect(app.scroll.inset == ScrollInsets(top: 47, left: 0, bottom: 34, right: 0))
        Self.showIndicator(app)
        // The knob keeps 20 pt from the right edge: 390 − 20 − 6.
        #expect(Self.knob(app)?.minX == 364)
    }

    @Test func indicatorMarginsMoveOnlyTheIndicators() throws {
        let app = TestApp(ScrollView { Rows() }.contentMargins(10, for: .scrollIndicators), measurer: fakeMeasurer())
        #expect(app.scroll.inset == ScrollInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(try app.find(.text("Row 0")).frame.minX == 0)
        Self.showIndicator(app)
        let k = try #require(Self.knob(app))
        // 10 pt in from the right edge, and from the safe area's top.
        #expect(k.maxX == 380)
        #expect(k.minY == 57)
    }

    @Test func aHorizontalIndicatorKeepsItsMarginsFromTheSides() throws {
        let view = ScrollView(.horizontal) { HStack(spacing: 0) { ForEach(0..<10, id: \.self) { _ in Color.blue.frame(width: 100, height: 50) } } }
            .contentMargins(.horizontal, 30, for: .scrollIndicators)
        let app = TestApp(view, measurer: fakeMeasurer())
        app.send(.wheel(dx: 1, dy: 0, at: CGPoint(x: 195, y: 422)))
        app.send(.wheel(dx: -1, dy: 0, at: CGPoint(x: 195, y: 422)))
        app.pump(1 / 60.0)
        let k = try #require(Self.knob(app))
        // At rest at the left end: the knob starts 30 in, 6 pt above the scroll view's bottom
        // (50 tall, centred in the safe area: 47 + (763 − 50) / 2 + 50 − 6), on a track of
        // 390 − 60 whose share is 390 / 1000 of it.
        let bottom: CGFloat = 47 + (763 - 50) / 2 + 50
        #expect(k.minX == 30)
        #expect(k.maxY == bottom)
        let length: CGFloat = 330 * 390 / 1000
        #expect(abs(k.width - length) < 0.001)
    }

    @Test func theNearerModifierWinsEdgeByEdge() throws {
        // Apple's example: trailing 8, every other edge 20.
        let view = ScrollView(.horizontal) { HStack(spacing: 0) { ForEach(0..<10, id: \.self) { _ in Color.blue.frame(width: 100, height: 50) } } }
            .contentMargins(.trailing, 8, for: .scrollContent)
            .contentMargins(.all, 20, for: .scrollContent)
        let app = TestApp(view, measurer: fakeMeasurer())
        #expect(app.scroll.inset == ScrollInsets(top: 0, left: 20, bottom: 0, right: 8))
        // Across the axis the content sits 20 pt down, in a scroll view 50 + 20 + 20 tall.
        #expect(try app.find(.kind("ScrollView")).frame.height == 90)
        #expect(try app.find(.kind("HStack")).frame.minY - (try app.find(.kind("ScrollView")).frame.minY) == 20)
    }

    @Test func marginsDoNotReachNestedScrollViews() throws {
        let view = ScrollView {
            ScrollView(.horizontal) { HStack(spacing: 0) { ForEach(0..<10, id: \.self) { _ in Color.blue.frame(width: 100, height: 50) } } }
        }
        .contentMargins(.horizontal, 30)
        let app = TestApp(view, measurer: fakeMeasurer())
        let inner = try #require(app.app.graph.inspect().all { $0.kind == "ScrollView" }.last)
        // The inner one is laid out inside the outer's margins, with none of its own.
        #expect(inner.frame.minX == 30)
        #expect(inner.frame.width == 330)
    }

    /// A carousel 200 pt wide, its cards 150 wide.
    static func carousel(clipDisabled: Bool) -> some View {
        ScrollView(.horizontal, showsIndicators: false) {
            HStack(spacing: 10) { ForEach(0..<4, id: \.self) { _ in Color.red.frame(width: 150, height: 80) } }
        }
        .frame(width: 200)
        .scrollClipDisabled(clipDisabled)
    }

    @Test func scrollClipDisabledDrawsTheContentOutsideTheBounds() throws {
        // Centred in 390: the scroll view spans x 95…295.
        let clipped = TestApp(Self.carousel(clipDisabled: false), measurer: fakeMeasurer())
        let y: CGFloat = 47 + (763 - 80) / 2
        #expect(ScrollSafeAreaTests.clips(clipped) == [CGRect(x: 95, y: y, width: 200, height: 80)])
        let unclipped = TestApp(Self.carousel(clipDisabled: true), measurer: fakeMeasurer())
        #expect(ScrollSafeAreaTests.clips(unclipped).isEmpty)
        // The second card (x 95 + 160 = 255) reaches past the bounds to 405, and the
        // third starts at 415, off the window: two cards drawn, the second in full.
        let cards = unclipped.app.graph.drawList().commands.compactMap { if case .fillRect(let r, .red) = $0 { return r }; return nil }
        #expect(cards == [CGRect(x: 95, y: y, width: 150, height: 80), CGRect(x: 255, y: y, width: 150, height: 80)])
    }

    /// Several views in a scroll view (its implicit `VStack`) sit inside
    /// the margins across the axis as one view does: `.contentMargins(16)`
    /// puts both texts at x 16, the first at 47 + 16 and the second right
    /// below it (two texts touch; a frame with only a width keeps the
    /// texts' top and bottom edges).
    @Test func severalViewsSitInsideTheMarginsAcrossTheAxis() throws {
        let app = try settledApp(ScrollView {
            Text("First").frame(maxWidth: .infinity, alignment: .leading)
            Text("Second").frame(maxWidth: .infinity, alignment: .leading)
        }.contentMargins(16, for: .scrollContent))
        #expect(textFrame(app, "First") == CGRect(x: 16, y: 63, width: 40, height: 16))
        #expect(textFrame(app, "Second") == CGRect(x: 16, y: 79, width: 48, height: 16))
    }
}

/// The indicator knob's colour as the scroll view draws it.
enum ScrollContainerNodeColor {
    static let knob = Color(red: 0, green: 0, blue: 0, opacity: 0.35)
}
