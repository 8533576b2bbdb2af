import Testing
import ScrollSim
import ScrollSimScenes

/// The HUD's frame time: the median of the last 120 frames, not of everything since launch.
@MainActor
@Suite struct RecentFrameTimesTests {
    @Test func nothingRecordedIsZero() {
        let times = RecentFrameTimes()
        #expect(times.capacity == 120)
        #expect(times.count == 0)
        #expect(times.total == 0)
        #expect(times.median == 0)
    }

    @Test func theMedianOfAnOddAndAnEvenNumberOfFrames() {
        var times = RecentFrameTimes()
        for t in [5.0, 1.0, 3.0] { times.record(t) }
        #expect(times.median == 3)
        times.record(10)
        // 1, 3, 5, 10: the mean of the middle two.
        #expect(times.median == 4)
        #expect(times.count == 4)
    }

    /// 1…200 ms: the window holds 81…200, whose median is 140.5 (all 200 would give 100.5).
    @Test func onlyTheLast120FramesCount() {
        var times = RecentFrameTimes()
        for t in 1...200 { times.record(Double(t)) }
        #expect(times.total == 200)
        #expect(times.count == 120)
        #expect(times.median == 140.5)
    }

    /// A slow start (120 frames of 30 ms) is forgotten after 120 fast frames of 2 ms.
    @Test func aSlowStartIsForgotten() {
        var times = RecentFrameTimes()
        for _ in 0..<120 { times.record(30) }
        for _ in 0..<60 { times.record(2) }
        // 60 of each: the mean of 2 and 30.
        #expect(times.median == 16)
        for _ in 0..<60 { times.record(2) }
        #expect(times.median == 2)
    }

    @Test func theHUDShowsTheRecentMedianAndHowManyFramesItCovers() throws {
        var times = RecentFrameTimes()
        for t in 1...200 { times.record(Double(t)) }
        let app = TestApp(ScrollScene(), measurer: try realMeasurer())
        let text = DemoOverlay.hud(app: app.app, frameTimes: times, measurer: try realMeasurer()).flatMap { command -> [String] in
            if case let .text(lines, _, _) = command { return lines.map(\.text) }
            return []
        }
        #expect(text.contains("frame   140.50 ms (median of the last 120)"), "\(text)")
    }
}
