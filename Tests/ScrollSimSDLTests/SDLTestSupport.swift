import CSDL2
import Foundation
import ScrollSimCore
import ScrollSimSDL

/// Paths and helpers shared by the SDL tests.
enum SDLTestSupport {
    /// `<repo>/Assets/Fonts`, found from this file's path.
    static let fontsDirectory: String = {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()   // ScrollSimSDLTests
            .deletingLastPathComponent()   // Tests
            .deletingLastPathComponent()   // repo root
            .appendingPathComponent("Assets/Fonts").path
    }()

    /// The font files the backend needs in `Assets/Fonts`.
    static let fontFiles = ["Regular", "Medium", "SemiBold", "Bold"].flatMap { ["Inter-\($0).otf", "InterDisplay-\($0).otf"] }
        + ["NanumSquareR.ttf", "NanumSquareB.ttf"]

    /// A headless host of `size` points at `scale`.
    @MainActor
    static func host(width: CGFloat = 100, height: CGFloat = 100, scale: CGFloat = 1) throws -> SDLWindowHost {
        try SDLWindowHost(title: "test", size: CGSize(width: width, height: height), scale: scale,
                          headless: true, fontsDirectory: fontsDirectory)
    }

    /// A scratch file path in the temporary directory.
    static func temporaryPath(_ name: String) -> String {
        (NSTemporaryDirectory() as NSString).appendingPathComponent("scrollsim-sdl-\(getpid())-\(name)")
    }
}

/// Read-only access to an RGBA frame.
struct Pixels {
    let width: Int
    let height: Int
    let bytes: [UInt8]

    init(_ shot: (width: Int, height: Int, pixels: [UInt8])) {
        width = shot.width
        height = shot.height
        bytes = shot.pixels
    }

    /// (r, g, b, a) at device pixel (x, y).
    subscript(x: Int, y: Int) -> [UInt8] {
        let i = (y * width + x) * 4
        return Array(bytes[i..<i + 4])
    }

    /// True when the pixel is not exactly `rgb`.
    func differs(x: Int, y: Int, from rgb: [UInt8]) -> Bool {
        Array(self[x, y].prefix(3)) != rgb
    }
}
