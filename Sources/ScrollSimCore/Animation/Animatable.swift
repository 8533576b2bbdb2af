import Foundation

// MARK: - VectorArithmetic

/// A value an animation can move: it can be added, subtracted and scaled,
/// so the value between a start `a` and an end `b` at progress `p` is
/// `a + (b − a)·p`.
public protocol VectorArithmetic: AdditiveArithmetic {
    /// Multiplies each component by `rhs`.
    mutating func scale(by rhs: Double)
    /// The dot product of the value with itself.
    var magnitudeSquared: Double { get }
}

extension VectorArithmetic {
    /// The value with each component multiplied by `rhs`.
    public func scaled(by rhs: Double) -> Self {
        var v = self
        v.scale(by: rhs)
        return v
    }

    /// Moves the value `amount` (0…1) of the way toward `other`.
    public mutating func interpolate(towards other: Self, amount: Double) {
        self += (other - self).scaled(by: amount)
    }

    /// The value `amount` (0…1) of the way from this one toward `other`.
    public func interpolated(towards other: Self, amount: Double) -> Self {
        var v = self
        v.interpolate(towards: other, amount: amount)
        return v
    }
}

extension Double: VectorArithmetic {
    public mutating func scale(by rhs: Double) { self *= rhs }
    public var magnitudeSquared: Double { self * self }
}

extension Float: VectorArithmetic {
    public mutating func scale(by rhs: Double) { self *= Float(rhs) }
    public var magnitudeSquared: Double { Double(self * self) }
}

extension CGFloat: VectorArithmetic {
    public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }
    public var magnitudeSquared: Double { Double(self * self) }
}

/// The animatable data of a type with nothing to animate.
public struct EmptyAnimatableData: VectorArithmetic, Sendable {
    public init() {}
    public static var zero: EmptyAnimatableData { EmptyAnimatableData() }
    public static func + (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
    public static func - (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
    public mutating func scale(by rhs: Double) {}
    public var magnitudeSquared: Double { 0 }
}

/// Two animatable values moved together, component by component.
///
/// ```swift
/// var animatableData: AnimatablePair<CGFloat, Double> {
///     get { AnimatablePair(width, angle) }
///     set { width = newValue.first; angle = newValue.second }
/// }
/// ```
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
    public var first: First
    public var second: Second
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
    public static var zero: AnimatablePair { AnimatablePair(.zero, .zero) }
    public static func + (lhs: AnimatablePair, rhs: AnimatablePair) -> AnimatablePair {
        AnimatablePair(lhs.first + rhs.first, lhs.second + rhs.second)
    }
    public static func - (lhs: AnimatablePair, rhs: AnimatablePair) -> AnimatablePair {
        AnimatablePair(lhs.first - rhs.first, lhs.second - rhs.second)
    }
    public mutating func scale(by rhs: Double) {
        first.scale(by: rhs)
        second.scale(by: rhs)
    }
    public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}

extension AnimatablePair: Sendable where First: Sendable, Second: Sendable {}

// MARK: - Animatable

/// A type whose `animatableData` an animation moves frame by frame: a
/// custom `Shape`, a `ViewModifier`, or a view. When a change made in an
/// animated transaction (`withAnimation`, `.animation(_:value:)`) gives
/// the data a new value, each frame shows the type with the data at
/// `old + (new − old)·p`, `p` being the animation's progress at that
/// moment (its timing curve or spring, as every animated property
/// follows: docs/layout-rules.md, "Animatable").
///
/// ```swift
/// struct Wave: Shape {
///     var phase: CGFloat
///     var animatableData: CGFloat {
///         get { phase }
///         set { phase = newValue }
///     }
///     func path(in rect: CGRect) -> Path { … }
/// }
/// ```
///
/// Main-actor isolated, as the views that adopt it are.
@MainActor
public protocol Animatable {
    associatedtype AnimatableData: VectorArithmetic
    /// The data an animation interpolates.
    var animatableData: AnimatableData { get set }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
    /// Nothing to animate.
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

extension Animatable where Self: VectorArithmetic {
    /// The value itself.
    public var animatableData: Self {
        get { self }
        set { self = newValue }
    }
}

/// A view modifier whose animatable data animates (SwiftUI's older
/// spelling of `ViewModifier & Animatable`).
public protocol AnimatableModifier: Animatable, ViewModifier {}

extension Angle: Animatable, _VectorMath {
    /// The angle in radians.
    public var animatableData: Double {
        get { radians }
        set { radians = newValue }
    }
}

// MARK: - _VectorMath

/// An `Animatable` value with the arithmetic of a vector space, done on its
/// `animatableData`: `Angle(degrees: 45) * 8` is 360°, `a / 2` halves it,
/// `a + b`, `a - b` and `-a` add, subtract and negate component-wise.
public protocol _VectorMath: Animatable {}

extension _VectorMath {
    /// The length of the animatable data (√ of its `magnitudeSquared`).
    public var magnitude: Double { animatableData.magnitudeSquared.squareRoot() }

    /// Replaces the value with its additive inverse.
    public mutating func negate() { animatableData = .zero - animatableData }

    public static prefix func - (operand: Self) -> Self {
        var result = operand
        result.negate()
        return result
    }

    public static func += (lhs: inout Self, rhs: Self) { lhs.animatableData += rhs.animatableData }

    public static func + (lhs: Self, rhs: Self) -> Self {
        var result = lhs
        result += rhs
        return result
    }

    public static func -= (lhs: inout Self, rhs: Self) { lhs.animatableData -= rhs.animatableData }

    public static func - (lhs: Self, rhs: Self) -> Self {
        var result = lhs
        result -= rhs
        return result
    }

    public static func *= (lhs: inout Self, rhs: Double) { lhs.animatableData.scale(by: rhs) }

    public static func * (lhs: Self, rhs: Double) -> Self {
        var result = lhs
        result *= rhs
        return result
    }

    public static func /= (lhs: inout Self, rhs: Double) { lhs *= 1 / rhs }

    public static func / (lhs: Self, rhs: Double) -> Self {
        var result = lhs
        result /= rhs
        return result
    }
}

extension CGPoint: Animatable {
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(x, y) }
        set { (x, y) = (newValue.first, newValue.second) }
    }
}

extension CGSize: Animatable {
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(width, height) }
        set { (width, height) = (newValue.first, newValue.second) }
    }
}

extension CGRect: Animatable {
    public var animatableData: AnimatablePair<CGPoint.AnimatableData, CGSize.AnimatableData> {
        get { AnimatablePair(origin.animatableData, size.animatableData) }
        set { (origin.animatableData, size.animatableData) = (newValue.first, newValue.second) }
    }
}

// MARK: - Playing animatable data

/// A view that shows another with interpolated animatable data: the shape,
/// modifier or view of an `Animatable` type whose data is not empty.
/// Views do not use it directly.
@MainActor
protocol AnimatableDataLeaf: View {
    associatedtype Data: VectorArithmetic
    var data: Data { get set }
}

/// Where the animatable data of one view is going: its target, and the
/// running animation toward it.
@MainActor
final class AnimatableDataPlayer<Data: VectorArithmetic> {
    var target: Data?
    var from: Data = .zero
    var start = 0.0
    var animation: Animation?

    /// The data shown at `time`: the target once the animation has ended
    /// (which it then forgets), else `from` moved by the animation's progress.
    func value(at time: Double) -> Data? {
        guard let animation, let target else { return target }
        let s = animation.sample(elapsed: time - start, from: 0, to: 1)
        if s.isFinished {
            self.animation = nil
            return target
        }
        return from + (target - from).scaled(by: s.value)
    }

    /// Forgets the animation when it has ended at `time` (the frame of
    /// that time shows the target and asks for no other).
    func endIfFinished(at time: Double) {
        if let animation, animation.sample(elapsed: time - start, from: 0, to: 1).isFinished { self.animation = nil }
    }
}

/// Shows `leaf` with its data moved by the animation of the transaction
/// that changed it, one step each frame while it runs. A change without
/// animation shows the new data at once (and ends a running animation);
/// a change during an animation starts the new one from the data shown
/// at that moment.
struct _AnimatedData<Leaf: AnimatableDataLeaf>: View {
    let leaf: Leaf
    @State private var player = AnimatableDataPlayer<Leaf.Data>()
    @State private var beat = 0

    var body: some View {
        _ = beat
        let player = self.player
        let node = CompositeNodeBase.evaluating
        let now = node?.context?.graph.currentTime ?? 0
        let target = leaf.data
        if let last = player.target, last != target {
            if let animation = node?.context?.transaction.animation {
                player.from = player.value(at: now) ?? last
                player.start = now
                player.animation = animation
            } else {
                player.animation = nil
            }
        }
        player.target = target
        var shown = leaf
        if let value = player.value(at: now) { shown.data = value }
        let beat = $beat
        return shown.modified(_FrameTickModifier(isRunning: { player.animation != nil }, onFrame: { _, time in
            player.endIfFinished(at: time)
            beat.wrappedValue += 1
        }))
    }
}

/// A shape with its paint, drawn as it is (the leaf of an animated shape).
struct _AnimatedShapeLeaf<S: Shape>: AnimatableDataLeaf, PrimitiveView {
    typealias Body = Never
    var shape: S
    let paint: Paint
    var data: S.AnimatableData {
        get { shape.animatableData }
        set { shape.animatableData = newValue }
    }
    func makeNode(_ context: BuildContext) -> Node { shape.makeShapeNode(paint: paint, context) }
    func update(_ node: Node, _ context: BuildContext) -> Bool { shape.updateShapeNode(node, paint: paint, context) }
}

/// A modified view evaluated as it is (the leaf of an animated modifier).
struct _AnimatedModifierLeaf<Content: View, Modifier: ViewModifier & Animatable>: AnimatableDataLeaf {
    typealias Body = Never
    var modified: ModifiedContent<Content, Modifier>
    var data: Modifier.AnimatableData {
        get { modified.modifier.animatableData }
        set { modified.modifier.animatableData = newValue }
    }
    static func _makeNode(_ view: Self, _ inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(CompositeNode<ModifiedContent<Content, Modifier>>.reconciled(view.modified, inputs.old, inputs.context))
    }
}

/// A view evaluated as it is (the leaf of an animated view).
struct _AnimatedViewLeaf<V: View & Animatable>: AnimatableDataLeaf {
    typealias Body = Never
    var view: V
    var data: V.AnimatableData {
        get { view.animatableData }
        set { view.animatableData = newValue }
    }
    static func _makeNode(_ view: Self, _ inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(CompositeNode<V>.reconciled(view.view, inputs.old, inputs.context))
    }
}

extension Shape {
    /// The node of this shape with `paint`: an animated one when its data is not empty.
    static func shapeOutputs(_ shape: Self, paint: Paint, _ inputs: _ViewInputs) -> _ViewOutputs {
        if AnimatableData.self != EmptyAnimatableData.self {
            return _ViewOutputs(reconcile(_AnimatedData(leaf: _AnimatedShapeLeaf(shape: shape, paint: paint)), inputs.old, inputs.context))
        }
        if let old = inputs.old, shape.updateShapeNode(old, paint: paint, inputs.context) { return _ViewOutputs(old) }
        return _ViewOutputs(shape.makeShapeNode(paint: paint, inputs.context))
    }
}

extension View where Self: Animatable {
    /// A view whose animatable data is not empty is shown through `_AnimatedData`.
    public static func _makeNode(_ view: Self, _ inputs: _ViewInputs) -> _ViewOutputs {
        if AnimatableData.self == EmptyAnimatableData.self {
            return _ViewOutputs(CompositeNode<Self>.reconciled(view, inputs.old, inputs.context))
        }
        return _ViewOutputs(reconcile(_AnimatedData(leaf: _AnimatedViewLeaf(view: view)), inputs.old, inputs.context))
    }
}

extension ViewModifier where Self: Animatable {
    /// A modifier whose animatable data is not empty is evaluated through `_AnimatedData`.
    public static func _makeModifiedNode<C: View>(_ view: ModifiedContent<C, Self>, _ inputs: _ViewInputs) -> _ViewOutputs {
        if AnimatableData.self == EmptyAnimatableData.self {
            return _ViewOutputs(CompositeNode<ModifiedContent<C, Self>>.reconciled(view, inputs.old, inputs.context))
        }
        return _ViewOutputs(reconcile(_AnimatedData(leaf: _AnimatedModifierLeaf(modified: view)), inputs.old, inputs.context))
    }
}
