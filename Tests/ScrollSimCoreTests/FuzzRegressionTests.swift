import Testing
@testable import ScrollSimCore

/// Inputs found by the layout fuzz target (Fuzz/Sources/FuzzLayout), reduced
/// to the rule they broke. See docs/reliability.md, "Fuzzing".
@MainActor
@Suite struct FuzzRegressionTests {
    /// Proposes a fixed proposal to its only subview and places it at the
    /// top-leading corner, as the fuzz target's probe does.
    struct Propose: Layout {
        let proposal: ProposedViewSize
        func sizeThatFits(proposal _: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            let s = subviews.first?.sizeThatFits(proposal) ?? .zero
            return CGSize(width: s.width.isFinite ? s.width : 0, height: s.height.isFinite ? s.height : 0)
        }
        func placeSubviews(in bounds: CGRect, proposal _: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            subviews.first?.place(at: bounds.origin, anchor: .topLeading, proposal: proposal)
        }
    }

    func hasNaN(_ r: CGRect) -> Bool {
        r.origin.x.isNaN || r.origin.y.isNaN || r.width.isNaN || r.height.isNaN
    }

    /// 0 × ∞ and ∞ − ∞ are NaN: an infinite view placed at its top-leading
    /// corner, or centred in an infinite box, got a NaN origin.
    @Test func infiniteViewsAreAlignedWithoutNaN() {
        let graph = laidOut(Propose(proposal: ProposedViewSize(width: nil, height: .infinity)) {
            VStack(spacing: 0) {
                ZStack { Rectangle(); Text("a") }
                VStack(alignment: .trailing) { Color.red; Text("b") }
            }
        })
        let frames = graph.inspect().all.map(\.frame)
        #expect(!frames.contains(where: hasNaN))
        let rectangle = graph.frames(of: "Rectangle")[0]
        #expect(rectangle.minY == graph.frames(of: "ZStack")[0].minY)
        #expect(rectangle.height == .infinity)
    }

    /// `Spacer(minLength: .infinity)` (a reader's height fed back through a
    /// preference under an infinite proposal) was infinite in a finite space.
    @Test func infiniteSpacerLengthIsIgnoredWithAWarning() {
        #expect(size(of: VStack { Spacer(minLength: .infinity) }, ProposedViewSize(width: 50, height: 100)) == CGSize(width: 0, height: 100))
        #expect(size(of: VStack { Spacer(minLength: .infinity) }, .unspecified) == CGSize(width: 0, height: 8))
        #expect(size(of: HStack { Spacer(minLength: .nan) }, .zero) == .zero)
        let graph = laidOut(VStack { Spacer(minLength: .infinity) }.frame(height: 100))
        #expect(graph.warnings.contains { $0.contains("Invalid spacer length") })
        #expect(graph.frames(of: "Spacer")[0].height == 100)
    }

    /// A circle in an infinite frame has a NaN centre (∞ − ∞); Foundation's
    /// CGRect.intersects traps on NaN edges, so drawing it crashed.
    @Test func drawingViewsWithNonNumericGeometryDoesNotTrap() {
        let graph = laidOut(Propose(proposal: ProposedViewSize(width: .infinity, height: .infinity)) {
            ZStack {
                Circle().fill(.red)
                Ellipse().stroke(.black, lineWidth: 2)
                Capsule().fill(.blue)
                Text("a").clipped()
            }
        })
        let commands = graph.drawList().commands
        // The circle's NaN rectangle is culled, not drawn.
        #expect(!commands.contains { if case .fillEllipse = $0 { return true }; return false })
    }

    /// `HStack(spacing: -.infinity)` was −∞ wide and `VStack(spacing: .nan)`
    /// NaN tall; a non-finite spacing now means the default spacing.
    @Test func nonFiniteStackSpacingIsTheDefault() {
        let three = ProposedViewSize(width: 100, height: 100)
        #expect(size(of: HStack(spacing: -.infinity) { Text("a"); Text("b"); Text("c") }, three) == CGSize(width: 24 + 16, height: 16))
        // (The default spacing between two texts is 0, between two colours 8.)
        #expect(size(of: VStack(spacing: .nan) { Text("a"); Text("b") }, three) == CGSize(width: 8, height: 32))
        #expect(size(of: VStack(spacing: .infinity) { Color.red.frame(width: 8, height: 16); Color.red.frame(width: 8, height: 16) },
                     .unspecified) == CGSize(width: 8, height: 32 + 8))
        #expect(size(of: HStack(spacing: -4) { Text("a"); Text("b") }, .unspecified) == CGSize(width: 12, height: 16))
    }

    /// `.padding(.nan)` made the padded view NaN tall and `.padding(.infinity)`
    /// infinite in a finite space; such edges are now 0, with a warning.
    @Test func nonFinitePaddingIsIgnoredWithAWarning() {
        #expect(size(of: Rectangle().padding(.nan), ProposedViewSize(width: 1, height: 756)) == CGSize(width: 1, height: 756))
        #expect(size(of: Text("ab").padding(.horizontal, .infinity), .unspecified) == CGSize(width: 16, height: 16))
        #expect(size(of: Text("ab").padding(EdgeInsets(top: -.infinity, leading: 2, bottom: 3, trailing: .nan)), .unspecified) == CGSize(width: 18, height: 19))
        let graph = laidOut(Text("ab").padding(.nan))
        #expect(graph.warnings.contains { $0.contains("Invalid padding") })
        #expect(graph.frame(ofText: "ab")?.size == CGSize(width: 16, height: 16))
    }

    /// `.offset(x: .nan)` placed the content at a NaN origin.
    @Test func nonFiniteOffsetIsIgnoredWithAWarning() {
        let graph = laidOut(Text("ab").offset(x: .nan, y: 5).offset(y: .infinity), size: CGSize(width: 100, height: 100))
        #expect(graph.warnings.contains { $0.contains("Invalid offset") })
        #expect(graph.frame(ofText: "ab")?.origin == CGPoint(x: 42, y: 47))
    }

    /// `.font(.system(size: .nan))` gave text a NaN size with a measurer that
    /// scales with the font (and trapped converting the size to pixels in SDL's).
    @Test func nonFiniteFontSizeIsTheBodySize() {
        #expect(Font.system(size: .nan).size == 17)
        #expect(Font.system(size: .infinity, weight: .bold).size == 17)
        #expect(Font(size: -3).size == 0)
        let scaling = FixedAdvanceMeasurer(advance: 8, lineHeight: 16, scalesWithFontSize: true)
        let graph = laidOut(Text("ab\n\n  ").font(.system(size: .nan)), measurer: scaling)
        #expect(graph.frame(ofText: "ab\n\n  ")?.size == CGSize(width: 16, height: 48))
    }
}
