import Foundation
import Testing
import ScrollSim

/// Views of the app's own whose body is a `Section`, several views or a
/// `ForEach`, in a `List` or a lazy stack: their body's views are the
/// list's rows and sections, as SwiftUI opens them, and their own state
/// lives on. An `insetGrouped` list on an iPhone 14 with the fake
/// measurer: the first section's header ("ACCOUNT", a 13 pt footnote line)
/// at y 82, its rows from 102 (44 pt, text 14 pt down); the next section
/// starts 35 pt after the last row.
@MainActor
@Suite struct ListSubviewBodiesTests {
    struct AccountSection: View {
        var body: some View {
            Section("Account") {
                Text("Name")
                Text("Email")
            }
        }
    }

    struct CounterSection: View {
        @State private var taps = 0
        var body: some View {
            Section {
                Button("Tapped \(taps)") { taps += 1 }
                Text("Version")
            }
        }
    }

    struct SettingsScreen: View {
        var body: some View {
            List {
                AccountSection()
                CounterSection()
            }
        }
    }

    @Test func aViewWhoseBodyIsASectionIsASectionOfTheList() throws {
        let app = try settledApp(SettingsScreen())
        #expect(textFrame(app, "Name")?.origin == CGPoint(x: 36, y: 116))
        #expect(textFrame(app, "Email")?.origin == CGPoint(x: 36, y: 160))
        // 102 + 2 × 44 = 190, then 35 to the next section.
        #expect(textFrame(app, "Tapped 0")?.origin == CGPoint(x: 36, y: 225 + 14))
        #expect(textFrame(app, "Version")?.origin == CGPoint(x: 36, y: 269 + 14))
        #expect(app.app.graph.inspect().all { $0.kind == "ListSectionHeader" }.count == 1)
        #expect(app.app.graph.inspect().all { $0.kind == "ListRow" }.count == 4)
    }

    @Test func itsStateLivesOnAndUpdatesItsRows() throws {
        let app = try settledApp(SettingsScreen())
        try app.tapAndSettle("Tapped 0")
        #expect(textFrame(app, "Tapped 1")?.origin == CGPoint(x: 36, y: 239))
        try app.tapAndSettle("Tapped 1")
        #expect(textFrame(app, "Tapped 2") != nil)
    }

    struct Team: Identifiable {
        let id: String
        let members: [String]
    }

    struct TeamSection: View {
        let team: Team
        var body: some View {
            Section(team.id) {
                ForEach(team.members, id: \.self) { Text($0) }
            }
        }
    }

    /// A `ForEach` of such views: a section per element.
    @Test func aForEachOfSectionViewsMakesASectionEach() throws {
        struct Teams: View {
            let teams = [Team(id: "Red", members: ["Ann", "Bo"]), Team(id: "Blue", members: ["Cy"])]
            var body: some View {
                List {
                    ForEach(teams) { TeamSection(team: $0) }
                }
            }
        }
        let app = try settledApp(Teams())
        #expect(app.app.graph.inspect().all { $0.kind == "ListSectionHeader" }.count == 2)
        #expect(textFrame(app, "Bo")?.minY == 160)
        // Red's rows end at 190; Blue's header 35 below, its row 20 under that.
        let cy: CGFloat = 190 + 35 + 20 + 14
        #expect(textFrame(app, "Cy")?.minY == cy)
    }

    struct TwoRows: View {
        let first: String
        let second: String
        var body: some View {
            Text(first)
            Text(second)
        }
    }

    /// In a lazy stack a view whose body is several views is that many
    /// subviews, the stack's spacing between each.
    @Test func aViewOfSeveralViewsIsThatManySubviewsOfALazyStack() throws {
        struct Stack: View {
            var body: some View {
                ScrollView {
                    LazyVStack(spacing: 10) {
                        TwoRows(first: "A", second: "B")
                        Text("C")
                    }
                }
            }
        }
        let app = try settledApp(Stack())
        let a = try #require(textFrame(app, "A")), b = try #require(textFrame(app, "B")), c = try #require(textFrame(app, "C"))
        #expect(b.minY == a.maxY + 10)
        #expect(c.minY == b.maxY + 10)
    }

    /// A view whose body reads the environment gets the list's.
    @Test func itsEnvironmentIsTheLists() throws {
        struct Schemed: View {
            @Environment(\.colorScheme) private var scheme
            var body: some View {
                Section {
                    Text(scheme == .dark ? "Dark" : "Light")
                    Text("Other")
                }
            }
        }
        let app = try settledApp(List { Schemed() }.preferredColorScheme(.dark))
        #expect(textFrame(app, "Dark") != nil)
    }

    /// A view whose body is an inline picker or a disclosure group is
    /// opened like them: an option per row, the group's rows.
    @Test func aViewWhoseBodyIsAnInlinePickerOrADisclosureGroup() throws {
        struct SortPicker: View {
            @Binding var sort: String
            var body: some View {
                Picker("Sort", selection: $sort) {
                    Text("Name").tag("Name")
                    Text("Date").tag("Date")
                }
                .pickerStyle(.inline)
            }
        }
        struct MoreGroup: View {
            var body: some View {
                DisclosureGroup("More") { Text("Hidden row") }
            }
        }
        struct Screen: View {
            @State var sort = "Name"
            var body: some View {
                List {
                    Section { SortPicker(sort: $sort) }
                    MoreGroup()
                }
            }
        }
        let app = try settledApp(Screen())
        #expect(app.app.graph.inspect().all { $0.kind == "ListRow" }.count == 3)
        #expect(textFrame(app, "Name")?.minY == 116)
        #expect(textFrame(app, "Date")?.minY == 160)
        try app.tapAndSettle("Date")
        #expect(checkmarkFrames(app).first?.midY == textFrame(app, "Date")?.midY)
        try app.tapAndSettle("More")
        #expect(textFrame(app, "Hidden row")?.minX == 36 + ListMetrics.outlineIndentation)
    }
}
