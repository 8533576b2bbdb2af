import Foundation
import Testing
import ScrollSim

// Rows inserted into or removed from a `List` inside `withAnimation`: the
// rows that stay slide to their new places, an inserted row fades in where
// it goes and a removed row fades out where it was, with the transaction's
// animation (docs/layout-rules.md, "Lists"). Plain list on an iPhone 14,
// fake measurer, 1×: rows 44 pt from y 47, text 14 pt below a row's top.

/// The origin and opacity of the text `text` as last drawn, nil when not drawn.
@MainActor
func drawnText(_ app: TestApp, _ text: String) -> (origin: CGPoint, opacity: Double)? {
    for command in app.lastFrame!.drawList.commands {
        if case let .text(lines, _, color) = command, lines.first?.text == text {
            return (lines[0].origin, Double(color.opacity))
        }
    }
    return nil
}

@MainActor
@Suite struct ListRowTransitionTests {
    /// Two button rows, then the items from y 135.
    struct Groceries: View {
        var animation: Animation? = .linear(duration: 1)
        @State private var items = ["Apples", "Bread", "Cheese"]
        var body: some View {
            List {
                Section {
                    Button("Add") { withAnimation(animation) { items.insert("Butter", at: 1) } }
                    Button("Remove") { withAnimation(animation) { items.removeAll { $0 == "Bread" } } }
                }
                Section {
                    ForEach(items, id: \.self) { Text($0) }
                }
            }
            .listStyle(.plain)
        }
    }

    @Test func anInsertedRowFadesInAndTheRowsBelowSlideDown() throws {
        let app = try settledApp(Groceries())
        #expect(drawnText(app, "Bread")?.origin.y == CGFloat(179 + 14))
        let full = try #require(drawnText(app, "Apples")).opacity
        try app.tap(.text("Add"))
        app.pump(1.0 / 60)
        for frame in 0...60 {
            if frame > 0 { app.pump(1.0 / 60) }
            let p = Double(frame) / 60
            let bread = try #require(drawnText(app, "Bread"), "frame \(frame)")
            let cheese = try #require(drawnText(app, "Cheese"), "frame \(frame)")
            #expect(abs(Double(bread.origin.y) - (179 + 14 + 44 * p)) < 1e-9, "frame \(frame)")
            #expect(abs(Double(cheese.origin.y) - (223 + 14 + 44 * p)) < 1e-9, "frame \(frame)")
            #expect(drawnText(app, "Apples")?.origin.y == CGFloat(135 + 14))
            if frame == 0 {
                #expect(drawnText(app, "Butter") == nil)
            } else {
                let butter = try #require(drawnText(app, "Butter"), "frame \(frame)")
                #expect(butter.origin.y == CGFloat(179 + 14))
                #expect(abs(butter.opacity - full * p) < 1e-6, "frame \(frame): \(butter.opacity)")
            }
        }
        #expect(try app.pumpAndSettle() == 0)
        #expect(drawnText(app, "Butter")?.opacity == full)
        #expect(drawnText(app, "Cheese")?.origin.y == CGFloat(267 + 14))
    }

    @Test func aRemovedRowFadesOutWhereItWasAndTheRowsBelowSlideUp() throws {
        let app = try settledApp(Groceries())
        let full = try #require(drawnText(app, "Bread")).opacity
        try app.tap(.text("Remove"))
        app.pump(1.0 / 60)
        for frame in 0...59 {
            if frame > 0 { app.pump(1.0 / 60) }
            let p = Double(frame) / 60
            let bread = try #require(drawnText(app, "Bread"), "frame \(frame)")
            #expect(bread.origin.y == CGFloat(179 + 14))
            #expect(abs(bread.opacity - full * (1 - p)) < 1e-6, "frame \(frame): \(bread.opacity)")
            let cheese = try #require(drawnText(app, "Cheese"), "frame \(frame)")
            #expect(abs(Double(cheese.origin.y) - (223 + 14 - 44 * p)) < 1e-9, "frame \(frame)")
        }
        app.pump(1.0 / 60)
        #expect(drawnText(app, "Bread") == nil)
        #expect(drawnText(app, "Cheese")?.origin.y == CGFloat(179 + 14))
        #expect(try app.pumpAndSettle() == 0)
    }

    /// Without animation the change is immediate.
    @Test func anUnanimatedChangeMovesRowsAtOnce() throws {
        let app = try settledApp(Groceries(animation: nil))
        try app.tap(.text("Remove"))
        app.pump(1.0 / 60)
        #expect(drawnText(app, "Bread") == nil)
        #expect(drawnText(app, "Cheese")?.origin.y == CGFloat(179 + 14))
    }
}
