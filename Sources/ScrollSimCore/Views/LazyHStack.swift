/// A row that builds and lays out only the subviews near what can be seen
/// (SwiftUI's `LazyHStack`): `LazyVStack` turned on its side. It takes the
/// whole proposed height (the tallest built subview's when none is
/// proposed); subviews are aligned by `alignment` inside it. Inside a
/// horizontal scroll view, the columns built are those within one viewport
/// left and right of the visible part. `pinnedViews` keeps section headers
/// at the leading edge of the visible region (footers at the trailing edge).
///
/// ```swift
/// ScrollView(.horizontal) {
///     LazyHStack(spacing: 12) {
///         ForEach(photos) { photo in PhotoCard(photo: photo).frame(width: 160) }
///     }
///     .frame(height: 200)
/// }
/// ```
public struct LazyHStack<Content: View>: View {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }
    public typealias Body = Never
}

extension LazyHStack: LazyStackView {
    static var axis: Axis { .horizontal }
    var crossFraction: CGFloat { alignment.fraction }
}
