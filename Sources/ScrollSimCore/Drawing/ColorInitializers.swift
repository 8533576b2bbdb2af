import Foundation

/// UIKit's colour type as SwiftUI code names it (`Color(UIColor.systemGray6)`,
/// `UIColor(red:green:blue:alpha:)`): here UIKit's semantic colours are
/// `Color`s already, so this is `Color`.
public typealias UIColor = Color

extension Color {
    /// The RGB colour spaces SwiftUI's initialisers name. Components are
    /// taken as sRGB whatever the space (the backend draws sRGB).
    public enum RGBColorSpace: Sendable {
        case sRGB, sRGBLinear, displayP3
    }

    public init(_ colorSpace: RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(red: red, green: green, blue: blue, opacity: opacity)
    }

    public init(_ colorSpace: RGBColorSpace, white: Double, opacity: Double = 1) {
        self.init(red: white, green: white, blue: white, opacity: opacity)
    }

    /// A colour from hue, saturation and brightness (HSB, each 0 … 1; hue
    /// wraps around), as SwiftUI's and `UIColor`'s initialisers convert it.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let (r, g, b) = Color.rgb(hue: hue, saturation: saturation, brightness: brightness)
        self.init(red: r, green: g, blue: b, opacity: opacity)
    }

    /// `UIColor(red:green:blue:alpha:)`.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }

    /// `UIColor(white:alpha:)`.
    public init(white: CGFloat, alpha: CGFloat) {
        self.init(red: Double(white), green: Double(white), blue: Double(white), opacity: Double(alpha))
    }

    /// `UIColor(hue:saturation:brightness:alpha:)`.
    public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        self.init(hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness), opacity: Double(alpha))
    }

    /// The colour named `name` in the app's colours (an asset catalogue's
    /// colour set on iOS): the one `Color.register(_:named:)` gave that
    /// name, clear when there is none (iOS also draws nothing for a
    /// missing colour, and logs it).
    public init(_ name: String, bundle: Bundle? = nil) {
        self = NamedColors.color(named: name) ?? .clear
    }

    /// Names `color` `name` for `Color(name)`, as an asset catalogue's colour
    /// set does on iOS; a later registration of the name replaces it.
    ///
    /// ```swift
    /// Color.register(Color(red: 0.1, green: 0.4, blue: 0.9), named: "BrandBlue")
    /// Text("Hi").foregroundStyle(Color("BrandBlue"))
    /// ```
    public static func register(_ color: Color, named name: String) {
        NamedColors.register(color, named: name)
    }

    /// HSB to RGB: the hue's sextant picks which of r, g, b are the
    /// brightness, the minimum and the ramp between them.
    static func rgb(hue: Double, saturation: Double, brightness: Double) -> (Double, Double, Double) {
        let s = min(1, max(0, saturation)), v = min(1, max(0, brightness))
        var h = hue.truncatingRemainder(dividingBy: 1)
        if h < 0 { h += 1 }
        let sector = h * 6, i = Int(sector.rounded(.down)) % 6, f = sector - sector.rounded(.down)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        switch i {
        case 0: return (v, t, p)
        case 1: return (q, v, p)
        case 2: return (p, v, t)
        case 3: return (p, q, v)
        case 4: return (t, p, v)
        default: return (v, p, q)
        }
    }
}

/// The app's named colours, shared by every thread that makes a `Color(name)`.
enum NamedColors {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var colors: [String: Color] = [:]

    static func register(_ color: Color, named name: String) {
        lock.lock()
        colors[name] = color
        lock.unlock()
    }

    static func color(named name: String) -> Color? {
        lock.lock()
        defer { lock.unlock() }
        return colors[name]
    }
}
