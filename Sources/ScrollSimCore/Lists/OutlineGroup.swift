import Foundation

/// A tree of rows from tree-shaped data: a row for each element, made by
/// `content`; an element whose `children` are not nil is a disclosure
/// group of its row and, while expanded, its children's rows (an empty
/// array is an element that can have children and has none now). Every
/// group starts collapsed.
///
/// In a `List` each element is a row of its own, indented one outline
/// level (`ListMetrics.outlineIndentation`) per group around it, and the
/// list keeps which groups are expanded (by element id). Elsewhere it is a
/// `DisclosureGroup` per element with children, nested.
///
/// ```swift
/// struct FileItem: Identifiable {
///     let name: String
///     var children: [FileItem]?
///     var id: String { name }
/// }
/// List {
///     OutlineGroup(files, children: \.children) { Label($0.name, systemImage: "doc") }
/// }
/// ```
@MainActor
public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Parent, Leaf, Subgroup> {
    let roots: [Data.Element]
    let id: KeyPath<Data.Element, ID>
    let children: KeyPath<Data.Element, Data?>
    let content: (Data.Element) -> Leaf
}

extension OutlineGroup where Parent: View, Parent == Leaf, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren> {
    /// The trees whose roots are `data`, each element identified by its `id`.
    public init<DataElement: Identifiable>(_ data: Data, children: KeyPath<DataElement, Data?>,
                                           @ViewBuilder content: @escaping (DataElement) -> Leaf)
    where ID == DataElement.ID, DataElement == Data.Element {
        self.init(roots: Array(data), id: \.id, children: children, content: content)
    }

    /// The tree whose root is `root`, each element identified by its `id`.
    public init<DataElement: Identifiable>(_ root: DataElement, children: KeyPath<DataElement, Data?>,
                                           @ViewBuilder content: @escaping (DataElement) -> Leaf)
    where ID == DataElement.ID, DataElement == Data.Element {
        self.init(roots: [root], id: \.id, children: children, content: content)
    }

    /// The trees whose roots are `data`, each element identified by the value at `id`.
    public init<DataElement>(_ data: Data, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
                             @ViewBuilder content: @escaping (DataElement) -> Leaf) where DataElement == Data.Element {
        self.init(roots: Array(data), id: id, children: children, content: content)
    }

    /// The tree whose root is `root`, each element identified by the value at `id`.
    public init<DataElement>(_ root: DataElement, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
                             @ViewBuilder content: @escaping (DataElement) -> Leaf) where DataElement == Data.Element {
        self.init(roots: [root], id: id, children: children, content: content)
    }
}

extension OutlineGroup: View where Parent: View, Leaf: View, Subgroup: View {
    public var body: some View {
        let id = self.id, children = self.children, content = self.content
        return ForEach(roots, id: id) { element in
            OutlineGroupItem(element: element, id: id, children: children, content: content)
        }
    }

    public static var _opensIntoLazySubviews: Bool { true }

    /// In a list, a row per element: a leaf's row, or a disclosure group
    /// of the element's row and, while expanded, its children's rows.
    /// Elsewhere one subview.
    public static func _addLazySubviews(_ view: Self, to content: inout _LazyStackContent) {
        guard content.outline != nil else { return content.append(SingleSubview(view: view)) }
        view.addRows(of: view.roots, to: &content)
    }

    private func addRows<C: Sequence>(of elements: C, to list: inout _LazyStackContent) where C.Element == Data.Element {
        for element in elements {
            let elementID = AnyHashable(element[keyPath: id])
            if let kids = element[keyPath: children] {
                list.addDisclosure(label: content(element), id: elementID, isExpanded: nil, at: elementID) {
                    addRows(of: kids, to: &$0)
                }
            } else {
                list.path.append(elementID)
                list.append(IdentifiedSubview(view: content(element), id: elementID))
                list.path.removeLast()
            }
        }
    }
}

/// One element of an `OutlineGroup` outside a list: its row, or with
/// children a `DisclosureGroup` of its row over its children's items.
struct OutlineGroupItem<Data: RandomAccessCollection, ID: Hashable, Leaf: View>: View {
    let element: Data.Element
    let id: KeyPath<Data.Element, ID>
    let children: KeyPath<Data.Element, Data?>
    let content: (Data.Element) -> Leaf

    var body: some View {
        if let kids = element[keyPath: children] {
            let id = self.id, children = self.children, content = self.content
            DisclosureGroup {
                ForEach(Array(kids), id: id) { OutlineGroupItem(element: $0, id: id, children: children, content: content) }
            } label: {
                content(element)
            }
        } else {
            content(element)
        }
    }
}

/// The children of an outline group's element, as a disclosure group shows them.
public struct OutlineSubgroupChildren: View {
    let content: AnyView
    public var body: some View { content }
}
