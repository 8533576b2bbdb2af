/// The node of a `TupleView`: one child per element, in order.
package final class TupleNode: PassThroughNode {
    package override func collectItems(into items: inout [Node]) {
        for child in children { child.collectItems(into: &items) }
    }
    package override var kindName: String { "TupleView" }
}

/// A node with at most one structural child whose items it passes through
/// (`Group`, optionals, conditionals, `AnyView`, `.id(_:)`).
package class PassThroughNode: Node {
    package override var ownVisualFrame: CGRect { .null }
    package override class var isStructural: Bool { true }
    package override func collectItems(into items: inout [Node]) {
        for child in children { child.collectItems(into: &items) }
    }
}

package final class EmptyNode: PassThroughNode {
    package override var kindName: String { "EmptyView" }
}

package final class ConditionalNode: PassThroughNode {
    var isFirst = true
    package override var kindName: String { "_ConditionalContent" }
}

package final class OptionalNode: PassThroughNode {
    package override var kindName: String { "Optional" }
}

package final class GroupNode: PassThroughNode {
    package override var kindName: String { "Group" }
}

package final class AnyViewNode: PassThroughNode {
    var wrappedType: ObjectIdentifier?
    package override var kindName: String { "AnyView" }
}

package final class IdentityNode: PassThroughNode {
    var identity: AnyHashable?
    package override func ownIdentity(matches id: AnyHashable) -> Bool { identity == id }
    package override var kindName: String { "id" }
}

package final class ForEachNode<ID: Hashable>: PassThroughNode, ChildIdentifying {
    var byID: [ID: Node] = [:] { didSet { idsByChild = nil } }
    /// What a change of a model a row's closure read calls (made once).
    lazy var ownerTrigger: @Sendable () -> Void = OwnerObservationTrigger(node: self).callback
    /// `byID` the other way round: built when a child's id is first asked
    /// for (scroll targets do) and dropped whenever `byID` changes.
    private var idsByChild: [ObjectIdentifier: ID]?
    package override func child(withID id: AnyHashable) -> Node? {
        guard let key = id.base as? ID else { return nil }
        return byID[key]
    }
    func id(ofChild child: Node) -> AnyHashable? {
        if idsByChild == nil {
            idsByChild = Dictionary(byID.map { (ObjectIdentifier($0.value), $0.key) }, uniquingKeysWith: { a, _ in a })
        }
        guard let id = idsByChild?[ObjectIdentifier(child)] else { return nil }
        return AnyHashable(id)
    }
    package override var kindName: String { "ForEach" }
}

extension EmptyView: PrimitiveView {
    package func makeNode(_ context: BuildContext) -> Node { EmptyNode() }
    package func update(_ node: Node, _ context: BuildContext) -> Bool { node.ifKind(EmptyNode.self) != nil }
}

extension TupleView: PrimitiveView {
    package func makeNode(_ context: BuildContext) -> Node {
        let node = TupleNode()
        node.setChildren(reconcileElements(.none, context))
        return node
    }

    package func update(_ node: Node, _ context: BuildContext) -> Bool {
        guard let node = node.ifKind(TupleNode.self), node.children.count == count else { return false }
        node.setChildren(reconcileElements(node.children, context))
        return true
    }
}

extension _ConditionalContent: PrimitiveView {
    package func makeNode(_ context: BuildContext) -> Node {
        let node = ConditionalNode()
        _ = update(node, context)
        return node
    }

    package func update(_ node: Node, _ context: BuildContext) -> Bool {
        guard let node = node.ifKind(ConditionalNode.self) else { return false }
        switch storage {
        case .first(let view):
            let old = node.isFirst ? node.children.first : nil
            node.isFirst = true
            let new = [reconcile(view, old, context)]
            transitionChildren(of: node, from: node.children, to: new, context)
            node.setChildren(new)
        case .second(let view):
            let old = node.isFirst ? nil : node.children.first
            node.isFirst = false
            let new = [reconcile(view, old, context)]
            transitionChildren(of: node, from: node.children, to: new, context)
            node.setChildren(new)
        }
        return true
    }
}

extension Optional: PrimitiveView where Wrapped: View {
    package func makeNode(_ context: BuildContext) -> Node {
        let node = OptionalNode()
        _ = update(node, context)
        return node
    }

    package func update(_ node: Node, _ context: BuildContext) -> Bool {
        guard let node = node.ifKind(OptionalNode.self) else { return false }
        let new = self.map { [reconcile($0, node.children.first, context)] } ?? []
        transitionChildren(of: node, from: node.children, to: new, context)
        node.setChildren(new)
        return true
    }
}

extension Group: PrimitiveView {
    package func makeNode(_ context: BuildContext) -> Node {
        let node = GroupNode()
        node.setChildren([reconcile(content, nil, context)])
        return node
    }

    package func update(_ node: Node, _ context: BuildContext) -> Bool {
        guard let node = node.ifKind(GroupNode.self) else { return false }
        node.setChildren([reconcile(content, node.children.first, context)])
        return true
    }
}

extension AnyView: PrimitiveView {
    package func makeNode(_ context: BuildContext) -> Node {
        let node = AnyViewNode()
        _ = update(node, context)
        return node
    }

    package func update(_ node: Node, _ context: BuildContext) -> Bool {
        guard let node = node.ifKind(AnyViewNode.self) else { return false }
        let type = ObjectIdentifier(Swift.type(of: box))
        let old = node.wrappedType == type ? node.children.first : nil
        node.wrappedType = type
        node.setChildren([reconcileOpened(box, old, context)])
        return true
    }
}

/// `view` (an existential) reconciled with `old` as its concrete type.
@MainActor
func reconcileOpened<V: View>(_ view: V, _ old: Node?, _ context: BuildContext) -> Node {
    reconcile(view, old, context)
}
