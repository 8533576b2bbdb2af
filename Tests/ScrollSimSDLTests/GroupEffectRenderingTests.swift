import Foundation
import ScrollSimCore
import ScrollSimSDL
import Testing

/// Groups drawn by the SDL backend: a layer, read back inside the group's
/// bounds, blurred and recoloured on the CPU, put down at its opacity.
@Suite(.serialized)
@MainActor
struct GroupEffectRenderingTests {
    private func render(_ commands: [DrawCommand], scale: CGFloat = 1) throws -> Pixels {
        let host = try SDLTestSupport.host(scale: scale)
        host.renderer.render(DrawList(commands: commands), background: .white)
        return Pixels(try host.readPixels())
    }

    let red = Color(red: 1, green: 0, blue: 0)

    /// A red 10 × 10 square at (45, 45) blurred with σ = 1.5 (three boxes
    /// of 3: the kernel [1, 3, 6, 7, 6, 3, 1] / 27) on white. The pixel just
    /// left of it gets 6 + 3 + 1 = 10/27 of the red along x and all of it
    /// along y (alpha 94); the first pixel inside gets 7 + 6 + 3 + 1 = 17/27
    /// (alpha 161); three pixels inside it is red; four outside white. (SDL's
    /// 8-bit blending is off by up to 2.)
    @Test func aBlurredGroupSpreadsItsPixels() throws {
        let px = try render([
            .beginGroup(GroupEffect(bounds: CGRect(x: 40, y: 40, width: 20, height: 20), blurRadius: 1.5)),
            .fillRect(CGRect(x: 45, y: 45, width: 10, height: 10), red),
            .endGroup,
        ])
        let alpha = Int((10.0 / 27 * 255).rounded())   // 94
        let edge = px[44, 50]
        #expect(edge[0] >= 253 && abs(Int(edge[1]) - (255 - alpha)) <= 2 && abs(Int(edge[2]) - (255 - alpha)) <= 2, "\(edge)")
        #expect(px[50, 50] == [255, 0, 0, 255])
        #expect(px[48, 48] == [255, 0, 0, 255])
        #expect(px[41, 50] == [255, 255, 255, 255])
        let inside = px[45, 50]
        let insideAlpha = Int((17.0 / 27 * 255).rounded())
        #expect(inside[0] >= 253 && abs(Int(inside[1]) - (255 - insideAlpha)) <= 2, "\(inside)")
    }

    /// At 2× the blur's σ is in points: 3 pixels, boxes of d = ⌊3 · 1.88 + 0.5⌋ = 6.
    @Test func theBlurRadiusIsInPoints() throws {
        let px = try render([
            .beginGroup(GroupEffect(bounds: CGRect(x: 30, y: 30, width: 40, height: 40), blurRadius: 1.5)),
            .fillRect(CGRect(x: 45, y: 45, width: 10, height: 10), red),
            .endGroup,
        ], scale: 2)
        // Two pixels outside the edge (8 reached in all) part of the red shows.
        #expect(px[88, 100][1] < 255 && px[88, 100][1] > 0)
        #expect(px[100, 100] == [255, 0, 0, 255])
    }

    /// A group with a colour matrix: red through `invert` is cyan; outside
    /// its bounds nothing changes.
    @Test func aColourMatrixGroupRecoloursItsPixels() throws {
        let px = try render([
            .beginGroup(GroupEffect(bounds: CGRect(x: 0, y: 0, width: 50, height: 100), colorMatrix: .invert)),
            .fillRect(CGRect(x: 10, y: 10, width: 30, height: 30), red),
            .endGroup,
            .fillRect(CGRect(x: 60, y: 10, width: 30, height: 30), red),
        ])
        #expect(px[20, 20] == [0, 255, 255, 255])
        #expect(px[70, 20] == [255, 0, 0, 255])
        // Transparent parts of the layer stay transparent: the white background shows.
        #expect(px[45, 50] == [255, 255, 255, 255])
    }

    /// A group put down at 0.5: where blue covers red inside the group only
    /// blue shows, at half opacity over white.
    @Test func aGroupsOpacityAppliesToTheWhole() throws {
        let px = try render([
            .beginGroup(GroupEffect(bounds: CGRect(x: 0, y: 0, width: 100, height: 100), opacity: 0.5)),
            .fillRect(CGRect(x: 10, y: 10, width: 40, height: 40), red),
            .fillRect(CGRect(x: 30, y: 10, width: 40, height: 40), Color(red: 0, green: 0, blue: 1)),
            .endGroup,
        ])
        let overlap = px[40, 20], redOnly = px[20, 20]
        #expect(abs(Int(overlap[0]) - 128) <= 1 && abs(Int(overlap[1]) - 128) <= 1 && overlap[2] == 255, "\(overlap)")
        #expect(redOnly[0] == 255 && abs(Int(redOnly[1]) - 128) <= 1 && abs(Int(redOnly[2]) - 128) <= 1, "\(redOnly)")
    }
}
