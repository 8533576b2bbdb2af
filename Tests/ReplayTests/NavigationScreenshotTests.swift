import Foundation
import ScrollSim
import ScrollSimReplay
import ScrollSimSDL
import Testing

/// A push drawn headless at 2× with the shipped fonts (software renderer),
/// mid-way and at its end: the incoming page covers the outgoing one from
/// its left edge on (it is opaque), the outgoing one shows to its left,
/// moved by the parallax, and the bar's back button is drawn once the push ends.
@Suite(.serialized)
@MainActor
struct NavigationScreenshotTests {
    struct Scene: View {
        var body: some View {
            NavigationStack {
                ScrollView {
                    VStack(spacing: 0) {
                        ForEach(0..<20, id: \.self) { i in
                            NavigationLink("Item \(i)", value: i)
                                .frame(maxWidth: .infinity, minHeight: 44)
                                .background(i == 0 ? Color.red : Color.clear)
                        }
                    }
                }
                .navigationTitle("Items")
                .navigationDestination(for: Int.self) { i in
                    ScrollView {
                        Color.green.frame(height: 200)
                    }
                    .navigationTitle("Item \(i)")
                }
            }
        }
    }

    @Test func midPushTheNewPageCoversTheOldFromItsEdge() throws {
        let size = CGSize(width: 390, height: 844)
        let host = try SDLWindowHost(title: "navigation", size: size, scale: 2, headless: true, fontsDirectory: ReplayPaths.fonts)
        let app = TestApp(Scene(), measurer: host.measurer, size: size, safeAreaInsets: EdgeInsets(top: 47, bottom: 34),
                          scale: 2, images: host.images)
        try app.pumpAndSettle()
        try app.tap(.text("Item 0"))
        app.pump(1.0 / 60)
        let start = app.time
        app.pump(0.1)
        let covered = NavigationTransition.linearToEaseOut((app.time - start) / 0.4)
        let edge = (390 * (1 - CGFloat(covered))).rounded()
        let mid = try Goldens.render(app.app.graph.drawList(), on: host)
        if let dir = ProcessInfo.processInfo.environment["SCROLLSIM_NAV_RENDERS"] {
            try mid.writePNG(to: dir + "/navigation-mid.png")
        }
        func rgb(_ image: RGBAImage, _ p: CGPoint) -> [UInt8] {
            let px = image.pixel(Int(p.x * 2), Int(p.y * 2))
            return [px.r, px.g, px.b]
        }
        let red: [UInt8] = [255, 59, 48], green: [UInt8] = [52, 199, 89]
        // The first row (red, 44 pt from y 143) of the list moved left by the parallax; the
        // green block of the new page from its left edge on.
        #expect(rgb(mid, CGPoint(x: edge - 4, y: 160)) == red)
        #expect(rgb(mid, CGPoint(x: edge + 4, y: 160)) == green)
        try app.pumpAndSettle()
        let end = try Goldens.render(app.app.graph.drawList(), on: host)
        if let dir = ProcessInfo.processInfo.environment["SCROLLSIM_NAV_RENDERS"] {
            try end.writePNG(to: dir + "/navigation-end.png")
        }
        #expect(rgb(end, CGPoint(x: 4, y: 160)) == green)
        #expect(rgb(end, CGPoint(x: 370, y: 160)) == green)
    }
}
