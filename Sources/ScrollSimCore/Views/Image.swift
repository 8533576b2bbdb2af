/// A bitmap image by name, or a system symbol.
///
/// Sizing follows SwiftUI (OpenSwiftUI `Image.Resolved.sizeThatFits`): an
/// image is its own size (pixels ÷ scale) whatever it is proposed; a
/// `resizable()` one takes the proposal on each axis (at least its cap
/// insets), and its own size on an axis proposed `nil`.
///
/// ```swift
/// Image("photo")                                   // 120 × 80 px @2x: 60 × 40 pt
/// Image("photo").resizable().scaledToFill()
///     .frame(width: 64, height: 64).clipped()
/// Image(systemName: "star.fill").foregroundStyle(.yellow)
/// ```
///
/// The pixels come from the graph's ``ImageProviding``; a name it does not
/// know draws nothing, is 0 × 0, and warns once.
///
/// As in SwiftUI, an image is a `Sendable` value whose initializers and
/// modifiers are not isolated to the main actor (its `View` conformance is
/// declared apart), so a model's nonisolated property can make one.
public struct Image: Equatable, Sendable {
    enum Source: Hashable {
        case named(String)
        case system(String)
    }

    struct Resizing: Hashable {
        var capInsets: EdgeInsets
        var mode: ResizingMode
    }

    let source: Source
    /// Nil until `resizable`.
    var resizing: Resizing?
    var renderingMode: TemplateRenderingMode?
    var interpolation: Interpolation = .high
    /// Pixels per point to size the image at, in place of its variant's own
    /// (an `AsyncImage`'s `scale`); nil: the variant's.
    var pointScale: CGFloat?

    /// The image `name` from the app's images (`Assets/Images/name.png`
    /// and its `@2x`/`@3x` variants with the SDL backend). `bundle` is
    /// accepted for source compatibility and ignored.
    public init(_ name: String, bundle: Bundle? = nil) {
        source = .named(name)
    }

    /// The image `name`, hidden from accessibility (drawn the same).
    public init(decorative name: String, bundle: Bundle? = nil) {
        source = .named(name)
    }

    /// The system symbol `systemName`. SF Symbols cannot be shipped: the
    /// symbol is sized as SwiftUI sizes it at the current font (a square
    /// as tall as the font's cap height) and drawn as a placeholder, the
    /// outline of a rounded square in the foreground colour.
    public init(systemName: String) {
        source = .system(systemName)
    }

    /// How a resizable image fills the space between its cap insets.
    public enum ResizingMode: Hashable, Sendable {
        case tile, stretch
    }

    /// Whether an image is drawn in its own colours or as a mask in the
    /// foreground style.
    public enum TemplateRenderingMode: Hashable, Sendable {
        case template, original
    }

    /// The quality of scaling. `.none` samples the nearest pixel; the
    /// others are drawn alike (linear filtering).
    public enum Interpolation: Hashable, Sendable {
        case none, low, medium, high
    }

    /// This image sized to the space it is offered (see the type's sizing
    /// rule), the `capInsets` edges kept unscaled.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var i = self
        i.resizing = Resizing(capInsets: capInsets, mode: resizingMode)
        return i
    }

    /// `.template` paints the image's shape in the foreground style;
    /// `.original` keeps its colours; nil: the default (original for named
    /// images, template for symbols).
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image {
        var i = self
        i.renderingMode = renderingMode
        return i
    }

    /// The scaling quality (`.none`: nearest pixel, for pixel art).
    public func interpolation(_ interpolation: Interpolation) -> Image {
        var i = self
        i.interpolation = interpolation
        return i
    }

    /// Accepted for source compatibility; images are always drawn antialiased.
    public func antialiased(_ isAntialiased: Bool) -> Image { self }
}

/// The metrics of the placeholder drawn for a system symbol.
///
/// A symbol's layout height is the cap height of the font it is drawn in
/// (OpenSwiftUI `Image.LayoutMetrics(glyph:)`: `contentSize = (alignment
/// width, capHeight)`), with SF Pro's cap height of 1443 / 2048 em
/// (`UIFont.systemFont(ofSize: 17).capHeight` ≈ 11.978). Symbols differ in
/// width; without their glyphs ScrollSim makes each one square.
public enum SymbolMetrics {
    /// SF Pro's cap height, in font units of 2048 per em.
    public static let capHeight: CGFloat = SystemFontMetrics.capHeight

    /// The side of the square box of a medium-scale symbol in `font`:
    /// `1443 / 2048 × size` (times ``Image/Scale/factor`` at other scales).
    public static func side(for font: Font) -> CGFloat {
        capHeight / SystemFontMetrics.unitsPerEm * font.size
    }
}

/// The node of an `Image`.
package final class ImageNode: Node {
    var source: Image.Source = .named("")
    var resizing: Image.Resizing?
    /// Pixels and scale of the named image; nil for a symbol or a missing image.
    var metrics: ImageMetrics?
    /// The image's own size, in points.
    var naturalSize: CGSize = .zero
    /// The colour a template is painted in; nil for an image in its own colours.
    var tint: Color?
    var smooth = true
    /// Drawn as a placeholder rectangle (`redacted(reason:)`).
    var redacted = false
    /// Where drawing reports an image it cannot draw.
    weak var warningGraph: ViewGraph?

    func configure(_ view: Image, _ context: BuildContext) {
        warningGraph = context.graph
        let env = context.environment
        var natural = CGSize.zero
        var newMetrics: ImageMetrics?
        let isTemplate: Bool
        switch view.source {
        case .named(let name):
            newMetrics = context.graph.images.image(named: name, displayScale: env.displayScale)
            if let m = newMetrics {
                natural = m.size
                if let p = view.pointScale, p > 0 {
                    natural = CGSize(width: CGFloat(m.pixelWidth) / p, height: CGFloat(m.pixelHeight) / p)
                }
            } else {
                context.graph.warn("No image named '\(name)' found: it is drawn as nothing and is 0 × 0 points.")
            }
            isTemplate = view.renderingMode == .template
        case .system:
            let side = env[SymbolSideKey.self] ?? SymbolMetrics.side(for: env.font ?? .body) * env.imageScale.factor
            natural = CGSize(width: side, height: side)
            isTemplate = true
        }
        source = view.source
        metrics = newMetrics
        let newResizing = view.resizing
        if newResizing?.capInsets != resizing?.capInsets || (newResizing == nil) != (resizing == nil) || natural != naturalSize {
            invalidateLayout()
        }
        resizing = newResizing
        naturalSize = natural
        tint = isTemplate ? env.inheritedForegroundColor : nil
        smooth = view.interpolation != .none
        redacted = env.drawsRedacted
    }

    package override func measure(_ proposal: ProposedViewSize) -> CGSize {
        guard let resizing else { return naturalSize }
        let caps = resizing.capInsets
        var size = naturalSize
        if let w = proposal.width { size.width = max(w, caps.leading + caps.trailing) }
        if let h = proposal.height { size.height = max(h, caps.top + caps.bottom) }
        return size
    }

    /// Where the image is drawn: its bounds when resizable, else its own
    /// size at its top-left corner.
    var imageRect: CGRect {
        resizing == nil ? CGRect(origin: .zero, size: naturalSize) : bounds
    }

    package override func draw(_ context: inout DrawContext) {
        let rect = imageRect
        guard rect.width.isFinite, rect.height.isFinite else { return }
        let g = context.toGlobal(rect)
        guard g.width > 0, g.height > 0, g.meets(context.clip), context.opacity > 0 else { return }
        if redacted {
            return context.fill(rect, (tint ?? .primary).opacity(RedactionMetrics.opacity))
        }
        switch source {
        case .named(let name):
            guard let metrics else { return }
            let caps = resizing?.capInsets ?? .zero
            context.list.append(.image(ImageDrawing(name: name, scale: metrics.scale, rect: g, tint: tint,
                                                    opacity: context.opacity, capInsets: caps,
                                                    tiles: resizing?.mode == .tile, smooth: smooth)))
        case .system(let name):
            var color = tint ?? .primary
            if isAnimating(.color) { color = Color(components: presented(.color, model: color.components, at: context.time)) }
            context.drawSymbol(name, in: rect, color)
        }
    }

    package override func placeChildren(_ proposal: ProposedViewSize) {
        // Only a resizable image proposed ∞ is placed infinite (`scaledToFill()` along a nil axis).
        let size = localFrame.size
        if !(size.width.isFinite && size.height.isFinite) {
            warningGraph?.warn("Image '\(inspectText ?? "")' is infinitely large (a resizable image proposed ∞, as scaledToFill() is along a nil axis): it is not drawn.")
        }
    }

    package override func ownContentContains(_ point: CGPoint) -> Bool { bounds.contains(point) }

    package override var kindName: String { "Image" }
    package override var inspectText: String? {
        switch source {
        case .named(let name): return name
        case .system(let name): return name
        }
    }
}

extension Image: View {
    public typealias Body = Never
}

extension Image: PrimitiveView {
    package func makeNode(_ context: BuildContext) -> Node {
        let node = ImageNode()
        node.configure(self, context)
        return node
    }
    package func update(_ node: Node, _ context: BuildContext) -> Bool {
        guard let node = node.ifKind(ImageNode.self) else { return false }
        let old = node.tint
        node.configure(self, context)
        if let old, let new = node.tint { node.animateChange(.color, from: old.components, to: new.components, context) }
        return true
    }
}
