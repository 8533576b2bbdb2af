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
/// `selection` is accepted so code that passes it compiles; ScrollSim has
/// no edit mode, and tapping a row does not select it.
public struct List<SelectionValue: Hashable, Content: View>: View {
    let content: Content

    public var body: some View {
        ScrollView {
            _ListRows(content: content)
        }
        .background(_ListBackground().ignoresSafeArea())
    }
}

extension List where SelectionValue == Never {
    /// A list of the rows `content` makes.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A row for each element of `data`, identified by its `id`.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.content = ForEach(data, content: rowContent)
    }

    /// A row for each element of `data`, identified by the value at `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.content = ForEach(data, id: id, content: rowContent)
    }

    /// A row for each integer of `data`.
    public init<RowContent: View>(
        _ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent
    ) where Content == ForEach<Range<Int>, Int, RowContent> {
        self.content = ForEach(data, content: rowContent)
    }
}

extension List {
    /// A list whose selection is `selection` (not changed by ScrollSim).
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A list whose selection is `selection` (not changed by ScrollSim).
    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A row for each element of `data`, with a selection (not changed by ScrollSim).
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.content = ForEach(data, content: rowContent)
    }

    /// A row for each element of `data`, with a selection (not changed by ScrollSim).
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.content = ForEach(data, content: rowContent)
    }
}
