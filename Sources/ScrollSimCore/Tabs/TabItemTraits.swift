/// The label a tab shows in its `TabView`'s tab bar (`tabItem`); the
/// outermost one on a tab wins.
struct TabItemKey: PreferenceKey {
    static var defaultValue: AnyView? { nil }
    static func reduce(value: inout AnyView?, nextValue: () -> AnyView?) {
        if value == nil { value = nextValue() }
    }
}

/// The badge text of a tab item or a list row (`badge`): nil for none.
struct BadgeKey: PreferenceKey {
    static var defaultValue: String? { nil }
    static func reduce(value: inout String?, nextValue: () -> String?) {
        if value == nil { value = nextValue() }
    }
}

@MainActor package let tabItemKey = PreferenceKeyInfo(TabItemKey.self)
@MainActor package let badgeKey = PreferenceKeyInfo(BadgeKey.self)

extension View {
    /// The label this view's tab shows in the enclosing `TabView`'s tab
    /// bar: a `Label`, or an `Image` and a `Text`, drawn icon above title.
    ///
    /// ```swift
    /// FeedView().tabItem { Label("Home", systemImage: "house") }
    /// ```
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        preference(key: TabItemKey.self, value: AnyView(label()))
    }

    /// A badge on this view's tab item (a red capsule at the icon's
    /// top-right corner) or list row (a grey count at its trailing edge).
    /// Zero shows none.
    ///
    /// ```swift
    /// InboxView().tabItem { Label("Inbox", systemImage: "tray") }.badge(3)
    /// ```
    public func badge(_ count: Int) -> some View {
        preference(key: BadgeKey.self, value: count == 0 ? nil : String(count))
    }

    /// A badge showing `label`'s text; nil shows none.
    public func badge(_ label: Text?) -> some View {
        preference(key: BadgeKey.self, value: label?.content)
    }

    /// A badge showing `label`; nil shows none.
    public func badge<S: StringProtocol>(_ label: S?) -> some View {
        preference(key: BadgeKey.self, value: label.map { String($0) })
    }
}

extension Node {
    /// The tab bar label of this subtree (`tabItem`), nil when none is set.
    package var tabItemLabel: AnyView? {
        (preferenceValue(tabItemKey) as? AnyView?).flatMap { $0 }
    }

    /// The badge text of this subtree (`badge`), nil when none is set.
    package var badgeText: String? {
        (preferenceValue(badgeKey) as? String?).flatMap { $0 }
    }
}

/// The side of the square a system symbol is drawn in, overriding the one
/// its font gives (a tab bar's icons): nil to size by the font.
package struct SymbolSideKey: EnvironmentKey {
    package static let defaultValue: CGFloat? = nil
}
