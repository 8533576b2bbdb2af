/// The window's safe area and the insets views add, as seen by one view.
///
/// A view's safe-area insets are how far its frame may extend into the
/// unsafe bands around it: on an edge that lies inside a band (between the
/// band's outer edge and its inner edge, within half a device pixel), the
/// distance to the band's outer edge; elsewhere zero. The bands are taken
/// innermost first (the nearest `safeAreaInset`/`safeAreaPadding`, then the
/// next, then the window's), each extending the frame before the next is
/// tested, so a scroll view above a bottom bar extends under the bar and
/// then under the home indicator. This is OpenSwiftUI's
/// `SafeAreaInsets.resolve` (reverse-engineered from SwiftUI) for the
/// `.container` region. The content of a scroll view sees no safe area:
/// the scroll view turns it into content insets (ScrollSim's choice).
///
/// ```swift
/// // A view whose top lies on the status bar's edge (y 47 of 844):
/// SafeAreaResolver(windowSize: CGSize(width: 390, height: 844),
///                  windowInsets: EdgeInsets(top: 47, bottom: 34), scale: 3).insets(of: node).top // 47
/// ```
@MainActor
package struct SafeAreaResolver {
    package var windowSize: CGSize
    package var windowInsets: EdgeInsets
    /// Device pixels per point: edges within half a pixel count as touching.
    package var scale: CGFloat

    package init(windowSize: CGSize, windowInsets: EdgeInsets, scale: CGFloat) {
        self.windowSize = windowSize
        self.windowInsets = windowInsets
        self.scale = max(scale, 1)
    }

    /// The resolver of the window `graph` shows.
    package init(_ graph: ViewGraph) {
        self.init(windowSize: graph.size, windowInsets: graph.safeAreaInsets, scale: graph.displayScale)
    }

    /// The safe-area insets of `node`'s current frame (its ancestors placed),
    /// in points, on every edge.
    package func insets(of node: Node) -> EdgeInsets {
        let original = node.frame
        var rect = original
        var child: Node = node
        var ancestor = node.parent
        while let a = ancestor {
            // A scroll view's content sees none of the bands outside it.
            if a is ScrollContainerNode { break }
            if let insetting = a as? SafeAreaInsetting, let insets = insetting.safeAreaInsets(forChild: child) {
                extend(&rect, intoBandOf: a.frame, insets: insets)
            }
            if a is RootNode {
                extend(&rect, intoBandOf: CGRect(origin: .zero, size: windowSize), insets: windowInsets)
            }
            child = a
            ancestor = a.parent
        }
        return EdgeInsets(top: original.minY - rect.minY, leading: original.minX - rect.minX,
                          bottom: rect.maxY - original.maxY, trailing: rect.maxX - original.maxX)
    }

    /// How far `node`'s frame reaches into the unsafe bands on each edge
    /// (UIKit's `safeAreaInsets` of a view): for every band around it (the
    /// window's, and those its ancestors add with `SafeAreaInsetting`), the
    /// distance from the frame's edge to the band's inner edge, clamped to
    /// the frame's size; the largest over the bands. Zero for a frame that
    /// lies inside the safe area.
    ///
    /// ```swift
    /// // A full-screen view on an iPhone 14:
    /// resolver.overlap(of: node) // top 47, bottom 34
    /// ```
    package func overlap(of node: Node) -> EdgeInsets {
        let f = node.globalFrame
        var result = EdgeInsets.zero
        func add(space: CGRect, insets: EdgeInsets) {
            let inner = space.inset(by: insets)
            result.top = max(result.top, min(max(0, inner.minY - f.minY), f.height))
            result.bottom = max(result.bottom, min(max(0, f.maxY - inner.maxY), f.height))
            result.leading = max(result.leading, min(max(0, inner.minX - f.minX), f.width))
            result.trailing = max(result.trailing, min(max(0, f.maxX - inner.maxX), f.width))
        }
        var child: Node = node
        var ancestor = node.parent
        while let a = ancestor {
            if a is ScrollContainerNode { break }
            if let insetting = a as? SafeAreaInsetting, let insets = insetting.safeAreaInsets(forChild: child) {
                add(space: a.globalFrame, insets: insets)
            }
            if a is RootNode { add(space: CGRect(origin: .zero, size: windowSize), insets: windowInsets) }
            child = a
            ancestor = a.parent
        }
        return result
    }

    /// Moves each edge of `rect` that lies in the band between `space` and
    /// `space` inset by `insets` out to the band's outer edge.
    private func extend(_ rect: inout CGRect, intoBandOf space: CGRect, insets: EdgeInsets) {
        let inner = space.inset(by: insets)
        let eps = 0.5 / scale + 0.001
        var minX = rect.minX, minY = rect.minY, maxX = rect.maxX, maxY = rect.maxY
        if minY - eps < inner.minY && space.minY < minY + eps { minY = min(minY, space.minY) }
        if inner.maxY < maxY + eps && maxY - eps < space.maxY { maxY = max(maxY, space.maxY) }
        if minX - eps < inner.minX && space.minX < minX + eps { minX = min(minX, space.minX) }
        if inner.maxX < maxX + eps && maxX - eps < space.maxX { maxX = max(maxX, space.maxX) }
        rect = CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
