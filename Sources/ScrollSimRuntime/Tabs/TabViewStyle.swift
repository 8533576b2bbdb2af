import ScrollSimCore

/// How a `TabView` shows its tabs: with a tab bar (`.automatic`,
/// `.tabBarOnly`) or as pages (`.page`).
public protocol TabViewStyle {
    var _kind: TabViewStyleKind { get }
}

/// What a `TabViewStyle` asks for.
public enum TabViewStyleKind: Hashable, Sendable {
    /// A tab bar at the bottom.
    case tabBar
    /// A horizontal paging carousel with page dots shown per `indexDisplayMode`.
    case page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode)
}

/// The tab bar.
public struct DefaultTabViewStyle: TabViewStyle {
    public init() {}
    public var _kind: TabViewStyleKind { .tabBar }
}

/// The tab bar, on every platform.
public struct TabBarOnlyTabViewStyle: TabViewStyle {
    public init() {}
    public var _kind: TabViewStyleKind { .tabBar }
}

/// A tab bar that an iPad can turn into a sidebar (iOS 18); on an iPhone,
/// the tab bar.
public struct SidebarAdaptableTabViewStyle: TabViewStyle {
    public init() {}
    public var _kind: TabViewStyleKind { .tabBar }
}

/// Pages scrolled sideways, one at a time, with page dots.
public struct PageTabViewStyle: TabViewStyle {
    /// When the page dots show.
    public enum IndexDisplayMode: Hashable, Sendable {
        /// Shown with two pages or more.
        case automatic
        /// Shown even for one page.
        case always
        /// Never shown.
        case never
    }

    let indexDisplayMode: IndexDisplayMode

    public init(indexDisplayMode: IndexDisplayMode = .automatic) {
        self.indexDisplayMode = indexDisplayMode
    }

    public var _kind: TabViewStyleKind { .page(indexDisplayMode: indexDisplayMode) }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
    public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

extension TabViewStyle where Self == TabBarOnlyTabViewStyle {
    public static var tabBarOnly: TabBarOnlyTabViewStyle { TabBarOnlyTabViewStyle() }
}

extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
    public static var sidebarAdaptable: SidebarAdaptableTabViewStyle { SidebarAdaptableTabViewStyle() }
}

extension TabViewStyle where Self == PageTabViewStyle {
    public static var page: PageTabViewStyle { PageTabViewStyle() }
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
        PageTabViewStyle(indexDisplayMode: indexDisplayMode)
    }
}

/// How an index view (a paged `TabView`'s dots) looks.
public protocol IndexViewStyle {
    var _dotsBackground: PageIndexViewStyle.BackgroundDisplayMode { get }
}

/// Page dots, on a capsule per `backgroundDisplayMode`.
public struct PageIndexViewStyle: IndexViewStyle {
    /// When the dots' capsule shows.
    public enum BackgroundDisplayMode: Hashable, Sendable {
        /// As `.never` here (iOS shows it while the dots are touched).
        case automatic
        /// Always: a translucent dark capsule behind the dots.
        case always
        /// While the dots are touched; as `.never` here.
        case interactive
        /// Never.
        case never
    }

    let backgroundDisplayMode: BackgroundDisplayMode

    public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) {
        self.backgroundDisplayMode = backgroundDisplayMode
    }

    public var _dotsBackground: BackgroundDisplayMode { backgroundDisplayMode }
}

extension IndexViewStyle where Self == PageIndexViewStyle {
    public static var page: PageIndexViewStyle { PageIndexViewStyle() }
    public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle {
        PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
    }
}

struct TabViewStyleKey: EnvironmentKey {
    static let defaultValue = TabViewStyleKind.tabBar
}

struct DotsBackgroundKey: EnvironmentKey {
    static let defaultValue = PageIndexViewStyle.BackgroundDisplayMode.automatic
}

extension View {
    /// How the `TabView`s below show their tabs.
    ///
    /// ```swift
    /// TabView { OnboardingPage(1); OnboardingPage(2) }.tabViewStyle(.page)
    /// ```
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
        let kind = style._kind
        return transformEnvironment(\.self) { $0[TabViewStyleKey.self] = kind }
    }

    /// How the page dots of the paged `TabView`s below look.
    ///
    /// ```swift
    /// TabView { … }.tabViewStyle(.page).indexViewStyle(.page(backgroundDisplayMode: .always))
    /// ```
    public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View {
        let background = style._dotsBackground
        return transformEnvironment(\.self) { $0[DotsBackgroundKey.self] = background }
    }
}
