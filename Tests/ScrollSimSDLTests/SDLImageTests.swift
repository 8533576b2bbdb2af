import Foundation
import ScrollSim
import ScrollSimSDL
import Testing

/// The SDL image provider and the renderer's image command, with the
/// project-made images in Assets/Images (see its README).
@Suite(.serialized)
@MainActor
struct SDLImageTests {
    static let imagesDirectory = (SDLTestSupport.fontsDirectory as NSString).deletingLastPathComponent + "/Images"

    @Test func theProviderReadsTheVariantForTheScreen() {
        let images = SDLImageProvider(directory: Self.imagesDirectory)
        // sample-photo@2x.png is 120 × 80 pixels; there is no @1x or @3x file.
        for scale in [CGFloat(1), 2, 3] {
            let m = images.image(named: "sample-photo", displayScale: scale)
            #expect(m == ImageMetrics(pixelWidth: 120, pixelHeight: 80, scale: 2))
            #expect(m?.size == CGSize(width: 60, height: 40))
        }
        #expect(images.image(named: "sample-icon", displayScale: 2) == ImageMetrics(pixelWidth: 32, pixelHeight: 32, scale: 2))
        #expect(images.image(named: "no-such-image", displayScale: 2) == nil)
        #expect(images.image(named: "../Images/sample-photo@2x", displayScale: 1) == nil)
        #expect(images.path(of: "sample-photo", scale: 2) == Self.imagesDirectory + "/sample-photo@2x.png")
    }

    @Test func theHostLooksInTheImagesFolderBesideTheFonts() throws {
        let host = try SDLTestSupport.host()
        #expect(host.images.directory == Self.imagesDirectory)
        #expect(host.renderer.images === host.images)
    }

    @Test(arguments: [CGFloat(1), 2])
    func anImageIsScaledIntoItsRectangle(scale: CGFloat) throws {
        let host = try SDLTestSupport.host(scale: scale)
        // The 60 × 40 pt photo drawn into 40 × 20 pt at (10, 10): each quadrant 20 × 10 pt.
        host.renderer.render(DrawList(commands: [
            .image(ImageDrawing(name: "sample-photo", scale: 2, rect: CGRect(x: 10, y: 10, width: 40, height: 20), smooth: false)),
        ]), background: .white)
        let px = Pixels(try host.readPixels())
        func at(_ x: CGFloat, _ y: CGFloat) -> [UInt8] { Array(px[Int(x * scale), Int(y * scale)].prefix(3)) }
        #expect(at(15, 12) == [255, 59, 48])     // red, top left
        #expect(at(45, 12) == [0, 122, 255])     // blue, top right
        #expect(at(15, 27) == [52, 199, 89])     // green, bottom left
        #expect(at(45, 27) == [255, 204, 0])     // yellow, bottom right
        #expect(at(9, 15) == [255, 255, 255])    // outside
        #expect(at(50, 15) == [255, 255, 255])
        #expect(at(30, 31) == [255, 255, 255])
    }

    @Test func aTemplateIsItsAlphaInTheTintAndOpacityBlends() throws {
        let host = try SDLTestSupport.host(scale: 2)
        host.renderer.render(DrawList(commands: [
            .image(ImageDrawing(name: "sample-icon", scale: 2, rect: CGRect(x: 0, y: 0, width: 16, height: 16), tint: .blue)),
            .image(ImageDrawing(name: "sample-icon", scale: 2, rect: CGRect(x: 20, y: 0, width: 16, height: 16))),
            .image(ImageDrawing(name: "sample-photo", scale: 2, rect: CGRect(x: 40, y: 0, width: 60, height: 40), opacity: 0.5)),
        ]), background: .white)
        let px = Pixels(try host.readPixels())
        #expect(Array(px[16, 16].prefix(3)) == [0, 122, 255])   // disc centre, tinted blue
        #expect(Array(px[1, 1].prefix(3)) == [255, 255, 255])    // transparent corner
        #expect(Array(px[56, 16].prefix(3)) == [0, 0, 0])        // untinted: the disc's own black
        // Red (255, 59, 48) at half opacity over white: 255, (59 + 255) / 2, (48 + 255) / 2, ±1 for rounding.
        let half = px[90, 10]
        #expect(half[0] == 255 && abs(Int(half[1]) - 157) <= 1 && abs(Int(half[2]) - 151) <= 1, "half-transparent red is \(half)")
    }

    @Test func capInsetsKeepTheCornersUnscaled() throws {
        let host = try SDLTestSupport.host(scale: 1)
        // Caps of 30 × 20 pt (the whole red quadrant) on a 100 × 80 rectangle:
        // the red corner stays 30 × 20, the middle stretches.
        host.renderer.render(DrawList(commands: [
            .image(ImageDrawing(name: "sample-photo", scale: 2, rect: CGRect(x: 0, y: 0, width: 100, height: 80),
                                capInsets: EdgeInsets(top: 20, leading: 30, bottom: 20, trailing: 30), smooth: false)),
        ]), background: .white)
        let px = Pixels(try host.readPixels())
        #expect(Array(px[29, 19].prefix(3)) == [255, 59, 48])
        #expect(Array(px[71, 19].prefix(3)) == [0, 122, 255])
        #expect(Array(px[29, 61].prefix(3)) == [52, 199, 89])
        #expect(Array(px[71, 61].prefix(3)) == [255, 204, 0])
    }

    @Test func aMissingImageOrNoProviderDrawsNothing() throws {
        let host = try SDLTestSupport.host(scale: 1)
        host.renderer.render(DrawList(commands: [
            .image(ImageDrawing(name: "no-such-image", scale: 1, rect: CGRect(x: 0, y: 0, width: 100, height: 100))),
        ]), background: .white)
        var px = Pixels(try host.readPixels())
        #expect(!px.bytes.contains { $0 != 255 })
        host.renderer.images = nil
        host.renderer.render(DrawList(commands: [
            .image(ImageDrawing(name: "sample-photo", scale: 2, rect: CGRect(x: 0, y: 0, width: 100, height: 100))),
        ]), background: .white)
        px = Pixels(try host.readPixels())
        #expect(!px.bytes.contains { $0 != 255 })
    }
}
