/// Where a `searchable` puts its search field. In a `NavigationStack` on
/// an iPhone every placement is the navigation bar's drawer: a 52 pt band
/// under the title (`NavigationBarGeometry`). `.automatic` is the drawer
/// that scrolls away.
public struct SearchFieldPlacement: Sendable, Hashable {
    /// True when the field scrolls away with the large title.
    let hidesWhenScrolling: Bool

    /// When a drawer's field shows.
    public struct NavigationBarDrawerDisplayMode: Sendable, Hashable {
        let hidesWhenScrolling: Bool
        /// The field stays as content scrolls; only the large title collapses.
        public static let always = NavigationBarDrawerDisplayMode(hidesWhenScrolling: false)
        /// The field scrolls away, then the large title collapses.
        public static let automatic = NavigationBarDrawerDisplayMode(hidesWhenScrolling: true)
    }

    /// The system's choice: on an iPhone, the drawer that scrolls away.
    public static let automatic = SearchFieldPlacement(hidesWhenScrolling: true)
    /// The navigation bar's drawer, scrolling away.
    public static let navigationBarDrawer = SearchFieldPlacement(hidesWhenScrolling: true)
    /// A toolbar: the navigation bar's drawer on an iPhone.
    public static let toolbar = SearchFieldPlacement(hidesWhenScrolling: true)
    /// The toolbar's principal item: the navigation bar's drawer on an iPhone here.
    public static let toolbarPrincipal = SearchFieldPlacement(hidesWhenScrolling: true)
    /// A sidebar: the navigation bar's drawer on an iPhone.
    public static let sidebar = SearchFieldPlacement(hidesWhenScrolling: true)

    /// The navigation bar's drawer, shown as `displayMode` says.
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
        SearchFieldPlacement(hidesWhenScrolling: displayMode.hidesWhenScrolling)
    }
}

/// The numbers of the search bar in a navigation bar's drawer
/// (docs/layout-rules.md, "Search").
public enum SearchFieldMetrics {
    /// The rounded field's height (Flutter's `_kSearchFieldHeight`).
    public static let fieldHeight: CGFloat = 36
    /// From the band's top to the field's: the band's 52 less the field's 36, halved.
    public static let topInset: CGFloat = (NavigationBarGeometry.searchBarHeight - fieldHeight) / 2
    /// From the bar's edges to the field (Flutter's `_kNavBarEdgePadding`).
    public static let edgeMargin: CGFloat = 16
    /// The field's corner radius (Flutter's `CupertinoSearchTextField`).
    public static let cornerRadius: CGFloat = 9
    /// From the field's leading edge to the magnifier.
    public static let glyphLeading: CGFloat = 6
    /// The magnifier's side (Flutter's `itemSize`).
    public static let glyphSide: CGFloat = 20
    /// From the magnifier to the text, and from the text to the field's trailing edge.
    public static let textInset: CGFloat = 5.5
    /// While searching: between the field and the Cancel button.
    public static let cancelSpacing: CGFloat = 12
    /// While searching: the Cancel button's width, its title at its leading edge (Flutter's `_kSearchFieldCancelButtonWidth`).
    public static let cancelWidth: CGFloat = 67

    /// The field's fill: `UIColor.tertiarySystemFill`.
    public static func fill(_ scheme: ColorScheme) -> Color { ControlColors.tertiarySystemFill(scheme) }
    /// The magnifier's colour: `UIColor.secondaryLabel` (60, 60, 67 at 60 %; 235, 235, 245 at 60 % dark).
    public static func glyph(_ scheme: ColorScheme) -> Color {
        scheme == .dark ? Color(rgb255: 235, 235, 245, opacity: 0.6) : Color(rgb255: 60, 60, 67, opacity: 0.6)
    }
    /// The prompt's colour: `UIColor.systemGray` (142, 142, 147; 142, 142, 147 dark).
    public static func prompt(_ scheme: ColorScheme) -> Color { Color(rgb255: 142, 142, 147) }
}

/// What a `searchable` hands its navigation bar: the field's text and
/// prompt, where it goes, and its state.
struct _SearchFieldConfig {
    let text: Binding<String>
    let prompt: Text?
    let hidesWhenScrolling: Bool
    /// True while the search is active (`isSearching`): Cancel shows, the title hides.
    let isActive: Bool
    /// True while the field has the keyboard focus.
    let isFocused: Bool
    /// Focuses (true: also activates the search) or unfocuses the field.
    let setFocused: @MainActor (Bool) -> Void
    /// Cancel: clears the text, unfocuses, ends the search.
    let cancel: @MainActor () -> Void
    /// Return in the field: the `onSubmit(of: .search)` actions.
    let submit: () -> Void
}

/// The search field of the page: the first `searchable` in it.
struct SearchFieldKey: PreferenceKey {
    static var defaultValue: _SearchFieldConfig? { nil }
    static func reduce(value: inout _SearchFieldConfig?, nextValue: () -> _SearchFieldConfig?) {
        if value == nil { value = nextValue() }
    }
}

@MainActor let searchFieldKey = PreferenceKeyInfo(SearchFieldKey.self)

/// Ends a search: `isSearching` goes false, the text is cleared, the field
/// loses the focus; nothing happens when no search is active.
///
/// ```swift
/// @Environment(\.dismissSearch) private var dismissSearch
/// Button("Done") { dismissSearch() }
/// ```
@MainActor
public struct DismissSearchAction {
    let action: @MainActor () -> Void

    /// Ends the search, if one is active.
    public func callAsFunction() { action() }
}

private struct IsSearchingKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

private struct DismissSearchKey: EnvironmentKey {
    static var defaultValue: DismissSearchAction { DismissSearchAction {} }
}

/// The views `.searchSuggestions` gives the `searchable` below it.
/// The search field of a `searchable` around a `NavigationStack`: its root page shows it.
private struct EnclosingSearchFieldKey: EnvironmentKey {
    static var defaultValue: _SearchFieldConfig? { nil }
}

private struct SearchSuggestionsKey: EnvironmentKey {
    static var defaultValue: AnyView? { nil }
}

/// What a tap on a suggestion marked with `searchCompletion` does: sets the search text.
private struct SearchCompletionKey: EnvironmentKey {
    static var defaultValue: (@MainActor (String) -> Void)? { nil }
}

extension EnvironmentValues {
    /// True inside a `searchable` while its search is active: from a tap
    /// on its field until Cancel or `dismissSearch`.
    public var isSearching: Bool {
        get { self[IsSearchingKey.self] }
        set { self[IsSearchingKey.self] = newValue }
    }

    /// Ends the search of the `searchable` this view is in.
    public var dismissSearch: DismissSearchAction {
        get { self[DismissSearchKey.self] }
        set { self[DismissSearchKey.self] = newValue }
    }

    var searchSubmitActions: [() -> Void] {
        get { self[SearchSubmitActionsKey.self] }
        set { self[SearchSubmitActionsKey.self] = newValue }
    }

    var searchSuggestions: AnyView? {
        get { self[SearchSuggestionsKey.self] }
        set { self[SearchSuggestionsKey.self] = newValue }
    }

    var enclosingSearchField: _SearchFieldConfig? {
        get { self[EnclosingSearchFieldKey.self] }
        set { self[EnclosingSearchFieldKey.self] = newValue }
    }

    var searchCompletion: (@MainActor (String) -> Void)? {
        get { self[SearchCompletionKey.self] }
        set { self[SearchCompletionKey.self] = newValue }
    }
}

/// A view with a search field in its `NavigationStack`'s bar: the state
/// of the search (active, focused) and what the views inside read of it.
struct _SearchableView<Content: View>: View {
    let content: Content
    let text: Binding<String>
    let isPresented: Binding<Bool>?
    let placement: SearchFieldPlacement
    let prompt: Text?
    @State private var ownActive = false
    @State private var isFocused = false
    @Environment(\.searchSubmitActions) private var submits
    @Environment(\.searchSuggestions) private var suggestions

    var body: some View {
        let active = isPresented ?? $ownActive
        let focused = $isFocused
        let text = self.text
        let submits = self.submits
        let isActive = active.wrappedValue
        let end: @MainActor () -> Void = {
            text.wrappedValue = ""
            focused.wrappedValue = false
            active.wrappedValue = false
        }
        let config = _SearchFieldConfig(
            text: text, prompt: prompt, hidesWhenScrolling: placement.hidesWhenScrolling,
            isActive: isActive, isFocused: focused.wrappedValue,
            setFocused: { on in
                focused.wrappedValue = on
                if on && !active.wrappedValue { active.wrappedValue = true }
            },
            cancel: end,
            submit: { for action in submits.reversed() { action() } })
        let showsSuggestions = isActive && focused.wrappedValue && text.wrappedValue.isEmpty
        let suggestions = showsSuggestions ? self.suggestions : nil
        return content
            .overlay {
                if let suggestions {
                    VStack(alignment: .leading, spacing: 0) { suggestions }
                        .padding(.horizontal, SearchFieldMetrics.edgeMargin)
                        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
                        .background(Color.systemBackground)
                        .environment(\.searchCompletion, { text.wrappedValue = $0 })
                }
            }
            .environment(\.isSearching, isActive)
            .environment(\.enclosingSearchField, config)
            .environment(\.dismissSearch, DismissSearchAction { if active.wrappedValue { end() } })
            .preference(key: SearchFieldKey.self, value: config)
            .modified(_NavigationBarChangeModifier())
    }
}

/// The search bar a `searchable` puts in its navigation bar's drawer: the
/// rounded field (magnifier, then the text or the prompt) 16 pt in from
/// both edges, centred in the 52 pt band; while the search is active, the
/// field ends 12 pt before a 67 pt Cancel button at the trailing edge.
struct _NavigationSearchBar: View {
    let config: _SearchFieldConfig
    @Environment(\.colorScheme) private var scheme

    var body: some View {
        let m = SearchFieldMetrics.self
        let config = self.config
        return HStack(spacing: m.cancelSpacing) {
            field
            if config.isActive {
                Button("Cancel") { config.cancel() }
                    .frame(width: m.cancelWidth, alignment: .leading)
            }
        }
        .padding(.leading, m.edgeMargin)
        .padding(.trailing, config.isActive ? 0 : m.edgeMargin)
        .frame(height: NavigationBarGeometry.searchBarHeight)
    }

    private var field: some View {
        let m = SearchFieldMetrics.self
        let config = self.config
        let link = FocusLink(isFocused: config.isFocused, set: config.setFocused)
        return HStack(spacing: 0) {
            Image(systemName: "magnifyingglass")
                .foregroundColor(m.glyph(scheme))
                .frame(width: m.glyphSide, height: m.glyphSide)
                .padding(.leading, m.glyphLeading)
            TextField(text: config.text, prompt: config.prompt ?? Text("Search"), title: nil, label: EmptyView(),
                      axis: .horizontal, isSecure: false, commit: config.submit, placeholderColor: m.prompt(scheme))
                .padding(.leading, m.textInset)
                .padding(.trailing, m.textInset)
                .modified(_EnvironmentModifier {
                    $0[FocusLinkKey.self] = link
                    // Return runs the search's actions only, not `.text` ones around the stack.
                    $0[SubmitActionsKey.self] = []
                })
        }
        .frame(height: m.fieldHeight)
        .background(RoundedRectangle(cornerRadius: m.cornerRadius).fill(m.fill(scheme)))
    }
}

extension View {
    /// Puts a search field for `text` in the enclosing `NavigationStack`'s
    /// bar, under the title (see `SearchFieldPlacement`); `prompt` is its
    /// placeholder ("Search" when nil). A tap on the field starts the
    /// search: `isSearching` goes true below this view, the large title and
    /// the bar's items give way to the field and a Cancel button; typing
    /// edits `text`; Cancel clears it and ends the search.
    ///
    /// ```swift
    /// List(filtered) { Text($0.name) }
    ///     .navigationTitle("Contacts")
    ///     .searchable(text: $query, prompt: "Search contacts")
    /// ```
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        _SearchableView(content: self, text: text, isPresented: nil, placement: placement, prompt: prompt)
    }

    /// A search field whose placeholder is `prompt`.
    public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic,
                                              prompt: S) -> some View {
        _SearchableView(content: self, text: text, isPresented: nil, placement: placement, prompt: Text(prompt))
    }

    /// A search field whose search is active while `isPresented` is true:
    /// a tap on the field sets it, Cancel and `dismissSearch` clear it, and
    /// setting it shows or ends the search.
    public func searchable(text: Binding<String>, isPresented: Binding<Bool>,
                           placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        _SearchableView(content: self, text: text, isPresented: isPresented, placement: placement, prompt: prompt)
    }

    /// A search field bound to `isPresented`, whose placeholder is `prompt`.
    public func searchable<S: StringProtocol>(text: Binding<String>, isPresented: Binding<Bool>,
                                              placement: SearchFieldPlacement = .automatic, prompt: S) -> some View {
        _SearchableView(content: self, text: text, isPresented: isPresented, placement: placement, prompt: Text(prompt))
    }

    /// A search field with suggestions: `searchable(text:placement:prompt:)`
    /// followed by `searchSuggestions(suggestions)`.
    public func searchable<S: View>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
                                    @ViewBuilder suggestions: () -> S) -> some View {
        searchable(text: text, placement: placement, prompt: prompt).searchSuggestions(suggestions)
    }

    /// A search field with suggestions, whose placeholder is `prompt`.
    public func searchable<V: View, S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic,
                                                       prompt: S, @ViewBuilder suggestions: () -> V) -> some View {
        searchable(text: text, placement: placement, prompt: prompt).searchSuggestions(suggestions)
    }

    /// Makes this suggestion fill the search field with `completion` when tapped.
    ///
    /// ```swift
    /// .searchSuggestions { Text("Ramen").searchCompletion("ramen") }
    /// ```
    public func searchCompletion(_ completion: String) -> some View {
        _SearchCompletionView(content: self, completion: completion)
    }

    /// Views the `searchable` below shows over its content (a column from
    /// the content's top, 16 pt in from the edges, on the background colour)
    /// while its field is focused and empty.
    ///
    /// ```swift
    /// .searchable(text: $query)
    /// .searchSuggestions { Text("Recent: Anna") }
    /// ```
    public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View {
        let view = AnyView(suggestions())
        return environment(\.searchSuggestions, view)
    }
}

/// A suggestion that fills the search field when tapped: a tap on its
/// frame sets the text (outside a suggestions list it does nothing).
struct _SearchCompletionView<Content: View>: View {
    let content: Content
    let completion: String
    @Environment(\.searchCompletion) private var complete

    var body: some View {
        let complete = self.complete, completion = self.completion
        return content
            .contentShape(Rectangle())
            .onTapGesture { complete?(completion) }
    }
}
