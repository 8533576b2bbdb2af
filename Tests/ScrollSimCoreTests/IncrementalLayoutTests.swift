import Testing
@testable import ScrollSimCore

/// Frames are kept relative to the parent and a stack re-measures only the
/// child that changed: after any sequence of edits, the tree must be exactly
/// the one a fresh layout of the same content gives.
@MainActor
@Suite struct IncrementalLayoutTests {
    final class Registry {
        var bindings: [Int: Binding<String>] = [:]
        /// Global minY reported by each row's geometry reader.
        var readerY: [Int: CGFloat] = [:]
    }

    struct YKey: PreferenceKey {
        static let defaultValue: [Int: CGFloat] = [:]
        static func reduce(value: inout [Int: CGFloat], nextValue: () -> [Int: CGFloat]) {
            value.merge(nextValue()) { $1 }
        }
    }

    struct Row: View {
        let id: Int
        let registry: Registry
        @State private var text: String

        init(id: Int, text: String, registry: Registry) {
            self.id = id
            self.registry = registry
            _text = State(initialValue: text)
        }

        var body: some View {
            let _ = registry.bindings[id] = $text
            HStack(spacing: 8) {
                Rectangle().frame(width: 40, height: 40)
                Text(text)
            }
            .padding(4)
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(GeometryReader { proxy in
                Color.clear.preference(key: YKey.self, value: id % 7 == 0 ? [id: proxy.frame(in: .global).minY] : [:])
            })
        }
    }

    struct List: View {
        let texts: [String]
        let registry: Registry
        var padded = true
        var body: some View {
            Group {
                if padded {
                    stack.padding(8)
                } else {
                    stack
                }
            }
            .onPreferenceChange(YKey.self) { registry.readerY = $0 }
        }

        var stack: some View {
            VStack(spacing: 4) {
                Text("Header")
                ForEach(0..<texts.count, id: \.self) { i in
                    Row(id: i, text: texts[i], registry: registry)
                }
            }
        }
    }

    /// A small deterministic generator (the test must not depend on the run).
    struct LCG {
        var state: UInt64
        mutating func next(_ n: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(n))
        }
    }

    static let samples = [
        "short", "Row: the quick brown fox",
        "a much longer text that wraps onto two or three lines in a row this narrow",
        "", "x", "the quick brown fox jumps over the lazy dog and keeps on running far away",
        // Three and five lines: taller than the 40 pt square, so the row grows.
        "the quick brown fox jumps over the lazy dog and keeps on running far away from the farm, over the hills and down to the river bank",
        String(repeating: "lorem ipsum dolor sit amet ", count: 8),
    ]

    /// Lays its subview out at the top with no height proposed, measuring
    /// and placing alike, as a vertical scroll view does with its content.
    struct Unbounded: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            _ = subviews.first?.sizeThatFits(ProposedViewSize(width: proposal.width, height: nil))
            return proposal.replacingUnspecifiedDimensions()
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            subviews.first?.place(at: bounds.origin, anchor: .topLeading, proposal: ProposedViewSize(width: bounds.width, height: nil))
        }
    }

    /// A graph of the list laid out from nothing. `pinned`: at the top, with
    /// no height proposed (as in a scroll view).
    func fresh(_ texts: [String], size: CGSize, pinned: Bool = false, padded: Bool = true) -> (ViewGraph, Registry) {
        let registry = Registry()
        let list = List(texts: texts, registry: registry, padded: padded)
        let graph = pinned
            ? ViewGraph(Unbounded { list }, measurer: fixedMeasurer(), size: size)
            : ViewGraph(list, measurer: fixedMeasurer(), size: size)
        graph.warningHandler = { _ in }
        graph.update()
        return (graph, registry)
    }

    /// Centred in the window and padded (the stack is proposed a height),
    /// at the top and padded, at the top with nothing proposing a height.
    @Test(arguments: [(false, true), (true, true), (true, false)])
    func randomEditsGiveTheTreeAFreshLayoutGives(pinned: Bool, padded: Bool) {
        // Shorter than the list: the rows below the window are culled.
        let size = CGSize(width: 390, height: 1500)
        var texts = (0..<60).map { "Row \($0): the quick brown fox" }
        let (graph, registry) = fresh(texts, size: size, pinned: pinned, padded: padded)
        var random = LCG(state: 7)
        for step in 0..<80 {
            // One to three rows change in a frame.
            for _ in 0...random.next(3) {
                let i = random.next(texts.count)
                texts[i] = Self.samples[random.next(Self.samples.count)]
                registry.bindings[i]!.wrappedValue = texts[i]
            }
            graph.update()
            let (reference, referenceRegistry) = fresh(texts, size: size, pinned: pinned, padded: padded)
            let got = graph.inspect().description
            let want = reference.inspect().description
            #expect(got == want, "step \(step)")
            // Culling with the patched visual bounds draws what a fresh tree draws.
            #expect(graph.drawList().commands == reference.drawList().commands, "step \(step)")
            #expect(registry.readerY == referenceRegistry.readerY, "step \(step)")
            if got != want { return }
        }
    }

    @Test func aRowPushedDownKeepsItsSubtreeWithIt() throws {
        let (graph, registry) = fresh((0..<10).map { "Row \($0)" }, size: CGSize(width: 390, height: 2000),
                                      pinned: true, padded: false)
        let before = try #require(graph.frame(ofText: "Row 5"))
        // Row 2's text grows past the square's 40 pt: the rows below move
        // down by the difference. (Nothing here proposes the stack a height:
        // a padding would, and a one-line Text proposed zero height is empty,
        // which makes the grown row flexible and shares the height out.)
        let long = "a much longer text that wraps onto several lines in a row of this width, four of them at least"
        registry.bindings[2]!.wrappedValue = long
        graph.update()
        let grown = try #require(graph.frame(ofText: long))
        let threeLines: CGFloat = 48
        #expect(grown.height == threeLines)
        let after = try #require(graph.frame(ofText: "Row 5"))
        #expect(after == before.offsetBy(dx: 0, dy: grown.height - 40))
        // The moved row's reader reports its new global position (row 7 reports).
        let rows = graph.inspect().all { $0.kind == "Row" }
        #expect(registry.readerY[7] == rows[7].frame.minY)
        #expect(registry.readerY[0] == rows[0].frame.minY)
        // Hit testing follows the moved frames: the point at Row 5's text finds it.
        let hit = try #require(graph.hitTest(CGPoint(x: after.midX, y: after.midY)))
        #expect(hit.inspectText == "Row 5")
        #expect(hit.globalFrame == after)
    }

    /// A row far below the window whose text moves up into it: the row's
    /// patched visual bounds must grow to take the text in, or culling would
    /// skip the row and the text would not be drawn.
    @Test func contentMovedIntoViewFromACulledRowIsDrawn() {
        struct Mover: View {
            let registry: Registry
            @State var up = false
            var body: some View {
                let _ = registry.bindings[0] = Binding(get: { up ? "up" : "down" }, set: { up = $0 == "up" })
                Text("moved").offset(y: up ? -2900 : 0)
            }
        }
        let registry = Registry()
        let graph = laidOut(Unbounded { VStack(spacing: 0) { Color.clear.frame(height: 3000); Mover(registry: registry) } })
        func drawn() -> [CGFloat] {
            graph.drawList().commands.compactMap { command -> CGFloat? in
                if case let .text(lines, _, _) = command, lines.first?.text == "moved" { return lines[0].origin.y }
                return nil
            }
        }
        #expect(drawn().isEmpty)
        registry.bindings[0]!.wrappedValue = "up"
        graph.update()
        let y: CGFloat = 100
        #expect(drawn() == [y])
    }

    @Test func aChildThatBecomesFlexibleIsSharedOutAgain() {
        // In a fixed-height stack, rows that are inflexible take their own
        // height; a Spacer arriving makes the stack share its height out.
        struct Box: View {
            @State var grow = false
            let registry: Registry
            var body: some View {
                let _ = registry.bindings[0] = Binding(get: { grow ? "y" : "n" }, set: { grow = $0 == "y" })
                VStack(spacing: 0) {
                    Text("top")
                    if grow { Spacer() }
                    Text("bottom")
                }
                .frame(height: 300)
            }
        }
        let registry = Registry()
        let graph = laidOut(Box(registry: registry))
        // 32 pt of text centred in the 300 pt frame, itself centred in 844.
        let top: CGFloat = 272 + 134 + 16
        #expect(graph.frame(ofText: "bottom")?.minY == top)
        registry.bindings[0]!.wrappedValue = "y"
        graph.update()
        let bottom: CGFloat = 272 + 300 - 16
        #expect(graph.frame(ofText: "bottom")?.minY == bottom)
    }
}
