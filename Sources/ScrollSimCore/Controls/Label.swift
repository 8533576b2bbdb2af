/// A title with an icon: the icon, then the title, in a row centred on
/// each other with 8 pt between them (the default style); `labelStyle`
/// shows only one of them.
///
/// ```swift
/// Label("Inbox", systemImage: "tray")
/// Label { Text("Custom") } icon: { Circle().frame(width: 12, height: 12) }
/// ```
public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon

    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    public var body: some View {
        let title = self.title, icon = self.icon
        return _EnvironmentResolvedView(kind: "Label") { environment in
            LabelLayout(style: environment[LabelStyleKey.self], title: title, icon: icon)
        }
    }
}

extension Label where Title == Text, Icon == Image {
    /// A label with a system symbol as its icon.
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }

    /// A label with a named image as its icon.
    public init<S: StringProtocol>(_ title: S, image name: String) {
        self.init(title: { Text(title) }, icon: { Image(name) })
    }
}

/// The spacing between a label's icon and its title (ScrollSim's choice,
/// see docs/layout-rules.md, "Controls").
let labelSpacing: CGFloat = 8

/// A label as its style lays it out.
struct LabelLayout<Title: View, Icon: View>: View {
    let style: _LabelStyleKind
    let title: Title
    let icon: Icon

    var body: some View {
        switch style {
        case .titleAndIcon:
            HStack(alignment: .center, spacing: labelSpacing) {
                icon
                title
            }
        case .titleOnly: title
        case .iconOnly: icon
        case .tabItem:
            TabItemLayout {
                icon
                title
            }
        }
    }
}

/// Which parts of a label show.
public enum _LabelStyleKind: Hashable, Sendable {
    case titleAndIcon, titleOnly, iconOnly
    /// A tab bar item's: the icon above the title (`TabItemLayout`).
    case tabItem
}

/// How labels below show: `.titleAndIcon` (the default on iOS outside
/// lists and menus), `.titleOnly`, `.iconOnly`.
public protocol LabelStyle {
    var _kind: _LabelStyleKind { get }
}

public struct DefaultLabelStyle: LabelStyle {
    public init() {}
    public var _kind: _LabelStyleKind { .titleAndIcon }
}
public struct TitleAndIconLabelStyle: LabelStyle {
    public init() {}
    public var _kind: _LabelStyleKind { .titleAndIcon }
}
public struct TitleOnlyLabelStyle: LabelStyle {
    public init() {}
    public var _kind: _LabelStyleKind { .titleOnly }
}
public struct IconOnlyLabelStyle: LabelStyle {
    public init() {}
    public var _kind: _LabelStyleKind { .iconOnly }
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

extension View {
    /// How the labels below show their title and icon.
    ///
    /// ```swift
    /// Label("Delete", systemImage: "trash").labelStyle(.iconOnly)
    /// ```
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        let kind = style._kind
        return modified(_EnvironmentModifier { $0[LabelStyleKey.self] = kind })
    }
}
