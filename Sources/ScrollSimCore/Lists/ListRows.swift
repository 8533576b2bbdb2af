/// A list's rows: a `LazyVStack` with no spacing whose subviews are dressed
/// as the environment's `ListStyle` dresses them (`ListRowNode`). `List`
/// puts it in a scroll view; views do not use it directly.
public struct _ListRows<Content: View>: View {
    public typealias Body = Never
    let content: Content
    /// Makes a list of the given rows, for the pages the rows push (a
    /// navigation link picker's options); nil: the rows push none.
    let listPage: (@MainActor (AnyView) -> AnyView)?
    /// The expansion of the disclosure groups among the rows (nil: each
    /// disclosure group is one row).
    let outline: ListOutline?
    public init(content: Content) {
        self.content = content
        listPage = nil
        outline = nil
    }
    package init(content: Content, outline: ListOutline?, listPage: @escaping @MainActor (AnyView) -> AnyView) {
        self.content = content
        self.outline = outline
        self.listPage = listPage
    }
}

extension _ListRows: PrimitiveView {
    private func decoration(_ context: BuildContext) -> ListDecoration {
        let env = context.environment
        return ListDecoration(style: env.listStyleKind, minRowHeight: env.defaultMinListRowHeight,
                              displayScale: max(1, env.displayScale), colorScheme: env.colorScheme,
                              measurer: context.graph.measurer, sectionSpacing: env.listSectionSpacing.points,
                              rowSpacing: env.listRowSpacing ?? 0,
                              selection: env.listSelection, isEditing: env.editMode?.wrappedValue.isEditing ?? false)
    }

    private func reconcile(_ node: Node?, _ context: BuildContext) -> LazyStackNode? {
        let decoration = decoration(context)
        let pinned: PinnedScrollableViews = decoration.style.isGrouped ? [] : [.sectionHeaders]
        var context = context
        context.environment[ListPageKey.self] = listPage.map(ListPageMaker.init)
        return LazyStackNode.reconcile(node, axis: .vertical, content: content, crossFraction: 0, spacing: 0,
                                       pinnedViews: pinned, listDecoration: decoration, outline: outline, context: context)
    }

    package func makeNode(_ context: BuildContext) -> Node { reconcile(nil, context)! }

    package func update(_ node: Node, _ context: BuildContext) -> Bool { reconcile(node, context) != nil }
}

/// The background behind a list: `ListMetrics.groupedBackground` for the
/// grouped styles, `plainBackground` for the plain ones. Views do not use
/// it directly.
public struct _ListBackground: View {
    public typealias Body = Never
    public init() {}

    fileprivate func color(_ context: BuildContext) -> Color {
        if context.environment.scrollContentBackground == .hidden { return .clear }
        return context.environment.listStyleKind.isGrouped ? ListMetrics.groupedBackground : ListMetrics.plainBackground
    }
}

extension _ListBackground: PrimitiveView {
    package func makeNode(_ context: BuildContext) -> Node {
        Color._makeNode(color(context), _ViewInputs(old: nil, context: context)).node
    }

    package func update(_ node: Node, _ context: BuildContext) -> Bool {
        Color._makeNode(color(context), _ViewInputs(old: node, context: context)).node === node
    }
}

extension ListStyleKind {
    /// True for the styles whose sections are apart on the grouped background.
    var isGrouped: Bool { self == .grouped || self == .insetGrouped }
}

/// What makes a list page of rows in a list's rows (`_ListRows`' `listPage`).
struct ListPageKey: EnvironmentKey {
    static var defaultValue: ListPageMaker? { nil }
}

/// How a list makes a page of rows. Every maker is equal: the one `List`
/// passes makes the same page each time, and a list writes it again at
/// each update. A closure would compare by its storage, so the rewrite
/// would count as a changed environment and evaluate the rows again.
struct ListPageMaker: Equatable {
    let make: @MainActor (AnyView) -> AnyView
    static func == (lhs: ListPageMaker, rhs: ListPageMaker) -> Bool { true }
}

/// True in a list row's content (controls take their list-row look: a menu picker's title and value).
struct IsInListRowKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

struct ScrollContentBackgroundKey: EnvironmentKey {
    static var defaultValue: Visibility { .automatic }
}

extension EnvironmentValues {
    /// Whether lists below draw their background (`hidden`: the views behind show through).
    public var scrollContentBackground: Visibility {
        get { self[ScrollContentBackgroundKey.self] }
        set { self[ScrollContentBackgroundKey.self] = newValue }
    }
}

extension View {
    /// Hides (or shows) the background a `List` draws behind its rows, so
    /// a background set around it shows through; the rows keep theirs.
    ///
    /// ```swift
    /// List { … }.scrollContentBackground(.hidden).background(Color.indigo)
    /// ```
    public func scrollContentBackground(_ visibility: Visibility) -> some View {
        environment(\.scrollContentBackground, visibility)
    }
}

struct DefaultMinListRowHeightKey: EnvironmentKey {
    static var defaultValue: CGFloat { ListMetrics.minRowHeight }
}

extension EnvironmentValues {
    /// The least height of a list row (44 unless set).
    public var defaultMinListRowHeight: CGFloat {
        get { self[DefaultMinListRowHeightKey.self] }
        set { self[DefaultMinListRowHeightKey.self] = newValue }
    }
}

/// What a list's lazy stack needs to dress its subviews: the style and the
/// environment's row height and pixel scale.
package struct ListDecoration: Equatable {
    let style: ListStyleKind
    let minRowHeight: CGFloat
    let displayScale: CGFloat
    /// The scheme the rows' colours are drawn in.
    let colorScheme: ColorScheme
    /// Measures badges and swipe action titles.
    let measurer: TextMeasuring?
    /// The space between sections in grouped styles, in points (`listSectionSpacing`).
    var sectionSpacing: CGFloat = ListMetrics.sectionSpacing
    /// The space between adjacent rows (`listRowSpacing`), in points; 0: rows touch.
    var rowSpacing: CGFloat = 0
    /// The list's selection (`List(selection:)`), nil when it has none.
    var selection: ListSelectionContext? = nil
    /// True while the environment's `editMode` is active: rows show their
    /// delete and reorder controls.
    var isEditing = false

    package static func == (a: ListDecoration, b: ListDecoration) -> Bool {
        a.style == b.style && a.minRowHeight == b.minRowHeight && a.displayScale == b.displayScale
            && a.colorScheme == b.colorScheme && a.measurer === b.measurer && a.sectionSpacing == b.sectionSpacing
            && a.rowSpacing == b.rowSpacing && a.selection == b.selection && a.isEditing == b.isEditing
    }

    @MainActor func makeHost() -> LazySubviewHost { ListRowNode() }

    /// The context a subview with `role` is built in: headers and footers
    /// get the style's text (footnote, secondary; grouped headers uppercase;
    /// a plain header headline).
    @MainActor func context(for role: LazyStackContent.Role, traits: ListRowTraits, _ base: BuildContext) -> BuildContext {
        var context = base
        guard role != .row else {
            context.environment[IsInListRowKey.self] = true
            return context
        }
        if role == .header && !style.isGrouped {
            context.environment.font = .headline
        } else if role == .header && traits.headerProminence == .increased {
            context.environment.headerProminence = .increased
            context.environment.font = Font.title3.bold()
            context.environment.defaultForegroundColor = .primary
        } else {
            // Secondary unless the content sets a colour; a button keeps its tint.
            context.environment.font = .footnote
            context.environment.defaultForegroundColor = .secondary
            if role == .header { context.environment.textCase = .uppercase }
        }
        return context
    }

    /// Tells `host`, subview `index` of `content`, where it is in its
    /// section and which traits and delete action it has.
    @MainActor func decorate(_ host: LazySubviewHost, at index: Int, in content: LazyStackContent) {
        guard let row = host as? ListRowNode else { return }
        let span = content.sectionSpan(around: index)
        let firstRow = span.start + (span.header == nil ? 0 : 1)
        let lastRow = span.end - 1 - (span.footer == nil ? 0 : 1)
        let grouped = style.isGrouped
        var placement = ListRowPlacement()
        placement.role = content.role(at: index)
        placement.isFirstRow = index == firstRow
        placement.isLastRow = index == lastRow
        placement.gapBefore = grouped && index == span.start ? sectionSpacing : 0
        if rowSpacing > 0 && placement.role == .row {
            // Apart, a grouped style's rows are each a card of their own.
            if index > firstRow { placement.gapBefore += rowSpacing }
            if grouped { (placement.isFirstRow, placement.isLastRow) = (true, true) }
        }
        placement.gapAfter = grouped && index == content.count - 1 ? sectionSpacing : 0
        let id = content.key(at: index).id
        row.configure(self, placement, containerTraits: content.traits(at: index), delete: content.deleteAction(at: index),
                      move: content.moveRun(at: index), elementID: id.base is SingleSubviewID ? nil : id)
    }
}

/// A touch on a row of a `List(selection:)`.
enum RowTouch: UInt8 {
    case none
    /// It chooses the row when it lifts.
    case selects
    /// A button or tap gesture inside the row takes it; the row only draws pressed.
    case pressesOnly
}

/// Where a row is in its section.
struct ListRowPlacement: Equatable {
    var role = LazyStackContent.Role.row
    var isFirstRow = false
    var isLastRow = false
    /// Space above the row (the section spacing of grouped styles), outside its background.
    var gapBefore: CGFloat = 0
    /// Space below the row (after a grouped list's last section).
    var gapAfter: CGFloat = 0
}

/// One subview of a `List`: a row, a section header or a footer, laid out
/// and drawn as the list's style does.
///
/// A row is the list's width and at least `minRowHeight` (44) tall: its
/// content is proposed the width less the card inset (`insetGrouped`,
/// `inset`: the margin on each side) and the row insets, and is placed at
/// the leading inset, centred vertically between the top and bottom
/// insets. It draws its background (white, or the dark scheme's; rounded 10 pt at the outer
/// corners of an `insetGrouped` section's first and last rows) and, unless
/// it is its section's last row, a one-device-pixel separator along its
/// bottom from its first text's leading edge (its content's when it has no
/// text) to its trailing edge (the card's
/// in `insetGrouped`). In a plain list the last row of a section draws a
/// full-width section separator instead. Headers and footers draw no
/// background in grouped styles; a plain header is at least 28 pt and
/// opaque white, so rows pass under it when it is pinned.
package final class ListRowNode: LazySubviewHost {
    private(set) var decoration = ListDecoration(style: .insetGrouped, minRowHeight: ListMetrics.minRowHeight,
                                                 displayScale: 1, colorScheme: .light, measurer: nil)
    private(set) var placement = ListRowPlacement()
    /// The traits of the containers around the row and of the row itself.
    private(set) var traits = ListRowTraits()
    /// What deletes the row from its data (a `ForEach`'s `onDelete`).
    private(set) var deleteAction: (() -> Void)?
    /// The row's `badge` text (nil: none).
    private(set) var badge: String?
    /// The buttons a swipe uncovers on each edge: the row's `swipeActions`,
    /// and on the trailing edge, when it declares none there, the Delete
    /// of its `ForEach`'s `onDelete`.
    private(set) var swipeActions = RowSwipeActions()
    /// How far a swipe has moved the row's content: to the left (< 0),
    /// uncovering the trailing actions, or to the right (> 0), the leading ones.
    var swipeOffset: CGFloat = 0
    /// The touch on the row being followed for a swipe.
    var swipeTouch: SwipeTouch?
    /// The value the row stands for in its list's selection: its `tag`,
    /// else its `NavigationLink`'s value, else its `ForEach` element's id.
    private(set) var selectionValue: AnyHashable?
    /// The touch down on a row of a `List(selection:)`, or on the link of a
    /// `NavigationLink` row: the row draws pressed until it lifts or is cancelled.
    var rowTouch = RowTouch.none
    /// True when the row's content is a `NavigationLink` (drawn with its chevron).
    private(set) var isNavigationRow = false
    /// The rows of its `ForEach` the row can be moved among, and its `onMove` (nil: it cannot be moved).
    private(set) var moveRun: ListMoveRun?
    /// How far a move of rows draws the row from its place (y), as set; see `shownReorderShift`.
    var reorderShift: CGFloat = 0
    /// True while the row is the one a finger moves by its reorder control.
    var isLifted = false
    /// True while a touch that went down on the reorder control drags the row.
    var reorderTouch = false
    /// When a destructive swipe action was performed on the row (nil: none pending).
    var destructiveSince: Double?
    /// Whether the row is drawn as its section's first and last row while
    /// rows are moved (the slot it is drawn in), nil when none are.
    var reorderEnds: (first: Bool, last: Bool)?

    /// True when the row is drawn as its section's first row: its place, or while rows move, its slot.
    var isFirstShown: Bool { reorderEnds?.first ?? placement.isFirstRow }
    /// True when the row is drawn as its section's last row (no separator, rounded bottom in `insetGrouped`).
    var isLastShown: Bool { reorderEnds?.last ?? placement.isLastRow }

    package override var kindName: String {
        switch placement.role {
        case .row: "ListRow"
        case .header: "ListSectionHeader"
        case .footer: "ListSectionFooter"
        }
    }

    func configure(_ decoration: ListDecoration, _ placement: ListRowPlacement, containerTraits: ListRowTraits,
                   delete: (() -> Void)?, move: ListMoveRun? = nil, elementID: AnyHashable? = nil) {
        let own = contentRoot?.preferenceValue(listRowTraitsKey) as? ListRowTraits ?? ListRowTraits()
        let traits = containerTraits.overridden(by: own)
        let badge = placement.role == .row ? contentRoot?.badgeText : nil
        let value = placement.role == .row && decoration.selection != nil
            ? contentRoot?.tagValue ?? (contentRoot?.preferenceValue(navigationLinkValueKey) as? AnyHashable?).flatMap { $0 } ?? elementID
            : nil
        let move = placement.role == .row ? move : nil
        isNavigationRow = placement.role == .row && contentRoot?.preferenceValue(navigationRowKey) as? Bool == true
        let changed = decoration != self.decoration || placement != self.placement || traits != self.traits || badge != self.badge
            || value != selectionValue || (move == nil) != (moveRun == nil)
        moveRun = move
        selectionValue = value
        self.badge = badge
        self.decoration = decoration
        self.placement = placement
        self.traits = traits
        let delete = traits.deleteDisabled == true ? nil : delete
        if (delete == nil) != (deleteAction == nil) && decoration.isEditing { invalidateLayout() }
        deleteAction = delete
        swipeActions = placement.role == .row ? Self.swipeActions(declared: contentRoot?.declaredSwipeActions, delete: delete) : RowSwipeActions()
        if swipeOffset != 0 { setSwipeOffset(swipeOffset, animated: true) }
        if changed {
            invalidateLayout()
            invalidateVisualBounds()
        }
    }

    /// The actions a row shows: those it declares (an edge with no buttons
    /// has none), with `onDelete`'s Delete (destructive, full swipe) on the
    /// trailing edge when it declares none there.
    private static func swipeActions(declared: RowSwipeActions?, delete: (() -> Void)?) -> RowSwipeActions {
        var actions = RowSwipeActions()
        for edge in HorizontalEdge.allCases {
            if let set = declared?[edge], !set.actions.isEmpty { actions[edge] = set }
        }
        if actions.trailing == nil, let delete {
            // A list animates the deletions of its Delete (with `Animation.default`)
            // unless the app's `onDelete` chose its own transaction.
            let animatedDelete = { withDefaultAnimationUnlessAnimated(delete) }
            let action = SwipeAction(title: "Delete", icon: nil, role: .destructive, tint: nil, action: animatedDelete)
            actions.trailing = SwipeActionSet(actions: [action], allowsFullSwipe: true)
        }
        return actions
    }

    // MARK: Metrics

    var style: ListStyleKind { decoration.style }

    /// How far the row's background is inset from the list's edges.
    private func cardInset(_ width: CGFloat) -> CGFloat {
        style == .insetGrouped || style == .inset ? ListMetrics.margin(forWidth: width) : 0
    }

    /// The content's insets inside the background: the row's `listRowInsets`, else the style's,
    /// the leading one grown by its outline level's indentation; in edit mode a row's leading inset grows by `selectionIndent` when it
    /// shows a selection circle or a delete control, and its trailing inset
    /// is `reorderControlWidth` when it shows a reorder control.
    private func insets(_ width: CGFloat) -> EdgeInsets {
        var ins = styleInsets(width)
        if let level = traits.outlineLevel { ins.leading += CGFloat(level) * ListMetrics.outlineIndentation }
        if showsSelectionCircle || showsDeleteControl { ins.leading += ListMetrics.selectionIndent }
        if showsReorderControl { ins.trailing = ListMetrics.reorderControlWidth }
        return ins
    }

    /// True for a row with `onDelete` in edit mode (and no selection circle): it shows a delete control.
    var showsDeleteControl: Bool {
        placement.role == .row && decoration.isEditing && deleteAction != nil && !showsSelectionCircle
    }

    /// True for a row of a `ForEach` with `onMove` in edit mode, unless
    /// `moveDisabled(true)`: it shows a reorder control.
    var showsReorderControl: Bool {
        placement.role == .row && decoration.isEditing && moveRun != nil && traits.moveDisabled != true
    }

    /// True for a row of a multiple selection list in edit mode: it shows a selection circle.
    private var showsSelectionCircle: Bool {
        placement.role == .row && decoration.selection?.showsCircles == true
    }

    private func styleInsets(_ width: CGFloat) -> EdgeInsets {
        if let set = traits.insets { return set }
        let side = style == .plain || style == .grouped ? ListMetrics.margin(forWidth: width) : ListMetrics.insetGroupedContentInset
        switch placement.role {
        case .row:
            return EdgeInsets(top: ListMetrics.rowVerticalInset, leading: side, bottom: ListMetrics.rowVerticalInset, trailing: side)
        case .header:
            return EdgeInsets(top: 0, leading: side, bottom: style.isGrouped ? ListMetrics.groupedHeaderFooterSpacing : 0, trailing: side)
        case .footer:
            let gap = ListMetrics.groupedHeaderFooterSpacing
            return EdgeInsets(top: gap, leading: side, bottom: style.isGrouped ? 0 : gap, trailing: side)
        }
    }

    private var minHeight: CGFloat {
        switch placement.role {
        case .row: decoration.minRowHeight
        case .header: style.isGrouped ? 0 : ListMetrics.plainHeaderMinHeight
        case .footer: 0
        }
    }

    /// The content's proposal and size, and the height of the row's background.
    private func layout(width: CGFloat?) -> (proposal: ProposedViewSize, content: CGSize, height: CGFloat, insets: EdgeInsets) {
        let w = width ?? 0
        let ins = insets(w)
        let inner = width.map { max(0, $0 - 2 * cardInset(w) - ins.leading - ins.trailing - badgeSpace) }
        let proposal = ProposedViewSize(width: inner, height: nil)
        let size = childSize(proposal)
        return (proposal, size, max(minHeight, size.height + ins.top + ins.bottom), ins)
    }

    package override func measure(_ proposal: ProposedViewSize) -> CGSize {
        let width = proposal.width.flatMap { $0.isFinite ? max(0, $0) : nil }
        let l = layout(width: width)
        let w = width ?? (l.content.width + l.insets.leading + l.insets.trailing)
        return CGSize(width: w, height: placement.gapBefore + l.height + placement.gapAfter)
    }

    package override func placeChildren(_ proposal: ProposedViewSize) {
        let width = localFrame.width
        let l = layout(width: width)
        let free = l.height - l.insets.top - l.insets.bottom - l.content.height
        let y = placement.gapBefore + l.insets.top + max(0, free) / 2
        // Measured with no height, placed with the height it measured: a
        // cell lays its content out in its bounds, so what stretches (a
        // colour bar or a vertical divider beside text) takes the row's height.
        placeChild(at: CGPoint(x: cardInset(width) + l.insets.leading, y: y),
                   proposal: ProposedViewSize(width: l.proposal.width, height: l.content.height))
    }

    /// The badge's text width and the space it takes from the content: the
    /// width and `ListMetrics.badgeSpacing` (nothing without a badge).
    private var badgeWidth: CGFloat {
        guard let badge, let measurer = decoration.measurer else { return 0 }
        return measurer.width(of: badge[...], font: .body)
    }
    private var badgeSpace: CGFloat { badge == nil ? 0 : badgeWidth + ListMetrics.badgeSpacing }

    /// The badge in the row's own space: body text at the content's
    /// trailing inset, centred on the background's height (nil without one).
    package var badgeRect: CGRect? {
        guard badge != nil, let measurer = decoration.measurer else { return nil }
        let card = backgroundRect
        let height = measurer.lineHeight(for: .body)
        let width = badgeWidth
        return CGRect(x: card.maxX - insets(bounds.width).trailing - width, y: card.midY - height / 2, width: width, height: height)
    }

    // MARK: Drawing

    /// The row's background rect in its own space.
    var backgroundRect: CGRect {
        let inset = cardInset(bounds.width)
        return CGRect(x: inset, y: placement.gapBefore, width: max(0, bounds.width - 2 * inset),
                      height: max(0, bounds.height - placement.gapBefore - placement.gapAfter))
    }

    /// The separator under the row, in its own space (nil when it has none).
    package var separatorRect: CGRect? {
        guard placement.role == .row else { return nil }
        let card = backgroundRect
        let hairline = 1 / decoration.displayScale
        if !isLastShown {
            guard traits.separator != .hidden else { return nil }
            let x = max(card.minX, separatorGuide(.listRowSeparatorLeading)
                ?? firstTextLeading ?? card.minX + insets(bounds.width).leading)
            let end = min(card.maxX, separatorGuide(.listRowSeparatorTrailing) ?? card.maxX)
            return CGRect(x: x, y: card.maxY - hairline, width: max(0, end - x), height: hairline)
        }
        guard !style.isGrouped, traits.sectionSeparator != .hidden else { return nil }
        return CGRect(x: card.minX, y: card.maxY - hairline, width: card.width, height: hairline)
    }

    package override var contentTranslation: CGPoint { CGPoint(x: swipeOffset, y: 0) }

    /// Where the row's content puts `guide` (`alignmentGuide(.listRowSeparatorLeading)`
    /// or `Trailing` on its content or inside it), in the row's space
    /// without the swipe offset; nil when nothing in the row sets it.
    private func separatorGuide(_ guide: HorizontalAlignment) -> CGFloat? {
        guard AlignmentGuideNode.anyExist, let root = contentRoot, let frame = root.frame(inSpaceOf: self),
              let value = root.explicitGuide(guide.key, .horizontal, size: frame.size) else { return nil }
        return frame.minX + value - swipeOffset
    }

    /// The leading edge of the row's first text (depth first, in the order
    /// the content declares it), in the row's space without the swipe
    /// offset: where SwiftUI starts the separator. Nil when the row shows no text.
    private var firstTextLeading: CGFloat? {
        var stack: [Node] = []
        children.forEachUnretained { _, child in stack.append(child) }
        stack.reverse()
        while let node = stack.popLast() {
            if node is RowSeparatorOpaqueNode { continue }
            if node is TextNode {
                guard let frame = node.frame(inSpaceOf: self) else { return nil }
                return frame.minX - swipeOffset
            }
            let start = stack.count
            node.children.forEachUnretained { _, child in stack.append(child) }
            stack[start...].reverse()
        }
        return nil
    }

    /// A row's background takes touches, so a swipe can start anywhere on it.
    package override func ownContentContains(_ point: CGPoint) -> Bool {
        placement.role == .row && backgroundRect.contains(point)
    }

    /// A closed `NavigationLink` row out of edit mode is its link wherever it
    /// is touched, its padding included (a touch on the row's background
    /// reaches the link), as a table view cell with a disclosure indicator is.
    package override func hitTest(_ point: CGPoint) -> Node? {
        let hit = super.hitTest(point)
        guard hit === self, isNavigationRow, swipeOffset == 0, !decoration.isEditing, let link = rowLink else { return hit }
        return link
    }

    /// The button of the row's `NavigationLink` (the one that lets the row draw its press).
    var rowLink: TapTargetNode? {
        var stack: [Node] = Array(children)
        while let node = stack.popLast() {
            if let link = node as? TapTargetNode, !link.dimsWhenPressed { return link }
            stack.append(contentsOf: node.children)
        }
        return nil
    }

    package override func draw(_ context: inout DrawContext) {
        drawSwipeActions(&context)
        let saved = context.translation
        context.translation.x += shownSwipeOffset(at: context.time)
        defer { context.translation = saved }
        let card = backgroundRect
        switch placement.role {
        case .row:
            let fill = isSelected || isPressed ? ListMetrics.selectedRowBackground : traits.background ?? rowBackground
            let color = fill.resolved(in: decoration.colorScheme)
            if style == .insetGrouped && (isFirstShown || isLastShown || isLifted) {
                drawCard(card, color, &context)
            } else {
                context.fill(card, color)
            }
        case .header:
            if !style.isGrouped { context.fill(card, (traits.background ?? rowBackground).resolved(in: decoration.colorScheme)) }
        case .footer:
            break
        }
        if let clip = contentClip {
            // A first or last row of an `insetGrouped` section clips its
            // content to the card's rounded outer corners, as a cell whose
            // corners the section rounds does: a full-bleed image in the
            // first row (`listRowInsets(EdgeInsets())`) is rounded with it.
            let saved = context.pushClip(clip.rect, cornerRadius: clip.radius)
            drawChildren(&context)
            context.popClip(saved)
        } else {
            drawChildren(&context)
        }
        if let circle = selectionCircleRect {
            if isSelected {
                context.list.append(.fillEllipse(context.toGlobal(circle), Color.accentColor.resolved(in: decoration.colorScheme)))
            } else {
                context.list.append(.strokeEllipse(context.toGlobal(circle), lineWidth: ListMetrics.selectionCircleLineWidth,
                                                   ListMetrics.selectionCircleColor.resolved(in: decoration.colorScheme)))
            }
        }
        if let circle = deleteControlRect { drawDeleteControl(circle, &context) }
        if showsReorderControl { drawReorderGrip(&context) }
        if let badge, let rect = badgeRect {
            let g = context.toGlobal(rect)
            let color = Color.secondary.resolved(in: decoration.colorScheme).opacity(context.opacity)
            context.list.append(.text([TextLine(text: badge, origin: g.origin, width: rect.width)], .body, color))
        }
        if let rect = separatorRect {
            let system = ListMetrics.separator(in: decoration.colorScheme)
            let color = isLastShown ? system : (traits.separatorTint?.resolved(in: decoration.colorScheme) ?? system)
            context.fill(rect, color)
        }
    }

    /// The selection circle of a row in edit mode, in the row's own space:
    /// `selectionCircleSide` wide at the style's leading inset, centred on
    /// the background's height (nil when the row shows none).
    package var selectionCircleRect: CGRect? {
        showsSelectionCircle ? leadingCircle : nil
    }

    /// A circle `selectionCircleSide` wide at the style's leading inset,
    /// centred on the background's height: where a selection circle or a
    /// delete control is drawn.
    private var leadingCircle: CGRect {
        let card = backgroundRect, side = ListMetrics.selectionCircleSide
        return CGRect(x: card.minX + styleInsets(bounds.width).leading, y: card.midY - side / 2, width: side, height: side)
    }

    /// The delete control of a row in edit mode, in the row's own space:
    /// a circle `selectionCircleSide` wide where a selection circle would
    /// be (nil when the row shows none).
    package var deleteControlRect: CGRect? {
        showsDeleteControl ? leadingCircle : nil
    }

    /// The part of the row a tap on opens its Delete: the delete control's
    /// indent, from the background's leading edge, as tall as the background.
    var deleteControlHitRect: CGRect? {
        guard showsDeleteControl else { return nil }
        let card = backgroundRect
        return CGRect(x: card.minX, y: card.minY, width: styleInsets(bounds.width).leading + ListMetrics.selectionIndent, height: card.height)
    }

    /// A red circle with a white bar across (`deleteControlBar` long).
    private func drawDeleteControl(_ circle: CGRect, _ context: inout DrawContext) {
        context.list.append(.fillEllipse(context.toGlobal(circle), ListMetrics.deleteColor.resolved(in: decoration.colorScheme).opacity(context.opacity)))
        let bar = ListMetrics.deleteControlBar
        context.fill(CGRect(x: circle.midX - bar.width / 2, y: circle.midY - bar.height / 2, width: bar.width, height: bar.height), .white)
    }

    /// True when the row's value is in its list's selection: it draws
    /// `ListMetrics.selectedRowBackground`.
    package var isSelected: Bool {
        placement.role == .row && decoration.selection?.isSelected(selectionValue) == true
    }

    /// True while a touch is down on a selectable row or on a
    /// `NavigationLink` row's link: it draws `ListMetrics.selectedRowBackground` too.
    package var isPressed: Bool { rowTouch != .none }

    /// The fill behind a row or a plain header when no `listRowBackground` sets one.
    private var rowBackground: Color {
        style.isGrouped ? ListMetrics.groupedRowBackground : ListMetrics.plainBackground
    }

    /// The rounded clip over the content of a first or last row of an
    /// `insetGrouped` section (nil for the other rows): the card, carried
    /// past its square inner edge far enough that only its outer corners
    /// are rounded.
    private var contentClip: (rect: CGRect, radius: CGFloat)? {
        guard placement.role == .row, style == .insetGrouped, isFirstShown || isLastShown || isLifted else { return nil }
        let card = backgroundRect
        let r = min(ListMetrics.cornerRadius, card.height / 2, card.width / 2)
        guard r > 0 else { return nil }
        if isLifted || (isFirstShown && isLastShown) { return (card, r) }
        let reach = card.height + 2 * r
        let rect = isFirstShown ? CGRect(x: card.minX, y: card.minY, width: card.width, height: reach)
                                : CGRect(x: card.minX, y: card.maxY - reach, width: card.width, height: reach)
        return (rect, r)
    }

    /// A first or last row of an `insetGrouped` section: rounded at the
    /// section's outer corners only (all four while a finger moves it) (a rounded rect, and a square one over
    /// the corners that stay square).
    private func drawCard(_ card: CGRect, _ color: Color, _ context: inout DrawContext) {
        let r = min(ListMetrics.cornerRadius, card.height / 2, card.width / 2)
        // A row lifted by its reorder control is a card of its own.
        let single = isLifted || (isFirstShown && isLastShown)
        if !single && color.opacity * context.opacity < 1 {
            // A see-through fill (`listRowBackground(.white.opacity(0.15))`)
            // must not be laid twice where the two shapes below overlap: fill
            // the card once inside a rounded clip reaching `r` past its square
            // edge, so only its outer corners are rounded.
            let rounded = isFirstShown ? CGRect(x: card.minX, y: card.minY, width: card.width, height: card.height + r)
                                       : CGRect(x: card.minX, y: card.minY - r, width: card.width, height: card.height + r)
            let saved = context.pushClip(rounded, cornerRadius: r)
            context.fill(card, color)
            context.popClip(saved)
            return
        }
        context.fill(card, color, cornerRadius: r)
        if single { return }
        if isFirstShown {
            context.fill(CGRect(x: card.minX, y: card.maxY - r, width: card.width, height: r), color)
        } else {
            context.fill(CGRect(x: card.minX, y: card.minY, width: card.width, height: r), color)
        }
    }
}

/// A control that draws its own text on iOS (a segmented control's
/// segments are `UISegmentedControl`'s, not SwiftUI text): a list row's
/// separator does not start under that text.
package final class RowSeparatorOpaqueNode: SingleChildNode {
    package override var kindName: String { "controlText" }
}

/// Wraps a control's drawing in a `RowSeparatorOpaqueNode`.
struct _RowSeparatorOpaqueModifier: NodeModifier {
    func makeNode(_ context: BuildContext) -> RowSeparatorOpaqueNode { RowSeparatorOpaqueNode() }
    func configure(_ node: RowSeparatorOpaqueNode, _ context: BuildContext) {}
}
