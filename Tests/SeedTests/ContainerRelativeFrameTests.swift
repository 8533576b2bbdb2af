import Testing
import ScrollSim

/// `containerRelativeFrame`: a size taken from the nearest container (a
/// scroll view, else the window), less the safe area applied to it (Apple);
/// with `count`, `span` and `spacing`:
/// `((length − spacing × (count − 1)) / count) × span + (span − 1) × spacing`.
/// iPhone 14 window: the safe area is 390 × 763.
@MainActor
@Suite struct ContainerRelativeFrameTests {
    @Test func outsideAScrollViewTheContainerIsTheSafeArea() {
        let graph = host(VStack(spacing: 0) {
            Color.red.containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10).frame(height: 40)
            Color.blue.containerRelativeFrame([.horizontal, .vertical], count: 4, spacing: 0)
        }, measurer: fakeMeasurer(), size: CGSize(width: 390, height: 844), insets: EdgeInsets(top: 47, bottom: 34))
        let frames = graph.views("containerRelativeFrame").map(\.frame)
        // (390 − 10 × 2) / 3 = 123.33… a column; two columns and one gap: 256.67.
        let twoOfThree: CGFloat = (390 - 20) / 3 * 2 + 10
        #expect(abs(frames[0].width - twoOfThree) < 0.0001)
        #expect(frames[0].height == 40)
        // A quarter of 390 × 763.
        #expect(frames[1].size == CGSize(width: 97.5, height: 190.75))
    }

    /// Apple's example: pages as large as the screen less its safe area.
    struct Pages: View {
        var body: some View {
            ScrollView(.horizontal) {
                HStack(spacing: 0) {
                    ForEach(0..<5, id: \.self) { i in
                        Rectangle().fill(Color.purple).containerRelativeFrame([.horizontal, .vertical])
                    }
                }
            }
        }
    }

    @Test func pagesOfAHorizontalScrollViewFillTheSafeArea() throws {
        let app = TestApp(Pages(), measurer: fakeMeasurer())
        let pages = app.app.graph.inspect().all { $0.kind == "containerRelativeFrame" }.map(\.frame)
        #expect(pages.first == CGRect(x: 0, y: 47, width: 390, height: 763))
        #expect(app.scroll.contentSize == CGSize(width: 5 * 390, height: 763))
    }

    @Test func insideAScrollViewTheContainerLosesTheMarginsAndThePadding() throws {
        // The carousel of "Beyond scroll views" (WWDC23): padded 20 on each side,
        // cards a column each of a 350 pt container, 10 apart.
        let carousel = ScrollView(.horizontal) {
            HStack(spacing: 10) {
                ForEach(0..<4, id: \.self) { _ in Color.blue.containerRelativeFrame(.horizontal, count: 1, spacing: 10).frame(height: 100) }
            }
        }
        .safeAreaPadding(.horizontal, 20)
        let app = TestApp(carousel, measurer: fakeMeasurer())
        let cards = app.app.graph.inspect().all { $0.kind == "containerRelativeFrame" }.map(\.frame)
        #expect(cards.map(\.width) == [350, 350, 350, 350])
        #expect(cards.first?.minX == 20)

        // A vertical list with 10 pt margins: rows half of 763 − 20, less half a gap of 10.
        let list = ScrollView {
            VStack(spacing: 10) {
                ForEach(0..<6, id: \.self) { _ in Color.green.containerRelativeFrame(.vertical, count: 2, spacing: 10) }
            }
        }
        .contentMargins(.vertical, 10)
        let rows = TestApp(list, measurer: fakeMeasurer()).app.graph.inspect().all { $0.kind == "containerRelativeFrame" }
        let half: CGFloat = (763 - 20 - 10) / 2
        #expect(rows.first?.frame.height == half)
    }

    @Test func aWindowResizeResizesAFrameWhoseProposalStaysTheSame() throws {
        // The frame's content is always proposed 100 × 100, so only the container tells it to change.
        let view = Color.orange.containerRelativeFrame(.horizontal) { length, _ in length / 2 }.frame(width: 100, height: 100)
        let app = TestApp(view, measurer: fakeMeasurer(), size: CGSize(width: 390, height: 844), safeAreaInsets: .zero)
        #expect(try app.find(.kind("containerRelativeFrame")).frame.width == 195)
        app.resize(CGSize(width: 300, height: 844))
        app.pump(1 / 60.0)
        #expect(try app.find(.kind("containerRelativeFrame")).frame.width == 150)
    }
}
