/// A view that shows its root under an iOS navigation bar: the title set
/// with `navigationTitle` inside it, large at rest by default
/// (`navigationBarTitleDisplayMode`), collapsing to inline as a list
/// scrolls (`NavigationBarGeometry` gives the numbers). Pushing further
/// views is not modelled: the stack shows its root.
///
/// ```swift
/// NavigationStack {
///     List(mail) { Text($0.subject) }
///         .navigationTitle("Inbox")
/// }
/// // On an iPhone 14 the list rests at offset −143 (47 + 44 + 52).
/// ```
public struct NavigationStack<Root: View>: View {
    public typealias Body = Never
    let root: Root

    public init(@ViewBuilder root: () -> Root) {
        self.root = root()
    }
}

/// The older name of `NavigationStack` (a stack style, not a split view here).
@available(*, deprecated, message: "Use NavigationStack instead.")
public typealias NavigationView = NavigationStack

extension NavigationStack: PrimitiveView {
    private func build(_ node: NavigationContainerNode, _ context: BuildContext) {
        node.updateContent(root, context)
        let mode = node.contentRoot?.preferenceValue(navigationDisplayModeKey) as? NavigationBarItem.TitleDisplayMode
        // The root of a stack shows a large title unless it asks for an inline one.
        node.largeTitles = (mode ?? .automatic) != .inline
    }

    package func makeNode(_ context: BuildContext) -> Node {
        let node = NavigationContainerNode(graph: context.graph)
        build(node, context)
        return node
    }

    package func update(_ node: Node, _ context: BuildContext) -> Bool {
        guard let node = node.ifKind(NavigationContainerNode.self), !node.extendsContentUnderBar else { return false }
        build(node, context)
        return true
    }
}

/// SwiftUI's namespace for the navigation bar's title display mode.
public struct NavigationBarItem: Sendable {
    /// How the bar shows the title.
    public enum TitleDisplayMode: Sendable, Hashable {
        /// Inherit: large at the root of a stack.
        case automatic
        /// In the 44 pt bar, 17 pt semibold.
        case inline
        /// In a 52 pt band under the bar, 34 pt bold, collapsing as content scrolls.
        case large
    }
}

struct NavigationTitleKey: PreferenceKey {
    static var defaultValue: String? { nil }
    static func reduce(value: inout String?, nextValue: () -> String?) {
        if value == nil { value = nextValue() }
    }
}

struct NavigationDisplayModeKey: PreferenceKey {
    static var defaultValue: NavigationBarItem.TitleDisplayMode? { nil }
    static func reduce(value: inout NavigationBarItem.TitleDisplayMode?, nextValue: () -> NavigationBarItem.TitleDisplayMode?) {
        if value == nil { value = nextValue() }
    }
}

@MainActor let navigationTitleKey = PreferenceKeyInfo(NavigationTitleKey.self)
@MainActor let navigationDisplayModeKey = PreferenceKeyInfo(NavigationDisplayModeKey.self)

extension View {
    /// The title the enclosing `NavigationStack`'s bar shows for this view.
    ///
    /// ```swift
    /// List { … }.navigationTitle("Inbox")
    /// ```
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        preference(key: NavigationTitleKey.self, value: String(title))
    }

    /// Whether the enclosing `NavigationStack`'s bar shows the title large
    /// (collapsing as content scrolls) or inline.
    ///
    /// ```swift
    /// List { … }.navigationBarTitleDisplayMode(.inline) // rests at −91 on an iPhone 14
    /// ```
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        preference(key: NavigationDisplayModeKey.self, value: displayMode)
    }
}
