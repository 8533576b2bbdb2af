import Foundation
import ScrollSim
import Testing

/// `equatable()`: the view's own `==` decides whether its body runs again.
@MainActor
@Suite struct EquatableViewTests {
    final class Evaluations { var count = 0 }

    /// A score card whose `==` looks at the score only, not the note.
    struct ScoreCard: View, Equatable {
        let score: Int
        let note: String
        let evaluations: Evaluations
        var body: some View {
            evaluations.count += 1
            return Text("Score \(score) \(note)")
        }
        nonisolated static func == (a: ScoreCard, b: ScoreCard) -> Bool { a.score == b.score }
    }

    struct Screen: View {
        let evaluations: Evaluations
        @State private var score = 1
        @State private var note = "a"
        var body: some View {
            VStack {
                Button("Note") { note += "a" }
                Button("Score") { score += 1 }
                ScoreCard(score: score, note: note, evaluations: evaluations).equatable()
            }
        }
    }

    /// A new note makes an equal card: its body is not run again and it
    /// still shows "a". A new score runs it, and it shows both.
    @Test func theViewsOwnEqualityDecidesWhetherItsBodyRuns() throws {
        try check(Screen(evaluations: Evaluations()))
    }

    /// A card of plain data (no references) whose `==` ignores its note:
    /// without `equatable()` its bytes decide; with it, its `==`.
    struct PlainCard: View, Equatable {
        let score: Int
        let note: Int
        var body: some View {
            PlainCard.evaluations += 1
            return Text("Plain \(score) \(note)")
        }
        static var evaluations = 0
        nonisolated static func == (a: PlainCard, b: PlainCard) -> Bool { a.score == b.score }
    }

    struct PlainScreen: View {
        @State private var note = 0
        var body: some View {
            VStack {
                Button("Note") { note += 1 }
                PlainCard(score: 1, note: note).equatable()
                Text("Notes \(note)")
            }
        }
    }

    @Test func plainDataComparesWithItsOwnEqualityToo() throws {
        PlainCard.evaluations = 0
        let app = TestApp(PlainScreen(), measurer: fakeMeasurer())
        try app.tap(.text("Note"))
        try app.pumpAndSettle()
        #expect(app.textFrame("Notes 1") != nil)
        #expect(PlainCard.evaluations == 1)
        #expect(app.textFrame("Plain 1 0") != nil)
    }

    private func check(_ screen: Screen) throws {
        let evaluations = screen.evaluations
        let app = TestApp(screen, measurer: fakeMeasurer())
        #expect(evaluations.count == 1)
        try app.tap(.text("Note"))
        try app.pumpAndSettle()
        #expect(evaluations.count == 1)
        #expect(app.textFrame("Score 1 a") != nil)
        try app.tap(.text("Score"))
        try app.pumpAndSettle()
        #expect(evaluations.count == 2)
        #expect(app.textFrame("Score 2 aa") != nil)
    }
}
