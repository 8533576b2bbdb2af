/// A part of a control handed to a style of the app's own: the label,
/// title, icon or content the control was made with, type-erased. It lays
/// out and draws as the view it stands for, in the environment where the
/// style's body places it.
///
/// ```swift
/// struct Checkbox: ToggleStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         HStack { Image(systemName: configuration.isOn ? "checkmark.square" : "square"); configuration.label }
///     }
/// }
/// ```
public struct _StyleConfigurationContent: View {
    public typealias Body = Never
    let view: AnyView

    init<V: View>(_ view: V) { self.view = AnyView(view) }
}

extension _StyleConfigurationContent: PrimitiveView {
    package func makeNode(_ context: BuildContext) -> Node { view.makeNode(context) }
    package func update(_ node: Node, _ context: BuildContext) -> Bool { view.update(node, context) }
}

extension _EnvironmentModifier {
    /// Sets the style of the app's own that `Key` carries to `makeBody`
    /// (nil for the automatic look); inside the body, the value around it
    /// is in effect again.
    static func style<Key: EnvironmentKey, Configuration, Body: View>(
        _ key: Key.Type, isAutomatic: Bool, _ makeBody: @escaping @MainActor (Configuration) -> Body
    ) -> Self where Key.Value == (@MainActor (Configuration) -> AnyView)? {
        if isAutomatic { return Self { $0[Key.self] = nil } }
        return Self { environment in
            let outer = environment[Key.self]
            environment[Key.self] = { configuration in
                AnyView(makeBody(configuration).modified(_EnvironmentModifier { $0[Key.self] = outer }))
            }
        }
    }
}
