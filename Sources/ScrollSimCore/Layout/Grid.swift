/// A two-dimensional layout: `GridRow`s of cells in columns. Each column
/// is as wide as its widest cell, each row as tall as its tallest; a view
/// outside any `GridRow` is a row of its own spanning every column.
///
/// ```swift
/// Grid(alignment: .leading, horizontalSpacing: 12) {
///     GridRow { Text("Name"); TextFieldLike() }
///     Divider()
///     GridRow { Text("E-mail"); Text("a@b.c").gridCellColumns(2) }
/// }
/// ```
public struct Grid<Content: View>: View {
    public typealias Body = Never
    let layout: GridLayout
    let content: Content
    /// `alignment` places each cell in its column and row; the spacings
    /// default to 8 (the stacks' default spacing).
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) {
        layout = GridLayout(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)
        self.content = content()
    }
}

/// One row of a `Grid`: its views are the row's cells, one column each
/// (or `gridCellColumns(_:)`). Outside a grid it groups its views, as `Group`.
///
/// ```swift
/// GridRow(alignment: .top) { Text("Notes"); Text(longText) }
/// ```
public struct GridRow<Content: View>: View {
    public typealias Body = Never
    let alignment: VerticalAlignment?
    let content: Content
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }
}

/// A grid cell's settings, read by the grid from the cell's modifiers.
package struct GridCellTraits: Equatable {
    var columns = 1
    var unsizedAxes: Axis.Set = []
    var columnAlignment: HorizontalAlignment?
    var anchor: UnitPoint?
}

/// The node of a `GridRow`: structural (never placed; its cells are placed
/// by the grid, in the grid's space). Inside a grid it is one item of the
/// grid's layout; anywhere else its cells are items of their container.
package final class GridRowNode: PassThroughNode {
    var alignment: VerticalAlignment?
    /// True when the row is content of a `Grid` (set by the grid).
    var isInGrid = false
    package override func collectItems(into items: inout [Node]) {
        if isInGrid { items.append(self) } else { super.collectItems(into: &items) }
    }
    /// The row's cells, in order.
    var cells: [Node] {
        var items: [Node] = []
        for child in children { child.collectItems(into: &items) }
        return items
    }
    package override var kindName: String { "GridRow" }
}

extension GridRow: PrimitiveView {
    package func makeNode(_ context: BuildContext) -> Node {
        let node = GridRowNode()
        _ = update(node, context)
        return node
    }
    package func update(_ node: Node, _ context: BuildContext) -> Bool {
        guard let node = node.ifKind(GridRowNode.self) else { return false }
        let children = Content._makeChildNodes(content, _ChildNodeInputs(old: node.children, context: context)).nodes
        if node.alignment != alignment {
            node.alignment = alignment
            node.invalidateLayout()
        }
        node.setChildren(children)
        return true
    }
}

extension Grid: PrimitiveView {
    /// Marks the `GridRow`s among the content's structural nodes.
    private static func markRows(_ nodes: NodeList) {
        for node in nodes {
            if let row = node.ifKind(GridRowNode.self) {
                row.isInGrid = true
            } else if type(of: node).isStructural {
                markRows(node.children)
            }
        }
    }
    package func makeNode(_ context: BuildContext) -> Node {
        let children = Content._makeChildNodes(content, _ChildNodeInputs(old: .none, context: context)).nodes
        Self.markRows(children)
        let node = LayoutNode(layout: layout, items: layoutItemList(ofChildren: children))
        node.setChildren(children)
        return node
    }
    package func update(_ node: Node, _ context: BuildContext) -> Bool {
        guard let node = node.ifKind(LayoutNode<GridLayout>.self) else { return false }
        let children = Content._makeChildNodes(content, _ChildNodeInputs(old: node.children, context: context)).nodes
        Self.markRows(children)
        node.setChildren(children)
        node.refresh(layout: layout, items: layoutItemList(ofChildren: children))
        return true
    }
}

/// The grid's layout; its subviews are `GridRow` nodes and full-width views.
///
/// Columns are shared out like a stack's children: with a proposed width,
/// the columns are served least flexible first (flexibility: the widest
/// cell at an infinite proposal minus the widest at zero), each offered an
/// equal share of what remains and taking its widest cell's width at that
/// offer; without one, each takes its widest cell's ideal width. Rows are
/// shared out the same way along the height, each cell proposed its
/// column's width. Cells spanning columns, and cells with
/// `gridCellUnsizedAxes` on an axis, take no part in sizing on it.
package struct GridLayout: Layout, Equatable {
    var alignment: Alignment
    var horizontalSpacing: CGFloat?
    var verticalSpacing: CGFloat?

    struct Row {
        var cells: [(node: Node, traits: GridCellTraits, column: Int)]
        /// False for a view outside any `GridRow` (it spans every column).
        var isRow: Bool
        var alignment: VerticalAlignment?
    }

    struct Sizes {
        var rows: [Row]
        var columnWidths: [CGFloat]
        var rowHeights: [CGFloat]
        var size: CGSize
        var hs: CGFloat, vs: CGFloat
        /// The horizontal alignment `gridColumnAlignment` sets per column.
        var columnAlignments: [HorizontalAlignment?]
    }

    package func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        sizes(proposal, subviews).size
    }

    package func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let s = sizes(proposal, subviews)
        var xs: [CGFloat] = []
        var x = bounds.minX
        for w in s.columnWidths {
            xs.append(x)
            x += w + s.hs
        }
        var y = bounds.minY
        for (r, row) in s.rows.enumerated() {
            let height = s.rowHeights[r]
            for cell in row.cells {
                let span = row.isRow ? min(cell.traits.columns, s.columnWidths.count - cell.column) : s.columnWidths.count
                let width = row.isRow ? spanWidth(s, cell.column, span) : s.size.width
                let rect = CGRect(x: row.isRow ? xs[cell.column] : bounds.minX, y: y, width: width, height: height)
                let p = ProposedViewSize(rect.size)
                let size = cell.node.sizeThatFits(p)
                let anchor = cell.traits.anchor ?? UnitPoint(
                    x: (cell.traits.columnAlignment ?? (row.isRow && span == 1 ? s.columnAlignments[cell.column] : nil)
                        ?? alignment.horizontal).fraction,
                    y: (row.alignment ?? alignment.vertical).fraction)
                let origin = CGPoint(x: rect.minX + alignmentShare(rect.width - size.width, anchor.x),
                                     y: rect.minY + alignmentShare(rect.height - size.height, anchor.y))
                cell.node.place(at: origin, proposal: p)
            }
            y += height + s.vs
        }
    }

    private func spanWidth(_ s: Sizes, _ column: Int, _ span: Int) -> CGFloat {
        guard span > 0 else { return 0 }
        var w = s.hs * CGFloat(span - 1)
        for c in column..<(column + span) { w += s.columnWidths[c] }
        return w
    }

    func sizes(_ proposal: ProposedViewSize, _ subviews: Subviews) -> Sizes {
        let hs = horizontalSpacing ?? defaultSpacing, vs = verticalSpacing ?? defaultSpacing
        var rows: [Row] = []
        var columnCount = 0
        for subview in subviews {
            if let rowNode = subview.node.ifKind(GridRowNode.self) {
                var column = 0
                var cells: [(node: Node, traits: GridCellTraits, column: Int)] = []
                for cell in rowNode.cells {
                    var traits = cell.gridCellTraits
                    traits.columns = max(1, traits.columns)
                    cells.append((cell, traits, column))
                    column += traits.columns
                }
                columnCount = max(columnCount, column)
                rows.append(Row(cells: cells, isRow: true, alignment: rowNode.alignment))
            } else {
                rows.append(Row(cells: [(subview.node, subview.node.gridCellTraits, 0)], isRow: false, alignment: nil))
            }
        }
        var columnAlignments = [HorizontalAlignment?](repeating: nil, count: columnCount)
        // The cells that size each column (one column wide, sized horizontally).
        var sizing = [[Node]](repeating: [], count: columnCount)
        for row in rows where row.isRow {
            for cell in row.cells {
                if columnAlignments[cell.column] == nil, let a = cell.traits.columnAlignment { columnAlignments[cell.column] = a }
                if cell.traits.columns == 1 && !cell.traits.unsizedAxes.contains(.horizontal) { sizing[cell.column].append(cell.node) }
            }
        }
        func widest(_ c: Int, _ p: ProposedViewSize) -> CGFloat {
            var w: CGFloat = 0
            for node in sizing[c] { w = max(w, node.sizeThatFits(p).width) }
            return w
        }
        var widths = [CGFloat](repeating: 0, count: columnCount)
        if let available = proposal.width, available.isFinite {
            var flexibilities: [StackChildFlexibility] = []
            for c in 0..<columnCount {
                let lo = widest(c, ProposedViewSize(width: 0, height: nil))
                let hi = widest(c, ProposedViewSize(width: .infinity, height: nil))
                flexibilities.append(StackChildFlexibility(minimum: lo, flexibility: hi - lo))
            }
            let order = leastFlexibleFirst(flexibilities) ?? Array(0..<columnCount)
            var remaining = available - hs * CGFloat(max(0, columnCount - 1))
            var left = columnCount
            for c in order {
                widths[c] = widest(c, ProposedViewSize(width: max(0, remaining / CGFloat(left)), height: nil))
                remaining -= widths[c]
                left -= 1
            }
        } else {
            for c in 0..<columnCount { widths[c] = widest(c, ProposedViewSize(width: proposal.width, height: nil)) }
        }
        var gridWidth = hs * CGFloat(max(0, columnCount - 1))
        for w in widths { gridWidth += w }
        if columnCount == 0 {
            // Only full-width views: as wide as the widest.
            gridWidth = 0
            for row in rows { gridWidth = max(gridWidth, row.cells[0].node.sizeThatFits(ProposedViewSize(width: proposal.width, height: nil)).width) }
        }
        var s = Sizes(rows: rows, columnWidths: widths, rowHeights: [], size: .zero, hs: hs, vs: vs, columnAlignments: columnAlignments)
        func tallest(_ r: Int, _ height: CGFloat?) -> CGFloat {
            var h: CGFloat = 0
            let row = rows[r]
            for cell in row.cells where !cell.traits.unsizedAxes.contains(.vertical) {
                let width = row.isRow ? spanWidth(s, cell.column, min(cell.traits.columns, columnCount - cell.column)) : gridWidth
                h = max(h, cell.node.sizeThatFits(ProposedViewSize(width: width, height: height)).height)
            }
            return h
        }
        var heights = [CGFloat](repeating: 0, count: rows.count)
        if let available = proposal.height, available.isFinite {
            var flexibilities: [StackChildFlexibility] = []
            for r in rows.indices {
                let lo = tallest(r, 0)
                flexibilities.append(StackChildFlexibility(minimum: lo, flexibility: tallest(r, .infinity) - lo))
            }
            let order = leastFlexibleFirst(flexibilities) ?? Array(rows.indices)
            var remaining = available - vs * CGFloat(max(0, rows.count - 1))
            var left = rows.count
            for r in order {
                heights[r] = tallest(r, max(0, remaining / CGFloat(left)))
                remaining -= heights[r]
                left -= 1
            }
        } else {
            for r in rows.indices { heights[r] = tallest(r, proposal.height) }
        }
        var gridHeight = vs * CGFloat(max(0, rows.count - 1))
        for h in heights { gridHeight += h }
        s.rowHeights = heights
        s.size = CGSize(width: gridWidth, height: gridHeight)
        return s
    }

    nonisolated package static func == (a: GridLayout, b: GridLayout) -> Bool {
        a.alignment == b.alignment && a.horizontalSpacing == b.horizontalSpacing && a.verticalSpacing == b.verticalSpacing
    }
}

/// Sets grid-cell traits on its content (a wrapper the grid reads through).
package final class GridCellTraitNode: SingleChildNode {
    var columns: Int?
    var unsizedAxes: Axis.Set?
    var columnAlignment: HorizontalAlignment?
    var anchor: UnitPoint?
    package override var gridCellTraits: GridCellTraits {
        var t = super.gridCellTraits
        if let columns { t.columns = columns }
        if let unsizedAxes { t.unsizedAxes = unsizedAxes }
        if let columnAlignment { t.columnAlignment = columnAlignment }
        if let anchor { t.anchor = anchor }
        return t
    }
    package override var kindName: String { "gridCell" }
}

struct _GridCellModifier: NodeModifier {
    var columns: Int?
    var unsizedAxes: Axis.Set?
    var columnAlignment: HorizontalAlignment?
    var anchor: UnitPoint?
    func makeNode(_ context: BuildContext) -> GridCellTraitNode { GridCellTraitNode() }
    func configure(_ node: GridCellTraitNode, _ context: BuildContext) {
        var changed = node.columns != columns
        changed = changed || node.unsizedAxes != unsizedAxes
        changed = changed || node.columnAlignment != columnAlignment
        changed = changed || node.anchor != anchor
        if changed {
            node.columns = columns
            node.unsizedAxes = unsizedAxes
            node.columnAlignment = columnAlignment
            node.anchor = anchor
            node.invalidateLayout()
        }
    }
}

extension View {
    /// Makes this grid cell span `count` columns.
    ///
    /// ```swift
    /// GridRow { Text("Total").gridCellColumns(2); Text("42") }
    /// ```
    public func gridCellColumns(_ count: Int) -> some View {
        modified(_GridCellModifier(columns: count))
    }

    /// Keeps this cell out of the sizing of its column (`.horizontal`) or
    /// row (`.vertical`): it takes the size the others give.
    ///
    /// ```swift
    /// Color.gray.frame(height: 1).gridCellUnsizedAxes(.horizontal)
    /// ```
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        modified(_GridCellModifier(unsizedAxes: axes))
    }

    /// Aligns every cell of this cell's column horizontally by `guide`.
    ///
    /// ```swift
    /// GridRow { Text("Qty").gridColumnAlignment(.trailing); Text("Item") }
    /// ```
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        modified(_GridCellModifier(columnAlignment: guide))
    }

    /// Places this cell by `anchor` in its area, instead of the grid's,
    /// row's and column's alignments.
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
        modified(_GridCellModifier(anchor: anchor))
    }
}
