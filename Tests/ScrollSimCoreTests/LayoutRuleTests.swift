import Testing
@testable import ScrollSimCore

/// Each rule of docs/layout-rules.md with exact values, using 8 pt characters and 16 pt lines.
@MainActor
@Suite struct LayoutRuleTests {
    @Test func shapesTakeTheProposalAndTenWhenUnspecified() {
        #expect(size(of: Rectangle(), ProposedViewSize(width: 120, height: 30)) == CGSize(width: 120, height: 30))
        #expect(size(of: Circle(), .unspecified) == CGSize(width: 10, height: 10))
        #expect(size(of: Color.red, ProposedViewSize(width: nil, height: 5)) == CGSize(width: 10, height: 5))
        #expect(size(of: Rectangle(), .infinity) == CGSize(width: CGFloat.infinity, height: .infinity))
    }

    @Test func textIdealIsOneLineAndZeroProposalGivesZero() {
        #expect(size(of: Text("hello"), .unspecified) == CGSize(width: 40, height: 16))
        #expect(size(of: Text("hello"), .zero) == .zero)
        #expect(size(of: Text("hello"), .infinity) == CGSize(width: 40, height: 16))
    }

    @Test func textWrapsAtWordsThenCharacters() {
        // "the quick brown fox" at 80 pt: "the quick" is 72, adding " brown" would be 120.
        let graph = laidOut(Text("the quick brown fox").frame(width: 80))
        let text = graph.inspect().text("the quick brown fox")!
        #expect(text.lines == ["the quick", "brown fox"])
        #expect(text.frame.size == CGSize(width: 72, height: 32))
        // A word longer than the line breaks inside: 5 characters per 40 pt line.
        let long = laidOut(Text("abcdefghijkl").frame(width: 40)).inspect().text("abcdefghijkl")!
        #expect(long.lines == ["abcde", "fghij", "kl"])
        #expect(long.frame.height == 48)
    }

    @Test func textTruncatesWithEllipsisWhenHeightHoldsFewerLines() {
        // 3 lines needed at 80 pt, 2 fit in 40 pt of height.
        let graph = laidOut(Text("aaaa bbbb cccc dddd eeee").frame(width: 80, height: 40))
        let text = graph.inspect().text("aaaa bbbb cccc dddd eeee")!
        #expect(text.lines.count == 2)
        #expect(text.lines[0] == "aaaa bbbb")
        // The last line holds as much as fits with "…": 10 characters = 80 pt.
        #expect(text.lines[1] == "cccc dddd…")
        #expect(text.frame.height == 32)
    }

    @Test func lineLimitAndMultilineAlignment() {
        let graph = laidOut(Text("aaaa bbbb cccc").lineLimit(1).frame(width: 80))
        // "aaaa bbbb…" is 10 characters: exactly 80 pt.
        #expect(graph.inspect().text("aaaa bbbb cccc")!.lines == ["aaaa bbbb…"])
        let centered = laidOut(Text("aaaa bbbbbbbb").multilineTextAlignment(.center).frame(width: 64))
        let list = centered.drawList().commands
        guard case .text(let lines, _, _)? = list.first(where: { if case .text = $0 { return true }; return false }) else {
            Issue.record("no text drawn"); return
        }
        // Lines "aaaa" (32) and "bbbbbbbb" (64), centred in the text's 64 pt frame.
        #expect(lines[0].origin.x - lines[1].origin.x == 16)
    }

    /// A padding places its content with the proposal it was placed with,
    /// less the insets (OpenSwiftUI `_PaddingLayout.placement`), so a stack under
    /// `fixedSize` (as in a scroll view) is placed with no height, as it was measured: its rows
    /// keep their ideal heights. (Proposing the padding's final height instead
    /// shares 58 pt between the 48 pt text and the colour, least flexible
    /// first: the text gets 29 pt, one line, and the colour 42.)
    @Test func paddingPlacesItsContentWithItsOwnPlacementProposal() {
        let graph = laidOut(
            VStack(spacing: 8) {
                Text("aaaa bbbb cccc dddd eeee").frame(maxWidth: 80)
                Color.red
            }
            .padding(16)
            .fixedSize(horizontal: false, vertical: true))
        let text = graph.inspect().text("aaaa bbbb cccc dddd eeee")!
        #expect(text.lines == ["aaaa bbbb", "cccc dddd", "eeee"])
        #expect(text.frame.height == 48)
        let color = graph.frames(of: "Rectangle")[0]
        #expect(color.height == 10)
        #expect(color.minY - text.frame.maxY == 8)
    }

    /// A fixed frame places its content with the proposal it was placed with,
    /// the fixed axes replaced (OpenSwiftUI `_FrameLayout.placement`): a stack
    /// under `frame(width:)` and `fixedSize` is placed with no height, so its
    /// text keeps three lines and the colour its ideal 10 pt (proposing the
    /// frame's final 58 pt would give the text 29 pt, one line).
    @Test func fixedFramePlacesItsContentWithItsOwnPlacementProposal() {
        let graph = laidOut(
            VStack(spacing: 0) {
                Text("aaaa bbbb cccc dddd eeee")
                Color.red
            }
            .frame(width: 80)
            .fixedSize(horizontal: false, vertical: true))
        let text = graph.inspect().text("aaaa bbbb cccc dddd eeee")!
        #expect(text.lines == ["aaaa bbbb", "cccc dddd", "eeee"])
        #expect(graph.frames(of: "Rectangle")[0].size == CGSize(width: 80, height: 10))
        #expect(graph.frames(of: "frame")[0].size == CGSize(width: 80, height: 58))
    }

    @Test func paddingDefaultsTo16AndNeverProposesNegative() {
        #expect(size(of: Text("abc").padding(), .unspecified) == CGSize(width: 24 + 32, height: 16 + 32))
        #expect(size(of: Rectangle().padding(.horizontal, 10), ProposedViewSize(width: 5, height: 20)) == CGSize(width: 20, height: 20))
        #expect(size(of: Text("abc").padding([.horizontal]), .unspecified) == CGSize(width: 56, height: 16))
        #expect(size(of: Text("abc").padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)), .unspecified) == CGSize(width: 30, height: 20))
    }

    @Test func fixedFrameProposesAndReportsItsSizes() {
        #expect(size(of: Text("abcdef").frame(width: 100), .unspecified) == CGSize(width: 100, height: 16))
        #expect(size(of: Color.red.frame(height: 20), ProposedViewSize(width: 70, height: 500)) == CGSize(width: 70, height: 20))
        // Placement by alignment: short text centred in a 100 × 50 frame.
        let graph = laidOut(Text("ab").frame(width: 100, height: 50))
        let frame = graph.inspect().first { $0.kind == "frame" }!.frame
        let text = graph.frame(ofText: "ab")!
        #expect(text.minX - frame.minX == 42)
        #expect(text.minY - frame.minY == 17)
        let leading = laidOut(Text("ab").frame(width: 100, height: 50, alignment: .topLeading))
        #expect(leading.frame(ofText: "ab")!.origin == leading.inspect().first { $0.kind == "frame" }!.frame.origin)
    }

    @Test func flexibleFrameRules() {
        // Both min and max with a proposal: the proposal clamped, whatever the content.
        #expect(size(of: Text("hi").frame(minWidth: 0, maxWidth: 151), ProposedViewSize(width: 390, height: 800)).width == 151)
        #expect(size(of: Text("hi").frame(minWidth: 0, maxWidth: 151), ProposedViewSize(width: 100, height: 800)).width == 100)
        // No proposal but an ideal: the ideal.
        #expect(size(of: Text("hi").frame(idealWidth: 77), .unspecified).width == 77)
        // Both, no proposal: the child clamped.
        #expect(size(of: Text("hi").frame(minWidth: 30, maxWidth: 151), .unspecified).width == 30)
        // Min only: max(min(p, c), min).
        // (the text wraps at 50 and its widest line, "abcdef", is 48)
        #expect(size(of: Text("abcdefghij").frame(minWidth: 20), ProposedViewSize(width: 50, height: nil)).width == 48)
        #expect(size(of: Text("abcdefghij").frame(minWidth: 20), ProposedViewSize(width: nil, height: nil)).width == 80)
        #expect(size(of: Text("ab").frame(minWidth: 20), ProposedViewSize(width: 50, height: nil)).width == 20)
        // Max only: min(max(p, c), max).
        #expect(size(of: Text("ab").frame(maxWidth: 100), ProposedViewSize(width: 50, height: nil)).width == 50)
        #expect(size(of: Text("ab").frame(maxWidth: .infinity), ProposedViewSize(width: 390, height: nil)).width == 390)
        #expect(size(of: Text("ab").frame(maxWidth: .infinity), .unspecified).width == 16)
        // Neither on this axis: the child's.
        #expect(size(of: Text("ab").frame(maxWidth: 100), ProposedViewSize(width: 50, height: 300)).height == 16)
    }

    @Test func flexibleFrameNormalisesContradictions() {
        // min > max: max is raised to min (with a warning); negative min is 0.
        let graph = laidOut(Color.red.frame(minWidth: 200, maxWidth: 100).frame(width: 300))
        #expect(graph.frames(of: "frame(flexible)").first!.width == 200)
        #expect(graph.warnings.contains { $0.contains("Contradictory frame constraints") })
        #expect(size(of: Color.red.frame(minWidth: -50, maxWidth: 10), ProposedViewSize(width: 5, height: 5)).width == 5)
    }

    @Test func invalidFixedFrameIsIgnoredWithAWarning() {
        let graph = laidOut(Text("abc").frame(width: -5))
        #expect(graph.frame(ofText: "abc")!.width == 24)
        #expect(graph.warnings.count == 1)
        #expect(graph.warnings[0].contains("Invalid frame dimension"))
        #expect(graph.warnings[0].contains("frame(width: -5.0)"))
        let nan = laidOut(Text("abc").frame(width: .nan, height: .infinity))
        #expect(nan.frame(ofText: "abc")!.size == CGSize(width: 24, height: 16))
        #expect(nan.warnings.count == 2)
    }

    @Test func fixedSizeProposesNilOnFixedAxes() {
        #expect(size(of: Text("abcdefghij").fixedSize(), ProposedViewSize(width: 20, height: 5)) == CGSize(width: 80, height: 16))
        #expect(size(of: Text("abcde fghij").fixedSize(horizontal: false, vertical: true), ProposedViewSize(width: 48, height: 5)) == CGSize(width: 40, height: 32))
        #expect(size(of: Rectangle().fixedSize(), ProposedViewSize(width: 200, height: 200)) == CGSize(width: 10, height: 10))
    }

    @Test func objcIoStackCheck() {
        let stack = HStack(spacing: 0) {
            Color.red.frame(maxWidth: 100)
            Color.green.frame(minWidth: 100)
        }
        #expect(size(of: stack, ProposedViewSize(width: 150, height: 100)).width == 175)
        let graph = laidOut(stack.frame(width: 150, height: 100))
        let frames = graph.frames(of: "frame(flexible)")
        #expect(frames.map(\.width) == [75, 100])
        // Overflowing 175 in a 150 frame: centred, so the stack starts 12.5 left of the frame.
        #expect(frames[1].minX - frames[0].minX == 75)
    }

    @Test func stackDefaultSpacingAndFlexibilityOrder() {
        // Texts are less flexible than the colour, so they are served first.
        let stack = HStack { Text("abc"); Color.blue; Text("de") }
        let graph = laidOut(stack.frame(width: 200, height: 50))
        let texts = [graph.frame(ofText: "abc")!, graph.frame(ofText: "de")!]
        let color = graph.frames(of: "Rectangle").first!
        #expect(texts[0].width == 24)
        #expect(texts[1].width == 16)
        let expected: CGFloat = 200 - 24 - 16 - 16
        #expect(color.width == expected)
        #expect(color.minX - texts[0].maxX == 8)
        // Two texts in a VStack touch: text to text is the second one's
        // leading, 0 (see `textSpacingFollowsTheFontsMetrics`).
        #expect(size(of: VStack { Text("a"); Text("b") }, .unspecified) == CGSize(width: 8, height: 32))
        #expect(size(of: VStack { Color.red.frame(width: 8, height: 10); Color.red.frame(width: 8, height: 10) }, .unspecified)
                == CGSize(width: 8, height: 28))
    }

    @Test func layoutPriorityServesFirstAfterReservingMinimums() {
        // Proposed 100: the low-priority text keeps its minimum (0 for text) and the
        // high-priority one gets everything but the spacing.
        let stack = HStack(spacing: 0) {
            Text("aaaaaaaaaa")
            Text("bbbbbbbbbb").layoutPriority(1)
        }
        let graph = laidOut(stack.frame(width: 100))
        #expect(graph.frame(ofText: "bbbbbbbbbb")!.width == 80)
        #expect(graph.frame(ofText: "aaaaaaaaaa")!.width == 16)
    }

    @Test func spacerHasMinimumLengthAndNoCrossSize() {
        #expect(size(of: HStack(spacing: 0) { Text("a"); Spacer() }, .unspecified) == CGSize(width: 16, height: 16))
        #expect(size(of: HStack(spacing: 0) { Text("a"); Spacer(minLength: 20) }, .unspecified) == CGSize(width: 28, height: 16))
        let graph = laidOut(VStack(spacing: 0) { Text("top"); Spacer(); Text("bottom") }, size: CGSize(width: 390, height: 844))
        #expect(graph.frame(ofText: "top")!.minY == 0)
        #expect(graph.frame(ofText: "bottom")!.maxY == 844)
        #expect(graph.frames(of: "Spacer").first!.width == 0)
    }

    @Test func aSpacerIsServedLastWithOnlyItsMinimumSetAside() {
        // "alpha beta gamma delta" is 22 × 8 = 176 wide. Beside a spacer the
        // text is offered 200 − 8 (the spacer's minimum; no gap beside a
        // spacer) = 192 and keeps one line; the spacer takes the 24 left.
        let withSpacer = laidOut(HStack { Text("alpha beta gamma delta"); Spacer() }.frame(width: 200, height: 100))
        #expect(withSpacer.frame(ofText: "alpha beta gamma delta")?.size == CGSize(width: 176, height: 16))
        #expect(withSpacer.frames(of: "Spacer").first?.width == 24)
        // Beside a colour (priority 0 like the text) it gets an equal share,
        // (200 − 8) / 2 = 96, and wraps to "alpha beta" / "gamma delta".
        let withColour = laidOut(HStack { Text("alpha beta gamma delta"); Color.red }.frame(width: 200, height: 100))
        #expect(withColour.frame(ofText: "alpha beta gamma delta")?.size == CGSize(width: 88, height: 32))
        // Along a VStack too: the colour gets all but the spacer's 8.
        let column = laidOut(VStack(spacing: 0) { Color.red; Spacer() }.frame(width: 100, height: 300))
        #expect(column.frames(of: "Rectangle").first?.height == 292)
        #expect(column.frames(of: "Spacer").first?.height == 8)
        // Around an offset or a background the spacer is still served last.
        let decorated = laidOut(HStack(spacing: 0) { Color.red; Spacer().background(Color.blue) }.frame(width: 200, height: 50))
        #expect(decorated.frames(of: "Rectangle").map(\.width) == [192, 8])
    }

    /// A stack with no spacing of its own sets texts apart by their font's
    /// metrics (SwiftUI's `Spacing.textSpacing`): a 16 pt line at 1× keeps
    /// 5.234 below a view that is not text and 8.553 above one; two texts
    /// touch; two other views stay 8 apart.
    @Test func textSpacingFollowsTheFontsMetrics() {
        let block = Color.red.frame(width: 8, height: 10)
        // Heights of the stacks at their ideal size: each is its two
        // children plus the one gap.
        #expect(size(of: VStack { Text("a"); Text("b") }, .unspecified).height == 32)
        #expect(isClose(size(of: VStack { block; Text("b") }, .unspecified).height, 10 + 16 + TextGap.above()))
        #expect(isClose(size(of: VStack { Text("a"); block }, .unspecified).height, 16 + 10 + TextGap.below()))
        #expect(size(of: VStack { block; block }, .unspecified).height == 28)
        #expect(isClose(TextGap.above(), 5.234042553191489) && isClose(TextGap.below(), 8.553191489361701))
        // Padding makes the padded edges those of a view that is not text;
        // a horizontal padding keeps the top and bottom.
        #expect(isClose(size(of: VStack { Text("a").padding(.bottom, 4); Text("b") }, .unspecified).height, 20 + 16 + TextGap.above()))
        #expect(size(of: VStack { Text("a").padding(.horizontal, 4); Text("b") }, .unspecified).height == 32)
        // A frame resets the edges across the axes it sets: a height resets
        // top and bottom; a flexible width alone keeps them.
        #expect(isClose(size(of: VStack { Text("a").frame(height: 16); Text("b") }, .unspecified).height, 32 + TextGap.above()))
        #expect(size(of: VStack { Text("a").frame(maxWidth: .infinity); Text("b") }, .unspecified).height == 32)
        // Modifiers that do not lay out pass the text's edges on.
        #expect(size(of: VStack { Text("a").background(Color.red).offset(x: 3); Text("b").opacity(0.5) }, .unspecified).height == 32)
        // A row shows all its children's top and bottom edges; the larger
        // pairing wins: below a text the row (a block and a text) is
        // max(0, 8.553) away; above a text, max(0, 5.234).
        let row = HStack { block; Text("t") }
        #expect(isClose(size(of: VStack { Text("a"); row }, .unspecified).height, 16 + 16 + TextGap.below()))
        #expect(isClose(size(of: VStack { row; Text("b") }, .unspecified).height, 16 + 16 + TextGap.above()))
        // A column shows its first child's top and its last one's bottom.
        let column = VStack { block; Text("t") }
        let columnHeight: CGFloat = 10 + TextGap.above() + 16
        #expect(isClose(size(of: VStack { column; Text("b") }, .unspecified).height, columnHeight + 0 + 16))
        #expect(isClose(size(of: VStack { Text("a"); column }, .unspecified).height, 16 + TextGap.below() + columnHeight))
        // Across a horizontal stack texts have no preference: 8 as before.
        let rowWidth: CGFloat = 8 + 8 + 8 + 8 + 8
        #expect(size(of: HStack { Text("a"); Text("b"); block }, .unspecified).width == rowWidth)
    }

    /// The numbers for San Francisco's 17 pt body line (20.287 pt) on a 3×
    /// iPhone: a tenth of the line, 2.029, rounded up to a pixel is 7/3;
    /// 20.287 + 7/3 − 16.187 (ascender) = 6.434 below a view that is not
    /// text, 20.287 + 7/3 − 11.978 (cap height) = 10.642 above one.
    @Test func textSpacingOfTheBodyLineOnAThreeTimesScreen() {
        let text = ViewSpacing.text(lineHeight: SystemFontMetrics.lineHeight(17), pixelLength: 1.0 / 3)
        let view = ViewSpacing()
        #expect(isClose(view.distance(to: text, along: .vertical), 6.433919270833332))
        #expect(isClose(text.distance(to: view, along: .vertical), 10.642415364583332))
        #expect(text.distance(to: text, along: .vertical) == 0)
        #expect(view.distance(to: view, along: .vertical) == 8)
        #expect(text.distance(to: text, along: .horizontal) == 8)
        #expect(ViewSpacing.zero.distance(to: text, along: .vertical) == 0)
        // A union keeps the larger per kind: a view and a text side by side
        // are 10.642 above a view and 0 above a text.
        let both = view.union(text)
        #expect(isClose(both.distance(to: view, along: .vertical), 10.642415364583332))
        #expect(both.distance(to: text, along: .vertical) == 6.433919270833332)
        // Only the edges asked for are taken in.
        let topOnly = view.union(text, edges: .top)
        #expect(topOnly.distance(to: view, along: .vertical) == 8)
    }

    /// A custom layout reads its subviews' preferences as Apple's `Layout`
    /// documentation shows: `subviews[i].spacing.distance(to:along:)`.
    @Test func aCustomLayoutReadsItsSubviewsSpacing() {
        struct Column: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                var height: CGFloat = 0
                for (i, s) in subviews.enumerated() {
                    if i > 0 { height += subviews[i - 1].spacing.distance(to: s.spacing, along: .vertical) }
                    height += s.sizeThatFits(.unspecified).height
                }
                return CGSize(width: 100, height: height)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                var y = bounds.minY
                for (i, s) in subviews.enumerated() {
                    if i > 0 { y += subviews[i - 1].spacing.distance(to: s.spacing, along: .vertical) }
                    s.place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified)
                    y += s.sizeThatFits(.unspecified).height
                }
            }
        }
        let graph = laidOut(Column { Text("a"); Text("b"); Color.red.frame(width: 8, height: 10); Color.blue.frame(width: 8, height: 10) })
        let a = graph.frame(ofText: "a")!, b = graph.frame(ofText: "b")!
        let blocks = graph.frames(of: "Rectangle")
        #expect(b.minY - a.maxY == 0)
        #expect(isClose(blocks[0].minY - b.maxY, TextGap.below()))
        #expect(blocks[1].minY - blocks[0].maxY == 8)
        // Its own spacing by default: every subview's on every edge (a text
        // is among them, so it keeps 8.553 above a view that is not text).
        let inner: CGFloat = 16 + TextGap.below() + 10
        let outer = VStack { Column { Text("a"); Color.red.frame(width: 8, height: 10) }; Color.blue.frame(width: 8, height: 5) }
        #expect(isClose(size(of: outer, .unspecified).height, inner + TextGap.below() + 5))
    }

    @Test func aStackWithDefaultSpacingPutsNoGapBesideASpacer() {
        // Ideal widths: "a", the spacer's 8, "b" touch (8 + 8 + 8); two
        // texts keep their 8; an explicit spacing applies beside a spacer too.
        #expect(size(of: HStack { Text("a"); Spacer(); Text("b") }, .unspecified).width == 24)
        #expect(size(of: HStack { Text("a"); Text("b") }, .unspecified).width == 24)
        #expect(size(of: HStack(spacing: 8) { Text("a"); Spacer(); Text("b") }, .unspecified).width == 40)
        // A spacer in a frame keeps its edges, and so does a zero padding
        // (only the padded edges are reset); a padding of 1 makes the
        // leading and trailing edges its own: 8 + 8 + (1 + 8 + 1) + 8 + 8.
        #expect(size(of: HStack { Text("a"); Spacer().frame(height: 4); Text("b") }, .unspecified).width == 24)
        #expect(size(of: HStack { Text("a"); Spacer().padding(0); Text("b") }, .unspecified).width == 24)
        #expect(size(of: HStack { Text("a"); Spacer().padding(1); Text("b") }, .unspecified).width == 42)
        // Placed: in 100, "b" ends at the trailing edge, the spacer fills 8 … 92.
        let graph = laidOut(HStack { Text("a"); Spacer(); Text("b") }.frame(width: 100, height: 20))
        #expect(graph.frames(of: "Spacer").first.map { $0.maxX - $0.minX } == 84)
        #expect(graph.frame(ofText: "b")?.maxX == (graph.frame(ofText: "a")?.minX ?? 0) + 100)
        // Along a VStack: "top", the spacer, "bottom" fill 60 with no gaps.
        let column = laidOut(VStack { Text("top"); Spacer(); Text("bottom") }.frame(width: 100, height: 60))
        let rest: CGFloat = 60 - 16 - 16
        #expect(column.frames(of: "Spacer").first?.height == rest)
    }

    @Test func aFrameAroundASpacerMakesItAPlainChild() {
        // `Spacer().frame(height: 10)` has priority 0. It and the colour are
        // both infinitely flexible; the spacer's larger minimum (8 against 0)
        // serves it first: offered 100 of 200, it takes 100.
        let graph = laidOut(HStack(spacing: 0) { Color.red; Spacer().frame(height: 10) }.frame(width: 200, height: 50))
        #expect(graph.frames(of: "Rectangle").first?.width == 100)
        #expect(graph.frames(of: "Spacer").first?.width == 100)
        let padded = laidOut(HStack(spacing: 0) { Color.red; Spacer().padding(0) }.frame(width: 200, height: 50))
        #expect(padded.frames(of: "Rectangle").first?.width == 100)
    }

    @Test func ofTwoInfinitelyFlexibleChildrenTheLargerMinimumIsServedFirst() {
        // The blue one (at least 100) is served first: offered 75 of 150, it
        // takes 100; the red one gets the 50 left, and the stack fits.
        let stack = HStack(spacing: 0) { Color.red; Color.blue.frame(minWidth: 100) }
        #expect(size(of: stack, ProposedViewSize(width: 150, height: 50)).width == 150)
        let graph = laidOut(stack.frame(width: 150, height: 50))
        #expect(graph.frames(of: "Rectangle").map(\.width) == [50, 100])
    }

    @Test func zstackIsTheUnionAlignedByAlignment() {
        let z = ZStack(alignment: .bottomTrailing) { Color.red.frame(width: 50, height: 20); Text("ab") }
        #expect(size(of: z, .unspecified) == CGSize(width: 50, height: 20))
        let graph = laidOut(z)
        let outer = graph.frames(of: "ZStack").first!
        #expect(graph.frame(ofText: "ab")!.maxX == outer.maxX)
        #expect(graph.frame(ofText: "ab")!.maxY == outer.maxY)
    }

    @Test func stackAlignment() {
        let graph = laidOut(HStack(alignment: .top) { Color.red.frame(width: 10, height: 40); Text("x") })
        #expect(graph.frame(ofText: "x")!.minY == graph.frames(of: "frame").first!.minY)
        let v = laidOut(VStack(alignment: .leading) { Text("abcd"); Text("a") })
        #expect(v.frame(ofText: "a")!.minX == v.frame(ofText: "abcd")!.minX)
        let t = laidOut(VStack(alignment: .trailing) { Text("abcd"); Text("a") })
        #expect(t.frame(ofText: "a")!.maxX == t.frame(ofText: "abcd")!.maxX)
    }

    @Test func backgroundAndOverlayTakeTheContentSize() {
        let graph = laidOut(Text("abc").padding(4).background(Color.red).overlay(alignment: .topLeading) { Color.blue.frame(width: 5, height: 5) })
        let rects = graph.frames(of: "Rectangle")
        #expect(rects[0].size == CGSize(width: 32, height: 24))
        #expect(rects[1].size == CGSize(width: 5, height: 5))
        #expect(rects[1].origin == rects[0].origin)
        // Background first in painting order.
        let cmds = graph.drawList().commands
        guard case .fillRect(_, let first) = cmds[0] else { Issue.record("expected a fill first"); return }
        #expect(first == .red)
    }

    @Test func offsetMovesWithoutChangingLayout() {
        let graph = laidOut(VStack(spacing: 0) { Text("a").offset(x: 5, y: 7); Text("b") })
        let a = graph.frame(ofText: "a")!
        let b = graph.frame(ofText: "b")!
        #expect(a.minY + 16 - 7 == b.minY)
        #expect(a.minX - 5 == b.minX)
    }

    @Test func rootIsCentredInTheSafeArea() {
        let graph = laidOut(Text("ab"), size: CGSize(width: 100, height: 100), insets: EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0))
        #expect(graph.frame(ofText: "ab")! == CGRect(x: 42, y: 20 + 32, width: 16, height: 16))
    }
}

@MainActor
@Suite struct DecorationTests {
    @Test func anOverlayLargerThanItsContentIsCentredOnIt() {
        let graph = laidOut(Color.red.frame(width: 20, height: 20).overlay { Text("abcdef").fixedSize() },
                            size: CGSize(width: 200, height: 200))
        let red = graph.frames(of: "Rectangle").first!
        let text = graph.frame(ofText: "abcdef")!
        #expect(text.width == 48)
        #expect(text.midX == red.midX)
        #expect(text.midY == red.midY)
    }
}

/// `AnyLayout`: the wrapped layout's frames, a switch that keeps the
/// subviews' state, and spacers along the wrapped stack's axis.
@MainActor
@Suite struct AnyLayoutTests {
    struct Switcher: View {
        @State private var vertical = false
        @State private var count = 0
        var body: some View {
            let layout = vertical ? AnyLayout(VStackLayout(spacing: 10)) : AnyLayout(HStackLayout(spacing: 10))
            layout {
                Text("n \(count)").onTapGesture { count += 1 }
                Color.red.frame(width: 50, height: 20)
                Text("flip").onTapGesture { vertical.toggle() }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
    }

    func tap(_ graph: ViewGraph, _ text: String, _ t: Double) {
        let f = graph.inspect().first { $0.kind == "Text" && ($0.text ?? "").hasPrefix(text) }!.frame
        graph.handle(.pointerDown(CGPoint(x: f.midX, y: f.midY)), time: t)
        graph.handle(.pointerUp(CGPoint(x: f.midX, y: f.midY)), time: t)
        graph.update()
    }

    /// As an `HStack` 10 apart: "n 0" (24 wide), the 50 × 20 colour, "flip"
    /// (32), the texts centred in the 20 pt row. After a tap counts to 1 and
    /// "flip" switches to a `VStack` 10 apart (as wide as the colour, 50,
    /// children centred): "n 1" keeps its count, at x 13; the colour at
    /// y 26; "flip" at x 9, y 56.
    @Test func switchingTheLayoutKeepsTheSubviews() {
        let g = laidOut(Switcher())
        #expect(g.frame(ofText: "n 0") == CGRect(x: 0, y: 2, width: 24, height: 16))
        #expect(g.frame(ofText: "flip") == CGRect(x: 94, y: 2, width: 32, height: 16))
        tap(g, "n", 1)
        tap(g, "flip", 2)
        #expect(g.frame(ofText: "n 1") == CGRect(x: 13, y: 0, width: 24, height: 16))
        #expect(g.frame(ofText: "flip") == CGRect(x: 9, y: 56, width: 32, height: 16))
        tap(g, "flip", 3)
        #expect(g.frame(ofText: "n 1") == CGRect(x: 0, y: 2, width: 24, height: 16))
    }

    /// A `Spacer` in `AnyLayout(HStackLayout())` stretches across the
    /// window only: the row stays one line tall at the top, "b" at its end.
    @Test func aSpacerStretchesAlongTheWrappedStack() {
        let g = laidOut(AnyLayout(HStackLayout()) {
            Text("a")
            Spacer()
            Text("b")
        }.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading))
        #expect(g.frame(ofText: "a") == CGRect(x: 0, y: 0, width: 8, height: 16))
        #expect(g.frame(ofText: "b") == CGRect(x: 382, y: 0, width: 8, height: 16))
    }
}
