#if DEBUG
// The view graph's invariants, checked in DEBUG builds only (release builds
// compile none of this, and `Node` has no field for it): `update()` runs
// `checkInvariants()` after every update that did something while
// `ViewGraph.checksInvariants` is set, which it is by default, so the whole
// test suite runs with it; tests that break a graph on purpose call
// `invariantViolations()` to see what is reported.
//
// A violation names the culprit node by its kind and its path from the
// root, what was expected and what was found.

extension ViewGraph {
    /// True when `update()` checks the graph's invariants after each update
    /// that did something, and stops the program at the first violation
    /// (DEBUG builds only). On by default, so every test runs the checks
    /// (they cost the suite a few percent); `SCROLLSIM_CHECK_INVARIANTS=0`
    /// in the environment turns them off, for a debug build of the demo on a
    /// long list, where they take up to a tenth of a second per frame.
    package static var checksInvariants = ProcessInfo.processInfo.environment["SCROLLSIM_CHECK_INVARIANTS"] != "0"

    /// The invariant violations in the tree (see `Node.invariantViolations()`).
    package func invariantViolations() -> [String] {
        root.invariantViolations()
    }

    /// Stops the program with the list of violations when there is one.
    package func checkInvariants() {
        let violations = invariantViolations()
        if !violations.isEmpty {
            preconditionFailure("View graph invariants violated after update \(updateCount):\n" + violations.joined(separator: "\n"))
        }
    }
}

extension Node {
    /// Set while the invariants are checked: `sizeThatFits` answers from the
    /// cache only, and on a miss records it and returns zero instead of
    /// measuring (and caching), so checking leaves every cache as it was.
    static var measuresFromCachesOnly = false
    /// Set by `sizeThatFits` when it missed its cache while checking.
    static var missedCacheWhileChecking = false

    /// Stops the program with the list of violations in this subtree when there is one.
    package func checkInvariants() {
        let violations = invariantViolations()
        if !violations.isEmpty {
            preconditionFailure("View graph invariants violated:\n" + violations.joined(separator: "\n"))
        }
    }

    /// The invariants this subtree breaks, one line each, naming the node
    /// (`kindName` and its path from this node, children's indices in
    /// brackets when there are several), what was expected and what was
    /// found, top down (breadth first). Every node listed in a `children` is
    /// visited, and the implicit `VStack` of a `SingleChildNode` whose
    /// content has several items (it is nobody's child). For each node:
    ///
    /// 1. **Parent links.** Each child's `parent` is this node.
    /// 2. **Subtree bits.** `subtreeReadsPosition` is `readsPosition` or a
    ///    child's `subtreeReadsPosition`; `subtreePreferenceBits` is the
    ///    node's own bits (all of them for a position reader) or'ed with the
    ///    children's (what `updateSubtreeReadsPosition()` computes).
    /// 3. **Frames.** A placed node whose placement is valid has a frame with
    ///    no NaN in it. Infinite values are allowed: a view may be infinite by
    ///    rule (a `Rectangle` proposed ∞ is ∞ long, docs/layout-rules.md,
    ///    "Leaves"). A structural node's origin is zero (it is never placed).
    /// 4. **Placement.** `invalidatePlacement()` stops at the first placed
    ///    node whose placement is already invalid, because "its ancestors'
    ///    are too": so a placed node whose placement is invalid has a nearest
    ///    placed ancestor whose placement is invalid as well (unless a node
    ///    between stops invalidation), but for a subview of a custom `Layout`,
    ///    which may leave a subview unplaced (SwiftUI then centres it with the
    ///    container's proposal; ScrollSim leaves it where it was, unplaced).
    ///    And a placed node whose placement is
    ///    valid, and whose cache holds its placed proposal, has the size
    ///    cached for it as its frame's size (bit for bit).
    /// 5. **Measurement cache.** A node holding measurements has
    ///    `layoutIsValid` set, and each size it holds for a proposal P is,
    ///    bit for bit, what measuring it for P again gives: its `measure(P)`,
    ///    for a built-in stack with a new, empty stack cache (so the
    ///    allocation is computed afresh), its subviews answering from their
    ///    caches. So each level is checked against the level below as it is
    ///    cached; nothing is measured below the node. When a subview's cache
    ///    lacks a proposal the new computation asks for, that entry is not
    ///    compared (measuring the subview would cache it). Not re-measured:
    ///    a lazy stack (its length is estimated from the rows measured so
    ///    far, and measuring it measures and builds rows), a SwiftUI scroll
    ///    view (measuring it enters a container size, which invalidates the
    ///    views sized relative to it) and a custom `Layout` (its code may
    ///    count its calls, as tests do). A `Text` measured again may keep
    ///    one more line layout in its own small cache of them; nothing else
    ///    changes.
    /// 6. **Visual bounds** (`invalidateVisualBounds()`): a node whose visual
    ///    cache is not clean (invalid, or waiting for children) has a parent
    ///    whose cache is not clean either. A node waiting for children has a
    ///    valid cache and one to eight children listed in
    ///    `Node.visualDirtyChildren`, and every child of it whose cache is not
    ///    clean is listed there (or it would not be patched); a node not
    ///    waiting has no entry there. A clean cache covers the node's own
    ///    visual frame and each child's visual bounds, within 0.001 pt (it
    ///    may be larger: it only grows when patched), and when `childrenSortedByY` is set, the
    ///    children's visual bounds follow one another top to bottom. Scroll
    ///    views' covering is not checked: they cover their frame only, and
    ///    their cache is not moved with their content offset.
    package func invariantViolations() -> [String] {
        var checker = InvariantChecker(root: self)
        checker.run()
        return checker.violations
    }

    /// The size measuring again for `proposal` gives, its subviews answering
    /// from their caches; nil when this node is not measured again (see
    /// `invariantViolations()`, 5) or a subview's cache lacked a proposal.
    fileprivate func remeasuredFromCaches(_ proposal: ProposedViewSize) -> CGSize? {
        if self is LazyStackNode { return nil }
        if let scroll = self as? ScrollContainerNode, scroll.swiftUILayout != nil { return nil }
        Node.measuresFromCachesOnly = true
        Node.missedCacheWhileChecking = false
        defer {
            Node.measuresFromCachesOnly = false
            Node.missedCacheWhileChecking = false
        }
        let size: CGSize
        if let layout = self as? CheckedLayoutNode {
            guard !layout.runsCustomLayout else { return nil }
            size = layout.measureWithNewLayoutCache(proposal)
        } else {
            size = measure(proposal)
        }
        return Node.missedCacheWhileChecking ? nil : size
    }
}

/// A layout container, as the checks see it.
@MainActor
private protocol CheckedLayoutNode {
    /// True for a `Layout` other than the built-in stacks.
    var runsCustomLayout: Bool { get }
    /// The size for `proposal` computed with a new layout cache.
    func measureWithNewLayoutCache(_ proposal: ProposedViewSize) -> CGSize
}

extension LayoutNode: CheckedLayoutNode {
    fileprivate var runsCustomLayout: Bool {
        L.self != HStackLayout.self && L.self != VStackLayout.self && L.self != ZStackLayout.self
    }

    fileprivate func measureWithNewLayoutCache(_ proposal: ProposedViewSize) -> CGSize {
        let subviews = LayoutSubviews(items)
        var fresh = layout.makeCache(subviews: subviews)
        return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &fresh)
    }
}

/// One walk over a subtree, collecting violations.
@MainActor
private struct InvariantChecker {
    /// A visited node, the visited node that lists it (nil for the top) and
    /// its index there (-1 for the top, or for an implicit stack, listed by
    /// no one).
    struct Visit {
        let node: Node
        let lister: Int?
        let index: Int
    }

    var visits: [Visit] = []
    var violations: [String] = []

    init(root: Node) {
        visits.append(Visit(node: root, lister: nil, index: -1))
    }

    mutating func run() {
        var next = 0
        while next < visits.count {
            let visit = visits[next]
            let node = visit.node
            for (i, child) in node.children.enumerated() {
                visits.append(Visit(node: child, lister: next, index: i))
            }
            if let single = node as? SingleChildNode, let child = single.child, child.parent === node,
               node.children.identityIndex(of: child) == nil {
                // The implicit stack of several items: nobody's child.
                visits.append(Visit(node: child, lister: next, index: -1))
            }
            check(next)
            next += 1
        }
    }

    // MARK: Reporting

    /// `kindName` of each node from the top down to visit `v`; a child's
    /// index follows its name when its parent has several.
    func path(_ v: Int) -> String {
        var parts: [String] = []
        var i: Int? = v
        while let k = i {
            let visit = visits[k]
            var part = visit.node.kindName
            if let l = visit.lister {
                if visit.index < 0 {
                    part = "(implicit \(part))"
                } else if visits[l].node.children.count > 1 {
                    part += "[\(visit.index)]"
                }
            }
            parts.append(part)
            i = visit.lister
        }
        return parts.reversed().joined(separator: "/")
    }

    mutating func report(_ v: Int, _ message: String) {
        violations.append("\(visits[v].node.kindName) at \(path(v)): \(message)")
    }

    // MARK: Checks

    mutating func check(_ v: Int) {
        let node = visits[v].node
        checkParentLinks(v, node)
        checkSubtreeBits(v, node)
        checkFrameAndPlacement(v, node)
        checkMeasurements(v, node)
        checkVisualBounds(v, node)
    }

    /// 1. Each child's `parent` is this node.
    mutating func checkParentLinks(_ v: Int, _ node: Node) {
        for (i, child) in node.children.enumerated() where child.parent !== node {
            var found = "nil"
            if let p = child.parent {
                if let k = visits.firstIndex(where: { $0.node === p }) {
                    found = "\(p.kindName) at \(path(k))"
                } else {
                    found = "\(p.kindName) (not met in this tree so far)"
                }
            }
            report(v, "child \(i) (\(child.kindName)) has parent \(found), expected this node")
        }
    }

    /// 2. The subtree bits are what the children give.
    mutating func checkSubtreeBits(_ v: Int, _ node: Node) {
        var reads = type(of: node).readsPosition
        var bits = node.ownSubtreePreferenceBitsForChecks
        for c in node.children {
            reads = reads || c.subtreeReadsPosition
            bits |= c.subtreePreferenceBits
        }
        if reads != node.subtreeReadsPosition {
            report(v, "subtreeReadsPosition is \(node.subtreeReadsPosition), expected \(reads) from readsPosition and the children")
        }
        if bits != node.subtreePreferenceBits {
            report(v, "subtreePreferenceBits is \(binary(node.subtreePreferenceBits)), expected \(binary(bits)) from its own bits and the children")
        }
    }

    /// 3 and 4. Frames of placed nodes, and placement flags up the tree.
    mutating func checkFrameAndPlacement(_ v: Int, _ node: Node) {
        let f = node.localFrame
        if type(of: node).isStructural {
            if f.origin != .zero {
                report(v, "a structural node's origin is \(point(f.origin)), expected (0.0, 0.0)")
            }
            return
        }
        guard node.placementIsValid else {
            // The nearest placed ancestor's placement is invalid too.
            var a = visits[v].lister
            while let k = a {
                let n = visits[k].node
                if n.stopsInvalidation { return }
                if !type(of: n).isStructural {
                    if let layout = n as? CheckedLayoutNode, layout.runsCustomLayout { return }
                    if n.placementIsValid {
                        report(v, "placement is invalid, but the placement of the nearest placed ancestor, \(n.kindName) at \(path(k)), is valid")
                    }
                    return
                }
                a = visits[k].lister
            }
            return
        }
        if f.origin.x.isNaN || f.origin.y.isNaN || f.size.width.isNaN || f.size.height.isNaN {
            report(v, "placed with a frame that is not a number: \(rect(f)) for proposal \(node.placedProposal)")
        }
        if let s = node.measurementCacheForChecks.size(for: node.placedProposal), !sameBits(s, f.size) {
            report(v, "placed with size \(size(f.size)) for proposal \(node.placedProposal), but the size cached for it is \(size(s))")
        }
    }

    /// 5. The cached sizes are what measuring again gives.
    mutating func checkMeasurements(_ v: Int, _ node: Node) {
        var entries: [(ProposedViewSize, CGSize)] = []
        node.measurementCacheForChecks.forEachEntry { entries.append(($0, $1)) }
        if entries.isEmpty { return }
        if !node.layoutIsValid {
            report(v, "holds \(entries.count) measurement(s) but layoutIsValid is false")
        }
        for (p, cached) in entries {
            guard let fresh = node.remeasuredFromCaches(p) else { continue }
            if !sameBits(fresh, cached) {
                report(v, "cached size for proposal \(p) is \(size(cached)), but measuring again gives \(size(fresh))")
            }
        }
    }

    /// 6. Visual caches: clean up to the top, dirty children listed, covering.
    mutating func checkVisualBounds(_ v: Int, _ node: Node) {
        let visit = visits[v]
        if visit.lister != nil && visit.index < 0 { return }  // An implicit stack: not drawn as a child.
        let state = node.visualStateForChecks
        let clean = state.isValid && !state.hasDirtyChildren
        let listed = Node.visualDirtyChildrenForChecks[ObjectIdentifier(node)]
        if state.hasDirtyChildren {
            if !state.isValid {
                report(v, "waits for dirty children with an invalid visual cache")
            }
            if let listed, !listed.isEmpty, listed.count <= 8 {} else {
                report(v, "waits for dirty children, but Node.visualDirtyChildren lists \(listed?.count ?? 0) for it, expected 1 to 8")
            }
        } else if let listed {
            report(v, "does not wait for dirty children, but Node.visualDirtyChildren lists \(listed.count) for it")
        }
        if let l = visit.lister, !clean {
            let parent = visits[l].node.visualStateForChecks
            if parent.isValid && !parent.hasDirtyChildren {
                report(v, "visual cache is \(state.isValid ? "waiting for dirty children" : "invalid"), but its parent's, \(visits[l].node.kindName) at \(path(l)), is clean")
            }
        }
        if state.isValid && state.hasDirtyChildren, let listed {
            for (i, child) in node.children.enumerated() {
                let c = child.visualStateForChecks
                if c.isValid && !c.hasDirtyChildren { continue }
                if !listed.contains(where: { $0 === child }) {
                    report(v, "child \(i) (\(child.kindName)) has a visual cache that is not clean, but is not among the dirty children listed for this node")
                }
            }
        }
        guard clean else { return }
        // The children's bounds as the cache was made from them (clean children only: others were reported).
        var bounds: [CGRect?] = []
        for child in node.children {
            let c = child.visualStateForChecks
            guard c.isValid && !c.hasDirtyChildren else {
                bounds.append(nil)
                continue
            }
            if type(of: child).clipsVisualBounds {
                bounds.append(child.localFrame)
            } else {
                bounds.append(c.cache.isNull ? c.cache : c.cache.offsetBy(dx: child.localFrame.minX, dy: child.localFrame.minY))
            }
        }
        if !type(of: node).clipsVisualBounds {
            let t = node.contentTranslation
            if !covers(state.cache, node.ownVisualFrame) {
                report(v, "clean visual cache \(rect(state.cache)) does not cover its own visual frame \(rect(node.ownVisualFrame))")
            }
            for (i, b) in bounds.enumerated() {
                guard var b, !b.isNull else { continue }
                if t != .zero { b = b.offsetBy(dx: t.x, dy: t.y) }
                if !covers(state.cache, b) {
                    report(v, "clean visual cache \(rect(state.cache)) does not cover child \(i) (\(node.children[i].kindName)), whose visual bounds are \(rect(b))")
                }
            }
        }
        if node.childrenSortedByY {
            var lastMaxY = -CGFloat.infinity
            var last = -1
            for (i, b) in bounds.enumerated() {
                guard let b else {
                    // A child not clean: its bounds are not known without measuring it.
                    lastMaxY = -.infinity
                    continue
                }
                if b.isNull { continue }
                if b.minY < lastMaxY - 0.001 {
                    report(v, "childrenSortedByY is set, but child \(i) (\(node.children[i].kindName)) starts at y \(Double(b.minY)), above the end of child \(last) at y \(Double(lastMaxY))")
                }
                lastMaxY = b.maxY
                last = i
            }
        }
    }

    // MARK: Values

    func sameBits(_ a: CGSize, _ b: CGSize) -> Bool {
        a.width.bitPattern == b.width.bitPattern && a.height.bitPattern == b.height.bitPattern
    }

    /// True when `a` contains `b` (a null `b` is contained in anything),
    /// within 0.001 pt: a union is kept as an origin and a size, and its far
    /// edge (origin + size) can come out a last bit short of the edge it
    /// was made from.
    func covers(_ a: CGRect, _ b: CGRect) -> Bool {
        if b.isNull { return true }
        if a.isNull { return false }
        let e: CGFloat = 0.001
        return a.minX <= b.minX + e && a.minY <= b.minY + e && a.maxX >= b.maxX - e && a.maxY >= b.maxY - e
    }

    func size(_ s: CGSize) -> String { "(\(Double(s.width)), \(Double(s.height)))" }
    func point(_ p: CGPoint) -> String { "(\(Double(p.x)), \(Double(p.y)))" }
    func rect(_ r: CGRect) -> String {
        r.isNull ? "null" : "(\(Double(r.origin.x)), \(Double(r.origin.y)), \(Double(r.size.width)), \(Double(r.size.height)))"
    }
    func binary(_ bits: UInt8) -> String { "0b" + String(bits, radix: 2) }
}
#endif
