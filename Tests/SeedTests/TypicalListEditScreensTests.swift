import Foundation
import Testing
import ScrollSim

// Screens written the way app code writes them with SwiftUI; only the
// import differs. iPhone 14, fake measurer (16 pt lines at 17 pt, 8 pt a
// character), 1×.

struct Fruit: Identifiable {
    let id = UUID()
    let name: String
}

/// A reorderable, deletable list with an Edit button, as Apple's samples write it.
struct FruitListView: View {
    @State private var fruits = ["Apple", "Banana", "Cherry", "Date"].map { Fruit(name: $0) }

    var body: some View {
        NavigationStack {
            List {
                ForEach(fruits) { fruit in
                    Text(fruit.name)
                }
                .onDelete(perform: delete)
                .onMove(perform: move)
            }
            .navigationTitle("Fruit")
            .toolbar { EditButton() }
        }
    }

    func delete(at offsets: IndexSet) {
        fruits.remove(atOffsets: offsets)
    }

    func move(from source: IndexSet, to destination: Int) {
        fruits.move(fromOffsets: source, toOffset: destination)
    }
}

@MainActor
@Suite struct TypicalListEditScreensTests {
    @Test func explore() throws {
        let app = try settledApp(FruitListView())
        print(app.app.graph.inspect())
        try app.tap(.text("Edit"))
        try app.pumpAndSettle()
        print(app.app.graph.inspect())
        for c in app.lastFrame!.drawList.commands { print(c) }
    }
}
