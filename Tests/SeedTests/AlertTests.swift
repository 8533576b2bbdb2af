import Foundation
import Testing
import ScrollSim

/// `.alert` on an iPhone 14 with the fake measurer (`AlertMetrics`): a box
/// 270 wide centred in the window; 20 pt padding around the title (a 16 pt
/// line at 17 pt) and the message (13 pt text: a 13 pt line), 2 pt between
/// them; a hairline; 45 pt buttons.
@MainActor
@Suite struct AlertTests {
    struct Screen: View {
        @State var confirm = false
        @State var log: [String] = []
        var buttons = 2
        var body: some View {
            Button("Delete") { confirm = true }
                .alert("Delete draft?", isPresented: $confirm) {
                    Button("Delete", role: .destructive) { log.append("delete") }
                    if buttons > 2 { Button("Archive") { log.append("archive") } }
                    Button("Cancel", role: .cancel) { log.append("cancel") }
                } message: {
                    Text("It cannot be undone.")
                }
                .namedValue("log", Double(log.count))
                .namedValue("deleted", Double(log.filter { $0 == "delete" }.count))
                .namedValue("confirm", Double(confirm ? 1 : 0))
        }
    }

    func alertFrame(_ app: TestApp) -> CGRect? {
        app.app.graph.inspect().first { $0.kind == "Presented" }?.frame
    }

    @Test func twoButtonsSideBySide() throws {
        let app = try settledApp(Screen())
        try app.tap(.text("Delete"))
        try app.pumpAndSettle()
        // 20 + 16 + 2 + 13 + 20 = 71 of text, 0.5 of hairline, 45 of buttons.
        let height: CGFloat = 71 + 0.5 + 45
        let box = CGRect(x: 60, y: (844 - height) / 2, width: 270, height: height)
        #expect(alertFrame(app) == box)
        #expect(textFrame(app, "Delete draft?")?.minY == box.minY + 20)
        #expect(textFrame(app, "It cannot be undone.")?.minY == box.minY + 20 + 16 + 2)
        // Buttons: 135 wide halves, their labels centred; "Cancel" semibold.
        let presented = try #require(app.app.graph.inspect().first { $0.kind == "Presented" })
        let buttons = presented.all { $0.kind == "Button" }
        let labels = buttons.map { b in b.first { $0.kind == "Text" }!.frame }
        #expect(labels.count == 2)
        #expect(labels[0].midX == 60 + 67.5)
        #expect(labels[1].midX == 60 + 135 + 67.5)
        #expect(labels.allSatisfy { $0.midY == box.maxY - 22.5 })
        let cancel = app.app.graph.drawList().commands.compactMap { c -> Font? in
            if case .text(let lines, let font, _) = c, lines[0].text == "Cancel" { return font }
            return nil
        }
        #expect(cancel == [AlertMetrics.cancelFont])
    }

    @Test func aButtonRunsItsActionAndDismisses() throws {
        let app = try settledApp(Screen())
        try app.tap(.text("Delete"))
        try app.pumpAndSettle()
        let destructive = app.app.graph.inspect().all { $0.kind == "Text" && $0.text == "Delete" }.last!.frame
        app.tap(CGPoint(x: destructive.midX, y: destructive.midY))
        try app.pumpAndSettle()
        #expect(app.value("deleted") == 1)
        #expect(app.value("confirm") == 0)
        #expect(alertFrame(app) == nil)
    }

    @Test func threeButtonsStack() throws {
        let app = try settledApp(Screen(buttons: 3))
        try app.tap(.text("Delete"))
        try app.pumpAndSettle()
        let height: CGFloat = 71 + 0.5 + 3 * 45
        #expect(alertFrame(app) == CGRect(x: 60, y: (844 - height) / 2, width: 270, height: height))
        #expect(textFrame(app, "Archive")?.midY == (844 - height) / 2 + 71.5 + 45 + 22.5)
    }
}
