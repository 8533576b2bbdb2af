/// The node of `LazyVStack` and `LazyHStack`: one implementation along
/// either axis ("length" is along it, "thickness" across it).
///
/// It takes the whole proposed thickness (the widest subview's when none is
/// proposed) and is as long as its subviews plus spacing. Subviews that were
/// never measured count with an estimated length, the mean of the measured
/// ones, so a million rows cost a few rows of work per frame. Inside a
/// scroll view that scrolls along its axis, it builds and places only the
/// subviews within one viewport (at least 100 pt) before and after the
/// visible part, and places them again when the offset leaves that span;
/// subviews far from it are released with their state.
///
/// Pinned section headers and footers (`PinnedScrollableViews`) are placed
/// where they belong and moved to their pinned position when drawn, hit
/// tested, inspected or asked for their global frame, from the scroll
/// offset of that moment: a frame whose only change is the offset moves
/// them without laying anything out. They draw above the rows.
package final class LazyStackNode: Node, Ticking {
    private(set) weak var graph: ViewGraph?
    /// The context of the last update (nil once the graph is gone).
    @HeldContext private var context: BuildContext? = nil
    /// The axis the subviews follow one another along.
    package let axis: Axis
    /// Where a subview thinner than the stack goes across it (0 leading/top, 1 trailing/bottom).
    private var crossFraction: CGFloat = 0.5
    private var spacing: CGFloat = defaultSpacing
    private var pinnedViews: PinnedScrollableViews = []
    private var content = LazyStackContent()
    private var count: Int { content.count }

    /// Measured lengths (NaN: not measured yet) for the thickness `lengthsThickness`.
    private var lengths: [CGFloat] = []
    private var lengthsThickness: CGFloat?? = .none
    private var known = PrefixSums(count: 0)
    private var knownCount = PrefixSums(count: 0)
    private var knownTotal = 0.0
    private var knownSubviews = 0
    private var thickest: CGFloat = 0

    /// Built subviews by index, and the keys they were built for.
    private var built: [Int: LazySubviewHost] = [:]
    private var builtKeys: [Int: LazySubviewKey] = [:]
    /// Built subviews whose index changed in the last update, by key, until
    /// the next placement takes them up again.
    private var orphans: [LazySubviewKey: LazySubviewHost] = [:]
    /// The span (in this node's space, along the axis) the last placement covered.
    private var coveredSpan: ClosedRange<CGFloat>?
    /// The pinned headers and footers of the sections the placed span meets.
    private var pinned: [PinnedSubview] = []
    private var pinnedNodes = Set<ObjectIdentifier>()
    /// Dresses the subviews as a list's rows, headers and footers (nil for
    /// a plain lazy stack).
    private var listDecoration: ListDecoration?
    /// The first and last placed rows that met the visible part at the last
    /// tick, and how many did (watched only while the graph has lifecycle
    /// nodes: a change asks it to check them).
    private var visibleRows: VisibleRows = (nil, nil, 0)
    /// The change of content the next placement animates (set by an
    /// update made in an animated transaction, cleared by the placement).
    private var animatedChange: AnimatedContentChange?
    /// The list row whose swipe actions are open (at most one in a list),
    /// and the scroll offset when it opened: a scroll closes it.
    weak var openSwipeRow: ListRowNode?
    var openSwipeScrollOffset: CGFloat = 0
    /// The row being moved by its reorder control, with the rows it passes.
    var reorder: ListReorder?
    /// The views of the app's own the content was read through (their
    /// bodies are subviews), by place, and the places the last read reached.
    private var bodyHosts: [[AnyHashable]: CompositeNodeBase] = [:]
    private var reachedHosts: Set<[AnyHashable]> = []
    /// Reads the content again, in a transaction: what a change of a body
    /// host's state does.
    var reread: (@MainActor (Transaction) -> Void)?

    init(axis: Axis, graph: ViewGraph) {
        self.axis = axis
        self.graph = graph
        super.init()
        graph.register(ticker: self)
    }

    package override var kindName: String { axis == .vertical ? "LazyVStack" : "LazyHStack" }

    isolated deinit {
        for host in bodyHosts.values { host.parent = nil }
    }

    func configure(_ content: LazyStackContent, crossFraction: CGFloat, spacing: CGFloat,
                   pinnedViews: PinnedScrollableViews, listDecoration: ListDecoration? = nil, context: BuildContext) {
        var context = context
        context.environment = context.environment.withStackAxis(axis)
        // A change of content in an animated transaction animates (not the first build).
        let animation = self.context != nil && parent != nil ? context.transaction.animation : nil
        let previous = self.content
        finishReorderIfMoved()
        self.context = context
        let countChanged = content.count != count
        var changed = countChanged || crossFraction != self.crossFraction || spacing != self.spacing
            || pinnedViews != self.pinnedViews || content.sections != self.content.sections
            || listDecoration != self.listDecoration
        self.listDecoration = listDecoration
        self.crossFraction = crossFraction
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content
        if countChanged { resetLengths() }
        // Built subviews follow their keys: one still at its index is updated
        // there; one that moved waits for the next placement to be taken up.
        var left: [(index: Int, key: LazySubviewKey)] = []
        for (index, host) in built.sorted(by: { $0.key < $1.key }) {
            guard let key = builtKeys[index] else { continue }
            if index < count && content.key(at: index) == key {
                update(index, host, context)
                continue
            }
            built[index] = nil
            builtKeys[index] = nil
            orphans[key] = host
            left.append((index, key))
            forgetLength(index)
            changed = true
        }
        if let animation, let graph, countChanged || !left.isEmpty {
            let change = AnimatedContentChange(animation: animation, completion: context.transaction.completion,
                                               previous: previous, reach: abs(count - previous.count) + AnimatedContentChange.slack,
                                               pass: graph.passCounter)
            animatedChange = change
            // A subview whose key is gone fades out where it was.
            for (index, key) in left where !change.has(key, in: content, near: index) {
                guard let host = orphans.removeValue(forKey: key) else { continue }
                keepRemoved(host, host.insertedTransition, animation: animation, completion: change.completion,
                            time: graph.currentTime, graph: graph)
            }
        }
        if changed { invalidateLayout() }
    }

    // MARK: Measured lengths

    private func resetLengths() {
        lengths = [CGFloat](repeating: .nan, count: count)
        known = PrefixSums(count: count)
        knownCount = PrefixSums(count: count)
        knownTotal = 0
        knownSubviews = 0
        thickest = 0
        coveredSpan = nil
    }

    private func forgetLength(_ index: Int) {
        guard index < lengths.count, !lengths[index].isNaN else { return }
        known.add(-Double(lengths[index]), at: index)
        knownCount.add(-1, at: index)
        knownTotal -= Double(lengths[index])
        knownSubviews -= 1
        lengths[index] = .nan
    }

    private func record(_ size: CGSize, at index: Int) {
        thickest = max(thickest, size[axis.other])
        let length = size[axis]
        let l = length.isFinite ? max(0, length) : 0
        if !lengths[index].isNaN {
            if lengths[index] == l { return }
            forgetLength(index)
        }
        lengths[index] = l
        known.add(Double(l), at: index)
        knownCount.add(1, at: index)
        knownTotal += Double(l)
        knownSubviews += 1
    }

    /// Lengths are per thickness: a new thickness forgets them.
    private func useThickness(_ thickness: CGFloat?) {
        if lengthsThickness == .some(thickness) { return }
        lengthsThickness = .some(thickness)
        resetLengths()
    }

    /// The estimated length of a subview never measured: the mean of the measured ones.
    private func estimate(_ thickness: CGFloat?) -> CGFloat {
        if knownSubviews == 0, count > 0 {
            measureSubview(0, subviewProposal(thickness))
        }
        return knownSubviews == 0 ? 0 : CGFloat(knownTotal / Double(knownSubviews))
    }

    /// The leading edge of subview `index` along the axis, relative to the stack's.
    private func start(of index: Int, estimate e: CGFloat) -> CGFloat {
        let measured = known.sum(index)
        let unknown = Double(index) - knownCount.sum(index)
        return CGFloat(measured + unknown * Double(e)) + CGFloat(index) * spacing
    }

    private func totalLength(_ e: CGFloat) -> CGFloat {
        guard count > 0 else { return 0 }
        return CGFloat(knownTotal + Double(count - knownSubviews) * Double(e)) + CGFloat(count - 1) * spacing
    }

    /// The first subview whose far edge is at or after `position`.
    private func firstSubview(endingAfter position: CGFloat, estimate e: CGFloat) -> Int {
        var lo = 0, hi = count
        while lo < hi {
            let mid = (lo + hi) / 2
            if start(of: mid + 1, estimate: e) - spacing < position { lo = mid + 1 } else { hi = mid }
        }
        return min(lo, max(0, count - 1))
    }

    package override func layoutDidInvalidate(from item: Node?) {
        coveredSpan = nil
    }

    // MARK: Subviews

    private func subviewProposal(_ thickness: CGFloat?) -> ProposedViewSize {
        var p = ProposedViewSize(width: nil, height: nil)
        p[axis.other] = thickness
        return p
    }

    /// The built subview at `index`, built now if needed.
    private func subview(_ index: Int) -> LazySubviewHost? {
        if let host = built[index] { return host }
        guard let context else { return nil }
        let key = content.key(at: index)
        let orphan = orphans.removeValue(forKey: key)
        let host = orphan ?? listDecoration?.makeHost() ?? LazySubviewHost()
        update(index, host, context)
        host.parent = self
        built[index] = host
        builtKeys[index] = key
        if reorder != nil { applyReorder(to: host, at: index) }
        // A subview whose key is new in an animated change fades in where it goes.
        if orphan == nil, let change = animatedChange, let graph, change.pass == graph.passCounter,
           !change.has(key, in: change.previous, near: index) {
            host.beginInsertion(host.insertedTransition, animation: change.animation, completion: change.completion,
                                time: graph.currentTime, graph: graph)
        }
        return host
    }

    /// Builds or updates subview `index` in `host`, dressed as a list row
    /// when this stack is a list's.
    private func update(_ index: Int, _ host: LazySubviewHost, _ context: BuildContext) {
        guard let decoration = listDecoration else {
            content.update(index, in: host, context)
            return
        }
        content.update(index, in: host, decoration.context(for: content.role(at: index), traits: content.traits(at: index), context))
        decoration.decorate(host, at: index, in: content)
    }

    /// Builds and measures subview `index`; returns it with its size.
    @discardableResult
    private func measureSubview(_ index: Int, _ p: ProposedViewSize) -> (LazySubviewHost, CGSize)? {
        guard let host = subview(index) else { return nil }
        let size = host.sizeThatFits(p)
        record(size, at: index)
        return (host, size)
    }

    private func place(_ host: Node, at position: CGFloat, size: CGSize, proposal: ProposedViewSize) {
        var origin = CGPoint.zero
        origin[axis] = position
        origin[axis.other] = alignmentShare(localFrame.size[axis.other] - size[axis.other], crossFraction)
        host.place(at: origin, proposal: proposal)
    }

    // MARK: Layout

    private func thickness(of proposal: ProposedViewSize) -> CGFloat? {
        proposal[axis.other].flatMap { $0.isFinite ? max(0, $0) : nil }
    }

    package override func measure(_ proposal: ProposedViewSize) -> CGSize {
        let t = thickness(of: proposal)
        useThickness(t)
        let e = estimate(t)
        return CGSize(axis: axis, main: totalLength(e), cross: t ?? thickest)
    }

    private func enclosingScrollView() -> (scroll: ScrollContainerNode?, origin: CGFloat) {
        enclosingScrollView(along: axis)
    }

    private func visibleSpan() -> ClosedRange<CGFloat> {
        visibleSpan(along: axis, windowLength: graph?.size[axis] ?? 0)
    }

    private func pinningRegion() -> ClosedRange<CGFloat>? { pinningRegion(along: axis) }

    /// The subviews it builds depend on where it is in the scroll view.
    package override class var readsPosition: Bool { true }

    package override func placeChildren(_ proposal: ProposedViewSize) {
        pinned = []
        pinnedNodes = []
        guard count > 0 else {
            orphans.removeAll()
            setPlaced([])
            return
        }
        let t = thickness(of: proposal)
        useThickness(t)
        let e = estimate(t)
        let p = subviewProposal(t)
        let visible = visibleSpan()
        let margin = max(visible.upperBound - visible.lowerBound, 100)
        let from = visible.lowerBound - margin
        let to = visible.upperBound + margin
        var first = firstSubview(endingAfter: from, estimate: e)
        // The pinned header of the section the span starts in, when it is
        // before the span, is measured first: its length moves what follows.
        var leadingHeader = pinnedHeader(before: first)
        if let h = leadingHeader, lengths[h].isNaN {
            measureSubview(h, p)
            first = firstSubview(endingAfter: from, estimate: e)
            leadingHeader = pinnedHeader(before: first)
            if let h = leadingHeader { measureSubview(h, p) }
        }
        var placed: [Node] = []
        if let h = leadingHeader, let (host, size) = measureSubview(h, p) {
            place(host, at: start(of: h, estimate: e), size: size, proposal: p)
            placed.append(host)
        }
        var index = first
        var position = start(of: first, estimate: e)
        while index < count && (position <= to || index == first) {
            guard let (host, size) = measureSubview(index, p) else { break }
            place(host, at: position, size: size, proposal: p)
            placed.append(host)
            position += size[axis] + spacing
            index += 1
        }
        let end = index
        coveredSpan = start(of: first, estimate: e)...position
        // The pinned footer of the section the span ends in, when it is after the span.
        var trailingFooter: Int?
        if pinnedViews.contains(.sectionFooters), end < count {
            let s = content.firstSection(endingAfter: end - 1)
            if s < content.sections.count, content.sections[s].start < end, let f = content.sections[s].footer, f >= end,
               let (host, size) = measureSubview(f, p) {
                place(host, at: start(of: f, estimate: e), size: size, proposal: p)
                placed.append(host)
                trailingFooter = f
            }
        }
        collectPinned(from: first, to: end, estimate: e)
        // Subviews far from the span are released.
        for key in built.keys where (key < first - 8 || key >= end + 8) && key != leadingHeader && key != trailingFooter {
            built[key] = nil
            builtKeys[key] = nil
        }
        orphans.removeAll()
        animatedChange = nil
        setPlaced(placed)
        // Measured subviews may change the total: the parent learns it on the next layout.
        if abs(totalLength(estimate(t)) - localFrame.size[axis]) > 0.5 {
            invalidateLayout()
            graph?.setNeedsLayout()
        }
    }

    /// The pinned header of the section holding subview `first`, when it comes before it.
    private func pinnedHeader(before first: Int) -> Int? {
        guard pinnedViews.contains(.sectionHeaders) else { return nil }
        let s = content.firstSection(endingAfter: first)
        guard s < content.sections.count, content.sections[s].start <= first,
              let h = content.sections[s].header, h < first else { return nil }
        return h
    }

    /// Records the pinned headers and footers of the sections that meet subviews `first ..< end`.
    private func collectPinned(from first: Int, to end: Int, estimate e: CGFloat) {
        guard !pinnedViews.isEmpty else { return }
        var s = content.firstSection(endingAfter: first)
        let total = totalLength(e)
        while s < content.sections.count, content.sections[s].start < end {
            let section = content.sections[s]
            let sectionStart = start(of: section.start, estimate: e)
            let sectionEnd = section.end < count ? start(of: section.end, estimate: e) : total
            if pinnedViews.contains(.sectionHeaders), let h = section.header, let node = built[h] {
                pinned.append(PinnedSubview(node: node, isHeader: true, sectionStart: sectionStart, sectionEnd: sectionEnd))
            }
            if pinnedViews.contains(.sectionFooters), let f = section.footer, let node = built[f] {
                pinned.append(PinnedSubview(node: node, isHeader: false, sectionStart: sectionStart, sectionEnd: sectionEnd))
            }
            s += 1
        }
        pinnedNodes = Set(pinned.map { ObjectIdentifier($0.node) })
    }

    /// Makes the placed subviews the children, in index order (painting
    /// order; pinned ones are drawn again above, see `draw`).
    private func setPlaced(_ placed: [Node]) {
        children = NodeList(placed)
        for r in placed { r.parent = self }
        invalidateVisualBounds()
    }

    /// Asks for a new placement when the visible span moved past the subviews built.
    /// Also asks the graph to check its lifecycle nodes when the rows that
    /// meet the visible part changed (a scroll shows or hides one).
    package func tick(_ time: Double) -> Bool {
        if let row = openSwipeRow, enclosingScrollView().scroll?.offset[axis] != openSwipeScrollOffset {
            row.setSwipeOffset(0, animated: true)
        }
        openSwipeRow?.closeIfNotRemoved(at: time)
        let reordering = tickReorder(time)
        guard count > 0, coveredSpan != nil else { return reordering }
        followVisibleSpan(visibleSpan(), axis: axis, covered: &coveredSpan, visibleRows: &visibleRows, graph: graph)
        return reordering
    }

    /// The top and length of subview `index` along the axis: its frame when
    /// built, else where the estimate puts it.
    func subviewSpan(_ index: Int) -> (top: CGFloat, length: CGFloat) {
        if let host = built[index] { return (host.localFrame.origin[axis], host.localFrame.size[axis]) }
        let e = estimate(lengthsThickness ?? nil)
        let length = index < lengths.count && !lengths[index].isNaN ? lengths[index] : e
        return (start(of: index, estimate: e), length)
    }

    /// The built subviews by index.
    var builtSubviews: [Int: LazySubviewHost] { built }

    /// The index of a built subview (nil for another node).
    func builtIndex(of node: Node) -> Int? {
        for (index, host) in built where host === node { return index }
        return nil
    }

    /// Where a row of this stack stands for lifecycle actions.
    package enum RowState {
        /// Placed, and meets the visible part.
        case visible
        /// Built (placed or not) but outside the visible part.
        case hidden
        /// Not held by the stack any more.
        case released
    }

    /// The state of `row`, a node whose parent is this stack.
    package func rowState(_ row: Node) -> RowState {
        if children.identityIndex(of: row) != nil {
            return Node.meets(row, visibleSpan(), axis) ? .visible : .hidden
        }
        if built.values.contains(where: { $0 === row }) || orphans.values.contains(where: { $0 === row }) {
            return .hidden
        }
        return .released
    }

    /// The `ForEach` id of a built subview (nil for another node).
    package func builtID(of node: Node) -> AnyHashable? {
        for (index, host) in built where host === node { return builtKeys[index]?.id }
        return nil
    }

    /// The built subview whose `ForEach` id is `id` (subviews not built are
    /// found by `unbuiltSubview(withID:)`).
    package override func child(withID id: AnyHashable) -> Node? {
        for (index, key) in builtKeys where key.id == id { return built[index] }
        // A container's `.id(_:)`: its first subview (a section's header).
        guard let first = content.firstIndex(withExplicitID: id) else { return nil }
        return built[first]
    }

    /// A subview not built whose `ForEach` id is `id`: its span along the
    /// axis where the estimate puts it (`subviewSpan`), the stack's
    /// thickness across it.
    package override func unbuiltSubview(withID id: AnyHashable) -> (container: Node, frame: CGRect)? {
        let explicit = content.firstIndex(withExplicitID: id)
        for index in 0..<count where built[index] == nil && (content.key(at: index).id == id || index == explicit) {
            let span = subviewSpan(index)
            var f = frame
            if axis == .vertical {
                f.origin.y += span.top
                f.size.height = span.length
            } else {
                f.origin.x += span.top
                f.size.width = span.length
            }
            return (self, f)
        }
        return super.unbuiltSubview(withID: id)
    }

    // MARK: Pinned views

    package override func displacement(ofChild child: Node) -> CGPoint {
        var d = pinnedDisplacement(ofChild: child, pinned, pinnedNodes, axis: axis)
        if reorder != nil { d.y += reorderDisplacement(ofChild: child) }
        return d
    }

    package override func draw(_ context: inout DrawContext) {
        guard let reorder else {
            drawWithPinned(pinned, pinnedNodes, axis: axis, &context)
            return
        }
        // While rows are moved each is drawn where the move puts it, the lifted one above the others.
        if hasAnimationState { drawRemovedChildren(&context) }
        for child in children where child !== reorder.row && !pinnedNodes.contains(ObjectIdentifier(child)) {
            drawChild(child, &context, displacedBy: CGPoint(x: 0, y: reorderDisplacement(ofChild: child)))
        }
        if children.identityIndex(of: reorder.row) != nil {
            drawChild(reorder.row, &context, displacedBy: CGPoint(x: 0, y: reorderDisplacement(ofChild: reorder.row)))
        }
        drawPinned(pinned, axis: axis, &context)
    }

    package override func hitTest(_ point: CGPoint) -> Node? {
        pinned.isEmpty ? super.hitTest(point) : hitTestWithPinned(pinned, pinnedNodes, axis: axis, point)
    }
}

/// A lazy stack's change of content made in an animated transaction: the
/// subviews that stay slide to their new places (their frames animate as
/// any placement in the pass does), those whose keys are new fade in
/// (their `transition`, `.opacity` by default) and those whose keys are
/// gone fade out where they were, with the transaction's animation.
@MainActor
struct AnimatedContentChange {
    let animation: Animation
    let completion: AnimationCompletion?
    /// The content before the change.
    let previous: LazyStackContent
    /// How far from its index a key is looked for in the other content:
    /// the change in count plus `slack`. A key moved further counts as
    /// removed and inserted.
    let reach: Int
    static let slack = 64
    /// The update pass of the change: only that pass's placement animates it.
    let pass: Int

    /// True when `content` has `key` within `reach` places of `index`.
    func has(_ key: LazySubviewKey, in content: LazyStackContent, near index: Int) -> Bool {
        let lo = max(0, index - reach), hi = min(content.count, index + reach + 1)
        guard lo < hi else { return false }
        return (lo..<hi).contains { content.key(at: $0) == key }
    }
}

extension LazyStackNode: LazyBodyHosting {
    package func bodyHost<V: View>(for type: V.Type, at place: [AnyHashable]) -> LazyBodyHost<V> {
        reachedHosts.insert(place)
        if let host = bodyHosts[place], host.viewType == ObjectIdentifier(V.self) {
            return unsafeDowncast(host, to: LazyBodyHost<V>.self)
        }
        bodyHosts[place]?.parent = nil
        let host = LazyBodyHost<V>()
        host.parent = self
        bodyHosts[place] = host
        return host
    }

    /// Reads `content` with this stack's body hosts, then drops the hosts
    /// the read did not reach.
    fileprivate func read<C: View>(_ content: C, listEnvironment: EnvironmentValues?, outline: ListOutline?,
                                   context: BuildContext) -> LazyStackContent {
        reachedHosts.removeAll(keepingCapacity: true)
        let read = LazyStackContent(content, listEnvironment: listEnvironment, outline: outline, bodyHosts: self, bodyContext: context)
        if reachedHosts.count != bodyHosts.count {
            for (place, host) in bodyHosts where !reachedHosts.contains(place) {
                host.parent = nil
                bodyHosts[place] = nil
            }
        }
        return read
    }
}

extension LazyStackNode {
    /// A lazy stack's node for `content`, made or updated in place (false
    /// when `node` is not a lazy stack along `axis`).
    static func reconcile<C: View>(_ node: Node?, axis: Axis, content: C, crossFraction: CGFloat, spacing: CGFloat?,
                                   pinnedViews: PinnedScrollableViews, listDecoration: ListDecoration? = nil,
                                   outline: ListOutline? = nil, context: BuildContext) -> LazyStackNode? {
        let stack: LazyStackNode
        if let node {
            guard let existing = node.ifKind(LazyStackNode.self), existing.axis == axis,
                  (existing.listDecoration == nil) == (listDecoration == nil) else { return nil }
            stack = existing
        } else {
            stack = LazyStackNode(axis: axis, graph: context.graph)
        }
        let environment = listDecoration == nil ? nil : context.environment
        stack.configure(stack.read(content, listEnvironment: environment, outline: listDecoration == nil ? nil : outline, context: context),
                        crossFraction: crossFraction, spacing: spacing ?? defaultSpacing,
                        pinnedViews: pinnedViews, listDecoration: listDecoration, context: context)
        let held = HeldContext(wrappedValue: context)
        stack.reread = { [unowned stack] transaction in
            guard var context = held.wrappedValue else { return }
            context.transaction = transaction
            _ = reconcile(stack, axis: axis, content: content, crossFraction: crossFraction, spacing: spacing,
                          pinnedViews: pinnedViews, listDecoration: listDecoration, outline: outline, context: context)
        }
        return stack
    }
}

extension Node {
    /// The nearest enclosing scroll view that scrolls along `axis`, and this
    /// node's leading edge in that scroll view's content coordinates;
    /// without one, nil and the leading edge in the window.
    func enclosingScrollView(along axis: Axis) -> (scroll: ScrollContainerNode?, origin: CGFloat) {
        let scrollAxis: Axis.Set = axis == .vertical ? .vertical : .horizontal
        var origin = localFrame.origin[axis]
        var node = parent
        while let n = node {
            if let scroll = n as? ScrollContainerNode, scroll.axes.contains(scrollAxis) { return (scroll, origin) }
            origin += n.localFrame.origin[axis]
            node = n.parent
        }
        return (nil, origin)
    }

    /// The part of this node that can be seen along `axis`, in its own
    /// space: the enclosing scroll view's viewport, or the window (whose
    /// length along the axis is `windowLength`).
    func visibleSpan(along axis: Axis, windowLength: CGFloat) -> ClosedRange<CGFloat> {
        let (scroll, origin) = enclosingScrollView(along: axis)
        guard let scroll else {
            return -origin...(max(0, windowLength) - origin)
        }
        let start = scroll.offset[axis] - origin
        return start...(start + max(0, scroll.viewport.size[axis]))
    }
}

extension Node {
    /// True when `row`'s frame overlaps `span` along `axis` (touching is not meeting).
    static func meets(_ row: Node, _ span: ClosedRange<CGFloat>, _ axis: Axis) -> Bool {
        let start = row.localFrame.origin[axis]
        let end = start + row.localFrame.size[axis]
        return start < span.upperBound && end > span.lowerBound
    }

    /// A lazy container's tick: asks the graph to check its lifecycle nodes
    /// when the children that meet `visible` changed, and for a new
    /// placement (dropping `covered`) when `visible` left the span `covered`
    /// its last placement built.
    func followVisibleSpan(_ visible: ClosedRange<CGFloat>, axis: Axis, covered: inout ClosedRange<CGFloat>?,
                           visibleRows: inout VisibleRows, graph: ViewGraph?) {
        guard let span = covered else { return }
        if let graph, graph.hasLifecycleNodes {
            let rows = childrenMeeting(visible, axis)
            if rows != visibleRows {
                visibleRows = rows
                graph.lifecycleCheckNeeded = true
            }
        }
        if visible.lowerBound < span.lowerBound || visible.upperBound > span.upperBound {
            covered = nil
            invalidatePlacement()
            graph?.setNeedsLayout()
        }
    }

    /// The first and last children that meet a span, and how many do.
    typealias VisibleRows = (first: ObjectIdentifier?, last: ObjectIdentifier?, count: Int)

    /// The first and last children that meet `span` along `axis`, and how
    /// many do: a lazy container asks for a lifecycle check when it changes.
    func childrenMeeting(_ span: ClosedRange<CGFloat>, _ axis: Axis) -> VisibleRows {
        var rows: VisibleRows = (nil, nil, 0)
        for row in children where Node.meets(row, span, axis) {
            if rows.first == nil { rows.first = ObjectIdentifier(row) }
            rows.last = ObjectIdentifier(row)
            rows.count += 1
        }
        return rows
    }
}

// Pinned section headers and footers, for the lazy stacks and grids.
extension Node {
    /// Where pinned views stick, along `axis` in this node's space: the
    /// enclosing scroll view's viewport (over the safe area, for SwiftUI's)
    /// inside its content insets (the safe area included), so a pinned header
    /// sits below the status bar; under a navigation bar that follows the
    /// scroll view, from the bar's bottom edge as it is now (a large title
    /// collapsed as the content scrolled up no longer holds headers down),
    /// never above the viewport's top. Nil without a scroll view along the axis.
    func pinningRegion(along axis: Axis) -> ClosedRange<CGFloat>? {
        let (found, origin) = enclosingScrollView(along: axis)
        guard let scroll = found else { return nil }
        let inset = scroll.contentInsets
        var before = axis == .vertical ? inset.top : inset.leading
        if axis == .vertical, let barBottom = Self.navigationBarBottom(over: scroll) {
            // A scroll view below the bar (under a category strip) pins at its own top.
            before = max(0, barBottom - scroll.globalViewport.minY)
        }
        let after = axis == .vertical ? inset.bottom : inset.trailing
        let start = scroll.offset[axis] + before - origin
        let end = scroll.offset[axis] + scroll.viewport.size[axis] - after - origin
        return start...max(start, end)
    }

    /// The bottom edge, in window coordinates, of the navigation bar that
    /// follows `scroll` (its navigation container's tracked scroll view);
    /// nil when no bar follows it.
    private static func navigationBarBottom(over scroll: ScrollContainerNode) -> CGFloat? {
        var node = scroll.parent
        while let n = node {
            if let container = n as? NavigationContainerNode {
                guard container.trackedScrollView === scroll, container.pages.last?.barHidden == false else { return nil }
                return container.globalFrame.minY + container.barGeometry.height
            }
            node = n.parent
        }
        return nil
    }

    /// How far pinned subview `p` is drawn from where it was placed.
    func pinnedDisplacement(_ p: PinnedSubview, in region: ClosedRange<CGFloat>?, axis: Axis) -> CGPoint {
        guard let region else { return .zero }
        var d = CGPoint.zero
        d[axis] = p.drawnPosition(axis: axis, in: region) - p.node.localFrame.origin[axis]
        return d
    }

    /// `displacement(ofChild:)` of a container pinning `pinned`.
    func pinnedDisplacement(ofChild child: Node, _ pinned: [PinnedSubview], _ pinnedNodes: Set<ObjectIdentifier>,
                            axis: Axis) -> CGPoint {
        guard pinnedNodes.contains(ObjectIdentifier(child)),
              let p = pinned.first(where: { $0.node === child }) else { return .zero }
        return pinnedDisplacement(p, in: pinningRegion(along: axis), axis: axis)
    }

    /// Draws the children, the pinned ones last, where they are pinned;
    /// removed subviews still fading go first, beneath the subviews that
    /// slide over their place.
    func drawWithPinned(_ pinned: [PinnedSubview], _ pinnedNodes: Set<ObjectIdentifier>, axis: Axis,
                        _ context: inout DrawContext) {
        if hasAnimationState { drawRemovedChildren(&context) }
        guard !pinned.isEmpty else {
            drawChildren(&context, removedOnTop: false)
            return
        }
        for child in children where !pinnedNodes.contains(ObjectIdentifier(child)) && context.isVisible(child.visualBounds()) {
            drawChild(child, &context)
        }
        drawPinned(pinned, axis: axis, &context)
    }

    /// Draws the pinned headers and footers where they are pinned.
    func drawPinned(_ pinned: [PinnedSubview], axis: Axis, _ context: inout DrawContext) {
        let region = pinningRegion(along: axis)
        for p in pinned {
            let d = pinnedDisplacement(p, in: region, axis: axis)
            if context.isVisible(p.node.visualBounds().offsetBy(dx: d.x, dy: d.y)) {
                drawChild(p.node, &context, displacedBy: d)
            }
        }
    }

    /// Hit tests the pinned children first, where they are pinned, then the
    /// others (for a container with pinned children).
    func hitTestWithPinned(_ pinned: [PinnedSubview], _ pinnedNodes: Set<ObjectIdentifier>, axis: Axis,
                           _ point: CGPoint) -> Node? {
        let region = pinningRegion(along: axis)
        for p in pinned.reversed() {
            let d = pinnedDisplacement(p, in: region, axis: axis)
            let inner = CGPoint(x: point.x - p.node.localFrame.minX - d.x, y: point.y - p.node.localFrame.minY - d.y)
            if let hit = p.node.hitTest(inner) { return hit }
        }
        for child in children.reversed() where !pinnedNodes.contains(ObjectIdentifier(child)) {
            let inner = CGPoint(x: point.x - child.localFrame.minX, y: point.y - child.localFrame.minY)
            if let hit = child.hitTest(inner) { return hit }
        }
        return ownContentContains(point) ? self : nil
    }
}
