import Testing
@testable import ScrollSimCore

/// `Node.invariantViolations()` (Sources/ScrollSimCore/Graph/GraphInvariants.swift):
/// silent on real trees after edits and scrolls, and naming the node, what
/// was expected and what was found when a graph is broken on purpose.
/// (`update()` itself checks after every update in DEBUG builds, so every
/// test in the suite runs the checks; these show what they catch.)
@MainActor
@Suite struct GraphInvariantTests {
    /// The first node of `kind` in the tree, depth first (with `text`, a `Text` showing it).
    func node(_ graph: ViewGraph, _ kind: String, text: String? = nil) throws -> Node {
        var stack = [graph.rootNode]
        while let n = stack.popLast() {
            if n.kindName == kind && (text == nil || n.inspectText == text) { return n }
            stack.append(contentsOf: n.children.reversed())
        }
        throw NotFound(kind: kind)
    }

    struct NotFound: Error {
        let kind: String
    }

    // MARK: Real trees

    final class Registry {
        var texts: [Int: Binding<String>] = [:]
        var readerY: [Int: CGFloat] = [:]
    }

    struct YKey: PreferenceKey {
        static let defaultValue: [Int: CGFloat] = [:]
        static func reduce(value: inout [Int: CGFloat], nextValue: () -> [Int: CGFloat]) {
            value.merge(nextValue()) { $1 }
        }
    }

    /// A row with a square, a text that can change, and every third row a
    /// reader of its global position behind it.
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
            let _ = registry.texts[id] = $text
            HStack(spacing: 8) {
                Rectangle().frame(width: 40, height: 40)
                Text(text)
                if text.count > 20 { Spacer() }
            }
            .padding(4)
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(GeometryReader { proxy in
                Color.clear.preference(key: YKey.self, value: id % 3 == 0 ? [id: proxy.frame(in: .global).minY] : [:])
            })
        }
    }

    /// A scroll driver whose offset the test sets.
    final class Driver: ScrollDriver {
        var contentOffset = CGPoint.zero
        var isDragging: Bool { false }
        var touchSlop: CGFloat { .infinity }
        func layoutChanged(viewport: CGSize, content: CGSize, inset: EdgeInsets, axes: Axis.Set, time: Double) {}
        func touchDown(at point: CGPoint, time: Double) -> Bool { false }
        func touchMove(to point: CGPoint, time: Double) {}
        func touchUp(at point: CGPoint, time: Double) {}
        func cancelTouch(time: Double) {}
        func wheel(dx: CGFloat, dy: CGFloat, time: Double) {}
        func key(_ key: Key, shift: Bool, time: Double) -> Bool { false }
        func tick(_ time: Double) -> Bool { false }
        func indicators(at time: Double) -> (rects: [CGRect], alpha: Double) { ([], 0) }
    }

    /// A vertical SwiftUI-style scroll view moved by `driver`.
    struct Scroller<Content: View>: View, PrimitiveView {
        typealias Body = Never
        let driver: Driver
        let content: Content
        func makeNode(_ context: BuildContext) -> Node {
            let node = ScrollContainerNode(driver: driver, graph: context.graph)
            _ = update(node, context)
            return node
        }
        func update(_ node: Node, _ context: BuildContext) -> Bool {
            guard let node = node as? ScrollContainerNode else { return false }
            node.swiftUILayout = SwiftUIScrollLayout()
            node.updateContent(content, context)
            return true
        }
    }

    struct Screen: View {
        let registry: Registry
        let driver: Driver
        let texts: [String]
        var body: some View {
            VStack(spacing: 0) {
                Text("Header").font(.title)
                Scroller(driver: driver, content: LazyVStack(spacing: 2) {
                    ForEach(0..<400, id: \.self) { i in
                        Row(id: i, text: texts[i % texts.count], registry: registry)
                    }
                })
                HStack {
                    ForEach(0..<30, id: \.self) { i in
                        Row(id: 1000 + i, text: texts[i % texts.count], registry: registry)
                    }
                }
            }
            .onPreferenceChange(YKey.self) { registry.readerY = $0 }
        }
    }

    struct LCG {
        var state: UInt64
        mutating func next(_ n: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(n))
        }
    }

    /// Edits, scrolls, window resizes and drawing (which cleans the visual
    /// caches) on a tree with stacks, a lazy stack in a scroll view, readers
    /// and preferences: no violation after any of them.
    @Test func realTreesKeepTheirInvariantsThroughEditsAndScrolls() {
        let texts = ["short", "Row: the quick brown fox", "", "a much longer text that wraps onto two or three lines"]
        let registry = Registry()
        let driver = Driver()
        let graph = laidOut(Screen(registry: registry, driver: driver, texts: texts))
        #expect(graph.invariantViolations() == [])
        var random = LCG(state: 11)
        var time = 0.0
        for step in 0..<60 {
            switch random.next(4) {
            case 0, 1:
                // One to three built rows change their text.
                for _ in 0...random.next(3) {
                    let ids = registry.texts.keys.sorted()
                    registry.texts[ids[random.next(ids.count)]]!.wrappedValue = texts[random.next(texts.count)]
                        + String(repeating: " x", count: random.next(12))
                }
            case 2:
                driver.contentOffset.y = CGFloat(random.next(8000))
            default:
                graph.size = CGSize(width: 300 + CGFloat(random.next(200)), height: 600 + CGFloat(random.next(400)))
            }
            time += 1.0 / 60
            _ = graph.tickAll(time)
            graph.update()
            #expect(graph.invariantViolations() == [], "step \(step), after the update")
            _ = graph.drawList()
            #expect(graph.invariantViolations() == [], "step \(step), after drawing")
        }
        #expect(!registry.readerY.isEmpty)
    }

    // MARK: Broken on purpose

    /// A size poked into a padding's cache: the padding is named with the
    /// proposal, the size cached and the size measured again; its frame no
    /// longer matches its cache; and the stack above, measured again from
    /// the padding's cache, no longer gives its own cached size.
    @Test func aWrongCachedSizeNamesTheNode() throws {
        let graph = laidOut(VStack(spacing: 0) {
            Text("ab")
            Text("cde").padding(4)
        })
        let padding = try node(graph, "padding")
        let p = padding.placedProposal
        #expect(p == ProposedViewSize(width: 390, height: 828))
        #expect(padding.localFrame.size == CGSize(width: 32, height: 24))
        var cache = padding.measurementCacheForChecks
        let replaced = cache.replaceSize(for: p, with: CGSize(width: 1, height: 2))
        #expect(replaced)
        padding.measurementCacheForChecks = cache
        #expect(graph.invariantViolations() == [
            "VStack at Root/VStack: cached size for proposal (390.0, 844.0) is (32.0, 40.0), but measuring again gives (16.0, 18.0)",
            "padding at Root/VStack/padding[1]: placed with size (32.0, 24.0) for proposal (390.0, 828.0), but the size cached for it is (1.0, 2.0)",
            "padding at Root/VStack/padding[1]: cached size for proposal (390.0, 828.0) is (1.0, 2.0), but measuring again gives (32.0, 24.0)",
        ])
    }

    /// A child whose `parent` is not the node listing it.
    @Test func aBrokenParentLinkNamesTheParent() throws {
        let graph = laidOut(VStack { Text("a"); Text("b") })
        let b = try node(graph, "Text", text: "b")
        let stack = try #require(b.parent)
        b.parent = nil
        #expect(graph.invariantViolations() == [
            "VStack at Root/VStack: child 1 (Text) has parent nil, expected this node",
        ])
        b.parent = graph.rootNode
        #expect(graph.invariantViolations() == [
            "VStack at Root/VStack: child 1 (Text) has parent Root at Root, expected this node",
        ])
        b.parent = stack
        #expect(graph.invariantViolations() == [])
    }

    /// Subtree bits that do not follow from the children: the node is named
    /// with the value found and the one its children give, and so is its
    /// parent, whose bits no longer follow from the node's.
    @Test func aStaleSubtreeBitNamesTheNode() throws {
        struct Key: PreferenceKey {
            static let defaultValue = 0
            static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
        }
        let graph = laidOut(VStack {
            Text("a").padding(2)
            Text("b").preference(key: Key.self, value: 1).padding(3)
            GeometryReader { _ in Text("c") }.padding(4)
        })
        #expect(graph.invariantViolations() == [])
        // The padding around the reader says nothing below it reads its position.
        let reader = try node(graph, "GeometryReader")
        let readerPadding = try #require(reader.parent)
        #expect(readerPadding.subtreeReadsPosition && readerPadding.subtreePreferenceBits == 0xFF)
        readerPadding.setSubtreeBitsForChecks(readsPosition: false, preferenceBits: 0xFF)
        #expect(graph.invariantViolations() == [
            "VStack at Root/VStack: subtreeReadsPosition is true, expected false from readsPosition and the children",
            "padding at Root/VStack/padding[2]: subtreeReadsPosition is false, expected true from readsPosition and the children",
        ])
        readerPadding.setSubtreeBitsForChecks(readsPosition: true, preferenceBits: 0xFF)
        #expect(graph.invariantViolations() == [])

        // The padding around the writer says nothing below it writes the key.
        let bit = PreferenceKeyInfo(Key.self).bit
        let writer = try node(graph, "preference(Key)")
        let writerPadding = try #require(writer.parent)
        #expect(writerPadding.subtreePreferenceBits == bit)
        writerPadding.setSubtreeBitsForChecks(readsPosition: false, preferenceBits: 0)
        // (The stack's bits are all set: the reader's are.)
        let b = String(bit, radix: 2)
        #expect(graph.invariantViolations() == [
            "padding at Root/VStack/padding[1]: subtreePreferenceBits is 0b0, expected 0b\(b) from its own bits and the children",
        ])
        writerPadding.setSubtreeBitsForChecks(readsPosition: false, preferenceBits: bit)
        #expect(graph.invariantViolations() == [])
    }

    /// Readers below a node placed again from a subtree only (what happens
    /// when the walk that finds moved readers does not start at the top):
    /// the highest node left invalid under a valid one is named.
    @Test func aPlacementLeftInvalidUnderAValidAncestorNamesTheNode() throws {
        let graph = laidOut(VStack {
            Text("a")
            GeometryReader { proxy in Text("\(proxy.frame(in: .global).minY)") }.frame(height: 50).padding(1)
        })
        let frame = try node(graph, "frame")
        #expect(frame.invalidateReaderPlacements())
        #expect(graph.invariantViolations() == [
            "frame at Root/VStack/padding[1]/frame: placement is invalid, but the placement of the nearest placed ancestor, padding at Root/VStack/padding[1], is valid",
        ])
    }

    /// A child moved without telling its parent, after drawing made the
    /// visual caches clean: the parent's cache no longer covers it.
    @Test func aChildMovedBehindItsParentsBackIsNamed() throws {
        let graph = laidOut(VStack(spacing: 0) { Text("a"); Text("b") })
        _ = graph.drawList()
        #expect(graph.invariantViolations() == [])
        let b = try node(graph, "Text", text: "b")
        b.localFrame.origin.y += 500
        #expect(graph.invariantViolations() == [
            "VStack at Root/VStack: clean visual cache (0.0, 0.0, 8.0, 32.0) does not cover child 1 (Text), whose visual bounds are (0.0, 516.0, 8.0, 16.0)",
        ])
    }

    /// A placed frame that is not a number (and so not the size cached for
    /// its proposal either).
    @Test func aFrameThatIsNotANumberIsNamed() throws {
        let graph = laidOut(VStack(spacing: 0) { Text("a"); Text("b") })
        let b = try node(graph, "Text", text: "b")
        b.localFrame.size.width = .nan
        #expect(graph.invariantViolations() == [
            "Text at Root/VStack/Text[1]: placed with a frame that is not a number: (0.0, 16.0, nan, 16.0) for proposal (390.0, 828.0)",
            "Text at Root/VStack/Text[1]: placed with size (nan, 16.0) for proposal (390.0, 828.0), but the size cached for it is (8.0, 16.0)",
        ])
    }

    /// `checkInvariants()` stops the program with the list.
    @Test func checkInvariantsStopsTheProgramWithTheList() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let graph = ViewGraph(VStack { Text("a"); Text("b") }, measurer: FixedAdvanceMeasurer(advance: 8, lineHeight: 16),
                                      size: CGSize(width: 390, height: 844))
                graph.update()
                graph.rootNode.children[0].children[1].parent = nil
                graph.checkInvariants()
            }
        }
        let stderr = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        #expect(stderr.contains("View graph invariants violated after update 1:\nVStack at Root/VStack: child 1 (Text) has parent nil, expected this node"))
    }

    // MARK: Found by the checks

    final class ReaderBox {
        var minY: CGFloat = -1
        var tall: Binding<Bool>?
    }

    struct MinYKey: PreferenceKey {
        static let defaultValue: CGFloat = -1
        static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
    }

    // A modifier whose content is several items lays them out in an implicit
    // `VStack`, which is on no item's parent chain: the walks that drop
    // placements (up from an item that must be placed again, down to the
    // readers that moved) passed it by, so it kept its placement and never
    // placed the item that asked. Each time the item was left invalid under
    // a valid modifier: "placement is invalid, but the placement of the
    // nearest placed ancestor, padding at …, is valid".

    /// A text that grows above a padding whose content is two items, one of
    /// them a reader of its global position: the padding only moves. The
    /// reader reported its old position.
    struct GrowingText: View {
        let box: ReaderBox
        @State var tall = false
        var body: some View {
            let _ = box.tall = $tall
            VStack(spacing: 0) {
                Text(tall ? "a\nb\nc" : "a")
                Group {
                    Text("x")
                    GeometryReader { p in Color.clear.preference(key: MinYKey.self, value: p.frame(in: .global).minY) }
                        .frame(height: 100)
                }
                // A preference modifier wraps the group's items in one
                // implicit stack (a padding or a background would be on each
                // item in the outer stack).
                .transformPreference(MinYKey.self) { _ in }
            }
            .onPreferenceChange(MinYKey.self) { box.minY = $0 }
        }
    }

    @Test func aReaderAmongAModifiersItemsIsPlacedAgainWhenTheModifierMoves() throws {
        // Checked here rather than by `update()`, so a regression fails this test only.
        let checks = ViewGraph.checksInvariants
        ViewGraph.checksInvariants = false
        defer { ViewGraph.checksInvariants = checks }
        let box = ReaderBox()
        let graph = laidOut(GrowingText(box: box))
        #expect(graph.invariantViolations() == [])
        #expect(box.minY == (try node(graph, "GeometryReader")).globalFrame.minY)
        box.tall!.wrappedValue = true
        graph.update()
        #expect(graph.invariantViolations() == [])
        let reader = try node(graph, "GeometryReader")
        // The column: three lines (48), then "x" (16), the text-to-view gap
        // below it and the 100 pt reader, centred in 844.
        let column: CGFloat = 48 + 16 + TextGap.below() + 100
        let top: CGFloat = (844 - column) / 2 + 48 + 16 + TextGap.below()
        #expect(isClose(reader.globalFrame.minY, top))
        #expect(isClose(box.minY, top))
    }

    final class LabelBox {
        var label: Binding<String>?
    }

    /// A group of a text and a reader showing `label`: decorated, the
    /// decoration's items (one implicit stack in it); not, the root view's
    /// own items (the window's implicit stack).
    struct Labelled: View {
        let box: LabelBox
        var decorated = true
        @State var label = "one"
        var body: some View {
            let _ = box.label = $label
            let group = Group {
                Text("x")
                GeometryReader { _ in Text(label) }.frame(height: 50)
            }
            if decorated { group.background(Color.clear) } else { group }
        }
    }

    /// A reader among a decoration's two items whose content changes and not
    /// its size: the reader asks to be placed again (where its content is
    /// built), and kept its old content.
    @Test func aReaderAmongAModifiersItemsBuildsItsNewContent() throws {
        let checks = ViewGraph.checksInvariants
        ViewGraph.checksInvariants = false
        defer { ViewGraph.checksInvariants = checks }
        let box = LabelBox()
        let graph = laidOut(Labelled(box: box))
        box.label!.wrappedValue = "two"
        graph.update()
        #expect(graph.invariantViolations() == [])
        #expect(graph.inspect().all { $0.kind == "Text" }.compactMap(\.text) == ["x", "two"])
    }

    /// The root is placed by the graph, not by `place`: it is marked placed,
    /// so the reader's walk reaches it and its implicit stack places the
    /// reader again.
    @Test func aReaderAmongTheRootViewsItemsBuildsItsNewContent() throws {
        let box = LabelBox()
        let graph = laidOut(Labelled(box: box, decorated: false))
        box.label!.wrappedValue = "two"
        graph.update()
        #expect(graph.invariantViolations() == [])
        #expect(graph.inspect().all { $0.kind == "Text" }.compactMap(\.text) == ["x", "two"])
    }

    /// A header and a lazy stack in a scroll view (two items): scrolled past
    /// the rows it built, the lazy stack asks to be placed again, and built
    /// no other row; a scroll view far down showed nothing.
    @Test func aLazyStackAfterAHeaderBuildsTheRowsScrolledTo() throws {
        let checks = ViewGraph.checksInvariants
        ViewGraph.checksInvariants = false
        defer { ViewGraph.checksInvariants = checks }
        let driver = Driver()
        let graph = laidOut(Scroller(driver: driver, content: Group {
            Text("Header")
            LazyVStack(spacing: 0) { ForEach(0..<1000, id: \.self) { i in Text("Row \(i)").frame(height: 20) } }
        }))
        #expect(graph.inspect().text("Row 300") == nil)
        // Row 300 starts at 16 + 8.553 + 300 × 20 in the content (after the
        // header and the implicit stack's gap below a text); its text is
        // centred in it.
        driver.contentOffset.y = 6000
        _ = graph.tickAll(1)
        graph.update()
        #expect(graph.invariantViolations() == [])
        let row = try #require(graph.inspect().text("Row 300"))
        let y: CGFloat = 16 + TextGap.below() + 6000 - 6000 + 2
        #expect(isClose(row.frame.minY, y))
    }

    // MARK: Found by the checks, not fixed

    /// Places its first subview only, at its top-leading corner.
    struct FirstOnly: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            proposal.replacingUnspecifiedDimensions()
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            subviews.first?.place(at: bounds.origin, anchor: .topLeading, proposal: proposal)
        }
    }

    /// "If you don't call this method for a subview, the subview appears at
    /// the center of its layout container and uses the layout container's
    /// size proposal" (Apple, `LayoutSubview.place(at:anchor:proposal:)`).
    /// ScrollSim leaves such a subview unplaced: zero by zero at the
    /// container's origin, its placement invalid under a valid container
    /// (the fuzz target's probe layout found it; the checks let it pass).
    @Test func aSubviewACustomLayoutDoesNotPlaceIsCentred() throws {
        let graph = laidOut(FirstOnly { Text("first"); Text("second") }.frame(width: 200, height: 100))
        #expect(graph.invariantViolations() == [])
        let second = try #require(graph.inspect().text("second"))
        let container = try #require(graph.inspect().all { $0.kind == "FirstOnly" }.first)
        // "second" is 48 × 16 for the container's 200 × 100.
        let centred = CGRect(x: container.frame.midX - 24, y: container.frame.midY - 8, width: 48, height: 16)
        withKnownIssue("a subview a custom Layout does not place is left unplaced, not centred") {
            #expect(second.frame == centred)
        }
    }
}
