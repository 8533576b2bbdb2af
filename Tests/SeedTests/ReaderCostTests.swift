import Testing
import ScrollSim

/// Scrolling costs what the readers cost, not what the rows cost: with
/// 10,000 rows whose only reader drives a header, a scroll frame neither
/// evaluates, measures nor places any row (counted by the rows themselves:
/// each row's body and its custom `Layout` count their runs), while the
/// header follows the offset.
@MainActor
@Suite struct ReaderCostTests {
    @MainActor final class Work {
        var bodies = 0
        var measures = 0
        var placements = 0
        /// Builds of a reader that reads only its size.
        var sizeReaderBuilds = 0
        func reset() { (bodies, measures, placements, sizeReaderBuilds) = (0, 0, 0, 0) }
    }

    /// A row's layout: a 40 pt band that counts its measuring and placing.
    struct CountingRowLayout: Layout {
        let work: Work
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            work.measures += 1
            return CGSize(width: proposal.width ?? 100, height: 40)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            work.placements += 1
            for s in subviews { s.place(at: bounds.origin, anchor: .topLeading, proposal: ProposedViewSize(bounds.size)) }
        }
    }

    struct Row: View {
        let index: Int
        let work: Work
        var body: some View {
            let _ = work.bodies += 1
            CountingRowLayout(work: work) { Text("Row \(index)") }
        }
    }

    /// The rows, with a second reader behind them that reads only its size.
    struct Rows: View {
        let count: Int
        let work: Work
        var body: some View {
            VStack(spacing: 0) {
                ForEach(0..<count, id: \.self) { Row(index: $0, work: work) }
            }
            .background(GeometryReader { g in
                let _ = work.sizeReaderBuilds += 1
                Color.clear.preference(key: ContentGlobalMinYKey.self, value: g.size.height)
            })
        }
    }

    /// The header above the list is `max(60, 200 + minY)`, `minY` the rows'
    /// top in the scroll view's space (as in `CollapsingHeaderTests`).
    struct Screen: View {
        let work: Work
        @State private var minY: CGFloat = 0
        var body: some View {
            VStack(spacing: 0) {
                Color.blue.frame(height: max(60, 200 + minY))
                ScrollView {
                    Rows(count: 10_000, work: work)
                        .background(GeometryReader { g in
                            Color.clear.preference(key: ContentMinYKey.self, value: g.frame(in: .named("scroll")).minY)
                        })
                }
                .coordinateSpace(name: "scroll")
                .onPreferenceChange(ContentMinYKey.self) { minY = $0 }
            }
        }
    }

    @Test func scrollingTenThousandRowsWithAHeaderReaderTouchesNoRow() throws {
        let work = Work()
        let app = TestApp(Screen(work: work), measurer: fakeMeasurer())
        #expect(work.bodies == 10_000)
        #expect(app.scroll.contentSize.height == 400_000)
        work.reset()
        // Ten frames, one wheel notch (53 pt) each: the header is
        // max(60, 200 − 53 k) and the scroll view starts at 47 + that.
        for k in 1...10 {
            app.wheel(-1)
            app.pump(1 / 60.0)
            let offset = CGFloat(53 * k)
            #expect(app.scroll.offset.y == offset)
            #expect(app.scroll.frame.minY == 47 + max(60, 200 - offset))
        }
        #expect(work.bodies == 0)
        #expect(work.measures == 0)
        #expect(work.placements == 0)
        // The reader that reads only its size moved in every frame (with the
        // content, and with the scroll view in the first three) and was not
        // built again: its content cannot have changed.
        #expect(work.sizeReaderBuilds == 0)
    }
}
