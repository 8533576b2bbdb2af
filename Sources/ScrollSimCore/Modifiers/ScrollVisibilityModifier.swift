/// `.onScrollVisibilityChange(threshold:_:)`: tells when a view inside a
/// scroll view crosses a visible fraction.
public struct _ScrollVisibilityView<Content: View>: View {
    public typealias Body = Never
    let content: Content
    let threshold: Double
    let action: (Bool) -> Void
}

extension View {
    /// Calls `action(true)` when at least `threshold` of this view's area
    /// (0…1, clamped) lies inside the viewport of the nearest enclosing
    /// scroll view, and `action(false)` when it drops below again. The
    /// fraction is checked every frame the view or the scroll view moves,
    /// with the offset of that frame; a view visible when it first appears
    /// reports `true` once then. Outside a scroll view it never calls.
    ///
    /// ```swift
    /// VideoPlayer(player: player)
    ///     .onScrollVisibilityChange(threshold: 0.2) { visible in visible ? player.play() : player.pause() }
    /// ```
    public func onScrollVisibilityChange(threshold: Double = 0.5, _ action: @escaping (Bool) -> Void) -> some View {
        _ScrollVisibilityView(content: self, threshold: threshold, action: action)
    }
}

extension _ScrollVisibilityView: PrimitiveView {
    package func makeNode(_ context: BuildContext) -> Node {
        let node = ScrollVisibilityNode(graph: context.graph)
        configure(node, context)
        return node
    }

    package func update(_ node: Node, _ context: BuildContext) -> Bool {
        guard let node = node.ifKind(ScrollVisibilityNode.self) else { return false }
        configure(node, context)
        return true
    }

    private func configure(_ node: ScrollVisibilityNode, _ context: BuildContext) {
        node.threshold = threshold.isNaN ? 0.5 : min(1, max(0, threshold))
        node.action = action
        node.updateContent(content, context)
    }
}

/// The node of `.onScrollVisibilityChange`: transparent for layout and
/// drawing; ticked every frame (after the scroll views, which register
/// first), it compares its visible fraction with the threshold.
package final class ScrollVisibilityNode: SingleChildNode, Ticking {
    var threshold = 0.5
    var action: (Bool) -> Void = { _ in }
    /// The last state reported; nil before the first check.
    private(set) var isVisible: Bool?

    init(graph: ViewGraph) {
        super.init()
        graph.register(ticker: self)
    }

    /// The fraction of this view's area inside the nearest scroll view's
    /// viewport (both in window coordinates, the offset applied); nil
    /// outside a scroll view.
    var visibleFraction: Double? {
        var node = parent
        while let n = node, !(n is ScrollContainerNode) { node = n.parent }
        guard let scroll = node else { return nil }
        let frame = globalFrame
        let area = frame.width * frame.height
        guard area > 0 else { return 0 }
        let shown = frame.clipped(to: scroll.globalFrame)
        guard !shown.isNull else { return 0 }
        return Double(shown.width * shown.height / area)
    }

    package func tick(_ time: Double) -> Bool {
        guard let fraction = visibleFraction else { return false }
        let visible = fraction > 0 && fraction >= threshold
        let previous = isVisible
        isVisible = visible
        // The first check reports only a view that appears visible.
        if visible != (previous ?? false) { action(visible) }
        return false
    }

    package override var kindName: String { "onScrollVisibilityChange" }
}
