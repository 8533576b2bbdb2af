/// A run of text, wrapped to the proposed width and truncated with "…" when
/// the proposed height holds fewer lines than it needs.
///
/// ```swift
/// Text("This is Top").font(.title)
/// Text(long).lineLimit(2).multilineTextAlignment(.center)
/// ```
public struct Text: View, Equatable {
    public typealias Body = Never
    public let content: String
    var font: Font?
    var color: Color?
    /// Weight, italic, design, decorations set on this text.
    var styling = TextStyling()
    /// The styled runs of a text made of several (`+`, markdown, an inline
    /// image); nil for one run, `content` in this text's style.
    var runs: [TextRun]?

    /// `content` as it is (never read as markdown, as SwiftUI's
    /// `StringProtocol` initializer; a literal picks `init(_:LocalizedStringKey)`).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { self.content = String(content) }
    public init(verbatim content: String) { self.content = content }

    /// This text in `font` (a text-level font wins over `.font` on ancestors).
    public func font(_ font: Font?) -> Text {
        var t = self
        t.font = font
        return t
    }

    /// This text in `color`.
    public func foregroundColor(_ color: Color?) -> Text {
        var t = self
        t.color = color
        return t
    }

    /// This text in `style`, kept a `Text` so it can be joined with `+`
    /// (iOS 17). A gradient draws the text in its colour halfway along and
    /// `.tint` in the accent colour, as `View.foregroundStyle(_:)` does.
    ///
    /// ```swift
    /// Text("12") + Text(" min").foregroundStyle(.secondary)
    /// ```
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        var t = self
        let isTint = style is TintShapeStyle || (style as? AnyShapeStyle)?.isTint == true
        t.color = isTint ? Color.environmentTint : style._resolvedColor
        return t
    }

    /// This text in bold, whatever font it is in.
    public func bold() -> Text { bold(true) }
}

/// What a wrapping text keeps of its layouts.
@MainActor
final class WrappedTextLayouts {
    /// The last few layouts, by proposal (a stack asks at 0, ∞ and its offer, then places).
    var layouts: [(width: CGFloat?, height: CGFloat?, layout: TextLayout)] = []
    /// The lines as last placed, when they needed a layout; a text placed on
    /// its one line keeps none (its lines are made when drawn).
    var placed: TextLayout?
}

/// The node of a `Text`.
package final class TextNode: Node {
    // (Declared in this order so the small fields fill the font's tail and
    // the node stays in a smaller allocation.)
    @exclusivity(unchecked) var text: String = ""
    @exclusivity(unchecked) var font: Font = .body
    @exclusivity(unchecked) private var oneLineKnown = false
    @exclusivity(unchecked) private var placedOnOneLine = false
    @exclusivity(unchecked) var alignment: TextAlignment = .leading
    @exclusivity(unchecked) var truncationMode: Text.TruncationMode = .tail
    /// Device pixels per point (the environment's `displayScale`, 1 to 255):
    /// a text's size is rounded up to whole device pixels, as SwiftUI does.
    @exclusivity(unchecked) private var grid: UInt8 = 1
    /// `lineLimit`, with `Int32.min` for none.
    @exclusivity(unchecked) private var storedLineLimit = Int32.min
    @exclusivity(unchecked) var color: Color = .primary
    /// Underline, strikethrough, line spacing and shrinking, when the text has any.
    @exclusivity(unchecked) var extras: TextExtras?
    unowned(unsafe) var measurer: TextMeasuring
    /// The layouts of a text that needed more than its one line: made the
    /// first time one is, so a one-line text (most labels) keeps one empty
    /// reference instead of a list and a layout.
    @exclusivity(unchecked) private var wrapped: WrappedTextLayouts?
    /// The text measured on one line (when it has no line breaks), measured
    /// once; NaN while not measured or when it has line breaks.
    @exclusivity(unchecked) private var oneLineWidth = CGFloat.nan
    @exclusivity(unchecked) private var oneLineHeight = CGFloat.nan

    /// The most lines the text may use (nil: no limit; limits beyond
    /// `Int32` are clamped to it).
    var lineLimit: Int? {
        get { storedLineLimit == .min ? nil : Int(storedLineLimit) }
        set {
            guard let v = newValue else { storedLineLimit = .min; return }
            storedLineLimit = Int32(clamping: Swift.max(v, Int(Int32.min) + 1))
        }
    }

    /// The text measured on one line, when known and it has no line breaks.
    private var oneLine: (width: CGFloat, lineHeight: CGFloat)? {
        get { oneLineWidth.isNaN ? nil : (oneLineWidth, oneLineHeight) }
        set {
            oneLineWidth = newValue?.width ?? .nan
            oneLineHeight = newValue?.lineHeight ?? .nan
        }
    }

    /// The lines as last placed.
    var placedLayout: TextLayout? {
        if let placed = extras?.runs?.placed {
            return TextLayout(lines: placed.lines.map { $0.pieces.reduce(into: "") { $0 += $1.text } },
                              widths: placed.lines.map(\.width), lineHeight: placed.lines.first?.height ?? 0,
                              isTruncated: placed.isTruncated, lineSpacing: lineSpacing, fontScale: placed.fontScale)
        }
        if placedOnOneLine, let one = oneLine {
            return oneLineLayout(one)
        }
        return wrapped?.placed
    }

    package init(measurer: TextMeasuring) {
        self.measurer = measurer
        super.init()
    }

    func configure(_ view: Text, _ environment: EnvironmentValues) {
        let newGrid = UInt8(max(1, min(255, environment.displayScale.rounded())))
        if newGrid != grid {
            grid = newGrid
            invalidateLayout()
        }
        let styling = view.styling.over(environment[TextStylingKey.self])
        let newFont = styling.applied(to: view.font ?? environment.font ?? .body)
        let newColor = (view.color ?? environment.inheritedForegroundColor).inTint(environment.accentColor)
            .resolved(in: environment.colorScheme)
        let newMode = styling.truncationMode ?? .tail
        let content = environment.textCase.map { $0.apply(to: view.content) } ?? view.content
        let spacing = environment[LineSpacingKey.self], shrink = environment[MinimumScaleFactorKey.self]
        let newRuns = view.runs.map { resolvedRuns($0, view, environment) }
        let changed = text != content || font != newFont || lineLimit != environment.lineLimit || truncationMode != newMode
            || spacing != lineSpacing || shrink != minimumScaleFactor || newRuns != extras?.runs?.runs
        if changed {
            wrapped?.layouts.removeAll(keepingCapacity: true)
            oneLine = nil
            oneLineKnown = false
            invalidateLayout()
        }
        text = content
        font = newFont
        color = newColor
        truncationMode = newMode
        let redacted = environment.drawsRedacted
        if styling.underline == true || styling.strikethrough == true || spacing != 0 || shrink != 1 || redacted || newRuns != nil {
            let scheme = environment.colorScheme
            let e = TextExtras(underline: styling.underline == true ? styling.underlineColor?.resolved(in: scheme) ?? newColor : nil,
                               strikethrough: styling.strikethrough == true ? styling.strikethroughColor?.resolved(in: scheme) ?? newColor : nil)
            e.lineSpacing = spacing
            e.minimumScaleFactor = shrink
            e.redacted = redacted
            if let newRuns {
                // Unchanged runs keep their layouts.
                if !changed, let old = extras?.runs { e.runs = old } else { e.runs = TextRunsState(newRuns) }
            }
            extras = e
        } else {
            extras = nil
        }
        lineLimit = environment.lineLimit
        alignment = environment.multilineTextAlignment
    }

    /// `runs` resolved against the whole text's style and `environment`: a
    /// run's own font, colour and styling win over the text's, which win
    /// over the environment's; a link is in the accent colour.
    private func resolvedRuns(_ runs: [TextRun], _ view: Text, _ environment: EnvironmentValues) -> [ResolvedRun] {
        let outer = view.styling.over(environment[TextStylingKey.self])
        let scheme = environment.colorScheme
        let textCase = environment.textCase
        let inherited = environment.inheritedForegroundColor
        return runs.map { run in
            let styling = run.styling.over(outer)
            let font = styling.applied(to: run.font ?? view.font ?? environment.font ?? .body)
            let color = (run.link != nil ? environment.accentColor : run.color ?? view.color ?? inherited)
                .inTint(environment.accentColor).resolved(in: scheme)
            return ResolvedRun(text: textCase.map { $0.apply(to: run.string) } ?? run.string, font: font, color: color,
                               underline: styling.underline == true ? styling.underlineColor?.resolved(in: scheme) ?? color : nil,
                               strikethrough: styling.strikethrough == true ? styling.strikethroughColor?.resolved(in: scheme) ?? color : nil,
                               isSymbol: run.symbol != nil)
        }
    }

    private var lineSpacing: CGFloat { extras?.lineSpacing ?? 0 }
    private var minimumScaleFactor: CGFloat { extras?.minimumScaleFactor ?? 1 }

    /// The text as its one line.
    private func oneLineLayout(_ one: (width: CGFloat, lineHeight: CGFloat)) -> TextLayout {
        TextLayout(lines: [text], widths: [one.width], lineHeight: one.lineHeight, isTruncated: false)
    }

    /// The text on one line, when it has no line breaks and `proposal` is
    /// wide enough (and not zero on either axis): it needs no layout.
    private func oneLineFit(_ proposal: ProposedViewSize) -> (width: CGFloat, lineHeight: CGFloat)? {
        if proposal.width == 0 || proposal.height == 0 { return nil }
        if !oneLineKnown {
            oneLineKnown = true
            if !text.utf8Contains(10) {
                oneLine = (measurer.width(of: text[...], font: font), measurer.lineHeight(for: font))
            }
        }
        guard let one = oneLine, lineLimit != 0 else { return nil }
        if let w = proposal.width, w + TextLayout.tolerance < one.width { return nil }
        return one
    }

    func layout(for proposal: ProposedViewSize) -> TextLayout {
        if proposal.width == 0 || proposal.height == 0 {
            return TextLayout(lines: [], widths: [], lineHeight: 0, isTruncated: false)
        }
        if let one = oneLineFit(proposal) {
            return oneLineLayout(one)
        }
        let wrapped = self.wrapped ?? WrappedTextLayouts()
        self.wrapped = wrapped
        for entry in wrapped.layouts where entry.width == proposal.width && entry.height == proposal.height { return entry.layout }
        let l = TextLayout.make(text, font: font, measurer: measurer, width: proposal.width,
                                height: proposal.height, lineLimit: lineLimit, truncationMode: truncationMode,
                                lineSpacing: lineSpacing, minimumScaleFactor: minimumScaleFactor)
        if wrapped.layouts.count >= 6 { wrapped.layouts.removeFirst() }
        wrapped.layouts.append((proposal.width, proposal.height, l))
        return l
    }

    /// The lines of a text with several runs for `proposal` (kept for the
    /// last few proposals).
    private func runLayout(_ state: TextRunsState, _ proposal: ProposedViewSize) -> RunLayout {
        for entry in state.layouts where entry.width == proposal.width && entry.height == proposal.height { return entry.layout }
        let l = RunLayout.make(state.runs, measurer: measurer, width: proposal.width, height: proposal.height,
                               lineLimit: lineLimit, lineSpacing: lineSpacing, minimumScaleFactor: minimumScaleFactor)
        if state.layouts.count >= 6 { state.layouts.removeFirst() }
        state.layouts.append((proposal.width, proposal.height, l))
        return l
    }

    package override func measure(_ proposal: ProposedViewSize) -> CGSize {
        let size: CGSize
        if let state = extras?.runs {
            size = runLayout(state, proposal).size
        } else if let one = oneLineFit(proposal) {
            size = CGSize(width: one.width, height: one.lineHeight)
        } else {
            size = layout(for: proposal).size
        }
        if grid == 1 && size.width == size.width.rounded(.up) && size.height == size.height.rounded(.up) { return size }
        let g = CGFloat(grid)
        return CGSize(width: (size.width * g - TextLayout.tolerance).rounded(.up) / g,
                      height: (size.height * g - TextLayout.tolerance).rounded(.up) / g)
    }

    package override func placeChildren(_ proposal: ProposedViewSize) {
        if let state = extras?.runs {
            state.placed = runLayout(state, proposal)
            return
        }
        placedOnOneLine = oneLineFit(proposal) != nil
        if placedOnOneLine {
            wrapped?.placed = nil
        } else {
            let l = layout(for: proposal)
            let w = wrapped ?? WrappedTextLayouts()
            wrapped = w
            w.placed = l
        }
    }

    /// The text baselines at `size`: the first line's baseline and the last
    /// line's, each `TextDecorationMetrics.baseline` below its line's top
    /// (other guides: none set here).
    package override func explicitGuide(_ key: AlignmentKey, _ axis: Axis, size: CGSize) -> CGFloat? {
        guard axis == .vertical, key.isTextBaseline else { return nil }
        let first = key == .firstTextBaseline
        if let state = extras?.runs {
            let lines = runLayout(state, ProposedViewSize(size)).lines
            guard let line = first ? lines.first : lines.last else { return nil }
            return line.top + TextDecorationMetrics.baseline(lineHeight: line.height)
        }
        let l = layout(for: ProposedViewSize(size))
        guard !l.lines.isEmpty else { return nil }
        return (first ? 0 : l.lineTop(l.lines.count - 1)) + TextDecorationMetrics.baseline(lineHeight: l.lineHeight)
    }

    /// Where the placed text ends, in this node's space: the trailing end
    /// of its last line and that line's height (a text field's caret goes
    /// there). An empty text ends at its leading edge; nil before placement.
    package var placedEnd: (point: CGPoint, lineHeight: CGFloat)? {
        if let state = extras?.runs {
            guard let placed = state.placed else { return nil }
            guard let last = placed.lines.last else { return (.zero, 0) }
            return (CGPoint(x: (bounds.width - last.width) * alignment.fraction + last.width, y: last.top), last.height)
        }
        guard let layout = placedLayout else { return nil }
        guard let last = layout.widths.last else { return (CGPoint(x: 0, y: 0), layout.lineHeight) }
        let i = CGFloat(layout.widths.count - 1)
        return (CGPoint(x: (bounds.width - last) * alignment.fraction + last, y: i * layout.lineHeight), layout.lineHeight)
    }

    package override func draw(_ context: inout DrawContext) {
        if let state = extras?.runs {
            if let placed = state.placed { drawRuns(state.runs, placed, &context) }
            return
        }
        guard let layout = placedLayout, !layout.lines.isEmpty else { return }
        let shown = isAnimating(.color) ? Color(components: presented(.color, model: color.components, at: context.time)) : color
        let c = shown.opacity(context.opacity)
        guard c.opacity > 0 else { return }
        let g = context.toGlobal(bounds)
        guard g.meets(context.clip) else { return }
        var lines: [TextLine] = []
        lines.reserveCapacity(layout.lines.count)
        for (i, line) in layout.lines.enumerated() {
            let w = layout.widths[i]
            let x = g.minX + (g.width - w) * alignment.fraction
            lines.append(TextLine(text: line, origin: CGPoint(x: x, y: g.minY + layout.lineTop(i)), width: w))
        }
        var drawn = font
        if layout.fontScale != 1 { drawn.size = font.size * layout.fontScale }
        if extras?.redacted == true {
            for line in lines where line.width > 0 {
                context.list.append(RedactionMetrics.barCommand(origin: line.origin, width: line.width, lineHeight: layout.lineHeight, color: c))
            }
            return
        }
        context.list.append(.text(lines, drawn, c))
        if let extras { drawDecorations(underline: extras.underline, strikethrough: extras.strikethrough, lines, layout.lineHeight, drawn, &context) }
    }

    /// Each piece of each line in its run's font and colour, on the line's
    /// common baseline (the tallest run's); a symbol run as its placeholder
    /// standing on the baseline; then the pieces' underlines and strikethroughs.
    private func drawRuns(_ runs: [ResolvedRun], _ layout: RunLayout, _ context: inout DrawContext) {
        guard context.opacity > 0 else { return }
        let g = context.toGlobal(bounds)
        guard g.meets(context.clip) else { return }
        for line in layout.lines {
            let x0 = g.minX + (g.width - line.width) * alignment.fraction
            let baseline = g.minY + line.top + TextDecorationMetrics.baseline(lineHeight: line.height)
            for piece in line.pieces {
                let run = runs[piece.run]
                var font = run.font
                font.size *= layout.fontScale
                let c = run.color.opacity(context.opacity)
                if run.isSymbol && piece.text.isEmpty {
                    // (Stroked in this node's space: `strokeSymbol` maps to global and applies the opacity.)
                    let side = SymbolMetrics.side(for: font)
                    context.strokeSymbol(CGRect(x: bounds.minX + x0 - g.minX + piece.x, y: bounds.minY + baseline - g.minY - side,
                                                width: side, height: side), run.color)
                    continue
                }
                guard c.opacity > 0 else { continue }
                let height = measurer.lineHeight(for: font)
                let origin = CGPoint(x: x0 + piece.x, y: baseline - TextDecorationMetrics.baseline(lineHeight: height))
                if extras?.redacted == true {
                    // Redacted: each piece is a placeholder bar in its run's colour.
                    guard piece.width > 0 else { continue }
                    context.list.append(RedactionMetrics.barCommand(origin: origin, width: piece.width, lineHeight: height, color: c))
                    continue
                }
                let drawn = TextLine(text: piece.text, origin: origin, width: piece.width)
                context.list.append(.text([drawn], font, c))
                drawDecorations(underline: run.underline, strikethrough: run.strikethrough, [drawn], height, font, &context)
            }
        }
    }

    /// Underlines and strikethroughs over the drawn lines, where
    /// `TextDecorationMetrics` puts them.
    private func drawDecorations(underline: Color?, strikethrough: Color?, _ lines: [TextLine], _ lineHeight: CGFloat, _ font: Font, _ context: inout DrawContext) {
        for line in lines where line.width > 0 {
            if let u = underline?.opacity(context.opacity), u.opacity > 0 {
                context.list.append(.fillRect(TextDecorationMetrics.underline(origin: line.origin, width: line.width,
                                                                              lineHeight: lineHeight, fontSize: font.size), u))
            }
            if let s = strikethrough?.opacity(context.opacity), s.opacity > 0 {
                context.list.append(.fillRect(TextDecorationMetrics.strikethrough(origin: line.origin, width: line.width,
                                                                                  lineHeight: lineHeight, fontSize: font.size), s))
            }
        }
    }

    package override func ownContentContains(_ point: CGPoint) -> Bool { bounds.contains(point) }

    /// A text's spacing (`ViewSpacing.text`) at the line height of its
    /// tallest font (of its runs, when it has several), on its pixel grid:
    /// 0 from another text, 6.434 below and 10.642 above a view that is not
    /// text, for a 17 pt line on a 3× screen.
    package override func spacing() -> ViewSpacing {
        var lineHeight = measurer.lineHeight(for: font)
        if let runs = extras?.runs?.runs {
            lineHeight = 0
            for run in runs { lineHeight = Swift.max(lineHeight, measurer.lineHeight(for: run.font)) }
        }
        return .text(lineHeight: lineHeight, pixelLength: 1 / CGFloat(grid))
    }

    package override var kindName: String { "Text" }
    package override var inspectText: String? { text }
}

extension Text: PrimitiveView {
    package func makeNode(_ context: BuildContext) -> Node {
        let node = TextNode(measurer: context.graph.measurer)
        node.configure(self, context.environment)
        return node
    }
    package func update(_ node: Node, _ context: BuildContext) -> Bool {
        guard let node = node.ifKind(TextNode.self) else { return false }
        let old = node.color
        node.configure(self, context.environment)
        node.animateChange(.color, from: old.components, to: node.color.components, context)
        return true
    }
}
