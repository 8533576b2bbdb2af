import Foundation
import Testing
import ScrollSim

// `Animatable`: a custom shape, modifier or view whose `animatableData`
// changes in an animated transaction is shown, frame by frame on the
// virtual clock, with the data at old + (new − old)·p, p the animation's
// progress (docs/layout-rules.md, "Animatable"). The frame that applies
// the change shows p(0); each later frame 1/60 s further on. iPhone 14,
// fake measurer, 1×.

/// A bar filling `fraction` of its frame's width from the leading edge.
struct ProgressBar: Shape {
    var fraction: CGFloat
    var animatableData: CGFloat {
        get { fraction }
        set { fraction = newValue }
    }
    func path(in rect: CGRect) -> Path {
        Path(CGRect(x: rect.minX, y: rect.minY, width: rect.width * fraction, height: rect.height))
    }
}

/// Sizes its content to `width` × `height`: both animate, as a pair.
struct Sized: ViewModifier, Animatable {
    var width: CGFloat
    var height: Double
    var animatableData: AnimatablePair<CGFloat, Double> {
        get { AnimatablePair(width, height) }
        set { width = newValue.first; height = newValue.second }
    }
    func body(content: Content) -> some View {
        content.frame(width: width, height: height)
    }
}

/// Shows `value` rounded down, as a counter does while it animates.
struct CountingText: View, Animatable {
    var value: Double
    var animatableData: Double {
        get { value }
        set { value = newValue }
    }
    var body: some View { Text("\(Int(value))") }
}

/// The bounds of the paths drawn in `color`.
@MainActor
func pathBounds(_ app: TestApp, _ color: Color) -> [CGRect] {
    app.lastFrame!.drawList.commands.compactMap { command in
        if case let .path(p) = command, p.color == color { return p.bounds }
        return nil
    }
}

@MainActor
@Suite struct AnimatableTests {
    struct BarScreen: View {
        @State private var done = false
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Button("Go") { withAnimation(.easeInOut(duration: 1)) { done.toggle() } }
                ProgressBar(fraction: done ? 1 : 0.25)
                    .fill(.blue)
                    .frame(width: 200, height: 10)
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
    }

    @Test func aCustomShapesDataFollowsTheTimingCurveFrameByFrame() throws {
        let app = try settledApp(BarScreen())
        #expect(pathBounds(app, .blue).first?.width == CGFloat(50))
        try app.tap(.text("Go"))
        app.pump(1.0 / 60)
        for frame in 0...60 {
            if frame > 0 { app.pump(1.0 / 60) }
            let fraction = 0.25 + 0.75 * bezierReference(0.42, 0, 0.58, 1, at: Double(frame) / 60)
            let width = try #require(pathBounds(app, .blue).first).width
            #expect(abs(Double(width) - 200 * fraction) < 1e-6, "frame \(frame): \(width)")
        }
        #expect(try app.pumpAndSettle() == 0)
        #expect(pathBounds(app, .blue).first?.width == CGFloat(200))
    }

    struct SizedScreen: View {
        @State private var big = false
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Button("Go") { big.toggle() }
                Color.red
                    .modifier(Sized(width: big ? 300 : 100, height: big ? 60 : 20))
                    .animation(.linear(duration: 0.5), value: big)
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
    }

    @Test func anAnimatableModifiersPairMovesLinearlyUnderAnimationValue() throws {
        let app = try settledApp(SizedScreen())
        #expect(filledRects(app, .red).first?.size == CGSize(width: 100, height: 20))
        try app.tap(.text("Go"))
        app.pump(1.0 / 60)
        for frame in 0...30 {
            if frame > 0 { app.pump(1.0 / 60) }
            let p = min(1, Double(frame) / 30)
            let size = try #require(filledRects(app, .red).first).size
            #expect(abs(Double(size.width) - (100 + 200 * p)) < 1e-9, "frame \(frame): \(size)")
            #expect(abs(Double(size.height) - (20 + 40 * p)) < 1e-9, "frame \(frame): \(size)")
        }
        try app.pumpAndSettle()
        #expect(filledRects(app, .red).first?.size == CGSize(width: 300, height: 60))
    }

    struct CounterScreen: View {
        @State private var total = 0.0
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Button("Add") { withAnimation(.spring(response: 0.5, dampingFraction: 1)) { total += 100 } }
                CountingText(value: total)
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
    }

    @Test func anAnimatableViewCountsAlongACriticallyDampedSpring() throws {
        let app = try settledApp(CounterScreen())
        #expect(textFrame(app, "0") != nil)
        try app.tap(.text("Add"))
        app.pump(1.0 / 60)
        // Critically damped, from rest: p(t) = 1 − (1 + ωt)·e^(−ωt), ω = 2π/0.5.
        let omega = 2 * Double.pi / 0.5
        for frame in [6, 12, 18] {
            app.pump(6.0 / 60)
            let t = Double(frame) / 60
            let shown = Int(100 * (1 - (1 + omega * t) * exp(-omega * t)))
            #expect(textFrame(app, "\(shown)") != nil, "frame \(frame): expected \(shown)")
        }
        try app.pumpAndSettle()
        #expect(textFrame(app, "100") != nil)
    }

    struct InterruptedBar: View {
        @State private var target: CGFloat = 0
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Button("Full") { withAnimation(.linear(duration: 1)) { target = 1 } }
                Button("Empty") { withAnimation(.linear(duration: 1)) { target = 0 } }
                ProgressBar(fraction: target)
                    .fill(.blue)
                    .frame(width: 200, height: 10)
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
    }

    /// A change while the data animates starts the new animation from the data shown.
    @Test func anInterruptedAnimationStartsFromTheShownData() throws {
        let app = try settledApp(InterruptedBar())
        try app.tap(.text("Full"))
        app.pump(1.0 / 60)
        app.pump(29.0 / 60)
        app.tap(try app.center(of: .text("Empty")))   // frame 30: half full
        #expect(abs(Double(try #require(pathBounds(app, .blue).first).width) - 100) < 1e-9)
        app.pump(1.0 / 60)                             // frame 31 applies it: 31/60 full, going back
        let from = 200.0 * 31 / 60
        for frame in 0...60 {
            if frame > 0 { app.pump(1.0 / 60) }
            let width = Double(try #require(pathBounds(app, .blue).first).width)
            #expect(abs(width - from * (1 - Double(frame) / 60)) < 1e-9, "frame \(frame): \(width)")
        }
    }

    struct RingScreen: View {
        @State private var progress: CGFloat = 0.25
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Button("Go") { withAnimation(.linear(duration: 1)) { progress = 0.75 } }
                Circle()
                    .trim(from: 0, to: progress)
                    .stroke(Color.green, lineWidth: 4)
                    .frame(width: 100, height: 100)
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
    }

    /// `trim(from:to:)` animates its ends: the arc starts at 3 o'clock and
    /// ends, at frame k, at the angle 2π·(0.25 + 0.5·k/60) clockwise (to
    /// 1e-6 pt at the quarters; between them within 0.002 pt, as the
    /// outline is measured along its flattened polyline).
    @Test func aTrimmedCirclesEndMovesAlongTheCircle() throws {
        let app = try settledApp(RingScreen())
        func arc() throws -> [CGPoint] {
            let commands = app.lastFrame!.drawList.commands
            let ring = commands.compactMap { c -> PathDrawing? in
                if case let .path(p) = c, p.color == .green { return p }
                return nil
            }
            return try #require(ring.first?.subpaths.first)
        }
        let start = try #require(try arc().first)
        let center = CGPoint(x: start.x - 50, y: start.y)
        try app.tap(.text("Go"))
        app.pump(1.0 / 60)
        for frame in [0, 15, 30, 45, 60] {
            if frame > 0 { app.pump(15.0 / 60) }
            let angle = 2 * Double.pi * (0.25 + 0.5 * Double(frame) / 60)
            let end = try #require(try arc().last)
            let tolerance = frame % 30 == 0 ? 1e-6 : 0.002
            #expect(abs(Double(end.x - center.x) - 50 * cos(angle)) < tolerance, "frame \(frame): \(end)")
            #expect(abs(Double(end.y - center.y) - 50 * sin(angle)) < tolerance, "frame \(frame): \(end)")
            #expect(try arc().first == start)
        }
    }

    @Test func vectorArithmeticScalesAndInterpolates() {
        let a = AnimatablePair(CGFloat(10), AnimatablePair(2.0, Float(4)))
        let b = AnimatablePair(CGFloat(30), AnimatablePair(6.0, Float(0)))
        let mid = a.interpolated(towards: b, amount: 0.25)
        #expect(mid.first == CGFloat(15))
        #expect(mid.second.first == 3.0)
        #expect(mid.second.second == Float(3))
        #expect((b - a).magnitudeSquared == 400 + 16 + 16)
        #expect(EmptyAnimatableData().scaled(by: 3) == EmptyAnimatableData.zero)
        var angle = Angle.degrees(90)
        angle.animatableData = .pi
        #expect(angle.degrees == 180)
    }

    /// `Angle` has `_VectorMath`'s arithmetic on its data (radians): eighths
    /// of a turn times 360 make the badge's rotations, `/` divides, `+=`,
    /// `-=` and `*=` work in place, `magnitude` is the size in radians.
    @Test func anglesScaleAddAndDivide() {
        let eighths = (0..<8).map { Angle(degrees: Double($0) / Double(8)) * 360.0 }
        #expect(eighths.map { ($0.degrees * 1e9).rounded() / 1e9 } == [0, 45, 90, 135, 180, 225, 270, 315])
        #expect(Angle.radians(.pi) / 4 == Angle.radians(.pi / 4))
        var angle = Angle.radians(1)
        angle += .radians(2)
        angle -= .radians(0.5)
        angle *= 2
        #expect(angle == .radians(5))
        #expect(Angle.radians(-3).magnitude == 3)
    }
}
