/// What a `List(selection:)` tells its rows: which values are selected,
/// whether the list is in edit mode, and how a tapped row's value is chosen.
///
/// A row's value is its `tag`, else the value of the `NavigationLink` it
/// is, else its `ForEach` element's id (`ListRowNode.selectionValue`).
package struct ListSelectionContext {
    /// The selected values.
    package var selected: Set<AnyHashable>
    /// True when the binding holds a set (several rows may be selected).
    package var allowsMultiple: Bool
    /// True while the environment's `editMode` is active.
    package var isEditing: Bool
    /// True when the value is of the selection's type.
    package var accepts: (AnyHashable) -> Bool
    /// Chooses `value` as a tap on its row does; returns true when the tap
    /// was used up by the selection (a split view column then shows the
    /// next column; in edit mode a tap only selects), false when a
    /// `NavigationLink` row should also push its value.
    package var choose: (AnyHashable) -> Bool
    /// Empties the selection (a split view's column popped off its collapsed stack).
    package var clear: () -> Void

    package init(selected: Set<AnyHashable>, allowsMultiple: Bool, isEditing: Bool,
                 accepts: @escaping (AnyHashable) -> Bool, choose: @escaping (AnyHashable) -> Bool,
                 clear: @escaping () -> Void) {
        self.selected = selected
        self.allowsMultiple = allowsMultiple
        self.isEditing = isEditing
        self.accepts = accepts
        self.choose = choose
        self.clear = clear
    }

    /// True when a row whose value is `value` draws as selected.
    func isSelected(_ value: AnyHashable?) -> Bool {
        guard let value else { return false }
        return selected.contains(value)
    }

    /// True when the rows show the edit-mode selection circles.
    var showsCircles: Bool { isEditing && allowsMultiple }
}

extension ListSelectionContext: Equatable {
    /// Equal when the rows draw the same: the same values selected, the same mode.
    package static func == (a: ListSelectionContext, b: ListSelectionContext) -> Bool {
        a.selected == b.selected && a.allowsMultiple == b.allowsMultiple && a.isEditing == b.isEditing
    }
}

struct ListSelectionKey: EnvironmentKey {
    static var defaultValue: ListSelectionContext? { nil }
}

extension EnvironmentValues {
    /// The selection of the `List(selection:)` the view is in (nil outside one).
    package var listSelection: ListSelectionContext? {
        get { self[ListSelectionKey.self] }
        set { self[ListSelectionKey.self] = newValue }
    }
}

/// Gives the content a list's selection and, in a split view's column,
/// tells the split view when it gains a selection (the next column shows)
/// and lets it clear it when the column's successor is popped.
struct _ListSelectionModifier: NodeModifier {
    let selection: ListSelectionContext
    func makeNode(_ context: BuildContext) -> EnvironmentNode { EnvironmentNode() }
    func configure(_ node: EnvironmentNode, _ context: BuildContext) {
        context.environment.splitViewColumn?.registerSelection(hasSelection: !selection.selected.isEmpty && !selection.isEditing,
                                                                 clear: selection.clear)
    }
    func childEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues {
        var e = environment
        e.listSelection = selection
        return e
    }
}

extension View {
    /// The list rows below choose and show their selection through `selection`.
    package func _listSelection(_ selection: ListSelectionContext) -> some View {
        modified(_ListSelectionModifier(selection: selection))
    }
}

/// The value a `NavigationLink(value:)` carries, read by the list row it is
/// (its selection value when no `tag` is set).
struct NavigationLinkValueKey: PreferenceKey {
    static var defaultValue: AnyHashable? { nil }
    static func reduce(value: inout AnyHashable?, nextValue: () -> AnyHashable?) {
        if value == nil { value = nextValue() }
    }
}

@MainActor let navigationLinkValueKey = PreferenceKeyInfo(NavigationLinkValueKey.self)

extension ListMetrics {
    /// The fill of a selected row: `systemGray4` (209, 209, 214; dark
    /// 58, 58, 60). Apple publishes no number for a selected cell's grey;
    /// this system grey is ScrollSim's choice.
    public static let selectedRowBackground = Color.systemGray4
    /// The selection circle of a row in edit mode (a multiple selection):
    /// 22 pt across, at the content's leading inset.
    public static let selectionCircleSide: CGFloat = 22
    /// How far edit mode moves a row's content to make room for its
    /// selection circle or delete control: the circle and 16 pt.
    public static let selectionIndent: CGFloat = 38
    /// The white bar across a delete control's red circle.
    public static let deleteControlBar = CGSize(width: 12, height: 2)
    /// An unselected circle's outline.
    static let selectionCircleLineWidth: CGFloat = 1.5
    /// An unselected circle's colour; a selected one is filled with the accent colour.
    static let selectionCircleColor = Color.systemGray3
}
