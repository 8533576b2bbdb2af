// How a SwiftUI scroll view sizes itself and places its content (see `SwiftUIScrollLayout`).

extension ScrollContainerNode {
    /// The content margins across the axes it does not scroll (they narrow the content's proposal).
    private func crossMargins(_ layout: SwiftUIScrollLayout) -> EdgeInsets {
        layout.contentMargins.across(Axis.Set([.horizontal, .vertical]).subtracting(axes))
    }

    /// The content's proposal for a frame (or proposal) of `size`: nil on
    /// the scrolled axes, the size less the margins across the others.
    private func marginedContentProposal(_ p: ProposedViewSize, _ layout: SwiftUIScrollLayout) -> ProposedViewSize {
        let m = crossMargins(layout)
        var q = contentProposal(p)
        if let w = q.width { q.width = max(0, w - m.horizontal) }
        if let h = q.height { q.height = max(0, h - m.vertical) }
        return q
    }

    /// The size for `proposal`: the proposal on the scrolled axes (the
    /// content's length plus margins when it is nil), the content's size
    /// plus the margins across the others. An infinite proposal is taken as
    /// a shape takes it, so a stack sees the scroll view as flexible even
    /// when its content is empty (an empty `List` under a header fills the
    /// rest of the screen).
    func measureSizingToContent(_ proposal: ProposedViewSize, _ layout: SwiftUIScrollLayout) -> CGSize {
        containerDependents.enter(containerSize(for: proposal, layout))
        let c = childSize(marginedContentProposal(proposal, layout))
        let m = layout.contentMargins
        func pick(_ scrolls: Bool, _ p: CGFloat?, _ content: CGFloat, _ margins: CGFloat) -> CGFloat {
            if scrolls, let p { return max(0, p) }
            return finite(content) + margins
        }
        return CGSize(width: pick(axes.contains(.horizontal), proposal.width, c.width, m.horizontal),
                      height: pick(axes.contains(.vertical), proposal.height, c.height, m.vertical))
    }

    /// The size its content is sized relative to (`containerRelativeFrame`)
    /// for `proposal`: the proposal less the content margins (the safe area it
    /// extends over is not part of the frame); nil where the proposal is not finite.
    func containerSize(for proposal: ProposedViewSize, _ layout: SwiftUIScrollLayout) -> ProposedViewSize {
        let m = layout.contentMargins
        func length(_ p: CGFloat?, _ margins: CGFloat) -> CGFloat? {
            guard let p, p.isFinite else { return nil }
            return max(0, p - margins)
        }
        return ProposedViewSize(width: length(proposal.width, m.horizontal), height: length(proposal.height, m.vertical))
    }

    /// Lays the content out and tells the driver the viewport, the content
    /// size and the insets (see `SwiftUIScrollLayout`).
    func placeOverSafeArea(_ proposal: ProposedViewSize, _ layout: SwiftUIScrollLayout) {
        containerDependents.enter(containerSize(for: proposal, layout))
        let size = bounds.size
        var outset = EdgeInsets.zero
        if let graph {
            outset = SafeAreaResolver(graph).insets(of: self).across(axes)
        }
        viewportOutset = outset
        let cross = crossMargins(layout)
        let p = marginedContentProposal(ProposedViewSize(size), layout)
        let c = childSize(p)
        contentSize = CGSize(width: finite(c.width), height: finite(c.height))
        let viewport = bounds.outset(by: outset).size
        let scrolled = (outset + layout.contentMargins).across(axes)
        // Along its axes content shorter than the visible region (the viewport
        // inside the insets) sits at the alignment anchor, else at the start;
        // across them it sits inside the margins, centred when narrower.
        let a = layout.contentAlignment ?? .topLeading
        func along(_ anchor: CGFloat, _ visible: CGFloat, _ content: CGFloat) -> CGFloat {
            let room = finite(visible) - content
            return room > 0 ? anchor * room : 0
        }
        let x = axes.contains(.horizontal) ? along(a.x, viewport.width - scrolled.horizontal, contentSize.width)
            : cross.leading + (size.width - cross.horizontal - c.width) / 2
        let y = axes.contains(.vertical) ? along(a.y, viewport.height - scrolled.vertical, contentSize.height)
            : cross.top + (size.height - cross.vertical - c.height) / 2
        placeChild(at: CGPoint(x: x, y: y), proposal: p)
        let scrollWidth = axes.contains(.horizontal) ? contentSize.width : min(contentSize.width, viewport.width)
        let scrollHeight = axes.contains(.vertical) ? contentSize.height : min(contentSize.height, viewport.height)
        driver.indicatorInsetChanged(outset + layout.indicatorMargins)
        driver.layoutChanged(viewport: CGSize(width: finite(viewport.width), height: finite(viewport.height)),
                             content: CGSize(width: scrollWidth, height: scrollHeight),
                             inset: scrolled, axes: axes, time: time)
    }

    /// The insets between the viewport and where the content rests, as the
    /// driver was told them: for SwiftUI's scroll view the safe area it
    /// extends over plus its content margins on the axes it scrolls, for
    /// UIKit's the user's insets plus the safe area its frame covers.
    package var contentInsets: EdgeInsets {
        guard let layout = swiftUILayout else { return adjustedInset }
        return (viewportOutset + layout.contentMargins).across(axes)
    }

    /// The viewport in window coordinates (scroll offsets of enclosing scroll views applied).
    package var globalViewport: CGRect { globalFrame.outset(by: viewportOutset) }
}
