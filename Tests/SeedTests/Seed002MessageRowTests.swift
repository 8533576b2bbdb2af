import Testing
import ScrollSim
import ScrollSimScenes

/// Seed 002 (Apple's "Laying out a simple view"): the MessageRow steps.
@MainActor
@Suite struct Seed002MessageRowTests {
    let message = Message(initials: "GR", content: "Hello there")   // content: 11 × 8 = 88 pt

    @Test func circleFillsTheSpaceItIsOffered() {
        let graph = host(MessageRowStep1(message: message), measurer: fakeMeasurer(), size: CGSize(width: 390, height: 100))
        // The ZStack (circle) is more flexible than the text, so the text gets its width first.
        let text = graph.inspect().text("Hello there")!.frame
        #expect(text.width == 88)
        let zstack = graph.frame("ZStack")
        let rest: CGFloat = 390 - 8 - 88
        #expect(zstack.width == rest)
        #expect(zstack.height == 100)
    }

    @Test func frameWidth40MakesTheCircle40WideAndGivesTheRestToTheText() {
        let long = Message(initials: "AB", content: String(repeating: "word ", count: 30))
        let graph = host(MessageRowStep2(message: long), measurer: fakeMeasurer(), size: CGSize(width: 390, height: 300))
        #expect(graph.frame("frame").width == 40)
        #expect(graph.frame("Circle").width == 40)
        let text = graph.inspect().text(long.content)!
        // The text is offered 390 − 40 − 8 = 342 and wraps within it.
        #expect(text.frame.minX == graph.frame("frame").maxX + 8)
        #expect(text.frame.width <= 342)
        #expect(text.lines.count > 1)
    }

    @Test func topAlignmentWithAFixedHeightPutsBothTopsTogether() {
        let long = Message(initials: "AB", content: String(repeating: "word ", count: 30))
        let graph = host(MessageRowStep3(message: long), measurer: fakeMeasurer(), size: CGSize(width: 390, height: 300))
        let circleBox = graph.frame("frame")
        #expect(circleBox.size == CGSize(width: 40, height: 40))
        #expect(graph.inspect().text(long.content)!.frame.minY == circleBox.minY)
        // With only a width the circle takes the whole height: the misleading look the seed explains.
        let step2 = host(MessageRowStep2(message: long), measurer: fakeMeasurer(), size: CGSize(width: 390, height: 300))
        #expect(step2.frame("frame").height == step2.frame("HStack").height)
    }

    @Test func horizontalPaddingInsetsBy16() {
        let graph = host(MessageRowStep4(message: message), measurer: fakeMeasurer())
        let padding = graph.frame("padding")
        let stack = graph.frame("HStack")
        #expect(stack.minX - padding.minX == 16)
        #expect(padding.maxX - stack.maxX == 16)
        #expect(stack.minY == padding.minY)
        #expect(padding.height == stack.height)
    }

    @Test func realFontMessageRow() throws {
        let m = try realMeasurer()
        let graph = host(MessageRowStep4(message: message), measurer: m)
        let text = graph.inspect().text("Hello there")!.frame
        #expect(text.width == onGrid(m.width(of: "Hello there", font: .body)))
        #expect(text.minX == graph.frame("frame").maxX + 8)
        #expect(graph.frame("HStack").minX - graph.frame("padding").minX == 16)
    }
}
