// swift-tools-version:6.0
// ScrollSim: SwiftUI's layout model and UIKit's scroll view, on Linux, in an SDL2 window.
import PackageDescription

let package = Package(
    name: "ScrollSim",
    products: [
        .library(name: "ScrollSim", targets: ["ScrollSim"]),
        .executable(name: "scrollsim", targets: ["scrollsim"]),
        // The replay-script parser and runner, for tools such as the fuzz targets in Fuzz/.
        .library(name: "ScrollSimReplay", targets: ["ScrollSimReplay"]),
    ],
    targets: [
        // Pure Swift: layout, views, state, preferences, geometry, draw list. No SDL.
        .target(name: "ScrollSimCore"),
        // Pure Swift: scroll physics (clamping, animation curves, deceleration, rubber band).
        .target(name: "ScrollSimPhysics"),
        // Frame loop, input events, scroll container, test driver. No SDL.
        .target(name: "ScrollSimRuntime", dependencies: ["ScrollSimCore", "ScrollSimPhysics"]),
        // What users import in place of SwiftUI.
        .target(name: "ScrollSim", dependencies: ["ScrollSimCore", "ScrollSimPhysics", "ScrollSimRuntime"]),
        // SDL2, SDL2_ttf and SDL2_image from Debian's -dev packages.
        .systemLibrary(name: "CSDL2", path: "Sources/CSDL2"),
        // The one thin backend: window, events, renderer, SDL_ttf text measurer, PNG capture.
        .target(name: "ScrollSimSDL", dependencies: ["ScrollSimCore", "CSDL2"]),
        // The seed scenes as ordinary views, shared by the demo and the tests.
        .target(name: "ScrollSimScenes", dependencies: ["ScrollSim"]),
        // Replay scripts: parser, runner, recorder, golden screenshots and image diff.
        .target(name: "ScrollSimReplay", dependencies: ["ScrollSim", "ScrollSimSDL", "ScrollSimScenes", "CSDL2"]),
        .executableTarget(name: "scrollsim", dependencies: ["ScrollSim", "ScrollSimSDL", "ScrollSimScenes", "ScrollSimReplay"]),

        .testTarget(name: "ScrollSimCoreTests", dependencies: ["ScrollSimCore"]),
        .testTarget(name: "ScrollSimPhysicsTests", dependencies: ["ScrollSimPhysics"]),
        // Test support only: a private Xvfb display for the window tests.
        .target(name: "TestDisplay", path: "Tests/TestDisplay"),
        .testTarget(name: "SeedTests", dependencies: ["ScrollSim", "ScrollSimScenes", "ScrollSimSDL", "TestDisplay"]),
        .testTarget(name: "ScrollSimSDLTests", dependencies: ["ScrollSim", "ScrollSimSDL", "ScrollSimScenes"]),
        .testTarget(name: "ReplayTests", dependencies: ["ScrollSim", "ScrollSimSDL", "ScrollSimScenes", "ScrollSimReplay", "TestDisplay"]),
    ]
)
