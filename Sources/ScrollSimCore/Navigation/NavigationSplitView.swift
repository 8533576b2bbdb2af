/// A view of two or three columns (a sidebar, an optional content column, a
/// detail) where choosing in one column shows the next.
///
/// ScrollSim shows it as an iPhone does in its compact width: collapsed
/// into one `NavigationStack` whose root is the sidebar. Choosing a row of
/// a `List(selection:)` in the sidebar (or the content column) pushes the
/// next column with the stack's push transition and back button, as does a
/// selection the app sets; popping it empties that list's selection.
/// `preferredCompactColumn` says which
/// column is on top, and follows the pushes and pops. Links with a
/// destination, and values the sidebar's `navigationDestination(for:)`
/// takes, push on the same stack, as do the links of a `NavigationStack`
/// (one keeping its own path) a column holds: its root is the column's
/// page. The columns' widths, the style and
/// `columnVisibility` only matter side by side, which ScrollSim does not
/// lay out.
///
/// ```swift
/// NavigationSplitView {
///     List(folders, selection: $folder) { NavigationLink($0.name, value: $0) }
///         .navigationTitle("Mail")
/// } detail: {
///     if let folder { FolderView(folder: folder) } else { Text("Choose a folder") }
/// }
/// // Tapping a folder pushes the detail, titled "Mail" on its back button.
/// ```
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    let sidebar: Sidebar
    let content: Content?
    let detail: Detail
    let preferredCompactColumn: Binding<NavigationSplitViewColumn>?
    @State private var ownPreferredColumn = NavigationSplitViewColumn.sidebar
    /// The values pushed over the columns (links' values the sidebar's destinations take).
    @State private var pushedValues: [AnyHashable] = []
    @State private var coordinator = SplitViewCoordinator()

    init(sidebar: Sidebar, content: Content?, detail: Detail, preferredCompactColumn: Binding<NavigationSplitViewColumn>?) {
        self.sidebar = sidebar
        self.content = content
        self.detail = detail
        self.preferredCompactColumn = preferredCompactColumn
    }

    /// A three-column split view.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar(), content: content(), detail: detail(), preferredCompactColumn: nil)
    }

    /// A three-column split view whose columns' visibility is `columnVisibility`
    /// (accepted; it applies side by side only).
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar(), content: content(), detail: detail(), preferredCompactColumn: nil)
    }

    /// A three-column split view whose top column when collapsed is `preferredCompactColumn`.
    public init(preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar(), content: content(), detail: detail(), preferredCompactColumn: preferredCompactColumn)
    }

    /// A three-column split view with both bindings.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>,
                preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar(), content: content(), detail: detail(), preferredCompactColumn: preferredCompactColumn)
    }

    /// The columns, sidebar first.
    private var columns: [NavigationSplitViewColumn] { content == nil ? [.sidebar, .detail] : [.sidebar, .content, .detail] }

    public var body: some View {
        let columns = columns
        let preferred = preferredCompactColumn ?? $ownPreferredColumn
        let coordinator = coordinator
        coordinator.columns = columns
        coordinator.preferred = preferred
        let pushed = $pushedValues
        let path = Binding<NavigationPath>(get: {
            NavigationPath(elements: SplitViewCoordinator.pages(showing: preferred.wrappedValue, of: columns) + pushed.wrappedValue)
        }, set: { path in
            let depth = path.elements.prefix { $0.base is _SplitColumnPage }.count
            pushed.wrappedValue = Array(path.elements.dropFirst(depth))
            coordinator.collapsed(toDepth: depth)
        })
        let content = content, detail = detail
        return NavigationStack(path: path) {
            sidebar
                .environment(\.splitViewColumn, SplitViewColumnScope(coordinator: coordinator, index: 0))
                .navigationDestination(for: _SplitColumnPage.self) { page in
                    Group {
                        if page.column == .content, let content {
                            content.environment(\.splitViewColumn, SplitViewColumnScope(coordinator: coordinator, index: 1))
                        } else {
                            detail.environment(\.splitViewColumn, nil)
                        }
                    }
                    .environment(\.joinsEnclosingStack, true)
                }
        }
    }
}

extension NavigationSplitView where Content == EmptyView {
    /// A two-column split view: a sidebar and a detail.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar(), content: nil, detail: detail(), preferredCompactColumn: nil)
    }

    /// A two-column split view whose columns' visibility is `columnVisibility`
    /// (accepted; it applies side by side only).
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar(), content: nil, detail: detail(), preferredCompactColumn: nil)
    }

    /// A two-column split view whose top column when collapsed is `preferredCompactColumn`.
    public init(preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar(), content: nil, detail: detail(), preferredCompactColumn: preferredCompactColumn)
    }

    /// A two-column split view with both bindings.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>,
                preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar(), content: nil, detail: detail(), preferredCompactColumn: preferredCompactColumn)
    }
}

/// A column of a `NavigationSplitView`: the one `preferredCompactColumn`
/// puts on top of the collapsed stack.
public struct NavigationSplitViewColumn: Hashable, Sendable {
    let rawValue: Int
    /// The leading column.
    public static let sidebar = NavigationSplitViewColumn(rawValue: 0)
    /// The middle column of a three-column split view.
    public static let content = NavigationSplitViewColumn(rawValue: 1)
    /// The trailing column.
    public static let detail = NavigationSplitViewColumn(rawValue: 2)
}

/// Which columns a `NavigationSplitView` shows side by side (unused when collapsed).
public struct NavigationSplitViewVisibility: Hashable, Sendable, Codable {
    let rawValue: Int
    /// The detail only.
    public static let detailOnly = NavigationSplitViewVisibility(rawValue: 0)
    /// The content and detail columns.
    public static let doubleColumn = NavigationSplitViewVisibility(rawValue: 1)
    /// Every column.
    public static let all = NavigationSplitViewVisibility(rawValue: 2)
    /// The platform's choice.
    public static let automatic = NavigationSplitViewVisibility(rawValue: 3)
}

/// How a `NavigationSplitView` shares its width between columns side by side.
public protocol NavigationSplitViewStyle: Sendable {}

/// Columns side by side, the detail narrowed to make room.
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle { public init() {} }
/// The detail keeps its width; the leading columns go over it.
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle { public init() {} }
/// The platform's choice.
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle { public init() {} }

extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
    public static var balanced: BalancedNavigationSplitViewStyle { BalancedNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
    public static var prominentDetail: ProminentDetailNavigationSplitViewStyle { ProminentDetailNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
    public static var automatic: AutomaticNavigationSplitViewStyle { AutomaticNavigationSplitViewStyle() }
}

extension View {
    /// The style of the `NavigationSplitView`s below. Collapsed, as on an
    /// iPhone, every style shows the same stack.
    public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View { self }

    /// The width of the split view column this view is. Collapsed, as on an
    /// iPhone, a column is the whole width.
    public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View { self }

    /// The least, ideal and greatest width of the split view column this
    /// view is. Collapsed, as on an iPhone, a column is the whole width.
    public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View { self }
}

/// The value a collapsed split view pushes for a column shown over the sidebar.
struct _SplitColumnPage: Hashable {
    let column: NavigationSplitViewColumn
}

/// What a split view's columns reach it through: which column is on top,
/// and the selections to empty when a column is popped.
@MainActor
package final class SplitViewCoordinator {
    var columns: [NavigationSplitViewColumn] = [.sidebar, .detail]
    var preferred: Binding<NavigationSplitViewColumn>?
    /// The list in each column, by the column's index: what empties its
    /// selection, and whether it had one when last built.
    private var lists: [Int: (clear: () -> Void, hadSelection: Bool)] = [:]

    /// The pages over the sidebar when `top` is on top: each column after
    /// the sidebar up to it (a column the view does not have shows the
    /// sidebar: the content column of a two-column split view).
    static func pages(showing top: NavigationSplitViewColumn, of columns: [NavigationSplitViewColumn]) -> [AnyHashable] {
        let depth = columns.firstIndex(of: top) ?? 0
        return columns[1..<(depth + 1)].map { AnyHashable(_SplitColumnPage(column: $0)) }
    }

    /// The depth of the column on top (0: the sidebar).
    private var depth: Int { preferred.flatMap { columns.firstIndex(of: $0.wrappedValue) } ?? 0 }

    /// Records the list of column `index`. A selection it gains (set by the
    /// app, or present at the start) shows the next column, as a tap does.
    func register(column index: Int, hasSelection: Bool, clear: @escaping () -> Void) {
        let had = lists[index]?.hadSelection ?? false
        lists[index] = (clear, hasSelection)
        if hasSelection && !had { selected(inColumn: index) }
    }

    /// A row was chosen in column `index`: the next column goes on top.
    func selected(inColumn index: Int) {
        guard index + 1 < columns.count, depth <= index else { return }
        preferred?.wrappedValue = columns[index + 1]
    }

    /// The stack was popped (or pushed) to `depth` columns over the
    /// sidebar: the columns popped off empty the selection that showed them.
    func collapsed(toDepth newDepth: Int) {
        let old = depth
        guard newDepth != old else { return }
        if newDepth < old {
            for index in newDepth..<old { lists[index]?.clear() }
        }
        preferred?.wrappedValue = columns[min(newDepth, columns.count - 1)]
    }
}

/// The split view column a view is in: the coordinator and the column's index.
@MainActor
package struct SplitViewColumnScope {
    let coordinator: SplitViewCoordinator
    let index: Int

    /// Records the column's list selection, emptied when the next column is
    /// popped; a selection it gains shows the next column.
    func registerSelection(hasSelection: Bool, clear: @escaping () -> Void) {
        coordinator.register(column: index, hasSelection: hasSelection, clear: clear)
    }

    /// A row of the column's list was chosen: the next column shows.
    package func selected() { coordinator.selected(inColumn: index) }
}

private struct SplitViewColumnKey: EnvironmentKey {
    static var defaultValue: SplitViewColumnScope? { nil }
}

extension EnvironmentValues {
    /// The split view column the view is in (nil outside any, and in the detail).
    package var splitViewColumn: SplitViewColumnScope? {
        get { self[SplitViewColumnKey.self] }
        set { self[SplitViewColumnKey.self] = newValue }
    }
}
