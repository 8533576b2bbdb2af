import Testing
import ScrollSim

/// Coordinate spaces as Apple defines them: `.global`, `.local`,
/// `.named(_:)` in both spellings (`CoordinateSpace` and the iOS 17
/// `NamedCoordinateSpace`), `.scrollView` (the innermost scroll view) and
/// `.scrollView(axis:)` (the innermost one scrolling along that axis), and
/// `GeometryProxy.bounds(of:)`. Each reader records what its proxy says every
/// time its content is built, so the values are the ones after a scroll.
@MainActor
@Suite struct CoordinateSpaceTests {
    @MainActor final class SpaceLog {
        var frames: [String: CGRect] = [:]
        var scrollBounds: CGRect?
        var scrollViewBounds: CGRect?
        var unknownBounds: CGRect?? = .none

        func capture(_ g: GeometryProxy) {
            frames["global"] = g.frame(in: .global)
            frames["Global()"] = g.frame(in: GlobalCoordinateSpace())
            frames["local"] = g.frame(in: .local)
            frames["Local()"] = g.frame(in: LocalCoordinateSpace())
            frames["scroll"] = g.frame(in: NamedCoordinateSpace.named("scroll"))
            frames["content"] = g.frame(in: CoordinateSpace.named("content"))
            frames["unknown"] = g.frame(in: .named("unknown"))
            frames["scrollView"] = g.frame(in: .scrollView)
            frames["scrollView(vertical)"] = g.frame(in: .scrollView(axis: .vertical))
            frames["scrollView(horizontal)"] = g.frame(in: .scrollView(axis: .horizontal))
            scrollBounds = g.bounds(of: .named("scroll"))
            scrollViewBounds = g.bounds(of: .scrollView)
            unknownBounds = .some(g.bounds(of: .named("unknown")))
        }
    }

    /// A 100 pt band, then the 50 pt reader, then rows. The scroll view is
    /// named with the old spelling, its content with the new one.
    struct Screen: View {
        let log: SpaceLog
        var body: some View {
            ScrollView {
                VStack(spacing: 0) {
                    Color.red.frame(height: 100)
                    GeometryReader { g in
                        let _ = log.capture(g)
                        Color.clear
                    }
                    .frame(height: 50)
                    FortyPointRows(count: 50)
                }
                .coordinateSpace(.named("content"))
            }
            .coordinateSpace(name: "scroll")
        }
    }

    @Test func namedGlobalLocalAndScrollViewSpacesBeforeAndAfterAScroll() {
        let log = SpaceLog()
        let app = TestApp(Screen(log: log), measurer: fakeMeasurer())
        // iPhone 14 at 1×: the scroll view's frame is the safe area (y 47,
        // 390 × 763); it extends its viewport under the status bar and the
        // home indicator (y 0, 390 × 844) and insets its content by 47, so it
        // rests at offset −47 with the content's top at y 47. The reader is at
        // y 100 of the content, 390 × 50.
        let rest: CGFloat = -47
        for scrolled: CGFloat in [0, 106] {
            if scrolled > 0 {
                app.wheel(-2)     // 2 × 53 pt
                app.pump(1 / 60.0)
            }
            #expect(app.scroll.offset.y == rest + scrolled)     // −47, then 59
            // In the frame's space (the name given to the ScrollView): 100 at rest.
            let inScroll = CGRect(x: 0, y: 100 - scrolled, width: 390, height: 50)
            // The viewport's top is the window's: `.global` and `.scrollView` read 147 at rest.
            let inViewport = inScroll.offsetBy(dx: 0, dy: 47)
            #expect(log.frames["global"] == inViewport)
            #expect(log.frames["Global()"] == inViewport)
            #expect(log.frames["local"] == CGRect(x: 0, y: 0, width: 390, height: 50))
            #expect(log.frames["Local()"] == CGRect(x: 0, y: 0, width: 390, height: 50))
            #expect(log.frames["scroll"] == inScroll)
            #expect(log.frames["scrollView"] == inViewport)
            #expect(log.frames["scrollView(vertical)"] == inViewport)
            // The content's space scrolls with the reader: it does not move in it.
            #expect(log.frames["content"] == CGRect(x: 0, y: 100, width: 390, height: 50))
            // An unknown name measures in the window; no vertical-only scroll view
            // encloses it horizontally, so `.scrollView(axis: .horizontal)` does too.
            #expect(log.frames["unknown"] == log.frames["global"])
            #expect(log.frames["scrollView(horizontal)"] == log.frames["global"])
            // The scroll view's frame, seen from the reader: its top is
            // 100 − scrolled above the reader's.
            #expect(log.scrollBounds == CGRect(x: 0, y: scrolled - 100, width: 390, height: 763))
            // Its viewport: 47 higher still, and 47 + 34 taller.
            #expect(log.scrollViewBounds == CGRect(x: 0, y: scrolled - 147, width: 390, height: 844))
            #expect(log.unknownBounds == .some(nil))
        }
    }

    /// A horizontal carousel of 150 × 90 cards, 10 apart, 200 pt down a
    /// vertical scroll view; the reader is behind card 2 (x = 2 × 160 = 320).
    struct Carousel: View {
        let log: SpaceLog
        var body: some View {
            ScrollView {
                VStack(spacing: 0) {
                    Color.gray.frame(height: 200)
                    ScrollView(.horizontal) {
                        HStack(spacing: 10) {
                            ForEach(0..<10, id: \.self) { i in
                                Color.blue.frame(width: 150, height: 90)
                                    .background(Group {
                                        if i == 2 { GeometryReader { g in let _ = log.capture(g); Color.clear } }
                                    })
                            }
                        }
                    }
                    .frame(height: 90)
                    FortyPointRows(count: 50)
                }
            }
        }
    }

    @Test func scrollViewSpacesPickTheInnermostScrollViewOnTheAxis() {
        let log = SpaceLog()
        let app = TestApp(Carousel(log: log), measurer: fakeMeasurer())
        // One notch down for the outer view (53 pt from its rest offset −47,
        // where it extends under the status bar: offset 6), then one to the
        // right on the carousel, now at y 47 + 200 − 53 = 194…284 (53 pt; inside
        // the content it sees no safe area, so it rests at 0 and its viewport is its frame).
        app.wheel(-1)
        app.pump(1 / 60.0)
        app.send(.wheel(dx: 1, dy: 0, at: CGPoint(x: 195, y: 240)))
        app.pump(1 / 60.0)
        let rest: CGFloat = -47
        #expect(app.scroll.offset.y == rest + 53)
        let x: CGFloat = 320 - 53
        #expect(log.frames["scrollView"] == CGRect(x: x, y: 0, width: 150, height: 90))
        #expect(log.frames["scrollView(horizontal)"] == CGRect(x: x, y: 0, width: 150, height: 90))
        // The outer viewport starts at the window's top (y 0), under the status bar.
        #expect(log.frames["scrollView(vertical)"] == CGRect(x: x, y: 47 + 200 - 53, width: 150, height: 90))
        #expect(log.frames["global"] == CGRect(x: x, y: 47 + 200 - 53, width: 150, height: 90))
    }

    @Test func resolvedSpacesSayWhatTheyAre() {
        #expect(CoordinateSpace.global.isGlobal && !CoordinateSpace.global.isLocal)
        #expect(CoordinateSpace.local.isLocal && !CoordinateSpace.local.isGlobal)
        #expect(!CoordinateSpace.named("a").isGlobal && !CoordinateSpace.named("a").isLocal)
        #expect(NamedCoordinateSpace.named("a").coordinateSpace == .named("a"))
        #expect(NamedCoordinateSpace.named("a") != .scrollView)
        #expect(NamedCoordinateSpace.scrollView != .scrollView(axis: .vertical))
        #expect(GlobalCoordinateSpace().coordinateSpace == .global)
        #expect(LocalCoordinateSpace().coordinateSpace == .local)
    }
}
