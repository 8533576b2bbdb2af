import ScrollSimCore

/// The numbers of a paged `TabView`'s page dots (`UIPageControl`).
///
/// Dots 7 pt across, 9 pt apart (16 pt from centre to centre), in a row
/// centred at the bottom of the view's safe area, in a 26 pt tall band (the
/// control's height): the current page's dot white, the others white at
/// 30 % (the commonly cited `UIPageControl` dot metrics and ScrollSim's
/// reading of iOS screenshots; Apple publishes no numbers). With
/// `indexViewStyle(.page(backgroundDisplayMode: .always))` a capsule of
/// black at 25 % lies behind the dots, 8 pt past the outer dots' edges and
/// as tall as the band less 2 × 2 pt (ScrollSim's choice, close to iOS's).
public enum PageDotsMetrics {
    public static let dotSize: CGFloat = 7
    public static let dotSpacing: CGFloat = 9
    public static let bandHeight: CGFloat = 26
    public static let capsuleInset = CGSize(width: 8, height: 2)
    public static let currentColor = Color.white
    public static let otherColor = Color.white.opacity(0.3)
    public static let capsuleColor = Color.black.opacity(0.25)

    /// Dot `index` of `count` in a band `width` wide whose top is at 0.
    public static func dotFrame(_ index: Int, of count: Int, width: CGFloat) -> CGRect {
        let row = CGFloat(count) * dotSize + CGFloat(max(0, count - 1)) * dotSpacing
        return CGRect(x: (width - row) / 2 + CGFloat(index) * (dotSize + dotSpacing),
                      y: (bandHeight - dotSize) / 2, width: dotSize, height: dotSize)
    }
}

/// A paged `TabView`: its tabs side by side in a horizontal scroll view,
/// each as wide as the view (`containerRelativeFrame`), that settles on
/// whole pages (`.paging`) and reports the page it rests on as the
/// selection (`scrollPosition(id:)`); the dots over its bottom edge.
struct TabPager: View {
    let pages: [TabContentHost]
    let selected: Int
    let select: (Int) -> Void
    let dots: PageTabViewStyle.IndexDisplayMode
    let dotsBackground: PageIndexViewStyle.BackgroundDisplayMode

    var body: some View {
        let select = self.select, selected = self.selected
        let position = Binding<Int?>(get: { selected }, set: { if let i = $0 { select(i) } })
        let showsDots = dots == .always || (dots == .automatic && pages.count > 1)
        return ScrollView(.horizontal, showsIndicators: false) {
            HStack(spacing: 0) {
                ForEach(pages.indices, id: \.self) { i in
                    _ExistingNode(node: pages[i])
                        .containerRelativeFrame(.horizontal)
                }
            }
            .scrollTargetLayout()
        }
        .scrollTargetBehavior(.paging)
        .scrollPosition(id: position)
        .overlay(alignment: .bottom) {
            if showsDots {
                PageDots(count: pages.count, current: selected, capsule: dotsBackground == .always)
            }
        }
    }
}

/// The page dots' band: `PageDotsMetrics`.
struct PageDots: View {
    let count: Int
    let current: Int
    let capsule: Bool

    var body: some View {
        HStack(spacing: PageDotsMetrics.dotSpacing) {
            ForEach(0..<count, id: \.self) { i in
                Circle()
                    .fill(i == current ? PageDotsMetrics.currentColor : PageDotsMetrics.otherColor)
                    .frame(width: PageDotsMetrics.dotSize, height: PageDotsMetrics.dotSize)
            }
        }
        .padding(.horizontal, PageDotsMetrics.capsuleInset.width)
        .frame(height: PageDotsMetrics.bandHeight - 2 * PageDotsMetrics.capsuleInset.height)
        .background {
            if capsule { Capsule().fill(PageDotsMetrics.capsuleColor) }
        }
        .frame(height: PageDotsMetrics.bandHeight)
        .allowsHitTesting(false)
    }
}

/// Shows a node made elsewhere (a tab's host, which the tab view keeps).
struct _ExistingNode: View {
    typealias Body = Never
    let node: Node
}

extension _ExistingNode: PrimitiveView {
    func makeNode(_ context: BuildContext) -> Node { node }
    func update(_ node: Node, _ context: BuildContext) -> Bool { node === self.node }
}
