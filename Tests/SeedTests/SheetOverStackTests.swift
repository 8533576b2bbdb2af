import Foundation
import Testing
import ScrollSim

/// A full-height sheet holding a `NavigationStack`, presented from a page of
/// another stack whose content is a `List`.
@MainActor
@Suite struct SheetOverStackTests {
    struct Screen: View {
        @State private var shown = false
        var body: some View {
            NavigationStack {
                List { Text("Row") }
                    .navigationTitle("Items")
                    .toolbar { Button("Show") { shown = true } }
                    .sheet(isPresented: $shown) {
                        NavigationStack { Text("Sheet page").navigationTitle("New") }
                    }
            }
        }
    }

    @Test func aStackInAFullHeightSheetOverAListPageSettles() throws {
        let app = try settledApp(Screen())
        try app.tap(.text("Show"))
        try app.pumpAndSettle()
        #expect(textFrame(app, "Sheet page") != nil)
        #expect(app.app.graph.invariantViolations() == [])
    }
}
