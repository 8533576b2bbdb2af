import Testing
@testable import ScrollSimCore

/// Preference walks skip the subtrees where no view can write the key
/// (`Node.subtreePreferenceBits`), and still combine every value written,
/// as the tree changes.
@MainActor
@Suite struct PreferenceWalkTests {
    struct MaxKey: PreferenceKey {
        static let defaultValue = -1
        static func reduce(value: inout Int, nextValue: () -> Int) { value = max(value, nextValue()) }
    }

    @MainActor final class Seen { var values: [Int] = [] }

    /// 100 rows; the rows in `writers` write their index.
    struct Rows: View {
        let seen: Seen
        @State var writers: Set<Int> = [57, 93]
        var body: some View {
            VStack(spacing: 0) {
                Text("change").onTapGesture { writers = [3] }
                Text("clear").onTapGesture { writers = [] }
                ForEach(0..<100, id: \.self) { i in
                    if writers.contains(i) {
                        Text("Row \(i)").preference(key: MaxKey.self, value: i)
                    } else {
                        Text("Row \(i)")
                    }
                }
            }
            .onPreferenceChange(MaxKey.self) { seen.values.append($0) }
        }
    }

    func tap(_ graph: ViewGraph, _ text: String, at time: Double) {
        let f = graph.frame(ofText: text)!
        graph.handle(.pointerDown(CGPoint(x: f.midX, y: f.midY)), time: time)
        graph.handle(.pointerUp(CGPoint(x: f.midX, y: f.midY)), time: time + 0.1)
        graph.update()
    }

    /// The row nodes (the `ForEach`'s children) in order.
    func rowNodes(_ graph: ViewGraph) -> [Node] {
        var found: Node?
        func search(_ n: Node) {
            if found == nil, n.kindName == "ForEach" { found = n }
            for c in n.children { search(c) }
        }
        search(graph.rootNode)
        return found?.children.array ?? []
    }

    @Test func valuesCombineWhileSilentRowsAreSkipped() {
        let seen = Seen()
        let graph = laidOut(Rows(seen: seen), size: CGSize(width: 390, height: 2000))
        // max(57, 93) = 93.
        #expect(seen.values == [93])
        let bit = PreferenceKeyInfo(MaxKey.self).bit
        let rows = rowNodes(graph)
        #expect(rows.count == 100)
        #expect(rows[57].subtreePreferenceBits & bit != 0)
        #expect(rows[58].subtreePreferenceBits == 0)
        // Row 3 starts writing and the others stop: the bits follow the tree.
        tap(graph, "change", at: 1)
        #expect(seen.values == [93, 3])
        #expect(rowNodes(graph)[3].subtreePreferenceBits & bit != 0)
        #expect(rowNodes(graph)[93].subtreePreferenceBits == 0)
        // Nobody writes: the default value.
        tap(graph, "clear", at: 2)
        #expect(seen.values == [93, 3, -1])
    }
}
