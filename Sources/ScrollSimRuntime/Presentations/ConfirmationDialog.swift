import ScrollSimCore


/// A confirmation dialog's boxes (`DialogMetrics`): the message and the
/// buttons, then the cancel button alone.
struct _DialogBoxes<Actions: View, Message: View>: View {
    let title: Text?
    let message: Message?
    let actions: Actions
    let dismiss: DismissAction

    var body: some View {
        let box = RoundedRectangle(cornerRadius: AlertMetrics.cornerRadius).fill(AlertMetrics.background)
        VStack(spacing: DialogMetrics.cancelGap) {
            VStack(spacing: 0) {
                if title != nil || message != nil {
                    VStack(spacing: AlertMetrics.titleMessageSpacing) {
                        if let title { title.font(AlertMetrics.messageFont.weight(.semibold)) }
                        if let message { message.font(DialogMetrics.messageFont) }
                    }
                    .foregroundColor(DialogMetrics.messageColor)
                    .multilineTextAlignment(.center)
                    .padding(DialogMetrics.messagePadding)
                    .frame(maxWidth: .infinity)
                    Rectangle().fill(AlertMetrics.dividerColor).frame(height: 0.5)
                }
                DialogActionsLayout { actions }
                    .environment(\.dialogPart, .nonCancel)
            }
            .background(box)
            DialogActionsLayout { actions }
                .environment(\.dialogPart, .cancel)
                .background(box)
        }
        .font(DialogMetrics.buttonFont)
        .environment(\.presentationButtonDismiss, dismiss)
        .padding(.horizontal, DialogMetrics.edgePadding)
    }
}

extension EnvironmentValues {
    var dialogPart: DialogPart {
        get { self[DialogPartKey.self] }
        set { self[DialogPartKey.self] = newValue }
    }
}

extension View {
    /// Shows a confirmation dialog (an action sheet) at the bottom of the
    /// window while `isPresented` is true: the message and the buttons
    /// `actions` makes, the `.cancel` one apart below. The title shows only
    /// with `titleVisibility: .visible`, as on iOS. A button runs its
    /// action and dismisses the dialog; so does a tap outside it.
    ///
    /// ```swift
    /// .confirmationDialog("Photo", isPresented: $choosing) {
    ///     Button("Take Photo") { camera() }
    ///     Button("Choose from Library") { library() }
    ///     Button("Cancel", role: .cancel) {}
    /// }
    /// ```
    public func confirmationDialog<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>,
                                                                        titleVisibility: Visibility = .automatic,
                                                                        @ViewBuilder actions: () -> A,
                                                                        @ViewBuilder message: () -> M) -> some View {
        dialogView(titleVisibility == .visible ? Text(title) : nil, isPresented: isPresented, actions: actions(), message: message())
    }

    /// A confirmation dialog with buttons and no message.
    public func confirmationDialog<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>,
                                                               titleVisibility: Visibility = .automatic,
                                                               @ViewBuilder actions: () -> A) -> some View {
        dialogView(titleVisibility == .visible ? Text(title) : nil, isPresented: isPresented, actions: actions(),
                   message: Optional<EmptyView>.none)
    }

    /// A confirmation dialog for `data` while `isPresented` and `data` is
    /// not nil, its buttons and message made from it (the dialog shows only
    /// when both hold, as SwiftUI's does).
    ///
    /// ```swift
    /// .confirmationDialog("Delete?", isPresented: $asking, presenting: selected) { item in
    ///     Button("Delete \(item.name)", role: .destructive) { delete(item) }
    /// } message: { item in
    ///     Text("\(item.name) will be removed.")
    /// }
    /// ```
    public func confirmationDialog<S: StringProtocol, A: View, M: View, T>(_ title: S, isPresented: Binding<Bool>,
                                                                           titleVisibility: Visibility = .automatic,
                                                                           presenting data: T?,
                                                                           @ViewBuilder actions: (T) -> A,
                                                                           @ViewBuilder message: (T) -> M) -> some View {
        dialogView(title, isPresented: isPresented, titleVisibility: titleVisibility, presenting: data,
                   actions: actions, message: { Optional(message($0)) })
    }

    /// A confirmation dialog for `data` with buttons made from it and no message.
    public func confirmationDialog<S: StringProtocol, A: View, T>(_ title: S, isPresented: Binding<Bool>,
                                                                  titleVisibility: Visibility = .automatic,
                                                                  presenting data: T?,
                                                                  @ViewBuilder actions: (T) -> A) -> some View {
        dialogView(title, isPresented: isPresented, titleVisibility: titleVisibility, presenting: data,
                   actions: actions, message: { _ in Optional<EmptyView>.none })
    }

    /// The dialog for `data`: shown while `isPresented` and `data` is not
    /// nil, its actions and message (if any) made from `data`.
    private func dialogView<S: StringProtocol, A: View, M: View, T>(_ title: S, isPresented: Binding<Bool>,
                                                                    titleVisibility: Visibility, presenting data: T?,
                                                                    actions: (T) -> A, message: (T) -> M?) -> some View {
        let shown = isPresented.wrappedValue && data != nil
        return dialogView(titleVisibility == .visible ? Text(title) : nil,
                          isPresented: Binding(get: { shown }, set: { isPresented.wrappedValue = $0 }),
                          actions: data.map(actions), message: data.flatMap(message))
    }

    /// The action sheet over this view while `isPresented` is true: `title` and `message` (each when not nil) over `actions`.
    func dialogView<A: View, M: View>(_ title: Text?, isPresented: Binding<Bool>, actions: A, message: M?) -> some View {
        let dismiss = DismissAction { isPresented.wrappedValue = false }
        return _PresentationView(content: self, kind: .bottom, isPresented: isPresented.wrappedValue,
                                 dismiss: { isPresented.wrappedValue = false }, onDismiss: nil,
                                 presented: { _DialogBoxes(title: title, message: message, actions: actions, dismiss: dismiss) })
    }
}
