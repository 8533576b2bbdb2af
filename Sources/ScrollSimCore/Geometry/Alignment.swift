/// A horizontal alignment guide: where along the width a view is aligned.
///
/// ```swift
/// VStack(alignment: .leading) { Text("a"); Text("longer") }
/// ```
public struct HorizontalAlignment: Hashable, Sendable {
    let key: AlignmentKey
    /// Fraction of the width: 0 leading, 0.5 center, 1 trailing. For a
    /// custom alignment, its default value's fraction of a 1 × 1 view
    /// (what frames and lazy stacks use; stacks, grids, `ZStack` and
    /// overlays evaluate the guide on each view).
    public var fraction: CGFloat { key.fraction(.horizontal) }
    public init(fraction: CGFloat) { key = AlignmentKey(fraction: fraction) }
    /// A custom alignment, whose guide defaults to `id.defaultValue(in:)`.
    ///
    /// ```swift
    /// private struct LabelColumn: AlignmentID {
    ///     static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.leading] }
    /// }
    /// extension HorizontalAlignment { static let labelColumn = HorizontalAlignment(LabelColumn.self) }
    /// ```
    public init(_ id: any AlignmentID.Type) { key = AlignmentKey(id: id) }
    public static let leading = HorizontalAlignment(fraction: 0)
    public static let center = HorizontalAlignment(fraction: 0.5)
    public static let trailing = HorizontalAlignment(fraction: 1)
    /// Where a list row's separator starts, when the row's content sets it
    /// with `alignmentGuide(.listRowSeparatorLeading)` (otherwise under the
    /// row's first text). A view that does not set it has it at its leading edge.
    public static let listRowSeparatorLeading = HorizontalAlignment(ListRowSeparatorLeadingID.self)
    /// Where a list row's separator ends, when the row's content sets it
    /// (otherwise at the row's trailing edge). A view that does not set it
    /// has it at its trailing edge.
    public static let listRowSeparatorTrailing = HorizontalAlignment(ListRowSeparatorTrailingID.self)
}

/// A vertical alignment guide: where along the height a view is aligned.
///
/// ```swift
/// HStack(alignment: .top) { Circle().frame(width: 40, height: 40); Text("Hi") }
/// ```
public struct VerticalAlignment: Hashable, Sendable {
    let key: AlignmentKey
    /// Fraction of the height: 0 top, 0.5 center, 1 bottom (for a custom
    /// alignment, as `HorizontalAlignment.fraction`).
    public var fraction: CGFloat { key.fraction(.vertical) }
    public init(fraction: CGFloat) { key = AlignmentKey(fraction: fraction) }
    /// A custom alignment, whose guide defaults to `id.defaultValue(in:)`.
    public init(_ id: any AlignmentID.Type) { key = AlignmentKey(id: id) }
    public static let top = VerticalAlignment(fraction: 0)
    public static let center = VerticalAlignment(fraction: 0.5)
    public static let bottom = VerticalAlignment(fraction: 1)
    /// The baseline of a view's first line of text: a text's first line's
    /// baseline, a stack's topmost such baseline among its views, the
    /// bottom edge of a view without text.
    public static let firstTextBaseline = VerticalAlignment(FirstTextBaselineID.self)
    /// The baseline of a view's last line of text: a text's last line's
    /// baseline, a stack's lowest such baseline among its views, the bottom
    /// edge of a view without text.
    public static let lastTextBaseline = VerticalAlignment(LastTextBaselineID.self)
}

/// A two-axis alignment, as in `ZStack(alignment: .leading)`.
public struct Alignment: Hashable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

    /// The point of `size` this alignment names, relative to its origin.
    @inline(__always) func point(in size: CGSize) -> CGPoint {
        CGPoint(x: size.width * horizontal.fraction, y: size.height * vertical.fraction)
    }

    /// The origin that aligns a child of `child` size inside a box of `box` size.
    @inline(__always) func origin(of child: CGSize, in box: CGSize) -> CGPoint {
        CGPoint(x: alignmentShare(box.width - child.width, horizontal.fraction),
                y: alignmentShare(box.height - child.height, vertical.fraction))
    }
}

/// `length × fraction`, the part of `length` that an alignment puts before a
/// child; 0 where the product is not a number: the leading edge of an infinite
/// length (0 × ∞) and the space left by an infinite child in an infinite box
/// (∞ − ∞). Infinite sizes come from infinite proposals.
@inline(__always) func alignmentShare(_ length: CGFloat, _ fraction: CGFloat) -> CGFloat {
    let share = length * fraction
    return share.isNaN && !fraction.isNaN ? 0 : share
}

/// A point in a view's unit square, used as an anchor.
///
/// ```swift
/// subview.place(at: bounds.origin, anchor: .topLeading, proposal: .unspecified)
/// ```
public struct UnitPoint: Hashable, Sendable {
    public var x: CGFloat
    public var y: CGFloat
    public init(x: CGFloat, y: CGFloat) { self.x = x; self.y = y }
    public static let zero = UnitPoint(x: 0, y: 0)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

/// `HorizontalAlignment.listRowSeparatorLeading`: a view's leading edge unless it sets the guide.
enum ListRowSeparatorLeadingID: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 }
}

/// `HorizontalAlignment.listRowSeparatorTrailing`: a view's trailing edge unless it sets the guide.
enum ListRowSeparatorTrailingID: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width }
}
