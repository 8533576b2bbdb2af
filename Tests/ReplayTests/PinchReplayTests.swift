import Foundation
import Testing
import ScrollSim
import ScrollSimReplay

/// A photo in a scroll view that zooms with a pinch and turns with a
/// rotation, publishing `zoom`, `angle` (degrees) and `ends` (pinches ended).
private struct ZoomPhoto: View {
    @State private var zoom: CGFloat = 1
    @State private var angle = Angle.zero
    @State private var ends = 0
    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                Color.gray.frame(height: 300)
                    .scaleEffect(zoom)
                    .rotationEffect(angle)
                    .gesture(MagnifyGesture().onChanged { zoom = $0.magnification }.onEnded { _ in ends += 1 })
                    .simultaneousGesture(RotateGesture().onChanged { angle = $0.rotation })
                ForEach(0..<20, id: \.self) { Text("Row \($0)").frame(height: 60) }
            }
        }
        .namedValue("zoom", zoom)
        .namedValue("angle", angle.degrees)
        .namedValue("ends", Double(ends))
    }
}

@MainActor
@Suite struct PinchReplayTests {
    let scenes = [ReplayScene("zoom") { ZoomPhoto() }]

    @Test func pinchAndRotateParse() throws {
        let script = try ReplayParser.parse("""
            pinch 2
            pinch 0.5 rotate -30 at 100,200 in 10 frames
            rotate 45 at 195,150
            rotate 90 in 1s
            """, file: "t.replay", scenes: scenes)
        #expect(script.steps.map(\.action) == [
            .pinch(scale: 2, degrees: 0, at: nil, duration: nil),
            .pinch(scale: 0.5, degrees: -30, at: CGPoint(x: 100, y: 200), duration: 10.0 / 60),
            .pinch(scale: 1, degrees: 45, at: CGPoint(x: 195, y: 150), duration: nil),
            .pinch(scale: 1, degrees: 90, at: nil, duration: 1),
        ])
    }

    @Test func badPinchesAreRefused() throws {
        let zero = try #require(throws: ReplayParseError.self) {
            try ReplayParser.parse("pinch 0\n", file: "t.replay", scenes: scenes)
        }
        #expect(zero.description == "t.replay:1:7: The pinch scale must be positive, not 0.")
        let missing = try #require(throws: ReplayParseError.self) {
            try ReplayParser.parse("rotate\n", file: "t.replay", scenes: scenes)
        }
        #expect(missing.description == "t.replay:1:7: Expected a number for the rotation in degrees at the end of the line.")
    }

    /// The script's pinch zooms the photo to exactly 1.8 and ends once;
    /// the rotation turns it 45°; the scroll view under them stays at rest.
    @Test func aScriptedPinchZoomsWithoutScrolling() throws {
        let runner = ReplayRunner(ReplayOptions(fontsDirectory: ReplayPaths.fonts, recordMode: .never), scenes: scenes)
        let script = try ReplayParser.parse("""
            pinch 1.8 at 195,200
            settle
            expect zoom == 1.8
            expect ends == 1
            rotate 45 at 195,200 in 5 frames
            settle
            expect angle == 45 ± 0.000001
            expect zoom == 1.8
            expect offset.y == -47
            expect ends == 1
            """, file: "zoom.replay", scenes: scenes)
        let result = runner.run(script)
        #expect(result.failure == nil, "\(result.line)")
    }

    /// The demo's Ctrl+wheel pinch is written as one `pinch` line at its
    /// first frame, lasting the frames it took less the replay's extra one.
    @Test func theRecorderWritesAPinchLine() throws {
        let dir = try ReplayPaths.temporaryDirectory("pinchrecord")
        let path = dir + "/session.replay"
        let recorder = try ReplayRecorder(path: path, scene: "zoom", device: DevicePreset.named("iphone14")!,
                                          scale: 1, profile: .uikit)
        let p = CGPoint(x: 195, y: 200)
        recorder.record(.twoFinger(.down(p)), frame: 10)
        recorder.record(.twoFinger(.move(center: p, scale: 1.1, rotation: 0)), frame: 10)
        recorder.record(.twoFinger(.move(center: p, scale: 1.3, rotation: CGFloat.pi / 36)), frame: 20)
        recorder.record(.twoFinger(.up), frame: 31)
        recorder.record(.pointerDown(p), frame: 40)
        recorder.finish(frame: 40)
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map(String.init)
        let actions = Array(lines.drop { !$0.hasPrefix("wait") }.prefix(4))
        #expect(actions == ["wait 10 frames", "pinch 1.3 rotate 5 at 195,200 in 20 frames", "wait 9 frames", "down 195,200"])
    }
}
