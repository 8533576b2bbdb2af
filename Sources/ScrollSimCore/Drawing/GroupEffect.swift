import Foundation

/// A colour matrix in the form of SVG's `feColorMatrix`: four rows of five
/// numbers; a colour (r, g, b, a, each 0…1, not premultiplied) becomes
/// r' = m[0]·r + m[1]·g + m[2]·b + m[3]·a + m[4], and so on for g', b'
/// (rows 2 and 3) and a' (row 4), each clamped to 0…1.
///
/// The colour effects (`brightness`, `contrast`, `saturation`, `grayscale`,
/// `hueRotation`, `colorMultiply`, `colorInvert`) are these matrices with
/// the coefficients of the W3C Filter Effects Module Level 1 (sections
/// "feColorMatrix" and "Filter Functions"); SwiftUI does not publish its
/// matrices (docs/layout-rules.md, "Colour effects").
///
/// ```swift
/// let grey = ColorMatrix.saturation(0).apply(to: .red)   // (0.213, 0.213, 0.213)
/// ```
public struct ColorMatrix: Hashable, Sendable {
    /// The 20 coefficients, row by row.
    public var m: [Double]

    public init(_ m: [Double]) {
        precondition(m.count == 20, "A colour matrix has 4 rows of 5 coefficients.")
        self.m = m
    }

    /// The matrix that leaves colours as they are.
    public static let identity = ColorMatrix([1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0])

    /// Adds `amount` to red, green and blue (SwiftUI's `brightness`: 0 no
    /// effect, 1 white).
    public static func brightness(_ amount: Double) -> ColorMatrix {
        ColorMatrix([1, 0, 0, 0, amount, 0, 1, 0, 0, amount, 0, 0, 1, 0, amount, 0, 0, 0, 1, 0])
    }

    /// Scales red, green and blue away from 0.5 by `amount` (CSS
    /// `contrast()`: slope `amount`, intercept 0.5 − 0.5·amount; negative
    /// amounts invert too).
    public static func contrast(_ amount: Double) -> ColorMatrix {
        let b = 0.5 - 0.5 * amount
        return ColorMatrix([amount, 0, 0, 0, b, 0, amount, 0, 0, b, 0, 0, amount, 0, b, 0, 0, 0, 1, 0])
    }

    /// `feColorMatrix type="saturate"`: 0 grey (luminance 0.213, 0.715,
    /// 0.072), 1 unchanged, above 1 more saturated.
    public static func saturation(_ s: Double) -> ColorMatrix {
        ColorMatrix([0.213 + 0.787 * s, 0.715 - 0.715 * s, 0.072 - 0.072 * s, 0, 0,
                     0.213 - 0.213 * s, 0.715 + 0.285 * s, 0.072 - 0.072 * s, 0, 0,
                     0.213 - 0.213 * s, 0.715 - 0.715 * s, 0.072 + 0.928 * s, 0, 0,
                     0, 0, 0, 1, 0])
    }

    /// CSS `grayscale(amount)`: 0 unchanged, 1 fully grey (luminance
    /// 0.2126, 0.7152, 0.0722); amounts are clamped to 0…1.
    public static func grayscale(_ amount: Double) -> ColorMatrix {
        let s = 1 - min(1, max(0, amount))
        return ColorMatrix([0.2126 + 0.7874 * s, 0.7152 - 0.7152 * s, 0.0722 - 0.0722 * s, 0, 0,
                            0.2126 - 0.2126 * s, 0.7152 + 0.2848 * s, 0.0722 - 0.0722 * s, 0, 0,
                            0.2126 - 0.2126 * s, 0.7152 - 0.7152 * s, 0.0722 + 0.9278 * s, 0, 0,
                            0, 0, 0, 1, 0])
    }

    /// `feColorMatrix type="hueRotate"` by `radians`.
    public static func hueRotation(_ radians: Double) -> ColorMatrix {
        let c = cos(radians), s = sin(radians)
        return ColorMatrix([0.213 + c * 0.787 - s * 0.213, 0.715 - c * 0.715 - s * 0.715, 0.072 - c * 0.072 + s * 0.928, 0, 0,
                            0.213 - c * 0.213 + s * 0.143, 0.715 + c * 0.285 + s * 0.140, 0.072 - c * 0.072 - s * 0.283, 0, 0,
                            0.213 - c * 0.213 - s * 0.787, 0.715 - c * 0.715 + s * 0.715, 0.072 + c * 0.928 + s * 0.072, 0, 0,
                            0, 0, 0, 1, 0])
    }

    /// Multiplies each component, opacity included, by `color`'s.
    public static func multiply(_ color: Color) -> ColorMatrix {
        ColorMatrix([color.red, 0, 0, 0, 0, 0, color.green, 0, 0, 0, 0, 0, color.blue, 0, 0, 0, 0, 0, color.opacity, 0])
    }

    /// CSS `invert(1)`: each of red, green and blue becomes 1 − itself.
    public static let invert = ColorMatrix([-1, 0, 0, 0, 1, 0, -1, 0, 0, 1, 0, 0, -1, 0, 1, 0, 0, 0, 1, 0])

    /// This matrix applied after `inner`: `a.after(b).apply(c) == a.apply(b.apply(c))`
    /// (before clamping between them).
    public func after(_ inner: ColorMatrix) -> ColorMatrix {
        var out = [Double](repeating: 0, count: 20)
        for row in 0..<4 {
            for col in 0..<5 {
                var v = col == 4 ? m[row * 5 + 4] : 0
                for k in 0..<4 { v += m[row * 5 + k] * inner.m[k * 5 + col] }
                out[row * 5 + col] = v
            }
        }
        return ColorMatrix(out)
    }

    /// `color` through the matrix, each component clamped to 0…1.
    public func apply(to color: Color) -> Color {
        let (r, g, b, a) = apply(color.red, color.green, color.blue, color.opacity)
        return Color(red: r, green: g, blue: b, opacity: a)
    }

    /// Straight (not premultiplied) components through the matrix, clamped to 0…1.
    @inline(__always)
    public func apply(_ r: Double, _ g: Double, _ b: Double, _ a: Double) -> (Double, Double, Double, Double) {
        func row(_ i: Int) -> Double {
            min(1, max(0, m[i] * r + m[i + 1] * g + m[i + 2] * b + m[i + 3] * a + m[i + 4]))
        }
        return (row(0), row(5), row(10), row(15))
    }
}

/// What a group of draw commands (between `beginGroup` and `endGroup`) gets
/// as a whole: the backend draws the group on its own transparent layer,
/// then blurs it, passes its colours through a matrix, and puts it down at
/// `opacity` (`.blur`, `.compositingGroup`, colour effects on images).
///
/// Only the pixels inside `bounds` (window points) come out of the layer:
/// the core makes them hold everything the group draws, its blur included.
///
/// A mask group (``isMask``) is not put down: once blurred and recoloured,
/// its alpha multiplies the pixels of the layer of the group it lies in,
/// and outside its `bounds` that layer becomes transparent (`.mask` with
/// any view; docs/layout-rules.md, "Masks and layers").
public struct GroupEffect: Hashable, Sendable {
    /// Where the group's result lies, in window points.
    public var bounds: CGRect
    /// The opacity the whole group is put down at.
    public var opacity: Double
    /// The blur's standard deviation in points (0: none).
    public var blurRadius: CGFloat
    /// An opaque blur: the edges repeat instead of fading to transparent,
    /// and the result is opaque.
    public var blurIsOpaque: Bool
    /// The colour matrix applied to the group's pixels, if any.
    public var colorMatrix: ColorMatrix?
    /// The group is the mask of the group it lies in: its alpha (times
    /// `opacity`) multiplies that group's layer instead of being drawn.
    public var isMask: Bool

    public init(bounds: CGRect, opacity: Double = 1, blurRadius: CGFloat = 0, blurIsOpaque: Bool = false,
                colorMatrix: ColorMatrix? = nil, isMask: Bool = false) {
        self.bounds = bounds
        self.opacity = opacity
        self.blurRadius = blurRadius
        self.blurIsOpaque = blurIsOpaque
        self.colorMatrix = colorMatrix
        self.isMask = isMask
    }

    /// How far a blur of standard deviation `sigma` (any unit) reaches
    /// beyond what is drawn: the three box passes of
    /// ``boxSizes(sigma:)`` together, rounded up.
    public static func blurReach(sigma: CGFloat) -> CGFloat {
        let sizes = boxSizes(sigma: sigma)
        return CGFloat(sizes.reduce(0) { $0 + max($1.left, $1.right) })
    }

    /// The three box blurs that approximate a Gaussian of standard deviation
    /// `sigma` pixels, as the Filter Effects spec (`feGaussianBlur`) gives
    /// them: d = ⌊sigma · 3·√(2π) / 4 + 0.5⌋; an odd d is three boxes of d
    /// centred on the pixel; an even d is a box of d reaching one pixel
    /// further left, one reaching one further right, and a centred box of
    /// d + 1. Each pair is how many pixels the box takes on either side.
    public static func boxSizes(sigma: CGFloat) -> [(left: Int, right: Int)] {
        guard sigma.isFinite, sigma > 0 else { return [] }
        let d = Int((sigma * 3 * (2 * CGFloat.pi).squareRoot() / 4 + 0.5).rounded(.down))
        guard d > 1 else { return [] }
        if d % 2 == 1 { return Array(repeating: ((d - 1) / 2, (d - 1) / 2), count: 3) }
        return [(d / 2, d / 2 - 1), (d / 2 - 1, d / 2), (d / 2, d / 2)]
    }

    /// Applies the blur and the colour matrix to `pixels`, RGBA8 rows of
    /// `width` pixels as a layer holds them (premultiplied by alpha), and
    /// returns straight (not premultiplied) RGBA8 ready to be drawn
    /// blended. `scale` is device pixels per point. The blur runs on the
    /// premultiplied values (so transparent pixels do not darken edges),
    /// horizontally then vertically, each pass a running sum; outside the
    /// buffer is transparent, or a copy of the nearest edge pixel for an
    /// opaque blur (whose result then has alpha 1).
    ///
    /// `mask`, when given, holds one alpha byte a pixel (`width` × `height`,
    /// 255 opaque): each premultiplied pixel is multiplied by it first, so
    /// a pixel keeps its colour and its alpha becomes alpha · mask / 255.
    public func process(_ pixels: [UInt8], width: Int, height: Int, scale: CGFloat, mask: [UInt8]? = nil) -> [UInt8] {
        let count = width * height
        guard count > 0, pixels.count >= count * 4 else { return pixels }
        var channels = [[Double]](repeating: [Double](repeating: 0, count: count), count: 4)
        for i in 0..<count {
            for c in 0..<4 { channels[c][i] = Double(pixels[i * 4 + c]) }
        }
        if let mask, mask.count >= count {
            for i in 0..<count where mask[i] < 255 {
                let m = Double(mask[i]) / 255
                for c in 0..<4 { channels[c][i] *= m }
            }
        }
        let boxes = Self.boxSizes(sigma: blurRadius * scale)
        if !boxes.isEmpty {
            var scratch = [Double](repeating: 0, count: max(width, height))
            for c in 0..<4 {
                for box in boxes {
                    Self.boxPass(&channels[c], &scratch, lines: height, length: width, stride: 1, lineStride: width,
                                 box: box, clamp: blurIsOpaque)
                    Self.boxPass(&channels[c], &scratch, lines: width, length: height, stride: width, lineStride: 1,
                                 box: box, clamp: blurIsOpaque)
                }
            }
        }
        var out = [UInt8](repeating: 0, count: count * 4)
        for i in 0..<count {
            var a = channels[3][i] / 255
            if blurIsOpaque && blurRadius > 0 { a = 1 }
            guard a > 0 else { continue }
            var r = min(1, channels[0][i] / 255 / a), g = min(1, channels[1][i] / 255 / a), b = min(1, channels[2][i] / 255 / a)
            a = min(1, a)
            if let colorMatrix { (r, g, b, a) = colorMatrix.apply(r, g, b, a) }
            out[i * 4] = UInt8((r * 255).rounded())
            out[i * 4 + 1] = UInt8((g * 255).rounded())
            out[i * 4 + 2] = UInt8((b * 255).rounded())
            out[i * 4 + 3] = UInt8((a * 255).rounded())
        }
        return out
    }

    /// One box pass along `lines` lines of `length` values: each value
    /// becomes the mean of the `box.left` values before it, itself and the
    /// `box.right` after it.
    private static func boxPass(_ values: inout [Double], _ scratch: inout [Double], lines: Int, length: Int,
                                stride: Int, lineStride: Int, box: (left: Int, right: Int), clamp: Bool) {
        let n = Double(box.left + box.right + 1)
        for line in 0..<lines {
            let base = line * lineStride
            @inline(__always) func value(_ i: Int) -> Double {
                if i < 0 || i >= length {
                    guard clamp else { return 0 }
                    return values[base + min(length - 1, max(0, i)) * stride]
                }
                return values[base + i * stride]
            }
            var sum = 0.0
            for i in -box.left...box.right { sum += value(i) }
            for i in 0..<length {
                scratch[i] = sum / n
                sum += value(i + box.right + 1) - value(i - box.left)
            }
            for i in 0..<length { values[base + i * stride] = scratch[i] }
        }
    }
}
