import ScrollSimCore

/// One opened font: a face at a size, rasterised at a number of device pixels per point.
///
/// SDL_ttf takes a whole point size and whole dots per inch; the size is
/// kept in quarter points and the pixels per point as dots per inch over
/// quarter points (`dpi = 18 × pixels per point`, so `ptsize × dpi / 72 =
/// size × pixels per point`). Measuring fonts use 64 pixels per point
/// without hinting, so widths scale with the size and do not depend on the
/// window's scale; drawing fonts use the renderer's scale with light hinting.
struct FontKey: Hashable, Sendable {
    var face: FontFace
    /// The point size in quarter points.
    var quarterPoints: Int
    /// Dots per inch for SDL_ttf: 18 × device pixels per point, rounded.
    var dpi: Int
    var hinted: Bool

    init(face: FontFace, size: CGFloat, pixelsPerPoint: CGFloat, hinted: Bool) {
        self.face = face
        quarterPoints = max(1, Int((size * 4).rounded()))
        dpi = max(1, Int((pixelsPerPoint * 18).rounded()))
        self.hinted = hinted
    }

    /// Device pixels per point the font is rasterised at (after rounding).
    var pixelsPerPoint: CGFloat { CGFloat(dpi) / 18 }
}
