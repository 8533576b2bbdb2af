import Foundation

extension String {
    /// The localized string for `key`. ScrollSim has no string tables, so
    /// it is the key itself with its interpolations filled in, which is what
    /// an app shows for a key its tables do not translate (Foundation on
    /// Linux has no `String(localized:)`).
    ///
    /// ```swift
    /// let title = String(localized: "Inbox")                 // "Inbox"
    /// let count = String(localized: "\(unread) unread")      // "3 unread"
    /// ```
    public init(localized key: String, table: String? = nil, bundle: Bundle? = nil, locale: Locale = .current,
                comment: StaticString? = nil) {
        self = key
    }

    /// The localized string for `key`, or `defaultValue` when no table has
    /// it, which here is always.
    public init(localized key: StaticString, defaultValue: String, table: String? = nil, bundle: Bundle? = nil,
                locale: Locale = .current, comment: StaticString? = nil) {
        self = defaultValue
    }
}
