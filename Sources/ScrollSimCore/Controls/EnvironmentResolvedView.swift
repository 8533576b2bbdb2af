/// A view whose content depends on the environment it is built in (a
/// control's style, its tint): `make` runs at every build with the current
/// environment and its result is reconciled as the node's content.
struct _EnvironmentResolvedView<Content: View>: View {
    typealias Body = Never
    let kind: String
    let make: @MainActor (EnvironmentValues) -> Content

    init(kind: String, @ViewBuilder make: @escaping @MainActor (EnvironmentValues) -> Content) {
        self.kind = kind
        self.make = make
    }
}

/// The node of a view resolved from its environment: lays out as its content.
package final class EnvironmentResolvedNode: SingleChildNode {
    var kind = ""
    package override var kindName: String { kind }
}

extension _EnvironmentResolvedView: PrimitiveView {
    package func makeNode(_ context: BuildContext) -> Node {
        let node = EnvironmentResolvedNode()
        _ = update(node, context)
        return node
    }
    package func update(_ node: Node, _ context: BuildContext) -> Bool {
        guard let node = node.ifKind(EnvironmentResolvedNode.self), node.kind == kind || node.kind.isEmpty else { return false }
        node.kind = kind
        node.updateContent(make(context.environment), context)
        return true
    }
}
