import Foundation

extension ListMetrics {
    /// The width of a row's reorder control in edit mode, at the trailing
    /// edge of its background and as tall as it: 44 pt, the least hit
    /// target of Apple's Human Interface Guidelines. The row's content ends
    /// at the control (its trailing inset becomes this width).
    public static let reorderControlWidth: CGFloat = 44
    /// The grip drawn centred in the reorder control: three horizontal
    /// lines this long and `reorderGripLineThickness` thick, their centres
    /// `reorderGripLineSpacing` apart, in `reorderGripColor`.
    public static let reorderGripLineLength: CGFloat = 18
    public static let reorderGripLineThickness: CGFloat = 2
    public static let reorderGripLineSpacing: CGFloat = 6
    /// The grip's colour (`systemGray`).
    public static let reorderGripColor = Color.systemGray
    /// How the other rows slide out of the dragged row's way, and how the
    /// dragged row settles into its slot when released (SwiftUI's default
    /// spring, critically damped with a 0.55 s response).
    public static let reorderAnimation = Animation.default
    /// How near the list's top or bottom edge the finger makes the list
    /// scroll while it drags a row.
    public static let reorderAutoScrollZone: CGFloat = 44
    /// The auto-scroll speed, in points per second, with the finger on the
    /// edge (or past it); it grows linearly from 0 at the inner edge of
    /// `reorderAutoScrollZone`.
    public static let reorderAutoScrollSpeed: CGFloat = 600
}

/// A row of a list being moved by its reorder control: the finger drags
/// it along the rows of its `ForEach` while the rows it passes slide out
/// of its way; released, it settles into its slot and then the
/// `ForEach`'s `onMove` is called once.
@MainActor
final class ListReorder {
    enum Phase: Equatable {
        /// The finger drags the row.
        case dragging
        /// Released: the row moves into its slot.
        case settling
        /// `onMove` was called at `since`; the rows keep their slots until
        /// the list is updated with the moved data.
        case moved(since: Double)
        /// No update took the moved data up: the rows return to their places.
        case returning
    }

    let row: ListRowNode
    /// The row's subview index when it was lifted.
    let from: Int
    /// The rows it moves among and the `ForEach`'s `onMove`.
    let run: ListMoveRun
    /// The finger's window y when it lifted the row, and now.
    let startPointer: CGFloat
    var pointer: CGFloat
    /// The list's scroll offset when the row was lifted.
    let startScroll: CGFloat
    /// The subview index the row would take if released now.
    var destination: Int
    var phase = Phase.dragging
    /// The time of the last tick (auto-scroll steps from it).
    var lastTick: Double
    /// The part of the auto-scroll the pixel grid left over.
    var scrollCarry: CGFloat = 0

    init(row: ListRowNode, from: Int, run: ListMoveRun, pointer: CGFloat, scroll: CGFloat, time: Double) {
        self.row = row
        self.from = from
        self.run = run
        startPointer = pointer
        self.pointer = pointer
        startScroll = scroll
        destination = from
        lastTick = time
    }

    /// The offsets and destination `onMove` gets for the move: the row's
    /// offset in its `ForEach`, and the offset it goes before in the data
    /// before the move (one past its final offset when it moves down, as
    /// `Array.move(fromOffsets:toOffset:)` reads it).
    var moveArguments: (IndexSet, Int)? {
        guard destination != from else { return nil }
        let source = from - run.rows.lowerBound
        let target = destination - run.rows.lowerBound
        return (IndexSet(integer: source), target > source ? target + 1 : target)
    }
}

extension LazyStackNode {
    /// The top and length of row `index`'s background as laid out (its
    /// frame less the section spacing a grouped list's first or last row holds).
    private func span(_ index: Int) -> (top: CGFloat, length: CGFloat) {
        let s = subviewSpan(index)
        guard let row = builtSubviews[index] as? ListRowNode else { return s }
        let before = row.placement.gapBefore, after = row.placement.gapAfter
        return (s.top + before, max(0, s.length - before - after))
    }

    /// The lifted row's displacement while the finger drags it: the
    /// finger's move plus the list's scroll since the lift, kept so the
    /// row stays among the rows of its `ForEach`.
    private func dragDisplacement(_ r: ListReorder) -> CGFloat {
        let scroll = enclosingScrollView(along: .vertical).scroll?.offset.y ?? 0
        let raw = r.pointer - r.startPointer + scroll - r.startScroll
        let own = span(r.from)
        let first = span(r.run.rows.lowerBound).top
        let last = span(r.run.rows.upperBound - 1)
        return min(last.top + last.length - own.length - own.top, max(first - own.top, raw))
    }

    /// Where the row goes for displacement `d`: once its middle reaches the
    /// middle of a row below (or above) it, it takes that row's slot.
    private func destination(_ r: ListReorder, displacement d: CGFloat) -> Int {
        let own = span(r.from)
        let centre = own.top + d + own.length / 2
        var destination = r.from
        for j in (r.from + 1) ..< r.run.rows.upperBound {
            let s = span(j)
            if centre >= s.top + s.length / 2 { destination = j } else { break }
        }
        for j in (r.run.rows.lowerBound ..< r.from).reversed() {
            let s = span(j)
            if centre <= s.top + s.length / 2 { destination = j } else { break }
        }
        return destination
    }

    /// How far row `index` (not the lifted one) is moved out of the way
    /// of the lifted row going to `destination`: up by the lifted row's
    /// length for the rows between its slot and the destination below it,
    /// down for those above.
    func reorderShift(of index: Int, _ r: ListReorder) -> CGFloat {
        let length = span(r.from).length
        if r.from < index && index <= r.destination { return -length }
        if r.destination <= index && index < r.from { return length }
        return 0
    }

    /// The lifted row's displacement in its slot at `destination`.
    private func slotDisplacement(_ r: ListReorder) -> CGFloat {
        if r.destination > r.from { return ((r.from + 1) ... r.destination).reduce(0) { $0 + span($1).length } }
        if r.destination < r.from { return -(r.destination ..< r.from).reduce(0) { $0 + span($1).length } }
        return 0
    }

    /// Lifts `row`, subview `index` of this list, under a finger at window y `pointer`.
    func beginReorder(_ row: ListRowNode, pointer: CGFloat, time: Double) -> Bool {
        guard reorder == nil, let index = builtIndex(of: row), let run = row.moveRun, run.rows.contains(index) else { return false }
        let scroll = enclosingScrollView(along: .vertical).scroll?.offset.y ?? 0
        reorder = ListReorder(row: row, from: index, run: run, pointer: pointer, scroll: scroll, time: graph?.currentTime ?? time)
        row.isLifted = true
        invalidateVisualBounds()
        graph?.requestFrames()
        return true
    }

    /// The finger dragging the lifted row moved to window y `pointer`.
    func moveReorder(pointer: CGFloat) {
        guard let r = reorder, r.phase == .dragging else { return }
        r.pointer = pointer
        followReorder(r)
    }

    /// Moves the lifted row under the finger and the others out of its way.
    private func followReorder(_ r: ListReorder) {
        let d = dragDisplacement(r)
        r.row.setReorderShift(d, animated: false)
        let destination = destination(r, displacement: d)
        if destination != r.destination {
            r.destination = destination
            shiftRows(r, animated: true)
        }
        invalidateVisualBounds()
    }

    /// Gives the built rows of the move their shifts for the current
    /// destination, and each the ends of its section it is drawn at.
    private func shiftRows(_ r: ListReorder, animated: Bool) {
        for (index, host) in builtSubviews where r.run.rows.contains(index) {
            guard let row = host as? ListRowNode else { continue }
            if row !== r.row { row.setReorderShift(reorderShift(of: index, r), animated: animated) }
            setReorderEnds(row, at: index, r)
        }
    }

    /// The slot row `index` is drawn in for the current destination.
    private func shownSlot(of index: Int, _ r: ListReorder) -> Int {
        if index == r.from { return r.destination }
        if r.from < index && index <= r.destination { return index - 1 }
        if r.destination <= index && index < r.from { return index + 1 }
        return index
    }

    /// Draws `row` (subview `index`) as its section's first or last row
    /// when its slot is that row's.
    private func setReorderEnds(_ row: ListRowNode, at index: Int, _ r: ListReorder) {
        let slot = shownSlot(of: index, r)
        let holder = { (i: Int) in self.builtSubviews[i] as? ListRowNode }
        let ends = (first: holder(slot)?.placement.isFirstRow ?? false, last: holder(slot)?.placement.isLastRow ?? false)
        if row.reorderEnds?.first != ends.first || row.reorderEnds?.last != ends.last {
            row.reorderEnds = ends
            row.invalidateVisualBounds()
        }
    }

    /// Gives a row built during a move the shift the move gives it.
    func applyReorder(to host: LazySubviewHost, at index: Int) {
        guard let r = reorder, let row = host as? ListRowNode, row !== r.row else { return }
        row.setReorderShift(r.run.rows.contains(index) ? reorderShift(of: index, r) : 0, animated: false)
        if r.run.rows.contains(index) { setReorderEnds(row, at: index, r) }
    }

    /// The finger lifted (or was cancelled): the row settles into its slot
    /// (back into its own when cancelled).
    func endReorder(cancelled: Bool) {
        guard let r = reorder, r.phase == .dragging else { return }
        if cancelled && r.destination != r.from {
            r.destination = r.from
            shiftRows(r, animated: true)
        }
        r.phase = .settling
        r.row.setReorderShift(slotDisplacement(r), animated: true)
        graph?.requestFrames()
    }

    /// Advances a move: auto-scrolls while the finger is near an edge, calls
    /// `onMove` once the released row has settled, and gives up the slots
    /// (the rows spring back) when no update with moved data follows.
    /// Returns true while it needs frames.
    func tickReorder(_ time: Double) -> Bool {
        guard let r = reorder else { return false }
        let dt = max(0, time - r.lastTick)
        r.lastTick = time
        // A held row needs frames only while it scrolls the list; the phases after the lift need them until they end.
        defer { if reorder != nil && (r.phase != .dragging || isAutoScrolling(r)) { graph?.requestFrames() } }
        switch r.phase {
        case .dragging:
            autoScroll(r, dt: dt, time: time)
        case .settling:
            guard !r.row.isAnimating(.listReorder) else { return true }
            if let (source, destination) = r.moveArguments {
                r.phase = .moved(since: time)
                r.run.action(source, destination)
            } else {
                finishReorder()
                return false
            }
        case .moved(let since):
            // No update took the moved data up: the rows return to their places.
            if time - since > 0.05 {
                r.destination = r.from
                shiftRows(r, animated: true)
                r.row.setReorderShift(0, animated: true)
                r.phase = .returning
            }
        case .returning:
            if !builtSubviews.values.contains(where: { $0.isAnimating(.listReorder) }) {
                finishReorder()
                return false
            }
        }
        return true
    }

    /// Scrolls the list while the finger is within `reorderAutoScrollZone`
    /// of its top or bottom edge.
    private func autoScroll(_ r: ListReorder, dt: Double, time: Double) {
        guard dt > 0, let scroll = enclosingScrollView(along: .vertical).scroll else { return }
        let depth = autoScrollDepth(r, scroll)
        guard depth != 0 else { return }
        // The offset moves on the pixel grid; what a step leaves over is carried to the next.
        let dy = ListMetrics.reorderAutoScrollSpeed * depth / ListMetrics.reorderAutoScrollZone * CGFloat(dt) + r.scrollCarry
        let moved = scroll.driver.scrollVertically(by: dy, time: time)
        r.scrollCarry = abs(dy - moved) < 1 ? dy - moved : 0
        guard moved != 0 else { return }
        followReorder(r)
    }

    /// How far the finger is into the auto-scroll zone of the list's top
    /// (negative) or bottom edge (positive), at most the zone's height; 0 outside it.
    private func autoScrollDepth(_ r: ListReorder, _ scroll: ScrollContainerNode) -> CGFloat {
        let frame = scroll.globalFrame
        let zone = ListMetrics.reorderAutoScrollZone
        if r.pointer < frame.minY + zone { return -min(zone, frame.minY + zone - r.pointer) }
        if r.pointer > frame.maxY - zone { return min(zone, r.pointer - (frame.maxY - zone)) }
        return 0
    }

    /// True while the held row is in an auto-scroll zone.
    private func isAutoScrolling(_ r: ListReorder) -> Bool {
        guard r.phase == .dragging, let scroll = enclosingScrollView(along: .vertical).scroll else { return false }
        return autoScrollDepth(r, scroll) != 0
    }

    /// The list was updated while a move waited for its data: the rows
    /// take their new places as they are, with no shift.
    func finishReorderIfMoved() {
        guard let r = reorder, case .moved = r.phase else { return }
        finishReorder()
    }

    private func finishReorder() {
        guard let r = reorder else { return }
        for host in builtSubviews.values {
            guard let row = host as? ListRowNode else { continue }
            row.setReorderShift(0, animated: false)
            if row.reorderEnds != nil {
                row.reorderEnds = nil
                row.invalidateVisualBounds()
            }
        }
        r.row.setReorderShift(0, animated: false)
        r.row.reorderEnds = nil
        r.row.isLifted = false
        reorder = nil
        invalidateVisualBounds()
    }

    /// How far `child` is drawn from its place by a move (zero when none).
    func reorderDisplacement(ofChild child: Node) -> CGFloat {
        guard let row = child as? ListRowNode, let graph else { return 0 }
        return row.shownReorderShift(at: graph.currentTime)
    }
}

extension ListRowNode {
    /// The reorder control in the row's own space: `reorderControlWidth`
    /// at the trailing edge of its background, as tall as it (nil when the
    /// row shows none).
    package var reorderControlRect: CGRect? {
        guard showsReorderControl else { return nil }
        let card = backgroundRect
        return CGRect(x: card.maxX - ListMetrics.reorderControlWidth, y: card.minY,
                      width: ListMetrics.reorderControlWidth, height: card.height)
    }

    /// The grip's three lines in the row's own space, top to bottom.
    package var reorderGripLines: [CGRect] {
        guard let control = reorderControlRect else { return [] }
        let length = ListMetrics.reorderGripLineLength, thickness = ListMetrics.reorderGripLineThickness
        return (-1 ... 1).map { k in
            CGRect(x: control.midX - length / 2, y: control.midY + CGFloat(k) * ListMetrics.reorderGripLineSpacing - thickness / 2,
                   width: length, height: thickness)
        }
    }

    /// Sets how far a move draws the row from its place: at once, or
    /// `animated` with `ListMetrics.reorderAnimation` from where it is drawn.
    func setReorderShift(_ y: CGFloat, animated: Bool) {
        guard let graph = list?.graph else { return }
        if animated && y != reorderShift {
            animate(.listReorder, from: [Double(shownReorderShift(at: graph.currentTime))], to: [Double(y)],
                    animation: ListMetrics.reorderAnimation, time: graph.currentTime, graph: graph)
        } else if !animated {
            stopAnimating(.listReorder, graph: graph)
        }
        reorderShift = y
    }

    /// How far a move draws the row from its place at `time`.
    func shownReorderShift(at time: Double) -> CGFloat {
        guard hasAnimationState else { return reorderShift }
        return CGFloat(presented(.listReorder, model: [Double(reorderShift)], at: time)[0])
    }

    /// The list's lazy stack, whose rows this row is one of.
    var list: LazyStackNode? { parent?.ifKind(LazyStackNode.self) }

    /// Draws the grip in the reorder control.
    func drawReorderGrip(_ context: inout DrawContext) {
        let color = ListMetrics.reorderGripColor.resolved(in: decoration.colorScheme)
        for line in reorderGripLines { context.fill(line, color, cornerRadius: ListMetrics.reorderGripLineThickness / 2) }
    }
}
