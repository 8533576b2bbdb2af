/// The value a view carries for the container that chooses among its
/// subviews (`TabView`'s selection, a `Picker`'s): a view trait, read by
/// the container from the subview's subtree. The outermost `tag` on a
/// subview wins.
struct TagKey: PreferenceKey {
    static var defaultValue: AnyHashable? { nil }
    static func reduce(value: inout AnyHashable?, nextValue: () -> AnyHashable?) {
        if value == nil { value = nextValue() }
    }
}

@MainActor package let tagKey = PreferenceKeyInfo(TagKey.self)

extension View {
    /// Gives this view `tag` as its value in a container that selects
    /// among its subviews: the `TabView(selection:)` tab it is, the
    /// `Picker` option it shows (`tag(_:)` without the flag is the same).
    /// `includeOptional` is accepted for source compatibility: a tag
    /// matches an optional selection of its type too.
    ///
    /// ```swift
    /// TabView(selection: $tab) {
    ///     Feed().tabItem { Label("Feed", systemImage: "house") }.tag(Tab.feed)
    /// }
    /// ```
    @inlinable
    public func tag<V: Hashable>(_ tag: V, includeOptional: Bool) -> _TaggedView<Self, V> {
        _TaggedView(content: self, tag: tag)
    }
}

extension Node {
    /// The tag of this subtree (`View.tag(_:)`), nil when no view in it has one.
    package var tagValue: AnyHashable? {
        (preferenceValue(tagKey) as? AnyHashable?).flatMap { $0 }
    }
}
