/// A weak reference to a geometry reader.
@MainActor
struct WeakGeometryReader {
    weak var node: GeometryReaderNode?
}

extension ViewGraph {
    /// Keeps `reader` on the list of readers that follow scroll offsets, for as long as it lives.
    package func register(reader: GeometryReaderNode) {
        geometryReaders.append(WeakGeometryReader(node: reader))
    }

    /// Gives the geometry readers a scroll moved their new frames.
    ///
    /// A scroll offset is a translation applied to the content (see
    /// `ScrollContainerNode`): no frame in the content changes, so layout
    /// does not run and would not reach the readers. When some scroll view's
    /// offset changed since the last call, every reader in the tree whose
    /// content read a position and whose window origin is no longer the one
    /// it was built at builds its content again with a new proxy and places
    /// it (`GeometryReaderNode.rebuildIfMoved(to:)`); nothing else is laid
    /// out, so the cost follows the number of readers, not of views. The
    /// preferences they write are then delivered by `update()` as any others.
    /// Returns true when a reader was built again.
    @discardableResult
    func followScrollOffsets() -> Bool {
        guard !geometryReaders.isEmpty, scrollOffsetsMoved() else { return false }
        geometryReaders.removeAll { $0.node == nil }
        var rebuilt = false
        for entry in geometryReaders {
            guard let reader = entry.node, reader.isAttached(to: root) else { continue }
            guard reader.placementIsValid else {
                // Not placed since it changed: the coming layout builds it where it is.
                setNeedsLayout()
                continue
            }
            if reader.rebuildIfMoved(to: reader.globalFrame.origin) { rebuilt = true }
        }
        return rebuilt
    }

    /// True when a scroll view's offset changed since the last call; each
    /// scroll view remembers the offset this last saw.
    private func scrollOffsetsMoved() -> Bool {
        var moved = false
        for ticker in tickers {
            guard let scroll = ticker.node as? ScrollContainerNode else { continue }
            let offset = scroll.offset
            if offset != scroll.offsetSeenByReaders {
                scroll.offsetSeenByReaders = offset
                moved = true
            }
        }
        return moved
    }
}
