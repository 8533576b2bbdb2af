/// A container that hosts pages under an iOS navigation bar
/// (`NavigationStack`, `UINavigationController`): the root page and the
/// pages pushed on it, of which the top one shows (and, during a push or
/// pop, the one it covers or uncovers).
///
/// Layout: the container takes the proposal (the top page's size where the
/// proposal is nil). Every page shown is placed over the whole container;
/// a page puts its content below its bar (`NavigationPageNode`).
///
/// Drawing: the pages, back to front, moved sideways by the transition
/// (`NavigationTransition`), then the bar, from the window's top to the
/// bar's bottom edge, which follows the first vertical scroll view in the
/// top page (`NavigationBarGeometry`), then the bar's items. The bar's
/// background, hairline and inline title show only once content lies
/// under it. Points in the drawn bar hit its items or the container, not
/// the content under it; during a transition every point hits the container
/// (pages take no touches while they move, as on iOS).
package final class NavigationContainerNode: Node, Ticking, PointerTarget {
    /// The stack, root first.
    package private(set) var pages: [NavigationPageNode] = []
    /// The push or pop in progress.
    package private(set) var transition: NavigationTransition?
    /// How far above its frame the container reaches to the window's top
    /// (the status bar it draws under), from the last placement. The own
    /// visual frame reaches as far: a change drops the visual bounds.
    private var reachAbove: CGFloat = 0 {
        didSet { if reachAbove != oldValue { invalidateVisualBounds() } }
    }
    private weak var graph: ViewGraph?
    /// What the views inside the stack reach it through (SwiftUI's face).
    package let coordinator = NavigationCoordinator()
    /// True for a `UINavigationController`'s container (UIKit's layout).
    package var isUIKit: Bool { pages.first?.extendsContentUnderBar ?? false }

    package init(graph: ViewGraph) {
        self.graph = graph
        super.init()
        graph.register(ticker: self)
    }

    /// Its reach over the status bar depends on where it is in the window.
    package override class var readsPosition: Bool { true }

    /// The page on top of the stack.
    package var topPage: NavigationPageNode? { pages.last }

    // MARK: The stack

    /// Makes `pages` the stack. With `animated`, a new top page that was not
    /// in the stack slides in over the old one (a push); an old top page that
    /// left the stack slides out, uncovering the new top (a pop). A
    /// transition in progress ends first.
    package func setPages(_ newPages: [NavigationPageNode], animated: Bool) {
        let oldTop = pages.last
        if let t = transition, newPages.last === oldTop || (t.settle != nil && !t.isPush && newPages.last === t.to) {
            // The top stays (a rebuild that changed nothing on screen), or a back
            // swipe released to pop goes on while the stack comes to agree with it.
            pages = newPages
            return
        }
        if transition != nil { finishTransition() }
        let wasInStack = newPages.last.map { to in pages.contains { $0 === to } } ?? false
        pages = newPages
        if animated, let from = oldTop, let to = newPages.last, from !== to, let graph {
            transition = NavigationTransition(from: from, to: to, isPush: !wasInStack, start: graph.currentTime)
            graph.requestFrames()
        }
        showAttachedPages()
    }

    /// The children: the top page, and during a transition the page under it first.
    private func showAttachedPages() {
        var shown: [Node] = []
        if let t = transition {
            shown = [t.under, t.over]
        } else if let top = pages.last {
            shown = [top]
        }
        let returning = shown.filter { page in !children.contains { $0 === page } }
        setChildren(shown)
        for page in returning { relinkLifecycle(of: page) }
    }

    /// A page back in the tree (uncovered by a pop) appears again: the
    /// graph dropped its `onAppear`/`onDisappear` nodes when it left, so
    /// they are given back to it to be checked in the next update.
    private func relinkLifecycle(of page: Node) {
        guard let graph else { return }
        var found: [LifecycleNode] = []
        func collect(_ node: Node) {
            if let l = node as? LifecycleNode { found.append(l) }
            for c in node.children { collect(c) }
        }
        collect(page)
        guard !found.isEmpty else { return }
        let known = Set(graph.lifecycleNodes.map(ObjectIdentifier.init))
        graph.lifecycleNodes += found.filter { !known.contains(ObjectIdentifier($0)) }
        graph.lifecycleCheckNeeded = true
    }

    private func finishTransition() {
        transition = nil
        showAttachedPages()
        graph?.setNeedsLayout()
    }

    package func tick(_ time: Double) -> Bool {
        guard let t = transition else { return false }
        if t.isInteractive { return true }
        if time >= t.start + t.length {
            finishTransition()
            return false
        }
        graph?.requestFrames()
        return true
    }

    /// The transition's state now (nil when none runs).
    private var transitionState: (t: NavigationTransition, covered: CGFloat)? {
        guard let t = transition, let graph else { return nil }
        return (t, t.covered(at: graph.currentTime))
    }

    package override func displacement(ofChild child: Node) -> CGPoint {
        guard let (t, covered) = transitionState else { return .zero }
        let w = bounds.width
        if child === t.over { return CGPoint(x: (w * (1 - covered)).rounded(), y: 0) }
        if child === t.under { return CGPoint(x: (-w * NavigationTransition.parallax * covered).rounded(), y: 0) }
        return .zero
    }

    // MARK: Layout

    package override func measure(_ proposal: ProposedViewSize) -> CGSize {
        let c = pages.last?.sizeThatFits(proposal) ?? .zero
        return CGSize(width: proposal.width.map { $0.isFinite ? $0 : c.width } ?? c.width,
                      height: proposal.height.map { $0.isFinite ? $0 : c.height } ?? c.height)
    }

    package override func placeChildren(_ proposal: ProposedViewSize) {
        reachAbove = graph.map { SafeAreaResolver($0).insets(of: self) }?.top ?? 0
        for child in children { child.place(at: .zero, proposal: ProposedViewSize(bounds.size)) }
    }

    // MARK: The bar

    /// The bar for the top page's tracked scroll view's current offset.
    package var barGeometry: NavigationBarGeometry {
        pages.last?.barGeometry ?? NavigationBarGeometry(largeTitles: false, contentTop: nil)
    }

    /// The title the top page shows.
    package var title: String { pages.last?.title ?? "" }

    /// The top page's first vertical scroll view.
    package var trackedScrollView: ScrollContainerNode? { pages.last?.trackedScrollView }

    /// The drawn bar in this node's space: from the window's top to its bottom edge.
    private func barRect(height: CGFloat) -> CGRect {
        CGRect(x: 0, y: -reachAbove, width: bounds.width, height: reachAbove + height)
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
        let state = transitionState
        for child in children {
            let d = displacement(ofChild: child)
            if state != nil {
                // A moving page is opaque: it hides the one it slides over.
                context.fill(CGRect(origin: d, size: bounds.size), .systemBackground)
            }
            drawChild(child, &context, displacedBy: d)
        }
        guard let top = pages.last else { return }
        // The bar: during a transition, its height and background blend from the
        // page under to the page over as the latter covers the former.
        var shown: [(page: NavigationPageNode, weight: CGFloat)] = [(top, 1)]
        if let (t, covered) = state { shown = [(t.under, 1 - covered), (t.over, covered)] }
        guard !shown.allSatisfy({ $0.page.barHidden }) else { return }
        var height: CGFloat = 0
        var background: CGFloat = 0
        for (page, weight) in shown {
            let g = page.barGeometry
            height += weight * (page.barHidden ? 0 : g.height)
            background += weight * (g.showsBackground && !page.barHidden ? 1 : 0)
        }
        let bar = barRect(height: height)
        if background > 0 {
            let saved = context.opacity
            context.opacity *= Double(background)
            context.fill(bar, Self.backgroundColor)
            let pixel = 1 / max(graph?.displayScale ?? 1, 1)
            context.fill(CGRect(x: 0, y: bar.maxY, width: bar.width, height: pixel), Self.hairlineColor)
            context.opacity = saved
        }
        for (page, weight) in shown where weight > 0 && !page.barHidden {
            let saved = context.opacity
            context.opacity *= Double(weight)
            drawTitle(of: page, displacedBy: displacement(ofChild: page).x, &context)
            drawChild(page.barItems, &context, displacedBy: .zero)
            context.opacity = saved
        }
    }

    private func drawTitle(of page: NavigationPageNode, displacedBy dx: CGFloat, _ context: inout DrawContext) {
        let g = page.barGeometry
        let title = page.title
        guard !title.isEmpty, !page.hasPrincipalItem, !g.isSearchActive, let measurer = graph?.measurer else { return }
        let bottom = g.searchBarTop
        if g.showsLargeTitle {
            let font = Self.largeTitleFont
            let band = CGRect(x: 0, y: bottom - g.largeTitleHeight, width: bounds.width, height: g.largeTitleHeight)
            let line = measurer.lineHeight(for: font)
            let width = min(measurer.width(of: title[...], font: font), max(0, bounds.width - 32))
            let saved = context.pushClip(band, cornerRadius: 0)
            // The large title moves with its page.
            let origin = context.toGlobal(CGRect(x: 16 + dx, y: bottom - 8 - line, width: 0, height: 0)).origin
            context.list.append(.text([TextLine(text: title, origin: origin, width: width)], font, Color.black.opacity(context.opacity)))
            context.popClip(saved)
        } else {
            let font = Self.inlineTitleFont
            let line = measurer.lineHeight(for: font)
            let width = min(measurer.width(of: title[...], font: font), max(0, bounds.width - 32))
            let origin = context.toGlobal(CGRect(x: (bounds.width - width) / 2, y: (NavigationBarGeometry.barHeight - line) / 2,
                                                 width: 0, height: 0)).origin
            context.list.append(.text([TextLine(text: title, origin: origin, width: width)], font, Color.black.opacity(context.opacity)))
        }
    }

    package override func hitTest(_ point: CGPoint) -> Node? {
        if transition != nil { return self }
        guard let top = pages.last else { return nil }
        if !top.barHidden, barRect(height: top.barGeometry.height).contains(point) {
            return top.barItems.hitTest(point) ?? self
        }
        if let hit = top.hitTest(point) { return hit }
        // The back swipe's edge strip takes touches where the page has nothing.
        return canSwipeBack && point.x < Self.backSwipeEdge ? self : nil
    }

    // MARK: The back swipe

    /// The strip along the leading edge where a drag pops the top page, in
    /// points (Flutter's `_kBackGestureWidth`, reverse-engineered from iOS).
    package static let backSwipeEdge: CGFloat = 20
    /// How far a finger moves sideways (more than it moves up or down) before the swipe takes the touch (ScrollSim's choice: a tap's slop; the stack sees moves before the scroll views in it).
    package static let backSwipeSlop: CGFloat = 10

    /// A back swipe from its touch down: where it started, where the finger is and how fast it moves.
    private struct BackSwipe {
        let startX: CGFloat
        let startY: CGFloat
        var x: CGFloat
        var time: Double
        var velocity: CGFloat = 0
        var claimed = false
    }
    private var swipe: BackSwipe?

    /// True when a swipe may start: a page to go back to, its back button
    /// not hidden, nothing moving.
    private var canSwipeBack: Bool {
        pages.count > 1 && transition == nil && !(pages.last?.swipeBackDisabled ?? true)
    }

    package func pointerDown(at point: CGPoint, time: Double) -> Bool {
        swipe = nil
        let local = point.x - globalFrame.minX
        if canSwipeBack, local >= 0, local < Self.backSwipeEdge {
            swipe = BackSwipe(startX: point.x, startY: point.y, x: point.x, time: time)
        }
        return false
    }

    package func pointerMoved(to point: CGPoint, time: Double) -> PointerMoveResponse {
        guard var s = swipe else { return .track }
        if time > s.time { s.velocity = (point.x - s.x) / CGFloat(time - s.time) }
        s.x = point.x
        s.time = time
        if !s.claimed {
            let dx = point.x - s.startX, dy = point.y - s.startY
            guard dx >= Self.backSwipeSlop, dx > abs(dy) else {
                if abs(dy) > Self.backSwipeSlop || dx < -Self.backSwipeSlop { swipe = nil } else { swipe = s }
                return .track
            }
            s.claimed = true
            guard let top = pages.last, pages.count > 1, let graph else { swipe = nil; return .track }
            var t = NavigationTransition(from: top, to: pages[pages.count - 2], isPush: false, start: graph.currentTime)
            t.fixedCovered = 1
            transition = t
            showAttachedPages()
            graph.setNeedsLayout()
        }
        swipe = s
        // The page follows the finger (linearly, as Flutter's gesture does).
        let w = max(bounds.width, 1)
        transition?.fixedCovered = min(max(1 - (s.x - s.startX) / w, 0), 1)
        graph?.requestFrames()
        return .claim
    }

    /// Returns true when the touch was a back swipe (it ends the swipe).
    package func pointerUp(at point: CGPoint, time: Double) -> Bool {
        defer { swipe = nil }
        guard let s = swipe, s.claimed, var t = transition, let covered = t.fixedCovered, let graph else { return false }
        // Flutter's `_CupertinoBackGestureController.dragEnd`: a fling of at least one
        // width per second decides by its direction, else the half-way point; the rest
        // animates on `Curves.fastLinearToSlowEaseIn`, popping in up to 800 ms scaled by
        // how much is left, or coming back in up to 300 ms.
        let w = max(bounds.width, 1)
        let velocity = s.velocity / w
        let stays = abs(velocity) >= NavigationTransition.minFlingVelocity ? velocity <= 0 : covered > 0.5
        t.fixedCovered = nil
        t.start = graph.currentTime
        if stays {
            t.settle = (covered, 1, min((800 * Double(1 - covered)).rounded(.down), 300) / 1000)
        } else {
            t.settle = (covered, 0, (800 * Double(covered)).rounded(.down) / 1000)
        }
        transition = t
        graph.requestFrames()
        if !stays { t.from.dismissAction?() }
        return true
    }

    package func pointerCancelled(time: Double) {
        guard let s = swipe, s.claimed, var t = transition, let covered = t.fixedCovered, let graph else { swipe = nil; return }
        swipe = nil
        t.fixedCovered = nil
        t.start = graph.currentTime
        t.settle = (covered, 1, min((800 * Double(1 - covered)).rounded(.down), 300) / 1000)
        transition = t
    }

    package override func ownContentContains(_ point: CGPoint) -> Bool {
        guard let top = pages.last, !top.barHidden else { return false }
        return barRect(height: top.barGeometry.height).contains(point)
    }

    package override var kindName: String { "NavigationStack" }
}

/// A push or a pop between two pages, on the app's clock.
///
/// The page over slides in from the trailing edge (or out to it, for a
/// pop) while the page under moves by a third of the width the other way:
/// Flutter's `CupertinoPageTransition` (packages/flutter/lib/src/cupertino/route.dart,
/// reverse-engineered from iOS recordings): 400 ms (`transitionDuration`),
/// `Curves.linearToEaseOut` = cubic (0.35, 0.91, 0.33, 0.97) pushing and
/// `Curves.easeInToLinear` = cubic (0.67, 0.03, 0.65, 0.09) run backwards
/// popping, parallax −1/3 (`_kMiddleLeftTween`).
package struct NavigationTransition {
    /// The page that was on top.
    package let from: NavigationPageNode
    /// The page that ends on top.
    package let to: NavigationPageNode
    /// True for a push (`to` slides in), false for a pop (`from` slides out).
    package let isPush: Bool
    /// When it started (or was released, for a swipe), in seconds of the app's clock.
    package var start: Double
    /// While a back swipe is dragged: how much the top page covers, set by the finger.
    package var fixedCovered: CGFloat?
    /// After a back swipe is released: from and to how much is covered, over how many seconds.
    package var settle: (from: CGFloat, to: CGFloat, duration: Double)?

    /// True while a finger drives it.
    package var isInteractive: Bool { fixedCovered != nil }
    /// How long it runs from `start`, in seconds.
    package var length: Double { settle?.duration ?? Self.duration }

    /// A fling this fast, in widths per second, decides a released swipe by its direction (Flutter's `_kMinFlingVelocity`).
    package static let minFlingVelocity: CGFloat = 1

    /// The length of a push or pop, in seconds.
    package static let duration: Double = 0.4
    /// How far the page under moves, as a fraction of the width.
    package static let parallax: CGFloat = 1.0 / 3.0

    /// The page drawn on top: the one pushed, or the one popped.
    package var over: NavigationPageNode { isPush ? to : from }
    /// The page drawn under it.
    package var under: NavigationPageNode { isPush ? from : to }

    /// How much of the width the page over covers at `time`: 0 (off the
    /// trailing edge) to 1 (in place). A push runs the forward curve on the
    /// animation's value going 0 → 1; a pop runs the reverse curve on it
    /// going 1 → 0, as Flutter's `CurvedAnimation` does.
    package func covered(at time: Double) -> CGFloat {
        if let fixedCovered { return fixedCovered }
        if let settle {
            let f = settle.duration > 0 ? min(max((time - start) / settle.duration, 0), 1) : 1
            return settle.from + (settle.to - settle.from) * CGFloat(Self.fastLinearToSlowEaseIn(f))
        }
        let f = min(max((time - start) / Self.duration, 0), 1)
        return isPush ? CGFloat(Self.linearToEaseOut(f)) : CGFloat(Self.easeInToLinear(1 - f))
    }

    /// Flutter's `Curves.linearToEaseOut`.
    package static func linearToEaseOut(_ t: Double) -> Double { cubic(t, 0.35, 0.91, 0.33, 0.97) }
    /// Flutter's `Curves.fastLinearToSlowEaseIn`, which ends a released back swipe.
    package static func fastLinearToSlowEaseIn(_ t: Double) -> Double { cubic(t, 0.18, 1.0, 0.04, 1.0) }
    /// Flutter's `Curves.easeInToLinear`.
    package static func easeInToLinear(_ t: Double) -> Double { cubic(t, 0.67, 0.03, 0.65, 0.09) }

    /// A cubic Bézier timing curve from (0, 0) through control points
    /// (a, b) and (c, d) to (1, 1), at x = `t` (x solved by bisection, as
    /// Flutter's `Cubic.transform` does).
    package static func cubic(_ t: Double, _ a: Double, _ b: Double, _ c: Double, _ d: Double) -> Double {
        if t <= 0 { return 0 }
        if t >= 1 { return 1 }
        func at(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
            3 * p1 * (1 - s) * (1 - s) * s + 3 * p2 * (1 - s) * s * s + s * s * s
        }
        var low = 0.0, high = 1.0
        for _ in 0..<60 {
            let mid = (low + high) / 2
            if at(mid, a, c) < t { low = mid } else { high = mid }
        }
        return at((low + high) / 2, b, d)
    }
}

/// One screen of a navigation stack: its content under the bar, and the
/// bar's items for it (back button, toolbar items), which the container
/// draws in the bar.
///
/// Layout: the bar's band, `NavigationBarGeometry.inset` tall at the top
/// (none with the bar hidden), is unsafe for the content: SwiftUI content
/// is centred in the space below it and a scroll view there extends under it (and under
/// the status bar), while UIKit content (`extendsContentUnderBar`) is laid
/// out over the whole window, as a view controller's view is, and a scroll
/// view's `adjustedContentInset` takes the bar in.
///
/// With `.bottomBar` toolbar items (`hasBottomBar`), the page's last
/// `BottomToolbarMetrics.height` points are the bottom toolbar's band,
/// unsafe for the content as the top bar's is: content is centred between
/// the two bars and a scroll view extends under the toolbar (and the home
/// indicator below it). The page draws the toolbar over its content, from
/// the band's top to the window's bottom, so it moves with the page during
/// a push or pop; points in it hit its items or the page, never the content.
package final class NavigationPageNode: SingleChildNode, SafeAreaInsetting, NavigationInsetting {
    /// Spacing in a stack: a navigation page's edges are its own (`ViewSpacing()`).
    package override func spacing() -> ViewSpacing { ViewSpacing() }
    package override var requiresSpacingProjection: Bool { false }

    /// Whether the content gets the large-title band.
    package var largeTitles = true {
        didSet { if largeTitles != oldValue { invalidateLayout() } }
    }
    /// True when the page shows no bar (`.toolbar(.hidden, for: .navigationBar)`).
    package var barHidden = false {
        didSet { if barHidden != oldValue { invalidateLayout() } }
    }
    /// True when the page hides the tab bar around its stack (`.toolbar(.hidden, for: .tabBar)`).
    package var tabBarHidden = false
    /// The search bar under the title (`searchable`); nil for none.
    package var searchBar: NavigationBarGeometry.SearchBar? {
        didSet {
            if searchBar != oldValue {
                barItems.hasSearchBar = searchBar != nil
                barItems.searchIsActive = searchBar?.isActive ?? false
                invalidateLayout()
            }
        }
    }
    /// UIKit's layout: the content covers the window, under the bar.
    package var extendsContentUnderBar = false {
        didSet { if extendsContentUnderBar != oldValue { invalidateLayout() } }
    }
    /// Where the title comes from, read when drawing (a UIKit controller's
    /// title); nil to read the content's `navigationTitle`.
    package var titleSource: (() -> String)?
    /// What identifies the page in its stack (its path value and position).
    package var key: AnyHashable?
    /// The bar's items for this page, in the bar's space (the container's).
    package let barItems = NavigationBarItemsNode()
    /// The bottom toolbar's items, in a row (`.bottomBar` toolbar items).
    package let bottomBarItems = NavigationBarGroupNode()
    /// True when the page shows a bottom toolbar: it has `.bottomBar` items
    /// and does not hide the bar (`.toolbar(.hidden, for: .bottomBar)`).
    package var hasBottomBar = false {
        didSet { if hasBottomBar != oldValue { invalidateLayout() } }
    }
    /// How far below its frame the page reaches to the window's bottom (the
    /// home indicator band the toolbar's background covers), from the last
    /// placement. The own visual frame reaches as far: a change drops the visual bounds.
    private var reachBelow: CGFloat = 0 {
        didSet { if reachBelow != oldValue { invalidateVisualBounds() } }
    }
    /// True when a `.principal` toolbar item replaces the inline title.
    package var hasPrincipalItem = false
    /// `dismiss` for the page's content: pops it.
    package var dismissAction: DismissAction?
    /// True when the back swipe cannot pop this page (its back button is hidden, as in UIKit).
    package var swipeBackDisabled = false
    private weak var graph: ViewGraph?
    /// The scroll view the bar follows, found on first use after a rebuild.
    private weak var trackedScroll: ScrollContainerNode?
    private var trackedIsValid = false

    package init(graph: ViewGraph) {
        self.graph = graph
        super.init()
        barItems.searchBandNow = { [weak self] in
            guard let g = self?.barGeometry else { return (0, 0) }
            return (g.searchBarTop, g.searchBarHeight)
        }
    }

    /// Its reach over the status bar depends on where it is in the window.
    package override class var readsPosition: Bool { true }

    private var inset: CGFloat { barHidden ? 0 : NavigationBarGeometry.inset(largeTitles: largeTitles, search: searchBar) }
    /// The bottom toolbar's band (0 without one).
    private var bottomInset: CGFloat { hasBottomBar ? BottomToolbarMetrics.height : 0 }

    package override func structuralChildren() -> NodeList {
        NodeList(contentRoot.map { [$0, barItems, bottomBarItems] } ?? [barItems, bottomBarItems])
    }

    package override func measure(_ proposal: ProposedViewSize) -> CGSize {
        var inner = proposal
        let bars = inset + bottomInset
        if let h = proposal.height { inner.height = max(0, h - bars) }
        let c = childSize(inner)
        return CGSize(width: proposal.width.map { $0.isFinite ? $0 : c.width } ?? c.width,
                      height: proposal.height.map { $0.isFinite ? $0 : c.height + bars } ?? c.height + bars)
    }

    package override func placeChildren(_ proposal: ProposedViewSize) {
        let size = bounds.size
        trackedIsValid = false
        reachBelow = hasBottomBar ? (graph.map { SafeAreaResolver($0).insets(of: self).bottom } ?? 0) : 0
        if extendsContentUnderBar {
            let resolved = graph.map { SafeAreaResolver($0).insets(of: self) } ?? .zero
            let frame = bounds.outset(by: resolved)
            placeChild(at: frame.origin, proposal: ProposedViewSize(frame.size))
        } else {
            // Centred in the space between the bars, as a hosting view centres its root.
            let space = CGSize(width: size.width, height: max(0, size.height - inset - bottomInset))
            let c = childSize(ProposedViewSize(space))
            placeChild(at: CGPoint(x: (space.width - c.width) / 2, y: inset + (space.height - c.height) / 2),
                       proposal: ProposedViewSize(space))
        }
        barItems.place(at: .zero, proposal: ProposedViewSize(width: size.width, height: NavigationBarGeometry.barHeight))
        placeBottomBarItems()
    }

    /// The toolbar's row: offered the bar's width less its margins and its
    /// height, placed at the leading margin and centred vertically in the band.
    private func placeBottomBarItems() {
        let band = BottomToolbarMetrics.height, margin = BottomToolbarMetrics.edgeMargin
        let proposal = ProposedViewSize(width: max(0, bounds.width - 2 * margin), height: band)
        let s = bottomBarItems.sizeThatFits(proposal)
        bottomBarItems.place(at: CGPoint(x: margin, y: bounds.height - band + (band - s.height) / 2), proposal: proposal)
    }

    package func safeAreaInsets(forChild child: Node) -> EdgeInsets? {
        child === barItems || child === bottomBarItems ? nil : EdgeInsets(top: inset, leading: 0, bottom: bottomInset, trailing: 0)
    }

    /// The bottom toolbar with its background, from its top edge to the window's bottom, in this node's space.
    package var bottomBarRect: CGRect? {
        guard hasBottomBar else { return nil }
        return CGRect(x: 0, y: bounds.height - bottomInset, width: bounds.width, height: bottomInset + reachBelow)
    }

    package override var ownVisualFrame: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height + reachBelow)
    }

    /// True while content lies under the bottom toolbar, which then draws
    /// its background and hairline (`BottomBarScrollEdge`); false without a toolbar.
    package var bottomBarShowsBackground: Bool {
        guard let bar = bottomBarRect else { return false }
        return BottomBarScrollEdge.showsBackground(barTop: globalFrame.minY + bar.minY, content: trackedScrollView)
    }

    /// The bar's items stay in the bar while the page moves (the container
    /// draws them there, faded): they are held back by the page's own
    /// displacement.
    package override func displacement(ofChild child: Node) -> CGPoint {
        guard child === barItems, let container = parent else { return .zero }
        let d = container.displacement(ofChild: self)
        return CGPoint(x: -d.x, y: -d.y)
    }

    /// The content and the bottom toolbar over it: the container draws the
    /// top bar's items over every page.
    package override func draw(_ context: inout DrawContext) {
        if let root = child { drawChild(root, &context) }
        guard let bar = bottomBarRect else { return }
        if bottomBarShowsBackground {
            context.fill(bar, BottomToolbarMetrics.backgroundColor)
            let pixel = 1 / max(graph?.displayScale ?? 1, 1)
            context.fill(CGRect(x: 0, y: bar.minY, width: bar.width, height: pixel), BottomToolbarMetrics.hairlineColor)
        }
        drawChild(bottomBarItems, &context)
    }

    /// The content and the bottom toolbar: the container hit-tests the top bar's items.
    package override func hitTest(_ point: CGPoint) -> Node? {
        if let bar = bottomBarRect, bar.contains(point) {
            let inner = CGPoint(x: point.x - bottomBarItems.localFrame.minX, y: point.y - bottomBarItems.localFrame.minY)
            return bottomBarItems.hitTest(inner) ?? self
        }
        guard let root = child else { return nil }
        return root.hitTest(CGPoint(x: point.x - root.localFrame.minX, y: point.y - root.localFrame.minY))
    }

    package override func ownContentContains(_ point: CGPoint) -> Bool { bottomBarRect?.contains(point) ?? false }

    /// The bar for the tracked scroll view's current offset.
    package var barGeometry: NavigationBarGeometry {
        let search = barHidden ? nil : searchBar
        guard let scroll = trackedScrollView else { return NavigationBarGeometry(largeTitles: largeTitles, search: search, contentTop: nil) }
        // The content's top edge below the page's top. A scroll view that
        // starts lower than the bar's bottom at rest (under a row of chips)
        // is read as if it started there: the bar is at rest while its
        // content is, and follows it from there, as UIKit's bar follows the
        // scroll view's `contentOffset`.
        let viewportTop = scroll.globalViewport.minY - globalFrame.minY
        let rest = NavigationBarGeometry.inset(largeTitles: largeTitles, search: search)
        let contentTop = viewportTop - scroll.offset.y - max(0, viewportTop - rest)
        return NavigationBarGeometry(largeTitles: largeTitles, search: search, contentTop: contentTop)
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

    package override var kindName: String { "NavigationPage" }
}

/// A container whose content is "the content view of a view controller
/// displayed by a navigation controller": UIKit's `.automatic` inset
/// adjustment then always adjusts vertically.
@MainActor
package protocol NavigationInsetting: Node {}
