import Testing
@testable import ScrollSimCore

private struct MidAccount: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d[VerticalAlignment.top] }
}
private extension VerticalAlignment {
    static let midAccount = VerticalAlignment(MidAccount.self)
}

private struct SelectedKey: PreferenceKey {
    static var defaultValue: Anchor<CGRect>? { nil }
    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) { value = value ?? nextValue() }
}

private struct CentersKey: PreferenceKey {
    static var defaultValue: [Anchor<CGPoint>] { [] }
    static func reduce(value: inout [Anchor<CGPoint>], nextValue: () -> [Anchor<CGPoint>]) { value += nextValue() }
}

/// Equal up to the last bits: lengths shared out one after another differ
/// there from the same quotient computed once.
private func same(_ a: [CGFloat], _ b: [CGFloat]) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) < 1e-9 }
}

/// The rules of docs/layout-rules.md's "Grids", "ViewThatFits", "Alignment
/// guides" and "Anchors", with 8 pt characters and 16 pt lines.
@MainActor
@Suite struct GridLayoutTests {
    // MARK: Lazy grid tracks

    @Test func flexibleColumnsShareTheWidthLeftAfterSpacing() {
        let three = [GridItem(.flexible()), GridItem(.flexible()), GridItem(.flexible())]
        let w: CGFloat = (390 - 2 * 8) / 3
        #expect(same(gridTracks(three, length: 390).map(\.length), [w, w, w]))
        // A maximum caps a column; the ones after it share what it leaves.
        let capped = [GridItem(.flexible(maximum: 50)), GridItem(.flexible())]
        #expect(gridTracks(capped, length: 390).map(\.length) == [50, 390 - 8 - 50])
    }

    @Test func adaptiveFitsAsManyColumnsOfItsMinimumAsTheWidthHolds() {
        // ⌊(390 + 8) / (100 + 8)⌋ = 3 columns of (390 − 2 × 8) / 3.
        let w: CGFloat = (390 - 2 * 8) / 3
        #expect(same(gridTracks([GridItem(.adaptive(minimum: 100))], length: 390).map(\.length), [w, w, w]))
        // ⌊398 / 88⌋ = 4 columns of (390 − 3 × 8) / 4 = 91.5.
        #expect(gridTracks([GridItem(.adaptive(minimum: 80))], length: 390).map(\.length) == [91.5, 91.5, 91.5, 91.5])
        // Its own spacing between its columns: ⌊(390 + 2) / 102⌋ = 3 of (390 − 4) / 3.
        let tight = gridTracks([GridItem(.adaptive(minimum: 100), spacing: 2)], length: 390)
        let t: CGFloat = 386 / 3
        #expect(tight.map(\.length) == [t, t, t])
    }

    @Test func fixedColumnsComeFirstThenTheRestShare() {
        // objc.io's example: 200 − 8 − 70 = 122 left for the adaptive item,
        // ⌊130 / 48⌋ = 2 columns of (122 − 8) / 2 = 57.
        let tracks = gridTracks([GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))], length: 200)
        #expect(tracks.map(\.length) == [70, 57, 57])
        #expect(gridTracksLength(tracks) == 200)
    }

    @Test func flexibleMinimumsOverflowAndTheSecondPassUsesTheGridsOwnWidth() {
        // First pass in 300: 292 / 2 = 146 (≥ 100), then 146 < 180 → 180: the grid is 334.
        let items = [GridItem(.flexible(minimum: 100)), GridItem(.flexible(minimum: 180))]
        let first = gridTracks(items, length: 300)
        #expect(gridTracksLength(first) == 334)
        // Second pass in 334: 326 / 2 = 163, then 163 < 180 → 180.
        #expect(gridTracks(items, length: 334).map(\.length) == [163, 180])
        #expect(size(of: LazyVGrid(columns: items) { Color.red.frame(height: 10) }, ProposedViewSize(width: 300, height: nil))
                == CGSize(width: 334, height: 10))
    }

    @Test func lazyVGridPlacesCellsRowByRowInTheirColumns() {
        let columns = [GridItem(.flexible()), GridItem(.flexible()), GridItem(.flexible())]
        let graph = laidOut(VStack {
            LazyVGrid(columns: columns, spacing: 10) {
                ForEach(0..<7, id: \.self) { i in Color.red.frame(height: i == 4 ? 70 : 50) }
            }
            Spacer()
        })
        // The lines measured while placing correct the total the next frame.
        graph.update()
        let cells = graph.frames(of: "frame")
        #expect(cells.count == 7)
        let w: CGFloat = (390 - 2 * 8) / 3
        #expect(same(cells.map(\.width), [CGFloat](repeating: w, count: 7)))
        #expect(same([cells[0].minX, cells[1].minX, cells[2].minX], [0, w + 8, 2 * (w + 8)]))
        // Row 2 is 70 tall (its tallest cell); the 50 pt cells are centred in it.
        #expect(cells[3].minY == 60 + 10 && cells[4].minY == 60 && cells[4].height == 70)
        #expect(cells[6].minY == 60 + 70 + 10 && cells[6].minX == 0)
        let grid = graph.frames(of: "LazyVGrid")[0]
        #expect(grid.height == CGFloat(50 + 10 + 70 + 10 + 50))
    }

    @Test func lazyHGridFillsColumnByColumn() {
        let rows = [GridItem(.fixed(40)), GridItem(.fixed(60), alignment: .top)]
        let graph = laidOut(HStack {
            LazyHGrid(rows: rows, spacing: 4) {
                ForEach(0..<3, id: \.self) { _ in Color.red.frame(width: 30, height: 20) }
            }
            Spacer()
        })
        let cells = graph.frames(of: "frame")
        let grid = graph.frames(of: "LazyHGrid")[0]
        // Rows of 40 and 60 with 8 between: 108, centred as a block in the
        // grid, which takes the whole proposed height (844). Cell 0 centred in the
        // first row (10 down), cell 1 at the top of the second (48), cell 2 starts column 2.
        #expect(grid.size == CGSize(width: 30 + 4 + 30, height: 844))
        let block: CGFloat = (844 - 108) / 2
        #expect(cells[0].minY - grid.minY == block + 10)
        #expect(cells[1].minY - grid.minY == block + 48)
        #expect(cells[2].minX - grid.minX == 34 && cells[2].minY - grid.minY == block + 10)
    }

    @Test func sectionHeadersTakeAWholeLineAndSectionsStartNewRows() {
        let graph = laidOut(VStack {
            LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())], spacing: 0) {
                Section { ForEach(0..<3, id: \.self) { _ in Color.red.frame(height: 20) } } header: { Text("One") }
                Section { ForEach(0..<2, id: \.self) { _ in Color.red.frame(height: 20) } } header: { Text("Two") }
            }
            Spacer()
        })
        graph.update()
        // "One" (16), two rows of 20, "Two", one row: 16 + 40 + 16 + 20.
        #expect(graph.frame(ofText: "One")?.minY == 0)
        #expect(graph.frame(ofText: "Two")?.minY == 56)
        #expect(graph.frames(of: "LazyVGrid")[0].height == 92)
        // The header spans the grid and is centred in it.
        let centred: CGFloat = (390 - 24) / 2
        #expect(graph.frame(ofText: "One")?.minX == centred)
    }

    // MARK: Grid

    @Test func gridColumnsAreAsWideAsTheirWidestCell() {
        let graph = laidOut(Grid {
            GridRow { Text("Name"); Text("Ann") }
            GridRow { Text("E-mail"); Text("ann@example.com") }
        })
        let grid = graph.frames(of: "Grid")[0]
        // Columns max(32, 48) = 48 and max(24, 120) = 120, 8 apart; rows 16 with 8 between.
        #expect(grid.size == CGSize(width: 48 + 8 + 120, height: 40))
        // Cells are centred in their areas by default.
        #expect(graph.frame(ofText: "Name")!.minX - grid.minX == 8)
        #expect(graph.frame(ofText: "Ann")!.minX - grid.minX == CGFloat(56 + 48))
        #expect(graph.frame(ofText: "ann@example.com")!.minY - grid.minY == 24)
    }

    @Test func spanningAndFullWidthCellsTakeTheColumnsTheyCover() {
        let graph = laidOut(Grid(alignment: .leading, horizontalSpacing: 10, verticalSpacing: 4) {
            GridRow { Text("abcdef"); Text("ab") }
            Color.gray.frame(height: 1)
            GridRow { Text("abcdefghijklmn").gridCellColumns(2) }
        })
        let grid = graph.frames(of: "Grid")[0]
        // The spanning text (112) does not widen the columns (48 and 16): it is proposed 48 + 10 + 16 = 74.
        #expect(grid.width == 74)
        let spanning = graph.frame(ofText: "abcdefghijklmn")!
        #expect(spanning.width == 72 && spanning.minX == grid.minX)
        // The rule outside a GridRow spans the grid.
        let rule = graph.frames(of: "frame")[0]
        #expect(rule.width == 74 && rule.minY - grid.minY == 20)
        #expect(spanning.minY - grid.minY == CGFloat(16 + 4 + 1 + 4))
    }

    @Test func unsizedCellsTakeTheSizeTheOthersGive() {
        let graph = laidOut(Grid {
            GridRow { Text("ab"); Color.red.gridCellUnsizedAxes([.horizontal, .vertical]) }
            GridRow { Text("abcd"); Text("xyz") }
        })
        let grid = graph.frames(of: "Grid")[0]
        #expect(grid.size == CGSize(width: 32 + 8 + 24, height: 40))
        let color = graph.inspect().first { $0.kind == "Rectangle" }!.frame
        #expect(color == CGRect(x: grid.minX + 40, y: grid.minY, width: 24, height: 16))
    }

    @Test func columnAlignmentAndCellAnchorPlaceCells() {
        let graph = laidOut(Grid {
            GridRow { Text("a").gridColumnAlignment(.trailing); Text("b").gridCellAnchor(.topLeading) }
            GridRow { Text("abcd"); Text("cccc").frame(height: 40) }
        })
        let grid = graph.frames(of: "Grid")[0]
        #expect(graph.frame(ofText: "a")!.minX - grid.minX == 24)
        #expect(graph.frame(ofText: "b")!.origin == CGPoint(x: grid.minX + 40, y: grid.minY))
        // GridRow(alignment:) sets the row's vertical alignment.
        let rowAligned = laidOut(Grid {
            GridRow(alignment: .bottom) { Text("a"); Color.red.frame(width: 10, height: 40) }
        })
        let g = rowAligned.frames(of: "Grid")[0]
        #expect(rowAligned.frame(ofText: "a")!.minY - g.minY == 24)
    }

    @Test func flexibleCellsShareTheLeftoverWidth() {
        let graph = laidOut(Grid {
            GridRow { Text("Name"); Color.blue.frame(height: 10) }
        }.frame(width: 200))
        // The text column (least flexible) is served first and takes 32; the colour the rest.
        let color = graph.frames(of: "frame").first { $0.height == 10 }!
        #expect(color.width == CGFloat(200 - 8 - 32))
    }

    // MARK: ViewThatFits

    @Test func viewThatFitsTakesTheFirstChildWhoseIdealSizeFits() {
        let graph = laidOut(ViewThatFits(in: .horizontal) {
            Text("a very long label here")
            Text("short")
            Text("x")
        }.frame(width: 100))
        // 22 × 8 = 176 > 100; "short" is 40.
        #expect(graph.frame(ofText: "a very long label here") == nil)
        #expect(graph.frame(ofText: "short")?.width == 40)
        #expect(graph.frame(ofText: "x") == nil)
        // None fits: the last.
        let none = laidOut(ViewThatFits { Text("abcdefghij"); Text("abcdef") }.frame(width: 20))
        #expect(none.frame(ofText: "abcdef") != nil && none.frame(ofText: "abcdefghij") == nil)
        // Only the constrained axis counts: 3 lines would not fit 20 pt of height, but only the width is checked.
        #expect(size(of: ViewThatFits(in: .horizontal) { Text("abc") }, ProposedViewSize(width: 30, height: 10)) == CGSize(width: 24, height: 16))
    }

    // MARK: Alignment guides

    @Test func alignmentGuideOffsetsAViewInItsStack() {
        let graph = laidOut(VStack(alignment: .leading) {
            Text("abcd")
            Text("ab").alignmentGuide(.leading) { d in d[.leading] - 20 }
        })
        let stack = graph.frames(of: "VStack")[0]
        // Guides 0 and −20: the second view starts 20 after the first; the stack is max(32, 20 + 16) = 36 wide.
        #expect(stack.width == 36)
        #expect(graph.frame(ofText: "ab")!.minX - stack.minX == 20)
        #expect(graph.frame(ofText: "abcd")!.minX == stack.minX)
        // A guide from the view's other dimensions: its trailing edge on the others' leading one.
        let trailing = laidOut(VStack(alignment: .leading) {
            Text("abcd")
            Text("ab").alignmentGuide(.leading) { d in d[.trailing] }.padding(.leading, 4)
        })
        let s = trailing.frames(of: "VStack")[0]
        // The padded view's guide is 4 + 16 = 20: it starts 20 before the text above.
        #expect(trailing.frame(ofText: "abcd")!.minX - s.minX == 20)
        #expect(trailing.frame(ofText: "ab")!.minX - s.minX == 4)
    }

    @Test func guidesComputedPerRowOfAForEach() {
        // Written as apps write it: arithmetic on the dimensions inside a
        // `ForEach` (this expression timed the type checker out while the
        // modifier did not exist).
        let items = ["a", "b", "c"]
        let graph = laidOut(VStack(alignment: .leading, spacing: 4) {
            ForEach(0..<items.count, id: \.self) { i in
                Text(items[i])
                    .alignmentGuide(.leading) { d in d[.leading] - CGFloat(i) * 20 }
            }
        })
        let stack = graph.frames(of: "VStack")[0]
        // Guides 0, −20, −40: the rows start 0, 20 and 40 in; the stack is 40 + 8 wide.
        #expect(stack.width == 48)
        #expect(graph.frame(ofText: "b")!.minX - stack.minX == 20)
        #expect(graph.frame(ofText: "c")!.minX - stack.minX == 40)
    }

    @Test func customAlignmentLinesUpViewsInDifferentStacks() {
        let graph = laidOut(HStack(alignment: .midAccount) {
            VStack {
                Text("a")
                Text("b").alignmentGuide(.midAccount) { d in d[VerticalAlignment.center] }
            }
            Text("c").alignmentGuide(.midAccount) { d in d[VerticalAlignment.center] }
        })
        // "b"'s centre is 16 + 0 + 8 = 24 down its stack (two texts touch);
        // "c"'s centre lines up with it.
        #expect(graph.frame(ofText: "c")!.midY == graph.frame(ofText: "b")!.midY)
        #expect(graph.frame(ofText: "c")!.minY - graph.frame(ofText: "a")!.minY == 16)
        // Without an explicit value a custom guide uses its default (here the top).
        let plain = laidOut(HStack(alignment: .midAccount) { Text("a").frame(height: 40); Text("b") })
        #expect(plain.frame(ofText: "b")!.minY == plain.frames(of: "frame")[0].minY)
    }

    @Test func zStackAndOverlayAlignGuides() {
        let graph = laidOut(ZStack(alignment: .topLeading) {
            Color.red.frame(width: 100, height: 100)
            Text("ab").alignmentGuide(.leading) { _ in -10 }.alignmentGuide(.top) { _ in -5 }
        })
        let z = graph.frames(of: "ZStack")[0]
        let square = graph.frames(of: "frame")[0]
        #expect(graph.frame(ofText: "ab")!.origin == CGPoint(x: z.minX + 10, y: z.minY + 5))
        #expect(square.origin == z.origin)
        let overlay = laidOut(Color.red.frame(width: 100, height: 100)
            .overlay(alignment: .topTrailing) { Text("9").alignmentGuide(.trailing) { d in d[HorizontalAlignment.center] } })
        let box = overlay.frames(of: "frame")[0]
        // The badge's centre on the box's trailing edge, its top on the top.
        #expect(overlay.frame(ofText: "9")!.midX == box.maxX)
        #expect(overlay.frame(ofText: "9")!.minY == box.minY)
    }

    // MARK: Anchors

    @Test func anchorOverlayResolvesTheSelectedViewsFrame() {
        let graph = laidOut(HStack(spacing: 10) {
            ForEach(["one", "two", "three"], id: \.self) { title in
                Text(title).anchorPreference(key: SelectedKey.self, value: .bounds) { title == "two" ? $0 : nil }
            }
        }
        .overlayPreferenceValue(SelectedKey.self) { anchor in
            GeometryReader { proxy in
                if let anchor {
                    let r = proxy[anchor]
                    Color.blue.frame(width: r.width, height: 2).offset(x: r.minX, y: r.maxY)
                }
            }
        })
        let stack = graph.frames(of: "HStack")[0]
        let two = graph.frame(ofText: "two")!
        // "two" is 24 wide, 24 + 10 from the stack's start.
        #expect(two.minX - stack.minX == 34)
        let line = graph.frames(of: "frame")[0]
        #expect(line == CGRect(x: two.minX, y: two.maxY, width: 24, height: 2))
    }

    @Test func pointAnchorsAndTransformAnchorPreference() {
        var centers: [CGPoint] = []
        _ = laidOut(VStack(spacing: 0) {
            Text("ab").transformAnchorPreference(key: CentersKey.self, value: .center) { $0.append($1) }
            Text("abcd").transformAnchorPreference(key: CentersKey.self, value: .topLeading) { $0.append($1) }
        }
        .backgroundPreferenceValue(CentersKey.self) { anchors in
            GeometryReader { proxy in
                let _ = { centers = anchors.map { proxy[$0] } }()
                Color.clear
            }
        })
        // In the 32 × 32 stack: "ab" (16 wide, centred) has its centre at (16, 8); "abcd" starts at (0, 16).
        #expect(centers == [CGPoint(x: 16, y: 8), CGPoint(x: 0, y: 16)])
    }
}
