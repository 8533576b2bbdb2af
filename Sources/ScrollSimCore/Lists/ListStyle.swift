/// How a `List` looks: its rows' insets and backgrounds, its sections'
/// spacing and headers, its background. Set with `.listStyle(_:)`; the
/// numbers are `ListMetrics`'.
///
/// ```swift
/// List { … }.listStyle(.plain)
/// ```
public protocol ListStyle: Sendable {
    /// The look this style stands for.
    var _kind: ListStyleKind { get }
}

/// The looks ScrollSim models, one per `ListStyle`.
public enum ListStyleKind: Sendable, Hashable {
    /// Full-width rows on white, separators from the content's leading
    /// edge, section headers pinned to the top while their section passes.
    case plain
    /// Full-width white rows in sections 35 pt apart on the grouped
    /// background, headers and footers in footnote text outside the rows.
    case grouped
    /// `grouped`, with each section's rows a card inset by the margin and
    /// rounded 10 pt at its corners (iOS's default list look).
    case insetGrouped
    /// `plain`, with the rows in a column inset by the margin.
    case inset
}

/// The style iOS picks when none is set: `insetGrouped` for a `List`.
public struct DefaultListStyle: ListStyle {
    public init() {}
    public var _kind: ListStyleKind { .insetGrouped }
}

/// Full-width rows on white (see `ListStyleKind.plain`).
public struct PlainListStyle: ListStyle {
    public init() {}
    public var _kind: ListStyleKind { .plain }
}

/// Full-width rows in separated sections (see `ListStyleKind.grouped`).
public struct GroupedListStyle: ListStyle {
    public init() {}
    public var _kind: ListStyleKind { .grouped }
}

/// Sections as rounded cards (see `ListStyleKind.insetGrouped`).
public struct InsetGroupedListStyle: ListStyle {
    public init() {}
    public var _kind: ListStyleKind { .insetGrouped }
}

/// Plain rows in an inset column (see `ListStyleKind.inset`).
public struct InsetListStyle: ListStyle {
    public init() {}
    public var _kind: ListStyleKind { .inset }
}

/// The sidebar look of iPad and macOS; on an iPhone it is `insetGrouped`
/// whose collapsible sections (`Section(isExpanded:)`) show a chevron in
/// their headers.
public struct SidebarListStyle: ListStyle {
    public init() {}
    public var _kind: ListStyleKind { .insetGrouped }
}

extension ListStyle where Self == DefaultListStyle {
    /// The platform's default: `insetGrouped` on an iPhone.
    public static var automatic: DefaultListStyle { DefaultListStyle() }
}

extension ListStyle where Self == PlainListStyle {
    public static var plain: PlainListStyle { PlainListStyle() }
}

extension ListStyle where Self == GroupedListStyle {
    public static var grouped: GroupedListStyle { GroupedListStyle() }
}

extension ListStyle where Self == InsetGroupedListStyle {
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

extension ListStyle where Self == InsetListStyle {
    public static var inset: InsetListStyle { InsetListStyle() }
}

extension ListStyle where Self == SidebarListStyle {
    public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

struct ListStyleKey: EnvironmentKey {
    static var defaultValue: ListStyleKind { .insetGrouped }
}

extension EnvironmentValues {
    /// The look of the lists below (`insetGrouped` unless `.listStyle` set one).
    public var listStyleKind: ListStyleKind {
        get { self[ListStyleKey.self] }
        set { self[ListStyleKey.self] = newValue }
    }
}

/// True below `.listStyle(.sidebar)`: collapsible sections show their chevron.
struct ListIsSidebarKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension View {
    /// Sets the look of the lists in this view.
    ///
    /// ```swift
    /// List(mail) { Text($0.subject) }.listStyle(.plain)
    /// ```
    public func listStyle<S: ListStyle>(_ style: S) -> some View {
        modified(_EnvironmentModifier {
            $0.listStyleKind = style._kind
            $0[ListIsSidebarKey.self] = S.self == SidebarListStyle.self
        })
    }
}

/// iOS's list metrics, in points, as `List` lays out with them. Where each
/// number comes from is in docs/layout-rules.md ("Lists").
public enum ListMetrics {
    /// The space between a row's content and its `badge` (ScrollSim's
    /// choice: the space UIKit's value-cell layout keeps before its
    /// secondary text, read from iOS screenshots).
    public static let badgeSpacing: CGFloat = 16
    /// The least height of a row (`defaultMinListRowHeight`, UIKit's 44 pt row).
    public static let minRowHeight: CGFloat = 44
    /// A row's content is inset this much at its top and bottom.
    public static let rowVerticalInset: CGFloat = 11
    /// The content inset of a row inside an `insetGrouped` card.
    public static let insetGroupedContentInset: CGFloat = 20
    /// The corner radius of an `insetGrouped` card.
    public static let cornerRadius: CGFloat = 10
    /// The space above each section of a grouped list, and below the last.
    public static let sectionSpacing: CGFloat = 35
    /// The space between a grouped header's text and its rows, and between
    /// the rows and a grouped footer's text.
    public static let groupedHeaderFooterSpacing: CGFloat = 7
    /// The least height of a plain list's section header.
    public static let plainHeaderMinHeight: CGFloat = 28

    /// The system layout margin for a list `width` points wide: 16 below
    /// 414 pt (an iPhone 14 or smaller), 20 from 414 (the Plus and Max
    /// phones). Plain rows are inset by it; `insetGrouped` cards too.
    public static func margin(forWidth width: CGFloat) -> CGFloat {
        width >= 414 ? 20 : 16
    }

    /// `systemGroupedBackground`, behind a grouped list's sections
    /// (242, 242, 247; black in dark mode).
    public static let groupedBackground = Color.systemGroupedBackground
    /// `secondarySystemGroupedBackground`, behind a grouped list's rows
    /// (white; 28, 28, 30 in dark mode).
    public static let groupedRowBackground = Color.secondarySystemGroupedBackground
    /// `systemBackground`, behind a plain list and its rows (white; black in dark mode).
    public static let plainBackground = Color.systemBackground
    /// `separator` in the light scheme: the hairline between rows, (60, 60,
    /// 67) at 29 % — (198, 198, 200) over white.
    public static let separator = Color(rgb255: 60, 60, 67, opacity: 0.29)
    /// `separator` in the dark scheme: (84, 84, 88) at 60 %.
    public static let darkSeparator = Color(rgb255: 84, 84, 88, opacity: 0.6)

    /// `separator` in `scheme`.
    public static func separator(in scheme: ColorScheme) -> Color {
        scheme == .dark ? darkSeparator : separator
    }
}
