/// One styled run of a `Text` made of several (by `+`, markdown or an
/// inline image). Unset fields (nil) take the whole text's value, then the
/// environment's: a run's own modifier wins over one applied to the
/// concatenation, as in SwiftUI.
struct TextRun: Equatable, Sendable {
    var string: String
    var font: Font?
    var color: Color?
    var styling = TextStyling()
    /// The system symbol this run shows instead of characters.
    var symbol: String?
    /// A markdown link's destination: the run is drawn in the accent colour.
    var link: String?

    /// This run with `outer`'s font, colour and styling where it has none.
    func under(font outerFont: Font?, color outerColor: Color?, styling outer: TextStyling) -> TextRun {
        var r = self
        r.font = font ?? outerFont
        r.color = color ?? outerColor
        r.styling = styling.over(outer)
        return r
    }
}

extension Text {
    /// This text's runs, each with the whole text's font, colour and
    /// styling under its own.
    var flattenedRuns: [TextRun] {
        guard let runs else { return [TextRun(string: content, font: font, color: color, styling: styling)] }
        return runs.map { $0.under(font: font, color: color, styling: styling) }
    }

    /// A text of `runs`: one plain run is kept as plain text (no run list).
    init(runs: [TextRun]) {
        if runs.count == 1, runs[0].symbol == nil, runs[0].link == nil {
            self.init(verbatim: runs[0].string)
            font = runs[0].font
            color = runs[0].color
            styling = runs[0].styling
        } else {
            self.init(verbatim: runs.reduce(into: "") { $0 += $1.string })
            self.runs = runs
        }
    }

    /// One text showing `lhs` then `rhs` as one paragraph: each keeps its
    /// own font, colour and styling; modifiers applied to the result style
    /// the runs that did not set their own.
    ///
    /// ```swift
    /// Text("Total: ") + Text("$12").bold()
    /// ```
    public static func + (lhs: Text, rhs: Text) -> Text {
        Text(runs: lhs.flattenedRuns + rhs.flattenedRuns)
    }

    /// Appends `rhs` to `lhs` (as `lhs = lhs + rhs`).
    public static func += (lhs: inout Text, rhs: Text) {
        lhs = lhs + rhs
    }

    /// A text showing `image` inline: a system symbol is drawn as the
    /// symbol placeholder (a square as tall as the font's cap height) on
    /// the baseline, in the text's colour. A named image is drawn the same.
    ///
    /// ```swift
    /// Text(Image(systemName: "star.fill")) + Text(" 4.5")
    /// ```
    public init(_ image: Image) {
        let name: String
        switch image.source {
        case .system(let n), .named(let n): name = n
        }
        self.init(verbatim: "")
        runs = [TextRun(string: "", symbol: name)]
    }
}

/// A string literal that `Text` reads as inline markdown (`**bold**`,
/// `*italic*`, `~~strike~~`, a backtick code span, `[title](url)`). Interpolated
/// values are inserted as they are, never read as markdown. There is no
/// localisation: the key is shown as written.
///
/// ```swift
/// Text("**\(name)** liked your photo")
/// ```
public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringLiteral, ExpressibleByStringInterpolation {
    /// The key as shown without markdown.
    let plain: String
    /// The markdown source (interpolated values escaped); nil when the
    /// literal parts have no markdown character.
    let markdown: String?

    public init(_ value: String) {
        plain = value
        markdown = MarkdownText.mayHaveMarkup(value) ? value : nil
    }

    public init(stringLiteral value: String) { self.init(value) }

    public init(stringInterpolation: StringInterpolation) {
        plain = stringInterpolation.plain
        markdown = stringInterpolation.marked ? stringInterpolation.escaped ?? stringInterpolation.plain : nil
    }

    public struct StringInterpolation: StringInterpolationProtocol {
        var plain = ""
        /// The markdown source, made only once an interpolated value has a
        /// markdown character (until then it is `plain`).
        var escaped: String?
        /// Whether a literal part has a markdown character.
        var marked = false

        public init(literalCapacity: Int, interpolationCount: Int) {
            plain.reserveCapacity(literalCapacity)
        }

        public mutating func appendLiteral(_ literal: String) {
            plain += literal
            escaped? += literal
            if !marked && MarkdownText.mayHaveMarkup(literal) { marked = true }
        }

        public mutating func appendInterpolation<T>(_ value: T) {
            appendInterpolation(String(describing: value))
        }

        /// A number written with a printf-style `specifier` (`"%.1f"`), as
        /// `String(format:)` writes it.
        public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
            appendInterpolation(String(format: specifier, value))
        }

        /// A value as `format` writes it in US English, as `Text(_:format:)` does (`"\(price, format: .currency(code: "EUR"))"`).
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
            appendInterpolation(Text.string(input, format: format))
        }

        /// A date in one of `Text`'s date styles, worked out once as `Text(_:style:)` does.
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
            appendInterpolation(Text.string(date, style: style, now: Date()))
        }

        public mutating func appendInterpolation(_ text: String) {
            if MarkdownText.mayHaveMarkup(text) {
                if escaped == nil { escaped = plain }
                escaped! += MarkdownText.escaped(text)
            } else {
                escaped? += text
            }
            plain += text
        }
    }
}

extension Text {
    /// A text of `key` read as inline markdown, as SwiftUI reads a string
    /// literal; `tableName`, `bundle` and `comment` are accepted and unused.
    /// (A `String` variable picks `init(_:)` for `StringProtocol`, which
    /// shows it verbatim.)
    ///
    /// ```swift
    /// Text("**Bold** and _italic_")
    /// ```
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        guard let source = key.markdown else {
            self.init(verbatim: key.plain)
            return
        }
        self.init(runs: MarkdownText.runs(source))
    }
}

/// SwiftUI's inline markdown for `Text` (Foundation's
/// `inlineOnlyPreservingWhitespace`): emphasis, strong, strikethrough,
/// code, links and backslash escapes; whitespace and line breaks are kept.
enum MarkdownText {
    /// Whether `s` has a character that can start markup (`*`, `_`, `~`,
    /// `` ` ``, `[`, `\`).
    static func mayHaveMarkup(_ s: String) -> Bool {
        s.utf8.contains { $0 == 42 || $0 == 95 || $0 == 126 || $0 == 96 || $0 == 91 || $0 == 92 }
    }

    /// `s` with every ASCII punctuation character backslash-escaped.
    static func escaped(_ s: String) -> String {
        var out = ""
        for c in s {
            if c.isASCII, c.isPunctuation || c.isSymbol { out.append("\\") }
            out.append(c)
        }
        return out
    }

    /// The runs of `source`: plain text and styled spans, in order.
    static func runs(_ source: String) -> [TextRun] {
        var out: [TextRun] = []
        parse(Array(source)[...], TextRun(string: ""), into: &out)
        // Merge neighbours with the same style.
        var merged: [TextRun] = []
        for r in out where !r.string.isEmpty {
            if var last = merged.last, last.font == r.font, last.styling == r.styling, last.link == r.link {
                last.string += r.string
                merged[merged.count - 1] = last
            } else {
                merged.append(r)
            }
        }
        return merged.isEmpty ? [TextRun(string: "")] : merged
    }

    private static func isSpace(_ c: Character?) -> Bool { c == nil || c!.isWhitespace }

    /// Appends the runs of `s` in `style` to `out`.
    private static func parse(_ s: ArraySlice<Character>, _ style: TextRun, into out: inout [TextRun]) {
        var text = ""
        func flush() {
            guard !text.isEmpty else { return }
            var r = style
            r.string = text
            out.append(r)
            text = ""
        }
        var i = s.startIndex
        while i < s.endIndex {
            let c = s[i]
            let prev: Character? = i > s.startIndex ? s[i - 1] : nil
            if c == "\\", i + 1 < s.endIndex, s[i + 1].isASCII, s[i + 1].isPunctuation || s[i + 1].isSymbol {
                text.append(s[i + 1])
                i += 2
                continue
            }
            if c == "`" {
                if let close = s[(i + 1)...].firstIndex(of: "`") {
                    flush()
                    var r = style
                    r.string = String(s[(i + 1)..<close])
                    r.styling.design = .monospaced
                    out.append(r)
                    i = close + 1
                    continue
                }
            }
            if c == "[", let close = matchingBracket(s, i), close + 1 < s.endIndex, s[close + 1] == "(",
               let end = s[(close + 2)...].firstIndex(of: ")") {
                flush()
                var r = style
                r.link = String(s[(close + 2)..<end]).trimmingCharacters(in: .whitespaces)
                parse(s[(i + 1)..<close], r, into: &out)
                i = end + 1
                continue
            }
            if c == "*" || c == "_" || c == "~" {
                let double = i + 1 < s.endIndex && s[i + 1] == c
                let width = double ? 2 : 1
                let after: Character? = i + width < s.endIndex ? s[i + width] : nil
                // An opener is followed by a non-space; `_` and `~` also not preceded by a letter or digit.
                let canOpen = !isSpace(after) && (c == "*" || !(prev?.isLetter ?? false || prev?.isNumber ?? false))
                if (c != "~" || double), canOpen, let close = closer(s, from: i + width, c, width) {
                    flush()
                    var r = style
                    if c == "~" {
                        r.styling.strikethrough = true
                    } else if double {
                        r.styling.weight = .bold
                    } else {
                        r.styling.italic = true
                    }
                    parse(s[(i + width)..<close], r, into: &out)
                    i = close + width
                    continue
                }
            }
            text.append(c)
            i += 1
        }
        flush()
    }

    /// The index of the `]` closing the `[` at `open`, nesting counted.
    private static func matchingBracket(_ s: ArraySlice<Character>, _ open: Int) -> Int? {
        var depth = 0
        var i = open
        while i < s.endIndex {
            if s[i] == "\\" { i += 2; continue }
            if s[i] == "[" { depth += 1 }
            if s[i] == "]" { depth -= 1; if depth == 0 { return i } }
            i += 1
        }
        return nil
    }

    /// Where the delimiter of `width` × `c` closing one opened before
    /// `from` starts: preceded by a non-space, not part of a longer run of
    /// `c`, and for `_` not followed by a letter or digit; code spans and
    /// escapes are skipped.
    private static func closer(_ s: ArraySlice<Character>, from: Int, _ c: Character, _ width: Int) -> Int? {
        var i = from
        while i < s.endIndex {
            let x = s[i]
            if x == "\\" { i += 2; continue }
            if x == "`", let close = s[(i + 1)...].firstIndex(of: "`") { i = close + 1; continue }
            if x == c {
                var n = 0
                while i + n < s.endIndex, s[i + n] == c { n += 1 }
                let before: Character? = i > from ? s[i - 1] : nil
                let after: Character? = i + n < s.endIndex ? s[i + n] : nil
                let flanks = i > from && !isSpace(before)
                    && (c != "_" || !(after?.isLetter ?? false || after?.isNumber ?? false))
                if flanks && n == width { return i }
                i += n
                continue
            }
            i += 1
        }
        return nil
    }
}
