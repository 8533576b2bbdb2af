/// How labels below show: `.titleAndIcon` (the default on iOS outside
/// lists and menus), `.titleOnly`, `.iconOnly`, or a style of the app's own
/// whose `makeBody` places the title and icon.
///
/// ```swift
/// struct VerticalLabelStyle: LabelStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         VStack(spacing: 4) { configuration.icon; configuration.title }
///     }
/// }
/// Label("Photos", systemImage: "photo").labelStyle(VerticalLabelStyle())
/// ```
@MainActor
public protocol LabelStyle {
    associatedtype Body: View
    typealias Configuration = LabelStyleConfiguration
    /// The label's view for `configuration`.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// The built-in look this style is, nil for a style of the app's own.
    var _kind: _LabelStyleKind? { get }
}

extension LabelStyle {
    public var _kind: _LabelStyleKind? { nil }
}

/// What a `LabelStyle` draws from: the label's title and icon.
public struct LabelStyleConfiguration {
    /// The label's title, as a view.
    public typealias Title = _StyleConfigurationContent
    /// The label's icon, as a view.
    public typealias Icon = _StyleConfigurationContent
    public let title: Title
    public let icon: Icon
}

public struct DefaultLabelStyle: LabelStyle {
    public init() {}
    public var _kind: _LabelStyleKind? { .titleAndIcon }
    public func makeBody(configuration: Configuration) -> some View {
        LabelLayout(style: .titleAndIcon, title: configuration.title, icon: configuration.icon)
    }
}
public struct TitleAndIconLabelStyle: LabelStyle {
    public init() {}
    public var _kind: _LabelStyleKind? { .titleAndIcon }
    public func makeBody(configuration: Configuration) -> some View {
        LabelLayout(style: .titleAndIcon, title: configuration.title, icon: configuration.icon)
    }
}
public struct TitleOnlyLabelStyle: LabelStyle {
    public init() {}
    public var _kind: _LabelStyleKind? { .titleOnly }
    public func makeBody(configuration: Configuration) -> some View { configuration.title }
}
public struct IconOnlyLabelStyle: LabelStyle {
    public init() {}
    public var _kind: _LabelStyleKind? { .iconOnly }
    public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}

/// The look of the labels in a menu's list: whatever style is around the
/// menu (a toolbar's icons only), a menu item shows its title, and its icon
/// at the trailing edge, as `UIMenu` does.
package struct MenuItemLabelStyle: LabelStyle {
    package init() {}
    package var _kind: _LabelStyleKind? { .menuItem }
    package func makeBody(configuration: Configuration) -> some View {
        LabelLayout(style: .menuItem, title: configuration.title, icon: configuration.icon)
    }
}

extension LabelStyle where Self == DefaultLabelStyle {
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}
extension LabelStyle where Self == TitleAndIconLabelStyle {
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}
extension LabelStyle where Self == TitleOnlyLabelStyle {
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}
extension LabelStyle where Self == IconOnlyLabelStyle {
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

struct LabelStyleKey: EnvironmentKey {
    static let defaultValue = _LabelStyleKind.titleAndIcon
}

/// A label style of the app's own in effect, as a label's body; nil for the built-in looks.
struct CustomLabelStyleKey: EnvironmentKey {
    static let defaultValue: (@MainActor (LabelStyleConfiguration) -> AnyView)? = nil
}

extension View {
    /// How the labels below show their title and icon. Inside a style's body
    /// the style around it is in effect again.
    ///
    /// ```swift
    /// Label("Delete", systemImage: "trash").labelStyle(.iconOnly)
    /// ```
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        if let kind = style._kind {
            return modified(_EnvironmentModifier {
                $0[LabelStyleKey.self] = kind
                $0[CustomLabelStyleKey.self] = nil
            })
        }
        return modified(_EnvironmentModifier.style(CustomLabelStyleKey.self, isAutomatic: false) { style.makeBody(configuration: $0) })
    }
}
