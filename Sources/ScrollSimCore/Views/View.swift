/// A piece of user interface, described as a value. Write `body` to compose
/// other views; the built-in views are the leaves.
///
/// ```swift
/// struct Greeting: View {
///     var body: some View {
///         Text("안녕하세요").font(.headline).padding()
///     }
/// }
/// ```
@MainActor
public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Body { get }

    /// Makes the graph node of `view`, or updates `inputs`' old node in
    /// place when it was made by a view of this kind (same type, same
    /// position), so its state and cached measurements survive. Called by
    /// the graph on the main actor while it builds; views do not call it.
    ///
    /// The default serves views written with `body`; built-in views,
    /// modifiers, `TupleView` and the UIKit representables each have their
    /// own, so the path from a view to its node is chosen by the type, with
    /// no run-time cast.
    static func _makeNode(_ view: Self, _ inputs: _ViewInputs) -> _ViewOutputs

    /// Makes the nodes a container keeps as its children when this view is
    /// its content (a stack's block of views): for `TupleView` one node per
    /// element, so a stack's tuple needs no node of its own; for any other
    /// view the one node `_makeNode` makes. `inputs`' old nodes are the
    /// container's children from the last update. Views do not call it.
    static func _makeChildNodes(_ view: Self, _ inputs: _ChildNodeInputs) -> _ChildNodeOutputs

    /// Adds this view's subviews to a lazy stack's content: containers
    /// (tuples, groups, optionals, conditionals, `AnyView`, `ForEach`,
    /// `Section`) open into theirs; any other view is one subview. Chosen by
    /// the type, so reading a lazy stack's content needs no cast. Views do
    /// not call it.
    static func _addLazySubviews(_ view: Self, to content: inout _LazyStackContent)

    /// True for the containers `_addLazySubviews` opens into their subviews.
    static var _opensIntoLazySubviews: Bool { get }

    /// `a == b` for an `Equatable` view, false for any other: chosen by the
    /// type when it conforms, so comparing a view with its last value needs
    /// no cast. Views do not implement it.
    static func _isEqual(_ a: Self, _ b: Self) -> Bool

    /// True for the containers of several views (`ForEach`, tuples,
    /// `Group`) that hand a built-in modifier applied to them to each of
    /// their views, as SwiftUI does, instead of wrapping them all in one
    /// modified view. Views do not implement it.
    static var _distributesModifiers: Bool { get }
}

extension View {
    public static func _isEqual(_ a: Self, _ b: Self) -> Bool { false }
    public static var _distributesModifiers: Bool { false }
}

extension View where Self: Equatable {
    public static func _isEqual(_ a: Self, _ b: Self) -> Bool { a == b }
}

/// What `_makeChildNodes` gets: the container's children from the last
/// update and the build context.
@MainActor
public struct _ChildNodeInputs {
    package let old: NodeList
    package let context: BuildContext
    package init(old: NodeList, context: BuildContext) {
        self.old = old
        self.context = context
    }
}

/// What `_makeChildNodes` returns: the container's children now.
@MainActor
public struct _ChildNodeOutputs {
    package let nodes: NodeList
    package init(_ nodes: NodeList) { self.nodes = nodes }
}

/// What a view's `_makeNode` gets: the node at its position from the last
/// update (nil for a new position) and the build context.
@MainActor
public struct _ViewInputs {
    package let old: Node?
    package let context: BuildContext
    package init(old: Node?, context: BuildContext) {
        self.old = old
        self.context = context
    }
}

/// What a view's `_makeNode` returns: the node now at its position (the old
/// one updated, or a new one).
@MainActor
public struct _ViewOutputs {
    package let node: Node
    package init(_ node: Node) { self.node = node }
}

extension View {
    /// Any view but a tuple: its one node.
    public static func _makeChildNodes(_ view: Self, _ inputs: _ChildNodeInputs) -> _ChildNodeOutputs {
        let old = inputs.old.count == 1 ? inputs.old[0] : nil
        return _ChildNodeOutputs(.one(reconcile(view, old, inputs.context)))
    }

    /// A view written with `body`: its node owns its state and evaluates the body.
    public static func _makeNode(_ view: Self, _ inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(CompositeNode<Self>.reconciled(view, inputs.old, inputs.context))
    }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("Never has no body") }
}

/// Built-in views: they make and update their own graph node and have no body.
@MainActor
package protocol PrimitiveView: View where Body == Never {
    /// Makes a fresh node for this view.
    func makeNode(_ context: BuildContext) -> Node
    /// Updates `node` in place; returns false when `node` is of another kind
    /// (checked with `Node.ifKind(_:)`, not a cast).
    func update(_ node: Node, _ context: BuildContext) -> Bool
}

extension PrimitiveView {
    /// Updates the old node when it is of this view's kind, else makes one.
    public static func _makeNode(_ view: Self, _ inputs: _ViewInputs) -> _ViewOutputs {
        // Updates invalidate layout themselves, only when something that
        // affects layout changed (see `Node.setChildren` and `Node.update(_:_:)`).
        if let old = inputs.old, view.update(old, inputs.context) { return _ViewOutputs(old) }
        return _ViewOutputs(view.makeNode(inputs.context))
    }
}

extension View where Body == Never {
    /// Built-in views have no body.
    public var body: Never { fatalError("\(Self.self) is a built-in view and has no body") }
}

/// The result builder behind `var body: some View` and every container's
/// content closure: sequences, `if`/`else`, optionals and `ForEach`.
///
/// ```swift
/// VStack {
///     Text("Top")
///     if showMore { Text("More") } else { Spacer() }
/// }
/// ```
@resultBuilder
@MainActor
public enum ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView(packing: repeat each content)
    }
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildEither<T: View, F: View>(first: T) -> _ConditionalContent<T, F> { _ConditionalContent(.first(first)) }
    public static func buildEither<T: View, F: View>(second: F) -> _ConditionalContent<T, F> { _ConditionalContent(.second(second)) }
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

/// Several views in sequence, made by `ViewBuilder` from a block of statements.
public struct TupleView<T>: View {
    public typealias Body = Never
    /// The views, as a tuple.
    public var value: T {
        var tuple: T?
        _ = perform(.value { tuple = ($0 as! T) })
        return tuple!
    }
    let count: Int
    /// Does `operation` on the elements in order. One closure, made once per
    /// value, holds the tuple and serves every use, so a copy of a
    /// `TupleView` (a stack's content is copied into each modifier around
    /// it) is one retain, not a copy of each view in it.
    let perform: @MainActor (_ operation: TupleOperation) -> [Node]

    init<each Content: View>(packing content: repeat each Content) where T == (repeat each Content) {
        let tuple = (repeat each content)
        var n = 0
        for _ in repeat each content { n += 1 }
        count = n
        perform = { operation in
            switch operation {
            case .reconcile(let old, let context):
                var result: [Node] = []
                result.reserveCapacity(n)
                for view in repeat each tuple {
                    let i = result.count
                    result.append(reconcile(view, i < old.count ? old[i] : nil, context))
                }
                return result
            case .visit(let visit):
                for view in repeat each tuple { visit(view) }
                return []
            case .value(let receive):
                receive(tuple)
                return []
            }
        }
    }

    /// A tuple in a container: its elements' nodes are the container's children.
    public static func _makeChildNodes(_ view: Self, _ inputs: _ChildNodeInputs) -> _ChildNodeOutputs {
        let old = inputs.old.count == view.count ? inputs.old : .none
        return _ChildNodeOutputs(NodeList(view.reconcileElements(old, inputs.context)))
    }

    /// The elements' nodes: each element reconciled with the node at its
    /// index in `old`.
    func reconcileElements(_ old: NodeList, _ context: BuildContext) -> [Node] {
        perform(.reconcile(old: old, context: context))
    }

    /// Calls `visit` with each element, in order (lazy stacks read their
    /// content this way without building it).
    func visitElements(_ visit: (any View) -> Void) {
        withoutActuallyEscaping(visit) { visit in _ = perform(.visit(visit)) }
    }
}

/// What `TupleView.perform` does with the elements.
@MainActor
enum TupleOperation {
    /// Reconcile each element with the old node at its index.
    case reconcile(old: NodeList, context: BuildContext)
    /// Call the function with each element.
    case visit((any View) -> Void)
    /// Call the function with the whole tuple (for `TupleView.value`).
    case value((Any) -> Void)
}

/// The view `if`/`else` produces: one of two branches, each with its own identity.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    public typealias Body = Never
    enum Storage {
        case first(TrueContent)
        case second(FalseContent)
    }
    let storage: Storage
    init(_ storage: Storage) { self.storage = storage }
}

/// An optional view is its content when present and nothing otherwise.
extension Optional: View where Wrapped: View {
    public typealias Body = Never
}

/// A view that shows nothing and takes no space.
///
/// ```swift
/// var body: some View { EmptyView() }
/// ```
public struct EmptyView: View {
    public typealias Body = Never
    public init() {}
}

/// Groups views without a layout of its own: its children join the parent's.
///
/// ```swift
/// VStack { Group { Text("a"); Text("b") }.font(.caption) }
/// ```
public struct Group<Content: View>: View {
    public typealias Body = Never
    public var content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
}

/// A type-erased view. A change of the wrapped type replaces its subtree.
///
/// ```swift
/// let v: AnyView = flag ? AnyView(Text("a")) : AnyView(Color.red)
/// ```
public struct AnyView: View {
    public typealias Body = Never
    let box: any View
    public init<V: View>(_ view: V) { self.box = view }
    public init<V: View>(erasing view: V) { self.box = view }
}
