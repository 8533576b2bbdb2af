/// Why a view's content is redacted (`@Environment(\.redactionReasons)`).
///
/// ```swift
/// ArticleRow(article: .sample).redacted(reason: isLoading ? .placeholder : [])
/// ```
public struct RedactionReasons: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Content shown as generic placeholders while the real one loads.
    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    /// Private content hidden (ScrollSim draws it like `placeholder`).
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
    /// Content that is no longer current (ScrollSim draws it unchanged).
    public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

struct RedactionReasonsKey: EnvironmentKey {
    static let defaultValue: RedactionReasons = []
}

extension EnvironmentValues {
    /// The reasons the views of this subtree are redacted (empty: none).
    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] }
        set { self[RedactionReasonsKey.self] = newValue }
    }

    /// True when text and images draw as placeholders.
    var drawsRedacted: Bool { !redactionReasons.isDisjoint(with: [.placeholder, .privacy]) }
}

/// How redacted content is drawn (docs/layout-rules.md, "Redaction";
/// ScrollSim's choice after iOS's look): each text line as a bar of the
/// line's width, inset from the line box by `barInset` of the line height
/// above and below, with corners of `cornerFraction` of the bar's height,
/// in the text's colour at `opacity` of its own; an image as its rectangle
/// filled in its tint (or `.primary`) at `opacity`. Layout does not change.
public enum RedactionMetrics {
    /// Each bar is inset by this fraction of the line height, top and bottom.
    public static let barInset: CGFloat = 0.1
    /// A bar's corner radius as a fraction of its height.
    public static let cornerFraction: CGFloat = 0.25
    /// The placeholder's opacity, times the colour's own.
    public static let opacity = 0.16

    /// The bar drawn for a text line whose top-left corner is `origin`.
    public static func bar(origin: CGPoint, width: CGFloat, lineHeight: CGFloat) -> (rect: CGRect, cornerRadius: CGFloat) {
        let inset = lineHeight * barInset
        let rect = CGRect(x: origin.x, y: origin.y + inset, width: width, height: lineHeight - 2 * inset)
        return (rect, rect.height * cornerFraction)
    }

    /// The command drawing that bar for text in `color` (already at the context's opacity).
    static func barCommand(origin: CGPoint, width: CGFloat, lineHeight: CGFloat, color: Color) -> DrawCommand {
        let (rect, radius) = bar(origin: origin, width: width, lineHeight: lineHeight)
        return .fillRoundedRect(rect, cornerRadius: radius, color.opacity(opacity))
    }
}

extension View {
    /// Draws this view's text and images as placeholders for `reason`
    /// (an empty set: as they are); layout does not change.
    ///
    /// ```swift
    /// ProfileHeader(user: .placeholder).redacted(reason: .placeholder)
    /// ```
    public func redacted(reason: RedactionReasons) -> some View {
        modified(_EnvironmentModifier { $0.redactionReasons.formUnion(reason) })
    }

    /// Draws this view as it is inside a redacted one.
    ///
    /// ```swift
    /// Image(systemName: "star").unredacted()
    /// ```
    public func unredacted() -> some View {
        modified(_EnvironmentModifier { $0.redactionReasons = [] })
    }
}
