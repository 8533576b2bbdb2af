/// A node that lays out one piece of content (modifiers, the root). When the
/// content yields several items they are stacked in an implicit `VStack`, as
/// SwiftUI does; when it yields none, an empty item of zero size stands in.
package class SingleChildNode: Node {
    /// The layout child: the single item, an implicit stack, or an empty item.
    package private(set) var child: Node = ZeroSizeNode()
    private var implicitStack: LayoutNode<VStackLayout>?

    /// The root node of the content (structural: may be a tuple or a composite).
    package private(set) var contentRoot: Node?

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
    package func structuralChildren() -> [Node] { contentRoot.map { [$0] } ?? [] }

    /// Picks the layout child from the current content's items.
    package func resolveChild() {
        let items = layoutItems(of: contentRoot)
        switch items.count {
        case 1:
            child = items[0]
            implicitStack = nil
        case 0:
            child = ZeroSizeNode()
            implicitStack = nil
        default:
            if let stack = implicitStack {
                stack.refresh(layout: VStackLayout(), items: NodeList(items))
            } else {
                implicitStack = LayoutNode(layout: VStackLayout(), items: NodeList(items))
            }
            implicitStack!.parent = self
            child = implicitStack!
        }
    }

    package override func measure(_ proposal: ProposedViewSize) -> CGSize {
        child.sizeThatFits(proposal)
    }

    package override func placeChildren(_ proposal: ProposedViewSize) {
        child.place(at: .zero, proposal: proposal)
    }

    package override var layoutPriority: Double { child.layoutPriority }

    /// The implicit stack is not on its items' parent chain: clear it with this node.
    package override func layoutDidInvalidate(from item: Node?) {
        implicitStack?.clearOwnLayoutCaches()
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

/// The stand-in item for content with no views: zero size, draws nothing.
package final class ZeroSizeNode: Node {
    package override var ownVisualFrame: CGRect { .null }
    package override var kindName: String { "EmptyView" }
}
