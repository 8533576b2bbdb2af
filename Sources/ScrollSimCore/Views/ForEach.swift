import Foundation

/// Views made from a collection, one per element, each identified by an id so
/// its state follows the element when the collection changes.
///
/// ```swift
/// ForEach(colors, id: \.self) { color in
///     Rectangle().fill(color).frame(width: 300, height: 300)
/// }
/// ForEach(rows) { row in Text(row.text) }      // rows: [Row], Row: Identifiable
/// ForEach(0..<3) { i in Text("\(i)") }
/// ```
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    public typealias Body = Never
    public var data: Data
    public var content: (Data.Element) -> Content
    let idOf: (Data.Element) -> ID
    /// What `onDelete(perform:)` set: called with the offsets of the rows to delete.
    var deleteAction: ((IndexSet) -> Void)? = nil
    /// What `onMove(perform:)` set: called with the offsets moved and their destination.
    package var moveAction: ((IndexSet, Int) -> Void)? = nil

    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.idOf = { $0[keyPath: id] }
    }
}

extension ForEach {
    /// A `ForEach` over `data` with the given parts (another's, its rows made differently).
    init(data: Data, idOf: @escaping (Data.Element) -> ID, deleteAction: ((IndexSet) -> Void)?,
         moveAction: ((IndexSet, Int) -> Void)?, content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.idOf = idOf
        self.deleteAction = deleteAction
        self.moveAction = moveAction
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.idOf = { $0.id }
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data
        self.content = content
        self.idOf = { $0 }
    }
}

extension ForEach: PrimitiveView {
    package func makeNode(_ context: BuildContext) -> Node {
        let node = ForEachNode<ID>()
        _ = update(node, context)
        return node
    }

    package func update(_ node: Node, _ context: BuildContext) -> Bool {
        guard let node = node.ifKind(ForEachNode<ID>.self) else { return false }
        var next: [ID: Node] = [:]
        next.reserveCapacity(data.count)
        var nodes: [Node] = []
        nodes.reserveCapacity(data.count)
        // With no old nodes (the first build) each id is hashed once.
        let hadNodes = !node.byID.isEmpty
        let trigger = node.ownerTrigger
        for element in data {
            let id = idOf(element)
            // A repeated id gets a fresh node: only the first one keeps the
            // old state, and the table keeps the first.
            let old = hadNodes && next.index(forKey: id) == nil ? node.byID[id] : nil
            // The row's reads are tracked: the closure runs here, after the body that made it.
            let child = reconcile(node.trackingObservableReadsForOwner(trigger) { content(element) }, old, context)
            if let first = next.updateValue(child, forKey: id) { next[id] = first }
            nodes.append(child)
        }
        node.byID = next
        transitionChildren(of: node, from: node.children, to: nodes, context)
        node.setChildren(nodes)
        return true
    }
}

/// `.id(_:)`: gives a view an explicit identity; a new id makes a new view
/// (fresh state).
public struct _IdentifiedView<Content: View, ID: Hashable>: View {
    public typealias Body = Never
    let content: Content
    let id: ID

    @usableFromInline
    init(content: Content, id: ID) {
        self.content = content
        self.id = id
    }
}

extension _IdentifiedView: PrimitiveView {
    package func makeNode(_ context: BuildContext) -> Node {
        let node = IdentityNode()
        _ = update(node, context)
        return node
    }

    package func update(_ node: Node, _ context: BuildContext) -> Bool {
        guard let node = node.ifKind(IdentityNode.self) else { return false }
        let key = AnyHashable(id)
        let old = node.identity == key ? node.children.first : nil
        node.identity = key
        let new = [reconcile(content, old, context)]
        transitionChildren(of: node, from: node.children, to: new, context)
        node.setChildren(new)
        return true
    }
}

extension View {
    /// Gives this view an explicit identity: when `id` changes, the view is
    /// replaced and its state starts over.
    ///
    /// ```swift
    /// Text(name).id(name)
    /// ```
    @inlinable
    public func id<ID: Hashable>(_ id: ID) -> some View {
        _IdentifiedView(content: self, id: id)
    }
}
