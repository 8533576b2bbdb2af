import Foundation
import ScrollSim
import ScrollSimSDL
import ScrollSimReplay

/// The benchmark workload: rows of a 40 × 40 square and a text in a scroll view.
struct BenchRow: Identifiable {
    let id: Int
    var text: String
}

/// `ScrollView { BenchRows(rows: rows) }`
struct BenchList: View {
    let rows: [BenchRow]
    var body: some View {
        ScrollView { BenchRows(rows: rows) }
    }
}

/// `VStack(spacing: 4) { ForEach(rows) { HStack(spacing: 8) { Rectangle().frame(width: 40, height: 40); Text(row.text) }.padding(4).frame(maxWidth: .infinity, alignment: .leading) } }.padding(8)`
struct BenchRows: View {
    let rows: [BenchRow]
    var body: some View {
        VStack(spacing: 4) {
            ForEach(rows) { row in
                HStack(spacing: 8) {
                    Rectangle().frame(width: 40, height: 40)
                    Text(row.text)
                }
                .padding(4)
                .frame(maxWidth: .infinity, alignment: .leading)
            }
        }
        .padding(8)
    }
}

/// One figure: repeated timings in milliseconds.
struct Figure {
    let name: String
    var samples: [Double]
    var unit = "ms"

    var median: Double { samples.sorted()[samples.count / 2] }
    var min: Double { samples.min() ?? 0 }
    var max: Double { samples.max() ?? 0 }
}

/// `scrollsim bench`: a fixed workload, medians and ranges over repeated runs.
@MainActor
struct BenchCommand {
    let options: Options
    let context: CLIContext

    static func rows(_ n: Int) -> [BenchRow] {
        (0..<n).map { BenchRow(id: $0, text: "Row \($0): the quick brown fox") }
    }

    static func now() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
    }

    /// Times `body` `runs` times (after one warm-up), in milliseconds;
    /// `reset` runs untimed before each run.
    static func time(_ runs: Int, reset: () -> Void = {}, _ body: () -> Void) -> [Double] {
        reset()
        body()
        var samples: [Double] = []
        for _ in 0..<runs {
            reset()
            let start = now()
            body()
            samples.append((now() - start) * 1000)
        }
        return samples
    }

    func run() throws -> Int32 {
        let parts = ["profile-layout", "profile-edit", "profile-render", "profile-replay"]
            .filter { options.has($0) || options[$0] != nil }
        if parts.count > 1 {
            throw CLIError("--\(parts[0]) and --\(parts[1]) each run one part alone; give one of them")
        }
        if let part = parts.first, options.has("json") {
            throw CLIError("--json prints the whole benchmark's figures; --\(part) prints no figures, so leave one out")
        }
        if options["rows"] != nil, let part = parts.first, part == "profile-render" || part == "profile-replay" {
            throw CLIError("--rows sets the list workload; --\(part) runs the main scene, so leave out --rows")
        }
        var sizes = [1000, 10000]
        if let r = options["rows"] {
            guard let n = Int(r), n >= 1, n <= 1_000_000 else { throw CLIError("--rows expects a whole number from 1 to 1000000, got '\(r)'") }
            sizes = [n]
        }
        if let s = options["profile-render"] {
            // Rendering only, for running under a profiler.
            guard let scale = Int(s), scale == 1 || scale == 2 else { throw CLIError("--profile-render expects 1 or 2, got '\(s)'") }
            let (host, list) = try mainSceneFrame(scale: scale, fonts: try options.fontsDirectory)
            for _ in 0..<1000 { host.renderer.render(list, background: .white) }
            print("rendered the main scene 1000 times at \(scale)x: \(list.commands.count) commands")
            return 0
        }
        if options.has("profile-replay") {
            // The replay only, for running under a profiler.
            guard let f = try replayFigure(fonts: try options.fontsDirectory, runs: 300) else {
                throw CLIError("--profile-replay needs Tests/Replays/gototop.replay next to Assets, on a scene this program has")
            }
            print(line(f))
            return 0
        }
        let size = CGSize(width: 390, height: 844)
        var all: [(Int, [Figure])] = []
        for n in sizes {
            let runs = n >= 10000 ? 15 : 40
            var figures: [Figure] = []
            let measurer = FixedAdvanceMeasurer(advance: 8, lineHeight: 16)
            let rows = BenchCommand.rows(n)
            if options.has("profile-edit") {
                // Edits only, for running under a profiler.
                let registry = BindingRegistry()
                let app = ScrollSimApp(EditableList(rows: rows, registry: registry), measurer: measurer, size: size)
                app.advance(to: 0)
                var updates: [Double] = [], draws: [Double] = []
                for k in 1...2000 {
                    registry.bindings[(k * 7919) % n]?.wrappedValue = "Edited \(k): the quick brown fox"
                    let t0 = BenchCommand.now()
                    app.graph.update()
                    let t1 = BenchCommand.now()
                    _ = app.graph.drawList()
                    let t2 = BenchCommand.now()
                    updates.append((t1 - t0) * 1000)
                    draws.append((t2 - t1) * 1000)
                }
                func percentiles(_ v: [Double]) -> String {
                    let s = v.sorted()
                    return [0.1, 0.5, 0.9, 0.99].map { String(format: "p%.0f %.3f", $0 * 100, s[Int($0 * Double(s.count - 1))]) }.joined(separator: ", ")
                }
                print("edited \(n) rows 2000 times; update ms: \(percentiles(updates)); draw ms: \(percentiles(draws))")
                return 0
            }
            if options.has("profile-layout") {
                // One full layout, for running under a profiler.
                let g = ViewGraph(BenchList(rows: rows), measurer: measurer, size: size)
                g.update()
                print("laid out \(n) rows once")
                return 0
            }
            // layout.full: build the view values and lay everything out from nothing.
            var graph: ViewGraph?
            // The previous tree is freed outside the timed part.
            figures.append(Figure(name: "layout.full", samples: BenchCommand.time(runs, reset: { graph = nil }) {
                let g = ViewGraph(BenchList(rows: rows), measurer: measurer, size: size)
                g.update()
                graph = g
            }))
            let g = graph!
            let contentHeight = g.inspect().first { $0.kind == "VStack" }!.frame.height + 16
            // layout.again: the same tree, nothing changed.
            figures.append(Figure(name: "layout.again", samples: BenchCommand.time(runs * 5) {
                g.setNeedsLayout()
                g.update()
            }))
            // frame.scroll: one frame whose only change is the offset.
            let app = ScrollSimApp(BenchList(rows: rows), measurer: measurer, size: size)
            var t = 0.0
            app.advance(to: t)
            var y: CGFloat = 0
            figures.append(Figure(name: "frame.scroll", samples: BenchCommand.time(runs * 5) {
                t += 1.0 / 60
                y += 37
                app.scrollController!.setContentOffset(CGPoint(x: 0, y: y.truncatingRemainder(dividingBy: 20000)), animated: false, at: t)
                _ = app.advance(to: t)
            }))
            // frame.scroll.reader: the same with an offset reader driving a header
            // above the list; offsets step 37 pt through 0…592, so the header
            // (max(44, 300 + minY): 300, 263, … 78, then 44) changes size in 8 frames of 17.
            let readerApp = ScrollSimApp(ReaderBenchList(rows: rows), measurer: measurer, size: size)
            readerApp.advance(to: t)
            var step = 0
            figures.append(Figure(name: "frame.scroll.reader", samples: BenchCommand.time(runs * 5) {
                t += 1.0 / 60
                step += 1
                readerApp.scrollController!.setContentOffset(CGPoint(x: 0, y: CGFloat(step % 17) * 37), animated: false, at: t)
                _ = readerApp.advance(to: t)
            }))
            // frame.edit: one frame after one row's text changed (through that row's own @State).
            let registry = BindingRegistry()
            let editApp = ScrollSimApp(EditableList(rows: rows, registry: registry), measurer: measurer, size: size)
            editApp.advance(to: 0)
            var k = 0
            figures.append(Figure(name: "frame.edit", samples: BenchCommand.time(runs * 2) {
                k += 1
                registry.bindings[(k * 7919) % n]?.wrappedValue = "Edited \(k): the quick brown fox"
                t += 1.0 / 60
                _ = editApp.advance(to: t)
            }))
            // Memory: resident set growth per laid-out view while the tree is alive.
            let before = BenchCommand.residentBytes()
            var kept: ViewGraph? = ViewGraph(BenchList(rows: rows), measurer: measurer, size: size)
            kept!.update()
            let after = BenchCommand.residentBytes()
            let views = kept!.inspect().all.count
            kept = nil
            var bytes = Figure(name: "bytes.per.view", samples: [Double(max(0, after - before)) / Double(views)])
            bytes.unit = "B"
            figures.append(bytes)
            all.append((n, figures))
            if !options.has("json") {
                print("rows \(n): content height \(Int(contentHeight)) pt, \(views) laid-out views")
                for f in figures { print(line(f)) }
            }
        }
        // Figures that do not depend on the row count.
        var other: [Figure] = []
        let fonts = try options.fontsDirectory

        for scale in [1, 2] {
            let (host, list) = try mainSceneFrame(scale: scale, fonts: fonts)
            other.append(Figure(name: "render.\(scale)x", samples: BenchCommand.time(60) {
                host.renderer.render(list, background: .white)
            }))
        }
        if let f = try replayFigure(fonts: fonts, runs: 10) { other.append(f) }
        other.append(Figure(name: "startup", samples: try startupTimes(fonts: fonts)))
        var peak = Figure(name: "peak.rss", samples: [Double(BenchCommand.peakResidentBytes()) / 1_048_576])
        peak.unit = "MiB"
        other.append(peak)
        if options.has("json") {
            print(json(all, other: other))
        } else {
            print("whole program:")
            for f in other { print(line(f)) }
        }
        return 0
    }

    /// A headless host at `scale` and the main scene's first frame on an iPhone 14.
    private func mainSceneFrame(scale: Int, fonts: String) throws -> (SDLWindowHost, DrawList) {
        let host = try SDLWindowHost(title: "bench", size: CGSize(width: 390, height: 844), scale: CGFloat(scale),
                                     headless: true, fontsDirectory: fonts)
        let app = ScrollSimApp(context.defaultScene.makeView(), measurer: host.measurer, size: CGSize(width: 390, height: 844),
                               safeAreaInsets: EdgeInsets(top: 47, bottom: 34), scale: 3)
        return (host, app.advance(to: 0).drawList)
    }

    /// Virtual seconds per wall second of the Go to Top script over `runs`
    /// runs; nil when the script is not there or names a scene the program does not have.
    private func replayFigure(fonts: String, runs: Int) throws -> Figure? {
        guard let script = replayScript(), (try? ReplayParser.parse(contentsOf: script, scenes: context.scenes)) != nil else {
            return nil
        }
        let runner = ReplayRunner(ReplayOptions(fontsDirectory: fonts, recordMode: .never), scenes: context.scenes)
        var virtual = 0.0
        var wall: [Double] = []
        for _ in 0..<runs {
            let start = BenchCommand.now()
            let result = runner.run(file: script)
            wall.append(BenchCommand.now() - start)
            virtual = result.virtualSeconds
            if let failure = result.failure { throw CLIError("the benchmark's replay failed: \(failure)") }
        }
        var f = Figure(name: "replay", samples: wall.map { virtual / $0 })
        f.unit = "virtual s per wall s"
        return f
    }

    /// The Go to Top replay script (Tests/Replays/gototop.replay next to Assets).
    private func replayScript() -> String? {
        guard let assets = try? options.assetsDirectory else { return nil }
        let path = URL(fileURLWithPath: assets).deletingLastPathComponent().appendingPathComponent("Tests/Replays/gototop.replay").path
        return FileManager.default.fileExists(atPath: path) ? path : nil
    }

    /// Process start to the first frame written: `scrollsim demo --headless --screenshot`.
    private func startupTimes(fonts: String) throws -> [Double] {
        let me = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().path
        let out = NSTemporaryDirectory() + "/scrollsim-bench-startup-\(getpid()).png"
        defer { try? FileManager.default.removeItem(atPath: out) }
        var samples: [Double] = []
        for _ in 0..<7 {
            let p = Process()
            p.executableURL = URL(fileURLWithPath: me)
            p.arguments = ["demo", "--headless", "--screenshot", out, "--assets", URL(fileURLWithPath: fonts).deletingLastPathComponent().path]
            p.standardOutput = FileHandle.nullDevice
            let start = BenchCommand.now()
            try p.run()
            p.waitUntilExit()
            samples.append((BenchCommand.now() - start) * 1000)
            guard p.terminationStatus == 0 else { throw CLIError("the startup benchmark's demo run failed") }
        }
        return samples
    }

    /// The resident set size now, in bytes (from /proc/self/statm).
    static func residentBytes() -> Int {
        guard let s = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let parts = s.split(separator: " ")
        return parts.count > 1 ? (Int(parts[1]) ?? 0) * Int(sysconf(Int32(_SC_PAGESIZE))) : 0
    }

    /// The peak resident set size, in bytes (VmHWM in /proc/self/status).
    static func peakResidentBytes() -> Int {
        guard let s = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
        for line in s.split(separator: "\n") where line.hasPrefix("VmHWM:") {
            let kb = line.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
            return kb * 1024
        }
        return 0
    }

    func line(_ f: Figure) -> String {
        String(format: "  %-15@ median %10.4f %@  (min %.4f, max %.4f, %d runs)", f.name as NSString, f.median, f.unit as NSString, f.min, f.max, f.samples.count)
    }

    func json(_ all: [(Int, [Figure])], other: [Figure]) -> String {
        func entries(_ figures: [Figure]) -> String {
            figures.map { f in
                let suffix = f.unit == "ms" ? "ms" : f.unit == "B" ? "bytes" : f.unit == "MiB" ? "mib" : "value"
                return String(format: "\"%@\": {\"median_%@\": %.6f, \"min_%@\": %.6f, \"max_%@\": %.6f, \"runs\": %d}",
                              f.name as NSString, suffix as NSString, f.median, suffix as NSString, f.min,
                              suffix as NSString, f.max, f.samples.count)
            }.joined(separator: ", ")
        }
        var parts = all.map { n, figures in "{\"rows\": \(n), \"figures\": {\(entries(figures))}}" }
        parts.append("{\"rows\": null, \"figures\": {\(entries(other))}}")
        return "[" + parts.joined(separator: ", ") + "]"
    }
}

/// Where each editable row leaves a binding to its text.
@MainActor
final class BindingRegistry {
    var bindings: [Int: Binding<String>] = [:]
}

/// The bench list with each row a view that owns its text in `@State`, so an
/// edit re-evaluates one row only.
struct EditableList: View {
    let rows: [BenchRow]
    let registry: BindingRegistry
    var body: some View {
        ScrollView {
            VStack(spacing: 4) {
                ForEach(rows) { row in EditableRow(id: row.id, initial: row.text, registry: registry) }
            }
            .padding(8)
        }
    }
}

struct EditableRow: View {
    let id: Int
    let registry: BindingRegistry
    @State private var text: String

    init(id: Int, initial: String, registry: BindingRegistry) {
        self.id = id
        self.registry = registry
        _text = State(initialValue: initial)
    }

    var body: some View {
        let _ = registry.bindings[id] = $text
        HStack(spacing: 8) {
            Rectangle().frame(width: 40, height: 40)
            Text(text)
        }
        .padding(4)
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}
