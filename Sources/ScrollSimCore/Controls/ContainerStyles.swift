// Styles of the app's own for `GroupBox`, `LabeledContent` and
// `DisclosureGroup`: `makeBody(configuration:)` is the view drawn, from
// the parts the container was made with. Inside the body the style around
// it is in effect again, so `GroupBox(configuration)` and the like draw the
// outer (by default the system) look.

/// A group box's look.
///
/// ```swift
/// struct CardGroupBoxStyle: GroupBoxStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         VStack(alignment: .leading) { configuration.label.font(.headline); configuration.content }
///             .padding()
///             .background(Color.white, in: RoundedRectangle(cornerRadius: 12))
///     }
/// }
/// ```
@MainActor
public protocol GroupBoxStyle {
    associatedtype Body: View
    typealias Configuration = GroupBoxStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a `GroupBoxStyle` draws from.
public struct GroupBoxStyleConfiguration {
    public typealias Label = _StyleConfigurationContent
    public typealias Content = _StyleConfigurationContent
    public let label: Label
    public let content: Content
}

/// The system look: the label (headline) over the content, 16 pt inside a rounded card.
public struct DefaultGroupBoxStyle: GroupBoxStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        GroupBoxLayout(label: configuration.label, content: configuration.content)
    }
}

extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
    public static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() }
}

extension GroupBox where Label == GroupBoxStyleConfiguration.Label, Content == GroupBoxStyleConfiguration.Content {
    /// The group box a style is drawing, in the style around that style.
    public init(_ configuration: GroupBoxStyleConfiguration) {
        self.init(content: { configuration.content }, label: { configuration.label })
    }
}

/// A labeled content's look.
///
/// ```swift
/// struct StackedLabeledContentStyle: LabeledContentStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         VStack(alignment: .leading) { configuration.label.font(.caption); configuration.content }
///     }
/// }
/// ```
@MainActor
public protocol LabeledContentStyle {
    associatedtype Body: View
    typealias Configuration = LabeledContentStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a `LabeledContentStyle` draws from.
public struct LabeledContentStyleConfiguration {
    public typealias Label = _StyleConfigurationContent
    public typealias Content = _StyleConfigurationContent
    public let label: Label
    public let content: Content
}

/// The system look: the label, a spacer, the content in the secondary colour.
public struct AutomaticLabeledContentStyle: LabeledContentStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        LabeledContentLayout(label: configuration.label, content: configuration.content)
    }
}

extension LabeledContentStyle where Self == AutomaticLabeledContentStyle {
    public static var automatic: AutomaticLabeledContentStyle { AutomaticLabeledContentStyle() }
}

extension LabeledContent where Label == LabeledContentStyleConfiguration.Label,
                               Content == LabeledContentStyleConfiguration.Content {
    /// The labeled content a style is drawing, in the style around that style.
    public init(_ configuration: LabeledContentStyleConfiguration) {
        self.init(content: { configuration.content }, label: { configuration.label })
    }
}

/// A disclosure group's look.
///
/// ```swift
/// struct PlusMinusDisclosureStyle: DisclosureGroupStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         VStack {
///             Button { configuration.isExpanded.toggle() } label: {
///                 HStack { configuration.label; Spacer(); Text(configuration.isExpanded ? "−" : "+") }
///             }
///             if configuration.isExpanded { configuration.content }
///         }
///     }
/// }
/// ```
@MainActor
public protocol DisclosureGroupStyle {
    associatedtype Body: View
    typealias Configuration = DisclosureGroupStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a `DisclosureGroupStyle` draws from: the label, the content and
/// whether it shows (setting `isExpanded` sets the group's binding or state).
public struct DisclosureGroupStyleConfiguration {
    public typealias Label = _StyleConfigurationContent
    public typealias Content = _StyleConfigurationContent
    public let label: Label
    public let content: Content
    @Binding public var isExpanded: Bool

    init(label: Label, content: Content, isExpanded: Binding<Bool>) {
        self.label = label
        self.content = content
        self._isExpanded = isExpanded
    }
}

/// The system look: the label row with a chevron, the content under it while expanded.
public struct AutomaticDisclosureGroupStyle: DisclosureGroupStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        DisclosureGroupLayout(label: configuration.label, content: configuration.content, expanded: configuration.$isExpanded)
    }
}

extension DisclosureGroupStyle where Self == AutomaticDisclosureGroupStyle {
    public static var automatic: AutomaticDisclosureGroupStyle { AutomaticDisclosureGroupStyle() }
}

extension DisclosureGroup where Label == DisclosureGroupStyleConfiguration.Label,
                                Content == DisclosureGroupStyleConfiguration.Content {
    /// The disclosure group a style is drawing, in the style around that style.
    public init(_ configuration: DisclosureGroupStyleConfiguration) {
        self.init(isExpanded: configuration.$isExpanded, content: { configuration.content }, label: { configuration.label })
    }
}

struct CustomGroupBoxStyleKey: EnvironmentKey {
    static let defaultValue: (@MainActor (GroupBoxStyleConfiguration) -> AnyView)? = nil
}
struct CustomLabeledContentStyleKey: EnvironmentKey {
    static let defaultValue: (@MainActor (LabeledContentStyleConfiguration) -> AnyView)? = nil
}
struct CustomDisclosureGroupStyleKey: EnvironmentKey {
    static let defaultValue: (@MainActor (DisclosureGroupStyleConfiguration) -> AnyView)? = nil
}

extension View {
    /// How the group boxes below look.
    public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View {
        modified(_EnvironmentModifier.style(CustomGroupBoxStyleKey.self, isAutomatic: S.self == DefaultGroupBoxStyle.self) {
            style.makeBody(configuration: $0)
        })
    }

    /// How the labeled contents below look.
    public func labeledContentStyle<S: LabeledContentStyle>(_ style: S) -> some View {
        modified(_EnvironmentModifier.style(CustomLabeledContentStyleKey.self, isAutomatic: S.self == AutomaticLabeledContentStyle.self) {
            style.makeBody(configuration: $0)
        })
    }

    /// How the disclosure groups below look.
    public func disclosureGroupStyle<S: DisclosureGroupStyle>(_ style: S) -> some View {
        modified(_EnvironmentModifier.style(CustomDisclosureGroupStyleKey.self, isAutomatic: S.self == AutomaticDisclosureGroupStyle.self) {
            style.makeBody(configuration: $0)
        })
    }
}
