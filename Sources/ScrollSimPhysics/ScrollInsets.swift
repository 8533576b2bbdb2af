import Foundation

/// Insets around scrollable content, safe area included (UIKit's
/// `adjustedContentInset`).
///
/// ```swift
/// let iPhone14 = ScrollInsets(top: 47, left: 0, bottom: 34, right: 0)
/// ```
public struct ScrollInsets: Sendable, Equatable, Hashable {
    /// Inset before the content's top edge.
    ///
    /// ```swift
    /// ScrollInsets(top: 47, left: 0, bottom: 34, right: 0).top // 47
    /// ```
    public var top: CGFloat
    /// Inset before the content's left edge.
    ///
    /// ```swift
    /// ScrollInsets(top: 0, left: 16, bottom: 0, right: 16).left // 16
    /// ```
    public var left: CGFloat
    /// Inset after the content's bottom edge.
    ///
    /// ```swift
    /// ScrollInsets(top: 47, left: 0, bottom: 34, right: 0).bottom // 34
    /// ```
    public var bottom: CGFloat
    /// Inset after the content's right edge.
    ///
    /// ```swift
    /// ScrollInsets(top: 0, left: 16, bottom: 0, right: 16).right // 16
    /// ```
    public var right: CGFloat

    /// Creates insets.
    ///
    /// ```swift
    /// let insets = ScrollInsets(top: 10, left: 0, bottom: 10, right: 0)
    /// ```
    public init(top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No insets.
    ///
    /// ```swift
    /// controller.setContentInset(.zero, time: 0)
    /// ```
    public static let zero = ScrollInsets()
}
