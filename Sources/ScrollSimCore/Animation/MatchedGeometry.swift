import Foundation

// MARK: - Namespace

/// A property wrapper that gives a view a namespace for the ids of its
/// `matchedGeometryEffect`s: the same `Namespace.ID` for as long as the
/// view keeps its identity, a different one for every other view.
///
/// ```swift
/// @Namespace private var hero
/// ...
/// Card().matchedGeometryEffect(id: "card", in: hero)
/// ```
@propertyWrapper
@MainActor
public struct Namespace {
    /// A namespace's identity.
    public struct ID: Hashable, Sendable {
        let value: Int
    }

    private let state: State<Int>

    public init() { state = State(wrappedValue: Namespace.next()) }

    public var wrappedValue: ID { ID(value: state.wrappedValue) }

    /// Namespaces made so far (each view value made draws a number; the one
    /// of the view's first value is kept in its state).
    private static var made = 0
    private static func next() -> Int {
        made += 1
        return made
    }
}

extension Namespace: StateLinking {
    func link(_ slots: inout [AnyStateStorage], _ index: Int, owner: CompositeNodeBase) {
        state.link(&slots, index, owner: owner)
    }
}

// MARK: - MatchedGeometryProperties

/// The geometry a `matchedGeometryEffect` shares between the views of a group.
public struct MatchedGeometryProperties: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The view's position, in window coordinates.
    public static let position = MatchedGeometryProperties(rawValue: 1)
    /// The view's size.
    public static let size = MatchedGeometryProperties(rawValue: 2)
    /// Both the position and the size.
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

// MARK: - The effect

/// One group of matched views: an id in a namespace.
struct MatchedKey: Hashable {
    let namespace: Namespace.ID
    let id: AnyHashable
}

/// `.matchedGeometryEffect`: lays its content out and draws it where the
/// group's geometry says (docs/layout-rules.md, "Matched geometry"). Its
/// own frame is the content's, as layout placed it; it is drawn elsewhere
/// while its window frame animates from a matched view's (the
/// `.matchedFrame` track, in window points, so animations of the views
/// around it do not move it twice), and when it follows the group's
/// source. Drawn at another size, its content is laid out again for that
/// size and placed with its anchor on the drawn frame's.
package final class MatchedGeometryNode: SingleChildNode {
    var key = MatchedKey(namespace: Namespace.ID(value: 0), id: AnyHashable(0))
    var properties = MatchedGeometryProperties.frame
    var anchor = UnitPoint.center
    var isSource = true
    /// The group's source this view follows (set when it is not a source and one is in the tree).
    weak var followed: MatchedGeometryNode?
    /// Its frame in window points after the last layout (for a removed
    /// view, the frame it moves to).
    var windowFrame = CGRect.zero
    /// The proposal layout last gave it (its content is laid out with it when not displaced).
    private var modelProposal = ProposedViewSize.unspecified
    /// True while its content is laid out for a drawn frame other than its own.
    private var contentDisplaced = false

    package override var kindName: String { "matchedGeometryEffect" }

    package override func placeChildren(_ proposal: ProposedViewSize) {
        modelProposal = proposal
        contentDisplaced = false
        placeChild(at: .zero, proposal: proposal)
    }

    /// The window frame its group's geometry gives it at `time`: the animated
    /// one while it moves from a matched view, nil when it has none.
    func animatedWindowFrame(at time: Double) -> CGRect? {
        guard hasAnimationState, isAnimating(.matchedFrame) else { return nil }
        let w = windowFrame
        let p = presented(.matchedFrame, model: [Double(w.minX), Double(w.minY), Double(w.width), Double(w.height)], at: time)
        return CGRect(x: p[0], y: p[1], width: max(0, p[2]), height: max(0, p[3]))
    }

    /// Where it is drawn at `time`, in window points, as far as its group knows.
    func drawnWindowFrame(at time: Double) -> CGRect { animatedWindowFrame(at: time) ?? windowFrame }

    package override func draw(_ context: inout DrawContext) {
        var target = animatedWindowFrame(at: context.time)
        if target == nil, let source = followed, source !== self { target = source.drawnWindowFrame(at: context.time) }
        guard let target else {
            if contentDisplaced { placeContent(in: bounds, proposal: modelProposal) }
            super.draw(&context)
            return
        }
        // The drawn frame in its own space (its origin is drawn at the context's translation).
        var drawn = bounds
        if properties.contains(.size) { drawn.size = target.size }
        if properties.contains(.position) {
            drawn.origin.x = target.minX + anchor.x * (target.width - drawn.width) - context.translation.x
            drawn.origin.y = target.minY + anchor.y * (target.height - drawn.height) - context.translation.y
        }
        placeContent(in: drawn, proposal: ProposedViewSize(drawn.size))
        super.draw(&context)
    }

    /// Lays the content out for `rect` (in its own space) and places it there,
    /// its anchor point on the rect's.
    private func placeContent(in rect: CGRect, proposal: ProposedViewSize) {
        contentDisplaced = rect != bounds
        guard let child else { return }
        let size = child.sizeThatFits(proposal)
        let origin = CGPoint(x: rect.minX + anchor.x * (rect.width - size.width), y: rect.minY + anchor.y * (rect.height - size.height))
        child.place(at: origin, proposal: proposal)
    }

    /// Its bounds, and while it moves from a matched view the frames it
    /// moves between (in its own space) with half the distance again for a
    /// spring's overshoot.
    package override var ownVisualFrame: CGRect {
        guard hasAnimationState, let track = animationState?.tracks[.matchedFrame], track.from.count == 4 else { return bounds }
        let from = CGRect(x: track.from[0] - track.to[0], y: track.from[1] - track.to[1], width: track.from[2], height: track.from[3])
        let grow = max(abs(from.minX), abs(from.minY), abs(from.width - bounds.width), abs(from.height - bounds.height)) / 2
        return bounds.union(from.standardized).insetBy(dx: -grow, dy: -grow)
    }
}

struct _MatchedGeometryModifier: NodeModifier {
    let key: MatchedKey
    let properties: MatchedGeometryProperties
    let anchor: UnitPoint
    let isSource: Bool

    func makeNode(_ context: BuildContext) -> MatchedGeometryNode {
        let node = MatchedGeometryNode()
        context.graph.matchedGeometry.nodes.append(WeakMatchedNode(node: node))
        return node
    }

    func configure(_ node: MatchedGeometryNode, _ context: BuildContext) {
        node.key = key
        node.properties = properties
        node.anchor = anchor
        node.isSource = isSource
    }
}

extension View {
    /// Makes this view one of a group of views, named by `id` in `namespace`,
    /// whose geometry is linked: a view inserted in the same animated change
    /// that removes another of its group moves and resizes from that view's
    /// frame to its own, and views that are not sources (`isSource: false`)
    /// take the frame of the group's source.
    ///
    /// ```swift
    /// if expanded {
    ///     BigCard().matchedGeometryEffect(id: "card", in: ns)
    /// } else {
    ///     SmallCard().matchedGeometryEffect(id: "card", in: ns)
    /// }
    /// ```
    public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID,
                                                    properties: MatchedGeometryProperties = .frame,
                                                    anchor: UnitPoint = .center, isSource: Bool = true) -> some View {
        modified(_MatchedGeometryModifier(key: MatchedKey(namespace: namespace, id: AnyHashable(id)), properties: properties,
                                          anchor: anchor, isSource: isSource))
    }
}

// MARK: - The graph's groups

@MainActor
struct WeakMatchedNode {
    weak var node: MatchedGeometryNode?
}

/// The matched views of a graph and where each group's source was after the last layout.
@MainActor
package struct MatchedGeometryRegistry {
    /// Every matched view made (weak), oldest first.
    var nodes: [WeakMatchedNode] = []
    /// Each group's source after the last layout.
    var sources: [MatchedKey: WeakMatchedNode] = [:]
    /// The matched views in the tree after the last layout.
    var present = Set<ObjectIdentifier>()
}

extension ViewGraph {
    /// After a layout: links each group's views to its source, and in an
    /// animated change starts, for a source inserted where another of its
    /// group was removed, the animation of its window frame from the drawn
    /// frame of the removed one, and of the removed one (drawn while its
    /// removal transition runs) to the inserted one's.
    func resolveMatchedGeometry(animation: Animation?, completion: AnimationCompletion?) {
        guard !matchedGeometry.nodes.isEmpty else { return }
        matchedGeometry.nodes.removeAll { $0.node == nil }
        var live: [MatchedGeometryNode] = []
        for entry in matchedGeometry.nodes {
            if let n = entry.node, n.isAttached(to: root) {
                live.append(n)
                n.windowFrame = n.globalFrame
            }
        }
        var groups: [MatchedKey: [MatchedGeometryNode]] = [:]
        for n in live { groups[n.key, default: []].append(n) }
        var sources: [MatchedKey: WeakMatchedNode] = [:]
        for (key, members) in groups {
            let source = members.first { $0.isSource }
            for n in members { n.followed = n.isSource ? nil : source }
            guard let source else { continue }
            sources[key] = WeakMatchedNode(node: source)
            guard let animation, !matchedGeometry.present.contains(ObjectIdentifier(source)),
                  let old = matchedGeometry.sources[key]?.node, old !== source, !old.isAttached(to: root) else { continue }
            let from = old.drawnWindowFrame(at: currentTime), to = source.windowFrame
            source.animate(.matchedFrame, from: Self.values(from), to: Self.values(to), animation: animation,
                           completion: completion, time: currentTime, graph: self)
            old.windowFrame = to
            old.animate(.matchedFrame, from: Self.values(from), to: Self.values(to), animation: animation,
                        completion: completion, time: currentTime, graph: self)
        }
        matchedGeometry.sources = sources
        matchedGeometry.present = Set(live.map(ObjectIdentifier.init))
    }

    private static func values(_ r: CGRect) -> [Double] { [Double(r.minX), Double(r.minY), Double(r.width), Double(r.height)] }
}
