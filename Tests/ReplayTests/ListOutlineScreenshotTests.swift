import Foundation
import ScrollSim
import ScrollSimReplay
import ScrollSimSDL
import Testing

/// A file browser as a hierarchical list (`List(_:children:)`) over a
/// section of disclosure groups, rendered headless at 2× with the shipped
/// fonts after expanding a folder, checked where the rules put the
/// indented rows and their separators, and against its golden,
/// Tests/Replays/list-outline.png.
@Suite(.serialized)
@MainActor
struct ListOutlineScreenshotTests {
    struct Item: Identifiable {
        let name: String
        var icon: String { children == nil ? "doc" : "folder" }
        var children: [Item]?
        var id: String { name }
    }

    struct Scene: View {
        @State var showsAdvanced = true
        let files = [
            Item(name: "Documents", children: [Item(name: "Resume.pdf"), Item(name: "Drafts", children: [])]),
            Item(name: "Notes.txt"),
            Item(name: "Music", children: [Item(name: "Song.m4a")]),
        ]
        var body: some View {
            NavigationStack {
                List {
                    Section("Files") {
                        OutlineGroup(files, children: \.children) { item in
                            Label(item.name, systemImage: item.icon)
                        }
                    }
                    Section {
                        DisclosureGroup("Advanced", isExpanded: $showsAdvanced) {
                            Toggle("Show hidden files", isOn: .constant(true))
                            Text("Cache size")
                        }
                    }
                }
                .navigationTitle("Browse")
            }
        }
    }

    @Test func anExpandedOutlineDrawsAsLaidOut() throws {
        let size = CGSize(width: 390, height: 640)
        let host = try SDLWindowHost(title: "outline", size: size, scale: 2, headless: true, fontsDirectory: ReplayPaths.fonts)
        let app = TestApp(Scene(), measurer: host.measurer, size: size, safeAreaInsets: .zero, scale: 2, images: host.images)
        try app.pumpAndSettle()
        try app.tap(.text("Documents"))
        try app.pumpAndSettle()
        let graph = app.app.graph
        let documents = try #require(graph.inspect().text("Documents")?.frame)
        let resume = try #require(graph.inspect().text("Resume.pdf")?.frame)
        #expect(resume.minX == documents.minX + ListMetrics.outlineIndentation)
        #expect(graph.warnings.isEmpty)
        let image = try Goldens.render(graph.drawList(), on: host)
        _ = try Goldens.check(image, golden: ReplayPaths.replays + "/list-outline.png", mode: try GoldenRecordMode.fromEnvironment())
    }
}
