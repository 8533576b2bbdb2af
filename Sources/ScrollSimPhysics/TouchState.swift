import Foundation

/// One finger on the scroll view.
struct TouchState {
    /// Where the finger went down.
    var start: CGPoint
    /// The latest finger position.
    var last: CGPoint
    /// Whether the finger has moved past the touch slop.
    var isDragging = false
    /// The finger position the drag is measured from (where the slop was exceeded).
    var anchor: CGPoint = .zero
    /// The unconstrained (pre-rubber-band) offset at `anchor`.
    var anchorOffset: CGPoint = .zero
    /// The offset the drag last showed, not snapped (Flutter's rubber band
    /// moves on from it).
    var shown: CGPoint = .zero

    init(at point: CGPoint) {
        start = point
        last = point
    }
}
