import ScrollSim

/// The demo's scenes, by name and number key.
///
/// ```swift
/// let view = SceneCatalog.view(named: "scroll", sample: 0)
/// ```
@MainActor
public enum SceneCatalog {
    /// Scene names in key order (1…9): the seeds' scenes, then scroll geometry
    /// as apps write it (a collapsing header, pinned section headers, a paging
    /// carousel, a list under a large-title navigation bar).
    public static let names = ["scroll", "textbox", "readsize", "message", "intrinsic", "header", "sections", "paging",
                               "navigation"]

    /// How many samples Tab cycles through in a scene (1 when it has none).
    public static func sampleCount(_ name: String) -> Int {
        switch name {
        case "textbox": return textBoxSamples.count
        case "message": return messageSamples.count
        case "intrinsic": return intrinsicSamples.count
        default: return 1
        }
    }

    /// The scene's root view, or nil for an unknown name.
    public static func view(named name: String, sample: Int = 0) -> AnyView? {
        switch name {
        case "scroll": return AnyView(ScrollScene())
        case "textbox": return AnyView(TextBoxScene(sample: sample))
        case "readsize": return AnyView(ReadSizeScene())
        case "message": return AnyView(MessageScene(sample: sample))
        case "intrinsic": return AnyView(IntrinsicScene(sample: sample))
        case "header": return AnyView(CollapsingHeaderScene())
        case "sections": return AnyView(PinnedSectionsScene())
        case "paging": return AnyView(PagingCarouselScene())
        case "navigation": return AnyView(NavigationScene())
        default: return nil
        }
    }
}
