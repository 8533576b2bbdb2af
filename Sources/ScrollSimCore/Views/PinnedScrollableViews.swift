/// Which parts of a lazy stack's sections stay on screen while their section
/// scrolls past (`LazyVStack(pinnedViews:)`, `LazyHStack(pinnedViews:)`).
///
/// A pinned header stays at the top (leading) edge of the enclosing scroll
/// view's visible region while its section is there, and is pushed off by
/// the next section; a pinned footer likewise at the bottom (trailing)
/// edge. Without an enclosing scroll view along the stack's axis nothing is
/// pinned. The rules are in docs/layout-rules.md, "Lazy stacks and sections".
///
/// ```swift
/// LazyVStack(pinnedViews: [.sectionHeaders]) {
///     Section { ForEach(0..<10) { Text("Row \($0)") } } header: { Text("A") }
/// }
/// ```
public struct PinnedScrollableViews: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Every section's header is pinned.
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1 << 0)
    /// Every section's footer is pinned.
    public static let sectionFooters = PinnedScrollableViews(rawValue: 1 << 1)
}
