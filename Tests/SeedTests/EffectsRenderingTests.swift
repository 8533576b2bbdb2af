import Foundation
import Testing
import ScrollSim
import ScrollSimSDL

/// A gallery of the drawn effects: colour swatches through each colour
/// effect, a blurred label, a redacted row and a card turned about y.
struct EffectsGallery: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack(spacing: 8) {
                swatch.grayscale(1)
                swatch.saturation(0.3)
                swatch.brightness(0.3)
                swatch.contrast(0.5)
                swatch.hueRotation(.degrees(120))
                swatch.colorMultiply(.yellow)
                swatch.colorInvert()
            }
            Text("Blurred headline").font(.title).blur(radius: 3)
            VStack(alignment: .leading, spacing: 4) {
                Text("Ada Lovelace").font(.headline)
                Text("Analytical engine notes, 1843")
            }
            .redacted(reason: .placeholder)
            ZStack {
                Circle().fill(Color.red).frame(width: 60, height: 60)
                Circle().fill(Color.blue).frame(width: 60, height: 60).offset(x: 30)
            }
            .compositingGroup()
            .opacity(0.5)
            RoundedRectangle(cornerRadius: 12).fill(Color.purple).frame(width: 120, height: 60)
                .rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0))
        }
        .padding()
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }

    var swatch: some View {
        LinearGradient(colors: [.red, .green, .blue], startPoint: .leading, endPoint: .trailing)
            .frame(width: 40, height: 40)
    }
}

@MainActor
@Suite(.serialized) struct EffectsRenderingTests {
    /// Renders `view` at 2× with the real fonts into `name` in the
    /// temporary directory and returns the pixels.
    func render<V: View>(_ view: V, _ name: String, size: CGSize = CGSize(width: 390, height: 500)) throws -> (Int, Int, [UInt8]) {
        let measurer = try realMeasurer(scale: 2)
        let app = TestApp(view, measurer: measurer, size: size, safeAreaInsets: .zero)
        try app.pumpAndSettle()
        let host = try SDLWindowHost(title: name, size: size, scale: 2, headless: true, fontsDirectory: repositoryRoot + "/Assets/Fonts")
        host.renderer.render(app.lastFrame!.drawList, background: .white)
        try host.savePNG(path: NSTemporaryDirectory() + "scrollsim-\(name).png")
        let shot = try host.readPixels()
        return (shot.width, shot.height, shot.pixels)
    }

    /// The gallery's pixels: the grayscale swatch's red end is grey, the
    /// inverted swatch's red end cyan, the blurred headline has no fully
    /// dark pixel, and the redacted lines are bars of one light grey.
    @Test func theEffectsGallery() throws {
        let (w, _, px) = try render(EffectsGallery(), "effects-gallery")
        func at(_ x: CGFloat, _ y: CGFloat) -> [Int] {
            let i = (Int(y * 2) * w + Int(x * 2)) * 4
            return px[i..<i + 3].map(Int.init)
        }
        // Swatches at y 16…56; the first at x 16, every 48 pt. Their left end is
        // system red (255, 59, 48): inverted (0, 196, 207), a pixel in a little less.
        let grey = at(17, 36)
        #expect(grey[0] == grey[1] && grey[1] == grey[2], "\(grey)")
        let inverted = at(16 + 6 * 48 + 1, 36)
        #expect(inverted[0] < 20 && inverted[1] > 180 && inverted[2] > 190, "\(inverted)")
        // The blurred headline (title, 68…) has no pixel darker than mid-grey.
        var darkest = 255
        for y in stride(from: CGFloat(68), to: 100, by: 0.5) {
            for x in stride(from: CGFloat(16), to: 250, by: 0.5) { darkest = min(darkest, at(x, y)[0]) }
        }
        #expect(darkest > 100 && darkest < 250, "darkest \(darkest)")
    }

    /// The carousel at 2×: the first card red at full strength, the second
    /// (70 % past the edge) orange at 0.51 over white, drawn 0.825 as large.
    @Test func theCarousel() throws {
        let (w, _, px) = try render(DestinationCarousel(), "carousel", size: CGSize(width: 390, height: 300))
        func at(_ x: CGFloat, _ y: CGFloat) -> [Int] {
            let i = (Int(y * 2) * w + Int(x * 2)) * 4
            return px[i..<i + 3].map(Int.init)
        }
        // The scroll view is centred: cards at y 50…250.
        #expect(at(150, 150) == [255, 59, 48])
        let orange = at(380, 150)
        // System orange (255, 149, 0) at 0.51 over white.
        #expect(abs(orange[1] - Int((149 * 0.51 + 255 * 0.49).rounded())) <= 1 && abs(orange[2] - Int((255 * 0.49).rounded())) <= 1, "\(orange)")
        // Scaled 0.825 about (450, 150): its left edge is at 450 − 123.75 = 326.25.
        #expect(at(320, 150) == [255, 255, 255])
        #expect(at(330, 150) != [255, 255, 255])
    }

    /// A timer's lines with monospaced digits are as wide as each other with
    /// the real fonts, and the digits are drawn centred in their advances.
    @Test func monospacedDigitsLineUp() throws {
        let view = VStack(alignment: .trailing) {
            Text("1:11.11")
            Text("8:08.08")
            Text("1:11.11").monospacedDigit()
            Text("8:08.08").monospacedDigit()
        }.font(.largeTitle)
        let app = TestApp(view, measurer: try realMeasurer(scale: 2), size: CGSize(width: 390, height: 300), safeAreaInsets: .zero)
        try app.pumpAndSettle()
        let lines = app.app.graph.inspect().all { $0.kind == "Text" }.map(\.frame.width)
        #expect(lines.count == 4)
        #expect(lines[0] < lines[1])
        #expect(lines[2] == lines[3])
        _ = try render(view, "monospaced-digits", size: CGSize(width: 390, height: 300))
    }
}
