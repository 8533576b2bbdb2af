import Foundation

/// A view made from a collection (`ForEach`), to which a list's edit
/// actions (`onDelete`, `onMove`) attach.
@MainActor
public protocol DynamicViewContent: View {
    associatedtype Data: Collection
    /// The collection the views are made from.
    var data: Data { get }
}

extension ForEach: DynamicViewContent {}

extension ForEach {
    /// Lets a list delete these rows: `action` gets the offsets (in `data`)
    /// of the rows to delete and is expected to remove them from the source
    /// of truth. A swipe to the left on a row uncovers a Delete button
    /// unless the row has trailing `swipeActions` of its own (see
    /// `ListRowNode`'s swipe); `ViewGraph.deleteListRow(containing:)`
    /// performs the same delete without input.
    ///
    /// ```swift
    /// ForEach(mail) { Text($0.subject) }
    ///     .onDelete { mail.remove(atOffsets: $0) }
    /// ```
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> ForEach {
        var copy = self
        copy.deleteAction = action
        return copy
    }

    /// Lets a list reorder these rows: in edit mode each row (unless
    /// `moveDisabled(true)`) shows a reorder control at its trailing edge;
    /// dragging it moves the row among the rows of this `ForEach`, and
    /// when it has settled in its new slot `action` gets the row's offset
    /// and the offset it goes before, as `move(fromOffsets:toOffset:)`
    /// reads them (row 0 dropped below row 2: `[0]`, 3). Rows of a
    /// `ForEach` whose content is a container (a `Section` per element)
    /// are not moved.
    ///
    /// ```swift
    /// ForEach(items) { Text($0.name) }
    ///     .onMove { items.move(fromOffsets: $0, toOffset: $1) }
    /// ```
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> ForEach {
        var copy = self
        copy.moveAction = action
        return copy
    }
}

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at `offsets` (offsets from `startIndex`), keeping
    /// the others in order.
    ///
    /// ```swift
    /// var a = ["a", "b", "c", "d"]
    /// a.remove(atOffsets: [1, 3]) // ["a", "c"]
    /// ```
    public mutating func remove(atOffsets offsets: IndexSet) {
        var kept = Self()
        for (offset, element) in enumerated() where !offsets.contains(offset) { kept.append(element) }
        self = kept
    }
}

extension MutableCollection {
    /// Moves the elements at `source` (offsets) so they come, in their
    /// order, before the element that was at offset `destination` (or at the
    /// end when it is `count`). Offsets outside the collection are ignored.
    ///
    /// ```swift
    /// var a = ["a", "b", "c", "d"]
    /// a.move(fromOffsets: [0], toOffset: 3) // ["b", "c", "a", "d"]
    /// ```
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let elements = Array(self)
        let n = elements.count
        let moved = source.filter { $0 >= 0 && $0 < n }
        let movedSet = Set(moved)
        let split = Swift.min(Swift.max(0, destination), n)
        let before = (0..<split).filter { !movedSet.contains($0) }
        let after = (split..<n).filter { !movedSet.contains($0) }
        var i = startIndex
        for offset in before + moved + after {
            self[i] = elements[offset]
            formIndex(after: &i)
        }
    }
}

extension ViewGraph {
    /// Deletes the list row showing a `Text` whose text is `text`, as a
    /// swipe to the left and a tap on Delete would on iOS: calls its
    /// `ForEach`'s `onDelete` with the row's offset. Returns false when no
    /// built row shows that text or its `ForEach` has no `onDelete`. The
    /// change shows after the next `update()`.
    @discardableResult
    public func deleteListRow(containing text: String) -> Bool {
        guard let row = listRow(containing: text, in: root), let action = row.deleteAction else { return false }
        action()
        return true
    }

    private func listRow(containing text: String, in node: Node) -> ListRowNode? {
        if let row = node as? ListRowNode, row.contains(text: text) { return row }
        for child in node.children {
            if let found = listRow(containing: text, in: child) { return found }
        }
        return nil
    }
}

extension Node {
    /// True when a `Text` in this subtree shows `text`.
    fileprivate func contains(text: String) -> Bool {
        if let t = self as? TextNode, t.text == text { return true }
        return children.contains { $0.contains(text: text) }
    }
}
