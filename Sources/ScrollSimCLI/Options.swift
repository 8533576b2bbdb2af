import Foundation
import ScrollSim

/// Parsed `--flag value` options of one command, checked against its
/// ``CommandSpec``: an option the command does not take is refused with one
/// sentence that names what it does take.
struct Options {
    private var values: [String: String] = [:]
    private var flags: Set<String> = []
    /// Arguments that are not options (the scripts of `replay`).
    private(set) var positional: [String] = []
    let spec: CommandSpec
    var command: String { spec.name }
    /// True when `--help` or `-h` was given: print ``CommandSpec/help`` and exit 0.
    private(set) var wantsHelp = false

    init(_ args: [String], spec: CommandSpec) throws {
        self.spec = spec
        // Help wins over everything else on the line, as in most tools.
        if args.contains("--help") || args.contains("-h") {
            wantsHelp = true
            return
        }
        let see = "(see '\(programName) \(spec.name) --help')"
        var i = 0
        while i < args.count {
            let a = args[i]
            if !a.hasPrefix("-") || a == "-" {
                guard spec.takesArguments else {
                    throw CLIError("unexpected argument '\(a)'; \(spec.name) takes only options \(see)")
                }
                positional.append(a)
                i += 1
                continue
            }
            guard a.hasPrefix("--") else { throw CLIError("unknown option '\(a)'; options start with -- \(see)") }
            let name = String(a.dropFirst(2))
            guard let option = spec.option(name) else {
                let taken = spec.options.map { "--" + $0.name }.joined(separator: ", ")
                if CommandSpec.anyTakes(name) {
                    throw CLIError("--\(name) does not apply to \(spec.name), which takes \(taken) \(see)")
                }
                throw CLIError("unknown option '--\(name)'; \(spec.name) takes \(taken) \(see)")
            }
            if option.value == nil {
                flags.insert(name)
                i += 1
            } else {
                guard i + 1 < args.count else { throw CLIError("--\(name) needs a value (\(option.synopsis)) \(see)") }
                values[name] = args[i + 1]
                i += 2
            }
        }
    }

    subscript(_ name: String) -> String? { values[name] }
    func has(_ flag: String) -> Bool { flags.contains(flag) }

    var scale: CGFloat {
        get throws {
            guard let s = values["scale"] else { return 1 }
            guard let v = Double(s), v >= 1, v <= 4 else { throw CLIError("--scale expects a number from 1 to 4, got '\(s)'") }
            return CGFloat(v)
        }
    }

    /// `--size`, else `--device`, else `fallback`.
    func device(default fallback: DevicePreset) throws -> DevicePreset {
        if values["size"] == nil && values["device"] == nil { return fallback }
        return try device
    }

    var device: DevicePreset {
        get throws {
            if let size = values["size"] {
                let parts = size.lowercased().split(separator: "x")
                guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]), w >= 1, h >= 1, w <= 8000, h <= 8000 else {
                    throw CLIError("--size expects WxH in points, like 800x600, got '\(size)'")
                }
                return DevicePreset.window(CGSize(width: w, height: h))
            }
            let name = values["device"] ?? "iphone14"
            guard let d = DevicePreset.named(name) else {
                throw CLIError("unknown device '\(name)'; expected one of \(DevicePreset.all.map(\.name).joined(separator: ", "))")
            }
            return d
        }
    }

    var profile: ScrollProfile {
        get throws {
            let name = values["profile"] ?? "uikit"
            guard let p = ScrollProfile(rawValue: name) else { throw CLIError("unknown profile '\(name)'; expected uikit, swiftui or flutter") }
            return p
        }
    }

    /// The folder holding `Fonts/`: --assets, then $SCROLLSIM_ASSETS, then ./Assets,
    /// then the Assets folder of the source tree the binary was built from.
    var assetsDirectory: String {
        get throws {
            let fm = FileManager.default
            if let a = values["assets"] {
                guard fm.fileExists(atPath: a) else { throw CLIError("the assets folder '\(a)' does not exist") }
                return a
            }
            if let env = ProcessInfo.processInfo.environment["SCROLLSIM_ASSETS"], !env.isEmpty {
                guard fm.fileExists(atPath: env) else { throw CLIError("SCROLLSIM_ASSETS points at '\(env)', which does not exist") }
                return env
            }
            if fm.fileExists(atPath: "Assets/Fonts") { return "Assets" }
            let built = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent("Assets").path
            if fm.fileExists(atPath: built + "/Fonts") { return built }
            throw CLIError("cannot find the Assets folder (with Fonts/ inside); run from the repository or pass --assets DIR")
        }
    }

    var fontsDirectory: String {
        get throws { try assetsDirectory + "/Fonts" }
    }
}
