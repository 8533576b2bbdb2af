import Foundation
import Testing
import ScrollSim

// Drawn effects and position on an iPhone 14 (390 × 844, safe area 47 / 34,
// 1×) with the fake measurer (16 pt lines at 17 pt, 8 pt a character): the
// rules of docs/layout-rules.md, "Drawn effects", checked in the draw list.

/// A provider with one 40 × 20 image named "photo" at 1×.
final class OnePhoto: ImageProviding {
    func image(named name: String, displayScale: CGFloat) -> ImageMetrics? {
        name == "photo" ? ImageMetrics(pixelWidth: 40, pixelHeight: 20, scale: 1) : nil
    }
}

@MainActor
@Suite struct EffectsTests {
    func commands(_ app: TestApp) -> [DrawCommand] { app.lastFrame!.drawList.commands }

    /// The colours of rectangles filled at `rect`.
    func fills(_ app: TestApp, _ rect: CGRect) -> [Color] {
        commands(app).compactMap { if case let .fillRect(r, c) = $0, r == rect { return c }; return nil }
    }

    func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-9 }
    func close(_ c: Color, _ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) -> Bool {
        close(c.red, r) && close(c.green, g) && close(c.blue, b) && close(c.opacity, a)
    }

    // MARK: position

    /// The position view takes its whole proposal (the 200 × 300 frame) and
    /// centres its content on (50, 60) in it; the frame is centred in the
    /// safe area: (95, 278.5).
    @Test func positionCentresTheContentOnThePoint() throws {
        let app = try settledApp(Color.red.frame(width: 30, height: 20).position(x: 50, y: 60).frame(width: 200, height: 300))
        let position = try app.find(.kind("position"))
        #expect(position.frame == CGRect(x: 95, y: 278.5, width: 200, height: 300))
        #expect(filledRects(app, .red) == [CGRect(x: 95 + 50 - 15, y: 278.5 + 60 - 10, width: 30, height: 20)])
    }

    /// Proposed nil (fixedSize), it is 10 × 10, and so is a colour in it.
    @Test func positionProposedNothingIsTenByTen() throws {
        let app = try settledApp(Color.red.position(x: 0, y: 0).fixedSize().frame(width: 200, height: 300))
        let position = try app.find(.kind("position"))
        #expect(position.frame == CGRect(x: 95 + 95, y: 278.5 + 145, width: 10, height: 10))
        #expect(filledRects(app, .red) == [CGRect(x: 190 - 5, y: 423.5 - 5, width: 10, height: 10)])
    }

    /// A full-size view placed by a point: the content keeps its proposal
    /// (the whole 390 × 763 safe area) and is centred on the point.
    @Test func positionGivesItsContentTheSameProposal() throws {
        let app = try settledApp(Color.red.position(CGPoint(x: 0, y: 0)))
        #expect(filledRects(app, .red) == [CGRect(x: -195, y: 47 - 381.5, width: 390, height: 763)])
    }

    // MARK: rotation3DEffect

    func transforms(_ app: TestApp) -> [DrawTransform] {
        commands(app).compactMap { if case let .beginTransform(t) = $0 { return t }; return nil }
    }

    /// About the x axis the height is drawn × cos(angle); about y the
    /// width (180°: mirrored, a half turn of a vertical flip); about z it
    /// is a rotation. The anchor is the view's centre.
    @Test func rotation3DIsDrawnAsAScaleOrARotation() throws {
        let x = try settledApp(Color.red.frame(width: 100, height: 50).rotation3DEffect(.degrees(60), axis: (x: 1, y: 0, z: 0)))
        let tx = try #require(transforms(x).first)
        #expect(tx.anchor == CGPoint(x: 195, y: 428.5))
        #expect(close(Double(tx.scale.width), 1) && close(Double(tx.scale.height), cos(Double.pi / 3)) && tx.rotation == 0)

        let y = try settledApp(Color.red.frame(width: 100, height: 50).rotation3DEffect(.degrees(180), axis: (x: 0, y: 1, z: 0)))
        let ty = try #require(transforms(y).first)
        #expect(close(Double(ty.scale.width), 1) && close(Double(ty.scale.height), -1) && close(ty.rotation, .pi))
        // A point 10 right of the centre is drawn 10 left of it.
        let p = ty.apply(CGPoint(x: 205, y: 428.5))
        #expect(abs(p.x - 185) < 1e-9 && abs(p.y - 428.5) < 1e-9)

        let z = try settledApp(Color.red.frame(width: 100, height: 50).rotation3DEffect(.degrees(90), axis: (x: 0, y: 0, z: 1)))
        let tz = try #require(transforms(z).first)
        #expect(close(Double(tz.scale.width), 1) && close(Double(tz.scale.height), 1) && close(tz.rotation, .pi / 2))
        // Layout is unchanged.
        #expect(try z.find(.kind("transformEffect")).frame == CGRect(x: 145, y: 403.5, width: 100, height: 50))
    }

    // MARK: blur

    /// The content is drawn as a group whose bounds are its frame grown by
    /// 3 · radius (12 for 4), with the radius; opaque: the frame itself.
    @Test func blurDrawsItsContentAsABlurredGroup() throws {
        let app = try settledApp(Color.red.frame(width: 100, height: 50).blur(radius: 4))
        let c = commands(app)
        let begin = try #require(c.firstIndex { if case .beginGroup = $0 { return true }; return false })
        guard case let .beginGroup(e) = c[begin] else { return }
        #expect(e.bounds == CGRect(x: 145 - 12, y: 403.5 - 12, width: 124, height: 74))
        #expect(e.blurRadius == 4 && !e.blurIsOpaque && e.opacity == 1 && e.colorMatrix == nil)
        #expect(c[begin + 1] == .fillRect(CGRect(x: 145, y: 403.5, width: 100, height: 50), .red))
        #expect(c[begin + 2] == .endGroup)
        // Layout is unchanged.
        #expect(try app.find(.kind("blur")).frame == CGRect(x: 145, y: 403.5, width: 100, height: 50))

        let opaque = try settledApp(Color.red.frame(width: 100, height: 50).blur(radius: 4, opaque: true))
        let groups = commands(opaque).compactMap { if case let .beginGroup(e) = $0 { return e }; return nil }
        #expect(groups.map(\.bounds) == [CGRect(x: 145, y: 403.5, width: 100, height: 50)])
        #expect(groups.first?.blurIsOpaque == true)

        let none = try settledApp(Color.red.frame(width: 100, height: 50).blur(radius: 0))
        #expect(!commands(none).contains { if case .beginGroup = $0 { return true }; return false })
    }

    /// Three box blurs of 3 for σ = 1.5 (d = ⌊1.5 · 1.88 + 0.5⌋ = 3): one
    /// opaque pixel spreads as [1, 3, 6, 7, 6, 3, 1] / 27 along each axis,
    /// its colour kept where any of it lands.
    @Test func theBlurOfOnePixelIsTheBoxKernelCubed() {
        #expect(GroupEffect.boxSizes(sigma: 1.5).map { [$0.left, $0.right] } == [[1, 1], [1, 1], [1, 1]])
        #expect(GroupEffect.boxSizes(sigma: 4).map { [$0.left, $0.right] } == [[4, 3], [3, 4], [4, 4]])
        var pixels = [UInt8](repeating: 0, count: 9 * 9 * 4)
        let centre = (4 * 9 + 4) * 4
        pixels[centre] = 255
        pixels[centre + 3] = 255
        let out = GroupEffect(bounds: .zero, blurRadius: 1.5).process(pixels, width: 9, height: 9, scale: 1)
        let kernel: [Double] = [1, 3, 6, 7, 6, 3, 1].map { $0 / 27 }
        for y in 1...7 {
            for x in 1...7 {
                let i = (y * 9 + x) * 4
                let alpha = UInt8((kernel[x - 1] * kernel[y - 1] * 255).rounded())
                #expect(out[i + 3] == alpha, "(\(x), \(y))")
                if alpha > 0 { #expect(Array(out[i..<i + 3]) == [255, 0, 0], "(\(x), \(y))") }
            }
        }
        #expect(out[3] == 0)
    }

    // MARK: colour effects

    /// Each effect's matrix on a fill (W3C Filter Effects coefficients).
    @Test func colourEffectsRecolourFills() throws {
        let rect = CGRect(x: 145, y: 403.5, width: 100, height: 50)
        func fill(_ color: Color, _ effect: (AnyView) -> some View) throws -> Color {
            let app = try settledApp(effect(AnyView(color.frame(width: 100, height: 50))))
            return try #require(fills(app, rect).first)
        }
        let red = Color(red: 1, green: 0, blue: 0)
        #expect(close(try fill(red) { $0.grayscale(1) }, 0.2126, 0.2126, 0.2126))
        #expect(close(try fill(red) { $0.grayscale(0.5) }, 0.2126 + 0.7874 * 0.5, 0.2126 - 0.2126 * 0.5, 0.2126 - 0.2126 * 0.5))
        #expect(close(try fill(red) { $0.saturation(0) }, 0.213, 0.213, 0.213))
        #expect(close(try fill(Color(white: 0.5)) { $0.brightness(0.2) }, 0.7, 0.7, 0.7))
        #expect(close(try fill(Color(white: 0.75)) { $0.contrast(2) }, 1, 1, 1))
        #expect(close(try fill(Color(white: 0.6)) { $0.contrast(0.5) }, 0.55, 0.55, 0.55))
        #expect(close(try fill(red) { $0.hueRotation(.degrees(180)) }, 0, 0.426, 0.426))
        #expect(close(try fill(.white) { $0.colorMultiply(Color(red: 0.5, green: 1, blue: 0.25, opacity: 0.5)) }, 0.5, 1, 0.25, 0.5))
        #expect(close(try fill(red) { $0.colorInvert() }, 0, 1, 1))
        // Nested: the outer effect applies to what the inner one made.
        #expect(close(try fill(red) { $0.grayscale(1).colorInvert() }, 1 - 0.2126, 1 - 0.2126, 1 - 0.2126))
    }

    /// Text, gradient stops and template tints are recoloured as drawn; a
    /// named image is drawn in a group that recolours its pixels.
    @Test func colourEffectsReachTextGradientsAndImages() throws {
        let app = try settledApp(VStack {
            Text("Hi").foregroundStyle(Color(red: 1, green: 0, blue: 0))
            LinearGradient(colors: [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)],
                           startPoint: .leading, endPoint: .trailing).frame(width: 50, height: 10)
            Image(systemName: "star").foregroundStyle(Color(red: 0, green: 1, blue: 0))
        }.colorInvert())
        let c = commands(app)
        let text = c.compactMap { if case let .text(_, _, color) = $0 { return color }; return nil }
        #expect(text.count == 1 && close(text[0], 0, 1, 1))
        let stops = c.compactMap { if case let .gradient(d) = $0 { return d.gradient.stops.map(\.color) }; return nil }
        #expect(stops.count == 1 && close(stops[0][0], 0, 1, 1) && close(stops[0][1], 1, 1, 0))
        let symbol = c.compactMap { if case let .strokeRoundedRect(_, _, _, color) = $0 { return color }; return nil }
        #expect(symbol.count == 1 && close(symbol[0], 1, 0, 1))

        let photo = TestApp(Image("photo").grayscale(1), measurer: fakeMeasurer(), images: OnePhoto())
        try photo.pumpAndSettle()
        let p = commands(photo)
        let i = try #require(p.firstIndex { if case .image = $0 { return true }; return false })
        guard case let .beginGroup(e) = p[i - 1], case let .image(d) = p[i] else {
            Issue.record("the image is not in a group: \(p)")
            return
        }
        #expect(e.bounds == d.rect && d.rect == CGRect(x: 175, y: 418.5, width: 40, height: 20))
        #expect(e.colorMatrix == .grayscale(1) && e.blurRadius == 0 && e.opacity == 1)
        #expect(p[i + 1] == .endGroup)
    }

    /// The 4 × 5 matrices compose: applying `a.after(b)` is applying b then a.
    @Test func colourMatricesCompose() {
        let c = Color(red: 0.3, green: 0.6, blue: 0.9, opacity: 0.8)
        let once = ColorMatrix.hueRotation(1).after(.contrast(0.7)).apply(to: c)
        let twice = ColorMatrix.hueRotation(1).apply(to: ColorMatrix.contrast(0.7).apply(to: c))
        #expect(close(once, twice.red, twice.green, twice.blue, twice.opacity))
    }

    // MARK: compositingGroup

    /// Without a group each fill takes the opacity; with one, the fills are
    /// drawn opaque in a group put down at 0.5, whose bounds hold both.
    @Test func compositingGroupAppliesOpacityToTheWhole() throws {
        func pair() -> some View {
            ZStack(alignment: .leading) {
                Color.red.frame(width: 40, height: 40)
                Color.blue.frame(width: 40, height: 40).offset(x: 20)
            }
        }
        let plain = try settledApp(pair().opacity(0.5))
        #expect(filledRects(plain, .red.opacity(0.5)).count == 1)
        let grouped = try settledApp(pair().compositingGroup().opacity(0.5))
        let c = commands(grouped)
        let groups = c.compactMap { if case let .beginGroup(e) = $0 { return e }; return nil }
        #expect(groups.count == 1)
        #expect(groups.first?.opacity == 0.5)
        // The ZStack is 40 wide (the offset draws 20 beyond it): 175…215, 175…235 drawn.
        #expect(groups.first?.bounds == CGRect(x: 175, y: 408.5, width: 60, height: 40))
        #expect(filledRects(grouped, .red) == [CGRect(x: 175, y: 408.5, width: 40, height: 40)])
        #expect(filledRects(grouped, .blue) == [CGRect(x: 195, y: 408.5, width: 40, height: 40)])
        let drawing = try settledApp(pair().drawingGroup().opacity(0.25))
        #expect(commands(drawing).compactMap { if case let .beginGroup(e) = $0 { return e.opacity }; return nil } == [0.25])
    }

    // MARK: redaction

    struct ReasonLabel: View {
        @Environment(\.redactionReasons) var reasons
        var body: some View { Text(reasons.contains(.placeholder) ? "placeholder" : "plain").unredacted() }
    }

    /// Text lines are drawn as bars (inset 1.6 of the 16-pt line, corner
    /// 3.2) in the text's colour at 16 %, images as filled rectangles;
    /// unredacted views and the layout are unchanged.
    @Test func redactedTextIsDrawnAsBars() throws {
        let app = try settledApp(VStack(spacing: 0) {
            Text("Hello").foregroundStyle(Color(red: 1, green: 0, blue: 0))
            Text("Shown").unredacted()
            Image(systemName: "star")
            ReasonLabel()
        }.redacted(reason: .placeholder))
        let c = commands(app)
        let texts = c.compactMap { if case let .text(lines, _, _) = $0 { return lines.map(\.text) }; return nil }
        #expect(texts == [["Shown"], ["placeholder"]])
        let hello = try app.find(.text("Hello")).frame
        #expect(hello.size == CGSize(width: 40, height: 16))
        let bars = c.compactMap { cmd -> (CGRect, CGFloat, Color)? in
            if case let .fillRoundedRect(r, radius, color) = cmd { return (r, radius, color) }
            return nil
        }
        #expect(bars.count == 1)
        if let bar = bars.first {
            #expect(bar.0 == CGRect(x: hello.minX, y: hello.minY + 1.6, width: 40, height: 16 - 3.2))
            #expect(abs(bar.1 - 12.8 * 0.25) < 1e-9)
            #expect(close(bar.2, 1, 0, 0, 0.16))
        }
        // The symbol's square filled in its tint (.primary) at 16 %.
        #expect(fills(app, try app.find(.kind("Image")).frame).map(\.opacity) == [0.16])
    }

    // MARK: onGeometryChange

    final class Log { var values: [CGFloat] = [] }

    /// The action gets the value when the view appears and again each time
    /// a scroll moves it (53 pt a wheel notch), with no layout change.
    @Test func onGeometryChangeFollowsScrolling() throws {
        let log = Log()
        let app = try settledApp(ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<20) { i in
                    Color.gray.frame(height: 100)
                        .onGeometryChange(for: CGFloat.self) { proxy in proxy.frame(in: .global).minY } action: { value in
                            if i == 5 { log.values.append(value) }
                        }
                }
            }
        })
        // Row 5 starts 500 below the content's top, which is at the window's 47.
        #expect(log.values == [547])
        app.wheel(-1)
        app.pump(1.0 / 60)
        #expect(log.values == [547, 494])
        app.wheel(-2)
        app.pump(1.0 / 60)
        #expect(log.values == [547, 494, 388])
    }

    // MARK: visualEffect

    /// The effect is worked out from the view's frame each time it is drawn:
    /// scrolling moves the view and the effect follows, without layout.
    @Test func visualEffectFollowsTheViewsFrame() throws {
        let app = try settledApp(ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<20) { i in
                    Color.red.frame(height: 100)
                        .visualEffect { content, proxy in
                            content.offset(x: proxy.frame(in: .global).minY < 100 ? 30 : 0)
                                .opacity(proxy.frame(in: .global).minY < 100 ? 0.5 : 1)
                        }
                }
            }
        })
        // Row 0 is at 47 (< 100): drawn 30 to the right, at half opacity; row 1 (147) is not.
        #expect(filledRects(app, .red.opacity(0.5)) == [CGRect(x: 30, y: 47, width: 390, height: 100)])
        #expect(filledRects(app, .red).first == CGRect(x: 0, y: 147, width: 390, height: 100))
        app.wheel(-1)
        app.pump(1.0 / 60)
        // Row 0 at −6 and row 1 at 94 are above 100 now.
        #expect(filledRects(app, .red.opacity(0.5)) == [CGRect(x: 30, y: -6, width: 390, height: 100),
                                                        CGRect(x: 30, y: 94, width: 390, height: 100)])
    }

    // MARK: monospacedDigit

    /// `monospacedDigit()` on a text, on the views above it, and on a font
    /// all draw the text in a font with monospaced digits.
    @Test func monospacedDigitReachesTheFont() throws {
        let app = try settledApp(VStack {
            Text("10:01").monospacedDigit()
            VStack { Text("20:02") }.monospacedDigit()
            Text("30:03").font(.body.monospacedDigit())
            Text("40:04")
        })
        let fonts = commands(app).compactMap { if case let .text(lines, font, _) = $0 { return (lines[0].text, font.hasMonospacedDigits) }; return nil }
        #expect(fonts.map(\.0) == ["10:01", "20:02", "30:03", "40:04"])
        #expect(fonts.map(\.1) == [true, true, true, false])
    }

    // MARK: scrollTransition

    /// Phases from the frame and the visible region: identity when fully
    /// inside; interactive values by the hidden fraction; animated ±1.
    @Test func scrollTransitionPhases() {
        let visible = CGRect(x: 0, y: 0, width: 390, height: 200)
        func phase(_ x: CGFloat, _ c: ScrollTransitionConfiguration = .interactive) -> (ScrollTransitionPhase, Double) {
            let p = ScrollTransitionMetrics.phase(frame: CGRect(x: x, y: 0, width: 100, height: 200), visible: visible,
                                                  axis: .horizontal, configuration: c)
            return (p.phase, p.value)
        }
        #expect(phase(0) == (.identity, 0))
        #expect(phase(290) == (.identity, 0))
        #expect(phase(320) == (.bottomTrailing, 0.3))
        #expect(phase(-25) == (.topLeading, -0.25))
        #expect(phase(-150) == (.topLeading, -1))
        #expect(phase(320, .animated) == (.bottomTrailing, 1))
        #expect(phase(320, .identity) == (.identity, 0))
        // Threshold half visible: identity to 50 % hidden, then 0…1 over the rest.
        #expect(phase(365, ScrollTransitionConfiguration.interactive.threshold(.visible(0.5))) == (.bottomTrailing, 0.5))
        #expect(phase(330, ScrollTransitionConfiguration.interactive.threshold(.visible(0.5))) == (.identity, 0))
        #expect(ScrollTransitionPhase.topLeading.value == -1 && ScrollTransitionPhase.bottomTrailing.value == 1)
        #expect(ScrollTransitionPhase.identity.isIdentity && !ScrollTransitionPhase.topLeading.isIdentity)
    }
}
