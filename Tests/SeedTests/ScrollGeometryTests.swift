import Foundation
import Testing
import ScrollSim

/// `onScrollGeometryChange` and `ScrollGeometry`.
@MainActor
@Suite struct ScrollGeometryTests {
    /// Forty 100 pt rows; the geometry's offset is recorded on every change.
    struct Watched: View {
        let offsets: Recorder<CGFloat>
        let geometries: Recorder<ScrollGeometry>
        var body: some View {
            ScrollView { rows(40) }
                .onScrollGeometryChange(for: CGFloat.self) { $0.contentOffset.y } action: { _, y in offsets(y) }
                .onScrollGeometryChange(for: ScrollGeometry.self) { $0 } action: { _, g in geometries(g) }
        }
    }

    @Test func theGeometryHasTheScrollViewsSizesAndFollowsTheWheel() throws {
        let offsets = Recorder<CGFloat>(), geometries = Recorder<ScrollGeometry>()
        let app = scrollApp(Watched(offsets: offsets, geometries: geometries))
        // The first value is taken without a call.
        #expect(offsets.values.isEmpty)
        app.wheel(-2) // 2 · 53 pt
        #expect(offsets.values == [106])
        #expect(geometries.values.count == 1)
        let g = try #require(geometries.values.last)
        #expect(g.contentOffset == CGPoint(x: 0, y: 106))
        #expect(g.contentSize == CGSize(width: 390, height: 4000))
        #expect(g.containerSize == CGSize(width: 390, height: 800))
        #expect(g.contentInsets == EdgeInsets())
        #expect(g.bounds == CGRect(x: 0, y: 106, width: 390, height: 800))
        #expect(g.visibleRect == CGRect(x: 0, y: 106, width: 390, height: 800))
    }

    @Test func duringARubberBandTheOffsetIsNegativeFrameByFrameAsTheFormulaSays() throws {
        let offsets = Recorder<CGFloat>(), geometries = Recorder<ScrollGeometry>()
        let app = scrollApp(Watched(offsets: offsets, geometries: geometries))
        // Down at y = 200; the slop is reached at 210 (the drag anchors there), then
        // the finger pulls the content down 50, 100, 150 pt past the top.
        let pulls: [CGFloat] = [50, 100, 150]
        app.gesture(from: CGPoint(x: 195, y: 200),
                    through: [CGPoint(x: 195, y: 210)] + pulls.map { CGPoint(x: 195, y: 210 + $0) }, pause: 0.2)
        // Shown overscroll x·d·c / (d + c·x), d = 800 pt, c = 0.55, snapped to whole points:
        // 50 → 26.59 → −27, 100 → 51.46 → −51, 150 → 74.61 → −75.
        let banded = pulls.map { -PixelSnapping.snap(RubberBand.offset(forOverscroll: $0, dimension: 800), scale: 1) }
        #expect(banded == [-27, -51, -75])
        #expect(offsets.values == banded)
        // Released at rest 0.2 s later: a critically damped spring (ω = 10/s) from −75,
        // −75 · (1 + 10t) · e^(−10t) at each frame t, snapped, until it rests at 0.
        offsets.values.removeAll()
        try app.pumpAndSettle()
        var expected: [CGFloat] = []
        var t = 0.0
        let spring = SpringSimulation.bounce(from: -75, to: 0, velocity: 0)
        while !spring.isDone(t) {
            t += 1.0 / 60
            let y = spring.isDone(t) ? 0 : PixelSnapping.snap(spring.x(t), scale: 1)
            if y != (expected.last ?? -75) { expected.append(y) }
        }
        #expect(offsets.values.first == -74) // one frame after the release: −75 · (1 + 10/60) · e^(−10/60) = −74.07
        #expect(offsets.values == expected)
        #expect(offsets.values.last == 0)
        #expect(offsets.values.allSatisfy { $0 <= 0 })
    }

    @Test func onAPhoneTheGeometryCoversTheSafeAreaAndItsRubberBandStartsFromTheRestingOffset() throws {
        let offsets = Recorder<CGFloat>(), geometries = Recorder<ScrollGeometry>()
        // Full screen on an iPhone 14 (390 × 844, safe area 47 / 34): the scroll
        // view extends under both bands and insets its content by them, so it
        // rests at −47 and its container is the whole 390 × 844.
        let app = TestApp(Watched(offsets: offsets, geometries: geometries), measurer: fakeMeasurer())
        #expect(app.scroll.offset.y == -47)
        app.wheel(-1) // 53 pt: −47 + 53 = 6
        let g = try #require(geometries.values.last)
        #expect(g.contentOffset == CGPoint(x: 0, y: 6))
        #expect(g.contentSize == CGSize(width: 390, height: 4000))
        #expect(g.contentInsets == EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0))
        #expect(g.containerSize == CGSize(width: 390, height: 844))
        #expect(g.visibleRect == CGRect(x: 0, y: 6, width: 390, height: 844))
        #expect(g.bounds == g.visibleRect)
        // Back to rest, then pulled 100 and 200 pt past the top: the rubber band
        // shows x·d·c / (d + c·x) with d = 844 (the viewport), beyond −47:
        // 100 → 51.64 → −99, 200 → 97.3 → −144.
        app.wheel(1)
        #expect(offsets.values.last == -47)
        offsets.values.removeAll()
        app.gesture(from: CGPoint(x: 195, y: 300),
                    through: [CGPoint(x: 195, y: 310), CGPoint(x: 195, y: 410), CGPoint(x: 195, y: 510)], pause: 0.2)
        let banded = [100, 200].map { -47 - PixelSnapping.snap(RubberBand.offset(forOverscroll: $0, dimension: 844), scale: 1) }
        #expect(banded == [-99, -144])
        #expect(offsets.values == banded)
        #expect(geometries.values.last?.contentInsets.top == 47)
        // The spring back reports every frame's offset up to the resting −47, never past it.
        try app.pumpAndSettle()
        #expect(offsets.values.last == -47)
        #expect(offsets.values.dropFirst(2).allSatisfy { $0 > -144 && $0 <= -47 })
    }

    @Test func duringAnAnimationTheOffsetMovesLinearlyFor033Seconds() throws {
        let offsets = Recorder<CGFloat>()
        let app = scrollApp(AnimatedRows(target: 600, offsets: offsets))
        try app.tap(.text("Go"))
        try app.pumpAndSettle()
        // The request starts in the frame after the tap; frame k later the offset is
        // 600 · (k/60) / 0.33, snapped, until frame 20 (t = 0.333 ≥ 0.33) lands on 600.
        let expected = (1...19).map { PixelSnapping.snap(600 * CGFloat($0) / 60 / 0.33, scale: 1) } + [600]
        #expect(expected.prefix(3) == [30, 61, 91])
        #expect(offsets.values == expected)
    }
}

/// Forty 100 pt rows under a button that animates the bound position to
/// `target` (UIKit's profile); the offsets, phases and velocities at the
/// phase changes are recorded.
@MainActor
struct AnimatedRows: View {
    let target: CGFloat
    var offsets = Recorder<CGFloat>()
    var phases = Recorder<ScrollPhase>()
    var velocities = Recorder<CGFloat>()
    @State private var position = ScrollPosition(idType: Int.self)
    var body: some View {
        VStack(spacing: 0) {
            Button("Go") { withAnimation { position.scrollTo(y: target) } }
            ScrollView { rows(40) }
                .scrollPosition($position)
                .onScrollGeometryChange(for: CGFloat.self) { $0.contentOffset.y } action: { _, y in offsets(y) }
                .onScrollPhaseChange { _, new, context in
                    phases(new)
                    velocities(context.velocity?.dy ?? .nan)
                }
        }
    }
}

/// `onScrollPhaseChange` and `ScrollPhase`.
@MainActor
@Suite struct ScrollPhaseTests {
    @Test func aDragThenFlingGoesTrackingInteractingDeceleratingIdle() throws {
        let phases = Recorder<ScrollPhase>(), velocities = Recorder<CGFloat>()
        let app = scrollApp(AnimatedRows(target: 900, phases: phases, velocities: velocities))
        app.send(.pointerDown(CGPoint(x: 195, y: 600)))
        #expect(phases.values == [.tracking]) // down, not yet past the slop
        app.frame()
        app.send(.pointerMove(CGPoint(x: 195, y: 590)))
        #expect(phases.values == [.tracking, .interacting])
        for y in [560, 530, 500] as [CGFloat] {
            app.frame()
            app.send(.pointerMove(CGPoint(x: 195, y: y)))
        }
        app.send(.pointerUp(CGPoint(x: 195, y: 500)))
        #expect(phases.values == [.tracking, .interacting, .decelerating])
        // The newest three finger pairs are 30 pt a frame: 1800 pt/s (to the rounding of the frame times).
        #expect(abs((velocities.values.last ?? 0) - 1800) < 1e-9)
        try app.pumpAndSettle()
        #expect(phases.values == [.tracking, .interacting, .decelerating, .idle])
        #expect(!ScrollPhase.idle.isScrolling)
        #expect(phases.values.dropLast().allSatisfy { $0.isScrolling })
    }

    @Test func aProgrammaticScrollGoesAnimatingIdle() throws {
        let phases = Recorder<ScrollPhase>(), velocities = Recorder<CGFloat>()
        let app = scrollApp(AnimatedRows(target: 900, phases: phases, velocities: velocities))
        try app.tap(.text("Go"))
        try app.pumpAndSettle()
        #expect(phases.values == [.animating, .idle])
        // UIKit's profile moves at a constant (900 − 0)/0.33 pt/s.
        #expect(abs((velocities.values.first ?? 0) - 900 / 0.33) < 1e-6)
    }

    @Test func aTouchThatDoesNotDragOnlyTracks() {
        let phases = Recorder<ScrollPhase>(), velocities = Recorder<CGFloat>()
        let app = scrollApp(AnimatedRows(target: 900, phases: phases, velocities: velocities))
        app.gesture(from: CGPoint(x: 195, y: 600), through: [CGPoint(x: 195, y: 595)])
        #expect(phases.values == [.tracking, .idle])
    }
}
