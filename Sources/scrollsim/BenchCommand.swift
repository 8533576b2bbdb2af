import Foundation
import ScrollSim
import ScrollSimScenes
import ScrollSimSDL

/// The benchmark workload: rows of a 40 × 40 square and a text in a scroll view.
struct BenchRow: Identifiable {
    let id: Int
    var text: String
}

/// `ScrollView { VStack(spacing: 4) { ForEach(rows) { HStack(spacing: 8) { Rectangle().frame(width: 40, height: 40); Text(row.text) }.padding(4).frame(maxWidth: .infinity, alignment: .leading) } }.padding(8) }`
struct BenchList: View {
    let rows: [BenchRow]
    var body: some View {
        ScrollView {
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
    init(_ options: Options) { self.options = options }

    static func rows(_ n: Int) -> [BenchRow] {
        (0..<n).map { BenchRow(id: $0, text: "Row \($0): the quick brown fox") }
    }

    static func now() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
    }

    /// Times `body` `runs` times (after one warm-up), in milliseconds.
    static func time(_ runs: Int, _ body: () -> Void) -> [Double] {
        body()
        var samples: [Double] = []
        for _ in 0..<runs {
            let start = now()
            body()
            samples.append((now() - start) * 1000)
        }
        return samples
    }

    func run() throws -> Int32 {
        var sizes = [1000, 10000]
        if let r = options["rows"] {
            guard let n = Int(r), n >= 1, n <= 1_000_000 else { throw CLIError("--rows expects a whole number from 1 to 1000000, got '\(r)'") }
            sizes = [n]
        }
        let size = CGSize(width: 390, height: 844)
        var all: [(Int, [Figure])] = []
        for n in sizes {
            let runs = n >= 10000 ? 15 : 40
            var figures: [Figure] = []
            let measurer = FixedAdvanceMeasurer(advance: 8, lineHeight: 16)
            let rows = BenchCommand.rows(n)
            // layout.full: build the view values and lay everything out from nothing.
            var graph: ViewGraph?
            figures.append(Figure(name: "layout.full", samples: BenchCommand.time(runs) {
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
            // frame.edit: one frame after one row's text changed.
            let editor = EditableList(rows: rows)
            let editApp = ScrollSimApp(editor, measurer: measurer, size: size)
            editApp.advance(to: 0)
            var k = 0
            figures.append(Figure(name: "frame.edit", samples: BenchCommand.time(runs * 2) {
                k += 1
                editor.model.edit(row: (k * 7919) % n, text: "Edited \(k)")
                t += 1.0 / 60
                _ = editApp.advance(to: t)
            }))
            all.append((n, figures))
            if !options.has("json") {
                print("rows \(n): content height \(Int(contentHeight)) pt")
                for f in figures { print(line(f)) }
            }
        }
        if options.has("json") {
            print(json(all))
        }
        return 0
    }

    func line(_ f: Figure) -> String {
        String(format: "%-14@ median %9.4f %@  (min %.4f, max %.4f, %d runs)", f.name as NSString, f.median, f.unit as NSString, f.min, f.max, f.samples.count)
    }

    func json(_ all: [(Int, [Figure])]) -> String {
        let parts = all.map { n, figures -> String in
            let fs = figures.map { f in
                String(format: "\"%@\": {\"median_ms\": %.6f, \"min_ms\": %.6f, \"max_ms\": %.6f, \"runs\": %d}",
                       f.name as NSString, f.median, f.min, f.max, f.samples.count)
            }.joined(separator: ", ")
            return "{\"rows\": \(n), \"figures\": {\(fs)}}"
        }
        return parts.count == 1 ? parts[0] : "[" + parts.joined(separator: ", ") + "]"
    }
}

/// The bench list with rows held in a model object, so one row can change.
@MainActor
final class BenchModel {
    var rows: [BenchRow]
    var onChange: (() -> Void)?
    init(rows: [BenchRow]) { self.rows = rows }
    func edit(row: Int, text: String) {
        rows[row].text = text
        onChange?()
    }
}

struct EditableList: View {
    let model: BenchModel
    init(rows: [BenchRow]) { model = BenchModel(rows: rows) }
    var body: some View {
        EditableListBody(model: model)
    }
}

struct EditableListBody: View {
    let model: BenchModel
    @State private var version = 0
    var body: some View {
        let _ = version
        BenchList(rows: model.rows)
            .onAppearOnce { model.onChange = { version += 1 } }
    }
}

extension View {
    /// Runs `action` while the body is built (once per evaluation; cheap and idempotent here).
    func onAppearOnce(_ action: () -> Void) -> Self {
        action()
        return self
    }
}
