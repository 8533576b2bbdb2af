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

extension EnvironmentValues {
    /// True when `other` holds the same values, so a view built in one need
    /// not be evaluated again in the other (see `CompositeNode.update`).
    ///
    /// Compared value by value, not byte by byte: the optionals and small
    /// fields here (a `CGFloat?` takes 9 bytes of its 16, `ContentMargins`
    /// is twelve of them) leave padding bytes that a fresh value or a copy
    /// fills with whatever was in memory, so two equal environments can
    /// differ in their bytes, and a scroll view that rewrites its content's
    /// margins would re-evaluate every row below it. Values under
    /// `EnvironmentKey`s need not be `Equatable`: they compare by their
    /// storage, so one written again, even with the same value, counts as
    /// changed. A stored property added above must be compared here too
    /// (`ViewEqualityTests` lists them).
    package func hasSameValues(as other: EnvironmentValues) -> Bool {
        guard font == other.font, foregroundColor == other.foregroundColor,
              multilineTextAlignment == other.multilineTextAlignment, lineLimit == other.lineLimit,
              isEnabled == other.isEnabled, accentColor == other.accentColor else { return false }
        guard displayScale == other.displayScale, safeAreaInsets == other.safeAreaInsets,
              contentMargins == other.contentMargins, scrollClipsContent == other.scrollClipsContent,
              stackAxis == other.stackAxis, isInButtonLabel == other.isInButtonLabel else { return false }
        // A dictionary is one reference to its storage: no padding.
        return bitwiseEqual(keyed.values, other.keyed.values)
    }
}
