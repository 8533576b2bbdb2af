import Foundation
import Testing
import ScrollSim

// A to-do list as apps write it with Observation: the rows are built in the
// `List`'s closure straight from `@Observable` items, and a tap changes an
// item. Only that item's properties change; the store's array stays the same.

@Observable private final class ObsTodo: Identifiable {
    var title: String
    var done = false
    init(_ title: String) { self.title = title }
}

@Observable private final class ObsStore {
    var todos = [ObsTodo("Buy milk"), ObsTodo("Call Sam"), ObsTodo("Book flights")]
}

private struct ObsTodoList: View {
    @State private var store = ObsStore()
    var body: some View {
        NavigationStack {
            List(store.todos) { todo in
                HStack {
                    Text(todo.done ? "Done: \(todo.title)" : todo.title)
                    Spacer()
                }
                .contentShape(Rectangle())
                .onTapGesture { todo.done.toggle() }
            }
            .navigationTitle("To Do")
        }
    }
}

@MainActor
@Suite struct ObservableRowsTests {
    @Test func aTappedRowShowsTheItemsNewStateInPlace() throws {
        let app = try settledApp(ObsTodoList())
        let before = try #require(app.textFrame("Call Sam"))
        try app.tap(.text("Call Sam"))
        try app.pumpAndSettle()
        #expect(app.textFrame("Call Sam") == nil)
        let after = try #require(app.textFrame("Done: Call Sam"))
        // Same row, same leading edge: only the text grew, by "Done: " (6 × 8 pt).
        #expect(after.origin == before.origin)
        let grown: CGFloat = before.width + 48
        #expect(after.width == grown)
        // Tapping again brings the title back.
        try app.tap(.text("Done: Call Sam"))
        try app.pumpAndSettle()
        #expect(app.textFrame("Call Sam") == before)
    }
}
