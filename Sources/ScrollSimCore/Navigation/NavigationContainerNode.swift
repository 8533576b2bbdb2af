/// A container that hosts content under an iOS navigation bar
/// (`NavigationStack`, `UINavigationController`).
///
/// Layout: the container takes the proposal (its content's size where the
/// proposal is nil, plus the bar). The bar's band, `NavigationBarGeometry.inset`
/// tall at the container's top, is unsafe for the content: SwiftUI content
/// is placed below it and a scroll view there extends under it (and under
/// the status bar), while UIKit content (`extendsContentUnderBar`) is laid
/// out over the whole window, as a view controller's view is, and a scroll
/// view's `adjustedContentInset` takes the bar in.
///
/// Drawing: the content first, then the bar, from the window's top to the
/// bar's bottom edge, which follows the first vertical scroll view in the
/// content (`NavigationBarGeometry`). The bar's background, hairline and
/// inline title show only once content lies under it. Points in the drawn
/// bar hit the container, not the content under it.
package final class NavigationContainerNode: SingleChildNode, SafeAreaInsetting, NavigationInsetting {
    /// Whether the content gets the large-title band.
    package var largeTitles = true {
        didSet { if largeTitles != oldValue { invalidateLayout() } }
    }
    /// UIKit's layout: the content covers the window, under the bar.
    package var extendsContentUnderBar = false {
        didSet { if extendsContentUnderBar != oldValue { invalidateLayout() } }
    }
    /// Where the title comes from, read when drawing (a UIKit controller's
    /// title); nil to read the content's `navigationTitle`.
    package var titleSource: (() -> String)?
    /// How far above its frame the container reaches to the window's top
    /// (the status bar it draws under), from the last placement.
    private var reachAbove: CGFloat = 0
    /// The content's outsets over the safe area (UIKit's layout only), from the last placement.
    private var contentOutset = EdgeInsets.zero
    private weak var graph: ViewGraph?
    /// The scroll view the bar follows, found on first use after a rebuild.
    private weak var trackedScroll: ScrollContainerNode?
    private var trackedIsValid = false

    package init(graph: ViewGraph) {
        self.graph = graph
        super.init()
    }

    /// Its reach over the status bar depends on where it is in the window.
    package override class var readsPosition: Bool { true }

    private var inset: CGFloat { NavigationBarGeometry.inset(largeTitles: largeTitles) }

    package override func measure(_ proposal: ProposedViewSize) -> CGSize {
        var inner = proposal
        if let h = proposal.height { inner.height = max(0, h - inset) }
        let c = childSize(inner)
        return CGSize(width: proposal.width.map { $0.isFinite ? $0 : c.width } ?? c.width,
                      height: proposal.height.map { $0.isFinite ? $0 : c.height + inset } ?? c.height + inset)
    }

    package override func placeChildren(_ proposal: ProposedViewSize) {
        let size = bounds.size
        let resolved = graph.map { SafeAreaResolver($0).insets(of: self) } ?? .zero
        reachAbove = resolved.top
        trackedIsValid = false
        if extendsContentUnderBar {
            contentOutset = resolved
            let frame = bounds.outset(by: resolved)
            placeChild(at: frame.origin, proposal: ProposedViewSize(frame.size))
        } else {
            contentOutset = .zero
            placeChild(at: CGPoint(x: 0, y: inset),
                       proposal: ProposedViewSize(width: size.width, height: max(0, size.height - inset)))
        }
    }

    package func safeAreaInsets(forChild child: Node) -> EdgeInsets? {
        EdgeInsets(top: inset, leading: 0, bottom: 0, trailing: 0)
    }

    // MARK: The bar

    /// The bar for the tracked scroll view's current offset.
    package var barGeometry: NavigationBarGeometry {
        guard let scroll = trackedScrollView else { return NavigationBarGeometry(largeTitles: largeTitles, contentTop: nil) }
        let contentTop = scroll.globalViewport.minY - scroll.offset.y
        return NavigationBarGeometry(largeTitles: largeTitles, contentTop: contentTop - globalFrame.minY)
    }

    /// The title shown: the title source's, or the content's `navigationTitle`.
    package var title: String {
        if let titleSource { return titleSource() }
        return (contentRoot?.preferenceValue(navigationTitleKey) as? String?).flatMap { $0 } ?? ""
    }

    /// The first scroll view in the content that scrolls vertically, not
    /// looking inside scroll views.
    package var trackedScrollView: ScrollContainerNode? {
        if trackedIsValid, let s = trackedScroll, s.graph != nil { return s }
        trackedScroll = contentRoot.flatMap(Self.firstVerticalScroll)
        trackedIsValid = true
        return trackedScroll
    }

    private static func firstVerticalScroll(_ node: Node) -> ScrollContainerNode? {
        if let scroll = node.ifKind(ScrollContainerNode.self) {
            return scroll.axes.contains(.vertical) ? scroll : nil
        }
        for child in node.children {
            if let found = firstVerticalScroll(child) { return found }
        }
        return nil
    }

    /// The drawn bar in this node's space: from the window's top to its bottom edge.
    private func barRect(_ g: NavigationBarGeometry) -> CGRect {
        CGRect(x: 0, y: -reachAbove, width: bounds.width, height: reachAbove + g.height)
    }

    package override var ownVisualFrame: CGRect {
        CGRect(x: 0, y: -reachAbove, width: bounds.width, height: bounds.height + reachAbove)
    }

    /// The bar's background: iOS's default bar material approximated as an
    /// opaque-looking light grey (ScrollSim's choice; iOS blurs what is under it).
    package static let backgroundColor = Color(red: 0.976, green: 0.976, blue: 0.976, opacity: 0.94)
    /// The hairline under the bar: black at 30 % (Flutter's `_kDefaultNavBarBorderColor`, 0x4D000000), one device pixel.
    package static let hairlineColor = Color(red: 0, green: 0, blue: 0, opacity: 0.3)
    /// Large title: 34 pt bold, 16 pt from the leading edge, 8 pt above the band's bottom (Flutter's `_kNavBarBottomPadding`).
    package static let largeTitleFont = Font(size: 34, weight: .bold)
    /// Inline title: 17 pt semibold, centred in the 44 pt bar.
    package static let inlineTitleFont = Font(size: 17, weight: .semibold)

    package override func draw(_ context: inout DrawContext) {
        drawChildren(&context)
        let g = barGeometry
        let bar = barRect(g)
        let bottom = bar.maxY
        if g.showsBackground {
            context.fill(bar, Self.backgroundColor)
            let pixel = 1 / max(graph?.displayScale ?? 1, 1)
            context.fill(CGRect(x: 0, y: bottom, width: bar.width, height: pixel), Self.hairlineColor)
        }
        let title = self.title
        guard !title.isEmpty, let measurer = graph?.measurer else { return }
        if g.showsLargeTitle {
            let font = Self.largeTitleFont
            let band = CGRect(x: 0, y: bottom - g.largeTitleHeight, width: bar.width, height: g.largeTitleHeight)
            let line = measurer.lineHeight(for: font)
            let width = min(measurer.width(of: title[...], font: font), max(0, bar.width - 32))
            let saved = context.pushClip(band, cornerRadius: 0)
            let origin = context.toGlobal(CGRect(x: 16, y: bottom - 8 - line, width: 0, height: 0)).origin
            context.list.append(.text([TextLine(text: title, origin: origin, width: width)], font, Color.black.opacity(context.opacity)))
            context.popClip(saved)
        } else {
            let font = Self.inlineTitleFont
            let line = measurer.lineHeight(for: font)
            let width = min(measurer.width(of: title[...], font: font), max(0, bar.width - 32))
            let top = bottom - g.height
            let origin = context.toGlobal(CGRect(x: (bar.width - width) / 2, y: top + (NavigationBarGeometry.barHeight - line) / 2,
                                                 width: 0, height: 0)).origin
            context.list.append(.text([TextLine(text: title, origin: origin, width: width)], font, Color.black.opacity(context.opacity)))
        }
    }

    package override func hitTest(_ point: CGPoint) -> Node? {
        if barRect(barGeometry).contains(point) { return self }
        return super.hitTest(point)
    }

    package override func ownContentContains(_ point: CGPoint) -> Bool { barRect(barGeometry).contains(point) }

    package override var kindName: String { "NavigationStack" }
}

/// A container whose content is "the content view of a view controller
/// displayed by a navigation controller": UIKit's `.automatic` inset
/// adjustment then always adjusts vertically.
@MainActor
package protocol NavigationInsetting: Node {}
