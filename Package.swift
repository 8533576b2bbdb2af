// swift-tools-version:6.2
// ScrollSim: SwiftUI's layout model and UIKit's scroll view, on Linux, in an SDL2 window.
// 6.2: the code uses isolated deinit (SE-0371), first in Swift 6.2.
import PackageDescription
import CompilerPluginSupport

// `#Preview` and `@Entry` need a compiler plug-in, an executable built for this machine.
// A libFuzzer build (scripts/fuzz.sh) would link libFuzzer's `main` into it
// too, so that build sets SCROLLSIM_NO_MACROS and goes without it.
let macros = Context.environment["SCROLLSIM_NO_MACROS"] == nil

let package = Package(
    name: "ScrollSim",
    products: [
        // What an app's views import in place of SwiftUI.
        .library(name: "ScrollSim", targets: ["ScrollSim"]),
        // The whole command line (demo, replay, trace, soak, bench, plots) for the scenes a package gives it.
        .library(name: "ScrollSimCLI", targets: ["ScrollSimCLI"]),
        // Replay scripts from Swift: parser, runner, goldens, soak; and ReplayScene.
        .library(name: "ScrollSimReplay", targets: ["ScrollSimReplay"]),
        .executable(name: "scrollsim", targets: ["scrollsim"]),
    ],
    targets: [
        // Pure Swift: layout, views, state, preferences, geometry, draw list. No SDL.
        .target(name: "ScrollSimCore"),
        // Pure Swift: scroll physics (clamping, animation curves, deceleration, rubber band).
        .target(name: "ScrollSimPhysics"),
        // Frame loop, input events, scroll container, test driver. No SDL.
        .target(name: "ScrollSimRuntime", dependencies: ["ScrollSimCore", "ScrollSimPhysics"]),
        // What users import in place of SwiftUI.
        .target(name: "ScrollSim",
                dependencies: ["ScrollSimCore", "ScrollSimPhysics", "ScrollSimRuntime"]
                    + (macros ? ["ScrollSimMacros"] : []),
                swiftSettings: macros ? [.define("SCROLLSIM_MACROS")] : []),
        // SDL2, SDL2_ttf and SDL2_image from Debian's -dev packages.
        .systemLibrary(name: "CSDL2", path: "Sources/CSDL2"),
        // The one thin backend, and the only code that imports SDL: window, events, renderer, text, PNG.
        .target(name: "ScrollSimSDL", dependencies: ["ScrollSimCore", "CSDL2"]),
        // Replay scripts: parser, runner, recorder, goldens and image diff, traces, soak; scenes come from the caller.
        .target(name: "ScrollSimReplay", dependencies: ["ScrollSim", "ScrollSimSDL"]),
        // The commands of `scrollsim` for any list of scenes, plus the tools (benchmark, reference plots).
        .target(name: "ScrollSimCLI", dependencies: ["ScrollSim", "ScrollSimSDL", "ScrollSimReplay"]),
        // The built-in scenes as ordinary views, shared by the demo and the tests.
        .target(name: "ScrollSimScenes", dependencies: ["ScrollSim", "ScrollSimReplay"]),
        // `ScrollSimCLI.main(scenes:)` with the built-in scenes.
        .executableTarget(name: "scrollsim", dependencies: ["ScrollSimCLI", "ScrollSimScenes"]),

        .testTarget(name: "ScrollSimCoreTests", dependencies: ["ScrollSimCore"]),
        .testTarget(name: "ScrollSimPhysicsTests", dependencies: ["ScrollSimPhysics"]),
        .testTarget(name: "ScrollSimCLITests", dependencies: ["ScrollSimCLI", "ScrollSim"]),
        // Test support only: a private Xvfb display for the window tests.
        .target(name: "TestDisplay", path: "Tests/TestDisplay"),
        .testTarget(name: "SeedTests", dependencies: ["ScrollSim", "ScrollSimScenes", "ScrollSimReplay", "ScrollSimSDL", "TestDisplay"]),
        .testTarget(name: "ScrollSimSDLTests", dependencies: ["ScrollSim", "ScrollSimSDL", "ScrollSimScenes"]),
        .testTarget(name: "ReplayTests", dependencies: ["ScrollSim", "ScrollSimSDL", "ScrollSimScenes", "ScrollSimReplay",
                                                         "ScrollSimCLI", "TestDisplay"]),
    ]
)

if macros {
    // The compiler plug-in behind `#Preview` and `@Previewable` (both expand to nothing) and `@Entry`.
    // It speaks the plug-in protocol itself: it needs no swift-syntax.
    package.targets.append(.macro(name: "ScrollSimMacros"))
}
