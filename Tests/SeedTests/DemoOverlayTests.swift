import Testing
import ScrollSim
import ScrollSimScenes
import ScrollSimReplay

/// The `D` overlay: outlines clipped like the views they outline, and the
/// header box and Go to Top line only in a scene that publishes a header.
@MainActor
@Suite struct DemoOverlayTests {
    /// A short scroll view between two texts, so its viewport is smaller than the safe area.
    struct ShortScroller: View {
        var body: some View {
            VStack(spacing: 0) {
                Text("Above")
                ScrollView {
                    VStack(spacing: 0) {
                        ForEach(0..<30) { i in Text("Row \(i)").frame(height: 40) }
                    }
                }
                .frame(height: 200)
                Text("Below")
            }
        }
    }

    static let magenta = Color(red: 1, green: 0, blue: 1, opacity: 0.45)

    /// Each command with the clip in force when it is drawn (the intersection
    /// of the pushed rectangles; nil when nothing is pushed).
    static func withClips(_ commands: [DrawCommand]) -> [(command: DrawCommand, clip: CGRect?)] {
        var stack: [CGRect] = []
        var result: [(DrawCommand, CGRect?)] = []
        for command in commands {
            switch command {
            case .pushClip(let rect, _): stack.append(stack.last.map { $0.intersection(rect) } ?? rect)
            case .popClip: _ = stack.popLast()
            default: result.append((command, stack.last))
            }
        }
        #expect(stack.isEmpty, "every pushClip is popped")
        return result
    }

    /// The outline commands: 1 pt magenta strokes, with their clips.
    static func outlines(_ app: ScrollSimApp) -> [(rect: CGRect, clip: CGRect?)] {
        withClips(DemoOverlay.outlines(app: app)).compactMap { item in
            if case let .strokeRect(rect, 1, color) = item.command, color == magenta { return (rect, item.clip) }
            return nil
        }
    }

    static let iPhone14SafeArea = CGRect(x: 0, y: 47, width: 390, height: 763)

    @Test func outlinesInAShortScrollViewAreClippedToItsViewport() throws {
        let app = TestApp(ShortScroller(), measurer: try realMeasurer())
        app.wheel(-3)
        try app.pumpAndSettle()
        let viewport = app.scroll.frame
        #expect(viewport.height == 200)
        #expect(app.scroll.offset.y > 0)
        let root = app.app.graph.inspect()
        let scrollView = try #require(root.first { $0.kind == "ScrollView" })
        let inside = scrollView.all.dropFirst().map(\.frame)
        let outlines = Self.outlines(app.app)

        let rows = outlines.filter { inside.contains($0.rect) }
        #expect(!rows.isEmpty)
        // Some rows stick out of the viewport (above it, scrolled away, or below it): the clip is what keeps them in.
        #expect(rows.contains { !viewport.contains($0.rect) })
        for row in rows {
            #expect(row.clip == viewport, "outline \(row.rect) drawn with clip \(String(describing: row.clip))")
        }
        // The texts around it are outlined in the safe area, outside the viewport's clip.
        for text in ["Above", "Below"] {
            let frame = try #require(root.text(text)?.frame)
            let outline = outlines.first { $0.rect == frame }
            #expect(outline?.clip == Self.iPhone14SafeArea, "\(text)")
        }
    }

    @Test func theScrollScenesOutlinesHeaderBoxAndTargetLineStayInTheViewport() throws {
        let app = TestApp(ScrollScene(), measurer: try realMeasurer())
        try app.pumpAndSettle()
        let viewport = app.scroll.frame
        #expect(viewport == Self.iPhone14SafeArea)
        func marks() -> (boxes: [(command: DrawCommand, clip: CGRect?)], lines: [(command: DrawCommand, clip: CGRect?)]) {
            let items = Self.withClips(DemoOverlay.outlines(app: app.app))
            return (items.filter { if case .strokeRect(_, 2, .green) = $0.command { return true }; return false },
                    items.filter { if case .fillRect(_, .red) = $0.command { return true }; return false })
        }

        // At offset 0 the Go to Top line is at content y = header height, 2 pt thick.
        let h = app.value("header.height")
        // SF's title line, 33.41 pt, rounded up to the 1× grid this TestApp lays out on.
        #expect(h == 34)
        var header = try #require(app.app.graph.inspect().text("This is Top")).frame
        var (boxes, lines) = marks()
        #expect(boxes.count == 1)
        #expect(boxes.first?.command == .strokeRect(header.insetBy(dx: -1, dy: -1), lineWidth: 2, .green))
        #expect(boxes.first?.clip == viewport)
        #expect(lines.count == 1)
        #expect(lines.first?.command == .fillRect(CGRect(x: 0, y: 47 + h - 1, width: 390, height: 2), .red))
        #expect(lines.first?.clip == viewport)

        // One notch (53 pt) down: the header and the top of the content are above the viewport, under the status bar.
        app.wheel(-1)
        try app.pumpAndSettle()
        #expect(app.scroll.offset.y == 53)
        let outlines = Self.outlines(app.app)
        #expect(outlines.contains { $0.rect.minY < viewport.minY })
        for outline in outlines {
            #expect(outline.clip.map { viewport.contains($0) } == true, "outline \(outline.rect) with clip \(String(describing: outline.clip))")
        }
        header = try #require(app.app.graph.inspect().text("This is Top")).frame
        #expect(header.maxY < viewport.minY)
        (boxes, lines) = marks()
        #expect(boxes.count == 1)
        #expect(boxes.first?.clip == viewport)
        #expect(lines.isEmpty, "the line is 21 pt above the viewport")
    }

    /// readsize shows "This is Top" but publishes no `header.height`; textbox has neither.
    @Test(arguments: ["readsize", "textbox"])
    func noHeaderBoxOrTargetLineWithoutAHeader(scene: String) throws {
        let app = TestApp(try #require(BuiltInScenes.all.scene(named: scene)?.makeView()), measurer: try realMeasurer())
        try app.pumpAndSettle()
        #expect(app.app.value("header.height") == nil)
        let commands = DemoOverlay.outlines(app: app.app)
        #expect(!commands.isEmpty)
        for command in commands {
            switch command {
            case .strokeRect(_, _, .green), .fillRect(_, .red):
                Issue.record("\(scene): \(command) drawn")
            default:
                break
            }
        }
    }

    /// The HUD shows values on the device grid: on an iPhone 14 (3×) the header reads 33.67, not 33.7 or 33.666….
    @Test func theHUDShowsTheThreeXGrid() throws {
        let app = TestApp(ScrollScene(), measurer: try realMeasurer(), scale: 3)
        try app.pumpAndSettle()
        var texts: [String] = []
        for command in DemoOverlay.hud(app: app.app, frameTimes: RecentFrameTimes(), measurer: try realMeasurer()) {
            if case .text(let lines, _, _) = command { texts += lines.map(\.text) }
        }
        #expect(texts.contains("header.height 33.67"), "\(texts)")
        #expect(texts.contains("offset  0.00, 0.00"), "\(texts)")
    }

    /// Under a navigation bar the HUD shows the adjusted insets and the bar.
    @Test func theHUDShowsInsetsAndTheNavigationBar() throws {
        let app = TestApp(NavigationScene(), measurer: try realMeasurer(), scale: 3)
        try app.pumpAndSettle()
        var texts: [String] = []
        for command in DemoOverlay.hud(app: app.app, frameTimes: RecentFrameTimes(), measurer: try realMeasurer()) {
            if case .text(let lines, _, _) = command { texts += lines.map(\.text) }
        }
        #expect(texts.contains("inset   143.00 top, 34.00 bottom"), "\(texts)")
        #expect(texts.contains("navbar  96.00 large"), "\(texts)")
    }
}
