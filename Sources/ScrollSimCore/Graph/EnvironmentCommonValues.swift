/// Light or dark appearance (`EnvironmentValues.colorScheme`).
public enum ColorScheme: Hashable, Sendable, CaseIterable {
    case light, dark
}

/// How much room a dimension of the window has (UIKit's size classes, as
/// `EnvironmentValues.horizontalSizeClass` and `verticalSizeClass`).
public enum UserInterfaceSizeClass: Hashable, Sendable {
    case compact, regular

    /// The size classes iOS reports for a full-screen app in a window of
    /// `size` points (Apple's Human Interface Guidelines, "Layout", device
    /// size classes): a window whose shorter side is at least 500 pt is an
    /// iPad's (the smallest, iPad mini, is 744 pt wide) and is regular both
    /// ways; an iPhone is compact wide and regular tall in portrait, compact
    /// tall in landscape, and regular wide in landscape only when it is at
    /// least 896 pt wide (the Plus and Max models: 896, 926, 932, 956; an
    /// iPhone 14 in landscape is 844, an iPhone 16 Pro 874).
    public static func classes(forWindow size: CGSize) -> (horizontal: UserInterfaceSizeClass, vertical: UserInterfaceSizeClass) {
        if min(size.width, size.height) >= 500 { return (.regular, .regular) }
        if size.height >= size.width { return (.compact, .regular) }
        return (size.width >= 896 ? .regular : .compact, .compact)
    }
}

/// The text size the person chose in Settings (`EnvironmentValues.dynamicTypeSize`).
/// Text here is laid out at the default size whatever this says: the value
/// is for views that read it.
public enum DynamicTypeSize: Hashable, Comparable, Sendable, CaseIterable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// True for the five accessibility sizes.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }
}

/// Dismisses the current presentation (`EnvironmentValues.dismiss`):
/// call it as a function, `dismiss()`.
///
/// Inside a page a `NavigationStack` pushed, it pops that page (and any
/// above it); in the content of a sheet or a full screen cover (outside
/// such a page) it dismisses that presentation, setting its binding to
/// false so it slides away. Elsewhere it does nothing, as SwiftUI's does
/// where there is no presentation (Apple's
/// documentation of `DismissAction`: "If you do this [call it from a view
/// that is not presented], the call has no effect").
///
/// ```swift
/// @Environment(\.dismiss) private var dismiss
/// Button("Done") { dismiss() }
/// ```
public struct DismissAction: Sendable {
    let action: @MainActor @Sendable () -> Void
    /// False for the environment's default, outside any presentation or pushed page.
    package let dismissesSomething: Bool

    /// An action that runs `action`.
    package init(_ action: @escaping @MainActor @Sendable () -> Void) {
        self.action = action
        dismissesSomething = true
    }

    private init() {
        action = {}
        dismissesSomething = false
    }

    /// The action outside any presentation: it does nothing.
    package static let none = DismissAction()

    /// Dismisses the presentation, or does nothing where there is none.
    @MainActor
    public func callAsFunction() { action() }
}

private struct DismissActionKey: EnvironmentKey {
    static var defaultValue: DismissAction { .none }
}

extension EnvironmentValues {
    /// Dismisses the presentation this view is in (nothing where there is none).
    public var dismiss: DismissAction {
        get { self[DismissActionKey.self] }
        set { self[DismissActionKey.self] = newValue }
    }
}

/// The colour scheme a view asks its window to use (nil: the window's own).
/// Sibling requests reduce to the first non-nil one in tree order.
struct PreferredColorSchemeKey: PreferenceKey {
    static var defaultValue: ColorScheme? { nil }
    static func reduce(value: inout ColorScheme?, nextValue: () -> ColorScheme?) {
        if value == nil { value = nextValue() }
    }
}

@MainActor let preferredColorSchemeKey = PreferenceKeyInfo(PreferredColorSchemeKey.self)

extension View {
    /// Asks the window this view is in for a colour scheme: the whole
    /// window's environment (`colorScheme`), not only this subtree's, takes
    /// it from the next update, as SwiftUI's hosting window does. Nil
    /// withdraws the request; with several, the first in tree order wins.
    ///
    /// ```swift
    /// ContentView().preferredColorScheme(.dark)
    /// ```
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        preference(key: PreferredColorSchemeKey.self, value: colorScheme)
            .modified(_ColorSchemeRequestModifier())
    }
}

/// Tells the graph a view may request a colour scheme, so it reads the
/// preference after each update (no graph that never asks pays for it).
struct _ColorSchemeRequestModifier: NodeModifier {
    func makeNode(_ context: BuildContext) -> EnvironmentNode {
        context.graph.readsPreferredColorScheme = true
        return EnvironmentNode()
    }
    func configure(_ node: EnvironmentNode, _ context: BuildContext) {}
}

/// Whether the scene is in the foreground and taking events
/// (`EnvironmentValues.scenePhase`).
///
/// A ScrollSim window stands for an app in the foreground that is taking
/// events, so the value is always `.active`; views that switch on it
/// (pausing a timer in `.background`) compile and take the active path.
public enum ScenePhase: Hashable, Comparable, Sendable {
    /// Not shown; the app may be suspended.
    case background
    /// Shown but not taking events (the app switcher, an incoming call).
    case inactive
    /// In the foreground, taking events.
    case active
}

private struct ScenePhaseKey: EnvironmentKey {
    static var defaultValue: ScenePhase { .active }
}

extension EnvironmentValues {
    /// The scene's phase: `.active` in a ScrollSim window, which is always
    /// in the foreground.
    ///
    /// ```swift
    /// @Environment(\.scenePhase) private var scenePhase
    /// ```
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }
}
