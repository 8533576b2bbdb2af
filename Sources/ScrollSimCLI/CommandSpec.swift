import ScrollSimReplay

/// What one command accepts: its options with a line of help each, and the
/// text `scrollsim COMMAND --help` prints. Options parsing refuses any option
/// a command's spec does not list, so the help and the parser cannot disagree.
struct CommandSpec {
    /// One option: `--name VALUE` when `value` is set, else a flag.
    struct Option {
        let name: String
        let value: String?
        let help: String
        init(_ name: String, _ value: String? = nil, _ help: String) {
            self.name = name
            self.value = value
            self.help = help
        }
        /// `--name VALUE`, as the help shows it.
        var synopsis: String { value.map { "--\(name) \($0)" } ?? "--\(name)" }
    }

    let name: String
    /// What follows `scrollsim NAME` on the usage line.
    let arguments: String
    let summary: String
    let options: [Option]
    /// Lines printed after the options (keys, output format, exit status).
    let notes: [String]
    /// True when the command takes arguments that are not options (replay's scripts).
    var takesArguments: Bool { arguments.contains("FILE") }

    func option(_ name: String) -> Option? { options.first { $0.name == name } }

    /// The text of `scrollsim NAME --help`: a `usage:` line, the summary, one line per option.
    var help: String {
        var lines = ["usage: \(programName) \(name) \(arguments)", "", summary, "", "options:"]
        lines += optionLines(indent: "  ")
        lines.append("  -h, --help            this text")
        if !notes.isEmpty { lines += [""] + notes }
        return lines.joined(separator: "\n")
    }

    func optionLines(indent: String) -> [String] {
        options.map { o in
            let synopsis = o.synopsis
            return indent + synopsis + String(repeating: " ", count: max(2, 22 - synopsis.count)) + o.help
        }
    }

    static let assets = Option("assets", "DIR", "where Fonts/ is (default: $SCROLLSIM_ASSETS, else ./Assets)")

    /// Every command, with `demo --scene` listing `scenes` (the program's scene names, the first the default).
    static func all(scenes: [ReplayScene]) -> [CommandSpec] { [demo(scenes: scenes), replay, trace, bench, soak, plots] }

    /// True when some command takes `--name` (for the "does not apply" message).
    static func anyTakes(_ name: String) -> Bool { all(scenes: []).contains { $0.option(name) != nil } }

    static func demo(scenes: [ReplayScene]) -> CommandSpec {
        let sceneHelp = scenes.enumerated().map { $0.offset == 0 ? $0.element.name + " (default)" : $0.element.name }
            .joined(separator: ", ")
        let ownDevice = scenes.contains { $0.device != ReplayScene.defaultDevice }
        let devices = "iphone14, iphone14promax, iphonese, ipad, desktop"
        let deviceHelp = ownDevice ? "the scene's own (else iphone14): " + devices : "iphone14 (default), iphone14promax, iphonese, ipad, desktop"
        return CommandSpec(
        name: "demo", arguments: "[options]",
        summary: "Opens the demo window (the default command), or renders the settled scene to a PNG headless.",
        options: [
            Option("scene", "NAME", sceneHelp),
            Option("device", "NAME", deviceHelp),
            Option("size", "WxH", "a plain window of W × H points instead of a device"),
            Option("scale", "N", "window pixels per point, 1 to 4 (default 1); layout stays on the device's grid"),
            Option("profile", "P", "uikit (default), swiftui, or flutter (Flutter's iOS physics): how programmatic scrolls animate"),
            Option("headless", nil, "no window: render with the software renderer (needs --screenshot)"),
            Option("screenshot", "FILE", "with --headless: write the settled scene to a PNG"),
            Option("record", "FILE", "write what you do in the window as a replay script"),
            assets,
        ],
        notes: ["keys: 1–9 and 0 scenes, Tab (Shift+Tab) sample text, H HUD, D view outlines, Q/Esc quit;",
                "      arrows, Page Up/Down, Space, Home, End scroll; Ctrl-C quits with status 130"])
    }

    static let replay = CommandSpec(
        name: "replay", arguments: "[options] FILE_OR_DIR...",
        summary: "Runs .replay scripts headless on a virtual 60 Hz clock: one PASS or FAIL line per script, then 'N passed, N failed'.",
        options: [
            Option("window", nil, "watch in a real window at real speed (Q or Esc stops, status 130)"),
            Option("trace", "DIR", "write each script's offset frame by frame as CSV: DIR/<path below the scripts' common folder>.csv"),
            Option("trace-base", "B", "name traces by the script's path below B instead (given to --jobs children)"),
            Option("update-goldens", nil, "re-record every screenshot golden (else SCROLLSIM_RECORD=all|missing|failed|never)"),
            Option("jobs", "N", "run N scripts at a time in separate processes"),
            Option("quiet", nil, "print only the per-script lines (no summary)"),
            assets,
        ],
        notes: ["exit status: 0 all passed, 1 a script failed, 2 bad arguments, 130 interrupted (Ctrl-C, Q, Esc), 143 terminated"])

    static let trace = CommandSpec(
        name: "trace", arguments: "[options]",
        summary: "Runs a scroll scenario on the main scene and prints the offset frame by frame as CSV (time,offset_x,offset_y,velocity_y,phase).",
        options: [
            Option("scenario", "NAME", "gototop (default), fling, wheel, bounce"),
            Option("profile", "P", "uikit (default), swiftui, or flutter (Flutter's iOS physics, to compare)"),
            Option("device", "NAME", "iphone14 (default), iphone14promax, iphonese, ipad, desktop"),
            Option("size", "WxH", "a plain window of W × H points instead of a device (1× grid)"),
            Option("fixed-font", nil, "measure text with a fixed 8 pt advance instead of the shipped fonts"),
            assets,
        ],
        notes: [])

    static let bench = CommandSpec(
        name: "bench", arguments: "[options]",
        summary: "The benchmark: a fixed list workload, medians and ranges over repeated runs.",
        options: [
            Option("rows", "N", "lay out N rows only (default: 1000 and 10000)"),
            Option("json", nil, "print {\"rows\": N, \"figures\": {...}} for machines"),
            Option("profile-layout", nil, "lay out once and exit (for running under perf or valgrind)"),
            Option("profile-edit", nil, "2,000 row edits, then percentiles of update and draw times"),
            Option("profile-render", "S", "render the main scene 1,000 times at scale S (1 or 2)"),
            Option("profile-replay", nil, "run the Go to Top replay 300 times"),
            assets,
        ],
        notes: ["the --profile- options each run one part alone; use at most one, without --json"])

    static let soak = CommandSpec(
        name: "soak", arguments: "[options]",
        summary: "Random input on the main scene for N virtual minutes (60 Hz), checked after every frame: finite offsets, offset in range at rest, legal phases, one frame per step, flat memory.",
        options: [
            Option("minutes", "N", "virtual minutes, more than 0 and at most 1440 (default 30)"),
            Option("seed", "S", "the random seed (default: from the clock; printed first)"),
            Option("out", "FILE", "the replay script of the input (default soak-SEED.replay); kept on a failure or interrupt"),
            Option("no-render", nil, "skip rendering each frame with the software renderer"),
            assets,
        ],
        notes: ["exit status: 0 every check held, 1 a check failed (the seed and the script that replays it are printed), 130/143 interrupted"])

    static let plots = CommandSpec(
        name: "plots", arguments: "[options]",
        summary: "Writes the reference charts (SVG) computed from the scroll physics.",
        options: [Option("out", "DIR", "where to write them (default docs/plots)")],
        notes: [])

    /// `scrollsim help`: every command with its options.
    static func overview(scenes: [ReplayScene]) -> String {
        var lines = ["usage: \(programName) <command> [options]", "", "commands:"]
        for spec in all(scenes: scenes) {
            lines.append("  " + spec.name + String(repeating: " ", count: 9 - spec.name.count) + spec.summary)
            lines.append("           \(programName) \(spec.name) \(spec.arguments)")
            lines += spec.optionLines(indent: "             ")
            lines += spec.notes.map { "           " + $0 }
        }
        lines.append("  help     this text; '\(programName) COMMAND --help' for one command")
        return lines.joined(separator: "\n")
    }
}
