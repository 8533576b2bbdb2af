// MARK: - ignoresSafeArea

@usableFromInline
struct _IgnoresSafeAreaModifier: NodeModifier {
    let regions: SafeAreaRegions
    let edges: Edge.Set

    @usableFromInline
    init(regions: SafeAreaRegions, edges: Edge.Set) {
        self.regions = regions
        self.edges = edges
    }
    @usableFromInline
    func makeNode(_ context: BuildContext) -> IgnoresSafeAreaNode { IgnoresSafeAreaNode(graph: context.graph) }
    @usableFromInline
    func configure(_ node: IgnoresSafeAreaNode, _ context: BuildContext) {
        // Every band ScrollSim has is `.container`: without it nothing is ignored.
        assignLayout(&node.edges, regions.contains(.container) ? edges : [], node)
    }
}

/// Lays its content out over the safe area on some edges: it is measured
/// with the proposal it gets, then its content is proposed that size grown
/// by its safe-area insets on those edges and placed that much further out
/// (OpenSwiftUI's `_SafeAreaRegionsIgnoringLayout`). Its size stays the
/// measured one, so the views around it do not move.
@usableFromInline
package final class IgnoresSafeAreaNode: SingleChildNode {
    var edges: Edge.Set = .all
    private weak var graph: ViewGraph?

    init(graph: ViewGraph) {
        self.graph = graph
        super.init()
    }

    /// Its insets depend on where it is in the window.
    package override class var readsPosition: Bool { true }

    package override func placeChildren(_ proposal: ProposedViewSize) {
        var insets = EdgeInsets.zero
        if let graph, !edges.isEmpty {
            insets = SafeAreaResolver(graph).insets(of: self).restricted(to: edges)
        }
        let size = bounds.outset(by: insets).size
        placeChild(at: CGPoint(x: -insets.leading, y: -insets.top), proposal: ProposedViewSize(size))
    }

    package override var kindName: String { "ignoresSafeArea" }
}

extension View {
    /// Extends this view over the safe area on `edges`, as far as the window
    /// (or the bar of a `safeAreaInset`) reaches from where it is laid out.
    /// Only an edge that lies on the safe area's edge (or inside the unsafe
    /// band) is extended; the views around it keep their places.
    ///
    /// ```swift
    /// ZStack {
    ///     Color.indigo.ignoresSafeArea()     // 390 × 844, under the status bar and home indicator
    ///     Text("Inside the safe area")
    /// }
    /// ```
    @inlinable
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        modified(_IgnoresSafeAreaModifier(regions: regions, edges: edges))
    }

    /// The older name of `ignoresSafeArea(.all, edges:)`.
    @available(*, deprecated, message: "Use ignoresSafeArea(_:edges:) instead.")
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
        modified(_IgnoresSafeAreaModifier(regions: .all, edges: edges))
    }
}
