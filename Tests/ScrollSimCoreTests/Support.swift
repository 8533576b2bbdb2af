import Testing
@testable import ScrollSimCore

/// 8 pt per character, 16 pt per line, whatever the font.
@MainActor
func fixedMeasurer() -> FixedAdvanceMeasurer { FixedAdvanceMeasurer(advance: 8, lineHeight: 16) }

/// Lays `view` out in a window of `size` and returns the graph.
@MainActor
func laidOut<V: View>(_ view: V, size: CGSize = CGSize(width: 390, height: 844),
                      insets: EdgeInsets = .zero, measurer: TextMeasuring? = nil) -> ViewGraph {
    let graph = ViewGraph(view, measurer: measurer ?? fixedMeasurer(), size: size, safeAreaInsets: insets)
    graph.warningHandler = { _ in }
    graph.update()
    return graph
}

/// The size `view` chooses for `proposal` (measured directly, no window).
@MainActor
func size<V: View>(of view: V, _ proposal: ProposedViewSize) -> CGSize {
    let graph = ViewGraph(view, measurer: fixedMeasurer(), size: CGSize(width: 1000, height: 1000))
    graph.warningHandler = { _ in }
    graph.update()
    return graph.root.childSize(proposal)
}

extension ViewGraph {
    @MainActor
    func frame(ofText text: String) -> CGRect? { inspect().text(text)?.frame }
    @MainActor
    func frames(of kind: String) -> [CGRect] { inspect().all { $0.kind == kind }.map(\.frame) }
}

/// The distances a stack with no spacing of its own puts beside a line of
/// text `lineHeight` tall on a screen of `scale` pixels per point, restated
/// from docs/layout-rules.md ("Stacks", text spacing) for deriving expected
/// frames: San Francisco's proportions (ascender 1950, descender 494, cap
/// height 1443 of 2444 line units), a default text spacing of a tenth of
/// the line rounded up to a pixel, no leading.
/// - `above`: from a view that is not text down to the text's top
///   (a 16 pt line at 1×: 5.234; 20.287 pt at 3×: 6.434).
/// - `below`: from the text's bottom down to a view that is not text
///   (16 pt at 1×: 8.553; 20.287 pt at 3×: 10.642).
/// - Between two texts: 0.
enum TextGap {
    static func above(_ lineHeight: CGFloat = 16, scale: CGFloat = 1) -> CGFloat {
        lineHeight + spacing(lineHeight, scale) - lineHeight * 1950 / 2444
    }
    static func below(_ lineHeight: CGFloat = 16, scale: CGFloat = 1) -> CGFloat {
        max(lineHeight + spacing(lineHeight, scale) - lineHeight * 1443 / 2444,
            spacing(lineHeight, scale) + lineHeight * 494 / 2444)
    }
    private static func spacing(_ lineHeight: CGFloat, _ scale: CGFloat) -> CGFloat {
        (lineHeight * 0.1 * scale - 1e-9).rounded(.up) / scale
    }
}

/// True when `a` and `b` differ by at most `tolerance` (for frames summed
/// from fractional gaps in another order than layout sums them).
func isClose(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-9) -> Bool { abs(a - b) <= tolerance }
