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

    /// In a lazy stack the padded `ForEach`'s rows stay the stack's rows:
    /// 40 tall, 12 apart (one padded block would stack them 8 apart), each
    /// padded 16 at the sides: "Row 0" (40 wide) centred in 358 at 175.
    @Test func aPaddedForEachInALazyStackKeepsTheStacksSpacing() throws {
        let app = try settledApp(ScrollView {
            LazyVStack(spacing: 12) {
                ForEach(0..<4) { i in Text("Row \(i)").frame(height: 40) }.padding(.horizontal)
            }
        })
        let rows = (0..<4).compactMap { textFrame(app, "Row \($0)") }
        let first: CGFloat = 47 + (40 - 16) / 2
        let tops: [CGFloat] = [first, first + 52, first + 104, first + 156]
        #expect(rows.map(\.minY) == tops)
        let x: CGFloat = 16 + (358 - 40) / 2
        #expect(rows.allSatisfy { $0.minX == x })
        #expect(frames(app, "padding").count == 4)
    }

    /// A background on a `ForEach` is behind each view: three 40 × 40
    /// rectangles, 12 apart, in an eager stack (144 tall, centred in the
    /// 763 pt safe area) and in a lazy one (from the top).
    @Test func aBackgroundOnAForEachIsBehindEachView() throws {
        let eager = try settledApp(VStack(spacing: 12) {
            ForEach(0..<3) { i in Text("Row \(i)").frame(height: 40) }.background(Color.red)
        })
        let top: CGFloat = 47 + (763 - 144) / 2
        let eagerRects = [0, 1, 2].map { CGRect(x: 175, y: top + CGFloat($0) * 52, width: 40, height: 40) }
        #expect(frames(eager, "Rectangle") == eagerRects)
        let lazy = try settledApp(ScrollView {
            LazyVStack(spacing: 12) {
                ForEach(0..<3) { i in Text("Row \(i)").frame(height: 40) }.background(Color.red)
            }
        })
        let lazyRects = [0, 1, 2].map { CGRect(x: 175, y: 47 + CGFloat($0) * 52, width: 40, height: 40) }
        #expect(frames(lazy, "Rectangle") == lazyRects)
    }

    /// An overlay on a `Group` in a row covers each member: "a" (8 wide)
    /// and "bb" (16), 8 apart, centred in 390.
    @Test func anOverlayOnAGroupCoversEachMember() throws {
        let app = try settledApp(HStack(spacing: 8) {
            Group { Text("a"); Text("bb") }.overlay(Color.blue.opacity(0.2))
        })
        let left: CGFloat = (390 - 32) / 2, y: CGFloat = 47 + (763 - 16) / 2
        let expected = [CGRect(x: left, y: y, width: 8, height: 16), CGRect(x: left + 16, y: y, width: 16, height: 16)]
        #expect(frames(app, "Rectangle") == expected)
    }

    /// In a list, a modifier on a `ForEach` keeps a row per element: the
    /// inset-grouped rows (44 pt, the first 35 below the top of the list)
    /// each hold one text.
    @Test func aModifiedForEachInAListIsARowPerElement() throws {
        let app = try settledApp(List {
            ForEach(0..<3) { i in Text("Row \(i)") }.font(.body).foregroundStyle(.red)
        })
        let heights: [CGFloat] = [35 + 44, 44, 44 + 35]
        #expect(frames(app, "ListRow").map(\.height) == heights)
        let first: CGFloat = 47 + 35 + 14
        let tops: [CGFloat] = [first, first + 44, first + 88]
        #expect((0..<3).compactMap { textFrame(app, "Row \($0)")?.minY } == tops)
    }

    /// A padded `Group` in a lazy stack: each member is a row of its own,
    /// padded 5, 10 apart.
    @Test func aPaddedGroupInALazyStackIsARowPerMember() throws {
        let app = try settledApp(ScrollView {
            LazyVStack(spacing: 10) {
                Group { Text("a"); Text("b") }.padding(5)
            }
        })
        let a: CGFloat = 47 + 5
        #expect(textFrame(app, "a")?.minY == a)
        #expect(textFrame(app, "b")?.minY == a + 16 + 5 + 10 + 5)
    }

    /// A lifecycle modifier on a `Group` is on each member: it runs once per
    /// member ("the modifier applies to all members of the group").
    @Test func onAppearOnAGroupRunsForEachMember() throws {
        final class Count { var n = 0 }
        let count = Count()
        _ = try settledApp(VStack {
            Group { Text("a"); Text("b") }.onAppear { count.n += 1 }
        })
        #expect(count.n == 2)
    }
}
