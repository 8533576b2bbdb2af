/// The numbers of iOS's bottom toolbar (`UIToolbar`, a navigation
/// controller's toolbar, which SwiftUI shows for `.bottomBar` toolbar
/// items) on an iPhone in portrait.
///
/// The bar is 44 pt tall above the bottom safe area and its background
/// reaches down over it to the window's edge (78 pt in all on an iPhone 14,
/// whose home indicator band is 34 pt), with a hairline along its top, as
/// the tab bar's, both shown only while content lies under the bar
/// (`BottomBarScrollEdge`). Its items make one row, 8 pt apart, from the leading
/// margin, offered the width between the 16 pt margins; a `Spacer` among
/// them takes the free width (UIKit's flexible space).
public enum BottomToolbarMetrics {
    /// The bar's height above the bottom safe area, in points (UIKit's
    /// `UIToolbar` on an iPhone in portrait, as its navigation bar's 44).
    public static let height: CGFloat = 44
    /// The row's margin from each side, in points (the navigation bar's
    /// edge margin, Flutter's `_kNavBarEdgePadding`, reverse-engineered from iOS).
    public static let edgeMargin: CGFloat = 16
    /// The space between the row's items, in points (as between a navigation bar group's items).
    public static let itemSpacing: CGFloat = 8
    /// The bar's background: the tab bar's, #F9F9F9 at 94 % (Flutter's
    /// `barBackgroundColor`; iOS blurs what is under it, ScrollSim does not).
    public static let backgroundColor = TabBarMetrics.backgroundColor
    /// The hairline along the bar's top: black at 30 %, one device pixel (as the tab bar's).
    public static let hairlineColor = TabBarMetrics.hairlineColor
}

/// The bottom toolbar's row: every `.bottomBar` item in order, in one
/// stack, so a group's `Spacer`s spread the items over the bar.
struct _BottomBarRow: View {
    let items: [AnyView]

    /// The row's items for the bar's entries: the `.bottomBar` items in
    /// order; with `.status` items, those go together between two flexible
    /// spaces (`Spacer(minLength: 0)`, UIKit's `flexibleSpace()`), the
    /// `.bottomBar` items declared before the first of them on the leading
    /// side and the rest on the trailing side. Alone, a status item is
    /// centred in the bar.
    static func items(_ entries: [_ToolbarEntry]) -> [AnyView] {
        guard let first = entries.firstIndex(where: { $0.placement == .status }) else { return entries.map(\.view) }
        let before = entries[..<first].filter { $0.placement != .status }.map(\.view)
        let after = entries[first...].filter { $0.placement != .status }.map(\.view)
        let status = entries.filter { $0.placement == .status }.map(\.view)
        let space = AnyView(Spacer(minLength: 0))
        return before + [space] + status + [space] + after
    }
    var body: some View {
        HStack(spacing: BottomToolbarMetrics.itemSpacing) {
            ForEach(0..<items.count, id: \.self) { items[$0] }
        }
    }
}
