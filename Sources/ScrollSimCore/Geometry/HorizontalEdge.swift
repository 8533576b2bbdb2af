/// An edge across the horizontal axis: where `safeAreaInset(edge:)` puts a
/// side bar.
public enum HorizontalEdge: Int8, Hashable, Sendable, CaseIterable {
    case leading, trailing

    /// The same edge as an `Edge`.
    var edge: Edge { self == .leading ? .leading : .trailing }
}
