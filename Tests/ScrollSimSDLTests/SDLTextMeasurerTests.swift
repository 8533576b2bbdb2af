import Foundation
import ScrollSimCore
import ScrollSimSDL
import Testing

@Suite(.serialized)
@MainActor
struct SDLTextMeasurerTests {
    @Test func widthsArePositiveAndStable() throws {
        let measurer = try SDLTextMeasurer(fontsDirectory: SDLTestSupport.fontsDirectory, scale: 1)
        let font = Font(size: 17)
        for text in ["안녕하세요", "This is Bottom"] {
            let first = measurer.width(of: Substring(text), font: font)
            #expect(first > 0)
            #expect(measurer.width(of: Substring(text), font: font) == first)
            let fresh = try SDLTextMeasurer(fontsDirectory: SDLTestSupport.fontsDirectory, scale: 1)
            #expect(fresh.width(of: Substring(text), font: font) == first)
        }
        #expect(measurer.width(of: "", font: font) == 0)
        #expect(measurer.lineHeight(for: font) > 17)
    }

    /// With monospaced digits every digit takes the widest digit's advance
    /// (plus SF's tracking): "1111" is as wide as "0000" and as four times
    /// the widest single digit; letters keep their widths.
    @Test func monospacedDigitsShareTheWidestAdvance() throws {
        let measurer = try SDLTextMeasurer(fontsDirectory: SDLTestSupport.fontsDirectory, scale: 1)
        let plain = Font(size: 17), tabular = Font(size: 17).monospacedDigit()
        let digits = (0...9).map { measurer.width(of: Substring(String($0)), font: plain) }
        let widest = try #require(digits.max())
        #expect(digits.min()! < widest, "the face's digits are proportional: \(digits)")
        #expect(measurer.width(of: "1111", font: plain) < measurer.width(of: "0000", font: plain))
        for d in 0...9 {
            #expect(abs(measurer.width(of: Substring(String(d)), font: tabular) - widest) < 1e-9)
        }
        #expect(abs(measurer.width(of: "1111", font: tabular) - measurer.width(of: "0000", font: tabular)) < 1e-9)
        #expect(abs(measurer.width(of: "1111", font: tabular) - 4 * widest) < 1e-9)
        #expect(measurer.width(of: "Time", font: tabular) == measurer.width(of: "Time", font: plain))
    }

    @Test func boldIsAtLeastAsWide() throws {
        let measurer = try SDLTextMeasurer(fontsDirectory: SDLTestSupport.fontsDirectory, scale: 1)
        for text in ["안녕하세요", "This is Bottom", "Wide Bold Words"] {
            let regular = measurer.width(of: Substring(text), font: Font(size: 17))
            let bold = measurer.width(of: Substring(text), font: Font(size: 17, weight: .bold))
            #expect(bold >= regular, "\(text): bold \(bold) < regular \(regular)")
        }
    }

    /// Measurements are in points and do not depend on the scale the fonts are drawn at.
    @Test func everyScaleMeasuresTheSame() throws {
        let one = try SDLTextMeasurer(fontsDirectory: SDLTestSupport.fontsDirectory, scale: 1)
        for scale in [2.0, 2.5, 3.0] {
            let other = try SDLTextMeasurer(fontsDirectory: SDLTestSupport.fontsDirectory, scale: CGFloat(scale))
            for font in [Font.body, .headline, .title] {
                for text in ["안녕하세요", "This is Bottom", "Hi", "Swift UI 레이아웃"] {
                    #expect(one.width(of: Substring(text), font: font) == other.width(of: Substring(text), font: font))
                }
                #expect(one.lineHeight(for: font) == other.lineHeight(for: font))
            }
        }
    }

    @Test func missingFontNamesThePath() throws {
        let directory = "/nonexistent-fonts-\(getpid())"
        do {
            _ = try SDLTextMeasurer(fontsDirectory: directory, scale: 1)
            Issue.record("expected an error")
        } catch {
            let message = "\(error)"
            #expect(message.contains("\(directory)/Inter-Regular.otf"))
            #expect(message.hasSuffix("."))
            #expect(!message.contains("\n"))
        }
    }

    @Test func unreadableFontNamesThePath() throws {
        let directory = SDLTestSupport.temporaryPath("badfonts")
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        for name in SDLTestSupport.fontFiles {
            try Data("not a font".utf8).write(to: URL(fileURLWithPath: "\(directory)/\(name)"))
        }
        do {
            _ = try SDLTextMeasurer(fontsDirectory: directory, scale: 1)
            Issue.record("expected an error")
        } catch {
            #expect("\(error)".contains("\(directory)/Inter-Regular.otf could not be opened"))
        }
    }
}
