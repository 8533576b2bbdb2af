import CSDL2
import Foundation
import ScrollSimCore
@testable import ScrollSimSDL
import Testing

/// Text measured like San Francisco: SF's line heights, Apple's tracking, Inter
/// for Latin (Inter Display from 20 pt) and NanumSquare for Hangul, run by run.
@Suite(.serialized)
@MainActor
struct SystemFontMetricsTests {
    static let styles: [(String, Font, CGFloat)] = [
        ("largeTitle", .largeTitle, 34), ("title", .title, 28), ("title2", .title2, 22), ("title3", .title3, 20),
        ("headline", .headline, 17), ("body", .body, 17), ("callout", .callout, 16), ("subheadline", .subheadline, 15),
        ("footnote", .footnote, 13), ("caption", .caption, 12), ("caption2", .caption2, 11),
    ]

    @Test func everyTextStyleHasSFsLineHeight() throws {
        let m = try SDLTextMeasurer(fontsDirectory: SDLTestSupport.fontsDirectory, scale: 1)
        for (name, font, size) in Self.styles {
            #expect(font.size == size, "\(name)")
            // Dynamic Type's Large category: every style regular but headline.
            #expect(font.weight == (name == "headline" ? .semibold : .regular), "\(name)")
            #expect(m.lineHeight(for: font) == (1950 + 494) / 2048 * size, "\(name)")
        }
        // UIFont.systemFont(ofSize: 17).lineHeight and the title's.
        #expect(abs(m.lineHeight(for: .body) - 20.287) < 0.001)
        #expect(abs(m.lineHeight(for: .title) - 33.414) < 0.001)
    }

    @Test func trackingFollowsApplesTable() {
        #expect(SystemFontMetrics.tracking(17) == -0.43)
        #expect(SystemFontMetrics.tracking(28) == 0.38)
        #expect(SystemFontMetrics.tracking(12) == 0)
        // Between two sizes of the table: linear.
        #expect(abs(SystemFontMetrics.tracking(16.5) - (-0.31 - 0.43) / 2) < 1e-12)
        #expect(SystemFontMetrics.tracking(2) == 0.24)
        #expect(SystemFontMetrics.tracking(200) == 0)
    }

    @Test func trackingIsAddedAfterEveryCharacterOfAnInterRun() throws {
        let m = try SDLTextMeasurer(fontsDirectory: SDLTestSupport.fontsDirectory, scale: 1)
        let text = "This is Bottom"
        let runs = m.runs(of: text, font: .body)
        #expect(runs.count == 1)
        #expect(runs[0].face == .inter(.regular, display: false))
        #expect(runs[0].tracking == -0.43)
        // The same string shaped without tracking: Inter at 17 pt, unhinted, at 64 pixels per point.
        let untracked = try Self.shapedWidth(text, file: "Inter-Regular.otf", size: 17)
        let expected = untracked + 14 * -0.43
        #expect(abs(m.width(of: Substring(text), font: .body) - expected) < 1e-9)
        // Within 0.5 pt of the seed's 109.0 once rounded up to the iPhone's 3× grid.
        #expect(abs((m.width(of: Substring(text), font: .body) * 3).rounded(.up) / 3 - 109.0) <= 0.5)
    }

    @Test func displayCutFromTwentyPoints() throws {
        let m = try SDLTextMeasurer(fontsDirectory: SDLTestSupport.fontsDirectory, scale: 1)
        #expect(m.runs(of: "Top", font: Font(size: 19.5)).map(\.face) == [.inter(.regular, display: false)])
        #expect(m.runs(of: "Top", font: .title3).map(\.face) == [.inter(.regular, display: true)])
        #expect(m.runs(of: "Top", font: Font(size: 28, weight: .bold)).map(\.face) == [.inter(.bold, display: true)])
        #expect(m.runs(of: "Top", font: .headline).map(\.face) == [.inter(.semibold, display: false)])
    }

    @Test func hangulFallsBackToNanumSquareRunByRun() throws {
        let m = try SDLTextMeasurer(fontsDirectory: SDLTestSupport.fontsDirectory, scale: 1)
        let mixed = m.runs(of: "안녕하세요! Laying out", font: .body)
        #expect(mixed.map(\.face) == [.nanum(bold: false), .inter(.regular, display: false)])
        #expect(mixed.map { String($0.text) } == ["안녕하세요", "! Laying out"])
        #expect(mixed[0].tracking == 0)
        #expect(mixed[1].x == mixed[0].width)
        // A space between Hangul words stays in the Hangul run.
        let words = m.runs(of: "Swift UI 레이아웃 예제", font: .headline)
        #expect(words.map { String($0.text) } == ["Swift UI ", "레이아웃 예제"])
        #expect(words.map(\.face) == [.inter(.semibold, display: false), .nanum(bold: true)])
        // The Hangul run is NanumSquare's own shaped width, with no tracking.
        let hangul = try Self.shapedWidth("안녕하세요", file: "NanumSquareR.ttf", size: 17)
        #expect(abs(mixed[0].width - hangul) < 1e-9)
        let total = m.width(of: "안녕하세요! Laying out", font: .body)
        #expect(abs(total - mixed.map(\.width).reduce(0, +)) < 1e-9)
    }

    /// A Hangul syllable is drawn with NanumSquare and a Latin letter with Inter:
    /// the line's pixels equal the glyph rendered alone in that font.
    @Test func fallbackRunsAreDrawnWithTheirFonts() throws {
        let m = try SDLTextMeasurer(fontsDirectory: SDLTestSupport.fontsDirectory, scale: 2)
        let rasterizer = TextRasterizer(measurer: m, scale: 2)
        for (text, face) in [("하", FontFace.nanum(bold: false)), ("g", .inter(.regular, display: false))] {
            let line = try #require(rasterizer.rasterize(text, font: .body))
            defer { SDL_FreeSurface(line) }
            let ttf = try #require(m.drawingFont(face, size: 17, pixelsPerPoint: 2))
            let glyph = try #require(TTF_RenderUTF8_Blended(ttf, text, SDL_Color(r: 255, g: 255, b: 255, a: 255)))
            defer { SDL_FreeSurface(glyph) }
            #expect(Self.alphaSum(line) == Self.alphaSum(glyph), "\(text) is not drawn with \(face.fileName)")
            #expect(Self.alphaSum(line) > 0)
        }
    }

    /// The shaped width in points of `text` in a font file at `size`, unhinted at 64 pixels per point.
    static func shapedWidth(_ text: String, file: String, size: CGFloat) throws -> CGFloat {
        let path = SDLTestSupport.fontsDirectory + "/" + file
        let font = try #require(TTF_OpenFontDPI(path, Int32(size * 4), 1152, 1152))
        defer { TTF_CloseFont(font) }
        TTF_SetFontHinting(font, TTF_HINTING_NONE)
        TTF_SetFontKerning(font, 1)
        var w: Int32 = 0, h: Int32 = 0
        #expect(TTF_SizeUTF8(font, text, &w, &h) == 0)
        return CGFloat(w) / 64
    }

    /// The sum of a surface's alpha channel (RGBA32 or ARGB8888).
    static func alphaSum(_ surface: UnsafeMutablePointer<SDL_Surface>) -> Int {
        guard let converted = SDL_ConvertSurfaceFormat(surface, scrollsim_pixelformat_rgba32(), 0) else { return -1 }
        defer { SDL_FreeSurface(converted) }
        let s = converted.pointee
        let bytes = s.pixels.assumingMemoryBound(to: UInt8.self)
        var sum = 0
        for y in 0..<Int(s.h) {
            for x in 0..<Int(s.w) { sum += Int(bytes[y * Int(s.pitch) + x * 4 + 3]) }
        }
        return sum
    }
}
