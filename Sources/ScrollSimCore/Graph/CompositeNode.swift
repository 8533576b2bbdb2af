/// The non-generic part of a composite node, so state storage can point at it.
package class CompositeNodeBase: PassThroughNode {
    var stateSlots: [AnyStateStorage] = []
    /// The context of the last update (nil once the graph is gone).
    @HeldContext var context: BuildContext? = nil
    /// The update pass in which this node last evaluated its body.
    var evaluatedInPass = -1
    var isScheduled = false
    /// The transaction of the state change that scheduled this node (the
    /// running `withAnimation`'s), used by its next evaluation.
    var pendingTransaction: Transaction?
    /// The view type whose node this is: an update recognises its node by it.
    let viewType: ObjectIdentifier
    /// The composite whose body is being evaluated (state reads register against it).
    static var evaluating: CompositeNodeBase?
    /// What a dynamic property that found nothing to link to (an
    /// `@EnvironmentObject` no ancestor provides) reported while the node
    /// linked its properties: the body is then not evaluated.
    static var missingDependency: String?
    /// Counts this node's tracked body evaluations: an observation made by
    /// an earlier one is stale.
    var observationGeneration = 0
    var depth = 0

    package override var composedViewType: ObjectIdentifier? { viewType }

    init(viewType: ObjectIdentifier) {
        self.viewType = viewType
        super.init()
    }

    isolated deinit {
        for slot in stateSlots where slot.owner === self { slot.owner = nil }
    }

    func stateDidChange() {
        guard let graph = context?.graph else { return }
        graph.schedule(self)
    }

    /// Re-evaluates `body` with the stored view and context.
    func reevaluate() {}
}

/// The node of a user's view: it owns the view's state and the node of its body.
package final class CompositeNode<V: View>: CompositeNodeBase {
    var view: V
    /// Where `V` keeps its `@State` properties, found once per type.
    private let dynamicProperties: DynamicPropertyLayout

    init(_ view: V, _ context: BuildContext) {
        self.view = view
        dynamicProperties = DynamicPropertyLayout.of(V.self)
        super.init(viewType: ObjectIdentifier(V.self))
        apply(view, context)
    }

    /// The node for `view` at a position whose last node was `old`: `old`
    /// updated when a view of type `V` made it, else a new node.
    static func reconciled(_ view: V, _ old: Node?, _ context: BuildContext) -> Node {
        if let old, old.composedViewType == ObjectIdentifier(V.self) {
            let node = unsafeDowncast(old, to: CompositeNode<V>.self)
            node.update(view, context)
            return node
        }
        return CompositeNode(view, context)
    }

    /// Takes a new value of the view from its parent's body. A value that is
    /// the same as the one before (`viewValuesMatch`, or the same outside its
    /// dynamic properties: `DynamicPropertyLayout.matchOutsideDynamicProperties`), in an environment
    /// with the same values (`hasSameValues(as:)`), is not evaluated again,
    /// as SwiftUI skips such a body: the subtree is kept as it is. Its own
    /// state changes still evaluate it.
    func update(_ view: V, _ context: BuildContext) {
        if let old = self.context, old.environment.hasSameValues(as: context.environment) {
            if viewValuesMatch(self.view, view) {
                self.view = view
                self.context = context
                return
            }
            // The same view but for its new `@State`/`@Environment` boxes:
            // they are pointed at this node's storage, and the body is kept.
            if dynamicProperties.matchOutsideDynamicProperties(self.view, view) {
                self.view = view
                self.context = context
                linkState()
                return
            }
        }
        apply(view, context)
    }

    private func apply(_ view: V, _ context: BuildContext) {
        self.view = view
        self.context = context
        linkState()
        evaluate()
    }

    package override func reevaluate() {
        // The body is evaluated in the transaction of the change that scheduled it.
        if var c = context {
            c.transaction = pendingTransaction ?? Transaction()
            context = c
        }
        pendingTransaction = nil
        linkState()
        evaluate()
    }

    private func linkState() {
        // What a link reports is read by the evaluation that follows, if any.
        CompositeNodeBase.missingDependency = nil
        dynamicProperties.link(view, &stateSlots, owner: self)
        dynamicProperties.update(&view)
    }

    private func evaluate() {
        guard let context else { return }
        isScheduled = false
        evaluatedInPass = context.graph.passCounter
        var p = parent
        var d = 0
        while let n = p { d += 1; p = n.parent }
        depth = d
        if let missing = CompositeNodeBase.missingDependency {
            // SwiftUI traps here; the graph reports it and shows nothing.
            CompositeNodeBase.missingDependency = nil
            context.graph.warn("\(V.self): \(missing)")
            setChildren([])
            return
        }
        let previous = CompositeNodeBase.evaluating
        CompositeNodeBase.evaluating = self
        let body = dynamicProperties.tracksObservation ? trackingObservableReads { view.body } : view.body
        CompositeNodeBase.evaluating = previous
        setChildren([reconcile(body, children.first, context)])
    }

    package override var kindName: String { String(describing: V.self) }
}
