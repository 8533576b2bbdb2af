/// Whether something the system draws is shown: `automatic` lets the
/// view decide (for a list, its style).
public enum Visibility: Hashable, Sendable, CaseIterable {
    case automatic
    case visible
    case hidden
}

extension VerticalEdge {
    /// A set of vertical edges.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1)
        public static let bottom = Set(rawValue: 2)
        public static let all: Set = [.top, .bottom]
    }
}

/// What a list row's modifiers (`listRowInsets`, `listRowSeparator`,
/// `listRowSeparatorTint`, `listRowBackground`, `listSectionSeparator`)
/// set; nil leaves the list style's choice.
package struct ListRowTraits: Equatable, Sendable {
    var insets: EdgeInsets?
    var separator: Visibility?
    var separatorTint: Color?
    var background: Color?
    var sectionSeparator: Visibility?
    /// `deleteDisabled(true)`: the row's `onDelete` action is not offered.
    var deleteDisabled: Bool?
    /// `moveDisabled(true)`: the row shows no reorder control and cannot be moved.
    var moveDisabled: Bool?
    /// `headerProminence(_:)`: how the section headers inside stand out.
    var headerProminence: Prominence?
    /// How many disclosure groups of the list the row is inside: its
    /// content is indented `ListMetrics.outlineIndentation` per level.
    var outlineLevel: Int?

    package init() {}

    /// These traits with those `inner` sets replacing them (a modifier
    /// nearer the row wins).
    func overridden(by inner: ListRowTraits) -> ListRowTraits {
        var t = self
        if let v = inner.insets { t.insets = v }
        if let v = inner.separator { t.separator = v }
        if let v = inner.separatorTint { t.separatorTint = v }
        if let v = inner.background { t.background = v }
        if let v = inner.sectionSeparator { t.sectionSeparator = v }
        if let v = inner.deleteDisabled { t.deleteDisabled = v }
        if let v = inner.moveDisabled { t.moveDisabled = v }
        if let v = inner.headerProminence { t.headerProminence = v }
        if let v = inner.outlineLevel { t.outlineLevel = v }
        return t
    }
}

/// Carries a row's traits up to the list row that holds it.
struct ListRowTraitsKey: PreferenceKey {
    static var defaultValue: ListRowTraits { ListRowTraits() }
    static func reduce(value: inout ListRowTraits, nextValue: () -> ListRowTraits) {
        value = value.overridden(by: nextValue())
    }
}

@MainActor let listRowTraitsKey = PreferenceKeyInfo(ListRowTraitsKey.self)

/// A list-row modifier. On a row view it is a preference the row reads;
/// on a container a list opens (`Section`, `ForEach`, `Group`) it applies
/// to every row inside, as SwiftUI's row modifiers do.
public struct _ListRowTraitView<Content: View>: View {
    public typealias Body = Never
    let content: Content
    let traits: ListRowTraits

    public static func _makeNode(_ view: Self, _ inputs: _ViewInputs) -> _ViewOutputs {
        let mine = view.traits
        let transform = _PreferenceTransformView<Content, ListRowTraitsKey>(content: view.content) { value in
            value = mine.overridden(by: value)
        }
        return _PreferenceTransformView<Content, ListRowTraitsKey>._makeNode(transform, inputs)
    }

    public static var _opensIntoLazySubviews: Bool { Content._opensIntoLazySubviews }

    public static func _addLazySubviews(_ view: Self, to content: inout _LazyStackContent) {
        guard Content._opensIntoLazySubviews else {
            content.append(SingleSubview(view: view))
            return
        }
        let outer = content.traits
        content.traits = outer.overridden(by: view.traits)
        content.add(view.content)
        content.traits = outer
    }
}

extension View {
    private func listRowTraits(_ edit: (inout ListRowTraits) -> Void) -> _ListRowTraitView<Self> {
        var traits = ListRowTraits()
        edit(&traits)
        return _ListRowTraitView(content: self, traits: traits)
    }

    /// Insets this list row's content by `insets` inside the row (nil: the
    /// style's, `ListMetrics`). The row is still at least 44 pt tall.
    ///
    /// ```swift
    /// Image("banner").listRowInsets(EdgeInsets())
    /// ```
    public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        listRowTraits { $0.insets = insets }
    }

    /// Shows or hides the separator under this list row. Only the bottom
    /// edge has one in ScrollSim, so `edges` without `.bottom` changes nothing.
    ///
    /// ```swift
    /// Text("Last").listRowSeparator(.hidden)
    /// ```
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        listRowTraits { if edges.contains(.bottom) { $0.separator = visibility } }
    }

    /// Colours the separator under this list row (nil: the system colour).
    public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        listRowTraits { if edges.contains(.bottom) { $0.separatorTint = color } }
    }

    /// Fills this list row with `view` behind its content. ScrollSim draws
    /// a `Color` (an `insetGrouped` card keeps its rounded corners); any
    /// other view leaves the style's background.
    ///
    /// ```swift
    /// Text("Warning").listRowBackground(Color.yellow)
    /// ```
    public func listRowBackground<V: View>(_ view: V?) -> some View {
        listRowTraits { $0.background = view.flatMap { $0 as? Color } }
    }

    /// Takes away the swipe-to-delete of `onDelete` from this row (or, on
    /// a `ForEach`, from its rows); explicit `swipeActions` stay.
    ///
    /// ```swift
    /// ForEach(items) { Text($0.name).deleteDisabled($0.isLocked) }.onDelete { items.remove(atOffsets: $0) }
    /// ```
    public func deleteDisabled(_ isDisabled: Bool) -> some View {
        listRowTraits { $0.deleteDisabled = isDisabled }
    }

    /// Marks this row (or, on a `ForEach`, its rows) as one that cannot be
    /// moved: in edit mode it shows no reorder control.
    ///
    /// ```swift
    /// ForEach(items) { Text($0.name).moveDisabled($0.isPinned) }.onMove { items.move(fromOffsets: $0, toOffset: $1) }
    /// ```
    public func moveDisabled(_ isDisabled: Bool) -> some View {
        listRowTraits { $0.moveDisabled = isDisabled }
    }

    /// Sets how much the section headers in this view stand out (the
    /// sections' headers inside a list also read it as `\.headerProminence`).
    ///
    /// ```swift
    /// Section("Favourites") { … }.headerProminence(.increased)
    /// ```
    public func headerProminence(_ prominence: Prominence) -> some View {
        listRowTraits { $0.headerProminence = prominence }
    }

    /// Shows or hides the full-width separator under the last row of this
    /// row's section in a plain list.
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        listRowTraits { if edges.contains(.bottom) { $0.sectionSeparator = visibility } }
    }
}
