import Testing
import ScrollSim

@MainActor
@Suite struct ScrollViewAxesTests {
    @Test func horizontalScrollViewScrollsAlongX() throws {
        let view = ScrollView(.horizontal, showsIndicators: false) {
            HStack(spacing: 0) {
                ForEach(0..<10, id: \.self) { _ in Color.red.frame(width: 100, height: 100) }
            }
        }
        let app = TestApp(view, measurer: fakeMeasurer(), size: CGSize(width: 390, height: 300), safeAreaInsets: .zero)
        let content = CGSize(width: 1000, height: 100)
        #expect(app.scroll.contentSize == content)
        // Laid out with its ideal width, pinned to the viewport's height: 300 tall, content 100 centred.
        let maxX: CGFloat = 1000 - 390
        #expect(app.scroll.maxOffset.x == maxX)
        // SDL's sign: positive x scrolls toward the right end.
        app.send(.wheel(dx: 2, dy: 0, at: CGPoint(x: 195, y: 150)))
        #expect(app.scroll.offset.x == 106)
        app.drag(from: CGPoint(x: 300, y: 150), to: CGPoint(x: 190, y: 150), duration: 0.5)
        // 110 pt of finger travel in 30 steps of 3.67 pt: the drag starts at the
        // first step past the 10 pt slop (11 pt), so the content follows 99 pt.
        let followed: CGFloat = 106 + 99
        #expect(app.scroll.offset.x == followed)
        // Released at 220 pt/s: it coasts on, along x only.
        try app.pumpAndSettle()
        #expect(app.scroll.offset.x > 205)
        #expect(app.scroll.offset.y == 0)
        #expect(app.scroll.phase == .idle)
    }

    @Test func bothAxes() throws {
        let view = ScrollView([.vertical, .horizontal]) {
            Color.blue.frame(width: 1000, height: 2000)
        }
        let app = TestApp(view, measurer: fakeMeasurer(), size: CGSize(width: 400, height: 800), safeAreaInsets: .zero)
        let maxOffset = CGPoint(x: 600, y: 1200)
        #expect(app.scroll.maxOffset == maxOffset)
        app.send(.wheel(dx: 1, dy: -1, at: CGPoint(x: 200, y: 400)))
        let expected = CGPoint(x: 53, y: 53)
        #expect(app.scroll.offset == expected)
        app.key(.end)
        try app.pumpAndSettle()
        #expect(app.scroll.offset.y == 1200)
    }
}

@MainActor
@Suite struct ScrollIndicatorTests {
    func knob(_ app: TestApp) -> CGRect? {
        for c in app.app.graph.drawList().commands {
            if case .fillRoundedRect(let r, _, let color) = c, r.width == 6, color.red == 0, color.opacity > 0 { return r }
        }
        return nil
    }

    @Test func theIndicatorShowsWhileScrollingAndFadesAway() throws {
        let view = ScrollView { Color.green.frame(height: 4000) }
        let app = TestApp(view, measurer: fakeMeasurer(), size: CGSize(width: 390, height: 800), safeAreaInsets: .zero)
        #expect(knob(app) == nil)
        app.wheel(-10)
        app.pump(1 / 60.0)
        let k = try #require(knob(app))
        // At the right edge; as long as the viewport is of the content: 800 × 800 / 4000 = 160.
        #expect(k.maxX == 390)
        #expect(k.height == 160)
        // Offset 530 of 3200: the knob is 530 / 3200 of the way down the free track.
        let expectedY = CGFloat(530) / 3200 * (800 - 160)
        #expect(abs(k.minY - expectedY) < 0.001)
        app.pump(0.4)
        #expect(knob(app) != nil)        // held 0.5 s after scrolling stops
        app.pump(0.6)
        #expect(knob(app) == nil)        // then faded out over 0.33 s
    }
}
