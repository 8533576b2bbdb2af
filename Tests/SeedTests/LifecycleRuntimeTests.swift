import Foundation
import Testing
import ScrollSim

/// What lifecycle actions and tasks did, in order.
@MainActor
final class EventTrace {
    var events: [String] = []
    func callAsFunction(_ event: String) { events.append(event) }
}

/// The frame (at 60 per second) of the task's clock now.
@MainActor
private func frameNow() -> Int { Int(((FrameClock.current?.now ?? -1) * 60).rounded()) }

/// A hundred rows of 100 pt in a lazy list, logging their appear and disappear actions.
private struct LazyRows: View {
    let trace: EventTrace
    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<100, id: \.self) { i in
                    Text("Row \(i)").frame(height: 100)
                        .onAppear { trace("appear \(i)") }
                        .onDisappear { trace("disappear \(i)") }
                }
            }
        }
    }
}

/// Bindings a test changes between frames.
@MainActor
private final class TaskControls {
    var id: Binding<Int>?
    var shown: Binding<Bool>?
}

/// A text with a task that sleeps `seconds` on the app's clock, shown while `shown`.
private struct Sleeper: View {
    @State private var id = 0
    @State private var shown = true
    let seconds: Double
    let trace: EventTrace
    let controls: TaskControls
    var body: some View {
        controls.id = $id
        controls.shown = $shown
        let current = id
        return VStack {
            if shown {
                Text("task").task(id: current) {
                    trace("start \(current) @\(frameNow())")
                    await FrameClock.current?.sleep(for: seconds)
                    trace("\(Task.isCancelled ? "cancelled" : "done") \(current) @\(frameNow())")
                }
            }
        }
    }
}

private struct SizeClasses: View {
    @Environment(\.horizontalSizeClass) private var horizontal
    @Environment(\.verticalSizeClass) private var vertical
    var body: some View {
        Text("\(horizontal == .regular ? "regular" : "compact") \(vertical == .regular ? "regular" : "compact")")
    }
}

@MainActor
@Suite struct LifecycleRuntimeTests {
    @Test func lazyRowsAppearWhenScrolledIntoViewAndDisappearWhenScrolledOff() {
        let trace = EventTrace()
        let app = TestApp(LazyRows(trace: trace), measurer: FixedAdvanceMeasurer(), safeAreaInsets: .zero)
        // The viewport shows 0 ..< 844: rows 0 … 8 (row 8 spans 800 ..< 900). Rows 9 … 16
        // are built and placed below it (one viewport more) but not shown.
        #expect(trace.events == (0...8).map { "appear \($0)" })
        // 250 pt down, inside the placed span (no new layout): 250 ..< 1094 shows rows 2 … 10.
        trace.events = []
        app.app.scrollController!.setContentOffset(CGPoint(x: 0, y: 250), animated: false, at: app.time)
        app.pump(1.0 / 60)
        #expect(trace.events == ["disappear 0", "disappear 1", "appear 9", "appear 10"])
        // Back to the top: rows 9 and 10 go, 0 and 1 come back.
        trace.events = []
        app.app.scrollController!.setContentOffset(.zero, animated: false, at: app.time)
        app.pump(1.0 / 60)
        #expect(trace.events == ["disappear 9", "disappear 10", "appear 0", "appear 1"])
        // Far down (5000 ..< 5844, rows 50 … 58): the shown rows are released and new ones built.
        trace.events = []
        app.app.scrollController!.setContentOffset(CGPoint(x: 0, y: 5000), animated: false, at: app.time)
        app.pump(1.0 / 60)
        #expect(trace.events == (0...8).map { "disappear \($0)" } + (50...58).map { "appear \($0)" })
        // A frame with no scroll runs nothing.
        trace.events = []
        app.pump(1.0 / 60)
        #expect(trace.events == [])
    }

    @Test func aTaskSleepsOnTheVirtualClock() async {
        let trace = EventTrace(), controls = TaskControls()
        let app = TestApp(Sleeper(seconds: 0.5, trace: trace, controls: controls), measurer: FixedAdvanceMeasurer())
        // Started inside the first frame's appear action, up to its sleep.
        #expect(trace.events == ["start 0 @0"])
        await app.pump(29.0 / 60)
        await app.pump()
        #expect(trace.events == ["start 0 @0"])
        // The sleep ends at frame 30 (0.5 s); the task goes on before the next frame.
        await app.pump(1.0 / 60)
        await app.pump()
        #expect(trace.events == ["start 0 @0", "done 0 @30"])
    }

    @Test func aTaskIsCancelledWhenItsViewDisappears() async {
        let trace = EventTrace(), controls = TaskControls()
        let app = TestApp(Sleeper(seconds: 1, trace: trace, controls: controls), measurer: FixedAdvanceMeasurer())
        await app.pump(15.0 / 60)
        controls.shown?.wrappedValue = false
        await app.pump(1.0 / 60)
        await app.pump()
        // Cancelled in frame 16's disappear action: its sleep ends at once.
        #expect(trace.events == ["start 0 @0", "cancelled 0 @16"])
        await app.pump(1.0)
        #expect(trace.events.count == 2)
    }

    @Test func aTaskRestartsWhenItsIDChanges() async {
        let trace = EventTrace(), controls = TaskControls()
        let app = TestApp(Sleeper(seconds: 1, trace: trace, controls: controls), measurer: FixedAdvanceMeasurer())
        await app.pump(15.0 / 60)
        controls.id?.wrappedValue = 1
        await app.pump(1.0 / 60)
        await app.pump()
        // Frame 16: the old task is cancelled and the new one starts in the same action.
        #expect(trace.events == ["start 0 @0", "start 1 @16", "cancelled 0 @16"])
        // The new one sleeps 1 s from frame 16: it ends at frame 76.
        await app.pump(1.0)
        await app.pump()
        #expect(trace.events == ["start 0 @0", "start 1 @16", "cancelled 0 @16", "done 1 @76"])
    }

    @Test func sizeClassesPerDevicePreset() {
        var found: [String: String] = [:]
        for preset in DevicePreset.all {
            let app = TestApp(SizeClasses(), measurer: FixedAdvanceMeasurer(), size: preset.size,
                              safeAreaInsets: preset.safeAreaInsets)
            found[preset.name] = app.app.graph.inspect().all { $0.kind == "Text" }.first?.text
        }
        #expect(found == ["iphone14": "compact regular", "iphone14promax": "compact regular",
                          "iphonese": "compact regular", "ipad": "regular regular", "desktop": "regular regular"])
    }
}
