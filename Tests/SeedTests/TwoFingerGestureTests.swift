import Foundation
import Testing
import ScrollSim

// Pinch and rotation gestures on the virtual 60 Hz clock, iPhone 14
// (390 × 844, safe area 47 top, 34 bottom), fake measurer. A 200 × 200
// square centred in the safe area spans x 95…295, y 328.5…528.5; its
// centre is (195, 428.5).

@MainActor
final class TwoFingerLog {
    var magnify: [MagnifyGesture.Value] = []
    var magnifyEnded: MagnifyGesture.Value?
    var rotate: [RotateGesture.Value] = []
    var events: [String] = []
}

@MainActor
@Suite struct TwoFingerGestureTests {
    let centre = CGPoint(x: 195, y: 428.5)
    func close(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 1e-9 }

    func magnifySquare(_ log: TwoFingerLog) -> some View {
        Color.blue.frame(width: 200, height: 200)
            .gesture(MagnifyGesture().onChanged { log.magnify.append($0) }.onEnded { log.magnifyEnded = $0 })
    }

    /// Fingers down at (145, 378.5), 50 pt up and left of the centre:
    /// startLocation (50, 50) in the square, anchor (0.25, 0.25). A scale
    /// of 1.005 is under the 0.01 minimum: nothing; 1.5 a frame later
    /// begins it with magnification 1.5 (the minimum included), velocity
    /// (1.5 − 1.005) × 60 = 29.7 per second; the lift ends it with 1.5.
    @Test func magnifyValues() async throws {
        let log = TwoFingerLog()
        let app = TestApp(magnifySquare(log), measurer: fakeMeasurer())
        let p = CGPoint(x: 145, y: 378.5)
        app.send(.twoFinger(.down(p)))
        await app.frame()
        app.send(.twoFinger(.move(center: p, scale: 1.005, rotation: 0)))
        #expect(log.magnify.isEmpty)
        await app.frame()
        app.send(.twoFinger(.move(center: p, scale: 1.5, rotation: 0)))
        let first = try #require(log.magnify.first)
        #expect(log.magnify.count == 1)
        #expect(first.magnification == 1.5)
        #expect(close(first.velocity, 29.7))
        #expect(first.startLocation == CGPoint(x: 50, y: 50))
        #expect(first.startAnchor == UnitPoint(x: 0.25, y: 0.25))
        #expect(close(first.time.timeIntervalSinceReferenceDate, 2.0 / 60))
        #expect(log.magnifyEnded == nil)
        app.send(.twoFinger(.up))
        #expect(try #require(log.magnifyEnded).magnification == 1.5)
    }

    /// Exactly the minimum (1.01, 0.99) begins; fingers that lift before
    /// it fail: neither `onChanged` nor `onEnded` runs.
    @Test func minimumScaleDeltaAndAnEarlyLift() async throws {
        for scale: CGFloat in [1.01, 0.99] {
            let log = TwoFingerLog()
            let app = TestApp(magnifySquare(log), measurer: fakeMeasurer())
            app.send(.twoFinger(.down(centre)))
            app.send(.twoFinger(.move(center: centre, scale: scale, rotation: 0)))
            #expect(log.magnify.map(\.magnification) == [scale])
        }
        let log = TwoFingerLog()
        let app = TestApp(magnifySquare(log), measurer: fakeMeasurer())
        app.send(.twoFinger(.down(centre)))
        app.send(.twoFinger(.move(center: centre, scale: 1.009, rotation: 0)))
        app.send(.twoFinger(.up))
        #expect(log.magnify.isEmpty && log.magnifyEnded == nil)
    }

    /// `MagnificationGesture`'s value is the magnification alone;
    /// `@GestureState` follows it and returns to 1 on the lift.
    @Test func magnificationGestureAndGestureState() async throws {
        struct Zoomable: View {
            @GestureState private var zoom: CGFloat = 1
            var body: some View {
                Color.blue.frame(width: 200, height: 200)
                    .scaleEffect(zoom)
                    .gesture(MagnificationGesture().updating($zoom) { value, state, _ in state = value })
                    .namedValue("zoom", zoom)
            }
        }
        let app = TestApp(Zoomable(), measurer: fakeMeasurer())
        app.send(.twoFinger(.down(centre)))
        app.send(.twoFinger(.move(center: centre, scale: 0.5, rotation: 0)))
        await app.frame()
        #expect(app.value("zoom") == 0.5)
        app.send(.twoFinger(.up))
        await app.frame()
        #expect(app.value("zoom") == 1)
    }

    /// A turn of 0.5° is under the 1° minimum; 30° (π/6 rad) a frame later
    /// begins it with rotation 30°, velocity π/6 × 60 rad/s less the 0.5°
    /// already turned. `RotationGesture`'s value is the angle alone.
    @Test func rotateValues() async throws {
        let log = TwoFingerLog()
        var angles: [Angle] = []
        let app = TestApp(Color.blue.frame(width: 200, height: 200)
            .gesture(RotateGesture().onChanged { log.rotate.append($0) })
            .simultaneousGesture(RotationGesture().onChanged { angles.append($0) }), measurer: fakeMeasurer())
        let half = CGFloat(Angle.degrees(0.5).radians), thirty = CGFloat(Double.pi / 6)
        app.send(.twoFinger(.down(centre)))
        app.send(.twoFinger(.move(center: centre, scale: 1, rotation: half)))
        #expect(log.rotate.isEmpty && angles.isEmpty)
        await app.frame()
        app.send(.twoFinger(.move(center: centre, scale: 1, rotation: thirty)))
        let first = try #require(log.rotate.first)
        #expect(close(CGFloat(first.rotation.degrees), 30))
        #expect(close(CGFloat(first.velocity.radians), (thirty - half) * 60))
        #expect(first.startLocation == CGPoint(x: 100, y: 100))
        #expect(first.startAnchor == .center)
        #expect(angles.map { close(CGFloat($0.degrees), 30) } == [true])
        // Exactly the minimum, counter-clockwise, begins.
        let exact = TwoFingerLog()
        let app2 = TestApp(Color.blue.frame(width: 200, height: 200)
            .gesture(RotateGesture().onChanged { exact.rotate.append($0) }), measurer: fakeMeasurer())
        app2.send(.twoFinger(.down(centre)))
        app2.send(.twoFinger(.move(center: centre, scale: 1, rotation: -CGFloat(Angle.degrees(1).radians))))
        #expect(exact.rotate.count == 1)
    }

    /// A pinch on a photo inside a scroll view goes to the gesture: the
    /// scroll view does not move (pinch centre moved 200 pt would be a
    /// scroll of 200 for a finger), and a tap gesture under the fingers
    /// does not fire.
    @Test func aPinchInAScrollViewGoesToTheGesture() async throws {
        struct Feed: View {
            @State private var scale: CGFloat = 1
            @State private var taps = 0
            var body: some View {
                ScrollView {
                    VStack(spacing: 0) {
                        Color.gray.frame(height: 300)
                            .scaleEffect(scale)
                            .gesture(MagnifyGesture().onChanged { scale = $0.magnification })
                            .onTapGesture { taps += 1 }
                        ForEach(0..<20, id: \.self) { Text("Row \($0)").frame(height: 60) }
                    }
                }
                .namedValue("scale", scale)
                .namedValue("taps", Double(taps))
            }
        }
        let app = TestApp(Feed(), measurer: fakeMeasurer())
        let p = CGPoint(x: 195, y: 200)
        app.send(.twoFinger(.down(p)))
        for i in 1...10 {
            await app.frame()
            app.send(.twoFinger(.move(center: CGPoint(x: 195, y: 200 - 20 * CGFloat(i)), scale: 1 + 0.1 * CGFloat(i), rotation: 0)))
        }
        app.send(.twoFinger(.up))
        _ = try await app.pumpAndSettle()
        #expect(app.value("scale") == 2)
        #expect(app.value("taps") == 0)
        #expect(app.scroll.offset.y == -47)
        #expect(app.scroll.phase == .idle)
    }

    /// Nested pinches: the inner `gesture` takes the touch and the outer is
    /// cancelled; an outer `simultaneousGesture` sees it too; an outer
    /// `highPriorityGesture` takes it from the inner.
    @Test func arbitration() async throws {
        var events: [String] = []
        let gesture = MagnifyGesture().onChanged { _ in events.append("outer") }
        let inner = Color.blue.frame(width: 200, height: 200)
            .gesture(MagnifyGesture().onChanged { _ in events.append("inner") })
        let plain = TestApp(inner.padding(20).gesture(gesture), measurer: fakeMeasurer())
        plain.send(.twoFinger(.down(centre)))
        plain.send(.twoFinger(.move(center: centre, scale: 2, rotation: 0)))
        plain.send(.twoFinger(.up))
        #expect(events == ["inner"])
        events = []
        let simultaneous = TestApp(inner.padding(20).simultaneousGesture(gesture), measurer: fakeMeasurer())
        simultaneous.send(.twoFinger(.down(centre)))
        simultaneous.send(.twoFinger(.move(center: centre, scale: 2, rotation: 0)))
        #expect(events == ["inner", "outer"])
        events = []
        let high = TestApp(inner.padding(20).highPriorityGesture(gesture), measurer: fakeMeasurer())
        high.send(.twoFinger(.down(centre)))
        high.send(.twoFinger(.move(center: centre, scale: 2, rotation: 0)))
        high.send(.twoFinger(.move(center: centre, scale: 3, rotation: 0)))
        #expect(events == ["outer", "outer"])
    }

    /// One finger on a pinch gesture does nothing and fails on the lift; a
    /// drag and a pinch made simultaneous each follow their own touches.
    @Test func oneFingerAndTwoFingerGesturesTogether() async throws {
        var events: [String] = []
        let app = TestApp(Color.blue.frame(width: 200, height: 200)
            .gesture(DragGesture().onEnded { _ in events.append("drag") }
                .simultaneously(with: MagnifyGesture().onEnded { _ in events.append("magnify") })
                .onEnded { _ in events.append("both") }), measurer: fakeMeasurer())
        await app.script(centre, [CGPoint(x: 215, y: 428.5)])
        #expect(events == ["drag", "both"])
        events = []
        app.send(.twoFinger(.down(centre)))
        app.send(.twoFinger(.move(center: centre, scale: 2, rotation: 0)))
        app.send(.twoFinger(.up))
        #expect(events == ["magnify", "both"])
    }

    /// `TestApp.pinch` and `rotate` move evenly a step a frame: 15 frames
    /// for 250 ms, the last step at the full scale and angle.
    @Test func testAppPinchAndRotate() async throws {
        var scales: [CGFloat] = []
        var angles: [Double] = []
        let pinched = TestApp(Color.blue.frame(width: 200, height: 200)
            .gesture(MagnificationGesture(minimumScaleDelta: 0).onChanged { scales.append($0) }), measurer: fakeMeasurer())
        pinched.pinch(at: centre, scale: 2.5, duration: 0.25)
        #expect(scales.count == 15)
        #expect(close(scales[0], 1.1) && scales.last == 2.5)
        let turned = TestApp(Color.blue.frame(width: 200, height: 200)
            .gesture(RotationGesture(minimumAngleDelta: .zero).onChanged { angles.append($0.degrees) }), measurer: fakeMeasurer())
        turned.rotate(by: .degrees(90), duration: 0.1)
        #expect(angles.count == 6)
        #expect(close(CGFloat(angles.last!), 90) && close(CGFloat(angles[0]), 15))
    }
}
