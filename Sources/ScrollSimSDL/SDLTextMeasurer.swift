import CSDL2
import Foundation
import ScrollSimCore

/// Measures text with SDL_ttf and the NanumSquare fonts, for layout.
///
/// Fonts are rasterised at `scale` device pixels per point (one `TTF_Font`
/// per face and pixel size, opened at `round(size × scale)` pixels per em),
/// so text stays sharp at 2×. Every number it returns is in points: the pixel
/// measure divided by `scale`.
///
/// - `width(of:font:)` is SDL_ttf's width of the shaped line (`TTF_SizeUTF8`),
///   cached per string and font.
/// - `lineHeight(for:)` is the font's recommended line spacing,
///   `TTF_FontLineSkip ÷ scale` (ascent − descent plus the font's line gap).
///
/// Weights up to medium use `NanumSquareR.ttf`; semibold and heavier use
/// `NanumSquareB.ttf`.
///
/// ```swift
/// let measurer = try SDLTextMeasurer(fontsDirectory: "Assets/Fonts", scale: 2)
/// measurer.width(of: "안녕하세요", font: .headline)   // points
/// measurer.lineHeight(for: .body)                   // points
/// ```
@MainActor
public final class SDLTextMeasurer: @MainActor TextMeasuring {
    /// Device pixels per point the fonts are rasterised at.
    ///
    /// ```swift
    /// measurer.scale   // 2 on a 2× window
    /// ```
    public let scale: CGFloat
    /// The directory holding `NanumSquareR.ttf` and `NanumSquareB.ttf`.
    ///
    /// ```swift
    /// measurer.fontsDirectory   // "Assets/Fonts"
    /// ```
    public let fontsDirectory: String

    private var fonts: [FontKey: OpaquePointer] = [:]
    private var widths: [WidthKey: CGFloat] = [:]
    private var lineHeights: [Font: CGFloat] = [:]
    /// The width cache is emptied when it reaches this many entries.
    private let widthCacheLimit = 50_000

    private struct WidthKey: Hashable {
        var text: String
        var font: Font
    }

    /// Opens both faces from `fontsDirectory`, rasterising at `scale` device
    /// pixels per point.
    ///
    /// Throws ``SDLBackendError`` naming the file when a font is missing or
    /// SDL_ttf cannot read it.
    ///
    /// ```swift
    /// let measurer = try SDLTextMeasurer(fontsDirectory: "/work/scrollsim/Assets/Fonts", scale: 1)
    /// ```
    public init(fontsDirectory: String, scale: CGFloat = 1) throws {
        guard scale.isFinite, scale > 0 else {
            throw SDLBackendError("The text scale must be a positive number, not \(scale).")
        }
        self.fontsDirectory = fontsDirectory
        self.scale = scale
        try SDLTextMeasurer.startTTF()
        for face in [FontFace.regular, .bold] {
            let path = self.path(of: face)
            guard FileManager.default.fileExists(atPath: path) else {
                throw SDLBackendError("The font file \(path) does not exist.")
            }
            guard FileManager.default.isReadableFile(atPath: path) else {
                throw SDLBackendError("The font file \(path) is not readable.")
            }
            let key = FontKey(face: face, pixelSize: pixelSize(for: Font(size: 17)))
            guard let font = TTF_OpenFont(path, Int32(key.pixelSize)) else {
                throw SDLBackendError.ttf("The font file \(path) could not be opened")
            }
            configure(font)
            fonts[key] = font
        }
    }

    isolated deinit {
        for font in fonts.values { TTF_CloseFont(font) }
    }

    /// The advance width of `text` on one line, in points.
    ///
    /// ```swift
    /// measurer.width(of: "This is Bottom", font: .body)
    /// ```
    public func width(of text: Substring, font: Font) -> CGFloat {
        if text.isEmpty { return 0 }
        let key = WidthKey(text: String(text), font: font)
        if let width = widths[key] { return width }
        let width = pixelWidth(of: key.text, font: font) / scale
        if widths.count >= widthCacheLimit { widths.removeAll(keepingCapacity: true) }
        widths[key] = width
        return width
    }

    /// The distance from one line's top to the next, in points:
    /// `TTF_FontLineSkip ÷ scale`.
    ///
    /// ```swift
    /// measurer.lineHeight(for: .title)
    /// ```
    public func lineHeight(for font: Font) -> CGFloat {
        if let height = lineHeights[font] { return height }
        let height: CGFloat
        if let ttf = ttfFont(for: font) {
            height = CGFloat(TTF_FontLineSkip(ttf)) / scale
        } else {
            height = (font.size * 1.2).rounded()
        }
        lineHeights[font] = height
        return height
    }

    /// The whole number of device pixels per em `font` is rasterised at.
    ///
    /// ```swift
    /// try SDLTextMeasurer(fontsDirectory: dir, scale: 2).pixelSize(for: .body)   // 34
    /// ```
    public func pixelSize(for font: Font) -> Int {
        max(1, Int((font.size * scale).rounded()))
    }

    /// The opened SDL_ttf font for `font` at this scale, opened on first use.
    /// `nil` only if the font file became unreadable after `init`.
    func ttfFont(for font: Font) -> OpaquePointer? {
        let key = FontKey(face: FontFace(font), pixelSize: pixelSize(for: font))
        if let ttf = fonts[key] { return ttf }
        guard let ttf = TTF_OpenFont(path(of: key.face), Int32(key.pixelSize)) else { return nil }
        configure(ttf)
        fonts[key] = ttf
        return ttf
    }

    /// The width of a line in device pixels.
    private func pixelWidth(of text: String, font: Font) -> CGFloat {
        guard let ttf = ttfFont(for: font) else {
            return CGFloat(text.count) * font.size * 0.6 * scale
        }
        var w: Int32 = 0
        var h: Int32 = 0
        guard TTF_SizeUTF8(ttf, text, &w, &h) == 0 else { return 0 }
        return CGFloat(w)
    }

    private func path(of face: FontFace) -> String {
        (fontsDirectory as NSString).appendingPathComponent(face.fileName)
    }

    private func configure(_ font: OpaquePointer) {
        TTF_SetFontHinting(font, TTF_HINTING_LIGHT)
        TTF_SetFontKerning(font, 1)
    }

    /// Starts SDL_ttf once for the process; it is never shut down.
    private static func startTTF() throws {
        if TTF_WasInit() > 0 { return }
        guard TTF_Init() == 0 else { throw SDLBackendError.ttf("SDL_ttf could not start") }
    }
}
