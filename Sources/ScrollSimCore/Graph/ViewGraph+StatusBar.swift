extension ViewGraph {
    /// The status bar: the window's top safe-area band, on a device that
    /// has one. A touch that starts there goes to the status bar, not to
    /// the views under it (iOS's status bar takes it), and a tap there is
    /// the scroll-to-top gesture.
    package func isInStatusBar(_ point: CGPoint) -> Bool {
        safeAreaInsets.top > 0 && point.y < safeAreaInsets.top && point.y >= 0
            && point.x >= 0 && point.x <= size.width
    }

    /// The scroll views the status-bar gesture may scroll: in the tree,
    /// `scrollsToTop` set, and showing part of their viewport in the window.
    package var scrollToTopCandidates: [ScrollContainerNode] {
        let window = CGRect(origin: .zero, size: size)
        return liveTickers.compactMap { ticker -> ScrollContainerNode? in
            guard let scroll = ticker as? ScrollContainerNode, scroll.scrollsToTop else { return nil }
            let visible = scroll.globalViewport.intersection(window)
            return visible.isNull || visible.width <= 0 || visible.height <= 0 ? nil : scroll
        }
    }

    /// A tap on the status bar (UIKit's scroll-to-top gesture, as Apple
    /// documents it): the one on-screen scroll view with `scrollsToTop`
    /// scrolls to its top, unless it is already there or its delegate
    /// refuses; when several are on screen, nothing happens. Returns
    /// whether a scroll view started to move.
    @discardableResult
    package func statusBarTapped(time: Double) -> Bool {
        let candidates = scrollToTopCandidates
        guard candidates.count == 1 else { return false }
        let moved = candidates[0].driver.scrollToTop(time: time)
        if moved { requestFrames() }
        return moved
    }
}
