import Foundation
import Testing
import ScrollSim
import ScrollSimReplay
import ScrollSimSDL

/// The view the documentation's articles (Sources/ScrollSim/ScrollSim.docc)
/// write, as they print it.
struct FeedView: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 8) {
                Text("Feed").font(.title)
                ForEach(0..<20, id: \.self) { i in
                    Text("Row \(i)").frame(maxWidth: .infinity, alignment: .leading).padding()
                }
            }
        }
    }
}

/// The articles' examples run and show what the articles say they show.
@MainActor
@Suite struct DocumentationExampleTests {
    /// Getting started: a SwiftUI ScrollView on an iPhone 14 rests at minus
    /// the top safe area, and two wheel notches move it 2 × 53 pt down.
    @Test func gettingStartedWheel() throws {
        let app = TestApp(FeedView(), measurer: FixedAdvanceMeasurer())
        let rest = -TestApp.iPhone14.insets.top
        #expect(rest == -47)
        #expect(app.scroll.offset.y == rest)
        app.wheel(-2)
        try app.pumpAndSettle()
        #expect(app.scroll.offset.y == rest + 2 * 53)
        #expect(app.scroll.offset.y == 59)
    }

    /// Testing from Swift: the screenshot example records its golden, then
    /// matches it; a golden of another state fails and says how to re-record.
    @Test func testingFromSwiftScreenshot() throws {
        let dir = try ReplayPaths.temporaryDirectory("doc-feed")
        let measurer = try SDLTextMeasurer(fontsDirectory: ScrollSimAssets.fontsDirectory())
        let app = TestApp(FeedView(), measurer: measurer)
        #expect(try assertScreenshot(of: app, named: "feed", record: .missing, directory: dir) == .recorded)
        #expect(try assertScreenshot(of: app, named: "feed", record: .never, directory: dir) == .matched)
        app.wheel(-2)
        try app.pumpAndSettle()
        do {
            try assertScreenshot(of: app, named: "feed", record: .never, directory: dir)
            Issue.record("the scrolled feed matched the feed at rest")
        } catch let error as ScreenshotMismatch {
            #expect(error.description.hasPrefix(dir + "/feed.png: expected the screenshot to match feed.png"))
            #expect(error.description.hasSuffix("run the test with SCROLLSIM_RECORD=failed (goldens that do not match) or SCROLLSIM_RECORD=all (every golden)."))
        }
    }
}
