import CSDL2
import ScrollSimCore

extension SDLRenderer {
    /// Puts straight (not premultiplied) RGBA `pixels` of `rect` down at
    /// `opacity` exactly as SDL blends a fill of each pixel's colour: with
    /// a = alpha · opacity / 255 and c a component, the target becomes
    /// ⌊c · a / 255⌋ + ⌊target · (255 − a) / 255⌋.
    ///
    /// Drawn in two passes, because the software renderer's own blit of a
    /// texture with alpha in each pixel approximates (x · a) / 255 by
    /// (x · a) >> 8 and is off by up to 2: the pixels with their colour
    /// modulated to black, blended (target · (255 − a) / 255 and the alpha
    /// of "over"), then their premultiplied colour, opaque, added.
    func composeStraight(_ pixels: [UInt8], in rect: PixelRect, opacity: Double) {
        guard let r = sdlRenderer, !rect.isEmpty, pixels.count >= rect.width * rect.height * 4 else { return }
        let o = Int((min(1, max(0, opacity)) * 255).rounded())
        guard o > 0 else { return }
        var coverage = pixels
        var colour = [UInt8](repeating: 255, count: pixels.count)
        for i in stride(from: 0, to: rect.width * rect.height * 4, by: 4) {
            let a = Int(pixels[i + 3]) * o / 255
            coverage[i + 3] = UInt8(a)
            colour[i] = UInt8(Int(pixels[i]) * a / 255)
            colour[i + 1] = UInt8(Int(pixels[i + 1]) * a / 255)
            colour[i + 2] = UInt8(Int(pixels[i + 2]) * a / 255)
        }
        guard let under = Self.staticTexture(r, width: rect.width, height: rect.height, rgba: coverage) else { return }
        defer { SDL_DestroyTexture(under) }
        guard let over = Self.staticTexture(r, width: rect.width, height: rect.height, rgba: colour) else { return }
        defer { SDL_DestroyTexture(over) }
        noteDrawn(rect)
        var dst = rect.sdlRect
        SDL_SetTextureColorMod(under, 0, 0, 0)
        SDL_RenderCopy(r, under, nil, &dst)
        SDL_SetTextureBlendMode(over, SDL_BLENDMODE_ADD)
        SDL_RenderCopy(r, over, nil, &dst)
    }

    /// The alpha of a mask group's layer (still the target) inside its
    /// bounds, after its blur and colour matrix, times its opacity; nil
    /// when there is nothing to read.
    func maskAlpha(_ effect: GroupEffect) -> LayerMask? {
        let size = outputSize
        let rect = PixelRect(effect.bounds, scale: scale).intersection(PixelRect(x0: 0, y0: 0, x1: size.width, y1: size.height))
        guard !rect.isEmpty, let pixels = readPixels(rect) else { return nil }
        var out = pixels
        if effect.blurRadius > 0 || effect.colorMatrix != nil {
            out = effect.process(pixels, width: rect.width, height: rect.height, scale: scale)
        }
        let opacity = min(1, max(0, effect.opacity))
        var alpha = [UInt8](repeating: 0, count: rect.width * rect.height)
        for i in alpha.indices {
            let a = out[i * 4 + 3]
            alpha[i] = opacity == 1 ? a : UInt8((Double(a) * opacity).rounded())
        }
        return LayerMask(rect: rect, alpha: alpha)
    }

    /// `mask`'s alpha over the pixels of `rect`, row by row (0 outside the mask's rectangle).
    static func alpha(_ mask: LayerMask, in rect: PixelRect) -> [UInt8] {
        if mask.rect == rect { return mask.alpha }
        var out = [UInt8](repeating: 0, count: rect.width * rect.height)
        let overlap = mask.rect.intersection(rect)
        guard !overlap.isEmpty else { return out }
        for y in overlap.y0..<overlap.y1 {
            let from = (y - mask.rect.y0) * mask.rect.width + (overlap.x0 - mask.rect.x0)
            let to = (y - rect.y0) * rect.width + (overlap.x0 - rect.x0)
            for x in 0..<overlap.width { out[to + x] = mask.alpha[from + x] }
        }
        return out
    }
}
