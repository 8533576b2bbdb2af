/// A title with an icon: the icon, then the title, in a row centred on
/// each other with 8 pt between them (the default style); `labelStyle`
/// shows only one of them. In a list row with no foreground colour set
/// around it, the icon is drawn in the tint.
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
            if environment.isInListRow && environment.foregroundColor == nil {
                // In a list row the icon takes the tint; the title stays primary.
                let tint = environment.accentColor
                _StyledLabel(custom: environment[CustomLabelStyleKey.self], kind: environment[LabelStyleKey.self],
                             title: title, icon: icon.foregroundColor(tint))
            } else {
                _StyledLabel(custom: environment[CustomLabelStyleKey.self], kind: environment[LabelStyleKey.self],
                             title: title, icon: icon)
            }
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

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
    /// The label a style is drawing, in the style around that style:
    /// for a style that adds to the system look, `Label(configuration).padding(4)`.
    public init(_ configuration: LabelStyleConfiguration) {
        self.init(title: { configuration.title }, icon: { configuration.icon })
    }
}

/// A label in the style its environment sets: one of the built-in looks, or
/// the body of a `LabelStyle` given the title and icon.
struct _StyledLabel<Title: View, Icon: View>: View {
    let custom: (@MainActor (LabelStyleConfiguration) -> AnyView)?
    let kind: _LabelStyleKind
    let title: Title
    let icon: Icon

    var body: some View {
        if let custom {
            custom(LabelStyleConfiguration(title: _StyleConfigurationContent(title), icon: _StyleConfigurationContent(icon)))
        } else {
            LabelLayout(style: kind, title: title, icon: icon)
        }
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
        case .menuItem:
            HStack(alignment: .center, spacing: 0) {
                // Served before the spacer: it wraps only past the row less the icon.
                title.layoutPriority(1)
                Spacer(minLength: labelSpacing)
                icon
            }
        }
    }
}

/// Which parts of a label show.
public enum _LabelStyleKind: Hashable, Sendable {
    case titleAndIcon, titleOnly, iconOnly
    /// A tab bar item's: the icon above the title (`TabItemLayout`).
    case tabItem
    /// A menu item's (`UIMenu`): the title at the leading edge, the icon at
    /// the trailing edge of the row.
    case menuItem
}

