/// The scroll model behind a scroll container: the runtime supplies one
/// backed by `ScrollController`; the core only lays out, draws and routes.
@MainActor
package protocol ScrollDriver: AnyObject {
    var contentOffset: CGPoint { get }
    var isDragging: Bool { get }
    /// The viewport, content size and insets changed (after a layout).
    func layoutChanged(viewport: CGSize, content: CGSize, inset: EdgeInsets, axes: Axis.Set, time: Double)
    /// How far, in points, a finger moves before it drags the content.
    var touchSlop: CGFloat { get }
    /// Returns true when the touch stopped a moving scroll (inner taps are cancelled).
    func touchDown(at point: CGPoint, time: Double) -> Bool
    func touchMove(to point: CGPoint, time: Double)
    func touchUp(at point: CGPoint, time: Double)
    func cancelTouch(time: Double)
    func wheel(dx: CGFloat, dy: CGFloat, time: Double)
    /// Returns true when the key scrolls.
    func key(_ key: Key, shift: Bool, time: Double) -> Bool
    /// Advances motion; returns true while frames are still needed.
    func tick(_ time: Double) -> Bool
    /// Whether the content bounces on `axis` even when it fits (UIKit's
    /// `alwaysBounceVertical`/`alwaysBounceHorizontal`).
    func alwaysBounces(_ axis: Axis) -> Bool
    /// The status-bar gesture reached this scroll view: scroll to the top
    /// unless already there or refused; returns whether it scrolls.
    func scrollToTop(time: Double) -> Bool
    /// Scroll indicator knobs in viewport coordinates, with their opacity.
    func indicators(at time: Double) -> (rects: [CGRect], alpha: Double)
    /// The indicators keep `inset` from the viewport's edges instead of the
    /// content insets (SwiftUI's indicator margins). Ignored by default.
    func indicatorInsetChanged(_ inset: EdgeInsets)
    /// Draws what shows behind the content (a refresh control's spinner),
    /// in `node`'s coordinates, inside the viewport's clip. Nothing by default.
    func drawBehindContent(of node: ScrollContainerNode, viewport: CGRect, _ context: inout DrawContext)
    /// Moves the content offset by `dy` at once, within the range it rests
    /// in (no bounce) and on the pixel grid; returns how far it moved.
    /// Nothing by default.
    func scrollVertically(by dy: CGFloat, time: Double) -> CGFloat
}

extension ScrollDriver {
    package func indicatorInsetChanged(_ inset: EdgeInsets) {}
    package func alwaysBounces(_ axis: Axis) -> Bool { false }
    package func scrollToTop(time: Double) -> Bool { false }
    package func drawBehindContent(of node: ScrollContainerNode, viewport: CGRect, _ context: inout DrawContext) {}
    package func scrollVertically(by dy: CGFloat, time: Double) -> CGFloat { 0 }
}

/// The node of every scroll container, SwiftUI's `ScrollView` and the
/// UIKit-style `UIScrollView` alike: it lays its content out with the
/// viewport's size pinned on the axes it does not scroll and unbounded on
/// the ones it does, clips it to the viewport, moves it by the content
/// offset, routes pointer, wheel and key input to its `ScrollController`,
/// and draws the scroll indicators.
///
/// Content frames are kept in content coordinates (the viewport's origin
/// at offset zero), so a frame whose only change is the offset needs no
/// layout: the translation is applied when drawing and hit testing. It
/// reads its position (the safe area it overlaps sets its insets), so it is
/// placed again whenever it moves.
package final class ScrollContainerNode: SingleChildNode, PointerTarget, Ticking {
    /// Spacing in a stack: a scroll view's edges are its own, not its content's (`ViewSpacing()`).
    package override func spacing() -> ViewSpacing { ViewSpacing() }
    package override var requiresSpacingProjection: Bool { false }

    package var driver: ScrollDriver
    package var axes: Axis.Set = .vertical {
        didSet { if axes != oldValue { invalidateLayout() } }
    }
    package var showsIndicators = true
    /// Extra insets set by the user (`contentInset`); the safe-area overlap is added.
    package var userInset = EdgeInsets.zero {
        didSet { if userInset != oldValue { invalidateLayout() } }
    }
    /// Which edges of the safe area the viewport overlaps are added to the
    /// insets (UIKit's scroll view; SwiftUI's extends over the safe area instead).
    package var insetAdjustment = ContentInsetAdjustment.automatic {
        didSet { if insetAdjustment != oldValue { invalidateLayout() } }
    }
    /// Whether a tap on the status bar may scroll this view to its top
    /// (UIKit's `scrollsToTop`; see `ViewGraph.statusBarTapped`).
    package var scrollsToTop = true
    /// False while `scrollDisabled(true)`: fingers, the wheel and keys pass
    /// through to what encloses the scroll view; programmatic scrolls still move it.
    package var isUserScrollEnabled = true
    /// The time of the last tick or event.
    package private(set) var time: Double = 0
    package weak var graph: ViewGraph?
    /// An object the runtime keeps with the node (a representable's UIView).
    package var userObject: AnyObject?
    /// The content's size as last laid out.
    package internal(set) var contentSize: CGSize = .zero
    /// Set for SwiftUI's `ScrollView`, nil for UIKit's `UIScrollView` (which
    /// takes the frame it is given): see `SwiftUIScrollLayout`.
    package var swiftUILayout: SwiftUIScrollLayout? {
        didSet { if swiftUILayout != oldValue { invalidateLayout() } }
    }
    /// How far the viewport reaches past the frame on each edge (over the
    /// safe area), from the last placement; zero for UIKit's scroll view.
    package internal(set) var viewportOutset = EdgeInsets.zero
    /// The views sized relative to this container (`containerRelativeFrame`).
    package let containerDependents = ContainerDependents()
    /// The offset the graph last gave the geometry readers inside (`ViewGraph.followScrollOffsets`).
    /// It starts at zero, not at the rest offset (−47 under an iPhone 14's
    /// status bar): the first layout builds the readers in the content while
    /// the driver's offset is still zero and only then hands it the insets
    /// that move it to rest, so the first update must see that move and
    /// give the readers their resting positions.
    var offsetSeenByReaders = CGPoint.zero

    package init(driver: ScrollDriver, graph: ViewGraph) {
        self.driver = driver
        self.graph = graph
        super.init()
        graph.register(ticker: self)
    }

    package var offset: CGPoint { driver.contentOffset }

    /// Where the finger of the current touch went down; nil once the pan
    /// gave the touch up (a move across the axes it scrolls) or none is down.
    private var touchStart: CGPoint?

    package override class var readsPosition: Bool { true }

    package override var contentTranslation: CGPoint {
        CGPoint(x: -offset.x - viewportOutset.leading, y: -offset.y - viewportOutset.top)
    }

    /// The visible area in this node's own space: its bounds, grown by the viewport outset.
    package var viewport: CGRect { bounds.outset(by: viewportOutset) }

    func contentProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: axes.contains(.horizontal) ? nil : p.width,
                         height: axes.contains(.vertical) ? nil : p.height)
    }

    package override func measure(_ proposal: ProposedViewSize) -> CGSize {
        if let layout = swiftUILayout { return measureSizingToContent(proposal, layout) }
        if let w = proposal.width, let h = proposal.height, w.isFinite, h.isFinite {
            return CGSize(width: w, height: h)
        }
        // An unspecified or infinite proposal gets the content's size on that axis.
        let c = childSize(contentProposal(proposal))
        func pick(_ p: CGFloat?, _ content: CGFloat) -> CGFloat {
            if let p, p.isFinite { return max(0, p) }
            return finite(content)
        }
        return CGSize(width: pick(proposal.width, c.width), height: pick(proposal.height, c.height))
    }

    package override func placeChildren(_ proposal: ProposedViewSize) {
        if let layout = swiftUILayout { return placeOverSafeArea(proposal, layout) }
        let frame = bounds
        containerDependents.enter(ProposedViewSize(frame.size))
        let p = contentProposal(ProposedViewSize(frame.size))
        let c = childSize(p)
        contentSize = CGSize(width: finite(c.width), height: finite(c.height))
        // On an axis it does not scroll, content narrower than the viewport is centred.
        let x = axes.contains(.horizontal) ? 0 : (frame.width - c.width) / 2
        let y = axes.contains(.vertical) ? 0 : (frame.height - c.height) / 2
        placeChild(at: CGPoint(x: x, y: y), proposal: p)
        let scrollWidth = axes.contains(.horizontal) ? contentSize.width : min(contentSize.width, frame.width)
        let scrollHeight = axes.contains(.vertical) ? contentSize.height : min(contentSize.height, frame.height)
        driver.layoutChanged(viewport: CGSize(width: finite(frame.width), height: finite(frame.height)),
                             content: CGSize(width: scrollWidth, height: scrollHeight),
                             inset: adjustedInset, axes: axes, time: time)
    }

    /// The part of the safe area this scroll view's frame covers (UIKit's
    /// `safeAreaInsets`): the window's bands and those of the containers
    /// around it, such as a navigation bar.
    package var safeAreaOverlap: EdgeInsets {
        guard let graph else { return .zero }
        return SafeAreaResolver(graph).overlap(of: self)
    }

    /// The user's insets plus the safe area the frame covers, on the axes
    /// `insetAdjustment` adjusts (UIKit's `adjustedContentInset`).
    package var adjustedInset: EdgeInsets {
        var inset = userInset
        guard insetAdjustment != .never else { return inset }
        let safe = safeAreaOverlap
        guard safe != .zero else { return inset }
        let size = bounds.size
        let inNavigation = isInNavigationContainer
        if insetAdjustment.adjusts(.vertical, scrollable: axes.contains(.vertical)
                                   && (contentSize.height > size.height || driver.alwaysBounces(.vertical)),
                                   inNavigation: inNavigation) {
            inset.top += safe.top
            inset.bottom += safe.bottom
        }
        if insetAdjustment.adjusts(.horizontal, scrollable: axes.contains(.horizontal)
                                   && (contentSize.width > size.width || driver.alwaysBounces(.horizontal)),
                                   inNavigation: inNavigation) {
            inset.leading += safe.leading
            inset.trailing += safe.trailing
        }
        return inset
    }

    /// True when a navigation container holds this scroll view as its content.
    private var isInNavigationContainer: Bool {
        var node = parent
        while let n = node {
            if n is NavigationInsetting { return true }
            if n is ScrollContainerNode { return false }
            node = n.parent
        }
        return false
    }

    func finite(_ v: CGFloat) -> CGFloat { v.isFinite ? max(0, v) : 0 }

    // MARK: Drawing

    package override func draw(_ context: inout DrawContext) {
        let frame = viewport
        let clips = swiftUILayout?.clipsContent ?? true
        let saved = clips ? context.pushClip(frame, cornerRadius: 0) : nil
        driver.drawBehindContent(of: self, viewport: frame, &context)
        let savedTranslation = context.translation
        let t = contentTranslation
        context.translation.x += t.x
        context.translation.y += t.y
        drawChildren(&context)
        context.translation = savedTranslation
        if let saved { context.popClip(saved) }
        guard showsIndicators else { return }
        let (knobs, alpha) = driver.indicators(at: time)
        guard alpha > 0 else { return }
        let color = ScrollContainerNode.indicatorColor.opacity(alpha)
        for knob in knobs {
            let rect = knob.offsetBy(dx: frame.minX, dy: frame.minY)
            context.fill(rect, color, cornerRadius: min(rect.width, rect.height) / 2)
        }
    }

    /// The knob colour: black at 35 % (ScrollSim's choice, close to iOS's default indicator).
    package static let indicatorColor = Color(red: 0, green: 0, blue: 0, opacity: 0.35)

    // MARK: Hit testing and input

    package override func hitTest(_ point: CGPoint) -> Node? {
        guard viewport.contains(point) else { return nil }
        return super.hitTest(point) ?? self
    }

    package override func ownContentContains(_ point: CGPoint) -> Bool { viewport.contains(point) }

    package func pointerDown(at point: CGPoint, time: Double) -> Bool {
        self.time = time
        guard isUserScrollEnabled else { return false }
        touchStart = point
        return driver.touchDown(at: point, time: time)
    }

    /// The pan starts once the finger has moved the driver's touch slop;
    /// a scroll view that scrolls along one axis only gives the touch up
    /// instead when, at that moment, the finger has moved further along
    /// the other axis (UIKit's pan: a vertical list leaves a sideways swipe
    /// to what is inside it, as nested scroll views of crossed directions do).
    package func pointerMoved(to point: CGPoint, time: Double) -> PointerMoveResponse {
        self.time = time
        guard isUserScrollEnabled, let start = touchStart else { return .track }
        if !driver.isDragging, movesAcrossAxes(from: start, to: point) {
            touchStart = nil
            driver.cancelTouch(time: time)
            return .track
        }
        driver.touchMove(to: point, time: time)
        return driver.isDragging ? .claim : .track
    }

    /// True when a move from `start` to `point` reaches the slop further
    /// along the axis this scroll view does not scroll than along the one it does.
    private func movesAcrossAxes(from start: CGPoint, to point: CGPoint) -> Bool {
        let dx = abs(point.x - start.x), dy = abs(point.y - start.y)
        guard hypot(dx, dy) >= driver.touchSlop else { return false }
        if axes == .vertical { return dx > dy }
        if axes == .horizontal { return dy > dx }
        return false
    }

    package func pointerUp(at point: CGPoint, time: Double) -> Bool {
        self.time = time
        guard touchStart != nil else { return false }
        touchStart = nil
        driver.touchUp(at: point, time: time)
        return false
    }

    package func pointerCancelled(time: Double) {
        self.time = time
        touchStart = nil
        driver.cancelTouch(time: time)
    }

    package func wheel(dx: CGFloat, dy: CGFloat, at point: CGPoint, time: Double) -> Bool {
        let usable = (axes.contains(.vertical) && dy != 0) || (axes.contains(.horizontal) && dx != 0)
        guard usable, isUserScrollEnabled else { return false }
        self.time = time
        driver.wheel(dx: axes.contains(.horizontal) ? dx : 0, dy: axes.contains(.vertical) ? dy : 0, time: time)
        return true
    }

    package func key(_ key: Key, shift: Bool, time: Double) -> Bool {
        self.time = time
        return isUserScrollEnabled && driver.key(key, shift: shift, time: time)
    }

    package func tick(_ time: Double) -> Bool {
        self.time = time
        return driver.tick(time)
    }

    package override var kindName: String { "ScrollView" }

    /// None: the content is not laid out in the scroll view's frame (it is
    /// proposed the viewport's width or height and nil along the scrolling
    /// axis, and moves as it scrolls), so no guide of the content is one of
    /// the scroll view's. The inherited check would measure the whole
    /// content at the viewport's size, a proposal it never gets, on every
    /// alignment of the scroll view.
    package override func explicitGuide(_ key: AlignmentKey, _ axis: Axis, size: CGSize) -> CGFloat? { nil }

    /// A scroll view clips its content: it covers its frame only.
    package override class var clipsVisualBounds: Bool { true }
}
