/// A touch a list row follows for swipe to delete.
struct SwipeTouch {
    /// Where the touch went down, in window points.
    let start: CGPoint
    /// The row's swipe offset when it went down.
    let base: CGFloat
    /// True once the touch moved far enough sideways to be a swipe.
    var isSwiping = false
    /// True when it went down on an open row's Delete button.
    let onButton: Bool
}

extension ListMetrics {
    /// The width of the Delete button a swipe to the left uncovers.
    public static let deleteButtonWidth: CGFloat = 80
    /// A swipe is a horizontal move of more than this, more sideways than vertical.
    public static let swipeSlop: CGFloat = 10
    /// The red of the Delete button (`systemRed`).
    public static let deleteColor = Color.red
}

/// Swipe to delete, for rows whose `ForEach` has `onDelete`: a touch that
/// moves 10 pt or more, more sideways than vertically, to the left (or
/// either way on an open row) takes the touch from the scroll view (the row
/// sees each move before it); the
/// row's content follows it (from 0 to the row's full width to the left),
/// uncovering a red Delete button at its trailing edge. On lifting: past
/// half the row's width the row is deleted (a full swipe); past half the
/// button it rests open with the button 80 pt wide; otherwise it closes.
/// A tap on an open row's button deletes it; a tap elsewhere on the row
/// closes it. Moves are immediate (iOS animates them).
extension ListRowNode: PointerTarget {
    private var canSwipe: Bool { placement.role == .row && deleteAction != nil }

    /// A row sees moves before its scroll view, so a sideways move is a swipe, not a pan.
    package var takesMovesFirst: Bool { canSwipe }

    /// The Delete button in window points (nil when the row is closed).
    private var deleteButtonFrame: CGRect? {
        guard swipeOffset < 0 else { return nil }
        let card = backgroundRect.offsetBy(dx: globalFrame.minX, dy: globalFrame.minY)
        return CGRect(x: card.maxX + swipeOffset, y: card.minY, width: -swipeOffset, height: card.height)
    }

    package func pointerDown(at point: CGPoint, time: Double) -> Bool {
        guard canSwipe else { return false }
        swipeTouch = SwipeTouch(start: point, base: swipeOffset, onButton: deleteButtonFrame?.contains(point) ?? false)
        return false
    }

    package func pointerMoved(to point: CGPoint, time: Double) -> PointerMoveResponse {
        guard var touch = swipeTouch else { return .track }
        let dx = point.x - touch.start.x, dy = point.y - touch.start.y
        if !touch.isSwiping {
            guard abs(dx) >= ListMetrics.swipeSlop, abs(dx) > abs(dy), dx < 0 || touch.base < 0 else { return .track }
            touch.isSwiping = true
            swipeTouch = touch
        }
        setSwipeOffset(touch.base + dx)
        return .claim
    }

    package func pointerUp(at point: CGPoint, time: Double) -> Bool {
        guard let touch = swipeTouch else { return false }
        swipeTouch = nil
        if touch.isSwiping {
            let width = backgroundRect.width
            if -swipeOffset > width / 2 {
                delete()
            } else {
                setSwipeOffset(-swipeOffset > ListMetrics.deleteButtonWidth / 2 ? -ListMetrics.deleteButtonWidth : 0)
            }
        } else if touch.onButton, deleteButtonFrame?.contains(point) ?? false {
            delete()
        } else if swipeOffset != 0 {
            setSwipeOffset(0)
        }
        return false
    }

    package func pointerCancelled(time: Double) {
        if let touch = swipeTouch, touch.isSwiping { setSwipeOffset(touch.base) }
        swipeTouch = nil
    }

    private func setSwipeOffset(_ x: CGFloat) {
        let clamped = min(0, max(-backgroundRect.width, x))
        guard clamped != swipeOffset else { return }
        swipeOffset = clamped
        invalidateVisualBounds()
    }

    private func delete() {
        setSwipeOffset(0)
        deleteAction?()
    }

    /// Draws the uncovered Delete button: red, "Delete" in white body text centred.
    func drawDeleteButton(_ context: inout DrawContext) {
        guard swipeOffset < 0 else { return }
        let card = backgroundRect
        let button = CGRect(x: card.maxX + swipeOffset, y: card.minY, width: -swipeOffset, height: card.height)
        context.fill(button, ListMetrics.deleteColor.resolved(in: decoration.colorScheme))
        guard let measurer = decoration.measurer else { return }
        let font = Font.body
        let width = measurer.width(of: "Delete", font: font)
        let height = measurer.lineHeight(for: font)
        guard width <= button.width else { return }
        let g = context.toGlobal(CGRect(x: button.midX - width / 2, y: button.midY - height / 2, width: width, height: height))
        guard g.meets(context.clip) else { return }
        context.list.append(.text([TextLine(text: "Delete", origin: g.origin, width: width)], font, Color.white.opacity(context.opacity)))
    }
}
