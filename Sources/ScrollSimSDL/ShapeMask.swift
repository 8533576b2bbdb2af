import Foundation

/// An anti-aliased coverage mask for part of a rounded rectangle or an
/// ellipse, as white RGBA pixels whose alpha is the shape's coverage.
///
/// Coverage comes from the shape's signed distance at each pixel centre,
/// `clamp(½ − distance, 0, 1)`: a one-pixel ramp centred on the edge, so
/// pixel-aligned straight edges stay crisp and curves are smooth. A stroke is
/// the band between the edge and `lineWidth` pixels inside it.
///
/// The renderer draws masks as textures tinted with colour and alpha
/// modulation. They are computed on the CPU because SDL's software renderer
/// snaps `SDL_RenderGeometry` vertices to whole pixels, which leaves feathered
/// triangle rims either blurred or stair-stepped.
struct ShapeMask: Hashable, Sendable {
    /// The outline.
    enum Shape: Hashable, Sendable {
        /// Circular corners of `radius64 / 64` pixels.
        case roundedRect(radius64: Int)
        /// An ellipse inscribed in the shape's box.
        case ellipse
    }

    var shape: Shape
    /// The whole shape's box, in pixels.
    var shapeWidth: Int
    var shapeHeight: Int
    /// The stroke width in pixels, or 0 for a fill.
    var lineWidth: Int
    /// The part of the box this mask covers.
    var originX: Int
    var originY: Int
    var width: Int
    var height: Int

    /// White pixels with coverage alpha, row by row (RGBA byte order).
    func rgba() -> [UInt8] {
        var bytes = [UInt8](repeating: 255, count: width * height * 4)
        let cx = Double(shapeWidth) / 2, cy = Double(shapeHeight) / 2
        let lw = Double(lineWidth)
        for y in 0..<height {
            let py = Double(originY + y) + 0.5 - cy
            for x in 0..<width {
                let px = Double(originX + x) + 0.5 - cx
                let d = distance(px, py)
                var coverage = Self.clamp(0.5 - d)
                if lineWidth > 0 { coverage -= Self.clamp(0.5 - (d + lw)) }
                bytes[(y * width + x) * 4 + 3] = UInt8((max(0, coverage) * 255).rounded())
            }
        }
        return bytes
    }

    /// Signed distance from the outline (negative inside), relative to the centre.
    private func distance(_ px: Double, _ py: Double) -> Double {
        let bx = Double(shapeWidth) / 2, by = Double(shapeHeight) / 2
        switch shape {
        case let .roundedRect(radius64):
            let r = min(Double(radius64) / 64, bx, by)
            let qx = abs(px) - (bx - r), qy = abs(py) - (by - r)
            let outside = (max(qx, 0) * max(qx, 0) + max(qy, 0) * max(qy, 0)).squareRoot()
            return outside + min(max(qx, qy), 0) - r
        case .ellipse:
            guard bx > 0, by > 0 else { return 1 }
            if bx == by { return (px * px + py * py).squareRoot() - bx }
            // Inigo Quilez's ellipse distance estimate: exact on the axes, close elsewhere.
            let k0 = ((px / bx) * (px / bx) + (py / by) * (py / by)).squareRoot()
            let k1 = ((px / (bx * bx)) * (px / (bx * bx)) + (py / (by * by)) * (py / (by * by))).squareRoot()
            guard k1 > 0 else { return -min(bx, by) }
            return k0 * (k0 - 1) / k1
        }
    }

    private static func clamp(_ v: Double) -> Double { min(1, max(0, v)) }
}
