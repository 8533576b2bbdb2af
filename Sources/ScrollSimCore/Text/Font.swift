/// A font: a point size and a weight. The text styles carry iOS's default
/// Dynamic Type sizes.
///
/// ```swift
/// Text("This is Top").font(.title)          // 28 pt regular
/// Text("안녕하세요").font(.headline)           // 17 pt semibold
/// Text("x").font(.system(size: 13, weight: .bold))
/// ```
public struct Font: Hashable, Sendable, CustomStringConvertible {
    public var size: CGFloat
    public var weight: Weight

    /// A NaN or infinite `size` is the body size (17), a negative one 0:
    /// text measured in them would have no size at all.
    public init(size: CGFloat, weight: Weight = .regular) {
        self.size = size.isFinite ? max(0, size) : 17
        self.weight = weight
    }

    /// A weight, from ultraLight to black.
    public struct Weight: Hashable, Sendable, Comparable {
        public let value: Int
        public init(value: Int) { self.value = value }
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

    public static func system(size: CGFloat, weight: Weight = .regular) -> Font {
        Font(size: size, weight: weight)
    }

    public func weight(_ weight: Weight) -> Font { Font(size: size, weight: weight) }
    public func bold() -> Font { weight(.bold) }

    public static let largeTitle = Font(size: 34)
    public static let title = Font(size: 28)
    public static let title2 = Font(size: 22)
    public static let title3 = Font(size: 20)
    public static let headline = Font(size: 17, weight: .semibold)
    public static let body = Font(size: 17)
    public static let callout = Font(size: 16)
    public static let subheadline = Font(size: 15)
    public static let footnote = Font(size: 13)
    public static let caption = Font(size: 12)
    public static let caption2 = Font(size: 11)

    public var description: String { "Font(\(Double(size))pt, w\(weight.value))" }
}
