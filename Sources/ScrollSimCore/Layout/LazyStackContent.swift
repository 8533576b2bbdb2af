import Foundation

/// A lazy stack's content as one flat sequence of subviews, read from the
/// view values without building any node. Index `i` is the stack's `i`-th
/// subview, `0 ..< count`. The sequence is stored as runs: one view, or all
/// the rows of a `ForEach`, so a `ForEach` of 10,000 rows is read in
/// constant time and a row is only made when the stack builds it.
///
/// Containers are opened as SwiftUI's lazy stacks open them: a tuple of
/// views, `Group`, `if`/`else`, optionals, `AnyView` and a `ForEach` whose
/// content is one of those (or a `Section`) contribute their views one by
/// one; a `Section` contributes its header, its content's views and its
/// footer, and records where it starts and ends. A view of the app's own
/// whose body is such a container contributes its body's views (the stack
/// keeps its state in a `LazyBodyHost`). Any other view (a modified view,
/// a view whose body is a single view) is one subview, whatever its body holds.
///
/// Public only so `View._addLazySubviews` can name it; it has no public members.
@MainActor
public struct _LazyStackContent {
    /// What a subview is to its section.
    package enum Role: Sendable { case row, header, footer }

    /// A `Section`'s subviews `start ..< end`, with the indices of its
    /// header and footer when it has them.
    package struct SectionSpan: Equatable, Sendable {
        package var start: Int
        package var end: Int
        package var header: Int?
        package var footer: Int?
    }

    private struct Run {
        let path: [AnyHashable]
        var role: Role
        let start: Int
        let source: any LazySubviewSource
        /// The list-row settings of the containers around the run.
        let traits: ListRowTraits
        /// The delete action of the element the run belongs to, when a
        /// `ForEach` with `onDelete` opened its rows one element at a time.
        let elementDelete: (() -> Void)?
        /// The `.id(_:)` given to a container around the run (a `Section`
        /// with `.id(category)`), nil when none.
        let explicitID: AnyHashable?
    }

    private var runs: [Run] = []
    /// The sections, in order; they do not overlap.
    package private(set) var sections: [SectionSpan] = []
    /// The number of subviews.
    package private(set) var count = 0

    // Where reading is: the structural path to the view being read, its role,
    // and whether a section is open (a section inside a section adds rows).
    var path: [AnyHashable] = []
    private var role = Role.row
    private var inSection = false
    /// The list-row settings of the containers being read (`listRowInsets`
    /// and the like on a `Section`, `ForEach` or `Group`).
    var traits = ListRowTraits()
    /// The delete action of the `ForEach` element being read.
    var elementDelete: (() -> Void)?
    /// The `.id(_:)` of the container being read, nil outside one.
    var explicitID: AnyHashable?
    /// A list's environment, with the picker settings of the views being
    /// read (`pickerStyle`, `labelsHidden`); nil in a lazy stack, which
    /// opens no picker.
    var listEnvironment: EnvironmentValues?
    /// The expansion of the list's disclosure groups; nil in a lazy stack,
    /// where a disclosure group is one subview.
    package var outline: ListOutline?
    /// Where the views of the app's own opened through their bodies keep
    /// their state, and the context their bodies are evaluated in; nil
    /// when such views are one subview each.
    var bodyHosts: LazyBodyHosting?
    var bodyContext: BuildContext?
    /// Where the headerless top-level section being read starts (nil outside one).
    private var headerlessSectionStart: Int?
    /// A picker label read as its section's header: its run, its index and
    /// where the picker's subviews end. It stays the header only when the
    /// picker is all the section holds.
    private var pickerHeader: (run: Int, index: Int, end: Int)?

    package init() {}

    /// The subviews of `content`; `listEnvironment` is the list's
    /// environment and `outline` its disclosure groups' expansion (both nil
    /// for a lazy stack); `bodyHosts` keeps the state of the views of the
    /// app's own opened through their bodies, evaluated in `bodyContext`.
    package init<V: View>(_ content: V, listEnvironment: EnvironmentValues? = nil, outline: ListOutline? = nil,
                          bodyHosts: LazyBodyHosting? = nil, bodyContext: BuildContext? = nil) {
        self.listEnvironment = listEnvironment
        self.outline = outline
        self.bodyHosts = bodyHosts
        self.bodyContext = bodyContext
        add(content)
    }

    // MARK: Reading

    /// `make()` (a content closure run while reading) with its `@Observable`
    /// reads tracked for the lazy stack being read: a change schedules the
    /// view above the stack. Untracked with no stack (a tab view's pages).
    func trackingReads<T>(_ make: () -> T) -> T {
        guard let stack = bodyHosts as? Node else { return make() }
        return stack.trackingObservableReadsForOwner(make)
    }

    /// Adds the subviews of `view`.
    mutating func add<V: View>(_ view: V) {
        V._addLazySubviews(view, to: &self)
    }

    /// Adds the subviews of `view`, whose place in its container is `component`.
    mutating func add<V: View>(_ view: V, at component: AnyHashable) {
        path.append(component)
        add(view)
        path.removeLast()
    }

    /// Adds a run of subviews at the current path.
    mutating func append(_ source: some LazySubviewSource) {
        let n = source.subviewCount
        guard n > 0 else { return }
        runs.append(Run(path: path, role: role, start: count, source: source, traits: traits, elementDelete: elementDelete,
                        explicitID: explicitID))
        count += n
    }

    /// Adds a section: header, content (unless `isExpanded` is false),
    /// footer. A section inside another one adds its parts as rows of the
    /// outer one. A collapsible section's header in a sidebar list has the
    /// chevron that toggles it.
    mutating func addSection<H: View, C: View, F: View>(header: H, content: C, footer: F, isExpanded: Binding<Bool>? = nil) {
        let shown = isExpanded?.wrappedValue ?? true
        if inSection {
            if H.self != EmptyView.self { add(header, at: "header") }
            if shown { add(content, at: "content") }
            if F.self != EmptyView.self { add(footer, at: "footer") }
            return
        }
        inSection = true
        var span = SectionSpan(start: count, end: count)
        if H.self != EmptyView.self {
            span.header = count
            if let isExpanded, listEnvironment?[ListIsSidebarKey.self] == true {
                appendOne(CollapsibleSectionHeader(header: header, isExpanded: isExpanded), role: .header, at: "header")
            } else {
                appendOne(header, role: .header, at: "header")
            }
        } else {
            headerlessSectionStart = count
        }
        if shown { add(content, at: "content") }
        headerlessSectionStart = nil
        if let picker = pickerHeader {
            if picker.end == count { span.header = picker.index } else { runs[picker.run].role = .row }
            pickerHeader = nil
        }
        if F.self != EmptyView.self {
            span.footer = count
            appendOne(footer, role: .footer, at: "footer")
        }
        span.end = count
        sections.append(span)
        inSection = false
    }

    /// Adds `view` as one subview with `role` (a header or footer stays one
    /// subview whatever it holds).
    private mutating func appendOne<V: View>(_ view: V, role: Role, at component: AnyHashable) {
        path.append(component)
        self.role = role
        append(SingleSubview(view: view))
        self.role = .row
        path.removeLast()
    }

    /// Adds an inline picker of a list: its label (nil when hidden), then
    /// one row per option. The label is its section's header when the
    /// picker is all a headerless `Section` holds, else a row of its own.
    mutating func addInlinePicker<L: View>(label: L?, options: some LazySubviewSource) {
        if let label {
            if headerlessSectionStart == count {
                pickerHeader = (runs.count, count, count + 1 + options.subviewCount)
                appendOne(label, role: .header, at: "label")
            } else {
                add(label, at: "label")
            }
        }
        path.append("options")
        append(options)
        path.removeLast()
    }

    // MARK: Lookup

    /// The run holding subview `index` (binary search over the runs' starts).
    private func run(_ index: Int) -> Run {
        var lo = 0, hi = runs.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if runs[mid].start <= index { lo = mid } else { hi = mid - 1 }
        }
        return runs[lo]
    }

    /// What identifies subview `index`: its run's path and its id in the
    /// run (a `ForEach` element's id), so state follows ids.
    package func key(at index: Int) -> LazySubviewKey {
        let r = run(index)
        return LazySubviewKey(path: r.path, id: r.source.subviewID(at: index - r.start))
    }

    /// The first subview whose container was given `.id(id)`, nil when none.
    package func firstIndex(withExplicitID id: AnyHashable) -> Int? {
        runs.first { $0.explicitID == id }?.start
    }

    /// The role of subview `index` in its section.
    package func role(at index: Int) -> Role { run(index).role }

    /// The list-row settings the containers around subview `index` give it.
    package func traits(at index: Int) -> ListRowTraits { run(index).traits }

    /// What deletes subview `index` from its data (its `ForEach`'s
    /// `onDelete` with the subview's offset), or nil when nothing does.
    package func deleteAction(at index: Int) -> (() -> Void)? {
        let r = run(index)
        return r.elementDelete ?? r.source.deleteAction(at: index - r.start)
    }

    /// The rows subview `index` can be moved among and what moves them: the
    /// run of its `ForEach` when that `ForEach` has `onMove` and makes one
    /// subview per element (offsets in the run are offsets in its data).
    /// Nil when nothing moves it.
    package func moveRun(at index: Int) -> ListMoveRun? {
        let r = run(index)
        guard r.role == .row, let action = r.source.moveAction else { return nil }
        return ListMoveRun(rows: r.start ..< r.start + r.source.subviewCount, action: action)
    }

    /// The section subview `index` belongs to: its explicit `Section`, or
    /// for a subview outside any, the run of such subviews around it (a
    /// list groups loose rows as one section).
    package func sectionSpan(around index: Int) -> SectionSpan {
        let s = firstSection(endingAfter: index)
        if s < sections.count, sections[s].start <= index { return sections[s] }
        let start = s > 0 ? sections[s - 1].end : 0
        let end = s < sections.count ? sections[s].start : count
        return SectionSpan(start: start, end: end, header: nil, footer: nil)
    }

    /// Builds or updates subview `index` in `host`.
    package func update(_ index: Int, in host: LazySubviewHost, _ context: BuildContext) {
        let r = run(index)
        r.source.updateSubview(at: index - r.start, in: host, context)
    }

    /// The index in `sections` of the first section that ends after `index`
    /// (`sections.count` when none does).
    package func firstSection(endingAfter index: Int) -> Int {
        var lo = 0, hi = sections.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if sections[mid].end <= index { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }
}

/// The id of a subview that is not a `ForEach` row: equal to no id of the user's.
struct SingleSubviewID: Hashable {}

/// What identifies one subview of a lazy stack across updates.
package struct LazySubviewKey: Hashable {
    let path: [AnyHashable]
    let id: AnyHashable
}

/// A run of subviews a lazy stack can build one at a time.
@MainActor
package protocol LazySubviewSource {
    /// How many subviews the run has.
    var subviewCount: Int { get }
    /// The id of the subview at `offset` in the run.
    func subviewID(at offset: Int) -> AnyHashable
    /// Builds or updates the subview at `offset` in `host`.
    func updateSubview(at offset: Int, in host: LazySubviewHost, _ context: BuildContext)
    /// What deletes the subview at `offset` from the data it was made
    /// from, when the run can (a `ForEach` with `onDelete`).
    func deleteAction(at offset: Int) -> (() -> Void)?
    /// What moves subviews of the run within it (a `ForEach`'s `onMove`):
    /// called with the offsets moved and the offset they go before.
    var moveAction: ((IndexSet, Int) -> Void)? { get }
}

extension LazySubviewSource {
    package func deleteAction(at offset: Int) -> (() -> Void)? { nil }
    package var moveAction: ((IndexSet, Int) -> Void)? { nil }
}

/// The rows of a list a `ForEach` with `onMove` made, by subview index, and its action.
package struct ListMoveRun {
    package let rows: Range<Int>
    package let action: (IndexSet, Int) -> Void
}

/// One view as a run of one subview.
struct SingleSubview<V: View>: LazySubviewSource {
    let view: V
    var subviewCount: Int { 1 }
    func subviewID(at offset: Int) -> AnyHashable { AnyHashable(SingleSubviewID()) }
    func updateSubview(at offset: Int, in host: LazySubviewHost, _ context: BuildContext) {
        host.updateContent(view, context)
    }
}

extension ForEach: LazySubviewSource {
    package var subviewCount: Int { data.count }

    private func element(_ offset: Int) -> Data.Element {
        data[data.index(data.startIndex, offsetBy: offset)]
    }

    package func subviewID(at offset: Int) -> AnyHashable { AnyHashable(idOf(element(offset))) }

    package func updateSubview(at offset: Int, in host: LazySubviewHost, _ context: BuildContext) {
        host.updateContent(host.trackingObservableReadsForOwner(host.ownerTrigger) { content(element(offset)) }, context)
    }

    package func deleteAction(at offset: Int) -> (() -> Void)? {
        guard let action = deleteAction else { return nil }
        return { action(IndexSet(integer: offset)) }
    }
}

/// Holds one subview of a lazy stack: the subview's nodes, whatever their
/// kind, laid out as one item (several items stack as a `VStack`, none is
/// empty), as a row of SwiftUI's lazy stacks is one view.
package class LazySubviewHost: SingleChildNode {
    /// What a change of a model the row's closure read calls (made once).
    lazy var ownerTrigger: @Sendable () -> Void = OwnerObservationTrigger(node: self).callback
    package override var kindName: String { "LazySubview" }
}

/// Views a lazy stack opens into their subviews instead of taking whole
/// give `View._addLazySubviews` (and `_opensIntoLazySubviews`) themselves.
package typealias LazyStackContent = _LazyStackContent

extension View {
    /// A view whose body is a container (`_LazySubviewContainer`: rows, a
    /// `ForEach`, a `Section`) adds its body's subviews, where the stack
    /// keeps hosts for such views; any other view is one subview, whatever
    /// its body holds.
    public static func _addLazySubviews(_ view: Self, to content: inout _LazyStackContent) {
        if _opensIntoLazySubviews, content.addBody(of: view) { return }
        content.append(SingleSubview(view: view))
    }
    public static var _opensIntoLazySubviews: Bool { Body.self is any _LazySubviewContainer.Type }
}

// The containers a lazy stack opens into their subviews.

extension EmptyView {
    public static var _opensIntoLazySubviews: Bool { true }
    public static func _addLazySubviews(_ view: Self, to content: inout _LazyStackContent) {}
}

extension TupleView {
    public static var _opensIntoLazySubviews: Bool { true }
    public static func _addLazySubviews(_ view: Self, to content: inout _LazyStackContent) {
        var index = 0
        view.visitElements { element in
            content.add(element, at: AnyHashable(index))
            index += 1
        }
    }
}

extension Group {
    public static var _opensIntoLazySubviews: Bool { true }
    public static func _addLazySubviews(_ view: Self, to content: inout _LazyStackContent) {
        content.add(view.content)
    }
}

@MainActor
extension Optional where Wrapped: View {
    public static var _opensIntoLazySubviews: Bool { true }
    public static func _addLazySubviews(_ view: Self, to content: inout _LazyStackContent) {
        if let wrapped = view { content.add(wrapped, at: AnyHashable("some")) }
    }
}

extension _ConditionalContent {
    public static var _opensIntoLazySubviews: Bool { true }
    public static func _addLazySubviews(_ view: Self, to content: inout _LazyStackContent) {
        switch view.storage {
        case .first(let branch): content.add(branch, at: AnyHashable(true))
        case .second(let branch): content.add(branch, at: AnyHashable(false))
        }
    }
}

extension AnyView {
    public static var _opensIntoLazySubviews: Bool { true }
    public static func _addLazySubviews(_ view: Self, to content: inout _LazyStackContent) {
        content.add(view.box, at: AnyHashable(ObjectIdentifier(type(of: view.box))))
    }
}

extension ForEach {
    public static var _opensIntoLazySubviews: Bool { true }
    /// Rows of one view each are one run, built lazily; rows that are
    /// containers (a `Section` per element) are opened element by element.
    public static func _addLazySubviews(_ view: Self, to content: inout _LazyStackContent) {
        guard Content._opensIntoLazySubviews else {
            content.append(view)
            return
        }
        let outerDelete = content.elementDelete
        for (offset, element) in view.data.enumerated() {
            if let action = view.deleteAction { content.elementDelete = { action(IndexSet(integer: offset)) } }
            content.add(content.trackingReads { view.content(element) }, at: AnyHashable(view.idOf(element)))
        }
        content.elementDelete = outerDelete
    }
}

extension Section {
    public static var _opensIntoLazySubviews: Bool { true }
    public static func _addLazySubviews(_ view: Self, to content: inout _LazyStackContent) {
        content.addSection(header: view.header, content: view.content, footer: view.footer, isExpanded: view.isExpanded)
    }
}

extension _IdentifiedView {
    /// `.id(_:)` on a container (`Section { … }.id(category)` in a
    /// `ForEach`) keeps it a container: its subviews are read as without
    /// the id, under a path holding the id (a new id, fresh state), each
    /// carrying the id so `ScrollViewProxy.scrollTo` finds the first of them.
    public static var _opensIntoLazySubviews: Bool { Content._opensIntoLazySubviews }
    public static func _addLazySubviews(_ view: Self, to content: inout _LazyStackContent) {
        guard Content._opensIntoLazySubviews else {
            content.append(SingleSubview(view: view))
            return
        }
        let outer = content.explicitID
        content.explicitID = AnyHashable(view.id)
        content.add(view.content, at: AnyHashable(view.id))
        content.explicitID = outer
    }
}
