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
