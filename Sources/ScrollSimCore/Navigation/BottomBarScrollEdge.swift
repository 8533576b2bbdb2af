import Foundation

/// When a bottom bar (the tab bar, a page's bottom toolbar) draws its
/// background and hairline: iOS 15's scroll-edge appearance. The bar is
/// clear while the content it follows ends at or above its top edge (a
/// short list, a list scrolled to its end, a page with no scroll view) and
/// shows its background once content lies under it, as the navigation bar
/// does at the top (`NavigationBarGeometry.showsBackground`).
///
/// The bar follows the first vertically scrolling scroll view of what it
/// covers, not looking inside scroll views; inside a `NavigationStack` it
/// follows the top page's (the one its navigation bar follows).
@MainActor
package enum BottomBarScrollEdge {
    /// True when the followed scroll view's content reaches below `barTop`,
    /// in window points, by more than a thousandth of a point. Before: the
    /// scroll view is placed (its viewport, offset and content size are this
    /// frame's). `content` is the root of what the bar covers.
    package static func showsBackground(barTop: CGFloat, content: Node?) -> Bool {
        guard let scroll = content.flatMap(followedScrollView) else { return false }
        let contentBottom = scroll.globalViewport.minY - scroll.offset.y + scroll.contentSize.height
        return contentBottom > barTop + 0.001
    }

    /// The scroll view a bottom bar over `node` follows; nil for none.
    package static func followedScrollView(in node: Node) -> ScrollContainerNode? {
        if let scroll = node.ifKind(ScrollContainerNode.self) {
            return scroll.axes.contains(.vertical) ? scroll : nil
        }
        if let stack = node.ifKind(NavigationContainerNode.self) { return stack.trackedScrollView }
        for child in node.children {
            if let found = followedScrollView(in: child) { return found }
        }
        return nil
    }
}
