/// What SwiftUI's `ScrollView` does that UIKit's `UIScrollView` does not:
///
/// - it takes the proposal on the axes it scrolls and sizes to its content
///   (plus margins) across them (the SwiftUI Field Guide, "Scroll View": "a
///   vertical scroll view accepts the proposed height unconditionally, it
///   only becomes as wide as the width of its contents");
/// - on the axes it scrolls it extends its viewport over the safe area its
///   frame can reach (`SafeAreaResolver`) and insets its content by that much
///   plus the content margins, so at rest the content sits where the frame
///   is and once scrolled it shows under the status bar and the home
///   indicator (the Field Guide: "a scroll view will not clip to the safe
///   area, but draws its content behind any insets … it insets its content");
/// - across them its content is laid out inside the content margins;
/// - its scroll indicators keep the indicator margins from the edges;
/// - `scrollClipDisabled()` turns its clipping off.
package struct SwiftUIScrollLayout: Equatable {
    /// `contentMargins(…, for: .scrollContent)` and `.automatic`, in points.
    package var contentMargins: EdgeInsets
    /// `contentMargins(…, for: .scrollIndicators)` and `.automatic`, in points.
    package var indicatorMargins: EdgeInsets
    /// False under `scrollClipDisabled()`.
    package var clipsContent: Bool

    package init(contentMargins: EdgeInsets = .zero, indicatorMargins: EdgeInsets = .zero, clipsContent: Bool = true) {
        self.contentMargins = contentMargins
        self.indicatorMargins = indicatorMargins
        self.clipsContent = clipsContent
    }
}

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
    /// content's length plus margins when it is nil or infinite), the
    /// content's size plus the margins across the others.
    func measureSizingToContent(_ proposal: ProposedViewSize, _ layout: SwiftUIScrollLayout) -> CGSize {
        containerDependents.enter(containerSize(for: proposal, layout))
        let c = child.sizeThatFits(marginedContentProposal(proposal, layout))
        let m = layout.contentMargins
        func pick(_ scrolls: Bool, _ p: CGFloat?, _ content: CGFloat, _ margins: CGFloat) -> CGFloat {
            if scrolls, let p, p.isFinite { return max(0, p) }
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
        let c = child.sizeThatFits(p)
        contentSize = CGSize(width: finite(c.width), height: finite(c.height))
        // Across its axes the content sits inside the margins, centred when narrower.
        let x = axes.contains(.horizontal) ? 0 : cross.leading + (size.width - cross.horizontal - c.width) / 2
        let y = axes.contains(.vertical) ? 0 : cross.top + (size.height - cross.vertical - c.height) / 2
        child.place(at: CGPoint(x: x, y: y), proposal: p)
        let viewport = bounds.outset(by: outset).size
        let scrolled = (outset + layout.contentMargins).across(axes)
        let scrollWidth = axes.contains(.horizontal) ? contentSize.width : min(contentSize.width, viewport.width)
        let scrollHeight = axes.contains(.vertical) ? contentSize.height : min(contentSize.height, viewport.height)
        driver.indicatorInsetChanged(outset + layout.indicatorMargins)
        driver.layoutChanged(viewport: CGSize(width: finite(viewport.width), height: finite(viewport.height)),
                             content: CGSize(width: scrollWidth, height: scrollHeight),
                             inset: scrolled, axes: axes, time: time)
    }

    /// The viewport in window coordinates (scroll offsets of enclosing scroll views applied).
    package var globalViewport: CGRect { globalFrame.outset(by: viewportOutset) }
}

extension SwiftUIScrollLayout {
    /// The layout the environment asks for: its content margins (negative
    /// and non-finite lengths read as 0) and clipping.
    package init(environment: EnvironmentValues) {
        func clean(_ i: EdgeInsets) -> EdgeInsets {
            func c(_ v: CGFloat) -> CGFloat { v.isFinite ? max(0, v) : 0 }
            return EdgeInsets(top: c(i.top), leading: c(i.leading), bottom: c(i.bottom), trailing: c(i.trailing))
        }
        self.init(contentMargins: clean(environment.contentMargins.forContent),
                  indicatorMargins: clean(environment.contentMargins.forIndicators),
                  clipsContent: environment.scrollClipsContent)
    }
}
