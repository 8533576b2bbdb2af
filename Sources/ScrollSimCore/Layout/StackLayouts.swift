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
    public func makeCache(subviews: Subviews) -> _StackLayoutCache { _StackLayoutCache() }
    public static func _invalidate(_ cache: inout _StackLayoutCache, item: AnyObject?) {
        if let item { cache.invalidate(item: item) } else { cache.invalidate() }
    }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout _StackLayoutCache) -> CGSize {
        cache.stackSize(.horizontal, proposal, subviews, spacing ?? defaultSpacingMarker, alignment.key)
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout _StackLayoutCache) {
        cache.placeStack(.horizontal, proposal, subviews, spacing ?? defaultSpacingMarker, in: bounds, alignment: alignment.key,
                         crossFraction: alignment.fraction)
    }
    /// Its first subview's leading (top) edge, its last one's trailing
    /// (bottom) edge, and every subview's edges across its axis (OpenSwiftUI
    /// `StackLayout.spacing`).
    public func spacing(subviews: Subviews, cache: inout _StackLayoutCache) -> ViewSpacing {
        stackSpacing(.horizontal, subviews)
    }
    public func _subviewFrames(in size: CGSize, subviews: Subviews, cache: inout _StackLayoutCache) -> [CGRect]? {
        cache.frames(.horizontal, ProposedViewSize(size), subviews, spacing ?? defaultSpacingMarker, alignment.key, in: size)
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
    public func makeCache(subviews: Subviews) -> _StackLayoutCache { _StackLayoutCache() }
    public static func _invalidate(_ cache: inout _StackLayoutCache, item: AnyObject?) {
        if let item { cache.invalidate(item: item) } else { cache.invalidate() }
    }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout _StackLayoutCache) -> CGSize {
        cache.stackSize(.vertical, proposal, subviews, spacing ?? defaultSpacingMarker, alignment.key)
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout _StackLayoutCache) {
        cache.placeStack(.vertical, proposal, subviews, spacing ?? defaultSpacingMarker, in: bounds, alignment: alignment.key,
                         crossFraction: alignment.fraction)
    }
    /// Its first subview's leading (top) edge, its last one's trailing
    /// (bottom) edge, and every subview's edges across its axis (OpenSwiftUI
    /// `StackLayout.spacing`).
    public func spacing(subviews: Subviews, cache: inout _StackLayoutCache) -> ViewSpacing {
        stackSpacing(.vertical, subviews)
    }
    public func _subviewFrames(in size: CGSize, subviews: Subviews, cache: inout _StackLayoutCache) -> [CGRect]? {
        cache.frames(.vertical, ProposedViewSize(size), subviews, spacing ?? defaultSpacingMarker, alignment.key, in: size)
    }
}

/// The overlay layout: every subview gets the whole proposal; the size is
/// the union; subviews are aligned by `alignment`.
public struct ZStackLayout: Layout, Equatable {
    public var alignment: Alignment
    public init(alignment: Alignment = .center) { self.alignment = alignment }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        if alignmentNeedsGuides(alignment.horizontal.key) || alignmentNeedsGuides(alignment.vertical.key),
           let placement = alignedPlacement(proposal, subviews) {
            return placement.size
        }
        var size = CGSize.zero
        for s in subviews {
            let c = s.sizeThatFits(proposal)
            size.width = max(size.width, c.width)
            size.height = max(size.height, c.height)
        }
        return size
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        if alignmentNeedsGuides(alignment.horizontal.key) || alignmentNeedsGuides(alignment.vertical.key),
           let placement = alignedPlacement(proposal, subviews) {
            for (i, s) in subviews.enumerated() {
                s.place(at: CGPoint(x: bounds.minX + placement.origins[i].x, y: bounds.minY + placement.origins[i].y),
                        anchor: .topLeading, proposal: proposal)
            }
            return
        }
        for s in subviews {
            let c = s.sizeThatFits(proposal)
            let o = alignment.origin(of: c, in: bounds.size)
            s.place(at: CGPoint(x: bounds.minX + o.x, y: bounds.minY + o.y), anchor: .topLeading, proposal: proposal)
        }
    }
}

extension ZStackLayout {
    public func _subviewFrames(in size: CGSize, subviews: Subviews, cache: inout ()) -> [CGRect]? {
        let p = ProposedViewSize(size)
        let placement = alignedPlacement(p, subviews)
        var frames: [CGRect] = []
        for (i, s) in subviews.enumerated() {
            let c = s.sizeThatFits(p)
            frames.append(CGRect(origin: placement?.origins[i] ?? alignment.origin(of: c, in: size), size: c))
        }
        return frames
    }

    /// The subviews' origins with their guides lined up on both axes, and
    /// the size they cover; nil when both guides are built-in ones no
    /// subview sets (the alignment's fractions place them).
    func alignedPlacement(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> (origins: [CGPoint], size: CGSize)? {
        var widths: [CGFloat] = [], heights: [CGFloat] = [], xs: [CGFloat] = [], ys: [CGFloat] = []
        var anyExplicit = alignment.horizontal.key.isCustom || alignment.vertical.key.isCustom
        for s in subviews {
            let size = s.sizeThatFits(proposal)
            widths.append(size.width)
            heights.append(size.height)
            let x = s.node.guide(alignment.horizontal.key, .horizontal, size: size)
            let y = s.node.guide(alignment.vertical.key, .vertical, size: size)
            xs.append(x.value)
            ys.append(y.value)
            anyExplicit = anyExplicit || x.isExplicit || y.isExplicit
        }
        guard anyExplicit else { return nil }
        let h = alignedOffsets(lengths: widths, guides: xs)
        let v = alignedOffsets(lengths: heights, guides: ys)
        return (zip(h.offsets, v.offsets).map { CGPoint(x: $0, y: $1) }, CGSize(width: h.extent, height: v.extent))
    }
}

/// A stack's cache (public only as the `Cache` of the public stack layouts, as SwiftUI's `_StackLayoutCache` is; its contents are internal): the last two allocations, by proposal (the measuring
/// pass's and the placing pass's), so measuring and placing share one
/// computation. A value kept inline in the stack's node (no object of its
/// own, no arrays to grow). Cleared whenever the stack's layout is
/// invalidated, or updated for one changed subview (`_invalidate`).
public struct _StackLayoutCache {
    // A slot holds an allocation when its proposal is not `.none`. The
    // allocations are not optionals: one is used in place (an optional's
    // payload is copied out, retaining its children's array).
    private var p0 = PackedProposal.none, a0 = StackAllocation.empty
    private var p1 = PackedProposal.none, a1 = StackAllocation.empty

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
    mutating func place(_ axis: Axis, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ spacing: CGFloat,
               in bounds: CGRect, crossFraction: CGFloat, crossOffsets: [CGFloat]? = nil) {
        let slot = allocate(axis, proposal, subviews, spacing)
        let packed = PackedProposal(proposal)
        var start = 0
        if !subviews.mayReadPosition, let last = lastPlaced, last.proposal == packed, last.bounds == bounds {
            start = min(firstChanged, subviews.nodes.count)
        }
        let spacing = StackAllocation.usableSpacing(spacing)
        if slot == 0 {
            a0.place(axis, spacing, in: bounds, subviews: subviews, crossFraction: crossFraction, crossOffsets: crossOffsets,
                     from: start)
        } else {
            a1.place(axis, spacing, in: bounds, subviews: subviews, crossFraction: crossFraction, crossOffsets: crossOffsets,
                     from: start)
        }
        lastPlaced = (packed, bounds)
        firstChanged = Int.max
    }

    /// The stack's size: the allocation's along `axis`; across it, when
    /// guides can matter (`alignmentNeedsGuides`), the extent of the children
    /// aligned by `key` (a guide may stick out), else the thickest child.
    @MainActor
    mutating func stackSize(_ axis: Axis, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ spacing: CGFloat,
                            _ key: AlignmentKey) -> CGSize {
        let size = size(axis, proposal, subviews, spacing)
        guard alignmentNeedsGuides(key), let aligned = crossOffsets(axis, proposal, subviews, spacing, key) else { return size }
        return CGSize(axis: axis, main: size[axis], cross: aligned.extent)
    }

    /// Places the children in `bounds`: along `axis` by the allocation, across
    /// it by the guides of `key` when they can matter, else at `crossFraction`.
    @MainActor
    mutating func placeStack(_ axis: Axis, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ spacing: CGFloat,
                             in bounds: CGRect, alignment key: AlignmentKey, crossFraction: CGFloat) {
        let offsets = alignmentNeedsGuides(key) ? crossOffsets(axis, proposal, subviews, spacing, key)?.offsets : nil
        place(axis, proposal, subviews, spacing, in: bounds, crossFraction: crossFraction, crossOffsets: offsets)
    }

    /// Where each subview goes across the stack when aligned by the guide
    /// `key` (see `alignedOffsets`), and the extent they cover; nil when
    /// `key` is a built-in guide no subview sets (the fraction places them).
    @MainActor
    mutating func crossOffsets(_ axis: Axis, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ spacing: CGFloat,
                               _ key: AlignmentKey) -> (offsets: [CGFloat], extent: CGFloat)? {
        let slot = allocate(axis, proposal, subviews, spacing)
        let children = slot == 0 ? a0.children : a1.children
        var lengths: [CGFloat] = [], guides: [CGFloat] = []
        var anyExplicit = false
        for i in children.indices {
            let size = children[i].size
            lengths.append(size[axis.other])
            let g = subviews.nodes[i].guide(key, axis.other, size: size)
            guides.append(g.value)
            anyExplicit = anyExplicit || g.isExplicit
        }
        guard key.isCustom || anyExplicit else { return nil }
        return alignedOffsets(lengths: lengths, guides: guides)
    }

    /// The subviews' frames for `proposal` in a stack of `size`, aligned by `key`.
    @MainActor
    mutating func frames(_ axis: Axis, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ spacing: CGFloat,
                         _ key: AlignmentKey, in size: CGSize) -> [CGRect] {
        let offsets = crossOffsets(axis, proposal, subviews, spacing, key)?.offsets
        let slot = allocate(axis, proposal, subviews, spacing)
        let children = slot == 0 ? a0.children : a1.children
        let gaps = slot == 0 ? a0.gaps : a1.gaps
        let spacing = StackAllocation.usableSpacing(spacing)
        var position: CGFloat = 0
        var frames: [CGRect] = []
        for (i, c) in children.enumerated() {
            var origin = CGPoint.zero
            origin[axis] = position
            origin[axis.other] = offsets?[i] ?? alignmentShare(size[axis.other] - c.size[axis.other], key.fraction(axis.other))
            frames.append(CGRect(origin: origin, size: c.size))
            position += c.size[axis] + stackGap(after: i, spacing, gaps)
        }
        return frames
    }

    /// The stack's size for `proposal`.
    @MainActor
    mutating func size(_ axis: Axis, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ spacing: CGFloat) -> CGSize {
        allocate(axis, proposal, subviews, spacing) == 0 ? a0.size : a1.size
    }

    /// Makes sure an allocation for `proposal` is held, and says which slot
    /// holds it (0 or 1). The allocations stay in place: a copy of one would
    /// retain and release its children's array.
    @MainActor
    private mutating func allocate(_ axis: Axis, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ spacing: CGFloat) -> Int {
        if !dirty.isEmpty { remeasureDirty(axis, spacing, subviews) }
        let packed = PackedProposal(proposal)
        if p0 == packed { return 0 }
        if p1 == packed { return 1 }
        firstChanged = 0
        let slot = Int(next)
        // Made in its slot (a local first would be copied in, its children's
        // array retained and released).
        if next == 0 {
            p0 = packed
            a0 = StackAllocation(axis: axis, proposal: proposal, subviews: subviews, spacing: spacing)
        } else {
            p1 = packed
            a1 = StackAllocation(axis: axis, proposal: proposal, subviews: subviews, spacing: spacing)
        }
        next ^= 1
        return slot
    }

    public mutating func invalidate() {
        p0 = .none; a0 = .empty
        p1 = .none; a1 = .empty
        next = 0
        lastPlaced = nil
        dirty.removeAll()
    }

    /// One subview's measurements changed: allocations that gave every
    /// subview the same proposal are updated for it alone when next asked
    /// for (a long list after one row changed); the others are dropped.
    public mutating func invalidate(item: AnyObject) {
        if p0 == .none && p1 == .none { return }
        if dirty.count >= 8 { return invalidate() }
        if !dirty.contains(where: { $0 === item }) { dirty.append(item) }
    }

    @MainActor
    private mutating func remeasureDirty(_ axis: Axis, _ spacing: CGFloat, _ subviews: LayoutSubviews) {
        let changed = dirty
        dirty.removeAll()
        var indices: [Int] = []
        let nodes = subviews.nodes
        for item in changed {
            guard let i = nodes.identityIndex(of: item) else { return invalidate() }
            indices.append(i)
            firstChanged = min(firstChanged, i)
        }
        // A changed child may have changed its spacing too (a text's font):
        // the gaps are found again once, for both allocations.
        let gaps = spacing.isFinite || (p0 == .none && p1 == .none) ? nil : defaultStackGaps(axis, nodes)
        let usable = StackAllocation.usableSpacing(spacing)
        func update(_ a: inout StackAllocation, _ p: inout PackedProposal) {
            guard p != .none else { return }
            if !spacing.isFinite { a.gaps = gaps }
            if !a.remeasure(indices, nodes, axis, usable) {
                a = .empty
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

/// A stack's spacing along `axis`: its first subview's leading (top) edge,
/// its last one's trailing (bottom) edge, every subview's edges across
/// `axis`, the larger kept per kind; `.zero` with no subviews.
@MainActor
func stackSpacing(_ axis: Axis, _ subviews: LayoutSubviews) -> ViewSpacing {
    let nodes = subviews.nodes
    let n = nodes.count
    guard n > 0 else { return .zero }
    var spacing = ViewSpacing.empty
    let across: Edge.Set = axis == .vertical ? .horizontal : .vertical
    let start: Edge.Set = axis == .vertical ? .top : .leading
    let end: Edge.Set = axis == .vertical ? .bottom : .trailing
    for i in 0..<n {
        var edges = across
        if i == 0 { edges.formUnion(start) }
        if i == n - 1 { edges.formUnion(end) }
        spacing.formUnion(nodes[i].spacing(), edges: edges)
    }
    return spacing
}

/// The spacing a stack with no spacing of its own passes on: between each
/// two children, the distance their edges ask for (`ViewSpacing`: 8 between
/// views that are not text, none beside a spacer, the font's own between
/// and around texts). Any non-finite spacing reads the same way.
let defaultSpacingMarker = CGFloat.nan

/// The gap a stack puts after child `i`: `gaps[i]` when the stack has its
/// own gaps (`StackAllocation.gaps`), else `spacing`.
@inline(__always)
func stackGap(after i: Int, _ spacing: CGFloat, _ gaps: [CGFloat]?) -> CGFloat {
    guard let gaps, i < gaps.count else { return spacing }
    return gaps[i]
}

/// The distances between each two of `nodes` along `axis` that their
/// spacing asks for (`ViewSpacing.distance(to:along:)`), or nil when every
/// one is the default 8 pt.
@MainActor
func defaultStackGaps(_ axis: Axis, _ nodes: NodeList) -> [CGFloat]? {
    let n = nodes.count
    guard n > 1 else { return nil }
    var gaps: [CGFloat]?
    var previous = nodes[0].spacing()
    for i in 1..<n {
        let next = nodes[i].spacing()
        let gap = previous.distance(to: next, along: axis)
        if gap != defaultSpacing {
            if gaps == nil { gaps = [CGFloat](repeating: defaultSpacing, count: n - 1) }
            gaps![i - 1] = gap
        }
        previous = next
    }
    return gaps
}

/// The sum of a stack's gaps: `gaps`, else `n − 1` times `spacing`.
@inline(__always)
func totalGaps(_ n: Int, _ spacing: CGFloat, _ gaps: [CGFloat]?) -> CGFloat {
    guard let gaps else { return spacing * CGFloat(Swift.max(0, n - 1)) }
    var total: CGFloat = 0
    for g in gaps { total += g }
    return total
}

/// How a stack child's length along the stack's axis can vary: its length
/// at a proposal of zero, and how much longer it is at infinity.
struct StackChildFlexibility {
    var minimum: CGFloat
    var flexibility: CGFloat
    /// The child's resolved `layoutPriority` (stacks only; 0 elsewhere).
    var priority: Double = 0
}

/// True when a stack serves child `a` before child `b`: higher priority
/// first; then less flexible first; of two infinitely flexible children, the
/// one with the larger minimum first. (Equal: neither; the caller keeps index
/// order.)
@inline(__always)
nonisolated func servedBefore(_ a: StackChildFlexibility, _ b: StackChildFlexibility) -> Bool {
    if a.priority != b.priority { return a.priority > b.priority }
    if a.flexibility != b.flexibility { return a.flexibility < b.flexibility }
    return a.flexibility == .infinity && a.minimum > b.minimum
}

/// Sorts `order` (child indices) into serving order (`servedBefore`), ties in
/// index order. Not isolated: its comparator is then no main-actor closure
/// checked on each call.
nonisolated func sortForServing(_ order: UnsafeMutableBufferPointer<Int>,
                                _ flexibilities: UnsafeBufferPointer<StackChildFlexibility>) {
    if order.count <= 32 {
        // Insertion sort: stable, and no closure for a handful of children.
        for k in 1..<order.count {
            let child = order[k]
            var j = k
            while j > 0 && servedBefore(flexibilities[child], flexibilities[order[j - 1]]) {
                order[j] = order[j - 1]
                j -= 1
            }
            order[j] = child
        }
    } else {
        var order = order
        order.sort { a, b in
            let fa = flexibilities[a], fb = flexibilities[b]
            if servedBefore(fa, fb) { return true }
            if servedBefore(fb, fa) { return false }
            return a < b
        }
    }
}

/// What an allocation keeps for one child: the size it chose and the
/// proposal it got.
struct StackChild {
    var size: CGSize
    var proposal: PackedProposal
}

/// One routine for both passes of a stack, so measuring and placing cannot
/// drift apart: the size each child gets for a proposal.
///
/// Children are served by `layoutPriority` (highest first, after reserving
/// the minimum size of lower-priority groups; a bare `Spacer`'s is −∞), then
/// by flexibility (size at ∞ minus size at 0 along the axis, least flexible
/// first, the larger minimum first between two infinitely flexible ones);
/// each in turn is offered `remaining / childrenLeft` of its group.
///
/// The loops below use no closures that capture what they change (such a
/// variable would live in a heap box, with a retain and an exclusivity
/// check on every access) and no standard-library closures (main-actor
/// code checks its executor on entering each).
@MainActor
struct StackAllocation {
    /// Each child's size and proposal, in child order.
    var children: [StackChild] = []
    /// The one proposal every child got, or `.none` when they got their own.
    var shared = PackedProposal.none
    var size: CGSize = .zero
    // (The axis and spacing are its stack's, passed in: two allocations of
    // one stack need not each keep them.)
    /// True when the children shared a length but are all inflexible: each
    /// got `shared` (its ideal length), checked again when one changes.
    var sharesInflexibly = false
    /// The gaps after each child but the last, when the stack has its
    /// default spacing and they are not all 8 pt (`defaultStackGaps`); nil:
    /// every gap is the spacing.
    var gaps: [CGFloat]?

    /// No children: what an empty cache slot holds.
    nonisolated static let empty = StackAllocation()

    private nonisolated init() {}

    /// The spacing a stack uses for `spacing`: a non-finite one is the
    /// default (`defaultSpacingMarker`; a NaN or infinite spacing would make
    /// the stack's length NaN or infinite whatever its children).
    nonisolated static func usableSpacing(_ spacing: CGFloat) -> CGFloat {
        spacing.isFinite ? spacing : defaultSpacing
    }

    /// True when every child got `shared`.
    var isShared: Bool { shared != .none }

    init(axis: Axis, proposal: ProposedViewSize, subviews: LayoutSubviews, spacing: CGFloat) {
        let isDefault = !spacing.isFinite
        let spacing = Self.usableSpacing(spacing)
        let nodes = subviews.nodes
        let n = nodes.count
        guard n > 0 else { return }
        let cross = proposal[axis.other]
        if isDefault { gaps = defaultStackGaps(axis, nodes) }
        let totalSpacing = totalGaps(n, spacing, gaps)
        guard let available = proposal[axis], available.isFinite else {
            // No length to share: every child gets the same proposal.
            measureAll(at: Self.proposal(axis, proposal[axis], cross), nodes, axis, totalSpacing)
            return
        }
        // The flexibilities are scratch for this computation only: kept in a
        // temporary allocation (on the stack when small), not an array of
        // their own allocated and freed for every allocation of every stack.
        let shared = withUnsafeTemporaryAllocation(of: StackChildFlexibility.self, capacity: n) { flexibilities in
            Self.share(available, spacing: totalSpacing, axis, cross, nodes, flexibilities)
        }
        guard let shared else {
            // Every child is as long at zero as at infinity: whatever length
            // each is offered (in whatever order of priority), it takes its
            // own. They are asked for their ideal length, the proposal they
            // get when the stack itself is measured without one, so both
            // passes share the children's measurements, and one child's
            // change is measured alone.
            sharesInflexibly = true
            measureAll(at: Self.proposal(axis, nil, cross), nodes, axis, totalSpacing)
            return
        }
        self.children = shared.children
        size = shared.size
    }

    /// Shares `available` (less `totalSpacing`) out among the children by
    /// priority and flexibility, measuring each at zero and at infinity into
    /// `flexibilities` (room for one per child) first. Nil when no child is
    /// flexible (each takes its ideal length then; see the caller).
    ///
    /// Groups of equal priority are served highest first. While a group is
    /// served, the minimum lengths of the groups after it are set aside; a
    /// group's members are served least flexible first (`servedBefore`), each
    /// offered an equal share of what its group has left. A spacer's priority
    /// is −∞, so in `HStack { Text(…); Spacer() }` the text is offered the
    /// whole length less the spacing and the spacer's minimum.
    private static func share(_ available: CGFloat, spacing totalSpacing: CGFloat, _ axis: Axis, _ cross: CGFloat?,
                              _ nodes: NodeList, _ flexibilities: UnsafeMutableBufferPointer<StackChildFlexibility>)
        -> (children: [StackChild], size: CGSize)? {
        let n = nodes.count
        let zero = proposal(axis, 0, cross)
        let infinite = proposal(axis, .infinity, cross)
        var anyFlexible = false
        var inOrder = true
        var onePriority = true
        nodes.forEachUnretained { i, node in
            let lo = node.sizeThatFits(zero)[axis]
            let hi = node.sizeThatFits(infinite)[axis]
            let f = StackChildFlexibility(minimum: lo, flexibility: hi - lo, priority: node.resolvedLayoutPriority)
            if f.flexibility != 0 { anyFlexible = true }
            if i > 0 {
                let previous = flexibilities[i - 1]
                if onePriority && f.priority != previous.priority { onePriority = false }
                if inOrder && servedBefore(f, previous) { inOrder = false }
            }
            flexibilities.initializeElement(at: i, to: f)
        }
        if !anyFlexible { return nil }
        let measured = UnsafeBufferPointer(flexibilities)
        // Filled by appending, not `Array(repeating:count:)`: that goes through
        // the standard library's unspecialized allocation, which looks the
        // storage class's metadata up in the runtime's hash table on every call.
        var children = [StackChild]()
        children.reserveCapacity(n)
        for _ in 0..<n { children.append(StackChild(size: .zero, proposal: .none)) }
        if onePriority && inOrder {
            // The common case: one group, already in serving order.
            var remaining = available - totalSpacing
            var left = n
            for i in 0..<n { serve(i, nodes, axis, cross, &children, &remaining, &left) }
        } else {
            serveGroups(available - totalSpacing, inOrder: inOrder, measured, nodes, axis, cross, &children)
        }
        var main: CGFloat = totalSpacing
        var crossSize: CGFloat = 0
        for c in children {
            main += c.size[axis]
            crossSize = max(crossSize, c.size[axis.other])
        }
        return (children, CGSize(axis: axis, main: main, cross: crossSize))
    }

    /// Serves the children group by group (see `share`): `available` is the
    /// length less the spacing; `inOrder` says the children already are in
    /// serving order.
    private static func serveGroups(_ available: CGFloat, inOrder: Bool, _ measured: UnsafeBufferPointer<StackChildFlexibility>,
                                    _ nodes: NodeList, _ axis: Axis, _ cross: CGFloat?, _ children: inout [StackChild]) {
        let n = measured.count
        withUnsafeTemporaryAllocation(of: Int.self, capacity: n) { order in
            for i in 0..<n { order.initializeElement(at: i, to: i) }
            if !inOrder { sortForServing(order, measured) }
            // The minimum lengths of every child outside the first group.
            var reserved: CGFloat = 0
            let firstPriority = measured[order[0]].priority
            for k in 0..<n where measured[order[k]].priority != firstPriority { reserved += measured[order[k]].minimum }
            var available = available
            var start = 0
            while start < n {
                let priority = measured[order[start]].priority
                var end = start + 1
                while end < n && measured[order[end]].priority == priority { end += 1 }
                if start > 0 {
                    // This group's minimums were set aside for it: it has them now.
                    for k in start..<end { reserved -= measured[order[k]].minimum }
                }
                var remaining = available - reserved
                var left = end - start
                for k in start..<end {
                    serve(order[k], nodes, axis, cross, &children, &remaining, &left)
                }
                for k in start..<end { available -= children[order[k]].size[axis] }
                start = end
            }
        }
    }

    /// A proposal of `main` along `axis` and `cross` across it.
    @inline(__always)
    private static func proposal(_ axis: Axis, _ main: CGFloat?, _ cross: CGFloat?) -> ProposedViewSize {
        var p = ProposedViewSize.unspecified
        p[axis] = main
        p[axis.other] = cross
        return p
    }

    /// Offers child `i` an equal share of what remains, and takes what it chooses.
    @inline(__always)
    private static func serve(_ i: Int, _ nodes: NodeList, _ axis: Axis, _ cross: CGFloat?,
                              _ children: inout [StackChild], _ remaining: inout CGFloat, _ left: inout Int) {
        let p = proposal(axis, max(0, remaining / CGFloat(left)), cross)
        let s = nodes[i].sizeThatFits(p)
        children[i] = StackChild(size: s, proposal: PackedProposal(p))
        remaining -= s[axis]
        left -= 1
    }

    /// Every child measured at `p`, the one proposal they all get, with
    /// `totalSpacing` (all the gaps) between them.
    private mutating func measureAll(at p: ProposedViewSize, _ nodes: NodeList, _ axis: Axis, _ totalSpacing: CGFloat) {
        let packed = PackedProposal(p)
        shared = packed
        let n = nodes.count
        var children = [StackChild]()
        children.reserveCapacity(n)
        var main = totalSpacing
        var cross: CGFloat = 0
        nodes.forEachUnretained { _, node in
            let s = node.sizeThatFits(p)
            children.append(StackChild(size: s, proposal: packed))
            main += s[axis]
            cross = max(cross, s[axis.other])
        }
        self.children = children
        size = CGSize(axis: axis, main: main, cross: cross)
    }

    /// Measures the children at `indices` again, for an allocation that gave
    /// every child the same proposal; returns false for one that shared out
    /// a length (it must be computed again).
    mutating func remeasure(_ indices: [Int], _ nodes: NodeList, _ axis: Axis, _ spacing: CGFloat) -> Bool {
        guard isShared, !children.isEmpty, children.count == nodes.count else { return false }
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
        for i in indices { children[i].size = nodes[i].sizeThatFits(sharedProposal) }
        // Summed again in the same order as a full computation (no drift),
        // over the stored sizes only.
        var main = totalGaps(children.count, spacing, gaps)
        var cross: CGFloat = 0
        for c in children {
            main += c.size[axis]
            cross = max(cross, c.size[axis.other])
        }
        size = CGSize(axis: axis, main: main, cross: cross)
        return true
    }

    /// Places children one after the other along the axis, aligned across
    /// it, from child `start` on (the ones before keep their places).
    /// (Mutating only so its caller's stored allocation is passed in place,
    /// not copied; it changes nothing.) The children are read from a local
    /// reference: placing one may invalidate this stack (a lazy stack or
    /// grid in it that finds its estimate wrong, a reader that moved), which
    /// empties the stored allocation while the loop still runs; the rest are
    /// then placed as allocated and the stack lays out again.
    mutating func place(_ axis: Axis, _ spacing: CGFloat, in bounds: CGRect, subviews: LayoutSubviews,
                        crossFraction: CGFloat, crossOffsets: [CGFloat]? = nil, from start: Int = 0) {
        let children = children
        let gaps = gaps
        let nodes = subviews.nodes
        var position = bounds.origin[axis]
        for i in 0..<min(start, children.count) {
            position += children[i].size[axis] + stackGap(after: i, spacing, gaps)
        }
        let crossStart = bounds.origin[axis.other]
        let crossLength = bounds.size[axis.other]
        let sharedProposal = shared.proposal
        let isShared = isShared
        nodes.forEachUnretained(from: start) { i, node in
            let c = children[i]
            var origin = CGPoint.zero
            origin[axis] = position
            if let crossOffsets {
                origin[axis.other] = crossStart + crossOffsets[i]
            } else {
                origin[axis.other] = crossStart + alignmentShare(crossLength - c.size[axis.other], crossFraction)
            }
            node.place(at: origin, proposal: isShared ? sharedProposal : c.proposal.proposal, packed: c.proposal)
            position += c.size[axis] + stackGap(after: i, spacing, gaps)
        }
    }
}

/// The indices of `flexibilities` in serving order (`servedBefore`: least
/// flexible first), ties in index order; nil when they already are in that
/// order. Not isolated: the sort's comparator is then no main-actor closure
/// checked on each call.
nonisolated func leastFlexibleFirst(_ flexibilities: [StackChildFlexibility]) -> [Int]? {
    let count = flexibilities.count
    var k = 1
    while k < count {
        if servedBefore(flexibilities[k], flexibilities[k - 1]) { break }
        k += 1
    }
    if k >= count { return nil }
    var order = Array(0..<count)
    order.withUnsafeMutableBufferPointer { order in
        flexibilities.withUnsafeBufferPointer { sortForServing(order, $0) }
    }
    return order
}
