import Testing
@testable import ScrollSimCore

/// A text's size is rounded up to the device's pixel grid (`ceil(size × scale) / scale`
/// on each axis), as SwiftUI reports text sizes.
@MainActor
@Suite struct PixelGridTests {
    /// 8.1 pt per character, 16.1 pt per line: sizes that fall between pixels.
    static let measurer = FixedAdvanceMeasurer(advance: 8.1, lineHeight: 16.1)

    static func textSize(_ text: String, grid: CGFloat) throws -> CGSize {
        let graph = ViewGraph(Text(text), measurer: measurer, size: CGSize(width: 390, height: 844), displayScale: grid)
        graph.warningHandler = { _ in }
        graph.update()
        return try #require(graph.frame(ofText: text)).size
    }

    /// "ab" measures 16.2 × 16.1: at 3× ceil(48.6) = 49 and ceil(48.3) = 49 pixels; at 2× 33 and 33; at 1× 17 and 17.
    @Test func aTextIsRoundedUpToWholeDevicePixels() throws {
        #expect(try Self.textSize("ab", grid: 3) == CGSize(width: 49.0 / 3, height: 49.0 / 3))
        #expect(try Self.textSize("ab", grid: 2) == CGSize(width: 16.5, height: 16.5))
        #expect(try Self.textSize("ab", grid: 1) == CGSize(width: 17, height: 17))
    }
}
