import Testing
@testable import ScrollSimCore

/// 8 pt per character, 16 pt per line, whatever the font.
@MainActor
func fixedMeasurer() -> FixedAdvanceMeasurer { FixedAdvanceMeasurer(advance: 8, lineHeight: 16) }

/// Lays `view` out in a window of `size` and returns the graph.
@MainActor
func laidOut<V: View>(_ view: V, size: CGSize = CGSize(width: 390, height: 844),
                      insets: EdgeInsets = .zero, measurer: TextMeasuring? = nil) -> ViewGraph {
    let graph = ViewGraph(view, measurer: measurer ?? fixedMeasurer(), size: size, safeAreaInsets: insets)
    graph.warningHandler = { _ in }
    graph.update()
    return graph
}

/// The size `view` chooses for `proposal` (measured directly, no window).
@MainActor
func size<V: View>(of view: V, _ proposal: ProposedViewSize) -> CGSize {
    let graph = ViewGraph(view, measurer: fixedMeasurer(), size: CGSize(width: 1000, height: 1000))
    graph.warningHandler = { _ in }
    graph.update()
    return graph.root.childSize(proposal)
}

extension ViewGraph {
    @MainActor
    func frame(ofText text: String) -> CGRect? { inspect().text(text)?.frame }
    @MainActor
    func frames(of kind: String) -> [CGRect] { inspect().all { $0.kind == kind }.map(\.frame) }
}
