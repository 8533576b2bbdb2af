import Foundation

/// A control that picks a value in a range by dragging a thumb along a
/// track: as wide as it is offered, as tall as its 28 pt thumb; a 4 pt
/// capsule track, filled in the tint from its leading end to the thumb.
/// The thumb's centre runs from 14 pt in at the lower bound to 14 pt in
/// from the trailing edge at the upper bound. A drag that starts on the
/// thumb moves it with the pointer (the value follows, rounded to `step`
/// when there is one); taps on the track do nothing, as on iOS. The
/// minimum and maximum value labels, when given, sit at its sides.
///
/// ```swift
/// Slider(value: $volume, in: 0...100, step: 5)
/// Slider(value: $brightness) { Text("Brightness") } minimumValueLabel: {
///     Image(systemName: "sun.min")
/// } maximumValueLabel: {
///     Image(systemName: "sun.max")
/// }
/// ```
public struct Slider<Label: View, ValueLabel: View>: View {
    let fraction: Double
    let setFraction: (Double) -> Void
    let editingChanged: (Bool) -> Void
    let minimumValueLabel: ValueLabel?
    let maximumValueLabel: ValueLabel?

    init<V: BinaryFloatingPoint>(value: Binding<V>, bounds: ClosedRange<V>, step: V.Stride?, editingChanged: @escaping (Bool) -> Void,
                                 minimum: ValueLabel?, maximum: ValueLabel?) where V.Stride: BinaryFloatingPoint {
        let span = Double(bounds.upperBound - bounds.lowerBound)
        let current = Double(value.wrappedValue - bounds.lowerBound)
        fraction = span > 0 ? min(1, max(0, current / span)) : 0
        setFraction = { f in
            var v = Double(bounds.lowerBound) + f * span
            if let step, step > 0 {
                let s = Double(step)
                v = Double(bounds.lowerBound) + ((v - Double(bounds.lowerBound)) / s).rounded() * s
            }
            value.wrappedValue = V(min(Double(bounds.upperBound), max(Double(bounds.lowerBound), v)))
        }
        self.editingChanged = editingChanged
        minimumValueLabel = minimum
        maximumValueLabel = maximum
    }

    /// A slider with a label (not drawn on iOS) and value labels at its sides.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride,
                                        @ViewBuilder label: () -> Label, @ViewBuilder minimumValueLabel: () -> ValueLabel,
                                        @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: step, editingChanged: onEditingChanged,
                  minimum: minimumValueLabel(), maximum: maximumValueLabel())
    }

    /// A slider with a label (not drawn on iOS) and value labels at its sides, continuous.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        @ViewBuilder label: () -> Label, @ViewBuilder minimumValueLabel: () -> ValueLabel,
                                        @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: nil, editingChanged: onEditingChanged,
                  minimum: minimumValueLabel(), maximum: maximumValueLabel())
    }

    public var body: some View {
        HStack {
            if let minimumValueLabel { minimumValueLabel }
            _SliderTrack(fraction: fraction, setFraction: setFraction, editingChanged: editingChanged)
            if let maximumValueLabel { maximumValueLabel }
        }
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    /// A slider of `value` within `bounds`, continuous.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: nil, editingChanged: onEditingChanged, minimum: nil, maximum: nil)
    }

    /// A slider of `value` within `bounds`, rounded to `step`.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: step, editingChanged: onEditingChanged, minimum: nil, maximum: nil)
    }
}

extension Slider where ValueLabel == EmptyView {
    /// A slider with a label, which iOS does not draw.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: nil, editingChanged: onEditingChanged, minimum: nil, maximum: nil)
    }

    /// A slider with a label, which iOS does not draw, rounded to `step`.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride,
                                        @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: step, editingChanged: onEditingChanged, minimum: nil, maximum: nil)
    }
}

/// `UISlider`'s metrics (docs/layout-rules.md, "Forms and input").
public enum SliderMetrics {
    /// The thumb's diameter; the slider is this tall.
    public static let thumbDiameter: CGFloat = 28
    /// The track's height.
    public static let trackHeight: CGFloat = 4
    /// The unfilled track: `UIColor.systemFill` (``ControlColors``).
    public static func trackColor(_ scheme: ColorScheme) -> Color { ControlColors.systemFill(scheme) }
    /// The thumb's edge shadow, drawn as a ring 0.5 pt wider than the thumb.
    public static let thumbShadowColor = Color(white: 0, opacity: 0.15)

    /// The thumb's rectangle at `fraction` (0 at the lower bound) in a slider of `bounds`.
    public static func thumb(in bounds: CGRect, fraction: Double) -> CGRect {
        let travel = max(0, bounds.width - thumbDiameter)
        return CGRect(x: bounds.minX + travel * CGFloat(fraction), y: bounds.midY - thumbDiameter / 2,
                      width: thumbDiameter, height: thumbDiameter)
    }
}

/// The track and thumb of a `Slider`.
struct _SliderTrack: View {
    typealias Body = Never
    let fraction: Double
    let setFraction: (Double) -> Void
    let editingChanged: (Bool) -> Void
}

/// Draws a slider and follows drags that start on its thumb.
package final class SliderNode: Node, PointerTarget {
    var fraction: Double = 0
    var setFraction: (Double) -> Void = { _ in }
    var editingChanged: (Bool) -> Void = { _ in }
    var scheme = ColorScheme.light
    var tint = Color.accentColor
    var isEnabled = true
    /// The drag in progress: where it started and the fraction then.
    private var drag: (x: CGFloat, fraction: Double)?

    package override func measure(_ proposal: ProposedViewSize) -> CGSize {
        // Any width offered, infinite included (as a shape), its thumb's with none.
        let width = proposal.width ?? SliderMetrics.thumbDiameter
        return CGSize(width: max(SliderMetrics.thumbDiameter, width), height: SliderMetrics.thumbDiameter)
    }

    package override func draw(_ context: inout DrawContext) {
        let h = SliderMetrics.trackHeight
        let track = CGRect(x: 0, y: bounds.midY - h / 2, width: bounds.width, height: h)
        let thumb = SliderMetrics.thumb(in: bounds, fraction: fraction)
        context.fill(track, SliderMetrics.trackColor(scheme), cornerRadius: h / 2)
        let filled = CGRect(x: 0, y: track.minY, width: thumb.midX, height: h)
        context.fill(filled, (isEnabled ? tint : .gray).resolved(in: scheme), cornerRadius: h / 2)
        let ring = context.toGlobal(thumb.insetBy(dx: -0.5, dy: -0.5))
        let shadow = SliderMetrics.thumbShadowColor.opacity(context.opacity)
        if shadow.opacity > 0, ring.meets(context.clip) { context.list.append(.fillEllipse(ring, shadow)) }
        let t = context.toGlobal(thumb)
        let white = Color.white.opacity(context.opacity)
        if white.opacity > 0, t.meets(context.clip) { context.list.append(.fillEllipse(t, white)) }
    }

    package func pointerDown(at point: CGPoint, time: Double) -> Bool {
        let g = globalFrame
        let thumb = SliderMetrics.thumb(in: g, fraction: fraction)
        guard isEnabled, thumb.contains(point) else { return false }
        drag = (point.x, fraction)
        editingChanged(true)
        return false
    }

    package func pointerMoved(to point: CGPoint, time: Double) -> PointerMoveResponse {
        guard let drag else { return .track }
        let travel = max(1, bounds.width - SliderMetrics.thumbDiameter)
        setFraction(min(1, max(0, drag.fraction + Double((point.x - drag.x) / travel))))
        return .claim
    }

    /// The end of a drag on the thumb: the slider recognized the touch.
    package func pointerUp(at point: CGPoint, time: Double) -> Bool {
        defer { drag = nil }
        guard drag != nil else { return false }
        editingChanged(false)
        return true
    }

    package func pointerCancelled(time: Double) {
        if drag != nil { editingChanged(false) }
        drag = nil
    }

    /// A drag on the thumb is a gesture: the slider is asked before an enclosing scroll view.
    package var arbitration: PointerArbitration { .gesture }

    package override func ownContentContains(_ point: CGPoint) -> Bool { bounds.contains(point) }
    package override var kindName: String { "Slider" }
}

extension _SliderTrack: PrimitiveView {
    private func configure(_ node: SliderNode, _ context: BuildContext) {
        if node.fraction != fraction {
            node.fraction = fraction
            node.invalidateVisualBounds()
        }
        node.setFraction = setFraction
        node.editingChanged = editingChanged
        node.scheme = context.environment.colorScheme
        node.tint = context.environment.accentColor
        node.isEnabled = context.environment.isEnabled
    }
    package func makeNode(_ context: BuildContext) -> Node {
        let node = SliderNode()
        configure(node, context)
        return node
    }
    package func update(_ node: Node, _ context: BuildContext) -> Bool {
        guard let node = node.ifKind(SliderNode.self) else { return false }
        configure(node, context)
        return true
    }
}
