/// Measures text for layout. The core never touches a font file: the backend
/// (SDL_ttf) or a test passes one of these in.
///
/// Wrapping and truncation are done by the core from these two numbers, so a
/// renderer draws exactly the lines layout measured.
///
/// ```swift
/// final class Fixed: TextMeasuring {
///     func width(of text: Substring, font: Font) -> CGFloat { CGFloat(text.count) * 8 }
///     func lineHeight(for font: Font) -> CGFloat { 16 }
/// }
/// ```
public protocol TextMeasuring: AnyObject {
    /// The advance width of `text` on one line, in points.
    func width(of text: Substring, font: Font) -> CGFloat
    /// The distance from one line's top to the next, in points.
    func lineHeight(for font: Font) -> CGFloat
}

/// A deterministic measurer: every character is `advance × size / 17` wide
/// plus the font's ``Font/tracking``,
/// every line `lineHeight × size / 17` tall (so at 17 pt: `advance` and
/// `lineHeight` exactly). Used by tests and benchmarks.
///
/// ```swift
/// let m = FixedAdvanceMeasurer(advance: 8, lineHeight: 16, scalesWithFontSize: false)
/// m.width(of: "abc", font: .body)   // 24
/// ```
public final class FixedAdvanceMeasurer: TextMeasuring, @unchecked Sendable {
    public let advance: CGFloat
    public let lineHeightValue: CGFloat
    public let scalesWithFontSize: Bool

    public init(advance: CGFloat = 8, lineHeight: CGFloat = 16, scalesWithFontSize: Bool = false) {
        self.advance = advance
        self.lineHeightValue = lineHeight
        self.scalesWithFontSize = scalesWithFontSize
    }

    private func factor(_ font: Font) -> CGFloat { scalesWithFontSize ? font.size / 17 : 1 }

    public func width(of text: Substring, font: Font) -> CGFloat {
        // ASCII text has one character per byte; count graphemes only otherwise.
        let utf8 = text.utf8
        let count = text.utf8IsASCII ? utf8.count : text.count
        return CGFloat(count) * (advance * factor(font) + font.tracking)
    }

    public func lineHeight(for font: Font) -> CGFloat { lineHeightValue * factor(font) }
}
