import Foundation

extension ListMetrics {
    /// How far each outline level indents a row's content (a disclosure
    /// group's rows, an `OutlineGroup`'s children): 10 pt, the default
    /// `indentationWidth` UIKit documents for its table cells. Apple does
    /// not document the width SwiftUI's list cells use.
    public static let outlineIndentation: CGFloat = 10
}

/// Which of a list's disclosure groups are expanded, for those that keep
/// no `isExpanded` binding of their own (an `OutlineGroup`'s, or a
/// `DisclosureGroup` without one). A group is known by its place: the
/// structural path to it in the list's content, element ids included, so
/// a group stays expanded while its element stays in the data.
package struct ListOutline {
    /// The places of the expanded groups.
    package let expanded: Set<[AnyHashable]>
    /// Expands (true) or collapses (false) the group at a place; the list
    /// then reads its content again.
    package let setExpanded: @MainActor ([AnyHashable], Bool) -> Void

    package init(expanded: Set<[AnyHashable]>, setExpanded: @escaping @MainActor ([AnyHashable], Bool) -> Void) {
        self.expanded = expanded
        self.setExpanded = setExpanded
    }
}

extension _LazyStackContent {
    /// Adds a disclosure group of a list: its label row (standing for
    /// `id` in a selection; nil: for nothing) at the current outline level,
    /// then, while expanded, the rows `children` adds, one level deeper.
    /// In a list with a selection a row that stands for an id selects as
    /// any row does, and only its chevron toggles the group.
    /// The group is expanded when `isExpanded` says so, or without a
    /// binding when the list's outline has its place (the current path and
    /// `component`). A tap on the label row toggles it with
    /// `Animation.default`, unless the tap's transaction has an animation.
    mutating func addDisclosure<L: View>(label: L, id: AnyHashable?, isExpanded: Binding<Bool>?, at component: AnyHashable,
                                         children: (inout _LazyStackContent) -> Void) {
        guard let outline else { return }
        path.append(component)
        defer { path.removeLast() }
        let place = path
        let expanded = isExpanded?.wrappedValue ?? outline.expanded.contains(place)
        let setExpanded = outline.setExpanded
        let toggle: @MainActor () -> Void = {
            let change = {
                if let isExpanded { isExpanded.wrappedValue = !expanded } else { setExpanded(place, !expanded) }
            }
            withDefaultAnimationUnlessAnimated(change)
        }
        path.append("label")
        let selectable = id != nil && listEnvironment?.listSelection != nil
        append(IdentifiedSubview(view: OutlineDisclosureRow(label: label, isExpanded: expanded, selectable: selectable, toggle: toggle),
                                 id: id ?? AnyHashable(SingleSubviewID())))
        path.removeLast()
        guard expanded else { return }
        let outer = traits
        traits.outlineLevel = (outer.outlineLevel ?? 0) + 1
        children(&self)
        traits = outer
    }
}

/// One view as a run of one subview that stands for `id` (an outline
/// element's id, the value its row selects).
struct IdentifiedSubview<V: View>: LazySubviewSource {
    let view: V
    let id: AnyHashable
    var subviewCount: Int { 1 }
    func subviewID(at offset: Int) -> AnyHashable { id }
    func updateSubview(at offset: Int, in host: LazySubviewHost, _ context: BuildContext) {
        host.updateContent(view, context)
    }
}

/// A disclosure group's label row in a list (`DisclosureLabelRow`). The
/// whole row is the button that toggles it, drawn pressed while touched;
/// a `selectable` row (in a list with a selection) is left to select as
/// any row does, and the chevron alone is the button.
struct OutlineDisclosureRow<Label: View>: View {
    let label: Label
    let isExpanded: Bool
    let selectable: Bool
    let toggle: @MainActor () -> Void

    var body: some View {
        if selectable {
            DisclosureLabelRow(label: label, isExpanded: isExpanded, chevronAction: toggle)
        } else {
            ListRowButton(action: toggle) { DisclosureLabelRow(label: label, isExpanded: isExpanded) }
        }
    }
}

/// A collapsible section's header in a sidebar list: the header with the
/// chevron (`DisclosureLabelRow`); a tap on the header toggles the section with `Animation.default`.
struct CollapsibleSectionHeader<Header: View>: View {
    let header: Header
    let isExpanded: Binding<Bool>

    var body: some View {
        let isExpanded = self.isExpanded
        DisclosureLabelRow(label: header, isExpanded: isExpanded.wrappedValue)
            .contentShape(Rectangle())
            .onTapGesture {
                withDefaultAnimationUnlessAnimated { isExpanded.wrappedValue.toggle() }
            }
    }
}
