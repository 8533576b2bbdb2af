/// The margins set with `contentMargins(_:_:for:)` along the path to a
/// scroll view: per placement and edge, the modifier nearest the scroll
/// view wins (Apple: "modifiers with the same placement will override
/// modifiers higher up in the view hierarchy").
package struct ContentMargins: Hashable, Sendable {
    private var automatic = PerEdge()
    private var content = PerEdge()
    private var indicators = PerEdge()

    package init() {}

    /// One optional length per edge (nil: not set).
    private struct PerEdge: Hashable, Sendable {
        var top: CGFloat?, leading: CGFloat?, bottom: CGFloat?, trailing: CGFloat?

        /// Sets `edges` from `insets`, replacing what a modifier further out set.
        mutating func set(_ edges: Edge.Set, from insets: EdgeInsets) {
            if edges.contains(.top) { top = insets.top }
            if edges.contains(.leading) { leading = insets.leading }
            if edges.contains(.bottom) { bottom = insets.bottom }
            if edges.contains(.trailing) { trailing = insets.trailing }
        }

        /// This edge's value, else `fallback`'s, else 0.
        func resolved(over fallback: PerEdge) -> EdgeInsets {
            EdgeInsets(top: top ?? fallback.top ?? 0, leading: leading ?? fallback.leading ?? 0,
                       bottom: bottom ?? fallback.bottom ?? 0, trailing: trailing ?? fallback.trailing ?? 0)
        }
    }

    /// Records a modifier nearer the scroll view than those already recorded
    /// (the environment is applied from the outside in).
    package mutating func set(_ edges: Edge.Set, _ insets: EdgeInsets, for placement: ContentMarginPlacement) {
        switch placement.kind {
        case .automatic: automatic.set(edges, from: insets)
        case .scrollContent: content.set(edges, from: insets)
        case .scrollIndicators: indicators.set(edges, from: insets)
        }
    }

    /// The content's margins: `.scrollContent` where set, else `.automatic`, else 0
    /// (the more specific placement winning is ScrollSim's choice).
    package var forContent: EdgeInsets { content.resolved(over: automatic) }
    /// The indicators' margins: `.scrollIndicators` where set, else `.automatic`, else 0.
    package var forIndicators: EdgeInsets { indicators.resolved(over: automatic) }
}
