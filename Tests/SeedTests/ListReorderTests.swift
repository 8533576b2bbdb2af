import Foundation
import Testing
import ScrollSim

@MainActor
@Suite struct ListReorderTests {
    final class Log { var moves: [(IndexSet, Int)] = [] }

    struct Letters: View {
        let log: Log
        @State var items = ["A", "B", "C", "D", "E"]
        var body: some View {
            List {
                ForEach(items, id: \.self) { Text($0) }
                    .onMove { log.moves.append(($0, $1)); items.move(fromOffsets: $0, toOffset: $1) }
            }
            .listStyle(.plain)
            .environment(\.editMode, .constant(.active))
        }
    }

    @Test func explore() throws {
        let log = Log()
        let app = try settledApp(Letters(log: log))
        for t in ["A", "B", "C"] { print(t, textFrame(app, t) as Any) }
        for c in app.lastFrame!.drawList.commands { print(c) }
        app.send(.pointerDown(CGPoint(x: 368, y: 69)))
        app.pump(1.0 / 60)
        for i in 1...10 {
            app.send(.pointerMove(CGPoint(x: 368, y: 69 + CGFloat(i) * 10)))
            app.pump(1.0 / 60)
        }
        for t in ["A", "B", "C"] { print(t, textFrame(app, t) as Any) }
        app.send(.pointerUp(CGPoint(x: 368, y: 169)))
        try app.pumpAndSettle()
        print(log.moves)
        for t in ["A", "B", "C"] { print(t, textFrame(app, t) as Any) }
    }
}
