import Testing
@testable import ScrollSimCore

/// Where a subview goes in `RankedColumn`: lower first.
private struct Rank: LayoutValueKey {
    static let defaultValue = 0
}

/// A column that stacks its subviews top to bottom by their `Rank`, ties in
/// declaration order, each at its ideal size.
private struct RankedColumn: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.reduce(CGSize.zero) {
            let s = $1.sizeThatFits(.unspecified)
            return CGSize(width: max($0.width, s.width), height: $0.height + s.height)
        }
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for subview in subviews.enumerated().sorted(by: { ($0.element[Rank.self], $0.offset) < ($1.element[Rank.self], $1.offset) }) {
            subview.element.place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified)
            y += subview.element.sizeThatFits(.unspecified).height
        }
    }
}

private struct Ranked: View {
    let bRank: Int
    var body: some View {
        RankedColumn {
            Text("aa").layoutValue(key: Rank.self, value: 1)
            Text("bb").layoutValue(key: Rank.self, value: bRank).padding(0)   // passed through a modifier
            Text("cc")                                                         // the default, 0
            Text("dd").layoutValue(key: Rank.self, value: 5).layoutValue(key: Rank.self, value: -1)  // the outer one wins
        }
    }
}

@MainActor
@Suite struct LayoutValueKeyTests {
    /// 16 pt lines: "dd" (-1, its outer value) first, then "cc" (0), "aa"
    /// (1), "bb" (2); the column is centred in the 390 × 844 window, 64 pt tall.
    @Test func aLayoutReadsItsSubviewsValues() throws {
        let graph = laidOut(Ranked(bRank: 2))
        let top: CGFloat = (844 - 64) / 2
        let order = ["dd", "cc", "aa", "bb"].map { graph.inspect().text($0)?.frame.minY }
        #expect(order == [top, top + 16, top + 32, top + 48])
    }

    /// A changed value lays the column out again: "bb" at rank -2 goes first.
    @Test func aChangedValueLaysTheLayoutOutAgain() throws {
        let graph = laidOut(Ranked(bRank: 2))
        graph.setRoot(Ranked(bRank: -2))
        graph.update()
        let top: CGFloat = (844 - 64) / 2
        #expect(graph.inspect().text("bb")?.frame.minY == top)
        #expect(graph.inspect().text("dd")?.frame.minY == top + 16)
    }
}
