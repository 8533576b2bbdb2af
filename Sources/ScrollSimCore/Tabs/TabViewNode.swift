/// The node of a `TabView`: its children are the tab shown and the bar
/// (or, paged, the pager holding every tab). See `TabView` for the layout.
package final class TabViewNode: Node, SafeAreaInsetting {
    /// Every tab's host, by the tab's identity in the content.
    package var hostsByKey: [LazySubviewKey: TabContentHost] = [:]
    /// The tabs in order.
    package var tabs: [TabContentHost] = []
    /// The badge of each tab (nil: none), as the last update read them.
    package var badges: [String?] = []
    package var isPaged = false {
        didSet { if isPaged != oldValue { invalidateLayout() } }
    }
    /// The tab shown (bar style).
    package private(set) var shown: TabContentHost?
    /// The bar's items (bar style) or the pager (page style).
    private let barHost = LazySubviewHost()
    /// How far below its frame the view reaches to the window's bottom (the
    /// home indicator band its bar covers), from the last placement.
    private var reachBelow: CGFloat = 0
    private weak var graph: ViewGraph?

    package init(graph: ViewGraph) {
        self.graph = graph
        super.init()
    }

    package override class var readsPosition: Bool { true }

    /// True while the shown tab hides the bar (`.toolbar(.hidden, for: .tabBar)`
    /// on its content, or on the top page of its navigation stack): the
    /// bar is neither drawn nor touched, and the tab gets its space.
    package private(set) var barHidden = false {
        didSet { if barHidden != oldValue { invalidateLayout() } }
    }

    package func show<Bar: View>(tab: TabContentHost?, bar: Bar, _ context: BuildContext) {
        barHost.updateContent(bar, context)
        let returning = tab.map { $0.parent == nil } ?? false
        shown = tab
        setChildren(tab.map { [$0, barHost] } ?? [barHost])
        if returning, let tab { cameBack(tab, context.graph) }
        refreshBarHidden()
    }

    /// Reads again whether the shown tab hides the bar: after the tab view
    /// is built, and after a navigation stack in the tab changes its pages.
    package func refreshBarHidden() {
        barHidden = !isPaged && shown.map(Self.hidesBar) == true
    }

    /// The top page's wish in the first navigation stack of `tab` (not
    /// looking inside scroll views), else the tab's content's.
    private static func hidesBar(_ tab: Node) -> Bool {
        func stack(in node: Node) -> NavigationContainerNode? {
            if let stack = node.ifKind(NavigationContainerNode.self) { return stack }
            if node.ifKind(ScrollContainerNode.self) != nil { return nil }
            for child in node.children { if let found = stack(in: child) { return found } }
            return nil
        }
        if let stack = stack(in: tab) { return stack.topPage?.tabBarHidden ?? false }
        return tab.preferenceValue(tabBarHiddenKey) as? Bool ?? false
    }

    package func show<Pager: View>(pager: Pager, _ context: BuildContext) {
        shown = nil
        let returning = tabs.filter { $0.parent == nil }
        barHost.updateContent(pager, context)
        setChildren([barHost])
        for tab in returning where tab.parent != nil { cameBack(tab, context.graph) }
    }

    /// A tab put back in the tree: the changes it missed are evaluated and
    /// its views appear again.
    private func cameBack(_ tab: TabContentHost, _ graph: ViewGraph) {
        graph.scheduleDetachedChanges(under: tab)
        graph.retakeLifecycleNodes(under: tab)
    }

    private var barHeight: CGFloat { !isPaged && !barHidden ? TabBarMetrics.height : 0 }

    package override func measure(_ proposal: ProposedViewSize) -> CGSize {
        if let w = proposal.width, let h = proposal.height, w.isFinite, h.isFinite { return CGSize(width: w, height: h) }
        let content = !isPaged
            ? (shown?.sizeThatFits(ProposedViewSize(width: proposal.width, height: nil)) ?? .zero)
            : barHost.sizeThatFits(ProposedViewSize(width: proposal.width, height: nil))
        func pick(_ p: CGFloat?, _ c: CGFloat) -> CGFloat { p.map { $0.isFinite ? $0 : c } ?? c }
        return CGSize(width: pick(proposal.width, content.width), height: pick(proposal.height, content.height + barHeight))
    }

    package override func placeChildren(_ proposal: ProposedViewSize) {
        let size = bounds.size
        reachBelow = graph.map { SafeAreaResolver($0).insets(of: self).bottom } ?? 0
        if !isPaged {
            let contentHeight = max(0, size.height - barHeight)
            shown?.place(at: .zero, proposal: ProposedViewSize(width: size.width, height: contentHeight))
            barHost.place(at: CGPoint(x: 0, y: contentHeight), proposal: ProposedViewSize(width: size.width, height: TabBarMetrics.height))
        } else {
            barHost.place(at: .zero, proposal: ProposedViewSize(size))
        }
    }

    package func safeAreaInsets(forChild child: Node) -> EdgeInsets? {
        guard !isPaged, !barHidden, child === shown else { return nil }
        return EdgeInsets(top: 0, leading: 0, bottom: TabBarMetrics.height, trailing: 0)
    }

    /// The bar with its background, from its top edge to the window's bottom, in this node's space.
    package var barRect: CGRect {
        CGRect(x: 0, y: bounds.height - TabBarMetrics.height, width: bounds.width, height: TabBarMetrics.height + reachBelow)
    }

    /// True while the shown tab's content lies under the bar, which then
    /// draws its background and hairline (`BottomBarScrollEdge`).
    package var barShowsBackground: Bool {
        !isPaged && !barHidden && BottomBarScrollEdge.showsBackground(barTop: globalFrame.minY + barRect.minY, content: shown)
    }

    package override var ownVisualFrame: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height + reachBelow)
    }

    /// The badges' capsules in window points with their text, one per tab
    /// with a badge: at the icon (the item's first image) of its item.
    package var badgeFrames: [(frame: CGRect, text: String)] {
        guard !isPaged, !barHidden, let measurer = graph?.measurer else { return [] }
        var items: [Node] = []
        Self.collectTapTargets(barHost, into: &items)
        var result: [(CGRect, String)] = []
        for (i, badge) in badges.enumerated() {
            guard let badge, i < items.count else { continue }
            let icon = Self.firstImage(in: items[i])?.globalFrame
                ?? CGRect(x: items[i].globalFrame.midX, y: items[i].globalFrame.minY + TabBarMetrics.topPadding, width: 0, height: 0)
            let width = max(TabBarMetrics.badgeHeight,
                            measurer.width(of: badge[...], font: TabBarMetrics.badgeFont) + 2 * TabBarMetrics.badgeTextPadding)
            let y = icon.minY + TabBarMetrics.badgeOffset.y - TabBarMetrics.badgeHeight / 2
            result.append((CGRect(x: icon.midX + TabBarMetrics.badgeOffset.x, y: y, width: width, height: TabBarMetrics.badgeHeight), badge))
        }
        return result
    }

    /// The bar's items: the tap targets under it, in order.
    private static func collectTapTargets(_ node: Node, into list: inout [Node]) {
        if node.kindName == "onTapGesture" { return list.append(node) }
        for c in node.children { collectTapTargets(c, into: &list) }
    }

    private static func firstImage(in node: Node) -> Node? {
        if node.kindName == "Image" { return node }
        for c in node.children { if let f = firstImage(in: c) { return f } }
        return nil
    }

    package override func draw(_ context: inout DrawContext) {
        guard !isPaged else { return drawChildren(&context) }
        if let shown, context.isVisible(shown.visualBounds()) { drawChild(shown, &context) }
        guard !barHidden else { return }
        let bar = barRect
        if barShowsBackground {
            context.fill(bar, TabBarMetrics.backgroundColor)
            let pixel = 1 / max(graph?.displayScale ?? 1, 1)
            context.fill(CGRect(x: 0, y: bar.minY, width: bar.width, height: pixel), TabBarMetrics.hairlineColor)
        }
        drawChild(barHost, &context)
        guard let measurer = graph?.measurer else { return }
        for (frame, text) in badgeFrames {
            let local = frame.offsetBy(dx: -globalFrame.minX, dy: -globalFrame.minY)
            context.fill(local, Color.red, cornerRadius: local.height / 2)
            let width = measurer.width(of: text[...], font: TabBarMetrics.badgeFont)
            let height = measurer.lineHeight(for: TabBarMetrics.badgeFont)
            let g = context.toGlobal(CGRect(x: local.midX - width / 2, y: local.midY - height / 2, width: width, height: height))
            context.list.append(.text([TextLine(text: text, origin: g.origin, width: width)], TabBarMetrics.badgeFont,
                                      Color.white.opacity(context.opacity)))
        }
    }

    package override func hitTest(_ point: CGPoint) -> Node? {
        if !isPaged, !barHidden, barRect.contains(point) {
            let inner = CGPoint(x: point.x - barHost.localFrame.minX, y: point.y - barHost.localFrame.minY)
            return barHost.hitTest(inner) ?? self
        }
        return super.hitTest(point)
    }

    package override func ownContentContains(_ point: CGPoint) -> Bool { !isPaged && !barHidden && barRect.contains(point) }

    package override var kindName: String { "TabView" }
}

/// A tab's content: it takes the whole space the tab view gives it and
/// centres its content there, as a hosting controller's root view does.
package final class TabContentHost: LazySubviewHost {
    package override func measure(_ proposal: ProposedViewSize) -> CGSize {
        let c = childSize(proposal)
        func pick(_ p: CGFloat?, _ content: CGFloat) -> CGFloat { p.map { $0.isFinite ? $0 : content } ?? content }
        return CGSize(width: pick(proposal.width, c.width), height: pick(proposal.height, c.height))
    }

    package override func placeChildren(_ proposal: ProposedViewSize) {
        let c = childSize(proposal)
        placeChild(at: CGPoint(x: (bounds.width - c.width) / 2, y: (bounds.height - c.height) / 2), proposal: proposal)
    }

    package override var kindName: String { "Tab" }
}

extension Node {
    /// The nearest `TabView` above this node; nil outside one.
    package var enclosingTabView: TabViewNode? {
        var node = parent
        while let n = node {
            if let tabs = n.ifKind(TabViewNode.self) { return tabs }
            node = n.parent
        }
        return nil
    }
}
