/// A column that builds and lays out only the rows near what can be seen
/// (SwiftUI's `LazyVStack`). Its content is one `ForEach`; rows that were
/// never measured count with an estimated height (the mean of the rows
/// measured so far), so a million rows cost a few rows of work per frame.
///
/// Like SwiftUI's, it takes the whole proposed width; rows are aligned by
/// `alignment` inside it. Inside a scroll view, the rows built are those
/// within one viewport above and below the visible part; they are rebuilt as
/// the offset moves. Rows far from it are released (their `@State` with them).
/// Any other content than a `ForEach` is laid out as a `VStack` would.
///
/// ```swift
/// ScrollView {
///     LazyVStack(spacing: 4) {
///         ForEach(0..<1_000_000) { i in Text("Row \(i)") }
///     }
/// }
/// ```
public struct LazyVStack<Content: View>: View {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
    public typealias Body = Never
}

extension LazyVStack: PrimitiveView {
    package func makeNode(_ context: BuildContext) -> Node {
        guard let rows = content as? any LazyRowSource else {
            return VStack(alignment: alignment, spacing: spacing) { content }.makeNode(context)
        }
        let node = LazyStackNode(graph: context.graph)
        node.configure(rows, alignment: alignment, spacing: spacing ?? defaultSpacing, context: context)
        return node
    }

    package func update(_ node: Node, _ context: BuildContext) -> Bool {
        guard let rows = content as? any LazyRowSource else {
            return VStack(alignment: alignment, spacing: spacing) { content }.update(node, context)
        }
        guard let node = node as? LazyStackNode else { return false }
        node.configure(rows, alignment: alignment, spacing: spacing ?? defaultSpacing, context: context)
        return true
    }
}

/// Content whose rows can be built one at a time (`ForEach`).
@MainActor
package protocol LazyRowSource {
    var rowCount: Int { get }
    func rowID(at index: Int) -> AnyHashable
    func reconcileRow(at index: Int, _ old: Node?, _ context: BuildContext) -> Node
}

extension ForEach: LazyRowSource {
    package var rowCount: Int { data.count }

    package func rowID(at index: Int) -> AnyHashable {
        AnyHashable(idOf(data[data.index(data.startIndex, offsetBy: index)]))
    }

    package func reconcileRow(at index: Int, _ old: Node?, _ context: BuildContext) -> Node {
        reconcile(content(data[data.index(data.startIndex, offsetBy: index)]), old, context)
    }
}

/// Prefix sums over row heights that change one at a time (a Fenwick tree).
struct PrefixSums {
    private var tree: [Double]
    init(count: Int) { tree = [Double](repeating: 0, count: count + 1) }
    var count: Int { tree.count - 1 }

    mutating func add(_ value: Double, at index: Int) {
        var i = index + 1
        while i < tree.count {
            tree[i] += value
            i += i & -i
        }
    }

    /// The sum of the first `n` values.
    func sum(_ n: Int) -> Double {
        var i = n, s = 0.0
        while i > 0 {
            s += tree[i]
            i -= i & -i
        }
        return s
    }
}

/// The node of a `LazyVStack`.
package final class LazyStackNode: Node, Ticking {
    private weak var graph: ViewGraph?
    private var source: (any LazyRowSource)?
    private var context: BuildContext?
    private var alignment: HorizontalAlignment = .center
    private var spacing: CGFloat = 8

    private var count = 0
    /// Measured heights (NaN: not measured yet) for `heightWidth`.
    private var heights: [CGFloat] = []
    private var heightWidth: CGFloat?? = .none
    private var known = PrefixSums(count: 0)
    private var knownCount = PrefixSums(count: 0)
    private var knownTotal = 0.0
    private var knownRows = 0
    private var widestRow: CGFloat = 0

    /// Built rows by index, and the ids they were built for.
    var rows: [Int: Node] = [:]
    var rowIDs: [Int: AnyHashable] = [:]
    /// The span of content coordinates the last placement covered.
    private var coveredSpan: ClosedRange<CGFloat>?

    init(graph: ViewGraph) {
        self.graph = graph
        super.init()
        graph.register(ticker: self)
    }

    package override var kindName: String { "LazyVStack" }

    func configure(_ source: any LazyRowSource, alignment: HorizontalAlignment, spacing: CGFloat, context: BuildContext) {
        self.source = source
        self.context = context
        let newCount = source.rowCount
        var changed = alignment != self.alignment || spacing != self.spacing || newCount != count
        self.alignment = alignment
        self.spacing = spacing
        if newCount != count {
            count = newCount
            resetHeights()
        }
        // Rows already built follow their ids; a row whose id changed starts over.
        for (index, node) in rows.sorted(by: { $0.key < $1.key }) {
            guard index < count else {
                rows[index] = nil
                rowIDs[index] = nil
                continue
            }
            let id = source.rowID(at: index)
            let old = rowIDs[index] == id ? node : nil
            let row = source.reconcileRow(at: index, old, context)
            if row !== node { changed = true; forgetHeight(index) }
            rows[index] = row
            rowIDs[index] = id
        }
        if changed { invalidateLayout() }
    }

    private func resetHeights() {
        heights = [CGFloat](repeating: .nan, count: count)
        known = PrefixSums(count: count)
        knownCount = PrefixSums(count: count)
        knownTotal = 0
        knownRows = 0
        widestRow = 0
        coveredSpan = nil
    }

    private func forgetHeight(_ index: Int) {
        guard index < heights.count, !heights[index].isNaN else { return }
        known.add(-Double(heights[index]), at: index)
        knownCount.add(-1, at: index)
        knownTotal -= Double(heights[index])
        knownRows -= 1
        heights[index] = .nan
    }

    private func record(_ height: CGFloat, at index: Int) {
        let h = height.isFinite ? max(0, height) : 0
        if !heights[index].isNaN {
            if heights[index] == h { return }
            forgetHeight(index)
        }
        heights[index] = h
        known.add(Double(h), at: index)
        knownCount.add(1, at: index)
        knownTotal += Double(h)
        knownRows += 1
    }

    package override func layoutDidInvalidate(from item: Node?) {
        coveredSpan = nil
    }

    // MARK: Rows

    private func row(_ index: Int) -> Node? {
        if let r = rows[index] { return r }
        guard let source, let context else { return nil }
        let r = source.reconcileRow(at: index, nil, context)
        r.parent = self
        rows[index] = r
        rowIDs[index] = source.rowID(at: index)
        return r
    }

    private func rowProposal(_ width: CGFloat?) -> ProposedViewSize {
        ProposedViewSize(width: width, height: nil)
    }

    /// Heights are per width: a new width forgets them.
    private func useWidth(_ width: CGFloat?) {
        if heightWidth == .some(width) { return }
        heightWidth = .some(width)
        resetHeights()
    }

    /// The estimated height of a row never measured: the mean of the measured ones.
    private func estimate(_ width: CGFloat?) -> CGFloat {
        if knownRows == 0, count > 0, let r = row(0) {
            let s = r.sizeThatFits(rowProposal(width))
            record(s.height, at: 0)
            widestRow = max(widestRow, s.width)
        }
        return knownRows == 0 ? 0 : CGFloat(knownTotal / Double(knownRows))
    }

    /// The top of row `index` relative to the stack's top.
    private func top(of index: Int, estimate e: CGFloat) -> CGFloat {
        let measured = known.sum(index)
        let unknown = Double(index) - knownCount.sum(index)
        return CGFloat(measured + unknown * Double(e)) + CGFloat(index) * spacing
    }

    private func totalHeight(_ e: CGFloat) -> CGFloat {
        guard count > 0 else { return 0 }
        return CGFloat(knownTotal + Double(count - knownRows) * Double(e)) + CGFloat(count - 1) * spacing
    }

    /// The first row whose bottom is below `y` (relative to the stack's top).
    private func firstRow(below y: CGFloat, estimate e: CGFloat) -> Int {
        var lo = 0, hi = count
        while lo < hi {
            let mid = (lo + hi) / 2
            let bottom = top(of: mid + 1, estimate: e) - spacing
            if bottom < y { lo = mid + 1 } else { hi = mid }
        }
        return min(lo, max(0, count - 1))
    }

    // MARK: Layout

    package override func measure(_ proposal: ProposedViewSize) -> CGSize {
        let width = proposal.width.flatMap { $0.isFinite ? max(0, $0) : nil }
        useWidth(width)
        let e = estimate(width)
        return CGSize(width: width ?? widestRow, height: totalHeight(e))
    }

    /// The part of this node's layer that can be seen: the nearest scroll
    /// view's viewport in its content coordinates, or the window.
    private func visibleSpan() -> ClosedRange<CGFloat> {
        var node = parent
        while let n = node {
            if let scroll = n as? ScrollContainerNode {
                let top = scroll.frame.minY + scroll.offset.y
                return top...(top + max(0, scroll.frame.height))
            }
            node = n.parent
        }
        return 0...(graph?.size.height ?? 0)
    }

    /// The rows it builds depend on where it is in the scroll view.
    package override class var readsPosition: Bool { true }

    package override func placeChildren(_ proposal: ProposedViewSize) {
        guard count > 0 else {
            setRows([])
            return
        }
        let width = proposal.width.flatMap { $0.isFinite ? max(0, $0) : nil }
        useWidth(width)
        let e = estimate(width)
        let visible = visibleSpan()
        // The layer frame (visibility is decided there); rows are placed in this node's own space.
        let frame = self.frame
        let margin = max(visible.upperBound - visible.lowerBound, 100)
        let from = visible.lowerBound - margin - frame.minY
        let to = visible.upperBound + margin - frame.minY
        var index = firstRow(below: from, estimate: e)
        var y = top(of: index, estimate: e)
        let first = index
        var placed: [Node] = []
        let p = rowProposal(width)
        while index < count && (y <= to || placed.isEmpty) {
            guard let r = row(index) else { break }
            let s = r.sizeThatFits(p)
            record(s.height, at: index)
            widestRow = max(widestRow, s.width)
            let x = (frame.width - s.width) * alignment.fraction
            r.place(at: CGPoint(x: x, y: y), proposal: p)
            placed.append(r)
            y += s.height + spacing
            index += 1
        }
        coveredSpan = (frame.minY + top(of: first, estimate: e))...(frame.minY + y)
        // Rows far from the viewport are released.
        for key in rows.keys where key < first - 8 || key >= index + 8 {
            rows[key] = nil
            rowIDs[key] = nil
        }
        setRows(placed)
        // Measured rows may change the total: the parent learns it on the next layout.
        if abs(totalHeight(estimate(width)) - frame.height) > 0.5 {
            invalidateLayout()
            graph?.setNeedsLayout()
        }
    }

    private func setRows(_ placed: [Node]) {
        children = NodeList(placed)
        for r in placed { r.parent = self }
        invalidateVisualBounds()
    }

    /// Asks for a new placement when the viewport moved past the rows built.
    package func tick(_ time: Double) -> Bool {
        guard count > 0, let covered = coveredSpan else { return false }
        let visible = visibleSpan()
        if visible.lowerBound < covered.lowerBound || visible.upperBound > covered.upperBound {
            coveredSpan = nil
            invalidatePlacement()
            graph?.setNeedsLayout()
        }
        return false
    }
}
