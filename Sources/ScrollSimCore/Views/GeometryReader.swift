/// A view that takes all the space it is offered and builds its content from
/// that space. Its content is laid out from the top-leading corner.
///
/// ```swift
/// Text("Hi").background(GeometryReader { geo in
///     Color.clear.preference(key: TextWidthPreferenceKey.self, value: geo.size.width)
/// })
/// ```
public struct GeometryReader<Content: View>: View {
    public typealias Body = Never
    public var content: (GeometryProxy) -> Content
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }
}

/// The node of a `GeometryReader`: its content is (re)built when it is
/// placed, and again when a scroll offset moves it while its content reads a
/// position (`rebuildIfMoved(to:)`).
package final class GeometryReaderNode: SingleChildNode {
    /// Spacing in a stack: a reader's edges are its own, not its content's (`ViewSpacing()`).
    package override func spacing() -> ViewSpacing { ViewSpacing() }
    package override var requiresSpacingProjection: Bool { false }

    var build: ((GeometryProxy) -> Void)?
    /// True while the content is rebuilt during placement: invalidation from
    /// the content stops here (the reader's size does not depend on it).
    var isBuilding = false
    package override var stopsInvalidation: Bool { isBuilding }
    /// The context of the last update (nil once the graph is gone).
    @HeldContext var context: BuildContext? = nil
    /// True when the content asked its proxy for a frame in the window or a
    /// named space since it was last built: only then does a scroll that
    /// moves the reader build it again.
    private(set) var contentReadsPosition = false
    /// The reader's window origin when the content was built and read a
    /// position; NaN otherwise (never equal to a real origin).
    private var builtOrigin = CGPoint(x: CGFloat.nan, y: .nan)
    /// How many times the content was built (each build's proxy carries it).
    private var builds: UInt32 = 0
    /// What a change of a model the content read calls (made once).
    lazy var ownerTrigger: @Sendable () -> Void = OwnerObservationTrigger(node: self).callback

    package override func measure(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    /// The proxy's global frame changes when the reader moves.
    package override class var readsPosition: Bool { true }
    /// Moving matters only when the content read a position: a reader that
    /// read only its size keeps its content when it moves.
    package override var placementReadsPosition: Bool { contentReadsPosition }

    /// Called by the proxy when the content reads a position.
    func contentReadPosition() { contentReadsPosition = true }

    package override func placeChildren(_ proposal: ProposedViewSize) {
        builds &+= 1
        contentReadsPosition = false
        let proxy = GeometryProxy(size: localFrame.size, safeAreaInsets: context?.environment.safeAreaInsets ?? .zero,
                                  node: self, build: builds)
        isBuilding = true
        build?(proxy)
        isBuilding = false
        builtOrigin = contentReadsPosition ? globalFrame.origin : CGPoint(x: CGFloat.nan, y: .nan)
        placeChildAligned(in: bounds, alignment: .topLeading)
    }

    /// Builds the content again with a new proxy and places it, keeping the
    /// reader's own frame, when the content read a position and `origin` (the
    /// reader's window origin now) is not the one it was built at. Nothing
    /// else is laid out. Call only while the reader's placement holds.
    /// Returns true when it built.
    func rebuildIfMoved(to origin: CGPoint) -> Bool {
        guard contentReadsPosition, origin != builtOrigin else { return false }
        placeChildren(placedProposal)
        return true
    }

    package override var kindName: String { "GeometryReader" }
}

extension GeometryReader: PrimitiveView {
    private func configure(_ node: GeometryReaderNode, _ context: BuildContext) {
        node.context = context
        let content = self.content
        node.build = { [unowned node] proxy in
            guard let context = node.context else { return }
            node.updateContent(node.trackingObservableReadsForOwner(node.ownerTrigger) { content(proxy) }, context)
        }
        // The reader's size does not depend on its content: only its placement
        // (where the content is rebuilt) must run again.
        node.invalidatePlacement()
    }
    package func makeNode(_ context: BuildContext) -> Node {
        let node = GeometryReaderNode()
        configure(node, context)
        context.graph.register(reader: node)
        return node
    }
    package func update(_ node: Node, _ context: BuildContext) -> Bool {
        guard let node = node.ifKind(GeometryReaderNode.self) else { return false }
        configure(node, context)
        return true
    }
}
