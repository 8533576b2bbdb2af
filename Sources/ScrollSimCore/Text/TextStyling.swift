extension Text {
    /// Where a line that does not fit is cut and "…" put in its place.
    public enum TruncationMode: Hashable, Sendable {
        /// "…" then the end of the text.
        case head
        /// The start of the text, "…", its end.
        case middle
        /// The start of the text then "…" (the default).
        case tail
    }
}

/// Text styling set on a `Text` or on the views above it: weight, italic,
/// design, underline and strikethrough (with their colours) and the
/// truncation mode. Unset fields (nil) defer to the next level up: a
/// text's own styling, then its ancestors', then the font's.
struct TextStyling: Equatable, Sendable {
    var weight: Font.Weight?
    var italic: Bool?
    var design: Font.Design?
    var underline: Bool?
    var underlineColor: Color?
    var strikethrough: Bool?
    var strikethroughColor: Color?
    var truncationMode: Text.TruncationMode?
    var tracking: CGFloat?
    var kerning: CGFloat?
    var monospacedDigit: Bool?

    /// These fields, with `outer`'s where these are unset.
    func over(_ outer: TextStyling) -> TextStyling {
        TextStyling(weight: weight ?? outer.weight, italic: italic ?? outer.italic, design: design ?? outer.design,
                    underline: underline ?? outer.underline,
                    underlineColor: underline != nil ? underlineColor : outer.underlineColor,
                    strikethrough: strikethrough ?? outer.strikethrough,
                    strikethroughColor: strikethrough != nil ? strikethroughColor : outer.strikethroughColor,
                    truncationMode: truncationMode ?? outer.truncationMode,
                    tracking: tracking ?? outer.tracking, kerning: kerning ?? outer.kerning,
                    monospacedDigit: monospacedDigit ?? outer.monospacedDigit)
    }

    /// `font` with this styling's weight, italic and design applied.
    func applied(to font: Font) -> Font {
        var f = font
        if let weight { f.weight = weight }
        if let italic { f.isItalic = italic }
        if let design { f.design = design }
        // Tracking wins over kerning when both are set, as Apple documents.
        if let space = tracking ?? kerning { f.tracking = space }
        if monospacedDigit == true { f.hasMonospacedDigits = true }
        return f
    }
}

/// The text styling views above set (`View.bold()`, `View.truncationMode(_:)`…).
struct TextStylingKey: EnvironmentKey {
    static let defaultValue = TextStyling()
}

/// Where underlines and strikethroughs go, relative to a line of text, as
/// fractions of the font's point size. The numbers are Inter Regular's
/// (the face drawn for SF): the `post` table's underline position −464 and
/// thickness 192, the `OS/2` table's strikeout position 922 and size 192,
/// in 2816 units per em; each is the top of its line. The baseline is where
/// SF puts it in the line box: `ascender / (ascender + descender)` of the
/// line height (1950 / 2444).
public enum TextDecorationMetrics {
    /// Distance from the baseline down to the underline's top: 464 / 2816 em.
    public static let underlineOffset: CGFloat = 464.0 / 2816.0
    /// Distance from the baseline up to the strikethrough's top: 922 / 2816 em.
    public static let strikethroughOffset: CGFloat = 922.0 / 2816.0
    /// Thickness of either line: 192 / 2816 em.
    public static let thickness: CGFloat = 192.0 / 2816.0

    /// The baseline's distance below a line's top, for a line box of `lineHeight`.
    public static func baseline(lineHeight: CGFloat) -> CGFloat {
        lineHeight * SystemFontMetrics.ascender / (SystemFontMetrics.ascender + SystemFontMetrics.descender)
    }

    /// The underline of a line of `width` whose line box has its top-left at `origin`.
    public static func underline(origin: CGPoint, width: CGFloat, lineHeight: CGFloat, fontSize: CGFloat) -> CGRect {
        CGRect(x: origin.x, y: origin.y + baseline(lineHeight: lineHeight) + underlineOffset * fontSize,
               width: width, height: thickness * fontSize)
    }

    /// The strikethrough of a line of `width` whose line box has its top-left at `origin`.
    public static func strikethrough(origin: CGPoint, width: CGFloat, lineHeight: CGFloat, fontSize: CGFloat) -> CGRect {
        CGRect(x: origin.x, y: origin.y + baseline(lineHeight: lineHeight) - strikethroughOffset * fontSize,
               width: width, height: thickness * fontSize)
    }
}

/// What few texts have, kept apart so a plain text's node stays small: the
/// lines drawn over its glyphs (in resolved colours), the space between its
/// lines and how far it may shrink to fit.
final class TextExtras {
    var underline: Color?
    var strikethrough: Color?
    /// Points between the bottom of one line and the top of the next.
    var lineSpacing: CGFloat = 0
    /// The smallest fraction of its font size the text may shrink to, 0 … 1.
    var minimumScaleFactor: CGFloat = 1
    /// Drawn as placeholder bars (`redacted(reason:)`).
    var redacted = false
    /// The runs of a text made of several, and their layouts.
    var runs: TextRunsState?
    init(underline: Color?, strikethrough: Color?) {
        self.underline = underline
        self.strikethrough = strikethrough
    }
}

/// `lineSpacing(_:)`: points added between lines of multi-line text.
struct LineSpacingKey: EnvironmentKey {
    static let defaultValue: CGFloat = 0
}

/// `minimumScaleFactor(_:)`: how far text may shrink to fit, 0 … 1.
struct MinimumScaleFactorKey: EnvironmentKey {
    static let defaultValue: CGFloat = 1
}

extension Text {
    /// This text in `weight`.
    public func fontWeight(_ weight: Font.Weight?) -> Text {
        var t = self
        t.styling.weight = weight
        return t
    }

    /// This text in bold (`false`: in the weight of its font).
    public func bold(_ isActive: Bool) -> Text {
        var t = self
        t.styling.weight = isActive ? .bold : nil
        return t
    }

    /// This text with digits of equal width (as `Font.monospacedDigit()`).
    public func monospacedDigit() -> Text {
        var t = self
        t.styling.monospacedDigit = true
        return t
    }

    /// This text in italic (`false`: upright).
    public func italic(_ isActive: Bool = true) -> Text {
        var t = self
        t.styling.italic = isActive
        return t
    }

    /// This text in the monospaced design (as `fontDesign(.monospaced)`;
    /// `false`: the font's own design).
    public func monospaced(_ isActive: Bool = true) -> Text {
        fontDesign(isActive ? .monospaced : nil)
    }

    /// This text in the system font's `design`.
    public func fontDesign(_ design: Font.Design?) -> Text {
        var t = self
        t.styling.design = design
        return t
    }

    /// This text underlined, in `color` (nil: the text's colour).
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
        var t = self
        t.styling.underline = isActive
        t.styling.underlineColor = color
        return t
    }

    /// This text struck through, in `color` (nil: the text's colour).
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
        var t = self
        t.styling.strikethrough = isActive
        t.styling.strikethroughColor = color
        return t
    }

    /// This text with `tracking` points after every character (on top of the
    /// face's own), in its measured width too. Wins over `kerning`.
    ///
    /// ```swift
    /// Text("SALE").tracking(2)   // 4 characters: 8 pt wider
    /// ```
    public func tracking(_ tracking: CGFloat) -> Text {
        var t = self
        t.styling.tracking = tracking
        return t
    }

    /// This text with `kerning` points after every character, as `tracking`
    /// does here (ScrollSim has no ligatures for the two to treat differently).
    public func kerning(_ kerning: CGFloat) -> Text {
        var t = self
        t.styling.kerning = kerning
        return t
    }
}

extension View {
    private func textStyling(_ edit: @escaping (inout TextStyling) -> Void) -> some View {
        modified(_EnvironmentModifier { edit(&$0[TextStylingKey.self]) })
    }

    /// Text below in `weight` (nil: each font's own weight).
    ///
    /// ```swift
    /// VStack { Text("a"); Text("b") }.fontWeight(.semibold)
    /// ```
    public func fontWeight(_ weight: Font.Weight?) -> some View {
        textStyling { $0.weight = weight }
    }

    /// Text below in bold.
    public func bold(_ isActive: Bool = true) -> some View {
        textStyling { $0.weight = isActive ? .bold : nil }
    }

    /// Text below with digits of equal width (as `Font.monospacedDigit()`).
    ///
    /// ```swift
    /// VStack { Text("1:11"); Text("8:08") }.monospacedDigit()
    /// ```
    public func monospacedDigit() -> some View {
        textStyling { $0.monospacedDigit = true }
    }

    /// Text below in italic.
    public func italic(_ isActive: Bool = true) -> some View {
        textStyling { $0.italic = isActive }
    }

    /// Text below in the monospaced design (as `fontDesign(.monospaced)`).
    ///
    /// ```swift
    /// Text(code).monospaced()
    /// ```
    public func monospaced(_ isActive: Bool = true) -> some View {
        fontDesign(isActive ? .monospaced : nil)
    }

    /// Text below in the system font's `design`.
    public func fontDesign(_ design: Font.Design?) -> some View {
        textStyling { $0.design = design }
    }

    /// Text below underlined, in `color` (nil: each text's colour).
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> some View {
        textStyling {
            $0.underline = isActive
            $0.underlineColor = color
        }
    }

    /// Text below struck through, in `color` (nil: each text's colour).
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> some View {
        textStyling {
            $0.strikethrough = isActive
            $0.strikethroughColor = color
        }
    }

    /// Text below with `tracking` points after every character.
    public func tracking(_ tracking: CGFloat) -> some View {
        textStyling { $0.tracking = tracking }
    }

    /// Text below with `kerning` points after every character (as `tracking`).
    public func kerning(_ kerning: CGFloat) -> some View {
        textStyling { $0.kerning = kerning }
    }

    /// Points added between the lines of multi-line text below (one line's
    /// height is unchanged): n lines are `n × line height + (n − 1) × spacing` tall.
    ///
    /// ```swift
    /// Text(longCaption).lineSpacing(6)
    /// ```
    public func lineSpacing(_ lineSpacing: CGFloat) -> some View {
        modified(_EnvironmentModifier { $0[LineSpacingKey.self] = lineSpacing.isFinite ? max(0, lineSpacing) : 0 })
    }

    /// How far text below may shrink (a fraction of its font size, 0 … 1) when
    /// it would otherwise be truncated: it takes the largest size, in 1/100
    /// steps of its font size, at which it fits its lines, else the smallest.
    ///
    /// ```swift
    /// Text("$1,234,567.89").font(.largeTitle).lineLimit(1).minimumScaleFactor(0.5)
    /// ```
    public func minimumScaleFactor(_ factor: CGFloat) -> some View {
        modified(_EnvironmentModifier { $0[MinimumScaleFactorKey.self] = factor.isFinite ? min(1, max(0.01, factor)) : 1 })
    }

    /// Whether text below may be squeezed before it is truncated. ScrollSim
    /// never tightens text, so this changes nothing (documented in the layout rules).
    public func allowsTightening(_ flag: Bool) -> some View { self }

    /// Whether text below can be selected. There is no text selection in
    /// ScrollSim, so this changes nothing.
    public func textSelection<S: TextSelectability>(_ selectability: S) -> some View { self }
}

/// Whether text can be selected (`textSelection(_:)`).
public protocol TextSelectability: Sendable {}
/// Text can be selected.
public struct EnabledTextSelectability: TextSelectability {}
/// Text cannot be selected.
public struct DisabledTextSelectability: TextSelectability {}
extension TextSelectability where Self == EnabledTextSelectability {
    public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}
extension TextSelectability where Self == DisabledTextSelectability {
    public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}
extension View {

    /// Where text below that does not fit is cut (with `lineLimit` or a
    /// height that holds fewer lines than it needs).
    ///
    /// ```swift
    /// Text(path).lineLimit(1).truncationMode(.middle)
    /// ```
    public func truncationMode(_ mode: Text.TruncationMode) -> some View {
        textStyling { $0.truncationMode = mode }
    }
}

extension Font {
    /// A font by name at `size`. Fonts cannot be loaded by name: it is the
    /// system font at `size` (see docs/layout-rules.md, "Text styling").
    public static func custom(_ name: String, size: CGFloat) -> Font {
        Font(size: size)
    }

    /// A font by name at `size`, scaled like `textStyle` (at the default
    /// content size: `size` itself); drawn as the system font.
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
        Font(size: size)
    }

    /// This font with digits of equal width: each digit 0–9 takes the
    /// advance of the widest one, its glyph centred in it (what a face's
    /// tabular figures do).
    public func monospacedDigit() -> Font {
        var f = self
        f.hasMonospacedDigits = true
        return f
    }
}

/// The resolved runs of a text made of several, with the layouts made of them.
final class TextRunsState {
    let runs: [ResolvedRun]
    /// The last few layouts, by proposal.
    var layouts: [(width: CGFloat?, height: CGFloat?, layout: RunLayout)] = []
    /// The lines as last placed.
    var placed: RunLayout?
    init(_ runs: [ResolvedRun]) { self.runs = runs }
}
