/// The size controls are drawn at (`controlSize`). ScrollSim draws every
/// control at its `.regular` size: the value is kept in the environment for
/// views that read it.
public enum ControlSize: Hashable, Sendable, CaseIterable {
    case mini, small, regular, large, extraLarge
}

private struct ControlSizeKey: EnvironmentKey {
    static var defaultValue: ControlSize { .regular }
}

extension EnvironmentValues {
    /// The size controls below are drawn at (`.regular` unless set).
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }
}

extension View {
    /// Sets the size of the controls in this view (kept for views that read
    /// `\.controlSize`; controls keep their regular metrics here).
    public func controlSize(_ size: ControlSize) -> some View {
        environment(\.controlSize, size)
    }

    /// The deprecated name of `tint(_:)`.
    public func accentColor(_ color: Color?) -> some View {
        tint(color)
    }

    /// Marks this view as holding private data; it is redacted only where
    /// the system hides private data (a locked screen's widget), which
    /// never happens here, so it draws as it is.
    public func privacySensitive(_ sensitive: Bool = true) -> some View { self }

    /// Limits the text size of this view to `range`. Text is laid out at
    /// the default size (`.large`) here, so only the environment value
    /// changes, clamped into the range.
    public func dynamicTypeSize<R: RangeExpression>(_ range: R) -> some View where R.Bound == DynamicTypeSize {
        transformEnvironment(\.dynamicTypeSize) { size in
            let all = DynamicTypeSize.allCases
            if !range.contains(size), let nearest = all.filter(range.contains).min(by: {
                abs(all.firstIndex(of: $0)! - all.firstIndex(of: size)!) < abs(all.firstIndex(of: $1)! - all.firstIndex(of: size)!)
            }) {
                size = nearest
            }
        }
    }

    /// Sets the text size of this view (`\.dynamicTypeSize`).
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        environment(\.dynamicTypeSize, size)
    }
}

/// The older name of the text size setting (`\.sizeCategory`), one case
/// for each `DynamicTypeSize`.
public enum ContentSizeCategory: Hashable, Sendable, CaseIterable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge,
         accessibilityExtraExtraExtraLarge

    /// True for the five accessibility sizes.
    public var isAccessibilityCategory: Bool { DynamicTypeSize(self).isAccessibilitySize }
}

extension DynamicTypeSize {
    /// The size a `ContentSizeCategory` names (same order, case for case).
    public init(_ category: ContentSizeCategory) {
        self = DynamicTypeSize.allCases[ContentSizeCategory.allCases.firstIndex(of: category)!]
    }
}

extension ContentSizeCategory {
    /// The category naming a `DynamicTypeSize`.
    public init(_ size: DynamicTypeSize) {
        self = ContentSizeCategory.allCases[DynamicTypeSize.allCases.firstIndex(of: size)!]
    }
}

extension EnvironmentValues {
    /// The text size setting under its older name: `dynamicTypeSize` as a `ContentSizeCategory`.
    public var sizeCategory: ContentSizeCategory {
        get { ContentSizeCategory(dynamicTypeSize) }
        set { dynamicTypeSize = DynamicTypeSize(newValue) }
    }
}
