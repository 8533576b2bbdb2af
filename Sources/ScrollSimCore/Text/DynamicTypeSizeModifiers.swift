extension View {
    /// Limits the text size of this view to `range`: the environment's
    /// size, when outside it, becomes the range's nearer end. Text is laid
    /// out at the default size (`.large`) here, so only the environment
    /// value changes.
    public func dynamicTypeSize<R: RangeExpression>(_ range: R) -> some View where R.Bound == DynamicTypeSize {
        transformEnvironment(\.dynamicTypeSize) { size in
            let allowed = DynamicTypeSize.allCases.filter(range.contains)
            guard !range.contains(size), let lowest = allowed.first, let highest = allowed.last else { return }
            size = size < lowest ? lowest : highest
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
