/// A section header or footer a lazy stack pins, and where it is drawn.
/// Positions are along the stack's axis, in the stack's own coordinates
/// (y for `LazyVStack`, x for `LazyHStack`).
@MainActor
struct PinnedSubview {
    /// The header's or footer's node (a child of the stack).
    let node: Node
    let isHeader: Bool
    /// The section's extent: from its first subview's leading edge to the
    /// next subview's after it (so spacing after the section belongs to it),
    /// or to the stack's end for the last one.
    let sectionStart: CGFloat
    let sectionEnd: CGFloat

    /// Where the subview's leading edge is drawn, for the pinning region
    /// `visible` (the scroll view's visible part inside its content
    /// insets): a header at `visible`'s start, never above its own place
    /// nor past the end of its section (the next section pushes it off);
    /// a footer at `visible`'s end, never below its own place nor before
    /// the start of its section.
    func drawnPosition(axis: Axis, in visible: ClosedRange<CGFloat>) -> CGFloat {
        let natural = node.localFrame.origin[axis]
        let length = node.localFrame.size[axis]
        if isHeader {
            return max(natural, min(visible.lowerBound, sectionEnd - length))
        }
        return min(natural, max(sectionStart, visible.upperBound - length))
    }
}
