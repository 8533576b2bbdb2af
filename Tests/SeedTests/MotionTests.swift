import Foundation
import Testing
import ScrollSim

// The rules of docs/layout-rules.md, "Matched geometry", "TimelineView",
// "PhaseAnimator", "Canvas", "Content transitions, symbol effects and
// sensory feedback", one by one. iPhone 14, fake measurer, 1×, 60 fps.

/// A source square on the left and two followers (isSource: false): one
/// whose content takes any size, one whose content is 20 × 20 whatever it is offered.
struct FollowerPair: View {
    @Namespace private var ns
    var body: some View {
        HStack(spacing: 100) {
            Color.red.frame(width: 50, height: 50)
                .matchedGeometryEffect(id: "box", in: ns)
            Color.green
                .matchedGeometryEffect(id: "box", in: ns, isSource: false)
                .frame(width: 20, height: 20)
            Color.yellow.frame(width: 20, height: 20)
                .matchedGeometryEffect(id: "box", in: ns, isSource: false)
        }
    }
}

/// A square that jumps between two places without animation.
struct UnanimatedSwap: View {
    @Namespace private var ns
    @State private var right = false
    var body: some View {
        VStack {
            Button("Swap") { right.toggle() }
            HStack {
                if right { Spacer() }
                Color.blue.frame(width: 40, height: 40).matchedGeometryEffect(id: "sq", in: ns)
                if !right { Spacer() }
            }
        }
    }
}

struct SecondsLabel: View {
    let schedule: PeriodicTimelineSchedule
    var body: some View {
        TimelineView(schedule) { context in
            Text("s \(Int(context.date.timeIntervalSinceReferenceDate))")
        }
    }
}

struct ExplicitLabel: View {
    var body: some View {
        TimelineView(.explicit([Date(timeIntervalSinceReferenceDate: 0.5), Date(timeIntervalSinceReferenceDate: 1)])) { context in
            Text("at \(context.date.timeIntervalSinceReferenceDate)")
        }
    }
}

struct PausedLabel: View {
    let paused: Bool
    var body: some View {
        TimelineView(.animation(minimumInterval: 0.25, paused: paused)) { context in
            Text("p \(context.date.timeIntervalSinceReferenceDate)")
        }
    }
}

struct MinuteLabel: View {
    var body: some View {
        TimelineView(.everyMinute) { context in
            Text("m \(Int(context.date.timeIntervalSinceReferenceDate))")
        }
    }
}

struct PulseOnTap: View {
    @State private var taps = 0
    var body: some View {
        VStack {
            Button("Pulse") { taps += 1 }
            Color.purple.frame(width: 40, height: 40)
                .phaseAnimator([1.0, 2.0], trigger: taps) { content, scale in
                    content.scaleEffect(scale)
                } animation: { _ in .linear(duration: 0.5) }
        }
    }
}

struct BreathingDot: View {
    var body: some View {
        PhaseAnimator([1.0, 1.5]) { scale in
            Circle().fill(Color.teal).frame(width: 20, height: 20).scaleEffect(scale)
        } animation: { _ in .linear(duration: 0.25) }
    }
}

struct CounterWithHaptics: View {
    @State private var count = 0
    var body: some View {
        VStack {
            Button("Add") { count += 1 }
            Button("Remove") { count -= 1 }
            Image(systemName: "bell")
                .symbolEffect(.bounce, value: count)
                .symbolEffect(.pulse, options: .repeating, isActive: count > 0)
            Text("\(count)").contentTransition(.numericText(value: Double(count)))
        }
        .sensoryFeedback(trigger: count) { old, new in new > old ? .increase : .decrease }
    }
}

struct UIKitHaptics: View {
    var body: some View {
        VStack {
            Button("Soft") { UIImpactFeedbackGenerator(style: .soft).impactOccurred(intensity: 1.5) }
            Button("Done") {
                let generator = UINotificationFeedbackGenerator()
                generator.prepare()
                generator.notificationOccurred(.success)
                UISelectionFeedbackGenerator().selectionChanged()
            }
            Button("Medium") { UIImpactFeedbackGenerator().impactOccurred(intensity: 0.5) }
        }
    }
}

struct TransitionReader: View {
    @Environment(\.contentTransition) private var transition
    var body: some View { Text(transition == .identity ? "identity" : "other") }
}

struct CanvasSampler: View {
    var body: some View {
        Canvas { gc, size in
            gc.fill(Path(CGRect(x: 0, y: 0, width: 100, height: 40)),
                    with: .linearGradient(Gradient(colors: [.red, .blue]), startPoint: .zero, endPoint: CGPoint(x: 100, y: 0)))
            var faded = gc
            faded.opacity = 0.5
            faded.clip(to: Path(CGRect(x: 0, y: 50, width: 50, height: 50)))
            faded.fill(Path(ellipseIn: CGRect(x: 0, y: 50, width: 100, height: 100)), with: .color(.green))
            var scaled = gc
            scaled.scaleBy(x: 2, y: 2)
            scaled.stroke(Path(CGRect(x: 60, y: 0, width: 10, height: 10)), with: .color(.black), lineWidth: 3)
            gc.fill(Path(CGRect(x: 150, y: 0, width: 10, height: 10)), with: .color(.orange))
        }
        .frame(width: 200, height: 200)
    }
}

struct HeartPop: View {
    @State private var likes = 0
    var body: some View {
        VStack {
            Button("Like") { likes += 1 }
            Color.pink.frame(width: 40, height: 40)
                .keyframeAnimator(initialValue: 1.0, trigger: likes) { content, scale in
                    content.scaleEffect(scale)
                } keyframes: { _ in
                    LinearKeyframe(1.5, duration: 0.25)
                    MoveKeyframe(1.2)
                    LinearKeyframe(1.0, duration: 0.25)
                }
        }
    }
}

struct HopValues {
    var y = 0.0
    var scale = 1.0
}

struct Hop: View {
    var body: some View {
        KeyframeAnimator(initialValue: HopValues()) { v in
            Color.mint.frame(width: 30, height: 30)
                .scaleEffect(v.scale)
                .offset(y: v.y)
        } keyframes: { _ in
            KeyframeTrack(\.y) {
                CubicKeyframe(-30, duration: 0.2)
                CubicKeyframe(0, duration: 0.2)
            }
            KeyframeTrack(\.scale) {
                SpringKeyframe(1.3, duration: 0.2, spring: .bouncy)
                LinearKeyframe(1.0, duration: 0.1)
            }
        }
    }
}

@MainActor
@Suite struct MotionTests {
    func rects(_ app: TestApp, _ color: Color) -> [CGRect] { filledRects(app, color) }

    func text(_ app: TestApp, prefix: String) -> String? {
        app.app.graph.inspect().first { ($0.text ?? "").hasPrefix(prefix) }?.text
    }

    /// All present: the followers (laid out 100 and 220 right of the 50 × 50
    /// source) are drawn at the source's frame, their content laid out for
    /// its size: the green colour fills it, the yellow one's 20 × 20 frame
    /// keeps its size and is centred in it. The HStack (50 + 100 + 20 + 100
    /// + 20 = 290 wide) is centred: the source at ((390 − 290)/2, 47 + (763 − 50)/2).
    @Test func aFollowerTakesTheSourcesFrame() throws {
        let app = try settledApp(FollowerPair())
        let source = CGRect(x: 50, y: 47 + 356.5, width: 50, height: 50)
        #expect(rects(app, .red) == [source])
        #expect(rects(app, .green) == [source])
        #expect(rects(app, .yellow) == [CGRect(x: 65, y: 47 + 356.5 + 15, width: 20, height: 20)])
    }

    /// A change without animation: the inserted view is drawn at its own
    /// frame at once (the 40 × 40 square from the left edge to the right).
    @Test func anUnanimatedChangeJumps() throws {
        let app = try settledApp(UnanimatedSwap())
        let before = try #require(rects(app, .blue).first)
        #expect(before.minX == 0)
        try app.tap(.text("Swap"))
        app.pump(1.0 / 60)
        #expect(rects(app, .blue) == [CGRect(x: 350, y: before.minY, width: 40, height: 40)])
        #expect(try app.pumpAndSettle() == 0)
    }

    /// Pumps each step's seconds, then expects the text starting with `prefix` to read the step's text.
    func expectTimeline(_ app: TestApp, _ prefix: String, _ steps: [(pump: Double, shows: String)],
                        sourceLocation: SourceLocation = #_sourceLocation) {
        for step in steps {
            app.pump(step.pump)
            #expect(text(app, prefix: prefix) == step.shows, "at \(app.time) s", sourceLocation: sourceLocation)
        }
    }

    /// periodic(from: 0 s, by: 1): the entry shown is the last whole second
    /// at or before the frame's date (the app clock starts at 0 s).
    @Test func aPeriodicTimelineTicksEverySecond() throws {
        let app = TestApp(SecondsLabel(schedule: .periodic(from: Date(timeIntervalSinceReferenceDate: 0), by: 1)),
                          measurer: fakeMeasurer(), clockStart: Date(timeIntervalSinceReferenceDate: 0))
        expectTimeline(app, "s ", [(0, "s 0"), (59.0 / 60, "s 0"), (1.0 / 60, "s 1"), (2.5, "s 3")])
    }

    /// A schedule that starts later: before its first entry the view shows
    /// the date it appeared (0 s); then each entry from 2 s, 0.5 s apart.
    @Test func aPeriodicTimelineStartingLater() throws {
        let app = TestApp(SecondsLabel(schedule: .periodic(from: Date(timeIntervalSinceReferenceDate: 2), by: 0.5)),
                          measurer: fakeMeasurer(), clockStart: Date(timeIntervalSinceReferenceDate: 0))
        expectTimeline(app, "s ", [(1.5, "s 0"), (0.5, "s 2")])
    }

    /// explicit([0.5 s, 1 s]): the start date, then each date; after the
    /// last there is nothing more to wait for, so the app settles.
    @Test func anExplicitTimelineRunsOutOfDates() throws {
        let app = TestApp(ExplicitLabel(), measurer: fakeMeasurer(), clockStart: Date(timeIntervalSinceReferenceDate: 0))
        expectTimeline(app, "at ", [(0, "at 0.0"), (29.0 / 60, "at 0.0"), (1.0 / 60, "at 0.5"), (0.5, "at 1.0")])
        #expect(try app.pumpAndSettle() <= 1)
    }

    /// animation(minimumInterval: 0.25): every 0.25 s from the appearance;
    /// paused: the appearance date only, and no frames asked for.
    @Test func anAnimationTimelineWithAnIntervalOrPaused() throws {
        let app = TestApp(PausedLabel(paused: false), measurer: fakeMeasurer(), clockStart: Date(timeIntervalSinceReferenceDate: 0))
        expectTimeline(app, "p ", [(0, "p 0.0"), (14.0 / 60, "p 0.0"), (1.0 / 60, "p 0.25"), (0.5, "p 0.75")])
        let paused = TestApp(PausedLabel(paused: true), measurer: fakeMeasurer(), clockStart: Date(timeIntervalSinceReferenceDate: 0))
        #expect(try paused.pumpAndSettle() <= 1)
        expectTimeline(paused, "p ", [(1, "p 0.0")])
    }

    /// everyMinute: the start date, then the start of each minute.
    @Test func anEveryMinuteTimeline() throws {
        let app = TestApp(MinuteLabel(), measurer: fakeMeasurer(), clockStart: Date(timeIntervalSinceReferenceDate: 0))
        expectTimeline(app, "m ", [(59, "m 0"), (1, "m 60")])
    }

    /// A trigger runs the phases once: 1 → 2 over 0.5 s (linear), then,
    /// when that animation ends, 2 → 1 over 0.5 s, and stops at 1.
    @Test func aPhaseAnimatorRunsOncePerTrigger() throws {
        let app = try settledApp(PulseOnTap())
        try app.tap(.text("Pulse"))
        for frame in 0...62 {
            app.pump(1.0 / 60)
            let scale = transforms(app).first?.scale.width
            let expected: CGFloat = frame <= 30 ? 1 + CGFloat(frame) / 30 : max(1, 2 - CGFloat(frame - 30) / 30)
            if expected == 1 {
                #expect(scale == nil, "frame \(frame)")
            } else {
                #expect(abs(Double((scale ?? 0) - expected)) < 1e-9, "frame \(frame): \(String(describing: scale))")
            }
        }
        #expect(try app.pumpAndSettle() == 0)
    }

    /// Without a trigger the phases cycle for as long as the view is shown,
    /// from its first frame (t = 0): 1 → 1.5 → 1 → … each step 0.25 s (15 frames).
    @Test func aPhaseAnimatorCycles() throws {
        let app = TestApp(BreathingDot(), measurer: fakeMeasurer(), clockStart: Date(timeIntervalSinceReferenceDate: 0))
        for frame in 1...75 {
            app.pump(1.0 / 60)
            let f = frame % 30
            let expected: CGFloat = f <= 15 ? 1 + 0.5 * CGFloat(f) / 15 : 1.5 - 0.5 * CGFloat(f - 15) / 15
            let scale = transforms(app).first?.scale.width ?? 1
            #expect(abs(Double(scale - expected)) < 1e-9, "frame \(frame): \(scale) vs \(expected)")
        }
    }

    /// Each change of the trigger records the feedback the closure picks,
    /// at the frame's time; symbol effects and content transitions leave
    /// the drawing as it was.
    @Test func sensoryFeedbackIsRecorded() throws {
        let app = try settledApp(CounterWithHaptics())
        #expect(app.app.graph.sensoryFeedbackEvents.isEmpty)
        try app.tap(.text("Add"))
        app.pump(1.0 / 60)
        let t1 = app.time
        try app.tap(.text("Remove"))
        app.pump(1.0 / 60)
        #expect(app.app.graph.sensoryFeedbackEvents == [SensoryFeedbackEvent(feedback: .increase, time: t1),
                                                        SensoryFeedbackEvent(feedback: .decrease, time: app.time)])
        #expect(transforms(app).isEmpty)
    }

    /// UIKit's generators record the feedback of the same kind at the time
    /// of the frame after the tap that played it (as `.sensoryFeedback`): a soft impact (intensity clamped to 1),
    /// a success then a selection, a medium impact (UIKit's `init()`) at half.
    @Test func uikitFeedbackGeneratorsAreRecorded() throws {
        let app = try settledApp(UIKitHaptics())
        try app.tap(.text("Soft"))
        app.pump(1.0 / 60)
        let t1 = app.time
        try app.tap(.text("Done"))
        app.pump(1.0 / 60)
        let t2 = app.time
        try app.tap(.text("Medium"))
        app.pump(1.0 / 60)
        let t3 = app.time
        #expect(app.app.graph.sensoryFeedbackEvents == [
            SensoryFeedbackEvent(feedback: .impact(flexibility: .soft, intensity: 1), time: t1),
            SensoryFeedbackEvent(feedback: .success, time: t2),
            SensoryFeedbackEvent(feedback: .selection, time: t2),
            SensoryFeedbackEvent(feedback: .impact(weight: .medium, intensity: 0.5), time: t3),
        ])
    }

    @Test func theContentTransitionIsInTheEnvironment() throws {
        let app = try settledApp(VStack {
            TransitionReader().contentTransition(.identity)
            TransitionReader()
        })
        #expect(app.app.graph.inspect().all { $0.kind == "Text" }.map(\.text) == ["identity", "other"])
    }

    /// The canvas (200 × 200) sits at (95, 328.5). A rectangle filled with a
    /// linear gradient is a gradient drawing with the end points as unit
    /// points of it; a copy's opacity and clip apply to its drawings only
    /// (clip: push / draw / pop); a scaled copy scales points and line width.
    @Test func aCanvasDraws() throws {
        let app = try settledApp(CanvasSampler())
        let o = CGPoint(x: 95, y: 328.5)
        let commands = app.lastFrame!.drawList.commands
        #expect(commands.contains(.gradient(GradientDrawing(rect: CGRect(x: o.x, y: o.y, width: 100, height: 40), outline: .rectangle,
                                                            geometry: .linear(start: UnitPoint(x: 0, y: 0), end: UnitPoint(x: 1, y: 0)),
                                                            gradient: Gradient(colors: [.red, .blue])))))
        let clip = try #require(commands.firstIndex(of: .pushClip(CGRect(x: o.x, y: o.y + 50, width: 50, height: 50), cornerRadius: 0)))
        guard case let .path(ellipse) = commands[clip + 1] else { Issue.record("no path after the clip"); return }
        #expect(ellipse.color == Color.green.opacity(0.5) && ellipse.stroke == nil)
        #expect(commands[clip + 2] == .popClip)
        let strokes = commands.compactMap { c -> PathDrawing? in
            if case let .path(p) = c, p.stroke != nil { return p }
            return nil
        }
        #expect(strokes.count == 1)
        #expect(strokes.first?.stroke?.lineWidth == 6)
        #expect(strokes.first?.subpaths.first?.first == CGPoint(x: o.x + 120, y: o.y))
        #expect(strokes.first?.subpaths.first?.contains(CGPoint(x: o.x + 140, y: o.y + 20)) == true)
        // The original context kept its opacity and has no clip.
        let orange = commands.compactMap { c -> PathDrawing? in
            if case let .path(p) = c, p.color == Color.orange { return p }
            return nil
        }
        #expect(orange.count == 1)
        let i = try #require(commands.firstIndex(of: .path(orange[0])))
        #expect(commands[i - 1] != .popClip || i - 1 < clip)
    }

    /// On each trigger change the keyframes play from the initial value:
    /// 1 → 1.5 linearly over 0.25 s, a jump to 1.2, 1.2 → 1 linearly over
    /// 0.25 s; then the view stays at the last value (1) and asks for no frames.
    @Test func aKeyframeAnimatorPlaysPerTrigger() throws {
        let app = try settledApp(HeartPop())
        #expect(transforms(app).isEmpty)
        try app.tap(.text("Like"))
        for frame in 0...32 {
            app.pump(1.0 / 60)
            let t = Double(frame) / 60
            let expected = t < 0.25 ? 1 + 0.5 * t / 0.25 : t < 0.5 ? 1.2 - 0.2 * (t - 0.25) / 0.25 : 1
            let scale = Double(transforms(app).first?.scale.width ?? 1)
            #expect(abs(scale - expected) < 1e-9, "frame \(frame): \(scale) vs \(expected)")
        }
        #expect(try app.pumpAndSettle() == 0)
    }

    /// Two tracks of one value, looping from the view's appearance (0.4 s,
    /// the longer track): y along cubic keyframes that are a Catmull-Rom
    /// spline through 0, −30, 0 (here zero tangents: −30·(3s² − 2s³) up, then
    /// back), the scale along a bouncy spring (response 0.5, damping fraction
    /// 0.7) towards 1.3 for 0.2 s, then linearly to 1 over 0.1 s.
    @Test func aRepeatingKeyframeAnimatorWithTracks() throws {
        let app = TestApp(Hop(), measurer: fakeMeasurer(), clockStart: Date(timeIntervalSinceReferenceDate: 0))
        let base = try #require(filledRects(app, .mint).first)
        let w = 2 * Double.pi / 0.5, z = 0.7, wd = w * (1 - z * z).squareRoot()
        func spring(_ t: Double) -> Double { 1.3 - 0.3 * exp(-z * w * t) * (cos(wd * t) + z * w / wd * sin(wd * t)) }
        for frame in 1...30 {
            app.pump(1.0 / 60)
            let t = (Double(frame) / 60).truncatingRemainder(dividingBy: 0.4)
            let s = t < 0.2 ? t / 0.2 : (t - 0.2) / 0.2
            let smooth = 3 * s * s - 2 * s * s * s
            let y = t < 0.2 ? -30 * smooth : -30 * (1 - smooth)
            let scale = t < 0.2 ? spring(t) : t < 0.3 ? spring(0.2) + (1 - spring(0.2)) * (t - 0.2) / 0.1 : 1
            let r = try #require(filledRects(app, .mint).first, "frame \(frame)")
            #expect(abs(Double(r.minY - base.minY) - y) < 1e-9, "frame \(frame)")
            let drawnScale = Double(transforms(app).first?.scale.width ?? 1)
            #expect(abs(drawnScale - scale) < 1e-9, "frame \(frame): \(drawnScale) vs \(scale)")
        }
    }
}
