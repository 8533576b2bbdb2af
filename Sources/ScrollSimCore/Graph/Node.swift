/// A retained node of the view graph: one per built-in view, modifier or
/// composite view. Nodes are updated in place when the same view (same type,
/// same position, same id) comes back, so state and cached measurements
/// survive re-evaluation of `body`.
///
/// Each node keeps its frame relative to its parent (`localFrame`): a node
/// that moves carries its subtree with it, so a row pushed down by an edit
/// above it is placed again without touching its descendants. `frame` adds
/// the ancestors' origins up: layer coordinates, the window for most views,
/// the content of the nearest scroll view for views inside one (see
/// `contentTranslation`). Structural nodes are never placed: their origin
/// stays at zero, so their children's frames are relative to the nearest
/// placed ancestor, the one that laid them out.
///
/// Stored properties that layout reads and writes on every node are marked
/// `@exclusivity(unchecked)`: the graph is confined to the main actor, and
/// no access to one of them is held across a call (nothing is passed
/// `inout` from them to code that could reach the same node), so the
/// run-time exclusivity check, a thread-local access-set insert on every
/// read and write, cannot find a conflict. Debug builds run the same code;
/// `checkInvariants()` checks the state these properties hold.
@MainActor
@usableFromInline
package class Node {
    /// The parent in the tree. Not a weak reference (those make every retain
    /// of a node slow): a parent clears it when the child leaves the tree or
    /// when the parent itself goes away.
    @exclusivity(unchecked) package final unowned(unsafe) var parent: Node?
    /// Children in painting order, for traversal (drawing, hit testing, preferences).
    @exclusivity(unchecked) package final var children = NodeList.none
    /// This node's frame in its parent's coordinates (its origin is where
    /// its parent placed it).
    @exclusivity(unchecked) package final var localFrame: CGRect = .zero
    /// This node's own space: its size at the origin. Children are placed,
    /// drawn and hit-tested in it.
    @inline(__always) package var bounds: CGRect { CGRect(origin: .zero, size: localFrame.size) }
    /// This node's frame in its layer's coordinates (the sum of the origins
    /// above it; scroll offsets not applied).
    package var frame: CGRect { frameAddingAncestors(translated: false, upTo: nil)! }
    /// True for nodes whose placement reads their position in the window
    /// (geometry readers, scroll views, lazy stacks): they are placed again
    /// whenever they or an ancestor move.
    package class var readsPosition: Bool { false }

    /// True for nodes whose subtree's preferences stay inside it: a
    /// presented view (sheet, cover) is a hierarchy of its own, so its
    /// toolbar items, titles and other preferences never reach the views
    /// under the presentation. Its own readers still see them.
    package class var isPreferenceBoundary: Bool { false }
    /// True when this node's last placement depends on its window position:
    /// `readsPosition`, or less for a node that knows it did not read it
    /// this time (a geometry reader whose content read only its size).
    package var placementReadsPosition: Bool { type(of: self).readsPosition }
    /// The proposal this node was placed with (packed: 16 bytes).
    @exclusivity(unchecked) private final var placed = PackedProposal.none
    package var placedProposal: ProposedViewSize { placed.proposal }

    /// The last three measurements, kept inline (no heap storage per node).
    @exclusivity(unchecked) private final var cache = MeasurementCache()
    // (The flags follow the cache, in its tail padding.)
    /// True when this node or a descendant reads its position.
    @exclusivity(unchecked) package private(set) final var subtreeReadsPosition = false
    /// The preference keys (by `PreferenceKeyInfo.bit`) that this node or a
    /// descendant may write; all bits for position readers, whose children
    /// can change outside `setChildren` (a lazy stack's rows). A preference
    /// walk skips subtrees without the key's bit.
    @exclusivity(unchecked) package private(set) final var subtreePreferenceBits: UInt8 = 0
    @exclusivity(unchecked) private final var visualIsValid = false
    /// `visualHasDirtyChildren` (bit 0) and `hasAnimationState` (bit 1) in
    /// one byte: the measurement cache leaves seven bytes before the visual
    /// cache, and an eighth flag of its own would add a word to every node.
    @exclusivity(unchecked) private final var sharedFlags: UInt8 = 0
    /// True when the visual cache is valid but for the children listed in
    /// `Node.visualDirtyChildren` (they moved or changed size): it is patched
    /// for them alone.
    private final var visualHasDirtyChildren: Bool {
        @inline(__always) get { sharedFlags & 1 != 0 }
        @inline(__always) set { sharedFlags = newValue ? sharedFlags | 1 : sharedFlags & ~1 }
    }
    /// True when the children's visual bounds are sorted top to bottom without
    /// overlapping (a vertical stack's rows): drawing can binary-search them.
    @exclusivity(unchecked) package private(set) final var childrenSortedByY = false
    @exclusivity(unchecked) package private(set) final var layoutIsValid = false
    /// True when the last placement still holds (same origin and proposal, nothing invalidated).
    @exclusivity(unchecked) package private(set) final var placementIsValid = false
    /// True when `Node.animationStates` holds an entry for this node (a
    /// running frame or effect animation, a transition, removed children
    /// still drawn).
    package final var hasAnimationState: Bool {
        @inline(__always) get { sharedFlags & 2 != 0 }
        @inline(__always) set { sharedFlags = newValue ? sharedFlags | 2 : sharedFlags & ~2 }
    }
    /// The union of this node's and its descendants' visual bounds, in its own space.
    @exclusivity(unchecked) private final var visualCache = CGRect.null

    package init() {
        subtreeReadsPosition = Self.readsPosition
        subtreePreferenceBits = ownSubtreePreferenceBits
    }

    /// The bits this node contributes to `subtreePreferenceBits` whatever its children.
    private var ownSubtreePreferenceBits: UInt8 {
        Self.readsPosition ? .max : ownPreferenceBits
    }

    isolated deinit {
        for child in children where child.parent === self { child.parent = nil }
        if visualHasDirtyChildren { Node.visualDirtyChildren[ObjectIdentifier(self)] = nil }
        // (Removed, not set to nil: the state's removed children go after the
        // dictionary's access ends, and their own deinits write to it.)
        if hasAnimationState { withExtendedLifetime(Node.animationStates.removeValue(forKey: ObjectIdentifier(self))) {} }
    }

    // MARK: Structure

    /// Appends the nodes that take part in a parent's layout: itself, or for
    /// structural views (tuples, `ForEach`, `Group`, conditionals) their items.
    package func collectItems(into items: inout [Node]) { items.append(self) }

    /// Sets the children; when they differ (count, order or identity) from
    /// the current ones, layout is invalidated.
    package func setChildren(_ nodes: [Node]) {
        setChildren(NodeList(nodes))
    }

    /// `setChildren(_:)` for a list already made (one child needs no array).
    package func setChildren(_ list: NodeList) {
        let n = list.count
        if n == children.count {
            var same = true
            for i in 0..<n where list[i] !== children[i] {
                same = false
                break
            }
            if same { return }
        }
        // Children that leave the tree forget their parent (so they know they are detached).
        if !children.isEmpty {
            if n <= 8 {
                for old in children where old.parent === self {
                    var kept = false
                    for i in 0..<n where list[i] === old {
                        kept = true
                        break
                    }
                    if !kept { old.parent = nil }
                }
            } else {
                var kept = Set<ObjectIdentifier>(minimumCapacity: n)
                for node in list { kept.insert(ObjectIdentifier(node)) }
                for old in children where !kept.contains(ObjectIdentifier(old)) && old.parent === self {
                    old.parent = nil
                }
            }
        }
        children = list
        for i in 0..<n { list[i].parent = self }
        updateSubtreeReadsPosition()
        invalidateLayout()
        invalidateVisualBounds()
    }

    /// Recomputes `subtreeReadsPosition` and `subtreePreferenceBits` from the
    /// children, and up the ancestors while either changes.
    package final func updateSubtreeReadsPosition() {
        // (The walks up the tree hold their nodes unowned: the tree keeps
        // them alive, and a strong local costs a retain and a release per step.)
        unowned(unsafe) var n: Node = self
        while true {
            var reads = type(of: n).readsPosition
            var bits = n.ownSubtreePreferenceBits
            n.children.forEachUnretained { _, c in
                reads = reads || c.subtreeReadsPosition
                bits |= c.subtreePreferenceBits
            }
            if reads == n.subtreeReadsPosition && bits == n.subtreePreferenceBits && n !== self { return }
            n.subtreeReadsPosition = reads
            n.subtreePreferenceBits = bits
            guard let p = n.parent else { return }
            n = p
        }
    }

    /// Makes the position readers in this subtree, and the nodes between
    /// them and this one, place their children again. Returns true when
    /// there was one.
    @discardableResult
    package final func invalidateReaderPlacements() -> Bool {
        guard subtreeReadsPosition else { return false }
        var any = placementReadsPosition
        for c in children where c.invalidateReaderPlacements() { any = true }
        if any {
            placementIsValid = false
            placementDidInvalidate()
        }
        return any
    }


    /// Called when this node's layout is invalidated (layouts drop their
    /// caches). `item` is the nearest non-structural node below this one on
    /// the path the invalidation came up (one of a layout's items), or nil
    /// when it started here.
    package func layoutDidInvalidate(from item: Node? = nil) {}

    /// Called when this node's placement is dropped but not its layout
    /// (`invalidatePlacement()`, `invalidateReaderPlacements()`): a node that
    /// places its items through a node that is not on their parent chain (a
    /// `SingleChildNode`'s implicit stack) makes that one place them again.
    package func placementDidInvalidate() {}

    /// True for structural nodes (tuples, `ForEach`, conditionals,
    /// composites): never placed, they pass their children's items through.
    package class var isStructural: Bool { false }

    /// Drops this node's own caches and placement (not its ancestors'),
    /// `item` being the child whose layout changed (nil: unknown).
    package func clearOwnLayoutCaches(from item: Node? = nil) {
        cache = MeasurementCache()
        layoutIsValid = false
        placementIsValid = false
        layoutDidInvalidate(from: item)
    }

    /// True for a node whose descendants' changes must not invalidate it and
    /// its ancestors (a geometry reader rebuilding its content while placed).
    package var stopsInvalidation: Bool { false }

    /// Drops the cached measurements and placement of this node and of every
    /// ancestor.
    package func invalidateLayout() {
        // A node that was never measured nor placed and has no parent (one
        // being built) has nothing to drop: its own caches, and its
        // subclass's, are filled only by measuring, which sets `layoutIsValid`.
        if parent == nil && !layoutIsValid && !placementIsValid { return }
        unowned(unsafe) var n: Node = self
        unowned(unsafe) var item: Node? = nil
        while !n.stopsInvalidation {
            n.cache = MeasurementCache()
            n.layoutDidInvalidate(from: item)
            n.layoutIsValid = false
            n.placementIsValid = false
            if !type(of: n).isStructural { item = n }
            guard let p = n.parent else { return }
            n = p
        }
    }

    /// Makes this node and its ancestors place their children again, keeping
    /// their measurements. The walk stops at the first placed node whose
    /// placement is already invalid (its ancestors' are too); structural
    /// nodes are never placed, so their flag says nothing and they are passed.
    /// The graph's root, which the graph places itself (its flag is never
    /// set), still hears of it when reached: its implicit stack of the root
    /// view's several items must place them again.
    package func invalidatePlacement() {
        unowned(unsafe) var n: Node = self
        while !n.stopsInvalidation {
            if !type(of: n).isStructural {
                guard n.placementIsValid else {
                    if n.parent == nil { n.placementDidInvalidate() }
                    return
                }
                n.placementIsValid = false
                n.placementDidInvalidate()
            }
            guard let p = n.parent else { return }
            n = p
        }
    }

    // MARK: Layout

    /// The size this node chooses for `proposal`, cached per proposal.
    package final func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        if let size = cache.size(for: proposal) { return size }
        #if DEBUG
        // Checking invariants measures from the caches only (see `GraphInvariants.swift`).
        if Node.measuresFromCachesOnly { Node.missedCacheWhileChecking = true; return .zero }
        #endif
        let size = measure(proposal)
        cache.insert(proposal, size)
        layoutIsValid = true
        return size
    }

    /// Computes the size for a proposal. Subclasses override.
    package func measure(_ proposal: ProposedViewSize) -> CGSize { .zero }

    /// Sizes this node for `proposal`, puts its origin at `origin` (in its
    /// parent's space) and places its children. A node whose placement still
    /// holds and that only moves keeps its subtree as it is (children are
    /// relative to it), unless a position reader is in it.
    package final func place(at origin: CGPoint, proposal: ProposedViewSize) {
        place(at: origin, proposal: proposal, packed: PackedProposal(proposal))
    }

    /// `place(at:proposal:)` with the proposal packed already; returns at
    /// once (inline) when nothing changed, as for most rows of a long stack.
    @inline(__always)
    final func place(at origin: CGPoint, proposal: ProposedViewSize, packed: PackedProposal) {
        if placementIsValid && packed == placed && origin == localFrame.origin { return }
        placeAgain(at: origin, proposal: proposal, packed: packed)
    }

    private final func placeAgain(at origin: CGPoint, proposal: ProposedViewSize, packed: PackedProposal) {
        let moved = origin != localFrame.origin
        // Readers below learn a new position by being placed again.
        let readersMoved = moved && invalidateReaderPlacements()
        if placementIsValid && packed == placed && !readersMoved {
            // Only moved: the subtree goes with it as it is.
            if moved {
                if let animation = Node.layoutAnimation {
                    animation.frameChanged(self, from: localFrame, to: CGRect(origin: origin, size: localFrame.size))
                }
                localFrame.origin = origin
                parent?.visualChildChanged(self)
            }
            return
        }
        let size = sizeThatFits(proposal)
        if size != localFrame.size { invalidateVisualBounds() }
        if moved { parent?.visualChildChanged(self) }
        if let animation = Node.layoutAnimation, placed != .none, moved || size != localFrame.size {
            animation.frameChanged(self, from: localFrame, to: CGRect(origin: origin, size: size))
        }
        localFrame = CGRect(origin: origin, size: size)
        placed = packed
        placementIsValid = true
        placeChildren(proposal)
    }

    /// Places children inside `bounds` (this node's own space). Subclasses override.
    package func placeChildren(_ proposal: ProposedViewSize) {}

    /// The priority a stack gives this view (`layoutPriority`). Wrappers forward
    /// it; a spacer's is −∞ (served last), which a frame or padding around it
    /// makes 0 again (`layoutPriorityThroughLayout`).
    package var layoutPriority: Double { 0 }

    /// The priority a frame or padding around this view gives a stack: the
    /// view's own, but a spacer's −∞ is 0, since a frame or padding is a
    /// layout of its own and SwiftUI's stacks serve only a bare spacer last.
    package final var layoutPriorityThroughLayout: Double {
        let p = layoutPriority
        return p == -.infinity ? 0 : p
    }

    /// What this view's edges ask of the distance to its neighbours in a
    /// stack with no spacing of its own (see `ViewSpacing`). A view that is
    /// not text asks 0 towards text and nothing else (`ViewSpacing()`);
    /// text, spacers, stacks, padding, frames and the modifiers that pass
    /// their content's on override it.
    package func spacing() -> ViewSpacing { ViewSpacing() }

    /// True for a spacer, and for modifiers that pass a spacer's layout on
    /// unchanged: a frame around one keeps the spacer's spacing rather than
    /// making its edges its own (SwiftUI's `requiresSpacingProjection`).
    package var requiresSpacingProjection: Bool { false }

    /// The value this view sets for guide `key` along `axis` at `size` with
    /// `alignmentGuide` (in points from its leading or top edge), or nil.
    /// Modifiers that keep their content where they are forward it.
    package func explicitGuide(_ key: AlignmentKey, _ axis: Axis, size: CGSize) -> CGFloat? { nil }

    /// The grid settings of this cell (`gridCellColumns` and the like).
    /// Wrappers forward them.
    package var gridCellTraits: GridCellTraits { GridCellTraits() }

    /// The value set under a `LayoutValueKey` (by the key's type) on this
    /// node or on the modifiers it is made of; nil when none sets it.
    package func layoutValue(_ key: ObjectIdentifier) -> Any? { nil }

    /// `layoutPriority`, NaN read as 0. (Not cached: a stack reads it once
    /// per child and allocation, and a cache cost 8 bytes in every node.)
    package final var resolvedLayoutPriority: Double {
        let p = layoutPriority
        return p.isNaN ? 0 : p
    }

    // MARK: Coordinates

    /// The translation this node applies to its children's layer (a scroll
    /// view's `-contentOffset`); zero for everything else.
    package var contentTranslation: CGPoint { .zero }

    /// This node's frame in window coordinates.
    package var globalFrame: CGRect { frameAddingAncestors(translated: true, upTo: nil)! }

    /// This node's frame in the space of `ancestor` (whose own frame starts
    /// at its origin there): `localFrame` moved by the origins of the nodes
    /// between, and by the content translations (scroll offsets) and
    /// displacements of those and of `ancestor`. Summed along the path only,
    /// so it does not change when something above `ancestor` moves (the same
    /// value to the bit, which keeps preference loops from seeing rounding
    /// noise as a change). Nil when `ancestor` is not an ancestor.
    package final func frame(inSpaceOf ancestor: Node) -> CGRect? {
        frameAddingAncestors(translated: true, upTo: ancestor)
    }

    /// `localFrame` moved, level by level going up, by each ancestor's content
    /// translation and displacement of the child on the path (with
    /// `translated`) and then by its origin; at `ancestor` after its
    /// translation and before its origin. Nil when `ancestor` is not met;
    /// with `ancestor` nil, all the way to the window.
    private final func frameAddingAncestors(translated: Bool, upTo ancestor: Node?) -> CGRect? {
        var f = localFrame
        var child = self
        var node = parent
        while let n = node {
            if translated {
                let t = n.contentTranslation
                let d = n.displacement(ofChild: child)
                f.origin.x += t.x + d.x
                f.origin.y += t.y + d.y
            }
            if n === ancestor { return f }
            f.origin.x += n.localFrame.minX
            f.origin.y += n.localFrame.minY
            child = n
            node = n.parent
        }
        return ancestor == nil ? f : nil
    }

    /// How far `child` is drawn from where it was placed, in this node's
    /// space: zero but for a lazy stack's pinned section headers and
    /// footers, which follow the scroll offset without being placed again.
    /// Drawing, hit testing, inspection and `globalFrame` apply it.
    package func displacement(ofChild child: Node) -> CGPoint { .zero }

    // MARK: Drawing and hit testing

    /// Emits draw commands for this node and its subtree.
    package func draw(_ context: inout DrawContext) {
        drawChildren(&context)
    }

    // MARK: Visual bounds and culling


    /// What this node itself covers, in its own space: its bounds; nothing
    /// for structural nodes.
    package var ownVisualFrame: CGRect { bounds }

    /// Drops the cached visual bounds of this node (its size or its children
    /// changed); its parent patches its own for this node alone.
    ///
    /// A node whose cache is not clean (invalid, or waiting for children) has
    /// a parent whose cache is not clean either, so a walk up stops at the
    /// first node that already knows.
    package final func invalidateVisualBounds() {
        guard visualIsValid else { return }
        visualIsValid = false
        if visualHasDirtyChildren {
            visualHasDirtyChildren = false
            Node.visualDirtyChildren[ObjectIdentifier(self)] = nil
        }
        parent?.visualChildChanged(self)
    }

    /// The children whose visual bounds changed, per parent waiting to patch its cache.
    private static var visualDirtyChildren: [ObjectIdentifier: [Node]] = [:]

    /// `child`'s visual bounds in this node's space changed (it moved or its
    /// own changed): remembered, so the cache is patched for it alone; past
    /// eight children the cache is dropped instead.
    private final func visualChildChanged(_ child: Node) {
        guard visualIsValid else { return }
        let id = ObjectIdentifier(self)
        if visualHasDirtyChildren {
            if Node.visualDirtyChildren[id, default: []].count >= 8 {
                visualHasDirtyChildren = false
                Node.visualDirtyChildren[id] = nil
                visualIsValid = false
                return
            }
            Node.visualDirtyChildren[id, default: []].append(child)
            return
        }
        visualHasDirtyChildren = true
        Node.visualDirtyChildren[id] = [child]
        parent?.visualChildChanged(self)
    }

    /// Patches the cache for the children that changed. The union only
    /// grows (a larger box is still a right one for culling: it may only draw
    /// more); the order test is redone around each changed child. Returns
    /// false when the cache must be computed again instead.
    private final func patchVisualCache() -> Bool {
        let changed = Node.visualDirtyChildren.removeValue(forKey: ObjectIdentifier(self)) ?? []
        visualHasDirtyChildren = false
        var bounds = visualCache
        let t = contentTranslation
        for child in changed {
            guard child.parent === self, let i = children.identityIndex(of: child) else { return false }
            var b = child.visualBounds()
            if b.isNull { return false }
            if childrenSortedByY {
                // Sorted still when it lies between its neighbours (which must not be empty).
                if i > 0 {
                    let before = children[i - 1].visualBounds()
                    if before.isNull || b.minY < before.maxY - 0.001 { return false }
                }
                if i + 1 < children.count {
                    let after = children[i + 1].visualBounds()
                    if after.isNull || after.minY < b.maxY - 0.001 { return false }
                }
            }
            if t != .zero { b = b.offsetBy(dx: t.x, dy: t.y) }
            bounds = bounds.fastUnion(b)
        }
        visualCache = bounds
        return true
    }

    /// The union of this node's frame and its descendants' visual bounds, in
    /// its parent's space; cached (in its own space) until a frame below
    /// changes, so a node that only moves keeps its cache.
    @inline(__always)
    package final func visualBounds() -> CGRect {
        // A scroll view clips its content: it covers its frame only.
        if type(of: self).clipsVisualBounds {
            _ = ownSpaceVisualBounds()
            return localFrame
        }
        let b = visualIsValid && !visualHasDirtyChildren ? visualCache : ownSpaceVisualBounds()
        if b.isNull { return b }
        let placed = b.offsetBy(dx: localFrame.minX, dy: localFrame.minY)
        // A node in flight may be drawn away from its frame.
        return hasAnimationState ? inFlightVisualBounds(placed) : placed
    }

    /// True for nodes that cover their frame only, whatever their content (scroll views).
    package class var clipsVisualBounds: Bool { false }

    /// The visual bounds in this node's own space.
    package final func ownSpaceVisualBounds() -> CGRect {
        if visualIsValid {
            if !visualHasDirtyChildren || patchVisualCache() { return visualCache }
            visualIsValid = false
        }
        var bounds = ownVisualFrame
        if hasAnimationState { bounds = bounds.union(animatedVisualBounds()) }
        var sorted = true
        var lastMaxY = -CGFloat.infinity
        let t = contentTranslation
        children.forEachUnretained { _, child in
            var b = child.visualBounds()
            if b.isNull { return }
            if b.minY < lastMaxY - 0.001 { sorted = false }
            lastMaxY = b.maxY
            if t != .zero { b = b.offsetBy(dx: t.x, dy: t.y) }
            bounds = bounds.fastUnion(b)
        }
        childrenSortedByY = sorted
        visualCache = bounds
        visualIsValid = true
        return bounds
    }

    /// Draws the children that can be seen through the current clip (rows of
    /// a long stack are found by binary search), then, when `removedOnTop`,
    /// the removed children still in their transitions.
    package final func drawChildren(_ context: inout DrawContext, removedOnTop: Bool = true) {
        let count = children.count
        if count > 16 {
            _ = visualBounds()
            if childrenSortedByY {
                let top = context.clip.minY - context.translation.y
                let bottom = context.clip.maxY - context.translation.y
                var lo = 0
                var hi = count
                while lo < hi {
                    let mid = (lo + hi) / 2
                    let b = children[mid].visualBounds()
                    if b.isNull || b.maxY < top { lo = mid + 1 } else { hi = mid }
                }
                var i = lo
                while i < count {
                    let child = children[i]
                    let b = child.visualBounds()
                    if !b.isNull {
                        if b.minY > bottom { break }
                        if context.isVisible(b) { drawChild(child, &context) }
                    }
                    i += 1
                }
                if removedOnTop && hasAnimationState { drawRemovedChildren(&context) }
                return
            }
        }
        for child in children where context.isVisible(child.visualBounds()) {
            drawChild(child, &context)
        }
        if removedOnTop && hasAnimationState { drawRemovedChildren(&context) }
    }

    /// Draws `child` with the translation moved to its own space.
    @inline(__always) package final func drawChild(_ child: Node, _ context: inout DrawContext) {
        if child.hasAnimationState {
            drawAnimatedChild(child, &context)
            return
        }
        let saved = context.translation
        context.translation.x += child.localFrame.minX
        context.translation.y += child.localFrame.minY
        child.draw(&context)
        context.translation = saved
    }

    /// Draws `child` moved by `displacement` from where it was placed.
    package final func drawChild(_ child: Node, _ context: inout DrawContext, displacedBy displacement: CGPoint) {
        let saved = context.translation
        context.translation.x += displacement.x
        context.translation.y += displacement.y
        drawChild(child, &context)
        context.translation = saved
    }

    /// The front-most node whose content is at `point` (in this node's own
    /// space): children first, front to back, then this node itself.
    package func hitTest(_ point: CGPoint) -> Node? {
        let t = contentTranslation
        for child in children.reversed() {
            let inner = CGPoint(x: point.x - t.x - child.localFrame.minX, y: point.y - t.y - child.localFrame.minY)
            if let hit = child.hitTest(inner) { return hit }
        }
        return ownContentContains(point) ? self : nil
    }

    /// True when this node itself draws (or claims) something at `point` (in its own space).
    package func ownContentContains(_ point: CGPoint) -> Bool { false }

    // MARK: Preferences

    /// The value this node itself writes for `key` (replacing its subtree's),
    /// or nil when it writes none. Preference writers override this and
    /// `ownPreferenceBits`.
    package func ownPreferenceValue(_ key: PreferenceKeyInfo) -> OwnPreference? { nil }

    /// The `PreferenceKeyInfo.bit` of every key `ownPreferenceValue` may
    /// answer; it must not change during the node's life.
    /// A writer that leaves its key's bit out is never asked.
    package var ownPreferenceBits: UInt8 { 0 }

    // MARK: Identity

    /// True when this node carries `id` (`.id(_:)`). Identity nodes override.
    package func ownIdentity(matches id: AnyHashable) -> Bool { false }

    /// The child identified by `id` among a `ForEach`'s children.
    package func child(withID id: AnyHashable) -> Node? { nil }

    /// The first node in this subtree identified by `id`, depth first.
    package func descendant(withID id: AnyHashable) -> Node? {
        if ownIdentity(matches: id) { return self }
        if let c = child(withID: id) { return c }
        for c in children {
            if let found = c.descendant(withID: id) { return found }
        }
        return nil
    }

    /// The view with `id` in this subtree, built or not: the node it lies in
    /// (a built view's parent, or the lazy container holding it unbuilt)
    /// and the frame its content takes in its layer (for an unbuilt row,
    /// where the container's estimate puts it), and whether it is built.
    /// Nil when none has the id.
    package final func viewFrame(withID id: AnyHashable) -> (container: Node?, frame: CGRect, isBuilt: Bool)? {
        if let view = descendant(withID: id) { return (view.parent, view.contentFrame, true) }
        return unbuiltSubview(withID: id).map { ($0.container, $0.frame, false) }
    }

    /// A subview with `id` (its `ForEach` id) that a lazy container in this
    /// subtree holds but has not built: the container and the frame the
    /// subview would take in its layer (where the container's estimate puts
    /// it), so `scrollTo` reaches rows far from the visible part as SwiftUI's
    /// does. Nil when no lazy container has such a subview.
    package func unbuiltSubview(withID id: AnyHashable) -> (container: Node, frame: CGRect)? {
        for c in children {
            if let found = c.unbuiltSubview(withID: id) { return found }
        }
        return nil
    }

    /// The frame this node's content occupies in its layer: its frame, or for
    /// structural nodes the union of their children's.
    package var contentFrame: CGRect {
        if !ownVisualFrame.isNull { return frame }
        var r = CGRect.null
        for c in children { r = r.union(c.contentFrame) }
        return r
    }

    /// For the node of a view written with `body`, that view's type; nil for
    /// every other node.
    package var composedViewType: ObjectIdentifier? { nil }

    // MARK: Inspection

    /// A short name for inspection and debugging ("Text", "padding", "HStack").
    package var kindName: String { String(describing: type(of: self)) }
    /// The text this node shows, for `Text` and finders.
    package var inspectText: String? { nil }
}

/// Stores `value` in `slot` and invalidates `node`'s layout when it changed.
@MainActor @inline(__always)
package func assignLayout<T: Equatable>(_ slot: inout T, _ value: T, _ node: Node) {
    if slot != value {
        slot = value
        node.invalidateLayout()
    }
}

#if DEBUG
// What `GraphInvariants.swift` reads, and what its tests break on purpose.
extension Node {
    var measurementCacheForChecks: MeasurementCache {
        get { cache }
        set { cache = newValue }
    }
    var visualStateForChecks: (isValid: Bool, hasDirtyChildren: Bool, cache: CGRect) {
        (visualIsValid, visualHasDirtyChildren, visualCache)
    }
    static var visualDirtyChildrenForChecks: [ObjectIdentifier: [Node]] { visualDirtyChildren }
    var ownSubtreePreferenceBitsForChecks: UInt8 { ownSubtreePreferenceBits }
    func setSubtreeBitsForChecks(readsPosition: Bool, preferenceBits: UInt8) {
        subtreeReadsPosition = readsPosition
        subtreePreferenceBits = preferenceBits
    }
}
#endif
