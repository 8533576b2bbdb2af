import Testing
import ScrollSim
import ScrollSimScenes
import ScrollSimSDL

/// The main scene's Go to Top, through the model and through pixels.
@MainActor
@Suite(.serialized) struct GoToTopTests {
    func app(_ measurer: TextMeasuring, scale: CGFloat = 1, profile: ScrollProfile = .uikit) -> TestApp {
        TestApp(ScrollScene(), measurer: measurer, scale: scale, profile: profile)
    }

    /// Scrolls to the bottom with the wheel, taps Go to Top and records each frame's offset until it settles.
    func goToTop(_ app: TestApp) async throws -> (offsets: [CGFloat], start: Double, end: Double) {
        app.wheel(-100)
        try await app.pumpAndSettle()
        #expect(app.scroll.offset.y == (app.scroll.maxOffset.y * app.app.graph.displayScale).rounded(.down) / app.app.graph.displayScale)
        try await app.tap(.text("Go to Top"))
        var offsets: [CGFloat] = []
        var start: Double?
        var end: Double?
        let scale = app.app.graph.displayScale
        let target = (app.value("header.height") * scale).rounded() / scale
        app.onFrame = { _ in
            let y = app.scroll.offset.y
            offsets.append(y)
            if start == nil, app.scroll.phase == .animating { start = app.time }
            if end == nil, y == target { end = app.time }
        }
        try await app.pumpAndSettle()
        // The seed's DispatchQueue.main.async reset has run: the flag is down again.
        #expect(!app.app.graph.needsUpdate)
        return (offsets, start ?? .nan, end ?? .nan)
    }

    /// On an iPhone 14 (a 3× display) whatever scale the window draws at: the
    /// header is SF's title line height rounded up to the 3× grid, 101/3 pt
    /// (33.41 → 33.67), and Go to Top lands on it exactly, every frame on the grid.
    @Test(arguments: [1.0, 2.0])
    func reachesTheMeasuredHeaderHeightMonotonicallyIn033Seconds(renderScale: Double) async throws {
        let m = try realMeasurer(scale: CGFloat(renderScale))
        let app = app(m, scale: 3)
        let header = app.value("header.height")
        let expectedHeader: CGFloat = 101.0 / 3
        #expect((SystemFontMetrics.lineHeight(28) * 3).rounded(.up) == 101)
        #expect(header == expectedHeader)
        let run = try await goToTop(app)
        #expect(app.scroll.offset.y == header)
        #expect(run.offsets.allSatisfy { ($0 * 3).rounded() == $0 * 3 }, "an offset off the 3× grid: \(run.offsets)")
        #expect(zip(run.offsets, run.offsets.dropFirst()).allSatisfy { $0 >= $1 })
        // The animation starts on the frame that applies the tap and lasts 0.33 s ± one frame.
        let duration = run.end - run.start
        #expect(abs(duration - 0.33) <= 1.0 / 60 + 1e-9)
        // The red rectangle's top is 10 pt (the stack spacing) below the viewport's top.
        let red = app.app.graph.inspect().all { $0.kind == "Rectangle" && $0.frame.width == 300 }.first!
        let expectedGap: CGFloat = 10
        #expect(abs(red.frame.minY - app.scroll.frame.minY - expectedGap) < 1e-9)
    }

    @Test(arguments: [1.0, 2.0])
    func theRedRectangleIs10PointsBelowTheViewportInPixels(scale: Double) async throws {
        let s = CGFloat(scale)
        let hostWindow = try SDLWindowHost(title: "test", size: TestApp.iPhone14.size, scale: s, headless: true,
                                           fontsDirectory: repositoryRoot + "/Assets/Fonts")
        let app = TestApp(app: ScrollSimApp(ScrollScene(), measurer: hostWindow.measurer, size: TestApp.iPhone14.size,
                                            safeAreaInsets: TestApp.iPhone14.insets, scale: s))
        _ = try await goToTop(app)
        hostWindow.renderer.render(app.app.advance(to: app.time).drawList, background: .white)
        let shot = try hostWindow.readPixels()
        let x = Int(195 * s)
        var firstRed: Int?
        for y in 0..<shot.height {
            let i = (y * shot.width + x) * 4
            if shot.pixels[i] == 255 && shot.pixels[i + 1] == 59 && shot.pixels[i + 2] == 48 { firstRed = y; break }
        }
        // Viewport top 47 (the safe area), plus the 10 pt spacing.
        #expect(firstRed == Int((47 + 10) * s))
    }

    @Test func swiftUIProfileSpringsToTheClampedTarget() async throws {
        let app = app(fakeMeasurer(), profile: .swiftui)
        let run = try await goToTop(app)
        #expect(app.scroll.offset.y == app.value("header.height").rounded())
        #expect(zip(run.offsets, run.offsets.dropFirst()).allSatisfy { $0 >= $1 })
        // A critically damped spring with response 0.55 s takes longer than the linear 0.33 s.
        #expect(run.end - run.start > 0.5)
    }
}
