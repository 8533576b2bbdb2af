import ScrollSim
import ScrollSimReplay

/// The demo's built-in scenes, in number-key order (1…9, then 0): the seeds'
/// scenes, then scroll geometry as apps write it (a collapsing header, pinned
/// section headers, a paging carousel, a list under a large-title navigation
/// bar), then everyday screens (a settings list, a photo feed); then, without
/// a key, gestures in a scroll view.
/// The text scenes cycle their sample texts with Tab.
///
/// ```swift
/// ScrollSimCLI.main(scenes: BuiltInScenes.all)            // scrollsim itself
/// let view = BuiltInScenes.all.scene(named: "textbox")!.makeView(sample: 1)
/// ```
public enum BuiltInScenes {
    /// The scenes; "scroll" (the seed's Go to Top screen) first, so it is the default.
    public static var all: [ReplayScene] {
        [
            ReplayScene("scroll") { ScrollScene() },
            ReplayScene("textbox", samples: textBoxSamples.count) { TextBoxScene(sample: $0) },
            ReplayScene("readsize") { ReadSizeScene() },
            ReplayScene("message", samples: messageSamples.count) { MessageScene(sample: $0) },
            ReplayScene("intrinsic", samples: intrinsicSamples.count) { IntrinsicScene(sample: $0) },
            ReplayScene("header") { CollapsingHeaderScene() },
            ReplayScene("sections") { PinnedSectionsScene() },
            ReplayScene("paging") { PagingCarouselScene() },
            ReplayScene("navigation") { NavigationScene() },
            ReplayScene("everyday", samples: EverydayScene.sampleNames.count) { EverydayScene(sample: $0) },
            ReplayScene("gestures") { GesturesScene() },
        ]
    }
}
