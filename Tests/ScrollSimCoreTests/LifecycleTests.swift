import Testing
@testable import ScrollSimCore

/// What lifecycle actions did, in order.
@MainActor
final class Trace {
    var events: [String] = []
    func callAsFunction(_ event: String) { events.append(event) }
}

/// Bindings a test changes between updates.
@MainActor
final class Controls<T> {
    var binding: Binding<T>?
    func set(_ value: T) { binding?.wrappedValue = value }
}

/// `if x == 0 { A } else { B }` with appear/disappear on both and a change watch on `x`.
private struct Swap: View {
    @State private var x = 0
    let trace: Trace
    let controls: Controls<Int>
    var body: some View {
        controls.binding = $x
        return VStack {
            if x == 0 {
                Text("A").onAppear { trace("appear A") }.onDisappear { trace("disappear A") }
            } else {
                Text("B").onAppear { trace("appear B") }.onDisappear { trace("disappear B") }
            }
        }
        .onChange(of: x) { old, new in trace("change x \(old)→\(new)") }
    }
}

private struct Rows: View {
    @State private var items = [1, 2, 3]
    let trace: Trace
    let controls: Controls<[Int]>
    var body: some View {
        controls.binding = $items
        return VStack {
            ForEach(items, id: \.self) { i in
                Text("row \(i)").onAppear { trace("appear \(i)") }.onDisappear { trace("disappear \(i)") }
            }
        }
    }
}

private struct Watcher: View {
    @State private var value = 0
    @State private var other = 0
    let trace: Trace
    let controls: Controls<Int>
    let otherControls: Controls<Int>
    var body: some View {
        controls.binding = $value
        otherControls.binding = $other
        return Text("\(value) \(other)")
            .onChange(of: value, initial: true) { old, new in trace("change \(old)→\(new)") }
            .onChange(of: value) { trace("changed") }
    }
}

private struct AppearSetsState: View {
    @State private var loaded = "no"
    var body: some View {
        Text("loaded \(loaded)").onAppear { loaded = "yes" }
    }
}

@MainActor
@Suite struct LifecycleTests {
    @Test func parentsAppearBeforeTheirContentInTheOrderTheyAreMade() {
        let trace = Trace()
        _ = laidOut(VStack {
            Text("A").onAppear { trace("appear A") }
            HStack { Text("B").onAppear { trace("appear B") } }.onAppear { trace("appear row") }
        }
        .onAppear { trace("appear stack") })
        #expect(trace.events == ["appear stack", "appear A", "appear row", "appear B"])
    }

    @Test func anIfElseSwapRunsTheChangeThenTheDisappearThenTheAppear() {
        let trace = Trace(), controls = Controls<Int>()
        let graph = laidOut(Swap(trace: trace, controls: controls))
        #expect(trace.events == ["appear A"])
        controls.set(1)
        graph.update()
        #expect(trace.events == ["appear A", "change x 0→1", "disappear A", "appear B"])
        // Nothing changed: nothing runs.
        graph.update()
        controls.set(1)
        graph.update()
        #expect(trace.events.count == 4)
        controls.set(0)
        graph.update()
        #expect(trace.events.suffix(3) == ["change x 1→0", "disappear B", "appear A"])
    }

    @Test func forEachRowsAppearWhenInsertedAndDisappearWhenRemoved() {
        let trace = Trace(), controls = Controls<[Int]>()
        let graph = laidOut(Rows(trace: trace, controls: controls))
        #expect(trace.events == ["appear 1", "appear 2", "appear 3"])
        controls.set([1, 4, 2, 3])
        graph.update()
        #expect(trace.events.suffix(1) == ["appear 4"])
        controls.set([1, 4, 3])
        graph.update()
        #expect(trace.events.suffix(1) == ["disappear 2"])
        controls.set([3])
        graph.update()
        #expect(trace.events.suffix(2) == ["disappear 1", "disappear 4"])
        #expect(trace.events.count == 7)
    }

    @Test func onChangeWithInitialRunsOnceAtAppearThenOnEachChange() {
        let trace = Trace(), controls = Controls<Int>(), other = Controls<Int>()
        let graph = laidOut(Watcher(trace: trace, controls: controls, otherControls: other))
        #expect(trace.events == ["change 0→0"])
        // Another state re-evaluates the body with the same value: no action.
        other.set(5)
        graph.update()
        #expect(graph.inspect().text("0 5") != nil)
        #expect(trace.events == ["change 0→0"])
        controls.set(1)
        graph.update()
        // Both forms, in tree order: the outer modifier (written last) first.
        #expect(trace.events == ["change 0→0", "changed", "change 0→1"])
        controls.set(3)
        graph.update()
        #expect(trace.events == ["change 0→0", "changed", "change 0→1", "changed", "change 1→3"])
    }

    @Test func stateAnAppearActionSetsShowsInTheSameUpdate() {
        let graph = laidOut(AppearSetsState())
        #expect(graph.inspect().text("loaded yes") != nil)
    }
}
