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
    /// The list this menu is an item of, if it is one (a nested menu).
    @Environment(\.presentationButtonDismiss) private var parentList

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    public var body: some View {
        let open = $isOpen
        let content = self.content
        let label = self.label
        // A nested menu's row (its title and a trailing chevron) opens its
        // list over itself without closing the one it is in, the list headed
        // by the title and a down chevron that closes it again; choosing in
        // it closes both.
        let parent = parentList
        let dismiss = DismissAction { open.wrappedValue = false; parent?() }
        let isNested = parent != nil
        let header: AnyView? = isNested ? AnyView(_SubmenuRow(label: label, isOpen: true) { open.wrappedValue = false }
                                                      .environment(\.presentationButtonDismiss, nil)) : nil
        let button = Group {
            if isNested {
                _SubmenuRow(label: label, isOpen: false) { open.wrappedValue = true }
            } else {
                Button(action: { open.wrappedValue = true }, label: { label })
            }
        }
        return _PresentationView(content: button.environment(\.presentationButtonDismiss, nil),
                                 kind: .anchored,
                                 isPresented: isOpen, dismiss: { open.wrappedValue = false }, onDismiss: nil,
                                 presented: { _MenuList(items: content, dismiss: dismiss, header: header) },
                                 placement: isNested ? .overRow : .below)
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
    /// Actions for this view, shown when it is pressed for 0.5 s (a long
    /// press): the same list as `Menu`'s, below the view; choosing one runs
    /// it and closes the list, as does a tap outside. (iOS also lifts the
    /// view and blurs the screen behind it; ScrollSim does not.)
    ///
    /// ```swift
    /// PhotoView().contextMenu { Button("Share") { share() } }
    /// ```
    public func contextMenu<M: View>(@ViewBuilder menuItems: () -> M) -> some View {
        _ContextMenuView(content: self, items: menuItems(), preview: EmptyView(), hasPreview: false)
    }

    /// Actions for this view with a preview of it: a long press of 0.5 s
    /// shows `preview` (at its ideal size, on the system background as
    /// UIKit's preview platter, clipped to the menu's 13 pt corners) in the
    /// view's place and the actions' list 8 pt below it,
    /// their leading edges aligned with the view's, the pair moved up when
    /// it would reach past the bottom safe area. Choosing an action or
    /// tapping outside closes both. (iOS also blurs the screen behind them.)
    ///
    /// ```swift
    /// Thumbnail(photo)
    ///     .contextMenu {
    ///         Button("Share", systemImage: "square.and.arrow.up") { share() }
    ///     } preview: {
    ///         PhotoView(photo).frame(width: 300, height: 300)
    ///     }
    /// ```
    public func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P) -> some View {
        _ContextMenuView(content: self, items: menuItems(), preview: preview(), hasPreview: true)
    }
}

/// A view with a context menu: a long press opens the list.
struct _ContextMenuView<Content: View, Items: View, Preview: View>: View {
    let content: Content
    let items: Items
    let preview: Preview
    /// The preview form: the preview over the view, the list below it.
    let hasPreview: Bool
    @State private var isOpen = false

    var body: some View {
        let open = $isOpen
        let items = self.items, preview = self.preview, hasPreview = self.hasPreview
        let dismiss = DismissAction { open.wrappedValue = false }
        return _PresentationView(content: content.onLongPressGesture { open.wrappedValue = true }, kind: .anchored,
                                 isPresented: isOpen, dismiss: { open.wrappedValue = false }, onDismiss: nil,
                                 presented: {
                                     VStack(alignment: .leading, spacing: PresentationMetrics.dialogMargin) {
                                         if hasPreview {
                                             preview
                                                 .fixedSize()
                                                 .background(Color.systemBackground)
                                                 .clipShape(RoundedRectangle(cornerRadius: MenuMetrics.cornerRadius))
                                         }
                                         _MenuList(items: items, dismiss: dismiss)
                                     }
                                 },
                                 placement: hasPreview ? .inPlace : .below)
    }
}

/// A menu's list: its buttons in `MenuItemsLayout` rows on the menu's box,
/// a nested menu's headed by its title row; dividers are bands and toggles
/// checkmark rows, as `UIMenu` draws them.
struct _MenuList<Items: View>: View {
    let items: Items
    let dismiss: DismissAction
    var header: AnyView? = nil

    var body: some View {
        MenuItemsLayout {
            if let header { header }
            items
        }
        .labelStyle(MenuItemLabelStyle())
        .toggleStyle(_MenuItemToggleStyle())
        .font(MenuMetrics.font)
        .foregroundColor(.primary)
        .environment(\.presentationButtonDismiss, dismiss)
        .environment(\.dividerBand, MenuMetrics.separatorBandColor)
        .background(RoundedRectangle(cornerRadius: MenuMetrics.cornerRadius).fill(MenuMetrics.background))
    }
}

/// A nested menu's row among its parent's items: the title, and a chevron
/// at the trailing inset pointing right (closed: the row opens the list)
/// or down (open: the list's header, which closes it).
struct _SubmenuRow<Label: View>: View {
    let label: Label
    let isOpen: Bool
    let action: @MainActor () -> Void

    var body: some View {
        Button(action: action) {
            HStack(spacing: MenuMetrics.checkmarkSpacing) {
                label
                Spacer(minLength: 0)
                Image(systemName: isOpen ? "chevron.down" : "chevron.right").font(PickerMetrics.checkmarkFont)
                    .foregroundColor(.secondary)
            }
            .frame(maxWidth: .infinity, minHeight: MenuMetrics.rowHeight, alignment: .leading)
            .contentShape(Rectangle())
        }
    }
}

/// A `Toggle` among a menu's items: a row with a checkmark before the title
/// while on (the space kept while off), as `UIMenu` shows an action's `.on`
/// state; a tap flips the value and closes the menu.
struct _MenuItemToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        let isOn = configuration.$isOn
        return MenuCheckmarkRow(isChecked: configuration.isOn, action: { isOn.wrappedValue.toggle() }) { configuration.label }
    }
}
