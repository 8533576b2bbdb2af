/// The items of one page's 44 pt bar: the leading group (back button, then
/// `.topBarLeading` items), the principal item (centred, in place of the
/// inline title) and the trailing group (`.topBarTrailing` items).
///
/// Layout, in the bar's space (its top is the status bar's bottom): each
/// group is sized at its ideal size (nil proposals) and centred in the
/// 44 pt bar; the leading group starts 16 pt from the leading edge, or 8 pt
/// when it starts with the back button; the trailing group ends 16 pt from
/// the trailing edge (Flutter's `_kNavBarEdgePadding`, 16, reverse-engineered
/// from iOS; the back button's 8 pt is ScrollSim's choice, close to iOS's
/// chevron position); the principal item is centred in the bar.
package final class NavigationBarItemsNode: Node {
    package let leading = NavigationBarGroupNode()
    package let principal = NavigationBarGroupNode()
    package let trailing = NavigationBarGroupNode()

    override package init() {
        super.init()
        setChildren([leading, principal, trailing])
    }

    /// True when the leading group starts with the back button.
    package var leadingIsBackButton = false {
        didSet { if leadingIsBackButton != oldValue { invalidateLayout() } }
    }

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
    }

    package override var kindName: String { "NavigationBarItems" }
}

/// One group of a bar's items (empty content: nothing shown).
package final class NavigationBarGroupNode: SingleChildNode {
    package override var kindName: String { "NavigationBarGroup" }
}
