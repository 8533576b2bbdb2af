/// A column that builds and lays out only the subviews near what can be
/// seen (SwiftUI's `LazyVStack`). Rows that were never measured count with
/// an estimated height (the mean of the rows measured so far), so a million
/// rows cost a few rows of work per frame.
///
/// Like SwiftUI's, it takes the whole proposed width; rows are aligned by
/// `alignment` inside it. Inside a scroll view, the rows built are those
/// within one viewport above and below the visible part; they are rebuilt as
/// the offset moves. Rows far from it are released (their `@State` with them).
/// `Section`s group rows; `pinnedViews` keeps their headers at the top of
/// the scroll view's visible region (footers at the bottom) while the
/// section passes (see `PinnedScrollableViews`).
///
/// ```swift
/// ScrollView {
///     LazyVStack(spacing: 4, pinnedViews: [.sectionHeaders]) {
///         ForEach(groups) { group in
///             Section {
///                 ForEach(group.rows) { row in Text(row.title) }
///             } header: {
///                 Text(group.name).frame(maxWidth: .infinity).background(.white)
///             }
///         }
///     }
/// }
/// ```
public struct LazyVStack<Content: View>: View {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }
    public typealias Body = Never
}

extension LazyVStack: LazyStackView {
    static var axis: Axis { .vertical }
    var crossFraction: CGFloat { alignment.fraction }
}
