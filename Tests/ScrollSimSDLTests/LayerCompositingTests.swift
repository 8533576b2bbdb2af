import Foundation
import ScrollSimCore
import ScrollSimSDL
import Testing

/// How the SDL backend puts layers down: a transform's layer composed as
/// premultiplied colour (translucent content keeps its colour), and a mask
/// group's alpha multiplying the layer it ends in.
@Suite(.serialized)
@MainActor
struct LayerCompositingTests {
    private func render(_ commands: [DrawCommand], background: Color = .white, scale: CGFloat = 1) throws -> Pixels {
        let host = try SDLTestSupport.host(scale: scale)
        host.renderer.render(DrawList(commands: commands), background: background)
        return Pixels(try host.readPixels())
    }

    let halfRed = Color(red: 1, green: 0, blue: 0, opacity: 0.5)
    let square = CGRect(x: 20, y: 20, width: 60, height: 60)
    let centre = CGPoint(x: 50, y: 50)

    // MARK: Transforms

    /// 50 % red over white is alpha 128: green and blue 255 · 127 / 255 =
    /// 127, red 255. Drawn the same through a layer scaled by 1.0001,
    /// turned by 0.01°, scaled by 2 and 0.5 (inside the square), and
    /// through two nested layers. (Composed with plain alpha blending, the
    /// layer's red was 128 · 128 / 255 + 127 = 191.)
    @Test func aTranslucentSquareKeepsItsColourThroughATransformLayer() throws {
        let expected: [UInt8] = [255, 127, 127, 255]
        let direct = try render([.fillRect(square, halfRed)])
        #expect(direct[50, 50] == expected)
        let transforms = [
            DrawTransform(anchor: centre, scale: CGSize(width: 1.0001, height: 1.0001), rotation: 0),
            DrawTransform(anchor: centre, scale: CGSize(width: 1, height: 1), rotation: 0.01 * .pi / 180),
            DrawTransform(anchor: centre, scale: CGSize(width: 2, height: 2), rotation: 0),
            DrawTransform(anchor: centre, scale: CGSize(width: 0.5, height: 0.5), rotation: 0),
            DrawTransform(anchor: centre, scale: CGSize(width: -1, height: 1), rotation: .pi / 6),
        ]
        for t in transforms {
            let px = try render([.beginTransform(t), .fillRect(square, halfRed), .endTransform])
            #expect(px[50, 50] == expected, "\(t)")
            #expect(px[45, 55] == expected, "\(t)")
            // Outside what the layer draws, the background is untouched
            // (the square scaled by 2 about its centre covers the window).
            if t.scale.width != 2 { #expect(px[2, 2] == [255, 255, 255, 255], "\(t)") }
        }
        let nested = try render([
            .beginTransform(transforms[0]), .beginTransform(transforms[1]),
            .fillRect(square, halfRed),
            .endTransform, .endTransform,
        ])
        #expect(nested[50, 50] == expected)
    }

    /// Only the part of a layer that was drawn is composed, and it lands
    /// where the whole layer would: a 20-pt square at (10, 10) mirrored
    /// about x = 50 lies at 70…90, mirrored about y = 50 at y 70…90, scaled
    /// by 2 about (50, 50) at −30…10; inside a second layer (scaled by
    /// 1.0001 about its centre) mirrored it is still at 70…90.
    @Test func aLayerLandsWhereItsWholeTextureWould() throws {
        let small = CGRect(x: 10, y: 10, width: 20, height: 20)
        let expected: [UInt8] = [255, 127, 127, 255], white: [UInt8] = [255, 255, 255, 255]
        func drawn(_ transforms: [DrawTransform]) throws -> Pixels {
            try render(transforms.map { .beginTransform($0) } + [.fillRect(small, halfRed)] + transforms.map { _ in .endTransform })
        }
        let mirrorX = try drawn([DrawTransform(anchor: centre, scale: CGSize(width: -1, height: 1), rotation: 0)])
        #expect(mirrorX[80, 20] == expected && mirrorX[71, 11] == expected && mirrorX[88, 28] == expected)
        #expect(mirrorX[20, 20] == white && mirrorX[68, 20] == white && mirrorX[91, 20] == white)
        let mirrorY = try drawn([DrawTransform(anchor: centre, scale: CGSize(width: 1, height: -1), rotation: 0)])
        #expect(mirrorY[20, 80] == expected && mirrorY[20, 20] == white)
        let doubled = try drawn([DrawTransform(anchor: centre, scale: CGSize(width: 2, height: 2), rotation: 0)])
        #expect(doubled[5, 5] == expected && doubled[12, 12] == white)
        let nested = try drawn([DrawTransform(anchor: centre, scale: CGSize(width: -1, height: 1), rotation: 0),
                                DrawTransform(anchor: CGPoint(x: 20, y: 20), scale: CGSize(width: 1.0001, height: 1.0001), rotation: 0)])
        #expect(nested[80, 20] == expected && nested[20, 20] == white)
        // A quarter turn about (50, 50) takes the square at (10…30, 10…30) to (70…90, 10…30).
        let turned = try drawn([DrawTransform(anchor: centre, scale: CGSize(width: 1, height: 1), rotation: .pi / 2)])
        #expect(turned[80, 20] == expected && turned[20, 20] == white)
    }

    /// Over a colour that is not white the same holds: 50 % red over
    /// (0, 0, 255) is (128, 0, 127) directly and through a layer; two
    /// translucent squares overlapping in one layer make the same colour as
    /// drawn one after the other.
    @Test func translucentLayersComposeLikeDirectDrawing() throws {
        let blue = Color(red: 0, green: 0, blue: 1)
        let t = DrawTransform(anchor: centre, scale: CGSize(width: 1.0001, height: 1.0001), rotation: 0)
        let other = CGRect(x: 40, y: 40, width: 50, height: 50)
        let halfGreen = Color(red: 0, green: 1, blue: 0, opacity: 0.5)
        let direct = try render([.fillRect(square, halfRed), .fillRect(other, halfGreen)], background: blue)
        let layered = try render([.beginTransform(t), .fillRect(square, halfRed), .fillRect(other, halfGreen), .endTransform],
                                 background: blue)
        #expect(direct[30, 30] == [128, 0, 127, 255])
        #expect(layered[30, 30] == direct[30, 30])
        for (x, y) in [(50, 50), (85, 85)] {
            let d = direct[x, y], l = layered[x, y]
            // 8-bit premultiplied values round once more than direct blending: at most 1 apart.
            #expect(zip(d, l).allSatisfy { abs(Int($0) - Int($1)) <= 1 }, "\(x),\(y): \(d) vs \(l)")
        }
    }

    // MARK: Masks

    /// The content group with a mask group at its end.
    private func masked(_ bounds: CGRect, content: [DrawCommand], mask: [DrawCommand], opacity: Double = 1) -> [DrawCommand] {
        [.beginGroup(GroupEffect(bounds: bounds, opacity: opacity))] + content
            + [.beginGroup(GroupEffect(bounds: bounds, isMask: true))] + mask + [.endGroup, .endGroup]
    }

    /// A white rectangle masked by a gradient from clear to black over its
    /// 100 pt, on black. The pixel at x takes the gradient's alpha at its
    /// centre, a = round(255 · (x + 0.5) / 100), as its grey, as SDL draws
    /// that alpha: its blit of a texture with alpha in each pixel computes
    /// (255 · a) >> 8 (a − 1) over a transparent layer, and 255 for 255.
    /// So the grey is the one of a white gradient from clear drawn straight
    /// on black. Outside the rectangle the black background stays.
    @Test func aGradientMaskFadesItsContent() throws {
        let bounds = CGRect(x: 0, y: 10, width: 100, height: 20)
        func gradient(_ colors: [Color]) -> DrawCommand {
            .gradient(GradientDrawing(rect: bounds, outline: .rectangle, geometry: .linear(start: .leading, end: .trailing),
                                      gradient: Gradient(colors: colors)))
        }
        let px = try render(masked(bounds, content: [.fillRect(bounds, .white)], mask: [gradient([.clear, .black])]),
                            background: .black)
        let direct = try render([gradient([Color.white.opacity(0), .white])], background: .black)
        for x in [0, 1, 10, 25, 49, 50, 75, 99] {
            let a = Int((255 * (Double(x) + 0.5) / 100).rounded())
            let grey = UInt8(a == 255 ? 255 : (255 * a) >> 8)
            #expect(px[x, 20] == [grey, grey, grey, 255], "x = \(x)")
            #expect(Array(direct[x, 20].prefix(3)) == [grey, grey, grey], "x = \(x)")
        }
        #expect(px[50, 5] == [0, 0, 0, 255])
        #expect(px[50, 35] == [0, 0, 0, 255])
    }

    /// The mask's own translucency: a mask at alpha 0.5 (128) over red
    /// content gives the colour of 50 % red over white, (255, 127, 127);
    /// where the mask draws nothing the content is gone; the group's
    /// opacity (0.5) multiplies on top: alpha 64, green 255 − 64 = 191.
    @Test func aTranslucentMaskHalvesItsContent() throws {
        let bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        let red = Color(red: 1, green: 0, blue: 0)
        let mask: [DrawCommand] = [.fillRect(CGRect(x: 0, y: 0, width: 50, height: 100), Color(white: 0, opacity: 0.5))]
        let px = try render(masked(bounds, content: [.fillRect(bounds, red)], mask: mask))
        #expect(px[25, 50] == [255, 127, 127, 255])
        #expect(px[75, 50] == [255, 255, 255, 255])
        let faded = try render(masked(bounds, content: [.fillRect(bounds, red)], mask: mask, opacity: 0.5))
        #expect(faded[25, 50] == [255, 191, 191, 255])
    }

    /// A mask group whose bounds are smaller than the content's: outside
    /// them the content is transparent; a mask group that ends outside any
    /// content group changes nothing drawn after it.
    @Test func outsideTheMaskTheContentIsGone() throws {
        let red = Color(red: 1, green: 0, blue: 0)
        let px = try render([
            .beginGroup(GroupEffect(bounds: CGRect(x: 0, y: 0, width: 100, height: 100))),
            .fillRect(CGRect(x: 0, y: 0, width: 100, height: 100), red),
            .beginGroup(GroupEffect(bounds: CGRect(x: 20, y: 20, width: 30, height: 30), isMask: true)),
            .fillRect(CGRect(x: 0, y: 0, width: 100, height: 100), .black),
            .endGroup,
            .endGroup,
        ])
        #expect(px[30, 30] == [255, 0, 0, 255])
        #expect(px[10, 30] == [255, 255, 255, 255])
        #expect(px[60, 30] == [255, 255, 255, 255])
        #expect(px[30, 60] == [255, 255, 255, 255])
    }
}
