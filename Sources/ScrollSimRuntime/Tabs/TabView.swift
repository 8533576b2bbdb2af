import ScrollSimCore

/// A view that shows one of its subviews (its tabs) at a time, with a tab
/// bar to switch among them; with `.tabViewStyle(.page)`, a horizontal
/// paging carousel of them with page dots.
///
/// Each subview of the content is a tab: its `tabItem` is what its bar
/// item shows and its `tag` the value `selection` takes when it is chosen
/// (a tab without a tag is known by its index). Every tab is built and
/// keeps its state and scroll position while another shows; the tab shown
/// is the only one in the tree (its `onAppear` runs when it is chosen).
///
/// Layout (the bar style): the view takes the space proposed; the tab
/// shown is placed above the bar's 49 pt, which are unsafe for it, so a
/// scroll view in it extends under the bar and the home indicator and
/// gets them as content insets (`TabBarMetrics`).
///
/// ```swift
/// @State private var tab = 0
/// TabView(selection: $tab) {
///     FeedView().tabItem { Label("Home", systemImage: "house") }.tag(0)
///     SettingsView().tabItem { Label("Settings", systemImage: "gear") }.tag(1)
/// }
/// ```
public struct TabView<SelectionValue: Hashable, Content: View>: View {
    let selection: Binding<SelectionValue>?
    let content: Content
    /// The selection when no binding is given.
    @State private var ownSelection: AnyHashable?

    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }

    public var body: some View {
        let own = $ownSelection
        let bound: Binding<AnyHashable?>
        if let selection {
            bound = Binding(get: { AnyHashable(selection.wrappedValue) },
                            set: { value in if let v = value?.base as? SelectionValue { selection.wrappedValue = v } })
        } else {
            bound = own
        }
        return _TabViewCore(selection: bound, content: content)
    }
}

extension TabView where SelectionValue == Int {
    /// Tabs chosen by the bar only, the first shown at the start.
    public init(@ViewBuilder content: () -> Content) {
        self.selection = nil
        self.content = content()
    }
}

/// A tab of a `TabView` as iOS 18 writes it: `content` with a bar item
/// showing `title` and the symbol `systemImage`, chosen when the
/// selection is `value`.
///
/// ```swift
/// TabView(selection: $tab) {
///     Tab("Home", systemImage: "house", value: 0) { FeedView() }
/// }
/// ```
public struct Tab<Value: Hashable, Content: View>: View {
    let title: String
    let systemImage: String
    let value: Value?
    /// What the tab is for; nil for an ordinary tab.
    public let role: TabRole?
    let content: Content

    /// A tab chosen when the selection is `value`. A `role` of `.search`
    /// changes nothing on an iPhone: the tab sits in the bar in its place,
    /// as any other (iOS 18; the role moves it only in an iPad's sidebar).
    public init<S: StringProtocol>(_ title: S, systemImage: String, value: Value, role: TabRole? = nil,
                                   @ViewBuilder content: () -> Content) {
        self.title = String(title)
        self.systemImage = systemImage
        self.value = value
        self.role = role
        self.content = content()
    }

    public var body: some View {
        let label = Label(title, systemImage: systemImage)
        if let value {
            content.tabItem { label }.tag(value)
        } else {
            content.tabItem { label }
        }
    }
}

extension Tab where Value == Int {
    /// A tab known by its position (for a `TabView` without a selection).
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: TabRole? = nil,
                                   @ViewBuilder content: () -> Content) {
        self.title = String(title)
        self.systemImage = systemImage
        self.value = nil
        self.role = role
        self.content = content()
    }
}

/// What a `Tab` is for.
public struct TabRole: Hashable, Sendable {
    let name: String
    /// The tab that searches the app.
    public static let search = TabRole(name: "search")
}

/// The tab view's node maker: the tabs and the selection as `AnyHashable`.
struct _TabViewCore<Content: View>: View {
    typealias Body = Never
    let selection: Binding<AnyHashable?>
    let content: Content
}

extension _TabViewCore: PrimitiveView {
    func makeNode(_ context: BuildContext) -> Node {
        let node = TabViewNode(graph: context.graph)
        configure(node, context)
        return node
    }

    func update(_ node: Node, _ context: BuildContext) -> Bool {
        guard let node = node.ifKind(TabViewNode.self) else { return false }
        configure(node, context)
        return true
    }

    private func configure(_ node: TabViewNode, _ context: BuildContext) {
        let subviews = LazyStackContent(content)
        var hosts: [TabContentHost] = []
        var byKey: [LazySubviewKey: TabContentHost] = [:]
        for i in 0..<subviews.count {
            let key = subviews.key(at: i)
            let host = node.hostsByKey[key] ?? TabContentHost()
            subviews.update(i, in: host, context)
            hosts.append(host)
            byKey[key] = host
        }
        node.hostsByKey = byKey
        node.tabs = hosts
        let tags = hosts.enumerated().map { i, host in host.tagValue ?? AnyHashable(i) }
        let selection = self.selection
        let current = selection.wrappedValue
        let selected = current.flatMap { value in tags.firstIndex(of: value) } ?? 0
        let select: (Int) -> Void = { i in
            guard i < tags.count, tags[i] != selection.wrappedValue else { return }
            selection.wrappedValue = tags[i]
        }
        let style = context.environment[TabViewStyleKey.self]
        node.isPaged = style != .tabBar
        switch style {
        case .tabBar:
            let tint = context.environment.accentColor
            let items = hosts.map { $0.tabItemLabel }
            let bar = TabBarLayout {
                ForEach(items.indices, id: \.self) { i in
                    TabBarItem(label: items[i], isSelected: i == selected, tint: tint, select: { select(i) })
                }
            }
            node.badges = hosts.map { $0.badgeText }
            node.show(tab: hosts.isEmpty ? nil : hosts[selected], bar: bar, context)
        case .page(let dots):
            let pager = TabPager(pages: hosts, selected: selected, select: select, dots: dots,
                                 dotsBackground: context.environment[DotsBackgroundKey.self])
            node.badges = []
            node.show(pager: pager, context)
        }
    }
}

