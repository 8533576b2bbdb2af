/// `.scrollTargetLayout(isEnabled:)`: marks the layout whose subviews are
/// the enclosing scroll view's targets.
public struct _ScrollTargetLayoutView<Content: View>: View {
    public typealias Body = Never
    let content: Content
    let isEnabled: Bool
}

extension View {
    /// Makes the subviews of this layout (a stack, lazy or not) the scroll
    /// targets of the enclosing scroll view: the views `.viewAligned`
    /// snaps to, and the views `scrollPosition(id:)` and `ScrollPosition`
    /// report and scroll to.
    ///
    /// ```swift
    /// ScrollView(.horizontal) {
    ///     LazyHStack { ForEach(cards) { CardView($0) } }
    ///         .scrollTargetLayout()
    /// }
    /// .scrollTargetBehavior(.viewAligned)
    /// ```
    public func scrollTargetLayout(isEnabled: Bool = true) -> some View {
        _ScrollTargetLayoutView(content: self, isEnabled: isEnabled)
    }
}

extension _ScrollTargetLayoutView: PrimitiveView {
    package func makeNode(_ context: BuildContext) -> Node {
        let node = ScrollTargetLayoutNode()
        node.isEnabled = isEnabled
        node.updateContent(content, context)
        return node
    }

    package func update(_ node: Node, _ context: BuildContext) -> Bool {
        guard let node = node.ifKind(ScrollTargetLayoutNode.self) else { return false }
        node.isEnabled = isEnabled
        node.updateContent(content, context)
        return true
    }
}

/// A subtree whose children are identified by ids (`ForEach`).
@MainActor
protocol ChildIdentifying: AnyObject {
    /// The id of `child`, one of this node's children; nil when it has none.
    func id(ofChild child: Node) -> AnyHashable?
}

/// A layout node whose items are the targets (stacks, lazy stacks).
@MainActor
protocol TargetItemListing: AnyObject {
    /// The laid-out items, in layout order.
    var targetItems: NodeList { get }
    /// The id this node gives `item` (lazy rows keep their `ForEach` ids here).
    func targetID(of item: Node) -> AnyHashable?
}

extension LayoutNode: TargetItemListing {
    var targetItems: NodeList { items }
    func targetID(of item: Node) -> AnyHashable? { nil }
}

extension LazyStackNode: TargetItemListing {
    var targetItems: NodeList { children }
    func targetID(of item: Node) -> AnyHashable? { builtID(of: item) }
}

/// The node of `.scrollTargetLayout()`: transparent for layout and drawing;
/// it lists the marked layout's subviews for the scroll view around it.
/// Frames are in the coordinates of `scroll`'s content (the content's
/// origin at zero; offsets not applied).
package final class ScrollTargetLayoutNode: SingleChildNode {
    package var isEnabled = true

    /// The marked layout: the first stack or lazy stack under the modifier,
    /// through the one-child modifiers written between them
    /// (`LazyHStack { … }.padding().scrollTargetLayout()`), as SwiftUI
    /// configures "the outermost layout" as the target layout.
    private var layout: Node? {
        var node = child
        while let current = node {
            if current is TargetItemListing { return current }
            guard let single = current as? SingleChildNode else { return nil }
            node = single.child
        }
        return nil
    }

    private var listing: TargetItemListing? { layout as? TargetItemListing }

    /// The number of targets.
    package var targetCount: Int {
        guard isEnabled, let listing else { return 0 }
        return listing.targetItems.count
    }

    /// Where the layout's items are measured from, in `scroll`'s content.
    private func base(in scroll: Node) -> CGPoint {
        let layout = (self.layout ?? child ?? self).frame.origin, s = scroll.frame.origin
        return CGPoint(x: layout.x - s.x, y: layout.y - s.y)
    }

    /// Every target's frame in `scroll`'s content, in layout order.
    package func targetFrames(in scroll: Node) -> [CGRect] {
        guard isEnabled, let listing else { return [] }
        let o = base(in: scroll)
        return listing.targetItems.map { $0.localFrame.offsetBy(dx: o.x, dy: o.y) }
    }

    /// The first target (in layout order) whose far edge along `axis` lies
    /// past `position` (`scroll`'s content coordinates): the top-most or
    /// leading-most target that reaches into a region starting there.
    /// Binary search: the items of a stack follow each other along its axis.
    package func firstTarget(along axis: Axis, reaching position: CGFloat,
                             in scroll: Node) -> (frame: CGRect, id: AnyHashable?)? {
        guard isEnabled, let listing else { return nil }
        let items = listing.targetItems
        guard !items.isEmpty else { return nil }
        let o = base(in: scroll)
        let local = position - (axis == .vertical ? o.y : o.x)
        var lo = 0, hi = items.count
        while lo < hi {
            let mid = (lo + hi) / 2
            let f = items[mid].localFrame
            if (axis == .vertical ? f.maxY : f.maxX) > local { hi = mid } else { lo = mid + 1 }
        }
        guard lo < items.count else { return nil }
        let item = items[lo]
        return (item.localFrame.offsetBy(dx: o.x, dy: o.y), targetID(of: item, listing))
    }

    /// The target identified by `id` (its `ForEach` id or `.id(_:)`), if built.
    package func target(withID id: AnyHashable, in scroll: Node) -> CGRect? {
        guard isEnabled, let listing else { return nil }
        let o = base(in: scroll)
        for item in listing.targetItems where targetID(of: item, listing) == id {
            return item.localFrame.offsetBy(dx: o.x, dy: o.y)
        }
        return nil
    }

    /// The innermost id above `item` up to the layout: an `.id(_:)`, a
    /// `ForEach` id, or the id a lazy stack keeps for the row.
    private func targetID(of item: Node, _ listing: TargetItemListing) -> AnyHashable? {
        if let id = listing.targetID(of: item) { return id }
        var node = item
        let layout = self.layout ?? child
        while let parent = node.parent, parent !== layout {
            if let identity = parent as? IdentityNode, let id = identity.identity { return id }
            if let list = parent as? ChildIdentifying, let id = list.id(ofChild: node) { return id }
            node = parent
        }
        return nil
    }

    package override var kindName: String { "scrollTargetLayout" }
}

extension ScrollContainerNode {
    /// The first enabled `.scrollTargetLayout()` in this scroll view's
    /// content, outside nested scroll views. The search walks the content's
    /// structure but not into the rows of a `ForEach` or a lazy stack (a
    /// target layout is a container of rows, not inside one), so it costs
    /// the views around the rows.
    package var scrollTargetLayout: ScrollTargetLayoutNode? {
        func search(_ node: Node) -> ScrollTargetLayoutNode? {
            for child in node.children {
                if let marker = child as? ScrollTargetLayoutNode, marker.isEnabled { return marker }
                if child is ScrollContainerNode || child is ChildIdentifying || child is LazyStackNode { continue }
                if let found = search(child) { return found }
            }
            return nil
        }
        return search(self)
    }
}
