import Foundation
import ScrollSim

/// A script problem found before anything runs: `FILE:LINE:COLUMN: sentence`.
public struct ReplayParseError: Error, CustomStringConvertible, Sendable {
    public let file: String
    public let line: Int
    public let column: Int
    public let message: String
    public var description: String { "\(file):\(line):\(column): \(message)" }
}

/// Reads `.replay` scripts against the scenes a program has.
///
/// One command per line; `#` starts a comment. Setup commands (`scene`,
/// `device`, `window`, `scale`, `profile`) come before the first action.
/// `scene NAME` and `switch NAME` must name one of `scenes`; without a
/// `scene` line the script starts on the first of them, and without a
/// `device` or `window` line on that scene's ``ReplayScene/device``.
///
/// ```swift
/// let script = try ReplayParser.parse("scene feed\nwheel -40\nsettle\n", file: "inline.replay", scenes: scenes)
/// ```
@MainActor
public enum ReplayParser {
    /// The setup commands.
    public static let setupCommands: Set<String> = ["scene", "device", "window", "scale", "profile"]
    /// Every command, for the unknown-command message.
    public static let commands = ["scene", "device", "window", "scale", "profile", "wait", "wheel", "drag", "fling",
                                  "pinch", "rotate", "tap", "down", "move", "up", "key", "resize", "switch", "settle", "expect", "screenshot"]

    /// Parses the file at `path`; `scenes` are the names it may use (at least one).
    public static func parse(contentsOf path: String, scenes: [ReplayScene]) throws -> ReplayScript {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ReplayParseError(file: path, line: 1, column: 1, message: "The script cannot be read (no such file, or no permission).")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw ReplayParseError(file: path, line: 1, column: 1, message: "The script is not valid UTF-8 text.")
        }
        return try parse(text, file: path, scenes: scenes)
    }

    /// Parses script text; `file` names it in errors, `scenes` are the names it may use (at least one).
    public static func parse(_ text: String, file: String, scenes: [ReplayScene]) throws -> ReplayScript {
        guard let first = scenes.first else {
            throw ReplayParseError(file: file, line: 1, column: 1, message: "No scenes were given to run the script on.")
        }
        var setup = ReplaySetup()
        setup.scene = first.name
        var deviceGiven = false
        var steps: [ReplayStep] = []
        var firstAction: Int?
        // "\r\n" is one Character in Swift: split on it as well as on "\n".
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" })
        for (index, raw) in lines.enumerated() {
            let lineNumber = index + 1
            let line = String(raw)
            var s = LineScanner(line, file: file, line: lineNumber)
            s.skipSpaces()
            if s.atEnd { continue }
            let commandColumn = s.column
            let command = s.word()
            if command.isEmpty {
                throw s.error(at: commandColumn, "Expected a command, found '\(s.rest.prefix(12))'.")
            }
            if setupCommands.contains(command) {
                if let first = firstAction {
                    throw s.error(at: commandColumn, "The setup command '\(command)' must come before the first action (line \(first)).")
                }
                try parseSetup(command, &s, into: &setup, scenes: scenes)
                if command == "device" || command == "window" { deviceGiven = true }
            } else {
                let action = try parseAction(command, column: commandColumn, &s, scenes: scenes)
                if firstAction == nil { firstAction = lineNumber }
                steps.append(ReplayStep(line: lineNumber, action: action))
            }
            s.skipSpaces()
            if !s.atEnd { throw s.error("Unexpected '\(s.rest)' after the '\(command)' command.") }
        }
        if !deviceGiven, let scene = scenes.scene(named: setup.scene) { setup.device = scene.device }
        return ReplayScript(file: file, setup: setup, steps: steps)
    }

    private static func parseSetup(_ command: String, _ s: inout LineScanner, into setup: inout ReplaySetup,
                                   scenes: [ReplayScene]) throws {
        switch command {
        case "scene":
            let (name, column) = try s.name("a scene name")
            guard scenes.scene(named: name) != nil else {
                throw s.error(at: column, "Unknown scene '\(name)'; expected one of \(scenes.nameList).")
            }
            setup.scene = name
        case "device":
            let (name, column) = try s.name("a device name")
            guard let d = DevicePreset.named(name) else {
                throw s.error(at: column, "Unknown device '\(name)'; expected one of \(DevicePreset.all.map(\.name).joined(separator: ", ")).")
            }
            setup.device = d
        case "window":
            setup.device = DevicePreset.window(try s.size())
        case "scale":
            let column = s.columnAfterSpaces
            let v = try s.number("the scale")
            guard v >= 1, v <= 4 else { throw s.error(at: column, "The scale must be from 1 to 4, not \(ReplayFormat.number(v)).") }
            setup.scale = CGFloat(v)
        case "profile":
            let (name, column) = try s.name("a profile (uikit, swiftui or flutter)")
            guard let p = ScrollProfile(rawValue: name) else {
                throw s.error(at: column, "Unknown profile '\(name)'; expected uikit, swiftui or flutter.")
            }
            setup.profile = p
        default:
            break
        }
    }

    private static func parseAction(_ command: String, column: Int, _ s: inout LineScanner,
                                    scenes: [ReplayScene]) throws -> ReplayAction {
        switch command {
        case "wait":
            return .wait(try s.duration())
        case "wheel":
            let notches = try s.number("the wheel notches")
            var horizontal = 0.0
            if s.keyword("horizontal") { horizontal = try s.number("the horizontal wheel notches") }
            var at: CGPoint?
            if s.keyword("at") { at = try s.point() }
            return .wheel(CGFloat(notches), horizontal: CGFloat(horizontal), at: at)
        case "drag":
            let a = try s.point()
            try s.arrow()
            let b = try s.point()
            var duration: Double?
            if s.keyword("in") { duration = try s.duration() }
            return .drag(from: a, to: b, duration: duration)
        case "fling":
            let a = try s.point()
            try s.arrow()
            let b = try s.point()
            try s.expectKeyword("speed", "'speed PTS_PER_S'")
            let column = s.columnAfterSpaces
            let speed = try s.number("the speed")
            guard speed > 0 else { throw s.error(at: column, "The fling speed must be positive, not \(ReplayFormat.number(speed)).") }
            return .fling(from: a, to: b, speed: CGFloat(speed))
        case "pinch":
            let column = s.columnAfterSpaces
            let scale = try s.number("the pinch scale")
            guard scale > 0 else { throw s.error(at: column, "The pinch scale must be positive, not \(ReplayFormat.number(scale)).") }
            var degrees = 0.0
            if s.keyword("rotate") { degrees = try s.number("the rotation in degrees") }
            let (at, duration) = try twoFingerTail(&s)
            return .pinch(scale: CGFloat(scale), degrees: degrees, at: at, duration: duration)
        case "rotate":
            let degrees = try s.number("the rotation in degrees")
            let (at, duration) = try twoFingerTail(&s)
            return .pinch(scale: 1, degrees: degrees, at: at, duration: duration)
        case "tap":
            s.skipSpaces()
            if s.peek == "\"" { return .tapText(try s.quoted()) }
            if let c = s.peek, c.isLetter {
                throw s.error("The text to tap goes in double quotes, like tap \"Done\" (or give a point X,Y).")
            }
            return .tapPoint(try s.point())
        case "down": return .down(try s.point())
        case "move": return .move(try s.point())
        case "up": return .up(try s.point())
        case "key":
            let (name, column) = try s.name("a key name", allowSigns: true)
            var keyName = name
            var shift = false
            if keyName.lowercased().hasPrefix("shift+") {
                shift = true
                keyName = String(keyName.dropFirst(6))
            }
            guard let key = Key.allCases.first(where: { $0.rawValue.lowercased() == keyName.lowercased() }) else {
                throw s.error(at: column, "Unknown key '\(name)'; expected one of \(Key.allCases.map(\.rawValue).joined(separator: ", ")), optionally with shift+.")
            }
            return .key(key, shift: shift)
        case "type":
            return .type(try s.quoted())
        case "resize":
            return .resize(try s.size())
        case "switch":
            let (name, nameColumn) = try s.name("a scene name")
            guard scenes.scene(named: name) != nil else {
                throw s.error(at: nameColumn, "Unknown scene '\(name)'; expected one of \(scenes.nameList).")
            }
            return .switchScene(name)
        case "settle":
            var timeout: Double?
            if s.keyword("timeout") { timeout = try s.duration() }
            return .settle(timeout: timeout)
        case "expect":
            return try parseExpect(&s)
        case "screenshot":
            let column = s.columnAfterSpaces
            let name = s.token()
            s.pos = column - 1 + name.count
            guard !name.isEmpty else { throw s.error(at: column, "Expected a screenshot name at the end of the line.") }
            guard name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || $0 == "." }),
                  !name.hasPrefix("."), !name.lowercased().hasSuffix(".png") else {
                throw s.error(at: column, "A screenshot name is a plain name without '/' or '.png', like 'gototop'.")
            }
            return .screenshot(name)
        default:
            throw s.error(at: column, "Unknown command '\(command)'; expected one of \(commands.joined(separator: ", ")).")
        }
    }

    /// The optional `at X,Y` and `in DURATION` of `pinch` and `rotate`.
    private static func twoFingerTail(_ s: inout LineScanner) throws -> (CGPoint?, Double?) {
        var at: CGPoint?
        if s.keyword("at") { at = try s.point() }
        var duration: Double?
        if s.keyword("in") { duration = try s.duration() }
        return (at, duration)
    }

    private static func parseExpect(_ s: inout LineScanner) throws -> ReplayAction {
        if s.keyword("visible") { return .expectVisible(try s.quoted(), true) }
        if s.keyword("hidden") { return .expectVisible(try s.quoted(), false) }
        if s.keyword("phase") {
            let opColumn = s.columnAfterSpaces
            let op = try s.comparison()
            guard op == .equal || op == .notEqual else {
                throw s.error(at: opColumn, "The phase compares only with == or !=.")
            }
            let (name, column) = try s.name("a phase")
            guard let phase = ScrollControllerPhase(rawValue: name) else {
                throw s.error(at: column, "Unknown phase '\(name)'; expected one of \(ScrollControllerPhase.allCases.map(\.rawValue).joined(separator: ", ")).")
            }
            return .expectPhase(op, phase)
        }
        let lhs = try s.expression()
        let op = try s.comparison()
        let rhs = try s.expression()
        var tolerance: Double?
        s.skipSpaces()
        if s.consume("±") || s.consume("+-") {
            let column = s.columnAfterSpaces
            let t = try s.number("the tolerance")
            guard t >= 0 else { throw s.error(at: column, "The tolerance must not be negative.") }
            tolerance = t
        }
        return .expect(lhs, op, rhs, tolerance: tolerance)
    }
}

/// Walks one line, keeping the column (1-based, in characters) for errors.
struct LineScanner {
    let chars: [Character]
    var pos = 0
    let file: String
    let line: Int

    init(_ text: String, file: String, line: Int) {
        var chars = Array(text)
        // A '#' outside quotes starts a comment.
        var inQuotes = false
        for (i, c) in chars.enumerated() {
            if c == "\"" { inQuotes.toggle() }
            if c == "#" && !inQuotes { chars = Array(chars[..<i]); break }
        }
        self.chars = chars
        self.file = file
        self.line = line
    }

    var column: Int { pos + 1 }
    var atEnd: Bool { pos >= chars.count }
    var peek: Character? { atEnd ? nil : chars[pos] }
    var rest: String { String(chars[min(pos, chars.count)...]).trimmingCharacters(in: .whitespaces) }
    var columnAfterSpaces: Int {
        var p = pos
        while p < chars.count, chars[p] == " " || chars[p] == "\t" { p += 1 }
        return p + 1
    }

    func error(_ message: String) -> ReplayParseError { error(at: columnAfterSpaces, message) }
    func error(at column: Int, _ message: String) -> ReplayParseError {
        ReplayParseError(file: file, line: line, column: column, message: message)
    }

    mutating func skipSpaces() {
        while let c = peek, c == " " || c == "\t" { pos += 1 }
    }

    /// Letters, digits, `.`, `_`, `+` and `-` (after the first character).
    mutating func word(allowSigns: Bool = false) -> String {
        var out = ""
        while let c = peek, c.isLetter || c.isNumber || c == "_" || c == "." || (allowSigns && !out.isEmpty && (c == "+" || c == "-")) {
            out.append(c); pos += 1
        }
        return out
    }

    /// The next whitespace-separated token, without consuming it.
    func token(stoppingAt stops: Set<Character> = []) -> String {
        var p = pos
        while p < chars.count, chars[p] == " " || chars[p] == "\t" { p += 1 }
        var out = ""
        while p < chars.count, chars[p] != " ", chars[p] != "\t", !stops.contains(chars[p]) { out.append(chars[p]); p += 1 }
        return out
    }

    mutating func name(_ what: String, allowSigns: Bool = false) throws -> (String, Int) {
        skipSpaces()
        let column = self.column
        let w = word(allowSigns: allowSigns)
        if w.isEmpty { throw error(at: column, atEnd ? "Expected \(what) at the end of the line." : "Expected \(what), found '\(token())'.") }
        return (w, column)
    }

    /// True (and consumed) when the next word is `word`.
    mutating func keyword(_ word: String) -> Bool {
        let saved = pos
        skipSpaces()
        if self.word() == word { return true }
        pos = saved
        return false
    }

    mutating func expectKeyword(_ word: String, _ what: String) throws {
        if !keyword(word) {
            throw error(atEnd || token().isEmpty ? "Expected \(what) at the end of the line." : "Expected \(what), found '\(token())'.")
        }
    }

    mutating func consume(_ text: String) -> Bool {
        let saved = pos
        skipSpaces()
        for c in text {
            guard peek == c else { pos = saved; return false }
            pos += 1
        }
        return true
    }

    /// A decimal number (sign, digits, optional fraction and exponent).
    mutating func number(_ what: String, stops: Set<Character> = [","]) throws -> Double {
        skipSpaces()
        let column = self.column
        if atEnd { throw error(at: column, "Expected a number for \(what) at the end of the line.") }
        var text = ""
        while let c = peek, c.isNumber || c == "." || c == "-" || c == "+" || c == "e" || c == "E" {
            // A sign only at the start or after an exponent.
            if (c == "-" || c == "+"), !(text.isEmpty || text.hasSuffix("e") || text.hasSuffix("E")) { break }
            text.append(c); pos += 1
        }
        let next = peek
        guard let v = Double(text), v.isFinite, next == nil || next == " " || next == "\t" || stops.contains(next!) else {
            pos = column - 1
            throw error(at: column, "Expected a number for \(what), found '\(token(stoppingAt: stops))'.")
        }
        return v
    }

    /// `X,Y` in points.
    mutating func point() throws -> CGPoint {
        skipSpaces()
        let column = self.column
        if atEnd { throw error(at: column, "Expected a point X,Y at the end of the line.") }
        let x = try number("the x coordinate of X,Y")
        guard peek == "," else {
            throw error("Expected ',' and a y coordinate after \(ReplayFormat.number(x)) (points are written X,Y).")
        }
        pos += 1
        let y = try number("the y coordinate of X,Y")
        return CGPoint(x: x, y: y)
    }

    /// `WxH` in points.
    mutating func size() throws -> CGSize {
        skipSpaces()
        let column = self.column
        let text = token()
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]), w >= 1, h >= 1, w <= 8000, h <= 8000 else {
            throw error(at: column, text.isEmpty ? "Expected a size WxH in points at the end of the line."
                        : "Expected a size WxH in points (like 390x844), found '\(text)'.")
        }
        pos += text.count
        return CGSize(width: w, height: h)
    }

    mutating func arrow() throws {
        guard consume("->") else {
            throw error(atEnd ? "Expected '->' and an end point at the end of the line." : "Expected '->' between the two points, found '\(token())'.")
        }
    }

    /// `250ms`, `1.5s`, `12f`, `12 frames`, in seconds.
    mutating func duration() throws -> Double {
        skipSpaces()
        let column = self.column
        let text = token()
        if text.isEmpty { throw error(at: column, "Expected a duration (like 250ms, 1.5s or 12 frames) at the end of the line.") }
        var digits = ""
        for c in text {
            if c.isNumber || c == "." { digits.append(c) } else { break }
        }
        let unit = String(text.dropFirst(digits.count))
        guard let v = Double(digits), v.isFinite else {
            throw error(at: column, "Expected a duration (like 250ms, 1.5s or 12 frames), found '\(text)'.")
        }
        pos += text.count
        switch unit {
        case "ms": return v / 1000
        case "s": return v
        case "f": return v / 60
        case "":
            if keyword("frames") || keyword("frame") { return v / 60 }
            throw error(at: column, "The duration '\(text)' needs a unit: ms, s or frames (like 250ms).")
        default:
            throw error(at: column + digits.count, "Unknown duration unit '\(unit)' in '\(text)'; expected ms, s or frames.")
        }
    }

    /// A double-quoted string; `\"` and `\\` escape.
    mutating func quoted() throws -> String {
        skipSpaces()
        let column = self.column
        guard peek == "\"" else {
            throw error(at: column, atEnd ? "Expected a quoted text like \"Done\" at the end of the line."
                        : "Expected a quoted text like \"Done\", found '\(token())'.")
        }
        pos += 1
        var out = ""
        while let c = peek {
            pos += 1
            if c == "\\", let n = peek { out.append(n); pos += 1; continue }
            if c == "\"" { return out }
            out.append(c)
        }
        throw error(at: column, "The text starting here has no closing quote (\").")
    }

    mutating func comparison() throws -> ReplayComparison {
        skipSpaces()
        for op in ["==", "!=", "<=", ">=", "<", ">"] {
            if consume(op) { return ReplayComparison(rawValue: op)! }
        }
        throw error(atEnd ? "Expected a comparison (== != < <= > >=) at the end of the line."
                    : "Expected a comparison (== != < <= > >=), found '\(token())'.")
    }

    /// Numbers and named values joined by + and -.
    mutating func expression() throws -> ReplayExpression {
        var terms: [ReplayExpression.Signed] = []
        var sign = 1.0
        while true {
            skipSpaces()
            let column = self.column
            guard let c = peek else { throw error(at: column, "Expected a number or a value name at the end of the line.") }
            if c.isLetter {
                let name = word()
                terms.append(.init(sign, .value(name)))
            } else if c.isNumber || c == "-" || c == "." {
                terms.append(.init(sign, .number(try number("the expression", stops: ["+", "-", "=", "!", "<", ">", "±"]))))
            } else {
                throw error(at: column, "Expected a number or a value name, found '\(token())'.")
            }
            skipSpaces()
            if peek == "+" && !(pos + 1 < chars.count && chars[pos + 1] == "-") { pos += 1; sign = 1; continue }
            if peek == "-" { pos += 1; sign = -1; continue }
            return ReplayExpression(terms)
        }
    }
}
