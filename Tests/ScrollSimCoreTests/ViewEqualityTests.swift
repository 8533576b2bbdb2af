import Testing
@testable import ScrollSimCore

/// A view whose new value is the same as its old one is not evaluated again
/// when its parent's body runs (SwiftUI's rule, as John Harper of the
/// SwiftUI team describes it: plain-data views compare field by field,
/// other views with their `==` when they have one).
@MainActor
@Suite struct ViewEqualityTests {
    @MainActor final class Count { var bodies: [String: Int] = [:] }

    /// Plain data plus a reference (compared by identity).
    struct Label: View {
        let text: String
        let count: Count
        var body: some View {
            let _ = count.bodies[text, default: 0] += 1
            Text(text)
        }
    }

    /// Equal whenever `id` is, whatever `detail` says.
    struct Card: View, Equatable {
        let id: Int
        let detail: String
        let count: Count
        var body: some View {
            let _ = count.bodies["card", default: 0] += 1
            Text("card \(id) \(detail)")
        }
        nonisolated static func == (a: Card, b: Card) -> Bool { a.id == b.id }
    }

    struct Screen: View {
        let count: Count
        @State private var taps = 0
        var body: some View {
            VStack {
                Text("tap \(taps)").onTapGesture { taps += 1 }
                Label(text: "fixed", count: count)
                Label(text: "taps \(taps / 2)", count: count)
                Card(id: taps / 3, detail: "after \(taps) taps", count: count)
                Label(text: "titled", count: count).font(taps >= 4 ? .title : .body)
            }
        }
    }

    func tap(_ graph: ViewGraph, _ text: String, at time: Double) {
        let f = graph.frame(ofText: text)!
        graph.handle(.pointerDown(CGPoint(x: f.midX, y: f.midY)), time: time)
        graph.handle(.pointerUp(CGPoint(x: f.midX, y: f.midY)), time: time + 0.1)
        graph.update()
    }

    @Test func unchangedViewsAreNotEvaluatedAgain() {
        let count = Count()
        let graph = laidOut(Screen(count: count))
        #expect(count.bodies == ["fixed": 1, "taps 0": 1, "card": 1, "titled": 1])
        // Tap 1: nothing the children hold changed (1 / 2 = 0, 1 / 3 = 0;
        // the card's detail did, but its == ignores it).
        tap(graph, "tap 0", at: 1)
        #expect(count.bodies == ["fixed": 1, "taps 0": 1, "card": 1, "titled": 1])
        #expect(graph.inspect().text("card 0 after 0 taps") != nil)
        // Tap 2: the second label's text is new (2 / 2 = 1).
        tap(graph, "tap 1", at: 2)
        #expect(count.bodies == ["fixed": 1, "taps 0": 1, "taps 1": 1, "card": 1, "titled": 1])
        // Tap 3: the card's id is new (3 / 3 = 1): evaluated, showing the new detail.
        tap(graph, "tap 2", at: 3)
        #expect(count.bodies["card"] == 2)
        #expect(graph.inspect().text("card 1 after 3 taps") != nil)
        // Tap 4: the environment of the last label changed (its font): evaluated again.
        tap(graph, "tap 3", at: 4)
        #expect(count.bodies["titled"] == 2)
        #expect(count.bodies["fixed"] == 1)
    }

    /// Environments compare value by value (their padding bytes are not
    /// kept by copies), so `hasSameValues(as:)` must name every stored
    /// property: one it missed would let a view skip a change to it.
    @Test func theEnvironmentComparisonCoversEveryStoredValue() {
        let labels = EnvironmentValues.storedValueNames
        #expect(labels == ["font", "foregroundColor", "multilineTextAlignment", "lineLimit", "isEnabled",
                           "accentColor", "displayScale", "safeAreaInsets", "contentMargins",
                           "scrollClipsContent", "stackAxis", "isInButtonLabel", "defaultForegroundColor", "colorScheme",
                           "horizontalSizeClass", "verticalSizeClass", "dynamicTypeSize", "keyed"],
                "a stored property added to EnvironmentValues must be compared in hasSameValues(as:)")
        var a = EnvironmentValues(), b = a
        #expect(a.hasSameValues(as: b))
        b.contentMargins.set(.top, EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0), for: .scrollContent)
        #expect(!a.hasSameValues(as: b))
        b = a
        a.lineLimit = 2
        #expect(!a.hasSameValues(as: b))
        for change in [{ (e: inout EnvironmentValues) in e.colorScheme = .dark },
                       { $0.horizontalSizeClass = .compact }, { $0.verticalSizeClass = .regular },
                       { $0.dynamicTypeSize = .xLarge }, { $0.defaultForegroundColor = .secondary }] {
            var c = EnvironmentValues()
            change(&c)
            #expect(!c.hasSameValues(as: EnvironmentValues()))
        }
    }
}
