import Foundation
import Testing
import ScrollSim

/// `onScrollVisibilityChange(threshold:_:)`.
@MainActor
@Suite struct ScrollVisibilityTests {
    /// Forty 100 pt rows in an 800 pt window; rows 0 and 10 report their visibility.
    struct Watched: View {
        let row0: Recorder<Bool>
        let row10: Recorder<Bool>
        var threshold = 0.5
        var body: some View {
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<40, id: \.self) { i in
                        if i == 0 {
                            Color.gray.frame(height: 100).onScrollVisibilityChange(threshold: threshold) { row0($0) }
                        } else if i == 10 {
                            Color.gray.frame(height: 100).onScrollVisibilityChange(threshold: threshold) { row10($0) }
                        } else {
                            Color.gray.frame(height: 100)
                        }
                    }
                }
                .frame(maxWidth: .infinity)
            }
        }
    }

    @Test func aRowReportsWhenHalfOfItCrossesIntoAndOutOfView() {
        let row0 = Recorder<Bool>(), row10 = Recorder<Bool>()
        let app = scrollApp(Watched(row0: row0, row10: row10))
        app.frame()
        // Row 0 is on screen when it appears; row 10 (1000…1100) is not.
        #expect(row0.values == [true])
        #expect(row10.values.isEmpty)
        // Row 10's visible part is offset − 200 pt (the window ends at offset + 800):
        // at 212 (4 notches) 12 % of it, at 265 (5 notches) 65 %, past the 50 % threshold.
        app.wheel(-4)
        app.frame()
        #expect(app.scroll.offset.y == 212)
        #expect(row10.values.isEmpty)
        app.wheel(-1)
        app.frame()
        #expect(app.scroll.offset.y == 265)
        #expect(row10.values == [true])
        // Row 0 (0…100) shows 100 − offset: below half at 53 already; it went off at 212.
        #expect(row0.values == [true, false])
        // Row 10 leaves the top when less than half of it, 1100 − offset, is left: at 1060 (20 notches).
        app.wheel(-14) // 265 + 742 = 1007: 93 %
        app.frame()
        #expect(row10.values == [true])
        app.wheel(-1) // 1060: 40 %
        app.frame()
        #expect(app.scroll.offset.y == 1060)
        #expect(row10.values == [true, false])
    }

    @Test func aZeroThresholdReportsAnyVisiblePart() {
        let row0 = Recorder<Bool>(), row10 = Recorder<Bool>()
        let app = scrollApp(Watched(row0: row0, row10: row10, threshold: 0))
        app.wheel(-4) // 212: row 10 shows 12 pt
        app.frame()
        #expect(row10.values == [true])
        #expect(row0.values == [true, false]) // 0…100 is gone above 212
    }
}
