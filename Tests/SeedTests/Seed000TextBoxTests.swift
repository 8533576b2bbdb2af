import Testing
import ScrollSim
import ScrollSimScenes

/// Seed 000's observations, with the seed's own code (ScrollSimScenes'
/// TextBox* views are the seed's ContentView variants).
@MainActor
@Suite struct Seed000TextBoxTests {
    // With the fake measurer "안녕하세요" is 5 × 8 = 40 wide and 16 tall at
    // .headline (17 pt); padded by 16 and 12 the text is 72 × 40.
    let paddedWidth: CGFloat = 5 * 8 + 32
    let paddedHeight: CGFloat = 16 + 24

    @Test func maxWidthAloneIs151WideAndTakesAllTheHeight() {
        let graph = host(TextBoxMaxWidth(), measurer: fakeMeasurer())
        let box = graph.frame("frame(flexible)")
        #expect(box.width == 151)
        #expect(box.height == 844)
        // The rectangle fills the box; the text is centred in it.
        #expect(graph.frame("Rectangle") == box)
        let text = graph.inspect().text("안녕하세요")!.frame
        #expect(text.midX == box.midX)
        #expect(text.midY == box.midY)
    }

    @Test func addingMaxHeightMakesIt151High() {
        let graph = host(TextBoxMaxHeight(), measurer: fakeMeasurer())
        let outer = graph.views("frame(flexible)")[0].frame
        #expect(outer.size == CGSize(width: 151, height: 151))
    }

    @Test func fixedSizeVerticalHugsTheTextHeight() {
        let graph = host(TextBoxFixedVertical(), measurer: fakeMeasurer())
        let outer = graph.views("fixedSize")[0].frame
        #expect(outer.width == 151)
        #expect(outer.height == paddedHeight)
        // ZStack(alignment: .leading): the text starts at the box's left edge plus the padding.
        #expect(graph.inspect().text("안녕하세요")!.frame.minX == outer.minX + 16)
    }

    @Test func fixedSizeBothHugsBothAxes() {
        let graph = host(TextBoxFixedBoth(), measurer: fakeMeasurer())
        #expect(graph.views("fixedSize")[0].frame.size == CGSize(width: paddedWidth, height: paddedHeight))
        #expect(graph.frame("Rectangle").size == CGSize(width: paddedWidth, height: paddedHeight))
    }

    @Test func longTextIsTruncatedWithAnEllipsisAtTheMaxHeight() {
        let long = String(repeating: "가나다라 ", count: 40)
        let graph = host(TextBoxFixedVertical(long), measurer: fakeMeasurer())
        let outer = graph.views("fixedSize")[0].frame
        #expect(outer.height == 151)
        let text = graph.inspect().text(long)!
        // 151 − 24 = 127 pt of text: 7 lines of 16 pt.
        #expect(text.lines.count == 7)
        #expect(text.lines.last!.hasSuffix("…"))
        let sevenLines: CGFloat = 7 * 16
        #expect(text.frame.height == sevenLines)
        // Every line fits the 151 − 32 = 119 pt the padding leaves.
        #expect(text.lines.allSatisfy { CGFloat($0.count) * 8 <= 119 })
    }

    @Test func geometryReaderWidthSettlesToThePaddedTextWidthFrameByFrame() {
        let graph = ViewGraph(TextBoxGeometryWidth(), measurer: fakeMeasurer(), size: CGSize(width: 390, height: 844))
        graph.maxPassesPerUpdate = 1
        graph.warningHandler = { _ in }
        var widths: [CGFloat] = []
        for _ in 0..<4 {
            graph.update()
            widths.append(graph.frame("Rectangle").width)
        }
        // 0 on the first layout (textWidth starts at .zero), the padded text width after.
        #expect(widths == [0, paddedWidth, paddedWidth, paddedWidth])
        #expect(!graph.needsUpdate)
        // The blue rectangle and the text share their left edge (ZStack(alignment: .leading)).
        #expect(graph.frame("Rectangle").minX == graph.inspect().text("안녕하세요")!.frame.minX - 16)
    }

    @Test func realFontLayoutsMatchTheRules() throws {
        let m = try realMeasurer()
        // A Text's size is rounded up to the pixel grid (1× here).
        let textWidth = onGrid(m.width(of: "안녕하세요", font: .headline))
        let lineHeight = m.lineHeight(for: .headline)
        #expect(textWidth > 0 && lineHeight > 0)
        #expect(host(TextBoxMaxWidth(), measurer: m).frame("frame(flexible)").size == CGSize(width: 151, height: 844))
        #expect(host(TextBoxMaxHeight(), measurer: m).views("frame(flexible)")[0].frame.size == CGSize(width: 151, height: 151))
        #expect(host(TextBoxFixedVertical(), measurer: m).views("fixedSize")[0].frame.size == CGSize(width: 151, height: onGrid(lineHeight) + 24))
        #expect(host(TextBoxFixedBoth(), measurer: m).views("fixedSize")[0].frame.size == CGSize(width: textWidth + 32, height: onGrid(lineHeight) + 24))
        let graph = ViewGraph(TextBoxGeometryWidth(), measurer: m, size: CGSize(width: 390, height: 844))
        graph.update()
        #expect(graph.frame("Rectangle").width == textWidth + 32)
        let long = String(repeating: "동적으로 조절되는 텍스트 ", count: 12)
        let truncated = host(TextBoxFixedVertical(long), measurer: m)
        let text = truncated.inspect().text(long)!
        #expect(text.lines.count == Int((151 - 24) / lineHeight))
        #expect(text.lines.last!.hasSuffix("…"))
        #expect(text.lines.allSatisfy { m.width(of: $0[...], font: .headline) <= 151 - 32 })
    }
}
