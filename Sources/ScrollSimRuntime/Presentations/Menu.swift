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
        // A nested menu's row opens its list without closing the one it is in;
        // choosing in its list closes both.
        let parent = parentList
        let dismiss = DismissAction { open.wrappedValue = false; parent?() }
        return _PresentationView(content: Button(action: { open.wrappedValue = true }, label: { label })
                                     .environment(\.presentationButtonDismiss, nil),
                                 kind: .anchored,
                                 isPresented: isOpen, dismiss: { open.wrappedValue = false }, onDismiss: nil,
                                 presented: { _MenuList(items: content, dismiss: dismiss) })
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
                                 coversAnchor: hasPreview)
    }
}

/// A menu's list: its buttons in `MenuItemsLayout` rows on the menu's box.
struct _MenuList<Items: View>: View {
    let items: Items
    let dismiss: DismissAction

    var body: some View {
        MenuItemsLayout { items }
            .labelStyle(MenuItemLabelStyle())
            .font(MenuMetrics.font)
            .foregroundColor(.primary)
            .environment(\.presentationButtonDismiss, dismiss)
            .background(RoundedRectangle(cornerRadius: MenuMetrics.cornerRadius).fill(AlertMetrics.background))
    }
}
