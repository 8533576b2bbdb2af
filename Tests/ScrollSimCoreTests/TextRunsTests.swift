import Foundation
import Testing
@testable import ScrollSimCore

/// Texts of several runs (`+`, inline images, markdown) with exact values
/// from docs/layout-rules.md, "Text runs". The measurer: 8 pt per character
/// and 16 pt lines at 17 pt, scaled with the font size (34 pt: 16 and 32).
@MainActor
@Suite struct TextRunsTests {
    let measurer = FixedAdvanceMeasurer(advance: 8, lineHeight: 16, scalesWithFontSize: true)
    /// The baseline of a line `height` tall, from its top.
    func baseline(_ height: CGFloat) -> CGFloat { height * 1950 / 2444 }

    /// The size `view` chooses for `proposal`, with this suite's measurer.
    func size<V: View>(of view: V, _ proposal: ProposedViewSize) -> CGSize {
        let graph = ViewGraph(view, measurer: measurer, size: CGSize(width: 1000, height: 1000))
        graph.warningHandler = { _ in }
        graph.update()
        return graph.root.childSize(proposal)
    }

    func drawn<V: View>(_ view: V) -> [DrawCommand] {
        laidOut(view.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading), measurer: measurer)
            .drawList().commands
    }

    /// The text commands drawn: each line's text, origin and width, font and colour.
    func texts<V: View>(_ view: V) -> [(text: String, origin: CGPoint, width: CGFloat, font: Font, color: Color)] {
        var out: [(String, CGPoint, CGFloat, Font, Color)] = []
        for case let .text(lines, font, color) in drawn(view) {
            for l in lines { out.append((l.text, l.origin, l.width, font, color)) }
        }
        return out
    }

    @Test func eachRunIsMeasuredAndDrawnInItsOwnFont() {
        let t = texts((Text("Total: ") + Text("$12").bold()).fixedSize())
        #expect(t.count == 2)
        #expect(t[0].text == "Total: " && t[0].origin == CGPoint(x: 0, y: 0) && t[0].width == 56)
        #expect(t[0].font == Font(size: 17))
        #expect(t[1].text == "$12" && t[1].origin == CGPoint(x: 56, y: 0) && t[1].width == 24)
        #expect(t[1].font == Font(size: 17, weight: .bold))
        #expect(size(of: Text("Total: ") + Text("$12").bold(), .unspecified) == CGSize(width: 80, height: 16))
    }

    @Test func aWordSpanningTwoRunsWrapsAsOneWord() {
        // "aaa bbb cc": "bbb" is "bb" in the first run and "b" in the second.
        let text = Text("aaa bb") + Text("b cc").italic()
        // 48 pt holds 6 characters: "aaa bbb" (56) does not fit, so "bbb" moves down whole.
        let t = texts(text.frame(width: 48, alignment: .leading))
        #expect(t.map(\.text) == ["aaa", "bb", "b cc"])
        #expect(t.map(\.origin) == [CGPoint(x: 0, y: 0), CGPoint(x: 0, y: 16), CGPoint(x: 16, y: 16)])
        #expect(t.map(\.width) == [24, 16, 32])
        // 64 pt: "aaa bbb" (56) fits, " cc" does not.
        let wide = texts(text.frame(width: 64, alignment: .leading))
        #expect(wide.map(\.text) == ["aaa bb", "b", "cc"])
        #expect(wide.map(\.origin.y) == [0, 0, 16])
        #expect(size(of: text, ProposedViewSize(width: 64, height: nil)) == CGSize(width: 56, height: 32))
    }

    @Test func aLineIsAsTallAsItsTallestRunAndSharesItsBaseline() {
        // "aa BB cc" at 40 pt: "aa" (16 tall) / "BB" at 34 pt (32 wide, 32 tall) / "cc".
        let text = Text("aa ") + Text("BB").font(.system(size: 34)) + Text(" cc")
        #expect(size(of: text, ProposedViewSize(width: 40, height: nil)) == CGSize(width: 32, height: 16 + 32 + 16))
        let t = texts(text.frame(width: 40, alignment: .leading))
        #expect(t.map(\.text) == ["aa", "BB", "cc"])
        #expect(t.map(\.origin.y) == [0, 16, 48])
        // On one line, the small run drops to the large run's baseline.
        let one = texts((Text("a") + Text("B").font(.system(size: 34))).fixedSize())
        let drop: CGFloat = baseline(32) - baseline(16)
        #expect(one[0].origin == CGPoint(x: 0, y: drop) && one[1].origin == CGPoint(x: 8, y: 0))
        #expect(abs(drop - 12.7660) < 0.0001)
    }

    @Test func modifiersOnTheWholeTextStyleOnlyRunsWithoutTheirOwn() {
        let text = (Text("red").foregroundColor(.red).fontWeight(.light) + Text(" rest")).foregroundColor(.blue).bold()
        let t = texts(text.fixedSize())
        #expect(t.map(\.color) == [Color.red, Color.blue])
        #expect(t.map(\.font) == [Font(size: 17, weight: .light), Font(size: 17, weight: .bold)])
        // Environment styling sits below both.
        let env = texts(VStack { Text("a") + Text("b").foregroundColor(.green) }.foregroundColor(.orange).italic())
        #expect(env.map(\.color) == [Color.orange, Color.green])
        #expect(env.map(\.font.isItalic) == [true, true])
        var appended = Text("x")
        appended += Text("y").bold()
        appended += Text("z")
        #expect(texts(appended.fixedSize()).map(\.text) == ["x", "y", "z"])
        #expect(appended.content == "xyz")
    }

    @Test func foregroundStyleOnATextKeepsItATextForJoining() {
        // iOS 17's `Text.foregroundStyle` returns a `Text`: joined with `+`,
        // each run keeps its own style; a gradient gives its colour halfway.
        let text = Text("12") + Text(" min").foregroundStyle(.secondary) + Text(" ago").foregroundStyle(.red)
        let t = texts(text.fixedSize())
        #expect(t.map(\.text) == ["12", " min", " ago"])
        #expect(t.map(\.color) == [Color.primary, Color.secondary, Color.red])
        let gradient = LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)
        #expect(texts((Text("a") + Text("b").foregroundStyle(gradient)).fixedSize()).last?.color
                == gradient._resolvedColor)
        // On a whole text, the style wins over the environment's.
        #expect(texts(VStack { Text("c").foregroundStyle(.green) }.foregroundStyle(.orange)).map(\.color) == [.green])
    }

    @Test func anUnderlinedRunIsUnderlinedAloneAtItsOwnMetrics() {
        let commands = drawn((Text("ab") + Text("cd").underline(color: .red)).fixedSize())
        let rects = commands.compactMap { c -> (CGRect, Color)? in
            if case .fillRect(let r, let color) = c { return (r, color) }
            return nil
        }
        #expect(rects.count == 1)
        #expect(rects.first?.0.minX == 16 && rects.first?.0.width == 16 && rects.first?.1 == .red)
        let expectedY: CGFloat = baseline(16) + 464.0 / 2816 * 17
        #expect(abs((rects.first?.0.minY ?? 0) - expectedY) < 1e-9)
    }

    @Test func anImageRunIsTheSymbolPlaceholderStandingOnTheBaseline() {
        let commands = drawn((Text(Image(systemName: "star.fill")) + Text(" 4.5")).fixedSize())
        let side: CGFloat = 1443.0 / 2048 * 17
        guard case .strokeRoundedRect(let rect, _, _, let color) = commands.first else {
            Issue.record("no symbol: \(commands)")
            return
        }
        #expect(abs(rect.minX) < 1e-9 && abs(rect.width - side) < 1e-9)
        #expect(abs(rect.maxY - baseline(16)) < 1e-9)
        #expect(color == .primary)
        guard case .text(let lines, _, _) = commands.last else { Issue.record("no text"); return }
        #expect(lines.first?.text == " 4.5" && abs((lines.first?.origin.x ?? 0) - side) < 1e-9)
    }

    @Test func aCutTextEndsInAnEllipsisInTheLastKeptRunsStyle() {
        // "aaaa bbbb" (72) in 64 pt on one line: 7 characters and "…" (8) fit.
        let text = (Text("aaaa ") + Text("bbbb").bold()).lineLimit(1).frame(width: 64, alignment: .leading)
        let t = texts(text)
        #expect(t.map(\.text) == ["aaaa ", "bb", "…"])
        #expect(t.map(\.origin.x) == [0, 40, 56])
        #expect(t[2].font == Font(size: 17, weight: .bold))
    }

    @Test func aCutTextWithRunsShrinksEveryRunAlike() {
        // "aaaabbbb" is 64 wide at 17 pt; in 48 pt it fits at 75 % (8 × 8 × 0.75 = 48).
        let text = (Text("aaaa") + Text("bbbb").bold()).lineLimit(1).minimumScaleFactor(0.5)
        let t = texts(text.frame(width: 48, alignment: .leading))
        #expect(t.map(\.text) == ["aaaa", "bbbb"])
        #expect(t.map(\.font) == [Font(size: 12.75), Font(size: 12.75, weight: .bold)])
        #expect(t.map(\.origin.x) == [0, 24])
        #expect(size(of: text, ProposedViewSize(width: 48, height: nil)) == CGSize(width: 48, height: 12))
    }

    @Test func markdownInALiteralMakesStyledRuns() {
        let t = Text("**Bold** and _italic_")
        #expect(t.content == "Bold and italic")
        #expect(t.runs?.map(\.string) == ["Bold", " and ", "italic"])
        #expect(t.runs?.map(\.styling.weight) == [.bold, nil, nil])
        #expect(t.runs?.map(\.styling.italic) == [nil, nil, true])
        #expect(Text("*one*").runs == nil && Text("*one*").styling.italic == true && Text("*one*").content == "one")
        #expect(Text("~~gone~~ x").runs?.first?.styling.strikethrough == true)
        let code = Text("run `ls -l` now")
        #expect(code.runs?.map(\.string) == ["run ", "ls -l", " now"])
        #expect(code.runs?[1].styling.design == .monospaced)
        let link = Text("See [Apple](https://apple.com).")
        #expect(link.runs?.map(\.string) == ["See ", "Apple", "."])
        #expect(link.runs?[1].link == "https://apple.com")
        // Nested, escaped, and underscores inside words.
        #expect(Text("**a *b* c**").runs?.map(\.styling.italic) == [nil, true, nil])
        #expect(Text("**a *b* c**").runs?.map(\.styling.weight) == [.bold, .bold, .bold])
        #expect(Text(#"\*not\* italic"#).runs == nil && Text(#"\*not\* italic"#).content == "*not* italic")
        #expect(Text("snake_case_name").content == "snake_case_name" && Text("snake_case_name").runs == nil)
        #expect(Text("2 * 3 * 4").content == "2 * 3 * 4")
        #expect(Text("**unclosed").content == "**unclosed")
    }

    @Test func interpolatedValuesAndStringVariablesAreNeverMarkdown() {
        let name = "*Ann*"
        let bold = Text("**\(name)** liked it")
        #expect(bold.content == "*Ann* liked it")
        #expect(bold.runs?.map(\.string) == ["*Ann*", " liked it"])
        #expect(bold.runs?.first?.styling.weight == .bold)
        #expect(Text("hi \(name)").content == "hi *Ann*")
        let variable = "**x**"
        #expect(Text(variable).content == "**x**" && Text(variable).runs == nil)
        #expect(Text(verbatim: "**x**").content == "**x**")
        #expect(Text(LocalizedStringKey("**x**")).content == "x")
    }

    @Test func aLinkIsInTheAccentColourWhateverTheTextsColour() {
        let t = texts(Text("Go [here](https://example.com)").foregroundColor(.red).fixedSize())
        #expect(t.map(\.text) == ["Go ", "here"])
        #expect(t.map(\.color) == [Color.red, Color.blue])
    }

    @Test func aPlainTextKeepsNoRunList() {
        #expect(Text("Hello").runs == nil)
        #expect(Text("Row \(3)").runs == nil)
        #expect((Text("a") + Text("b")).runs?.count == 2)
    }
}
