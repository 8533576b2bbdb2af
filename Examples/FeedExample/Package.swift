// swift-tools-version:6.2
// A package of its own that tests its screens with ScrollSim: a library with
// the views, an executable that gives them the whole `scrollsim` command line,
// replay scripts with their goldens, and a Swift Testing target.
import PackageDescription

let package = Package(
    name: "FeedExample",
    dependencies: [
        // In your own package: .package(url: "https://example.com/YOUR-HOST/ScrollSim.git", from: "1.0.0")
        // The name makes `package: "ScrollSim"` below work whatever the checkout folder is called.
        .package(name: "ScrollSim", path: "../.."),
    ],
    targets: [
        // The screens, written as SwiftUI code with `import ScrollSim` in place of `import SwiftUI`.
        .target(name: "Feed", dependencies: [.product(name: "ScrollSim", package: "ScrollSim")]),
        // `feed-replay demo`, `feed-replay replay Replays`, … on the screens above.
        .executableTarget(name: "feed-replay", dependencies: [
            "Feed",
            .product(name: "ScrollSim", package: "ScrollSim"),
            .product(name: "ScrollSimCLI", package: "ScrollSim"),
        ]),
        .testTarget(name: "FeedTests", dependencies: [
            "Feed",
            .product(name: "ScrollSim", package: "ScrollSim"),
            .product(name: "ScrollSimReplay", package: "ScrollSim"),
        ], exclude: ["__Screenshots__"]),
    ]
)
