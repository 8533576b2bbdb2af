import Foundation
import Testing
import ScrollSim

// `.mask` on an iPhone 14 (390 × 844, safe area 47 / 34, 1×) with the fake
// measurer: the rules of docs/layout-rules.md, "Masks and layers", checked in the draw
// list. A 100 × 40 view is centred in the safe area at (145, 408.5).

@MainActor
@Suite struct MaskTests {
    let frame = CGRect(x: 145, y: 408.5, width: 100, height: 40)
    let fade = LinearGradient(colors: [.clear, .black], startPoint: .leading, endPoint: .trailing)

    func commands(_ app: TestApp) -> [DrawCommand] { app.lastFrame!.drawList.commands }

    /// The commands from the first group on.
    func fromFirstGroup(_ app: TestApp) -> [DrawCommand] {
        let c = commands(app)
        guard let i = c.firstIndex(where: { if case .beginGroup = $0 { return true }; return false }) else { return [] }
        return Array(c[i...])
    }

    func fadeDrawing(_ rect: CGRect) -> DrawCommand {
        .gradient(GradientDrawing(rect: rect, outline: .rectangle, geometry: .linear(start: .leading, end: .trailing),
                                  gradient: Gradient(colors: [.clear, .black])))
    }

    /// A `rect` filled with `color` masked by the fade: the content group
    /// at `opacity`, the fill, the mask group of the gradient.
    func fadedFill(_ rect: CGRect, _ color: Color, opacity: Double = 1) -> [DrawCommand] {
        [.beginGroup(GroupEffect(bounds: rect, opacity: opacity)), .fillRect(rect, color),
         .beginGroup(GroupEffect(bounds: rect, isMask: true)), fadeDrawing(rect), .endGroup, .endGroup]
    }

    /// A gradient mask: the content on a layer of the view's frame, the
    /// mask (its gradient, as it would be drawn) on a mask layer at the
    /// end of it.
    @Test func aGradientMaskIsANestedMaskGroup() throws {
        let app = try settledApp(Color.white.frame(width: 100, height: 40).mask(fade))
        #expect(fromFirstGroup(app) == fadedFill(frame, .white))
        // Layout is unchanged; the mask is laid out as an overlay.
        #expect(try app.find(.kind("mask")).frame == frame)
    }

    /// The mask is offered the content's size and aligned in it: a 30 × 10
    /// half-transparent mask at the top leading corner. The groups cover
    /// only where both are; the mask keeps its own alpha (0.5).
    @Test func theMaskIsAlignedLikeAnOverlay() throws {
        let app = try settledApp(Color.red.frame(width: 100, height: 40).mask(alignment: .topLeading) {
            Color.black.opacity(0.5).frame(width: 30, height: 10)
        })
        let area = CGRect(x: 145, y: 408.5, width: 30, height: 10)
        #expect(fromFirstGroup(app) == [
            .beginGroup(GroupEffect(bounds: area)),
            .fillRect(frame, .red),
            .beginGroup(GroupEffect(bounds: area, isMask: true)),
            .fillRect(area, Color.black.opacity(0.5)),
            .endGroup,
            .endGroup,
        ])
    }

    /// A mask that is one opaque rectangle is a clip to it, without layers.
    @Test func anOpaqueRectangleMaskIsAClip() throws {
        let app = try settledApp(Color.red.frame(width: 100, height: 40).mask(alignment: .leading) {
            Color.black.frame(width: 50)
        })
        let c = commands(app)
        let i = try #require(c.firstIndex { if case .pushClip = $0 { return true }; return false })
        #expect(Array(c[i...]) == [.pushClip(CGRect(x: 145, y: 408.5, width: 50, height: 40), cornerRadius: 0),
                                   .fillRect(frame, .red), .popClip])
        // A shape keeps the shape path: a clip with the shape's corners.
        let circle = try settledApp(Color.red.frame(width: 100, height: 40).mask { Circle() })
        #expect(commands(circle).contains(.pushClip(CGRect(x: 175, y: 408.5, width: 40, height: 40), cornerRadius: 20)))
        #expect(!commands(circle).contains { if case .beginGroup = $0 { return true }; return false })
    }

    /// The opacity around a masked view applies to the result as a whole:
    /// the content group's opacity, not the content's or the mask's colours.
    @Test func theOpacityAroundAMaskAppliesToTheGroup() throws {
        let app = try settledApp(Color.white.frame(width: 100, height: 40).mask(fade).opacity(0.5))
        #expect(fromFirstGroup(app) == fadedFill(frame, .white, opacity: 0.5))
    }

    /// A mask that draws nothing (empty, or clear) hides its content: no
    /// command is drawn for it. The content still takes its space.
    @Test func anEmptyMaskHidesTheContent() throws {
        for app in [try settledApp(Color.red.frame(width: 100, height: 40).mask { EmptyView() }),
                    try settledApp(Color.red.frame(width: 100, height: 40).mask(Color.clear))] {
            #expect(filledRects(app, .red) == [])
            #expect(try app.find(.kind("mask")).frame == frame)
        }
    }

    /// A shadow of a masked view: each copy is the masked content in the
    /// shadow colour, its mask moved with it but keeping its ramp; a colour
    /// effect recolours the content and leaves the mask alone.
    @Test func shadowsAndColourEffectsLeaveTheMaskAlone() throws {
        let app = try settledApp(Color.white.frame(width: 100, height: 40).mask(fade).shadow(color: .black, radius: 0, x: 5))
        let moved = frame.offsetBy(dx: 5, dy: 0)
        #expect(fromFirstGroup(app) == fadedFill(moved, .black) + fadedFill(frame, .white))
        let inverted = try settledApp(Color.white.frame(width: 100, height: 40).mask(fade).colorInvert())
        #expect(fromFirstGroup(inverted) == fadedFill(frame, .black))
    }

    /// Taps reach the content inside its frame; the mask takes none, even
    /// where it is a button.
    @Test func tapsReachTheContentNotTheMask() throws {
        var contentTaps = 0, maskTaps = 0
        let app = try settledApp(Color.red.frame(width: 100, height: 40)
            .onTapGesture { contentTaps += 1 }
            .mask { Button("Mask") { maskTaps += 1 }.frame(width: 100, height: 40) })
        app.tap(CGPoint(x: 195, y: 428.5))
        try app.pumpAndSettle()
        #expect(contentTaps == 1 && maskTaps == 0)
    }
}
