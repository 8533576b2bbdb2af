/// Breaks text into lines for a proposal: wraps at spaces, then inside words
/// that are longer than a line; honours hard line breaks; truncates the last
/// visible line with "…" when the proposed height (or `lineLimit`) holds
/// fewer lines than the text needs.
///
/// ```swift
/// let layout = TextLayout.make("the quick brown fox", font: .body, measurer: m,
///                              width: 80, height: nil, lineLimit: nil)
/// layout.lines   // ["the quick", "brown fox"] with an 8 pt advance
/// ```
public struct TextLayout: Equatable, Sendable {
    /// The visible lines, top to bottom.
    public var lines: [String]
    /// Each line's advance width.
    public var widths: [CGFloat]
    /// The height of one line.
    public var lineHeight: CGFloat
    /// True when the text was cut and ends in "…".
    public var isTruncated: Bool
    /// Points between one line's bottom and the next line's top.
    public var lineSpacing: CGFloat = 0
    /// The fraction of its font's size the text is drawn at (below 1 when
    /// `minimumScaleFactor` shrank it to fit).
    public var fontScale: CGFloat = 1

    /// The size the text occupies: widest line by lines × line height, plus
    /// the spacing between lines.
    public var size: CGSize {
        let n = CGFloat(lines.count)
        return CGSize(width: widths.max() ?? 0, height: n * lineHeight + max(0, n - 1) * lineSpacing)
    }

    /// The top of line `index`, from the text's top.
    public func lineTop(_ index: Int) -> CGFloat { CGFloat(index) * (lineHeight + lineSpacing) }

    static let ellipsis = "…"
    static let tolerance: CGFloat = 0.001

    @MainActor
    public static func make(_ text: String, font: Font, measurer: TextMeasuring,
                            width: CGFloat?, height: CGFloat?, lineLimit: Int?,
                            truncationMode: Text.TruncationMode = .tail, lineSpacing: CGFloat = 0) -> TextLayout {
        var layout = lines(text, font: font, measurer: measurer, width: width, height: height, lineLimit: lineLimit,
                           truncationMode: truncationMode, lineSpacing: lineSpacing)
        layout.lineSpacing = lineSpacing
        return layout
    }

    /// `make`, shrinking the font (in 1/100 steps of its size, down to
    /// `minimumScaleFactor`) while the text would be truncated: the largest
    /// size that fits, else the smallest.
    @MainActor
    public static func make(_ text: String, font: Font, measurer: TextMeasuring,
                            width: CGFloat?, height: CGFloat?, lineLimit: Int?,
                            truncationMode: Text.TruncationMode = .tail, lineSpacing: CGFloat = 0,
                            minimumScaleFactor: CGFloat) -> TextLayout {
        let full = make(text, font: font, measurer: measurer, width: width, height: height, lineLimit: lineLimit,
                        truncationMode: truncationMode, lineSpacing: lineSpacing)
        guard full.isTruncated, minimumScaleFactor < 1 else { return full }
        let lowest = Int((minimumScaleFactor * 100).rounded(.up))
        func attempt(_ percent: Int) -> TextLayout {
            var f = font
            f.size = font.size * CGFloat(percent) / 100
            var l = make(text, font: f, measurer: measurer, width: width, height: height, lineLimit: lineLimit,
                         truncationMode: truncationMode, lineSpacing: lineSpacing)
            l.fontScale = CGFloat(percent) / 100
            return l
        }
        return largestFitting(from: lowest, attempt, isTruncated: \.isTruncated)
    }

    /// `attempt` at the largest percentage of the font size, `lowest` … 99,
    /// that is not truncated, else at `lowest`. (Fitting is monotonic in
    /// the size, so a binary search finds it.)
    @MainActor
    static func largestFitting<L>(from lowest: Int, _ attempt: (Int) -> L, isTruncated: (L) -> Bool) -> L {
        var lo = lowest, hi = 99
        var best: L?
        while lo <= hi {
            let mid = (lo + hi) / 2
            let l = attempt(mid)
            if isTruncated(l) { hi = mid - 1 } else { best = l; lo = mid + 1 }
        }
        return best ?? attempt(lowest)
    }

    @MainActor
    private static func lines(_ text: String, font: Font, measurer: TextMeasuring,
                              width: CGFloat?, height: CGFloat?, lineLimit: Int?,
                              truncationMode: Text.TruncationMode, lineSpacing: CGFloat) -> TextLayout {
        let lineHeight = measurer.lineHeight(for: font)
        if width == 0 || height == 0 || lineLimit == 0 {
            return TextLayout(lines: [], widths: [], lineHeight: lineHeight, isTruncated: false)
        }
        var maxLines = Int.max
        if let lineLimit { maxLines = max(1, lineLimit) }
        if let height, height.isFinite, lineHeight > 0 {
            // n lines need n × lineHeight + (n − 1) × lineSpacing.
            maxLines = min(maxLines, max(1, Int((height + lineSpacing + tolerance) / (lineHeight + lineSpacing))))
        }
        let limit: CGFloat? = (width?.isFinite ?? false) ? width : nil

        // Fast path: one paragraph that fits on one line.
        if !text.utf8Contains(10) {
            let whole = measurer.width(of: text[...], font: font)
            if limit == nil || whole <= limit! + tolerance {
                return TextLayout(lines: [text], widths: [whole], lineHeight: lineHeight, isTruncated: false)
            }
        }

        // Lay out every line (stopping one past the limit: that is enough to know it truncates).
        var lines: [Substring] = []
        var truncated = false
        let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false)
        outer: for paragraph in paragraphs {
            if let limit {
                var rest = paragraph[...]
                if rest.isEmpty { lines.append(rest) }
                while !rest.isEmpty {
                    if lines.count > maxLines { truncated = true; break outer }
                    let (line, remainder) = nextLine(rest, font: font, measurer: measurer, limit: limit)
                    lines.append(line)
                    rest = remainder
                }
            } else {
                lines.append(paragraph)
            }
            if lines.count > maxLines { truncated = true; break }
        }
        if lines.count > maxLines { truncated = true }
        var result: [String]
        if truncated {
            // The last visible line takes the rest of the text and is cut to fit with "…".
            let lastStart = lines[maxLines - 1].startIndex
            let remaining = text[lastStart...]
            var head = lines.prefix(maxLines - 1).map(String.init)
            let flat = remaining.replacingOccurrences(of: "\n", with: " ")
            head.append(truncate(Substring(flat), font: font, measurer: measurer, limit: limit, mode: truncationMode))
            result = head
        } else {
            result = lines.map(String.init)
        }
        let widths = result.map { measurer.width(of: $0[...], font: font) }
        return TextLayout(lines: result, widths: widths, lineHeight: lineHeight, isTruncated: truncated)
    }

    /// The longest prefix of `text` that fits `limit`, broken after a space
    /// when possible, else inside the word (at least one character).
    @MainActor
    private static func nextLine(_ text: Substring, font: Font, measurer: TextMeasuring, limit: CGFloat) -> (Substring, Substring) {
        // Greedy over words. (The whole rest is measured only once every word
        // fits: measuring it for each line made long texts quadratic.)
        var end = text.startIndex
        var index = text.startIndex
        while index < text.endIndex {
            var wordEnd = index
            while wordEnd < text.endIndex, text[wordEnd] != " " { wordEnd = text.index(after: wordEnd) }
            let candidate = text[text.startIndex..<wordEnd]
            if measurer.width(of: candidate, font: font) <= limit + tolerance {
                end = wordEnd
                index = wordEnd
                while index < text.endIndex, text[index] == " " { index = text.index(after: index) }
            } else {
                break
            }
        }
        if index == text.endIndex && measurer.width(of: text, font: font) <= limit + tolerance {
            return (text, text[text.endIndex...])
        }
        if end > text.startIndex {
            var next = end
            while next < text.endIndex, text[next] == " " { next = text.index(after: next) }
            return (text[text.startIndex..<end], text[next...])
        }
        // The first word alone is too wide: break it at characters.
        var cut = text.index(after: text.startIndex)
        while cut < text.endIndex {
            let after = text.index(after: cut)
            if measurer.width(of: text[text.startIndex..<after], font: font) > limit + tolerance { break }
            cut = after
        }
        return (text[text.startIndex..<cut], text[cut...])
    }

    /// `text` cut to fit `limit` with "…": at its end (`.tail`: the longest
    /// prefix that fits with "…" after it), its start (`.head`: "…" and the
    /// longest suffix) or its middle (`.middle`: the most characters that fit,
    /// the prefix getting the odd one). Spaces next to "…" are dropped.
    @MainActor
    static func truncate(_ text: Substring, font: Font, measurer: TextMeasuring, limit: CGFloat?,
                         mode: Text.TruncationMode = .tail) -> String {
        let chars = Array(text)
        func trimmedEnd(_ c: ArraySlice<Character>) -> String {
            var c = c
            while c.last == " " { c.removeLast() }
            return String(c)
        }
        func trimmedStart(_ c: ArraySlice<Character>) -> String {
            var c = c
            while c.first == " " { c.removeFirst() }
            return String(c)
        }
        // The result keeping `n` characters of the text.
        func candidate(_ n: Int) -> String {
            switch mode {
            case .tail: return trimmedEnd(chars[0..<n]) + ellipsis
            case .head: return ellipsis + trimmedStart(chars[(chars.count - n)...])
            case .middle:
                let front = (n + 1) / 2
                return trimmedEnd(chars[0..<front]) + ellipsis + trimmedStart(chars[(chars.count - (n - front))...])
            }
        }
        guard let limit else { return candidate(chars.count) }
        // Binary search the most characters that fit with the ellipsis.
        var lo = 0
        var hi = chars.count
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if measurer.width(of: candidate(mid)[...], font: font) <= limit + tolerance {
                lo = mid
            } else {
                hi = mid - 1
            }
        }
        return candidate(lo)
    }
}
