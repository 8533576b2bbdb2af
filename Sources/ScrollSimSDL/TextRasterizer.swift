import CSDL2
import ScrollSimCore

/// Draws one line of text into a white RGBA surface, glyph by glyph at the
/// positions the measurer laid it out with (kerning, SF's tracking and the
/// Inter/NanumSquare runs included), so what is drawn is as wide as what
/// layout measured at every scale.
///
/// The surface has `padding` device pixels on every side for glyphs that
/// reach past the advance or the line box; the line's own top-left corner is
/// at (`padding.x`, `padding.y`). The baseline sits SF's ascender
/// (1950/2048 em) below the line's top, as on iOS.
@MainActor
struct TextRasterizer {
    let measurer: SDLTextMeasurer
    /// Device pixels per point.
    let scale: CGFloat

    /// The margin around the line box, in device pixels: half an em across, a third down.
    func padding(for font: Font) -> (x: Int, y: Int) {
        (Int((font.size * scale * 0.5).rounded(.up)) + 1, Int((font.size * scale * 0.35).rounded(.up)) + 1)
    }

    /// The line as a surface (caller frees it) and where the line's origin is inside it.
    func rasterize(_ text: String, font: Font) -> UnsafeMutablePointer<SDL_Surface>? {
        let placements = measurer.placements(of: text, font: font)
        guard !placements.isEmpty else { return nil }
        let width = measurer.width(of: text[...], font: font)
        let (padX, padY) = padding(for: font)
        let w = Int((width * scale).rounded(.up)) + 2 * padX
        let h = Int((SystemFontMetrics.lineHeight(font.size) * scale).rounded(.up)) + 2 * padY
        guard w > 0, h > 0, w <= 16384, h <= 16384,
              let surface = SDL_CreateRGBSurfaceWithFormat(0, Int32(w), Int32(h), 32, scrollsim_pixelformat_rgba32()) else { return nil }
        // Transparent white, so blending glyphs onto it keeps their colour white at every coverage.
        SDL_FillRect(surface, nil, SDL_MapRGBA(surface.pointee.format, 255, 255, 255, 0))
        let baseline = CGFloat(padY) + SystemFontMetrics.baseline(font.size) * scale
        let white = SDL_Color(r: 255, g: 255, b: 255, a: 255)
        for p in placements {
            guard let ttf = measurer.drawingFont(p.face, size: font.size, pixelsPerPoint: scale),
                  let glyph = TTF_RenderUTF8_Blended(ttf, String(p.character), white) else { continue }
            defer { SDL_FreeSurface(glyph) }
            SDL_SetSurfaceBlendMode(glyph, SDL_BLENDMODE_BLEND)
            // SDL_ttf starts a surface at the glyph's left edge when it reaches left of the pen.
            var minX: Int32 = 0
            if let scalar = p.character.unicodeScalars.first,
               TTF_GlyphMetrics32(ttf, scalar.value, &minX, nil, nil, nil, nil) != 0 { minX = 0 }
            var target = SDL_Rect(x: Int32(padX + PixelRect.round(p.x * scale)) + min(0, minX),
                                  y: Int32(PixelRect.round(baseline)) - TTF_FontAscent(ttf),
                                  w: glyph.pointee.w, h: glyph.pointee.h)
            _ = scrollsim_blit(glyph, nil, surface, &target)
        }
        if font.isItalic { TextRasterizer.shear(surface, baseline: baseline) }
        return surface
    }

    /// The slant of synthesised italics: 12° (the bundled Inter has no
    /// italic faces; see docs/layout-rules.md, "Text styling").
    static let obliqueAngle: CGFloat = 12

    /// Slants a white RGBA surface in place: each row moves right by its
    /// height above `baseline` × tan 12° (left below it), its alpha
    /// resampled linearly between the two nearest pixels.
    static func shear(_ surface: UnsafeMutablePointer<SDL_Surface>, baseline: CGFloat) {
        let w = Int(surface.pointee.w), h = Int(surface.pointee.h), pitch = Int(surface.pointee.pitch)
        guard w > 0, h > 0, let base = surface.pointee.pixels?.assumingMemoryBound(to: UInt8.self) else { return }
        let slope = tan(obliqueAngle * .pi / 180)
        var row = [UInt8](repeating: 0, count: w)
        for y in 0..<h {
            let shift = (baseline - (CGFloat(y) + 0.5)) * slope
            let whole = Int(shift.rounded(.down))
            let f = shift - CGFloat(whole)
            let line = base + y * pitch
            for x in 0..<w { row[x] = line[x * 4 + 3] }
            for x in 0..<w {
                // The pixel at x takes from x − shift: between x − whole − 1 (weight f) and x − whole.
                let a = x - whole, b = x - whole - 1
                let va = a >= 0 && a < w ? CGFloat(row[a]) : 0
                let vb = b >= 0 && b < w ? CGFloat(row[b]) : 0
                line[x * 4 + 3] = UInt8(max(0, min(255, (va * (1 - f) + vb * f).rounded())))
            }
        }
    }
}
