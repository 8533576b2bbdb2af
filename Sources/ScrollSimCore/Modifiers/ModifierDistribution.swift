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
}

extension _ModifiedView {
    /// The content's views each with this modifier, reconciled with `old`
    /// (`Content._distributesModifiers`).
    func reconcileDistributed(_ old: Node?, _ context: BuildContext) -> Node {
        @MainActor func reconcileOpened<V: View>(_ view: V) -> Node { reconcile(view, old, context) }
        return reconcileOpened(distributedSelf)
    }

    /// This view as its content's container with each view modified.
    private var distributedSelf: any View {
        guard let container = content as? any ModifierDistributing else {
            preconditionFailure("\(Content.self) distributes modifiers but is not ModifierDistributing")
        }
        return container.distributing(modifier)
    }
}

extension _ModifiedView: ModifierDistributing {
    public static var _distributesModifiers: Bool { Content._distributesModifiers }

    /// `modifier` after this one, on each of the content's views.
    func distributing<M2: NodeModifier>(_ modifier: M2) -> any View {
        guard let container = distributedSelf as? any ModifierDistributing else {
            preconditionFailure("the distributed form of \(Self.self) is not ModifierDistributing")
        }
        return container.distributing(modifier)
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
}

extension Group: ModifierDistributing {
    public static var _distributesModifiers: Bool { true }

    func distributing<M: NodeModifier>(_ modifier: M) -> any View {
        let content = self.content
        return Group<_ModifiedView<Content, M>> { _ModifiedView(content: content, modifier: modifier) }
    }
}

extension TupleView: ModifierDistributing {
    public static var _distributesModifiers: Bool { true }

    func distributing<M: NodeModifier>(_ modifier: M) -> any View {
        _ModifiedTuple(tuple: self, modifiers: [ElementModifier(modifier: modifier)])
    }
}

/// One modifier a tuple hands to each of its views.
@MainActor
protocol ElementModifying {
    /// `view` with this modifier and then `rest`, reconciled with `old`.
    func reconcile<V: View>(_ view: V, then rest: ArraySlice<any ElementModifying>, _ old: Node?,
                            _ context: BuildContext) -> Node
}

struct ElementModifier<M: NodeModifier>: ElementModifying {
    let modifier: M

    func reconcile<V: View>(_ view: V, then rest: ArraySlice<any ElementModifying>, _ old: Node?,
                            _ context: BuildContext) -> Node {
        let modified = _ModifiedView(content: view, modifier: modifier)
        guard let next = rest.first else { return ScrollSimCore.reconcile(modified, old, context) }
        return next.reconcile(modified, then: rest.dropFirst(), old, context)
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
