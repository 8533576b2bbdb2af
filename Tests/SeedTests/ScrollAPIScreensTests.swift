import Foundation
import Testing
import ScrollSim

/// Screens written the way apps write them with the iOS 17–18 scroll API;
/// only the import differs from SwiftUI.
@MainActor
@Suite struct ScrollAPIScreensTests {
    /// An onboarding pager: full-width pages, page dots and a caption bound to the page.
    struct Onboarding: View {
        @State private var page: Int? = 0
        let titles = ["Welcome", "Sync", "Share"]

        var body: some View {
            VStack(spacing: 12) {
                ScrollView(.horizontal, showsIndicators: false) {
                    HStack(spacing: 0) {
                        ForEach(0..<titles.count, id: \.self) { i in
                            Text(titles[i])
                                .font(.title)
                                .frame(width: 390, height: 500)
                                .background(i % 2 == 0 ? Color.blue : Color.teal)
                        }
                    }
                    .scrollTargetLayout()
                }
                .scrollTargetBehavior(.paging)
                .scrollPosition(id: $page)
                .frame(height: 500)

                HStack(spacing: 8) {
                    ForEach(0..<titles.count, id: \.self) { i in
                        Circle().fill(i == page ? Color.primary : Color.gray).frame(width: 8, height: 8)
                    }
                }
                Text("Page \((page ?? 0) + 1) of \(titles.count)")
            }
        }
    }

    @Test func theOnboardingPagerTurnsOnePageAndItsCaptionFollows() throws {
        let app = scrollApp(Onboarding())
        #expect(app.isVisible(.text("Page 1 of 3")))
        // A quick swipe left of 100 pt (30 pt a frame after the slop): one page.
        app.gesture(from: CGPoint(x: 300, y: 250),
                    through: [290, 260, 230, 200].map { CGPoint(x: $0, y: 250) })
        try app.pumpAndSettle()
        #expect(app.scroll.offset.x == 390)
        #expect(app.isVisible(.text("Page 2 of 3")))
        // Slowly back by 150 pt and held: 240 is 0.62 of a page → page 1 again.
        app.gesture(from: CGPoint(x: 100, y: 250),
                    through: [110, 260].map { CGPoint(x: $0, y: 250) }, pause: 0.2)
        try app.pumpAndSettle()
        #expect(app.scroll.offset.x == 390)
        #expect(app.isVisible(.text("Page 2 of 3")))
    }

    /// A feed with a "Top" button that appears once the feed is scrolled down.
    struct Feed: View {
        @State private var position = ScrollPosition(edge: .top)
        @State private var showsTop = false

        var body: some View {
            ZStack(alignment: .bottomTrailing) {
                ScrollView {
                    LazyVStack(spacing: 0) {
                        ForEach(0..<100, id: \.self) { i in
                            Text("Post \(i)").frame(maxWidth: .infinity, minHeight: 80)
                        }
                    }
                }
                .scrollPosition($position)
                .onScrollGeometryChange(for: Bool.self) { geometry in
                    geometry.contentOffset.y > 400
                } action: { _, isDown in
                    showsTop = isDown
                }
                if showsTop {
                    Button("Top") { withAnimation { position.scrollTo(edge: .top) } }
                        .padding()
                }
            }
        }
    }

    @Test func theFeedsTopButtonAppearsPastFourHundredPointsAndScrollsBack() throws {
        let app = scrollApp(Feed())
        #expect(!app.isVisible(.text("Top")))
        app.wheel(-7) // 371: not yet
        app.frame()
        #expect(!app.isVisible(.text("Top")))
        app.wheel(-1) // 424
        app.frame()
        #expect(app.isVisible(.text("Top")))
        try app.tap(.text("Top"))
        app.frame()
        #expect(app.scroll.phase == .animating)
        try app.pumpAndSettle()
        #expect(app.scroll.offset.y == 0)
        #expect(!app.isVisible(.text("Top")))
    }

    /// A product gallery: cards snapping to their leading edge, a label while it moves.
    struct Gallery: View {
        @State private var isScrolling = false

        var body: some View {
            VStack(alignment: .leading, spacing: 16) {
                Text(isScrolling ? "Browsing…" : "Featured").font(.headline)
                ScrollView(.horizontal) {
                    HStack(spacing: 12) {
                        ForEach(0..<12, id: \.self) { i in
                            RoundedRectangle(cornerRadius: 12)
                                .fill(Color.orange)
                                .frame(width: 100, height: 160)
                        }
                    }
                    .scrollTargetLayout()
                }
                .scrollTargetBehavior(.viewAligned)
                .scrollIndicators(.hidden)
                .onScrollPhaseChange { _, phase in isScrolling = phase.isScrolling }
                .frame(height: 160)
            }
        }
    }

    @Test func theGallerySnapsToACardsLeadingEdge() throws {
        let app = scrollApp(Gallery())
        // Twelve 100 pt cards 12 pt apart: edges every 112 pt, range 0…(1332 − 390) = 942.
        #expect(app.scroll.maxOffset.x == 942)
        let y = app.scroll.frame.midY
        app.gesture(from: CGPoint(x: 300, y: y), through: [290, 260, 230, 200].map { CGPoint(x: $0, y: y) })
        app.frame()
        #expect(app.isVisible(.text("Browsing…")))
        try app.pumpAndSettle()
        // Released at 90 moving forward; compact width limits it to the next card: 112.
        #expect(app.scroll.offset.x == 112)
        #expect(app.isVisible(.text("Featured")))
    }
}
