import ScrollSim

/// A screen that replay scripts, the demo and soak runs can show by name:
/// a name, a root view, the device it opens on and the sample texts Tab
/// cycles through. A list of scenes is what a program gives
/// ``ScrollSimCLI`` (or ``ReplayRunner``): scripts name a scene with
/// `scene NAME` and `switch NAME`, the demo's keys 1–9 and 0 show the list's
/// first ten scenes in order, and a script or run without a `scene` line starts
/// on the first one. The values a script reads beyond the scroll state come
/// from the view itself (`.namedValue("name", value)`).
///
/// ```swift
/// let scenes = [
///     ReplayScene("feed") { FeedView() },
///     ReplayScene("settings", device: DevicePreset.named("ipad")!) { SettingsView() },
///     ReplayScene("bubble", samples: 3) { sample in BubbleView(text: texts[sample]) },
/// ]
/// ```
public struct ReplayScene: Sendable {
    /// The name scripts and `--scene` use: letters, digits, `_`, `.` and `-` (a script word).
    public let name: String
    /// How many samples Tab cycles through: the view is made with 0 ..< `sampleCount`; at least 1.
    public let sampleCount: Int
    /// The device a script naming this scene starts on when it has no `device`
    /// or `window` line, and `demo --scene NAME` opens without `--device`.
    public let device: DevicePreset
    private let make: @MainActor (Int) -> AnyView

    /// A scene with one view (Tab does nothing on it). Made on the main thread, once per time the scene is shown.
    public init<V: View>(_ name: String, device: DevicePreset = ReplayScene.defaultDevice,
                         @ViewBuilder _ view: @escaping @MainActor () -> V) {
        self.name = name
        self.sampleCount = 1
        self.device = device
        self.make = { _ in AnyView(view()) }
    }

    /// A scene with `samples` variants (sample texts, states): Tab shows the
    /// next one and Shift+Tab the previous one, wrapping around; showing the
    /// scene starts at sample 0. `view` is called with 0 ..< `samples` (a
    /// `samples` below 1 counts as 1).
    public init<V: View>(_ name: String, samples: Int, device: DevicePreset = ReplayScene.defaultDevice,
                         @ViewBuilder _ view: @escaping @MainActor (Int) -> V) {
        self.name = name
        self.sampleCount = max(1, samples)
        self.device = device
        self.make = { AnyView(view($0)) }
    }

    /// The scene's root view at `sample` (taken modulo ``sampleCount``, so any integer is accepted).
    @MainActor
    public func makeView(sample: Int = 0) -> AnyView {
        let n = sampleCount
        return make(((sample % n) + n) % n)
    }

    /// The device scenes open on unless they say otherwise: iPhone 14 (390 × 844 pt, 3×).
    public static let defaultDevice = DevicePreset.named("iphone14")!

    /// True when `name` can be written in a script (`scene NAME`): non-empty,
    /// letters, digits, `_` and `.`, with `-` after the first character.
    public static func isValidName(_ name: String) -> Bool {
        guard let first = name.first, first.isLetter || first.isNumber || first == "_" || first == "." else { return false }
        return name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." || $0 == "-" }
    }
}

extension Array where Element == ReplayScene {
    /// The scene named `name`, or nil.
    public func scene(named name: String) -> ReplayScene? { first { $0.name == name } }

    /// The names in order, for messages: `a, b, c`.
    public var nameList: String { map(\.name).joined(separator: ", ") }
}

/// The scene-level keys of the demo, shared by the demo, replays and soak runs
/// so that a recording replays to what was shown: keys 1–9 and 0 show the first ten
/// scenes in the list's order, Tab shows the scene's next sample and Shift+Tab
/// the previous one (wrapping around). Showing a scene starts at its first sample.
///
/// ```swift
/// var switcher = SceneSwitcher(scenes: scenes, scene: "bubble")
/// if let view = switcher.handle(.tab, shift: false) { app.setRoot(view) }   // sample 1
/// ```
@MainActor
public struct SceneSwitcher {
    /// The scenes the number keys and names choose from, in key order.
    public let scenes: [ReplayScene]
    /// The name of the scene shown.
    public private(set) var scene: String
    /// The sample shown, 0 ..< the scene's ``ReplayScene/sampleCount``.
    public private(set) var sample = 0

    /// Starts on scene `scene` (which should be one of `scenes`; an unknown name has one sample).
    public init(scenes: [ReplayScene], scene: String) {
        self.scenes = scenes
        self.scene = scene
    }

    /// The scene a digit key shows (1 is the first scene, 0 the tenth), or nil for other keys and digits past the list.
    public func scene(for key: Key) -> String? {
        guard let digit = Int(key.rawValue) else { return nil }
        let n = digit == 0 ? 10 : digit
        guard n <= scenes.count else { return nil }
        return scenes[n - 1].name
    }

    /// True for the keys ``handle(_:shift:)`` acts on.
    public func isSceneKey(_ key: Key) -> Bool { key == .tab || scene(for: key) != nil }

    /// The root view to show for a scene key (the switcher now names it), or nil for any other key.
    public mutating func handle(_ key: Key, shift: Bool) -> AnyView? {
        if let name = scene(for: key) { return show(name) }
        guard key == .tab, let current = scenes.scene(named: scene) else { return nil }
        let n = current.sampleCount
        sample = (sample + (shift ? n - 1 : 1)) % n
        return current.makeView(sample: sample)
    }

    /// The root view of scene `name` at its first sample, or nil for an unknown name.
    public mutating func show(_ name: String) -> AnyView? {
        guard let found = scenes.scene(named: name) else { return nil }
        scene = name
        sample = 0
        return found.makeView()
    }
}
