import Testing
import ScrollSim

/// Scroll screens written the way app code writes them (SwiftUI code with
/// only the import changed), laid out as SwiftUI lays them out: scroll
/// views sized by their axes, content resting in the safe area, bars and
/// padding added to it. iPhone 14 window (390 × 844, safe area 47 / 34);
/// text 8 pt a character, 16 pt a line.
@MainActor
@Suite struct TypicalScrollScreensTests {
    // MARK: Settings

    struct SettingsScreen: View {
        let sections = [("General", ["About", "Software Update", "Storage"]), ("Privacy", ["Location", "Camera"])]
        var body: some View {
            ScrollView {
                VStack(alignment: .leading, spacing: 0) {
                    ForEach(sections, id: \.0) { section in
                        Text(section.0).padding(.horizontal).padding(.top, 24).padding(.bottom, 8)
                        VStack(spacing: 0) {
                            ForEach(section.1, id: \.self) { item in
                                HStack {
                                    Text(item)
                                    Spacer()
                                    Text(">")
                                }
                                .padding()
                                .background(Color.white)
                            }
                        }
                    }
                }
            }
            .background(Color(white: 0.95))
        }
    }

    @Test func settings() throws {
        let app = TestApp(SettingsScreen(), measurer: fakeMeasurer())
        // The Spacer makes every row as wide as offered: the scroll view is 390 wide.
        #expect(try app.find(.kind("ScrollView")).frame.width == 390)
        // "General" rests 24 below the safe area's top; its rows follow: 47 + 24 + 16 + 8 = 95, 48 tall each.
        #expect(try app.find(.text("General")).frame.minY == 47 + 24)
        #expect(try app.find(.text("About")).frame.minY == 95 + 16)
        let trailing: CGFloat = 390 - 16
        #expect(app.app.graph.inspect().text(">")?.frame.maxX == trailing)
        // Content: 2 × (24 + 16 + 8) + 5 × 48 = 336, shorter than the 763 it rests in: it cannot scroll.
        #expect(app.scroll.contentSize.height == 336)
        #expect(app.scroll.maxOffset.y == app.scroll.minOffset.y)
    }

    // MARK: Chat with an input bar

    struct ChatScreen: View {
        var body: some View {
            ScrollView {
                VStack(alignment: .leading, spacing: 8) {
                    ForEach(0..<30, id: \.self) { i in
                        Text("Message \(i)").padding(10).background(Color.gray)
                    }
                }
                .frame(maxWidth: .infinity, alignment: .leading)
                .padding()
            }
            .safeAreaInset(edge: .bottom, spacing: 0) {
                HStack {
                    Text("iMessage").frame(maxWidth: .infinity, alignment: .leading)
                    Text("Send")
                }
                .padding(12)
                .background(Color.white)
            }
        }
    }

    @Test func chatWithAnInputBar() throws {
        let app = TestApp(ChatScreen(), measurer: fakeMeasurer())
        // The bar: one line plus 12 + 12 = 40, at the bottom of the safe area: 770…810.
        #expect(try app.find(.text("Send")).frame.minY == 770 + 12)
        // The scroll view gets the 723 above it; its viewport reaches 0…844, under the bar and the home indicator.
        #expect(try app.find(.kind("ScrollView")).frame == CGRect(x: 0, y: 47, width: 390, height: 723))
        #expect(app.scroll.inset == ScrollInsets(top: 47, left: 0, bottom: 74, right: 0))
        // 30 bubbles of 36 with 29 gaps of 8, padded 16: 32 + 1080 + 232 = 1344; max 1344 − 844 + 74.
        #expect(app.scroll.maxOffset.y == 574)
        app.key(.end)
        try app.pumpAndSettle()
        // The last bubble ends 16 above the bar.
        #expect(try app.find(.text("Message 29")).frame.maxY == 770 - 16 - 10)
    }

    // MARK: A conversation that opens at its latest message

    struct ConversationScreen: View {
        let messages: [String]
        var body: some View {
            ScrollView {
                VStack(alignment: .leading, spacing: 8) {
                    ForEach(messages, id: \.self) { message in
                        Text(message).padding(10).background(Color.gray)
                    }
                }
                .frame(maxWidth: .infinity, alignment: .leading)
                .padding()
            }
            .defaultScrollAnchor(.bottom)
            .safeAreaInset(edge: .bottom, spacing: 0) {
                Text("iMessage").frame(maxWidth: .infinity, alignment: .leading).padding(12).background(Color.white)
            }
        }
    }

    @Test func aConversationOpensAtItsLatestMessage() throws {
        // Three bubbles: 16 + 3 × 36 + 2 × 8 + 16 = 156 pt, in the 723 pt between the
        // status bar and the input bar (770…810): they sit against the bar, 723 − 156 = 567 down.
        let short = TestApp(ConversationScreen(messages: ["Hi", "Lunch?", "Sure"]), measurer: fakeMeasurer())
        #expect(short.scroll.offset.y == -47)
        #expect(try short.find(.text("Hi")).frame.minY == 47 + 567 + 16 + 10)
        #expect(try short.find(.text("Sure")).frame.maxY == 770 - 16 - 10)
        // Thirty: 1344 pt; it opens scrolled to the end, 1344 − 844 + 74 = 574, the last bubble above the bar.
        let long = TestApp(ConversationScreen(messages: (0..<30).map { "Message \($0)" }), measurer: fakeMeasurer())
        #expect(long.scroll.offset.y == 574)
        #expect(try long.find(.text("Message 29")).frame.maxY == 770 - 16 - 10)
    }

    // MARK: Profile with a hero image under the status bar

    struct ProfileScreen: View {
        var body: some View {
            ScrollView {
                VStack(spacing: 0) {
                    Color.teal.frame(height: 250)
                    Text("Jane Appleseed").padding()
                    ForEach(0..<20, id: \.self) { i in Text("Post \(i)").frame(maxWidth: .infinity).frame(height: 60) }
                }
            }
            .ignoresSafeArea(edges: .top)
        }
    }

    @Test func profileWithAHeroUnderTheStatusBar() throws {
        let app = TestApp(ProfileScreen(), measurer: fakeMeasurer())
        // The hero starts at the window's top, behind the status bar.
        #expect(app.app.graph.drawList().commands.contains(.fillRect(CGRect(x: 0, y: 0, width: 390, height: 250), .teal)))
        #expect(try app.find(.text("Jane Appleseed")).frame.minY == 250 + 16)
        #expect(app.scroll.inset == ScrollInsets(top: 0, left: 0, bottom: 34, right: 0))
    }

    // MARK: A store's front page: carousels inside a vertical list

    struct StoreScreen: View {
        var body: some View {
            ScrollView {
                VStack(alignment: .leading, spacing: 12) {
                    Text("Today")
                    ScrollView(.horizontal, showsIndicators: false) {
                        HStack(spacing: 12) {
                            ForEach(0..<6, id: \.self) { _ in RoundedRectangle(cornerRadius: 16).fill(Color.blue).frame(width: 280, height: 160) }
                        }
                    }
                    .safeAreaPadding(.horizontal, 16)
                    Text("Top charts")
                    ForEach(0..<10, id: \.self) { i in Text("App \(i)").frame(height: 44) }
                }
            }
        }
    }

    @Test func storeFrontWithACarouselInAList() throws {
        let app = TestApp(StoreScreen(), measurer: fakeMeasurer())
        let scrolls = app.app.graph.inspect().all { $0.kind == "ScrollView" }.map(\.frame)
        // The carousel is as tall as its cards, inside the 16 pt padding: 358 × 160 at 47 + 16 + 12.
        #expect(scrolls[1] == CGRect(x: 16, y: 75, width: 358, height: 160))
        // What follows sits 12 below it.
        #expect(try app.find(.text("Top charts")).frame.minY == 75 + 160 + 12)
    }

    // MARK: Onboarding pages

    struct OnboardingScreen: View {
        var body: some View {
            ScrollView(.horizontal) {
                HStack(spacing: 0) {
                    ForEach(["Welcome", "Sync", "Done"], id: \.self) { title in
                        VStack {
                            Text(title)
                        }
                        .containerRelativeFrame(.horizontal)
                    }
                }
            }
        }
    }

    @Test func onboardingPagesAsWideAsTheScreen() throws {
        let app = TestApp(OnboardingScreen(), measurer: fakeMeasurer())
        let three: CGFloat = 3 * 390
        #expect(app.scroll.contentSize.width == three)
        // Each title is centred in its page; the scroll view is as tall as a title, centred in the safe area.
        #expect(try app.find(.text("Sync")).frame.midX == 390 + 195)
        #expect(try app.find(.kind("ScrollView")).frame.height == 16)
    }

    // MARK: Filter chips above a list

    struct ChipsScreen: View {
        let tags = ["All", "Music", "Podcasts", "Books", "Films", "Games"]
        var body: some View {
            VStack(spacing: 8) {
                ScrollView(.horizontal, showsIndicators: false) {
                    HStack(spacing: 8) {
                        ForEach(tags, id: \.self) { tag in
                            Text(tag).padding(.horizontal, 12).padding(.vertical, 6).background(Capsule().fill(Color.gray))
                        }
                    }
                    .padding(.horizontal)
                }
                ScrollView {
                    VStack(spacing: 0) {
                        ForEach(0..<50, id: \.self) { i in Text("Item \(i)").frame(maxWidth: .infinity).frame(height: 44) }
                    }
                }
            }
        }
    }

    @Test func chipsAboveAList() throws {
        let app = TestApp(ChipsScreen(), measurer: fakeMeasurer())
        let scrolls = app.app.graph.inspect().all { $0.kind == "ScrollView" }.map(\.frame)
        // The chips row: one line plus 6 + 6 = 28 tall, at the safe area's top.
        #expect(scrolls[0] == CGRect(x: 0, y: 47, width: 390, height: 28))
        // The list below it takes the rest: 763 − 28 − 8 = 727, and extends only under the home indicator.
        #expect(scrolls[1] == CGRect(x: 0, y: 83, width: 390, height: 727))
        // The chips clip to their frame (a horizontal scroll view does not extend vertically);
        // the list clips to its frame grown by the 34 of the home indicator.
        #expect(ScrollSafeAreaTests.clips(app) == [CGRect(x: 0, y: 47, width: 390, height: 28),
                                                   CGRect(x: 0, y: 83, width: 390, height: 761)])
    }

    // MARK: A photo grid

    struct PhotoGrid: View {
        var body: some View {
            ScrollView {
                VStack(spacing: 2) {
                    ForEach(0..<20, id: \.self) { _ in
                        HStack(spacing: 2) {
                            ForEach(0..<3, id: \.self) { _ in
                                Color.gray.containerRelativeFrame(.horizontal, count: 3, spacing: 2).frame(height: 120)
                            }
                        }
                    }
                }
            }
        }
    }

    @Test func aPhotoGridOfThirds() throws {
        let app = TestApp(PhotoGrid(), measurer: fakeMeasurer())
        let cells = app.app.graph.inspect().all { $0.kind == "containerRelativeFrame" }.map(\.frame)
        // (390 − 2 × 2) / 3 = 128.67 each: three of them and two gaps fill the width.
        let third: CGFloat = (390 - 4) / 3
        #expect(abs(cells[0].width - third) < 0.0001)
        #expect(abs(cells[2].maxX - 390) < 0.0001)
        let height: CGFloat = 20 * 120 + 19 * 2
        #expect(app.scroll.contentSize.height == height)
    }

    // MARK: A floating button over a list

    struct FloatingButtonScreen: View {
        var body: some View {
            ZStack(alignment: .bottomTrailing) {
                ScrollView {
                    VStack(spacing: 0) {
                        ForEach(0..<40, id: \.self) { i in Text("Note \(i)").frame(maxWidth: .infinity).frame(height: 50) }
                    }
                }
                Text("+").padding(20).background(Circle().fill(Color.blue)).padding()
            }
        }
    }

    @Test func aFloatingButtonOverAList() throws {
        let app = TestApp(FloatingButtonScreen(), measurer: fakeMeasurer())
        // The list fills the safe area and reaches over it; the button stays inside it,
        // 16 from the bottom-trailing corner: its 8 × 16 label padded 20.
        #expect(app.scroll.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(try app.find(.text("+")).frame == CGRect(x: 390 - 16 - 20 - 8, y: 810 - 16 - 20 - 16, width: 8, height: 16))
    }
}
