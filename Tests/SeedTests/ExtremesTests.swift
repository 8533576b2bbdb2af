import Foundation
import Testing
import ScrollSim
import ScrollSimScenes
import ScrollSimSDL

struct MillionRows: View {
    var body: some View {
        ScrollView {
            LazyVStack(spacing: 4) {
                ForEach(0..<1_000_000) { i in
                    Text("Row \(i)").frame(height: 40)
                }
            }
        }
    }
}

struct ScrollOffsetKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = nextValue() }
}

/// A preference that changes on every frame: the window's width, read by a
/// geometry reader, reported as a preference and stored in state.
struct WidthPreference: View {
    @State var width: CGFloat = 0
    var body: some View {
        VStack {
            GeometryReader { g in
                Color.clear.preference(key: ScrollOffsetKey.self, value: g.size.width)
            }
            Text("width \(Int(width))")
        }
        .onPreferenceChange(ScrollOffsetKey.self) { width = $0 }
        .namedValue("width", width)
    }
}

/// The edges of what the engine takes, each with its defined outcome.
@MainActor
@Suite(.serialized) struct ExtremesTests {
    static let fonts = repositoryRoot + "/Assets/Fonts"

    /// An empty scene draws nothing, has no scroll view and ignores input.
    @Test func emptyScene() async throws {
        let app = TestApp(EmptyView(), measurer: fakeMeasurer())
        app.wheel(-5)
        await app.tap(CGPoint(x: 10, y: 10))
        app.key(.end)
        app.resize(CGSize(width: 1, height: 1))
        try await app.pumpAndSettle()
        #expect(app.lastFrame?.drawList.commands.isEmpty == true)
        #expect(app.app.scroll == nil)
        // An empty scroll view rests at its minimum.
        let scroll = TestApp(ScrollView { EmptyView() }, measurer: fakeMeasurer())
        scroll.wheel(-5)
        scroll.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 100, y: 100))
        try await scroll.pumpAndSettle()
        #expect(scroll.scroll.contentSize == .zero)
        #expect(scroll.scroll.offset.y == scroll.scroll.minOffset.y)
    }

    /// 0×0 and 1×1 windows: the main scene lays out, takes input and settles with finite offsets;
    /// an SDL surface of 0×0 is refused with a sentence, 1×1 renders.
    @Test(arguments: [CGSize.zero, CGSize(width: 1, height: 1)])
    func tinyWindows(_ size: CGSize) async throws {
        let app = TestApp(ScrollScene(), measurer: fakeMeasurer(), size: size, safeAreaInsets: .zero)
        app.wheel(-10)
        app.drag(from: .zero, to: CGPoint(x: 0, y: -300))
        app.fling(from: .zero, to: CGPoint(x: 0, y: 300), speed: 3000)
        app.key(.end)
        try await app.pumpAndSettle()
        let s = app.scroll
        #expect(s.offset.y.isFinite && s.offset.x.isFinite)
        // In range within half a device pixel (offsets are snapped to pixels, the range is not).
        #expect(s.offset.y >= s.minOffset.y - 0.5 && s.offset.y <= s.maxOffset.y + 0.5, "\(s)")
        #expect(s.viewportSize == size)
        if size == .zero {
            #expect(throws: SDLBackendError.self) {
                _ = try SDLWindowHost(title: "zero", size: size, scale: 1, headless: true, fontsDirectory: Self.fonts)
            }
        } else {
            let host = try SDLWindowHost(title: "one", size: size, scale: 1, headless: true, fontsDirectory: Self.fonts)
            host.renderer.render(app.lastFrame!.drawList, background: .white)
            #expect(try host.readPixels().pixels.count == 4)
        }
    }

    /// A million rows in a LazyVStack: the first frame, scrolling to the end and back stay quick,
    /// and only the rows near the viewport exist.
    @Test func aMillionRowsInALazyVStack() async throws {
        let start = Date()
        let app = TestApp(MillionRows(), measurer: fakeMeasurer())
        let firstFrame = Date().timeIntervalSince(start)
        #expect(firstFrame < 3, "first frame took \(firstFrame) s")
        #expect(abs(app.scroll.contentSize.height - (1_000_000 * 40 + 999_999 * 4)) < 0.01)
        #expect(app.isVisible(.text("Row 0")))
        app.key(.end)
        try await app.pumpAndSettle()
        #expect(app.scroll.offset.y == app.scroll.maxOffset.y)
        #expect(app.isVisible(.text("Row 999999")))
        #expect(!app.isVisible(.text("Row 0")))
        let built = app.app.graph.inspect().all { $0.kind == "Text" }.count
        #expect(built < 200, "\(built) rows built")
        app.key(.home)
        try await app.pumpAndSettle()
        #expect(app.isVisible(.text("Row 0")))
        // A fling in the middle: rows follow the offset frame by frame.
        app.app.scrollController!.setContentOffset(CGPoint(x: 0, y: 22_000_000), animated: false, at: app.time)
        await app.pump(1.0 / 60)
        #expect(app.isVisible(.text("Row 500000")))
        app.fling(from: CGPoint(x: 195, y: 700), to: CGPoint(x: 195, y: 200), speed: 4000)
        for _ in 0..<60 {
            await app.pump(1.0 / 60)
            let firstVisible = Int((app.scroll.offset.y + app.scroll.inset.top + 1) / 44)
            #expect(app.isVisible(.text("Row \(firstVisible + 2)")), "at offset \(app.scroll.offset.y)")
        }
        #expect(Date().timeIntervalSince(start) < 20)
    }

    /// A text of 100,000 characters wraps and scrolls (real fonts).
    @Test func aHundredThousandCharacterText() async throws {
        let text = String(String(repeating: "안녕하세요 scroll 0123456789 ", count: 5000).prefix(100_000))
        #expect(text.count == 100_000)
        let start = Date()
        let app = TestApp(ScrollView { Text(text).padding() }, measurer: try realMeasurer())
        let seconds = Date().timeIntervalSince(start)
        #expect(seconds < 10, "laid out in \(seconds) s")
        #expect(app.scroll.contentSize.height > 10_000)
        app.key(.end)
        try await app.pumpAndSettle()
        #expect(app.scroll.offset.y == app.scroll.maxOffset.y)
    }

    /// Empty strings measure to zero width and draw nothing, with the real measurer and renderer.
    @Test func emptyStrings() throws {
        let measurer = try realMeasurer()
        #expect(measurer.width(of: Substring(""), font: .body) == 0)
        let app = TestApp(VStack { Text(""); Text("after"); Text("") }, measurer: measurer)
        let empty = app.app.graph.inspect().all { $0.kind == "Text" && $0.text == "" }
        #expect(empty.count == 2)
        #expect(empty.allSatisfy { $0.frame.width == 0 })
        let host = try SDLWindowHost(title: "empty", size: CGSize(width: 200, height: 100), scale: 1, headless: true, fontsDirectory: Self.fonts)
        host.renderer.render(app.lastFrame!.drawList, background: .white)
        _ = try host.readPixels()
    }

    /// Characters NanumSquare lacks (emoji, some symbols) are drawn as the font's
    /// replacement glyph, a visible box, and take its width; nothing crashes.
    @Test func charactersTheFontLacks() throws {
        let measurer = try realMeasurer()
        let missing = "😀"
        #expect(measurer.width(of: Substring(missing), font: .title) > 0)
        let line = "A😀B🚀C ∑ 漢 \u{FFFD}"
        let app = TestApp(Text(line).font(.title).padding(), measurer: measurer, size: CGSize(width: 400, height: 80), safeAreaInsets: .zero)
        let host = try SDLWindowHost(title: "glyphs", size: CGSize(width: 400, height: 80), scale: 2, headless: true, fontsDirectory: Self.fonts)
        host.renderer.render(app.lastFrame!.drawList, background: .white)
        let path = NSTemporaryDirectory() + "scrollsim-missing-glyphs.png"
        try host.savePNG(path: path)
        // Dark pixels between the A and the B: the replacement box is drawn.
        let frame = app.app.graph.inspect().all { $0.kind == "Text" }[0].frame
        let a = measurer.width(of: Substring("A"), font: .title), box = measurer.width(of: Substring(missing), font: .title)
        let shot = try host.readPixels()
        var dark = 0
        let x0 = Int((frame.minX + a) * 2), x1 = Int((frame.minX + a + box) * 2)
        for y in Int(frame.minY * 2)..<Int(frame.maxY * 2) {
            for x in x0..<x1 where shot.pixels[(y * shot.width + x) * 4] < 128 { dark += 1 }
        }
        #expect(dark > 20, "no replacement glyph drawn for \(missing) (see \(path))")
    }

    /// A preference that changes on every frame (the window grows by a point a frame)
    /// is delivered in that frame, without carrying work over or warning.
    @Test func aPreferenceThatChangesEveryFrame() async throws {
        let app = TestApp(WidthPreference(), measurer: fakeMeasurer(), safeAreaInsets: .zero)
        var warnings: [String] = []
        app.app.graph.warningHandler = { warnings.append($0) }
        for i in 0..<300 {
            app.resize(CGSize(width: 200 + i, height: 400))
            await app.pump(1.0 / 60)
            #expect(app.value("width") == CGFloat(200 + i))
            #expect(!app.app.graph.hasCarriedOverWork)
        }
        #expect(app.isVisible(.text("width 499")))
        #expect(warnings.isEmpty, "\(warnings)")
    }

    /// 1,000 nested views (a padding in an AnyView, 2,000 nodes) lay out, draw, hit-test and inspect
    /// without exhausting the stack.
    @Test func aThousandLevelsDeep() async throws {
        var view = AnyView(Text("bottom"))
        for _ in 0..<1000 { view = AnyView(view.padding(0.1)) }
        let app = TestApp(view, measurer: fakeMeasurer())
        let text = try app.find(.text("bottom"))
        #expect(text.frame.width > 0)
        await app.tap(CGPoint(x: text.frame.midX, y: text.frame.midY))
        app.resize(CGSize(width: 300, height: 300))
        await app.pump(1.0 / 60)
        #expect(app.isVisible(.text("bottom")))
    }

    /// Go to Top pressed 1,000 times within one second: every press is handled, the
    /// frames keep coming, and the view settles in range; one more press ends at the header.
    @Test func goToTopAThousandTimesInASecond() async throws {
        let app = TestApp(ScrollScene(), measurer: fakeMeasurer())
        app.wheel(-100)
        await app.pump(0.1)
        let start = Date()
        var pressed = 0
        for _ in 0..<60 {
            for _ in 0..<17 where pressed < 1000 {
                let p = try app.center(of: .text("Go to Top"))
                app.send(.pointerDown(p))
                app.send(.pointerUp(p))
                pressed += 1
            }
            await app.pump(1.0 / 60)
        }
        #expect(pressed == 1000)
        try await app.pumpAndSettle()
        let s = app.scroll
        #expect(s.offset.y >= s.minOffset.y && s.offset.y <= s.maxOffset.y)
        #expect(Date().timeIntervalSince(start) < 20)
        app.wheel(-100)
        try await app.tap(.text("Go to Top"))
        try await app.pumpAndSettle()
        #expect(app.scroll.offset.y == app.value("header.height").rounded())
    }
}
