import Foundation
import Testing
import ScrollSim

/// A list's rows are not evaluated again when the view around the list is:
/// a row whose inputs and environment are unchanged keeps what it built, as
/// in any other container.
@MainActor
@Suite struct ListRowReuseTests {
    final class Evaluations {
        var rows = 0
        var indices: [Int] = []
    }

    struct CountedRow: View {
        let index: Int
        let evaluations: Evaluations
        var body: some View {
            evaluations.rows += 1
            evaluations.indices.append(index)
            return Text("Row \(index)")
        }
    }

    struct Screen: View {
        let evaluations: Evaluations
        @State private var taps = 0
        var body: some View {
            VStack {
                Button("Tapped \(taps)") { taps += 1 }
                List {
                    ForEach(0..<5, id: \.self) { index in
                        CountedRow(index: index, evaluations: evaluations)
                    }
                }
            }
        }
    }

    @Test func rowsAreNotEvaluatedAgainWhenTheListsParentIs() throws {
        let evaluations = Evaluations()
        let app = try settledApp(Screen(evaluations: evaluations))
        #expect(evaluations.rows == 5)
        try app.tap(.text("Tapped 0"))
        try app.pumpAndSettle()
        #expect(textFrame(app, "Tapped 1") != nil)
        #expect(evaluations.rows == 5, "the rows were evaluated again: \(evaluations.indices)")
    }
}
