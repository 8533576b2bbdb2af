/// A built-in modifier applied to some content: one generic view type whose
/// node kind is chosen by `M`.
@usableFromInline
struct _ModifiedView<Content: View, M: NodeModifier>: View {
    public typealias Body = Never
    let content: Content
    let modifier: M

    @usableFromInline
    init(content: Content, modifier: M) {
        self.content = content
        self.modifier = modifier
    }
}

/// A built-in modifier: makes and configures the node that wraps content.
@MainActor @usableFromInline
protocol NodeModifier {
    associatedtype NodeType: SingleChildNode
    func makeNode(_ context: BuildContext) -> NodeType
    func configure(_ node: NodeType, _ context: BuildContext)
    /// The environment the content is built with.
    func childEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues
}

extension NodeModifier {
    @usableFromInline
    func childEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues { environment }
}

extension _ModifiedView: PrimitiveView {
    /// `PrimitiveView`'s `_makeNode`, declared here so that client code may
    /// inline this type; it calls this type's own methods (a call to the
    /// generic default would look this type's metadata up at run time).
    @usableFromInline @inline(__always)
    static func _makeNode(_ view: Self, _ inputs: _ViewInputs) -> _ViewOutputs {
        if Content._distributesModifiers { return _ViewOutputs(view.reconcileDistributed(inputs.old, inputs.context)) }
        if let old = inputs.old, view.update(old, inputs.context) { return _ViewOutputs(old) }
        return _ViewOutputs(view.makeNode(inputs.context))
    }

    package func makeNode(_ context: BuildContext) -> Node {
        let node = modifier.makeNode(context)
        modifier.configure(node, context)
        var c = context
        c.environment = modifier.childEnvironment(context.environment)
        node.updateContent(content, c)
        return node
    }
    package func update(_ node: Node, _ context: BuildContext) -> Bool {
        guard let node = node.ifKind(M.NodeType.self) else { return false }
        modifier.configure(node, context)
        var c = context
        c.environment = modifier.childEnvironment(context.environment)
        node.updateContent(content, c)
        return true
    }
}

extension View {
    @inlinable
    func modified<M: NodeModifier>(_ modifier: M) -> _ModifiedView<Self, M> {
        _ModifiedView(content: self, modifier: modifier)
    }
}

// MARK: - padding

@usableFromInline
struct _PaddingModifier: NodeModifier {
    let insets: EdgeInsets

    @usableFromInline
    init(insets: EdgeInsets) { self.insets = insets }

    @usableFromInline
    init(edges: Edge.Set, length: CGFloat?) { insets = EdgeInsets(edges, length ?? 16) }
    @usableFromInline
    func makeNode(_ context: BuildContext) -> PaddingNode { PaddingNode() }
    @usableFromInline
    func configure(_ node: PaddingNode, _ context: BuildContext) { assignLayout(&node.insets, Self.validated(insets, context), node) }

    /// `insets` with NaN and infinite edges replaced by 0 (with a warning):
    /// they would make the padded size NaN or infinite whatever the proposal.
    static func validated(_ insets: EdgeInsets, _ context: BuildContext) -> EdgeInsets {
        if insets.top.isFinite && insets.leading.isFinite && insets.bottom.isFinite && insets.trailing.isFinite {
            return insets
        }
        var result = insets
        let edges: [(WritableKeyPath<EdgeInsets, CGFloat>, String)] = [(\.top, "top"), (\.leading, "leading"), (\.bottom, "bottom"), (\.trailing, "trailing")]
        for (edge, name) in edges where !result[keyPath: edge].isFinite {
            context.graph.warn("Invalid padding (NaN or infinite): \(name) \(result[keyPath: edge]) is ignored.")
            result[keyPath: edge] = 0
        }
        return result
    }
}

/// Insets its content: proposes the proposal minus the insets (never below
/// zero) and reports the content's size plus the insets.
@usableFromInline
package class PaddingNode: SingleChildNode {
    @exclusivity(unchecked) var insets = EdgeInsets()

    package override func measure(_ proposal: ProposedViewSize) -> CGSize {
        let c = childSize(inner(proposal))
        return CGSize(width: c.width + insets.horizontal, height: c.height + insets.vertical)
    }

    private func inner(_ p: ProposedViewSize) -> ProposedViewSize {
        // (No `Optional.map`: a closure handed to it is checked for the main actor on each call.)
        var inner = ProposedViewSize.unspecified
        if let w = p.width { inner.width = max(0, w - insets.horizontal) }
        if let h = p.height { inner.height = max(0, h - insets.vertical) }
        return inner
    }

    /// The content gets the proposal this node was placed with, less the
    /// insets (as when measured), not this node's final size less them.
    package override func placeChildren(_ proposal: ProposedViewSize) {
        placeChild(at: CGPoint(x: insets.leading, y: insets.top), proposal: inner(proposal))
    }

    /// The content's guide moved by the leading or top inset.
    package override func explicitGuide(_ key: AlignmentKey, _ axis: Axis, size: CGSize) -> CGFloat? {
        let inner = CGSize(width: max(0, size.width - insets.horizontal), height: max(0, size.height - insets.vertical))
        guard let g = child?.explicitGuide(key, axis, size: inner) else { return nil }
        return g + (axis == .horizontal ? insets.leading : insets.top)
    }
    package override var layoutPriority: Double { child?.layoutPriorityThroughLayout ?? 0 }
    /// The content's spacing with each padded edge (inset not 0) made that
    /// of a view that is not text (OpenSwiftUI `_PaddingLayout.spacing`).
    package override func spacing() -> ViewSpacing {
        var s = child?.spacing() ?? ViewSpacing()
        var edges: Edge.Set = []
        if insets.top != 0 { edges.insert(.top) }
        if insets.leading != 0 { edges.insert(.leading) }
        if insets.bottom != 0 { edges.insert(.bottom) }
        if insets.trailing != 0 { edges.insert(.trailing) }
        s.reset(edges)
        return s
    }
    package override var requiresSpacingProjection: Bool { false }
    package override var kindName: String { "padding" }
}

extension View {
    /// Pads every edge by `length` (16 when nil, the system default).
    ///
    /// ```swift
    /// Text("Hi").padding()        // 16 on every edge
    /// Text("Hi").padding(8)
    /// ```
    @inlinable
    public func padding(_ length: CGFloat? = nil) -> some View {
        modified(_PaddingModifier(edges: .all, length: length))
    }

    /// Pads the given edges by `length` (16 when nil).
    ///
    /// ```swift
    /// Text("Hi").padding([.horizontal])
    /// Text("Hi").padding(.vertical, 12)
    /// ```
    @inlinable
    public func padding(_ edges: Edge.Set, _ length: CGFloat? = nil) -> some View {
        modified(_PaddingModifier(edges: edges, length: length))
    }

    /// Pads each edge by its own inset.
    @inlinable
    public func padding(_ insets: EdgeInsets) -> some View {
        modified(_PaddingModifier(insets: insets))
    }
}

// MARK: - fixed frame

@usableFromInline
struct _FrameModifier: NodeModifier {
    let width: CGFloat?
    let height: CGFloat?
    let alignment: Alignment

    @usableFromInline
    init(width: CGFloat?, height: CGFloat?, alignment: Alignment) {
        self.width = width
        self.height = height
        self.alignment = alignment
    }
    @usableFromInline
    func makeNode(_ context: BuildContext) -> FrameNode { FrameNode() }
    @usableFromInline
    func configure(_ node: FrameNode, _ context: BuildContext) {
        assignLayout(&node.width, validated(width, "width", context), node)
        assignLayout(&node.height, validated(height, "height", context), node)
        assignLayout(&node.alignment, alignment, node)
    }
    private func validated(_ v: CGFloat?, _ name: String, _ context: BuildContext) -> CGFloat? {
        guard let v else { return nil }
        if v.isNaN || v.isInfinite || v < 0 {
            context.graph.warn("Invalid frame dimension (negative or non-finite): frame(\(name): \(v)) is ignored.")
            return nil
        }
        return v
    }
}

/// `.frame(width:height:)`: proposes the fixed sizes (the parent's proposal on
/// axes left nil) and reports them; places the content by `alignment`.
@usableFromInline
package final class FrameNode: SingleChildNode {
    /// The content's spacing with the edges across each axis the frame
    /// sets made those of a view that is not text; a spacer's is passed on
    /// whole (OpenSwiftUI `_FrameLayout.spacing`).
    package override func spacing() -> ViewSpacing {
        guard let child else { return ViewSpacing() }
        var s = child.spacing()
        guard !child.requiresSpacingProjection else { return s }
        var edges: Edge.Set = []
        if !storedWidth.isNaN { edges.formUnion(.horizontal) }
        if !storedHeight.isNaN { edges.formUnion(.vertical) }
        s.reset(edges)
        return s
    }
    package override var requiresSpacingProjection: Bool { false }

    // Stored as NaN for nil (8 bytes each, not 16): a frame never holds a NaN
    // dimension (`validated` turns one into nil with a warning).
    @exclusivity(unchecked) private var storedWidth = CGFloat.nan
    @exclusivity(unchecked) private var storedHeight = CGFloat.nan
    var width: CGFloat? {
        get { storedWidth.isNaN ? nil : storedWidth }
        set { storedWidth = newValue ?? .nan }
    }
    var height: CGFloat? {
        get { storedHeight.isNaN ? nil : storedHeight }
        set { storedHeight = newValue ?? .nan }
    }
    var alignment: Alignment = .center

    /// What the content is proposed, when measured and when placed: this
    /// node's proposal with the fixed axes replaced.
    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
    }

    package override func measure(_ proposal: ProposedViewSize) -> CGSize {
        if let width, let height { return CGSize(width: width, height: height) }
        let c = childSize(childProposal(proposal))
        return CGSize(width: width ?? c.width, height: height ?? c.height)
    }

    /// The content gets the proposal this node was placed with, the fixed
    /// axes replaced (as when measured), aligned in this node's bounds.
    package override func placeChildren(_ proposal: ProposedViewSize) {
        placeChildAligned(proposing: childProposal(proposal), in: bounds, alignment: alignment)
    }
    /// The content's text baselines, moved to where the content sits.
    package override func explicitGuide(_ key: AlignmentKey, _ axis: Axis, size: CGSize) -> CGFloat? {
        key.isTextBaseline ? alignedChildGuide(key, axis, proposing: childProposal(ProposedViewSize(size)), size: size, alignment: alignment)
                           : super.explicitGuide(key, axis, size: size)
    }
    package override var layoutPriority: Double { child?.layoutPriorityThroughLayout ?? 0 }
    package override var kindName: String { "frame" }
}

extension SingleChildNode {
    /// The guide the content sets, in this node's space when the content is
    /// proposed `p` and aligned in `size` (as `placeChildAligned` puts it).
    func alignedChildGuide(_ key: AlignmentKey, _ axis: Axis, proposing p: ProposedViewSize, size: CGSize,
                           alignment: Alignment) -> CGFloat? {
        guard let child else { return nil }
        let c = childSize(p)
        guard let g = child.explicitGuide(key, axis, size: c) else { return nil }
        let o = alignment.origin(of: c, in: size)
        return g + (axis == .horizontal ? o.x : o.y)
    }

    /// Places the layout child inside `rect`, proposing the rect's size, aligned.
    func placeChildAligned(in rect: CGRect, alignment: Alignment) {
        placeChildAligned(proposing: ProposedViewSize(rect.size), in: rect, alignment: alignment)
    }

    /// Places the layout child inside `rect`, proposing `p`, aligned by the
    /// size it chooses for `p`.
    func placeChildAligned(proposing p: ProposedViewSize, in rect: CGRect, alignment: Alignment) {
        let c = childSize(p)
        let o = alignment.origin(of: c, in: rect.size)
        placeChild(at: CGPoint(x: rect.minX + o.x, y: rect.minY + o.y), proposal: p)
    }
}

// MARK: - flexible frame

@usableFromInline
struct _FlexFrameModifier: NodeModifier {
    let minWidth: CGFloat?, idealWidth: CGFloat?, maxWidth: CGFloat?
    let minHeight: CGFloat?, idealHeight: CGFloat?, maxHeight: CGFloat?
    let alignment: Alignment

    @usableFromInline
    init(minWidth: CGFloat?, idealWidth: CGFloat?, maxWidth: CGFloat?,
         minHeight: CGFloat?, idealHeight: CGFloat?, maxHeight: CGFloat?, alignment: Alignment) {
        self.minWidth = minWidth; self.idealWidth = idealWidth; self.maxWidth = maxWidth
        self.minHeight = minHeight; self.idealHeight = idealHeight; self.maxHeight = maxHeight
        self.alignment = alignment
    }
    @usableFromInline
    func makeNode(_ context: BuildContext) -> FlexFrameNode { FlexFrameNode() }
    @usableFromInline
    func configure(_ node: FlexFrameNode, _ context: BuildContext) {
        assignLayout(&node.horizontal, FlexAxis(min: minWidth, ideal: idealWidth, max: maxWidth, axis: "Width", graph: context.graph), node)
        assignLayout(&node.vertical, FlexAxis(min: minHeight, ideal: idealHeight, max: maxHeight, axis: "Height", graph: context.graph), node)
        assignLayout(&node.alignment, alignment, node)
    }
}

/// One axis of a flexible frame, normalised: `min = max(min, 0)`,
/// `ideal = max(min, ideal)`, `max = max(ideal ?? min ?? 0, max)`.
struct FlexAxis: Equatable, Sendable {
    // Stored as plain numbers with NaN for nil (24 bytes instead of 48): the
    // cleaned values are never NaN.
    private var lo = CGFloat.nan, id = CGFloat.nan, hi = CGFloat.nan
    var min: CGFloat? { lo.isNaN ? nil : lo }
    var ideal: CGFloat? { id.isNaN ? nil : id }
    var max: CGFloat? { hi.isNaN ? nil : hi }
    /// True when a minimum, ideal or maximum is set.
    var isConstrained: Bool { !(lo.isNaN && id.isNaN && hi.isNaN) }

    init(min: CGFloat? = nil, ideal: CGFloat? = nil, max: CGFloat? = nil) {
        lo = min ?? .nan
        id = ideal ?? .nan
        hi = max ?? .nan
    }

    static func == (a: FlexAxis, b: FlexAxis) -> Bool {
        a.lo.bitPattern == b.lo.bitPattern && a.id.bitPattern == b.id.bitPattern && a.hi.bitPattern == b.hi.bitPattern
    }

    @MainActor
    init(min: CGFloat?, ideal: CGFloat?, max: CGFloat?, axis: String, graph: ViewGraph) {
        if Self.isNormalized(min, ideal, max) {
            // The common case: nothing to clean, raise or warn about.
            self.init(min: min, ideal: ideal, max: max)
            return
        }
        func clean(_ v: CGFloat?, _ name: String, allowInfinity: Bool) -> CGFloat? {
            guard let v else { return nil }
            if v.isNaN || (!allowInfinity && v.isInfinite) || (v.isInfinite && v < 0) {
                graph.warn("Invalid frame dimension (NaN or infinite): frame(\(name)\(axis): \(v)) is ignored.")
                return nil
            }
            return v
        }
        // (No `Optional.map`: a closure handed to it is checked for the main actor on each call.)
        var lo = clean(min, "min", allowInfinity: false)
        if let l = lo { lo = Swift.max(l, 0) }
        var id = clean(ideal, "ideal", allowInfinity: false)
        var hi = clean(max, "max", allowInfinity: true)
        if let l = lo, let i = id { id = Swift.max(l, i) }
        if let h = hi {
            let floor = id ?? lo ?? 0
            if h < floor {
                graph.warn("Contradictory frame constraints: frame(min\(axis):ideal\(axis):max\(axis):) has max \(h) below \(floor); max is raised to \(floor).")
            }
            hi = Swift.max(floor, h)
        }
        if lo == nil, id == nil, hi == nil { lo = nil }
        self.init(min: lo, ideal: id, max: hi)
    }

    /// True when the normalising initialiser would keep the values as they
    /// are: finite, non-negative bounds (an infinite max allowed), in order.
    private static func isNormalized(_ min: CGFloat?, _ ideal: CGFloat?, _ max: CGFloat?) -> Bool {
        var floor: CGFloat = 0
        if let min {
            guard min.isFinite, min >= 0 else { return false }
            floor = min
        }
        if let ideal {
            guard ideal.isFinite, ideal >= floor else { return false }
            floor = ideal
        }
        if let max {
            guard !max.isNaN, max >= floor else { return false }
        }
        return true
    }

    var isEmpty: Bool { min == nil && ideal == nil && max == nil }

    /// The proposal for the child: `(p ?? ideal)` clamped to [min, max].
    func childProposal(_ p: CGFloat?) -> CGFloat? {
        guard var v = p ?? ideal else { return nil }
        if let min { v = Swift.max(v, min) }
        if let max { v = Swift.min(v, max) }
        return v
    }

    /// False when the frame's size on this axis does not depend on its
    /// child's for proposal `p` (both bounds and a proposal, or an ideal and none).
    func needsChild(_ p: CGFloat?) -> Bool {
        if p != nil, min != nil, max != nil { return false }
        if p == nil, ideal != nil { return false }
        return true
    }

    /// The frame's size on this axis; `c`, the child's length, is read only
    /// when `needsChild(p)`.
    func size(_ p: CGFloat?, child c: CGFloat) -> CGFloat {
        if let p, let min, let max { return Swift.min(Swift.max(p, min), max) }
        if p == nil, let ideal { return ideal }
        switch (min, max) {
        case let (lo?, hi?): return Swift.min(Swift.max(c, lo), hi)
        case let (lo?, nil): return Swift.max(Swift.min(p ?? .infinity, c), lo)
        case let (nil, hi?): return Swift.min(Swift.max(p ?? -.infinity, c), hi)
        case (nil, nil): return c
        }
    }
}

/// `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:)`.
@usableFromInline
package final class FlexFrameNode: SingleChildNode {
    @exclusivity(unchecked) var horizontal = FlexAxis()
    @exclusivity(unchecked) var vertical = FlexAxis()
    var alignment: Alignment = .center

    /// The content's spacing with the edges across each axis that has a
    /// minimum, ideal or maximum made those of a view that is not text; a
    /// spacer's is passed on whole (OpenSwiftUI `_FlexFrameLayout.spacing`).
    /// So `Text(…).frame(maxWidth: .infinity)` keeps the text's top and
    /// bottom.
    package override func spacing() -> ViewSpacing {
        guard let child else { return ViewSpacing() }
        var s = child.spacing()
        guard !child.requiresSpacingProjection else { return s }
        var edges: Edge.Set = []
        if horizontal.isConstrained { edges.formUnion(.horizontal) }
        if vertical.isConstrained { edges.formUnion(.vertical) }
        s.reset(edges)
        return s
    }
    package override var requiresSpacingProjection: Bool { false }

    package override func measure(_ proposal: ProposedViewSize) -> CGSize {
        let p = ProposedViewSize(width: horizontal.childProposal(proposal.width),
                                 height: vertical.childProposal(proposal.height))
        // The child is measured only when an axis needs its size (no lazy
        // closure: its captured result would live in a heap box).
        let needed = horizontal.needsChild(proposal.width) || vertical.needsChild(proposal.height)
        let c = needed ? childSize(p) : .zero
        return CGSize(width: horizontal.size(proposal.width, child: c.width),
                      height: vertical.size(proposal.height, child: c.height))
    }

    package override func placeChildren(_ proposal: ProposedViewSize) {
        placeChildAligned(in: bounds, alignment: alignment)
    }
    /// The content's text baselines, moved to where the content sits.
    package override func explicitGuide(_ key: AlignmentKey, _ axis: Axis, size: CGSize) -> CGFloat? {
        key.isTextBaseline ? alignedChildGuide(key, axis, proposing: ProposedViewSize(size), size: size, alignment: alignment)
                           : super.explicitGuide(key, axis, size: size)
    }
    package override var layoutPriority: Double { child?.layoutPriorityThroughLayout ?? 0 }
    package override var kindName: String { "frame(flexible)" }
}

extension View {
    /// Fixes this view's width and/or height; axes left nil take the content's size.
    ///
    /// ```swift
    /// ZStack { Circle().fill(.yellow); Text("A") }.frame(width: 40, height: 40)
    /// ```
    @inlinable
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        modified(_FrameModifier(width: width, height: height, alignment: alignment))
    }

    /// Bounds this view's size on each axis. Note that with a proposal and
    /// both bounds the frame takes the proposal clamped to them, whatever its
    /// content: `frame(minWidth: 0, maxWidth: 151)` around short text is 151 wide.
    ///
    /// ```swift
    /// Text("Row").frame(maxWidth: .infinity, alignment: .leading)
    /// ```
    @inlinable
    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                      alignment: Alignment = .center) -> some View {
        modified(_FlexFrameModifier(minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
                                    minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight,
                                    alignment: alignment))
    }
}

// MARK: - fixedSize

@usableFromInline
struct _FixedSizeModifier: NodeModifier {
    let horizontal: Bool
    let vertical: Bool

    @usableFromInline
    init(horizontal: Bool, vertical: Bool) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
    @usableFromInline
    func makeNode(_ context: BuildContext) -> FixedSizeNode { FixedSizeNode() }
    @usableFromInline
    func configure(_ node: FixedSizeNode, _ context: BuildContext) {
        assignLayout(&node.horizontal, horizontal, node)
        assignLayout(&node.vertical, vertical, node)
    }
}

/// Proposes `nil` (the ideal size) on the fixed axes.
@usableFromInline
package final class FixedSizeNode: SingleChildNode {
    var horizontal = true
    var vertical = true

    private func adjusted(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height)
    }
    package override func measure(_ proposal: ProposedViewSize) -> CGSize { childSize(adjusted(proposal)) }
    package override func placeChildren(_ proposal: ProposedViewSize) {
        placeChild(at: .zero, proposal: adjusted(proposal))
    }
    package override var kindName: String { "fixedSize" }
}

extension View {
    /// Gives this view its ideal size on both axes.
    @inlinable
    public func fixedSize() -> some View { fixedSize(horizontal: true, vertical: true) }

    /// Gives this view its ideal size on the chosen axes.
    ///
    /// ```swift
    /// box.fixedSize(horizontal: false, vertical: true)   // hug the text's height
    /// ```
    @inlinable
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        modified(_FixedSizeModifier(horizontal: horizontal, vertical: vertical))
    }
}

// MARK: - layoutPriority, offset

@usableFromInline
struct _PriorityModifier: NodeModifier {
    let priority: Double

    @usableFromInline
    init(priority: Double) { self.priority = priority }
    @usableFromInline
    func makeNode(_ context: BuildContext) -> PriorityNode { PriorityNode() }
    @usableFromInline
    func configure(_ node: PriorityNode, _ context: BuildContext) { assignLayout(&node.priority, priority, node) }
}

/// Carries a `layoutPriority` for the enclosing stack.
@usableFromInline
package final class PriorityNode: SingleChildNode {
    var priority: Double = 0
    package override var layoutPriority: Double { priority }
    package override var kindName: String { "layoutPriority" }
}

@usableFromInline
struct _OffsetModifier: NodeModifier {
    let offset: CGSize

    @usableFromInline
    init(offset: CGSize) { self.offset = offset }
    @usableFromInline
    func makeNode(_ context: BuildContext) -> OffsetNode { OffsetNode() }
    @usableFromInline
    func configure(_ node: OffsetNode, _ context: BuildContext) {
        // A NaN or infinite offset would put the content at no position at all.
        let (x, y) = finiteCoordinates(offset.width, offset.height, context) {
            "Invalid offset (NaN or infinite): offset(x: \($0), y: \($1)) is ignored on that axis."
        }
        assignLayout(&node.offset, CGSize(width: x, height: y), node)
    }
}

/// Moves its content without changing its layout.
@usableFromInline
package final class OffsetNode: SingleChildNode {
    var offset = CGSize.zero
    package override func placeChildren(_ proposal: ProposedViewSize) {
        placeChild(at: CGPoint(x: offset.width, y: offset.height), proposal: proposal)
    }
    package override var kindName: String { "offset" }
}

extension View {
    /// The priority this view gets in a stack (higher is served first).
    ///
    /// ```swift
    /// HStack { Text(long).layoutPriority(1); Text(short) }
    /// ```
    @inlinable
    public func layoutPriority(_ value: Double) -> some View { modified(_PriorityModifier(priority: value)) }

    /// Draws this view moved by (x, y); its layout is unchanged.
    ///
    /// ```swift
    /// Circle().frame(width: 10, height: 10).offset(x: 5, y: -5)
    /// ```
    @inlinable
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { modified(_OffsetModifier(offset: CGSize(width: x, height: y))) }

    /// Draws this view moved by `offset`.
    @inlinable
    public func offset(_ offset: CGSize) -> some View { modified(_OffsetModifier(offset: offset)) }
}

// MARK: - position

struct _PositionModifier: NodeModifier {
    let position: CGPoint
    func makeNode(_ context: BuildContext) -> PositionNode { PositionNode() }
    func configure(_ node: PositionNode, _ context: BuildContext) {
        let (x, y) = finiteCoordinates(position.x, position.y, context) {
            "Invalid position (NaN or infinite): position(x: \($0), y: \($1)) is 0 on that axis."
        }
        assignLayout(&node.position, CGPoint(x: x, y: y), node)
    }
}

/// (x, y) with a NaN or infinite coordinate replaced by 0; when there is
/// one, the graph warns with `message(x, y)` of the values given.
@MainActor
func finiteCoordinates(_ x: CGFloat, _ y: CGFloat, _ context: BuildContext,
                       _ message: (CGFloat, CGFloat) -> String) -> (CGFloat, CGFloat) {
    if x.isFinite && y.isFinite { return (x, y) }
    context.graph.warn(message(x, y))
    return (x.isFinite ? x : 0, y.isFinite ? y : 0)
}

/// `.position`: takes the whole proposal (10 points on an unspecified
/// axis, `replacingUnspecifiedDimensions()`), proposes the same proposal
/// to its content and centres the content on `position`, in its own space.
package final class PositionNode: SingleChildNode {
    var position = CGPoint.zero
    package override func measure(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }
    package override func placeChildren(_ proposal: ProposedViewSize) {
        let size = childSize(proposal)
        placeChild(at: CGPoint(x: position.x - size.width / 2, y: position.y - size.height / 2), proposal: proposal)
    }
    /// Its guides are its own (the content is somewhere inside it).
    package override func explicitGuide(_ key: AlignmentKey, _ axis: Axis, size: CGSize) -> CGFloat? { nil }
    /// A positioned view's edges are its own, not its content's
    /// (OpenSwiftUI `_PositionLayout.spacing`: `Spacing()`).
    package override func spacing() -> ViewSpacing { ViewSpacing() }
    package override var requiresSpacingProjection: Bool { false }
    package override var kindName: String { "position" }
}

extension View {
    /// Centres this view on (x, y) in the space it is given, taking all of
    /// that space (10 points along an axis proposed `nil`).
    ///
    /// ```swift
    /// Circle().frame(width: 60, height: 60).position(x: 100, y: 200)
    /// ```
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modified(_PositionModifier(position: CGPoint(x: x, y: y)))
    }

    /// Centres this view on `position` in the space it is given.
    ///
    /// ```swift
    /// Circle().frame(width: 44, height: 44).position(dragLocation)
    /// ```
    public func position(_ position: CGPoint) -> some View {
        modified(_PositionModifier(position: position))
    }
}
