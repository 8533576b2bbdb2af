import Foundation
import Testing
import ScrollSim
import ScrollSimReplay
import ScrollSimCLI
import ScrollSimScenes

/// A screen of the kind a user brings: a title, a Like button that counts
/// its taps (published as the named value `taps`) and rows in a scroll view.
private struct OwnFeedView: View {
    @State private var taps = 0
    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                Text("Feed")
                Button("Like") { taps += 1 }
                ForEach(0..<30, id: \.self) { i in
                    Text("Post \(i)").frame(height: 60)
                }
            }
        }
        .namedValue("taps", Double(taps))
    }
}

/// One text per sample, to see which sample a scene shows.
private struct SampleView: View {
    let sample: Int
    var body: some View { Text("sample \(sample)") }
}

@MainActor
private func scenes() -> [ReplayScene] {
    [
        ReplayScene("feed", device: DevicePreset.named("iphonese")!) { OwnFeedView() },
        ReplayScene("samples", samples: 3) { SampleView(sample: $0) },
    ]
}

@MainActor
@Suite struct OwnScenesTests {
    // MARK: The parser takes its scene names from the caller.

    @Test func aScriptWithoutSetupStartsOnTheFirstSceneAndItsDevice() throws {
        let script = try ReplayParser.parse("wait 1 frames\n", file: "t.replay", scenes: scenes())
        #expect(script.setup.scene == "feed")
        #expect(script.setup.device == DevicePreset.named("iphonese")!)
    }

    @Test func aNamedSceneBringsItsDeviceUnlessTheScriptNamesOne() throws {
        let own = try ReplayParser.parse("scene samples\n", file: "t.replay", scenes: scenes())
        #expect(own.setup.device == ReplayScene.defaultDevice)
        let named = try ReplayParser.parse("device ipad\nscene feed\n", file: "t.replay", scenes: scenes())
        #expect(named.setup.device == DevicePreset.named("ipad")!)
        let window = try ReplayParser.parse("scene feed\nwindow 300x200\n", file: "t.replay", scenes: scenes())
        #expect(window.setup.device.size == CGSize(width: 300, height: 200))
    }

    @Test func aSceneTheProgramDoesNotHaveIsRefusedWithTheListItHas() throws {
        let error = try #require(throws: ReplayParseError.self) {
            try ReplayParser.parse("scene scroll\n", file: "t.replay", scenes: scenes())
        }
        #expect(error.description == "t.replay:1:7: Unknown scene 'scroll'; expected one of feed, samples.")
        let switchError = try #require(throws: ReplayParseError.self) {
            try ReplayParser.parse("wait 1 frames\nswitch textbox\n", file: "t.replay", scenes: scenes())
        }
        #expect(switchError.description == "t.replay:2:8: Unknown scene 'textbox'; expected one of feed, samples.")
        let none = try #require(throws: ReplayParseError.self) { try ReplayParser.parse("wait 1 frames\n", file: "t.replay", scenes: []) }
        #expect(none.message == "No scenes were given to run the script on.")
    }

    // MARK: Number keys and Tab follow the list.

    @Test func numberKeysFollowTheListAndTabCyclesTheSamples() throws {
        var switcher = SceneSwitcher(scenes: scenes(), scene: "feed")
        #expect(switcher.scene(for: .digit1) == "feed")
        #expect(switcher.scene(for: .digit2) == "samples")
        #expect(switcher.scene(for: .digit3) == nil, "only two scenes: 3 shows nothing")
        #expect(!switcher.isSceneKey(.digit3))
        #expect(switcher.scene(for: .digit0) == nil, "0 is the tenth scene")
        let ten = SceneSwitcher(scenes: BuiltInScenes.all, scene: "scroll")
        #expect(BuiltInScenes.all.count == 11, "ten on keys, gestures without one")
        #expect(ten.scene(for: .digit9) == "navigation")
        #expect(ten.scene(for: .digit0) == "everyday")
        let second = switcher.handle(.digit2, shift: false)
        #expect(second != nil)
        #expect(switcher.scene == "samples" && switcher.sample == 0)
        var shown: [Int] = []
        for _ in 0..<3 {
            let next = switcher.handle(.tab, shift: false)
            #expect(next != nil)
            shown.append(switcher.sample)
        }
        #expect(shown == [1, 2, 0])
        let previous = switcher.handle(.tab, shift: true)
        let view = try #require(previous)
        #expect(switcher.sample == 2)
        let app = TestApp(view, measurer: FixedAdvanceMeasurer(advance: 8, lineHeight: 16))
        #expect(app.app.graph.inspect().text("sample 2") != nil)
    }

    @Test func aSampleOutsideTheRangeWrapsAround() {
        let scene = scenes()[1]
        #expect(scene.sampleCount == 3)
        let app = TestApp(scene.makeView(sample: -1), measurer: FixedAdvanceMeasurer(advance: 8, lineHeight: 16))
        #expect(app.app.graph.inspect().text("sample 2") != nil)
        #expect(ReplayScene("x", samples: 0) { SampleView(sample: $0) }.sampleCount == 1)
    }

    // MARK: What is tappable, for soak runs.

    /// A 200 × 200 window, no safe area: a 150 pt block, then the 24 × 16 pt
    /// button "Tap" (3 glyphs of 8 pt) centred in the 200 pt column at y 150…166,
    /// then 300 pt more; above the scroll view nothing is tappable.
    private struct TapLayout: View {
        var body: some View {
            ScrollView {
                VStack(spacing: 0) {
                    Rectangle().frame(height: 150)
                    Button("Tap") {}
                    Rectangle().frame(height: 300)
                }
            }
        }
    }

    @Test func tapTargetsAreTheButtonsShowingInsideTheScrollViewsClip() throws {
        let app = TestApp(TapLayout(), measurer: FixedAdvanceMeasurer(advance: 8, lineHeight: 16),
                          size: CGSize(width: 200, height: 200), safeAreaInsets: EdgeInsets())
        let window = CGRect(x: 0, y: 0, width: 200, height: 200)
        #expect(ReplayVisibility.tapTargetCenters(in: app.app.graph.inspect(), window: window) == [CGPoint(x: 100, y: 158)])
        // Scrolled by 160 pt the button spans y −10…6: its visible part 0…6 has its centre at y 3.
        let controller = try #require(app.app.scrollController)
        controller.setContentOffset(CGPoint(x: 0, y: 160), animated: false, at: app.time)
        app.pump(1.0 / 60)
        #expect(ReplayVisibility.tapTargetCenters(in: app.app.graph.inspect(), window: window) == [CGPoint(x: 100, y: 3)])
        // Scrolled past it: nothing to tap.
        controller.setContentOffset(CGPoint(x: 0, y: 250), animated: false, at: app.time)
        app.pump(1.0 / 60)
        #expect(ReplayVisibility.tapTargetCenters(in: app.app.graph.inspect(), window: window).isEmpty)
    }

    @Test func aSoakRunOnAnotherSceneTapsItsButton() throws {
        let dir = try ReplayPaths.temporaryDirectory("own-soak")
        var options = SoakOptions(minutes: 0.5, seed: 11, scriptPath: dir + "/soak.replay", fontsDirectory: ReplayPaths.fonts)
        options.render = false
        final class Box: @unchecked Sendable { var taps = 0.0 }
        let seen = Box()
        options.extraCheck = { app, _ in
            seen.taps = max(seen.taps, app.value("taps") ?? 0)
            return nil
        }
        let report = try SoakRun(options, scenes: [scenes()[0]]).run()
        #expect(report.passed, "\(report.failure ?? "")")
        let tapped = report.actions["tap.target", default: 0]
        #expect(tapped > 0)
        // Each tap on Like counts unless the scroll view took the touch first or a scene switch reset the count.
        #expect(seen.taps > 0)
    }

    // MARK: The command line on the caller's scenes.

    @Test func theCommandLineRunsAScriptOnTheCallersScene() throws {
        let dir = try ReplayPaths.temporaryDirectory("own-cli")
        let script = dir + "/like.replay"
        try "scene feed\ntap \"Like\"\nsettle\nexpect taps == 1\nexpect window.width == 375\nexpect window.height == 667\n".write(toFile: script, atomically: true, encoding: .utf8)
        let assets = ReplayPaths.root + "/Assets"
        // Without a device line the script runs on the scene's device, the iPhone SE (375 × 667 pt).
        #expect(ScrollSimCLI.run(["replay", "--quiet", "--assets", assets, script], scenes: scenes()) == 0)
        try "scene feed\ntap \"Like\"\nsettle\nexpect taps == 2\n".write(toFile: script, atomically: true, encoding: .utf8)
        #expect(ScrollSimCLI.run(["replay", "--quiet", "--assets", assets, script], scenes: scenes()) == 1)
        let unknown = dir + "/unknown.replay"
        try "scene scroll\n".write(toFile: unknown, atomically: true, encoding: .utf8)
        #expect(ScrollSimCLI.run(["replay", "--quiet", "--assets", assets, unknown], scenes: scenes()) == 1)
    }

    @Test func theDemoRendersTheCallersSceneOnItsDevice() throws {
        let dir = try ReplayPaths.temporaryDirectory("own-demo")
        let assets = ReplayPaths.root + "/Assets"
        #expect(ScrollSimCLI.run(["demo", "--headless", "--screenshot", dir + "/feed.png", "--assets", assets], scenes: scenes()) == 0)
        let image = try RGBAImage(contentsOf: dir + "/feed.png")
        #expect(image.width == 375 && image.height == 667, "the feed scene's device, iPhone SE (375 × 667 pt), at 1×")
        #expect(ScrollSimCLI.run(["demo", "--headless", "--scene", "scroll", "--screenshot", dir + "/x.png"], scenes: scenes()) == 2)
        #expect(!FileManager.default.fileExists(atPath: dir + "/x.png"))
        #expect(ScrollSimCLI.run(["help"], scenes: []) == 2, "a program without scenes is refused")
        #expect(ScrollSimCLI.run(["help"], scenes: [ReplayScene("a b") { EmptyView() }]) == 2, "a name a script cannot write is refused")
    }
}
