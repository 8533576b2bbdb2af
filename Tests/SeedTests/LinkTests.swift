import Foundation
import Testing
import ScrollSim

// Link, OpenURLAction, ShareLink and onOpenURL on the virtual clock,
// iPhone 14 (safe area 47 top, 34 bottom), fake measurer (8 pt a
// character, 16 pt lines at 17 pt).

@MainActor
@Suite struct LinkTests {
    let privacy = URL(string: "https://example.com/privacy")!

    func textColor(_ app: TestApp, _ text: String) -> Color? {
        app.app.graph.drawList().commands.lazy.compactMap { c -> Color? in
            if case .text(let lines, _, let color) = c, lines.first?.text == text { return color }
            return nil
        }.first
    }

    /// "Privacy Policy" (14 characters, 112 × 16) centred in the safe area:
    /// x (390 − 112)/2 = 139, y 47 + (763 − 16)/2 = 420.5, drawn in the
    /// accent colour (system blue, 0,122,255 in light mode) as a button's label; a tap
    /// records the URL with the system.
    @Test func aLinkIsATintedButtonThatOpensItsURL() async throws {
        let app = TestApp(Link("Privacy Policy", destination: privacy), measurer: fakeMeasurer())
        #expect(try app.find(.text("Privacy Policy")).frame == CGRect(x: 139, y: 420.5, width: 112, height: 16))
        #expect(textColor(app, "Privacy Policy") == Color.blue.resolved(in: .light))
        #expect(app.app.graph.systemURLs.opened.isEmpty)
        try await app.tap(.text("Privacy Policy"))
        await app.frame()
        #expect(app.app.graph.systemURLs.opened == [privacy])
    }

    /// A handler set in the environment sees the URL first: `.handled` and
    /// `.discarded` keep it from the system, `.systemAction(other)` opens the other.
    @Test func openURLActionResults() async throws {
        let other = URL(string: "https://example.com/other")!
        for (result, expected) in [(OpenURLAction.Result.handled, [URL]()), (.discarded, []),
                                   (.systemAction, [privacy]), (.systemAction(other), [other])] {
            var seen: [URL] = []
            let view = Link(destination: privacy) { Text("Open") }
                .environment(\.openURL, OpenURLAction { url in
                    seen.append(url)
                    return result
                })
            let app = TestApp(view, measurer: fakeMeasurer())
            try await app.tap(.text("Open"))
            await app.frame()
            #expect(seen == [privacy])
            #expect(app.app.graph.systemURLs.opened == expected)
        }
    }

    /// `@Environment(\.openURL)` called from a button, with a completion.
    @Test func openURLFromCode() async throws {
        struct Help: View {
            @Environment(\.openURL) private var openURL
            @State private var accepted = "?"
            var body: some View {
                Button("Help \(accepted)") {
                    openURL(URL(string: "https://example.com/help")!) { accepted = $0 ? "yes" : "no" }
                }
            }
        }
        let app = TestApp(Help(), measurer: fakeMeasurer())
        try await app.tap(.text("Help ?"))
        await app.frame()
        #expect(app.isVisible(.text("Help yes")))
        #expect(app.app.graph.systemURLs.opened.map(\.absoluteString) == ["https://example.com/help"])
    }

    /// `ShareLink(item:)` is the share glyph and "Share" (a label: a 17 pt
    /// symbol placeholder beside the title); its tap records the item, with
    /// subject and message when given. `onOpenURL` runs for an incoming URL.
    @Test func shareLinkAndOnOpenURL() async throws {
        var incoming: [URL] = []
        let app = TestApp(VStack {
            ShareLink(item: privacy)
            ShareLink("Share Photo", item: "photo-1", subject: Text("Look"), message: Text("At this"))
        }.onOpenURL { incoming.append($0) }, measurer: fakeMeasurer())
        #expect(app.isVisible(.text("Share")) && app.isVisible(.text("Share Photo")))
        #expect(textColor(app, "Share") == Color.blue.resolved(in: .light))
        try await app.tap(.text("Share"))
        await app.frame()
        try await app.tap(.text("Share Photo"))
        await app.frame()
        #expect(app.app.graph.systemURLs.shared == ["https://example.com/privacy", "photo-1 | Look | At this"])
        #expect(app.app.graph.openIncomingURL(privacy) == 1)
        #expect(incoming == [privacy])
    }
}
