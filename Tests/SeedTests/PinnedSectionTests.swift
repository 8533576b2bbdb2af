import Testing
import ScrollSim

/// The header colour of each section, so the draw list tells them apart.
let sectionColors: [Color] = [.yellow, .orange, .green]

/// Ten full-width rows of 44 pt, "Row s.0" to "Row s.9".
@MainActor
func tenRows(_ s: Int) -> some View {
    ForEach(0..<10) { r in
        Text("Row \(s).\(r)").frame(maxWidth: .infinity, minHeight: 44, maxHeight: 44)
    }
}

/// Three sections of ten 44 pt rows under a 28 pt header, no spacing:
/// section `s` spans 468·s ..< 468·(s + 1) in the content (28 + 10 × 44).
@MainActor
func headedSections(pinned: PinnedScrollableViews) -> some View {
    LazyVStack(spacing: 0, pinnedViews: pinned) {
        ForEach(0..<3) { s in
            Section {
                tenRows(s)
            } header: {
                Text("Header \(s)").frame(maxWidth: .infinity, minHeight: 28, maxHeight: 28)
                    .background(sectionColors[s])
            }
        }
    }
}

/// `headedSections` in a scroll view.
struct PinnedHeaderList: View {
    var pinned: PinnedScrollableViews = [.sectionHeaders]
    var body: some View {
        ScrollView { headedSections(pinned: pinned) }
    }
}

/// Three sections of ten 44 pt rows over a 20 pt footer: section `s` spans
/// 460·s ..< 460·(s + 1), its footer's own place is 460·s + 440.
struct PinnedFooterList: View {
    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0, pinnedViews: [.sectionFooters]) {
                ForEach(0..<3) { s in
                    Section {
                        tenRows(s)
                    } footer: {
                        Text("Footer \(s)").frame(maxWidth: .infinity, minHeight: 20, maxHeight: 20)
                            .background(sectionColors[s])
                    }
                }
            }
        }
    }
}

/// `headedSections` in a UIKit scroll view with a 50 pt top content inset.
struct InsetPinnedList: UIViewRepresentable {
    func makeUIView(context: Context) -> UIScrollView {
        let scrollView = UIScrollView()
        scrollView.contentInset = UIEdgeInsets(top: 50, left: 0, bottom: 0, right: 0)
        let host = UIHostingController(rootView: headedSections(pinned: [.sectionHeaders]))
        scrollView.addSubview(host.view)
        NSLayoutConstraint.activate([host.view.widthAnchor.constraint(equalTo: scrollView.widthAnchor)])
        return scrollView
    }

    func updateUIView(_ uiView: UIScrollView, context: Context) {}
}

/// Where each section's header (or footer) background is drawn, by colour.
@MainActor
func drawnBackgrounds(_ list: DrawList) -> [Int: CGRect] {
    var found: [Int: CGRect] = [:]
    for command in list.commands {
        if case .fillRect(let rect, let color) = command, let s = sectionColors.firstIndex(of: color) { found[s] = rect }
    }
    return found
}

/// The index in the draw list of the last command that draws a row's text, and of each header's fill.
@MainActor
func paintOrder(_ list: DrawList) -> (lastRow: Int, headers: [Int]) {
    var lastRow = -1
    var headers: [Int] = []
    for (i, command) in list.commands.enumerated() {
        if case .text(let lines, _, _) = command, lines.first?.text.hasPrefix("Row ") == true { lastRow = i }
        if case .fillRect(_, let color) = command, sectionColors.contains(color) { headers.append(i) }
    }
    return (lastRow, headers)
}

/// An iPhone-sized app with no safe area, one frame after the first: a lazy
/// stack's first layout estimates the subviews it has not measured yet by
/// the first one (here a header or a row of another length) and corrects
/// the total in the next frame.
@MainActor
func settled<V: View>(_ view: V) -> TestApp {
    let app = TestApp(view, measurer: fakeMeasurer(), safeAreaInsets: .zero)
    app.pump(1.0 / 60)
    return app
}

@MainActor
@Suite struct PinnedSectionTests {
    /// The pinned header of section `s` at content offset `y`, in window
    /// points (the scroll view fills a window with no safe area, so the
    /// pinning region starts at the offset): the rule puts its top at
    /// max(sectionTop, min(y, nextHeaderTop − 28)) in content space, with
    /// sectionTop = 468·s and nextHeaderTop = 468·(s + 1).
    func expectedHeaderTop(_ s: Int, offset y: CGFloat) -> CGFloat {
        let sectionTop = 468 * CGFloat(s)
        let nextHeaderTop = 468 * CGFloat(s + 1)
        return max(sectionTop, min(y, nextHeaderTop - 28)) - y
    }

    /// On an iPhone 14 the scroll view extends under the 47 pt status bar and
    /// 34 pt home indicator and rests at −47; the pinning region starts at the
    /// safe area's top, so a pinned header sits below the status bar:
    /// in content space at max(sectionTop, min(y + 47, nextHeaderTop − 28)),
    /// drawn at that minus y (the viewport's top is the window's top).
    @Test func pinnedHeadersStickBelowTheStatusBar() throws {
        let rest: CGFloat = -47
        // From rest, 4 notches of 53 pt (212), 9 (477) and 10 (530).
        for notches in [4, 9, 10] {
            let fresh = TestApp(PinnedHeaderList(), measurer: fakeMeasurer(), scale: 3)
            fresh.pump(1.0 / 60)
            #expect(fresh.scroll.offset.y == rest)
            fresh.wheel(-CGFloat(notches))
            fresh.pump(1.0 / 60)
            let y = rest + 53 * CGFloat(notches)
            #expect(fresh.scroll.offset.y == y)
            let drawn = drawnBackgrounds(fresh.app.graph.drawList())
            for s in 0..<2 where drawn[s] != nil {
                let sectionTop = 468 * CGFloat(s), nextHeaderTop = 468 * CGFloat(s + 1)
                let expected = max(sectionTop, min(y + 47, nextHeaderTop - 28)) - y
                #expect(drawn[s]?.minY == expected, "section \(s) at offset \(y)")
            }
            // Section 0's header while its section fills the top: just below the status bar.
            if notches == 4 { #expect(drawn[0]?.minY == 47) }
        }
    }

    /// Under a large title the scroll view rests at −(47 + 96) = −143; 4
    /// notches (212 pt) on, at 69, the content's top has passed the bar, so
    /// the title has collapsed to the 44 pt bar (bottom 47 + 44 = 91) and
    /// the header sticks there: in content space at max(0, min(69 + 91,
    /// 468 − 28)) = 160, drawn at 160 − 69 = 91 (not at the expanded bar's
    /// 143). At rest the header is at its own place, the expanded bar's
    /// bottom (143); one notch on (−90) the content's top (90) is already
    /// 1 pt under the collapsed bar, so the header is held at 91.
    @Test func pinnedHeadersStickBelowACollapsedLargeTitle() throws {
        for (notches, drawnTop) in [(0, CGFloat(143)), (1, 91), (4, 91)] {
            let app = TestApp(NavigationStack {
                ScrollView { headedSections(pinned: .sectionHeaders) }
                    .navigationTitle("Title")
            }, measurer: fakeMeasurer(), scale: 3)
            app.pump(1.0 / 60)
            #expect(app.scroll.offset.y == -143)
            if notches > 0 {
                app.wheel(-CGFloat(notches))
                app.pump(1.0 / 60)
            }
            #expect(app.scroll.offset.y == -143 + 53 * CGFloat(notches))
            #expect(drawnBackgrounds(app.app.graph.drawList())[0]?.minY == drawnTop, "\(notches) notches")
        }
    }

    @Test func pinnedHeadersFollowTheOffsetFrameByFrameAcrossASectionBoundary() throws {
        let app = settled(PinnedHeaderList())
        // 30 rows + 3 headers: 1404 pt of content in an 844 pt viewport.
        #expect(app.scroll.contentSize.height == 1404)
        var frames = 0
        var crossed = (pinned: false, pushed: false, next: false)
        app.onFrame = { frame in
            let y = app.scroll.offset.y
            let drawn = drawnBackgrounds(frame.drawList)
            for s in 0..<2 {
                let top = self.expectedHeaderTop(s, offset: y)
                guard top < 844 && top + 28 > 0 else { continue }
                // Drawn where the rule says, full width, 28 tall; inspection agrees.
                #expect(drawn[s] == CGRect(x: 0, y: top, width: 390, height: 28), "header \(s) at offset \(y)")
                let text = app.app.graph.inspect().text("Header \(s)")?.frame
                #expect(text?.minY == top + 6, "header \(s) text at offset \(y)")
            }
            if y > 0 && y < 440 { crossed.pinned = true }     // header 0 stuck at the top
            if y > 440 && y < 468 { crossed.pushed = true }   // header 0 pushed up by header 1
            if y > 468 { crossed.next = true }                // header 1 stuck at the top
            // The only change is the offset: no layout ran, the rows stayed as placed.
            #expect(!frame.didUpdate, "frame at offset \(y) laid out again")
            frames += 1
        }
        // A finger moving 400 pt up over two seconds, then the coast after it lifts
        // (about 100 pt at 200 pt/s, ending short of the last offset, 560): the
        // offset crosses 440…468 a few points a frame.
        app.drag(from: CGPoint(x: 195, y: 600), to: CGPoint(x: 195, y: 200), duration: 2)
        try app.pumpAndSettle()
        #expect(frames > 120)
        #expect(crossed.pinned && crossed.pushed && crossed.next)
    }

    @Test func pinnedHeadersAtChosenOffsets() {
        let app = settled(PinnedHeaderList())
        // Offsets before, at and past the moment header 1 reaches header 0's bottom (440) and the top (468).
        let cases: [(offset: CGFloat, header0: CGFloat, header1: CGFloat)] = [
            (0, 0, 468),        // at rest: both where they belong
            (100, 0, 368),      // header 0 pinned: max(0, min(100, 440)) − 100
            (440, 0, 28),       // header 1 touches header 0's bottom
            (450, -10, 18),     // header 0 pushed: 440 − 450
            (468, -28, 0),      // header 1 at the top, header 0 just above it
            (469, -29, 0),      // header 0 gone (culled)
            (500, -60, 0),      // header 1 pinned: max(468, min(500, 908)) − 500
        ]
        for c in cases {
            app.app.scrollController!.setContentOffset(CGPoint(x: 0, y: c.offset), animated: false, at: app.time)
            app.pump(1.0 / 60)
            #expect(app.scroll.offset.y == c.offset)
            let drawn = drawnBackgrounds(app.lastFrame!.drawList)
            #expect(drawn[1]?.minY == c.header1, "header 1 at offset \(c.offset)")
            if c.header0 > -28 {
                #expect(drawn[0]?.minY == c.header0, "header 0 at offset \(c.offset)")
            } else if c.header0 < -28 {
                #expect(drawn[0] == nil, "header 0 should be culled at offset \(c.offset)")
            }
        }
    }

    @Test func unpinnedHeadersScrollWithTheRows() {
        let app = settled(PinnedHeaderList(pinned: []))
        app.app.scrollController!.setContentOffset(CGPoint(x: 0, y: 100), animated: false, at: app.time)
        app.pump(1.0 / 60)
        // Without pinning, header 1 is at its place (468 − 100) and header 0 scrolled off (0 − 100 = −100, culled).
        let drawn = drawnBackgrounds(app.lastFrame!.drawList)
        #expect(drawn[0] == nil)
        #expect(drawn[1]?.minY == 368)
    }

    @Test func pinnedHeadersDrawAboveTheRows() {
        let app = settled(PinnedHeaderList())
        app.app.scrollController!.setContentOffset(CGPoint(x: 0, y: 100), animated: false, at: app.time)
        app.pump(1.0 / 60)
        let order = paintOrder(app.lastFrame!.drawList)
        #expect(order.lastRow >= 0)
        #expect(!order.headers.isEmpty && order.headers.allSatisfy { $0 > order.lastRow })
    }

    @Test func aTapHitsThePinnedHeaderWhereItIsDrawn() async throws {
        final class Taps { var headers: [Int] = []; var rows: [String] = [] }
        let taps = Taps()
        let list = ScrollView {
            LazyVStack(spacing: 0, pinnedViews: [.sectionHeaders]) {
                ForEach(0..<3) { s in
                    Section {
                        ForEach(0..<10) { r in
                            Button { taps.rows.append("\(s).\(r)") } label: {
                                Text("Row \(s).\(r)").frame(maxWidth: .infinity, minHeight: 44, maxHeight: 44)
                            }
                        }
                    } header: {
                        Button { taps.headers.append(s) } label: {
                            Text("Header \(s)").frame(maxWidth: .infinity, minHeight: 28, maxHeight: 28)
                        }
                    }
                }
            }
        }
        let app = settled(list)
        app.app.scrollController!.setContentOffset(CGPoint(x: 0, y: 200), animated: false, at: app.time)
        await app.pump(1.0 / 60)
        // Header 0 is pinned over window y 0 ..< 28; beneath it (content y 214) lies row 0.4
        // ((214 − 28) / 44 = 4.2), which the tap must not reach.
        await app.tap(CGPoint(x: 195, y: 14))
        await app.pump(1.0 / 60)
        #expect(taps.headers == [0])
        #expect(taps.rows.isEmpty)
        // Just below the header, on row 0.4's text: the row spans content 204 ..< 248 (window
        // 4 ..< 48), its 16 pt text 18 ..< 34; window y 30 is below the header's 28.
        await app.tap(CGPoint(x: 195, y: 30))
        await app.pump(1.0 / 60)
        #expect(taps.rows == ["0.4"])
    }

    @Test func pinnedFootersStayAtTheBottomUntilTheirSectionEnds() {
        let app = settled(PinnedFooterList())
        #expect(app.scroll.contentSize.height == 1380)
        /// Footer `s` at offset `y`: min(ownPlace, max(sectionTop, y + 844 − 20)) − y,
        /// with ownPlace = 460·s + 440 and sectionTop = 460·s.
        func expected(_ s: Int, _ y: CGFloat) -> CGFloat {
            min(460 * CGFloat(s) + 440, max(460 * CGFloat(s), y + 844 - 20)) - y
        }
        for y: CGFloat in [0, 50, 76, 77, 100, 400, 536] {
            app.app.scrollController!.setContentOffset(CGPoint(x: 0, y: y), animated: false, at: app.time)
            app.pump(1.0 / 60)
            #expect(app.scroll.offset.y == y)
            let drawn = drawnBackgrounds(app.lastFrame!.drawList)
            for s in 0..<3 {
                let top = expected(s, y)
                if top < 844 && top + 20 > 0 {
                    #expect(drawn[s]?.minY == top, "footer \(s) at offset \(y)")
                } else if top > 844 || top + 20 < 0 {
                    #expect(drawn[s] == nil, "footer \(s) at offset \(y)")
                }
            }
        }
        // At rest footer 0 is at its place (440) and footer 1 pinned to the bottom (824, not 900).
        app.app.scrollController!.setContentOffset(.zero, animated: false, at: app.time)
        app.pump(1.0 / 60)
        let drawn = drawnBackgrounds(app.lastFrame!.drawList)
        #expect(drawn[0]?.minY == 440)
        #expect(drawn[1]?.minY == 824)
    }

    @Test func aPinnedHeaderFarAboveTheBuiltRowsIsStillDrawn() {
        // One section of 200 rows under a header as tall as a row (44 pt, so the
        // estimate for rows never measured is exactly 44): at offset 4000 the
        // header's own place (0) is far outside the rows built (one viewport
        // around the visible part), yet it is built and drawn at the top.
        let list = ScrollView {
            LazyVStack(spacing: 0, pinnedViews: [.sectionHeaders]) {
                Section {
                    ForEach(0..<200) { r in Text("Row \(r)").frame(height: 44) }
                } header: {
                    Text("Header").frame(maxWidth: .infinity, minHeight: 44, maxHeight: 44).background(Color.yellow)
                }
            }
        }
        let app = settled(list)
        app.app.scrollController!.setContentOffset(CGPoint(x: 0, y: 4000), animated: false, at: app.time)
        app.pump(1.0 / 60)
        #expect(drawnBackgrounds(app.lastFrame!.drawList)[0] == CGRect(x: 0, y: 0, width: 390, height: 44))
        // Row 0 is not built: its own place (44) is 3956 pt above the visible part, more than one viewport.
        #expect(app.app.graph.inspect().text("Row 0") == nil)
        // Row r spans 44 + 44r ..< 88 + 44r: row 90 starts at 4004, 4 pt into the window, its
        // 16 pt text centred 14 pt lower.
        let row90: CGFloat = 44 + 44 * 90 - 4000 + 14
        #expect(app.app.graph.inspect().text("Row 90")?.frame.minY == row90)
    }

    @Test func pinnedHeadersInALazyHStackStickToTheLeadingEdge() {
        // Sections of five 100 pt columns after a 100 pt header (as long as a column, so
        // the estimate for columns not measured yet is exact): section s spans 600·s ..< 600·(s + 1).
        let row = ScrollView(.horizontal) {
            LazyHStack(spacing: 0, pinnedViews: [.sectionHeaders]) {
                ForEach(0..<3) { s in
                    Section {
                        ForEach(0..<5) { c in Text("\(s).\(c)").frame(width: 100, height: 60) }
                    } header: {
                        Color.clear.frame(width: 100, height: 60).background(sectionColors[s])
                    }
                }
            }
        }
        let app = settled(row)
        #expect(app.scroll.contentSize.width == 1800)
        for (x, h0, h1): (CGFloat, CGFloat, CGFloat) in [(120, 0, 480), (300, 0, 300), (520, -20, 80), (600, -100, 0), (700, -200, 0)] {
            app.app.scrollController!.setContentOffset(CGPoint(x: x, y: 0), animated: false, at: app.time)
            app.pump(1.0 / 60)
            #expect(app.scroll.offset.x == x)
            let drawn = drawnBackgrounds(app.lastFrame!.drawList)
            // header 0: max(0, min(x, 600 − 100)) − x; header 1: max(600, min(x, 1200 − 100)) − x.
            if h1 < 390 { #expect(drawn[1]?.minX == h1, "header 1 at offset \(x)") }
            if h0 > -100 { #expect(drawn[0]?.minX == h0, "header 0 at offset \(x)") }
            if h0 < -100 { #expect(drawn[0] == nil, "header 0 at offset \(x)") }
        }
    }
    @Test func aGeometryReaderInAPinnedHeaderMeasuresWhereTheHeaderIsDrawn() {
        final class ProxyBox { var proxy: GeometryProxy? }
        let box = ProxyBox()
        let list = ScrollView {
            LazyVStack(spacing: 0, pinnedViews: [.sectionHeaders]) {
                ForEach(0..<3) { s in
                    Section {
                        ForEach(0..<10) { r in Text("Row \(s).\(r)").frame(height: 44) }
                    } header: {
                        Color.white.frame(height: 28).background(GeometryReader { g in
                            let _ = s == 0 ? box.proxy = g : ()
                            Color.clear
                        })
                    }
                }
            }
        }
        .coordinateSpace(name: "scroll")
        let app = settled(list)
        let proxy = try! #require(box.proxy)
        // Header 0 at offset y: max(0, min(y, 440)) − y, as drawn (the proxy reads its frame live).
        for (y, top): (CGFloat, CGFloat) in [(0, 0), (100, 0), (450, -10)] {
            app.app.scrollController!.setContentOffset(CGPoint(x: 0, y: y), animated: false, at: app.time)
            app.pump(1.0 / 60)
            #expect(proxy.frame(in: .global).minY == top, "global, offset \(y)")
            #expect(proxy.frame(in: .named("scroll")).minY == top, "named, offset \(y)")
        }
    }
    @Test func pinnedHeadersStickBelowTheScrollViewsContentInset() {
        let app = settled(InsetPinnedList())
        // The pinning region starts at offset + 50: header 0 at max(0, min(y + 50, 440)) − y,
        // header 1 at max(468, min(y + 50, 908)) − y, in window points (the scroll view fills it).
        for (y, h0, h1): (CGFloat, CGFloat, CGFloat) in [(-50, 50, 518), (100, 50, 368), (400, 40, 68), (500, -60, 50)] {
            app.app.scrollController!.setContentOffset(CGPoint(x: 0, y: y), animated: false, at: app.time)
            app.pump(1.0 / 60)
            #expect(app.scroll.offset.y == y)
            let drawn = drawnBackgrounds(app.lastFrame!.drawList)
            #expect(drawn[1]?.minY == h1, "header 1 at offset \(y)")
            if h0 > -28 { #expect(drawn[0]?.minY == h0, "header 0 at offset \(y)") }
        }
    }

    /// `headedSections` with `.id("section s")` on each `Section` and a 16
    /// pt button above the scroll view (which starts at 47 + 16 = 63 and
    /// rests at 0, no spacing): the id keeps each a section of the stack,
    /// so the rows follow the header with the stack's spacing 0 (header 1
    /// at 63 + 468; texts are centred in their 44 pt rows, 14 down, and 28
    /// pt headers, 6 down) and the headers pin. `proxy.scrollTo("section
    /// 1", anchor: .top)` finds the first subview carrying the id, the
    /// header, and rests it at the top: offset 468, header 1 at 63.
    @Test func anIDOnASectionKeepsItASectionAndScrollToReachesItsHeader() throws {
        struct Sections: View {
            var body: some View {
                ScrollViewReader { proxy in
                    VStack(spacing: 0) {
                        Button("Go") { proxy.scrollTo("section 1", anchor: .top) }
                        ScrollView {
                            LazyVStack(spacing: 0, pinnedViews: [.sectionHeaders]) {
                                ForEach(0..<3) { s in
                                    Section {
                                        tenRows(s)
                                    } header: {
                                        Text("Header \(s)").frame(maxWidth: .infinity, minHeight: 28, maxHeight: 28)
                                            .background(sectionColors[s])
                                    }
                                    .id("section \(s)")
                                }
                            }
                        }
                    }
                }
            }
        }
        let app = try settledApp(Sections())
        let row0: CGFloat = 63 + 28 + 14, row9: CGFloat = 63 + 28 + 9 * 44 + 14
        #expect(textFrame(app, "Row 0.0")?.minY == row0)
        #expect(textFrame(app, "Row 0.9")?.minY == row9)
        let header1: CGFloat = 63 + 468 + 6
        #expect(textFrame(app, "Header 1")?.minY == header1)
        try app.tap(.text("Go"))
        try app.pumpAndSettle()
        #expect(app.scroll.offset.y == 468)
        let pinned: CGFloat = 63 + 6
        #expect(textFrame(app, "Header 1")?.minY == pinned)
        #expect(textFrame(app, "Row 1.0")?.minY == row0)
        // A notch (53 pt) further the header stays pinned at the top.
        app.wheel(-1)
        app.pump(1.0 / 60)
        let scrolled: CGFloat = row0 - 53
        #expect(textFrame(app, "Header 1")?.minY == pinned)
        #expect(textFrame(app, "Row 1.0")?.minY == scrolled)
    }

    /// A scroll view below the inline bar, under a 37 pt strip (its top at
    /// 91 + 37 = 128, resting at 0), is the one the bar follows, but the bar
    /// is not over it: four notches (212) on, header 0 sticks at the scroll
    /// view's own top, 128, not at the bar's bottom (91) under the strip.
    @Test func aScrollViewBelowTheBarPinsAtItsOwnTop() {
        let view = NavigationStack {
            VStack(spacing: 0) {
                Color.gray.frame(height: 37)
                ScrollView { headedSections(pinned: [.sectionHeaders]) }
            }
            .navigationTitle("Menu")
            .navigationBarTitleDisplayMode(.inline)
        }
        let app = TestApp(view, measurer: fakeMeasurer())
        app.pump(1.0 / 60)
        #expect(drawnBackgrounds(app.app.graph.drawList())[0]?.minY == 128)
        app.wheel(-4, at: CGPoint(x: 195, y: 500))
        app.pump(1.0 / 60)
        #expect(app.scroll.offset.y == 212)
        #expect(drawnBackgrounds(app.app.graph.drawList())[0]?.minY == 128)
    }
}
