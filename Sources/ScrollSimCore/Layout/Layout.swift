/// A container's layout: how big it is for a proposal, and where its
/// subviews go. The built-in stacks are written on it, and so can yours.
///
/// ```swift
/// struct Intrinsic: Layout {            // a leaf with an intrinsic size
///     func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
///         CGSize(width: 120, height: 44)
///     }
///     func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
/// }
/// Intrinsic { EmptyView() }
/// ```
@MainActor
public protocol Layout {
    associatedtype Cache = Void
    typealias Subviews = LayoutSubviews

    /// Properties of the layout, such as its stack orientation (where `Spacer` expands).
    static var layoutProperties: LayoutProperties { get }

    func makeCache(subviews: Subviews) -> Cache
    func updateCache(_ cache: inout Cache, subviews: Subviews)
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)

    /// What this container's edges ask of the distance to its neighbours in
    /// a stack (see `ViewSpacing`). By default, every subview's preferences
    /// on every edge, the larger kept per kind (`ViewSpacing.zero` with no
    /// subviews); a stack takes its first and last subview's along its axis
    /// and all of theirs across it.
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing

    /// Empties `cache` (or, with `item`, updates it for that one subview's
    /// changed measurements) when the layout is invalidated. Chosen by the
    /// cache's type (a `LayoutCacheInvalidating` cache is told; the stacks'
    /// caches are values kept inline in their node), so the layout node needs
    /// no cast; other layouts do not implement it.
    static func _invalidate(_ cache: inout Cache, item: AnyObject?)

    /// True when two values of the layout are known to lay out the same
    /// (equal values of an `Equatable` layout; false otherwise). Layouts do
    /// not implement it.
    static func _isSame(_ a: Self, _ b: Self) -> Bool

    /// The subviews' frames when the container is `size` (proposed its own
    /// size), for passing their explicit custom alignment guides up; nil
    /// for a layout that does not pass them (the default).
    func _subviewFrames(in size: CGSize, subviews: Subviews, cache: inout Cache) -> [CGRect]?
}

extension Layout {
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        guard !subviews.isEmpty else { return .zero }
        var spacing = ViewSpacing.empty
        for subview in subviews { spacing.formUnion(subview.spacing) }
        return spacing
    }
    public func _subviewFrames(in size: CGSize, subviews: Subviews, cache: inout Cache) -> [CGRect]? { nil }
    public static func _invalidate(_ cache: inout Cache, item: AnyObject?) {}
    public static func _isSame(_ a: Self, _ b: Self) -> Bool { false }
}

extension Layout where Cache: LayoutCacheInvalidating {
    public static func _invalidate(_ cache: inout Cache, item: AnyObject?) {
        if let item { cache.invalidate(item: item) } else { cache.invalidate() }
    }
}

extension Layout where Self: Equatable {
    public static func _isSame(_ a: Self, _ b: Self) -> Bool { a == b }
}

extension Layout {
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    /// The axis along which a `Spacer` in this layout stretches: the type's
    /// `layoutProperties`, or for an `AnyLayout` those of the layout it wraps.
    var stackOrientation: Axis? {
        (self as? AnyLayout)?.box.stackOrientation ?? Self.layoutProperties.stackOrientation
    }
    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }

    /// Lays out `content` with this layout: `MyLayout { Text("a"); Text("b") }`.
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        _LayoutView(layout: self, content: content())
    }
}

extension Layout where Cache == Void {
    public func makeCache(subviews: Subviews) -> Void { () }
}

/// Layout properties: the stack orientation.
public struct LayoutProperties: Sendable {
    public var stackOrientation: Axis?
    public init() {}
}

/// The subviews a layout arranges, in order.
public struct LayoutSubviews: RandomAccessCollection {
    let nodes: NodeList
    /// False only when no subview (nor anything inside one) reads its
    /// position: a stack may then leave the leading subviews whose sizes did
    /// not change as they are.
    let mayReadPosition: Bool
    init(_ nodes: NodeList, mayReadPosition: Bool = true) {
        self.nodes = nodes
        self.mayReadPosition = mayReadPosition
    }
    public var startIndex: Int { 0 }
    public var endIndex: Int { nodes.count }
    public subscript(index: Int) -> LayoutSubview { LayoutSubview(node: nodes[index]) }
}

/// A proxy for one subview: ask its size, then place it.
///
/// ```swift
/// let size = subview.sizeThatFits(.unspecified)
/// subview.place(at: CGPoint(x: bounds.minX, y: y), anchor: .topLeading, proposal: ProposedViewSize(size))
/// ```
@MainActor
public struct LayoutSubview {
    let node: Node

    /// The size the subview chooses for `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { node.sizeThatFits(proposal) }

    /// The subview's size and alignment guides for `proposal`.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        ViewDimensions(size: node.sizeThatFits(proposal), node: node)
    }

    /// Places the subview so that its `anchor` point lands on `position`.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        let size = node.sizeThatFits(proposal)
        let origin = CGPoint(x: position.x - alignmentShare(size.width, anchor.x),
                             y: position.y - alignmentShare(size.height, anchor.y))
        node.place(at: origin, proposal: proposal)
    }

    /// The subview's `layoutPriority`.
    public var priority: Double { node.layoutPriority }

    /// What the subview's edges ask of the distance to its neighbours.
    public var spacing: ViewSpacing { node.spacing() }
}

/// A view laid out by a `Layout`.
public struct _LayoutView<L: Layout, Content: View>: View {
    public typealias Body = Never
    let layout: L
    let content: Content
}

/// The node of a layout container: its items are the flattened content.
package final class LayoutNode<L: Layout>: Node, ZOrdering {
    @exclusivity(unchecked) var layout: L
    @exclusivity(unchecked) var cache: L.Cache
    @exclusivity(unchecked) var items: NodeList
    /// The items' drawing order when some have a `zIndex` (nil: their own
    /// order), valid until the items or a `zIndex` change.
    private var zOrder: [Int]?
    private var zOrderIsValid = false
    /// True for the implicit stack a container makes of several views: its
    /// items' frames are in the container's space (their parent chain skips
    /// the stack), so they are placed from where the stack is.
    var placesInParentSpace = false


    init(layout: L, items: NodeList) {
        self.layout = layout
        self.items = items
        self.cache = layout.makeCache(subviews: LayoutSubviews(items))
        super.init()
    }

    func refresh(layout: L, items: NodeList) {
        var sameItems = items.count == self.items.count
        if sameItems {
            for i in items.indices where items[i] !== self.items[i] {
                sameItems = false
                break
            }
        }
        let sameLayout = L._isSame(self.layout, layout)
        if sameItems && sameLayout { return }
        self.layout = layout
        self.items = items
        zOrderIsValid = false
        layout.updateCache(&cache, subviews: LayoutSubviews(items))
        invalidateLayout()
    }

    func zIndexChanged() { zOrderIsValid = false }

    private func currentZOrder() -> [Int]? {
        if !zOrderIsValid {
            zOrder = items.zOrder()
            zOrderIsValid = true
        }
        return zOrder
    }

    /// Draws the items back to front by `zIndex` (layout is not affected).
    package override func draw(_ context: inout DrawContext) {
        guard let order = currentZOrder() else { return drawChildren(&context) }
        for i in order {
            let item = items[i]
            if context.isVisible(item.visualBounds()) { drawChild(item, &context) }
        }
    }

    /// Hit tests the items front to back by `zIndex`.
    package override func hitTest(_ point: CGPoint) -> Node? {
        guard let order = currentZOrder() else { return super.hitTest(point) }
        for i in order.reversed() {
            let item = items[i]
            let inner = CGPoint(x: point.x - item.localFrame.minX, y: point.y - item.localFrame.minY)
            if let hit = item.hitTest(inner) { return hit }
        }
        return ownContentContains(point) ? self : nil
    }

    package override func layoutDidInvalidate(from item: Node?) {
        L._invalidate(&cache, item: item)
    }

    package override func measure(_ proposal: ProposedViewSize) -> CGSize {
        layout.sizeThatFits(proposal: proposal, subviews: LayoutSubviews(items), cache: &cache)
    }

    package override func spacing() -> ViewSpacing {
        layout.spacing(subviews: LayoutSubviews(items), cache: &cache)
    }

    package override func placeChildren(_ proposal: ProposedViewSize) {
        layout.placeSubviews(in: placesInParentSpace ? localFrame : bounds, proposal: proposal, subviews: LayoutSubviews(items, mayReadPosition: subtreeReadsPosition),
                             cache: &cache)
    }

    /// A guide set on items (a stack's): where it falls in this container,
    /// the mean when several items set it. The built-in guides pass only
    /// through a container of one item (an overlay's content): they stop at
    /// the first container of several, as in SwiftUI.
    package override func explicitGuide(_ key: AlignmentKey, _ axis: Axis, size: CGSize) -> CGFloat? {
        guard key.isCustom || items.count == 1, let frames = layout._subviewFrames(in: size, subviews: LayoutSubviews(items), cache: &cache),
              frames.count == items.count else { return nil }
        var sum: CGFloat = 0, n = 0
        // Text baselines: the topmost first baseline, the lowest last one.
        var first = CGFloat.infinity, last = -CGFloat.infinity
        for i in 0..<items.count {
            guard let g = items[i].explicitGuide(key, axis, size: frames[i].size) else { continue }
            sum += frames[i].origin[axis] + g
            first = min(first, frames[i].origin[axis] + g)
            last = max(last, frames[i].origin[axis] + g)
            n += 1
        }
        if n == 0 { return nil }
        if key == .firstTextBaseline { return first }
        if key == .lastTextBaseline { return last }
        return sum / CGFloat(n)
    }

    package override var kindName: String {
        if L.self == GridLayout.self { return "Grid" }
        if L.self == HStackLayout.self { return "HStack" }
        if L.self == VStackLayout.self { return "VStack" }
        if L.self == ZStackLayout.self { return "ZStack" }
        return String(describing: L.self)
    }
}

extension _LayoutView: PrimitiveView {
    package func makeNode(_ context: BuildContext) -> Node {
        Self.makeNode(layout, content, context)
    }

    package func update(_ node: Node, _ context: BuildContext) -> Bool {
        Self.update(node, layout, content, context)
    }

    // The content's nodes are the layout node's children (a block of views
    // gives one per view, with no tuple node between). Static, taking the
    // layout and content apart, so the stacks build through here without
    // making a `_LayoutView` (a copy of their content) first.
    static func makeNode(_ layout: L, _ content: Content, _ context: BuildContext) -> Node {
        let children = Content._makeChildNodes(content, _ChildNodeInputs(old: .none, context: childContext(context, layout))).nodes
        let node = LayoutNode(layout: layout, items: layoutItemList(ofChildren: children))
        node.setChildren(children)
        return node
    }

    static func update(_ node: Node, _ layout: L, _ content: Content, _ context: BuildContext) -> Bool {
        guard let node = node.ifKind(LayoutNode<L>.self) else { return false }
        let children = Content._makeChildNodes(content, _ChildNodeInputs(old: node.children, context: childContext(context, layout))).nodes
        node.setChildren(children)
        node.refresh(layout: layout, items: layoutItemList(ofChildren: children))
        return true
    }

    private static func childContext(_ context: BuildContext, _ layout: L) -> BuildContext {
        var c = context
        c.environment = c.environment.withStackAxis(layout.stackOrientation)
        return c
    }
}
