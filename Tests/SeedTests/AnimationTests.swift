import Foundation
import Testing
import ScrollSim

// Animation on the virtual clock (60 frames a second): iPhone 14, fake
// measurer, 1×. The frame that applies a change made in `withAnimation`
// starts the animation and draws its first value; each later frame draws
// the value 1/60 s further on (docs/layout-rules.md, "Animation").

/// The rectangles drawn filled in `color`, in drawing order.
@MainActor
func filledRects(_ app: TestApp, _ color: Color) -> [CGRect] {
    app.lastFrame!.drawList.commands.compactMap { command in
        switch command {
        case let .fillRect(r, c) where c == color: return r
        case let .fillRoundedRect(r, _, c) where c == color: return r
        case let .fillEllipse(r, c) where c == color: return r
        default: return nil
        }
    }
}

/// The colours of the rectangles drawn at `rect`.
@MainActor
func fillColors(_ app: TestApp, at rect: CGRect) -> [Color] {
    app.lastFrame!.drawList.commands.compactMap { command in
        if case let .fillRect(r, c) = command, r == rect { return c }
        return nil
    }
}

/// The transforms begun in the last frame, in drawing order.
@MainActor
func transforms(_ app: TestApp) -> [DrawTransform] {
    app.lastFrame!.drawList.commands.compactMap { command in
        if case let .beginTransform(t) = command { return t }
        return nil
    }
}

/// An independent reference for a cubic Bézier timing curve: x(s) solved
/// by bisection to 1e-15, then y(s).
func bezierReference(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double) -> Double {
    func b(_ p1: Double, _ p2: Double, _ s: Double) -> Double {
        3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
    }
    var lo = 0.0, hi = 1.0
    while hi - lo > 1e-15 {
        let mid = (lo + hi) / 2
        if b(x1, x2, mid) < x { lo = mid } else { hi = mid }
    }
    return b(y1, y2, (lo + hi) / 2)
}

/// A spring's displacement by stepping its equation x'' = −k x − c x'
/// with a 1 µs semi-implicit Euler integration (a reference independent of the closed form).
func springReference(stiffness k: Double, damping c: Double, x0: Double, v0: Double, t: Double) -> Double {
    var x = x0, v = v0
    let dt = 1e-6
    let steps = Int((t / dt).rounded())
    for _ in 0..<steps {
        v += (-k * x - c * v) * dt
        x += v * dt
    }
    return x
}

struct SlidingSquare: View {
    var animation: Animation = .easeInOut(duration: 1)
    var distance: CGFloat = 100
    @State private var moved = false

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Button("Go") { withAnimation(animation) { moved.toggle() } }
            Color.red
                .frame(width: 20, height: 20)
                .offset(x: moved ? distance : 0)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

/// A button that toggles a flag through the binding it is given.
struct FlagButton: View {
    @Binding var isOn: Bool
    var body: some View { Button("Go") { isOn.toggle() } }
}

/// The square moves when a flag set through a binding changes: through
/// `$moved.animation(.linear(duration: 1))` when `animated`, else `$moved`.
struct BindingSquare: View {
    var animated: Bool
    @State private var moved = false

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            FlagButton(isOn: animated ? $moved.animation(.linear(duration: 1)) : $moved)
            Color.red
                .frame(width: 20, height: 20)
                .offset(x: moved ? 100 : 0)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

@MainActor
@Suite struct AnimationTests {
    /// Taps the button titled `title`, then runs the frame that applies its change.
    func tapAndApply(_ app: TestApp, _ title: String) throws {
        try app.tap(.text(title))
        app.pump(1.0 / 60)
    }

    @Test func anEaseInOutOffsetFollowsTheBezierFrameByFrame() throws {
        let app = try settledApp(SlidingSquare())
        let start = try #require(filledRects(app, .red).first)
        try tapAndApply(app, "Go")
        for frame in 0...60 {
            if frame > 0 { app.pump(1.0 / 60) }
            let x = try #require(filledRects(app, .red).first).minX - start.minX
            let expected = 100 * bezierReference(0.42, 0, 0.58, 1, at: Double(frame) / 60)
            #expect(abs(Double(x) - expected) < 1e-9, "frame \(frame): \(x) vs \(expected)")
        }
        #expect(try pumpFrames(app) == 0)
        #expect(filledRects(app, .red).first?.minX == start.minX + 100)
    }

    /// Frames run until the app is settled.
    func pumpFrames(_ app: TestApp) throws -> Int { try app.pumpAndSettle() }

    /// The square's drawn x, relative to where it starts.
    func squareX(_ app: TestApp, _ start: CGRect) throws -> Double {
        Double(try #require(filledRects(app, .red).first).minX - start.minX)
    }

    @Test func aSpringOffsetFollowsTheDampedOscillator() throws {
        let spring = Animation.spring(response: 0.5, dampingFraction: 0.6)
        let app = try settledApp(SlidingSquare(animation: spring))
        let start = try #require(filledRects(app, .red).first)
        try tapAndApply(app, "Go")
        // k = (2π/0.5)², c = 4π·0.6/0.5, from −100 at rest.
        let k = pow(2 * Double.pi / 0.5, 2), c = 4 * Double.pi * 0.6 / 0.5
        for frame in 0...30 {
            if frame > 0 { app.pump(1.0 / 60) }
            let expected = 100 + springReference(stiffness: k, damping: c, x0: -100, v0: 0, t: Double(frame) / 60)
            #expect(abs(try squareX(app, start) - expected) < 1e-3, "frame \(frame)")
        }
        // It overshoots (damping fraction below 1) and settles on the target.
        let frames = try app.pumpAndSettle()
        #expect(frames > 0)
        #expect(try squareX(app, start) == 100)
    }

    /// A second change while the first spring runs starts from the drawn
    /// value with the drawn velocity: no jump in value or speed.
    @Test func anInterruptedSpringKeepsItsPositionAndVelocity() throws {
        let spring = Animation.spring(response: 0.5, dampingFraction: 0.8)
        let app = try settledApp(SlidingSquare(animation: spring))
        let start = try #require(filledRects(app, .red).first)
        try tapAndApply(app, "Go")
        app.pump(10.0 / 60)
        let k = pow(2 * Double.pi / 0.5, 2), c = 4 * Double.pi * 0.8 / 0.5
        // Where it is after 10 frames, and how fast it moves (a 1 µs central difference of the reference).
        let t10 = 10.0 / 60
        let x10 = 100 + springReference(stiffness: k, damping: c, x0: -100, v0: 0, t: t10)
        let v10 = (springReference(stiffness: k, damping: c, x0: -100, v0: 0, t: t10 + 1e-4)
                   - springReference(stiffness: k, damping: c, x0: -100, v0: 0, t: t10 - 1e-4)) / 2e-4
        #expect(abs(try squareX(app, start) - x10) < 1e-3)
        // Back to 0: the button moved nothing in layout, so it is still where it was.
        app.tap(try app.center(of: .text("Go")))
        // The tap's frame ran (one more frame of the first spring); the next applies the change.
        let t11 = 11.0 / 60
        let x11 = 100 + springReference(stiffness: k, damping: c, x0: -100, v0: 0, t: t11)
        let v11 = (springReference(stiffness: k, damping: c, x0: -100, v0: 0, t: t11 + 1e-4)
                   - springReference(stiffness: k, damping: c, x0: -100, v0: 0, t: t11 - 1e-4)) / 2e-4
        #expect(abs(try squareX(app, start) - x11) < 1e-3)
        #expect(v10 > 0 && v11 > 0)
        app.pump(1.0 / 60)
        // The frame that applies the change draws the old motion's value at that time, and moves on with its velocity.
        let t12 = 12.0 / 60
        let x12 = 100 + springReference(stiffness: k, damping: c, x0: -100, v0: 0, t: t12)
        let v12 = (springReference(stiffness: k, damping: c, x0: -100, v0: 0, t: t12 + 1e-4)
                   - springReference(stiffness: k, damping: c, x0: -100, v0: 0, t: t12 - 1e-4)) / 2e-4
        #expect(abs(try squareX(app, start) - x12) < 1e-3)
        for frame in 1...20 {
            app.pump(1.0 / 60)
            let expected = springReference(stiffness: k, damping: c, x0: x12, v0: v12, t: Double(frame) / 60)
            #expect(abs(try squareX(app, start) - expected) < 1e-3, "frame \(frame) after the interruption")
        }
        try app.pumpAndSettle()
        #expect(try squareX(app, start) == 0)
    }

    /// A timing curve interrupted starts from the drawn value, at rest.
    @Test func anInterruptedCurveStartsFromTheDrawnValue() throws {
        let app = try settledApp(SlidingSquare(animation: .linear(duration: 1)))
        let start = try #require(filledRects(app, .red).first)
        try tapAndApply(app, "Go")
        app.pump(29.0 / 60)
        app.tap(try app.center(of: .text("Go")))   // frame 30: 50
        #expect(abs(try squareX(app, start) - 50) < 1e-9)
        app.pump(1.0 / 60)                          // frame 31 applies the change: 31/60 of the way, now going back
        let from = 100.0 * 31 / 60
        for frame in 0...60 {
            if frame > 0 { app.pump(1.0 / 60) }
            #expect(abs(try squareX(app, start) - from * (1 - Double(frame) / 60)) < 1e-9, "frame \(frame)")
        }
    }
}

/// `.animation(_:value:)` animates the changes below it when its value
/// changes, and only then.
struct ImplicitSquare: View {
    @State private var wide = false
    @State private var shifted = false

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Button("Wide") { wide.toggle() }
            Button("Shift") { shifted.toggle() }
            Color.red
                .frame(width: wide ? 120 : 20, height: 20)
                .offset(x: shifted ? 50 : 0)
                .animation(.linear(duration: 1), value: wide)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

/// A square inserted and removed by an `if`, with a transition.
struct Appearing: View {
    var transition: AnyTransition
    @State private var shown = false

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Button("Toggle") { withAnimation(.linear(duration: 1)) { shown.toggle() } }
            if shown {
                Color.blue
                    .frame(width: 40, height: 20)
                    .transition(transition)
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

extension AnimationTests {
    @Test func anImplicitAnimationRunsOnlyWhenItsValueChanges() throws {
        let app = try settledApp(ImplicitSquare())
        let start = try #require(filledRects(app, .red).first)
        #expect(start.width == 20)
        // No withAnimation: the width animates because `wide` changed.
        try tapAndApply(app, "Wide")
        for frame in 0...30 {
            if frame > 0 { app.pump(1.0 / 60) }
            let r = try #require(filledRects(app, .red).first)
            #expect(abs(Double(r.width) - (20 + 100 * Double(frame) / 60)) < 1e-9, "frame \(frame)")
            // Layout already has the final frame.
            #expect(app.app.graph.inspect().first(where: { $0.kind == "Rectangle" })?.frame.width == 120)
        }
        try app.pumpAndSettle()
        #expect(filledRects(app, .red).first?.width == 120)
        // `shifted` is not the value watched: the offset applies at once.
        try tapAndApply(app, "Shift")
        #expect(filledRects(app, .red).first?.minX == start.minX + 50)
        #expect(try app.pumpAndSettle() == 0)
    }

    @Test func anOpacityTransitionFadesInAndOutFrameByFrame() throws {
        let app = try settledApp(Appearing(transition: .opacity))
        #expect(filledRects(app, .blue).isEmpty)
        try tapAndApply(app, "Toggle")
        for frame in 0...60 {
            if frame > 0 { app.pump(1.0 / 60) }
            let colors = app.lastFrame!.drawList.commands.compactMap { c -> Color? in
                if case let .fillRect(r, color) = c, r.size == CGSize(width: 40, height: 20) { return color }
                return nil
            }
            let expected = Double(frame) / 60
            if frame == 0 {
                #expect(colors.isEmpty)   // drawn at opacity 0: nothing
            } else {
                #expect(colors.count == 1)
                #expect(abs((colors.first?.opacity ?? -1) - expected) < 1e-9, "frame \(frame)")
            }
        }
        try app.pumpAndSettle()
        #expect(filledRects(app, .blue).count == 1)
        #expect(app.app.graph.inspect().first(where: { $0.kind == "Rectangle" && $0.frame.width == 40 }) != nil)
        // Removal: gone from layout at once, drawn fading until the transition ends, then gone.
        try tapAndApply(app, "Toggle")
        #expect(app.app.graph.inspect().first(where: { $0.kind == "Rectangle" && $0.frame.width == 40 }) == nil)
        for frame in 0..<60 {
            if frame > 0 { app.pump(1.0 / 60) }
            let drawn = app.lastFrame!.drawList.commands.compactMap { c -> Color? in
                if case let .fillRect(r, color) = c, r.size == CGSize(width: 40, height: 20) { return color }
                return nil
            }
            #expect(drawn.count == 1, "frame \(frame)")
            #expect(abs((drawn.first?.opacity ?? -1) - (1 - Double(frame) / 60)) < 1e-9, "frame \(frame)")
        }
        app.pump(1.0 / 60)
        #expect(app.lastFrame!.drawList.commands.allSatisfy { c in
            if case let .fillRect(r, _) = c { return r.size != CGSize(width: 40, height: 20) }
            return true
        })
        #expect(try app.pumpAndSettle() == 0)
    }

    @Test func aMoveTransitionSlidesByTheViewsOwnWidth() throws {
        let app = try settledApp(Appearing(transition: .move(edge: .leading)))
        try tapAndApply(app, "Toggle")
        try app.pumpAndSettle()
        let end = try #require(filledRects(app, .blue).first)
        try tapAndApply(app, "Toggle")
        // Removal with .move(edge: .leading): out to the left by 40 pt, linearly.
        for frame in 1...59 {
            app.pump(1.0 / 60)
            let r = try #require(filledRects(app, .blue).first)
            #expect(abs(Double(r.minX - end.minX) + 40 * Double(frame) / 60) < 1e-9, "frame \(frame)")
        }
        app.pump(1.0 / 60)
        #expect(filledRects(app, .blue).isEmpty)
        // .slide inserts from the leading edge too, .scale grows about the centre.
        #expect(AnyTransition.slide.effect(progress: 0.25, size: CGSize(width: 40, height: 20), isInsertion: true).offset
                == CGSize(width: -30, height: 0))
        #expect(AnyTransition.slide.effect(progress: 0.25, size: CGSize(width: 40, height: 20), isInsertion: false).offset
                == CGSize(width: 30, height: 0))
        let push = AnyTransition.push(from: .bottom).effect(progress: 0.5, size: CGSize(width: 40, height: 20), isInsertion: true)
        #expect(push.offset == CGSize(width: 0, height: 10) && push.opacity == 0.5)
        let scale = AnyTransition.scale(scale: 0.5, anchor: .topLeading).effect(progress: 0.5, size: .zero, isInsertion: true)
        #expect(scale.scale == CGSize(width: 0.75, height: 0.75) && scale.anchor == .topLeading)
        let combined = AnyTransition.opacity.combined(with: .offset(x: 0, y: 10)).effect(progress: 0.5, size: .zero, isInsertion: false)
        #expect(combined.opacity == 0.5 && combined.offset == CGSize(width: 0, height: 5))
        #expect(AnyTransition.identity.effect(progress: 0.1, size: CGSize(width: 9, height: 9), isInsertion: true)
                == AnyTransition.opacity.effect(progress: 1, size: .zero, isInsertion: true))
    }
}

/// Effects changed in one `withAnimation`: opacity, colour, scale and rotation.
struct EffectsSquare: View {
    @State private var on = false
    var disabledOpacity = false

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Button("Go") { withAnimation(.linear(duration: 1)) { on.toggle() } }
            Rectangle()
                .fill(on ? Color(red: 0, green: 0, blue: 1) : Color(red: 1, green: 0, blue: 0))
                .frame(width: 40, height: 40)
                .scaleEffect(on ? 2 : 1, anchor: .topLeading)
                .rotationEffect(.degrees(on ? 90 : 0))
            Color.green
                .frame(width: 40, height: 40)
                .opacity(on ? 0.2 : 1)
                .animation(disabledOpacity ? nil : .linear(duration: 1), value: on)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

extension AnimationTests {
    @Test func opacityColourScaleAndRotationInterpolateFrameByFrame() throws {
        let app = try settledApp(EffectsSquare())
        let square = try #require(app.lastFrame!.drawList.commands.compactMap { c -> CGRect? in
            if case let .fillRect(r, color) = c, color == Color(red: 1, green: 0, blue: 0) { return r }
            return nil
        }.first)
        let green = try #require(filledRects(app, .green).first)
        #expect(transforms(app).isEmpty)
        try tapAndApply(app, "Go")
        for frame in [0, 15, 30, 45] {
            if frame > 0 { app.pump(15.0 / 60) }
            let p = Double(frame) / 60
            // Colour: each component linearly from red to blue.
            let colors = fillColors(app, at: square)
            #expect(colors.count == 1)
            if let c = colors.first {
                #expect(abs(c.red - (1 - p)) < 1e-9 && c.green == 0 && abs(c.blue - p) < 1e-9 && c.opacity == 1, "frame \(frame)")
            }
            // Rotation outside, scale inside, both about their anchors in window points.
            let t = transforms(app)
            if frame == 0 {
                #expect(t.isEmpty)
            } else {
                #expect(t.count == 2)
                if t.count == 2 {
                    #expect(t[0].anchor == CGPoint(x: square.midX, y: square.midY) && t[0].scale == CGSize(width: 1, height: 1))
                    #expect(abs(t[0].rotation - .pi / 2 * p) < 1e-9, "frame \(frame)")
                    #expect(t[1].anchor == square.origin && t[1].rotation == 0)
                    #expect(abs(Double(t[1].scale.width) - (1 + p)) < 1e-9 && t[1].scale.width == t[1].scale.height, "frame \(frame)")
                }
            }
            // Opacity, with the implicit animation of the same length.
            let g = app.lastFrame!.drawList.commands.compactMap { c -> Color? in
                if case let .fillRect(r, color) = c, r == green { return color }
                return nil
            }
            #expect(abs((g.first?.opacity ?? -1) - (1 - 0.8 * p)) < 1e-9, "frame \(frame)")
        }
        try app.pumpAndSettle()
        #expect(fillColors(app, at: square) == [Color(red: 0, green: 0, blue: 1)])
        #expect(transforms(app) == [DrawTransform(anchor: CGPoint(x: square.midX, y: square.midY), scale: CGSize(width: 1, height: 1), rotation: .pi / 2),
                                    DrawTransform(anchor: square.origin, scale: CGSize(width: 2, height: 2), rotation: 0)])
    }

    /// `.animation(nil, value:)` takes the animation of `withAnimation` away from what is below it.
    @Test func animationNilInsideWithAnimationAppliesAtOnce() throws {
        let app = try settledApp(EffectsSquare(disabledOpacity: true))
        let green = try #require(filledRects(app, .green).first)
        try tapAndApply(app, "Go")
        let g = app.lastFrame!.drawList.commands.compactMap { c -> Color? in
            if case let .fillRect(r, color) = c, r == green { return color }
            return nil
        }
        #expect(g.map(\.opacity) == [0.2])
        // The rest still animates.
        #expect(try app.pumpAndSettle() > 50)
    }

    @Test func aCompletionRunsOnceWhenTheAnimationsEnd() throws {
        final class Log { var times: [Double] = [] }
        let log = Log()
        struct Completing: View {
            let log: Log
            @State private var x: CGFloat = 0
            var body: some View {
                VStack(spacing: 0) {
                    Button("Go") {
                        withAnimation(.linear(duration: 0.5), completionCriteria: .logicallyComplete) { x = 80 } completion: {
                            log.times.append(0)
                        }
                    }
                    Color.red.frame(width: 10, height: 10).offset(x: x)
                }
            }
        }
        let app = try settledApp(Completing(log: log))
        try tapAndApply(app, "Go")
        let started = app.time
        app.pump(29.0 / 60)
        #expect(log.times.isEmpty)
        app.pump(1.0 / 60)   // 0.5 s after the start: the offset is at its end and the completion runs
        #expect(abs(app.time - started - 0.5) < 1e-9)
        #expect(log.times.count == 1)
        try app.pumpAndSettle()
        #expect(log.times.count == 1)
    }
}

/// A list whose rows are inserted and removed in `withAnimation`.
struct FadingRows: View {
    @State private var items = [1, 2, 3]

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Button("Remove") { withAnimation(.linear(duration: 1)) { _ = items.removeFirst() } }
            ForEach(items, id: \.self) { item in
                Text("Row \(item)").frame(height: 30)
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

extension AnimationTests {
    /// A removed row fades out where it was (the default transition, opacity)
    /// while the rows below move up into its place.
    @Test func aForEachRowRemovedFadesWhileTheOthersMoveUp() throws {
        let app = try settledApp(FadingRows())
        func drawnText(_ text: String) -> (CGPoint, Color)? {
            for c in app.lastFrame!.drawList.commands {
                if case let .text(lines, _, color) = c, lines.first?.text == text { return (lines[0].origin, color) }
            }
            return nil
        }
        let row1 = try #require(drawnText("Row 1")), row2 = try #require(drawnText("Row 2"))
        try tapAndApply(app, "Remove")
        // Layout has moved Row 2 up at once; drawing moves it over the second.
        #expect(textFrame(app, "Row 2")?.minY == row1.0.y)
        #expect(textFrame(app, "Row 1") == nil)
        app.pump(30.0 / 60)
        let fading = try #require(drawnText("Row 1"))
        #expect(fading.0 == row1.0)
        #expect(abs(fading.1.opacity - 0.5) < 1e-9)
        let moving = try #require(drawnText("Row 2"))
        #expect(abs(moving.0.y - (row2.0.y - 15)) < 1e-9)
        app.pump(30.0 / 60)
        #expect(drawnText("Row 1") == nil)
        #expect(drawnText("Row 2")?.0.y == row1.0.y)
    }
}

/// A counter whose button is drawn twice its size, and a square animated
/// implicitly that a transaction can keep still.
struct ScaledControls: View {
    @State private var taps = 0
    @State private var moved = false

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("taps \(taps)")
            Button("Still") {
                var t = Transaction()
                t.disablesAnimations = true
                withTransaction(t) { moved.toggle() }
            }
            Button("Move") { moved.toggle() }
            Color.red
                .frame(width: 20, height: 20)
                .offset(x: moved ? 100 : 0)
                .animation(.linear(duration: 1), value: moved)
            // Last, so nothing is drawn over its scaled area.
            Button("+") { taps += 1 }
                .frame(width: 20, height: 20)
                .scaleEffect(2, anchor: .topLeading)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

extension AnimationTests {
    /// A `scaleEffect` is hit where it is drawn, not where it is laid out.
    @Test func hitTestingFollowsAScaleEffect() throws {
        let app = try settledApp(ScaledControls())
        // The label (8 × 16) is centred in the 20 × 20 frame, whose corner is the anchor:
        // drawn at 2×, the label's centre is 10 pt right and down of where layout has it,
        // outside the label's laid-out box.
        let label = try app.find(.text("+")).frame
        app.tap(CGPoint(x: label.midX + 10, y: label.midY + 10))
        app.pump(1.0 / 60)
        #expect(textFrame(app, "taps 1") != nil)
    }

    /// `disablesAnimations` keeps `.animation(_:value:)` from animating; without it, the change animates.
    @Test func aTransactionThatDisablesAnimationsAppliesAtOnce() throws {
        let app = try settledApp(ScaledControls())
        let start = try #require(filledRects(app, .red).first)
        try tapAndApply(app, "Still")
        #expect(filledRects(app, .red).first?.minX == start.minX + 100)
        #expect(try app.pumpAndSettle() == 0)
        try tapAndApply(app, "Move")
        app.pump(30.0 / 60)
        #expect(abs(Double(try #require(filledRects(app, .red).first).minX - start.minX) - 50) < 1e-9)
    }
}

extension AnimationTests {
    /// A view laid out off screen is still drawn while it is in flight on screen.
    @Test func aViewInFlightIsNotCulledByItsLaidOutFrame() throws {
        let app = try settledApp(SlidingSquare(animation: .linear(duration: 1), distance: 800))
        let start = try #require(filledRects(app, .red).first)
        try tapAndApply(app, "Go")
        app.pump(15.0 / 60)
        #expect(filledRects(app, .red).first?.minX == start.minX + 200)
        app.pump(45.0 / 60)
        #expect(filledRects(app, .red).isEmpty)
    }
}

extension AnimationTests {
    /// A `.scale` transition draws the inserted view as a group scaled from
    /// 0 about its centre; `.transaction { $0.animation = nil }` keeps a
    /// view out of the change's animation.
    @Test func aScaleTransitionAndATransactionThatRemovesTheAnimation() throws {
        struct Badge: View {
            @State private var on = false
            var body: some View {
                VStack(alignment: .leading, spacing: 0) {
                    Button("Go") { withAnimation(.linear(duration: 1)) { on.toggle() } }
                    if on {
                        Color.blue.frame(width: 40, height: 40).transition(.scale)
                    }
                    Color.red.frame(width: 20, height: 20)
                        .offset(x: on ? 100 : 0)
                        .transaction { $0.animation = nil }
                }
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            }
        }
        let app = try settledApp(Badge())
        let start = try #require(filledRects(app, .red).first)
        try tapAndApply(app, "Go")
        app.pump(15.0 / 60)
        let blue = try #require(filledRects(app, .blue).first)
        let t = transforms(app)
        #expect(t.count == 1)
        #expect(t.first?.anchor == CGPoint(x: blue.midX, y: blue.midY) && t.first?.rotation == 0)
        #expect(abs(Double(t.first?.scale.width ?? 0) - 0.25) < 1e-9 && t.first?.scale.width == t.first?.scale.height)
        // The red square moved down by the badge's 40 pt and right by 100 at once.
        #expect(filledRects(app, .red).first == start.offsetBy(dx: 100, dy: 40))
    }
}

/// The forms app code writes, compiled as written.
struct AnimationForms: View {
    @State private var on = false
    @State private var angle = 0.0

    var body: some View {
        VStack {
            Button("Go") {
                withAnimation(.spring()) { on.toggle() }
                withAnimation(.easeInOut(duration: 0.2).delay(0.1)) { angle += 90 }
                withAnimation(.bouncy(duration: 0.4)) { on.toggle() }
                withAnimation(.spring(response: 0.3, dampingFraction: 0.6, blendDuration: 0)) { on.toggle() }
                withAnimation(.interpolatingSpring(stiffness: 170, damping: 15)) { on.toggle() }
                withAnimation(.linear(duration: 1).repeatForever(autoreverses: false)) { angle = 360 }
                withAnimation(.snappy.speed(2)) { on.toggle() }
                withAnimation { on.toggle() }
            }
            Image(systemName: "chevron.right")
                .rotationEffect(Angle(degrees: angle))
                .rotationEffect(.radians(on ? .pi : 0), anchor: .leading)
                .scaleEffect(x: 1, y: on ? -1 : 1)
                .scaleEffect(on ? 1.2 : 1.0)
                .animation(.easeInOut, value: on)
                .animation(.smooth, value: angle)
            if on {
                Text("Shown")
                    .transition(.asymmetric(insertion: .scale(scale: 0.8, anchor: .top), removal: .opacity))
                Text("Pushed")
                    .transition(.push(from: .trailing))
                Text("Moved")
                    .transition(.move(edge: .top).combined(with: .opacity).animation(.easeIn))
            }
        }
    }
}

extension AnimationTests {
    @Test func theFormsAppsWriteCompileAndRun() throws {
        let app = try settledApp(AnimationForms())
        #expect(app.app.graph.warnings.isEmpty)
        try app.tap(.text("Go"))
        app.pump(1.0 / 60)
        // A forever-repeating rotation never settles; a second of frames runs.
        app.pump(1)
        #expect(textFrame(app, "Shown") == nil)   // toggled an even number of times
        #expect(!transforms(app).isEmpty)
    }

    /// A write through `$moved.animation(.linear(duration: 1))` animates
    /// as `withAnimation` would: the first frame draws 0, 30 frames on the
    /// square is halfway (50), then it rests at 100. Through the plain
    /// binding the square is at 100 in the first frame.
    @Test func aWriteThroughAnAnimatedBindingAnimates() throws {
        let app = try settledApp(BindingSquare(animated: true))
        let start = try #require(filledRects(app, .red).first)
        try tapAndApply(app, "Go")
        #expect(abs(try squareX(app, start)) < 1e-9)
        for _ in 0..<30 { app.pump(1.0 / 60) }
        #expect(abs(try squareX(app, start) - 50) < 1e-9)
        _ = try pumpFrames(app)
        #expect(try squareX(app, start) == 100)

        let plain = try settledApp(BindingSquare(animated: false))
        let plainStart = try #require(filledRects(plain, .red).first)
        try tapAndApply(plain, "Go")
        #expect(try squareX(plain, plainStart) == 100)
    }
}
