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

    @Test func boldIsAtLeastAsWide() throws {
        let measurer = try SDLTextMeasurer(fontsDirectory: SDLTestSupport.fontsDirectory, scale: 1)
        for text in ["안녕하세요", "This is Bottom", "Wide Bold Words"] {
            let regular = measurer.width(of: Substring(text), font: Font(size: 17))
            let bold = measurer.width(of: Substring(text), font: Font(size: 17, weight: .bold))
            #expect(bold >= regular, "\(text): bold \(bold) < regular \(regular)")
        }
    }

    @Test func scaleTwoMeasuresLikeScaleOne() throws {
        let one = try SDLTextMeasurer(fontsDirectory: SDLTestSupport.fontsDirectory, scale: 1)
        let two = try SDLTextMeasurer(fontsDirectory: SDLTestSupport.fontsDirectory, scale: 2)
        for font in [Font.body, .headline, .title] {
            for text in ["안녕하세요", "This is Bottom", "Hi"] {
                let a = one.width(of: Substring(text), font: font)
                let b = two.width(of: Substring(text), font: font)
                #expect(abs(a - b) <= 1, "\(text) \(font): \(a) at 1×, \(b) at 2×")
            }
            #expect(abs(one.lineHeight(for: font) - two.lineHeight(for: font)) <= 1)
        }
    }

    @Test func missingFontNamesThePath() throws {
        let directory = "/nonexistent-fonts-\(getpid())"
        do {
            _ = try SDLTextMeasurer(fontsDirectory: directory, scale: 1)
            Issue.record("expected an error")
        } catch {
            let message = "\(error)"
            #expect(message.contains("\(directory)/NanumSquareR.ttf"))
            #expect(message.hasSuffix("."))
            #expect(!message.contains("\n"))
        }
    }

    @Test func unreadableFontNamesThePath() throws {
        let directory = SDLTestSupport.temporaryPath("badfonts")
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        for name in ["NanumSquareR.ttf", "NanumSquareB.ttf"] {
            try Data("not a font".utf8).write(to: URL(fileURLWithPath: "\(directory)/\(name)"))
        }
        do {
            _ = try SDLTextMeasurer(fontsDirectory: directory, scale: 1)
            Issue.record("expected an error")
        } catch {
            #expect("\(error)".contains("\(directory)/NanumSquareR.ttf"))
        }
    }
}
