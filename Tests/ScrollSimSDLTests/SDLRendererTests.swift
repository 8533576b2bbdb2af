import Foundation
import ScrollSimCore
import ScrollSimSDL
import Testing

@Suite(.serialized)
@MainActor
struct SDLRendererTests {
    let white: [UInt8] = [255, 255, 255]
    let red: [UInt8] = [255, 0, 0]

    private func render(_ commands: [DrawCommand], scale: CGFloat = 1,
                        background: Color = .white) throws -> (SDLWindowHost, Pixels) {
        let host = try SDLTestSupport.host(scale: scale)
        host.renderer.render(DrawList(commands: commands), background: background)
        return (host, Pixels(try host.readPixels()))
    }

    @Test(arguments: [CGFloat(1), 2])
    func fillRectCoversExactPixels(scale: CGFloat) throws {
        let (_, px) = try render([.fillRect(CGRect(x: 10, y: 10, width: 20, height: 20), Color(red: 1, green: 0, blue: 0))],
                                 scale: scale)
        #expect(px.width == Int(100 * scale) && px.height == Int(100 * scale))
        let lo = Int(10 * scale), hi = Int(30 * scale)   // 10..30 at 1×, 20..60 at 2×
        for (x, y) in [(lo, lo), (hi - 1, lo), (lo, hi - 1), (hi - 1, hi - 1), ((lo + hi) / 2, (lo + hi) / 2)] {
            #expect(px[x, y] == [255, 0, 0, 255], "inside (\(x), \(y)) is \(px[x, y])")
        }
        for (x, y) in [(lo - 1, lo), (lo, lo - 1), (hi, lo), (lo, hi), (hi, hi), (0, 0), (px.width - 1, px.height - 1)] {
            #expect(px[x, y] == [255, 255, 255, 255], "outside (\(x), \(y)) is \(px[x, y])")
        }
    }

    /// A separator laid out for a 3× display is ⅓ pt thick. Drawn at 1× its
    /// rounded edges meet (404 and 404 for 403⅔ … 404), yet it covers the pixel
    /// holding its centre (403.83 → row 403); one at 10 … 10⅓ covers row 10.
    /// Wider than a pixel, a fill keeps its rounded edges (0.5 pt at 2× is one row).
    @Test func hairlinesThinnerThanAPixelCoverOne() throws {
        let third = CGFloat(1) / 3
        let (_, px) = try render([
            .fillRect(CGRect(x: 10, y: 40 + 2 * third, width: 20, height: third), Color(red: 1, green: 0, blue: 0)),
            .fillRect(CGRect(x: 10, y: 10, width: 20, height: third), Color(red: 1, green: 0, blue: 0)),
            .fillRect(CGRect(x: 60 + third, y: 10, width: third, height: 20), Color(red: 1, green: 0, blue: 0)),
        ])
        #expect(Array(px[15, 40].prefix(3)) == red)
        #expect(Array(px[15, 39].prefix(3)) == white)
        #expect(Array(px[15, 41].prefix(3)) == white)
        #expect(Array(px[15, 10].prefix(3)) == red)
        #expect(Array(px[15, 11].prefix(3)) == white)
        #expect(Array(px[60, 15].prefix(3)) == red)
        #expect(Array(px[61, 15].prefix(3)) == white)
        let (_, px2) = try render([.fillRect(CGRect(x: 10, y: 20, width: 20, height: 0.5), Color(red: 1, green: 0, blue: 0))],
                                  scale: 2)
        #expect(Array(px2[30, 40].prefix(3)) == red)
        #expect(Array(px2[30, 39].prefix(3)) == white)
        #expect(Array(px2[30, 41].prefix(3)) == white)
    }

    /// A rounded clip cuts what it holds at its arcs too: a red fill larger
    /// than the clip (10 … 70, radius 20) leaves the blue under the corners
    /// (the pixel at 11, 11 is 27 pt from the arc's centre at 30, 30, past its
    /// radius of 20) and fills the straight edges and the middle. At 2× the
    /// same holds in pixels.
    @Test(arguments: [CGFloat(1), 2])
    func aRoundedClipCutsContentAtItsCorners(scale: CGFloat) throws {
        let blue: [UInt8] = [0, 0, 255]
        let (_, px) = try render([
            .fillRect(CGRect(x: 0, y: 0, width: 100, height: 100), Color(red: 0, green: 0, blue: 1)),
            .pushClip(CGRect(x: 10, y: 10, width: 60, height: 60), cornerRadius: 20),
            .fillRect(CGRect(x: 0, y: 0, width: 100, height: 100), Color(red: 1, green: 0, blue: 0)),
            .popClip,
        ], scale: scale)
        func at(_ x: CGFloat, _ y: CGFloat) -> [UInt8] { Array(px[Int(x * scale), Int(y * scale)].prefix(3)) }
        for (x, y) in [(11, 11), (68.5, 11), (11, 68.5), (68.5, 68.5), (5, 40), (40, 75)] as [(CGFloat, CGFloat)] {
            #expect(at(x, y) == blue, "(\(x), \(y)) is \(at(x, y))")
        }
        for (x, y) in [(40, 10.5), (10.5, 40), (40, 40), (69.5, 40), (40, 69.5), (20, 20)] as [(CGFloat, CGFloat)] {
            #expect(at(x, y) == red, "(\(x), \(y)) is \(at(x, y))")
        }
    }

    /// A filled triangle (apex 50,10; base 10…90 at y 90) covers its inside
    /// and not its corners; a half ring (a 10 pt stroke of the circle of
    /// radius 30 round 50,50, from 3 o'clock clockwise to 9 o'clock) covers
    /// its bottom and leaves its top clear.
    @Test func pathsFillAndStroke() throws {
        let triangle = PathDrawing(subpaths: [[CGPoint(x: 50, y: 10), CGPoint(x: 90, y: 90), CGPoint(x: 10, y: 90)]],
                                   closed: [true], stroke: nil, color: Color(red: 1, green: 0, blue: 0))
        let (_, px) = try render([.path(triangle)])
        #expect(Array(px[50, 60].prefix(3)) == red)
        #expect(Array(px[20, 85].prefix(3)) == red)
        #expect(Array(px[15, 20].prefix(3)) == white)
        #expect(Array(px[85, 20].prefix(3)) == white)
        var ring = Path(ellipseIn: CGRect(x: 20, y: 20, width: 60, height: 60)).trimmedPath(from: 0, to: 0.5)
        ring = ring.offsetBy(dx: 0, dy: 0)
        let flat = ring.flattened()
        let stroke = PathDrawing(subpaths: flat.map(\.points), closed: flat.map(\.closed),
                                 stroke: StrokeStyle(lineWidth: 10), color: Color(red: 1, green: 0, blue: 0))
        let (_, px2) = try render([.path(stroke)])
        #expect(Array(px2[50, 80].prefix(3)) == red, "the bottom of the ring")
        #expect(Array(px2[50, 20].prefix(3)) == white, "its top is not drawn")
        #expect(Array(px2[50, 50].prefix(3)) == white, "nor its middle")
    }

    @Test func clipCutsARect() throws {
        let (_, px) = try render([
            .pushClip(CGRect(x: 0, y: 0, width: 50, height: 100), cornerRadius: 0),
            .fillRect(CGRect(x: 20, y: 20, width: 60, height: 20), Color(red: 1, green: 0, blue: 0)),
            .popClip,
            .fillRect(CGRect(x: 20, y: 60, width: 60, height: 20), Color(red: 1, green: 0, blue: 0)),
        ])
        #expect(Array(px[49, 30].prefix(3)) == red)
        #expect(Array(px[50, 30].prefix(3)) == white)
        #expect(Array(px[79, 30].prefix(3)) == white)
        // After popClip the clip is gone again.
        #expect(Array(px[79, 70].prefix(3)) == red)
    }

    @Test func nestedClipsIntersect() throws {
        let (_, px) = try render([
            .pushClip(CGRect(x: 0, y: 0, width: 50, height: 100), cornerRadius: 0),
            .pushClip(CGRect(x: 40, y: 0, width: 60, height: 100), cornerRadius: 8),
            .fillRect(CGRect(x: 0, y: 0, width: 100, height: 100), Color(red: 1, green: 0, blue: 0)),
            .popClip,
            .popClip,
        ])
        #expect(Array(px[39, 50].prefix(3)) == white)
        #expect(Array(px[45, 50].prefix(3)) == red)
        #expect(Array(px[50, 50].prefix(3)) == white)
    }

    @Test func emptyClipDrawsNothing() throws {
        let (_, px) = try render([
            .pushClip(CGRect(x: 0, y: 0, width: 10, height: 10), cornerRadius: 0),
            .pushClip(CGRect(x: 50, y: 50, width: 10, height: 10), cornerRadius: 0),
            .fillRect(CGRect(x: 0, y: 0, width: 100, height: 100), Color(red: 1, green: 0, blue: 0)),
            .fillEllipse(CGRect(x: 0, y: 0, width: 100, height: 100), Color(red: 1, green: 0, blue: 0)),
            .popClip,
            .popClip,
        ])
        #expect(!px.bytes.enumerated().contains { $0.offset % 4 != 3 && $0.element != 255 })
    }

    @Test(arguments: [CGFloat(1), 2])
    func filledCircleIsAntiAliased(scale: CGFloat) throws {
        let (_, px) = try render([.fillEllipse(CGRect(x: 10, y: 10, width: 80, height: 80), Color(red: 1, green: 0, blue: 0))],
                                 scale: scale)
        let c = Int(50 * scale)
        #expect(Array(px[c, c].prefix(3)) == red)
        #expect(Array(px[Int(12 * scale), Int(12 * scale)].prefix(3)) == white)
        #expect(Array(px[0, 0].prefix(3)) == white)
        // Rim pixels between red and white: blended, neither colour.
        var partial = 0
        for y in 0..<px.height {
            for x in 0..<px.width {
                let p = px[x, y]
                if p[0] >= 250, p[1] > 10, p[1] < 245, abs(Int(p[1]) - Int(p[2])) <= 1 { partial += 1 }
            }
        }
        #expect(partial > Int(40 * scale), "only \(partial) blended rim pixels")
    }

    @Test func roundedRectHasRoundCornersAndStraightEdges() throws {
        let (_, px) = try render([.fillRoundedRect(CGRect(x: 10, y: 10, width: 80, height: 60), cornerRadius: 16,
                                                   Color(red: 1, green: 0, blue: 0))])
        #expect(Array(px[10, 10].prefix(3)) == white)       // the corner is cut away
        #expect(Array(px[50, 10].prefix(3)) == red)         // the top edge is crisp
        #expect(Array(px[50, 9].prefix(3)) == white)
        #expect(Array(px[10, 40].prefix(3)) == red)         // and the left edge
        #expect(Array(px[9, 40].prefix(3)) == white)
        #expect(Array(px[50, 40].prefix(3)) == red)
    }

    @Test func strokesStayInsideTheEdge() throws {
        let (_, px) = try render([
            .strokeRect(CGRect(x: 10, y: 10, width: 30, height: 30), lineWidth: 2, Color(red: 1, green: 0, blue: 0)),
            .strokeEllipse(CGRect(x: 50, y: 10, width: 40, height: 40), lineWidth: 3, Color(red: 1, green: 0, blue: 0)),
            .strokeRoundedRect(CGRect(x: 10, y: 60, width: 80, height: 30), cornerRadius: 8, lineWidth: 2,
                               Color(red: 1, green: 0, blue: 0)),
        ])
        #expect(Array(px[10, 20].prefix(3)) == red)
        #expect(Array(px[11, 20].prefix(3)) == red)
        #expect(Array(px[12, 20].prefix(3)) == white)
        #expect(Array(px[9, 20].prefix(3)) == white)
        #expect(Array(px[51, 30].prefix(3)) == red)          // ellipse's left side
        #expect(Array(px[70, 30].prefix(3)) == white)        // its hollow centre
        #expect(Array(px[49, 30].prefix(3)) == white)
        #expect(Array(px[50, 60].prefix(3)) == red)          // rounded rect's top edge
        #expect(Array(px[50, 75].prefix(3)) == white)
    }

    @Test func translucentFillBlends() throws {
        let (_, px) = try render([.fillRect(CGRect(x: 0, y: 0, width: 50, height: 50), Color(red: 0, green: 0, blue: 0, opacity: 0.5))])
        let v = Int(px[10, 10][0])
        #expect(abs(v - 128) <= 2)
    }

    @Test(arguments: [CGFloat(1), 2])
    func textDrawsInsideItsLineBox(scale: CGFloat) throws {
        let host = try SDLTestSupport.host(width: 200, height: 100, scale: scale)
        let font = Font(size: 17)
        let text = "안녕 Hello"
        let width = host.measurer.width(of: Substring(text), font: font)
        let height = host.measurer.lineHeight(for: font)
        let origin = CGPoint(x: 20, y: 30)
        host.renderer.render(DrawList(commands: [
            .text([TextLine(text: text, origin: origin, width: width)], font, .black),
        ]), background: .white)
        let px = Pixels(try host.readPixels())
        var inside = 0, outside = 0
        let box = CGRect(origin: origin, size: CGSize(width: width, height: height)).insetBy(dx: -2, dy: -2)
        for y in 0..<px.height {
            for x in 0..<px.width where px.differs(x: x, y: y, from: white) {
                let point = CGPoint(x: (CGFloat(x) + 0.5) / scale, y: (CGFloat(y) + 0.5) / scale)
                if box.contains(point) { inside += 1 } else { outside += 1 }
            }
        }
        #expect(inside > Int(100 * scale * scale))
        #expect(outside == 0)
    }

    @Test func textTakesItsColour() throws {
        let host = try SDLTestSupport.host(width: 200, height: 60, scale: 2)
        host.renderer.render(DrawList(commands: [
            .fillRect(CGRect(x: 0, y: 0, width: 200, height: 60), Color(red: 0, green: 0, blue: 1)),
            .text([TextLine(text: "███ Bold", origin: CGPoint(x: 10, y: 10), width: 100)],
                  Font(size: 28, weight: .bold), Color(red: 1, green: 1, blue: 0)),
        ]), background: .white)
        let px = Pixels(try host.readPixels())
        // Every pixel is a blend of blue and yellow: red equals green, blue is their complement.
        var yellow = 0
        for y in 0..<px.height {
            for x in 0..<px.width {
                let p = px[x, y]
                #expect(p[0] == p[1] && abs(Int(p[0]) + Int(p[2]) - 255) <= 1, "\(p) at \(x),\(y)")
                if p[0] == 255 { yellow += 1 }
            }
        }
        #expect(yellow > 100)
    }

    @Test func textureCacheDoesNotGrowWhenAFrameRepeats() throws {
        let host = try SDLTestSupport.host(width: 300, height: 300, scale: 2)
        let lines = (0..<10).map { TextLine(text: "Row \($0) 행", origin: CGPoint(x: 10, y: CGFloat($0) * 25), width: 80) }
        let list = DrawList(commands: [.text(lines, .body, .black), .text([lines[0]], .headline, .blue)])
        host.renderer.render(list, background: .white)
        let count = host.renderer.cachedTextureCount
        #expect(count == 11)  // ten lines in one font, one in another
        for _ in 0..<100 { host.renderer.render(list, background: .white) }
        #expect(host.renderer.cachedTextureCount == count)
    }

    @Test func textureCacheEvictsLinesNoLongerDrawn() throws {
        let host = try SDLTestSupport.host(width: 300, height: 300, scale: 1)
        let renderer = SDLRenderer(renderer: host.renderer.sdlRenderer!, scale: 1, measurer: host.measurer,
                                   textureCacheLimit: 20, textureMaxAge: 5)
        for i in 0..<200 {
            let line = TextLine(text: "Line \(i)", origin: CGPoint(x: 10, y: 10), width: 60)
            renderer.render(DrawList(commands: [.text([line], .body, .black)]), background: .white)
            #expect(renderer.cachedTextureCount <= 7)
        }
        renderer.invalidate()
    }

    /// A group scaled by 2 about (10, 10): a 10-point square at (10, 10) covers 10…30.
    @Test func aScaledGroupCoversItsScaledPixels() throws {
        let (_, px) = try render([
            .beginTransform(DrawTransform(anchor: CGPoint(x: 10, y: 10), scale: CGSize(width: 2, height: 2), rotation: 0)),
            .fillRect(CGRect(x: 10, y: 10, width: 10, height: 10), Color(red: 1, green: 0, blue: 0)),
            .endTransform,
        ])
        for (x, y) in [(10, 10), (29, 10), (10, 29), (29, 29), (20, 20)] {
            #expect(px[x, y] == [255, 0, 0, 255], "inside (\(x), \(y)) is \(px[x, y])")
        }
        for (x, y) in [(9, 10), (30, 10), (10, 30), (30, 30), (5, 5)] {
            #expect(px[x, y] == [255, 255, 255, 255], "outside (\(x), \(y)) is \(px[x, y])")
        }
    }

    /// A 40 × 10 bar rotated a quarter turn about its centre (50, 50) stands 10 × 40.
    @Test func aRotatedGroupIsTurnedAboutItsAnchor() throws {
        let (_, px) = try render([
            .beginTransform(DrawTransform(anchor: CGPoint(x: 50, y: 50), scale: CGSize(width: 1, height: 1), rotation: .pi / 2)),
            .fillRect(CGRect(x: 30, y: 45, width: 40, height: 10), Color(red: 1, green: 0, blue: 0)),
            .endTransform,
            .fillRect(CGRect(x: 0, y: 0, width: 5, height: 5), Color(red: 0, green: 0, blue: 1)),
        ])
        for (x, y) in [(50, 32), (50, 67), (46, 50), (53, 50)] {
            #expect(px[x, y] == [255, 0, 0, 255], "inside (\(x), \(y)) is \(px[x, y])")
        }
        for (x, y) in [(35, 50), (64, 50), (50, 27), (50, 72)] {
            #expect(px[x, y] == [255, 255, 255, 255], "outside (\(x), \(y)) is \(px[x, y])")
        }
        // Drawing after the group goes on the window again.
        #expect(px[2, 2] == [0, 0, 255, 255])
    }

    /// A group is composed inside the clip in effect where it began.
    @Test func aTransformedGroupIsClippedByTheClipAround() throws {
        let (_, px) = try render([
            .pushClip(CGRect(x: 0, y: 0, width: 20, height: 100), cornerRadius: 0),
            .beginTransform(DrawTransform(anchor: CGPoint(x: 10, y: 10), scale: CGSize(width: 2, height: 2), rotation: 0)),
            .fillRect(CGRect(x: 10, y: 10, width: 10, height: 10), Color(red: 1, green: 0, blue: 0)),
            .endTransform,
            .popClip,
        ])
        #expect(px[15, 15] == [255, 0, 0, 255])
        #expect(px[25, 15] == [255, 255, 255, 255])
    }

    @Test func savePNGRoundTrips() throws {
        let host = try SDLTestSupport.host(width: 60, height: 40, scale: 2)
        host.renderer.render(DrawList(commands: [.fillRect(CGRect(x: 0, y: 0, width: 10, height: 10), .blue)]),
                             background: .white)
        let path = SDLTestSupport.temporaryPath("roundtrip.png")
        defer { try? FileManager.default.removeItem(atPath: path) }
        try host.savePNG(path: path)
        let image = try #require(IMGLoad(path))
        #expect(image.width == 120 && image.height == 80)
        #expect(image.topLeft == [0, 122, 255])
    }

    @Test func savePNGToAMissingDirectoryThrows() throws {
        let host = try SDLTestSupport.host(width: 10, height: 10)
        host.renderer.render(DrawList(), background: .white)
        do {
            try host.savePNG(path: "/nonexistent-dir/x.png")
            Issue.record("expected an error")
        } catch {
            let message = "\(error)"
            #expect(message.contains("/nonexistent-dir/x.png"))
            #expect(message.hasSuffix("."))
        }
    }

    @Test func headlessResizeMakesANewSurface() throws {
        let host = try SDLTestSupport.host(width: 100, height: 100, scale: 2)
        try host.resize(to: CGSize(width: 50, height: 30))
        host.renderer.render(DrawList(), background: .white)
        let px = try host.readPixels()
        #expect(px.width == 100 && px.height == 60)
        #expect(host.size == CGSize(width: 50, height: 30))
    }

    @Test func clockIsMonotonic() throws {
        let host = try SDLTestSupport.host()
        let a = host.now()
        let b = host.now()
        #expect(a >= 0 && b >= a)
        #expect(host.pollEvents().allSatisfy { $0 != .quit })
    }
}
