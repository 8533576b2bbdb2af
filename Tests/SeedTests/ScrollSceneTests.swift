import Testing
import ScrollSim
import ScrollSimScenes

@MainActor
@Suite struct ScrollSceneTests {
    func makeApp() -> TestApp {
        TestApp(ScrollScene(), measurer: FixedAdvanceMeasurer(advance: 8, lineHeight: 16, scalesWithFontSize: true))
    }

    @Test func goToTopReachesTheHeaderHeight() throws {
        let app = makeApp()
        print(app.app.graph.inspect())
        let header = app.value("header.height")
        print("header", header, app.scroll)
        app.wheel(-40)
        app.pump(0.1)
        print("after wheel", app.scroll.offset, app.scroll.maxOffset)
        try app.tap(.text("Go to Top"))
        var offsets: [CGFloat] = []
        app.onFrame = { _ in offsets.append(app.scroll.offset.y) }
        let frames = try app.pumpAndSettle()
        print("frames", frames, offsets)
        #expect(app.scroll.offset.y == header)
    }
}
