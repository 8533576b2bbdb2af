/// A view that shows a root view under an iOS navigation bar and pushes
/// further views on it: `NavigationLink`s, `navigationDestination`s, or
/// values appended to a bound path. The title set with `navigationTitle`
/// shows large at rest by default (`navigationBarTitleDisplayMode`),
/// collapsing to inline as a list scrolls (`NavigationBarGeometry` gives
/// the numbers). Each page keeps its state (its scroll position, its large
/// title's state) while pages are pushed over it. Pushes and pops slide
/// pages sideways (`NavigationTransition`).
///
/// ```swift
/// NavigationStack {
///     List(mail) { message in
///         NavigationLink(message.subject, value: message)
///     }
///     .navigationTitle("Inbox")
///     .navigationDestination(for: Message.self) { MessageView(message: $0) }
/// }
/// // On an iPhone 14 the list rests at offset −143 (47 + 44 + 52).
/// ```
public struct NavigationStack<Data, Root: View>: View {
    let root: Root
    let path: _NavigationPathAccess?
    @State private var ownPath = NavigationPath()
    @State private var ownViews: [_NavigationViewEntry] = []
    @State private var revision = 0
    /// The edit mode the stack gives its pages when none is set around it.
    @State private var ownEditMode = EditMode.inactive
    @Environment(\.editMode) private var outerEditMode
    @Environment(\.joinsEnclosingStack) private var joinsEnclosingStack

    /// A stack that keeps its own path.
    public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.root = root()
        path = nil
    }

    /// A stack whose pushed values are `path`'s: appending to it pushes,
    /// removing from it pops, and links and the back button edit it.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.root = root()
        self.path = _NavigationPathAccess(get: { path.wrappedValue.elements },
                                          set: { path.wrappedValue = NavigationPath(elements: $0) },
                                          accepts: { _ in true })
    }

    /// A stack whose pushed values are the elements of `path` (an array of
    /// one `Hashable` type): links whose value is of that type append to it.
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {
        self.root = root()
        self.path = _NavigationPathAccess(get: { path.wrappedValue.map { AnyHashable($0) } },
                                          set: { path.wrappedValue = Data($0.compactMap { $0.base as? Data.Element }) },
                                          accepts: { $0.base is Data.Element })
    }

    public var body: some View {
        let own = $ownPath
        let access = path ?? _NavigationPathAccess(get: { own.wrappedValue.elements },
                                                   set: { own.wrappedValue = NavigationPath(elements: $0) },
                                                   accepts: { _ in true })
        // In a collapsed split view's column a stack that keeps its own path is
        // part of the split view's stack: its root is the column's page.
        let joins = joinsEnclosingStack && path == nil
        return Group {
            if joins {
                root.environment(\.joinsEnclosingStack, false)
            } else {
                _NavigationStackHost(root: root, path: access, views: $ownViews, revision: $revision)
            }
        }
        .environment(\.editMode, outerEditMode ?? $ownEditMode)
    }
}

/// The older name of `NavigationStack` (a stack style, not a split view
/// here). Not marked deprecated: SwiftUI soft-deprecates it (a future
/// version), so code using it builds without warnings there too.
public typealias NavigationView<Content: View> = NavigationStack<NavigationPath, Content>

/// A list of values of any `Hashable` types, pushed in order on a
/// `NavigationStack(path:)`.
///
/// ```swift
/// @State private var path = NavigationPath()
/// path.append(recipe)   // pushes the page `navigationDestination(for: Recipe.self)` makes
/// path.removeLast()     // pops it
/// ```
public struct NavigationPath: Equatable {
    var elements: [AnyHashable]

    /// An empty path: the root shows.
    public init() { elements = [] }

    /// A path holding `elements`, first pushed first.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.elements = elements.map { AnyHashable($0) }
    }

    init(elements: [AnyHashable]) { self.elements = elements }

    /// How many values are pushed.
    public var count: Int { elements.count }
    /// True when nothing is pushed.
    public var isEmpty: Bool { elements.isEmpty }

    /// Pushes `value`.
    public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }

    /// Pops the last `k` values (all of them when there are fewer).
    public mutating func removeLast(_ k: Int = 1) { elements.removeLast(min(max(k, 0), elements.count)) }
}

/// How a stack reads and writes its pushed values, whatever the path's type.
@MainActor
package struct _NavigationPathAccess {
    let get: () -> [AnyHashable]
    let set: ([AnyHashable]) -> Void
    /// True when the path can hold the value (a typed path holds its element type only).
    let accepts: (AnyHashable) -> Bool
}

/// A page pushed with a view rather than a value (`NavigationLink(destination:)`).
package struct _NavigationViewEntry {
    let id: Int
    let view: AnyView
}

/// What the views inside a stack reach it through: its destinations, its
/// path, and the pushes and pops they ask for.
@MainActor
package final class NavigationCoordinator {
    /// The destination for each value type, by `navigationDestination(for:)`.
    private var destinations: [ObjectIdentifier: (AnyHashable) -> AnyView?] = [:]
    fileprivate var path: _NavigationPathAccess?
    fileprivate var views: Binding<[_NavigationViewEntry]>?
    fileprivate var revision: Binding<Int>?
    /// True while the stack builds its pages (registrations then need no rebuild).
    fileprivate var isBuilding = false
    private var nextViewID = 0

    /// Makes `make` the page for values of type `D`; the stack rebuilds its
    /// pages when this happens outside its own build.
    package func register<D: Hashable>(_ type: D.Type, _ make: @escaping (D) -> AnyView) {
        destinations[ObjectIdentifier(D.self)] = { value in (value.base as? D).map(make) }
        requestRebuild()
    }

    /// The page for `value`, or nil when no destination takes its type.
    fileprivate func destination(for value: AnyHashable) -> AnyView? {
        destinations[ObjectIdentifier(type(of: value.base))]?(value)
    }

    /// Builds the stack's pages again (the bar's items changed).
    package func requestRebuild() {
        guard !isBuilding, let revision else { return }
        revision.wrappedValue += 1
    }

    /// A `navigationDestination(isPresented:)`: its flag and its page.
    private struct Presentation {
        weak var node: Node?
        let isPresented: Binding<Bool>
        let view: AnyView
        let order: Int
    }
    private var presentations: [ObjectIdentifier: Presentation] = [:]
    private var nextOrder = 0

    /// Records the presentation `node` declares; the stack rebuilds when it
    /// shows or showed its page.
    package func present(_ node: Node, isPresented: Binding<Bool>, view: AnyView) {
        let id = ObjectIdentifier(node)
        let was = presentations[id]?.isPresented.wrappedValue ?? false
        nextOrder += 1
        presentations[id] = Presentation(node: node, isPresented: isPresented, view: view,
                                         order: presentations[id]?.order ?? nextOrder)
        if was || isPresented.wrappedValue { requestRebuild() }
    }

    /// The page `node` last declared, if it declared one.
    package func declaredView(of node: Node) -> AnyView? { presentations[ObjectIdentifier(node)]?.view }

    /// The presentations showing their page, in the order they were declared.
    fileprivate var presentedIDs: [ObjectIdentifier] {
        presentations = presentations.filter { $0.value.node != nil }
        return presentations.filter { $0.value.isPresented.wrappedValue }.sorted { $0.value.order < $1.value.order }.map(\.key)
    }

    fileprivate func presentedView(_ id: ObjectIdentifier) -> AnyView? { presentations[id]?.view }

    /// Pops a presented page: its flag goes false.
    fileprivate func dismissPresentation(_ id: ObjectIdentifier) {
        presentations[id]?.isPresented.wrappedValue = false
    }

    /// Pushes the page for `value`.
    package func push(value: AnyHashable) {
        guard let path, path.accepts(value) else { return }
        if let views, !views.wrappedValue.isEmpty { views.wrappedValue = [] }
        path.set(path.get() + [value])
    }

    /// Pushes `view`.
    package func push(view: AnyView) {
        guard let views else { return }
        nextViewID += 1
        views.wrappedValue.append(_NavigationViewEntry(id: nextViewID, view: view))
    }

    /// Pops to the page `depth` pushes above the root (0: the root).
    package func pop(toDepth depth: Int) {
        guard let path, let views else { return }
        let values = path.get()
        let own = views.wrappedValue
        if depth >= values.count {
            if own.count > depth - values.count { views.wrappedValue = Array(own.prefix(depth - values.count)) }
        } else {
            if !own.isEmpty { views.wrappedValue = [] }
            path.set(Array(values.prefix(max(0, depth))))
        }
    }
}

private struct NavigationCoordinatorKey: EnvironmentKey {
    static var defaultValue: NavigationCoordinator? { nil }
}

private struct JoinsEnclosingStackKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// True in a collapsed split view's content and detail columns: a
    /// `NavigationStack` there that keeps its own path shows its root as
    /// the column's page, pushing on the split view's stack.
    package var joinsEnclosingStack: Bool {
        get { self[JoinsEnclosingStackKey.self] }
        set { self[JoinsEnclosingStackKey.self] = newValue }
    }

    /// The stack the view is in (nil outside any).
    package var navigationCoordinator: NavigationCoordinator? {
        get { self[NavigationCoordinatorKey.self] }
        set { self[NavigationCoordinatorKey.self] = newValue }
    }
}

/// What to show in a page's slot: the root, a value's destination, a view.
private enum PageSource: Hashable {
    case root
    case value(Int, AnyHashable)
    case view(Int)
    case presented(ObjectIdentifier)
}

/// The stack's pages, built from its root, its path and its pushed views.
struct _NavigationStackHost<Root: View>: View {
    typealias Body = Never
    let root: Root
    let path: _NavigationPathAccess
    let views: Binding<[_NavigationViewEntry]>
    let revision: Binding<Int>
}

extension _NavigationStackHost: PrimitiveView {
    private func build(_ node: NavigationContainerNode, _ context: BuildContext, animated: Bool) {
        let coordinator = node.coordinator
        coordinator.path = path
        coordinator.views = views
        coordinator.revision = revision
        coordinator.isBuilding = true
        defer { coordinator.isBuilding = false }
        let values = path.get()
        let viewEntries = views.wrappedValue
        var sources: [PageSource] = [.root]
        for (i, v) in values.enumerated() { sources.append(.value(i, v)) }
        for entry in viewEntries { sources.append(.view(entry.id)) }
        var pages: [NavigationPageNode] = []
        // Pages presented with `navigationDestination(isPresented:)` go on top,
        // once the pages that declare them are built.
        var i = 0
        while true {
            if i == sources.count {
                let presented = coordinator.presentedIDs.filter { id in !sources.contains(.presented(id)) }
                guard !presented.isEmpty else { break }
                sources += presented.map { .presented($0) }
            }
            let source = sources[i]
            defer { i += 1 }
            let key = AnyHashable(source)
            let page: NavigationPageNode
            if i < node.pages.count, node.pages[i].key == key {
                page = node.pages[i]
            } else {
                page = NavigationPageNode(graph: context.graph)
                page.key = key
                if case .presented(let id) = source {
                    page.dismissAction = DismissAction { [weak coordinator] in coordinator?.dismissPresentation(id) }
                } else if i > 0 {
                    let depth = i - 1
                    page.dismissAction = DismissAction { [weak coordinator] in coordinator?.pop(toDepth: depth) }
                }
            }
            var c = context
            c.environment.navigationCoordinator = coordinator
            c.environment.enclosingSearchField = nil
            if let dismiss = page.dismissAction { c.environment.dismiss = dismiss }
            switch source {
            case .root:
                page.updateContent(root, c)
            case .value(_, let value):
                if let view = coordinator.destination(for: value) {
                    page.updateContent(view, c)
                } else {
                    context.graph.warn("NavigationStack: no navigationDestination(for: \(type(of: value.base)).self) for a pushed value; an empty page is shown")
                    page.updateContent(EmptyView(), c)
                }
            case .view(let id):
                page.updateContent(viewEntries.first { $0.id == id }?.view ?? AnyView(EmptyView()), c)
            case .presented(let id):
                page.updateContent(coordinator.presentedView(id) ?? AnyView(EmptyView()), c)
            }
            let content = page.contentRoot
            let mode = content?.preferenceValue(navigationDisplayModeKey) as? NavigationBarItem.TitleDisplayMode
            // The root shows a large title unless it asks for an inline one; a pushed
            // page's `.automatic` inherits the page under it (UIKit's `largeTitleDisplayMode`).
            switch mode ?? .automatic {
            case .inline: page.largeTitles = false
            case .large: page.largeTitles = true
            case .automatic: page.largeTitles = pages.last?.largeTitles ?? true
            }
            page.barHidden = (content?.preferenceValue(navigationBarHiddenKey) as? Bool) ?? false
            page.tabBarHidden = (content?.preferenceValue(tabBarHiddenKey) as? Bool) ?? false
            // The page's own `searchable`, or for the root one around the stack.
            let own = (content?.preferenceValue(searchFieldKey) as? _SearchFieldConfig?).flatMap { $0 }
            let search = page.barHidden ? nil : own ?? (source == .root ? context.environment.enclosingSearchField : nil)
            page.searchBar = search.map { NavigationBarGeometry.SearchBar(hidesWhenScrolling: $0.hidesWhenScrolling, isActive: $0.isActive) }
            let backHidden = (content?.preferenceValue(backButtonHiddenKey) as? Bool) ?? false
            page.swipeBackDisabled = backHidden || page.dismissAction == nil
            let back = i > 0 && !backHidden && !page.barHidden ? pages.last.map { NavigationBackButton.label(previousTitle: $0.title) } : nil
            buildBarItems(page, back: back, search: search, context: c)
            pages.append(page)
        }
        node.setPages(pages, animated: animated)
        // A push or pop may show a page that hides the tab bar, or one that does not.
        node.enclosingTabView?.refreshBarHidden()
    }

    /// Builds the bar's groups from the page's toolbar items and back button.
    private func buildBarItems(_ page: NavigationPageNode, back: String?, search: _SearchFieldConfig?, context: BuildContext) {
        let all = (page.contentRoot?.preferenceValue(toolbarItemsKey) as? [_ToolbarEntry]) ?? []
        let bottomHidden = (page.contentRoot?.preferenceValue(bottomBarHiddenKey) as? Bool) ?? false
        // A hidden bar drops its items; the other bar keeps its own.
        let entries = all.filter { $0.placement.isBottom ? !bottomHidden : !page.barHidden }
        page.setBarItems(back: back, entries: entries, context: context)
        page.barItems.search.updateContent(search.map { AnyView(_NavigationSearchBar(config: $0)) } ?? AnyView(EmptyView()), context)
    }

    package func makeNode(_ context: BuildContext) -> Node {
        let node = NavigationContainerNode(graph: context.graph)
        build(node, context, animated: false)
        return node
    }

    package func update(_ node: Node, _ context: BuildContext) -> Bool {
        guard let node = node.ifKind(NavigationContainerNode.self), !node.isUIKit else { return false }
        build(node, context, animated: true)
        return true
    }
}

extension NavigationPageNode {
    /// Builds the bar's groups: the back button titled `back` (none when
    /// nil), which runs the page's `dismissAction`, and the toolbar items;
    /// `.bottomBar` and `.status` items make the bottom toolbar (none without them).
    package func setBarItems(back: String?, entries: [_ToolbarEntry], context: BuildContext) {
        let bottom = _BottomBarRow.items(entries.filter { $0.placement.isBottom })
        let leading = entries.filter { $0.placement.isLeading }.map(\.view)
        let trailing = entries.filter { $0.placement.isTrailing }.map(\.view)
        let principal = entries.first { $0.placement == .principal }?.view
        var c = context
        c.environment.font = nil
        // Labels in bars show their icon only unless the item asks for another
        // style (`TitleAndIconLabelStyle`: "only showing icons within toolbars").
        c.environment[LabelStyleKey.self] = .iconOnly
        c.environment[CustomLabelStyleKey.self] = nil
        let dismiss = dismissAction
        let backButton = back.map { title in NavigationBackButton(title: title) { dismiss?() } }
        barItems.leading.updateContent(_BarGroup(back: backButton, items: leading), c)
        barItems.trailing.updateContent(_BarGroup(back: nil, items: trailing), c)
        barItems.principal.updateContent(principal ?? AnyView(EmptyView()), c)
        bottomBarItems.updateContent(_BottomBarRow(items: bottom), c)
        hasBottomBar = !bottom.isEmpty
        barItems.leadingIsBackButton = back != nil
        hasPrincipalItem = principal != nil
    }
}

/// A bar's group: the back button, then the items, 8 pt apart (ScrollSim's
/// choice, the spacing iOS leaves between bar button items).
struct _BarGroup: View {
    let back: NavigationBackButton?
    let items: [AnyView]
    var body: some View {
        HStack(spacing: NavigationBarItemsNode.itemSpacing) {
            if let back { back }
            ForEach(0..<items.count, id: \.self) { items[$0] }
        }
    }
}

/// The bar's back button: a chevron and the title of the page it goes back
/// to, in the accent colour.
package struct NavigationBackButton: View {
    let title: String
    let action: () -> Void

    /// What the back button says: the previous page's title, or "Back" when
    /// that title is empty or longer than 12 characters (Flutter's
    /// `_BackLabel`, reverse-engineered from iOS, which falls back to "Back"
    /// when the title does not fit).
    package static func label(previousTitle: String) -> String {
        previousTitle.isEmpty || previousTitle.count > 12 ? "Back" : previousTitle
    }

    package var body: some View {
        Button(action: action) {
            HStack(spacing: NavigationBarItemsNode.backChevronSpacing) {
                Image(systemName: "chevron.backward").font(.system(size: 17, weight: .semibold))
                Text(title)
            }
        }
    }
}

/// SwiftUI's namespace for the navigation bar's title display mode.
public struct NavigationBarItem: Sendable {
    /// How the bar shows the title.
    public enum TitleDisplayMode: Sendable, Hashable {
        /// Inherit: large at the root of a stack, the page under's mode on a pushed page.
        case automatic
        /// In the 44 pt bar, 17 pt semibold.
        case inline
        /// In a 52 pt band under the bar, 34 pt bold, collapsing as content scrolls.
        case large
    }
}

/// How a toolbar shows its title (`toolbarTitleDisplayMode(_:)`).
public struct ToolbarTitleDisplayMode: Sendable, Hashable {
    let barMode: NavigationBarItem.TitleDisplayMode
    /// Inherit: large at the root of a stack, the page under's mode on a pushed page.
    public static let automatic = ToolbarTitleDisplayMode(barMode: .automatic)
    /// In the 44 pt bar, 17 pt semibold.
    public static let inline = ToolbarTitleDisplayMode(barMode: .inline)
    /// In the 44 pt bar at its leading edge in a larger font on iOS; laid out
    /// and drawn here as `.inline`.
    public static let inlineLarge = ToolbarTitleDisplayMode(barMode: .inline)
    /// In a 52 pt band under the bar, 34 pt bold, collapsing as content scrolls.
    public static let large = ToolbarTitleDisplayMode(barMode: .large)
}

struct NavigationTitleKey: PreferenceKey {
    static var defaultValue: String? { nil }
    static func reduce(value: inout String?, nextValue: () -> String?) {
        if value == nil { value = nextValue() }
    }
}

struct NavigationDisplayModeKey: PreferenceKey {
    static var defaultValue: NavigationBarItem.TitleDisplayMode? { nil }
    static func reduce(value: inout NavigationBarItem.TitleDisplayMode?, nextValue: () -> NavigationBarItem.TitleDisplayMode?) {
        if value == nil { value = nextValue() }
    }
}

/// True in a subtree that hides something (the back button, the bar): any view asking wins.
struct BackButtonHiddenKey: PreferenceKey {
    static var defaultValue: Bool { false }
    static func reduce(value: inout Bool, nextValue: () -> Bool) { value = value || nextValue() }
}

struct NavigationBarHiddenKey: PreferenceKey {
    static var defaultValue: Bool { false }
    static func reduce(value: inout Bool, nextValue: () -> Bool) { value = value || nextValue() }
}

@MainActor let navigationTitleKey = PreferenceKeyInfo(NavigationTitleKey.self)
@MainActor let navigationDisplayModeKey = PreferenceKeyInfo(NavigationDisplayModeKey.self)
@MainActor let backButtonHiddenKey = PreferenceKeyInfo(BackButtonHiddenKey.self)
@MainActor let navigationBarHiddenKey = PreferenceKeyInfo(NavigationBarHiddenKey.self)

/// True in a subtree that hides the bottom toolbar (`.toolbar(.hidden, for: .bottomBar)`).
struct BottomBarHiddenKey: PreferenceKey {
    static var defaultValue: Bool { false }
    static func reduce(value: inout Bool, nextValue: () -> Bool) { value = value || nextValue() }
}

@MainActor let bottomBarHiddenKey = PreferenceKeyInfo(BottomBarHiddenKey.self)

/// True in a subtree that hides the tab bar (`.toolbar(.hidden, for: .tabBar)`).
struct TabBarHiddenKey: PreferenceKey {
    static var defaultValue: Bool { false }
    static func reduce(value: inout Bool, nextValue: () -> Bool) { value = value || nextValue() }
}

@MainActor let tabBarHiddenKey = PreferenceKeyInfo(TabBarHiddenKey.self)

extension View {
    /// The title the enclosing `NavigationStack`'s bar shows for this view.
    ///
    /// ```swift
    /// List { … }.navigationTitle("Inbox")
    /// ```
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        preference(key: NavigationTitleKey.self, value: String(title))
    }

    /// Whether the enclosing `NavigationStack`'s bar shows the title large
    /// (collapsing as content scrolls) or inline.
    ///
    /// ```swift
    /// List { … }.navigationBarTitleDisplayMode(.inline) // rests at −91 on an iPhone 14
    /// ```
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        preference(key: NavigationDisplayModeKey.self, value: displayMode)
    }

    /// iOS 17's name for the title's display mode: `.inline` and `.large`
    /// as `navigationBarTitleDisplayMode`; `.inlineLarge` keeps the title in
    /// the 44 pt bar (no large-title band), drawn here as the inline title;
    /// `.automatic` inherits.
    ///
    /// ```swift
    /// List { … }.navigationTitle("Inbox").toolbarTitleDisplayMode(.inlineLarge)
    /// ```
    public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View {
        navigationBarTitleDisplayMode(mode.barMode)
    }

    /// Hides the back button of the page this view is on (then only
    /// `dismiss` or the path pops it).
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        preference(key: BackButtonHiddenKey.self, value: hidesBackButton)
    }
}
