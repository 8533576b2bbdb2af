/// A font: a point size, a weight, a design and whether it is italic. The
/// text styles carry iOS's default Dynamic Type sizes.
///
/// ```swift
/// Text("This is Top").font(.title)          // 28 pt regular
/// Text("안녕하세요").font(.headline)           // 17 pt semibold
/// Text("x").font(.system(size: 13, weight: .bold))
/// Text("42").font(.system(.body, design: .monospaced))
/// ```
public struct Font: Hashable, Sendable, CustomStringConvertible {
    public var size: CGFloat
    public var weight: Weight
    /// The design asked for. The backends draw every design with the
    /// shipped sans-serif faces (see docs/layout-rules.md, "Text styling").
    public var design: Design
    /// Italic (bit 0) and monospaced digits (bit 1), in one byte so a font
    /// stays 16 bytes.
    private var flags: UInt8 = 0
    /// True for an italic (or synthesised oblique) face.
    public var isItalic: Bool {
        get { flags & 1 != 0 }
        set { flags = newValue ? flags | 1 : flags & ~1 }
    }
    /// True when every digit 0–9 takes the same advance (`monospacedDigit()`):
    /// the widest digit's, the glyph centred in it.
    public var hasMonospacedDigits: Bool {
        get { flags & 2 != 0 }
        set { flags = newValue ? flags | 2 : flags & ~2 }
    }
    /// Extra space after each character, in points (`tracking`/`kerning`), stored
    /// narrow so a font stays 16 bytes: it is copied into every text node.
    private var storedTracking: Float32 = 0

    /// Extra space after each character, in points, on top of the face's own
    /// (set by `Text.tracking(_:)` and `kerning(_:)`; 0 by default).
    public var tracking: CGFloat {
        get { CGFloat(storedTracking) }
        set { storedTracking = newValue.isFinite ? Float32(newValue) : 0 }
    }

    /// A NaN or infinite `size` is the body size (17), a negative one 0:
    /// text measured in them would have no size at all.
    public init(size: CGFloat, weight: Weight = .regular, design: Design = .default, italic: Bool = false) {
        self.size = size.isFinite ? max(0, size) : 17
        self.weight = weight
        self.design = design
        self.isItalic = italic
    }

    /// A weight, from ultraLight to black.
    public struct Weight: Hashable, Sendable, Comparable {
        private let stored: Int16
        /// The weight class, 100 (ultra-light) to 900 (black).
        public var value: Int { Int(stored) }
        public init(value: Int) { stored = Int16(clamping: value) }
        public static let ultraLight = Weight(value: 100)
        public static let thin = Weight(value: 200)
        public static let light = Weight(value: 300)
        public static let regular = Weight(value: 400)
        public static let medium = Weight(value: 500)
        public static let semibold = Weight(value: 600)
        public static let bold = Weight(value: 700)
        public static let heavy = Weight(value: 800)
        public static let black = Weight(value: 900)
        public static func < (a: Weight, b: Weight) -> Bool { a.value < b.value }
        /// True for semibold and heavier: drawn with the bold face.
        public var isBold: Bool { value >= 600 }
    }

    /// The system font's designs.
    public enum Design: Hashable, Sendable {
        case `default`, serif, rounded, monospaced
    }

    /// The Dynamic Type text styles, at iOS's default ("Large") sizes.
    public enum TextStyle: Hashable, Sendable, CaseIterable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

        /// The style's font: iOS's point size and weight at the default content size.
        public var font: Font {
            switch self {
            case .largeTitle: Font(size: 34)
            case .title: Font(size: 28)
            case .title2: Font(size: 22)
            case .title3: Font(size: 20)
            case .headline: Font(size: 17, weight: .semibold)
            case .subheadline: Font(size: 15)
            case .body: Font(size: 17)
            case .callout: Font(size: 16)
            case .footnote: Font(size: 13)
            case .caption: Font(size: 12)
            case .caption2: Font(size: 11)
            }
        }
    }

    /// The system font at `size`. A nil `design` is `.default`.
    public static func system(size: CGFloat, weight: Weight = .regular, design: Design? = nil) -> Font {
        Font(size: size, weight: weight, design: design ?? .default)
    }

    /// The system font of a text style, in `design`; a nil `weight` keeps the style's.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        var f = style.font
        f.design = design ?? .default
        if let weight { f.weight = weight }
        return f
    }

    public func weight(_ weight: Weight) -> Font {
        var f = self
        f.weight = weight
        return f
    }
    public func bold() -> Font { weight(.bold) }
    public func italic() -> Font {
        var f = self
        f.isItalic = true
        return f
    }
    public func monospaced() -> Font {
        var f = self
        f.design = .monospaced
        return f
    }

    public static let largeTitle = TextStyle.largeTitle.font
    public static let title = TextStyle.title.font
    public static let title2 = TextStyle.title2.font
    public static let title3 = TextStyle.title3.font
    public static let headline = TextStyle.headline.font
    public static let body = TextStyle.body.font
    public static let callout = TextStyle.callout.font
    public static let subheadline = TextStyle.subheadline.font
    public static let footnote = TextStyle.footnote.font
    public static let caption = TextStyle.caption.font
    public static let caption2 = TextStyle.caption2.font

    public var description: String {
        var s = "Font(\(Double(size))pt, w\(weight.value)"
        if design != .default { s += ", \(design)" }
        if isItalic { s += ", italic" }
        if storedTracking != 0 { s += ", tracking \(Double(storedTracking))" }
        if hasMonospacedDigits { s += ", monospaced digits" }
        return s + ")"
    }
}

extension Font {
    /// How wide a system font's letters are (iOS 16), from −1 (narrowest)
    /// to 1. The shipped face has one width: text in any width is measured
    /// and drawn at the standard one (docs/layout-rules.md, "Text").
    public struct Width: Hashable, Sendable {
        public var value: CGFloat
        public init(_ value: CGFloat) { self.value = value }
        public static let compressed = Width(-0.3)
        public static let condensed = Width(-0.2)
        public static let standard = Width(0)
        public static let expanded = Width(0.2)
    }

    /// This font; the width is not drawn (see `Width`).
    public func width(_ width: Width) -> Font { self }
}

extension Text {
    /// This text; the width is not drawn (see `Font.Width`).
    public func fontWidth(_ width: Font.Width?) -> Text { self }
}

extension View {
    /// This view; the width is not drawn (see `Font.Width`).
    public func fontWidth(_ width: Font.Width?) -> some View { self }
}
