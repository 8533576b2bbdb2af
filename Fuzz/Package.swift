// swift-tools-version:6.2
// libFuzzer targets for ScrollSim, kept out of the main package so that
// `swift build` and `swift test` there never see them. Built by `make fuzz`:
//   swift build --package-path Fuzz -c debug -Xswiftc -sanitize=fuzzer,address --product FuzzLayout
import PackageDescription

// The fuzz entry point is `LLVMFuzzerTestOneInput`. Each target is one file
// with an `@main` type (so SwiftPM parses it as a library, no flags needed)
// whose `main()` hands control to libFuzzer's driver (`LLVMFuzzerRunDriver`).

let package = Package(
    name: "ScrollSimFuzz",
    dependencies: [.package(name: "ScrollSim", path: "..")],
    targets: [
        // Declares libFuzzer's LLVMFuzzerRunDriver for the entry points.
        .target(name: "CFuzzDriver"),
        // Replay scripts: ReplayParser.parse on arbitrary text.
        .executableTarget(name: "FuzzReplayParser",
                          dependencies: ["CFuzzDriver", .product(name: "ScrollSimReplay", package: "ScrollSim"),
                                         .product(name: "ScrollSim", package: "ScrollSim")]),
        // The layout engine: random view trees and proposals, laid out with ViewGraph.
        .executableTarget(name: "FuzzLayout",
                          dependencies: ["CFuzzDriver", .product(name: "ScrollSim", package: "ScrollSim")]),
    ]
)
