import ScrollSim

/// A parsed `.replay` script: the setup (scene, window, scale, profile) and
/// the steps after it, each with the line it came from.
///
/// ```swift
/// let script = try ReplayParser.parse(contentsOf: "Replays/feed.replay", scenes: scenes)
/// print(script.setup.scene, script.steps.count)
/// ```
public struct ReplayScript: Sendable {
    /// The file the script was read from (as given).
    public var file: String
    public var setup: ReplaySetup
    public var steps: [ReplayStep]
}

/// The setup commands: what the replay starts with. The parser fills in the
/// first scene given to it and that scene's device where the script names none.
public struct ReplaySetup: Sendable, Equatable {
    /// The scene's name (empty until a parser sets it).
    public var scene = ""
    public var device: DevicePreset = ReplayScene.defaultDevice
    public var scale: CGFloat = 1
    public var profile: ScrollProfile = .uikit
    public init() {}
}

/// One action or assertion, with where it is in the script.
public struct ReplayStep: Sendable {
    public var line: Int
    public var action: ReplayAction
}

/// What a step does.
public enum ReplayAction: Sendable, Equatable {
    /// Advance the clock by this many seconds, frame by frame.
    case wait(Double)
    /// Wheel notches in SDL's signs: the first vertical (negative toward the
    /// bottom), `horizontal` positive toward the right; at a point (nil: the window centre).
    case wheel(CGFloat, horizontal: CGFloat = 0, at: CGPoint?)
    /// Drag over `duration` seconds (nil: the driver's default).
    case drag(from: CGPoint, to: CGPoint, duration: Double?)
    case fling(from: CGPoint, to: CGPoint, speed: CGFloat)
    /// Two fingers at a point (nil: the window centre) spreading to `scale`
    /// times their distance and turning `degrees` (clockwise positive) over
    /// `duration` seconds (nil: the driver's default), then lifting
    /// (`pinch` and `rotate`).
    case pinch(scale: CGFloat, degrees: Double, at: CGPoint?, duration: Double?)
    case tapText(String)
    case tapPoint(CGPoint)
    case down(CGPoint)
    case move(CGPoint)
    case up(CGPoint)
    case key(Key, shift: Bool)
    /// Type this text into the focused text field.
    case type(String)
    case resize(CGSize)
    /// Shows another scene in the same window (`ScrollSimApp.setRoot`), as the demo's keys 1–9 and 0 do.
    case switchScene(String)
    /// Pump until nothing moves; the timeout in seconds (nil: 10 s).
    case settle(timeout: Double?)
    case expect(ReplayExpression, ReplayComparison, ReplayExpression, tolerance: Double?)
    case expectPhase(ReplayComparison, ScrollControllerPhase)
    /// `expect visible "TEXT"` (true) or `expect hidden "TEXT"` (false).
    case expectVisible(String, Bool)
    case screenshot(String)
}

/// `== != < <= > >=`.
public enum ReplayComparison: String, Sendable, CaseIterable {
    case equal = "==", notEqual = "!=", less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">="

    /// Compares with a tolerance: within it counts as equal.
    public func holds(_ a: Double, _ b: Double, tolerance: Double) -> Bool {
        let close = abs(a - b) <= tolerance
        switch self {
        case .equal: return close
        case .notEqual: return !close
        case .less: return a < b && !close
        case .lessOrEqual: return a <= b || close
        case .greater: return a > b && !close
        case .greaterOrEqual: return a >= b || close
        }
    }
}

/// A sum or difference of numbers and named values (`max.y - 100`).
public struct ReplayExpression: Sendable, Equatable, CustomStringConvertible {
    public enum Term: Sendable, Equatable {
        case number(Double)
        case value(String)
    }
    /// One term with its sign (+1 or -1).
    public struct Signed: Sendable, Equatable {
        public var sign: Double
        public var term: Term
        public init(_ sign: Double, _ term: Term) { self.sign = sign; self.term = term }
    }
    public var terms: [Signed]

    public init(_ terms: [Signed]) { self.terms = terms }

    /// The value, with `lookup` for names; throws the first unknown name.
    public func evaluate(_ lookup: (String) -> Double?) throws -> Double {
        var total = 0.0
        for t in terms {
            let sign = t.sign, term = t.term
            switch term {
            case .number(let n): total += sign * n
            case .value(let name):
                guard let v = lookup(name) else { throw UnknownValue(name: name) }
                total += sign * v
            }
        }
        return total
    }

    /// True when the expression is a single number.
    public var isLiteral: Bool { terms.allSatisfy { if case .number = $0.term { true } else { false } } }

    public var description: String {
        var out = ""
        for (i, t) in terms.enumerated() {
            let sign = t.sign, term = t.term
            let text: String
            switch term {
            case .number(let n): text = ReplayFormat.number(n)
            case .value(let name): text = name
            }
            if i == 0 { out += sign < 0 ? "-" + text : text } else { out += (sign < 0 ? " - " : " + ") + text }
        }
        return out
    }

    struct UnknownValue: Error { let name: String }
}

/// Number formatting shared by messages and the recorder.
public enum ReplayFormat {
    /// The shortest of up to four decimals (`12`, `12.5`, `0.3333`).
    public static func number(_ v: Double) -> String {
        var s = String(format: "%.4f", v)
        while s.contains(".") && (s.hasSuffix("0") || s.hasSuffix(".")) { s.removeLast() }
        return s == "-0" ? "0" : s
    }

    /// A coordinate in points, rounded to 0.1 (to 0.0001 when 0.1 would move it).
    public static func coordinate(_ v: CGFloat) -> String {
        let tenth = (Double(v) * 10).rounded() / 10
        return abs(tenth - Double(v)) < 1e-9 ? number(tenth) : number(Double(v))
    }

    public static func point(_ p: CGPoint) -> String { coordinate(p.x) + "," + coordinate(p.y) }
}
