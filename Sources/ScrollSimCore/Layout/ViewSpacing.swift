/// What one edge of a view asks of the distance to the view beside it in a
/// stack with no spacing of its own: SwiftUI's `Spacing` minima on that edge,
/// by category. Every field is a distance in points, or NaN when the edge
/// has no value of that category.
///
/// Categories pair up by name across the two edges that meet (the first
/// view's bottom or trailing edge, the next view's top or leading edge):
/// - `textToText`: both edges are a text's (its value is the font's
///   leading; the two texts are set apart by the second one's leading,
///   rounded up to a device pixel).
/// - `aboveText`: on a text's top edge, the distance it wants below a view
///   that is not text; on such a view's bottom edge, 0.
/// - `belowText`: on a text's bottom edge, the distance it wants above a
///   view that is not text; on such a view's top edge, 0.
/// - `plain`: the value of no category (a spacer's 0, or a custom layout's
///   own). Used only when no category pairs up.
///
/// With no pair and no plain value on either side the distance is the
/// default 8 pt. Source: OpenSwiftUI `Spacing.distanceToSuccessorView` and
/// `Spacing.textSpacing` (`OpenSwiftUICore/Layout/Geometry/Spacing.swift`,
/// `View/Text/Text/Text+Spacing.swift`, audited against SwiftUICore).
package struct EdgeSpacing: Sendable {
    package var textToText = CGFloat.nan
    package var aboveText = CGFloat.nan
    package var belowText = CGFloat.nan
    package var plain = CGFloat.nan
    /// Device points per pixel of the text whose `textToText` this is.
    package var pixelLength: CGFloat = 1

    /// An edge with no value at all.
    package static let none = EdgeSpacing()

    /// Keeps, per category, the larger of this edge's value and `other`'s
    /// (SwiftUI's `Spacing.incorporate`): what a stack's edge shows of the
    /// children on it.
    package mutating func incorporate(_ other: EdgeSpacing) {
        if other.textToText.isNaN == false, textToText.isNaN || other.textToText > textToText {
            textToText = other.textToText
            pixelLength = other.pixelLength
        }
        aboveText = Self.larger(aboveText, other.aboveText)
        belowText = Self.larger(belowText, other.belowText)
        plain = Self.larger(plain, other.plain)
    }

    @inline(__always)
    private static func larger(_ a: CGFloat, _ b: CGFloat) -> CGFloat {
        a.isNaN ? b : (b.isNaN ? a : Swift.max(a, b))
    }

    /// The distance from a view whose trailing (or bottom) edge is `self`
    /// to the next one, whose leading (or top) edge is `next`; nil when
    /// neither edge says anything (the stack then uses 8 pt).
    package func distance(to next: EdgeSpacing) -> CGFloat? {
        var best = -CGFloat.infinity
        var paired = false
        if !textToText.isNaN && !next.textToText.isNaN {
            // SwiftUI: `TextMetrics.spacing(top:bottom:)` is the second
            // text's leading, rounded up to the first's pixel.
            best = Swift.max(best, Self.roundedUp(next.textToText, pixelLength))
            paired = true
        }
        if !aboveText.isNaN && !next.aboveText.isNaN {
            best = Swift.max(best, aboveText + next.aboveText)
            paired = true
        }
        if !belowText.isNaN && !next.belowText.isNaN {
            best = Swift.max(best, belowText + next.belowText)
            paired = true
        }
        if paired { return best }
        if plain.isNaN && next.plain.isNaN { return nil }
        return Self.larger(plain, next.plain)
    }

    /// `value` rounded up to a multiple of `pixel` (points per device pixel).
    package static func roundedUp(_ value: CGFloat, _ pixel: CGFloat) -> CGFloat {
        guard pixel > 0 else { return value }
        // A hair of tolerance, so 2/3 × 3 computed as 2.0000000001 stays 2.
        return ((value / pixel) - 1e-9).rounded(.up) * pixel
    }
}

/// The spacing preferences of a view on its four edges (left is leading:
/// ScrollSim lays out left to right).
///
/// A `Layout` reads a subview's with `subviews[i].spacing` and the distance
/// between two with `distance(to:along:)`; a stack with no spacing of its
/// own puts that distance between each pair of its children:
///
/// ```swift
/// // Text above Text: 0 (the second text's leading, 0 for San Francisco);
/// // Color above Text: 6.434 at 17 pt on a 3× screen; Text above Color: 10.642;
/// // Color above Color: 8.
/// let gap = subviews[0].spacing.distance(to: subviews[1].spacing, along: .vertical)
/// ```
public struct ViewSpacing: Sendable {
    package var top: EdgeSpacing
    package var left: EdgeSpacing
    package var bottom: EdgeSpacing
    package var right: EdgeSpacing

    /// A view that is not text: 0 towards text across its top and bottom
    /// edges, nothing else (SwiftUI's `Spacing()`), so it is 8 pt from
    /// another such view and the text's own distance from a text.
    public init() {
        top = EdgeSpacing(belowText: 0)
        bottom = EdgeSpacing(aboveText: 0)
        left = .none
        right = .none
    }

    package init(top: EdgeSpacing, left: EdgeSpacing, bottom: EdgeSpacing, right: EdgeSpacing) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// Zero on every edge against every view (an empty stack, a spacer
    /// outside a stack).
    public static let zero = ViewSpacing(top: EdgeSpacing(plain: 0), left: EdgeSpacing(plain: 0),
                                         bottom: EdgeSpacing(plain: 0), right: EdgeSpacing(plain: 0))

    /// No value on any edge: what a container starts from before it
    /// takes in its children's edges.
    package static let empty = ViewSpacing(top: .none, left: .none, bottom: .none, right: .none)

    /// A spacer's: zero along `axis` (its stack's), nothing across it; zero
    /// on all four edges outside a stack.
    package static func spacer(_ axis: Axis?) -> ViewSpacing {
        switch axis {
        case .vertical?: ViewSpacing(top: EdgeSpacing(plain: 0), left: .none, bottom: EdgeSpacing(plain: 0), right: .none)
        case .horizontal?: ViewSpacing(top: .none, left: EdgeSpacing(plain: 0), bottom: .none, right: EdgeSpacing(plain: 0))
        case nil: .zero
        }
    }

    /// The spacing of a line of text `lineHeight` tall, on a screen of
    /// `pixelLength` points per device pixel, with San Francisco's
    /// proportions (ascender 1950, descender 494, cap height 1443 per 2048
    /// em; no leading), as SwiftUI's `Spacing.textSpacing` computes it:
    /// - default text spacing `t` = lineHeight × 0.1, rounded up to a pixel;
    /// - top, below a view that is not text: lineHeight + t − ascender;
    /// - bottom, above a view that is not text:
    ///   max(lineHeight + t − capHeight, t + descender);
    /// - top and bottom, against text: the leading (0).
    /// Nothing on the left and right edges.
    package static func text(lineHeight: CGFloat, pixelLength: CGFloat) -> ViewSpacing {
        let total = SystemFontMetrics.ascender + SystemFontMetrics.descender
        let ascender = lineHeight * SystemFontMetrics.ascender / total
        let descender = lineHeight * SystemFontMetrics.descender / total
        let capHeight = lineHeight * SystemFontMetrics.capHeight / total
        let textSpacing = EdgeSpacing.roundedUp(lineHeight * 0.1, pixelLength)
        let lineSpacing = lineHeight + textSpacing
        return ViewSpacing(
            top: EdgeSpacing(textToText: 0, aboveText: lineSpacing - ascender, pixelLength: pixelLength),
            left: .none,
            bottom: EdgeSpacing(textToText: 0, belowText: Swift.max(lineSpacing - capHeight, textSpacing + descender),
                                pixelLength: pixelLength),
            right: .none)
    }

    package subscript(edge: Edge) -> EdgeSpacing {
        get {
            switch edge {
            case .top: top
            case .leading: left
            case .bottom: bottom
            case .trailing: right
            }
        }
        set {
            switch edge {
            case .top: top = newValue
            case .leading: left = newValue
            case .bottom: bottom = newValue
            case .trailing: right = newValue
            }
        }
    }

    /// Forgets what `edges` asked for and makes them those of a view that is
    /// not text (SwiftUI's `Spacing.reset`): what `padding` does on its
    /// padded edges and a frame on the axes it sets.
    package mutating func reset(_ edges: Edge.Set) {
        let fresh = ViewSpacing()
        for edge in Edge.allCases where edges.contains(Edge.Set(edge)) {
            self[edge] = fresh[edge]
        }
    }

    /// Takes in `other`'s values on `edges`, keeping the larger per category.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        for edge in Edge.allCases where edges.contains(Edge.Set(edge)) {
            self[edge].incorporate(other[edge])
        }
    }

    /// This spacing with `other`'s values on `edges` taken in.
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var result = self
        result.formUnion(other, edges: edges)
        return result
    }

    /// The distance from this view to `next`, the view after it along
    /// `axis` (below it, or to its right): what both ask for on the edges
    /// that meet, else 8 pt.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        let d = axis == .vertical ? bottom.distance(to: next.top) : right.distance(to: next.left)
        return d ?? defaultSpacing
    }
}
