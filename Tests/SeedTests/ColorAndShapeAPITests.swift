import Foundation
import Testing
import ScrollSim

// Colours, gradients and shapes as SwiftUI code names them: UIKit's colour
// type, HSB and colour-space initialisers, named colours, angular and
// elliptical gradients, `AnyShape`.

@MainActor
@Suite struct ColorAndShapeAPITests {
    /// HSB as UIKit converts it: hue 0 red, 1/3 green, 2/3 blue; saturation
    /// 0 grey at the brightness; hue wraps.
    @Test func hueSaturationBrightness() {
        #expect(Color(hue: 0, saturation: 1, brightness: 1) == Color(red: 1, green: 0, blue: 0))
        #expect(Color(hue: 1.0 / 3, saturation: 1, brightness: 1).components.map { ($0 * 1e9).rounded() / 1e9 } == [0, 1, 0, 1])
        #expect(Color(hue: 2.0 / 3, saturation: 1, brightness: 0.5).components.map { ($0 * 1e9).rounded() / 1e9 } == [0, 0, 0.5, 1])
        #expect(Color(hue: 0.5, saturation: 0, brightness: 0.4, opacity: 0.5) == Color(red: 0.4, green: 0.4, blue: 0.4, opacity: 0.5))
        #expect(Color(hue: 1.25, saturation: 1, brightness: 1) == Color(hue: 0.25, saturation: 1, brightness: 1))
        // Hue 1/12: between red and yellow, green half up.
        #expect(Color(hue: 1.0 / 12, saturation: 1, brightness: 1).components.map { ($0 * 1e9).rounded() / 1e9 } == [1, 0.5, 0, 1])
    }

    /// `UIColor` is `Color`: UIKit's initialisers and semantic colours compile
    /// and are the same colours.
    @Test func uiKitColoursAreColours() {
        let brand = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8)
        #expect(Color(brand) == Color(red: 0.2, green: 0.4, blue: 0.6, opacity: 0.8))
        #expect(Color(UIColor.systemGray6) == Color.systemGray6)
        #expect(Color(uiColor: .secondarySystemBackground) == Color.secondarySystemBackground)
        #expect(UIColor(white: 0.5, alpha: 1) == Color(white: 0.5))
        #expect(Color(.sRGB, red: 1, green: 0.5, blue: 0, opacity: 1) == Color(red: 1, green: 0.5, blue: 0))
    }

    /// A named colour is the one registered under its name; an unknown
    /// name draws nothing (clear), as a missing asset does on iOS.
    @Test func namedColours() throws {
        Color.register(Color(red: 0.1, green: 0.4, blue: 0.9), named: "TestBrandBlue")
        #expect(Color("TestBrandBlue") == Color(red: 0.1, green: 0.4, blue: 0.9))
        #expect(Color("NoSuchColourAnywhere") == .clear)
        let app = try settledApp(Color("TestBrandBlue").frame(width: 10, height: 10))
        #expect(filledRects(app, Color(red: 0.1, green: 0.4, blue: 0.9)).count == 1)
    }

    /// An angular gradient's location at a point is its angle's place in the
    /// sweep, clockwise from the trailing direction (y down): a full turn
    /// from 0 puts 3 o'clock at 0, 6 o'clock at 0.25, 9 at 0.5, 12 at 0.75.
    /// A half turn leaves a gap: its first half takes the last colour, its
    /// second the first. An elliptical gradient is 0 at the centre and 1 at
    /// the frame's edges (end fraction 0.5) on both axes.
    @Test func angularAndEllipticalGradientLocations() throws {
        func drawing(_ view: some View) throws -> GradientDrawing {
            let app = try settledApp(view.frame(width: 200, height: 100))
            let found = app.lastFrame!.drawList.commands.compactMap { c -> GradientDrawing? in
                if case let .gradient(d) = c { return d }
                return nil
            }
            return try #require(found.first)
        }
        let conic = try drawing(AngularGradient(colors: [.red, .blue], center: .center))
        #expect(abs(conic.location(atX: 150, y: 50) - 0) < 1e-12)
        #expect(abs(conic.location(atX: 100, y: 90) - 0.25) < 1e-12)
        #expect(abs(conic.location(atX: 10, y: 50) - 0.5) < 1e-12)
        #expect(abs(conic.location(atX: 100, y: 10) - 0.75) < 1e-12)
        let half = try drawing(Rectangle().fill(.angularGradient(colors: [.red, .blue], center: .center,
                                                                  startAngle: .zero, endAngle: .degrees(180))))
        #expect(abs(half.location(atX: 100, y: 90) - 0.5) < 1e-12)
        #expect(half.location(atX: 20, y: 40) == 1)     // just past 180°: the gap's first half
        #expect(half.location(atX: 180, y: 40) == 0)    // just before 360°: its second half
        let oval = try drawing(EllipticalGradient(colors: [.white, .blue]))
        #expect(oval.location(atX: 100, y: 50) == 0)
        #expect(oval.location(atX: 200, y: 50) == 1)
        #expect(oval.location(atX: 100, y: 0) == 1)
        #expect(abs(oval.location(atX: 150, y: 50) - 0.5) < 1e-12)
    }

    /// `AnyShape` draws as the shape it wraps, chosen at run time.
    @Test func anyShapeDrawsAsItsShape() throws {
        struct Badge: View {
            var round: Bool
            var body: some View {
                let shape = round ? AnyShape(Circle()) : AnyShape(RoundedRectangle(cornerRadius: 8))
                return shape.fill(Color.orange).frame(width: 40, height: 40)
            }
        }
        let round = try settledApp(Badge(round: true))
        let square = try settledApp(Badge(round: false))
        func commands(_ app: TestApp) -> [DrawCommand] {
            app.lastFrame!.drawList.commands.filter {
                switch $0 {
                case let .fillEllipse(_, c), let .fillRoundedRect(_, _, c), let .fillRect(_, c): return c == .orange
                default: return false
                }
            }
        }
        let r = try #require(commands(round).first)
        let s = try #require(commands(square).first)
        guard case let .fillEllipse(circle, _) = r else { Issue.record("not an ellipse: \(r)"); return }
        guard case let .fillRoundedRect(rect, radius, _) = s else { Issue.record("not a rounded rect: \(s)"); return }
        #expect(circle.size == CGSize(width: 40, height: 40))
        #expect(rect.size == CGSize(width: 40, height: 40) && radius == 8)
    }
    /// The stroke symbols draw as their lines in the symbol's square (a
    /// body-size symbol is 11.978 pt: 1443 / 2048 × 17), a tenth of the side
    /// wide with round ends; any other symbol is the placeholder square.
    @Test func strokeSymbolsDrawAsTheirLines() throws {
        let app = try settledApp(HStack(spacing: 0) {
            Image(systemName: "checkmark")
            Image(systemName: "star.fill")
        }.foregroundStyle(.red))
        let images = app.app.graph.inspect().all { $0.kind == "Image" }.map(\.frame)
        let side: CGFloat = 1443.0 / 2048 * 17
        let commands = app.lastFrame!.drawList.commands
        let paths = commands.compactMap { c -> PathDrawing? in
            if case .path(let d) = c, d.color == .red { return d }
            return nil
        }
        #expect(paths.count == 1)
        let check = try #require(paths.first)
        #expect(check.stroke == StrokeStyle(lineWidth: max(1, side / 10), lineCap: .round, lineJoin: .round))
        let expected = [CGPoint(x: 0.12, y: 0.54), CGPoint(x: 0.38, y: 0.82), CGPoint(x: 0.88, y: 0.16)]
            .map { CGPoint(x: images[0].minX + $0.x * side, y: images[0].minY + $0.y * side) }
        #expect(zip(check.subpaths[0], expected).allSatisfy { abs($0.x - $1.x) < 1e-9 && abs($0.y - $1.y) < 1e-9 })
        #expect(commands.contains { c in
            if case .strokeRoundedRect(let r, _, _, .red) = c { return r == images[1] }
            return false
        })
    }
    /// `AnyShapeStyle` fills and colours as the style it wraps: a gradient
    /// fill stays a gradient, a colour a colour, and `.tint` takes the
    /// environment's tint for text.
    @Test func anyShapeStyleActsAsItsStyle() throws {
        struct Ring: View {
            var seen: Bool
            var body: some View {
                VStack {
                    Rectangle()
                        .fill(seen ? AnyShapeStyle(Color.gray) : AnyShapeStyle(LinearGradient(colors: [.orange, .pink],
                                                                                          startPoint: .top, endPoint: .bottom)))
                        .frame(width: 40, height: 40)
                    Text("Tinted").foregroundStyle(AnyShapeStyle(.tint))
                }
                .tint(.purple)
            }
        }
        let seen = try settledApp(Ring(seen: true))
        let fresh = try settledApp(Ring(seen: false))
        #expect(filledRects(seen, .gray).map(\.size) == [CGSize(width: 40, height: 40)])
        let gradients = fresh.lastFrame!.drawList.commands.compactMap { c -> GradientDrawing? in
            if case let .gradient(d) = c { return d }
            return nil
        }
        #expect(gradients.map(\.gradient) == [Gradient(colors: [.orange, .pink])])
        let colours = seen.lastFrame!.drawList.commands.compactMap { c -> Color? in
            if case let .text(_, _, color) = c { return color }
            return nil
        }
        #expect(colours == [.purple])
    }
}
