import Testing
@testable import ScrollSimCore

// `@Observable` models and `ObservableObject` ones, with the update rules of
// docs/layout-rules.md, "State and models". The measurer is the fixed one:
// 8 pt per character, 16 pt per line.

@MainActor private var evaluations: [String: Int] = [:]
@MainActor private func count(_ name: String) { evaluations[name, default: 0] += 1 }

@Observable final class CounterModel {
    var count = 0
    var unread = 0
    var flag = false
    var items: [String] = ["a", "b", "c"]
}

private struct CountReader: View {
    let model: CounterModel
    var body: some View {
        count("CountReader")
        return Text("count \(model.count)")
    }
}

private struct Switching: View {
    let model: CounterModel
    @State var showCount = false
    var body: some View {
        count("Switching")
        return Button(showCount ? "count \(model.count)" : "unread \(model.unread)") { showCount = true }
    }
}

private struct FlagEditor: View {
    @Bindable var model: CounterModel
    var body: some View {
        VStack(spacing: 0) {
            Toggle("Flag", isOn: $model.flag)
            Text(model.flag ? "on" : "off")
        }
    }
}

private struct ItemList: View {
    @State var model = CounterModel()
    let onModel: (CounterModel) -> Void
    var body: some View {
        onModel(model)
        return VStack(spacing: 0) {
            ForEach(model.items, id: \.self) { Text($0) }
        }
    }
}

private struct EnvironmentCounter: View {
    @Environment(CounterModel.self) private var model
    var body: some View { Text("env \(model.count)") }
}

private struct OptionalEnvironmentCounter: View {
    @Environment(CounterModel.self) private var model: CounterModel?
    var body: some View { Text(model.map { "env \($0.count)" } ?? "none") }
}

final class Store: ObservableObject {
    nonisolated(unsafe) static var made = 0
    let name: String
    @Published var value = 0
    var notPublished = 0
    init(_ name: String) {
        self.name = name
        Store.made += 1
    }
}

private struct StoreOwner: View {
    @StateObject var store = Store("owned")
    let generation: Int
    var body: some View {
        count("StoreOwner")
        return Text("\(store.name) \(store.value) g\(generation)")
    }
}

private struct StoreViewer: View {
    @ObservedObject var store: Store
    var body: some View {
        count("StoreViewer")
        return Text("\(store.name) \(store.value)")
    }
}

private struct StoreToggle: View {
    @ObservedObject var store: Store
    @State var unused = false
    var body: some View { Stepperish(value: $store.value) }
}

private struct Stepperish: View {
    @Binding var value: Int
    var body: some View { Button("v\(value)") { value += 1 } }
}

private struct DeepReader: View {
    @EnvironmentObject var store: Store
    var body: some View { Text("deep \(store.value)") }
}

private struct Middle: View {
    var body: some View { VStack { DeepReader() } }
}

/// `view` pinned to the top-left corner of a 390 × 844 window, laid out.
@MainActor
func pinnedGraph<V: View>(_ view: V) -> ViewGraph {
    let g = ViewGraph(view.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading),
                      measurer: fixedMeasurer(), size: CGSize(width: 390, height: 844))
    g.warningHandler = { _ in }
    g.update()
    return g
}

/// A press and a release at the middle of `frame`, then an update.
@MainActor
func tapMiddle(_ g: ViewGraph, _ frame: CGRect, at time: Double) {
    g.handle(.pointerDown(CGPoint(x: frame.midX, y: frame.midY)), time: time)
    g.handle(.pointerUp(CGPoint(x: frame.midX, y: frame.midY)), time: time + 0.1)
    g.update()
}

@MainActor
@Suite(.serialized) struct ObservationTests {
    func graph<V: View>(_ view: V) -> ViewGraph { pinnedGraph(view) }


    // MARK: @Observable

    @Test func aBodyReEvaluatesOncePerChangeOfAPropertyItReadAndNeverForOthers() {
        evaluations = [:]
        let model = CounterModel()
        let g = graph(CountReader(model: model))
        #expect(evaluations["CountReader"] == 1)
        model.unread += 1
        #expect(!g.needsUpdate)
        g.update()
        #expect(evaluations["CountReader"] == 1)
        model.count += 1
        #expect(g.needsUpdate)
        g.update()
        #expect(evaluations["CountReader"] == 2)
        #expect(g.frame(ofText: "count 1") == CGRect(x: 0, y: 0, width: 56, height: 16))
        // Two changes before one update: one evaluation, the last value.
        model.count += 1
        model.count += 1
        g.update()
        #expect(evaluations["CountReader"] == 3)
        #expect(g.frame(ofText: "count 3") != nil)
        model.unread += 1
        g.update()
        #expect(evaluations["CountReader"] == 3)
    }

    @Test func aReadOfAnEarlierEvaluationNoLongerUpdatesTheView() {
        evaluations = [:]
        let model = CounterModel()
        let g = graph(Switching(model: model))
        tapMiddle(g, g.frame(ofText: "unread 0")!, at: 1)
        #expect(evaluations["Switching"] == 2)
        // The first evaluation read `unread`; the second reads `count` only.
        model.unread += 1
        #expect(!g.needsUpdate)
        g.update()
        #expect(evaluations["Switching"] == 2)
        model.count = 4
        g.update()
        #expect(evaluations["Switching"] == 3)
        #expect(g.frame(ofText: "count 4") == CGRect(x: 0, y: 0, width: 56, height: 16))
    }

    @Test func aViewOfPlainDataIsEvaluatedWithoutTrackingAndOneHoldingAModelWithIt() {
        struct Plain: View {
            let title: String
            let counts: [Int]
            let maybe: Double?
            @State var on = false
            @Environment(\.colorScheme) var scheme
            var body: some View { Text(title) }
        }
        #expect(DynamicPropertyLayout.of(Plain.self).tracksObservation == false)
        // A closure, an existential or an enum may hold anything.
        struct WithClosure: View { let action: () -> Void; var body: some View { EmptyView() } }
        struct WithAny: View { let value: Any; var body: some View { EmptyView() } }
        struct WithView: View { let content: AnyView; var body: some View { content } }
        #expect(DynamicPropertyLayout.of(WithClosure.self).tracksObservation == true)
        #expect(DynamicPropertyLayout.of(WithAny.self).tracksObservation == true)
        #expect(DynamicPropertyLayout.of(WithView.self).tracksObservation == true)
        #expect(DynamicPropertyLayout.of(CountReader.self).tracksObservation == true)
        #expect(DynamicPropertyLayout.of(FlagEditor.self).tracksObservation == true)
        #expect(DynamicPropertyLayout.of(EnvironmentCounter.self).tracksObservation == true)
    }

    @Test func aBindableToggleWritesTheModelAndTheViewFollows() {
        let model = CounterModel()
        let g = graph(FlagEditor(model: model).frame(width: 390))
        // Centred in the 390 pt stack below the 31 pt toggle row: (390 - 24) / 2.
        #expect(g.frame(ofText: "off") == CGRect(x: 183, y: 31, width: 24, height: 16))
        tapMiddle(g, g.frames(of: "Switch")[0], at: 1)
        #expect(model.flag == true)
        #expect(g.frame(ofText: "on") == CGRect(x: 187, y: 31, width: 16, height: 16))
        model.flag = false
        g.update()
        #expect(g.frame(ofText: "off") != nil)
    }

    @Test func aListOverTheModelsItemsGrowsWhenOneIsAppended() {
        var held: CounterModel?
        let g = graph(ItemList(onModel: { held = $0 }))
        #expect(g.frame(ofText: "c") == CGRect(x: 0, y: 32, width: 8, height: 16))
        held!.items.append("dd")
        g.update()
        // The stack widens to its widest row (16 pt) and centres the others in it.
        #expect(g.frame(ofText: "c") == CGRect(x: 4, y: 32, width: 8, height: 16))
        #expect(g.frame(ofText: "dd") == CGRect(x: 0, y: 48, width: 16, height: 16))
        #expect(g.frames(of: "VStack") == [CGRect(x: 0, y: 0, width: 16, height: 64)])
    }

    @Test func environmentFindsAnObservableAnAncestorSet() {
        let model = CounterModel()
        let g = graph(VStack { EnvironmentCounter() }.environment(model))
        #expect(g.frame(ofText: "env 0") != nil)
        model.count = 7
        g.update()
        #expect(g.frame(ofText: "env 7") == CGRect(x: 0, y: 0, width: 40, height: 16))
        #expect(graph(OptionalEnvironmentCounter()).frame(ofText: "none") != nil)
        #expect(graph(OptionalEnvironmentCounter().environment(model)).frame(ofText: "env 7") != nil)
    }

    @Test func aMissingObservableInTheEnvironmentIsReportedAndTheViewShowsNothing() {
        var warnings: [String] = []
        let g = ViewGraph(VStack(spacing: 0) { Text("above"); EnvironmentCounter() }, measurer: fixedMeasurer(),
                          size: CGSize(width: 390, height: 844))
        g.warningHandler = { warnings.append($0) }
        g.update()
        #expect(warnings == ["EnvironmentCounter: No Observable object of type CounterModel found. A View.environment(_:) for CounterModel may be missing as an ancestor of this view."])
        #expect(g.frame(ofText: "above") != nil)
    }

    // MARK: ObservableObject

    @Test func aStateObjectIsMadeOnceAcrossParentRenders() {
        struct Parent: View {
            @State var generation = 0
            var body: some View {
                VStack(spacing: 0) {
                    Button("next") { generation += 1 }
                    StoreOwner(generation: generation)
                }
            }
        }
        evaluations = [:]
        Store.made = 0
        let g = graph(Parent())
        #expect(Store.made == 1)
        tapMiddle(g, g.frame(ofText: "next")!, at: 1)
        tapMiddle(g, g.frame(ofText: "next")!, at: 2)
        #expect(g.frame(ofText: "owned 0 g2") != nil)
        #expect(Store.made == 1)
        #expect(evaluations["StoreOwner"] == 3)
    }

    @Test func anObservedObjectFollowsTheParentsInstanceAndItsPublishedChanges() {
        struct Parent: View {
            let stores: [Store]
            @State var index = 0
            var body: some View {
                VStack(spacing: 0) {
                    Button("switch") { index = 1 }
                    StoreViewer(store: stores[index])
                }
            }
        }
        evaluations = [:]
        let first = Store("first"), second = Store("second")
        let g = graph(Parent(stores: [first, second]))
        #expect(g.frame(ofText: "first 0") != nil)
        first.value = 5
        g.update()
        #expect(g.frame(ofText: "first 5") != nil)
        #expect(evaluations["StoreViewer"] == 2)
        first.notPublished = 3
        #expect(!g.needsUpdate)
        tapMiddle(g, g.frame(ofText: "switch")!, at: 1)
        #expect(g.frame(ofText: "second 0") == CGRect(x: 0, y: 16, width: 64, height: 16))
        #expect(evaluations["StoreViewer"] == 3)
        // The old object no longer updates the view; the new one does.
        first.value = 6
        #expect(!g.needsUpdate)
        second.value = 1
        g.update()
        #expect(g.frame(ofText: "second 1") != nil)
        #expect(evaluations["StoreViewer"] == 4)
    }

    @Test func anObservedObjectsProjectedBindingWritesThroughPublished() {
        let store = Store("s")
        let g = graph(StoreToggle(store: store))
        tapMiddle(g, g.frame(ofText: "v0")!, at: 1)
        #expect(store.value == 1)
        #expect(g.frame(ofText: "v1") != nil)
    }

    @Test func anEnvironmentObjectIsFoundDownTheTreeAndMissingOneIsReported() {
        let store = Store("env")
        let g = graph(Middle().environmentObject(store))
        #expect(g.frame(ofText: "deep 0") != nil)
        store.value = 2
        g.update()
        #expect(g.frame(ofText: "deep 2") != nil)

        var warnings: [String] = []
        let missing = ViewGraph(Middle(), measurer: fixedMeasurer(), size: CGSize(width: 390, height: 844))
        missing.warningHandler = { warnings.append($0) }
        missing.update()
        #expect(warnings == ["DeepReader: No ObservableObject of type Store found. A View.environmentObject(_:) for Store may be missing as an ancestor of this view."])
        #expect(missing.inspect().all { $0.kind == "Text" }.isEmpty)
    }

    @Test func aPublishedProjectionSinksTheCurrentThenEachNewValue() {
        let store = Store("p")
        var seen: [Int] = []
        let subscription = store.$value.sink { seen.append($0) }
        var willChange = 0
        let other = store.objectWillChange.sink { willChange += 1 }
        store.value = 4
        store.value = 9
        #expect(seen == [0, 4, 9])
        #expect(willChange == 2)
        subscription.cancel()
        store.value = 10
        #expect(seen == [0, 4, 9])
        #expect(willChange == 3)
        _ = other
    }
}

/// The main actor's work is run by whichever thread drains the main queue:
/// under an `async` main on Linux that is a worker thread, and the worker
/// pool retires a thread idle for 5 s (libdispatch's worker timeout), so
/// after a longer pause another thread runs it. A change made there must
/// still schedule the view at once. A suite of its own, as its pause would
/// hold up a serialized one; its views and models are its own, as it runs
/// beside the suite above and must not touch that suite's counters.
@MainActor
@Suite struct ObservationAcrossMainActorThreadsTests {
    @Test func aChangeOnTheMainActorSchedulesTheViewAtOnceAfterAPauseLongerThanAWorkersIdleTimeout() async throws {
        let model = PausedModel()
        let store = PausedStore()
        let g = pinnedGraph(VStack(spacing: 0) { PausedModelText(model: model); PausedStoreText(store: store) })
        try await Task.sleep(for: .seconds(6))
        model.count = 1
        #expect(g.needsUpdate)
        g.update()
        #expect(g.frame(ofText: "count 1") == CGRect(x: 0, y: 0, width: 56, height: 16))
        store.value = 2
        #expect(g.needsUpdate)
        g.update()
        // Centred under the 56 pt "count 1" row: (56 - 24) / 2.
        #expect(g.frame(ofText: "t 2") == CGRect(x: 16, y: 16, width: 24, height: 16))
    }
}

@Observable final class PausedModel { var count = 0 }
final class PausedStore: ObservableObject { @Published var value = 0 }

private struct PausedModelText: View {
    let model: PausedModel
    var body: some View { Text("count \(model.count)") }
}

private struct PausedStoreText: View {
    @ObservedObject var store: PausedStore
    var body: some View { Text("t \(store.value)") }
}
