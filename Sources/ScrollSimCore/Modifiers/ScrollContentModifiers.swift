// MARK: - contentMargins, scrollClipDisabled

extension View {
    /// Adds margins inside the scroll views in this view, on `edges`: for
    /// `.scrollContent` the content rests that far inside the safe area and
    /// still scrolls through the margin; for `.scrollIndicators` the
    /// indicators keep that far from the edges; `.automatic` does both.
    /// Across a scroll view's axis the content is laid out that much
    /// narrower. A modifier nearer the scroll view replaces one further out,
    /// edge by edge, for the same placement.
    ///
    /// ```swift
    /// ScrollView(.horizontal) { cards }
    ///     .contentMargins(.horizontal, 20)    // the safe area plus 20 pt on each side
    /// ```
    public func contentMargins(_ edges: Edge.Set = .all, _ insets: EdgeInsets,
                               for placement: ContentMarginPlacement = .automatic) -> some View {
        modified(_EnvironmentModifier { $0.contentMargins.set(edges, insets, for: placement) })
    }

    /// Adds `length` (16 when nil: ScrollSim's choice for the platform's
    /// default) of margin on `edges` inside the scroll views in this view.
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?,
                               for placement: ContentMarginPlacement = .automatic) -> some View {
        contentMargins(edges, EdgeInsets(.all, length ?? 16), for: placement)
    }

    /// Adds `length` of margin on every edge inside the scroll views in this view.
    public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View {
        contentMargins(.all, EdgeInsets(.all, length), for: placement)
    }

    /// Lets the scroll views in this view draw their content outside their
    /// bounds (shadows, cards peeking in from the sides); by default a scroll
    /// view clips its content to its bounds.
    ///
    /// ```swift
    /// ScrollView(.horizontal) { cards.shadow(radius: 20) }.scrollClipDisabled()
    /// ```
    public func scrollClipDisabled(_ disabled: Bool = true) -> some View {
        modified(_EnvironmentModifier { $0.scrollClipsContent = !disabled })
    }
}
