import CSDL2
import ScrollSimCore

/// An image texture: one variant of a named image, as its own colours or
/// as a white mask (for a template, tinted when drawn).
struct ImageTextureKey: Hashable {
    var name: String
    var scale: CGFloat
    var isMask: Bool
}

extension SDLRenderer {
    /// Draws a bitmap image scaled into its rectangle (snapped to whole
    /// device pixels). A template is drawn as a white mask with colour
    /// modulation by its tint; every image is drawn with alpha modulation by
    /// its opacity. With cap insets the image is cut in nine parts: the
    /// corners keep their size, the edges stretch along them, the middle
    /// both ways (the tile mode is drawn stretched too).
    func drawImage(_ d: ImageDrawing) {
        guard let r = sdlRenderer, let images else { return }
        let dst = PixelRect(d.rect, scale: scale)
        guard !dst.isEmpty, dst.intersects(clip), !clip.isEmpty else { return }
        let key = ImageTextureKey(name: d.name, scale: d.scale, isMask: d.tint != nil)
        let entry = imageTextures.texture(for: key, frame: frame) {
            guard let surface = images.surface(named: d.name, scale: d.scale) else { return nil }
            guard key.isMask else { return SDL_CreateTextureFromSurface(r, surface) }
            return Self.maskTexture(r, surface)
        }
        guard let entry else { return }
        let tint = (d.tint ?? .white).rgba8
        let alpha = Double(tint.a) / 255 * max(0, min(1, d.opacity))
        SDL_SetTextureColorMod(entry.texture, tint.r, tint.g, tint.b)
        SDL_SetTextureAlphaMod(entry.texture, UInt8((alpha * 255).rounded()))
        SDL_SetTextureScaleMode(entry.texture, d.smooth ? SDL_ScaleModeLinear : SDL_ScaleModeNearest)

        noteDrawn(dst)
        let caps = d.capInsets
        if caps == .zero {
            var rect = dst.sdlRect
            SDL_RenderCopy(r, entry.texture, nil, &rect)
            return
        }
        // Nine parts: source edges in the image's pixels, destination edges in device pixels.
        let sw = Int(entry.width), sh = Int(entry.height)
        func src(_ v: CGFloat, _ limit: Int) -> Int { max(0, min(limit, Int((v * d.scale).rounded()))) }
        func dstLen(_ v: CGFloat) -> Int { PixelRect.round(v * scale) }
        let sx = [0, src(caps.leading, sw), sw - src(caps.trailing, sw), sw]
        let sy = [0, src(caps.top, sh), sh - src(caps.bottom, sh), sh]
        let dx = [dst.x0, dst.x0 + dstLen(caps.leading), dst.x1 - dstLen(caps.trailing), dst.x1]
        let dy = [dst.y0, dst.y0 + dstLen(caps.top), dst.y1 - dstLen(caps.bottom), dst.y1]
        for row in 0..<3 {
            for col in 0..<3 {
                guard sx[col + 1] > sx[col], sy[row + 1] > sy[row], dx[col + 1] > dx[col], dy[row + 1] > dy[row] else { continue }
                var s = SDL_Rect(x: Int32(sx[col]), y: Int32(sy[row]), w: Int32(sx[col + 1] - sx[col]), h: Int32(sy[row + 1] - sy[row]))
                var t = PixelRect(x0: dx[col], y0: dy[row], x1: dx[col + 1], y1: dy[row + 1]).sdlRect
                SDL_RenderCopy(r, entry.texture, &s, &t)
            }
        }
    }

    /// A texture of `surface`'s alpha with every colour white.
    private static func maskTexture(_ r: OpaquePointer, _ surface: UnsafeMutablePointer<SDL_Surface>) -> OpaquePointer? {
        guard let rgba = SDL_ConvertSurfaceFormat(surface, scrollsim_pixelformat_rgba32(), 0) else { return nil }
        defer { SDL_FreeSurface(rgba) }
        let w = Int(rgba.pointee.w), h = Int(rgba.pointee.h), pitch = Int(rgba.pointee.pitch)
        if let pixels = rgba.pointee.pixels {
            let bytes = pixels.assumingMemoryBound(to: UInt8.self)
            for y in 0..<h {
                for x in 0..<w {
                    let p = bytes + y * pitch + x * 4
                    p[0] = 255
                    p[1] = 255
                    p[2] = 255
                }
            }
        }
        return SDL_CreateTextureFromSurface(r, rgba)
    }
}
