import Testing
@testable import ScrollSimCore

struct NamesKey: PreferenceKey {
    static var defaultValue: [String] = ["default"]
    static func reduce(value: inout [String], nextValue: () -> [String]) { value += nextValue() }
}

struct CountKey: PreferenceKey {
    static let defaultValue = 0
    static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
}

/// Collects what actions receive.
@MainActor
final class Log<T> {
    var values: [T] = []
}

@MainActor
@Suite struct PreferenceTests {
    @Test func valuesCombineInTreeOrder() {
        let log = Log<[String]>()
        let view = VStack {
            Text("a").preference(key: NamesKey.self, value: ["a"])
            HStack {
                Text("b").preference(key: NamesKey.self, value: ["b"])
                Text("silent")
                Text("c").preference(key: NamesKey.self, value: ["c"])
            }
            Text("d").preference(key: NamesKey.self, value: ["d"])
        }
        .onPreferenceChange(NamesKey.self) { log.values.append($0) }
        _ = laidOut(view)
        #expect(log.values == [["a", "b", "c", "d"]])
    }

    @Test func aSubtreeThatSetsNothingGivesTheDefault() {
        let log = Log<[String]>()
        _ = laidOut(VStack { Text("x"); Text("y") }.onPreferenceChange(NamesKey.self) { log.values.append($0) })
        #expect(log.values == [["default"]])
    }

    @Test func preferenceReplacesTheSubtreeValueAndTransformEditsIt() {
        let log = Log<[String]>()
        let view = VStack {
            Text("a").preference(key: NamesKey.self, value: ["inner"]).preference(key: NamesKey.self, value: ["outer"])
            Text("b").preference(key: NamesKey.self, value: ["b"]).transformPreference(NamesKey.self) { $0.append("t") }
        }
        .onPreferenceChange(NamesKey.self) { log.values.append($0) }
        _ = laidOut(view)
        #expect(log.values == [["outer", "b", "t"]])
    }

    @Test func actionDoesNotFireWhenTheValueIsUnchanged() {
        let counter = Log<Int>()
        struct Parent: View {
            @State var tick = 0
            let counter: Log<Int>
            var body: some View {
                VStack {
                    Text("tick \(tick)")
                    Color.red.frame(width: 10, height: 10).preference(key: CountKey.self, value: 5)
                }
                .onPreferenceChange(CountKey.self) { counter.values.append($0) }
                .onTapGesture { tick += 1 }
            }
        }
        let graph = laidOut(Parent(counter: counter))
        #expect(counter.values == [5])
        for i in 1...3 {
            let red = graph.inspect().first { $0.kind == "Rectangle" }!.frame
            graph.handle(.pointerDown(CGPoint(x: red.midX, y: red.midY)), time: Double(i))
            graph.handle(.pointerUp(CGPoint(x: red.midX, y: red.midY)), time: Double(i))
            graph.update()
            #expect(graph.frame(ofText: "tick \(i)") != nil)
        }
        #expect(counter.values == [5])
    }

    @Test func aPreferenceLoopStopsWithAWarningWithinOneFrame() {
        // Each change makes the measured view 1 pt wider: it never settles.
        struct Loop: View {
            @State private var width: CGFloat = 10
            var body: some View {
                Color.blue
                    .frame(width: width, height: 20)
                    .background(GeometryReader { proxy in
                        Color.clear.preference(key: WidthKey.self, value: proxy.size.width)
                    })
                    .onPreferenceChange(WidthKey.self) { width = $0 + 1 }
            }
        }
        let graph = ViewGraph(Loop(), measurer: fixedMeasurer(), size: CGSize(width: 390, height: 844))
        var printed: [String] = []
        graph.warningHandler = { printed.append($0) }
        graph.update()
        #expect(graph.hasCarriedOverWork)
        #expect(printed.count == 1)
        #expect(printed[0].contains("preference WidthKey updated more than 8 times in one frame"))
        // 8 passes lay out 10, 11, … 17; the 8th action's 18 waits for the next frame.
        let first = graph.inspect().first { $0.kind == "frame" }!.frame.width
        let expectedFirst: CGFloat = 17
        #expect(first == expectedFirst)
        // The next frame carries on (8 more passes), still without hanging, and warns no more.
        graph.update()
        #expect(graph.inspect().first { $0.kind == "frame" }!.frame.width == first + 8)
        #expect(printed.count == 1)
        // The app still answers input between looping frames.
        let tapped = Log<Int>()
        graph.setRoot(VStack { Loop(); Text("tap me").onTapGesture { tapped.values.append(1) } })
        graph.update()
        let f = graph.frame(ofText: "tap me")!
        graph.handle(.pointerDown(CGPoint(x: f.midX, y: f.midY)), time: 1)
        graph.handle(.pointerUp(CGPoint(x: f.midX, y: f.midY)), time: 1.1)
        #expect(tapped.values == [1])
        #expect(graph.hasCarriedOverWork)
    }

    @Test func geometryReaderTakesTheWholeProposalAndReportsFrames() {
        let log = Log<CGRect>()
        let view = VStack(spacing: 0) {
            Color.red.frame(height: 100)
            GeometryReader { proxy in
                Color.clear.onAppearFrame(proxy, log)
            }
            .frame(height: 50)
        }
        .padding(10)
        .coordinateSpace(name: "card")
        _ = laidOut(view, size: CGSize(width: 300, height: 400))
        // The stack is 170 tall, centred in 400: top at 115.
        #expect(log.values.contains(CGRect(x: 10, y: 115 + 10 + 100, width: 280, height: 50)))
        #expect(log.values.contains(CGRect(x: 10, y: 110, width: 280, height: 50)))
    }
}

struct WidthKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
}

extension View {
    /// Records the proxy's global and named frames when the content is built.
    @MainActor
    func onAppearFrame(_ proxy: GeometryProxy, _ log: Log<CGRect>) -> Self {
        log.values.append(proxy.frame(in: .global))
        log.values.append(proxy.frame(in: .named("card")))
        return self
    }
}

@MainActor
@Suite struct StateTests {
    struct Counter: View {
        @State private var count = 0
        let label: String
        var body: some View {
            Text("\(label): \(count)").onTapGesture { count += 1 }
        }
    }

    struct Parent: View {
        @State var showSecond = true
        @State var generation = 0
        var body: some View {
            VStack {
                Counter(label: "first \(generation)")
                if showSecond { Counter(label: "second") }
                Text("toggle").onTapGesture { showSecond.toggle() }
                Text("rerender").onTapGesture { generation += 1 }
            }
        }
    }

    func tap(_ graph: ViewGraph, _ text: String, _ t: Double) {
        let f = graph.inspect().first { $0.kind == "Text" && ($0.text ?? "").hasPrefix(text) }!.frame
        graph.handle(.pointerDown(CGPoint(x: f.midX, y: f.midY)), time: t)
        graph.handle(.pointerUp(CGPoint(x: f.midX, y: f.midY)), time: t)
        graph.update()
    }

    @Test func stateSurvivesAParentRerender() {
        let graph = laidOut(Parent())
        tap(graph, "first", 1)
        tap(graph, "first", 2)
        #expect(graph.frame(ofText: "first 0: 2") != nil)
        tap(graph, "rerender", 3)
        #expect(graph.frame(ofText: "first 1: 2") != nil)
    }

    @Test func stateIsDiscardedWhenAViewLeavesTheTree() {
        let graph = laidOut(Parent())
        tap(graph, "second", 1)
        #expect(graph.frame(ofText: "second: 1") != nil)
        tap(graph, "toggle", 2)
        #expect(graph.frame(ofText: "second: 1") == nil)
        tap(graph, "toggle", 3)
        #expect(graph.frame(ofText: "second: 0") != nil)
    }

    @Test func forEachStateFollowsTheID() {
        struct List: View {
            @State var items = ["a", "b"]
            var body: some View {
                VStack {
                    ForEach(items, id: \.self) { Counter(label: $0) }
                    Text("reverse").onTapGesture { items.reverse() }
                }
            }
        }
        let graph = laidOut(List())
        tap(graph, "b", 1)
        #expect(graph.frame(ofText: "b: 1") != nil)
        tap(graph, "reverse", 2)
        let b = graph.frame(ofText: "b: 1")!
        let a = graph.frame(ofText: "a: 0")!
        #expect(b.minY < a.minY)
    }

    @Test func bindingWritesThrough() {
        struct Child: View {
            @Binding var value: Int
            var body: some View { Text("child \(value)").onTapGesture { value += 10 } }
        }
        struct Owner: View {
            @State var value = 1
            var body: some View { VStack { Child(value: $value); Text("owner \(value)") } }
        }
        let graph = laidOut(Owner())
        tap(graph, "child", 1)
        #expect(graph.frame(ofText: "owner 11") != nil)
        #expect(graph.frame(ofText: "child 11") != nil)
        let constant = Binding.constant(5)
        constant.wrappedValue = 9
        #expect(constant.wrappedValue == 5)
    }
}

@MainActor
@Suite struct ButtonTests {
    struct Tapper: View {
        let log: Log<String>
        var body: some View {
            VStack(spacing: 40) {
                Button("Go to Top") { log.values.append("go") }
                Button(action: { log.values.append("other") }, label: { Text("Other") }).disabled(true)
            }
        }
    }

    @Test func downAndUpInsideFiresOnce() {
        let log = Log<String>()
        let graph = laidOut(Tapper(log: log))
        let f = graph.frame(ofText: "Go to Top")!
        let p = CGPoint(x: f.midX, y: f.midY)
        graph.handle(.pointerDown(p), time: 0)
        graph.handle(.pointerMove(CGPoint(x: p.x + 3, y: p.y)), time: 0.05)
        graph.handle(.pointerUp(CGPoint(x: p.x + 3, y: p.y)), time: 0.1)
        #expect(log.values == ["go"])
    }

    @Test func downInsideUpOutsideFiresNothing() {
        let log = Log<String>()
        let graph = laidOut(Tapper(log: log))
        let f = graph.frame(ofText: "Go to Top")!
        graph.handle(.pointerDown(CGPoint(x: f.midX, y: f.midY)), time: 0)
        graph.handle(.pointerMove(CGPoint(x: f.midX, y: f.maxY + 30)), time: 0.05)
        graph.handle(.pointerUp(CGPoint(x: f.midX, y: f.maxY + 30)), time: 0.1)
        #expect(log.values.isEmpty)
    }

    @Test func labelIsAccentBlueAndDimmedWhilePressed() {
        let log = Log<String>()
        let graph = laidOut(Tapper(log: log))
        func labelColor() -> Color? {
            for c in graph.drawList().commands {
                if case .text(let lines, _, let color) = c, lines.first?.text == "Go to Top" { return color }
            }
            return nil
        }
        // System blue, 0,122,255 in the light scheme (it also holds its dark value, so
        // it is compared by its components).
        #expect(labelColor()?.description == Color(rgb255: 0, 122, 255).description)
        let f = graph.frame(ofText: "Go to Top")!
        graph.handle(.pointerDown(CGPoint(x: f.midX, y: f.midY)), time: 0)
        #expect(labelColor()?.description == Color(rgb255: 0, 122, 255).opacity(0.2).description)
        graph.handle(.pointerUp(CGPoint(x: f.midX, y: f.midY)), time: 0.1)
        #expect(labelColor()?.description == Color(rgb255: 0, 122, 255).description)
    }

    @Test func disabledButtonDoesNothingAndIsGrey() {
        let log = Log<String>()
        let graph = laidOut(Tapper(log: log))
        let f = graph.frame(ofText: "Other")!
        graph.handle(.pointerDown(CGPoint(x: f.midX, y: f.midY)), time: 0)
        graph.handle(.pointerUp(CGPoint(x: f.midX, y: f.midY)), time: 0.1)
        #expect(log.values.isEmpty)
    }

    @Test func hitTestingIsFrontToBackAndRespectsAllowsHitTesting() {
        let log = Log<String>()
        let view = ZStack {
            Color.red.frame(width: 100, height: 100).onTapGesture { log.values.append("back") }
            Color.blue.frame(width: 50, height: 50).onTapGesture { log.values.append("front") }
            Color.green.frame(width: 20, height: 20).allowsHitTesting(false)
        }
        let graph = laidOut(view, size: CGSize(width: 200, height: 200))
        for (p, t) in [(CGPoint(x: 100, y: 100), 0.0), (CGPoint(x: 55, y: 55), 1.0)] {
            graph.handle(.pointerDown(p), time: t)
            graph.handle(.pointerUp(p), time: t + 0.1)
        }
        #expect(log.values == ["front", "back"])
        // contentShape makes empty space hittable.
        let shaped = laidOut(HStack { Text("a"); Spacer() }.frame(width: 100).contentShape(Rectangle()).onTapGesture { log.values.append("row") },
                             size: CGSize(width: 200, height: 200))
        shaped.handle(.pointerDown(CGPoint(x: 140, y: 100)), time: 0)
        shaped.handle(.pointerUp(CGPoint(x: 140, y: 100)), time: 0.1)
        #expect(log.values.last == "row")
    }
}
