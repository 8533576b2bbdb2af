import Testing
import ScrollSim
import ScrollSimScenes

/// An app that is no longer referenced is freed with its whole graph: no
/// retain cycle between the app, its graph, the nodes, state, preferences,
/// the representable's UIKit views and the hosting controller.
@MainActor
@Suite struct ReleaseTests {
    @Test func aDroppedAppFreesItsGraph() throws {
        weak var app: ScrollSimApp?
        weak var graph: ViewGraph?
        do {
            let test = TestApp(Harness(rectangles: 3, headerHeight: 40), measurer: fakeMeasurer())
            _ = try test.pumpAndSettle()
            test.app.handle(.wheel(dx: 0, dy: -3, at: CGPoint(x: 195, y: 400)), at: test.time)
            _ = try test.pumpAndSettle()
            app = test.app
            graph = test.app.graph
        }
        #expect(app == nil)
        #expect(graph == nil)
    }

    @Test func aDroppedSceneAppIsFreed() throws {
        weak var app: ScrollSimApp?
        do {
            let test = TestApp(ScrollScene(), measurer: fakeMeasurer())
            _ = try test.pumpAndSettle()
            app = test.app
        }
        #expect(app == nil)
    }
}
