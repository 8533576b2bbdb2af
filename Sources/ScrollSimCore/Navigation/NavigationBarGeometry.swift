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

    /// The bar's height below the status bar: 44 plus the large-title band.
    public var height: CGFloat
    /// The large-title band's height (0 for an inline bar or a collapsed one).
    public var largeTitleHeight: CGFloat
    /// True while the large title shows; otherwise the title is inline, in the 44 pt bar.
    public var showsLargeTitle: Bool
    /// True once content lies under the bar: its background and hairline show.
    public var showsBackground: Bool

    /// The inset a bar adds below the status bar: 96 with large titles, 44 without.
    public static func inset(largeTitles: Bool) -> CGFloat {
        barHeight + (largeTitles ? largeTitleExtension : 0)
    }

    /// The bar for content whose top edge lies `contentTop` points below the
    /// bar's top (the status bar's bottom); nil when no scroll view is
    /// tracked, which gives the bar at rest.
    public init(largeTitles: Bool, contentTop: CGFloat?) {
        let top = contentTop ?? Self.inset(largeTitles: largeTitles)
        let band = largeTitles ? max(0, top - Self.barHeight) : 0
        largeTitleHeight = band
        height = Self.barHeight + band
        showsLargeTitle = largeTitles && band > Self.largeTitleThreshold
        showsBackground = top < height - 0.001
    }
}
