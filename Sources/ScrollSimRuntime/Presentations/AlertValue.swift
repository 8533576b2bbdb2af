import ScrollSimCore

/// An alert described as a value (the form SwiftUI had before iOS 15), shown
/// with `alert(isPresented:content:)` or `alert(item:content:)`: a title, an
/// optional message and one or two buttons. It is drawn as the alert of
/// `alert(_:isPresented:actions:message:)`.
///
/// ```swift
/// .alert(isPresented: $showingReset) {
///     Alert(title: Text("Reset?"), message: Text("This cannot be undone."),
///           primaryButton: .destructive(Text("Reset")) { reset() },
///           secondaryButton: .cancel())
/// }
/// ```
@MainActor
public struct Alert {
    let title: Text
    let message: Text?
    /// The buttons in the order given.
    let buttons: [Button]

    /// An alert with one button, "OK" when `dismissButton` is nil.
    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
        self.title = title
        self.message = message
        self.buttons = [dismissButton ?? .default(Text("OK"))]
    }

    /// An alert with two buttons side by side, `primaryButton` leading
    /// (a cancel button goes on the leading side, as in every alert).
    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
        self.title = title
        self.message = message
        self.buttons = [primaryButton, secondaryButton]
    }

    /// A button of an `Alert` or an `ActionSheet`: its label, its role and
    /// what it runs before the presentation is dismissed.
    @MainActor
    public struct Button {
        let label: Text
        let role: ButtonRole?
        let action: (() -> Void)?

        /// A button drawn in the regular weight and the tint.
        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: nil, action: action)
        }

        /// A cancel button (semibold; in an action sheet, alone in the box below).
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: .cancel, action: action)
        }

        /// A cancel button labelled "Cancel".
        public static func cancel(_ action: (() -> Void)? = {}) -> Button {
            Button(label: Text("Cancel"), role: .cancel, action: action)
        }

        /// A button drawn in red, for an action that destroys data.
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: .destructive, action: action)
        }
    }
}

/// An action sheet described as a value (the form SwiftUI had before iOS
/// 15), shown with `actionSheet(isPresented:content:)` or
/// `actionSheet(item:content:)`: drawn as a confirmation dialog whose title
/// is always shown, over its message and buttons.
///
/// ```swift
/// .actionSheet(isPresented: $choosing) {
///     ActionSheet(title: Text("Photo"), buttons: [.default(Text("Camera")) { camera() }, .cancel()])
/// }
/// ```
@MainActor
public struct ActionSheet {
    public typealias Button = Alert.Button

    let title: Text
    let message: Text?
    let buttons: [Button]

    /// A sheet with `buttons` in the order given (a `.cancel` one goes to the box below).
    public init(title: Text, message: Text? = nil, buttons: [Button] = [.cancel()]) {
        self.title = title
        self.message = message
        self.buttons = buttons
    }
}

/// The buttons of an `Alert` or `ActionSheet` as `Button` views, in order.
struct _AlertValueButtons: View {
    let buttons: [Alert.Button]

    var body: some View {
        ForEach(buttons.indices, id: \.self) { index in
            let button = buttons[index]
            ScrollSimCore.Button(role: button.role, action: { button.action?() }) { button.label }
        }
    }
}

extension View {
    /// Shows the alert `content` makes while `isPresented` is true; a button
    /// runs its action, then sets `isPresented` to false.
    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
        let alert = content()
        return alertView(alert.title, isPresented: isPresented, actions: _AlertValueButtons(buttons: alert.buttons),
                         message: alert.message)
    }

    /// Shows the alert `content` makes from `item` while it is not nil; a
    /// button runs its action, then sets `item` to nil.
    public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View {
        let alert = item.wrappedValue.map(content)
        let shown = Binding(get: { alert != nil }, set: { if !$0 { item.wrappedValue = nil } })
        return alertView(alert?.title ?? Text(""), isPresented: shown,
                         actions: _AlertValueButtons(buttons: alert?.buttons ?? []), message: alert?.message)
    }

    /// Shows the action sheet `content` makes while `isPresented` is true; a
    /// button (or a tap outside the sheet) dismisses it, setting `isPresented` to false.
    public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View {
        let sheet = content()
        return dialogView(sheet.title, isPresented: isPresented, actions: _AlertValueButtons(buttons: sheet.buttons),
                          message: sheet.message)
    }

    /// Shows the action sheet `content` makes from `item` while it is not
    /// nil; dismissing it sets `item` to nil.
    public func actionSheet<T: Identifiable>(item: Binding<T?>, content: (T) -> ActionSheet) -> some View {
        let sheet = item.wrappedValue.map(content)
        let shown = Binding(get: { sheet != nil }, set: { if !$0 { item.wrappedValue = nil } })
        return dialogView(sheet?.title, isPresented: shown, actions: _AlertValueButtons(buttons: sheet?.buttons ?? []),
                          message: sheet?.message)
    }
}
