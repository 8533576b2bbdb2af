import Foundation
import Testing
import ScrollSim
import ScrollSimSDL

/// 8 pt per character and 16 pt per line at 17 pt, scaled with the font size.
@MainActor
func fakeMeasurer() -> FixedAdvanceMeasurer { FixedAdvanceMeasurer(advance: 8, lineHeight: 16, scalesWithFontSize: true) }

/// The shipped fonts' measurer at 1×.
@MainActor
func realMeasurer(scale: CGFloat = 1) throws -> SDLTextMeasurer {
    try SDLTextMeasurer(fontsDirectory: repositoryRoot + "/Assets/Fonts", scale: scale)
}

/// Whether every edge of `a` is within 0.001 pt of `b`'s (frames built
/// from fractional symbol sizes and estimates).
func same(_ a: CGRect?, _ b: CGRect) -> Bool {
    guard let a else { return false }
    return abs(a.minX - b.minX) < 0.001 && abs(a.minY - b.minY) < 0.001
        && abs(a.width - b.width) < 0.001 && abs(a.height - b.height) < 0.001
}

/// The frames of the views of `kind` in `app` (with `text`, when given), in tree order.
@MainActor
func frames(_ app: TestApp, _ kind: String, _ text: String? = nil) -> [CGRect] {
    app.app.graph.inspect().all { $0.kind == kind && (text == nil || $0.text == text) }.map(\.frame)
}

/// The frame of the first view of `kind` in `app` (with `text`, when given).
@MainActor
func frame(_ app: TestApp, _ kind: String, _ text: String? = nil) -> CGRect? {
    app.app.graph.inspect().first { $0.kind == kind && (text == nil || $0.text == text) }?.frame
}

/// The side of a symbol image at a `size`-point font: a square of the
/// font's cap height, size × 1443 / 2048 (11.978 at 17 pt).
func symbol(_ size: CGFloat) -> CGFloat { size * 1443 / 2048 }

let repositoryRoot: String = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

/// Lays out `view` in a window on a `displayScale` pixel grid and returns the graph, warnings silenced.
@MainActor
func host<V: View>(_ view: V, measurer: TextMeasuring, size: CGSize = CGSize(width: 390, height: 844),
                   insets: EdgeInsets = .zero, displayScale: CGFloat = 1) -> ViewGraph {
    let graph = ViewGraph(view, measurer: measurer, size: size, safeAreaInsets: insets, displayScale: displayScale)
    graph.warningHandler = { _ in }
    graph.update()
    return graph
}

extension ViewGraph {
    @MainActor func views(_ kind: String) -> [InspectedView] { inspect().all { $0.kind == kind } }
    @MainActor func frame(_ kind: String, _ index: Int = 0) -> CGRect { views(kind)[index].frame }
}

/// `v` rounded up to the `scale` pixel grid, as layout sizes a `Text`.
func onGrid(_ v: CGFloat, _ scale: CGFloat = 1) -> CGFloat { (v * scale - 0.001).rounded(.up) / scale }

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
