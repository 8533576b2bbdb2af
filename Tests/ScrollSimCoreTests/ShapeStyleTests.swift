import Testing
@testable import ScrollSimCore

/// Gradients, materials, `background(_:in:)`, corner styles, `clipShape`,
/// `zIndex` and the forms of `ignoresSafeArea` (docs/layout-rules.md,
/// "Shape styles" and "Materials").
@MainActor
struct ShapeStyleTests {
    let red = Color(red: 1, green: 0, blue: 0)
    let blue = Color(red: 0, green: 0, blue: 1)

    func components(_ c: Color) -> [Double] { [c.red, c.green, c.blue, c.opacity] }

    func gradients(_ g: ViewGraph) -> [GradientDrawing] {
        g.drawList().commands.compactMap { if case .gradient(let d) = $0 { return d }; return nil }
    }

    @Test func colorsAreSpacedEvenlyAndStopsAreSorted() {
        #expect(Gradient(colors: [red, .green, blue]).stops.map(\.location) == [0, 0.5, 1])
        #expect(Gradient(colors: [red]).stops.map(\.location) == [0])
        let g = Gradient(stops: [.init(color: blue, location: 0.75), .init(color: red, location: 0.25)])
        #expect(g.stops.map(\.color) == [red, blue])
        // Before the first stop its colour, after the last the last; linear between.
        #expect(g.color(at: 0) == red)
        #expect(g.color(at: 0.25) == red)
        #expect(g.color(at: 0.5) == Color(red: 0.5, green: 0, blue: 0.5))
        #expect(g.color(at: 0.75) == blue)
        #expect(g.color(at: 1.2) == blue)
        // Two stops at one location: a hard edge, the later colour from there on.
        let hard = Gradient(stops: [.init(color: red, location: 0), .init(color: red, location: 0.5),
                                    .init(color: blue, location: 0.5), .init(color: blue, location: 1)])
        #expect(hard.color(at: 0.4999) == red)
        #expect(hard.color(at: 0.5) == blue)
        // Opacity blends unpremultiplied.
        #expect(Gradient(colors: [red, red.opacity(0)]).color(at: 0.5) == Color(red: 1, green: 0, blue: 0, opacity: 0.5))
    }

    @Test func aLinearGradientViewFillsItsFrame() {
        let g = laidOut(LinearGradient(colors: [red, blue], startPoint: .leading, endPoint: .trailing).frame(width: 100, height: 20),
                        size: CGSize(width: 100, height: 20))
        let d = gradients(g)
        #expect(d == [GradientDrawing(rect: CGRect(x: 0, y: 0, width: 100, height: 20), outline: .rectangle,
                                      geometry: .linear(start: .leading, end: .trailing), gradient: Gradient(colors: [red, blue]))])
        // x = 50 is halfway; the projection on the line decides, not y.
        #expect(d[0].location(atX: 50, y: 3) == 0.5)
        #expect(d[0].color(atX: 25, y: 19) == Color(red: 0.75, green: 0, blue: 0.25))
    }

    @Test func aDiagonalGradientRunsAlongTheLineInPoints() {
        // 200 × 100 from top-leading to bottom-trailing: the line (200, 100);
        // the point (100, 0) projects to (100·200) / (200² + 100²) = 0.4.
        let d = GradientDrawing(rect: CGRect(x: 0, y: 0, width: 200, height: 100), outline: .rectangle,
                                geometry: .linear(start: .topLeading, end: .bottomTrailing), gradient: Gradient(colors: [red, blue]))
        #expect(d.location(atX: 100, y: 0) == 0.4)
        #expect(d.location(atX: 100, y: 50) == 0.5)
    }

    @Test func aRadialGradientGoesOutFromItsCentre() {
        let view = RadialGradient(colors: [red, blue], center: .center, startRadius: 10, endRadius: 50).frame(width: 100, height: 100)
        let d = gradients(laidOut(view, size: CGSize(width: 100, height: 100)))[0]
        #expect(d.geometry == .radial(center: .center, startRadius: 10, endRadius: 50))
        #expect(d.color(atX: 50, y: 50) == red)          // inside the start radius
        #expect(d.color(atX: 55, y: 50) == red)
        #expect(d.color(atX: 80, y: 50) == Color(red: 0.5, green: 0, blue: 0.5))   // 30 out: halfway from 10 to 50
        #expect(d.color(atX: 50, y: 100) == blue)         // 50 out
        #expect(d.color(atX: 0, y: 0) == blue)            // beyond the end radius
    }

    @Test func shapesFillAndForegroundStyleTakeGradients() {
        let lg = LinearGradient(colors: [red, blue], startPoint: .top, endPoint: .bottom)
        let view = VStack(spacing: 0) {
            RoundedRectangle(cornerRadius: 12).fill(lg).frame(width: 100, height: 40)
            Circle().fill(.radialGradient(colors: [red, blue], center: .center, startRadius: 0, endRadius: 20)).frame(width: 40, height: 40)
            Rectangle().frame(width: 100, height: 10).foregroundStyle(lg)
            Text("Hi").foregroundStyle(lg)
        }
        let g = laidOut(view.frame(width: 100, alignment: .leading), size: CGSize(width: 100, height: 200))
        let d = gradients(g)
        #expect(d.map(\.outline) == [.roundedRectangle(cornerRadius: 12), .ellipse, .rectangle])
        // 40 + 40 + 10 + 16 = 106 pt tall, centred in 200: from y 47.
        #expect(d.map(\.rect) == [CGRect(x: 0, y: 47, width: 100, height: 40), CGRect(x: 30, y: 87, width: 40, height: 40),
                                  CGRect(x: 0, y: 127, width: 100, height: 10)])
        // Text draws in one colour: the gradient's halfway colour.
        let textColors = g.drawList().commands.compactMap { if case .text(_, _, let c) = $0 { return c }; return nil }
        #expect(textColors == [Color(red: 0.5, green: 0, blue: 0.5)])
    }

    @Test func foregroundColorInsideAGradientStyleWins() {
        let view = Rectangle().foregroundColor(red)
            .foregroundStyle(LinearGradient(colors: [red, blue], startPoint: .top, endPoint: .bottom))
        let g = laidOut(view.frame(width: 10, height: 10), size: CGSize(width: 10, height: 10))
        #expect(g.drawList().commands == [.fillRect(CGRect(x: 0, y: 0, width: 10, height: 10), red)])
    }

    @Test func gradientOpacityMultipliesEveryStop() {
        let view = LinearGradient(colors: [red, blue], startPoint: .top, endPoint: .bottom).opacity(0.5)
        let d = gradients(laidOut(view.frame(width: 10, height: 10), size: CGSize(width: 10, height: 10)))
        #expect(d.first?.gradient.stops.map(\.color) == [red.opacity(0.5), blue.opacity(0.5)])
    }

    @Test func backgroundInAShapeIsSizedToTheView() {
        // Text "Tag": 24 × 16 with the fixed measurer, padded by 8.
        let g = laidOut(Text("Tag").padding(8).background(.blue, in: RoundedRectangle(cornerRadius: 12)).fixedSize(),
                        size: CGSize(width: 100, height: 100))
        let rect = CGRect(x: 30, y: 34, width: 40, height: 32)
        let commands = g.drawList().commands
        #expect(commands.first == .fillRoundedRect(rect, cornerRadius: 12, .blue))
        if case .text = commands.last {} else { Issue.record("the text is not drawn over its background: \(commands)") }
        // A capsule of a material; `background(in:)` fills with the window background.
        let capsule = laidOut(Text("Tag").padding(8).background(.regularMaterial, in: Capsule()).fixedSize(),
                              size: CGSize(width: 100, height: 100))
        guard case .fillRoundedRect(let r, 16, let c) = capsule.drawList().commands.first else {
            Issue.record("no capsule: \(capsule.drawList().commands)")
            return
        }
        #expect(r == rect && components(c) == [1, 1, 1, 0.7])
        let plain = laidOut(Text("Tag").padding(8).background(in: Circle()).fixedSize(), size: CGSize(width: 100, height: 100))
        #expect(plain.drawList().commands.first == .fillEllipse(CGRect(x: 34, y: 34, width: 32, height: 32), .systemBackground))
    }

    @Test(arguments: [ColorScheme.light, .dark])
    func materialsAreTranslucentTints(scheme: ColorScheme) {
        let expected: [Double] = [0.35, 0.55, 0.7, 0.85, 0.93]
        let materials: [Material] = [.ultraThinMaterial, .thinMaterial, .regularMaterial, .thickMaterial, .ultraThickMaterial, .bar]
        let view = VStack(spacing: 0) {
            ForEach(0..<materials.count, id: \.self) { i in Rectangle().fill(materials[i]).frame(width: 10, height: 10) }
        }.environment(\.colorScheme, scheme)
        let colors = laidOut(view, size: CGSize(width: 10, height: 60)).drawList().commands.compactMap {
            if case .fillRect(_, let c) = $0 { return c }; return nil
        }
        let tint = scheme == .light ? Color(white: 1) : Color(rgb255: 28, 28, 30)
        let bar = scheme == .light ? Color(rgb255: 249, 249, 249, opacity: 0.94) : Color(rgb255: 29, 29, 29, opacity: 0.94)
        #expect(colors.map(components) == expected.map { components(tint.opacity($0)) } + [components(bar)])
    }

    @Test func aStyleBackgroundExtendsOverTheSafeArea() {
        let insets = EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)
        let view = VStack {
            Text("Header").frame(maxWidth: .infinity).background(.ultraThinMaterial)
            Spacer()
        }
        let g = laidOut(view, size: CGSize(width: 390, height: 844), insets: insets)
        let fills = g.drawList().commands.compactMap { if case .fillRect(let r, _) = $0 { return r }; return nil }
        // The text is at the top of the safe area (y 47, 16 tall); its background reaches the window's top.
        #expect(fills == [CGRect(x: 0, y: 0, width: 390, height: 63)])
        // Without the edges it keeps to the frame.
        let kept = laidOut(VStack { Text("Header").frame(maxWidth: .infinity).background(.blue, ignoresSafeAreaEdges: []); Spacer() },
                           size: CGSize(width: 390, height: 844), insets: insets)
        #expect(kept.drawList().commands.first == .fillRect(CGRect(x: 0, y: 47, width: 390, height: 16), .blue))
    }

    /// `Color` is a view and a shape style; as in SwiftUI, a colour value
    /// picks the style form, which reaches over the safe area, and only the
    /// closure form keeps to the frame.
    @Test func aColourValueBackgroundExtendsOverTheSafeAreaAndAClosureDoesNot() {
        let insets = EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)
        let size = CGSize(width: 390, height: 844)
        let value = laidOut(VStack { Text("Header").frame(maxWidth: .infinity).background(Color.blue); Spacer() },
                            size: size, insets: insets)
        #expect(value.drawList().commands.first == .fillRect(CGRect(x: 0, y: 0, width: 390, height: 63), .blue))
        let overlay = laidOut(VStack { Spacer(); Text("Footer").frame(maxWidth: .infinity).overlay(Color.blue.opacity(0.5)) },
                              size: size, insets: insets)
        let overlayFills = overlay.drawList().commands.compactMap { if case .fillRect(let r, _) = $0 { return r }; return nil }
        #expect(overlayFills == [CGRect(x: 0, y: 844 - 34 - 16, width: 390, height: 16 + 34)])
        let closure = laidOut(VStack { Text("Header").frame(maxWidth: .infinity).background { Color.blue }; Spacer() },
                              size: size, insets: insets)
        #expect(closure.drawList().commands.first == .fillRect(CGRect(x: 0, y: 47, width: 390, height: 16), .blue))
        let aligned = laidOut(VStack { Text("Header").frame(maxWidth: .infinity).background(Color.blue, alignment: .top); Spacer() },
                              size: size, insets: insets)
        #expect(aligned.drawList().commands.first == .fillRect(CGRect(x: 0, y: 47, width: 390, height: 16), .blue))
    }

    @Test func backgroundOfAGradientView() {
        let g = laidOut(Text("Hi").frame(width: 50, height: 20)
                            .background(LinearGradient(colors: [red, blue], startPoint: .leading, endPoint: .trailing)),
                        size: CGSize(width: 50, height: 20))
        #expect(gradients(g).map(\.rect) == [CGRect(x: 0, y: 0, width: 50, height: 20)])
    }

    @Test func bothCornerStylesDrawCircularCorners() {
        for style in [RoundedCornerStyle.circular, .continuous] {
            let g = laidOut(RoundedRectangle(cornerRadius: 10, style: style).fill(red).frame(width: 60, height: 40),
                            size: CGSize(width: 60, height: 40))
            #expect(g.drawList().commands == [.fillRoundedRect(CGRect(x: 0, y: 0, width: 60, height: 40), cornerRadius: 10, red)])
        }
    }

    @Test func clipShapeRoundsWhatFillsIt() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 100)
        let circle = laidOut(red.frame(width: 100, height: 100).clipShape(Circle()), size: rect.size)
        #expect(circle.drawList().commands == [.pushClip(rect, cornerRadius: 50), .fillRoundedRect(rect, cornerRadius: 50, red), .popClip])
        let capsule = laidOut(red.frame(width: 100, height: 40).clipShape(Capsule()), size: CGSize(width: 100, height: 40))
        #expect(capsule.drawList().commands[1] == .fillRoundedRect(CGRect(x: 0, y: 0, width: 100, height: 40), cornerRadius: 20, red))
        let gradient = laidOut(LinearGradient(colors: [red, blue], startPoint: .top, endPoint: .bottom)
                                .frame(width: 100, height: 100).clipShape(RoundedRectangle(cornerRadius: 16)), size: rect.size)
        #expect(gradients(gradient).map(\.outline) == [.roundedRectangle(cornerRadius: 16)])
    }

    @Test func zIndexOrdersDrawingAndTapsButNotLayout() {
        final class Taps { var names: [String] = [] }
        let taps = Taps()
        func square(_ color: Color, _ name: String) -> some View {
            color.frame(width: 50, height: 50).onTapGesture { taps.names.append(name) }
        }
        func scene(_ redOnTop: Bool) -> some View {
            ZStack {
                square(red, "red").zIndex(redOnTop ? 1 : 0)
                square(blue, "blue")
            }
        }
        func colors(_ g: ViewGraph) -> [Color] {
            g.drawList().commands.compactMap { if case .fillRect(_, let c) = $0 { return c }; return nil }
        }
        func tap(_ g: ViewGraph, _ t: Double) {
            g.handle(.pointerDown(CGPoint(x: 25, y: 25)), time: t)
            g.handle(.pointerUp(CGPoint(x: 25, y: 25)), time: t + 0.1)
            g.update()
        }
        let plain = laidOut(scene(false), size: CGSize(width: 50, height: 50))
        #expect(colors(plain) == [red, blue])
        tap(plain, 1)
        let raised = laidOut(scene(true), size: CGSize(width: 50, height: 50))
        #expect(colors(raised) == [blue, red])
        tap(raised, 1)
        #expect(taps.names == ["blue", "red"])
        // A VStack keeps its positions: the raised first row is drawn last, where it was.
        let stack = laidOut(VStack(spacing: 0) {
            red.frame(width: 10, height: 10).zIndex(2)
            blue.frame(width: 10, height: 10)
        }, size: CGSize(width: 10, height: 20))
        #expect(stack.drawList().commands == [.fillRect(CGRect(x: 0, y: 10, width: 10, height: 10), blue),
                                              .fillRect(CGRect(x: 0, y: 0, width: 10, height: 10), red)])
    }

    struct RaisableScene: View {
        let top: Bool
        var body: some View {
            HStack(spacing: -5) {
                Color(red: 1, green: 0, blue: 0).frame(width: 10, height: 10).zIndex(top ? 1 : 0)
                Color(red: 0, green: 0, blue: 1).frame(width: 10, height: 10)
            }
        }
    }

    @Test func zIndexChangesOnUpdate() {
        let g = laidOut(RaisableScene(top: false), size: CGSize(width: 15, height: 10))
        func order() -> [Color] { g.drawList().commands.compactMap { if case .fillRect(_, let c) = $0 { return c }; return nil } }
        #expect(order() == [red, blue])
        g.setRoot(RaisableScene(top: true))
        g.update()
        #expect(order() == [blue, red])
        #expect(g.frames(of: "Rectangle") == [CGRect(x: 0, y: 0, width: 10, height: 10), CGRect(x: 5, y: 0, width: 10, height: 10)])
        g.setRoot(RaisableScene(top: false))
        g.update()
        #expect(order() == [red, blue])
    }

    @Test func ignoresSafeAreaForms() {
        let insets = EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)
        let size = CGSize(width: 390, height: 844)
        func frame<V: View>(_ v: V) -> CGRect { laidOut(v, size: size, insets: insets).frames(of: "Rectangle")[0] }
        #expect(frame(red.ignoresSafeArea()) == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(frame(red.ignoresSafeArea(.container, edges: .top)) == CGRect(x: 0, y: 0, width: 390, height: 810))
        #expect(frame(red.ignoresSafeArea(edges: .bottom)) == CGRect(x: 0, y: 47, width: 390, height: 797))
        // No keyboard is shown: ignoring its region changes nothing.
        #expect(frame(red.ignoresSafeArea(.keyboard)) == CGRect(x: 0, y: 47, width: 390, height: 763))
    }
}

@MainActor
struct ZIndexNestingTests {
    @Test func theInnermostZIndexCounts() {
        let red = Color(red: 1, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 1)
        let g = laidOut(ZStack {
            red.frame(width: 10, height: 10).zIndex(1).padding(0).zIndex(-1)
            blue.frame(width: 10, height: 10)
        }, size: CGSize(width: 10, height: 10))
        let colors = g.drawList().commands.compactMap { c -> Color? in if case .fillRect(_, let x) = c { return x }; return nil }
        #expect(colors == [blue, red])
    }
}
