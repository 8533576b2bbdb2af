/// An edge across the vertical axis: where `safeAreaInset(edge:)` puts a
/// top or bottom bar.
public enum VerticalEdge: Int8, Hashable, Sendable, CaseIterable {
    case top, bottom

    /// The same edge as an `Edge`.
    var edge: Edge { self == .top ? .top : .bottom }
}
