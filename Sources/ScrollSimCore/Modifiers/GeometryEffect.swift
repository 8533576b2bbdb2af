import Foundation

/// A modifier that draws its content through a transform computed from the
/// content's size: `effectValue(size:)` is asked again whenever the
/// effect's `animatableData` changes, so an animation of that data moves
/// the drawing frame by frame. Layout is unchanged; hit testing follows
/// the drawing.
///
/// The transform's affine part is drawn as a translation, a rotation and
/// a scale (a shear is left out, and so is a perspective part: the SDL
/// backend composes layers with those three only).
///
/// ```swift
/// struct Shake: GeometryEffect {
///     var animatableData: CGFloat
///     func effectValue(size: CGSize) -> ProjectionTransform {
///         ProjectionTransform(CGAffineTransform(translationX: 10 * sin(animatableData * .pi * 6), y: 0))
///     }
/// }
/// TextField("Password", text: $password).modifier(Shake(animatableData: CGFloat(attempts)))
/// ```
public protocol GeometryEffect: Animatable, ViewModifier {
    /// The transform for content of `size` (points), about its top leading corner.
    func effectValue(size: CGSize) -> ProjectionTransform
}

extension GeometryEffect {
    /// The content drawn through `effectValue(size:)`.
    public func body(content: Content) -> some View {
        let effect = self
        return content.modified(_GeometryEffectModifier(transform: { effect.effectValue(size: $0) }))
    }
}

extension View {
    /// Draws this view through `transform`, about its top leading corner;
    /// its layout is unchanged.
    ///
    /// ```swift
    /// Text("Skewed").transformEffect(CGAffineTransform(translationX: 20, y: 0))
    /// ```
    public func transformEffect(_ transform: CGAffineTransform) -> some View {
        let t = ProjectionTransform(transform)
        return modified(_GeometryEffectModifier(transform: { _ in t }))
    }

    /// Draws this view through `transform`, about its top leading corner.
    public func projectionEffect(_ transform: ProjectionTransform) -> some View {
        modified(_GeometryEffectModifier(transform: { _ in transform }))
    }
}

struct _GeometryEffectModifier: NodeModifier {
    let transform: @MainActor (CGSize) -> ProjectionTransform
    func makeNode(_ context: BuildContext) -> GeometryEffectNode { GeometryEffectNode() }
    func configure(_ node: GeometryEffectNode, _ context: BuildContext) {
        node.transform = transform
        node.invalidateVisualBounds()
    }
}

/// Draws its content through an affine transform of its own space computed
/// from its size (the transform of a `GeometryEffect`).
package final class GeometryEffectNode: SingleChildNode {
    var transform: @MainActor (CGSize) -> ProjectionTransform = { _ in ProjectionTransform() }

    /// The transform for the current size, as drawn: its affine part.
    var affine: CGAffineTransform { transform(bounds.size).affine }

    /// The affine part as SDL composes it: a translation, then a rotation
    /// and a scale about the node's origin (`CGAffineTransform.scaleAndRotation`);
    /// nil when it flattens the content (nothing is drawn).
    static func decompose(_ t: CGAffineTransform) -> (translation: CGPoint, scale: CGSize, rotation: Double)? {
        guard let (scale, rotation) = t.scaleAndRotation, scale.height != 0, scale.height.isFinite else { return nil }
        return (CGPoint(x: t.tx, y: t.ty), scale, rotation)
    }

    package override func draw(_ context: inout DrawContext) {
        let t = affine
        if t.isIdentity {
            super.draw(&context)
            return
        }
        guard let (translation, scale, rotation) = Self.decompose(t) else { return }
        let saved = context.translation
        context.translation.x += translation.x
        context.translation.y += translation.y
        if scale == CGSize(width: 1, height: 1) && rotation == 0 {
            super.draw(&context)
        } else {
            context.drawTransformed(DrawTransform(anchor: context.translation, scale: scale, rotation: rotation)) { super.draw(&$0) }
        }
        context.translation = saved
    }

    /// Its bounds and where the transform draws them.
    package override var ownVisualFrame: CGRect {
        let t = affine
        if t.isIdentity { return bounds }
        return bounds.applying(t).union(bounds)
    }

    /// `point` (in this node's space, as drawn) taken back through the
    /// transform as drawn; nil when the transform flattens the content.
    func invert(_ point: CGPoint) -> CGPoint? {
        guard let (translation, scale, rotation) = Self.decompose(affine) else { return nil }
        let drawn = DrawTransform(anchor: .zero, scale: scale, rotation: rotation)
        return drawn.invert(CGPoint(x: point.x - translation.x, y: point.y - translation.y))
    }

    package override func hitTest(_ point: CGPoint) -> Node? {
        guard let inner = invert(point) else { return nil }
        return super.hitTest(inner)
    }

    package override var kindName: String { "geometryEffect" }
}
