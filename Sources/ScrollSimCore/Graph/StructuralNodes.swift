/// The node of a `TupleView`: one child per element, in order.
final class TupleNode: Node {
    override func collectItems(into items: inout [Node]) {
        for child in children { child.collectItems(into: &items) }
    }
    override var kindName: String { "TupleView" }
}

/// A node with at most one structural child whose items it passes through
/// (`Group`, optionals, conditionals, `AnyView`, `.id(_:)`).
class PassThroughNode: Node {
    override func collectItems(into items: inout [Node]) {
        for child in children { child.collectItems(into: &items) }
    }
}

final class EmptyNode: PassThroughNode {
    override var kindName: String { "EmptyView" }
}

final class ConditionalNode: PassThroughNode {
    var isFirst = true
    override var kindName: String { "_ConditionalContent" }
}

final class OptionalNode: PassThroughNode {
    override var kindName: String { "Optional" }
}

final class GroupNode: PassThroughNode {
    override var kindName: String { "Group" }
}

final class AnyViewNode: PassThroughNode {
    var wrappedType: ObjectIdentifier?
    override var kindName: String { "AnyView" }
}

final class IdentityNode: PassThroughNode {
    var identity: AnyHashable?
    override var kindName: String { "id" }
}

final class ForEachNode<ID: Hashable>: PassThroughNode {
    var byID: [ID: Node] = [:]
    override var kindName: String { "ForEach" }
}

extension EmptyView: PrimitiveView {
    func makeNode(_ context: BuildContext) -> Node { EmptyNode() }
    func update(_ node: Node, _ context: BuildContext) -> Bool { node is EmptyNode }
}

extension TupleView: PrimitiveView {
    func makeNode(_ context: BuildContext) -> Node {
        let node = TupleNode()
        node.setChildren(reconcileElements([], context))
        return node
    }

    func update(_ node: Node, _ context: BuildContext) -> Bool {
        guard let node = node as? TupleNode, node.children.count == count else { return false }
        node.setChildren(reconcileElements(node.children, context))
        return true
    }
}

extension _ConditionalContent: PrimitiveView {
    func makeNode(_ context: BuildContext) -> Node {
        let node = ConditionalNode()
        _ = update(node, context)
        return node
    }

    func update(_ node: Node, _ context: BuildContext) -> Bool {
        guard let node = node as? ConditionalNode else { return false }
        switch storage {
        case .first(let view):
            let old = node.isFirst ? node.children.first : nil
            node.isFirst = true
            node.setChildren([reconcile(view, old, context)])
        case .second(let view):
            let old = node.isFirst ? nil : node.children.first
            node.isFirst = false
            node.setChildren([reconcile(view, old, context)])
        }
        return true
    }
}

extension Optional: PrimitiveView where Wrapped: View {
    func makeNode(_ context: BuildContext) -> Node {
        let node = OptionalNode()
        _ = update(node, context)
        return node
    }

    func update(_ node: Node, _ context: BuildContext) -> Bool {
        guard let node = node as? OptionalNode else { return false }
        if let view = self {
            node.setChildren([reconcile(view, node.children.first, context)])
        } else {
            node.setChildren([])
        }
        return true
    }
}

extension Group: PrimitiveView {
    func makeNode(_ context: BuildContext) -> Node {
        let node = GroupNode()
        node.setChildren([reconcile(content, nil, context)])
        return node
    }

    func update(_ node: Node, _ context: BuildContext) -> Bool {
        guard let node = node as? GroupNode else { return false }
        node.setChildren([reconcile(content, node.children.first, context)])
        return true
    }
}

extension AnyView: PrimitiveView {
    func makeNode(_ context: BuildContext) -> Node {
        let node = AnyViewNode()
        _ = update(node, context)
        return node
    }

    func update(_ node: Node, _ context: BuildContext) -> Bool {
        guard let node = node as? AnyViewNode else { return false }
        let type = ObjectIdentifier(Swift.type(of: box))
        let old = node.wrappedType == type ? node.children.first : nil
        node.wrappedType = type
        node.setChildren([reconcileOpened(box, old, context)])
        return true
    }
}

@MainActor
private func reconcileOpened<V: View>(_ view: V, _ old: Node?, _ context: BuildContext) -> Node {
    reconcile(view, old, context)
}
