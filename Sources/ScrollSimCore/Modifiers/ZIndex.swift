// MARK: - zIndex

struct _ZIndexModifier: NodeModifier {
    let value: Double
    func makeNode(_ context: BuildContext) -> ZIndexNode { ZIndexNode() }
    func configure(_ node: ZIndexNode, _ context: BuildContext) {
        guard node.value != value else { return }
        node.value = value
        // The container that orders its items by it looks again.
        var n = node.parent
        while let p = n {
            if let ordering = p as? ZOrdering { ordering.zIndexChanged(); break }
            guard type(of: p).isStructural || p is SingleChildNode else { break }
            n = p.parent
        }
    }
}

/// Carries a view's `zIndex`; draws and lays out its content unchanged.
package final class ZIndexNode: SingleChildNode {
    var value: Double = 0
    package override var kindName: String { "zIndex" }
}

/// A container whose items are drawn and hit tested in `zIndex` order.
@MainActor
protocol ZOrdering: AnyObject {
    func zIndexChanged()
}

extension Node {
    /// The `zIndex` of this layout item: the value of the innermost
    /// `zIndex` modifier on the chain of single-child modifiers that makes
    /// the item (0 without one), as SwiftUI's trait takes the value written
    /// nearest the view.
    var itemZIndex: Double {
        var value: Double = 0
        var n: Node? = self
        while let s = n as? SingleChildNode {
            if let z = s as? ZIndexNode { value = z.value }
            n = s.contentRoot
        }
        return value
    }
}

extension NodeList {
    /// The indices of these items in drawing order, back to front: by
    /// `zIndex`, then by their order; nil when every `zIndex` is 0 (the
    /// order is the items' own).
    @MainActor func zOrder() -> [Int]? {
        var keys: [Double] = []
        keys.reserveCapacity(count)
        var any = false
        for i in indices {
            let z = self[i].itemZIndex
            if z != 0 { any = true }
            keys.append(z)
        }
        guard any else { return nil }
        return indices.sorted { (keys[$0], $0) < (keys[$1], $1) }
    }
}

extension View {
    /// Where this view is drawn among its siblings in a stack: higher in
    /// front (and hit first), equal values in their order; 0 by default.
    /// Layout does not change.
    ///
    /// ```swift
    /// ZStack {
    ///     Color.red.frame(width: 50, height: 50).zIndex(1)   // in front of the blue square
    ///     Color.blue.frame(width: 50, height: 50)
    /// }
    /// ```
    public func zIndex(_ value: Double) -> some View {
        modified(_ZIndexModifier(value: value.isFinite ? value : 0))
    }
}
