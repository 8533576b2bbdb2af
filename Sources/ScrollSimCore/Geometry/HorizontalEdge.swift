/// An edge across the horizontal axis: where `safeAreaInset(edge:)` puts a
/// side bar.
public enum HorizontalEdge: Int8, Hashable, Sendable, CaseIterable {
    case leading, trailing

    /// The same edge as an `Edge`.
    var edge: Edge { self == .leading ? .leading : .trailing }
}

/// An edge across the vertical axis: where `safeAreaInset(edge:)` puts a
/// top or bottom bar.
public enum VerticalEdge: Int8, Hashable, Sendable, CaseIterable {
    case top, bottom

    /// The same edge as an `Edge`.
    var edge: Edge { self == .top ? .top : .bottom }
}

extension Edge {
    /// The axis this edge lies across: `.vertical` for top and bottom.
    var axis: Axis { self == .top || self == .bottom ? .vertical : .horizontal }

    /// True for the edge at the end of its axis (bottom, trailing).
    var isTrailingEnd: Bool { self == .bottom || self == .trailing }
}
