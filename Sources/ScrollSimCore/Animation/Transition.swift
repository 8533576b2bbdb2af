/// How a view is drawn partway through a transition or an effect.
package struct TransitionEffect: Equatable {
    package var opacity: Double = 1
    package var offset = CGSize.zero
    package var scale = CGSize(width: 1, height: 1)
    package var anchor = UnitPoint.center

    /// `other` applied on top of this one.
    func combined(with other: TransitionEffect) -> TransitionEffect {
        var e = self
        e.opacity *= other.opacity
        e.offset.width += other.offset.width
        e.offset.height += other.offset.height
        if other.scale != CGSize(width: 1, height: 1) {
            e.scale = CGSize(width: e.scale.width * other.scale.width, height: e.scale.height * other.scale.height)
            e.anchor = other.anchor
        }
        return e
    }
}

/// How a view enters and leaves when it is inserted or removed in an
/// animated change (an `if` or `switch` branch, a `ForEach` element):
/// the view is drawn from the transition's state to itself on insertion,
/// and from itself to the state on removal, with the change's animation.
///
/// ```swift
/// if showDetail {
///     DetailView().transition(.move(edge: .bottom).combined(with: .opacity))
/// }
/// ```
public struct AnyTransition: Sendable {
    indirect enum Kind: Sendable {
        case identity
        case opacity
        case move(Edge)
        case offset(CGSize)
        case scale(Double, UnitPoint)
        case asymmetric(insertion: AnyTransition, removal: AnyTransition)
        case combined(AnyTransition, AnyTransition)
    }
    let kind: Kind

    /// No change: the view appears and disappears at once.
    public static let identity = AnyTransition(kind: .identity)
    /// Fades in from transparent and out to transparent.
    public static let opacity = AnyTransition(kind: .opacity)
    /// Moves in from, and out to, `edge`, by the view's own width or height.
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(kind: .move(edge)) }
    /// Moves in from, and out to, `offset`.
    public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition(kind: .offset(offset)) }
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { offset(CGSize(width: x, height: y)) }
    /// Grows from nothing and shrinks to nothing, about its centre.
    public static var scale: AnyTransition { scale(scale: 0) }
    /// Grows from, and shrinks to, `scale` about `anchor`.
    public static func scale(scale: Double, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition(kind: .scale(scale, anchor)) }
    /// Moves in from the leading edge and out to the trailing one.
    public static let slide = asymmetric(insertion: .move(edge: .leading), removal: .move(edge: .trailing))
    /// Moves in from `edge` fading in, and out to the opposite edge fading out.
    public static func push(from edge: Edge) -> AnyTransition {
        let opposite: Edge
        switch edge {
        case .top: opposite = .bottom
        case .bottom: opposite = .top
        case .leading: opposite = .trailing
        case .trailing: opposite = .leading
        }
        return asymmetric(insertion: move(edge: edge).combined(with: .opacity), removal: move(edge: opposite).combined(with: .opacity))
    }
    /// `insertion` when the view is inserted, `removal` when it is removed.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition(kind: .asymmetric(insertion: insertion, removal: removal))
    }
    /// This transition and `other` together.
    public func combined(with other: AnyTransition) -> AnyTransition { AnyTransition(kind: .combined(self, other)) }

    /// Sets the animation the transition runs with whatever the change's
    /// animation; accepted, and the change's animation is used.
    public func animation(_ animation: Animation?) -> AnyTransition { self }

    /// The effect at `progress` (0: the transition's state, 1: the view as
    /// it is) for a view drawn at `size`.
    package func effect(progress p: Double, size: CGSize, isInsertion: Bool) -> TransitionEffect {
        var e = TransitionEffect()
        let q = CGFloat(1 - p)
        switch kind {
        case .identity: break
        case .opacity: e.opacity = max(0, min(1, p))
        case .move(let edge):
            switch edge {
            case .leading: e.offset.width = -size.width * q
            case .trailing: e.offset.width = size.width * q
            case .top: e.offset.height = -size.height * q
            case .bottom: e.offset.height = size.height * q
            }
        case .offset(let o): e.offset = CGSize(width: o.width * q, height: o.height * q)
        case .scale(let s, let anchor):
            let v = CGFloat(s + (1 - s) * p)
            e.scale = CGSize(width: v, height: v)
            e.anchor = anchor
        case let .asymmetric(insertion, removal):
            return (isInsertion ? insertion : removal).effect(progress: p, size: size, isInsertion: isInsertion)
        case let .combined(a, b):
            return a.effect(progress: p, size: size, isInsertion: isInsertion)
                .combined(with: b.effect(progress: p, size: size, isInsertion: isInsertion))
        }
        return e
    }
}

// MARK: - .transition

/// Carries the transition of its content; draws and lays out as its content.
package final class TransitionNode: SingleChildNode {
    var transition = AnyTransition.opacity
    package override var kindName: String { "transition" }
}

struct _TransitionModifier: NodeModifier {
    let transition: AnyTransition
    func makeNode(_ context: BuildContext) -> TransitionNode { TransitionNode() }
    func configure(_ node: TransitionNode, _ context: BuildContext) { node.transition = transition }
}

extension View {
    /// The transition this view makes when an animated change inserts or removes it.
    ///
    /// ```swift
    /// if isOn { Badge().transition(.scale) }
    /// ```
    public func transition(_ t: AnyTransition) -> some View {
        modified(_TransitionModifier(transition: t))
    }
}

extension Node {
    /// The transition of the view this node is the top of: the first
    /// `.transition` found going down through its single children; a view
    /// without one fades (SwiftUI's default, `.opacity`).
    var insertedTransition: AnyTransition {
        var n: Node? = self
        var depth = 0
        while let c = n, depth < 32 {
            if let t = c.ifKind(TransitionNode.self) { return t.transition }
            guard c.children.count == 1 else { break }
            n = c.children.first
            depth += 1
        }
        return .opacity
    }
}

/// Starts the transitions of a structural node's children changing from
/// `old` to `new` in an animated transaction: removed children stay drawn
/// by `node` until their removal ends, inserted ones begin their insertion.
@MainActor
package func transitionChildren(of node: Node, from old: NodeList, to new: [Node], _ context: BuildContext) {
    guard let animation = context.transaction.animation, node.parent != nil else { return }
    let graph = context.graph
    let time = graph.currentTime
    var kept = Set<ObjectIdentifier>()
    for n in new { kept.insert(ObjectIdentifier(n)) }
    var previous = Set<ObjectIdentifier>()
    for o in old {
        previous.insert(ObjectIdentifier(o))
        if !kept.contains(ObjectIdentifier(o)) {
            node.keepRemoved(o, o.insertedTransition, animation: animation, completion: context.transaction.completion, time: time, graph: graph)
        }
    }
    for n in new where !previous.contains(ObjectIdentifier(n)) {
        n.beginInsertion(n.insertedTransition, animation: animation, completion: context.transaction.completion, time: time, graph: graph)
    }
}
