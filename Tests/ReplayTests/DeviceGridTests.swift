import Foundation
import Testing
import ScrollSim
import ScrollSimReplay
import ScrollSimScenes

/// Layout and offsets follow the simulated device's pixel grid, not the scale
/// the desktop window draws at: a replay gives the same values, frame for
/// frame, at `scale 1` and `scale 2`.
@MainActor
@Suite(.serialized) struct DeviceGridTests {
    /// Each preset's display scale (UIScreen.scale of the device it names); plain windows are 1×.
    @Test func presetsCarryTheirDevicesDisplayScale() {
        let expected: [String: CGFloat] = ["iphone14": 3, "iphone14promax": 3, "iphonese": 2, "ipad": 2, "desktop": 1]
        #expect(Set(DevicePreset.all.map(\.name)) == Set(expected.keys))
        for (name, scale) in expected {
            #expect(DevicePreset.named(name)?.displayScale == scale, "\(name)")
        }
        #expect(DevicePreset.window(CGSize(width: 600, height: 500)).displayScale == 1)
    }

    /// Go to Top on the main scene: wheel to the bottom, tap, settle. The
    /// header is SF's title line (28 pt: 2444/2048 × 28 = 33.414 pt) rounded
    /// up to the device grid, Go to Top lands on it exactly, every traced
    /// offset is on the grid, and the traces at window scales 1 and 2 are
    /// byte for byte the same.
    @Test(arguments: [("iphone14", 3.0), ("iphonese", 2.0), ("desktop", 1.0)])
    func goToTopGivesTheDevicesNumbersAtEveryWindowScale(device: String, grid: Double) throws {
        let line = Double(SystemFontMetrics.lineHeight(28))
        #expect(abs(line - 33.4140625) < 1e-12)
        let header = (line * grid).rounded(.up) / grid
        var traces: [String] = []
        for scale in [1, 2] {
            let dir = try ReplayPaths.temporaryDirectory("grid-\(device)-\(scale)")
            let script = dir + "/gototop.replay"
            try """
                scene scroll
                device \(device)
                scale \(scale)
                wheel -40
                wait 100ms
                tap "Go to Top"
                settle
                expect offset.y == header.height

                """.write(toFile: script, atomically: true, encoding: .utf8)
            let runner = ReplayRunner(ReplayOptions(fontsDirectory: ReplayPaths.fonts, traceDirectory: dir + "/tr", recordMode: .never), scenes: BuiltInScenes.all)
            let result = runner.run(file: script)
            #expect(result.passed, "\(result.line)")
            #expect(result.finalOffset.map { Double($0.y) } == header, "\(device) at scale \(scale)")
            traces.append(try String(contentsOfFile: dir + "/tr/gototop.csv", encoding: .utf8))
        }
        #expect(traces[0] == traces[1], "\(device): the trace at scale 2 differs from the one at scale 1")
        // Four decimals of a multiple of 1/grid, times grid, is within 0.00005 × grid of a whole number.
        let offsets = traces[0].split(separator: "\n").dropFirst().map { Double($0.split(separator: ",")[2])! }
        #expect(offsets.count > 20)
        for y in offsets {
            #expect(abs(y * grid - (y * grid).rounded()) <= 0.00005 * grid + 1e-9, "\(device): offset \(y) is off the \(grid)× grid")
        }
        #expect(offsets.last.map { abs($0 - header) < 0.00005 } == true, "\(device): the trace ends at \(offsets.last ?? .nan), not \(header)")
    }
}
