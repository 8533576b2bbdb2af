/// A button look of your own: `makeBody` gets the label, whether the button
/// is pressed and its role, and returns the view drawn. The body is made
/// again when the press changes. The label keeps its own colours (no tint),
/// and the button does not dim it while pressed: the style decides.
///
/// ```swift
/// struct Pill: ButtonStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         configuration.label.padding(8).background(Capsule().fill(.blue))
///             .opacity(configuration.isPressed ? 0.5 : 1)
///     }
/// }
/// Button("Go") {}.buttonStyle(Pill())
/// ```
@MainActor
public protocol ButtonStyle {
    associatedtype Body: View
    typealias Configuration = ButtonStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a `ButtonStyle` draws from.
public struct ButtonStyleConfiguration {
    /// The button's label, as a view.
    public struct Label: View {
        public typealias Body = Never
        let view: AnyView
    }
    public let label: Label
    public let isPressed: Bool
    public let role: ButtonRole?
}

extension ButtonStyleConfiguration.Label: PrimitiveView {
    package func makeNode(_ context: BuildContext) -> Node { view.makeNode(context) }
    package func update(_ node: Node, _ context: BuildContext) -> Bool { view.update(node, context) }
}

/// A custom style as the environment carries it: the style's body for a configuration.
struct CustomButtonStyleKey: EnvironmentKey {
    static let defaultValue: (@MainActor (ButtonStyleConfiguration) -> AnyView)? = nil
}

/// A button's body under a custom style: reads the press state, so a press
/// makes it again.
struct _CustomStyledButton: View {
    let make: @MainActor (ButtonStyleConfiguration) -> AnyView
    let label: AnyView
    let role: ButtonRole?
    let pressed: StateStorage<Bool>

    var body: some View {
        make(ButtonStyleConfiguration(label: .init(view: label), isPressed: pressed.value, role: role))
    }
}

extension View {
    /// Draws the buttons below with a style of your own.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        let make: @MainActor (ButtonStyleConfiguration) -> AnyView = { AnyView(style.makeBody(configuration: $0)) }
        return modified(_EnvironmentModifier {
            $0[ButtonStyleKey.self] = .custom
            $0[CustomButtonStyleKey.self] = make
        })
    }
}
