/// What a node needs while it is built or updated: the environment flowing
/// down and the graph it belongs to.
@MainActor
package struct BuildContext {
    package var environment: EnvironmentValues
    package unowned let graph: ViewGraph

    package init(environment: EnvironmentValues, graph: ViewGraph) {
        self.environment = environment
        self.graph = graph
    }
}

/// Builds or updates the node for `view`. The old node is reused when it is of
/// the same kind (same view type at the same position), so its state survives.
@MainActor
package func reconcile<V: View>(_ view: V, _ old: Node?, _ context: BuildContext) -> Node {
    if let primitive = view as? any PrimitiveView {
        // Updates invalidate layout themselves, only when something that
        // affects layout changed (see `Node.setChildren` and `Node.update(_:_:)`).
        if let old, primitive.update(old, context) {
            return old
        }
        return primitive.makeNode(context)
    }
    if let custom = view as? any _NodeBuildingView {
        let environment = _BuildEnvironment(context)
        if let old, custom._updateNode(old, environment) {
            return old
        }
        return custom._makeNode(environment) as! Node
    }
    if let old = old as? CompositeNode<V> {
        old.update(view, context)
        return old
    }
    return CompositeNode(view, context)
}

/// The layout items of a subtree, sharing the children's storage when the
/// node's children are the items (a stack's tuple of views), so a stack
/// keeps no second array of them.
@MainActor
package func layoutItemList(of node: Node?) -> NodeList {
    guard let node else { return .none }
    if !type(of: node).isStructural { return .one(node) }
    var direct = true
    node.children.forEachUnretained { _, child in
        if type(of: child).isStructural { direct = false }
    }
    return direct ? node.children : NodeList(layoutItems(of: node))
}

/// Collects the layout items of a structural subtree.
@MainActor
package func layoutItems(of node: Node?) -> [Node] {
    var items: [Node] = []
    node?.collectItems(into: &items)
    return items
}
