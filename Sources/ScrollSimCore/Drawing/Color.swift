/// An sRGB colour with opacity; also a view that fills the space it is offered.
///
/// The named colours are iOS's system colours: they hold their light and
/// dark values (Apple's Human Interface Guidelines, "Color", system colours
/// and the semantic label and background colours; docs/layout-rules.md,
/// "Dark mode"), and views draw the one of the environment's `colorScheme`.
/// The components read as the light value; a colour made from components
/// is the same in both schemes.
///
/// ```swift
/// Rectangle().fill(.blue)                       // 0,122,255
/// Color(red: 1, green: 0.5, blue: 0).frame(height: 20)
/// ```
public struct Color: Hashable, Sendable, CustomStringConvertible {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var opacity: Double
    /// Which system colour this is, as 1 + its index in `systemPalette`
    /// (0: a colour made from components, the same in both schemes). An
    /// index, not the dark components: colours are copied into every text
    /// and shape node and environment, and this keeps them small.
    var systemIndex: UInt8

    /// Red, green, blue and opacity, for interpolation.
    package var components: [Double] { [red, green, blue, opacity] }

    /// A colour from `components` (red, green, blue, opacity), each clamped to 0…1.
    package init(components v: [Double]) {
        self.init(red: min(1, max(0, v[0])), green: min(1, max(0, v[1])), blue: min(1, max(0, v[2])), opacity: min(1, max(0, v[3])))
    }

    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.opacity = opacity
        self.systemIndex = 0
    }

    /// The system colour at `index` of `systemPalette`, with its light components.
    private init(system index: Int) {
        let entry = Color.systemPalette[index]
        self.init(rgb255: entry.light.0, entry.light.1, entry.light.2, opacity: entry.opacity)
        systemIndex = UInt8(index + 1)
    }

    /// This colour as it draws in `scheme`. In the light scheme, the colour
    /// itself (its components are the light values, so a draw list's
    /// colour still equals the system colour it came from); in the dark
    /// scheme, a plain colour of the dark values at this colour's opacity
    /// (each system colour has the same opacity in both schemes).
    public func resolved(in scheme: ColorScheme) -> Color {
        guard systemIndex != 0, systemIndex != Color.environmentTintIndex, scheme == .dark else { return self }
        let dark = Color.systemPalette[Int(systemIndex) - 1].dark
        return Color(rgb255: dark.0, dark.1, dark.2, opacity: opacity)
    }

    /// The index that marks `environmentTint`.
    static let environmentTintIndex: UInt8 = 255

    /// The tint of the environment a `Text` is built in, for
    /// `Text.foregroundStyle(.tint)` (a `Text` is styled before it knows
    /// its environment); the accent blue until resolved by `inTint(_:)`.
    static let environmentTint: Color = {
        var c = Color(rgb255: 0, 122, 255)
        c.systemIndex = environmentTintIndex
        return c
    }()

    /// `tint` when this colour is `environmentTint`, else this colour.
    func inTint(_ tint: Color) -> Color { systemIndex == Color.environmentTintIndex ? tint : self }

    /// A colour from 0–255 components, as design tools print them.
    public init(rgb255 r: Int, _ g: Int, _ b: Int, opacity: Double = 1) {
        self.init(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255, opacity: opacity)
    }

    public init(white: Double, opacity: Double = 1) {
        self.init(red: white, green: white, blue: white, opacity: opacity)
    }

    /// The same colour with its opacity multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> Color {
        var c = self
        c.opacity *= opacity
        return c
    }

    /// 8-bit components, rounded: (r, g, b, a).
    public var rgba8: (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        func c(_ v: Double) -> UInt8 { UInt8(max(0, min(255, (v * 255).rounded()))) }
        return (c(red), c(green), c(blue), c(opacity))
    }

    public var description: String {
        let c = rgba8
        return "Color(\(c.r),\(c.g),\(c.b),\(c.a))"
    }

    public static let clear = Color(red: 0, green: 0, blue: 0, opacity: 0)
    public static let black = Color(red: 0, green: 0, blue: 0)
    public static let white = Color(red: 1, green: 1, blue: 1)
    /// The system colours' light and dark components (0–255) and opacity,
    /// indexed by `init(system:)`.
    private static let systemPalette: [(light: (Int, Int, Int), dark: (Int, Int, Int), opacity: Double)] = [
        ((255, 59, 48), (255, 69, 58), 1),         // red
        ((255, 149, 0), (255, 159, 10), 1),        // orange
        ((255, 204, 0), (255, 214, 10), 1),        // yellow
        ((52, 199, 89), (48, 209, 88), 1),         // green
        ((0, 199, 190), (99, 230, 226), 1),        // mint
        ((48, 176, 199), (64, 200, 224), 1),       // teal
        ((50, 173, 230), (100, 210, 255), 1),      // cyan
        ((0, 122, 255), (10, 132, 255), 1),        // blue
        ((88, 86, 214), (94, 92, 230), 1),         // indigo
        ((175, 82, 222), (191, 90, 242), 1),       // purple
        ((255, 45, 85), (255, 55, 95), 1),         // pink
        ((162, 132, 94), (172, 142, 104), 1),      // brown
        ((0, 0, 0), (255, 255, 255), 1),           // primary (label)
        ((60, 60, 67), (235, 235, 245), 0.6),      // secondary (secondaryLabel)
        ((255, 255, 255), (0, 0, 0), 1),           // systemBackground
        ((242, 242, 247), (28, 28, 30), 1),        // secondarySystemBackground
        ((255, 255, 255), (44, 44, 46), 1),        // tertiarySystemBackground
        ((242, 242, 247), (0, 0, 0), 1),           // systemGroupedBackground
        ((255, 255, 255), (28, 28, 30), 1),        // secondarySystemGroupedBackground
        ((255, 255, 255), (28, 28, 30), 0.35),     // ultraThinMaterial (see Material)
        ((255, 255, 255), (28, 28, 30), 0.55),     // thinMaterial
        ((255, 255, 255), (28, 28, 30), 0.7),      // regularMaterial
        ((255, 255, 255), (28, 28, 30), 0.85),     // thickMaterial, bar
        ((255, 255, 255), (28, 28, 30), 0.93),     // ultraThickMaterial
        ((142, 142, 147), (142, 142, 147), 1),     // systemGray
        ((174, 174, 178), (99, 99, 102), 1),       // systemGray2
        ((199, 199, 204), (72, 72, 74), 1),        // systemGray3
        ((209, 209, 214), (58, 58, 60), 1),        // systemGray4
        ((229, 229, 234), (44, 44, 46), 1),        // systemGray5
        ((242, 242, 247), (28, 28, 30), 1),        // systemGray6
        ((60, 60, 67), (235, 235, 245), 0.3),      // tertiary (tertiaryLabel)
        ((60, 60, 67), (235, 235, 245), 0.18),     // quaternary (quaternaryLabel)
        ((242, 242, 247), (44, 44, 46), 1),        // tertiarySystemGroupedBackground
        ((249, 249, 249), (29, 29, 29), 0.94),     // the bar material's tint
    ]

    public static let red = Color(system: 0)
    public static let orange = Color(system: 1)
    public static let yellow = Color(system: 2)
    public static let green = Color(system: 3)
    public static let mint = Color(system: 4)
    public static let teal = Color(system: 5)
    public static let cyan = Color(system: 6)
    public static let blue = Color(system: 7)
    public static let indigo = Color(system: 8)
    public static let purple = Color(system: 9)
    public static let pink = Color(system: 10)
    public static let brown = Color(system: 11)
    public static let gray = Color(rgb255: 142, 142, 147)
    /// The default text colour, UIKit's `label`: black in light mode, white in dark.
    public static let primary = Color(system: 12)
    /// UIKit's `secondaryLabel`: 60,60,67 at 60 % in light mode, 235,235,245 at 60 % in dark.
    public static let secondary = Color(system: 13)
    /// UIKit's `systemBackground`, what `.background` fills with: white in light mode, black in dark.
    public static let systemBackground = Color(system: 14)
    /// UIKit's `secondarySystemBackground`: 242,242,247 in light mode, 28,28,30 in dark.
    public static let secondarySystemBackground = Color(system: 15)
    /// UIKit's `tertiarySystemBackground`: white in light mode, 44,44,46 in dark.
    public static let tertiarySystemBackground = Color(system: 16)
    /// UIKit's `systemGroupedBackground` (behind grouped lists): 242,242,247 in light mode, black in dark.
    public static let systemGroupedBackground = Color(system: 17)
    /// UIKit's `secondarySystemGroupedBackground` (grouped list rows): white in light mode, 28,28,30 in dark.
    public static let secondarySystemGroupedBackground = Color(system: 18)
    /// The translucent tints that stand for materials (see ``Material``).
    static let ultraThinMaterialTint = Color(system: 19)
    static let thinMaterialTint = Color(system: 20)
    static let regularMaterialTint = Color(system: 21)
    static let thickMaterialTint = Color(system: 22)
    static let ultraThickMaterialTint = Color(system: 23)
    /// The bars' own grey: #F9F9F9 at 94 % in light mode, #1D1D1D at 94 % in
    /// dark (Flutter's `CupertinoColors` bar background, taken from iOS).
    static let barMaterialTint = Color(system: 33)
    /// The accent colour buttons use: system blue.
    public static let accentColor = Color.blue
    /// UIKit's grey scale, `systemGray` … `systemGray6`: 142,142,147 (the same in
    /// dark mode); 174,174,178 (99,99,102); 199,199,204 (72,72,74); 209,209,214
    /// (58,58,60); 229,229,234 (44,44,46); 242,242,247 (28,28,30).
    public static let systemGray = Color(system: 24)
    public static let systemGray2 = Color(system: 25)
    public static let systemGray3 = Color(system: 26)
    public static let systemGray4 = Color(system: 27)
    public static let systemGray5 = Color(system: 28)
    public static let systemGray6 = Color(system: 29)
    /// UIKit's `tertiaryLabel`: 60,60,67 at 30 % in light mode, 235,235,245 at 30 % in dark.
    public static let tertiary = Color(system: 30)
    /// UIKit's `quaternaryLabel`: 60,60,67 at 18 % in light mode, 235,235,245 at 18 % in dark.
    public static let quaternary = Color(system: 31)
    /// UIKit's `label` (`primary`), `secondaryLabel` (`secondary`),
    /// `tertiaryLabel`, `quaternaryLabel`, under their UIKit names.
    public static var label: Color { primary }
    public static var secondaryLabel: Color { secondary }
    public static var tertiaryLabel: Color { tertiary }
    public static var quaternaryLabel: Color { quaternary }
    /// UIKit's `tertiarySystemGroupedBackground`: 242,242,247 in light mode, 44,44,46 in dark.
    public static let tertiarySystemGroupedBackground = Color(system: 32)
    /// UIKit's `separator` and `placeholderText`: 60,60,67 at 29 % and 30 % (light mode).
    public static let separator = Color(rgb255: 60, 60, 67, opacity: 0.29)
    public static let placeholderText = Color(rgb255: 60, 60, 67, opacity: 0.3)

    /// The same colour: SwiftUI code writes `Color(.systemGray6)` and
    /// `Color(uiColor: .secondarySystemBackground)` for UIKit's semantic colours,
    /// which here are colours already.
    public init(_ color: Color) { self = color }
    public init(uiColor: Color) { self = uiColor }
}

/// Something a shape can be filled or stroked with: a colour, a material
/// (a translucent colour) or a gradient.
///
/// ```swift
/// Circle().fill(.yellow)
/// Text("Hi").foregroundStyle(.white)
/// ```
public protocol ShapeStyle: Sendable {
    /// The colour this style resolves to (for a gradient, where one colour
    /// is needed: text and strokes).
    var _resolvedColor: Color { get }
    /// The gradient a fill uses, or nil for a plain colour.
    var _gradient: _GradientStyle? { get }
}

extension ShapeStyle {
    public var _gradient: _GradientStyle? { nil }
}

extension Color: ShapeStyle {
    public var _resolvedColor: Color { self }
}

/// The current tint: as a foreground style (`foregroundStyle(.tint)`), the
/// colour `tint(_:)` set above, else the accent colour (system blue);
/// filling or stroking a shape with it uses the accent colour.
///
/// ```swift
/// Image(systemName: "star.fill").foregroundStyle(.tint)
/// ```
public struct TintShapeStyle: ShapeStyle, Hashable {
    public init() {}
    public var _resolvedColor: Color { .accentColor }
}

extension ShapeStyle where Self == TintShapeStyle {
    /// The current tint (see ``TintShapeStyle``).
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

extension ShapeStyle where Self == Color {
    public static var clear: Color { Color.clear }
    public static var black: Color { Color.black }
    public static var white: Color { Color.white }
    public static var red: Color { Color.red }
    public static var orange: Color { Color.orange }
    public static var yellow: Color { Color.yellow }
    public static var green: Color { Color.green }
    public static var mint: Color { Color.mint }
    public static var teal: Color { Color.teal }
    public static var cyan: Color { Color.cyan }
    public static var blue: Color { Color.blue }
    public static var indigo: Color { Color.indigo }
    public static var purple: Color { Color.purple }
    public static var pink: Color { Color.pink }
    public static var brown: Color { Color.brown }
    public static var gray: Color { Color.gray }
    public static var primary: Color { Color.primary }
    public static var secondary: Color { Color.secondary }
    public static var tertiary: Color { Color.tertiary }
    public static var quaternary: Color { Color.quaternary }
    public static var accentColor: Color { Color.accentColor }
    /// The window's background: `Color.systemBackground` (white, or black in dark mode).
    public static var background: Color { Color.systemBackground }
}

extension Color {
    /// The second level of this style (iOS 17's `ShapeStyle.secondary`, as in
    /// `.background(.background.secondary)`): the background colours step
    /// down UIKit's hierarchy (`systemBackground` → `secondarySystemBackground`
    /// → `tertiarySystemBackground`, the grouped ones likewise), `primary`
    /// gives the `secondary` label colour; any other colour is drawn at 60 %
    /// of its opacity, as the secondary label is the primary one at 60 %.
    public var secondary: Color { level(1) }
    /// The third level: `tertiarySystemBackground`, the `tertiary` label, or 30 % of the opacity.
    public var tertiary: Color { level(2) }
    /// The fourth level: the last background, the `quaternary` label, or 18 % of the opacity.
    public var quaternary: Color { level(3) }

    private func level(_ n: Int) -> Color {
        let ladders: [[Color]] = [
            [.systemBackground, .secondarySystemBackground, .tertiarySystemBackground, .tertiarySystemBackground],
            [.systemGroupedBackground, .secondarySystemGroupedBackground, .tertiarySystemGroupedBackground,
             .tertiarySystemGroupedBackground],
            [.primary, .secondary, .tertiary, .quaternary],
        ]
        for ladder in ladders {
            if let i = ladder.firstIndex(of: self) { return ladder[min(i + n, ladder.count - 1)] }
        }
        return opacity([1, 0.6, 0.3, 0.18][n])
    }
}
