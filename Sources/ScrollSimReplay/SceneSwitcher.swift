import ScrollSim
import ScrollSimScenes

/// The scene-level keys of the demo, shared by the demo, replays and soak runs
/// so that a recording replays to what was shown: keys 1–9 show the catalogue's
/// scenes in order, Tab shows the scene's next sample text and Shift+Tab the
/// previous one (wrapping around). Showing a scene starts at its first sample.
///
/// ```swift
/// var scenes = SceneSwitcher(scene: "textbox")
/// if let view = scenes.handle(.tab, shift: false) { app.setRoot(view) }   // sample 1
/// ```
@MainActor
public struct SceneSwitcher {
    /// The scene shown.
    public private(set) var scene: String
    /// The sample text shown, 0 ..< `SceneCatalog.sampleCount(scene)`.
    public private(set) var sample = 0

    public init(scene: String) { self.scene = scene }

    /// The scene a digit key shows, or nil for other keys.
    public static func scene(for key: Key) -> String? {
        guard let n = Int(key.rawValue), n >= 1, n <= SceneCatalog.names.count else { return nil }
        return SceneCatalog.names[n - 1]
    }

    /// True for the keys ``handle(_:shift:)`` acts on.
    public static func isSceneKey(_ key: Key) -> Bool { key == .tab || scene(for: key) != nil }

    /// The root view to show for a scene key (the switcher now names it), or nil for any other key.
    public mutating func handle(_ key: Key, shift: Bool) -> AnyView? {
        if let name = Self.scene(for: key) { return show(name) }
        guard key == .tab else { return nil }
        let n = SceneCatalog.sampleCount(scene)
        sample = (sample + (shift ? n - 1 : 1)) % n
        return SceneCatalog.view(named: scene, sample: sample)
    }

    /// The root view of scene `name` at its first sample, or nil for an unknown name.
    public mutating func show(_ name: String) -> AnyView? {
        guard let view = SceneCatalog.view(named: name) else { return nil }
        scene = name
        sample = 0
        return view
    }
}
