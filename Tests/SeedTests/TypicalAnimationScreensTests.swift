import Foundation
import Testing
import ScrollSim

// Animated screens written the way app code writes them with SwiftUI; only
// the import differs. iPhone 14, fake measurer, 1×, 60 frames a second.
// The drawn values are checked frame by frame against the rules of
// docs/layout-rules.md, "Animation", between the layouts before and after.

struct OrderCard: View {
    @State private var isExpanded = false

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack {
                Text("Order #1042")
                    .font(.headline)
                Spacer()
                Image(systemName: "chevron.down")
                    .rotationEffect(.degrees(isExpanded ? 180 : 0))
            }
            if isExpanded {
                Text("2 items · shipped Tuesday")
                    .foregroundStyle(.secondary)
            }
        }
        .padding()
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(RoundedRectangle(cornerRadius: 12).fill(Color.orange))
        .padding()
        .onTapGesture {
            withAnimation(.spring(response: 0.4, dampingFraction: 0.8)) {
                isExpanded.toggle()
            }
        }
    }
}

struct LikeButton: View {
    @State private var liked = false

    var body: some View {
        Button {
            liked.toggle()
        } label: {
            Image(systemName: liked ? "heart.fill" : "heart")
                .foregroundStyle(liked ? Color.red : Color.gray)
                .scaleEffect(liked ? 1.3 : 1)
                .animation(.spring(response: 0.3, dampingFraction: 0.5), value: liked)
        }
    }
}

struct ShippingDetails: View {
    @State private var showDetails = false

    var body: some View {
        VStack(spacing: 16) {
            Button(showDetails ? "Hide details" : "Show details") {
                withAnimation(.easeInOut(duration: 0.3)) {
                    showDetails.toggle()
                }
            }
            if showDetails {
                Text("Arrives Friday")
                    .padding()
                    .background(Color.yellow)
                    .transition(.move(edge: .bottom).combined(with: .opacity))
            }
            Spacer()
        }
    }
}

@MainActor
@Suite struct TypicalAnimationScreensTests {
    /// The rectangles drawn in `color` in the last frame.
    func drawn(_ app: TestApp, _ color: Color) -> [CGRect] { filledRects(app, color) }

    /// The rectangles drawn in system yellow at any opacity, with that opacity.
    func yellow(_ app: TestApp) -> [(CGRect, Double)] {
        let y = Color.yellow
        return app.lastFrame!.drawList.commands.compactMap { c -> (CGRect, Double)? in
            if case let .fillRect(r, color) = c, color.red == y.red, color.green == y.green, color.blue == y.blue { return (r, color.opacity) }
            return nil
        }
    }

    /// The card's rounded rectangle grows from its collapsed to its
    /// expanded height along the spring (k = (2π/0.4)², c = 4π·0.8/0.4),
    /// the chevron turns with it, the detail line fades in.
    @Test func anExpandingCard() throws {
        let app = try settledApp(OrderCard())
        let collapsed = try #require(drawn(app, .orange).first)
        // 16 + 16 (headline line) + 16 tall, 16 in from the screen's sides;
        // the root view is centred in the safe area (47…810): its middle at 428.5.
        #expect(collapsed == CGRect(x: 16, y: 428.5 - 24, width: 358, height: 48))
        try app.tap(.text("Order #1042"))
        app.pump(1.0 / 60)
        // Layout has the expanded card at once: 12 pt then the detail line (16).
        let expandedHeight: CGFloat = 48 + 12 + 16
        #expect(textFrame(app, "2 items · shipped Tuesday")?.minY == 428.5 - expandedHeight / 2 + 16 + 16 + 12)
        let k = pow(2 * Double.pi / 0.4, 2), c = 4 * Double.pi * 0.8 / 0.4
        var overshoot = false
        for frame in 0...24 {
            if frame > 0 { app.pump(1.0 / 60) }
            let t = Double(frame) / 60
            let card = try #require(drawn(app, .orange).first)
            let height = Double(expandedHeight) + springReference(stiffness: k, damping: c, x0: Double(48 - expandedHeight), v0: 0, t: t)
            #expect(abs(Double(card.height) - height) < 1e-3, "frame \(frame)")
            // Its top moves with it, the card staying centred.
            #expect(abs(Double(card.minY) - (428.5 - height / 2)) < 1e-3, "frame \(frame)")
            if card.height > expandedHeight { overshoot = true }
            // The chevron (a stroked symbol) turns by the same spring, from 0 to π.
            let turn = app.lastFrame!.drawList.commands.compactMap { c -> Double? in
                if case let .beginTransform(t) = c { return t.rotation }
                return nil
            }
            let angle = Double.pi + springReference(stiffness: k, damping: c, x0: -Double.pi, v0: 0, t: t)
            if frame == 0 {
                #expect(turn.isEmpty)
            } else {
                #expect(turn.count == 1 && abs(turn[0] - angle) < 1e-4, "frame \(frame)")
            }
        }
        #expect(overshoot)   // damping fraction 0.8 overshoots a little
        try app.pumpAndSettle()
        #expect(drawn(app, .orange).first?.height == expandedHeight)
    }

    /// The heart jumps to 1.3 with an under-damped spring (response 0.3,
    /// damping fraction 0.5): it overshoots to about 1.45 and settles; its
    /// colour runs from gray to red along the same spring.
    @Test func aLikeButtonWithASpringyScale() throws {
        let app = try settledApp(LikeButton())
        let heart = try #require(app.app.graph.inspect().first { $0.kind == "Image" }).frame
        app.tap(CGPoint(x: heart.midX, y: heart.midY))
        app.pump(1.0 / 60)
        let k = pow(2 * Double.pi / 0.3, 2), c = 4 * Double.pi * 0.5 / 0.3
        var peak = 0.0
        for frame in 0...40 {
            if frame > 0 { app.pump(1.0 / 60) }
            let scale = 1.3 + springReference(stiffness: k, damping: c, x0: -0.3, v0: 0, t: Double(frame) / 60)
            let drawn = transforms(app).first
            if frame == 0 {
                #expect(drawn == nil)
                continue
            }
            let s = try #require(drawn)
            #expect(abs(Double(s.scale.width) - scale) < 1e-5, "frame \(frame)")
            #expect(s.anchor == CGPoint(x: heart.midX, y: heart.midY))
            peak = max(peak, Double(s.scale.width))
            // The symbol's stroke: each component from gray to red along the spring, clamped to 0…1.
            let stroke = app.lastFrame!.drawList.commands.compactMap { c -> Color? in
                if case let .strokeRoundedRect(_, _, _, color) = c { return color }
                return nil
            }
            let d = springReference(stiffness: k, damping: c, x0: 1, v0: 0, t: Double(frame) / 60)
            let (gray, red) = (Color.gray, Color.red)
            func component(_ g: Double, _ r: Double) -> Double { min(1, max(0, r + (g - r) * d)) }
            let color = try #require(stroke.first)
            #expect(abs(color.red - component(gray.red, red.red)) < 1e-5, "frame \(frame)")
            #expect(abs(color.green - component(gray.green, red.green)) < 1e-5, "frame \(frame)")
            #expect(abs(color.blue - component(gray.blue, red.blue)) < 1e-5, "frame \(frame)")
        }
        // The closed form's peak: 1.3 + 0.3·e^(−ζπ/√(1−ζ²)) at ζ = 0.5.
        let expectedPeak = 1.3 + 0.3 * exp(-0.5 * .pi / sqrt(0.75))
        #expect(peak > 1.3 && peak <= expectedPeak + 1e-9 && peak > expectedPeak - 0.01)
        try app.pumpAndSettle()
        #expect(transforms(app).first?.scale == CGSize(width: 1.3, height: 1.3))
    }

    /// The details slide up from their own height below while fading in,
    /// on the ease-in-out curve over 0.3 s (18 frames); hidden again, they
    /// slide down and fade out, drawn until the 18th frame, then gone.
    @Test func detailsShownWithATransition() throws {
        let app = try settledApp(ShippingDetails())
        try app.tap(.text("Show details"))
        app.pump(1.0 / 60)
        let box = try #require(app.app.graph.inspect().first { $0.kind == "background" }).frame
        for frame in 1...18 {
            app.pump(1.0 / 60)
            let p = bezierReference(0.42, 0, 0.58, 1, at: Double(frame) / 18)
            let (r, opacity) = try #require(yellow(app).first, "frame \(frame)")
            #expect(abs(Double(r.minY - box.minY) - Double(box.height) * (1 - p)) < 1e-9, "frame \(frame)")
            #expect(abs(opacity - p) < 1e-9, "frame \(frame)")
        }
        #expect(try app.pumpAndSettle() == 0)
        try app.tap(.text("Hide details"))
        app.pump(1.0 / 60)
        for frame in 1...18 {
            app.pump(1.0 / 60)
            if frame < 18 {
                let p = 1 - bezierReference(0.42, 0, 0.58, 1, at: Double(frame) / 18)
                let (r, opacity) = try #require(yellow(app).first, "frame \(frame)")
                #expect(abs(Double(r.minY - box.minY) - Double(box.height) * (1 - p)) < 1e-9, "frame \(frame)")
                #expect(abs(opacity - p) < 1e-9, "frame \(frame)")
            } else {
                #expect(yellow(app).isEmpty)
            }
        }
    }
}
