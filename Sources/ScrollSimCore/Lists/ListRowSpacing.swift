/// The space between adjacent rows of the lists below (`listRowSpacing`,
/// iOS 17), nil for none.
private struct ListRowSpacingKey: EnvironmentKey {
    static var defaultValue: CGFloat? { nil }
}

extension EnvironmentValues {
    /// The space between adjacent rows of the lists below, in points; nil: rows touch.
    public var listRowSpacing: CGFloat? {
        get { self[ListRowSpacingKey.self] }
        set { self[ListRowSpacingKey.self] = newValue }
    }
}

extension View {
    /// Leaves `spacing` points between adjacent rows of the lists in this
    /// view (not between a header or footer and a row). In the grouped
    /// styles each row then stands apart as a card of its own, rounded at all
    /// four corners in `insetGrouped`, with no separator; a plain list keeps
    /// its separators. Nil or 0: rows touch.
    ///
    /// ```swift
    /// List(cards) { CardRow(card: $0) }.listRowSpacing(12)
    /// ```
    public func listRowSpacing(_ spacing: CGFloat?) -> some View {
        environment(\.listRowSpacing, spacing.map { $0.isFinite ? max(0, $0) : 0 })
    }
}
