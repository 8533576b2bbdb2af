/// The space between the sections of a grouped list (`listSectionSpacing`, iOS 17).
///
/// ```swift
/// List { … }.listSectionSpacing(.compact)
/// ```
public struct ListSectionSpacing: Hashable, Sendable {
    /// The space in points.
    let points: CGFloat

    /// The style's spacing: 35 pt (`ListMetrics.sectionSpacing`).
    public static let `default` = ListSectionSpacing(points: ListMetrics.sectionSpacing)
    /// A tighter spacing: 20 pt (ScrollSim's choice; Apple publishes no number).
    public static let compact = ListSectionSpacing(points: ListMetrics.compactSectionSpacing)
    /// `spacing` points (negative counts as 0).
    public static func custom(_ spacing: CGFloat) -> ListSectionSpacing {
        ListSectionSpacing(points: spacing.isFinite ? max(0, spacing) : ListMetrics.sectionSpacing)
    }
}

extension ListMetrics {
    /// `ListSectionSpacing.compact`, in points.
    public static let compactSectionSpacing: CGFloat = 20
}

private struct ListSectionSpacingKey: EnvironmentKey {
    static var defaultValue: ListSectionSpacing { .default }
}

extension EnvironmentValues {
    /// The space between grouped list sections below.
    public var listSectionSpacing: ListSectionSpacing {
        get { self[ListSectionSpacingKey.self] }
        set { self[ListSectionSpacingKey.self] = newValue }
    }
}

extension View {
    /// Sets the space between the sections of the grouped lists in this view
    /// (`insetGrouped` and `grouped`; plain lists have none).
    public func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View {
        environment(\.listSectionSpacing, spacing)
    }

    /// Sets the space between the sections of the grouped lists in this view, in points.
    public func listSectionSpacing(_ spacing: CGFloat) -> some View {
        environment(\.listSectionSpacing, .custom(spacing))
    }
}
