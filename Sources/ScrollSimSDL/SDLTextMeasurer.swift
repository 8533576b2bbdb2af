import CSDL2
import Foundation
import ScrollSimCore

/// Measures text for layout the way iOS measures San Francisco, with the
/// shipped open fonts standing in for it, and opens the fonts the renderer
/// draws with.
///
/// - A line is split into runs: characters Inter has (Latin, digits,
///   punctuation…) in Inter — Inter Display from 20 pt, as iOS switches to SF
///   Pro Display — and the rest (Hangul…) in NanumSquare.
/// - `width(of:font:)` is the sum of the runs' shaped widths (SDL_ttf with
///   HarfBuzz, kerning on, measured unhinted at 64 pixels per point), plus SF's
///   tracking at the font's size (``SystemFontMetrics/tracking(_:)``) after
///   every character of an Inter run, and the font's own ``Font/tracking``
///   after every character of any run. In points; the same at every window scale.
/// - `lineHeight(for:)` is SF's: ``SystemFontMetrics/lineHeight(_:)``.
///
/// Layout rounds these to the device's pixel grid (a `Text` is sized up to
/// whole device pixels); the measurer returns them unrounded.
///
/// ```swift
/// let measurer = try SDLTextMeasurer(fontsDirectory: "Assets/Fonts", scale: 2)
/// measurer.width(of: "This is Bottom", font: .body)   // ≈ 108.9 points
/// measurer.lineHeight(for: .title)                     // 33.4140625 points
/// ```
@MainActor
public final class SDLTextMeasurer: @MainActor TextMeasuring {
    /// Device pixels per point the renderer's fonts are rasterised at; measurements do not depend on it.
    ///
    /// ```swift
    /// measurer.scale   // 2 on a 2× window
    /// ```
    public let scale: CGFloat
    /// The directory holding the Inter and NanumSquare font files.
    ///
    /// ```swift
    /// measurer.fontsDirectory   // "Assets/Fonts"
    /// ```
    public let fontsDirectory: String

    /// Pixels per point of the measuring fonts: widths are exact to 1/64 pt.
    static let measuringPixelsPerPoint: CGFloat = 64

    /// One open font per face and hinting, set to the size last asked for:
    /// each open font holds a parsed copy of its file, so one per size would
    /// grow with every text size a scene uses.
    private var fonts: [FaceUse: (font: OpaquePointer, size: FontKey)] = [:]

    private struct FaceUse: Hashable {
        var face: FontFace
        var hinted: Bool
    }
    private var widths: [WidthKey: CGFloat] = [:]
    /// The width cache is emptied when it reaches this many entries.
    private let widthCacheLimit = 50_000

    private struct WidthKey: Hashable {
        var text: String
        var font: Font
    }

    /// Checks every font file in `fontsDirectory` and opens the body font.
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
        for face in FontFace.all {
            let path = self.path(of: face)
            guard FileManager.default.fileExists(atPath: path) else {
                throw SDLBackendError("The font file \(path) does not exist.")
            }
            guard FileManager.default.isReadableFile(atPath: path) else {
                throw SDLBackendError("The font file \(path) is not readable.")
            }
        }
        for face in [FontFace.primary(for: .body), FontFace.fallback(for: .body)] {
            guard measuringFont(face, size: 17) != nil else {
                throw SDLBackendError.ttf("The font file \(path(of: face)) could not be opened")
            }
        }
    }

    isolated deinit {
        for entry in fonts.values { TTF_CloseFont(entry.font) }
    }

    /// The advance width of `text` on one line, in points: the runs' shaped
    /// widths plus SF's tracking after each character of an Inter run.
    ///
    /// ```swift
    /// measurer.width(of: "This is Bottom", font: .body)
    /// ```
    public func width(of text: Substring, font: Font) -> CGFloat {
        if text.isEmpty { return 0 }
        let key = WidthKey(text: String(text), font: font)
        if let width = widths[key] { return width }
        var width: CGFloat = 0
        for run in runs(of: key.text, font: font) {
            width += run.width
        }
        if widths.count >= widthCacheLimit { widths.removeAll(keepingCapacity: true) }
        widths[key] = width
        return width
    }

    /// SF's line height at the font's size: `(1950 + 494) / 2048 × size`.
    ///
    /// ```swift
    /// measurer.lineHeight(for: .title)   // 33.4140625
    /// ```
    public func lineHeight(for font: Font) -> CGFloat {
        SystemFontMetrics.lineHeight(font.size)
    }

    /// One run of a line: consecutive characters drawn with one face.
    struct Run {
        var face: FontFace
        var text: Substring
        /// Where the run starts, in points from the line's start.
        var x: CGFloat
        /// The run's advance in points, tracking included.
        var width: CGFloat
        /// Tracking after each character, in points (0 for fallback runs).
        var tracking: CGFloat
        /// Points before the glyph (a monospaced digit centred in its advance).
        var inset: CGFloat = 0
    }

    /// `text` split into runs by the face that has each character.
    func runs(of text: String, font: Font) -> [Run] {
        let primary = FontFace.primary(for: font)
        let fallback = FontFace.fallback(for: font)
        guard let primaryFont = measuringFont(primary, size: font.size) else { return [] }
        var runs: [Run] = []
        var x: CGFloat = 0
        var start = text.startIndex
        var startFace: FontFace?
        func close(at end: String.Index) {
            guard let face = startFace, start < end else { return }
            let slice = text[start..<end]
            let tracking = (face.takesSystemTracking ? SystemFontMetrics.tracking(font.size) : 0) + font.tracking
            let width = measuredWidth(slice, face: face, size: font.size) + tracking * CGFloat(slice.count)
            runs.append(Run(face: face, text: slice, x: x, width: width, tracking: tracking))
            x += width
        }
        let digitAdvance = font.hasMonospacedDigits ? digitWidth(primary, size: font.size) : 0
        var i = text.startIndex
        while i < text.endIndex {
            let scalar = text.unicodeScalars[i]
            if digitAdvance > 0, scalar.properties.numericType == .decimal, scalar.isASCII {
                // A digit of a monospaced-digit font is a run of its own, the widest digit's advance.
                close(at: i)
                let next = text.index(after: i)
                let tracking = (primary.takesSystemTracking ? SystemFontMetrics.tracking(font.size) : 0) + font.tracking
                runs.append(Run(face: primary, text: text[i..<next], x: x, width: digitAdvance + tracking, tracking: tracking,
                                inset: (digitAdvance - measuredWidth(text[i..<next], face: primary, size: font.size)) / 2))
                x += digitAdvance + tracking
                start = next
                startFace = nil
                i = next
                continue
            }
            // Spaces and other characters both faces have stay in the current run.
            let inPrimary = TTF_GlyphIsProvided32(primaryFont, scalar.value) != 0
            let face = inPrimary && !(startFace == fallback && scalar.properties.isWhitespace) ? primary : fallback
            if face != startFace {
                close(at: i)
                start = i
                startFace = face
            }
            i = text.index(after: i)
        }
        close(at: text.endIndex)
        return runs
    }

    /// The widest advance of the digits 0–9 in `face` at `size` points.
    private func digitWidth(_ face: FontFace, size: CGFloat) -> CGFloat {
        "0123456789".map { measuredWidth(Substring(String($0)), face: face, size: size) }.max() ?? 0
    }

    /// Where each character of a line starts, in points from the line's
    /// start, with its face: what the renderer places glyph by glyph.
    func placements(of text: String, font: Font) -> [(character: Substring, face: FontFace, x: CGFloat)] {
        var out: [(Substring, FontFace, CGFloat)] = []
        for run in runs(of: text, font: font) {
            var index = run.text.startIndex
            var n: CGFloat = 0
            while index < run.text.endIndex {
                let next = run.text.index(after: index)
                let before = measuredWidth(run.text[run.text.startIndex..<index], face: run.face, size: font.size)
                out.append((run.text[index..<next], run.face, run.x + run.inset + before + run.tracking * n))
                n += 1
                index = next
            }
        }
        return out
    }

    /// The shaped width of `text` in `face` at `size` points, without tracking, in points.
    private func measuredWidth(_ text: Substring, face: FontFace, size: CGFloat) -> CGFloat {
        if text.isEmpty { return 0 }
        guard let ttf = measuringFont(face, size: size) else { return CGFloat(text.count) * size * 0.6 }
        var w: Int32 = 0
        var h: Int32 = 0
        guard TTF_SizeUTF8(ttf, String(text), &w, &h) == 0 else { return 0 }
        let key = FontKey(face: face, size: size, pixelsPerPoint: Self.measuringPixelsPerPoint, hinted: false)
        // The font was opened at quarter points: scale its width to the exact size.
        return CGFloat(w) / key.pixelsPerPoint * size / (CGFloat(key.quarterPoints) / 4)
    }

    private func measuringFont(_ face: FontFace, size: CGFloat) -> OpaquePointer? {
        font(FontKey(face: face, size: size, pixelsPerPoint: Self.measuringPixelsPerPoint, hinted: false))
    }

    /// The font for drawing `face` at `size` points and `pixelsPerPoint`, opened on first use
    /// (nil only if the file became unreadable after `init`).
    func drawingFont(_ face: FontFace, size: CGFloat, pixelsPerPoint: CGFloat) -> OpaquePointer? {
        font(FontKey(face: face, size: size, pixelsPerPoint: pixelsPerPoint, hinted: true))
    }

    private func font(_ key: FontKey) -> OpaquePointer? {
        let use = FaceUse(face: key.face, hinted: key.hinted)
        let dpi = UInt32(key.dpi)
        if let entry = fonts[use] {
            if entry.size != key {
                guard TTF_SetFontSizeDPI(entry.font, Int32(key.quarterPoints), dpi, dpi) == 0 else { return nil }
                fonts[use] = (entry.font, key)
            }
            return entry.font
        }
        guard let ttf = TTF_OpenFontDPI(path(of: key.face), Int32(key.quarterPoints), dpi, dpi) else { return nil }
        TTF_SetFontHinting(ttf, key.hinted ? TTF_HINTING_LIGHT : TTF_HINTING_NONE)
        TTF_SetFontKerning(ttf, 1)
        fonts[use] = (ttf, key)
        return ttf
    }

    private func path(of face: FontFace) -> String {
        (fontsDirectory as NSString).appendingPathComponent(face.fileName)
    }

    /// Starts SDL_ttf once for the process; it is never shut down.
    private static func startTTF() throws {
        if TTF_WasInit() > 0 { return }
        guard TTF_Init() == 0 else { throw SDLBackendError.ttf("SDL_ttf could not start") }
    }
}
