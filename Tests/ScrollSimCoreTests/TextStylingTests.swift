import Testing
@testable import ScrollSimCore

/// Text styling (weight, italic, design, underline, strikethrough,
/// truncation mode) with exact values from docs/layout-rules.md, "Text
/// styling". The measurer is the fixed one: 8 pt per character, 16 pt per line.
@MainActor
@Suite struct TextStylingTests {
    func drawn<V: View>(_ view: V) -> [DrawCommand] {
        laidOut(view.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)).drawList().commands
    }

    func font<V: View>(of view: V) -> Font? {
        for case let .text(_, font, _) in drawn(view) { return font }
        return nil
    }

    @Test func weightItalicAndDesignApplyOverTheFontFromAnyLevel() {
        #expect(font(of: Text("x").bold().font(.title)) == Font(size: 28, weight: .bold))
        #expect(font(of: Text("x").bold()) == Font(size: 17, weight: .bold))
        #expect(font(of: VStack { Text("x") }.font(.title2).fontWeight(.semibold)) == Font(size: 22, weight: .semibold))
        #expect(font(of: Text("x").italic()) == Font(size: 17, italic: true))
        #expect(font(of: Text("x").fontWeight(.light).italic()) == Font(size: 17, weight: .light, italic: true))
        // The text's own weight wins over its ancestors'; on a text the last modifier wins.
        #expect(font(of: VStack { Text("x").fontWeight(.medium) }.bold()) == Font(size: 17, weight: .medium))
        #expect(font(of: Text("x").fontWeight(.medium).bold()) == Font(size: 17, weight: .bold))
        #expect(font(of: Text("x").font(.system(size: 13, weight: .bold, design: .rounded)))
                == Font(size: 13, weight: .bold, design: .rounded))
        #expect(font(of: Text("x").font(.system(.body, design: .monospaced))) == Font(size: 17, design: .monospaced))
        #expect(font(of: Text("x").font(.system(.headline, design: .serif))) == Font(size: 17, weight: .semibold, design: .serif))
        #expect(font(of: Text("x").italic().bold(false).font(.headline)) == Font(size: 17, weight: .semibold, italic: true))
        // A custom font is the system font at its size (here with monospaced digits).
        #expect(font(of: Text("x").font(.custom("Avenir", size: 15).monospacedDigit())) == Font(size: 15).monospacedDigit())
        #expect(font(of: Text("x").font(.custom("Avenir", size: 15))) == Font(size: 15))
        // Italic and monospaced digits share a byte: a font stays 16 bytes.
        #expect(MemoryLayout<Font>.size == 16)
        #expect(Font(size: 15, italic: true).monospacedDigit().isItalic)
    }

    @Test func anUnderlineSitsBelowTheBaselineWhereInterPutsIt() {
        // Baseline 16 × 1950 / 2444 below the top; the underline's top
        // 464 / 2816 em below that, 192 / 2816 em thick, the line's width.
        let commands = drawn(Text("Hello").underline().fixedSize())
        let baseline = 16 * 1950.0 / 2444
        let expected = CGRect(x: 0, y: baseline + 464.0 / 2816 * 17, width: 40, height: 192.0 / 2816 * 17)
        #expect(commands.count == 2)
        guard case .fillRect(let rect, let color) = commands[1] else { Issue.record("no underline"); return }
        #expect(abs(rect.minY - expected.minY) < 1e-9 && abs(rect.height - expected.height) < 1e-9)
        #expect(rect.minX == 0 && rect.width == 40)
        #expect(color == .primary)
        #expect(abs(rect.minY - 15.5671) < 0.0001)
    }

    @Test func aStrikethroughCrossesAboveTheBaselineInItsOwnColour() {
        let commands = drawn(Text("Hi").strikethrough(color: .red).foregroundColor(.blue).fixedSize())
        let baseline = 16 * 1950.0 / 2444
        guard case .fillRect(let rect, let color) = commands.last else { Issue.record("no strikethrough"); return }
        #expect(abs(rect.minY - (baseline - 922.0 / 2816 * 17)) < 1e-9)
        #expect(rect.width == 16)
        #expect(color == .red)
        // View-level decorations reach every text below; false turns them off.
        let both = drawn(VStack(spacing: 0) { Text("a"); Text("b").underline(false) }.underline().strikethrough())
        #expect(both.filter { if case .fillRect = $0 { return true }; return false }.count == 3)
    }

    @Test func wrappedLinesAreEachUnderlined() {
        let commands = drawn(Text("aaa bbb").underline().frame(width: 32))
        let rects = commands.compactMap { c -> CGRect? in if case .fillRect(let r, _) = c { return r }; return nil }
        #expect(rects.count == 2)
        #expect(rects[1].minY - rects[0].minY == 16)
        #expect(rects.map(\.width) == [24, 24])
    }

    @Test func truncationCutsTheTailTheHeadOrTheMiddle() {
        // 48 pt holds six characters, "…" included.
        func line(_ mode: Text.TruncationMode) -> String? {
            laidOut(Text("abcdefghij").lineLimit(1).truncationMode(mode).frame(width: 48))
                .drawList().commands.compactMap { c -> String? in if case .text(let l, _, _) = c { return l[0].text }; return nil }.first
        }
        #expect(line(.tail) == "abcde…")
        #expect(line(.head) == "…fghij")
        #expect(line(.middle) == "abc…ij")
        let m = fixedMeasurer()
        #expect(TextLayout.make("abcdefghij", font: .body, measurer: m, width: 56, height: nil, lineLimit: 1,
                                truncationMode: .middle).lines == ["abc…hij"])
        // Spaces beside "…" are dropped (and do not count against the width).
        #expect(TextLayout.make("abc   defgh", font: .body, measurer: m, width: 48, height: nil, lineLimit: 1,
                                truncationMode: .tail).lines == ["abc…"])
        #expect(TextLayout.make("ab  cdefgh ij", font: .body, measurer: m, width: 56, height: nil, lineLimit: 1,
                                truncationMode: .middle).lines == ["ab…h ij"])
        #expect(TextLayout.make("abcdefghij", font: .body, measurer: m, width: 200, height: nil, lineLimit: 1,
                                truncationMode: .head).lines == ["abcdefghij"])
    }

    @Test func onTheLastOfSeveralLinesTheModeCutsTheRest() {
        let m = fixedMeasurer()
        let layout = TextLayout.make("aaaa bbbb cccc dddd", font: .body, measurer: m, width: 40, height: nil, lineLimit: 2,
                                     truncationMode: .head)
        #expect(layout.lines == ["aaaa", "…dddd"])
        #expect(layout.isTruncated)
    }
}
