import Foundation

// SwiftUI's shape transforms: the shape's path in its frame, then rotated,
// scaled or transformed inside that frame. The frame (and so the layout) does
// not change; only the outline does, so a stroke or fill follows the new path.
// (`Shape.offset`, SwiftUI's `OffsetShape`, is left to the view's `offset`,
// which draws the same.)

extension Shape {
    /// This shape turned by `angle` (clockwise on screen for positive
    /// angles) about `anchor` of its frame.
    ///
    /// ```swift
    /// SpeakerArc(index: 0, total: 4).rotation(.degrees(-90)).stroke(.blue, lineWidth: 12)
    /// ```
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
        RotatedShape(shape: self, angle: angle, anchor: anchor)
    }

    /// This shape scaled by `x` and `y` about `anchor` of its frame.
    public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
    }

    /// This shape scaled by `scale` on both axes about `anchor` of its frame.
    public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: scale, height: scale), anchor: anchor)
    }

    /// This shape's path taken through `transform` (in the frame's space,
    /// origin at the frame's top-left corner).
    public func transform(_ transform: CGAffineTransform) -> TransformedShape<Self> {
        TransformedShape(shape: self, transform: transform)
    }
}

/// The transform that applies `t` about `anchor` of `rect`: moves the anchor
/// point to the origin, applies `t`, moves it back.
private func aboutAnchor(_ t: CGAffineTransform, _ anchor: UnitPoint, in rect: CGRect) -> CGAffineTransform {
    let x = rect.minX + anchor.x * rect.width
    let y = rect.minY + anchor.y * rect.height
    return CGAffineTransform(translationX: -x, y: -y)
        .concatenating(t)
        .concatenating(CGAffineTransform(translationX: x, y: y))
}

/// A shape turned about an anchor of its frame (`rotation(_:anchor:)`).
/// Its angle and the shape's own data animate.
public struct RotatedShape<Content: Shape>: Shape {
    public var shape: Content
    public var angle: Angle
    public var anchor: UnitPoint

    public init(shape: Content, angle: Angle, anchor: UnitPoint = .center) {
        self.shape = shape
        self.angle = angle
        self.anchor = anchor
    }

    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).applying(aboutAnchor(CGAffineTransform(rotationAngle: CGFloat(angle.radians)), anchor, in: rect))
    }

    public var animatableData: AnimatablePair<Content.AnimatableData, Double> {
        get { AnimatablePair(shape.animatableData, angle.radians) }
        set {
            shape.animatableData = newValue.first
            angle = .radians(newValue.second)
        }
    }
}

/// A shape scaled about an anchor of its frame (`scale(x:y:anchor:)`,
/// `scale(_:anchor:)`). The scale and the shape's own data animate.
public struct ScaledShape<Content: Shape>: Shape {
    public var shape: Content
    public var scale: CGSize
    public var anchor: UnitPoint

    public init(shape: Content, scale: CGSize, anchor: UnitPoint = .center) {
        self.shape = shape
        self.scale = scale
        self.anchor = anchor
    }

    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).applying(aboutAnchor(CGAffineTransform(scaleX: scale.width, y: scale.height), anchor, in: rect))
    }

    public var animatableData: AnimatablePair<Content.AnimatableData, AnimatablePair<CGFloat, CGFloat>> {
        get { AnimatablePair(shape.animatableData, AnimatablePair(scale.width, scale.height)) }
        set {
            shape.animatableData = newValue.first
            scale = CGSize(width: newValue.second.first, height: newValue.second.second)
        }
    }
}

/// A shape's path taken through an affine transform (`transform(_:)`).
public struct TransformedShape<Content: Shape>: Shape {
    public var shape: Content
    public var transform: CGAffineTransform

    public init(shape: Content, transform: CGAffineTransform) {
        self.shape = shape
        self.transform = transform
    }

    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).applying(transform)
    }

    public var animatableData: Content.AnimatableData {
        get { shape.animatableData }
        set { shape.animatableData = newValue }
    }
}
