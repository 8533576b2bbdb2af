/// Where an iOS navigation bar's edges are for a given scroll position,
/// and what it shows: the rule behind `NavigationStack`'s bar and
/// `UINavigationController`'s.
///
/// Apple publishes no numbers for the bar. These follow Flutter's
/// `CupertinoSliverNavigationBar` (packages/flutter/lib/src/cupertino/nav_bar.dart,
/// reverse-engineered from iOS): a 44 pt bar (`_kNavBarPersistentHeight`),
/// 52 pt more for a large title (`_kNavBarLargeTitleHeightExtension`), and
/// the large title shown while more than 10 pt of that extension is
/// visible (`_kNavBarShowLargeTitleThreshold`).
///
/// The bar's content inset stays that of the expanded bar (44 + 52 below
/// the status bar), so a list rests at `−(status bar + 96)`. As the content
/// scrolls up, the large-title band shrinks with it: its height is how far
/// the content's top edge lies below the 44 pt bar, so the band follows
/// the first row until it is gone, and grows past 52 when the content is
/// pulled down. The bar's background shows once content lies under it.
///
/// A search bar (`searchable`) adds a 52 pt band under the large title
/// (`searchBarHeight`) and as much inset. When it hides as content
/// scrolls (`SearchBar.hidesWhenScrolling`), it shrinks first, the large
/// title staying, and the large title then shrinks as before; when it
/// does not, only the large title shrinks. While the search is active the
/// bar is the search band alone, right under the status bar: no 44 pt
/// bar, no large title, a 52 pt inset.
///
/// ```swift
/// // An iPhone 14 (status bar 47), offset −120: the content's top is 120 − 47 = 73 below the bar's top.
/// let g = NavigationBarGeometry(largeTitles: true, contentTop: 73)
/// g.height           // 73: 44 + a 29 pt large-title band
/// g.showsLargeTitle  // true (29 > 10)
/// ```
public struct NavigationBarGeometry: Equatable, Sendable {
    /// The bar below the status bar, without a large title, in points.
    public static let barHeight: CGFloat = 44
    /// What a large title adds to the bar at rest, in points.
    public static let largeTitleExtension: CGFloat = 52
    /// The large title shows while its band is taller than this, in points.
    public static let largeTitleThreshold: CGFloat = 10
    /// What a search bar adds to the bar at rest, in points.
    public static let searchBarHeight: CGFloat = 52

    /// A search bar under the title (`searchable` in a `NavigationStack`).
    public struct SearchBar: Equatable, Sendable {
        /// True when it shrinks away as content scrolls up (`.navigationBarDrawer(displayMode: .automatic)`).
        public var hidesWhenScrolling: Bool
        /// True while the search is active: the bar is the search band alone.
        public var isActive: Bool

        public init(hidesWhenScrolling: Bool, isActive: Bool = false) {
            self.hidesWhenScrolling = hidesWhenScrolling
            self.isActive = isActive
        }
    }

    /// The bar's height below the status bar: the 44 pt bar (none while a
    /// search is active), the large-title band and the search band.
    public var height: CGFloat
    /// The large-title band's height (0 for an inline bar or a collapsed one).
    public var largeTitleHeight: CGFloat
    /// The search band's height (0 without a search bar or once it has scrolled away).
    public var searchBarHeight: CGFloat
    /// True while the large title shows; otherwise the title is inline, in the 44 pt bar.
    public var showsLargeTitle: Bool
    /// True once content lies under the bar: its background and hairline show.
    public var showsBackground: Bool
    /// True while a search is active: the bar shows its search band only.
    public var isSearchActive: Bool

    /// The top of the search band, below the status bar: the large-title band's bottom.
    public var searchBarTop: CGFloat { height - searchBarHeight }

    /// The inset a bar adds below the status bar: 96 with large titles, 44
    /// without, 52 more with a search bar; 52 alone while a search is active.
    public static func inset(largeTitles: Bool, search: SearchBar? = nil) -> CGFloat {
        if let search, search.isActive { return searchBarHeight }
        return barHeight + (largeTitles ? largeTitleExtension : 0) + (search == nil ? 0 : searchBarHeight)
    }

    /// The bar for content whose top edge lies `contentTop` points below the
    /// bar's top (the status bar's bottom); nil when no scroll view is
    /// tracked, which gives the bar at rest.
    public init(largeTitles: Bool, search: SearchBar? = nil, contentTop: CGFloat?) {
        let top = contentTop ?? Self.inset(largeTitles: largeTitles, search: search)
        isSearchActive = search?.isActive ?? false
        if isSearchActive {
            largeTitleHeight = 0
            searchBarHeight = Self.searchBarHeight
            height = Self.searchBarHeight
        } else {
            let below = max(0, top - Self.barHeight)
            if let search, search.hidesWhenScrolling {
                // The search band goes first; the large title keeps its 52 until then.
                let titleAtRest = largeTitles ? Self.largeTitleExtension : 0
                searchBarHeight = min(max(below - titleAtRest, 0), Self.searchBarHeight)
            } else {
                searchBarHeight = search == nil ? 0 : Self.searchBarHeight
            }
            largeTitleHeight = largeTitles ? max(0, below - searchBarHeight) : 0
            height = Self.barHeight + largeTitleHeight + searchBarHeight
        }
        showsLargeTitle = largeTitles && !isSearchActive && largeTitleHeight > Self.largeTitleThreshold
        showsBackground = top < height - 0.001
    }
}
