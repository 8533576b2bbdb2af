/// A coordinate space to measure frames in.
///
/// ```swift
/// proxy.frame(in: .global); proxy.frame(in: .named("scroll"))
/// ```
public enum CoordinateSpace: Hashable {
    case local
    case global
    case named(AnyHashable)
}

/// What a `GeometryReader` knows about the space it was given.
///
/// ```swift
/// GeometryReader { proxy in
///     Color.clear.preference(key: SizePreferenceKey.self, value: proxy.size)
/// }
/// ```
@MainActor
public struct GeometryProxy {
    /// The size the reader was given (its whole proposal).
    public let size: CGSize
    /// The safe-area insets of the window.
    public let safeAreaInsets: EdgeInsets
    unowned let node: Node

    /// The reader's frame in a coordinate space.
    public func frame(in space: CoordinateSpace) -> CGRect {
        switch space {
        case .local:
            return CGRect(origin: .zero, size: size)
        case .global:
            return node.globalFrame
        case .named(let name):
            let g = node.globalFrame
            var ancestor = node.parent
            while let a = ancestor {
                if let space = a as? CoordinateSpaceNode, space.name == name {
                    let s = space.globalFrame
                    return g.offsetBy(dx: -s.minX, dy: -s.minY)
                }
                ancestor = a.parent
            }
            return g
        }
    }
}

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

/// The node of a `GeometryReader`: its content is (re)built when it is placed.
package final class GeometryReaderNode: SingleChildNode {
    var build: ((GeometryProxy) -> Void)?
    /// True while the content is rebuilt during placement: invalidation from
    /// the content stops here (the reader's size does not depend on it).
    var isBuilding = false
    package override var stopsInvalidation: Bool { isBuilding }
    var context: BuildContext?

    package override func measure(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    /// The proxy's global frame changes when the reader moves.
    package override class var readsPosition: Bool { true }

    package override func placeChildren(_ proposal: ProposedViewSize) {
        let proxy = GeometryProxy(size: localFrame.size, safeAreaInsets: context?.environment.safeAreaInsets ?? .zero, node: self)
        isBuilding = true
        build?(proxy)
        isBuilding = false
        placeAligned(child, in: bounds, alignment: .topLeading)
    }
    package override var kindName: String { "GeometryReader" }
}

extension GeometryReader: PrimitiveView {
    private func configure(_ node: GeometryReaderNode, _ context: BuildContext) {
        node.context = context
        let content = self.content
        node.build = { [unowned node] proxy in
            guard let context = node.context else { return }
            node.updateContent(content(proxy), context)
        }
        // The reader's size does not depend on its content: only its placement
        // (where the content is rebuilt) must run again.
        node.invalidatePlacement()
    }
    package func makeNode(_ context: BuildContext) -> Node {
        let node = GeometryReaderNode()
        configure(node, context)
        return node
    }
    package func update(_ node: Node, _ context: BuildContext) -> Bool {
        guard let node = node as? GeometryReaderNode else { return false }
        configure(node, context)
        return true
    }
}

struct _CoordinateSpaceModifier: NodeModifier {
    let name: AnyHashable
    func makeNode(_ context: BuildContext) -> CoordinateSpaceNode { CoordinateSpaceNode() }
    func configure(_ node: CoordinateSpaceNode, _ context: BuildContext) { node.name = name }
}

/// Names this view's frame as a coordinate space.
package final class CoordinateSpaceNode: SingleChildNode {
    var name: AnyHashable = 0
    package override var kindName: String { "coordinateSpace" }
}

extension View {
    /// Names this view's bounds so descendants can measure in them.
    ///
    /// ```swift
    /// ScrollView { ... }.coordinateSpace(name: "scroll")
    /// ```
    public func coordinateSpace<T: Hashable>(name: T) -> some View {
        modified(_CoordinateSpaceModifier(name: AnyHashable(name)))
    }
}
