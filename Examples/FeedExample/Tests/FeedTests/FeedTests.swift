import Testing
import Feed
import ScrollSim
import ScrollSimReplay
import ScrollSimSDL

/// The feed laid out with the fonts ScrollSim draws with, on an iPhone 14
/// (390 × 844 pt, safe area 47 / 34) at 1×, on the virtual 60 Hz clock.
@MainActor
private func feedApp() throws -> TestApp {
    TestApp(FeedView(), measurer: try SDLTextMeasurer(fontsDirectory: ScrollSimAssets.fontsDirectory()))
}

@MainActor
@Suite struct FeedTests {
    @Test func theFeedRestsBelowTheStatusBar() throws {
        let app = try feedApp()
        // A SwiftUI ScrollView insets its content by the 47 pt top safe area: at rest the offset is −47.
        #expect(app.scroll.offset.y == -47)
        #expect(app.value("likes") == 0)
        try assertScreenshot(of: app, named: "top", phoneChrome: true)
    }

    @Test func followTogglesTheHeaderButton() async throws {
        let app = try feedApp()
        try await app.tap(.text("Follow"))
        try await app.pumpAndSettle()
        #expect(app.value("following") == 1)
        try await app.tap(.text("Following"))
        try await app.pumpAndSettle()
        #expect(app.value("following") == 0)
    }

    @Test func likingAPostFurtherDownCountsIt() async throws {
        let app = try feedApp()
        app.wheel(-6)                       // six notches of 53 pt toward the bottom
        try await app.pumpAndSettle()
        let expected: CGFloat = -47 + 6 * 53   // from the resting −47, 318 pt down
        #expect(app.scroll.offset.y == expected)
        try await app.tap(.text("Like #5"))
        try await app.pumpAndSettle()
        #expect(app.value("likes") == 1)
        try assertScreenshot(of: app, named: "scrolled", phoneChrome: true)
    }
}
