/// What a `GeometryReader` knows about the space it was given. Frames are
/// read when asked, so they are the reader's current ones; a reader whose
/// content asked for a position is built again whenever a scroll offset
/// moves it (see `ViewGraph.followScrollOffsets`).
///
/// ```swift
/// GeometryReader { proxy in
///     Color.clear.preference(key: OffsetKey.self, value: proxy.frame(in: .named("scroll")).minY)
/// }
/// ```
@MainActor
public struct GeometryProxy {
    /// The size the reader was given (its whole proposal), in points.
    public let size: CGSize
    /// The safe-area insets of the window.
    public let safeAreaInsets: EdgeInsets
    /// The view measured: a `GeometryReader`'s node, or the node of a
    /// modifier that hands a proxy of its own view (`visualEffect`).
    unowned let node: Node
    /// Which build of the reader's content this proxy was made for: a new
    /// number each build, so a view that keeps the proxy is never taken for
    /// unchanged (and skipped) after the reader moved.
    let build: UInt32

    /// Tells a reader its content read a position (so scrolling builds it again).
    func noteReadPosition() { (node as? GeometryReaderNode)?.contentReadPosition() }

    /// The reader's frame in `space`, in points: `.local` is its bounds;
    /// `.global` the window, scroll offsets applied; `.named(n)` relative to
    /// the nearest ancestor named `n` (the window when there is none).
    public func frame(in space: CoordinateSpace) -> CGRect {
        switch space {
        case .local:
            return CGRect(origin: .zero, size: size)
        case .global:
            noteReadPosition()
            return node.globalFrame
        case .named(let name):
            noteReadPosition()
            guard let space = node.enclosingSpaceNode(named: name), var f = node.frame(inSpaceOf: space) else {
                return node.globalFrame
            }
            // `.scrollView` is measured from the viewport, which starts the outset before the frame.
            if name.base is ScrollViewSpaceName, let scroll = space as? ScrollContainerNode {
                f.origin.x += scroll.viewportOutset.leading
                f.origin.y += scroll.viewportOutset.top
            }
            return f
        }
    }

    /// The reader's frame in `space` (`.global`, `.local`, `.named(_:)`,
    /// `.scrollView`, `.scrollView(axis:)`), as `frame(in:)` with its
    /// resolved `CoordinateSpace`.
    public func frame(in space: some CoordinateSpaceProtocol) -> CGRect {
        frame(in: space.coordinateSpace)
    }

    /// The bounds of the named space, in the reader's own coordinates (its
    /// origin is where the space's top-leading corner is relative to the
    /// reader's); nil when no ancestor has that name.
    public func bounds(of space: NamedCoordinateSpace) -> CGRect? {
        noteReadPosition()
        guard let s = node.enclosingSpace(named: space.name) else { return nil }
        let g = node.globalFrame
        return CGRect(x: s.minX - g.minX, y: s.minY - g.minY, width: s.width, height: s.height)
    }
}

extension Node {
    /// The window rect of the nearest ancestor that answers `name`: the
    /// frame of a view named so with `coordinateSpace`, or for a
    /// `ScrollViewSpaceName` the viewport of the innermost scroll view
    /// (scrolling along its axis, when it has one).
    ///
    /// The two differ where a SwiftUI scroll view extends over the safe
    /// area: a name given to the `ScrollView` names its frame, the view its
    /// parent laid out (inside the safe area), while `.scrollView` is the
    /// space the system adds for the scroll view itself, whose viewport
    /// reaches under the bars (`ScrollState.frame`). At rest in a
    /// full-screen scroll view on an iPhone 14 the content's top is at 0 in
    /// the first and at 47 in the second, as in `.global`.
    @MainActor
    func enclosingSpace(named name: AnyHashable) -> CGRect? {
        guard let space = enclosingSpaceNode(named: name) else { return nil }
        if name.base is ScrollViewSpaceName, let scroll = space as? ScrollContainerNode { return scroll.globalViewport }
        return space.globalFrame
    }

    /// The nearest ancestor that answers `name` (see `enclosingSpace(named:)`).
    @MainActor
    func enclosingSpaceNode(named name: AnyHashable) -> Node? {
        let scrollSpace = name.base as? ScrollViewSpaceName
        var ancestor = parent
        while let a = ancestor {
            if let named = a as? CoordinateSpaceNode, named.name == name { return a }
            if let scrollSpace, let scroll = a as? ScrollContainerNode, scroll.scrolls(along: scrollSpace.axis) {
                return a
            }
            ancestor = a.parent
        }
        return nil
    }
}

extension ScrollContainerNode {
    /// True when this container scrolls along `axis` (along any axis when nil);
    /// a plain `UIView` (no axes) is no scroll view.
    func scrolls(along axis: Axis?) -> Bool {
        guard let axis else { return !axes.isEmpty }
        return axes.contains(axis == .horizontal ? .horizontal : .vertical)
    }
}
