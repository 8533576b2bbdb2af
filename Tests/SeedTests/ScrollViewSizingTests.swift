import Testing
import ScrollSim

/// How a SwiftUI `ScrollView` is sized: the proposal on the axes it
/// scrolls, its content's size across them (the SwiftUI Field Guide,
/// "Scroll View": "a vertical scroll view accepts the proposed height
/// unconditionally, it only becomes as wide as the width of its contents").
/// Text measured at 8 pt a character and 16 pt a line; iPhone 14 window
/// (390 × 844, safe area 47 / 34), so the root is laid out in 390 × 763 at y 47.
@MainActor
@Suite struct ScrollViewSizingTests {
    /// A horizontal carousel of 90 pt cards between two texts, as a store's front page has.
    struct Carousel: View {
        var body: some View {
            VStack(spacing: 0) {
                Text("Featured")
                ScrollView(.horizontal, showsIndicators: false) {
                    HStack(spacing: 10) {
                        ForEach(0..<8, id: \.self) { _ in
                            RoundedRectangle(cornerRadius: 12).fill(Color.orange).frame(width: 140, height: 90)
                        }
                    }
                }
                Text("Below the carousel")
                Spacer()
            }
        }
    }

    @Test func aHorizontalCarouselIsAsTallAsItsCardsAndWhatFollowsSitsRightBelowIt() throws {
        let app = TestApp(Carousel(), measurer: fakeMeasurer())
        let carousel = try app.find(.kind("ScrollView")).frame
        // Width: the proposal (it scrolls horizontally). Height: its content's, the cards' 90.
        // It follows "Featured" (one 16 pt line) at the safe area's top, 47.
        #expect(carousel == CGRect(x: 0, y: 47 + 16, width: 390, height: 90))
        let below = try app.find(.text("Below the carousel")).frame
        #expect(below.minY == carousel.maxY)        // 153: right below, not 373.5 further down
        // The content: 8 cards of 140 and 7 gaps of 10 = 1190, scrolling 1190 − 390 = 800.
        #expect(app.scroll.contentSize == CGSize(width: 1190, height: 90))
        #expect(app.scroll.maxOffset.x == 800)
        #expect(app.scroll.offset == .zero)
    }

    /// A list between a header and a footer.
    struct ListBetweenBars: View {
        let fullWidth: Bool
        var body: some View {
            VStack(spacing: 0) {
                Text("Header").frame(maxWidth: .infinity).frame(height: 60)
                ScrollView {
                    VStack(spacing: 0) {
                        ForEach(0..<30, id: \.self) { i in
                            Text("Row \(i)").frame(maxWidth: fullWidth ? .infinity : nil).frame(height: 44)
                        }
                    }
                }
                Text("Footer").frame(height: 50)
            }
        }
    }

    @Test func aVerticalScrollViewTakesTheHeightLeftAndItsContentsWidth() throws {
        let app = TestApp(ListBetweenBars(fullWidth: true), measurer: fakeMeasurer())
        // The stack serves the inflexible header (60) and footer (50) first; the scroll
        // view, flexible vertically, takes the rest of 763: 653, from y 47 + 60.
        let scroll = try app.find(.kind("ScrollView")).frame
        #expect(scroll == CGRect(x: 0, y: 107, width: 390, height: 653))
        let footerTextY: CGFloat = 760 + (50 - 16) / 2
        #expect(try app.find(.text("Footer")).frame.minY == footerTextY)
        // Neither edge is on the safe area's: no insets, the viewport is the frame.
        #expect(app.scroll.inset == ScrollInsets())
        #expect(app.scroll.frame == scroll)
        let maxY: CGFloat = 30 * 44 - 653
        #expect(app.scroll.maxOffset.y == maxY)

        // Rows as wide as their text: the scroll view is as wide as the widest,
        // "Row 29" (6 × 8 = 48), and the root centres the stack's narrow column in 390.
        let narrow = TestApp(ListBetweenBars(fullWidth: false), measurer: fakeMeasurer())
        let frame = try narrow.find(.kind("ScrollView")).frame
        #expect(frame.width == 48)
        #expect(frame.height == 653)
        let centred: CGFloat = (390 - 48) / 2
        #expect(frame.minX == centred)
    }

    @Test func anUnboundedProposalOnTheScrolledAxisGivesTheContentsLength() {
        // `fixedSize(vertical)` proposes nil: the scroll view takes its content's
        // height, 5 rows of 20 (ScrollSim's choice; SwiftUI's ideal size is not documented).
        let view = ScrollView { VStack(spacing: 0) { ForEach(0..<5, id: \.self) { _ in Color.gray.frame(height: 20) } } }
            .fixedSize(horizontal: false, vertical: true)
        let graph = host(view, measurer: fakeMeasurer())
        #expect(graph.frame("ScrollView").size == CGSize(width: 390, height: 100))
    }

    /// A stack probes its children at zero and at an infinite length to see
    /// how flexible they are; a scroll view takes the infinite length as a
    /// shape does, so even with nothing in it it is flexible and gets the
    /// length left under the header: an empty list fills the screen on iOS.
    @Test func anEmptyListUnderAHeaderTakesTheRestOfTheStack() {
        let view = VStack(spacing: 0) {
            Text("Laps").frame(height: 100)
            List { ForEach([String](), id: \.self) { Text($0) } }
        }
        let graph = host(view, measurer: fakeMeasurer(), insets: EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0))
        #expect(graph.frame("ScrollView") == CGRect(x: 0, y: 147, width: 390, height: 663))
        let empty = ScrollView { EmptyView() }.frame(maxHeight: .infinity)
        let stack = host(VStack(spacing: 0) { Color.red.frame(height: 50); empty; Color.blue.frame(height: 50) }, measurer: fakeMeasurer())
        // Between the two 50 pt bands (its width is its content's, as across any scroll view's axis).
        #expect(stack.frame("ScrollView").minY == 50 && stack.frame("ScrollView").height == 844 - 100)
    }
}
