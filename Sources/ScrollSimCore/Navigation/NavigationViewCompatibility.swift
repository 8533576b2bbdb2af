
/// The styles `navigationViewStyle(_:)` takes.
public protocol NavigationViewStyle: Sendable {}

public struct StackNavigationViewStyle: NavigationViewStyle { public init() {} }
public struct DefaultNavigationViewStyle: NavigationViewStyle { public init() {} }
public struct ColumnNavigationViewStyle: NavigationViewStyle { public init() {} }

extension NavigationViewStyle where Self == StackNavigationViewStyle {
    /// One page at a time (the iPhone's only presentation).
    public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    /// The platform's default: a stack on an iPhone.
    public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

extension NavigationViewStyle where Self == ColumnNavigationViewStyle {
    /// Side-by-side columns where the width allows; a stack in a compact width.
    public static var columns: ColumnNavigationViewStyle { ColumnNavigationViewStyle() }
}

// The pre-iOS 16 navigation modifiers, still common in app code. Each is
// the modifier SwiftUI deprecated it for.
extension View {
    /// The style of a `NavigationView`: every style shows a stack here, as on an iPhone.
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View { self }

    /// `navigationTitle(_:)`, with the text's characters as the title.
    public func navigationTitle(_ title: Text) -> some View {
        navigationTitle(title.content)
    }

    /// The deprecated `navigationTitle(_:)`.
    public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View {
        navigationTitle(title)
    }

    /// The deprecated `navigationTitle(_:)`.
    public func navigationBarTitle(_ title: Text) -> some View {
        navigationTitle(title.content)
    }

    /// The deprecated `navigationTitle(_:)` with `navigationBarTitleDisplayMode(_:)`.
    public func navigationBarTitle<S: StringProtocol>(_ title: S, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
    }

    /// The deprecated `navigationTitle(_:)` with `navigationBarTitleDisplayMode(_:)`.
    public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(title.content).navigationBarTitleDisplayMode(displayMode)
    }

    /// The deprecated `toolbar(.hidden, for: .navigationBar)` (`true` hides the bar).
    public func navigationBarHidden(_ hidden: Bool) -> some View {
        toolbar(hidden ? .hidden : .visible, for: .navigationBar)
    }

    /// The deprecated way to put items in the bar: `leading` in the
    /// `.topBarLeading` group, `trailing` in the `.topBarTrailing` group.
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        toolbar {
            ToolbarItem(placement: .topBarLeading) { leading }
            ToolbarItem(placement: .topBarTrailing) { trailing }
        }
    }

    /// The deprecated way to put an item in the bar's leading group.
    public func navigationBarItems<L: View>(leading: L) -> some View {
        toolbar { ToolbarItem(placement: .topBarLeading) { leading } }
    }

    /// The deprecated way to put an item in the bar's trailing group.
    public func navigationBarItems<T: View>(trailing: T) -> some View {
        toolbar { ToolbarItem(placement: .topBarTrailing) { trailing } }
    }
}
