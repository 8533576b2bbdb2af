/// What a node needs while it is built or updated: the environment flowing
/// down and the graph it belongs to.
@MainActor
@usableFromInline
package struct BuildContext {
    package var environment: EnvironmentValues
    /// The graph outlives every build (unowned(unsafe): a safe unowned
    /// reference costs an atomic count on each copy of the context).
    package unowned(unsafe) let graph: ViewGraph
    /// The transaction when it is not the empty one. A context is copied for
    /// every view built; held inline, a transaction (an animation of nine
    /// words and a completion reference) made each copy an outlined
    /// value-witness call, 13 % more instructions to build the bench's list.
    fileprivate var transactionBox: TransactionBox?

    /// The transaction of the change being applied: the animation of the
    /// state change that caused this update, as `.animation(_:value:)` and
    /// `.transaction(_:)` above change it.
    package var transaction: Transaction {
        get { transactionBox?.value ?? Transaction() }
        set { transactionBox = newValue.isEmpty ? nil : TransactionBox(newValue) }
    }

    package init(environment: EnvironmentValues, graph: ViewGraph, transaction: Transaction = Transaction()) {
        self.environment = environment
        self.graph = graph
        self.transaction = transaction
    }
}

/// A transaction kept by reference, so that a context without one is one
/// null word (and a held context shares its box).
private final class TransactionBox {
    let value: Transaction
    init(_ value: Transaction) { self.value = value }
}

/// A build context kept by a node between updates (composites, geometry
/// readers, lazy stacks rebuild from it later). It holds its graph weakly:
/// a node can outlive its graph (a `UIScrollView` keeps its node), and then
/// it reads as nil, with no context to rebuild in.
@propertyWrapper
@MainActor
package struct HeldContext {
    private var environment: EnvironmentValues?
    private weak var graph: ViewGraph?
    /// The context's transaction box, shared (one word in every node that
    /// holds a context, not a transaction inline).
    private var transactionBox: TransactionBox?

    package init(wrappedValue: BuildContext?) {
        environment = wrappedValue?.environment
        graph = wrappedValue?.graph
        transactionBox = wrappedValue?.transactionBox
    }

    package var wrappedValue: BuildContext? {
        get {
            guard let environment, let graph else { return nil }
            var context = BuildContext(environment: environment, graph: graph)
            context.transactionBox = transactionBox
            return context
        }
        set {
            environment = newValue?.environment
            graph = newValue?.graph
            transactionBox = newValue?.transactionBox
        }
    }
}

/// Builds or updates the node for `view`. The old node is reused when it is of
/// the same kind (same view type at the same position), so its state survives.
/// The view's type chooses how (`View._makeNode`): no run-time cast.
@MainActor @inline(__always)
package func reconcile<V: View>(_ view: V, _ old: Node?, _ context: BuildContext) -> Node {
    V._makeNode(view, _ViewInputs(old: old, context: context)).node
}

extension Node {
    /// This node as a `T` when it is an instance of exactly the class `T`
    /// (a comparison of type metadata, not a dynamic cast): how a view's
    /// update recognises the node of its kind.
    @inline(__always)
    package final func ifKind<T: Node>(_ kind: T.Type) -> T? {
        type(of: self) == kind ? unsafeDowncast(self, to: T.self) : nil
    }
}

/// The layout items of a container whose children are `children`: the
/// children themselves when none is structural (no second array), else
/// their items collected.
@MainActor
package func layoutItemList(ofChildren children: NodeList) -> NodeList {
    var direct = true
    children.forEachUnretained { _, child in
        if type(of: child).isStructural { direct = false }
    }
    if direct { return children }
    var items: [Node] = []
    for child in children { child.collectItems(into: &items) }
    return NodeList(items)
}

/// Collects the layout items of a structural subtree.
@MainActor
package func layoutItems(of node: Node?) -> [Node] {
    var items: [Node] = []
    node?.collectItems(into: &items)
    return items
}
