import Foundation
import ScrollSimCore
import ScrollSimSDL
import Testing

/// Gradients and clip shapes drawn by the SDL renderer, pixel by pixel:
/// each pixel takes the gradient's colour at its centre (sRGB,
/// unpremultiplied), so the expected values below are computed from the
/// rule at those centres and allowed ±1 for rounding.
@Suite(.serialized)
@MainActor
struct GradientRenderingTests {
    let red = Color(red: 1, green: 0, blue: 0)
    let blue = Color(red: 0, green: 0, blue: 1)

    private func render(_ commands: [DrawCommand], scale: CGFloat = 1, size: CGFloat = 100) throws -> Pixels {
        let host = try SDLTestSupport.host(width: size, height: size, scale: scale)
        host.renderer.render(DrawList(commands: commands), background: .white)
        return Pixels(try host.readPixels())
    }

    private func render<V: View>(view: V, scale: CGFloat = 1) throws -> Pixels {
        let host = try SDLTestSupport.host(scale: scale)
        let graph = ViewGraph(view, measurer: host.measurer, size: CGSize(width: 100, height: 100))
        graph.update()
        host.renderer.render(graph.drawList(), background: .white)
        return Pixels(try host.readPixels())
    }

    /// Red to blue at `t`: (255(1 − t), 0, 255t).
    private func redToBlue(_ t: Double) -> [Double] { [255 * (1 - t), 0, 255 * t] }

    private func expectNear(_ px: [UInt8], _ rgb: [Double], _ note: String) {
        for i in 0..<3 {
            #expect(abs(Double(px[i]) - rgb[i]) <= 1, "\(note): \(px) is not \(rgb)")
        }
        #expect(px[3] == 255, "\(note): alpha \(px[3])")
    }

    @Test(arguments: [CGFloat(1), 2])
    func aHorizontalGradientBlendsAcrossItsWidth(scale: CGFloat) throws {
        let d = GradientDrawing(rect: CGRect(x: 0, y: 0, width: 100, height: 20), outline: .rectangle,
                                geometry: .linear(start: .leading, end: .trailing), gradient: Gradient(colors: [red, blue]))
        let px = try render([.gradient(d)], scale: scale)
        let last = Int(100 * scale) - 1
        for x in [0, Int(25 * scale), Int(50 * scale), Int(75 * scale), last] {
            let t = (Double(x) + 0.5) / Double(scale) / 100
            expectNear(px[x, 5], redToBlue(t), "x \(x) at \(scale)×")
        }
        // At 2× the pixel starting at 50 pt is within one step of the midpoint (127.5, 0, 127.5).
        if scale == 2 { expectNear(px[100, 5], [127.5, 0, 127.5], "midpoint") }
        // Below the gradient's 20 pt the window stays white.
        #expect(Array(px[Int(50 * scale), Int(20 * scale)].prefix(3)) == [255, 255, 255])
    }

    @Test func systemColoursBlendComponentWise() throws {
        // Color.red (255, 59, 48) to Color.blue (0, 122, 255), at 2×: pixel 100 is 50.25 pt.
        let d = GradientDrawing(rect: CGRect(x: 0, y: 0, width: 100, height: 10), outline: .rectangle,
                                geometry: .linear(start: .leading, end: .trailing), gradient: Gradient(colors: [.red, .blue]))
        let px = try render([.gradient(d)], scale: 2)
        expectNear(px[100, 4], [127.5, 90.5, 151.5], "midpoint")
    }

    @Test func stopsAreHonoured() throws {
        let d = GradientDrawing(rect: CGRect(x: 0, y: 0, width: 100, height: 10), outline: .rectangle,
                                geometry: .linear(start: .leading, end: .trailing),
                                gradient: Gradient(stops: [.init(color: red, location: 0.2), .init(color: blue, location: 0.6)]))
        let px = try render([.gradient(d)])
        #expect(px[0, 5] == [255, 0, 0, 255])
        #expect(px[19, 5] == [255, 0, 0, 255])
        expectNear(px[40, 5], redToBlue((40.5 - 20) / 40), "between the stops")
        #expect(px[60, 5] == [0, 0, 255, 255])
        #expect(px[99, 5] == [0, 0, 255, 255])
    }

    @Test func aVerticalGradientBlendsDown() throws {
        let d = GradientDrawing(rect: CGRect(x: 10, y: 0, width: 20, height: 100), outline: .rectangle,
                                geometry: .linear(start: .top, end: .bottom), gradient: Gradient(colors: [red, blue]))
        let px = try render([.gradient(d)])
        for y in [0, 30, 99] { expectNear(px[15, y], redToBlue((Double(y) + 0.5) / 100), "y \(y)") }
        #expect(Array(px[9, 50].prefix(3)) == [255, 255, 255])
        #expect(Array(px[30, 50].prefix(3)) == [255, 255, 255])
    }

    @Test func aRadialGradientHasItsColoursAtTheCentreAndEdge() throws {
        let d = GradientDrawing(rect: CGRect(x: 0, y: 0, width: 100, height: 100), outline: .rectangle,
                                geometry: .radial(center: .center, startRadius: 0, endRadius: 50), gradient: Gradient(colors: [red, blue]))
        let px = try render([.gradient(d)])
        func at(_ x: Int, _ y: Int) -> Double {
            let dx = Double(x) + 0.5 - 50, dy = Double(y) + 0.5 - 50
            return min(1, (dx * dx + dy * dy).squareRoot() / 50)
        }
        for (x, y) in [(50, 50), (49, 49), (75, 50), (50, 20), (99, 50), (0, 0), (99, 99)] {
            expectNear(px[x, y], redToBlue(at(x, y)), "(\(x), \(y))")
        }
        #expect(px[0, 0] == [0, 0, 255, 255])   // past the end radius
        // The pixel at the centre is 0.71 pt from it: red 255 · (1 − 0.0141) = 251.4.
        #expect(px[50, 50][0] == 251)
    }

    @Test func aGradientTakesItsOutline() throws {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 100)
        let g = Gradient(colors: [red, red])
        let rounded = try render([.gradient(GradientDrawing(rect: rect, outline: .roundedRectangle(cornerRadius: 30),
                                                            geometry: .linear(start: .top, end: .bottom), gradient: g))])
        #expect(rounded[1, 1] == [255, 255, 255, 255])
        #expect(rounded[50, 50] == [255, 0, 0, 255])
        #expect(rounded[50, 0] == [255, 0, 0, 255])
        let ellipse = try render([.gradient(GradientDrawing(rect: rect, outline: .ellipse,
                                                            geometry: .linear(start: .top, end: .bottom), gradient: g))])
        #expect(ellipse[10, 10] == [255, 255, 255, 255])
        #expect(ellipse[50, 50] == [255, 0, 0, 255])
    }

    @Test func clipShapeCircleCutsTheCorners() throws {
        let px = try render(view: red.frame(width: 100, height: 100).clipShape(Circle()))
        #expect(px[3, 3] == [255, 255, 255, 255])
        #expect(px[96, 96] == [255, 255, 255, 255])
        #expect(px[50, 50] == [255, 0, 0, 255])
        #expect(px[50, 1] == [255, 0, 0, 255])
        let gradient = try render(view: LinearGradient(colors: [red, blue], startPoint: .leading, endPoint: .trailing)
            .frame(width: 100, height: 100).clipShape(Circle()))
        #expect(gradient[3, 3] == [255, 255, 255, 255])
        expectNear(gradient[50, 50], redToBlue(0.505), "centre")
    }

    @Test func aGradientTextureIsReusedWhenItMoves() throws {
        let host = try SDLTestSupport.host()
        let g = Gradient(colors: [red, blue])
        func frame(_ y: CGFloat) {
            host.renderer.render(DrawList(commands: [.gradient(GradientDrawing(rect: CGRect(x: 0, y: y, width: 40, height: 20),
                                                                              outline: .rectangle,
                                                                              geometry: .linear(start: .leading, end: .trailing),
                                                                              gradient: g))]),
                                 background: .white)
        }
        frame(0)
        let count = host.renderer.cachedTextureCount
        frame(30)
        #expect(host.renderer.cachedTextureCount == count)
        let px = Pixels(try host.readPixels())
        expectNear(px[20, 40], redToBlue(20.5 / 40), "moved")
    }
}
