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
    /// The dark appearance of a system colour (nil: the same in both schemes).
    var dark: DarkComponents?

    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.opacity = opacity
        self.dark = nil
    }

    /// A system colour: `light` in the light scheme, `dark` in the dark one (0–255 components).
    init(light: (Int, Int, Int), dark: (Int, Int, Int), opacity: Double = 1, darkOpacity: Double? = nil) {
        self.init(rgb255: light.0, light.1, light.2, opacity: opacity)
        self.dark = DarkComponents(red: Double(dark.0) / 255, green: Double(dark.1) / 255,
                                   blue: Double(dark.2) / 255, opacity: darkOpacity ?? opacity)
    }

    /// This colour as it draws in `scheme`. In the light scheme, the colour
    /// itself (its components are the light values, so a draw list's
    /// colour still equals the system colour it came from); in the dark
    /// scheme, a plain colour of the dark values (no second appearance).
    public func resolved(in scheme: ColorScheme) -> Color {
        guard let dark, scheme == .dark else { return self }
        return Color(red: dark.red, green: dark.green, blue: dark.blue, opacity: dark.opacity)
    }

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
        c.dark?.opacity *= opacity
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
    public static let red = Color(light: (255, 59, 48), dark: (255, 69, 58))
    public static let orange = Color(light: (255, 149, 0), dark: (255, 159, 10))
    public static let yellow = Color(light: (255, 204, 0), dark: (255, 214, 10))
    public static let green = Color(light: (52, 199, 89), dark: (48, 209, 88))
    public static let mint = Color(light: (0, 199, 190), dark: (99, 230, 226))
    public static let teal = Color(light: (48, 176, 199), dark: (64, 200, 224))
    public static let cyan = Color(light: (50, 173, 230), dark: (100, 210, 255))
    public static let blue = Color(light: (0, 122, 255), dark: (10, 132, 255))
    public static let indigo = Color(light: (88, 86, 214), dark: (94, 92, 230))
    public static let purple = Color(light: (175, 82, 222), dark: (191, 90, 242))
    public static let pink = Color(light: (255, 45, 85), dark: (255, 55, 95))
    public static let brown = Color(light: (162, 132, 94), dark: (172, 142, 104))
    public static let gray = Color(rgb255: 142, 142, 147)
    /// The default text colour, UIKit's `label`: black in light mode, white in dark.
    public static let primary = Color(light: (0, 0, 0), dark: (255, 255, 255))
    /// UIKit's `secondaryLabel`: 60,60,67 at 60 % in light mode, 235,235,245 at 60 % in dark.
    public static let secondary = Color(light: (60, 60, 67), dark: (235, 235, 245), opacity: 0.6)
    /// UIKit's `systemBackground`, what `.background` fills with: white in light mode, black in dark.
    public static let systemBackground = Color(light: (255, 255, 255), dark: (0, 0, 0))
    /// UIKit's `secondarySystemBackground`: 242,242,247 in light mode, 28,28,30 in dark.
    public static let secondarySystemBackground = Color(light: (242, 242, 247), dark: (28, 28, 30))
    /// UIKit's `tertiarySystemBackground`: white in light mode, 44,44,46 in dark.
    public static let tertiarySystemBackground = Color(light: (255, 255, 255), dark: (44, 44, 46))
    /// UIKit's `systemGroupedBackground` (behind grouped lists): 242,242,247 in light mode, black in dark.
    public static let systemGroupedBackground = Color(light: (242, 242, 247), dark: (0, 0, 0))
    /// UIKit's `secondarySystemGroupedBackground` (grouped list rows): white in light mode, 28,28,30 in dark.
    public static let secondarySystemGroupedBackground = Color(light: (255, 255, 255), dark: (28, 28, 30))
    /// The accent colour buttons use: system blue.
    public static let accentColor = Color.blue
}

/// Something a shape can be filled or stroked with. Colours are the only style.
///
/// ```swift
/// Circle().fill(.yellow)
/// Text("Hi").foregroundStyle(.white)
/// ```
public protocol ShapeStyle: Sendable {
    /// The colour this style resolves to.
    var _resolvedColor: Color { get }
}

extension Color: ShapeStyle {
    public var _resolvedColor: Color { self }
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
    public static var accentColor: Color { Color.accentColor }
    /// The window's background: `Color.systemBackground` (white, or black in dark mode).
    public static var background: Color { Color.systemBackground }
}

/// The dark appearance of a system colour.
struct DarkComponents: Hashable, Sendable {
    var red: Double
    var green: Double
    var blue: Double
    var opacity: Double
}
