import Foundation

/// A value within a range, drawn as a bar or a ring in the style
/// `gaugeStyle(_:)` sets (`.automatic` is `.linearCapacity`, as on iOS).
///
/// The linear styles stack the `label`, then the bar with the minimum
/// label before it and the maximum label after it, then the current
/// value label, leading-aligned, `GaugeMetrics.spacing` apart. The
/// circular styles draw a ring `GaugeMetrics.ringSide` wide with the
/// current value label (else the label) at its centre; the open ring of
/// `.accessoryCircular` has the minimum and maximum labels in its opening.
///
/// ```swift
/// Gauge(value: 0.4) { Text("Battery") }                 // a bar 40 % filled
/// Gauge(value: 67, in: 0...100) { Text("Speed") } currentValueLabel: { Text("67") }
///     .gaugeStyle(.accessoryCircularCapacity)
/// ```
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View {
    let fraction: Double
    let label: Label?
    let currentValueLabel: CurrentValueLabel?
    let minimumValueLabel: BoundsLabel?
    let maximumValueLabel: BoundsLabel?

    init(fraction: Double, label: Label?, current: CurrentValueLabel?, minimum: BoundsLabel?, maximum: BoundsLabel?) {
        self.fraction = fraction
        self.label = label
        self.currentValueLabel = current
        self.minimumValueLabel = minimum
        self.maximumValueLabel = maximum
    }

    /// A gauge at `value` in `bounds` with every label given.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        @ViewBuilder minimumValueLabel: () -> BoundsLabel,
                                        @ViewBuilder maximumValueLabel: () -> BoundsLabel) where MarkedValueLabels == EmptyView {
        let hasBounds = BoundsLabel.self != EmptyView.self
        self.init(fraction: GaugeMetrics.fraction(value, in: bounds),
                  label: Label.self == EmptyView.self ? nil : label(),
                  current: CurrentValueLabel.self == EmptyView.self ? nil : currentValueLabel(),
                  minimum: hasBounds ? minimumValueLabel() : nil, maximum: hasBounds ? maximumValueLabel() : nil)
    }

    public var body: some View {
        let fraction = fraction, label = label, current = currentValueLabel
        let minimum = minimumValueLabel, maximum = maximumValueLabel
        return _EnvironmentResolvedView(kind: "Gauge") { environment in
            _StyledGauge(custom: environment[CustomGaugeStyleKey.self],
                         layout: _GaugeLayout(kind: environment[GaugeStyleKey.self], fraction: fraction, label: label,
                                              current: current, minimum: minimum, maximum: maximum))
        }
    }
}

/// A gauge in the style its environment sets: the built-in look `layout`
/// describes, or the body of a `GaugeStyle` given the same value and labels.
struct _StyledGauge<Label: View, Current: View, Bound: View>: View {
    let custom: (@MainActor (GaugeStyleConfiguration) -> AnyView)?
    let layout: _GaugeLayout<Label, Current, Bound>

    var body: some View {
        if let custom {
            custom(GaugeStyleConfiguration(
                value: layout.fraction, label: _StyleConfigurationContent(layout.label),
                currentValueLabel: layout.current.map { _StyleConfigurationContent($0) },
                minimumValueLabel: layout.minimum.map { _StyleConfigurationContent($0) },
                maximumValueLabel: layout.maximum.map { _StyleConfigurationContent($0) }))
        } else {
            layout
        }
    }
}

extension Gauge where Label == GaugeStyleConfiguration.Label, CurrentValueLabel == GaugeStyleConfiguration.CurrentValueLabel,
                      BoundsLabel == GaugeStyleConfiguration.MinimumValueLabel, MarkedValueLabels == EmptyView {
    /// The gauge a style is drawing, in the style around that style:
    /// for a style that adds to the system look, `Gauge(configuration).tint(.green)`.
    public init(_ configuration: GaugeStyleConfiguration) {
        self.init(fraction: configuration.value, label: configuration.label, current: configuration.currentValueLabel,
                  minimum: configuration.minimumValueLabel, maximum: configuration.maximumValueLabel)
    }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge at `value` in `bounds` (0 … 1 unless given), described by `label`.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        self.init(value: value, in: bounds, label: label, currentValueLabel: { EmptyView() },
                  minimumValueLabel: { EmptyView() }, maximumValueLabel: { EmptyView() })
    }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge at `value` in `bounds` with a label for its current value.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(value: value, in: bounds, label: label, currentValueLabel: currentValueLabel,
                  minimumValueLabel: { EmptyView() }, maximumValueLabel: { EmptyView() })
    }
}

/// The layout of a gauge in its style.
struct _GaugeLayout<Label: View, Current: View, Bound: View>: View {
    let kind: _GaugeStyleKind
    let fraction: Double
    let label: Label?
    let current: Current?
    let minimum: Bound?
    let maximum: Bound?

    var body: some View {
        if kind.isCircular {
            ZStack {
                _GaugeIndicator(kind: kind, fraction: fraction)
                if let current {
                    current.font(GaugeMetrics.centreFont)
                } else if let label {
                    label.font(GaugeMetrics.centreFont)
                }
                if kind == .accessoryCircular, let minimum, let maximum {
                    HStack(spacing: 0) {
                        minimum
                        Spacer(minLength: 0)
                        maximum
                    }
                    .font(GaugeMetrics.boundsFont)
                    .frame(width: GaugeMetrics.ringSide - GaugeMetrics.lineWidth(kind))
                    .frame(maxHeight: .infinity, alignment: .bottom)
                }
            }
            .frame(width: GaugeMetrics.ringSide, height: GaugeMetrics.ringSide)
        } else {
            VStack(alignment: .leading, spacing: GaugeMetrics.spacing) {
                if let label { label }
                HStack(spacing: GaugeMetrics.spacing) {
                    if let minimum { minimum.font(GaugeMetrics.boundsFont) }
                    _GaugeIndicator(kind: kind, fraction: fraction)
                    if let maximum { maximum.font(GaugeMetrics.boundsFont) }
                }
                if let current { current.font(GaugeMetrics.boundsFont) }
            }
        }
    }
}

/// The looks `gaugeStyle(_:)` chooses among.
public enum _GaugeStyleKind: Hashable, Sendable {
    case linearCapacity, accessoryLinear, accessoryLinearCapacity, accessoryCircular, accessoryCircularCapacity

    var isCircular: Bool { self == .accessoryCircular || self == .accessoryCircularCapacity }
    /// True for the styles that fill up to the value; the others mark it.
    var isCapacity: Bool { self != .accessoryLinear && self != .accessoryCircular }
}

/// A gauge's metrics. Apple documents where each style puts its labels;
/// it publishes no sizes, so the sizes here are ScrollSim's choice.
public enum GaugeMetrics {
    /// Space between the label, the bar row and the current value label, and
    /// between the bar and its bounds labels.
    public static let spacing: CGFloat = 4
    /// The bar of `.linearCapacity` (the default).
    public static let linearCapacityHeight: CGFloat = 8
    /// The bar of `.accessoryLinear` and `.accessoryLinearCapacity`.
    public static let accessoryLinearHeight: CGFloat = 6
    /// The marker of `.accessoryLinear` and `.accessoryCircular`: a dot this wide.
    public static let markerSide: CGFloat = 10
    /// The width and height of a circular style's ring.
    public static let ringSide: CGFloat = 58
    /// The ring's stroke: 6 pt.
    public static let ringLineWidth: CGFloat = 6
    /// The part of the circle `.accessoryCircular`'s open ring leaves out, centred at the bottom: a quarter.
    public static let ringOpening: Double = 0.25
    /// The bounds and current value labels of the linear styles, and the bounds labels in an open ring.
    static let boundsFont = Font.caption
    /// The label at a ring's centre.
    static let centreFont = Font.system(size: 15, weight: .medium)

    static func lineWidth(_ kind: _GaugeStyleKind) -> CGFloat { kind.isCircular ? ringLineWidth : 0 }

    /// `value`'s place in `bounds`, 0 … 1 (0 for an empty range or a value that is not a number).
    static func fraction<V: BinaryFloatingPoint>(_ value: V, in bounds: ClosedRange<V>) -> Double {
        let span = Double(bounds.upperBound - bounds.lowerBound)
        let v = Double(value - bounds.lowerBound)
        guard span > 0, v.isFinite else { return 0 }
        return min(1, max(0, v / span))
    }
}

/// A gauge's bar (the linear styles) or ring (the circular ones).
struct _GaugeIndicator: View {
    typealias Body = Never
    let kind: _GaugeStyleKind
    let fraction: Double
}

/// What a gauge's bar and ring draw: the style, the value's place (0 … 1),
/// the tint (and the gradient `tint(_:)` set, if any) and the track's colour.
package class GaugeIndicatorNode: Node {
    var kind = _GaugeStyleKind.linearCapacity
    var fraction: Double = 0
    var tint: Color = .accentColor
    /// A gradient tint runs along the whole track, from its start (the
    /// bar's leading end, the ring's start) to its end: the capacity styles
    /// show it up to the value; the marker styles draw the track in it and
    /// the marker in its colour at the value, ringed in `markerRing`.
    var tintGradient: Gradient?
    var trackColor = ControlColors.systemFill(.light)
    /// The window background's colour, around a marker on a gradient track.
    var markerRing = Color.systemBackground

    /// The marker's colour: the gradient's at the value, else the tint.
    var markerColor: Color { tintGradient?.color(at: CGFloat(fraction)) ?? tint }

    /// Appends the marker, a dot `markerSide` across centred in `rect`'s
    /// centre (node coordinates); on a gradient track, over a dot 4 pt wider
    /// in the window background's colour, which parts it from the track.
    func drawMarker(_ rect: CGRect, _ context: inout DrawContext) {
        if tintGradient != nil {
            context.list.append(.fillEllipse(context.toGlobal(rect.insetBy(dx: -2, dy: -2)), markerRing.opacity(context.opacity)))
        }
        context.list.append(.fillEllipse(context.toGlobal(rect), markerColor.opacity(context.opacity)))
    }
}

/// A linear gauge's bar: as wide as proposed, infinite included (as a
/// shape and a slider are, so a stack serves its bounds labels first and
/// gives the bar the rest), 10 when unspecified; a
/// capsule track in `systemFill`; the capacity styles fill it from the
/// leading edge to the value in the tint, `.accessoryLinear` puts a dot
/// in the tint at the value instead.
package final class GaugeBarNode: GaugeIndicatorNode {

    private var height: CGFloat { kind == .linearCapacity ? GaugeMetrics.linearCapacityHeight : GaugeMetrics.accessoryLinearHeight }

    package override func measure(_ proposal: ProposedViewSize) -> CGSize {
        let h = kind == .accessoryLinear ? GaugeMetrics.markerSide : height
        return CGSize(width: max(0, proposal.width ?? 10), height: h)
    }

    /// The track, in the node's coordinates (centred vertically).
    package var trackRect: CGRect {
        CGRect(x: 0, y: (bounds.height - height) / 2, width: bounds.width, height: height)
    }

    /// The filled part of a capacity style, in the node's coordinates (nil for the marker style).
    package var filledRect: CGRect? {
        guard kind.isCapacity else { return nil }
        let t = trackRect
        return CGRect(x: 0, y: t.minY, width: t.width * fraction, height: t.height)
    }

    /// The marker of `.accessoryLinear`, centred on the value's place (kept inside the bar).
    package var markerRect: CGRect? {
        guard !kind.isCapacity else { return nil }
        let side = GaugeMetrics.markerSide
        let x = min(max(bounds.width * fraction, side / 2), max(side / 2, bounds.width - side / 2))
        return CGRect(x: x - side / 2, y: (bounds.height - side) / 2, width: side, height: side)
    }

    package override func draw(_ context: inout DrawContext) {
        let track = trackRect
        let radius = track.height / 2
        if let gradient = tintGradient, !kind.isCapacity {
            context.fillGradient(track, outline: .roundedRectangle(cornerRadius: radius),
                                 _GradientStyle(gradient: gradient, geometry: .linear(start: .leading, end: .trailing)))
        } else {
            context.fill(track, trackColor, cornerRadius: radius)
        }
        if let filled = filledRect, fraction > 0 {
            if let gradient = tintGradient {
                // The gradient spans the whole track; the filled part shows its start.
                let end = UnitPoint(x: 1 / fraction, y: 0.5)
                context.fillGradient(filled, outline: .roundedRectangle(cornerRadius: radius),
                                     _GradientStyle(gradient: gradient, geometry: .linear(start: .leading, end: end)))
            } else {
                context.fill(filled, tint, cornerRadius: radius)
            }
        }
        if let marker = markerRect { drawMarker(marker, &context) }
    }
    package override var kindName: String { "GaugeBar" }
}

/// A circular gauge's ring, `ringSide` wide, stroked `ringLineWidth` with
/// round ends around a circle `ringSide − ringLineWidth` across:
/// `.accessoryCircularCapacity` a closed track in `systemFill` filled
/// clockwise from the top to the value in the tint; `.accessoryCircular`
/// an open track leaving out `ringOpening` at the bottom, with a dot in
/// the tint at the value's place (clockwise from the opening's left end).
package final class GaugeRingNode: GaugeIndicatorNode {

    package override func measure(_ proposal: ProposedViewSize) -> CGSize {
        CGSize(width: GaugeMetrics.ringSide, height: GaugeMetrics.ringSide)
    }

    private var radius: CGFloat { (GaugeMetrics.ringSide - GaugeMetrics.ringLineWidth) / 2 }

    /// Where the track starts and the angle it sweeps, in turns clockwise
    /// from the top.
    private var track: (start: Double, sweep: Double) {
        kind == .accessoryCircular ? (0.5 + GaugeMetrics.ringOpening / 2, 1 - GaugeMetrics.ringOpening) : (0, 1)
    }

    /// The point `turns` clockwise from the top of the ring's circle, in the node's coordinates.
    package func point(atTurns turns: Double) -> CGPoint {
        let a = turns * 2 * .pi
        return CGPoint(x: bounds.midX + radius * CGFloat(sin(a)), y: bounds.midY - radius * CGFloat(cos(a)))
    }

    /// The centre of the value's place on the track.
    package var valuePoint: CGPoint { point(atTurns: track.start + track.sweep * fraction) }

    private func arc(from start: Double, sweep: Double) -> [CGPoint] {
        let steps = max(2, Int((sweep * 96).rounded(.up)))
        return (0...steps).map { point(atTurns: start + sweep * Double($0) / Double(steps)) }
    }

    /// Strokes the arc `sweep` turns long from `start`, each piece in the
    /// gradient's colour at its middle's place on the whole track.
    private func strokeGradient(_ gradient: Gradient, from start: Double, sweep: Double, _ context: inout DrawContext) {
        let points = arc(from: start, sweep: sweep)
        let trackSweep = track.sweep
        for i in points.indices.dropFirst() {
            let middle = sweep * (Double(i) - 0.5) / Double(points.count - 1)
            stroke([points[i - 1], points[i]], gradient.color(at: CGFloat(middle / trackSweep)), &context)
        }
    }

    private func stroke(_ points: [CGPoint], _ color: Color, _ context: inout DrawContext) {
        let c = color.opacity(context.opacity)
        guard c.opacity > 0 else { return }
        let t = context.translation
        let global = points.map { CGPoint(x: $0.x + t.x, y: $0.y + t.y) }
        let style = StrokeStyle(lineWidth: GaugeMetrics.ringLineWidth, lineCap: .round)
        context.list.append(.path(PathDrawing(subpaths: [global], closed: [false], stroke: style, color: c)))
    }

    package override func draw(_ context: inout DrawContext) {
        let (start, sweep) = track
        if let gradient = tintGradient, !kind.isCapacity {
            strokeGradient(gradient, from: start, sweep: sweep, &context)
        } else {
            stroke(arc(from: start, sweep: sweep), trackColor, &context)
        }
        if kind.isCapacity {
            if fraction > 0 {
                if let gradient = tintGradient {
                    strokeGradient(gradient, from: start, sweep: sweep * fraction, &context)
                } else {
                    stroke(arc(from: start, sweep: sweep * fraction), tint, &context)
                }
            }
        } else {
            let p = valuePoint, side = GaugeMetrics.markerSide
            drawMarker(CGRect(x: p.x - side / 2, y: p.y - side / 2, width: side, height: side), &context)
        }
    }
    package override var kindName: String { "GaugeRing" }
}

extension _GaugeIndicator: PrimitiveView {
    package func makeNode(_ context: BuildContext) -> Node {
        let node: GaugeIndicatorNode = kind.isCircular ? GaugeRingNode() : GaugeBarNode()
        _ = update(node, context)
        return node
    }
    package func update(_ node: Node, _ context: BuildContext) -> Bool {
        let matching: GaugeIndicatorNode? = kind.isCircular ? node.ifKind(GaugeRingNode.self) : node.ifKind(GaugeBarNode.self)
        guard let node = matching else { return false }
        if node.kind != kind || node.fraction != fraction {
            node.invalidateLayout()
            node.invalidateVisualBounds()
        }
        node.kind = kind
        node.fraction = fraction
        node.tint = context.environment.accentColor.resolved(in: context.environment.colorScheme)
        node.tintGradient = context.environment[TintGradientKey.self]?.resolved(in: context.environment.colorScheme)
        node.markerRing = Color.systemBackground.resolved(in: context.environment.colorScheme)
        node.trackColor = ControlColors.systemFill(context.environment.colorScheme)
        return true
    }
}

