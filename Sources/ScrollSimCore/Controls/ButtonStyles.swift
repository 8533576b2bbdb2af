/// What a button does, for how it looks: `.destructive` is drawn in red,
/// `.cancel` as a plain button outside alerts and menus.
///
/// ```swift
/// Button("Delete", role: .destructive) { items.removeAll() }
/// ```
public struct ButtonRole: Hashable, Sendable {
    let name: String
    public static let destructive = ButtonRole(name: "destructive")
    public static let cancel = ButtonRole(name: "cancel")
}

/// The look of a button.
public enum _ButtonStyleKind: Hashable, Sendable {
    /// The default: the label in the tint, no background (as `.borderless` on iOS).
    case automatic
    /// The label in the tint, no background.
    case borderless
    /// The label in its own colours (`.primary` text), no background.
    case plain
    /// The label in the tint on a light rounded background.
    case bordered
    /// The label in white on a rounded background in the tint.
    case borderedProminent
    /// A `ButtonStyle` of your own draws the button.
    case custom
    /// A `Toggle` in `.button` style that is on: padded as `.bordered`, the
    /// tint at 15 % behind the label in the tint.
    case toggleOn
    /// A `Toggle` in `.button` style that is off: padded as `.bordered`,
    /// nothing behind the label in the tint.
    case toggleOff
}

/// A button style: `.automatic`, `.borderless`, `.plain`, `.bordered`,
/// `.borderedProminent`. (Styles of your own conform to `ButtonStyle`.)
public protocol PrimitiveButtonStyle {
    var _kind: _ButtonStyleKind { get }
}

public struct DefaultButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public var _kind: _ButtonStyleKind { .automatic }
}
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public var _kind: _ButtonStyleKind { .borderless }
}
public struct PlainButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public var _kind: _ButtonStyleKind { .plain }
}
public struct BorderedButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public var _kind: _ButtonStyleKind { .bordered }
}
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public var _kind: _ButtonStyleKind { .borderedProminent }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}
extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

/// The bordered styles' metrics at the regular control size (see
/// docs/layout-rules.md, "Controls").
public enum ButtonStyleMetrics {
    /// Around the label: 12 pt on the sides, 7 pt above and below.
    public static let padding = EdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
    /// The background's corner radius.
    public static let cornerRadius: CGFloat = 6
    /// `.bordered`'s background: the tint at 15 % for a destructive button,
    /// else `tertiarySystemFill` (118, 118, 128 at 12 % in light mode).
    public static func borderedFill(tint: Color, role: ButtonRole?, scheme: ColorScheme) -> Color {
        role == .destructive ? tint.opacity(0.15) : ControlColors.tertiarySystemFill(scheme)
    }
    /// Behind a `.button`-style toggle's label: the tint at 15 % while on, nothing while off.
    public static func toggleFill(tint: Color, isOn: Bool) -> Color { isOn ? tint.opacity(0.15) : .clear }
}

struct ButtonStyleKey: EnvironmentKey {
    static let defaultValue = _ButtonStyleKind.automatic
}

extension View {
    /// How the buttons below look.
    ///
    /// ```swift
    /// Button("Save") { save() }.buttonStyle(.borderedProminent)
    /// ```
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        let kind = style._kind
        return modified(_EnvironmentModifier { $0[ButtonStyleKey.self] = kind })
    }
}

/// The shape of a bordered button's background.
///
/// ```swift
/// Button("Follow") {}.buttonStyle(.borderedProminent).buttonBorderShape(.capsule)
/// ```
public struct ButtonBorderShape: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case roundedRectangle(CGFloat?)
        case capsule
        case circle
    }
    let kind: Kind
    /// The style's own shape: a rounded rectangle of radius 6.
    public static let automatic = ButtonBorderShape(kind: .roundedRectangle(nil))
    public static let capsule = ButtonBorderShape(kind: .capsule)
    public static let circle = ButtonBorderShape(kind: .circle)
    /// A rounded rectangle of the style's radius (6).
    public static let roundedRectangle = ButtonBorderShape(kind: .roundedRectangle(nil))
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
        ButtonBorderShape(kind: .roundedRectangle(radius))
    }
}

struct ButtonBorderShapeKey: EnvironmentKey {
    static let defaultValue = ButtonBorderShape.automatic
}

/// A bordered button's background: its border shape filled.
struct _ButtonBackground: View {
    let shape: ButtonBorderShape
    let fill: Color

    var body: some View {
        switch shape.kind {
        case .roundedRectangle(let radius):
            RoundedRectangle(cornerRadius: radius ?? ButtonStyleMetrics.cornerRadius).fill(fill)
        case .capsule:
            Capsule().fill(fill)
        case .circle:
            Circle().fill(fill)
        }
    }
}

extension View {
    /// The background shape of the bordered buttons below.
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
        modified(_EnvironmentModifier { $0[ButtonBorderShapeKey.self] = shape })
    }
}
