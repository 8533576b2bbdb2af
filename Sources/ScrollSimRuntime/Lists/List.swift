import ScrollSimCore

/// A scrolling list of rows in sections, laid out and drawn with iOS's list
/// metrics (`ListMetrics`) in the environment's `ListStyle`
/// (`insetGrouped` unless `.listStyle` sets another).
///
/// It is a vertical `ScrollView` (it scrolls, bounces, rests inside the safe
/// area and extends under it and under a navigation bar) over a lazy stack
/// with no spacing: rows are built only near what can be seen, as
/// `LazyVStack`'s are. Its content is read as a lazy stack's is: each view
/// of a `ForEach`, tuple, `Group`, `if` is a row; a `Section` adds its header,
/// rows and footer. The background (the grouped background for grouped
/// styles, white otherwise) fills the window behind it.
///
/// ```swift
/// List {
///     Section("Account") {
///         Text("Name")
///         Text("Email")
///     }
///     Section {
///         ForEach(items) { Text($0.title) }
///             .onDelete { items.remove(atOffsets: $0) }
///     } footer: {
///         Text("Swipe a row to delete it.")
///     }
/// }
/// .listStyle(.insetGrouped)
/// ```
///
/// With a `selection` binding each row stands for a value: its `tag`, else
/// the value of the `NavigationLink` it is, else its `ForEach` element's
/// id. A tap on a row of a single selection (`Binding<V?>`) selects it, as
/// on iOS 16 and later outside edit mode; a set (`Binding<Set<V>>`) takes
/// taps only in edit mode (`editMode` active, its rows then showing
/// selection circles), each adding or removing the row, or in a
/// `NavigationSplitView` column, where a tap selects that row alone. A
/// selected row, and a row while a touch is down on it, draws
/// `ListMetrics.selectedRowBackground`. In a split view column choosing a
/// row shows the next column, and popping that column empties the
/// selection.
public struct List<SelectionValue: Hashable, Content: View>: View {
    let content: Content
    let selection: _ListSelectionBinding<SelectionValue>?
    @Environment(\.editMode) private var editMode
    @Environment(\.splitViewColumn) private var splitViewColumn
    /// The places of the expanded disclosure groups that keep no binding of their own.
    @State private var expandedGroups: Set<[AnyHashable]> = []

    init(content: Content, selection: _ListSelectionBinding<SelectionValue>?) {
        self.content = content
        self.selection = selection
    }

    public var body: some View {
        let groups = $expandedGroups
        let outline = ListOutline(expanded: expandedGroups) { place, expanded in
            if expanded { groups.wrappedValue.insert(place) } else { groups.wrappedValue.remove(place) }
        }
        let list = ScrollView {
            _ListRows(content: content, outline: outline) { rows in AnyView(List<Never, AnyView> { rows }) }
        }
        .background(_ListBackground().ignoresSafeArea())
        return Group {
            if let selection {
                list._listSelection(selection.context(isEditing: editMode?.wrappedValue.isEditing ?? false, column: splitViewColumn))
            } else {
                list
            }
        }
    }
}

/// A list's selection binding: one optional value or a set.
enum _ListSelectionBinding<Value: Hashable> {
    case single(Binding<Value?>)
    case multiple(Binding<Set<Value>>)

    init?(_ binding: Binding<Value?>?) {
        guard let binding else { return nil }
        self = .single(binding)
    }

    init?(_ binding: Binding<Set<Value>>?) {
        guard let binding else { return nil }
        self = .multiple(binding)
    }

    /// What the rows read: the selected values, and what a tap on a row does.
    @MainActor func context(isEditing: Bool, column: SplitViewColumnScope?) -> ListSelectionContext {
        switch self {
        case .single(let binding):
            return ListSelectionContext(
                selected: binding.wrappedValue.map { [AnyHashable($0)] } ?? [], allowsMultiple: false, isEditing: isEditing,
                accepts: { $0.base is Value },
                choose: { value in
                    guard let v = value.base as? Value else { return false }
                    binding.wrappedValue = v
                    if isEditing { return true }
                    column?.selected()
                    return column != nil
                },
                clear: { binding.wrappedValue = nil })
        case .multiple(let binding):
            return ListSelectionContext(
                selected: Set(binding.wrappedValue.map { AnyHashable($0) }), allowsMultiple: true, isEditing: isEditing,
                accepts: { $0.base is Value },
                choose: { value in
                    guard let v = value.base as? Value else { return false }
                    if isEditing {
                        if binding.wrappedValue.contains(v) { binding.wrappedValue.remove(v) } else { binding.wrappedValue.insert(v) }
                        return true
                    }
                    guard let column else { return false }
                    binding.wrappedValue = [v]
                    column.selected()
                    return true
                },
                clear: { binding.wrappedValue = [] })
        }
    }
}

extension List where SelectionValue == Never {
    /// A list of the rows `content` makes.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content(), selection: nil)
    }

    /// A row for each element of `data`, identified by its `id`.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(content: ForEach(data, content: rowContent), selection: nil)
    }

    /// A row for each element of `data`, identified by the value at `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(content: ForEach(data, id: id, content: rowContent), selection: nil)
    }

    /// A row for each integer of `data`.
    public init<RowContent: View>(
        _ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent
    ) where Content == ForEach<Range<Int>, Int, RowContent> {
        self.init(content: ForEach(data, content: rowContent), selection: nil)
    }
}

extension List {
    /// A list whose selection is `selection`: one row at a time.
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.init(content: content(), selection: _ListSelectionBinding(selection))
    }

    /// A list whose selection is `selection`: any number of rows, chosen in edit mode.
    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        self.init(content: content(), selection: _ListSelectionBinding(selection))
    }

    /// A row for each element of `data`, each standing for its id in `selection`.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(content: ForEach(data, content: rowContent), selection: _ListSelectionBinding(selection))
    }

    /// A row for each element of `data`, each standing for its id in `selection`.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(content: ForEach(data, content: rowContent), selection: _ListSelectionBinding(selection))
    }

    /// A row for each element of `data`, each standing for the value at `id` in `selection`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(content: ForEach(data, id: id, content: rowContent), selection: _ListSelectionBinding(selection))
    }

    /// A row for each element of `data`, each standing for the value at `id` in `selection`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(content: ForEach(data, id: id, content: rowContent), selection: _ListSelectionBinding(selection))
    }
}

/// The outline a hierarchical list's rows are: an `OutlineGroup` of
/// `RowContent` rows.
public typealias _ListOutlineContent<Data: RandomAccessCollection, ID: Hashable, RowContent: View> =
    OutlineGroup<Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>

extension List where SelectionValue == Never {
    /// A list of the trees whose roots are `data`: a row per element, an
    /// element whose `children` are not nil a disclosure group of its
    /// children's rows (see `OutlineGroup`).
    ///
    /// ```swift
    /// List(files, children: \.children) { Label($0.name, systemImage: "folder") }
    /// ```
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == _ListOutlineContent<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(content: OutlineGroup(data, children: children, content: rowContent), selection: nil)
    }

    /// A list of the trees whose roots are `data`, elements identified by the value at `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == _ListOutlineContent<Data, ID, RowContent> {
        self.init(content: OutlineGroup(data, id: id, children: children, content: rowContent), selection: nil)
    }
}

extension List {
    /// A list of the trees whose roots are `data`, each row standing for its element's id in `selection`.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == _ListOutlineContent<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(content: OutlineGroup(data, children: children, content: rowContent), selection: _ListSelectionBinding(selection))
    }

    /// A list of the trees whose roots are `data`, each row standing for its element's id in `selection`.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == _ListOutlineContent<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(content: OutlineGroup(data, children: children, content: rowContent), selection: _ListSelectionBinding(selection))
    }

    /// A list of the trees whose roots are `data`, each row standing for the value at `id` in `selection`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == _ListOutlineContent<Data, ID, RowContent> {
        self.init(content: OutlineGroup(data, id: id, children: children, content: rowContent), selection: _ListSelectionBinding(selection))
    }

    /// A list of the trees whose roots are `data`, each row standing for the value at `id` in `selection`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == _ListOutlineContent<Data, ID, RowContent> {
        self.init(content: OutlineGroup(data, id: id, children: children, content: rowContent), selection: _ListSelectionBinding(selection))
    }
}
