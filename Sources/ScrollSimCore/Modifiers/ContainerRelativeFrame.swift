// MARK: - containerRelativeFrame

/// How a container-relative frame turns the container's length into its own.
enum ContainerRelativeLength {
    /// Apple's grid: `((length - spacing × (count - 1)) / count) × span + (span - 1) × spacing`.
    case grid(count: Int, span: Int, spacing: CGFloat)
    /// The user's function of the container's length and the axis.
    case custom((CGFloat, Axis) -> CGFloat)

    func length(_ container: CGFloat, _ axis: Axis) -> CGFloat {
        switch self {
        case let .grid(count, span, spacing):
            let column = (container - spacing * CGFloat(count - 1)) / CGFloat(count)
            return column * CGFloat(span) + CGFloat(span - 1) * spacing
        case let .custom(f):
            return f(container, axis)
        }
    }

    /// Equal grids give equal lengths; a function is never known to be the same.
    func isSame(as other: ContainerRelativeLength) -> Bool {
        if case let .grid(c1, s1, p1) = self, case let .grid(c2, s2, p2) = other { return c1 == c2 && s1 == s2 && p1 == p2 }
        return false
    }
}

struct _ContainerRelativeFrameModifier: NodeModifier {
    let axes: Axis.Set
    let alignment: Alignment
    let length: ContainerRelativeLength
    func makeNode(_ context: BuildContext) -> ContainerRelativeFrameNode { ContainerRelativeFrameNode() }
    func configure(_ node: ContainerRelativeFrameNode, _ context: BuildContext) {
        assignLayout(&node.axes, axes, node)
        assignLayout(&node.alignment, alignment, node)
        if !node.length.isSame(as: length) {
            node.length = length
            node.invalidateLayout()
        }
    }
}

/// A frame whose size on `axes` follows the nearest container: the
/// nearest enclosing scroll view (its proposed size less its content
/// margins: the safe area it extends over is outside its frame), else the
/// window's safe area (Apple: "the size of a container … subtracting any
/// safe area insets that might be applied to that container"). Where a
/// scroll view's proposal is unbounded (its scrolled axis measured for its
/// ideal size), the next container out decides. On the other axes it is
/// its content's size for the proposal it gets. Its content is proposed
/// its size and placed by `alignment`.
package final class ContainerRelativeFrameNode: SingleChildNode {
    var axes: Axis.Set = []

    /// As a frame's: the edges across each axis it sizes are those of a
    /// view that is not text.
    package override func spacing() -> ViewSpacing {
        guard let child else { return ViewSpacing() }
        var s = child.spacing()
        guard !child.requiresSpacingProjection else { return s }
        var edges: Edge.Set = []
        if axes.contains(.horizontal) { edges.formUnion(.horizontal) }
        if axes.contains(.vertical) { edges.formUnion(.vertical) }
        s.reset(edges)
        return s
    }
    package override var requiresSpacingProjection: Bool { false }
    var alignment: Alignment = .center
    var length = ContainerRelativeLength.grid(count: 1, span: 1, spacing: 0)

    /// The container's size, width and height, registering with each container asked.
    private func containerSize() -> CGSize {
        var width: CGFloat?
        var height: CGFloat?
        var node = parent
        while let n = node, width == nil || height == nil {
            if let container = n as? LayoutContainer {
                container.containerDependents.register(self)
                let s = container.containerDependents.size
                if width == nil { width = s.width }
                if height == nil { height = s.height }
            }
            node = n.parent
        }
        return CGSize(width: width ?? 0, height: height ?? 0)
    }

    package override func measure(_ proposal: ProposedViewSize) -> CGSize {
        let container = containerSize()
        func own(_ axis: Axis, _ set: Axis.Set) -> CGFloat? {
            guard axes.contains(set) else { return nil }
            let v = length.length(container[axis], axis)
            return v.isFinite ? max(0, v) : 0
        }
        let w = own(.horizontal, .horizontal)
        let h = own(.vertical, .vertical)
        if let w, let h { return CGSize(width: w, height: h) }
        let c = childSize(ProposedViewSize(width: w ?? proposal.width, height: h ?? proposal.height))
        return CGSize(width: w ?? c.width, height: h ?? c.height)
    }

    package override func placeChildren(_ proposal: ProposedViewSize) {
        placeChildAligned(in: bounds, alignment: alignment)
    }

    package override var kindName: String { "containerRelativeFrame" }
}

extension View {
    /// Sizes this view on `axes` to the nearest container: the enclosing
    /// scroll view's visible size (less its content margins and safe area),
    /// or the window's safe area.
    ///
    /// ```swift
    /// ScrollView(.horizontal) {
    ///     HStack(spacing: 0) {
    ///         ForEach(pages) { page in PageView(page).containerRelativeFrame([.horizontal, .vertical]) }
    ///     }
    /// }
    /// ```
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        modified(_ContainerRelativeFrameModifier(axes: axes, alignment: alignment,
                                                 length: .grid(count: 1, span: 1, spacing: 0)))
    }

    /// Sizes this view on `axes` to `span` of `count` columns (or rows) of the
    /// nearest container, `spacing` apart:
    /// `((length - spacing × (count - 1)) / count) × span + (span - 1) × spacing`.
    /// A count or span below 1 counts as 1.
    ///
    /// ```swift
    /// card.containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10)   // two columns of three
    /// ```
    public func containerRelativeFrame(_ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat,
                                       alignment: Alignment = .center) -> some View {
        modified(_ContainerRelativeFrameModifier(axes: axes, alignment: alignment,
                                                 length: .grid(count: max(1, count), span: max(1, span),
                                                               spacing: spacing.isFinite ? spacing : 0)))
    }

    /// Sizes this view on `axes` to `length(containerLength, axis)`.
    ///
    /// ```swift
    /// image.containerRelativeFrame(.horizontal) { length, _ in length * 0.8 }
    /// ```
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center,
                                       _ length: @escaping (CGFloat, Axis) -> CGFloat) -> some View {
        modified(_ContainerRelativeFrameModifier(axes: axes, alignment: alignment, length: .custom(length)))
    }
}
