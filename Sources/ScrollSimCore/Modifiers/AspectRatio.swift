/// How content keeps its aspect ratio in the space it is offered.
public enum ContentMode: Hashable, Sendable, CaseIterable {
    /// As large as fits inside the space on both axes.
    case fit
    /// As small as covers the space on both axes (larger on one).
    case fill
}

struct _AspectRatioModifier: NodeModifier {
    let ratio: CGFloat?
    let mode: ContentMode
    func makeNode(_ context: BuildContext) -> AspectRatioNode { AspectRatioNode() }
    func configure(_ node: AspectRatioNode, _ context: BuildContext) {
        var r = ratio
        if let v = r, !(v.isFinite && v > 0) {
            context.graph.warn("Invalid aspect ratio \(v): aspectRatio uses the content's own ratio instead.")
            r = nil
        }
        assignLayout(&node.ratio, r, node)
        assignLayout(&node.mode, mode, node)
    }
}

/// `.aspectRatio(_:contentMode:)`, as OpenSwiftUI's `_AspectRatioLayout`:
/// a proposal with both axes nil passes through unchanged; otherwise the
/// ratio size `r` (`(ratio, 1)`, or the content's ideal size when the ratio
/// is nil, `(1, 1)` when that is square) is scaled by `s` and proposed to
/// the content, whose size is this view's size. Per axis the scale is
/// `proposal / r` (∞ for a nil axis, or when both are 0); `.fit` takes the
/// smaller of the two, `.fill` the larger. The content is centred.
package final class AspectRatioNode: SingleChildNode {
    /// Nil: the content's own ratio.
    var ratio: CGFloat?
    var mode: ContentMode = .fit

    /// The proposal the content gets when this view is proposed `p`.
    func offered(_ p: ProposedViewSize) -> ProposedViewSize {
        if p.width == nil && p.height == nil { return p }
        var r: CGSize
        if let ratio { r = CGSize(width: ratio, height: 1) } else { r = childSize(.unspecified) }
        if r.width == r.height { r = CGSize(width: 1, height: 1) }
        func scale(_ target: CGFloat?, _ length: CGFloat) -> CGFloat {
            guard let target, length != 0 || target != 0 else { return .infinity }
            return target / length
        }
        let sx = scale(p.width, r.width)
        let sy = scale(p.height, r.height)
        let s = mode == .fit ? min(sx, sy) : max(sx, sy)
        // 0 × ∞ (a zero-length ratio side scaled by an unbounded axis) is 0, not NaN.
        func scaled(_ length: CGFloat) -> CGFloat { length == 0 ? 0 : length * s }
        return ProposedViewSize(width: scaled(r.width), height: scaled(r.height))
    }

    package override func measure(_ proposal: ProposedViewSize) -> CGSize {
        childSize(offered(proposal))
    }

    package override func placeChildren(_ proposal: ProposedViewSize) {
        let p = offered(proposal)
        let c = childSize(p)
        let size = localFrame.size
        // An unbounded fill (a nil axis) is ∞ and so is the content: ∞ − ∞ centres at 0, not NaN.
        func centred(_ outer: CGFloat, _ inner: CGFloat) -> CGFloat {
            let o = (outer - inner) / 2
            return o.isNaN ? 0 : o
        }
        placeChild(at: CGPoint(x: centred(size.width, c.width), y: centred(size.height, c.height)), proposal: p)
    }

    package override var kindName: String { "aspectRatio" }
}

extension View {
    /// Constrains this view to `aspectRatio` (width ÷ height; nil: its own
    /// ideal size's ratio), as large as fits (`.fit`) or as small as covers
    /// (`.fill`) the space it is offered.
    ///
    /// ```swift
    /// Image("photo").resizable().aspectRatio(16 / 9, contentMode: .fit)
    /// ```
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        modified(_AspectRatioModifier(ratio: aspectRatio, mode: contentMode))
    }

    /// Constrains this view to the ratio of `aspectRatio`'s width to its height.
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        modified(_AspectRatioModifier(ratio: aspectRatio.width / aspectRatio.height, mode: contentMode))
    }

    /// `aspectRatio(nil, contentMode: .fit)`: as large as fits, keeping its own ratio.
    ///
    /// ```swift
    /// Image("photo").resizable().scaledToFit().frame(width: 100, height: 100)   // 100 × 66.67 for 3:2
    /// ```
    public func scaledToFit() -> some View { aspectRatio(nil, contentMode: .fit) }

    /// `aspectRatio(nil, contentMode: .fill)`: as small as covers, keeping
    /// its own ratio (pair with `clipped()` to cut off what overflows).
    public func scaledToFill() -> some View { aspectRatio(nil, contentMode: .fill) }
}
