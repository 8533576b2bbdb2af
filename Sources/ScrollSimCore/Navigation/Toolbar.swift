/// Where a toolbar item goes in the navigation bar.
public struct ToolbarItemPlacement: Hashable, Sendable {
    enum Slot: Hashable, Sendable { case leading, trailing, principal, bottom, status, keyboard }
    let slot: Slot

    /// The system's choice: the bar's trailing group on iOS.
    public static let automatic = ToolbarItemPlacement(slot: .trailing)
    /// The bar's leading group, after the back button.
    public static let topBarLeading = ToolbarItemPlacement(slot: .leading)
    /// The bar's trailing group.
    public static let topBarTrailing = ToolbarItemPlacement(slot: .trailing)
    /// The older name of `topBarLeading`.
    public static let navigationBarLeading = ToolbarItemPlacement(slot: .leading)
    /// The older name of `topBarTrailing`.
    public static let navigationBarTrailing = ToolbarItemPlacement(slot: .trailing)
    /// The bar's centre, in place of the inline title.
    public static let principal = ToolbarItemPlacement(slot: .principal)
    /// The action a screen is for: the trailing group on iOS.
    public static let primaryAction = ToolbarItemPlacement(slot: .trailing)
    /// Confirms a modal task: the trailing group on iOS.
    public static let confirmationAction = ToolbarItemPlacement(slot: .trailing)
    /// Cancels a modal task: the leading group on iOS.
    public static let cancellationAction = ToolbarItemPlacement(slot: .leading)
    /// A destructive action of a modal task (delete, discard): the trailing
    /// group on iOS, as `confirmationAction`.
    public static let destructiveAction = ToolbarItemPlacement(slot: .trailing)
    /// The bottom toolbar: a 44 pt bar above the home indicator whose items
    /// make one row from its leading margin (`BottomToolbarMetrics`).
    public static let bottomBar = ToolbarItemPlacement(slot: .bottom)
    /// Information about the screen's state, not an action ("Updated Just
    /// Now"): on iOS the centre of the bottom toolbar, between flexible
    /// spaces, with the `.bottomBar` items declared before it on its leading
    /// side and those declared after it on its trailing side.
    public static let status = ToolbarItemPlacement(slot: .status)
    /// The bar over the on-screen keyboard while a field is focused. ScrollSim
    /// draws no keyboard: items placed in it are left out.
    public static let keyboard = ToolbarItemPlacement(slot: .keyboard)

    var isLeading: Bool { slot == .leading }
    var isTrailing: Bool { slot == .trailing }
    /// In the bottom toolbar (`.bottomBar` and `.status`).
    var isBottom: Bool { slot == .bottom || slot == .status }
}

/// A bar a visibility applies to (`.toolbar(.hidden, for: .navigationBar)`).
public struct ToolbarPlacement: Hashable, Sendable {
    let name: String
    /// The navigation bar.
    public static let navigationBar = ToolbarPlacement(name: "navigationBar")
    /// A bottom toolbar.
    public static let bottomBar = ToolbarPlacement(name: "bottomBar")
    /// The tab bar of the `TabView` around the page.
    public static let tabBar = ToolbarPlacement(name: "tabBar")
    /// The system's choice of bar.
    public static let automatic = ToolbarPlacement(name: "automatic")
}

/// One item (or group of items) for the bar, with its view.
public struct _ToolbarEntry {
    let placement: ToolbarItemPlacement
    let view: AnyView
}

/// Content of a `.toolbar { }`: items, groups, or several of them.
@MainActor
public protocol ToolbarContent {
    /// The bar items this content makes, in order.
    var _entries: [_ToolbarEntry] { get }
}

/// An item of the bar: a view at a placement.
///
/// ```swift
/// .toolbar {
///     ToolbarItem(placement: .topBarTrailing) { Button("Add") { add() } }
/// }
/// ```
public struct ToolbarItem<ID, Content: View>: ToolbarContent {
    let placement: ToolbarItemPlacement
    let content: Content

    public var _entries: [_ToolbarEntry] { [_ToolbarEntry(placement: placement, view: AnyView(content))] }
}

extension ToolbarItem where ID == () {
    /// An item at `placement` (the trailing group by default).
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

extension ToolbarItem where ID == String {
    /// An item with an identifier (for customisable toolbars; the identifier is not used here).
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

/// Several views at one placement, side by side 8 pt apart.
///
/// ```swift
/// ToolbarItemGroup(placement: .topBarTrailing) {
///     Button("Edit") { }
///     Button("Add") { }
/// }
/// ```
public struct ToolbarItemGroup<Content: View>: ToolbarContent {
    let placement: ToolbarItemPlacement
    let content: Content

    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    public var _entries: [_ToolbarEntry] { [_ToolbarEntry(placement: placement, view: AnyView(content))] }
}

/// Toolbar content made of several pieces.
public struct _ToolbarEntries: ToolbarContent {
    public let _entries: [_ToolbarEntry]
}

/// Builds `.toolbar { }` content from items, groups, conditionals and loops.
@resultBuilder
@MainActor
public enum ToolbarContentBuilder {
    public static func buildExpression<C: ToolbarContent>(_ content: C) -> [_ToolbarEntry] { content._entries }
    public static func buildBlock(_ parts: [_ToolbarEntry]...) -> [_ToolbarEntry] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [_ToolbarEntry]?) -> [_ToolbarEntry] { part ?? [] }
    public static func buildEither(first part: [_ToolbarEntry]) -> [_ToolbarEntry] { part }
    public static func buildEither(second part: [_ToolbarEntry]) -> [_ToolbarEntry] { part }
    public static func buildArray(_ parts: [[_ToolbarEntry]]) -> [_ToolbarEntry] { parts.flatMap { $0 } }
    public static func buildFinalResult(_ parts: [_ToolbarEntry]) -> _ToolbarEntries { _ToolbarEntries(_entries: parts) }
}

/// The toolbar items of a subtree, in tree order; a `.toolbar` adds its
/// items after those of the views it modifies.
struct ToolbarItemsKey: PreferenceKey {
    static var defaultValue: [_ToolbarEntry] { [] }
    static func reduce(value: inout [_ToolbarEntry], nextValue: () -> [_ToolbarEntry]) { value += nextValue() }
}

@MainActor let toolbarItemsKey = PreferenceKeyInfo(ToolbarItemsKey.self)

extension View {
    /// Puts items in the bar of the `NavigationStack` page this view is on.
    ///
    /// ```swift
    /// .toolbar {
    ///     ToolbarItem(placement: .topBarLeading) { Button("Edit") { } }
    ///     ToolbarItem(placement: .topBarTrailing) { Button("Add") { } }
    /// }
    /// ```
    public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
        let entries = content()._entries
        return transformPreference(ToolbarItemsKey.self) { $0 += entries }
            .modified(_NavigationBarChangeModifier())
    }

    /// Puts views in the bar's trailing group (the default placement on iOS).
    ///
    /// ```swift
    /// .toolbar { Button("Add") { add() } }
    /// ```
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        let entries = [_ToolbarEntry(placement: .automatic, view: AnyView(content()))]
        return transformPreference(ToolbarItemsKey.self) { $0 += entries }
            .modified(_NavigationBarChangeModifier())
    }

    /// Shows or hides a bar for the page this view is on: `.hidden` for
    /// `.navigationBar` removes the bar and its inset, for `.bottomBar` the
    /// bottom toolbar and its inset, for `.tabBar` the tab bar of the
    /// `TabView` around while this page is the top of its tab's stack (a
    /// detail page pushed from a tab).
    ///
    /// ```swift
    /// PhotoDetail(photo).toolbar(.hidden, for: .tabBar)
    /// ```
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        preference(key: NavigationBarHiddenKey.self,
                   value: visibility == .hidden && bars.contains { $0 == .navigationBar || $0 == .automatic })
            .preference(key: BottomBarHiddenKey.self, value: visibility == .hidden && bars.contains(.bottomBar))
            .preference(key: TabBarHiddenKey.self, value: visibility == .hidden && bars.contains(.tabBar))
    }
}
