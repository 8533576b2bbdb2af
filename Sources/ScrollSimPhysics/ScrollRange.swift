import Foundation

/// The allowed content offsets along one axis.
///
/// `min = −leadingInset`, `max = max(contentLength − viewportLength + trailingInset, min)`.
/// Insets include the safe area (UIKit's `adjustedContentInset`).
///
/// ```swift
/// let range = ScrollRange(contentLength: 2000, viewportLength: 763, leadingInset: 47, trailingInset: 34)
/// range.min // -47
/// range.max // 1271
/// ```
public struct ScrollRange: Sendable, Equatable {
    /// The smallest resting offset (content's leading edge at the inset).
    ///
    /// ```swift
    /// ScrollRange(min: -20, max: 300).min // -20
    /// ```
    public let min: CGFloat
    /// The largest resting offset; never less than `min`.
    ///
    /// ```swift
    /// ScrollRange(min: 0, max: -5).max // 0
    /// ```
    public let max: CGFloat

    /// Creates a range; a `max` below `min` is raised to `min`.
    ///
    /// ```swift
    /// let range = ScrollRange(min: 0, max: 1200)
    /// ```
    public init(min: CGFloat, max: CGFloat) {
        self.min = min
        self.max = Swift.max(min, max)
    }

    /// Creates the range of a scroll view from its content, viewport and insets.
    ///
    /// ```swift
    /// ScrollRange(contentLength: 500, viewportLength: 800).max // 0: content shorter than viewport
    /// ```
    public init(contentLength: CGFloat, viewportLength: CGFloat,
                leadingInset: CGFloat = 0, trailingInset: CGFloat = 0) {
        self.init(min: -leadingInset, max: contentLength - viewportLength + trailingInset)
    }

    /// The length of the range (`max − min`), zero when nothing scrolls.
    ///
    /// ```swift
    /// ScrollRange(min: -10, max: 90).length // 100
    /// ```
    public var length: CGFloat { max - min }

    /// `offset` limited to the range.
    ///
    /// ```swift
    /// ScrollRange(min: 0, max: 100).clamp(140) // 100
    /// ```
    public func clamp(_ offset: CGFloat) -> CGFloat {
        Swift.min(Swift.max(offset, min), max)
    }

    /// Whether `offset` lies in the range (within `tolerance`).
    ///
    /// ```swift
    /// ScrollRange(min: 0, max: 100).contains(100.0001, tolerance: 0.001) // true
    /// ```
    public func contains(_ offset: CGFloat, tolerance: CGFloat = 0) -> Bool {
        offset >= min - tolerance && offset <= max + tolerance
    }

    /// How far `offset` lies outside the range: negative before `min`,
    /// positive past `max`, zero inside.
    ///
    /// ```swift
    /// ScrollRange(min: 0, max: 100).overscroll(of: -30) // -30
    /// ```
    public func overscroll(of offset: CGFloat) -> CGFloat {
        if offset < min { return offset - min }
        if offset > max { return offset - max }
        return 0
    }
}
