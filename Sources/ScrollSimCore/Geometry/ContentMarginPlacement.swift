/// Which part of a scroll view `contentMargins(_:_:for:)` insets.
///
/// ```swift
/// ScrollView { rows }.contentMargins(10, for: .scrollIndicators)
/// ```
public struct ContentMarginPlacement: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, scrollContent, scrollIndicators }
    let kind: Kind

    /// Both the content and the scroll indicators (Apple: "a ScrollView will
    /// use this placement to automatically inset both its content and scroll
    /// indicators").
    public static let automatic = ContentMarginPlacement(kind: .automatic)
    /// The content only, not the indicators.
    public static let scrollContent = ContentMarginPlacement(kind: .scrollContent)
    /// The indicators only, not the content.
    public static let scrollIndicators = ContentMarginPlacement(kind: .scrollIndicators)
}
