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
        cache.place(.horizontal, proposal, subviews, spacing ?? defaultSpacing, in: bounds, crossFraction: alignment.fraction)
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
        cache.place(.vertical, proposal, subviews, spacing ?? defaultSpacing, in: bounds, crossFraction: alignment.fraction)
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

/// A stack's cache: the last two allocations, by proposal (the measuring
/// pass's and the placing pass's), so measuring and placing share one
/// computation. Kept inline (no arrays to grow). Cleared whenever the
/// stack's layout is invalidated, or updated for one changed subview.
public final class StackCache: LayoutCacheInvalidating {
    private var p0 = PackedProposal.none, a0: StackAllocation?
    private var p1 = PackedProposal.none, a1: StackAllocation?

    public init() {}

    /// Subviews whose measurements changed since the allocations were made.
    private var dirty: [AnyObject] = []
    /// The proposal and bounds of the last placement, and the first subview
    /// whose size may have changed since (the ones before it keep theirs).
    private var firstChanged = 0
    private var lastPlaced: (proposal: PackedProposal, bounds: CGRect)?
    private var next: UInt8 = 0

    /// Places the subviews with the allocation for `proposal`. After one
    /// subview changed, the ones before it are left where they are, unless
    /// something in them reads its position.
    @MainActor
    func place(_ axis: Axis, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ spacing: CGFloat,
               in bounds: CGRect, crossFraction: CGFloat) {
        let a = allocation(axis, proposal, subviews, spacing)
        let packed = PackedProposal(proposal)
        var start = 0
        if !subviews.mayReadPosition, let last = lastPlaced, last.proposal == packed, last.bounds == bounds {
            start = min(firstChanged, subviews.nodes.count)
        }
        a.place(in: bounds, subviews: subviews, crossFraction: crossFraction, from: start)
        lastPlaced = (packed, bounds)
        firstChanged = Int.max
    }

    @MainActor
    func allocation(_ axis: Axis, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ spacing: CGFloat) -> StackAllocation {
        if !dirty.isEmpty { remeasureDirty(subviews) }
        let packed = PackedProposal(proposal)
        if p0 == packed, let a0 { return a0 }
        if p1 == packed, let a1 { return a1 }
        let a = StackAllocation(axis: axis, proposal: proposal, subviews: subviews, spacing: spacing)
        firstChanged = 0
        if next == 0 {
            p0 = packed; a0 = a
        } else {
            p1 = packed; a1 = a
        }
        next ^= 1
        return a
    }

    public func invalidate() {
        p0 = .none; a0 = nil
        p1 = .none; a1 = nil
        next = 0
        lastPlaced = nil
        dirty.removeAll()
    }

    /// One subview's measurements changed: allocations that gave every
    /// subview the same proposal are updated for it alone when next asked
    /// for (a long list after one row changed); the others are dropped.
    public func invalidate(item: AnyObject) {
        if a0 == nil && a1 == nil { return }
        if dirty.count >= 8 { return invalidate() }
        if !dirty.contains(where: { $0 === item }) { dirty.append(item) }
    }

    @MainActor
    private func remeasureDirty(_ subviews: LayoutSubviews) {
        let changed = dirty
        dirty.removeAll()
        var indices: [Int] = []
        let nodes = subviews.nodes
        for item in changed {
            guard let i = nodes.identityIndex(of: item) else { return invalidate() }
            indices.append(i)
            firstChanged = min(firstChanged, i)
        }
        func update(_ a: inout StackAllocation?, _ p: inout PackedProposal) {
            guard a != nil else { return }
            if !a!.remeasure(indices, nodes) {
                a = nil
                p = .none
            }
        }
        update(&a0, &p0)
        update(&a1, &p1)
    }
}

/// A layout cache that must be emptied when the layout is invalidated.
public protocol LayoutCacheInvalidating: AnyObject {
    /// Something about the layout or its subviews changed.
    func invalidate()
    /// The measurements of one subview changed (by default, `invalidate()`).
    @MainActor func invalidate(item: AnyObject)
}

extension LayoutCacheInvalidating {
    @MainActor public func invalidate(item: AnyObject) { invalidate() }
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
    /// The size each child chose; when the children got different
    /// proposals, followed by those (packed, 16 bytes like a size), so one
    /// allocation holds both.
    var sizes: [CGSize] = []
    var shared = PackedProposal.none
    var sharedProposal: ProposedViewSize { shared.proposal }
    var size: CGSize = .zero
    let spacing: CGFloat
    // (The small fields last, packed together.)
    let axis: Axis
    /// True when `sizes` holds each child's own proposal after the sizes.
    var hasOwnProposals = false
    /// True when the children shared a length but are all inflexible: each
    /// got `shared` (its ideal length), checked again when one changes.
    var sharesInflexibly = false

    /// Child `i`'s proposal, packed.
    @inline(__always) func packedProposal(_ i: Int) -> PackedProposal {
        hasOwnProposals ? PackedProposal(sizes[sizes.count / 2 + i]) : shared
    }

    init(axis: Axis, proposal: ProposedViewSize, subviews: LayoutSubviews, spacing: CGFloat) {
        // A NaN or infinite spacing would make the stack's length NaN or
        // infinite whatever its children: the default spacing is used instead.
        let spacing = spacing.isFinite ? spacing : defaultSpacing
        self.axis = axis
        self.spacing = spacing
        let nodes = subviews.nodes
        let n = nodes.count
        guard n > 0 else {
            sizes = []
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
        var main: CGFloat = totalSpacing
        var crossSize: CGFloat = 0
        guard let available = proposal[axis], available.isFinite else {
            // No length to share: every child gets the same proposal.
            measureAll(at: prop(proposal[axis]), nodes, reusing: [])
            return
        }
        let zero = prop(0)
        let infinite = prop(.infinity)
        // Each child's size at zero and its flexibility (size at ∞ minus size
        // at zero) along the axis, kept in `sizes` until the children are served.
        var lows: [CGSize] = []
        lows.reserveCapacity(2 * n)
        nodes.forEachUnretained { _, node in
            let lo = node.sizeThatFits(zero)[axis]
            let hi = node.sizeThatFits(infinite)[axis]
            lows.append(CGSize(width: lo, height: hi - lo))
        }
        if !lows.contains(where: { $0.height != 0 }) {
            // Every child is as long at zero as at infinity: whatever length
            // each is offered (in whatever order of priority), it takes its
            // own. They are asked for their ideal length, the proposal they
            // get when the stack itself is measured without one, so both
            // passes share the children's measurements, and one child's
            // change is measured alone.
            sharesInflexibly = true
            measureAll(at: prop(nil), nodes, reusing: lows)
            return
        }
        let firstPriority = nodes[0].resolvedLayoutPriority
        var uniform = true
        nodes.forEachUnretained { _, node in
            if uniform && node.resolvedLayoutPriority != firstPriority { uniform = false }
        }
        var props = [PackedProposal](repeating: .none, count: n)
        // Offers child `i` an equal share of what remains, and takes what it chooses.
        func serve(_ i: Int, _ remaining: inout CGFloat, _ left: inout Int) {
            let p = prop(max(0, remaining / CGFloat(left)))
            let s = nodes[i].sizeThatFits(p)
            props[i] = PackedProposal(p)
            lows[i] = s
            remaining -= s[axis]
            left -= 1
        }
        if uniform {
            // One priority level: serve the least flexible first.
            var remaining = available - totalSpacing
            var left = n
            if let order = leastFlexibleFirst(n, { lows[$0].height }) {
                for i in order { serve(i, &remaining, &left) }
            } else {
                for i in 0..<n { serve(i, &remaining, &left) }
            }
        } else {
            var available = available - totalSpacing
            let priorities = nodes.map(\.resolvedLayoutPriority)
            let minSizes = lows.map(\.width)
            let flexibility = lows.map(\.height)
            let levels = Set(priorities).sorted(by: >)
            for level in levels {
                let members = (0..<n).filter { priorities[$0] == level }
                let group = (leastFlexibleFirst(members.count) { flexibility[members[$0]] } ?? Array(members.indices)).map { members[$0] }
                var reserved: CGFloat = 0
                for i in 0..<n where priorities[i] < level { reserved += minSizes[i] }
                var remaining = available - reserved
                var left = group.count
                for i in group { serve(i, &remaining, &left) }
                for i in group { available -= lows[i][axis] }
            }
        }
        for s in lows {
            main += s[axis]
            crossSize = max(crossSize, s[axis.other])
        }
        for p in props { lows.append(p.bitsAsSize) }
        sizes = lows
        hasOwnProposals = true
        size = CGSize(axis: axis, main: main, cross: crossSize)
    }

    /// Every child measured at `p`, the one proposal they all get (`buffer`'s
    /// storage is reused for the sizes).
    private mutating func measureAll(at p: ProposedViewSize, _ nodes: NodeList, reusing buffer: [CGSize]) {
        shared = PackedProposal(p)
        var measured = buffer
        measured.removeAll(keepingCapacity: true)
        measured.reserveCapacity(nodes.count)
        var main = spacing * CGFloat(nodes.count - 1)
        var cross: CGFloat = 0
        let axis = axis
        nodes.forEachUnretained { _, node in
            let s = node.sizeThatFits(p)
            measured.append(s)
            main += s[axis]
            cross = max(cross, s[axis.other])
        }
        sizes = measured
        size = CGSize(axis: axis, main: main, cross: cross)
    }

    /// Measures the children at `indices` again, for an allocation that gave
    /// every child the same proposal; returns false for one that shared out
    /// a length (it must be computed again).
    mutating func remeasure(_ indices: [Int], _ nodes: NodeList) -> Bool {
        guard !hasOwnProposals, !sizes.isEmpty, sizes.count == nodes.count else { return false }
        let sharedProposal = shared.proposal
        if sharesInflexibly {
            // Still inflexible? Otherwise the length must be shared out again.
            var zero = sharedProposal, infinite = sharedProposal
            zero[axis] = 0
            infinite[axis] = .infinity
            for i in indices where nodes[i].sizeThatFits(zero)[axis] != nodes[i].sizeThatFits(infinite)[axis] {
                return false
            }
        }
        for i in indices { sizes[i] = nodes[i].sizeThatFits(sharedProposal) }
        // Summed again in the same order as a full computation (no drift),
        // over the stored sizes only.
        var main = spacing * CGFloat(sizes.count - 1)
        var cross: CGFloat = 0
        for s in sizes {
            main += s[axis]
            cross = max(cross, s[axis.other])
        }
        size = CGSize(axis: axis, main: main, cross: cross)
        return true
    }

    /// Places children one after the other along the axis, aligned across
    /// it, from child `start` on (the ones before keep their places).
    func place(in bounds: CGRect, subviews: LayoutSubviews, crossFraction: CGFloat, from start: Int = 0) {
        var position = bounds.origin[axis]
        for i in 0..<start { position += sizes[i][axis] + spacing }
        let crossStart = bounds.origin[axis.other]
        let crossLength = bounds.size[axis.other]
        let nodes = subviews.nodes
        let spacing = spacing
        let axis = axis
        let sharedProposal = self.sharedProposal
        sizes.withUnsafeBufferPointer { sizes in
            nodes.forEachUnretained(from: start) { i, node in
                let s = sizes[i]
                var origin = CGPoint.zero
                origin[axis] = position
                origin[axis.other] = crossStart + alignmentShare(crossLength - s[axis.other], crossFraction)
                let packed = packedProposal(i)
                node.place(at: origin, proposal: hasOwnProposals ? packed.proposal : sharedProposal, packed: packed)
                position += s[axis] + spacing
            }
        }
    }
}

/// Indices ordered by flexibility, least flexible first, ties in index
/// order; nil when they already are in that order.
@MainActor @inline(__always)
func leastFlexibleFirst(_ n: Int, _ flexibility: (Int) -> CGFloat) -> [Int]? {
    var i = 1
    while i < n {
        if flexibility(i) < flexibility(i - 1) { break }
        i += 1
    }
    if i >= n { return nil }
    let values = (0..<n).map(flexibility)
    return (0..<n).sorted { a, b in
        values[a] != values[b] ? values[a] < values[b] : a < b
    }
}
