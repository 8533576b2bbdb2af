import Foundation
import Testing
import ScrollSim

// `GeometryEffect`, `transformEffect`, `CGAffineTransform` and
// `ProjectionTransform`, and the preview declarations, written as app code
// writes them with SwiftUI. iPhone 14, fake measurer, 1×.

/// The shake of a rejected password, as tutorials write it.
struct Shake: GeometryEffect {
    var amount: CGFloat = 10
    var shakesPerUnit = 3
    var animatableData: CGFloat

    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(translationX: amount * sin(animatableData * .pi * CGFloat(shakesPerUnit)), y: 0))
    }
}

struct PasswordView: View {
    @State private var attempts = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Button("Log in") {
                withAnimation(.linear(duration: 0.5)) { attempts += 1 }
            }
            Color.red
                .frame(width: 100, height: 40)
                .modifier(Shake(animatableData: CGFloat(attempts)))
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

struct PasswordView_Previews: PreviewProvider {
    static var previews: some View {
        PasswordView()
            .previewDevice("iPhone 14")
            .previewDisplayName("Password")
            .previewLayout(.sizeThatFits)
    }
}

@MainActor
@Suite struct GeometryEffectTests {
    /// The effect is asked again for every frame of the animation of its
    /// data: 0 → 1 over 0.5 s, linear, so at frame k (60 Hz) the data is
    /// k / 30 and the square is drawn 10 · sin(3π · k / 30) pt to the right.
    /// Its layout does not move.
    @Test func aShakeEffectMovesTheDrawingFrameByFrame() throws {
        let app = try settledApp(PasswordView())
        let rest = try #require(filledRects(app, .red).first)
        try app.tap(.text("Log in"))
        app.pump(1.0 / 60)
        for frame in 0...30 {
            if frame > 0 { app.pump(1.0 / 60) }
            let data = min(1, Double(frame) / 30)
            let drawn = try #require(filledRects(app, .red).first)
            #expect(abs(Double(drawn.minX - rest.minX) - 10 * sin(data * .pi * 3)) < 1e-9, "frame \(frame): \(drawn)")
            #expect(drawn.minY == rest.minY)
        }
        try app.pumpAndSettle()
        let settled = try #require(filledRects(app, .red).first)
        #expect(abs(settled.minX - rest.minX) < 1e-9)
        #expect(try app.find(.kind("geometryEffect")).frame.origin == rest.origin)
    }

    /// `transformEffect` with a translation then a scale about the top
    /// leading corner: drawn as a layer scaled 2× about the corner moved by
    /// (20, 10); a tap where the button is drawn reaches it, a tap where it
    /// lies in layout but is not drawn does not.
    @Test func aTransformEffectDrawsAndHitTestsThroughTheTransform() throws {
        struct Screen: View {
            @State private var taps = 0
            var body: some View {
                VStack(alignment: .leading, spacing: 0) {
                    Color.blue.frame(width: 50, height: 20)
                        .onTapGesture { taps += 1 }
                        .transformEffect(CGAffineTransform(translationX: 20, y: 10).scaledBy(x: 2, y: 2))
                    Text("Taps \(taps)")
                }
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            }
        }
        let app = try settledApp(Screen())
        let frame = try app.find(.kind("geometryEffect")).frame
        let commands = app.lastFrame!.drawList.commands
        let corner = CGPoint(x: frame.minX + 20, y: frame.minY + 10)
        #expect(commands.contains(.beginTransform(DrawTransform(anchor: corner, scale: CGSize(width: 2, height: 2), rotation: 0))))
        // Drawn: from the moved corner, 100 × 40. Its far corner is outside the layout frame.
        app.tap(CGPoint(x: corner.x + 90, y: corner.y + 35))
        try app.pumpAndSettle()
        #expect(textFrame(app, "Taps 1") != nil)
        // The layout frame's top leading corner is not drawn over.
        app.tap(CGPoint(x: frame.minX + 5, y: frame.minY + 5))
        try app.pumpAndSettle()
        #expect(textFrame(app, "Taps 1") != nil)
    }

    /// CoreGraphics' conventions: `translatedBy`/`scaledBy`/`rotated` act
    /// before the transform they are called on; `concatenating(t)` applies
    /// `t` after; `inverted()` undoes.
    @Test func affineTransformsComposeAsCoreGraphicsDoes() {
        let t = CGAffineTransform(translationX: 20, y: 10).scaledBy(x: 2, y: 3)
        #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 22, y: 13))
        let u = CGAffineTransform(scaleX: 2, y: 3).concatenating(CGAffineTransform(translationX: 20, y: 10))
        #expect(u == t)
        let r = CGAffineTransform(rotationAngle: .pi / 2)
        let p = CGPoint(x: 1, y: 0).applying(r)
        #expect(abs(p.x) < 1e-12 && abs(p.y - 1) < 1e-12)
        let back = CGPoint(x: 22, y: 13).applying(t.inverted())
        #expect(abs(back.x - 1) < 1e-12 && abs(back.y - 1) < 1e-12)
        #expect(CGRect(x: 0, y: 0, width: 10, height: 10).applying(t) == CGRect(x: 20, y: 10, width: 20, height: 30))
        #expect(CGSize(width: 1, height: 1).applying(t) == CGSize(width: 2, height: 3))
        #expect(ProjectionTransform(t).isAffine)
        #expect(CGPoint(x: 1, y: 1).applying(ProjectionTransform(t)) == CGPoint(x: 22, y: 13))
        #expect(ProjectionTransform().isIdentity && CGAffineTransform.identity.isIdentity)
    }

    /// A preview provider's `previews` is a view like any other; the
    /// preview modifiers change nothing.
    @Test func previewsAreViews() throws {
        let preview = try settledApp(PasswordView_Previews.previews)
        let direct = try settledApp(PasswordView())
        #expect(filledRects(preview, .red) == filledRects(direct, .red))
        #expect(textFrame(preview, "Log in") == textFrame(direct, "Log in"))
    }
}
