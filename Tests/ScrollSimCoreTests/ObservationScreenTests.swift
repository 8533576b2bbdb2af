import Testing
import ScrollSimCore

// Two screens written as app developers write them for SwiftUI, with only
// the import changed: a counter on an `@Observable` model, and a to-do list
// on an `ObservableObject` store with `@Published` and `@StateObject`.

@Observable
final class CounterScreenModel {
    var count = 0
    func increment() { count += 1 }
}

struct CounterScreen: View {
    @State private var model = CounterScreenModel()

    var body: some View {
        VStack(spacing: 12) {
            Text("Count: \(model.count)")
            Button("Increment") {
                model.increment()
            }
        }
    }
}

struct TodoItem: Identifiable {
    let id = UUID()
    var title: String
    var isDone = false
}

final class TodoStore: ObservableObject {
    @Published var items: [TodoItem] = [TodoItem(title: "Milk"), TodoItem(title: "Bread")]

    func add(_ title: String) {
        items.append(TodoItem(title: title))
    }
}

struct TodoScreen: View {
    @StateObject private var store = TodoStore()

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(store.items) { item in
                TodoRow(item: item)
            }
            Button("Add") { store.add("Eggs") }
        }
    }
}

struct TodoRow: View {
    let item: TodoItem
    var body: some View {
        HStack(spacing: 8) {
            Text(item.isDone ? "x" : "o")
            Text(item.title)
        }
    }
}

@MainActor
@Suite struct ObservationScreenTests {
    func graph<V: View>(_ view: V) -> ViewGraph { pinnedGraph(view) }

    @Test func theObservableCounterCountsTaps() {
        let g = graph(CounterScreen())
        // "Count: 0" is 64 pt wide, "Increment" 72: the stack is 72 wide,
        // 16 + 12 + 16 tall, the first line centred in it.
        #expect(g.frame(ofText: "Count: 0") == CGRect(x: 4, y: 0, width: 64, height: 16))
        let button = g.frame(ofText: "Increment")!
        #expect(button == CGRect(x: 0, y: 28, width: 72, height: 16))
        tapMiddle(g, button, at: 1)
        tapMiddle(g, button, at: 2)
        #expect(g.frame(ofText: "Count: 2") == CGRect(x: 4, y: 0, width: 64, height: 16))
    }

    @Test func theTodoListGrowsWhenAnItemIsAdded() {
        let g = graph(TodoScreen())
        // Rows "o" + 8 + title, 16 pt each, then the button.
        #expect(g.frame(ofText: "Bread") == CGRect(x: 16, y: 16, width: 40, height: 16))
        #expect(g.frame(ofText: "Add") == CGRect(x: 0, y: 32, width: 24, height: 16))
        tapMiddle(g, g.frame(ofText: "Add")!, at: 1)
        #expect(g.frame(ofText: "Eggs") == CGRect(x: 16, y: 32, width: 32, height: 16))
        #expect(g.frame(ofText: "Add") == CGRect(x: 0, y: 48, width: 24, height: 16))
    }
}
