import Foundation

/// View types whose views a lazy stack or list opens into several
/// subviews: a tuple, a `ForEach`, a `Section`, and a `Group`, an `if`
/// or an optional of those; in a list also an inline `Picker`, a
/// `DisclosureGroup` and an `OutlineGroup`. A view of the app's own whose `body` is one of
/// them is opened through its body, as SwiftUI's lists open a view that
/// returns a `Section` or several rows.
public protocol _LazySubviewContainer {}

extension TupleView: _LazySubviewContainer {}
extension ForEach: _LazySubviewContainer {}
extension Section: _LazySubviewContainer {}
extension Group: _LazySubviewContainer where Content: _LazySubviewContainer {}
extension Optional: _LazySubviewContainer where Wrapped: _LazySubviewContainer {}
extension _ConditionalContent: _LazySubviewContainer where TrueContent: _LazySubviewContainer, FalseContent: _LazySubviewContainer {}
extension _ListRowTraitView: _LazySubviewContainer where Content: _LazySubviewContainer {}
extension Picker: _LazySubviewContainer {}
extension _PickerEnvironmentView: _LazySubviewContainer where Content: _LazySubviewContainer {}
extension DisclosureGroup: _LazySubviewContainer {}
extension OutlineGroup: _LazySubviewContainer {}

/// Where a lazy stack keeps the views of the app's own it opened through
/// their bodies, by their place in its content. Before a read `beginRead`,
/// after it `endRead` drops the hosts the read did not reach.
@MainActor
package protocol LazyBodyHosting: AnyObject {
    /// The host of the view of type `V` at `place`, made when there is none
    /// (or the one there was made for another type).
    func bodyHost<V: View>(for type: V.Type, at place: [AnyHashable]) -> LazyBodyHost<V>
}

/// The node of a view of the app's own that a lazy stack opened into its
/// body's subviews: it owns the view's state and environment as a
/// composite node does, and evaluates the body, but builds nothing: the
/// stack reads the body as its own subviews. It is not among the stack's
/// children; its parent is the stack, so the graph updates it while the
/// stack is in the tree. A change of its state reads the stack's content again.
package final class LazyBodyHost<V: View>: CompositeNodeBase {
    private var view: V?
    private let dynamicProperties = DynamicPropertyLayout.of(V.self)

    init() {
        super.init(viewType: ObjectIdentifier(V.self))
    }

    /// `view`'s body, with its state linked to this host's storage and its
    /// environment `context`'s; nil when a dependency is missing (warned).
    func body(of view: V, context: BuildContext) -> V.Body? {
        self.context = context
        isScheduled = false
        evaluatedInPass = context.graph.passCounter
        var d = 0, p = parent
        while let n = p { d += 1; p = n.parent }
        depth = d
        CompositeNodeBase.missingDependency = nil
        var view = view
        dynamicProperties.link(view, &stateSlots, owner: self)
        dynamicProperties.update(&view)
        self.view = view
        if let missing = CompositeNodeBase.missingDependency {
            CompositeNodeBase.missingDependency = nil
            context.graph.warn("\(V.self): \(missing)")
            return nil
        }
        let previous = CompositeNodeBase.evaluating
        CompositeNodeBase.evaluating = self
        defer { CompositeNodeBase.evaluating = previous }
        return dynamicProperties.tracksObservation ? trackingObservableReads { view.body } : view.body
    }

    package override func reevaluate() {
        let transaction = pendingTransaction ?? Transaction()
        pendingTransaction = nil
        isScheduled = false
        (parent as? LazyStackNode)?.reread?(transaction)
    }

    package override var kindName: String { String(describing: V.self) }
}

extension _LazyStackContent {
    /// Adds the subviews of `view`'s body through the stack's host for its
    /// place; false when the content is read without hosts (a lazy grid,
    /// a tab view), where the view stays one subview.
    mutating func addBody<V: View>(of view: V) -> Bool {
        guard let bodyHosts, let bodyContext else { return false }
        let host = bodyHosts.bodyHost(for: V.self, at: path)
        if let body = host.body(of: view, context: bodyContext) { add(body, at: "body") }
        return true
    }
}
