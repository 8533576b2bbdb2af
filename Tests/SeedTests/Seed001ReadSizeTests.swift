import Testing
import ScrollSim
import ScrollSimScenes

@MainActor
final class Box<T> {
    var value: T
    init(_ value: T) { self.value = value }
}

/// Seed 001's first example: `VStack { Text; Spacer; Text }.onReadSize { print($0) }`.
@MainActor
@Suite struct Seed001ReadSizeTests {
    struct ContentView: View {
        let report: (CGSize) -> Void
        var body: some View {
            VStack {
                Text("This is Top")
                Spacer()
                Text("This is Bottom")
            }
            .onReadSize {
                report($0)
            }
        }
    }

    /// On an iPhone 14 (390 × 844 pt, safe areas 47 and 34, a 3× display) at
    /// both window scales: the bottom text's width rounded up to the 3× grid,
    /// within 0.5 pt of the seed's 109.0, by exactly 763, printed as the seed prints it.
    @Test(arguments: [1.0, 2.0])
    func printsTheBottomTextWidthBy763OnAnIPhone14(renderScale: Double) throws {
        let m = try realMeasurer(scale: CGFloat(renderScale))
        let reported = Box<[CGSize]>([])
        _ = host(ContentView { reported.value.append($0) }, measurer: m, size: CGSize(width: 390, height: 844),
                 insets: EdgeInsets(top: 47, bottom: 34), displayScale: 3)
        let raw = m.width(of: "This is Bottom", font: .body)
        let w = (raw * 3).rounded(.up) / 3
        let expectedHeight: CGFloat = 844 - 47 - 34
        #expect(reported.value == [CGSize(width: w, height: expectedHeight)])
        #expect(expectedHeight == 763)
        #expect(abs(w - 109.0) <= 0.5, "the seed measured 109.0 on an iPhone 14; Inter with SF's tracking gives \(raw)")
        // Linux Foundation prints it as "CGSize(width: W, height: 763.0)".
        #expect("\(reported.value[0])" == "CGSize(width: \(Double(w)), height: 763.0)")
    }

    @Test func theSceneShowsTheReportedSize() throws {
        let m = try realMeasurer()
        let graph = host(ReadSizeScene(), measurer: m, size: CGSize(width: 390, height: 844), insets: EdgeInsets(top: 47, bottom: 34),
                         displayScale: 3)
        let w = Double((m.width(of: "This is Bottom", font: .body) * 3).rounded(.up) / 3)
        #expect(graph.namedValues["readsize.width"] == w)
        #expect(graph.namedValues["readsize.height"] == 763)
        #expect(graph.inspect().text("onReadSize: (\(String(format: "%.1f", w)), 763.0)") != nil)
    }

    /// The scene prints what it reads, as the seed's `print($0)` does: one line
    /// in Foundation's format, with the final size (no `CGSize.zero` first),
    /// the iPhone's numbers at every window scale.
    @Test(arguments: ["1", "2"])
    func theHeadlessDemoPrintsTheSizeOnce(scale: String) throws {
        let graph = host(ReadSizeScene(), measurer: try realMeasurer(), size: CGSize(width: 390, height: 844),
                         insets: EdgeInsets(top: 47, bottom: 34), displayScale: 3)
        let width = try #require(graph.namedValues["readsize.width"])
        #expect(width == 109)
        let dir = try FaultTests.scratch("readsize-print-\(scale)")
        let o = try FaultTests.run(["demo", "--headless", "--scene", "readsize", "--scale", scale, "--screenshot", dir + "/readsize.png",
                                    "--assets", FaultTests.assets])
        #expect(o.status == 0, "\(o.stderr)")
        let sizes = o.stdout.split(separator: "\n").filter { $0.hasPrefix("CGSize(") }
        #expect(sizes == ["CGSize(width: 109.0, height: 763.0)"], "\(o.stdout)")
    }

    /// Replays keep standard output to one line per script (what `--jobs` scans
    /// its children's output for): the printed size goes to standard error.
    @Test func aReplayOfTheSceneKeepsItsOutputToTheResultLine() throws {
        let script = repositoryRoot + "/Tests/Replays/scene-readsize.replay"
        var env = ProcessInfo.processInfo.environment
        env["SCROLLSIM_RECORD"] = "never"
        let o = try FaultTests.run(["replay", "--quiet", script, "--assets", FaultTests.assets], environment: env)
        #expect(o.stdout == "PASS \(script)\n")
        #expect(o.lines.filter { $0.hasPrefix("CGSize(") }.count == 1, "\(o.stderr)")
    }
}
