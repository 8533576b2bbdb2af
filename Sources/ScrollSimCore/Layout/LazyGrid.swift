/// One column of a `LazyVGrid` (one row of a `LazyHGrid`): its size rule,
/// the spacing after it, and how its cells are aligned.
///
/// ```swift
/// let columns = [GridItem(.adaptive(minimum: 100), spacing: 2)]
/// LazyVGrid(columns: columns, spacing: 2) { ForEach(photos) { PhotoCell($0) } }
/// ```
public struct GridItem: Sendable {
    /// How the column's width (a row's height) is found.
    public enum Size: Sendable {
        /// Exactly this long.
        case fixed(CGFloat)
        /// A share of the length left after fixed columns, within the bounds.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many columns of at least `minimum` as fit in its share.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }
    public var size: Size
    /// The spacing to the next column (8 when nil).
    public var spacing: CGFloat?
    /// Where a cell smaller than its area goes in it (the grid's when nil).
    public var alignment: Alignment?
    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// One track of a lazy grid: a column of a `LazyVGrid`, a row of a `LazyHGrid`.
struct GridTrack: Equatable {
    var length: CGFloat
    /// The grid item it comes from (an adaptive item gives several tracks).
    var item: Int
    /// The spacing after it, to the next track.
    var spacing: CGFloat
}

/// The tracks of a lazy grid with `items` in `length` (one pass).
///
/// The spacings between the items are taken off first, then the fixed
/// items' lengths; the other items, in order, each take the length left
/// divided by the number of them left, clamped to their minimum and
/// maximum. An adaptive item then holds as many tracks as fit in its
/// length at its minimum with its spacing between them,
/// `max(1, ⌊(length + spacing) / (minimum + spacing)⌋)`, sharing it equally
/// (each at most its maximum). The grid runs this twice: once with the
/// proposed length, to find its own (the proposal or the tracks' sum,
/// whichever is more), and again with that length to place its cells.
func gridTracks(_ items: [GridItem], length: CGFloat) -> [GridTrack] {
    let n = items.count
    guard n > 0 else { return [] }
    var lengths = [CGFloat](repeating: 0, count: n)
    var remaining = length
    for i in 0..<(n - 1) { remaining -= items[i].spacing ?? defaultSpacing }
    var left = 0
    for (i, item) in items.enumerated() {
        if case .fixed(let l) = item.size {
            lengths[i] = max(0, l)
            remaining -= lengths[i]
        } else {
            left += 1
        }
    }
    for (i, item) in items.enumerated() {
        let share = left > 0 ? remaining / CGFloat(left) : 0
        switch item.size {
        case .fixed: continue
        case .flexible(let lo, let hi), .adaptive(let lo, let hi):
            lengths[i] = max(lo, min(hi, share))
        }
        remaining -= lengths[i]
        left -= 1
    }
    var tracks: [GridTrack] = []
    for (i, item) in items.enumerated() {
        let spacing = item.spacing ?? defaultSpacing
        if case .adaptive(let lo, let hi) = item.size {
            let count = max(1, Int(((lengths[i] + spacing) / (max(lo, 1) + spacing)).rounded(.down)))
            let each = min(hi, (lengths[i] - CGFloat(count - 1) * spacing) / CGFloat(count))
            for _ in 0..<count { tracks.append(GridTrack(length: max(0, each), item: i, spacing: spacing)) }
        } else {
            tracks.append(GridTrack(length: lengths[i], item: i, spacing: spacing))
        }
    }
    return tracks
}

/// The length `tracks` cover with the spacings between them.
func gridTracksLength(_ tracks: [GridTrack]) -> CGFloat {
    var total: CGFloat = 0
    for (i, t) in tracks.enumerated() { total += t.length + (i + 1 < tracks.count ? t.spacing : 0) }
    return total
}

/// A grid that grows down: its columns are `columns`' tracks, its cells
/// fill them row by row, and only the rows near what can be seen are built.
///
/// ```swift
/// ScrollView {
///     LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible()), GridItem(.flexible())]) {
///         ForEach(photos) { photo in Thumbnail(photo).aspectRatio(1, contentMode: .fill) }
///     }
/// }
/// ```
public struct LazyVGrid<Content: View>: View {
    public typealias Body = Never
    let columns: [GridItem]
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.columns = columns
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }
}

/// A grid that grows to the right: its rows are `rows`' tracks, its cells
/// fill them column by column; lazy as `LazyVGrid`.
///
/// ```swift
/// ScrollView(.horizontal) {
///     LazyHGrid(rows: [GridItem(.fixed(80)), GridItem(.fixed(80))]) { ForEach(items) { Tile($0) } }
/// }
/// ```
public struct LazyHGrid<Content: View>: View {
    public typealias Body = Never
    let rows: [GridItem]
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.rows = rows
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }
}

/// What `LazyVGrid` and `LazyHGrid` share: one lazy grid along `axis`,
/// built and updated by the same node (`LazyGridNode`).
@MainActor
protocol LazyGridView: PrimitiveView {
    associatedtype Content: View
    /// The axis the lines follow one another along.
    static var axis: Axis { get }
    /// The tracks' items: the columns of a vertical grid, the rows of a horizontal one.
    var items: [GridItem] { get }
    /// Where the tracks and cells go across the grid: 0 leading (top), 1 trailing (bottom).
    var crossFraction: CGFloat { get }
    var spacing: CGFloat? { get }
    var pinnedViews: PinnedScrollableViews { get }
    var content: Content { get }
}

extension LazyGridView {
    package func makeNode(_ context: BuildContext) -> Node {
        let node = LazyGridNode(axis: Self.axis, graph: context.graph)
        _ = update(node, context)
        return node
    }
    package func update(_ node: Node, _ context: BuildContext) -> Bool {
        guard let node = node.ifKind(LazyGridNode.self), node.axis == Self.axis else { return false }
        node.configure(LazyStackContent(content), items: items, crossFraction: crossFraction,
                       spacing: spacing ?? defaultSpacing, pinnedViews: pinnedViews, context: context)
        return true
    }
}

extension LazyVGrid: LazyGridView {
    static var axis: Axis { .vertical }
    var items: [GridItem] { columns }
    var crossFraction: CGFloat { alignment.fraction }
}

extension LazyHGrid: LazyGridView {
    static var axis: Axis { .horizontal }
    var items: [GridItem] { rows }
    var crossFraction: CGFloat { alignment.fraction }
}

/// The node of `LazyVGrid` and `LazyHGrid` ("lines" follow one another
/// along `axis`: rows of a vertical grid; "tracks" are across it).
///
/// Its subviews are read as a lazy stack's (`LazyStackContent`). A line
/// holds one subview per track; a section's first subview starts a new
/// line, and a section header or footer is a line of its own across the
/// whole grid. A line is as long as its longest cell (each proposed its
/// track's length and no length along the axis). Lines never measured
/// count with the mean length of the measured ones; inside a scroll view
/// along the axis only the lines within one viewport (at least 100 pt)
/// before and after the visible part are built and placed.
package final class LazyGridNode: Node, Ticking {
    private weak var graph: ViewGraph?
    @HeldContext private var context: BuildContext? = nil
    package let axis: Axis
    private var items: [GridItem] = []
    private var crossFraction: CGFloat = 0.5
    private var spacing: CGFloat = defaultSpacing
    private var pinnedViews: PinnedScrollableViews = []
    private var content = LazyStackContent()

    /// A line: subviews `start ..< end`; `full` for a header or footer.
    private struct Line: Equatable {
        var start: Int
        var end: Int
        var full: Bool
    }
    private var lines: [Line] = []
    /// The line each subview is in.
    private var lineOfSubview: [Int] = []
    /// The pinned headers and footers of the sections the placed lines meet.
    private var pinned: [PinnedSubview] = []
    private var pinnedNodes = Set<ObjectIdentifier>()
    private var linesTrackCount = -1
    /// Measured line lengths (NaN: not yet), for `lengthsKey`'s tracks.
    private var lengths: [CGFloat] = []
    private var lengthsKey: [GridTrack] = []
    private var built: [Int: LazySubviewHost] = [:]
    private var builtKeys: [Int: LazySubviewKey] = [:]
    private var coveredSpan: ClosedRange<CGFloat>?

    init(axis: Axis, graph: ViewGraph) {
        self.axis = axis
        self.graph = graph
        super.init()
        graph.register(ticker: self)
    }

    package override var kindName: String { axis == .vertical ? "LazyVGrid" : "LazyHGrid" }
    package override class var readsPosition: Bool { true }

    func configure(_ content: LazyStackContent, items: [GridItem], crossFraction: CGFloat, spacing: CGFloat,
                   pinnedViews: PinnedScrollableViews, context: BuildContext) {
        self.context = context
        var changed = content.count != self.content.count || content.sections != self.content.sections
        changed = changed || crossFraction != self.crossFraction || spacing != self.spacing
        changed = changed || !Self.sameItems(items, self.items)
        self.items = items
        self.crossFraction = crossFraction
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content
        if changed {
            linesTrackCount = -1
            lengthsKey = []
        }
        for (index, host) in built.sorted(by: { $0.key < $1.key }) {
            if index < content.count, let key = builtKeys[index], content.key(at: index) == key {
                content.update(index, in: host, context)
            } else {
                built[index] = nil
                builtKeys[index] = nil
                changed = true
            }
        }
        if changed { invalidateLayout() }
    }

    private static func sameItems(_ a: [GridItem], _ b: [GridItem]) -> Bool {
        guard a.count == b.count else { return false }
        for i in a.indices {
            guard a[i].spacing == b[i].spacing, a[i].alignment == b[i].alignment else { return false }
            switch (a[i].size, b[i].size) {
            case (.fixed(let x), .fixed(let y)): if x != y { return false }
            case (.flexible(let x0, let x1), .flexible(let y0, let y1)), (.adaptive(let x0, let x1), .adaptive(let y0, let y1)):
                if x0 != y0 || x1 != y1 { return false }
            default: return false
            }
        }
        return true
    }

    /// The lines for `trackCount` tracks, worked out again when it changes.
    private func useTracks(_ tracks: [GridTrack]) {
        if tracks.count != linesTrackCount {
            linesTrackCount = tracks.count
            lines = []
            let k = max(1, tracks.count)
            var sectionStarts = Set<Int>()
            for s in content.sections { sectionStarts.insert(s.start); sectionStarts.insert(s.end) }
            var open: Line?
            for i in 0..<content.count {
                let role = content.role(at: i)
                if role != .row || sectionStarts.contains(i), let o = open {
                    lines.append(o)
                    open = nil
                }
                if role != .row {
                    lines.append(Line(start: i, end: i + 1, full: true))
                    continue
                }
                if open == nil { open = Line(start: i, end: i, full: false) }
                open!.end = i + 1
                if open!.end - open!.start == k {
                    lines.append(open!)
                    open = nil
                }
            }
            if let o = open { lines.append(o) }
            lineOfSubview = [Int](repeating: 0, count: content.count)
            for (l, line) in lines.enumerated() {
                for i in line.start..<line.end { lineOfSubview[i] = l }
            }
        }
        if tracks != lengthsKey {
            lengthsKey = tracks
            lengths = [CGFloat](repeating: .nan, count: lines.count)
            coveredSpan = nil
        }
    }

    private func estimate() -> CGFloat {
        var total: CGFloat = 0, n = 0
        for l in lengths where !l.isNaN {
            total += l
            n += 1
        }
        return n == 0 ? 0 : total / CGFloat(n)
    }

    /// Each line's leading edge along the axis (and the total length at the end).
    private func starts(_ e: CGFloat) -> [CGFloat] {
        var result: [CGFloat] = []
        result.reserveCapacity(lines.count + 1)
        var position: CGFloat = 0
        for (i, l) in lengths.enumerated() {
            result.append(position)
            position += (l.isNaN ? e : l) + (i + 1 < lengths.count ? spacing : 0)
        }
        result.append(position)
        return result
    }

    private func host(_ index: Int) -> LazySubviewHost? {
        if let h = built[index] { return h }
        guard let context else { return nil }
        let h = LazySubviewHost()
        content.update(index, in: h, context)
        h.parent = self
        built[index] = h
        builtKeys[index] = content.key(at: index)
        return h
    }

    private func crossProposal(_ cross: CGFloat) -> ProposedViewSize {
        var p = ProposedViewSize.unspecified
        p[axis.other] = cross
        return p
    }

    /// Measures line `i` with `tracks` in a grid `thickness` across.
    @discardableResult
    private func measureLine(_ i: Int, _ tracks: [GridTrack], _ thickness: CGFloat) -> CGFloat {
        let line = lines[i]
        var length: CGFloat = 0
        for index in line.start..<line.end {
            guard let h = host(index) else { continue }
            let cross = line.full ? thickness : tracks[index - line.start].length
            length = max(length, h.sizeThatFits(crossProposal(cross))[axis])
        }
        lengths[i] = length.isFinite ? max(0, length) : 0
        return lengths[i]
    }

    private func thickness(of proposal: ProposedViewSize) -> CGFloat {
        proposal[axis.other].flatMap { $0.isFinite ? max(0, $0) : nil } ?? 0
    }

    package override func measure(_ proposal: ProposedViewSize) -> CGSize {
        // First pass: the tracks for the proposal; the grid is as thick as
        // the proposal or they, whichever is more; the second pass, with that
        // thickness, gives the tracks cells are laid in.
        let proposed = thickness(of: proposal)
        let thickness = max(proposed, gridTracksLength(gridTracks(items, length: proposed)))
        let tracks = gridTracks(items, length: thickness)
        useTracks(tracks)
        if !lines.isEmpty && estimate() == 0 && lengths.allSatisfy(\.isNaN) { measureLine(0, tracks, thickness) }
        let total = starts(estimate()).last ?? 0
        return CGSize(axis: axis, main: total, cross: thickness)
    }

    package override func placeChildren(_ proposal: ProposedViewSize) {
        let thickness = localFrame.size[axis.other]
        let tracks = gridTracks(items, length: thickness)
        useTracks(tracks)
        guard !lines.isEmpty else {
            pinned = []
            pinnedNodes = []
            built = [:]
            builtKeys = [:]
            setPlaced([])
            return
        }
        if lengths.allSatisfy(\.isNaN) { measureLine(0, tracks, thickness) }
        let visible = visibleSpan(along: axis, windowLength: graph?.size[axis] ?? 0)
        let margin = max(visible.upperBound - visible.lowerBound, 100)
        let from = visible.lowerBound - margin, to = visible.upperBound + margin
        var s = starts(estimate())
        var first = 0
        while first + 1 < lines.count && s[first + 1] - spacing < from { first += 1 }
        // The pinned header of the section the span starts in, when it is
        // before the span, is measured first: its length moves what follows.
        var leadingHeader = pinnedHeaderLine(before: first)
        if let h = leadingHeader, lengths[h].isNaN {
            measureLine(h, tracks, thickness)
            s = starts(estimate())
            first = 0
            while first + 1 < lines.count && s[first + 1] - spacing < from { first += 1 }
            leadingHeader = pinnedHeaderLine(before: first)
            if let h = leadingHeader { measureLine(h, tracks, thickness) }
            s = starts(estimate())
        }
        // The tracks' offsets across, the block aligned by the grid's alignment.
        var offsets: [CGFloat] = []
        var offset = alignmentShare(thickness - gridTracksLength(tracks), crossFraction)
        for t in tracks {
            offsets.append(offset)
            offset += t.length + t.spacing
        }
        var placed: [Node] = []
        if let h = leadingHeader, let host = built[lines[h].start] {
            let p = crossProposal(thickness)
            let size = host.sizeThatFits(p)
            var origin = CGPoint.zero
            origin[axis] = s[h]
            origin[axis.other] = alignmentShare(thickness - size[axis.other], crossFraction)
            host.place(at: origin, proposal: p)
            placed.append(host)
        }
        var i = first
        var position = s[first]
        var firstIndex = Int.max, endIndex = 0
        while i < lines.count && (position <= to || i == first) {
            let length = measureLine(i, tracks, thickness)
            let line = lines[i]
            for index in line.start..<line.end {
                guard let h = built[index] else { continue }
                let cross = line.full ? thickness : tracks[index - line.start].length
                let p = crossProposal(cross)
                let size = h.sizeThatFits(p)
                let item = line.full ? nil : items[tracks[index - line.start].item]
                let alignment = item?.alignment ?? (axis == .vertical
                    ? Alignment(horizontal: HorizontalAlignment(fraction: crossFraction), vertical: .center)
                    : Alignment(horizontal: .center, vertical: VerticalAlignment(fraction: crossFraction)))
                var area = CGRect.zero
                area.origin[axis] = position
                area.origin[axis.other] = line.full ? 0 : offsets[index - line.start]
                area.size = CGSize(axis: axis, main: length, cross: cross)
                let o = alignment.origin(of: size, in: area.size)
                h.place(at: CGPoint(x: area.minX + o.x, y: area.minY + o.y), proposal: p)
                placed.append(h)
            }
            firstIndex = min(firstIndex, line.start)
            endIndex = line.end
            position += length + spacing
            i += 1
        }
        s = starts(estimate())
        coveredSpan = s[first]...position
        collectPinned(lines: first..<i, starts: s)
        let keep = leadingHeader.map { lines[$0].start }
        for key in built.keys where (key < firstIndex - 24 || key >= endIndex + 24) && key != keep {
            built[key] = nil
            builtKeys[key] = nil
        }
        setPlaced(placed)
        // Any change counts: at 2× half a point is a pixel, and a size kept
        // from before would no longer be what measuring gives.
        if abs((s.last ?? 0) - localFrame.size[axis]) > 1e-9 {
            invalidateLayout()
            graph?.setNeedsLayout()
        }
    }

    /// The first line of each section, the line after it, and its header's and footer's lines.
    private func sectionLines(_ section: LazyStackContent.SectionSpan) -> (start: Int, end: Int, header: Int?, footer: Int?) {
        let start = section.start < lineOfSubview.count ? lineOfSubview[section.start] : lines.count
        let end = section.end < lineOfSubview.count ? lineOfSubview[section.end] : lines.count
        return (start, end, section.header.map { lineOfSubview[$0] }, section.footer.map { lineOfSubview[$0] })
    }

    /// The header line of the section holding line `first`, when it comes before it and headers are pinned.
    private func pinnedHeaderLine(before first: Int) -> Int? {
        guard pinnedViews.contains(.sectionHeaders), first < lines.count else { return nil }
        let sectionIndex = content.firstSection(endingAfter: lines[first].start)
        guard sectionIndex < content.sections.count else { return nil }
        let section = sectionLines(content.sections[sectionIndex])
        guard section.start <= first, let h = section.header, h < first else { return nil }
        return h
    }

    /// Records the pinned headers and footers of the sections that meet `placedLines`.
    private func collectPinned(lines placedLines: Range<Int>, starts s: [CGFloat]) {
        pinned = []
        pinnedNodes = []
        guard !pinnedViews.isEmpty, !placedLines.isEmpty else { return }
        for section in content.sections {
            let l = sectionLines(section)
            guard l.start < placedLines.upperBound, l.end > placedLines.lowerBound else { continue }
            let start = s[l.start], end = s[min(l.end, s.count - 1)]
            if pinnedViews.contains(.sectionHeaders), let h = l.header, let node = built[lines[h].start] {
                pinned.append(PinnedSubview(node: node, isHeader: true, sectionStart: start, sectionEnd: end))
            }
            if pinnedViews.contains(.sectionFooters), let f = l.footer, let node = built[lines[f].start] {
                pinned.append(PinnedSubview(node: node, isHeader: false, sectionStart: start, sectionEnd: end))
            }
        }
        pinnedNodes = Set(pinned.map { ObjectIdentifier($0.node) })
    }

    package override func displacement(ofChild child: Node) -> CGPoint {
        pinnedDisplacement(ofChild: child, pinned, pinnedNodes, axis: axis)
    }

    package override func draw(_ context: inout DrawContext) {
        drawWithPinned(pinned, pinnedNodes, axis: axis, &context)
    }

    package override func hitTest(_ point: CGPoint) -> Node? {
        pinned.isEmpty ? super.hitTest(point) : hitTestWithPinned(pinned, pinnedNodes, axis: axis, point)
    }

    private func setPlaced(_ placed: [Node]) {
        children = NodeList(placed)
        for r in placed { r.parent = self }
        invalidateVisualBounds()
    }

    package override func layoutDidInvalidate(from item: Node?) {
        coveredSpan = nil
        if item != nil { lengthsKey = [] }
    }

    /// The cells that met the visible part at the last tick (watched only
    /// while the graph has lifecycle nodes).
    private var visibleCells: VisibleRows = (nil, nil, 0)

    /// Where `cell`, a node whose parent is this grid, stands for lifecycle actions.
    package func rowState(_ cell: Node) -> LazyStackNode.RowState {
        if children.identityIndex(of: cell) != nil {
            return Node.meets(cell, visibleSpan(along: axis, windowLength: graph?.size[axis] ?? 0), axis) ? .visible : .hidden
        }
        return built.values.contains(where: { $0 === cell }) ? .hidden : .released
    }

    package func tick(_ time: Double) -> Bool {
        guard coveredSpan != nil else { return false }
        followVisibleSpan(visibleSpan(along: axis, windowLength: graph?.size[axis] ?? 0), axis: axis,
                          covered: &coveredSpan, visibleRows: &visibleCells, graph: graph)
        return false
    }

    package override func child(withID id: AnyHashable) -> Node? {
        for (index, key) in builtKeys where key.id == id { return built[index] }
        return nil
    }
}
