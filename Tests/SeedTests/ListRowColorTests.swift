import Foundation
import Testing
import ScrollSim

/// A `Label`'s icon in a list row is drawn in the tint; its title stays
/// primary. A foreground colour set around the label wins, and outside a
/// list the icon is primary.
@MainActor
@Suite struct ListLabelIconTests {
    /// The colours of the symbol placeholders (rounded strokes) drawn inside `frame`.
    func symbolColors(_ app: TestApp, in frame: CGRect) -> [Color] {
        app.app.graph.drawList().commands.compactMap { command -> Color? in
            if case .strokeRoundedRect(let rect, _, _, let color) = command, frame.contains(rect) { return color }
            return nil
        }
    }

    func iconColors(_ app: TestApp, _ symbol: String) throws -> [Color] {
        let icon = try #require(app.app.graph.inspect().all { $0.kind == "Image" && $0.text == symbol }.first)
        return symbolColors(app, in: icon.frame)
    }

    struct Screen: View {
        var body: some View {
            NavigationStack {
                List {
                    Label("Inbox", systemImage: "tray")
                    Label("Flagged", systemImage: "flag").foregroundStyle(.red)
                    NavigationLink { Text("Archive page") } label: { Label("Archive", systemImage: "archivebox") }
                    Section {
                        Label("Custom", systemImage: "star")
                    }
                    .tint(.orange)
                }
                .navigationTitle("Mail")
            }
        }
    }

    @Test func listRowIconsTakeTheTint() throws {
        let app = try settledApp(Screen())
        #expect(try iconColors(app, "tray") == [Color.accentColor])
        #expect(try iconColors(app, "archivebox") == [Color.accentColor])
        #expect(try iconColors(app, "flag") == [Color.red])
        #expect(try iconColors(app, "star") == [Color.orange])
        // The titles stay primary.
        let texts = app.app.graph.drawList().commands.compactMap { command -> (String, Color)? in
            if case .text(let lines, _, let color) = command, let line = lines.first { return (line.text, color) }
            return nil
        }
        let primary = Color.primary.resolved(in: .light)
        for title in ["Inbox", "Archive", "Custom"] {
            #expect(texts.first { $0.0 == title }?.1 == primary, "\(title)")
        }
    }

    @Test func anIconOutsideAListIsPrimary() throws {
        let app = try settledApp(VStack { Label("Inbox", systemImage: "tray") })
        #expect(try iconColors(app, "tray") == [Color.primary.resolved(in: .light)])
    }
}

/// A section header's text is secondary, but a button in the header keeps
/// its tint (iOS's "Clear" beside "RECENT"); a `foregroundStyle` set in the
/// header wins over both defaults.
@MainActor
@Suite struct ListHeaderButtonTests {
    struct Screen: View {
        @State private var recent = ["swiftui", "scroll view"]
        var body: some View {
            List {
                Section {
                    ForEach(recent, id: \.self) { Text($0) }
                } header: {
                    HStack {
                        Text("Recent")
                        Spacer()
                        Button("Clear") { recent.removeAll() }
                    }
                }
                Section {
                    Text("Row")
                } header: {
                    Text("Pinned").foregroundStyle(.orange)
                }
            }
        }
    }

    func textColor(_ app: TestApp, _ text: String) -> Color? {
        app.app.graph.drawList().commands.compactMap { command -> Color? in
            if case .text(let lines, _, let color) = command, lines.first?.text == text { return color }
            return nil
        }.first
    }

    @Test func aHeaderButtonKeepsItsTint() throws {
        let app = try settledApp(Screen())
        // Grouped (insetGrouped on iPhone) headers are uppercase footnote text.
        #expect(textColor(app, "RECENT") == Color.secondary.resolved(in: .light))
        #expect(textColor(app, "CLEAR") == Color.accentColor.resolved(in: .light))
        #expect(textColor(app, "PINNED") == Color.orange.resolved(in: .light))
        try app.tap(.text("CLEAR"))
        try app.pumpAndSettle()
        #expect(textFrame(app, "swiftui") == nil)
    }
}
