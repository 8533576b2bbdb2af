import CSDL2
import Foundation
import ScrollSimCore
@testable import ScrollSimSDL
import Testing

/// Italic text is the upright face slanted by 12° (Inter ships no italics
/// here): each row moves right by its height above the baseline × tan 12°.
@Suite(.serialized)
@MainActor
struct ObliqueTextTests {
    /// A 40 × 30 white surface with one opaque column at x = 10.
    func column() throws -> UnsafeMutablePointer<SDL_Surface> {
        let s = try #require(SDL_CreateRGBSurfaceWithFormat(0, 40, 30, 32, scrollsim_pixelformat_rgba32()))
        let base = s.pointee.pixels.assumingMemoryBound(to: UInt8.self)
        for y in 0..<30 {
            for x in 0..<40 {
                let p = base + y * Int(s.pointee.pitch) + x * 4
                p[0] = 255; p[1] = 255; p[2] = 255; p[3] = x == 10 ? 255 : 0
            }
        }
        return s
    }

    func alpha(_ s: UnsafeMutablePointer<SDL_Surface>, _ x: Int, _ y: Int) -> UInt8 {
        s.pointee.pixels.assumingMemoryBound(to: UInt8.self)[y * Int(s.pointee.pitch) + x * 4 + 3]
    }

    @Test func rowsMoveByTheirHeightAboveTheBaselineTimesTan12() throws {
        let s = try column()
        defer { SDL_FreeSurface(s) }
        // Baseline at 25.5: row 15's centre is 10 px above it, moved 2.1256 px.
        TextRasterizer.shear(s, baseline: 25.5)
        let shift = 10 * tan(12 * Double.pi / 180)
        #expect(abs(shift - 2.1256) < 0.0001)
        #expect(alpha(s, 12, 15) == UInt8((255 * (1 - (shift - 2))).rounded()))   // 223
        #expect(alpha(s, 13, 15) == UInt8((255 * (shift - 2)).rounded()))         // 32
        #expect(alpha(s, 10, 15) == 0 && alpha(s, 11, 15) == 0 && alpha(s, 14, 15) == 0)
        // The row on the baseline stays put.
        #expect(alpha(s, 10, 25) == 255)
        // Below it, rows move left: row 29 is 4 px below, 0.85 px to the left.
        #expect(alpha(s, 9, 29) == UInt8((255 * 4 * tan(12 * Double.pi / 180)).rounded()))
    }

    @Test func italicTextIsDrawnSlantedAndAsWideAsMeasured() throws {
        let m = try SDLTextMeasurer(fontsDirectory: SDLTestSupport.fontsDirectory, scale: 2)
        let r = TextRasterizer(measurer: m, scale: 2)
        let upright = try #require(r.rasterize("l", font: .body))
        let italic = try #require(r.rasterize("l", font: Font(size: 17, italic: true)))
        defer { SDL_FreeSurface(upright); SDL_FreeSurface(italic) }
        #expect(upright.pointee.w == italic.pointee.w && upright.pointee.h == italic.pointee.h)
        #expect(m.width(of: "l", font: Font(size: 17, italic: true)) == m.width(of: "l", font: .body))
        // The stem's centre near the top of the line is further right in italic than upright.
        func centre(_ s: UnsafeMutablePointer<SDL_Surface>, row: Int) -> Double {
            var sum = 0.0, weight = 0.0
            for x in 0..<Int(s.pointee.w) {
                let a = Double(alpha(s, x, row))
                sum += a * Double(x); weight += a
            }
            return weight > 0 ? sum / weight : .nan
        }
        let pad = r.padding(for: .body).y
        let baseline = Double(pad) + Double(SystemFontMetrics.baseline(17)) * 2
        let row = Int(baseline) - 20   // 20 px (10 pt) above the baseline, inside the stem
        let moved = centre(italic, row: row) - centre(upright, row: row)
        let expected = (baseline - (Double(row) + 0.5)) * tan(12 * Double.pi / 180)
        #expect(abs(moved - expected) < 0.1)
    }
}
