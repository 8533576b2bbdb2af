import Foundation
import ScrollSim
import Testing

/// `Image(uiImage:)` shows the image its `UIImage` names.
@MainActor
@Suite struct UIImageTests {
    @Test func anImageFromAUIImageIsTheNamedImage() {
        let images = FixedImages(["photo": [2: (120, 80)]])
        let app = TestApp(VStack(spacing: 0) {
            Image(uiImage: UIImage(named: "photo")!)
            Image(uiImage: UIImage(systemName: "star")!).font(.title)
        }, measurer: fakeMeasurer(), size: CGSize(width: 200, height: 200), safeAreaInsets: .zero, scale: 2, images: images)
        let frames = app.app.graph.views("Image").map(\.frame.size)
        // 120 × 80 px at 2×; the symbol a 28 pt cap-height square, 1443 / 2048 × 28.
        #expect(frames == [CGSize(width: 60, height: 40), CGSize(width: 28 * 1443.0 / 2048, height: 28 * 1443.0 / 2048)])
        #expect(app.app.graph.views("Image").map(\.text) == ["photo", "star"])
    }
}
