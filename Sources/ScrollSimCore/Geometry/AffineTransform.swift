import Foundation

/// An affine transform of the plane, as CoreGraphics defines it (Linux's
/// Foundation has none): a point (x, y) goes to
/// (a·x + c·y + tx, b·x + d·y + ty). Rotations are in radians, positive
/// clockwise on screen (y grows downward).
///
/// ```swift
/// CGAffineTransform(translationX: 10, y: 0).rotated(by: .pi / 4)
/// ```
public struct CGAffineTransform: Hashable, Sendable {
    public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat

    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }
    public init(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, _ tx: CGFloat, _ ty: CGFloat) {
        self.init(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
    }
    /// The identity.
    public init() { self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }
    public init(translationX tx: CGFloat, y ty: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty) }
    public init(scaleX sx: CGFloat, y sy: CGFloat) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }
    public init(rotationAngle angle: CGFloat) {
        let cosine = CGFloat(cos(Double(angle))), sine = CGFloat(sin(Double(angle)))
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    public static let identity = CGAffineTransform()
    public var isIdentity: Bool { self == .identity }

    /// This transform, then `t`.
    public func concatenating(_ t: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(a: a * t.a + b * t.c, b: a * t.b + b * t.d,
                          c: c * t.a + d * t.c, d: c * t.b + d * t.d,
                          tx: tx * t.a + ty * t.c + t.tx, ty: tx * t.b + ty * t.d + t.ty)
    }
    /// A translation by (tx, ty), then this transform.
    public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: x, y: y).concatenating(self)
    }
    /// A scale by (sx, sy), then this transform.
    public func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: x, y: y).concatenating(self)
    }
    /// A rotation by `angle`, then this transform.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }
    /// Its 2 × 2 part as the SDL backend composes a layer: a scale, then a
    /// rotation (QR: scale (hypot(a, b), (ad − bc) / hypot(a, b)), rotation
    /// atan2(b, a); the shear is dropped); nil when the first column is
    /// (nearly) zero. The translation is left out.
    var scaleAndRotation: (scale: CGSize, rotation: Double)? {
        let sx = (a * a + b * b).squareRoot()
        guard sx > 1e-12, sx.isFinite else { return nil }
        return (CGSize(width: sx, height: (a * d - b * c) / sx), atan2(Double(b), Double(a)))
    }

    /// The transform that undoes this one; this one unchanged when it cannot be undone.
    public func inverted() -> CGAffineTransform {
        let det = a * d - b * c
        guard det != 0, det.isFinite else { return self }
        return CGAffineTransform(a: d / det, b: -b / det, c: -c / det, d: a / det,
                                 tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
    }
}

extension CGPoint {
    /// Where `t` takes this point.
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGSize {
    /// Where `t` takes this size as a vector (its translation left out).
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// The smallest rectangle holding this one's corners as `t` takes them.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        let corners = [CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY),
                       CGPoint(x: minX, y: maxY), CGPoint(x: maxX, y: maxY)].map { $0.applying(t) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let x0 = xs.min()!, y0 = ys.min()!
        return CGRect(x: x0, y: y0, width: xs.max()! - x0, height: ys.max()! - y0)
    }
}

/// A 3 × 3 transform of the plane in homogeneous coordinates, as
/// `GeometryEffect` returns it: a point (x, y) goes to
/// ((m11·x + m21·y + m31) / w, (m12·x + m22·y + m32) / w) with
/// w = m13·x + m23·y + m33.
public struct ProjectionTransform: Hashable, Sendable {
    public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0
    public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0
    public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1

    /// The identity.
    public init() {}
    public init(_ t: CGAffineTransform) {
        (m11, m12, m21, m22, m31, m32) = (t.a, t.b, t.c, t.d, t.tx, t.ty)
    }

    public var isIdentity: Bool { self == ProjectionTransform() }
    /// True when it has no perspective part (m13 = m23 = 0, m33 = 1).
    public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

    /// Its affine part (the perspective part left out).
    var affine: CGAffineTransform {
        let w = m33 == 0 ? 1 : m33
        return CGAffineTransform(a: m11 / w, b: m12 / w, c: m21 / w, d: m22 / w, tx: m31 / w, ty: m32 / w)
    }

    /// This transform, then `t`.
    public func concatenating(_ t: ProjectionTransform) -> ProjectionTransform {
        var r = ProjectionTransform()
        r.m11 = m11 * t.m11 + m12 * t.m21 + m13 * t.m31
        r.m12 = m11 * t.m12 + m12 * t.m22 + m13 * t.m32
        r.m13 = m11 * t.m13 + m12 * t.m23 + m13 * t.m33
        r.m21 = m21 * t.m11 + m22 * t.m21 + m23 * t.m31
        r.m22 = m21 * t.m12 + m22 * t.m22 + m23 * t.m32
        r.m23 = m21 * t.m13 + m22 * t.m23 + m23 * t.m33
        r.m31 = m31 * t.m11 + m32 * t.m21 + m33 * t.m31
        r.m32 = m31 * t.m12 + m32 * t.m22 + m33 * t.m32
        r.m33 = m31 * t.m13 + m32 * t.m23 + m33 * t.m33
        return r
    }
}

extension CGPoint {
    /// Where `t` takes this point.
    public func applying(_ t: ProjectionTransform) -> CGPoint {
        let w = t.m13 * x + t.m23 * y + t.m33
        let px = t.m11 * x + t.m21 * y + t.m31, py = t.m12 * x + t.m22 * y + t.m32
        return w == 0 || w == 1 ? CGPoint(x: px, y: py) : CGPoint(x: px / w, y: py / w)
    }
}
