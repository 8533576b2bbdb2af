/// A touch a list row follows for its swipe actions.
struct SwipeTouch {
    /// Where the touch went down, in window points.
    let start: CGPoint
    /// The row's swipe offset when it went down.
    let base: CGFloat
    /// True once the touch moved far enough sideways to be a swipe.
    var isSwiping = false
    /// The uncovered action button it went down on (its index on the open
    /// edge), nil when none.
    let button: Int?
}

extension ListMetrics {
    /// A swipe is a horizontal move of more than this, more sideways than vertical.
    public static let swipeSlop: CGFloat = 10
    /// The red of a destructive swipe action, such as `onDelete`'s Delete (`systemRed`).
    public static let deleteColor = Color.red
    /// The least width of a swipe action button.
    public static let swipeActionMinWidth: CGFloat = 74
    /// The space on each side of a swipe action's label inside its button.
    public static let swipeActionPadding: CGFloat = 16
    /// The greatest width of a swipe action button.
    public static let swipeActionMaxWidth: CGFloat = 120
    /// The font of a swipe action's title.
    static let swipeActionFont = Font.body
    /// The spring a row's content moves on to where a swipe leaves it
    /// (open, closed, or closed by another row, a touch or a scroll):
    /// mass 1, stiffness 100, damping 18 (ω₀ 10 rad/s, damping ratio 0.9),
    /// from rest.
    public static let swipeSpring = Animation.interpolatingSpring(mass: 1, stiffness: 100, damping: 18)
    /// How long a row stays swiped after a destructive swipe action before
    /// it closes when the action did not remove it (ScrollSim's choice).
    public static let destructiveGrace: Double = 0.05
}

/// Swipe actions (`swipeActions`, and the Delete of a `ForEach` with
/// `onDelete` when the row has no trailing actions of its own): a touch
/// that moves 10 pt or more, more sideways than vertically, toward an edge
/// with actions (or either way on an open row) takes the touch from the
/// scroll view (the row sees each move before it). The row's content
/// follows it (at most the row's width, and only toward edges with
/// actions), uncovering the buttons of the edge it leaves: the first at
/// that edge, the others inward, each `swipeActionWidth` wide and all
/// scaled together to fill what is uncovered. On lifting: past half the
/// row's width the first action is performed (a full swipe) when the edge
/// allows it; past half the buttons' width the row rests open with the
/// buttons at their widths; otherwise it closes. A tap on an open button
/// performs its action; a tap elsewhere on the row closes it. An action
/// performed closes the row. A list has at most one open row: opening
/// another closes it, and so do a touch on another row (which then taps
/// nothing but may swipe) and a scroll of the list. The content follows
/// the finger at once; everything else that moves it (lifting, closing,
/// an action) moves it on `ListMetrics.swipeSpring`, and a touch on the
/// row while it moves catches it where it is drawn.
extension ListRowNode: PointerTarget {
    private var canSwipe: Bool { placement.role == .row && (swipeActions.leading != nil || swipeActions.trailing != nil) }

    /// True when a tap on the row chooses it: it is a row of a
    /// `List(selection:)` and its value is of the selection's type.
    private var isSelectable: Bool {
        guard placement.role == .row, let value = selectionValue, let selection = decoration.selection else { return false }
        return selection.accepts(value)
    }

    /// A row sees moves before its scroll view, so a sideways move is a swipe, not a pan.
    package var takesMovesFirst: Bool { canSwipe || showsReorderControl }

    /// The edge whose actions the current offset uncovers (nil when closed).
    private var openEdge: HorizontalEdge? { Self.edge(uncoveredBy: swipeOffset) }

    private static func edge(uncoveredBy offset: CGFloat) -> HorizontalEdge? {
        offset < 0 ? .trailing : offset > 0 ? .leading : nil
    }

    /// The content's offset as drawn at `time`: `swipeOffset`, or where
    /// the spring moving it there is.
    func shownSwipeOffset(at time: Double) -> CGFloat {
        guard hasAnimationState else { return swipeOffset }
        return CGFloat(presented(.offset, model: [Double(swipeOffset)], at: time)[0])
    }

    /// The width of `action`'s button: its label (the symbol, else the
    /// title in `swipeActionFont`) and `swipeActionPadding` each side, no
    /// less than `swipeActionMinWidth` and no more than `swipeActionMaxWidth`.
    func swipeActionWidth(_ action: SwipeAction) -> CGFloat {
        let label: CGFloat
        if action.showsIcon {
            label = SymbolMetrics.side(for: ListMetrics.swipeActionFont)
        } else {
            label = decoration.measurer.map { $0.width(of: (action.title ?? "")[...], font: ListMetrics.swipeActionFont) } ?? 0
        }
        return min(ListMetrics.swipeActionMaxWidth, max(ListMetrics.swipeActionMinWidth, label + 2 * ListMetrics.swipeActionPadding))
    }

    /// How far the row rests open on `edge`: the sum of its buttons' widths.
    private func openWidth(_ edge: HorizontalEdge) -> CGFloat {
        (swipeActions[edge]?.actions ?? []).reduce(0) { $0 + swipeActionWidth($1) }
    }

    /// The uncovered buttons in the row's own space, in action order (the
    /// first at the row's edge); empty when the row is closed.
    package var swipeActionFrames: [CGRect] { swipeActionFrames(offset: swipeOffset) }

    /// The buttons `offset` uncovers, as `swipeActionFrames`.
    private func swipeActionFrames(offset: CGFloat) -> [CGRect] {
        guard let edge = Self.edge(uncoveredBy: offset), let set = swipeActions[edge] else { return [] }
        let card = backgroundRect
        let scale = abs(offset) / openWidth(edge)
        var before: CGFloat = 0
        return set.actions.map { action in
            let width = swipeActionWidth(action) * scale
            defer { before += width }
            let x = edge == .trailing ? card.maxX - before - width : card.minX + before
            return CGRect(x: x, y: card.minY, width: width, height: card.height)
        }
    }

    /// The index of the uncovered button at window point `point`, nil when none.
    private func swipeAction(at point: CGPoint) -> Int? {
        swipeActionFrames.firstIndex { $0.contains(local(point)) }
    }

    /// Window point `point` in the row's own space.
    private func local(_ point: CGPoint) -> CGPoint {
        CGPoint(x: point.x - globalFrame.minX, y: point.y - globalFrame.minY)
    }

    package func pointerDown(at point: CGPoint, time: Double) -> Bool {
        // A touch on another row closes the open one and is no tap (nor a selection).
        var closedAnother = false
        if let open = list?.openSwipeRow, open !== self {
            open.setSwipeOffset(0, animated: true)
            closedAnother = true
        }
        // A touch on the reorder control of a closed row lifts the row.
        if swipeOffset == 0, let grip = reorderControlRect, grip.contains(local(point)), let list, list.beginReorder(self, pointer: point.y, time: time) {
            reorderTouch = true
            return closedAnother
        }
        // A link row draws pressed while its link is touched (the link pushes on release).
        let touch: RowTouch = closedAnother ? .none
            : isSelectable ? (hasGesture(at: point) ? .pressesOnly : .selects)
            : isNavigationRow && hasGesture(at: point) ? .pressesOnly : .none
        setRowTouch(touch)
        guard canSwipe else { return closedAnother }
        // A touch catches a moving row where it is drawn.
        if hasAnimationState { setSwipeOffset(shownSwipeOffset(at: list?.graph?.currentTime ?? time)) }
        swipeTouch = SwipeTouch(start: point, base: swipeOffset, button: swipeAction(at: point))
        return closedAnother
    }

    package func pointerMoved(to point: CGPoint, time: Double) -> PointerMoveResponse {
        if reorderTouch {
            list?.moveReorder(pointer: point.y)
            return .claim
        }
        guard var touch = swipeTouch else { return .track }
        if abs(point.x - touch.start.x) >= ListMetrics.swipeSlop { setRowTouch(.none) }
        let dx = point.x - touch.start.x, dy = point.y - touch.start.y
        if !touch.isSwiping {
            // In edit mode a closed row does not swipe open (its delete control opens it).
            guard abs(dx) >= ListMetrics.swipeSlop, abs(dx) > abs(dy),
                  touch.base != 0 || (!decoration.isEditing && swipeActions[dx < 0 ? .trailing : .leading] != nil) else { return .track }
            touch.isSwiping = true
            swipeTouch = touch
        }
        setSwipeOffset(touch.base + dx)
        return .claim
    }

    package func pointerUp(at point: CGPoint, time: Double) -> Bool {
        if reorderTouch {
            reorderTouch = false
            list?.endReorder(cancelled: false)
            return false
        }
        // A tap on the delete control of a closed row opens its trailing actions (its Delete).
        if let touch = swipeTouch, !touch.isSwiping, swipeOffset == 0, let hit = deleteControlHitRect,
           hit.contains(local(touch.start)), hit.contains(local(point)) {
            setRowTouch(.none)
            swipeTouch = nil
            setSwipeOffset(-openWidth(.trailing), animated: true)
            return false
        }
        if rowTouch == .selects, swipeOffset == 0, !(swipeTouch?.isSwiping ?? false), let value = selectionValue {
            setRowTouch(.none)
            swipeTouch = nil
            _ = decoration.selection?.choose(value)
            return false
        }
        setRowTouch(.none)
        guard let touch = swipeTouch else { return false }
        swipeTouch = nil
        if touch.isSwiping {
            guard let edge = openEdge, let set = swipeActions[edge] else { return false }
            let travel = abs(swipeOffset)
            if set.allowsFullSwipe && travel > backgroundRect.width / 2 {
                perform(set.actions[0], on: edge, fullSwipe: true)
            } else {
                let open = openWidth(edge)
                setSwipeOffset(travel > open / 2 ? (edge == .trailing ? -open : open) : 0, animated: true)
            }
        } else if let index = touch.button, swipeAction(at: point) == index, let edge = openEdge,
                  let action = swipeActions[edge]?.actions[index] {
            perform(action, on: edge, fullSwipe: false)
        } else if swipeOffset != 0 {
            setSwipeOffset(0, animated: true)
        }
        return false
    }

    package func pointerCancelled(time: Double) {
        if reorderTouch {
            reorderTouch = false
            list?.endReorder(cancelled: true)
        }
        setRowTouch(.none)
        if let touch = swipeTouch, touch.isSwiping { setSwipeOffset(touch.base, animated: true) }
        swipeTouch = nil
    }

    /// Follows a touch on the row, drawing it pressed while there is one.
    private func setRowTouch(_ touch: RowTouch) {
        guard touch != rowTouch else { return }
        let wasPressed = isPressed
        rowTouch = touch
        if isPressed != wasPressed { invalidateVisualBounds() }
    }

    /// True when a button or tap gesture inside the row is at window point
    /// `point`: the touch is its, not the row's selection's.
    private func hasGesture(at point: CGPoint) -> Bool {
        var node = hitTest(local(point))
        while let n = node, n !== self {
            if let target = n as? PointerTarget, target.arbitration.isExclusiveGesture { return true }
            node = n.parent
        }
        return false
    }

    /// Moves the content to `x`, within the row's width toward the edges
    /// that have actions: at once (stopping a spring under way), or
    /// `animated` on `ListMetrics.swipeSpring` from where it is drawn.
    func setSwipeOffset(_ x: CGFloat, animated: Bool = false) {
        let width = backgroundRect.width
        let lowest = swipeActions.trailing == nil ? 0 : -width
        let highest = swipeActions.leading == nil ? 0 : width
        let clamped = min(highest, max(lowest, x))
        if let graph = list?.graph {
            if animated && clamped != swipeOffset {
                animate(.offset, from: [Double(shownSwipeOffset(at: graph.currentTime))], to: [Double(clamped)],
                        animation: ListMetrics.swipeSpring, time: graph.currentTime, graph: graph)
            } else if !animated && isAnimating(.offset) {
                stopAnimating(.offset, graph: graph)
                invalidateVisualBounds()
            }
        }
        guard clamped != swipeOffset else { return }
        swipeOffset = clamped
        invalidateVisualBounds()
        guard let list else { return }
        if clamped == 0 {
            if list.openSwipeRow === self { list.openSwipeRow = nil }
        } else if list.openSwipeRow !== self {
            list.openSwipeRow?.setSwipeOffset(0, animated: true)
            list.openSwipeRow = self
            list.openSwipeScrollOffset = list.enclosingScrollView(along: .vertical).scroll?.offset.y ?? 0
        }
    }

    /// Runs `action`, uncovered on `edge`. A destructive action (a Delete)
    /// leaves the row swiped while it is removed: a full swipe carries the
    /// content on off the edge (to the row's width), a tap leaves it where
    /// it is; a row still there `destructiveGrace` s later closes. Any
    /// other action closes the row first. Closing and the full swipe move
    /// the content on `ListMetrics.swipeSpring`.
    private func perform(_ action: SwipeAction, on edge: HorizontalEdge, fullSwipe: Bool) {
        if action.role == .destructive {
            if fullSwipe { setSwipeOffset(edge == .trailing ? -backgroundRect.width : backgroundRect.width, animated: true) }
            destructiveSince = list?.graph?.currentTime
        } else {
            setSwipeOffset(0, animated: true)
        }
        action.action()
    }

    /// Closes the row when a destructive action performed on it more than
    /// `destructiveGrace` s before `time` did not remove it.
    func closeIfNotRemoved(at time: Double) {
        guard let since = destructiveSince, time - since > ListMetrics.destructiveGrace else { return }
        destructiveSince = nil
        guard let list else { return }
        if list.builtIndex(of: self) != nil {
            setSwipeOffset(0, animated: true)
        } else if list.openSwipeRow === self {
            list.openSwipeRow = nil
        }
    }

    /// Draws the uncovered buttons: each filled with its colour, its symbol
    /// placeholder (or its title in white `swipeActionFont` text) centred,
    /// in white; a title wider than its button is left out.
    func drawSwipeActions(_ context: inout DrawContext) {
        let offset = shownSwipeOffset(at: context.time)
        guard let edge = Self.edge(uncoveredBy: offset), let set = swipeActions[edge] else { return }
        let scheme = decoration.colorScheme
        for (action, button) in zip(set.actions, swipeActionFrames(offset: offset)) {
            context.fill(button, action.color.resolved(in: scheme))
            if action.showsIcon {
                let side = SymbolMetrics.side(for: ListMetrics.swipeActionFont)
                guard side <= button.width else { continue }
                context.strokeSymbol(CGRect(x: button.midX - side / 2, y: button.midY - side / 2, width: side, height: side), .white)
                continue
            }
            guard let title = action.title, let measurer = decoration.measurer else { continue }
            let font = ListMetrics.swipeActionFont
            let width = measurer.width(of: title[...], font: font)
            let height = measurer.lineHeight(for: font)
            guard width <= button.width else { continue }
            let g = context.toGlobal(CGRect(x: button.midX - width / 2, y: button.midY - height / 2, width: width, height: height))
            guard g.meets(context.clip) else { continue }
            context.list.append(.text([TextLine(text: title, origin: g.origin, width: width)], font, Color.white.opacity(context.opacity)))
        }
    }
}
