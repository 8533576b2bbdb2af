import Testing
@testable import ScrollSimCore

// Reads of `@Observable` properties in the content closures a container
// runs after the body that made it (a `ForEach`'s rows, a lazy stack's rows,
// a `GeometryReader`'s content): a change of one brings the closure back, as
// a change of a property a body read brings the body back
// (docs/layout-rules.md, "State and models"). The measurer is the fixed one:
// 8 pt per character, 16 pt per line.

@Observable final class ClosureItem: Identifiable {
    var title: String
    init(_ title: String) { self.title = title }
}

@MainActor
@Suite(.serialized) struct ObservationInClosuresTests {
    /// Three items; the view's body reads none of their titles.
    private let items = [ClosureItem("Milk"), ClosureItem("Eggs"), ClosureItem("Tea")]

    @Test func aForEachRowFollowsTheElementPropertyItReads() {
        let items = self.items
        let g = pinnedGraph(VStack(alignment: .leading, spacing: 0) {
            ForEach(items) { item in Text(item.title) }
        })
        #expect(g.frame(ofText: "Eggs") == CGRect(x: 0, y: 16, width: 32, height: 16))
        items[1].title = "Bread rolls"
        #expect(g.needsUpdate)
        g.update()
        #expect(g.frame(ofText: "Eggs") == nil)
        #expect(g.frame(ofText: "Bread rolls") == CGRect(x: 0, y: 16, width: 88, height: 16))
        // The stack widened to the new row; the others keep their places.
        #expect(g.frame(ofText: "Tea") == CGRect(x: 0, y: 32, width: 24, height: 16))
        // A property no row read changes nothing.
        #expect(!g.needsUpdate)
    }

    @Test func aLazyRowFollowsTheElementPropertyItReads() {
        let items = self.items
        let g = pinnedGraph(LazyVStack(alignment: .leading, spacing: 0) {
            ForEach(items) { item in Text(item.title) }
        })
        #expect(g.frame(ofText: "Tea") == CGRect(x: 0, y: 32, width: 24, height: 16))
        items[2].title = "Green tea"
        #expect(g.needsUpdate)
        g.update()
        #expect(g.frame(ofText: "Green tea") == CGRect(x: 0, y: 32, width: 72, height: 16))
        // A second change is seen too: the row's new closure run is tracked.
        items[2].title = "Tea"
        g.update()
        #expect(g.frame(ofText: "Tea") == CGRect(x: 0, y: 32, width: 24, height: 16))
    }

    @Test func aGeometryReadersContentFollowsTheModelItReads() {
        let model = CounterModel()
        let g = pinnedGraph(GeometryReader { geo in
            Text("\(model.count) of \(Int(geo.size.width))")
        }.frame(width: 200, height: 100))
        #expect(g.frame(ofText: "0 of 200") == CGRect(x: 0, y: 0, width: 64, height: 16))
        model.count = 12
        #expect(g.needsUpdate)
        g.update()
        #expect(g.frame(ofText: "12 of 200") == CGRect(x: 0, y: 0, width: 72, height: 16))
        model.unread = 3
        #expect(!g.needsUpdate)
    }
}
