/// A switch with a label: the label at the leading edge, the 51 × 31 pt
/// iOS switch at the trailing edge, the toggle as wide as it is offered and
/// as tall as the taller of the two. Tapping the switch flips `isOn`.
///
/// ```swift
/// Toggle("Airplane Mode", isOn: $airplane)
/// Toggle(isOn: $wifi) { Label("Wi-Fi", systemImage: "wifi") }
/// ```
public struct Toggle<Label: View>: View {
    let isOn: Binding<Bool>
    /// The value when this view was made: a toggle whose value changed is
    /// a changed view even when its binding is the same.
    let value: Bool
    let label: Label

    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.value = isOn.wrappedValue
        self.label = label()
    }

    public var body: some View {
        let isOn = self.isOn, value = self.value, label = self.label
        return _EnvironmentResolvedView(kind: "Toggle") { environment in
            _StyledToggle(style: environment[CustomToggleStyleKey.self], labelHidden: environment[LabelsHiddenKey.self],
                          isOn: isOn, value: value, label: label)
        }
    }
}

/// A toggle in the style its environment sets: the switch, or the body of a
/// `ToggleStyle` given the toggle's binding and label.
struct _StyledToggle<Label: View>: View {
    let style: (@MainActor (ToggleStyleConfiguration) -> AnyView)?
    let labelHidden: Bool
    let isOn: Binding<Bool>
    let value: Bool
    let label: Label

    var body: some View {
        if let style {
            style(ToggleStyleConfiguration(isOn: isOn, value: value, label: label))
        } else {
            ToggleLayout(labelHidden: labelHidden, label: label,
                         control: _Switch(isOn: value).onTapGesture { isOn.wrappedValue.toggle() })
        }
    }
}

/// A toggle's row: label, spacer, switch; just the switch when labels are
/// hidden. The label is served first (layout priority 1), so it takes the
/// row less the control, the spacer's 8 pt and the two 8 pt gaps, and wraps
/// only past that, as a settings cell's label does; as a plain stack child
/// it would be offered half of what the control leaves and wrap early.
struct ToggleLayout<Label: View, Control: View>: View {
    let labelHidden: Bool
    let label: Label
    let control: Control

    var body: some View {
        if labelHidden {
            control
        } else {
            HStack(alignment: .center) {
                label.layoutPriority(1)
                Spacer()
                control
            }
        }
    }
}

/// True inside `labelsHidden()`.
struct LabelsHiddenKey: EnvironmentKey {
    static let defaultValue = false
}

extension View {
    /// Hides the labels of the controls below (a toggle is then just its
    /// switch, 51 × 31); the labels stay out of layout.
    ///
    /// ```swift
    /// Toggle("Wi-Fi", isOn: $wifi).labelsHidden()
    /// ```
    public func labelsHidden() -> some View {
        _PickerEnvironmentView(content: self) { $0[LabelsHiddenKey.self] = true }
    }
}

extension Toggle where Label == Text {
    /// A toggle with a text label.
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn, label: { Text(title) })
    }
}

extension Toggle where Label == ScrollSimCore.Label<Text, Image> {
    /// A toggle whose label is `title` with a system symbol before it.
    public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn, label: { ScrollSimCore.Label(title, systemImage: systemImage) })
    }
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
    /// The toggle a style is drawing, in the style around that style (the
    /// switch unless another is set further out): for a style that adds to
    /// the system look, `Toggle(configuration).tint(.orange)`.
    public init(_ configuration: ToggleStyleConfiguration) {
        self.init(isOn: configuration.$isOn, label: { configuration.label })
    }
}

/// The iOS switch's metrics (`UISwitch`): 51 × 31 pt, a 27 pt white thumb
/// inset 2 pt, the track green when on and `secondarySystemFill` when off.
public enum SwitchMetrics {
    public static let size = CGSize(width: 51, height: 31)
    public static let thumbInset: CGFloat = 2
    public static let onColor = Color.green
    /// The off track: `secondarySystemFill` (``ControlColors``).
    public static func offColor(_ scheme: ColorScheme) -> Color { ControlColors.secondarySystemFill(scheme) }
    public static let thumbColor = Color.white
    /// The thumb's edge shadow, drawn as a ring 0.5 pt wider than the thumb.
    public static let thumbShadowColor = Color(white: 0, opacity: 0.12)

    /// The thumb's rectangle in a switch of `bounds`: against the trailing edge when on.
    public static func thumb(in bounds: CGRect, isOn: Bool) -> CGRect {
        let side = bounds.height - 2 * thumbInset
        let x = isOn ? bounds.maxX - thumbInset - side : bounds.minX + thumbInset
        return CGRect(x: x, y: bounds.minY + thumbInset, width: side, height: side)
    }
}

/// The switch of a `Toggle`.
struct _Switch: View {
    typealias Body = Never
    let isOn: Bool
}

/// Draws the switch: a capsule track and a round thumb; always 51 × 31 pt.
/// The track is green while on, or the tint set around the switch
/// (`.tint(_:)`, `SwitchToggleStyle(tint:)`); the app's accent colour alone
/// does not change it, as on iOS.
package final class SwitchNode: Node {
    var isOn = false
    var scheme = ColorScheme.light
    var onColor = SwitchMetrics.onColor

    package override func measure(_ proposal: ProposedViewSize) -> CGSize { SwitchMetrics.size }

    package override func draw(_ context: inout DrawContext) {
        let radius = bounds.height / 2
        context.fill(bounds, isOn ? onColor.resolved(in: scheme) : SwitchMetrics.offColor(scheme), cornerRadius: radius)
        let thumb = SwitchMetrics.thumb(in: bounds, isOn: isOn)
        let shadow = thumb.insetBy(dx: -0.5, dy: -0.5)
        let g = context.toGlobal(shadow)
        let sc = SwitchMetrics.thumbShadowColor.opacity(context.opacity)
        if sc.opacity > 0, g.meets(context.clip) { context.list.append(.fillEllipse(g, sc)) }
        let t = context.toGlobal(thumb)
        let tc = SwitchMetrics.thumbColor.opacity(context.opacity)
        if tc.opacity > 0, t.meets(context.clip) { context.list.append(.fillEllipse(t, tc)) }
    }

    package override func ownContentContains(_ point: CGPoint) -> Bool { bounds.contains(point) }
    package override var kindName: String { "Switch" }
}

extension _Switch: PrimitiveView {
    package func makeNode(_ context: BuildContext) -> Node {
        let node = SwitchNode()
        configure(node, context)
        return node
    }
    package func update(_ node: Node, _ context: BuildContext) -> Bool {
        guard let node = node.ifKind(SwitchNode.self) else { return false }
        configure(node, context)
        return true
    }
    private func configure(_ node: SwitchNode, _ context: BuildContext) {
        node.isOn = isOn
        node.scheme = context.environment.colorScheme
        node.onColor = context.environment[ExplicitTintKey.self] ?? SwitchMetrics.onColor
    }
}
