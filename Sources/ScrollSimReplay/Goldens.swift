import Foundation
import ScrollSim
import ScrollSimSDL

/// When golden screenshots are written instead of compared.
///
/// ```swift
/// let mode = GoldenRecordMode.fromEnvironment()   // SCROLLSIM_RECORD=all|missing|failed|never
/// ```
public enum GoldenRecordMode: String, Sendable, CaseIterable {
    /// Write every golden (compare nothing).
    case all
    /// Write goldens that do not exist yet; compare the rest (the default).
    case missing
    /// Like `missing`, and also overwrite a golden that does not match (the check still fails).
    case failed
    /// Never write: a missing golden is a failure.
    case never

    /// The environment variable that picks the mode.
    public static let environmentVariable = "SCROLLSIM_RECORD"

    /// `SCROLLSIM_RECORD`, or `missing` when it is unset or empty.
    public static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) throws -> GoldenRecordMode {
        guard let raw = environment[environmentVariable], !raw.isEmpty else { return .missing }
        guard let mode = GoldenRecordMode(rawValue: raw.lowercased()) else {
            throw ScreenshotMismatch("\(environmentVariable)=\(raw) is not a record mode; expected all, missing, failed or never.")
        }
        return mode
    }
}

/// What a golden check did when it passed.
public enum GoldenOutcome: Sendable, Equatable {
    case matched
    /// The golden was written (missing, or record mode `all`).
    case recorded
}

/// A screenshot that does not match its golden (or could not be checked).
public struct ScreenshotMismatch: Error, CustomStringConvertible, Sendable {
    public let description: String
    public init(_ message: String) { description = message }
}

/// Compares screenshots with golden PNGs and writes `.actual.png` / `.diff.png` on a mismatch.
/// Every write is `RGBAImage.writePNG`: renamed into place, and refused
/// (``SymlinkRefusal``, nothing written) where the file is a symbolic link.
@MainActor
public enum Goldens {
    /// Checks `actual` against the golden at `path` (ending in `.png`).
    public static func check(_ actual: RGBAImage, golden path: String, mode: GoldenRecordMode) throws -> GoldenOutcome {
        let fm = FileManager.default
        let base = String(path.dropLast(4))
        let actualPath = base + ".actual.png", diffPath = base + ".diff.png"
        let name = (path as NSString).lastPathComponent
        if mode == .all || (!fm.fileExists(atPath: path) && mode != .never) {
            try actual.writePNG(to: path)
            removeLeftovers(actualPath, diffPath)
            return .recorded
        }
        guard fm.fileExists(atPath: path) else {
            try actual.writePNG(to: actualPath)
            throw ScreenshotMismatch("expected the golden \(name), saw none (record mode never); the screenshot is in \((actualPath as NSString).lastPathComponent)")
        }
        // A golden that carries the digest of exactly these pixels matches
        // without being decoded.
        if let png = fm.contents(atPath: path), let digest = GoldenDigest.read(png), digest.matches(actual) {
            removeLeftovers(actualPath, diffPath)
            return .matched
        }
        let expected = try RGBAImage(contentsOf: path)
        let diff = ImageDiff(expected: expected, actual: actual)
        if diff.matches {
            removeLeftovers(actualPath, diffPath)
            return .matched
        }
        try actual.writePNG(to: actualPath)
        if let image = diff.image { try image.writePNG(to: diffPath) } else { removeLeftovers(diffPath) }
        var message = diff.sameSize
            ? "expected the screenshot to match \(name) (±\(ImageDiff.defaultChannelTolerance) per channel, ≤ \(ImageDiff.defaultMaxFraction * 100) % of pixels), saw \(diff.summary)"
            : "expected the screenshot to be \(expected.width)×\(expected.height) px like \(name), saw \(actual.width)×\(actual.height) px"
        message += "; see \((actualPath as NSString).lastPathComponent)" + (diff.image != nil ? " and \((diffPath as NSString).lastPathComponent)" : "")
        if mode == .failed {
            try actual.writePNG(to: path)
            message += " (the golden was re-recorded)"
        }
        throw ScreenshotMismatch(message)
    }

    /// Removes the `.actual.png` and `.diff.png` of an earlier mismatch; a
    /// link there is removed itself, never what it points at.
    private static func removeLeftovers(_ paths: String...) {
        paths.forEach(SafeFile.remove)
    }

    /// Renders `drawList` with the host's software renderer and reads it back.
    public static func render(_ drawList: DrawList, on host: SDLWindowHost) throws -> RGBAImage {
        host.renderer.render(drawList, background: .white)
        let shot = try host.readPixels()
        return RGBAImage(width: shot.width, height: shot.height, pixels: shot.pixels)
    }

    /// The draw list a screenshot shows: the tree as it stands (or `drawList`),
    /// plus the phone chrome the demo draws for `statusBar` (none when nil),
    /// on the white that ``render(_:on:)`` clears to.
    public static func screenshotList(of app: ScrollSimApp, drawList: DrawList? = nil, statusBar: StatusBarStyle?,
                                      measurer: TextMeasuring) -> DrawList {
        var list = drawList ?? app.graph.drawList()
        if let statusBar {
            list.commands += DemoOverlay.deviceChrome(size: app.graph.size, insets: app.graph.safeAreaInsets, statusBar: statusBar, measurer: measurer)
        }
        return list
    }
}

/// Screenshot assertions for Swift tests, with goldens in a folder and the
/// record mode from `SCROLLSIM_RECORD` (all, missing — the default —, failed, never).
/// ``assertScreenshot(of:named:phoneChrome:record:directory:fontsDirectory:filePath:)``
/// is the one-call form, with the folder beside the test file.
///
/// ```swift
/// let shots = try ScreenshotAssertion(directory: "Tests/ReplayTests/Goldens", fontsDirectory: "Assets/Fonts")
/// let app = TestApp(FeedView(), measurer: try SDLTextMeasurer(fontsDirectory: "Assets/Fonts", scale: 1))
/// try shots.verify(app, named: "feed-top")
/// ```
@MainActor
public final class ScreenshotAssertion {
    /// The folder holding `NAME.png` (created on the first write).
    public let directory: String
    /// The folder of the TrueType fonts text is rasterised with (`Assets/Fonts`).
    public let fontsDirectory: String
    /// When goldens are written instead of compared, fixed for the assertion's lifetime.
    public let mode: GoldenRecordMode

    /// `mode` nil reads `SCROLLSIM_RECORD` once, now; throws ``ScreenshotMismatch``
    /// when it holds something other than all, missing, failed or never.
    /// Nothing is read or written until ``verify(_:named:phoneChrome:)``.
    public init(directory: String, fontsDirectory: String, mode: GoldenRecordMode? = nil) throws {
        self.directory = directory
        self.fontsDirectory = fontsDirectory
        self.mode = try mode ?? GoldenRecordMode.fromEnvironment()
    }

    /// Renders `app` as it stands (no frame is run; headless, software
    /// renderer, at the app's size in points times its display scale, in
    /// pixels) and checks it against `directory/NAME.png`.
    ///
    /// Returns ``GoldenOutcome/recorded`` when the golden was written (it was
    /// missing, or the mode is `all`), ``GoldenOutcome/matched`` when it
    /// matched (±2 per channel, ≤ 0.1 % of pixels). Otherwise throws
    /// ``ScreenshotMismatch``: the golden's path, what was expected and seen,
    /// the `.actual.png` and `.diff.png` written beside the golden, and the
    /// `SCROLLSIM_RECORD` setting that re-records it. A symbolic link where a
    /// file would be written throws "Refusing to write PATH: it is a symbolic
    /// link …" and nothing is written.
    /// `phoneChrome` draws the status bar and home indicator of a notched
    /// iPhone over the app, as the demo and replay scripts do on a phone.
    @discardableResult
    public func verify(_ app: TestApp, named name: String, phoneChrome: Bool = false) throws -> GoldenOutcome {
        let graph = app.app.graph
        let host = try SDLWindowHost(title: name, size: graph.size, scale: graph.displayScale, headless: true,
                                     fontsDirectory: fontsDirectory)
        let list = Goldens.screenshotList(of: app.app, statusBar: phoneChrome ? .clockAtLeading : nil, measurer: host.measurer)
        let image = try Goldens.render(list, on: host)
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let path = (directory as NSString).appendingPathComponent(name + ".png")
        let existed = FileManager.default.fileExists(atPath: path)
        do {
            return try Goldens.check(image, golden: path, mode: mode)
        } catch let mismatch as ScreenshotMismatch {
            throw ScreenshotMismatch("\(path): \(mismatch.description). " + Self.howToRecord(mode: mode, goldenExisted: existed))
        }
    }

    /// The sentence a failure ends with: how to get a golden that passes.
    static func howToRecord(mode: GoldenRecordMode, goldenExisted: Bool) -> String {
        let variable = GoldenRecordMode.environmentVariable
        if !goldenExisted { return "To record it, run the test with \(variable)=missing." }
        if mode == .failed { return "Run the test again to compare with the new golden." }
        return "If the new screenshot is right, re-record it: run the test with \(variable)=failed (goldens that do not match) or \(variable)=all (every golden)."
    }
}
