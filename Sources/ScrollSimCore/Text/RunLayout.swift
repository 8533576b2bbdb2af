/// One run of a text with several, resolved in its environment.
struct ResolvedRun: Equatable {
    var text: String
    var font: Font
    var color: Color
    var underline: Color?
    var strikethrough: Color?
    /// Drawn as the symbol placeholder (one object, no characters).
    var isSymbol = false
}

/// A part of one line drawn in one run's style.
struct RunPiece: Equatable {
    /// The run it belongs to (its index).
    var run: Int
    var text: String
    /// From the line's leading edge.
    var x: CGFloat
    var width: CGFloat
}

/// One line of a text with several runs.
struct RunLine: Equatable {
    var pieces: [RunPiece]
    var width: CGFloat
    /// The tallest line height among the runs on the line.
    var height: CGFloat
    /// The line's top, from the text's top.
    var top: CGFloat
}

/// The lines of a text with several runs, for a proposal: word wrap across
/// runs (a word is what lies between spaces, whichever runs it spans), each
/// piece measured in its run's font, each line as tall as its tallest run,
/// pieces sharing the tallest run's baseline; "…" in the style of the last
/// run kept when the text is cut.
struct RunLayout: Equatable {
    var lines: [RunLine]
    var isTruncated: Bool
    /// The fraction of their sizes the runs are drawn at (below 1 when
    /// `minimumScaleFactor` shrank them).
    var fontScale: CGFloat = 1

    var size: CGSize {
        CGSize(width: lines.map(\.width).max() ?? 0, height: lines.last.map { $0.top + $0.height } ?? 0)
    }

    /// `runs` laid out; while cut and `minimumScaleFactor` < 1, every run
    /// shrinks by the same 1/100 steps as a single-run text does.
    @MainActor
    static func make(_ runs: [ResolvedRun], measurer: TextMeasuring, width: CGFloat?, height: CGFloat?,
                     lineLimit: Int?, lineSpacing: CGFloat, minimumScaleFactor: CGFloat) -> RunLayout {
        var maker = RunLayoutMaker(runs: runs, measurer: measurer, scale: 1)
        let full = maker.layout(width: width, height: height, lineLimit: lineLimit, lineSpacing: lineSpacing)
        guard full.isTruncated, minimumScaleFactor < 1 else { return full }
        func attempt(_ percent: Int) -> RunLayout {
            var m = RunLayoutMaker(runs: runs, measurer: measurer, scale: CGFloat(percent) / 100)
            return m.layout(width: width, height: height, lineLimit: lineLimit, lineSpacing: lineSpacing)
        }
        return TextLayout.largestFitting(from: Int((minimumScaleFactor * 100).rounded(.up)), attempt, isTruncated: \.isTruncated)
    }
}

/// The working state of one `RunLayout`: the text as characters, each
/// with the run it belongs to.
@MainActor
private struct RunLayoutMaker {
    let runs: [ResolvedRun]
    let measurer: TextMeasuring
    let scale: CGFloat
    var fonts: [Font]
    var lineHeights: [CGFloat]
    var chars: [Character] = []
    var owner: [Int] = []

    init(runs: [ResolvedRun], measurer: TextMeasuring, scale: CGFloat) {
        self.runs = runs
        self.measurer = measurer
        self.scale = scale
        fonts = runs.map { var f = $0.font; f.size *= scale; return f }
        lineHeights = fonts.map { measurer.lineHeight(for: $0) }
        for (i, r) in runs.enumerated() {
            if r.isSymbol {
                chars.append("\u{FFFC}")
                owner.append(i)
            } else {
                for c in r.text {
                    chars.append(c)
                    owner.append(i)
                }
            }
        }
    }

    /// The width of `chars[a..<b]`: the sum of its same-run pieces, each
    /// measured in its run's font (a symbol is its square's side).
    func span(_ chars: [Character], _ a: Int, _ b: Int) -> CGFloat {
        var w: CGFloat = 0
        var i = a
        while i < b {
            let r = owner[i]
            var j = i + 1
            while j < b, owner[j] == r { j += 1 }
            w += pieceWidth(r, chars[i..<j])
            i = j
        }
        return w
    }

    func pieceWidth(_ run: Int, _ text: ArraySlice<Character>) -> CGFloat {
        if runs[run].isSymbol { return SymbolMetrics.side(for: fonts[run]) * CGFloat(text.count) }
        return measurer.width(of: Substring(String(text)), font: fonts[run])
    }

    mutating func layout(width: CGFloat?, height: CGFloat?, lineLimit: Int?, lineSpacing: CGFloat) -> RunLayout {
        if width == 0 || height == 0 || lineLimit == 0 { return RunLayout(lines: [], isTruncated: false, fontScale: scale) }
        let limit: CGFloat? = (width?.isFinite ?? false) ? width : nil
        let tol = TextLayout.tolerance
        var ranges: [Range<Int>] = []
        var p = 0
        while p <= chars.count {
            var q = p
            while q < chars.count, chars[q] != "\n" { q += 1 }
            breakParagraph(p, q, limit, &ranges)
            p = q + 1
        }
        // How many lines fit the limit and the height.
        var maxLines = lineLimit.map { max(1, $0) } ?? Int.max
        if let height, height.isFinite {
            var bottom: CGFloat = 0
            var fit = 0
            for (i, r) in ranges.enumerated() {
                bottom += (i > 0 ? lineSpacing : 0) + lineHeight(r)
                if bottom > height + tol { break }
                fit += 1
            }
            maxLines = min(maxLines, max(1, fit))
        }
        var lines: [RunLine] = []
        var top: CGFloat = 0
        func add(_ l: RunLine) {
            var l = l
            l.top = top
            top += l.height + lineSpacing
            lines.append(l)
        }
        guard ranges.count > maxLines else {
            for r in ranges { add(line(chars, r, ellipsisRun: nil)) }
            return RunLayout(lines: lines, isTruncated: false, fontScale: scale)
        }
        for r in ranges.prefix(maxLines - 1) { add(line(chars, r, ellipsisRun: nil)) }
        // The last visible line takes the rest of the text (line breaks as
        // spaces) and keeps the most characters that fit with "…".
        let start = ranges[maxLines - 1].lowerBound
        let flat = chars.map { $0 == "\n" ? " " : $0 }
        func kept(_ n: Int) -> Int {
            var end = start + n
            while end > start, flat[end - 1] == " " { end -= 1 }
            return end
        }
        func ellipsisRun(_ end: Int) -> Int { owner.isEmpty ? 0 : owner[end > start ? end - 1 : min(start, owner.count - 1)] }
        var lo = 0, hi = chars.count - start
        if let limit {
            while lo < hi {
                let mid = (lo + hi + 1) / 2
                let end = kept(mid)
                let e = ellipsisRun(end)
                if span(flat, start, end) + measurer.width(of: TextLayout.ellipsis[...], font: fonts[e]) <= limit + tol {
                    lo = mid
                } else {
                    hi = mid - 1
                }
            }
        } else {
            lo = hi
        }
        let end = kept(lo)
        add(line(flat, start..<end, ellipsisRun: ellipsisRun(end)))
        return RunLayout(lines: lines, isTruncated: true, fontScale: scale)
    }

    /// Appends the lines of the paragraph `chars[p..<q]` to `ranges`:
    /// greedy over words, a word too wide for a line broken at characters;
    /// spaces where a line breaks are dropped.
    func breakParagraph(_ p: Int, _ q: Int, _ limit: CGFloat?, _ ranges: inout [Range<Int>]) {
        guard let limit else { ranges.append(p..<q); return }
        let tol = TextLayout.tolerance
        var start = p, end = p, w: CGFloat = 0, k = p
        var any = false
        while k < q {
            var s = k
            while s < q, chars[s] == " " { s += 1 }
            var e = s
            while e < q, chars[e] != " " { e += 1 }
            let candidate = end == start ? span(chars, start, e) : w + span(chars, end, e)
            if candidate <= limit + tol {
                end = e
                w = candidate
                k = e
            } else if end > start {
                ranges.append(start..<end)
                any = true
                start = s; end = s; w = 0; k = s
            } else {
                var cut = start + 1
                while cut < e, span(chars, start, cut + 1) <= limit + tol { cut += 1 }
                ranges.append(start..<cut)
                any = true
                start = cut; end = cut; w = 0; k = cut
            }
        }
        if end > start || !any { ranges.append(start..<end) }
    }

    /// The tallest line height of the runs in `r` (an empty line: its
    /// line break's run, else the first run's).
    func lineHeight(_ r: Range<Int>) -> CGFloat {
        if r.isEmpty {
            let i = r.lowerBound < owner.count ? r.lowerBound : r.lowerBound - 1
            return i >= 0 && i < owner.count ? lineHeights[owner[i]] : (lineHeights.first ?? 0)
        }
        var h: CGFloat = 0
        var last = -1
        for i in r where owner[i] != last {
            last = owner[i]
            h = max(h, lineHeights[last])
        }
        return h
    }

    func line(_ chars: [Character], _ r: Range<Int>, ellipsisRun: Int?) -> RunLine {
        var pieces: [RunPiece] = []
        var x: CGFloat = 0
        var i = r.lowerBound
        while i < r.upperBound {
            let run = owner[i]
            var j = i + 1
            while j < r.upperBound, owner[j] == run { j += 1 }
            let w = pieceWidth(run, chars[i..<j])
            pieces.append(RunPiece(run: run, text: runs[run].isSymbol ? "" : String(chars[i..<j]), x: x, width: w))
            x += w
            i = j
        }
        var h = lineHeight(r)
        if let e = ellipsisRun, e < runs.count {
            let w = measurer.width(of: TextLayout.ellipsis[...], font: fonts[e])
            pieces.append(RunPiece(run: e, text: TextLayout.ellipsis, x: x, width: w))
            x += w
            h = max(h, lineHeights[e])
        }
        return RunLine(pieces: pieces, width: x, height: h, top: 0)
    }
}
