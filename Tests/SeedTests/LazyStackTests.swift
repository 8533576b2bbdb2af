import Testing
import ScrollSim

/// A row written as its own view, as apps write them.
struct NumberRow: View {
    let n: Int
    var body: some View {
        Text("Row \(n)").frame(height: 50)
    }
}

/// A tap counter whose count lives in `@State`.
struct TapCounter: View {
    let label: String
    @State private var count = 0
    var body: some View {
        Button("\(label) \(count)") { count += 1 }
    }
}

/// Sections identified by name; "Insert" puts a new one in front.
struct InsertingSections: View {
    @State private var names = ["B"]
    var body: some View {
        VStack {
            Button("Insert") { names.insert("A", at: 0) }
            ScrollView {
                LazyVStack {
                    ForEach(names, id: \.self) { name in
                        Section {
                            TapCounter(label: name)
                        } header: {
                            Text("Section \(name)")
                        }
                    }
                }
            }
        }
    }
}

/// A button that scrolls a lazy list to row 20.
struct LazyJump: View {
    var body: some View {
        ScrollViewReader { proxy in
            VStack(spacing: 8) {
                Button("Jump") { proxy.scrollTo(20, anchor: .top) }
                ScrollView {
                    LazyVStack(spacing: 0) {
                        ForEach(0..<100) { i in Text("Row \(i)").frame(height: 44) }
                    }
                }
            }
        }
    }
}

/// A text, then a section of two rows with a header and a footer: five 16 pt subviews.
@MainActor @ViewBuilder
func topAndSection() -> some View {
    Text("Top")
    Section {
        Text("A")
        Text("B")
    } header: {
        Text("Header")
    } footer: {
        Text("Footer")
    }
}

@MainActor
@Suite struct LazyStackTests {
    /// 10,000 columns of 90 pt with 10 pt spacing: column i spans 100·i ..< 100·i + 90.
    func columns() -> some View {
        ScrollView(.horizontal) {
            LazyHStack(spacing: 10) {
                ForEach(0..<10_000) { i in Text("\(i)").frame(width: 90, height: 60) }
            }
        }
    }

    /// The frames of the built subviews, in window points, in order.
    func subviewFrames(_ app: TestApp) -> [CGRect] {
        app.app.graph.inspect().all { $0.kind == "LazySubview" }.map(\.frame)
    }

    @Test func aLazyHStackBuildsOnlyTheColumnsNearTheViewport() throws {
        let app = TestApp(columns(), measurer: fakeMeasurer(), safeAreaInsets: .zero)
        // 10,000 × 90 + 9,999 × 10; it takes the whole proposed height (844).
        #expect(app.scroll.contentSize == CGSize(width: 999_990, height: 844))
        // Built: the columns within one viewport (390) after the visible 0 ..< 390, that is
        // those starting at or before 780: 0, 100, …, 700, eight columns. Each is 60 tall,
        // centred in the stack's 844: y = (844 − 60) / 2 = 392.
        let atRest = subviewFrames(app)
        #expect(atRest == (0..<8).map { CGRect(x: 100 * CGFloat($0), y: 392, width: 90, height: 60) })
        #expect(app.app.graph.inspect().all { $0.kind == "Text" }.count == 8)

        // Column 5000 at the left edge: the visible span is 500,000 ..< 500,390, built
        // from the first column ending after 500,000 − 390 = 499,610 (column 4996, ending
        // at 499,690) to the last starting before 500,390 + 390 = 500,780 (column 5007).
        app.app.scrollController!.setContentOffset(CGPoint(x: 500_000, y: 0), animated: false, at: app.time)
        app.pump(1.0 / 60)
        #expect(app.scroll.offset.x == 500_000)
        let jumped = subviewFrames(app)
        #expect(jumped == (4996...5007).map { CGRect(x: 100 * CGFloat($0) - 500_000, y: 392, width: 90, height: 60) })
        let centred: CGFloat = (90 - 32) / 2      // "5000" is 32 pt wide
        #expect(app.app.graph.inspect().text("5000")?.frame.minX == centred)

        // One wheel notch (53 pt) stays inside the built span: nothing is laid out again,
        // the columns just move.
        app.send(.wheel(dx: 1, dy: 0, at: CGPoint(x: 195, y: 422)))
        app.pump(1.0 / 60)
        #expect(app.scroll.offset.x == 500_053)
        #expect(app.lastFrame?.didUpdate == false)
        #expect(subviewFrames(app) == (4996...5007).map { CGRect(x: 100 * CGFloat($0) - 500_053, y: 392, width: 90, height: 60) })
    }

    @Test func aLazyVStackTakesTheWholeWidthAndALazyHStackTheWholeHeight() {
        // Content 40 pt wide and 16 pt tall; the window proposes 390 × 844.
        let v = host(LazyVStack { Text("Hello") }, measurer: fakeMeasurer())
        #expect(v.frame("LazyVStack") == CGRect(x: 0, y: (844 - 16) / 2, width: 390, height: 16))
        let h = host(LazyHStack { Text("Hello") }, measurer: fakeMeasurer())
        #expect(h.frame("LazyHStack") == CGRect(x: (390 - 40) / 2, y: 0, width: 40, height: 844))
        // Aligned across the stack: the text at the top of the 844 pt tall LazyHStack.
        let top = host(LazyHStack(alignment: .top) { Text("Hello") }, measurer: fakeMeasurer())
        #expect(top.frame("Text") == CGRect(x: (390 - 40) / 2, y: 0, width: 40, height: 16))
    }

    @Test func rowsThatAreCustomViewsMeasureAsTheirBody() {
        let app = TestApp(ScrollView { LazyVStack(spacing: 0) { ForEach(0..<100) { NumberRow(n: $0) } } },
                          measurer: fakeMeasurer(), safeAreaInsets: .zero)
        // 100 rows of 50 pt, no spacing.
        #expect(app.scroll.contentSize.height == 5000)
        // Row 3 spans 150 ..< 200; its 16 pt text is centred: 150 + 17 = 167.
        #expect(app.app.graph.inspect().text("Row 3")?.frame.minY == 167)
    }

    /// Two items in a scroll view (an implicit `VStack`): scrolled far past
    /// the rows built first, the lazy stack builds the rows it is scrolled
    /// to. (It asked to be placed again, but the implicit stack, which is
    /// not on its parent chain, kept its placement: nothing was drawn.)
    @Test func aLazyStackAfterAHeaderBuildsTheRowsScrolledTo() throws {
        let app = TestApp(ScrollView {
            Text("Header")
            LazyVStack(spacing: 0) { ForEach(0..<1000) { NumberRow(n: $0) } }
        }, measurer: fakeMeasurer(), safeAreaInsets: .zero)
        for _ in 0..<40 {
            app.wheel(-10)
            app.pump(0.1)
        }
        _ = try app.pumpAndSettle()
        let top = app.scroll.offset.y
        #expect(top > 20_000)
        // Row n starts at 16 + 8 + 50 n: row n is at the top of the window.
        let n = Int((top - 24) / 50)
        #expect(app.isVisible(.text("Row \(n + 1)")))
        #expect(app.isVisible(.text("Row \(n + 15)")))
    }

    @Test func aSectionInAVStackLaysOutHeaderRowsAndFooterInOrder() {
        let graph = host(VStack(spacing: 10) { topAndSection() }, measurer: fakeMeasurer())
        // Five subviews of 16 pt with 10 pt between them: 5 × 16 + 4 × 10 = 120 tall,
        // centred in 844: the first at (844 − 120) / 2 = 362, each next 26 lower. The
        // stack is as wide as "Header" (48) and centred: x = (390 − 48) / 2 = 171.
        let y: [String: CGFloat] = ["Top": 362, "Header": 388, "A": 414, "B": 440, "Footer": 466]
        for (text, top) in y {
            #expect(graph.frame(ofText: text)?.minY == top, "\(text)")
        }
        #expect(graph.frame(ofText: "Header")?.minX == 171)
        let a: CGFloat = 171 + (48 - 8) / 2
        #expect(graph.frame(ofText: "A")?.minX == a)
        #expect(graph.frame("Section") == CGRect(x: 171, y: 388, width: 48, height: 94))
    }

    @Test func aSectionWithATitleInAnHStack() {
        let graph = host(HStack(spacing: 0) {
            Section("Title") { Text("x"); Text("yy") }
        }, measurer: fakeMeasurer())
        // "Title" (40), "x" (8), "yy" (16) side by side: 64 wide, centred: x = (390 − 64) / 2 = 163.
        #expect(graph.frame(ofText: "Title")?.minX == 163)
        #expect(graph.frame(ofText: "x")?.minX == 203)
        #expect(graph.frame(ofText: "yy")?.minX == 211)
    }

    @Test func aSectionInALazyVStackAddsItsSubviewsWithTheStacksSpacing() {
        let app = TestApp(ScrollView { LazyVStack(spacing: 10) { topAndSection() } },
                          measurer: fakeMeasurer(), safeAreaInsets: .zero)
        // The same five subviews from the top of the scroll view: 0, 26, 52, 78, 104.
        #expect(app.scroll.contentSize.height == 120)
        for (text, top) in [("Top", 0), ("Header", 26), ("A", 52), ("B", 78), ("Footer", 104)] as [(String, CGFloat)] {
            #expect(app.app.graph.frame(ofText: text)?.minY == top, "\(text)")
        }
    }

    @Test func stateFollowsTheSectionsIDWhenASectionIsInsertedBeforeIt() async throws {
        let app = TestApp(InsertingSections(), measurer: fakeMeasurer(), safeAreaInsets: .zero)
        try await app.tap(.text("B 0"))
        try await app.pumpAndSettle()
        #expect(app.isVisible(.text("B 1")))
        try await app.tap(.text("Insert"))
        try await app.pumpAndSettle()
        // Section B moved from subviews 0–1 to 2–3: its counter kept its count; A's is new.
        #expect(app.isVisible(.text("A 0")))
        #expect(app.isVisible(.text("B 1")))
        #expect(app.app.graph.frame(ofText: "Section A")!.minY < app.app.graph.frame(ofText: "Section B")!.minY)
    }

    @Test func scrollToFindsABuiltRowByItsForEachID() async throws {
        let app = TestApp(LazyJump(), measurer: fakeMeasurer(), safeAreaInsets: .zero)
        try await app.tap(.text("Jump"))
        try await app.pumpAndSettle()
        // Row 20 starts at 20 × 44 = 880 in the content (built at rest: it starts before
        // 820 + 820, the viewport and one more); anchored at the top, the offset is 880.
        #expect(app.scroll.offset.y == 880)
        #expect(app.app.graph.warnings.isEmpty)
    }

    /// A two-column `LazyVGrid` (16 apart) whose second row (40 tall) is
    /// shorter than the first (100), in a scroll view's implicit stack
    /// before a text: the grid finds its estimate wrong while the stack
    /// places it, and the next pass puts the text below the grid's real
    /// end, 47 + 100 + 16 + 40, by the gap a text keeps below a view that
    /// is not text (`TextGap.above`, 5.234).
    @Test func aGridThatCorrectsItsLengthInAScrollViewsStack() throws {
        let app = try settledApp(ScrollView {
            LazyVGrid(columns: [GridItem(.flexible(), spacing: 16), GridItem(.flexible(), spacing: 16)], spacing: 16) {
                Color.red.frame(height: 100)
                Color.red.frame(height: 100)
                Color.blue.frame(height: 40)
            }
            Text("After")
        })
        let after: CGFloat = 47 + 100 + 16 + 40 + TextGap.above()
        #expect(isClose(textFrame(app, "After")?.minY ?? 0, after))
    }
}

extension ViewGraph {
    @MainActor func frame(ofText text: String) -> CGRect? { inspect().text(text)?.frame }
}
