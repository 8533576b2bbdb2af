/// The horizontal stack layout: `HStackLayout(spacing: 0) { ... }` or via `HStack`.
public struct HStackLayout: Layout, Equatable {
    public var alignment: VerticalAlignment
    public var spacing: CGFloat?
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }
    public static var layoutProperties: LayoutProperties {
        var p = LayoutProperties()
        p.stackOrientation = .horizontal
        return p
    }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        StackAllocation(axis: .horizontal, proposal: proposal, subviews: subviews, spacing: spacing ?? defaultSpacing).size
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        StackAllocation(axis: .horizontal, proposal: proposal, subviews: subviews, spacing: spacing ?? defaultSpacing)
            .place(in: bounds, subviews: subviews, crossFraction: alignment.fraction)
    }
}

/// The vertical stack layout: `VStackLayout(alignment: .leading) { ... }` or via `VStack`.
public struct VStackLayout: Layout, Equatable {
    public var alignment: HorizontalAlignment
    public var spacing: CGFloat?
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }
    public static var layoutProperties: LayoutProperties {
        var p = LayoutProperties()
        p.stackOrientation = .vertical
        return p
    }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        StackAllocation(axis: .vertical, proposal: proposal, subviews: subviews, spacing: spacing ?? defaultSpacing).size
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        StackAllocation(axis: .vertical, proposal: proposal, subviews: subviews, spacing: spacing ?? defaultSpacing)
            .place(in: bounds, subviews: subviews, crossFraction: alignment.fraction)
    }
}

/// The overlay layout: every subview gets the whole proposal; the size is
/// the union; subviews are aligned by `alignment`.
public struct ZStackLayout: Layout, Equatable {
    public var alignment: Alignment
    public init(alignment: Alignment = .center) { self.alignment = alignment }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        var size = CGSize.zero
        for s in subviews {
            let c = s.sizeThatFits(proposal)
            size.width = max(size.width, c.width)
            size.height = max(size.height, c.height)
        }
        return size
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for s in subviews {
            let c = s.sizeThatFits(proposal)
            let o = alignment.origin(of: c, in: bounds.size)
            s.place(at: CGPoint(x: bounds.minX + o.x, y: bounds.minY + o.y), anchor: .topLeading, proposal: proposal)
        }
    }
}

/// SwiftUI's default spacing between stack children.
let defaultSpacing: CGFloat = 8

/// One routine for both passes of a stack, so measuring and placing cannot
/// drift apart: the size each child gets for a proposal.
///
/// Children are served by `layoutPriority` (highest first, after reserving
/// the minimum size of lower-priority groups), then by flexibility (size at
/// ∞ minus size at 0 along the axis, least flexible first); each in turn is
/// offered `remaining / childrenLeft`.
@MainActor
struct StackAllocation {
    var sizes: [CGSize]
    var proposals: [ProposedViewSize]
    var size: CGSize
    let axis: Axis
    let spacing: CGFloat

    init(axis: Axis, proposal: ProposedViewSize, subviews: LayoutSubviews, spacing: CGFloat) {
        self.axis = axis
        self.spacing = spacing
        let n = subviews.count
        sizes = Array(repeating: .zero, count: n)
        proposals = Array(repeating: .unspecified, count: n)
        guard n > 0 else {
            size = .zero
            return
        }
        let cross = proposal[axis.other]
        let totalSpacing = spacing * CGFloat(n - 1)
        func prop(_ main: CGFloat?) -> ProposedViewSize {
            var p = ProposedViewSize.unspecified
            p[axis] = main
            p[axis.other] = cross
            return p
        }
        if let main = proposal[axis], main.isFinite {
            var available = main - totalSpacing
            let priorities = subviews.map { $0.priority }
            var minSizes = [CGFloat](repeating: 0, count: n)
            var flexibility = [CGFloat](repeating: 0, count: n)
            for i in 0..<n {
                let lo = subviews[i].sizeThatFits(prop(0))[axis]
                let hi = subviews[i].sizeThatFits(prop(.infinity))[axis]
                minSizes[i] = lo
                flexibility[i] = hi - lo
            }
            let levels = Set(priorities).sorted(by: >)
            for level in levels {
                var group = (0..<n).filter { priorities[$0] == level }
                group.sort { a, b in
                    flexibility[a] != flexibility[b] ? flexibility[a] < flexibility[b] : a < b
                }
                var reserved: CGFloat = 0
                for i in 0..<n where priorities[i] < level { reserved += minSizes[i] }
                var remaining = available - reserved
                var left = group.count
                for i in group {
                    let offer = max(0, remaining / CGFloat(left))
                    let p = prop(offer)
                    let s = subviews[i].sizeThatFits(p)
                    proposals[i] = p
                    sizes[i] = s
                    remaining -= s[axis]
                    left -= 1
                }
                for i in group { available -= sizes[i][axis] }
            }
        } else {
            let p = prop(proposal[axis])
            for i in 0..<n {
                proposals[i] = p
                sizes[i] = subviews[i].sizeThatFits(p)
            }
        }
        var main: CGFloat = totalSpacing
        var crossSize: CGFloat = 0
        for s in sizes {
            main += s[axis]
            crossSize = max(crossSize, s[axis.other])
        }
        size = CGSize(axis: axis, main: main, cross: crossSize)
    }

    /// Places children one after the other along the axis, aligned across it.
    func place(in bounds: CGRect, subviews: LayoutSubviews, crossFraction: CGFloat) {
        var position = bounds.origin[axis]
        let crossStart = bounds.origin[axis.other]
        let crossLength = bounds.size[axis.other]
        for i in 0..<subviews.count {
            let s = sizes[i]
            var origin = CGPoint.zero
            origin[axis] = position
            origin[axis.other] = crossStart + (crossLength - s[axis.other]) * crossFraction
            subviews[i].place(at: origin, anchor: .topLeading, proposal: proposals[i])
            position += s[axis] + spacing
        }
    }
}
