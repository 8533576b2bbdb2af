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
    public func makeCache(subviews: Subviews) -> StackCache { StackCache() }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout StackCache) -> CGSize {
        cache.allocation(.horizontal, proposal, subviews, spacing ?? defaultSpacing).size
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout StackCache) {
        cache.allocation(.horizontal, proposal, subviews, spacing ?? defaultSpacing)
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
    public func makeCache(subviews: Subviews) -> StackCache { StackCache() }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout StackCache) -> CGSize {
        cache.allocation(.vertical, proposal, subviews, spacing ?? defaultSpacing).size
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout StackCache) {
        cache.allocation(.vertical, proposal, subviews, spacing ?? defaultSpacing)
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

/// A stack's cache: the last few allocations, by proposal, so measuring and
/// placing share one computation. Cleared whenever the stack's layout is
/// invalidated.
public final class StackCache: LayoutCacheInvalidating {
    var proposals: [ProposedViewSize] = []
    var allocations: [StackAllocation] = []

    public init() {}

    @MainActor
    func allocation(_ axis: Axis, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ spacing: CGFloat) -> StackAllocation {
        for i in proposals.indices where proposals[i] == proposal { return allocations[i] }
        let a = StackAllocation(axis: axis, proposal: proposal, subviews: subviews, spacing: spacing)
        if proposals.count >= 4 {
            proposals.removeFirst()
            allocations.removeFirst()
        }
        proposals.append(proposal)
        allocations.append(a)
        return a
    }

    public func invalidate() {
        proposals.removeAll(keepingCapacity: true)
        allocations.removeAll(keepingCapacity: true)
    }
}

/// A layout cache that must be emptied when the layout is invalidated.
public protocol LayoutCacheInvalidating: AnyObject {
    func invalidate()
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
        // A NaN or infinite spacing would make the stack's length NaN or
        // infinite whatever its children: the default spacing is used instead.
        let spacing = spacing.isFinite ? spacing : defaultSpacing
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
            var priorities = [Double](repeating: 0, count: n)
            var uniform = true
            var minSizes = [CGFloat](repeating: 0, count: n)
            var flexibility = [CGFloat](repeating: 0, count: n)
            let zero = prop(0)
            let infinite = prop(.infinity)
            for i in 0..<n {
                let node = subviews.nodes[i]
                priorities[i] = node.resolvedLayoutPriority
                if priorities[i] != priorities[0] { uniform = false }
                let lo = node.sizeThatFits(zero)[axis]
                let hi = node.sizeThatFits(infinite)[axis]
                minSizes[i] = lo
                flexibility[i] = hi - lo
            }
            if uniform {
                // One priority level: serve the least flexible first.
                let order = leastFlexibleFirst(flexibility)
                var remaining = available
                var left = n
                for i in order {
                    let offer = max(0, remaining / CGFloat(left))
                    let p = prop(offer)
                    let s = subviews.nodes[i].sizeThatFits(p)
                    proposals[i] = p
                    sizes[i] = s
                    remaining -= s[axis]
                    left -= 1
                }
                var main: CGFloat = totalSpacing
                var crossSize: CGFloat = 0
                for s in sizes {
                    main += s[axis]
                    crossSize = max(crossSize, s[axis.other])
                }
                size = CGSize(axis: axis, main: main, cross: crossSize)
                return
            }
            let levels = Set(priorities).sorted(by: >)
            for level in levels {
                let members = (0..<n).filter { priorities[$0] == level }
                let group = leastFlexibleFirst(members.map { flexibility[$0] }).map { members[$0] }
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
            origin[axis.other] = crossStart + alignmentShare(crossLength - s[axis.other], crossFraction)
            subviews[i].place(at: origin, anchor: .topLeading, proposal: proposals[i])
            position += s[axis] + spacing
        }
    }
}

/// Indices ordered by flexibility, least flexible first, ties in index order.
/// Nonisolated, so the comparisons run without actor checks.
nonisolated func leastFlexibleFirst(_ flexibility: [CGFloat]) -> [Int] {
    var sorted = true
    for i in flexibility.indices.dropFirst() where flexibility[i] < flexibility[i - 1] {
        sorted = false
        break
    }
    if sorted { return Array(flexibility.indices) }
    return flexibility.indices.sorted { a, b in
        flexibility[a] != flexibility[b] ? flexibility[a] < flexibility[b] : a < b
    }
}
