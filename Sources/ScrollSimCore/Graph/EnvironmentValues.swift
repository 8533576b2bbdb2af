/// Values that flow down the view tree: font, foreground colour, text
/// alignment, line limit, enabled state and the like.
///
/// ```swift
/// VStack { Text("a"); Text("b") }
///     .environment(\.font, .title)
/// ```
public struct EnvironmentValues: Sendable {
    /// The font text uses when it sets none itself (`.body` when nil).
    public var font: Font?
    /// The colour text and unstyled shapes use (`.primary` when nil).
    public var foregroundColor: Color?
    /// How lines of multi-line text align within the text's frame.
    public var multilineTextAlignment: TextAlignment = .leading
    /// The most lines text may use (nil: no limit).
    public var lineLimit: Int?
    /// False inside `.disabled(true)`: buttons and taps do nothing.
    public var isEnabled: Bool = true
    /// The colour buttons draw their labels in.
    public var accentColor: Color = .blue
    /// Device pixels per point.
    public var displayScale: CGFloat = 1
    /// The window's safe-area insets.
    public var safeAreaInsets: EdgeInsets = .zero
    /// The margins `contentMargins(_:_:for:)` set for the scroll views below.
    package var contentMargins = ContentMargins()
    /// False inside `.scrollClipDisabled()`: scroll views below draw their content unclipped.
    package var scrollClipsContent = true
    /// The axis of the nearest enclosing stack (where `Spacer` expands).
    var stackAxis: Axis?
    /// True inside the label of a button.
    var isInButtonLabel: Bool = false
    /// Values set through `EnvironmentKey`s.
    var keyed = KeyedEnvironmentValues()

    public init() {}
}

/// How the lines of multi-line text align.
public enum TextAlignment: Hashable, Sendable {
    case leading, center, trailing

    var fraction: CGFloat {
        switch self {
        case .leading: return 0
        case .center: return 0.5
        case .trailing: return 1
        }
    }
}
