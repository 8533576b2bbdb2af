// libFuzzer target: the replay-script parser on arbitrary bytes.
//
// Checks, for every input: no crash and no hang; the same text parses the
// same way twice; a parse error points inside the text (line and column);
// a parsed script has its steps in line order, finite numbers, durations
// that are not negative and a setup within the documented ranges.
import CFuzzDriver
import Foundation
import ScrollSim
import ScrollSimReplay

/// The scene names scripts may use: those of the corpus, each an empty view (the parser reads names only).
@MainActor
let fuzzScenes = ["scroll", "textbox", "readsize", "message", "intrinsic", "header", "sections", "paging", "navigation"]
    .map { ReplayScene($0) { EmptyView() } }

/// The program's entry: libFuzzer's driver, with the process's arguments.
@main
enum FuzzReplayParserMain {
    static func main() {
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv) { data, count in
            guard let data else { return withUnsafePointer(to: UInt8(0)) { fuzz($0, 0) } }
            return fuzz(data, count)
        })
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    // Invalid UTF-8 is repaired here; parse(contentsOf:) rejects it before parsing.
    let text = String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
    MainActor.assumeIsolated { check(text) }
    return 0
}

@MainActor
func check(_ text: String) {
    let first = outcome(text)
    let second = outcome(text)
    require(first == second, "parsing is not deterministic: \(first) then \(second)")
}

/// A comparable summary of one parse.
@MainActor
func outcome(_ text: String) -> String {
    // The parser's own line split: "\n", "\r\n" and "\r".
    let lines = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" })
    do {
        let script = try ReplayParser.parse(text, file: "fuzz.replay", scenes: fuzzScenes)
        checkScript(script, lineCount: lines.count)
        return "ok setup=\(script.setup.scene),\(script.setup.device.name),\(script.setup.scale),\(script.setup.profile) steps=\(script.steps.map { "\($0.line):\($0.action)" })"
    } catch let error as ReplayParseError {
        require(error.file == "fuzz.replay", "error names the wrong file: \(error)")
        require(error.line >= 1 && error.line <= lines.count, "error line \(error.line) outside 1...\(lines.count): \(error)")
        let length = lines[error.line - 1].count
        require(error.column >= 1 && error.column <= length + 1, "error column \(error.column) outside 1...\(length + 1): \(error)")
        require(!error.message.isEmpty, "empty error message at \(error.line):\(error.column)")
        return "error \(error)"
    } catch {
        fail("parse threw something other than ReplayParseError: \(error)")
    }
}

@MainActor
func checkScript(_ script: ReplayScript, lineCount: Int) {
    let setup = script.setup
    require(setup.scale >= 1 && setup.scale <= 4, "scale \(setup.scale) outside 1...4")
    let size = setup.device.size
    require(size.width.isFinite && size.height.isFinite && size.width >= 1 && size.height >= 1,
            "window size \(size) is not a finite size of at least 1x1")
    var lastLine = 0
    for step in script.steps {
        require(step.line > lastLine && step.line <= lineCount, "step line \(step.line) out of order or range")
        lastLine = step.line
        checkAction(step.action, line: step.line)
    }
}

@MainActor
func checkAction(_ action: ReplayAction, line: Int) {
    func finite(_ v: Double, _ what: String) {
        require(v.isFinite, "line \(line): \(what) is not finite: \(v)")
    }
    func duration(_ v: Double?, _ what: String) {
        guard let v else { return }
        finite(v, what)
        require(v >= 0, "line \(line): \(what) is negative: \(v)")
    }
    func point(_ p: CGPoint?, _ what: String) {
        guard let p else { return }
        finite(Double(p.x), what + ".x")
        finite(Double(p.y), what + ".y")
    }
    func expression(_ e: ReplayExpression) {
        require(!e.terms.isEmpty, "line \(line): empty expression")
        for t in e.terms {
            require(t.sign == 1 || t.sign == -1, "line \(line): sign \(t.sign)")
            switch t.term {
            case .number(let n): finite(n, "expression number")
            case .value(let name): require(!name.isEmpty, "line \(line): empty value name")
            }
        }
    }
    switch action {
    case .wait(let d): duration(d, "wait")
    case .wheel(let n, let h, let at): finite(Double(n), "wheel notches"); finite(Double(h), "horizontal wheel notches"); point(at, "wheel at")
    case .drag(let a, let b, let d): point(a, "drag from"); point(b, "drag to"); duration(d, "drag duration")
    case .fling(let a, let b, let speed):
        point(a, "fling from"); point(b, "fling to"); finite(Double(speed), "speed")
        require(speed > 0, "line \(line): fling speed \(speed) is not positive")
    case .pinch(let scale, let degrees, let at, let d):
        finite(Double(scale), "pinch scale"); finite(degrees, "rotation degrees"); point(at, "pinch at"); duration(d, "pinch duration")
        require(scale > 0, "line \(line): pinch scale \(scale) is not positive")
    case .tapText: break
    case .type: break
    case .tapPoint(let p), .down(let p), .move(let p), .up(let p): point(p, "point")
    case .key: break
    case .resize(let s):
        require(s.width.isFinite && s.height.isFinite && s.width >= 1 && s.height >= 1, "line \(line): resize \(s)")
    case .settle(let t): duration(t, "settle timeout")
    case .expect(let a, _, let b, let tolerance):
        expression(a); expression(b)
        if let tolerance { finite(tolerance, "tolerance"); require(tolerance >= 0, "line \(line): negative tolerance") }
    case .switchScene(let name): require(!name.isEmpty, "line \(line): empty scene name")
    case .expectPhase: break
    case .expectVisible(_, _): break
    case .screenshot(let name):
        require(!name.isEmpty && !name.contains("/") && !name.hasPrefix("."), "line \(line): screenshot name '\(name)'")
    }
}

func require(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
    if !condition() { fail(message()) }
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data(("FuzzReplayParser: invariant broken: " + message + "\n").utf8))
    abort()
}
