import Foundation
import Testing
import ScrollSim

// Screens with matched geometry, timelines and canvases, written the way
// app code writes them with SwiftUI; only the import differs. iPhone 14,
// fake measurer (8 × 16 per character at 17 pt), 1×, 60 frames a second.
// Drawn values are checked frame by frame against docs/layout-rules.md,
// "Matched geometry", "TimelineView" and "Canvas".

struct HeroCardScreen: View {
    @Namespace private var hero
    @State private var expanded = false

    var body: some View {
        VStack(spacing: 0) {
            Button("Toggle") {
                withAnimation(.spring) { expanded.toggle() }
            }
            ZStack {
                if expanded {
                    RoundedRectangle(cornerRadius: 24)
                        .fill(Color.blue)
                        .matchedGeometryEffect(id: "card", in: hero)
                        .frame(maxWidth: .infinity, maxHeight: 400)
                } else {
                    RoundedRectangle(cornerRadius: 12)
                        .fill(Color.blue)
                        .matchedGeometryEffect(id: "card", in: hero)
                        .frame(width: 120, height: 80)
                }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .padding()
        }
    }
}

struct SegmentedTabs: View {
    @Namespace private var underline
    @State private var selected = "Songs"
    let tabs = ["Songs", "Albums", "Artists"]

    var body: some View {
        VStack {
            HStack(spacing: 0) {
                ForEach(tabs, id: \.self) { tab in
                    VStack(spacing: 4) {
                        Text(tab)
                        if selected == tab {
                            Capsule()
                                .fill(Color.orange)
                                .frame(height: 3)
                                .matchedGeometryEffect(id: "underline", in: underline)
                        } else {
                            Color.clear.frame(height: 3)
                        }
                    }
                    .frame(maxWidth: .infinity)
                    .contentShape(Rectangle())
                    .onTapGesture {
                        withAnimation(.spring(response: 0.3, dampingFraction: 0.8)) { selected = tab }
                    }
                }
            }
            Spacer()
        }
    }
}

struct SweepClock: View {
    var body: some View {
        TimelineView(.animation) { context in
            let seconds = context.date.timeIntervalSinceReferenceDate.truncatingRemainder(dividingBy: 60)
            Canvas { gc, size in
                let center = CGPoint(x: size.width / 2, y: size.height / 2)
                let radius = min(size.width, size.height) / 2
                gc.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.gray))
                gc.draw(Text("12"), at: CGPoint(x: center.x, y: 20))
                var hand = gc
                hand.translateBy(x: center.x, y: center.y)
                hand.rotate(by: .degrees(seconds * 6))
                hand.stroke(Path { p in
                    p.move(to: .zero)
                    p.addLine(to: CGPoint(x: 0, y: -(radius - 10)))
                }, with: .color(.red), lineWidth: 2)
            }
            .frame(width: 200, height: 200)
        }
    }
}

@MainActor
@Suite struct TypicalMotionScreensTests {
    /// The rounded rectangles drawn in `color`'s red, green and blue at any
    /// opacity: (rect, corner radius, opacity).
    func rounded(_ app: TestApp, _ color: Color) -> [(CGRect, CGFloat, Double)] {
        app.lastFrame!.drawList.commands.compactMap { c in
            if case let .fillRoundedRect(r, radius, k) = c, k.red == color.red, k.green == color.green, k.blue == color.blue {
                return (r, radius, k.opacity)
            }
            return nil
        }
    }

    /// The displacement from 1 at rest of a spring of `response` and
    /// `dampingFraction` (ζ ≤ 1), t seconds after it is let go: the closed
    /// form e^(−ζωt)(cos ω_d t + ζω/ω_d · sin ω_d t), ω = 2π/response,
    /// ω_d = ω√(1 − ζ²); e^(−ωt)(1 + ωt) when critically damped.
    func springUnit(response: Double, dampingFraction z: Double, t: Double) -> Double {
        let w = 2 * Double.pi / response
        if z == 1 { return exp(-w * t) * (1 + w * t) }
        let wd = w * (1 - z * z).squareRoot()
        return exp(-z * w * t) * (cos(wd * t) + z * w / wd * sin(wd * t))
    }

    func close(_ a: CGRect, _ b: CGRect, _ tolerance: Double = 1e-9) -> Bool {
        abs(Double(a.minX - b.minX)) < tolerance && abs(Double(a.minY - b.minY)) < tolerance
            && abs(Double(a.width - b.width)) < tolerance && abs(Double(a.height - b.height)) < tolerance
    }

    /// "Toggle" is 16 tall at the top of the safe area (47); the ZStack fills
    /// the rest inside 16 of padding: x 16…374, y 79…794 (715 tall), and
    /// centres the card. Collapsed: 120 × 80 at (135, 79 + (715 − 80)/2);
    /// expanded: 358 × 400 at (16, 79 + (715 − 400)/2). Toggled inside
    /// `withAnimation(.spring)` (critically damped, response 0.5), the
    /// expanded card is drawn from the collapsed card's frame to its own,
    /// fading in, while the collapsed one is drawn at the same frame fading
    /// out, each frame r(t) = to + (from − to)·u(t), u the spring from 1.
    @Test func aHeroCardExpands() throws {
        let app = try settledApp(HeroCardScreen())
        let small = CGRect(x: 135, y: 79 + 317.5, width: 120, height: 80)
        let big = CGRect(x: 16, y: 79 + 157.5, width: 358, height: 400)
        #expect(rounded(app, .blue).map(\.0) == [small])
        try app.tap(.text("Toggle"))
        app.pump(1.0 / 60)
        for frame in 0...30 {
            if frame > 0 { app.pump(1.0 / 60) }
            let u = springUnit(response: 0.5, dampingFraction: 1, t: Double(frame) / 60)
            func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { b + (a - b) * CGFloat(u) }
            let expected = CGRect(x: mix(small.minX, big.minX), y: mix(small.minY, big.minY),
                                  width: mix(small.width, big.width), height: mix(small.height, big.height))
            let drawn = rounded(app, .blue)
            // (Fully transparent on the change's own frame: not drawn then.)
            if frame == 0 {
                #expect(!drawn.contains { $0.1 == 24 })
            } else {
                let inserted = try #require(drawn.first { $0.1 == 24 }, "frame \(frame)")
                #expect(close(inserted.0, expected), "frame \(frame): \(inserted.0) vs \(expected)")
                #expect(abs(inserted.2 - (1 - u)) < 1e-9, "frame \(frame)")
            }
            if frame < 30 {
                let removed = try #require(drawn.first { $0.1 == 12 }, "frame \(frame)")
                #expect(close(removed.0, expected), "frame \(frame)")
                #expect(abs(removed.2 - u) < 1e-9, "frame \(frame)")
            }
        }
        try app.pumpAndSettle()
        #expect(rounded(app, .blue).map(\.0) == [big])
        #expect(rounded(app, .blue).map(\.1) == [24])
    }

    /// Three tabs share the width (130 each); under each name (16 tall at
    /// y 47) a 3 pt line 4 below: the underline capsule of the selected one
    /// at (130·i, 67, 130, 3). Tapping "Artists" moves it from the first
    /// tab to the third along the spring (response 0.3, damping fraction
    /// 0.8): x(t) = 260 + (0 − 260)·u(t).
    @Test func aTabUnderlineSlides() throws {
        let app = try settledApp(SegmentedTabs())
        #expect(rounded(app, .orange).map(\.0) == [CGRect(x: 0, y: 67, width: 130, height: 3)])
        try app.tap(.text("Artists"))
        app.pump(1.0 / 60)
        var overshoot = false
        for frame in 0...20 {
            if frame > 0 { app.pump(1.0 / 60) }
            let u = springUnit(response: 0.3, dampingFraction: 0.8, t: Double(frame) / 60)
            let lines = rounded(app, .orange)
            let inserted = try #require(lines.last, "frame \(frame)")
            #expect(abs(Double(inserted.0.minX) - 260 * (1 - u)) < 1e-9, "frame \(frame)")
            #expect(inserted.0.minY == 67 && inserted.0.width == 130 && inserted.0.height == 3, "frame \(frame)")
            if inserted.0.minX > 260 { overshoot = true }
        }
        #expect(overshoot)
        try app.pumpAndSettle()
        #expect(rounded(app, .orange).map(\.0) == [CGRect(x: 260, y: 67, width: 130, height: 3)])
    }

    /// The clock's canvas (200 × 200, centred in the safe area at
    /// ((390 − 200)/2, 47 + (763 − 200)/2) = (95, 328.5)) redraws every
    /// frame: at t seconds on the app clock (which starts at 0 s past the
    /// minute) the second hand, 90 long from the centre, points 6t degrees
    /// clockwise from 12 o'clock.
    @Test func aSweepingClock() throws {
        let app = TestApp(SweepClock(), measurer: fakeMeasurer(), clockStart: Date(timeIntervalSinceReferenceDate: 0))
        let origin = CGPoint(x: 95, y: 328.5)
        let center = CGPoint(x: origin.x + 100, y: origin.y + 100)
        for frame in [0, 1, 30, 90, 150] {
            if frame > 0 { app.pump(Double(frame) / 60 - app.time) }
            let t = Double(frame) / 60
            let hand = app.lastFrame!.drawList.commands.compactMap { c -> PathDrawing? in
                if case let .path(p) = c, p.stroke != nil { return p }
                return nil
            }
            let line = try #require(hand.first?.subpaths.first, "frame \(frame)")
            let angle = t * 6 * Double.pi / 180
            #expect(line.count == 2)
            #expect(abs(Double(line[0].x - center.x)) < 1e-9 && abs(Double(line[0].y - center.y)) < 1e-9)
            #expect(abs(Double(line[1].x) - (Double(center.x) + 90 * sin(angle))) < 1e-9, "frame \(frame)")
            #expect(abs(Double(line[1].y) - (Double(center.y) - 90 * cos(angle))) < 1e-9, "frame \(frame)")
            #expect(hand.first?.stroke?.lineWidth == 2)
            #expect(hand.first?.color == Color.red)
            // "12" (16 × 16) centred on (100, 20) in the canvas.
            let twelve = app.lastFrame!.drawList.commands.compactMap { c -> TextLine? in
                if case let .text(lines, _, _) = c { return lines.first }
                return nil
            }
            #expect(twelve.first == TextLine(text: "12", origin: CGPoint(x: origin.x + 92, y: origin.y + 12), width: 16))
        }
    }
}
