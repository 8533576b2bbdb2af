import Foundation

extension Text {
    /// The locale formatted text is written in: US English, the simulated
    /// iPhone's, whatever the machine's locale is (a Linux machine with no
    /// `LANG` reports `en_001`, which writes "US$89.99" and "14 November
    /// 2023"). A locale set on the style is replaced too, as SwiftUI formats
    /// with the environment's locale.
    package nonisolated static let deviceLocale = Locale(identifier: "en_US")

    /// The string `format` makes of `input`, in US English (`deviceLocale`).
    ///
    /// ```swift
    /// Text(1234.5, format: .number)                   // "1,234.5"
    /// Text(89.99, format: .currency(code: "USD"))     // "$89.99"
    /// Text(0.25, format: .percent)                    // "25%"
    /// ```
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
        self.init(Text.string(input, format: format))
    }

    /// What `format` makes of `input` in `deviceLocale`.
    nonisolated static func string<F: FormatStyle>(_ input: F.FormatInput, format: F) -> String where F.FormatOutput == String {
        format.locale(deviceLocale).format(input)
    }

    /// The characters of `attributedContent`, verbatim; its attributes
    /// (fonts, colours, links set on ranges) are not read, so the text takes
    /// the environment's style (docs/layout-rules.md, "Text styling").
    ///
    /// ```swift
    /// Text(AttributedString("Plain words"))
    /// ```
    ///
    /// Disfavoured: a string literal, which an `AttributedString` can also be
    /// made of, stays a `LocalizedStringKey` read as markdown.
    @_disfavoredOverload
    public init(_ attributedContent: AttributedString) {
        self.init(verbatim: String(attributedContent.characters))
    }

    /// How `Text(_:style:)` shows a date.
    public enum DateStyle: Sendable, Hashable {
        /// The time: "9:41 AM" in en_US (`Date.FormatStyle` time `.shortened`).
        case time
        /// The date: "June 3, 2019" in en_US (date `.long`).
        case date
        /// How far from now, in the two largest units: "2 hours, 23 minutes".
        case relative
        /// The same signed: "+2 hours", "-3 minutes".
        case offset
        /// A running count from or to the date: "2:32", "1:02:03".
        case timer
    }

    /// `date` shown in `style`. Apple's `.relative`, `.offset` and `.timer`
    /// texts update as time passes; here they are worked out against the
    /// system clock once, when the view is made (docs/layout-rules.md,
    /// "Text styling").
    ///
    /// ```swift
    /// Text(message.sent, style: .time)
    /// ```
    public init(_ date: Date, style: DateStyle) {
        self.init(Text.string(date, style: style, now: Date()))
    }

    /// `date` in `style`, with `now` as the present (for `.relative`, `.offset`, `.timer`).
    nonisolated static func string(_ date: Date, style: DateStyle, now: Date) -> String {
        switch style {
        case .time:
            return date.formatted(Date.FormatStyle(date: .omitted, time: .shortened, locale: deviceLocale))
        case .date:
            return date.formatted(Date.FormatStyle(date: .long, time: .omitted, locale: deviceLocale))
        case .relative, .offset:
            let units = twoLargestUnits(abs(date.timeIntervalSince(now)))
            guard style == .offset else { return units }
            return (date >= now ? "+" : "-") + units
        case .timer:
            let total = Int(abs(date.timeIntervalSince(now)).rounded(.down))
            let h = total / 3600, m = (total % 3600) / 60, s = total % 60
            func two(_ v: Int) -> String { v < 10 ? "0\(v)" : "\(v)" }
            return h > 0 ? "\(h):\(two(m)):\(two(s))" : "\(m):\(two(s))"
        }
    }

    /// "2 hours, 23 minutes", "1 minute", "5 seconds": the largest non-zero
    /// unit (days, hours, minutes, seconds) and the next one when it is not 0.
    nonisolated static func twoLargestUnits(_ seconds: TimeInterval) -> String {
        let total = Int(seconds.rounded(.down))
        let parts = [(total / 86_400, "day"), ((total % 86_400) / 3600, "hour"), ((total % 3600) / 60, "minute"), (total % 60, "second")]
        guard let first = parts.firstIndex(where: { $0.0 > 0 }) else { return "0 seconds" }
        func name(_ p: (Int, String)) -> String { "\(p.0) \(p.1)\(p.0 == 1 ? "" : "s")" }
        var words = [name(parts[first])]
        if first + 1 < parts.count, parts[first + 1].0 > 0 { words.append(name(parts[first + 1])) }
        return words.joined(separator: ", ")
    }
}
