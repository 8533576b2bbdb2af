/// An sRGB colour with opacity; also a view that fills the space it is offered.
///
/// The named colours are iOS's light-mode system colours.
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

    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.opacity = opacity
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
        Color(red: red, green: green, blue: blue, opacity: self.opacity * opacity)
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
    public static let red = Color(rgb255: 255, 59, 48)
    public static let orange = Color(rgb255: 255, 149, 0)
    public static let yellow = Color(rgb255: 255, 204, 0)
    public static let green = Color(rgb255: 52, 199, 89)
    public static let mint = Color(rgb255: 0, 199, 190)
    public static let teal = Color(rgb255: 48, 176, 199)
    public static let cyan = Color(rgb255: 50, 173, 230)
    public static let blue = Color(rgb255: 0, 122, 255)
    public static let indigo = Color(rgb255: 88, 86, 214)
    public static let purple = Color(rgb255: 175, 82, 222)
    public static let pink = Color(rgb255: 255, 45, 85)
    public static let brown = Color(rgb255: 162, 132, 94)
    public static let gray = Color(rgb255: 142, 142, 147)
    /// The default text colour (black in light mode).
    public static let primary = Color.black
    /// Secondary label colour (60 % grey in light mode).
    public static let secondary = Color(rgb255: 60, 60, 67, opacity: 0.6)
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
}
