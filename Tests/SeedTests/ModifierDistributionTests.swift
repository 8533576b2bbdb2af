import Foundation
import Testing
import ScrollSim

// A built-in modifier on a `ForEach`, a `Group` or several views applies to
// each of them, and they stay the children of the stack around them
// (docs/layout-rules.md, "Stacks"). The measurer is the fake one: 8 pt per
// character, 16 pt per line.
@MainActor
@Suite struct ModifierDistributionTests {
    /// Five 8 × 16 digits, each padded by 2, in a row 8 apart:
    /// 5 × 12 + 4 × 8 = 92 wide, centred in 390 → starts at 149.
    @Test func aPaddedForEachInAnHStackIsARowOfPaddedViews() throws {
        let app = try settledApp(HStack(spacing: 8) {
            ForEach(0..<5) { i in Text("\(i)") }.padding(2)
        })
        let digits = (0..<5).compactMap { textFrame(app, "\($0)") }
        #expect(digits.count == 5)
        #expect(digits.map(\.minY).allSatisfy { $0 == digits[0].minY })
        #expect(digits.map(\.minX) == [151, 171, 191, 211, 231])
        #expect(frames(app, "HStack").map(\.width) == [92])
    }

    /// An environment modifier (a colour) on a `ForEach` keeps the row:
    /// the stars rating as apps write it.
    @Test func aColouredForEachStaysInItsRow() throws {
        let app = try settledApp(HStack(spacing: 0) {
            ForEach(0..<3) { i in Text("*\(i)") }.foregroundStyle(.yellow)
        })
        let stars = (0..<3).compactMap { textFrame(app, "*\($0)") }
        #expect(stars.map(\.minX) == [171, 187, 203])
        #expect(stars.map(\.minY).allSatisfy { $0 == stars[0].minY })
    }

    /// A `Group` with a frame and padding: each member gets both, so in a
    /// VStack of spacing 0 the members are 60 + 4 wide and 16 + 4 tall, one
    /// under the other (one frame around both would put them 16 + 8 apart).
    @Test func aFramedGroupFramesEachMember() throws {
        let app = try settledApp(VStack(spacing: 0) {
            Group {
                Text("a")
                Text("bb")
            }
            .frame(width: 60)
            .padding(2)
        })
        let a = try #require(textFrame(app, "a")), bb = try #require(textFrame(app, "bb"))
        #expect(bb.minY - a.minY == 20)
        #expect(frames(app, "VStack").map(\.size) == [CGSize(width: 64, height: 40)])
        // Each text centred in its own 60-wide frame, 2 in from the member's edge.
        let aX: CGFloat = 163 + 2 + 26, bbX: CGFloat = 163 + 2 + 22
        #expect(a.minX == aX)
        #expect(bb.minX == bbX)
    }
}
