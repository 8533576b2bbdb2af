import Testing
import ScrollSim

/// A SwiftUI scroll view and the safe area: it extends its viewport over
/// the safe area it touches on the axes it scrolls and insets its content
/// by as much (the SwiftUI Field Guide, "Scroll View"); `ignoresSafeArea`,
/// `safeAreaInset` and `safeAreaPadding` move the bands it extends into.
/// iPhone 14 window: 390 × 844, status bar 47, home indicator 34; text at
/// 8 pt a character, 16 pt a line.
@MainActor
@Suite struct ScrollSafeAreaTests {
    /// Rows 30 pt tall, each text at its row's top.
    struct Rows: View {
        var count = 40
        var body: some View {
            VStack(spacing: 0) {
                ForEach(0..<count, id: \.self) { i in
                    Text("Row \(i)").frame(maxWidth: .infinity, minHeight: 30, alignment: .topLeading)
                }
            }
        }
    }

    /// The clip rectangles pushed while drawing.
    static func clips(_ app: TestApp) -> [CGRect] {
        app.app.graph.drawList().commands.compactMap { if case .pushClip(let r, _) = $0 { return r }; return nil }
    }

    /// The top of the text line `text` is drawn at, or nil when it is not drawn.
    static func drawnY(_ app: TestApp, _ text: String) -> CGFloat? {
        for case .text(let lines, _, _) in app.app.graph.drawList().commands {
            if let line = lines.first(where: { $0.text == text }) { return line.origin.y }
        }
        return nil
    }

    @Test func rowsRestBelowTheStatusBarAndScrollUnderIt() throws {
        let app = TestApp(ScrollView { Rows() }, measurer: fakeMeasurer())
        // The frame is the safe area; the viewport reaches the window's edges,
        // and the content is inset by the 47 and 34 it extends over.
        #expect(try app.find(.kind("ScrollView")).frame == CGRect(x: 0, y: 47, width: 390, height: 763))
        #expect(app.scroll.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(app.scroll.inset == ScrollInsets(top: 47, left: 0, bottom: 34, right: 0))
        // At rest the offset is −47 (UIKit's convention) and the first row's top is the safe area's.
        #expect(app.scroll.offset.y == -47)
        #expect(try app.find(.text("Row 0")).frame.minY == 47)
        #expect(Self.drawnY(app, "Row 0") == 47)
        // Row 26 (47 + 26 × 30 = 827) lies under the home indicator: drawn, not clipped at 810.
        #expect(Self.drawnY(app, "Row 26") == 827)
        // The scroll view clips to the whole window, not to the safe area.
        #expect(Self.clips(app) == [CGRect(x: 0, y: 0, width: 390, height: 844)])
        // 40 rows of 30 = 1200; the last row rests above the home indicator:
        // max offset 1200 − 844 + 34 = 390, where row 39 ends at 47 + 1200 − (390 + 47) = 810.
        #expect(app.scroll.maxOffset.y == 390)

        // 100 pt down: row 0 is 100 pt above the safe area's top, at −53, out of the window.
        app.app.scrollController!.setContentOffset(CGPoint(x: 0, y: -47 + 100), animated: false, at: app.time)
        app.pump(1 / 60.0)
        #expect(try app.find(.text("Row 0")).frame.minY == -53)
        #expect(Self.drawnY(app, "Row 0") == nil)
        // Rows 2 and 3 (47 + 60 − 100 = 7, and 37) are drawn under the status bar.
        #expect(Self.drawnY(app, "Row 2") == 7)
        #expect(Self.drawnY(app, "Row 3") == 37)
        #expect(Self.clips(app) == [CGRect(x: 0, y: 0, width: 390, height: 844)])

        // At the end, the last row ends on the home indicator's edge.
        app.key(.end)
        try app.pumpAndSettle()
        #expect(app.scroll.offset.y == 390)
        #expect(try app.find(.text("Row 39")).frame.minY == 810 - 30)
    }

    @Test func aWheelScrollMovesFromTheRestingOffset() throws {
        let app = TestApp(ScrollView { Rows() }, measurer: fakeMeasurer())
        app.wheel(-2)
        // Two notches of 53: from −47 to 59; row 0 is at 47 − 106 = −59.
        #expect(app.scroll.offset.y == 59)
        app.pump(1 / 60.0)
        #expect(try app.find(.text("Row 0")).frame.minY == -59)
    }

    @Test func aScrollViewAwayFromTheSafeAreaEdgesHasNoInsets() throws {
        let view = VStack(spacing: 0) {
            Color.gray.frame(height: 100)
            ScrollView { Rows() }
            Color.gray.frame(height: 100)
        }
        let app = TestApp(view, measurer: fakeMeasurer())
        // 47 + 100 = 147 to 810 − 100 = 710: neither edge is on the safe area's.
        #expect(app.scroll.frame == CGRect(x: 0, y: 147, width: 390, height: 563))
        #expect(app.scroll.inset == ScrollInsets())
        #expect(app.scroll.offset.y == 0)
        #expect(Self.clips(app) == [CGRect(x: 0, y: 147, width: 390, height: 563)])
    }

    @Test func aHorizontalScrollViewDoesNotExtendAcrossItsAxis() throws {
        // It fills the safe area but scrolls sideways: top and bottom stay as laid out.
        let view = ScrollView(.horizontal) { HStack(spacing: 0) { ForEach(0..<5, id: \.self) { _ in Color.blue.frame(width: 300) } } }
        let app = TestApp(view, measurer: fakeMeasurer())
        #expect(app.scroll.frame == CGRect(x: 0, y: 47, width: 390, height: 763))
        #expect(app.scroll.inset == ScrollInsets())
        #expect(app.scroll.offset == .zero)
    }

    @Test func ignoresSafeAreaExtendsOnlyTheEdgesOnTheSafeAreasEdge() throws {
        // Behind everything: extended over the status bar and the home indicator.
        let full = TestApp(ZStack { Color.indigo.ignoresSafeArea(); Text("Hello") }, measurer: fakeMeasurer())
        #expect(full.app.graph.drawList().commands.first == .fillRect(CGRect(x: 0, y: 0, width: 390, height: 844), .indigo))
        // The text stays centred in the safe area: 47 + (763 − 16) / 2.
        let textY: CGFloat = 47 + (763 - 16) / 2
        #expect(try full.find(.text("Hello")).frame.minY == textY)

        // The top edge only.
        let top = TestApp(Color.indigo.ignoresSafeArea(edges: .top), measurer: fakeMeasurer())
        #expect(top.app.graph.drawList().commands.first == .fillRect(CGRect(x: 0, y: 0, width: 390, height: 810), .indigo))

        // Below a text, the colour's top is not on the safe area's edge: only its bottom extends.
        // Text 16 + the 8.553 a text keeps above a view that is not text:
        // the colour starts at 71.553, then extends to 844.
        let below = TestApp(VStack { Text("A"); Color.indigo.ignoresSafeArea() }, measurer: fakeMeasurer())
        let colourTop: CGFloat = 47 + 16 + TextGap.below()
        #expect(below.app.graph.drawList().commands.contains {
            guard case .fillRect(let r, .indigo) = $0 else { return false }
            return r.minX == 0 && r.width == 390 && isClose(r.minY, colourTop) && r.maxY == 844
        })

        // `.keyboard` alone ignores nothing: there is no keyboard.
        let keyboard = TestApp(Color.indigo.ignoresSafeArea(.keyboard), measurer: fakeMeasurer())
        #expect(keyboard.app.graph.drawList().commands.first == .fillRect(CGRect(x: 0, y: 47, width: 390, height: 763), .indigo))
    }

    @Test func aScrollViewIgnoringTheTopSafeAreaStartsAtTheWindowsTop() throws {
        // The stretchy-header layout: the frame reaches y 0, which leaves no band above it.
        let app = TestApp(ScrollView { Rows() }.ignoresSafeArea(edges: .top), measurer: fakeMeasurer())
        #expect(try app.find(.kind("ScrollView")).frame == CGRect(x: 0, y: 0, width: 390, height: 810))
        #expect(app.scroll.inset == ScrollInsets(top: 0, left: 0, bottom: 34, right: 0))
        #expect(app.scroll.offset.y == 0)
        #expect(try app.find(.text("Row 0")).frame.minY == 0)
    }

    /// A list with a checkout bar below it, the way shopping apps write it.
    struct ListWithBottomBar: View {
        let spacing: CGFloat?
        var body: some View {
            ScrollView { Rows() }
                .safeAreaInset(edge: .bottom, spacing: spacing) {
                    Text("Check out").frame(maxWidth: .infinity).frame(height: 50).background(Color.white)
                }
        }
    }

    @Test func aBottomInsetBarShortensTheScrollViewWhichScrollsUnderIt() throws {
        let app = TestApp(ListWithBottomBar(spacing: 0), measurer: fakeMeasurer())
        // The bar (50) sits at the bottom of the safe area, 760…810; the scroll view
        // gets the 763 − 50 = 713 above it.
        #expect(try app.find(.kind("ScrollView")).frame == CGRect(x: 0, y: 47, width: 390, height: 713))
        let barTextY: CGFloat = 760 + (50 - 16) / 2
        #expect(try app.find(.text("Check out")).frame.minY == barTextY)
        // Its bottom (760) is on the bar's band, extended to 810, which is on the
        // window's band, extended to 844: bottom inset 50 + 34.
        #expect(app.scroll.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(app.scroll.inset == ScrollInsets(top: 47, left: 0, bottom: 84, right: 0))
        // Rows show under the bar: row 24 at 47 + 720 = 767.
        #expect(Self.drawnY(app, "Row 24") == 767)
        // Scrolled to the end the last row stops on the bar: max 1200 − 844 + 84 = 440.
        app.key(.end)
        try app.pumpAndSettle()
        #expect(app.scroll.offset.y == 440)
        #expect(try app.find(.text("Row 39")).frame.minY == 760 - 30)
        // The bar is drawn over the rows: the last fill is its white background,
        // which (a colour value, so the shape-style form) reaches down over
        // the home indicator to the window's bottom: 50 + 34.
        let fills = app.app.graph.drawList().commands.filter { if case .fillRect = $0 { return true }; return false }
        #expect(fills.last == .fillRect(CGRect(x: 0, y: 760, width: 390, height: 50 + 34), .white))
    }

    @Test func aBottomInsetBarsDefaultSpacingIsEight() throws {
        let app = TestApp(ListWithBottomBar(spacing: nil), measurer: fakeMeasurer())
        // 763 − 50 − 8 = 705 for the scroll view; the bar's band includes the spacing: 58 + 34.
        #expect(try app.find(.kind("ScrollView")).frame.height == 705)
        #expect(app.scroll.inset.bottom == 92)
    }

    @Test func safeAreaPaddingInsetsACarouselThatStillScrollsToTheEdges() throws {
        let view = ScrollView(.horizontal) {
            HStack(spacing: 10) { ForEach(0..<6, id: \.self) { _ in Color.blue.frame(width: 300, height: 120) } }
        }
        .safeAreaPadding(.horizontal, 20)
        let app = TestApp(view, measurer: fakeMeasurer())
        // Laid out inside the padding: 350 wide at x 20 (and 120 tall, its content's height, centred in 763).
        let frameY: CGFloat = 47 + (763 - 120) / 2
        #expect(try app.find(.kind("ScrollView")).frame == CGRect(x: 20, y: frameY, width: 350, height: 120))
        // Its edges are on the padding's band: the viewport reaches 0…390, content inset 20 on each side.
        #expect(app.scroll.frame == CGRect(x: 0, y: frameY, width: 390, height: 120))
        #expect(app.scroll.inset == ScrollInsets(top: 0, left: 20, bottom: 0, right: 20))
        #expect(app.scroll.offset.x == -20)
        // At rest the first card is 20 pt in; at the end (6 × 300 + 5 × 10 = 1850, max 1850 − 390 + 20 = 1480)
        // the last card ends 20 pt from the right edge.
        #expect(app.scroll.maxOffset.x == 1480)
        #expect(Self.clips(app) == [CGRect(x: 0, y: frameY, width: 390, height: 120)])
        let fills = app.app.graph.drawList().commands.compactMap { if case .fillRect(let r, .blue) = $0 { return r }; return nil }
        #expect(fills.first?.minX == 20)
    }

    @Test func aTextInSafeAreaPaddingIsPaddedAndSafeAreaPaddingDefaultsToSixteen() throws {
        let graph = host(Text("Hi").safeAreaPadding(), measurer: fakeMeasurer())
        // Like padding: 16 + 16 by 16 + 16 around the 16 × 16 text.
        #expect(graph.frame("safeAreaPadding").size == CGSize(width: 48, height: 48))
        #expect(graph.frame("Text").size == CGSize(width: 16, height: 16))
    }
}
