import Testing
import ScrollSim

/// A settled app showing `view` on an iPhone 14 with the fake measurer.
@MainActor
func settledNavigationApp<V: View>(_ view: V) throws -> TestApp {
    let app = TestApp(view, measurer: fakeMeasurer())
    try app.pumpAndSettle()
    return app
}

extension TestApp {
    /// The window frame of the `Text` showing exactly `text` (the first, depth first), or nil when none is laid out.
    @MainActor func textFrame(_ text: String) -> CGRect? { app.graph.inspect().text(text)?.frame }
    /// Taps the only `Text` showing `text` and runs frames until nothing moves.
    @MainActor func tapAndSettle(_ text: String) throws {
        try tap(.text(text))
        try pumpAndSettle()
    }
    /// Taps window point `point` and runs frames until nothing moves.
    @MainActor func tapAndSettle(_ point: CGPoint) throws {
        tap(point)
        try pumpAndSettle()
    }
    /// Drags from `start` to `end`, lifts, and runs frames until nothing moves.
    @MainActor func swipe(from start: CGPoint, to end: CGPoint) throws {
        drag(from: start, to: end)
        try pumpAndSettle()
    }
    /// How many navigation pages are in the tree (the top one, and one more during a transition).
    @MainActor var navigationPageCount: Int { app.graph.inspect().all { $0.kind == "NavigationPage" }.count }
}
