/// A height a sheet can rest at (`presentationDetents`).
public struct PresentationDetent: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case medium, large
        case fraction(CGFloat)
        case height(CGFloat)
    }
    let kind: Kind

    /// Half the window's height (Apple: "approximately half the height of the screen").
    public static let medium = PresentationDetent(kind: .medium)
    /// The whole height below the top safe area less `PresentationMetrics.sheetTopGap`.
    public static let large = PresentationDetent(kind: .large)
    /// `fraction` of the `.large` height.
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(kind: .fraction(fraction)) }
    /// `height` points above the bottom safe area.
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(kind: .height(height)) }

    /// The sheet's height at this detent in a window of `size` with `insets`.
    package func sheetHeight(window size: CGSize, insets: EdgeInsets) -> CGFloat {
        let large = size.height - insets.top - PresentationMetrics.sheetTopGap
        switch kind {
        case .large: return large
        case .medium: return min(large, size.height / 2)
        case .fraction(let f): return min(large, max(0, f) * large)
        case .height(let h): return min(large, max(0, h) + insets.bottom)
        }
    }
}

/// What a presentation is: where it rests and how it looks.
package enum PresentationKind: Equatable {
    /// A page sheet: at its detent, top corners rounded, the presenting view dimmed.
    case sheet
    /// The whole window, square, nothing dimmed.
    case fullScreenCover
    /// A box centred in the window (`.alert`): fades in over the dimming.
    case centered
    /// A box at the bottom of the safe area (`.confirmationDialog`): slides up over the dimming.
    case bottom
    /// A box below the presenting view (`Menu`'s list): fades in, nothing dimmed.
    case anchored
    /// `.popover`: a sheet in a compact width, unless its content asks for
    /// another adaptation (`presentationCompactAdaptation`): `.popover` or
    /// `.none` keep it a popover, a bubble by the presenting view with an
    /// arrow pointing at it (fades in, nothing dimmed); `.fullScreenCover` a cover.
    case popover
}

/// Where an `.anchored` box rests against the view that presents it.
package enum AnchoredPlacement: Equatable {
    /// 8 pt below it, leading edges aligned, kept 8 pt inside the window;
    /// above it when there is no room below (a menu's list).
    case below
    /// In its place, from its top, moved up as far as it must to end 8 pt
    /// above the bottom safe area (a context menu's preview and list).
    case inPlace
    /// The box's first row (a `MenuMetrics.rowHeight` row whose label is
    /// `MenuMetrics.leadingInset` in) on the view, its label where the
    /// view's is (a nested menu's list over its row).
    case overRow
}

/// How a presentation adapts to a compact size class (every iPhone in
/// portrait), asked for by its content with `presentationCompactAdaptation(_:)`.
public struct PresentationAdaptation: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, none, popover, sheet, fullScreenCover }
    let kind: Kind

    /// The presentation's own adaptation (a popover becomes a sheet).
    public static let automatic = PresentationAdaptation(kind: .automatic)
    /// No adaptation: a popover stays a popover.
    public static let none = PresentationAdaptation(kind: .none)
    /// A popover's look.
    public static let popover = PresentationAdaptation(kind: .popover)
    /// A sheet's look.
    public static let sheet = PresentationAdaptation(kind: .sheet)
    /// A full screen cover's look.
    public static let fullScreenCover = PresentationAdaptation(kind: .fullScreenCover)
}

/// What a presented sheet's content asks of it (preferences read from the content).
struct SheetDetentsKey: PreferenceKey {
    static var defaultValue: [PresentationDetent]? { nil }
    static func reduce(value: inout [PresentationDetent]?, nextValue: () -> [PresentationDetent]?) {
        if value == nil { value = nextValue() }
    }
}
struct DragIndicatorKey: PreferenceKey {
    static var defaultValue: Visibility? { nil }
    static func reduce(value: inout Visibility?, nextValue: () -> Visibility?) { if value == nil { value = nextValue() } }
}
struct ContentInteractionKey: PreferenceKey {
    static var defaultValue: PresentationContentInteraction? { nil }
    static func reduce(value: inout PresentationContentInteraction?, nextValue: () -> PresentationContentInteraction?) {
        if value == nil { value = nextValue() }
    }
}
/// What a swipe on a sheet's scrollable content does (`presentationContentInteraction`).
public struct PresentationContentInteraction: Hashable, Sendable {
    let resizesFirst: Bool
    /// The system's choice: the sheet resizes first, as `.resizes`.
    public static let automatic = PresentationContentInteraction(resizesFirst: true)
    /// The sheet grows to its largest detent before the content scrolls.
    public static let resizes = PresentationContentInteraction(resizesFirst: true)
    /// The content scrolls; the sheet moves only when dragged elsewhere.
    public static let scrolls = PresentationContentInteraction(resizesFirst: false)
}
struct CompactAdaptationKey: PreferenceKey {
    static var defaultValue: PresentationAdaptation? { nil }
    static func reduce(value: inout PresentationAdaptation?, nextValue: () -> PresentationAdaptation?) {
        if value == nil { value = nextValue() }
    }
}
struct InteractiveDismissDisabledKey: PreferenceKey {
    static var defaultValue: Bool? { nil }
    static func reduce(value: inout Bool?, nextValue: () -> Bool?) { if value == nil { value = nextValue() } }
}
/// The binding a sheet's content gives `presentationDetents(_:selection:)`.
struct SheetDetentSelectionKey: PreferenceKey {
    static var defaultValue: Binding<PresentationDetent>? { nil }
    static func reduce(value: inout Binding<PresentationDetent>?, nextValue: () -> Binding<PresentationDetent>?) {
        if value == nil { value = nextValue() }
    }
}
@MainActor let sheetDetentsKey = PreferenceKeyInfo(SheetDetentsKey.self)
@MainActor let sheetDetentSelectionKey = PreferenceKeyInfo(SheetDetentSelectionKey.self)
@MainActor let dragIndicatorKey = PreferenceKeyInfo(DragIndicatorKey.self)
@MainActor let interactiveDismissDisabledKey = PreferenceKeyInfo(InteractiveDismissDisabledKey.self)
@MainActor let compactAdaptationKey = PreferenceKeyInfo(CompactAdaptationKey.self)
@MainActor let contentInteractionKey = PreferenceKeyInfo(ContentInteractionKey.self)

extension View {
    /// The heights the sheet showing this view can rest at; it opens at the
    /// smallest and a drag moves it among them.
    ///
    /// ```swift
    /// DetailView().presentationDetents([.medium, .large])
    /// ```
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        preference(key: SheetDetentsKey.self, value: Array(detents))
    }

    /// The heights the sheet showing this view can rest at, with the one it
    /// rests at kept in `selection`: it opens at the selected detent (at the
    /// smallest when the selection is not among `detents`), moves to one the
    /// code selects, and writes back the detent a drag leaves it at.
    ///
    /// ```swift
    /// @State private var detent = PresentationDetent.medium
    /// DetailView().presentationDetents([.medium, .large], selection: $detent)
    /// ```
    public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View {
        preference(key: SheetDetentsKey.self, value: Array(detents))
            .preference(key: SheetDetentSelectionKey.self, value: selection)
    }

    /// Whether the sheet showing this view draws its grabber (by default,
    /// when it has more than one detent).
    public func presentationDragIndicator(_ visibility: Visibility) -> some View {
        preference(key: DragIndicatorKey.self, value: visibility)
    }

    /// How the presentation showing this view adapts to a compact width (an
    /// iPhone): `.popover` keeps a `popover` a bubble by its anchor instead
    /// of the sheet it becomes by default.
    ///
    /// ```swift
    /// .popover(isPresented: $showInfo) {
    ///     Text("Details").padding().presentationCompactAdaptation(.popover)
    /// }
    /// ```
    public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View {
        preference(key: CompactAdaptationKey.self, value: adaptation)
    }

    /// The adaptation for a horizontally and a vertically compact size
    /// class; an iPhone in portrait is horizontally compact only, so
    /// `horizontal` applies.
    public func presentationCompactAdaptation(horizontal: PresentationAdaptation,
                                              vertical: PresentationAdaptation) -> some View {
        preference(key: CompactAdaptationKey.self, value: horizontal)
    }

    /// What a swipe on the scrollable content of the sheet showing this
    /// view does: with `.resizes`, a drag that starts in a scroll view moves
    /// the sheet, as a drag elsewhere on it does, while the sheet rests
    /// below its largest detent; at the largest the content scrolls. With
    /// `.scrolls` the content scrolls. `.automatic`, the default, is `.resizes`.
    ///
    /// ```swift
    /// CommentsList().presentationDetents([.medium, .large]).presentationContentInteraction(.resizes)
    /// ```
    public func presentationContentInteraction(_ behavior: PresentationContentInteraction) -> some View {
        preference(key: ContentInteractionKey.self, value: behavior)
    }

    /// Stops a drag or a tap outside from dismissing the sheet showing this view.
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        preference(key: InteractiveDismissDisabledKey.self, value: isDisabled)
    }
}

/// The node of a presentation modifier (`.sheet`, `.fullScreenCover`,
/// `.alert`, `.confirmationDialog`): it lays out and draws its content as
/// it is, and while presenting keeps a second child, the presented view's
/// host, placed in window coordinates. The graph draws the presented view
/// over everything else and gives it the touches first
/// (`ViewGraph.presentations`); see `PresentationMetrics` for the motion.
package final class PresentationNode: SingleChildNode, Ticking {
    package var kind = PresentationKind.sheet
    /// Where an `.anchored` box rests against the presenting view.
    package var anchoredPlacement = AnchoredPlacement.below
    /// How the presentation looks: `kind`, with a `.popover` adapted to the
    /// compact width as its content asks (`.sheet` by default).
    package private(set) var style = PresentationKind.sheet
    /// A popover bubble's fade: its curve and duration (set by the runtime's modifier).
    package var fadeCurve: (Double) -> Double = { $0 }
    /// The presented view's host, while presented or animating out.
    package private(set) var host: PresentedHost?
    /// 0: out of the window (or transparent); 1: at rest.
    package private(set) var progress: Double = 0
    /// The motion in progress: `progress` from → to, from `start`.
    private var motion: (from: Double, to: Double, start: Double, curve: (Double) -> Double)?
    /// How far a drag moved the sheet down from its rest, in points.
    private var dragOffset: CGFloat = 0
    /// A drag's offset easing back to zero: its value at `start`.
    private var dragReturn: (from: CGFloat, start: Double)?
    /// The curves of the slide in and out (set by the runtime's modifiers).
    package var presentCurve: (Double) -> Double = { $0 }
    package var dismissCurve: (Double) -> Double = { $0 }
    /// How long the transitions take, in seconds.
    package var duration = PresentationMetrics.transitionDuration
    /// Sets the presentation's binding to false (the view asks to be dismissed).
    package var requestDismiss: () -> Void = {}
    /// Run once the presented view has left.
    package var onDismiss: (() -> Void)?
    /// The detents the content asks for, and the one the sheet rests at.
    package private(set) var detents: [PresentationDetent] = [.large]
    package private(set) var detent = PresentationDetent.large
    /// Where the content keeps the detent (`presentationDetents(_:selection:)`), if it does.
    private var selection: Binding<PresentationDetent>?
    private(set) weak var graph: ViewGraph?

    package init(graph: ViewGraph) {
        self.graph = graph
        super.init()
        graph.register(ticker: self)
    }

    package override class var readsPosition: Bool { true }

    package override func structuralChildren() -> NodeList {
        var nodes: [Node] = contentRoot.map { [$0] } ?? []
        if let host { nodes.append(host) }
        return NodeList(nodes)
    }

    /// True while the presented view is on its way in or at rest.
    package var isPresenting: Bool { host != nil && (motion?.to ?? progress) > 0 }

    /// Shows `content` (presented) or takes it away.
    package func update<V: View>(presented: Bool, content: () -> V, _ context: BuildContext) {
        guard let graph else { return }
        if presented {
            let isNew = host == nil
            let host = self.host ?? PresentedHost(presentation: self)
            var inner = context
            inner.environment.dismiss = DismissAction { [weak self] in self?.requestDismiss() }
            host.updateContent(content(), inner)
            style = kind
            if kind == .popover {
                let asked = (host.contentRoot?.preferenceValue(compactAdaptationKey) as? PresentationAdaptation?).flatMap { $0 }
                switch asked?.kind ?? .automatic {
                case .popover, .none: style = .popover
                case .fullScreenCover: style = .fullScreenCover
                case .automatic, .sheet: style = .sheet
                }
            }
            let asked = (host.contentRoot?.preferenceValue(sheetDetentsKey) as? [PresentationDetent]?).flatMap { $0 } ?? [.large]
            let window = graph.size, insets = graph.safeAreaInsets
            let sorted = asked.sorted { $0.sheetHeight(window: window, insets: insets) < $1.sheetHeight(window: window, insets: insets) }
            detents = sorted.isEmpty ? [.large] : sorted
            selection = (host.contentRoot?.preferenceValue(sheetDetentSelectionKey) as? Binding<PresentationDetent>?).flatMap { $0 }
            let before = detent
            if let selected = selection?.wrappedValue, detents.contains(selected) {
                detent = selected
            } else if isNew || !detents.contains(detent) {
                detent = detents[0]
            }
            // A detent the code selects while the sheet rests: it moves there
            // as a drag's release does.
            if !isNew, detent != before, motion == nil {
                let h0 = before.sheetHeight(window: window, insets: insets)
                let h1 = detent.sheetHeight(window: window, insets: insets)
                dragOffset += h1 - h0
                dragReturn = (dragOffset, graph.currentTime)
                graph.requestFrames()
            }
            if isNew {
                self.host = host
                setChildren(structuralChildren())
                graph.addPresentation(self)
            }
            if isNew || motion?.to == 0 { animate(to: 1) }
        } else if host != nil, (motion?.to ?? progress) > 0 {
            animate(to: 0)
        }
    }

    private func animate(to target: Double) {
        guard let graph else { return }
        motion = (progress, target, graph.currentTime, style == .popover ? fadeCurve : target > 0 ? presentCurve : dismissCurve)
        graph.requestFrames()
    }

    package func tick(_ time: Double) -> Bool {
        guard motion != nil || dragReturn != nil, let graph else { return false }
        if let m = motion {
            let d = style == .popover ? AlertMetrics.fadeDuration : duration
            let t = d > 0 ? min(1, max(0, (time - m.start) / d)) : 1
            progress = m.from + (m.to - m.from) * m.curve(t)
            if t >= 1 {
                progress = m.to
                motion = nil
            }
        }
        if let r = dragReturn {
            let t = duration > 0 ? min(1, max(0, (time - r.start) / duration)) : 1
            dragOffset = r.from * CGFloat(1 - presentCurve(t))
            if t >= 1 { dragOffset = 0; dragReturn = nil }
        }
        if motion == nil && progress == 0 && host != nil { finishDismissal() }
        invalidatePlacement()
        graph.setNeedsLayout()
        let moving = motion != nil || dragReturn != nil
        if moving { graph.requestFrames() }
        return moving
    }

    private func finishDismissal() {
        host = nil
        dragOffset = 0
        setChildren(structuralChildren())
        graph?.removePresentation(self)
        onDismiss?()
    }

    // MARK: Geometry

    /// Where the presented view rests, in window points.
    package var restFrame: CGRect {
        guard let graph else { return .zero }
        let window = graph.size, insets = graph.safeAreaInsets
        switch style {
        case .popover:
            return popoverFrame.content
        case .sheet:
            let h = detent.sheetHeight(window: window, insets: insets)
            return CGRect(x: 0, y: window.height - h, width: window.width, height: h)
        case .fullScreenCover:
            return CGRect(origin: .zero, size: window)
        case .centered, .bottom:
            let size = host?.contentSize(in: window) ?? .zero
            let y = kind == .centered ? (window.height - size.height) / 2
                : window.height - insets.bottom - PresentationMetrics.dialogMargin - size.height
            return CGRect(x: (window.width - size.width) / 2, y: y, width: size.width, height: size.height)
        case .anchored:
            // Below the presenting view, its leading edges aligned, kept 8 pt inside the window;
            // above it when there is no room below.
            let size = host?.contentSize(in: window) ?? .zero
            let anchor = contentRoot.map { layoutItems(of: $0).first?.globalFrame ?? $0.globalFrame } ?? globalFrame
            let m = PresentationMetrics.dialogMargin
            switch anchoredPlacement {
            case .overRow:
                let x = min(max(m, anchor.minX - MenuMetrics.leadingInset), window.width - m - size.width)
                let top = anchor.midY - MenuMetrics.rowHeight / 2
                let y = max(insets.top, min(top, window.height - insets.bottom - size.height))
                return CGRect(x: x, y: y, width: size.width, height: size.height)
            case .inPlace:
                // From the view's top, moved up as far as it must to end 8 pt above the bottom safe area.
                let x = min(max(m, anchor.minX), window.width - m - size.width)
                let y = max(insets.top + m, min(anchor.minY, window.height - insets.bottom - m - size.height))
                return CGRect(x: x, y: y, width: size.width, height: size.height)
            case .below:
                break
            }
            let x = min(max(m, anchor.minX), window.width - m - size.width)
            var y = anchor.maxY + m
            if y + size.height > window.height - insets.bottom { y = max(insets.top, anchor.minY - m - size.height) }
            return CGRect(x: x, y: y, width: size.width, height: size.height)
        }
    }

    /// Where the presented view is now, in window points.
    package var currentFrame: CGRect {
        guard let graph else { return .zero }
        var f = restFrame
        switch style {
        case .sheet, .fullScreenCover, .bottom:
            f.origin.y += CGFloat(1 - progress) * (graph.size.height - f.minY) + dragOffset
        case .centered, .anchored, .popover:
            break
        }
        return f
    }

    /// This node's origin in the window.
    private var windowOrigin: CGPoint { globalFrame.origin }

    package override func placeChildren(_ proposal: ProposedViewSize) {
        super.placeChildren(proposal)
        guard let host else { return }
        let f = currentFrame, o = windowOrigin
        host.place(at: CGPoint(x: f.minX - o.x, y: f.minY - o.y), proposal: ProposedViewSize(f.size))
    }

    // MARK: Drawing and touches

    /// The content only: the presented view is drawn over everything by the graph.
    package override func draw(_ context: inout DrawContext) {
        if let c = contentRoot, context.isVisible(c.visualBounds()) { drawChild(c, &context) }
    }

    package override func hitTest(_ point: CGPoint) -> Node? {
        guard let c = contentRoot else { return nil }
        let t = contentTranslation
        return c.hitTest(CGPoint(x: point.x - t.x - c.localFrame.minX, y: point.y - t.y - c.localFrame.minY))
    }

    /// True when the presenting view is dimmed under this presentation.
    private var dims: Bool { style != .fullScreenCover && style != .anchored && style != .popover }

    /// Draws the dimming and the presented view; `context` is in window points.
    func drawPresentation(_ context: inout DrawContext) {
        guard let host, let graph else { return }
        let o = windowOrigin
        let saved = context.translation
        context.translation = CGPoint(x: saved.x + o.x, y: saved.y + o.y)
        defer { context.translation = saved }
        let window = CGRect(x: -o.x, y: -o.y, width: graph.size.width, height: graph.size.height)
        let p = CGFloat(min(1, max(0, progress)))
        if dims { context.fill(window, PresentationMetrics.dimming.opacity(Double(p))) }
        let f = currentFrame.offsetBy(dx: -o.x, dy: -o.y)
        let savedOpacity = context.opacity
        if style == .centered || style == .anchored || style == .popover { context.opacity *= Double(p) }
        defer { context.opacity = savedOpacity }
        switch style {
        case .sheet:
            let r = PresentationMetrics.sheetCornerRadius
            // Rounded at the top only: the shape reaches past the window's bottom.
            context.fill(CGRect(x: f.minX, y: f.minY, width: f.width, height: f.height + r),
                         Color.systemBackground.resolved(in: graph.colorScheme), cornerRadius: r)
            let clip = context.pushClip(CGRect(x: f.minX, y: f.minY, width: f.width, height: f.height + r), cornerRadius: r)
            drawChild(host, &context)
            context.popClip(clip)
            if showsGrabber {
                let g = PresentationMetrics.grabberSize
                context.fill(CGRect(x: f.midX - g.width / 2, y: f.minY + PresentationMetrics.grabberTop, width: g.width, height: g.height),
                             PresentationMetrics.grabberColor, cornerRadius: g.height / 2)
            }
        case .fullScreenCover:
            context.fill(f, Color.systemBackground.resolved(in: graph.colorScheme))
            drawChild(host, &context)
        case .centered, .bottom, .anchored:
            drawChild(host, &context)
        case .popover:
            let background = graph.colorScheme == .dark ? Color.secondarySystemBackground : Color.systemBackground
            let fill = background.resolved(in: graph.colorScheme)
            let arrow = popoverFrame.arrow.map {
                CGPoint(x: $0.x - o.x + context.translation.x, y: $0.y - o.y + context.translation.y)
            }
            // The shadow as a ring just outside the bubble and its arrow, then the bubble.
            let ring = PopoverMetrics.shadowWidth
            context.fill(f.insetBy(dx: -ring, dy: -ring), PopoverMetrics.shadow, cornerRadius: PopoverMetrics.cornerRadius + ring)
            // The ring around the arrow: its base points `ring` further out, its tip `ring` further from the bubble.
            var outer = arrow
            if arrow.count == 3 {
                let away: CGFloat = arrow[0].y > arrow[1].y ? -1 : 1
                outer = [CGPoint(x: arrow[0].x - ring, y: arrow[0].y), CGPoint(x: arrow[1].x, y: arrow[1].y + away * ring),
                         CGPoint(x: arrow[2].x + ring, y: arrow[2].y)]
            }
            for (points, color) in [(outer, PopoverMetrics.shadow), (arrow, fill)] {
                let c = color.opacity(context.opacity)
                let drawing = PathDrawing(subpaths: [points], closed: [true], stroke: nil, color: c)
                if c.opacity > 0, drawing.bounds.meets(context.clip) { context.list.append(.path(drawing)) }
            }
            context.fill(f, fill, cornerRadius: PopoverMetrics.cornerRadius)
            drawChild(host, &context)
        }
    }

    /// A popover bubble's frame (its content's ideal size, at most the
    /// window's width less `PopoverMetrics.margin` each side) and its
    /// arrow's three points, in window points: below the presenting view
    /// with the arrow's tip on its bottom edge, centred on it but kept
    /// `margin` inside the window; above it, the arrow pointing down, when
    /// there is no room below.
    package var popoverFrame: (content: CGRect, arrow: [CGPoint]) {
        guard let graph, let host else { return (.zero, []) }
        let window = graph.size, insets = graph.safeAreaInsets
        let m = PopoverMetrics.margin, a = PopoverMetrics.arrowSize
        let size = host.fittingSize(maxWidth: window.width - 2 * m)
        let anchor = contentRoot.map { layoutItems(of: $0).first?.globalFrame ?? $0.globalFrame } ?? globalFrame
        let x = min(max(m, anchor.midX - size.width / 2), window.width - m - size.width)
        var y = anchor.maxY + a.height
        var below = true
        if y + size.height > window.height - insets.bottom - m, anchor.minY - a.height - size.height >= insets.top + m {
            y = anchor.minY - a.height - size.height
            below = false
        }
        let frame = CGRect(x: x, y: y, width: size.width, height: size.height)
        // The tip at the anchor's centre, the base kept clear of the rounded corners.
        let inset = PopoverMetrics.cornerRadius + a.width / 2
        let tipX = frame.width >= 2 * inset ? min(max(anchor.midX, frame.minX + inset), frame.maxX - inset) : frame.midX
        let arrow = below
            ? [CGPoint(x: tipX - a.width / 2, y: frame.minY), CGPoint(x: tipX, y: frame.minY - a.height),
               CGPoint(x: tipX + a.width / 2, y: frame.minY)]
            : [CGPoint(x: tipX - a.width / 2, y: frame.maxY), CGPoint(x: tipX, y: frame.maxY + a.height),
               CGPoint(x: tipX + a.width / 2, y: frame.maxY)]
        return (frame, arrow)
    }

    /// Whether the sheet draws its grabber: as asked, else with several detents.
    package var showsGrabber: Bool {
        let asked = (host?.contentRoot?.preferenceValue(dragIndicatorKey) as? Visibility?).flatMap { $0 } ?? .automatic
        return style == .sheet && (asked == .visible || (asked == .automatic && detents.count > 1))
    }

    /// True when the content asks a drag in its scroll views to resize the sheet first.
    private var contentResizesFirst: Bool {
        ((host?.contentRoot?.preferenceValue(contentInteractionKey) as? PresentationContentInteraction?).flatMap { $0 } ?? .automatic).resizesFirst
    }

    /// Whether a drag or a tap outside may dismiss it.
    var dismissesInteractively: Bool {
        style == .sheet && !dismissalDisabled
    }

    /// Whether a tap on the dimming dismisses it (a sheet, a confirmation dialog; not an alert).
    var dismissesOnTapOutside: Bool {
        (style == .sheet || style == .bottom || style == .anchored || style == .popover) && !dismissalDisabled
    }

    private var dismissalDisabled: Bool {
        (host?.contentRoot?.preferenceValue(interactiveDismissDisabledKey) as? Bool?).flatMap { $0 } ?? false
    }

    /// The node at a window point when the presented view takes it: its
    /// content, or the host itself (the dimming and the sheet's background
    /// take touches so nothing under them gets one). Nil when it is gone.
    func hitTestPresentation(_ point: CGPoint) -> Node? {
        guard let host, isPresenting else { return nil }
        let o = windowOrigin
        let local = CGPoint(x: point.x - o.x - host.localFrame.minX, y: point.y - o.y - host.localFrame.minY)
        return host.hitTest(local) ?? host
    }

    // MARK: Dragging the sheet

    /// The touch on the sheet, from its pointer down.
    private var touch: (start: CGPoint, offset: CGFloat, onDimming: Bool, inScroll: Bool, dragging: Bool)?

    func touchDown(at point: CGPoint, target: Node?) {
        var inScroll = false
        var n = target
        while let node = n, node !== host {
            if node is ScrollContainerNode { inScroll = true }
            n = node.parent
        }
        if inScroll, contentResizesFirst, let graph, let largest = detents.last,
           restFrame.height < largest.sheetHeight(window: graph.size, insets: graph.safeAreaInsets) - 0.5 {
            inScroll = false  // `.resizes`: the sheet takes the drag until it is at its largest
        }
        dragReturn = nil
        touch = (point, dragOffset, !currentFrame.contains(point), inScroll, false)
    }

    func touchMoved(to point: CGPoint) -> PointerMoveResponse {
        guard var t = touch, style == .sheet, dismissesInteractively || detents.count > 1, !t.inScroll, !t.onDimming,
              let graph else { return .track }
        let dy = point.y - t.start.y, dx = point.x - t.start.x
        if !t.dragging {
            guard abs(dy) >= PresentationMetrics.dragSlop, abs(dy) > abs(dx) else { return .track }
            t.dragging = true
            touch = t
        }
        // Up to the largest detent's top, no further.
        let largest = detents.last!.sheetHeight(window: graph.size, insets: graph.safeAreaInsets)
        dragOffset = max(restFrame.height - largest, t.offset + dy)
        invalidatePlacement()
        graph.setNeedsLayout()
        graph.requestFrames()
        return .claim
    }

    /// Ends the touch; returns true when it was this presentation's (a drag, or a tap that dismissed it).
    @discardableResult
    func touchUp(at point: CGPoint) -> Bool {
        guard let t = touch, let graph else { return false }
        touch = nil
        if !t.dragging {
            guard t.onDimming && dismissesOnTapOutside && !currentFrame.contains(point) else { return false }
            requestDismiss()
            return true
        }
        // Rest at the nearest detent, or leave when nearer the window's bottom than the smallest one.
        let top = currentFrame.minY
        let window = graph.size, insets = graph.safeAreaInsets
        var best: (detent: PresentationDetent?, distance: CGFloat) = (nil, .infinity)
        for d in detents {
            let distance = abs(top - (window.height - d.sheetHeight(window: window, insets: insets)))
            if distance < best.distance { best = (d, distance) }
        }
        if dismissesInteractively, abs(top - window.height) < best.distance {
            // Leave from where it is: the drag becomes part of the slide.
            let travel = window.height - restFrame.minY
            progress = travel > 0 ? max(0, 1 - Double(dragOffset / travel)) : 0
            dragOffset = 0
            requestDismiss()
            return true
        }
        let newDetent = best.detent ?? detent
        let before = top
        detent = newDetent
        if let selection, selection.wrappedValue != newDetent { selection.wrappedValue = newDetent }
        dragOffset = before - restFrame.minY
        dragReturn = (dragOffset, graph.currentTime)
        graph.requestFrames()
        return true
    }

    func touchCancelled() {
        guard let t = touch, t.dragging, let graph else { touch = nil; return }
        touch = nil
        dragReturn = (dragOffset, graph.currentTime)
        graph.requestFrames()
    }

    package override var kindName: String { "presentation" }
}

/// The host of a presented view: its size is the presentation's frame; it
/// lays its content out inside the window's safe area where it overlaps
/// it (a sheet's bottom, a cover's top and bottom), centred, and stops
/// touches from reaching the views under it.
package final class PresentedHost: SingleChildNode, SafeAreaInsetting, PointerTarget {
    /// Spacing in a stack: a presented page's edges are its own (`ViewSpacing()`).
    package override func spacing() -> ViewSpacing { ViewSpacing() }
    package override var requiresSpacingProjection: Bool { false }

    unowned let presentation: PresentationNode

    init(presentation: PresentationNode) {
        self.presentation = presentation
        super.init()
    }

    /// The window's safe area inside this host's frame.
    private var insets: EdgeInsets {
        guard let graph = presentation.graph else { return .zero }
        let f = presentation.restFrame
        let w = graph.safeAreaInsets, size = graph.size
        switch presentation.style {
        case .sheet, .fullScreenCover:
            return EdgeInsets(top: max(0, w.top - f.minY), leading: 0, bottom: max(0, f.maxY - (size.height - w.bottom)), trailing: 0)
        case .centered, .bottom, .anchored, .popover:
            return .zero
        }
    }

    /// The size the content takes when it sizes itself (alerts, dialogs).
    func contentSize(in window: CGSize) -> CGSize {
        childSize(ProposedViewSize(width: window.width, height: nil))
    }

    /// The content's ideal size, at most `maxWidth` wide (a popover's bubble).
    func fittingSize(maxWidth: CGFloat) -> CGSize {
        let ideal = childSize(.unspecified)
        guard ideal.width > maxWidth else { return ideal }
        return CGSize(width: maxWidth, height: childSize(ProposedViewSize(width: maxWidth, height: nil)).height)
    }

    package override func measure(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: childSize(proposal))
    }

    /// The content centred in the safe part of the frame, as a hosting
    /// controller's root view is.
    package override func placeChildren(_ proposal: ProposedViewSize) {
        let i = insets
        let inner = ProposedViewSize(width: bounds.width, height: max(0, bounds.height - i.top - i.bottom))
        let c = childSize(inner)
        placeChild(at: CGPoint(x: (bounds.width - c.width) / 2, y: i.top + ((inner.height ?? 0) - c.height) / 2), proposal: inner)
    }

    package func safeAreaInsets(forChild child: Node) -> EdgeInsets? { insets }

    package override func ownContentContains(_ point: CGPoint) -> Bool { true }

    package func pointerDown(at point: CGPoint, time: Double) -> Bool {
        presentation.touchDown(at: point, target: presentation.graph?.hitTest(point))
        return false
    }
    package func pointerMoved(to point: CGPoint, time: Double) -> PointerMoveResponse { presentation.touchMoved(to: point) }
    @discardableResult
    package func pointerUp(at point: CGPoint, time: Double) -> Bool { presentation.touchUp(at: point) }
    package func pointerCancelled(time: Double) { presentation.touchCancelled() }

    package override var kindName: String { "Presented" }
    /// A presented view's preferences stay in it (its own navigation bar
    /// reads its titles and toolbar items; the presenter's does not).
    package override class var isPreferenceBoundary: Bool { true }
}

extension ViewGraph {
    /// Puts `node`'s presented view over the others (the newest on top).
    func addPresentation(_ node: PresentationNode) {
        presentations.removeAll { $0.node == nil || $0.node === node }
        presentations.append(WeakPresentation(node: node))
    }

    func removePresentation(_ node: PresentationNode) {
        presentations.removeAll { $0.node == nil || $0.node === node }
    }

    /// The presentations in the tree, bottom to top.
    package var livePresentations: [PresentationNode] {
        presentations.compactMap { $0.node }.filter { $0.isAttached(to: root) && $0.host != nil }
    }
}

@MainActor
struct WeakPresentation {
    weak var node: PresentationNode?
}
