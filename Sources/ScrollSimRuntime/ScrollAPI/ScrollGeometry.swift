import ScrollSimCore

/// The geometry of a scroll view, as `onScrollGeometryChange(for:of:action:)`
/// and `ScrollPhaseChangeContext` hand it out. All values are in points.
///
/// `contentOffset` is UIKit's: `−contentInsets.top` at the top of content
/// below an inset, beyond the range while rubber-banding (negative past the
/// top), on the device's pixel grid. `contentSize` is the content as laid
/// out, `containerSize` the scroll view's own size, `contentInsets` its
/// insets (the safe area it covers plus any set on it).
///
/// ```swift
/// ScrollView { rows }
///     .onScrollGeometryChange(for: CGFloat.self) { $0.contentOffset.y + $0.contentInsets.top } action: { _, y in
///         scrolled = y > 0
///     }
/// ```
public struct ScrollGeometry: Equatable, Sendable {
    /// The content offset, in points (see the type's description).
    public var contentOffset: CGPoint
    /// The size of the content, in points.
    public var contentSize: CGSize
    /// The scroll view's insets, in points.
    public var contentInsets: EdgeInsets
    /// The scroll view's size, in points.
    public var containerSize: CGSize

    /// A geometry from its four values.
    ///
    /// ```swift
    /// let g = ScrollGeometry(contentOffset: .zero, contentSize: CGSize(width: 390, height: 2000),
    ///                        contentInsets: EdgeInsets(), containerSize: CGSize(width: 390, height: 763))
    /// ```
    public init(contentOffset: CGPoint, contentSize: CGSize, contentInsets: EdgeInsets, containerSize: CGSize) {
        self.contentOffset = contentOffset
        self.contentSize = contentSize
        self.contentInsets = contentInsets
        self.containerSize = containerSize
    }

    /// The scroll view's bounds in its content: `containerSize` at
    /// `contentOffset` (as UIKit's `bounds`).
    ///
    /// ```swift
    /// geometry.bounds.maxY // the content coordinate at the scroll view's bottom edge
    /// ```
    public var bounds: CGRect { CGRect(origin: contentOffset, size: containerSize) }

    /// The part of the content the scroll view shows: `containerSize` at
    /// `contentOffset`, the regions behind the insets included (content is
    /// drawn there). Apple documents only that it is computed from the
    /// offset, the insets and the container size; this is the value of
    /// SwiftUI's public initializer as reverse-engineered by OpenSwiftUI.
    ///
    /// ```swift
    /// geometry.visibleRect.intersects(rowFrame)
    /// ```
    public var visibleRect: CGRect { bounds }
}
