// MARK: - Transaction scopes

/// A node that changes the transaction of its content in some passes
/// (`.animation(_:value:)`, `.transaction(_:)`): the content's build and,
/// in the layout of those passes, the frame changes below it use the
/// changed transaction.
package class AnimationScopeNode: SingleChildNode {
    /// The pass in which this node last changed the transaction.
    var firedPass = -1
    /// True when it changes the transaction in `pass`.
    func appliesInPass(_ pass: Int) -> Bool { firedPass == pass }
    /// Changes `transaction` as this node does.
    func transform(_ transaction: inout Transaction) {}
}

/// `.animation(_:value:)`: when `value` changed since the last update,
/// the content's changes animate with `animation` (none when nil).
package final class AnimationValueNode: AnimationScopeNode {
    var animation: Animation?
    var value: Any?
    /// True for the deprecated `.animation(_:)`, which applies to every change.
    var always = false
    override func transform(_ transaction: inout Transaction) {
        if animation == nil || !transaction.disablesAnimations { transaction.animation = animation }
    }
    package override var kindName: String { "animation" }
}

/// `.transaction(_:)`: the content's changes use the transaction as `body` changes it.
package final class TransactionModifierNode: AnimationScopeNode {
    var body: (inout Transaction) -> Void = { _ in }
    override func appliesInPass(_ pass: Int) -> Bool { true }
    override func transform(_ transaction: inout Transaction) { body(&transaction) }
    package override var kindName: String { "transaction" }
}

struct _AnimationValueView<Content: View, V: Equatable>: View {
    typealias Body = Never
    let content: Content
    let animation: Animation?
    let value: V?
    let always: Bool
}

extension _AnimationValueView: PrimitiveView {
    package func makeNode(_ context: BuildContext) -> Node {
        let node = AnimationValueNode()
        node.value = value
        node.animation = animation
        node.always = always
        node.updateContent(content, context)
        return node
    }

    package func update(_ node: Node, _ context: BuildContext) -> Bool {
        guard let node = node.ifKind(AnimationValueNode.self), node.always == always else { return false }
        let changed = always || (node.value as? V) != value
        node.value = value
        node.animation = animation
        var c = context
        if changed {
            let pass = context.graph.passCounter
            node.firedPass = pass
            context.graph.animationScopeFiredPass = pass
            node.transform(&c.transaction)
        }
        node.updateContent(content, c)
        return true
    }
}

struct _TransactionView<Content: View>: View {
    typealias Body = Never
    let content: Content
    let body: (inout Transaction) -> Void
}

extension _TransactionView: PrimitiveView {
    package func makeNode(_ context: BuildContext) -> Node {
        let node = TransactionModifierNode()
        node.body = body
        var c = context
        body(&c.transaction)
        node.updateContent(content, c)
        return node
    }

    package func update(_ node: Node, _ context: BuildContext) -> Bool {
        guard let node = node.ifKind(TransactionModifierNode.self) else { return false }
        node.body = body
        var c = context
        body(&c.transaction)
        node.updateContent(content, c)
        return true
    }
}

extension View {
    /// Animates the changes in this view with `animation` when `value`
    /// changes (nil: those changes apply at once, even inside `withAnimation`).
    ///
    /// ```swift
    /// Image(systemName: "heart.fill")
    ///     .scaleEffect(liked ? 1.3 : 1)
    ///     .animation(.bouncy, value: liked)
    /// ```
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        _AnimationValueView(content: self, animation: animation, value: value, always: false)
    }

    /// Animates every change in this view with `animation`.
    @available(*, deprecated, message: "Use withAnimation or animation(_:value:) instead.")
    public func animation(_ animation: Animation?) -> some View {
        _AnimationValueView<Self, Int>(content: self, animation: animation, value: nil, always: true)
    }

    /// Changes the transaction of the changes in this view.
    ///
    /// ```swift
    /// Text(title).transaction { $0.animation = nil }
    /// ```
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
        _TransactionView(content: self, body: transform)
    }
}

extension Node {
    /// Animates a drawn property that an update changed from `old` to `new`,
    /// with the transaction's animation; without one, a running animation
    /// of it ends. Nothing for a node being made.
    package func animateChange(_ property: AnimatedProperty, from old: [Double], to new: [Double], _ context: BuildContext) {
        guard parent != nil, old != new else { return }
        if let a = context.transaction.animation {
            animate(property, from: old, to: new, animation: a, completion: context.transaction.completion,
                    time: context.graph.currentTime, graph: context.graph)
        } else {
            stopAnimating(property, graph: context.graph)
        }
    }
}

// MARK: - Angle

/// An angle, for `rotationEffect`.
///
/// ```swift
/// Image("arrow").rotationEffect(.degrees(90))
/// ```
public struct Angle: Hashable, Comparable, Sendable {
    public var radians: Double
    public var degrees: Double {
        get { radians * 180 / .pi }
        set { radians = newValue * .pi / 180 }
    }
    public init() { radians = 0 }
    public init(radians: Double) { self.radians = radians }
    public init(degrees: Double) { radians = degrees * .pi / 180 }
    public static func radians(_ r: Double) -> Angle { Angle(radians: r) }
    public static func degrees(_ d: Double) -> Angle { Angle(degrees: d) }
    public static let zero = Angle()
    public static func < (a: Angle, b: Angle) -> Bool { a.radians < b.radians }
    public static func + (a: Angle, b: Angle) -> Angle { Angle(radians: a.radians + b.radians) }
    public static func - (a: Angle, b: Angle) -> Angle { Angle(radians: a.radians - b.radians) }
    public static prefix func - (a: Angle) -> Angle { Angle(radians: -a.radians) }
}

// MARK: - scaleEffect, rotationEffect

struct _TransformEffectModifier: NodeModifier {
    let scale: CGSize
    let rotation: Double
    let anchor: UnitPoint
    func makeNode(_ context: BuildContext) -> TransformEffectNode { TransformEffectNode() }
    func configure(_ node: TransformEffectNode, _ context: BuildContext) {
        let old = node.values
        node.scale = scale
        node.rotation = rotation
        node.anchor = anchor
        node.animateChange(.transform, from: old, to: node.values, context)
        if old != node.values { node.invalidateVisualBounds() }
    }
}

/// Draws its content scaled and rotated about an anchor of its bounds;
/// layout is unchanged, hit testing follows the drawing.
package final class TransformEffectNode: SingleChildNode {
    var scale = CGSize(width: 1, height: 1)
    /// Radians, clockwise on screen.
    var rotation = 0.0
    var anchor = UnitPoint.center

    var values: [Double] { [Double(scale.width), Double(scale.height), rotation] }

    /// The transform as drawn at `time`, in this node's own space.
    func transform(at time: Double) -> DrawTransform {
        let v = presented(.transform, model: values, at: time)
        let size = presentedSize(at: time)
        return DrawTransform(anchor: CGPoint(x: anchor.x * size.width, y: anchor.y * size.height),
                             scale: CGSize(width: v[0], height: v[1]), rotation: v[2])
    }

    package override func draw(_ context: inout DrawContext) {
        var t = transform(at: context.time)
        if t.scale == CGSize(width: 1, height: 1) && t.rotation == 0 {
            super.draw(&context)
            return
        }
        t.anchor.x += context.translation.x
        t.anchor.y += context.translation.y
        context.drawTransformed(t) { super.draw(&$0) }
    }

    /// What it may cover drawn: its bounds, and while it scales or turns
    /// the disc about the anchor that holds them at the largest scale it
    /// goes through (whatever the angle), so culling keeps what it draws.
    package override var ownVisualFrame: CGRect {
        var v = values
        if let from = animationState?.tracks[.transform]?.from, from.count == 3 {
            v = [max(abs(v[0]), abs(from[0])), max(abs(v[1]), abs(from[1])), v[2] == 0 && from[2] == 0 ? 0 : 1]
        }
        if v == [1, 1, 0] { return bounds }
        let s = CGFloat(max(1, abs(v[0]), abs(v[1])))
        let a = CGPoint(x: anchor.x * bounds.width, y: anchor.y * bounds.height)
        let dx = max(abs(a.x), abs(bounds.width - a.x)), dy = max(abs(a.y), abs(bounds.height - a.y))
        let r = s * (dx * dx + dy * dy).squareRoot()
        return CGRect(x: a.x - r, y: a.y - r, width: 2 * r, height: 2 * r).union(bounds)
    }

    package override func hitTest(_ point: CGPoint) -> Node? {
        guard let inner = transform(at: TransformEffectNode.hitTestTime).invert(point) else { return nil }
        return super.hitTest(inner)
    }

    /// The time of the event being hit-tested (an animated effect is hit
    /// where it is drawn then), set by the graph before it routes an event.
    package static var hitTestTime = 0.0

    package override var kindName: String { "transformEffect" }
}

extension Node {
    /// `point` (window points) in this node's own space, through the
    /// translations of the nodes above and the inverses of the scale and
    /// rotation effects drawn around it (this node's own included); nil
    /// when an effect scales to zero.
    package func convertFromWindow(_ point: CGPoint) -> CGPoint? {
        var chain: [Node] = []
        var n: Node? = self
        while let c = n {
            chain.append(c)
            n = c.parent
        }
        var p = point
        var parent: Node?
        for node in chain.reversed() {
            if let parent {
                let t = parent.contentTranslation, d = parent.displacement(ofChild: node)
                p.x -= t.x + d.x
                p.y -= t.y + d.y
            }
            p.x -= node.localFrame.minX
            p.y -= node.localFrame.minY
            if let effect = node.ifKind(TransformEffectNode.self) {
                guard let inner = effect.transform(at: TransformEffectNode.hitTestTime).invert(p) else { return nil }
                p = inner
            } else if let effect = node.ifKind(GeometryEffectNode.self) {
                guard let inner = effect.invert(p) else { return nil }
                p = inner
            }
            parent = node
        }
        return p
    }

    /// True when the window point `point` falls on this node's bounds as drawn.
    package func drawnBoundsContain(_ point: CGPoint) -> Bool {
        guard let p = convertFromWindow(point) else { return false }
        return bounds.contains(p)
    }
}

extension View {
    /// Draws this view scaled by `scale` about `anchor`; its layout is unchanged.
    ///
    /// ```swift
    /// Image(systemName: "heart.fill").scaleEffect(liked ? 1.2 : 1)
    /// ```
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        modified(_TransformEffectModifier(scale: scale, rotation: 0, anchor: anchor))
    }

    /// Draws this view scaled by `s` on both axes about `anchor`.
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: s, height: s), anchor: anchor)
    }

    /// Draws this view scaled by `x` and `y` about `anchor`.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: x, height: y), anchor: anchor)
    }

    /// Draws this view rotated by `angle` (clockwise) about `anchor`; its layout is unchanged.
    ///
    /// ```swift
    /// Image(systemName: "chevron.right").rotationEffect(.degrees(expanded ? 90 : 0))
    /// ```
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        modified(_TransformEffectModifier(scale: CGSize(width: 1, height: 1), rotation: angle.radians, anchor: anchor))
    }
}
