import Foundation
import Testing
import ScrollSim

/// The first and last rows of an `insetGrouped` section clip their content
/// to the card's rounded outer corners: a full-bleed banner in the first
/// row (`listRowInsets(EdgeInsets())`) is rounded with the card at the top
/// and square at the bottom; rows in between are not clipped.
@MainActor
@Suite struct ListCardClipTests {
    struct Screen: View {
        var body: some View {
            List {
                Section {
                    Color.orange.frame(height: 120).listRowInsets(EdgeInsets())
                    Text("Middle")
                    Color.blue.frame(height: 60).listRowInsets(EdgeInsets())
                }
            }
        }
    }

    @Test func theOuterRowsOfACardClipTheirContentToItsCorners() throws {
        let app = try settledApp(Screen())
        // Behind the list, its background; then the two banners: the first
        // row from the section's top (47 + 35), the middle row 44 tall.
        let colors = frames(app, "Rectangle").dropFirst()
        let top = CGRect(x: 16, y: 82, width: 358, height: 120), bottom = CGRect(x: 16, y: 82 + 120 + 44, width: 358, height: 60)
        #expect(Array(colors) == [top, bottom])
        let clips = app.app.graph.drawList().commands.compactMap { command -> (CGRect, CGFloat)? in
            if case .pushClip(let rect, let radius) = command, radius > 0 { return (rect, radius) }
            return nil
        }
        // The first row: its card from its top, carried 2 × 10 past its
        // bottom edge so that only the top corners round; the last row the
        // same upwards from its bottom.
        #expect(clips.map(\.0) == [CGRect(x: 16, y: top.minY, width: 358, height: 120 + 20),
                                   CGRect(x: 16, y: bottom.maxY - 80, width: 358, height: 60 + 20)])
        #expect(clips.map(\.1) == [10, 10])
    }
}
