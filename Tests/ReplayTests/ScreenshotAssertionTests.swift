import Foundation
import Testing
import ScrollSim
import ScrollSimReplay
import ScrollSimScenes
import ScrollSimSDL

/// `assertScreenshot(of:named:)`: one call, goldens beside the test file,
/// the record mode from the caller or the environment, and a failure that
/// says how to re-record.
@MainActor
@Suite(.serialized) struct ScreenshotAssertionTests {
    /// The main scene at the top, laid out with the shipped fonts (as scripts are).
    func scrollApp() throws -> TestApp {
        TestApp(ScrollScene(), measurer: try SDLTextMeasurer(fontsDirectory: ReplayPaths.fonts, scale: 1))
    }

    /// What `Goldens.check` says of a same-size mismatch, for the files it left.
    func mismatchSentence(golden path: String) throws -> String {
        let base = String(path.dropLast(4))
        let diff = ImageDiff(expected: try RGBAImage(contentsOf: path), actual: try RGBAImage(contentsOf: base + ".actual.png"))
        let name = (path as NSString).lastPathComponent
        return "expected the screenshot to match \(name) (±2 per channel, ≤ 0.1 % of pixels), saw \(diff.summary)"
            + "; see \((base as NSString).lastPathComponent).actual.png and \((base as NSString).lastPathComponent).diff.png"
    }

    /// missing records, the same pixels then match; a scrolled app fails with
    /// the golden's path, what differs, and the SCROLLSIM_RECORD settings that
    /// re-record it; `failed` re-records (and still fails, saying to run again);
    /// the next check matches the new golden.
    @Test func aMismatchFailsSayingHowToReRecord() throws {
        let dir = try ReplayPaths.temporaryDirectory("assert-mismatch")
        let golden = dir + "/top.png"
        let app = try scrollApp()
        #expect(try assertScreenshot(of: app, named: "top", record: .missing, directory: dir) == .recorded)
        #expect(try assertScreenshot(of: app, named: "top", record: .never, directory: dir) == .matched)
        let recorded = FileManager.default.contents(atPath: golden)

        let top = app.scroll.offset.y
        app.wheel(-3)                    // 3 notches of 53 pt: 159 pt down
        try app.pumpAndSettle()
        #expect(app.scroll.offset.y == top + 159)
        var message = ""
        do {
            try assertScreenshot(of: app, named: "top", record: .never, directory: dir)
            Issue.record("a scrolled screenshot matched the golden of the top")
        } catch let error as ScreenshotMismatch {
            message = error.description
        }
        let sentence = try mismatchSentence(golden: golden)
        #expect(message == "\(golden): \(sentence). If the new screenshot is right, "
            + "re-record it: run the test with SCROLLSIM_RECORD=failed (goldens that do not match) or SCROLLSIM_RECORD=all (every golden).")
        #expect(FileManager.default.contents(atPath: golden) == recorded, "never wrote the golden")
        #expect(FileManager.default.fileExists(atPath: dir + "/top.diff.png"))

        let expectedAfterFailed = "\(golden): \(sentence) (the golden was re-recorded). Run the test again to compare with the new golden."
        do {
            try assertScreenshot(of: app, named: "top", record: .failed, directory: dir)
            Issue.record("failed mode passed a mismatch")
        } catch let error as ScreenshotMismatch {
            #expect(error.description == expectedAfterFailed)
        }
        #expect(try assertScreenshot(of: app, named: "top", record: .never, directory: dir) == .matched)
        #expect(FileManager.default.contents(atPath: golden) != recorded)
        // A match removes the .actual.png and .diff.png of the mismatch.
        #expect(!FileManager.default.fileExists(atPath: dir + "/top.actual.png"))
        #expect(!FileManager.default.fileExists(atPath: dir + "/top.diff.png"))
    }

    /// never with no golden: fails, keeps the screenshot as NAME.actual.png,
    /// writes no golden, and says which setting records it.
    @Test func aMissingGoldenUnderNeverSaysHowToRecord() throws {
        let dir = try ReplayPaths.temporaryDirectory("assert-never")
        let app = try scrollApp()
        do {
            try assertScreenshot(of: app, named: "absent", record: .never, directory: dir)
            Issue.record("a missing golden passed under never")
        } catch let error as ScreenshotMismatch {
            #expect(error.description == "\(dir)/absent.png: expected the golden absent.png, saw none (record mode never); "
                + "the screenshot is in absent.actual.png. To record it, run the test with SCROLLSIM_RECORD=missing.")
        }
        #expect(!FileManager.default.fileExists(atPath: dir + "/absent.png"))
        #expect(FileManager.default.fileExists(atPath: dir + "/absent.actual.png"))
    }

    /// all writes over a golden that would not match (and does not fail);
    /// the golden is then the app's pixels, 390 × 844 at 1×, and matches.
    @Test func recordModeAllWrites() throws {
        let dir = try ReplayPaths.temporaryDirectory("assert-all")
        try RGBAImage(width: 1, height: 1, pixels: [1, 2, 3, 255]).writePNG(to: dir + "/shot.png")
        let app = try scrollApp()
        #expect(try assertScreenshot(of: app, named: "shot", record: .all, directory: dir) == .recorded)
        let written = try RGBAImage(contentsOf: dir + "/shot.png")
        #expect(written.width == 390 && written.height == 844)
        #expect(try assertScreenshot(of: app, named: "shot", record: .never, directory: dir) == .matched)
    }

    /// With no directory, goldens go to __Screenshots__/FILE beside the test file.
    @Test func goldensGoBesideTheTestFile() throws {
        #expect(ScrollSimAssets.screenshotsDirectory(besideTestFile: "/p/Tests/FeedTests/FeedTests.swift")
            == "/p/Tests/FeedTests/__Screenshots__/FeedTests")
        let dir = try ReplayPaths.temporaryDirectory("assert-default")
        let app = try scrollApp()
        #expect(try assertScreenshot(of: app, named: "feed", record: .missing, filePath: dir + "/FeedTests.swift") == .recorded)
        #expect(FileManager.default.fileExists(atPath: dir + "/__Screenshots__/FeedTests/feed.png"))
    }

    /// The fonts: SCROLLSIM_ASSETS/Fonts when set, else this source tree's Assets/Fonts;
    /// a SCROLLSIM_ASSETS without Fonts/ is refused with one sentence.
    @Test func fontsComeFromTheEnvironmentOrTheSourceTree() throws {
        let root = ReplayPaths.root
        #expect(try ScrollSimAssets.fontsDirectory(environment: ["SCROLLSIM_ASSETS": root + "/Assets"]) == root + "/Assets/Fonts")
        let found = try ScrollSimAssets.fontsDirectory(environment: [:])
        #expect(URL(fileURLWithPath: found).standardizedFileURL.path == URL(fileURLWithPath: ReplayPaths.fonts).standardizedFileURL.path)
        let empty = try ReplayPaths.temporaryDirectory("assert-no-fonts")
        do {
            _ = try ScrollSimAssets.fontsDirectory(environment: ["SCROLLSIM_ASSETS": empty])
            Issue.record("a SCROLLSIM_ASSETS without Fonts/ was accepted")
        } catch {
            #expect("\(error)" == "SCROLLSIM_ASSETS=\(empty) has no Fonts folder; point it at the folder holding Fonts/.")
        }
    }

    /// A golden that is a symbolic link is never written through, as
    /// everywhere ScrollSim writes: missing (a dangling link is not followed
    /// to create its target), all and failed (a linked 1×1 golden, so failed
    /// sees a mismatch) throw the refusal, and the link and its target stay.
    @Test(arguments: [GoldenRecordMode.missing, .all, .failed])
    func aGoldenThatIsALinkIsRefused(_ mode: GoldenRecordMode) throws {
        let dir = try ReplayPaths.temporaryDirectory("assert-link-\(mode.rawValue)")
        let (victim, png) = try FileWriteTests.linkedGolden(dir + "/shot.png", for: mode)
        let app = try scrollApp()
        do {
            try assertScreenshot(of: app, named: "shot", record: mode, directory: dir)
            Issue.record("wrote through a link")
        } catch {
            #expect("\(error)" == FileWriteTests.refusal(dir + "/shot.png"))
        }
        FileWriteTests.expectUntouched(link: dir + "/shot.png", target: victim, contents: png)
        try FileWriteTests.expectNoTemporaryFiles(in: dir)
    }
}
