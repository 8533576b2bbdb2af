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
    @State private var moved = false

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Button("Go") { withAnimation(animation) { moved.toggle() } }
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
}
