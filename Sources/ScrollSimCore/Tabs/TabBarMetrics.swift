/// The numbers of iOS's tab bar (`UITabBar`, SwiftUI's `TabView`) on an
/// iPhone in portrait, where each item stacks its icon above its title.
///
/// The bar is 49 pt tall above the bottom safe area and its background
/// reaches down over it to the window's edge (83 pt in all on an iPhone 14,
/// whose home indicator band is 34 pt). Items share the width equally. In
/// an item, 4 pt from the bar's top and 4 pt from its bottom (Flutter's
/// `CupertinoTabBar`, reverse-engineered from iOS: the bar's top padding and
/// each item's bottom padding), the title sits at the bottom in 10 pt
/// medium text and the icon is centred in the space above it.
public enum TabBarMetrics {
    /// The bar's height above the bottom safe area, in points (UIKit's
    /// `UITabBar` in portrait; Flutter's `_kTabBarHeight` of 49 "standard
    /// iOS 11 tab bar height").
    public static let height: CGFloat = 49
    /// Space above an item's icon area, in points (Flutter: `EdgeInsets.only(top: 4.0)`).
    public static let topPadding: CGFloat = 4
    /// Space below an item's title, in points (Flutter: the item's `EdgeInsets.only(bottom: 4.0)`).
    public static let bottomPadding: CGFloat = 4
    /// The title's font: 10 pt medium (Flutter's `tabLabelTextStyle`, 10 pt, `FontWeight.w500`).
    public static let titleFont = Font(size: 10, weight: .medium)
    /// The side of an item's symbol: 25 pt (Apple's Human Interface
    /// Guidelines, custom tab bar icons: a 25 × 25 pt target in a regular tab bar).
    public static let symbolSide: CGFloat = 25
    /// The colour of the items not selected: `inactiveGray`, #999999
    /// (Flutter's `_kDefaultTabBarInactiveColor`, "the disabled foreground
    /// color of the native UITabBar").
    public static let inactiveColor = Color(rgb255: 153, 153, 153)
    /// The bar's background: #F9F9F9 at 94 % (Flutter's `barBackgroundColor`,
    /// 0xF0F9F9F9; iOS blurs what is under it, ScrollSim does not).
    public static let backgroundColor = Color(red: 0.976, green: 0.976, blue: 0.976, opacity: 0.94)
    /// The hairline along the bar's top: black at 30 %, one device pixel
    /// (Flutter's `_kDefaultTabBarBorderColor`, 0x4C000000, width 0).
    public static let hairlineColor = Color(red: 0, green: 0, blue: 0, opacity: 0.3)
    /// A badge: a red capsule 18 pt tall, at least as wide, its text 13 pt
    /// white with 5 pt each side (ScrollSim's reading of iOS screenshots:
    /// UIKit's badge view publishes no numbers).
    public static let badgeHeight: CGFloat = 18
    public static let badgeFont = Font(size: 13)
    public static let badgeTextPadding: CGFloat = 5
    /// The badge's leading edge lies this far right of the icon's centre
    /// and its centre this far below the icon's top (ScrollSim's reading of
    /// iOS screenshots).
    public static let badgeOffset = CGPoint(x: 6, y: 2)

    /// Item `index`'s frame of `count` in a bar `width` wide, in the bar's space.
    public static func itemFrame(_ index: Int, of count: Int, width: CGFloat) -> CGRect {
        let w = count > 0 ? width / CGFloat(count) : width
        return CGRect(x: CGFloat(index) * w, y: 0, width: w, height: height)
    }
}

/// A tab bar item's layout: the last subview (the title) at the bottom,
/// `TabBarMetrics.bottomPadding` above the item's bottom edge, centred; the
/// others (the icon) centred in the space between `topPadding` and the
/// title. A single subview (a `Label`, which lays itself out so) takes the
/// whole item.
struct TabItemLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: CGSize(width: 10, height: TabBarMetrics.height))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let title = subviews.last else { return }
        if subviews.count == 1 {
            title.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size))
            return
        }
        let t = title.sizeThatFits(ProposedViewSize(width: bounds.width, height: nil))
        let titleTop = bounds.maxY - TabBarMetrics.bottomPadding - t.height
        title.place(at: CGPoint(x: bounds.midX - t.width / 2, y: titleTop), proposal: ProposedViewSize(width: bounds.width, height: nil))
        let iconArea = CGRect(x: bounds.minX, y: bounds.minY + TabBarMetrics.topPadding,
                              width: bounds.width, height: max(0, titleTop - bounds.minY - TabBarMetrics.topPadding))
        for icon in subviews.dropLast() {
            let s = icon.sizeThatFits(.unspecified)
            icon.place(at: CGPoint(x: iconArea.midX - s.width / 2, y: iconArea.midY - s.height / 2), proposal: .unspecified)
        }
    }
}

/// The tab bar's items side by side, each `TabBarMetrics.itemFrame` (equal
/// widths, the bar's height).
package struct TabBarLayout: Layout {
    package init() {}

    package func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: CGSize(width: 10, height: TabBarMetrics.height))
    }

    package func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (i, item) in subviews.enumerated() {
            let f = TabBarMetrics.itemFrame(i, of: subviews.count, width: bounds.width)
            item.place(at: CGPoint(x: bounds.minX + f.minX, y: bounds.minY + f.minY), proposal: ProposedViewSize(f.size))
        }
    }
}

/// One item of a tab bar: the tab's `tabItem` label laid out icon above
/// title (`TabItemLayout`), in 10 pt medium text with 25 pt symbols, in
/// the tint when selected and grey otherwise; a tap runs `select`.
package struct TabBarItem: View {
    let label: AnyView?
    let isSelected: Bool
    let tint: Color
    let select: () -> Void

    package init(label: AnyView?, isSelected: Bool, tint: Color, select: @escaping () -> Void) {
        self.label = label
        self.isSelected = isSelected
        self.tint = tint
        self.select = select
    }

    package var body: some View {
        TabItemLayout {
            label
        }
        .modified(_EnvironmentModifier { env in
            env[LabelStyleKey.self] = .tabItem
            env[CustomLabelStyleKey.self] = nil
            env[SymbolSideKey.self] = TabBarMetrics.symbolSide
            env.font = TabBarMetrics.titleFont
            env.foregroundColor = isSelected ? tint : TabBarMetrics.inactiveColor
        })
        .contentShape(Rectangle())
        .onTapGesture(perform: select)
    }
}
