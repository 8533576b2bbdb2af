import ScrollSimCore

/// A button that shows a list of actions (`MenuMetrics`) below itself when
/// tapped; choosing one runs it and closes the list, as does a tap outside.
///
/// ```swift
/// Menu("Sort") {
///     Button("By Name") { order = .name }
///     Button("By Date") { order = .date }
/// }
/// ```
public struct Menu<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    @State private var isOpen = false

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    public var body: some View {
        let open = $isOpen
        let content = self.content
        let dismiss = DismissAction { open.wrappedValue = false }
        return _PresentationView(content: Button(action: { open.wrappedValue = true }, label: { label }), kind: .anchored,
                                 isPresented: isOpen, dismiss: { open.wrappedValue = false }, onDismiss: nil,
                                 presented: {
                                     MenuItemsLayout { content }
                                         .font(MenuMetrics.font)
                                         .foregroundColor(.primary)
                                         .environment(\.presentationButtonDismiss, dismiss)
                                         .background(RoundedRectangle(cornerRadius: MenuMetrics.cornerRadius).fill(AlertMetrics.background))
                                 })
    }
}

extension Menu where Label == Text {
    /// A menu whose button shows `title`.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.label = Text(title)
    }
}

extension View {
    /// Actions for this view, shown on a long press on iOS. Here the view
    /// shows as it is and the menu is not shown yet.
    ///
    /// ```swift
    /// PhotoView().contextMenu { Button("Share") { share() } }
    /// ```
    public func contextMenu<M: View>(@ViewBuilder menuItems: () -> M) -> some View {
        self
    }
}
