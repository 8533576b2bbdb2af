/// A built-in modifier applied to a container of several views (a
/// `ForEach`, a tuple, a `Group`, or such a container already modified)
/// applies to each of its views, as SwiftUI documents for `Group` ("the
/// modifier applies to all members of the group") and does for `ForEach`:
/// the views stay the container's, so in a stack they are laid out as its
/// children, each modified.
///
/// ```swift
/// HStack { ForEach(0..<5) { _ in Image(systemName: "star.fill") }.padding(2) }   // five padded stars in a row
/// ```
///
/// Where the views have no stack around them (a modifier's content, the
/// window), they are stacked in the implicit `VStack` as before, each with
/// its own copy of the modifiers.
@MainActor
protocol ModifierDistributing {
    /// The same container with `modifier` applied to each of its views
    /// (after the modifiers already applied to them).
    func distributing<M: NodeModifier>(_ modifier: M) -> any View
    /// The same container with `element` (a decoration) applied to each of
    /// its views, after the modifiers already applied to them.
    func distributing(element: any ElementModifying) -> any View
}

extension _ModifiedView {
    /// The content's views each with this modifier, reconciled with `old`
    /// (`Content._distributesModifiers`).
    func reconcileDistributed(_ old: Node?, _ context: BuildContext) -> Node {
        reconcileOpened(distributedSelf, old, context)
    }

    /// This view as its content's container with each view modified.
    var distributedSelf: any View { ElementModifier(modifier: modifier).distribute(into: content) }
}

extension _ModifiedView: ModifierDistributing {
    public static var _distributesModifiers: Bool { Content._distributesModifiers }

    /// `modifier` after this one, on each of the content's views.
    func distributing<M2: NodeModifier>(_ modifier: M2) -> any View {
        ElementModifier(modifier: modifier).distribute(into: distributedSelf)
    }

    func distributing(element: any ElementModifying) -> any View {
        element.distribute(into: distributedSelf)
    }

    /// In a lazy stack or a list, a modifier on a container of several
    /// views is on each of its subviews: the container's subviews, each
    /// modified, are the stack's rows (`LazyVStack(spacing: 12) {
    /// ForEach(…) { … }.padding(.horizontal) }` keeps its 12 pt spacing).
    public static var _opensIntoLazySubviews: Bool { _distributesModifiers && Content._opensIntoLazySubviews }

    public static func _addLazySubviews(_ view: Self, to content: inout _LazyStackContent) {
        content.addDistributed(view, opens: _opensIntoLazySubviews) { view.distributedSelf }
    }
}

extension ForEach: ModifierDistributing {
    public static var _distributesModifiers: Bool { true }

    func distributing<M: NodeModifier>(_ modifier: M) -> any View {
        let content = self.content
        return ForEach<Data, ID, _ModifiedView<Content, M>>(
            data: data, idOf: idOf, deleteAction: deleteAction, moveAction: moveAction,
            content: { _ModifiedView(content: content($0), modifier: modifier) })
    }

    func distributing(element: any ElementModifying) -> any View {
        let content = self.content
        return ForEach<Data, ID, _ElementModifiedView<Content>>(
            data: data, idOf: idOf, deleteAction: deleteAction, moveAction: moveAction,
            content: { _ElementModifiedView(view: content($0), modifiers: [element]) })
    }
}

extension Group: ModifierDistributing {
    public static var _distributesModifiers: Bool { true }

    func distributing<M: NodeModifier>(_ modifier: M) -> any View {
        let content = self.content
        return Group<_ModifiedView<Content, M>> { _ModifiedView(content: content, modifier: modifier) }
    }

    func distributing(element: any ElementModifying) -> any View {
        let content = self.content
        return Group<_ElementModifiedView<Content>> { _ElementModifiedView(view: content, modifiers: [element]) }
    }
}

extension TupleView: ModifierDistributing {
    public static var _distributesModifiers: Bool { true }

    func distributing<M: NodeModifier>(_ modifier: M) -> any View {
        _ModifiedTuple(tuple: self, modifiers: [ElementModifier(modifier: modifier)])
    }

    func distributing(element: any ElementModifying) -> any View {
        _ModifiedTuple(tuple: self, modifiers: [element])
    }
}

/// One modifier a tuple hands to each of its views.
@MainActor
protocol ElementModifying {
    /// `view` with this modifier and then `rest`, reconciled with `old`.
    func reconcile<V: View>(_ view: V, then rest: ArraySlice<any ElementModifying>, _ old: Node?,
                            _ context: BuildContext) -> Node
    /// `container` (a view that distributes modifiers) with this modifier on each of its views.
    func distribute(into container: any View) -> any View
}

struct ElementModifier<M: NodeModifier>: ElementModifying {
    let modifier: M

    func reconcile<V: View>(_ view: V, then rest: ArraySlice<any ElementModifying>, _ old: Node?,
                            _ context: BuildContext) -> Node {
        let modified = _ModifiedView(content: view, modifier: modifier)
        guard let next = rest.first else { return ScrollSimCore.reconcile(modified, old, context) }
        return next.reconcile(modified, then: rest.dropFirst(), old, context)
    }

    func distribute(into container: any View) -> any View {
        ModifierDistributingDefaults.container(container).distributing(modifier)
    }
}

/// A decoration (`background`, `overlay`, `mask`) a container hands to each of its views.
struct ElementDecoration<Decoration: View>: ElementModifying {
    let decoration: Decoration
    let alignment: Alignment
    let isBackground: Bool
    let isMask: Bool

    func decorating<V: View>(_ view: V) -> _DecoratedView<V, Decoration> {
        _DecoratedView(content: view, decoration: decoration, alignment: alignment, isBackground: isBackground, isMask: isMask)
    }

    func reconcile<V: View>(_ view: V, then rest: ArraySlice<any ElementModifying>, _ old: Node?,
                            _ context: BuildContext) -> Node {
        let decorated = decorating(view)
        guard let next = rest.first else { return ScrollSimCore.reconcile(decorated, old, context) }
        return next.reconcile(decorated, then: rest.dropFirst(), old, context)
    }

    func distribute(into container: any View) -> any View {
        ModifierDistributingDefaults.container(container).distributing(element: self)
    }
}

/// Distribution through an existential container.
@MainActor
enum ModifierDistributingDefaults {
    /// `view`, a view whose type distributes modifiers (`_distributesModifiers`), as the container it is.
    static func container(_ view: any View) -> any ModifierDistributing {
        guard let container = view as? any ModifierDistributing else {
            preconditionFailure("\(type(of: view)) distributes modifiers but is not ModifierDistributing")
        }
        return container
    }
}

/// One view of a distributing container with the modifiers the container
/// was given, in order (a `ForEach` row or a `Group`'s content after a
/// decoration): built as `view` with each applied, so a view that is itself
/// a container hands them on to its own views.
struct _ElementModifiedView<V: View>: View {
    typealias Body = Never
    let view: V
    let modifiers: [any ElementModifying]
}

extension _ElementModifiedView: PrimitiveView {
    static var _distributesModifiers: Bool { V._distributesModifiers }

    static func _makeNode(_ view: Self, _ inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(view.reconciled(inputs.old, inputs.context))
    }

    private func reconciled(_ old: Node?, _ context: BuildContext) -> Node {
        modifiers[0].reconcile(view, then: modifiers.dropFirst(), old, context)
    }

    func makeNode(_ context: BuildContext) -> Node { reconciled(nil, context) }

    func update(_ node: Node, _ context: BuildContext) -> Bool { reconciled(node, context) === node }

    /// `view` (a distributing container) with the modifiers on each of its views.
    var distributedView: any View {
        var result: any View = view
        for modifier in modifiers { result = modifier.distribute(into: result) }
        return result
    }

    static var _opensIntoLazySubviews: Bool { V._distributesModifiers && V._opensIntoLazySubviews }

    static func _addLazySubviews(_ view: Self, to content: inout _LazyStackContent) {
        content.addDistributed(view, opens: _opensIntoLazySubviews) { view.distributedView }
    }
}

extension _ElementModifiedView: ModifierDistributing {
    func distributing<M: NodeModifier>(_ modifier: M) -> any View {
        ElementModifier(modifier: modifier).distribute(into: distributedView)
    }

    func distributing(element: any ElementModifying) -> any View {
        element.distribute(into: distributedView)
    }
}

/// A tuple whose views each carry `modifiers`, in order: one node per view,
/// as the tuple's own.
struct _ModifiedTuple<T>: View {
    typealias Body = Never
    let tuple: TupleView<T>
    let modifiers: [any ElementModifying]
}

extension _ModifiedTuple: PrimitiveView, ModifierDistributing {
    static var _distributesModifiers: Bool { true }

    func distributing<M: NodeModifier>(_ modifier: M) -> any View {
        _ModifiedTuple(tuple: tuple, modifiers: modifiers + [ElementModifier(modifier: modifier)])
    }

    func distributing(element: any ElementModifying) -> any View {
        _ModifiedTuple(tuple: tuple, modifiers: modifiers + [element])
    }

    static var _opensIntoLazySubviews: Bool { true }

    /// In a lazy stack each view of the tuple is a subview with the modifiers.
    static func _addLazySubviews(_ view: Self, to content: inout _LazyStackContent) {
        var index = 0
        let modifiers = view.modifiers
        view.tuple.visitElements { element in
            @MainActor func add<E: View>(_ e: E) {
                content.add(_ElementModifiedView(view: e, modifiers: modifiers), at: AnyHashable(index))
            }
            add(element)
            index += 1
        }
    }

    func makeNode(_ context: BuildContext) -> Node {
        let node = TupleNode()
        node.setChildren(reconcileElements(.none, context))
        return node
    }

    func update(_ node: Node, _ context: BuildContext) -> Bool {
        guard let node = node.ifKind(TupleNode.self), node.children.count == tuple.count else { return false }
        node.setChildren(reconcileElements(node.children, context))
        return true
    }

    private func reconcileElements(_ old: NodeList, _ context: BuildContext) -> [Node] {
        var nodes: [Node] = []
        let first = modifiers[0], rest = modifiers.dropFirst()
        tuple.visitElements { element in
            @MainActor func modified<V: View>(_ view: V) -> Node {
                first.reconcile(view, then: rest, nodes.count < old.count ? old[nodes.count] : nil, context)
            }
            nodes.append(modified(element))
        }
        return nodes
    }
}

/// A decoration that reads what its content produces as a whole
/// (`overlayPreferenceValue`, `backgroundPreferenceValue`): on a container
/// it stays one decoration around all of its views.
protocol WholeContentDecoration {}

extension _DecoratedView: ModifierDistributing {
    public static var _distributesModifiers: Bool {
        Content._distributesModifiers && !(Decoration.self is any WholeContentDecoration.Type)
    }

    /// This decoration as one its content hands to each of its views.
    var element: ElementDecoration<Decoration> {
        ElementDecoration(decoration: decoration, alignment: alignment, isBackground: isBackground, isMask: isMask)
    }

    /// The content's container with this decoration on each of its views.
    var distributedSelf: any View { element.distribute(into: content) }

    func distributing<M: NodeModifier>(_ modifier: M) -> any View {
        ElementModifier(modifier: modifier).distribute(into: distributedSelf)
    }

    func distributing(element: any ElementModifying) -> any View {
        element.distribute(into: distributedSelf)
    }

    public static var _opensIntoLazySubviews: Bool { _distributesModifiers && Content._opensIntoLazySubviews }

    public static func _addLazySubviews(_ view: Self, to content: inout _LazyStackContent) {
        content.addDistributed(view, opens: _opensIntoLazySubviews) { view.distributedSelf }
    }
}

extension _LazyStackContent {
    /// Adds the views of `view`'s container, each with `view`'s modifiers
    /// (`distributed()`), when `opens`; else `view` as one subview.
    mutating func addDistributed<V: View>(_ view: V, opens: Bool, _ distributed: () -> any View) {
        guard opens else {
            append(SingleSubview(view: view))
            return
        }
        add(distributed())
    }
}
