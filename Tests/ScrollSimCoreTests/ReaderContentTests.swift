import Testing
@testable import ScrollSimCore

/// A geometry reader's content is built again, with the new state, whenever
/// the view that holds the reader is evaluated again, wherever the reader
/// sits (here under a stack's tuple of views, which is never placed itself).
@MainActor
@Suite struct ReaderContentTests {
    struct Screen: View {
        @State private var count = 0
        var body: some View {
            VStack(spacing: 0) {
                Text("tap").onTapGesture { count += 1 }
                GeometryReader { _ in Text("count \(count)") }.frame(height: 20)
            }
        }
    }

    func tap(_ graph: ViewGraph, _ text: String, at time: Double) {
        let f = graph.frame(ofText: text)!
        graph.handle(.pointerDown(CGPoint(x: f.midX, y: f.midY)), time: time)
        graph.handle(.pointerUp(CGPoint(x: f.midX, y: f.midY)), time: time + 0.1)
    }

    @Test func aReaderInAStackShowsTheStateOfEachUpdate() {
        let graph = laidOut(Screen())
        #expect(graph.inspect().text("count 0") != nil)
        tap(graph, "tap", at: 1)
        graph.update()
        #expect(graph.inspect().text("count 1") != nil)
        #expect(graph.inspect().text("count 0") == nil)
        tap(graph, "tap", at: 2)
        graph.update()
        #expect(graph.inspect().text("count 2") != nil)
    }
}
