/// A node that lays out one piece of content (modifiers, the root). When the
/// content yields several items they are stacked in an implicit `VStack`, as
/// SwiftUI does; when it yields none, an empty item of zero size stands in.
@usableFromInline
package class SingleChildNode: Node {
    /// The layout child: the single item, an implicit stack, or nil when the
    /// content has no views (then this node measures its content as zero
    /// size and places nothing).
    @exclusivity(unchecked) package private(set) final var child: Node?
    /// The implicit stack, when the layout child is one: the only layout
    /// child not in the content whose parent is this node (an item's parent is
    /// a structural node of the content). Found, not stored: most nodes never
    /// have one, and a field cost 8 bytes in each.
    private final var implicitStack: LayoutNode<VStackLayout>? {
        guard let c = child, c !== contentRoot, c.parent === self else { return nil }
        return c.ifKind(LayoutNode<VStackLayout>.self)
    }

    /// The root node of the content (structural: may be a tuple or a composite).
    @exclusivity(unchecked) package private(set) final var contentRoot: Node?

    /// Reconciles `content` as this node's content.
    package func updateContent<V: View>(_ content: V, _ context: BuildContext) {
        contentRoot = reconcile(content, contentRoot, context)
        setChildren(structuralChildren())
        resolveChild()
    }

    /// Replaces the content root directly (used by the graph's root).
    package func setContentRoot(_ node: Node?) {
        contentRoot = node
        setChildren(structuralChildren())
        resolveChild()
    }

    /// The children in painting order; decorations add theirs.
    package func structuralChildren() -> NodeList { contentRoot.map(NodeList.one) ?? .none }

    /// Picks the layout child from the current content's items.
    package func resolveChild() {
        if let root = contentRoot, !type(of: root).isStructural {
            // The common case: one view, its own item.
            child = root
            return
        }
        let items = layoutItems(of: contentRoot)
        switch items.count {
        case 1:
            child = items[0]
        case 0:
            child = nil
        default:
            if let stack = implicitStack {
                stack.refresh(layout: VStackLayout(), items: NodeList(items))
            } else {
                let stack = LayoutNode(layout: VStackLayout(), items: NodeList(items))
                stack.placesInParentSpace = true
                stack.parent = self
                child = stack
            }
        }
    }

    /// The layout child's size for `proposal`; zero without one.
    @inline(__always)
    package final func childSize(_ proposal: ProposedViewSize) -> CGSize {
        child?.sizeThatFits(proposal) ?? .zero
    }

    /// Places the layout child, if there is one.
    @inline(__always)
    package final func placeChild(at origin: CGPoint, proposal: ProposedViewSize) {
        child?.place(at: origin, proposal: proposal)
    }

    package override func measure(_ proposal: ProposedViewSize) -> CGSize {
        childSize(proposal)
    }

    package override func placeChildren(_ proposal: ProposedViewSize) {
        placeChild(at: .zero, proposal: proposal)
    }

    package override var layoutPriority: Double { child?.layoutPriority ?? 0 }

    package override var requiresSpacingProjection: Bool { child?.requiresSpacingProjection ?? false }

    /// The content's spacing: a modifier that does not lay its content out
    /// passes it on (SwiftUI's `UnaryLayout` default). Empty content is a
    /// view that is not text.
    package override func spacing() -> ViewSpacing { child?.spacing() ?? ViewSpacing() }

    package override var gridCellTraits: GridCellTraits { child?.gridCellTraits ?? GridCellTraits() }

    package override func layoutValue(_ key: ObjectIdentifier) -> Any? { child?.layoutValue(key) }

    /// The content's guide, when the content is as big as this node (a
    /// modifier that draws, reads or passes values, not one that moves it).
    package override func explicitGuide(_ key: AlignmentKey, _ axis: Axis, size: CGSize) -> CGFloat? {
        guard let child, childSize(ProposedViewSize(size)) == size else { return nil }
        return child.explicitGuide(key, axis, size: size)
    }

    /// The implicit stack is not on its items' parent chain: clear it with
    /// this node, for `item` (the stack's item that changed) as a stack on
    /// the chain would be, so it remeasures that item alone.
    package override func layoutDidInvalidate(from item: Node?) {
        implicitStack?.clearOwnLayoutCaches(from: item)
    }

    /// Nor do the walks that drop placements (from an item that must be
    /// placed again, or down to readers that moved) pass through it: when
    /// they drop this node's placement, the implicit stack drops its own, or
    /// it would keep its items where they are without placing the ones that
    /// asked. (Its caches go too: with them it would place only the items
    /// after one that changed.)
    package override func placementDidInvalidate() {
        implicitStack?.clearOwnLayoutCaches()
    }
}
