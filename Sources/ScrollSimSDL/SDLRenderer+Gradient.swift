import CSDL2
import ScrollSimCore

/// A gradient's pixels at one size: what a gradient texture shows. The
/// drawing's rectangle is kept at the origin, so a gradient that moves (a
/// card scrolling by) reuses its texture.
struct GradientTextureKey: Hashable {
    var width: Int
    var height: Int
    var drawing: GradientDrawing
}

extension SDLRenderer {
    /// Draws a gradient into its rectangle snapped to whole device pixels:
    /// each pixel takes ``GradientDrawing/color(atX:y:)`` at its centre,
    /// with its alpha multiplied by the outline's coverage (the same
    /// anti-aliased masks as solid shapes). The pixels are made once per
    /// size and gradient and kept as a texture.
    func drawGradient(_ d: GradientDrawing) {
        guard let r = sdlRenderer else { return }
        let p = PixelRect(d.rect, scale: scale)
        guard !p.isEmpty, !clip.isEmpty, p.intersects(clip) else { return }
        var local = d
        local.rect = CGRect(x: 0, y: 0, width: CGFloat(p.width) / scale, height: CGFloat(p.height) / scale)
        let key = GradientTextureKey(width: p.width, height: p.height, drawing: local)
        let entry = gradientTextures.texture(for: key, frame: frame) {
            Self.staticTexture(r, width: p.width, height: p.height,
                               rgba: Self.gradientPixels(local, width: p.width, height: p.height, scale: scale))
        }
        guard let entry else { return }
        draw(entry.texture, x: p.x0, y: p.y0, width: entry.width, height: entry.height, .white)
    }

    /// RGBA bytes (not premultiplied) of `d` at `width` × `height` pixels,
    /// `d.rect` being that size in points at the origin.
    static func gradientPixels(_ d: GradientDrawing, width: Int, height: Int, scale: CGFloat) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        func store(_ c: Color, at i: Int) {
            let v = c.rgba8
            bytes[i] = v.r
            bytes[i + 1] = v.g
            bytes[i + 2] = v.b
            bytes[i + 3] = v.a
        }
        func point(_ i: Int) -> CGFloat { (CGFloat(i) + 0.5) / scale }
        // A linear gradient along one axis is the same down each column (or along each row).
        var axisAligned: (horizontal: Bool, vertical: Bool) = (false, false)
        if case let .linear(start, end) = d.geometry {
            axisAligned = ((end.y - start.y) * d.rect.height == 0, (end.x - start.x) * d.rect.width == 0)
        }
        if axisAligned.horizontal && !axisAligned.vertical {
            let row = (0..<width).map { d.color(atX: point($0), y: 0) }
            for y in 0..<height { for x in 0..<width { store(row[x], at: (y * width + x) * 4) } }
        } else if axisAligned.vertical && !axisAligned.horizontal {
            for y in 0..<height {
                let c = d.color(atX: 0, y: point(y))
                for x in 0..<width { store(c, at: (y * width + x) * 4) }
            }
        } else {
            for y in 0..<height { for x in 0..<width { store(d.color(atX: point(x), y: point(y)), at: (y * width + x) * 4) } }
        }
        // The outline's coverage multiplies the alpha.
        let shape: ShapeMask.Shape
        switch d.outline {
        case .rectangle: return bytes
        case let .roundedRectangle(radius):
            let r = min(max(0, radius * scale), CGFloat(min(width, height)) / 2)
            if r < 0.5 { return bytes }
            shape = .roundedRect(radius64: Int((r * 64).rounded()))
        case .ellipse: shape = .ellipse
        }
        let mask = ShapeMask(shape: shape, shapeWidth: width, shapeHeight: height, lineWidth: 0,
                             originX: 0, originY: 0, width: width, height: height).rgba()
        for i in stride(from: 3, to: bytes.count, by: 4) where mask[i] < 255 {
            bytes[i] = UInt8((Int(bytes[i]) * Int(mask[i]) + 127) / 255)
        }
        return bytes
    }
}
