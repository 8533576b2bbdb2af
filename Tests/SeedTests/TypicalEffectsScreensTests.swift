import Foundation
import Testing
import ScrollSim

// Screens with drawn effects written the way app code writes them with
// SwiftUI; only the import differs. iPhone 14 (safe area 47 top, 34
// bottom), fake measurer (16 pt lines at 17 pt, 8 pt a character), 1×,
// 60 Hz virtual clock. Rules: docs/layout-rules.md, "Drawn effects".

struct Destination: Identifiable {
    let id: Int
    let color: Color
}

struct DestinationCarousel: View {
    let destinations = [Color.red, .orange, .yellow, .green, .blue].enumerated().map { Destination(id: $0.offset, color: $0.element) }

    var body: some View {
        ScrollView(.horizontal) {
            HStack(spacing: 0) {
                ForEach(destinations) { destination in
                    RoundedRectangle(cornerRadius: 24)
                        .fill(destination.color)
                        .frame(width: 300, height: 200)
                        .scrollTransition { content, phase in
                            content
                                .opacity(phase.isIdentity ? 1 : 0.3)
                                .scaleEffect(phase.isIdentity ? 1 : 0.75)
                        }
                }
            }
        }
    }
}

struct DragCircleScreen: View {
    @State private var location = CGPoint(x: 100, y: 100)

    var body: some View {
        Circle()
            .fill(Color.blue)
            .frame(width: 60, height: 60)
            .position(location)
            .gesture(
                DragGesture()
                    .onChanged { value in
                        location = value.location
                    }
            )
    }
}

struct ArticleCard: View {
    var isLoading: Bool

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Image(systemName: "newspaper")
            Text("Swift 6 released")
                .font(.headline)
            Text("What changes for your app")
                .foregroundStyle(.secondary)
        }
        .padding()
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(RoundedRectangle(cornerRadius: 12).fill(Color.white))
        .redacted(reason: isLoading ? .placeholder : [])
        .blur(radius: isLoading ? 2 : 0)
        .padding()
    }
}

@MainActor
@Suite struct TypicalEffectsScreensTests {
    /// The card fills in the last frame, with the transform they are drawn
    /// in (nil: none) and their opacity (their colour's times the groups' around them).
    func cards(_ app: TestApp) -> [(rect: CGRect, opacity: Double, scale: CGFloat?)] {
        var out: [(CGRect, Double, CGFloat?)] = []
        var transforms: [DrawTransform] = []
        var groups: [Double] = []
        for c in app.lastFrame!.drawList.commands {
            switch c {
            case let .beginTransform(t): transforms.append(t)
            case .endTransform: transforms.removeLast()
            case let .beginGroup(e): groups.append(e.opacity)
            case .endGroup: groups.removeLast()
            case let .fillRoundedRect(r, 24, color):
                out.append((r, groups.reduce(color.opacity, *), transforms.last?.scale.width))
            default: break
            }
        }
        return out
    }

    /// Cards of 300 at x 0, 300, 600 …: the first is fully visible
    /// (identity: opacity 1, no scale); the second is 210 of 300 beyond the
    /// 390-pt viewport: interactive, so its effect is 0.7 of the way to the
    /// bottom-trailing phase's: opacity 1 − 0.7 · 0.7 = 0.51, scale
    /// 1 − 0.7 · 0.25 = 0.825, about its centre (450, …); the opacity goes
    /// to a group around the scaled card (see `VisualEffectNode`). Cards past the
    /// viewport are culled. Scrolling 2 notches (106) puts the first 106
    /// before the viewport (top-leading, 106/300) and the second 104 beyond it.
    @Test func aCarouselWithScrollTransitions() throws {
        let app = try settledApp(DestinationCarousel())
        let first = cards(app)
        #expect(first.count == 2)
        guard first.count == 2 else { return }
        // The horizontal scroll view hugs the 200-pt cards, centred in the safe area.
        let y: CGFloat = 47 + (763 - 200) / 2
        #expect(first[0].rect == CGRect(x: 0, y: y, width: 300, height: 200))
        #expect(first[0].opacity == 1 && first[0].scale == nil)
        #expect(first[1].rect == CGRect(x: 300, y: y, width: 300, height: 200))
        #expect(abs(first[1].opacity - 0.51) < 1e-9)
        #expect(abs(Double(first[1].scale ?? 0) - 0.825) < 1e-9)
        let anchor = app.lastFrame!.drawList.commands.compactMap { if case let .beginTransform(t) = $0 { return t.anchor }; return nil }
        #expect(anchor == [CGPoint(x: 450, y: y + 100)])

        app.wheel(0, horizontal: 2)
        app.pump(1.0 / 60)
        #expect(app.scroll.offset.x == 106)
        let moved = cards(app)
        #expect(moved.count == 2)
        guard moved.count == 2 else { return }
        let f0 = 106.0 / 300, f1 = 104.0 / 300
        #expect(moved[0].rect == CGRect(x: -106, y: y, width: 300, height: 200))
        #expect(abs(moved[0].opacity - (1 - 0.7 * f0)) < 1e-9)
        #expect(abs(Double(moved[0].scale ?? 0) - (1 - 0.25 * f0)) < 1e-9)
        #expect(abs(moved[1].opacity - (1 - 0.7 * f1)) < 1e-9)
        #expect(abs(Double(moved[1].scale ?? 0) - (1 - 0.25 * f1)) < 1e-9)
    }

    /// The position view fills the safe area (390 × 763 at y 47); the
    /// circle (60) is centred on `location`: (70, 117) at first. Dragging
    /// moves it under the finger: the drag's location is in the gesture's
    /// view, the position view, whose origin is (0, 47). Only the circle
    /// takes the drag.
    @Test func aDraggableCircle() throws {
        let app = try settledApp(DragCircleScreen())
        #expect(filledRects(app, .blue) == [CGRect(x: 70, y: 117, width: 60, height: 60)])
        app.drag(from: CGPoint(x: 100, y: 147), to: CGPoint(x: 250, y: 447))
        #expect(filledRects(app, .blue) == [CGRect(x: 220, y: 417, width: 60, height: 60)])
        // The position view has no content of its own: a drag on empty space
        // does not reach the gesture (only the circle is hit).
        app.pump(1.0 / 60)
        app.drag(from: CGPoint(x: 10, y: 700), to: CGPoint(x: 40, y: 600))
        #expect(filledRects(app, .blue) == [CGRect(x: 220, y: 417, width: 60, height: 60)])
    }

    /// Loading, the card keeps its layout (text frames unchanged), draws its
    /// two lines as bars (inset 10 % of the line: 1.6 of 16, corners 3.2)
    /// and the symbol as a filled square, all inside one blur group of
    /// radius 2 that reaches 6 beyond the card; loaded, text is drawn and
    /// there is no group.
    @Test func aLoadingCard() throws {
        let loading = try settledApp(ArticleCard(isLoading: true))
        let loaded = try settledApp(ArticleCard(isLoading: false))
        let title = try loaded.find(.text("Swift 6 released")).frame
        let subtitle = try loaded.find(.text("What changes for your app")).frame
        #expect(try loading.find(.text("Swift 6 released")).frame == title)
        #expect(try loading.find(.text("What changes for your app")).frame == subtitle)
        let c = loading.lastFrame!.drawList.commands
        #expect(!c.contains { if case .text = $0 { return true }; return false })
        let bars = c.compactMap { cmd -> CGRect? in
            if case let .fillRoundedRect(r, radius, color) = cmd, color.opacity < 1 {
                return abs(radius - r.height * 0.25) < 1e-9 ? r : nil
            }
            return nil
        }
        #expect(bars == [CGRect(x: title.minX, y: title.minY + title.height * 0.1, width: title.width, height: title.height * 0.8),
                         CGRect(x: subtitle.minX, y: subtitle.minY + 1.6, width: subtitle.width, height: 12.8)])
        let card = try loading.find(.kind("blur")).frame
        // The card spans the width less 16 either side, centred in the safe area.
        #expect(card.minX == 16 && card.width == 358)
        let groups = c.compactMap { if case let .beginGroup(e) = $0 { return e }; return nil }
        #expect(groups.map(\.bounds) == [card.insetBy(dx: -6, dy: -6)])
        #expect(groups.map(\.blurRadius) == [2])
        let symbol = try loading.find(.kind("Image")).frame
        #expect(c.contains { if case let .fillRect(r, color) = $0 { return r == symbol && color.opacity == 0.16 }; return false })
        #expect(!loaded.lastFrame!.drawList.commands.contains { if case .beginGroup = $0 { return true }; return false })
    }
}
