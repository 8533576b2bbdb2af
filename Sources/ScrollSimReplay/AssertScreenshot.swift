import Foundation
import ScrollSim

/// Checks a screenshot of `app` against a golden PNG in one call, the way
/// swift-snapshot-testing's `assertSnapshot` does.
///
/// ```swift
/// import Testing
/// import ScrollSim
/// import ScrollSimReplay
/// import ScrollSimSDL
///
/// @MainActor @Test func feed() throws {
///     let app = TestApp(FeedView(), measurer: try SDLTextMeasurer(fontsDirectory: ScrollSimAssets.fontsDirectory()))
///     try assertScreenshot(of: app, named: "feed")   // Tests/…/__Screenshots__/FeedTests/feed.png
/// }
/// ```
///
/// Before: `app` has run at least one frame (every `TestApp` has). After:
/// the golden was compared, or written when the record mode says so; `app`
/// is unchanged (no frame runs). Runs on the main actor, and opens and closes
/// an offscreen SDL window (no display needed).
///
/// - Parameters:
///   - name: the golden's file name without `.png`; unique within `directory`.
///   - phoneChrome: draw a notched iPhone's status bar and home indicator over the app.
///   - record: when goldens are written; nil reads `SCROLLSIM_RECORD`
///     (all, missing — the default when unset —, failed, never).
///   - directory: where goldens live; nil means `__Screenshots__/FILE` beside
///     the test file, `FILE` being its name without `.swift`.
///   - fontsDirectory: the fonts text is rasterised with; nil means
///     ``ScrollSimAssets/fontsDirectory(environment:)``.
///   - filePath: the calling test file; leave the default.
/// - Returns: ``GoldenOutcome/recorded`` or ``GoldenOutcome/matched``.
/// - Throws: ``ScreenshotMismatch`` naming the golden's path, what was expected
///   and seen, the `.actual.png` and `.diff.png` written beside it and the
///   `SCROLLSIM_RECORD` setting that re-records it; when a file to write is a
///   symbolic link, an error saying so ("Refusing to write PATH: it is a
///   symbolic link …") and nothing is written.
@MainActor
@discardableResult
public func assertScreenshot(of app: TestApp, named name: String, phoneChrome: Bool = false,
                             record: GoldenRecordMode? = nil, directory: String? = nil,
                             fontsDirectory: String? = nil,
                             filePath: String = #filePath) throws -> GoldenOutcome {
    let folder = directory ?? ScrollSimAssets.screenshotsDirectory(besideTestFile: filePath)
    let fonts = try fontsDirectory ?? ScrollSimAssets.fontsDirectory()
    let assertion = try ScreenshotAssertion(directory: folder, fontsDirectory: fonts, mode: record)
    return try assertion.verify(app, named: name, phoneChrome: phoneChrome)
}

/// Where ScrollSim's shipped files are found at run time.
public enum ScrollSimAssets {
    /// The environment variable naming the folder that holds `Fonts/`.
    public static let environmentVariable = "SCROLLSIM_ASSETS"

    /// The folder of the fonts ScrollSim measures and draws text with:
    /// `$SCROLLSIM_ASSETS/Fonts` when that variable is set, else `Assets/Fonts`
    /// in the ScrollSim source tree this library was compiled from (a
    /// package's checkout of ScrollSim has it). Throws ``ScreenshotMismatch``
    /// with one sentence when the folder does not exist.
    public static func fontsDirectory(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> String {
        if let assets = environment[environmentVariable], !assets.isEmpty {
            let fonts = (assets as NSString).appendingPathComponent("Fonts")
            guard FileManager.default.fileExists(atPath: fonts) else {
                throw ScreenshotMismatch("\(environmentVariable)=\(assets) has no Fonts folder; point it at the folder holding Fonts/.")
            }
            return fonts
        }
        // Sources/ScrollSimReplay/THIS.swift → the package root.
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let fonts = root.appendingPathComponent("Assets/Fonts").path
        guard FileManager.default.fileExists(atPath: fonts) else {
            throw ScreenshotMismatch("cannot find ScrollSim's fonts at \(fonts); set \(environmentVariable) to the folder holding Fonts/.")
        }
        return fonts
    }

    /// `FOLDER/__Screenshots__/NAME` for the test file `FOLDER/NAME.swift`.
    public static func screenshotsDirectory(besideTestFile path: String) -> String {
        let file = URL(fileURLWithPath: path)
        return file.deletingLastPathComponent().appendingPathComponent("__Screenshots__")
            .appendingPathComponent(file.deletingPathExtension().lastPathComponent).path
    }
}
