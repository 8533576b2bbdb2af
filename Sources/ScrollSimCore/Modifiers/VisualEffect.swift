import Foundation

/// One drawn effect of a ``VisualEffect`` chain.
public enum _VisualEffectStep: Hashable, Sendable {
    case offset(CGSize)
    case transform(scale: CGSize, rotation: Double, anchor: UnitPoint)
    case opacity(Double)
    case blur(radius: CGFloat, opaque: Bool)
    case color(ColorMatrix)
}

/// Effects drawn on a view from its geometry (`visualEffect`,
/// `scrollTransition`): offsets, scales, rotations, opacity, blur and
/// colour effects, applied in the order written (each one around the
/// ones before it), without changing layout or hit testing.
///
/// ```swift
/// Text("Hi").visualEffect { content, proxy in
///     content.offset(y: proxy.frame(in: .global).minY < 0 ? 10 : 0).opacity(0.5)
/// }
/// ```
public protocol VisualEffect: Sendable {
    /// The steps, innermost first.
    var _steps: [_VisualEffectStep] { get }
}

/// The effect that changes nothing: what `visualEffect`'s and
/// `scrollTransition`'s closures start from.
public struct EmptyVisualEffect: VisualEffect {
    public init() {}
    public var _steps: [_VisualEffectStep] { [] }
}

/// A chain of drawn effects.
public struct _VisualEffectChain: VisualEffect {
    public let _steps: [_VisualEffectStep]
}

extension VisualEffect {
    private func adding(_ step: _VisualEffectStep) -> _VisualEffectChain { _VisualEffectChain(_steps: _steps + [step]) }

    /// Moves the drawing by `offset`.
    public func offset(_ offset: CGSize) -> _VisualEffectChain {
        adding(.offset(CGSize(width: offset.width.isFinite ? offset.width : 0, height: offset.height.isFinite ? offset.height : 0)))
    }
    /// Moves the drawing by (x, y).
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> _VisualEffectChain { offset(CGSize(width: x, height: y)) }
    /// Scales the drawing about `anchor` of the view's bounds.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> _VisualEffectChain {
        adding(.transform(scale: scale, rotation: 0, anchor: anchor))
    }
    /// Scales the drawing by `s` on both axes.
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> _VisualEffectChain {
        scaleEffect(CGSize(width: s, height: s), anchor: anchor)
    }
    /// Scales the drawing by `x` and `y`.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> _VisualEffectChain {
        scaleEffect(CGSize(width: x, height: y), anchor: anchor)
    }
    /// Turns the drawing clockwise by `angle` about `anchor`.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> _VisualEffectChain {
        adding(.transform(scale: CGSize(width: 1, height: 1), rotation: angle.radians.isFinite ? angle.radians : 0, anchor: anchor))
    }
    /// Turns the drawing about `axis` (drawn as ``Rotation3DApproximation``).
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                                 anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> _VisualEffectChain {
        let t = Rotation3DApproximation.transform(angle: angle, axis: axis)
        return adding(.transform(scale: t.scale, rotation: t.rotation, anchor: anchor))
    }
    /// Multiplies the drawing's opacity.
    public func opacity(_ opacity: Double) -> _VisualEffectChain { adding(.opacity(opacity.isNaN ? 1 : max(0, opacity))) }
    /// Blurs the drawing (as `View.blur(radius:opaque:)`).
    public func blur(radius: CGFloat, opaque: Bool = false) -> _VisualEffectChain {
        adding(.blur(radius: radius.isFinite ? max(0, radius) : 0, opaque: opaque))
    }
    /// `View.brightness(_:)` as a visual effect.
    public func brightness(_ amount: Double) -> _VisualEffectChain { adding(.color(.brightness(amount))) }
    /// `View.contrast(_:)` as a visual effect.
    public func contrast(_ amount: Double) -> _VisualEffectChain { adding(.color(.contrast(amount))) }
    /// `View.saturation(_:)` as a visual effect.
    public func saturation(_ amount: Double) -> _VisualEffectChain { adding(.color(.saturation(amount))) }
    /// `View.grayscale(_:)` as a visual effect.
    public func grayscale(_ amount: Double) -> _VisualEffectChain { adding(.color(.grayscale(amount))) }
    /// `View.hueRotation(_:)` as a visual effect.
    public func hueRotation(_ angle: Angle) -> _VisualEffectChain { adding(.color(.hueRotation(angle.radians))) }
    /// `View.colorMultiply(_:)` as a visual effect.
    public func colorMultiply(_ color: Color) -> _VisualEffectChain { adding(.color(.multiply(color))) }
}

/// The node of `visualEffect` and `scrollTransition`: each time it is
/// drawn it asks `effect` for the steps from its geometry then (so they
/// follow scrolling without layout) and draws its content through them.
/// Culling and hit testing use the view's layout bounds.
package final class VisualEffectNode: SingleChildNode {
    var effect: (VisualEffectNode) -> [_VisualEffectStep] = { _ in [] }
    var safeAreaInsets = EdgeInsets()

    /// A proxy of this view's geometry now.
    var proxy: GeometryProxy { GeometryProxy(size: bounds.size, safeAreaInsets: safeAreaInsets, node: self, build: 0) }

    package override func draw(_ context: inout DrawContext) {
        var steps = effect(self)
        if steps.isEmpty { return super.draw(&context) }
        // A scale or rotation is drawn through a layer that holds colours
        // multiplied by their alpha, so translucent content in it would be
        // put down too dark: with one, the opacity (which commutes with the
        // other steps) is taken out and given to a group around it all.
        let turns = steps.contains {
            if case let .transform(s, r, _) = $0 { return s != CGSize(width: 1, height: 1) || r != 0 }
            return false
        }
        let fade = steps.reduce(context.opacity) { if case let .opacity(o) = $1 { return $0 * min(1, o) }; return $0 }
        guard turns, fade < 1 else { return draw(steps[...], &context) }
        guard fade > 0 else { return }
        steps.removeAll { if case .opacity = $0 { return true }; return false }
        let saved = context.opacity
        context.opacity = 1
        context.drawGroup(GroupEffect(bounds: .null, opacity: fade), bounds: drawnBounds(steps), reach: 0) { draw(steps[...], &$0) }
        context.opacity = saved
    }

    /// A rectangle (own space) that holds what `steps` draw: the visual
    /// bounds, grown about their centre by 2·scale − 1 for each scale above 1
    /// (any anchor inside) and by √2 for each rotation, a blur's spread and
    /// the offsets added.
    private func drawnBounds(_ steps: [_VisualEffectStep]) -> CGRect {
        var r = ownSpaceVisualBounds()
        var grow: CGFloat = 1, dx: CGFloat = 0, dy: CGFloat = 0
        for step in steps {
            switch step {
            case let .offset(d):
                dx += abs(d.width)
                dy += abs(d.height)
            case let .transform(s, rotation, _):
                grow *= max(1, 2 * max(abs(s.width), abs(s.height)) - 1)
                if rotation != 0 { grow *= CGFloat(2).squareRoot() }
            case let .blur(radius, _):
                r = r.insetBy(dx: -(3 * radius).rounded(.up), dy: -(3 * radius).rounded(.up))
            case .opacity, .color:
                break
            }
        }
        let w = r.width * grow, h = r.height * grow
        return CGRect(x: r.midX - w / 2 - dx, y: r.midY - h / 2 - dy, width: w + 2 * dx, height: h + 2 * dy)
    }

    /// Draws the content through `steps`, the last one outermost.
    private func draw(_ steps: ArraySlice<_VisualEffectStep>, _ context: inout DrawContext) {
        guard let step = steps.last else { return super.draw(&context) }
        let inner = steps.dropLast()
        switch step {
        case let .offset(d):
            let saved = context.translation
            context.translation.x += d.width
            context.translation.y += d.height
            draw(inner, &context)
            context.translation = saved
        case let .transform(scale, rotation, anchor):
            if scale == CGSize(width: 1, height: 1) && rotation == 0 { return draw(inner, &context) }
            let a = CGPoint(x: context.translation.x + anchor.x * bounds.width, y: context.translation.y + anchor.y * bounds.height)
            context.drawTransformed(DrawTransform(anchor: a, scale: scale, rotation: rotation)) { draw(inner, &$0) }
        case let .opacity(o):
            guard o > 0 else { return }
            let saved = context.opacity
            context.opacity *= min(1, o)
            draw(inner, &context)
            context.opacity = saved
        case let .blur(radius, opaque):
            guard radius > 0 else { return draw(inner, &context) }
            let reach = opaque ? 0 : (3 * radius).rounded(.up)
            context.drawGroup(GroupEffect(bounds: .null, blurRadius: radius, blurIsOpaque: opaque),
                              bounds: opaque ? bounds : ownSpaceVisualBounds(), reach: reach) { draw(inner, &$0) }
        case let .color(matrix):
            let start = context.list.commands.count
            draw(inner, &context)
            let drawn = context.list.commands[start...]
            context.list.commands.removeSubrange(start...)
            ColorEffectNode.recolour(drawn, matrix, into: &context.list)
        }
    }

    package override var kindName: String { "visualEffect" }
}

struct _VisualEffectModifier: NodeModifier {
    let effect: (VisualEffectNode) -> [_VisualEffectStep]
    func makeNode(_ context: BuildContext) -> VisualEffectNode { VisualEffectNode() }
    func configure(_ node: VisualEffectNode, _ context: BuildContext) {
        node.effect = effect
        node.safeAreaInsets = context.environment.safeAreaInsets
    }
}

extension View {
    /// Draws this view through the effects `effect` makes from its
    /// geometry, asked again each time the view is drawn (so they follow
    /// scrolling); layout and hit testing are unchanged.
    ///
    /// ```swift
    /// Text("Hi").visualEffect { content, proxy in
    ///     content.opacity(proxy.frame(in: .global).minY < 100 ? 0.5 : 1)
    /// }
    /// ```
    ///
    /// (SwiftUI's closure is `@Sendable`; ScrollSim's proxy reads the view
    /// tree on the main actor, so the closure is the main actor's, which a
    /// closure written in a view's body is anyway.)
    public func visualEffect(_ effect: @escaping (EmptyVisualEffect, GeometryProxy) -> some VisualEffect) -> some View {
        modified(_VisualEffectModifier { node in effect(EmptyVisualEffect(), node.proxy)._steps })
    }
}

// MARK: - scrollTransition

/// Where a view is relative to the visible region of its scroll view.
public enum ScrollTransitionPhase: Hashable, Sendable {
    /// Before the visible region (above it, or leading of it).
    case topLeading
    /// Fully visible (at the configuration's threshold).
    case identity
    /// After the visible region (below it, or trailing of it).
    case bottomTrailing

    /// True when the view is shown as it is.
    public var isIdentity: Bool { self == .identity }

    /// −1 in `topLeading`, 0 in `identity`, 1 in `bottomTrailing`.
    public var value: Double {
        switch self {
        case .topLeading: return -1
        case .identity: return 0
        case .bottomTrailing: return 1
        }
    }
}

/// How a scroll transition follows the view (see ``ScrollTransitionMetrics``).
public struct ScrollTransitionConfiguration: Sendable {
    /// True: the effect follows the hidden fraction continuously.
    let interactive: Bool
    /// True: the configuration applies no effect (the phase stays identity).
    let disabled: Bool
    /// The visible fraction at and above which the phase is identity.
    var visibleThreshold: Double = 1

    /// The phase changes when the view crosses the threshold; ScrollSim
    /// draws the new phase at once (SwiftUI animates it with the default animation).
    public static let animated = ScrollTransitionConfiguration(interactive: false, disabled: false)
    /// The effect's value follows how much of the view is out of the visible region.
    public static let interactive = ScrollTransitionConfiguration(interactive: true, disabled: false)
    /// No transition: the view is always drawn in the identity phase.
    public static let identity = ScrollTransitionConfiguration(interactive: false, disabled: true)
    /// `animated`, whatever the animation (drawn at once).
    public static func animated(_ animation: Animation = .default) -> ScrollTransitionConfiguration { .animated }

    /// This configuration with the phase identity once `threshold` of the view is visible.
    public func threshold(_ threshold: Threshold) -> ScrollTransitionConfiguration {
        var c = self
        c.visibleThreshold = threshold.fraction
        return c
    }

    /// A visible fraction of the view.
    public struct Threshold: Sendable {
        let fraction: Double
        /// Fully visible.
        public static let visible = Threshold(fraction: 1)
        /// Any part visible.
        public static let hidden = Threshold(fraction: 0)
        /// `amount` (0…1) of the view visible.
        public static func visible(_ amount: Double) -> Threshold { Threshold(fraction: min(1, max(0, amount))) }
    }
}

/// The phase a scroll transition draws (documented: identity while the
/// view is fully inside the scroll view's visible region with the default
/// `.visible` threshold; `value` −1 before it, 1 after it).
///
/// Along the transition's axis, with the view's frame F and the scroll
/// view's frame V in the window (the offset applied): the view is hidden
/// before V by h = V.min − F.min and after it by h = F.max − V.max (the
/// larger when both); the hidden fraction is h / F.length, clamped to 0…1.
/// With the threshold's visible fraction t, the phase is identity while
/// 1 − hidden ≥ t. Interactive: `value` = ±(hidden − (1 − t)) / t (0 at
/// the threshold, ±1 when fully hidden), the phase by its sign; animated:
/// ±1 past the threshold. (ScrollSim's reading of the documentation; the
/// curve between is not published.)
public enum ScrollTransitionMetrics {
    /// The phase and its value for a view at `frame` in a scroll view at `visible`, along `axis`.
    public static func phase(frame: CGRect, visible: CGRect, axis: Axis, configuration: ScrollTransitionConfiguration)
        -> (phase: ScrollTransitionPhase, value: Double) {
        guard !configuration.disabled else { return (.identity, 0) }
        let (fMin, fMax, vMin, vMax) = axis == .vertical
            ? (frame.minY, frame.maxY, visible.minY, visible.maxY)
            : (frame.minX, frame.maxX, visible.minX, visible.maxX)
        let length = fMax - fMin
        guard length > 0 else { return (.identity, 0) }
        let before = max(0, vMin - fMin), after = max(0, fMax - vMax)
        let hidden = Double(min(1, max(before, after) / length))
        let t = configuration.visibleThreshold
        guard hidden > 1 - t || (t == 0 && hidden >= 1) else { return (.identity, 0) }
        let sign: Double = before > after ? -1 : 1
        let phase: ScrollTransitionPhase = sign < 0 ? .topLeading : .bottomTrailing
        guard configuration.interactive, t > 0 else { return (phase, sign) }
        return (phase, sign * min(1, (hidden - (1 - t)) / t))
    }
}

extension _VisualEffectStep {
    /// This step `f` of the way (0…1) to `other`, when both are the same
    /// kind of step; nil otherwise.
    func interpolated(to other: _VisualEffectStep, _ f: Double) -> _VisualEffectStep? {
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * f }
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * CGFloat(f) }
        switch (self, other) {
        case let (.offset(a), .offset(b)):
            return .offset(CGSize(width: mix(a.width, b.width), height: mix(a.height, b.height)))
        case let (.transform(s0, r0, _), .transform(s1, r1, anchor)):
            return .transform(scale: CGSize(width: mix(s0.width, s1.width), height: mix(s0.height, s1.height)),
                              rotation: mix(r0, r1), anchor: anchor)
        case let (.opacity(a), .opacity(b)): return .opacity(mix(a, b))
        case let (.blur(a, _), .blur(b, opaque)): return .blur(radius: mix(a, b), opaque: opaque)
        case let (.color(a), .color(b)): return .color(ColorMatrix(zip(a.m, b.m).map { mix($0, $1) }))
        default: return nil
        }
    }
}

extension ScrollTransitionMetrics {
    /// The steps drawn `f` of the way (0…1) from `identity` to `edge`: each
    /// parameter interpolated linearly, as SwiftUI animates a visual effect
    /// (steps that do not match pair by pair: `edge`'s from halfway).
    public static func interpolate(_ identity: [_VisualEffectStep], _ edge: [_VisualEffectStep], _ f: Double) -> [_VisualEffectStep] {
        if f <= 0 { return identity }
        if f >= 1 { return edge }
        guard identity.count == edge.count else { return f < 0.5 ? identity : edge }
        var out: [_VisualEffectStep] = []
        for (a, b) in zip(identity, edge) {
            guard let m = a.interpolated(to: b, f) else { return f < 0.5 ? identity : edge }
            out.append(m)
        }
        return out
    }
}

extension View {
    /// Draws this view through the effect `transition` makes for its phase
    /// in the nearest scroll view (identity while fully visible, see
    /// ``ScrollTransitionMetrics``), worked out each time it is drawn;
    /// outside a scroll view the phase is identity. `axis` nil: the scroll
    /// view's axis (vertical when it scrolls both ways).
    ///
    /// ```swift
    /// card.scrollTransition { content, phase in
    ///     content.opacity(phase.isIdentity ? 1 : 0.3).scaleEffect(phase.isIdentity ? 1 : 0.75)
    /// }
    /// ```
    public func scrollTransition(_ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
                                 transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect) -> some View {
        modified(_VisualEffectModifier { node in
            node.scrollTransitionSteps(configuration, axis: axis) { transition(EmptyVisualEffect(), $0)._steps }
        })
    }

    /// `scrollTransition` with a configuration for each side.
    public func scrollTransition(topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration,
                                 axis: Axis? = nil,
                                 transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect) -> some View {
        modified(_VisualEffectModifier { node in
            let steps = { transition(EmptyVisualEffect(), $0)._steps }
            let before = node.scrollTransitionSteps(topLeading, axis: axis, steps)
            if node.scrollTransitionPhase(topLeading, axis: axis).phase == .topLeading { return before }
            return node.scrollTransitionSteps(bottomTrailing, axis: axis, steps)
        })
    }
}

extension VisualEffectNode {
    /// This view's scroll transition phase now.
    func scrollTransitionPhase(_ configuration: ScrollTransitionConfiguration, axis: Axis?) -> (phase: ScrollTransitionPhase, value: Double) {
        var node = parent
        while let n = node, !(n is ScrollContainerNode) { node = n.parent }
        guard let scroll = node as? ScrollContainerNode else { return (.identity, 0) }
        let a = axis ?? (scroll.axes == .horizontal ? .horizontal : .vertical)
        return ScrollTransitionMetrics.phase(frame: globalFrame, visible: scroll.globalFrame, axis: a, configuration: configuration)
    }

    /// The steps `steps` makes for this view's phase now: an interactive
    /// transition's are the identity phase's interpolated towards its edge
    /// phase's by |value|.
    func scrollTransitionSteps(_ configuration: ScrollTransitionConfiguration, axis: Axis?,
                               _ steps: (ScrollTransitionPhase) -> [_VisualEffectStep]) -> [_VisualEffectStep] {
        let (phase, value) = scrollTransitionPhase(configuration, axis: axis)
        guard configuration.interactive, phase != .identity, abs(value) < 1 else { return steps(phase) }
        return ScrollTransitionMetrics.interpolate(steps(.identity), steps(phase), abs(value))
    }
}
