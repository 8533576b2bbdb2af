import ScrollSimCore
import ScrollSimPhysics

/// An alert's box (`AlertMetrics`): title, message, a hairline, the buttons.
struct _AlertBox<Actions: View, Message: View>: View {
    let title: Text
    let message: Message?
    let actions: Actions
    let dismiss: DismissAction

    var body: some View {
        VStack(spacing: 0) {
            VStack(spacing: AlertMetrics.titleMessageSpacing) {
                title.font(AlertMetrics.titleFont)
                if let message {
                    message.font(AlertMetrics.messageFont)
                }
            }
            .multilineTextAlignment(.center)
            .padding(AlertMetrics.edgePadding)
            .frame(width: AlertMetrics.width)
            AlertActionsLayout {
                Rectangle().fill(AlertMetrics.dividerColor).frame(height: 0.5)
                actions
            }
            .font(AlertMetrics.buttonFont)
            .textFieldStyle(.roundedBorder)
            .environment(\.presentationButtonDismiss, dismiss)
        }
        .frame(width: AlertMetrics.width)
        .background(RoundedRectangle(cornerRadius: AlertMetrics.cornerRadius).fill(AlertMetrics.background))
    }
}

extension EnvironmentValues {
    var presentationButtonDismiss: DismissAction? {
        get { self[PresentationButtonDismissKey.self] }
        set { self[PresentationButtonDismissKey.self] = newValue }
    }
}

/// The curve of an alert's fade (Flutter's dialog route: `Curves.easeInOut`).
extension PresentationCurves {
    static let fade = TimingCurve(x1: 0.42, y1: 0, x2: 0.58, y2: 1)
}

extension View {
    /// Shows an alert centred over the window while `isPresented` is true:
    /// `title`, then `message`, then the buttons `actions` makes (an "OK"
    /// when it makes none). A tap on a button runs it and dismisses the
    /// alert (setting `isPresented` to false); a `.cancel` button is bold.
    /// Text fields among the actions are shown under the message, above the
    /// buttons (`AlertActionsLayout`).
    ///
    /// ```swift
    /// .alert("Delete draft?", isPresented: $confirm) {
    ///     Button("Delete", role: .destructive) { delete() }
    ///     Button("Cancel", role: .cancel) {}
    /// } message: {
    ///     Text("This cannot be undone.")
    /// }
    /// ```
    public func alert<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>,
                                                           @ViewBuilder actions: () -> A,
                                                           @ViewBuilder message: () -> M) -> some View {
        alertView(Text(title), isPresented: isPresented, actions: actions(), message: message())
    }

    /// An alert with a title and buttons.
    public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>,
                                                  @ViewBuilder actions: () -> A) -> some View {
        alertView(Text(title), isPresented: isPresented, actions: actions(), message: Optional<EmptyView>.none)
    }

    /// An alert with a `Text` title, buttons and a message.
    public func alert<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>,
                                        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        alertView(title, isPresented: isPresented, actions: actions(), message: message())
    }

    /// An alert for `data` while `isPresented`, its buttons and message made from it.
    public func alert<S: StringProtocol, A: View, M: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?,
                                                              @ViewBuilder actions: (T) -> A,
                                                              @ViewBuilder message: (T) -> M) -> some View {
        let shown = isPresented.wrappedValue && data != nil
        return alertView(Text(title), isPresented: Binding(get: { shown }, set: { isPresented.wrappedValue = $0 }),
                         actions: data.map(actions), message: data.map(message))
    }

    /// The alert over this view while `isPresented` is true: `title`, `message` (when not nil), then `actions`.
    func alertView<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>, actions: A, message: M?) -> some View {
        let dismiss = DismissAction { isPresented.wrappedValue = false }
        return _PresentationView(content: self, kind: .centered, isPresented: isPresented.wrappedValue,
                                 dismiss: { isPresented.wrappedValue = false }, onDismiss: nil,
                                 presented: {
                                     _AlertBox(title: title, message: message, actions: _AlertActions(actions), dismiss: dismiss)
                                 })
    }
}

/// An alert's buttons, or "OK" when the builder made none.
struct _AlertActions<A: View>: View {
    let actions: A
    init(_ actions: A) { self.actions = actions }

    var body: some View {
        if A.self == EmptyView.self {
            Button("OK") {}
        } else {
            actions
        }
    }
}
