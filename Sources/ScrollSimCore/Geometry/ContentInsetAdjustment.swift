/// Which edges of the safe area a UIKit-style scroll view adds to its
/// content insets (UIKit's `UIScrollView.ContentInsetAdjustmentBehavior`,
/// as Apple's documentation describes each case).
///
/// An axis is *scrollable* when the content is longer than the scroll
/// view's frame on it, or the scroll view always bounces on it.
///
/// ```swift
/// // A full-screen scroll view with tall content on an iPhone 14:
/// ContentInsetAdjustment.automatic.adjusts(.vertical, scrollable: true, inNavigation: false) // true: rests at -47
/// ContentInsetAdjustment.never.adjusts(.vertical, scrollable: true, inNavigation: false)     // false: rests at 0
/// ```
public enum ContentInsetAdjustment: Sendable, Hashable {
    /// As `scrollableAxes`, and vertically always when the scroll view is
    /// the content of a navigation container.
    case automatic
    /// Only on the axes that are scrollable.
    case scrollableAxes
    /// Never: the content insets are the user's `contentInset` alone.
    case never
    /// On both axes, scrollable or not.
    case always

    /// Whether the safe area's insets on `axis` are added.
    public func adjusts(_ axis: Axis, scrollable: Bool, inNavigation: Bool) -> Bool {
        switch self {
        case .never: return false
        case .always: return true
        case .scrollableAxes: return scrollable
        case .automatic: return scrollable || (axis == .vertical && inNavigation)
        }
    }
}
