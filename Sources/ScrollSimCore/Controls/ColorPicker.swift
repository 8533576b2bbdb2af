/// A colour setting: its label at the leading edge and a colour well at the
/// trailing edge, as a form row shows it (laid out as `Toggle` is: label,
/// spacer, control). The well is a 28 × 28 pt circle: a 3 pt ring of the
/// hue wheel around the selected colour inset 5 pt. On iOS a tap opens the
/// system colour picker sheet; ScrollSim has none, so a tap changes nothing
/// and the selection is set by the app.
///
/// ```swift
/// ColorPicker("Accent", selection: $accent)
/// ColorPicker("Tint", selection: $tint, supportsOpacity: false)
/// ```
public struct ColorPicker<Label: View>: View {
    let selection: Binding<Color>
    /// The colour when this view was made: a picker whose colour changed is a changed view.
    let color: Color
    let label: Label

    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.color = selection.wrappedValue
        self.label = label()
    }

    public var body: some View {
        let label = self.label, color = self.color
        return _EnvironmentResolvedView(kind: "ColorPicker") { environment in
            ToggleLayout(labelHidden: environment[LabelsHiddenKey.self], label: label, control: ColorWell(color: color))
        }
    }
}

extension ColorPicker where Label == Text {
    /// A colour picker titled `title`.
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }
}

/// `ColorPicker`'s well metrics (ScrollSim's choice: Apple publishes none;
/// the size is that of `UIColorWell` as it lays out in a table row).
public enum ColorWellMetrics {
    public static let side: CGFloat = 28
    public static let ringWidth: CGFloat = 3
    /// From the well's edge to the swatch of the selected colour.
    public static let swatchInset: CGFloat = 5
    /// The ring's hues, red round to red, clockwise from the trailing side.
    public static let hues: [Color] = [.red, .yellow, .green, .cyan, .blue, .purple, .red]
}

/// The well: the hue ring and the selected colour.
struct ColorWell: View {
    let color: Color

    var body: some View {
        ZStack {
            // A stroke takes one colour of a gradient: the ring is the wheel masked to the ring.
            Circle().fill(AngularGradient(colors: ColorWellMetrics.hues, center: .center))
                .mask(Circle().strokeBorder(Color.black, lineWidth: ColorWellMetrics.ringWidth))
            Circle().fill(color).padding(ColorWellMetrics.swatchInset)
        }
        .frame(width: ColorWellMetrics.side, height: ColorWellMetrics.side)
    }
}

/// A group of controls that belong together, laid out as its content in a
/// row (an `HStack`). iOS joins the buttons of a group outside menus into
/// one rounded bar and shows a group in a `Menu` as a row of icons; here
/// the buttons keep their own looks (ScrollSim's choice).
///
/// ```swift
/// ControlGroup {
///     Button("Decrease") { size -= 1 }
///     Button("Increase") { size += 1 }
/// }
/// ```
public struct ControlGroup<Content: View>: View {
    let content: Content

    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    public var body: some View {
        HStack { content }
    }
}

extension ControlGroup {
    /// A group with a label (shown by iOS only where the group collapses to a menu).
    public init<L: View>(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> L) {
        self.content = content()
    }
}
