/// The items of one page's 44 pt bar: the leading group (back button, then
/// `.topBarLeading` items), the principal item (centred, in place of the
/// inline title) and the trailing group (`.topBarTrailing` items); and,
/// with `searchable`, the search bar under the title.
///
/// Layout, in the bar's space (its top is the status bar's bottom): each
/// group is sized at its ideal size (nil proposals) and centred in the
/// 44 pt bar; the leading group starts 16 pt from the leading edge, or 8 pt
/// when it starts with the back button; the trailing group ends 16 pt from
/// the trailing edge (Flutter's `_kNavBarEdgePadding`, 16, reverse-engineered
/// from iOS; the back button's 8 pt is ScrollSim's choice, close to iOS's
/// chevron position); the principal item is centred in the bar. The search
/// bar is offered the bar's width and the 52 pt search band
/// (`NavigationBarGeometry.searchBarHeight`), and is placed at the bar's
/// top and moved down to the band's top as content scrolls
/// (`searchBandNow`).
///
/// Drawing and hit testing: the search bar is clipped to its band, which
/// shrinks as it scrolls away; its field fades out over the last fifth of
/// its 36 pt as it is covered (Flutter's `_kMinHeightBeforeTotalTransparency`,
/// 4/5). While a search is active only the search bar is drawn and hit.
package final class NavigationBarItemsNode: Node {
    package let leading = NavigationBarGroupNode()
    package let principal = NavigationBarGroupNode()
    package let trailing = NavigationBarGroupNode()
    package let search = NavigationBarGroupNode()

    override package init() {
        super.init()
        setChildren([leading, principal, trailing, search])
    }

    /// True when the leading group starts with the back button.
    package var leadingIsBackButton = false {
        didSet { if leadingIsBackButton != oldValue { invalidateLayout() } }
    }
    /// True when the page has a search bar.
    package var hasSearchBar = false
    /// True while the page's search is active: the bar's other items are hidden.
    package var searchIsActive = false
    /// Where the search band starts below the bar's top now, and how tall it is.
    package var searchBandNow: (() -> (top: CGFloat, height: CGFloat))?

    /// The edge margin of the bar's groups, in points.
    package static let edgeMargin: CGFloat = 16
    /// Where the back button starts, in points from the leading edge.
    package static let backButtonMargin: CGFloat = 8
    /// The space between the items of a group, in points.
    package static let itemSpacing: CGFloat = 8
    /// The space between the back button's chevron and its title, in points.
    package static let backChevronSpacing: CGFloat = 6

    package override func measure(_ proposal: ProposedViewSize) -> CGSize {
        CGSize(width: proposal.width ?? 0, height: NavigationBarGeometry.barHeight)
    }

    package override func placeChildren(_ proposal: ProposedViewSize) {
        let bar = NavigationBarGeometry.barHeight
        let width = bounds.width
        func ideal(_ node: Node) -> CGSize { node.sizeThatFits(.unspecified) }
        var s = ideal(leading)
        let x = leadingIsBackButton ? Self.backButtonMargin : Self.edgeMargin
        leading.place(at: CGPoint(x: x, y: (bar - s.height) / 2), proposal: .unspecified)
        s = ideal(trailing)
        trailing.place(at: CGPoint(x: width - Self.edgeMargin - s.width, y: (bar - s.height) / 2), proposal: .unspecified)
        s = ideal(principal)
        principal.place(at: CGPoint(x: (width - s.width) / 2, y: (bar - s.height) / 2), proposal: .unspecified)
        search.place(at: .zero, proposal: ProposedViewSize(width: width, height: NavigationBarGeometry.searchBarHeight))
    }

    /// The search bar follows its band's top; the other groups stay put.
    package override func displacement(ofChild child: Node) -> CGPoint {
        guard child === search, hasSearchBar, let band = searchBandNow else { return .zero }
        return CGPoint(x: 0, y: band().top)
    }

    /// The search band now, in this node's space (empty without a search bar).
    private var searchBandRect: CGRect {
        guard hasSearchBar, let band = searchBandNow else { return .zero }
        let now = band()
        return CGRect(x: 0, y: now.top, width: bounds.width, height: max(0, now.height))
    }

    /// How opaque the search field is for a band `band` tall: its 36 pt
    /// field sits 8 pt down; once less than 4/5 of it is uncovered it has faded out.
    package static func searchFieldOpacity(band: CGFloat) -> Double {
        let shown = min(max(band - SearchFieldMetrics.topInset, 0), SearchFieldMetrics.fieldHeight) / SearchFieldMetrics.fieldHeight
        return Double(min(max(shown * 5 - 4, 0), 1))
    }

    package override func draw(_ context: inout DrawContext) {
        if !searchIsActive {
            for child in [leading, principal, trailing] { drawChild(child, &context) }
        }
        let band = searchBandRect
        guard band.height > 0 else { return }
        let saved = context.pushClip(band, cornerRadius: 0)
        let opacity = context.opacity
        context.opacity *= Self.searchFieldOpacity(band: band.height)
        if context.opacity > 0 { drawChild(search, &context, displacedBy: displacement(ofChild: search)) }
        context.opacity = opacity
        context.popClip(saved)
    }

    package override func hitTest(_ point: CGPoint) -> Node? {
        let band = searchBandRect
        if band.height > 0, band.contains(point), Self.searchFieldOpacity(band: band.height) > 0 {
            let d = displacement(ofChild: search)
            if let hit = search.hitTest(CGPoint(x: point.x - search.localFrame.minX - d.x, y: point.y - search.localFrame.minY - d.y)) {
                return hit
            }
        }
        guard !searchIsActive else { return nil }
        for child in [trailing, principal, leading] {
            if let hit = child.hitTest(CGPoint(x: point.x - child.localFrame.minX, y: point.y - child.localFrame.minY)) { return hit }
        }
        return nil
    }

    package override var kindName: String { "NavigationBarItems" }
}

/// One group of a bar's items (empty content: nothing shown).
package final class NavigationBarGroupNode: SingleChildNode {
    package override var kindName: String { "NavigationBarGroup" }
}
