/// A control that adds or takes `step` from a value within a range: the
/// label at the leading edge, `UIStepper`'s 94 × 32 pt control at the
/// trailing edge (a − half and a + half on a grey rounded track, a divider
/// between), as wide as offered like a `Toggle`. A tap on a half steps the
/// value, clamped to the range; a half that cannot step is dimmed.
///
/// ```swift
/// Stepper("Guests: \(guests)", value: $guests, in: 1...10)
/// Stepper(value: $size, in: 8...32, step: 2) { Text("Size \(size)") }
/// ```
public struct Stepper<Label: View>: View {
    let label: Label
    let canDecrement: Bool
    let canIncrement: Bool
    let decrement: () -> Void
    let increment: () -> Void

    /// A stepper that runs `onIncrement` and `onDecrement`; both halves always enabled.
    public init(@ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = label()
        canDecrement = onDecrement != nil
        canIncrement = onIncrement != nil
        decrement = onDecrement ?? {}
        increment = onIncrement ?? {}
    }

    /// A stepper of `value` by `step` within `bounds`.
    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) {
        self.label = label()
        let current = value.wrappedValue
        canDecrement = current > bounds.lowerBound
        canIncrement = current < bounds.upperBound
        decrement = { value.wrappedValue = max(bounds.lowerBound, min(bounds.upperBound, value.wrappedValue.advanced(by: -step))) }
        increment = { value.wrappedValue = max(bounds.lowerBound, min(bounds.upperBound, value.wrappedValue.advanced(by: step))) }
    }

    /// A stepper of `value` by `step`, unbounded.
    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
                               @ViewBuilder label: () -> Label) {
        self.label = label()
        canDecrement = true
        canIncrement = true
        decrement = { value.wrappedValue = value.wrappedValue.advanced(by: -step) }
        increment = { value.wrappedValue = value.wrappedValue.advanced(by: step) }
    }

    public var body: some View {
        let label = self.label
        let control = StepperControl(canDecrement: canDecrement, canIncrement: canIncrement,
                                     decrement: decrement, increment: increment)
        return _EnvironmentResolvedView(kind: "Stepper") { environment in
            ToggleLayout(labelHidden: environment[LabelsHiddenKey.self], label: label,
                         control: control.environment(\.colorScheme, environment.colorScheme))
        }
    }
}

extension Stepper where Label == Text {
    /// A stepper titled `title` of `value` by `step` within `bounds`.
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V>,
                                                  step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, in: bounds, step: step, label: { Text(title) })
    }

    /// A stepper titled `title` of `value` by `step`, unbounded.
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, step: V.Stride = 1,
                                                  onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, step: step, label: { Text(title) })
    }

    /// A stepper titled `title` that runs `onIncrement` and `onDecrement`.
    public init<S: StringProtocol>(_ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                                   onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(label: { Text(title) }, onIncrement: onIncrement, onDecrement: onDecrement)
    }
}

/// `UIStepper`'s metrics (docs/layout-rules.md, "Forms and input").
public enum StepperMetrics {
    /// The control's size: two 47 × 32 halves.
    public static let size = CGSize(width: 94, height: 32)
    /// The track's corner radius.
    public static let cornerRadius: CGFloat = 8
    /// The divider between the halves: 1 pt wide, this tall, centred.
    public static let dividerHeight: CGFloat = 18
    /// The size of the − and + signs.
    public static let signSize: CGFloat = 22
    /// The opacity of a half that cannot step.
    public static let disabledOpacity: Double = 0.3
}

/// The − and + halves on their track.
struct StepperControl: View {
    let canDecrement: Bool
    let canIncrement: Bool
    let decrement: () -> Void
    let increment: () -> Void
    @Environment(\.colorScheme) var scheme

    var body: some View {
        HStack(spacing: 0) {
            half("\u{2212}", enabled: canDecrement, action: decrement)
            half("+", enabled: canIncrement, action: increment)
        }
        .frame(width: StepperMetrics.size.width, height: StepperMetrics.size.height)
        .background(RoundedRectangle(cornerRadius: StepperMetrics.cornerRadius).fill(ControlColors.tertiarySystemFill(scheme)))
        .overlay(Rectangle().fill(ControlColors.separator(scheme)).frame(width: 1, height: StepperMetrics.dividerHeight))
    }

    /// A half: its sign drawn as text (the shipped fonts have − and +, not the SF Symbols).
    private func half(_ sign: String, enabled: Bool, action: @escaping () -> Void) -> some View {
        Text(verbatim: sign)
            .font(.system(size: StepperMetrics.signSize))
            .foregroundColor(.primary)
            .opacity(enabled ? 1 : StepperMetrics.disabledOpacity)
            .frame(width: StepperMetrics.size.width / 2, height: StepperMetrics.size.height)
            .contentShape(Rectangle())
            .onTapGesture { if enabled { action() } }
    }
}

/// A view with a label: the title at the leading edge and the value
/// (secondary text) at the trailing edge, as a form row shows a setting.
///
/// ```swift
/// LabeledContent("Version", value: "2.1")
/// LabeledContent { Text("ada@example.com") } label: { Label("Email", systemImage: "envelope") }
/// ```
public struct LabeledContent<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    public var body: some View {
        let label = self.label, content = self.content
        return _EnvironmentResolvedView(kind: "LabeledContent") { environment in
            if let custom = environment[CustomLabeledContentStyleKey.self] {
                custom(LabeledContentStyleConfiguration(label: _StyleConfigurationContent(label),
                                                        content: _StyleConfigurationContent(content)))
            } else {
                LabeledContentLayout(label: label, content: content)
            }
        }
    }
}

/// A labeled content's row in the automatic style: the label, a spacer, the
/// content in the secondary colour. The label and the content are served
/// before the spacer (layout priority 1), as a settings cell's title and
/// value are: side by side they each take their length when both fit; as
/// plain stack children the content would be offered half of what the label
/// leaves (the spacer being the more flexible) and a longer value would wrap.
struct LabeledContentLayout<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    var body: some View {
        HStack {
            label.layoutPriority(1)
            Spacer()
            content.foregroundColor(.secondary).layoutPriority(1)
        }
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// A row titled `title` showing `value`.
    public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
        self.init(content: { Text(value) }, label: { Text(title) })
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// A row titled `title` showing what `format` makes of `value`, in the
    /// device's locale as `Text(_:format:)` writes it.
    ///
    /// ```swift
    /// LabeledContent("Total", value: 89.99, format: .currency(code: "USD"))   // "$89.99"
    /// ```
    public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F)
        where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(content: { Text(value, format: format) }, label: { Text(title) })
    }
}

extension LabeledContent where Label == Text {
    /// A row titled `title` showing `content`.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }
}

/// A box grouping views: its label (headline) over its content, 16 pt
/// inside a rounded (8 pt) `secondarySystemBackground` card.
///
/// ```swift
/// GroupBox("Storage") { ProgressView(value: 0.7) }
/// ```
public struct GroupBox<Label: View, Content: View>: View {
    let label: Label?
    let content: Content

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    /// The iOS 14 form.
    public init(label: Label, @ViewBuilder content: () -> Content) {
        self.label = label
        self.content = content()
    }

    public var body: some View {
        let label = self.label, content = self.content
        return _EnvironmentResolvedView(kind: "GroupBox") { environment in
            if let custom = environment[CustomGroupBoxStyleKey.self] {
                custom(GroupBoxStyleConfiguration(label: _StyleConfigurationContent(label),
                                                  content: _StyleConfigurationContent(content)))
            } else {
                GroupBoxLayout(label: label, content: content)
            }
        }
    }
}

/// A group box in the automatic style: the label (headline) over the content in a rounded card.
struct GroupBoxLayout<Label: View, Content: View>: View {
    let label: Label?
    let content: Content

    var body: some View {
        VStack(alignment: .leading, spacing: GroupBoxMetrics.spacing) {
            if let label { label.font(.headline) }
            content
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(GroupBoxMetrics.padding)
        .background(RoundedRectangle(cornerRadius: GroupBoxMetrics.cornerRadius).fill(Color.secondarySystemBackground))
    }
}

extension GroupBox where Label == EmptyView {
    /// A box with no label.
    public init(@ViewBuilder content: () -> Content) {
        self.label = nil
        self.content = content()
    }
}

extension GroupBox where Label == Text {
    /// A box titled `title`.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.label = Text(title)
        self.content = content()
    }
}

/// `GroupBox`'s metrics.
public enum GroupBoxMetrics {
    public static let padding: CGFloat = 16
    public static let spacing: CGFloat = 8
    public static let cornerRadius: CGFloat = 8
}

/// Whether the views below are being edited: `EditButton` toggles it,
/// views read it, and a `List`'s rows show their delete controls (rows
/// with `onDelete`), reorder controls (rows with `onMove`) or, with a set
/// selection, selection circles. A `NavigationStack` gives its pages one
/// when none is set around it.
public enum EditMode: Sendable, Hashable {
    case inactive, transient, active
    /// True for `.active` and `.transient`.
    public var isEditing: Bool { self != .inactive }
}

struct EditModeKey: EnvironmentKey {
    static var defaultValue: Binding<EditMode>? { nil }
}

extension EnvironmentValues {
    /// The edit mode of the views below, when a view set one (nil otherwise).
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }
}

/// A button that toggles the environment's `editMode` between `.inactive`
/// and `.active` in an animated transaction (`Animation.default`: a list's
/// row content slides to and from its edit-mode insets), titled "Edit" or
/// "Done" (bold); with no `editMode` set above it, it toggles its own title only.
///
/// ```swift
/// .toolbar { EditButton() }
/// ```
public struct EditButton: View {
    @Environment(\.editMode) private var editMode
    @State private var ownEditing = false

    public init() {}

    public var body: some View {
        let editing = editMode?.wrappedValue.isEditing ?? ownEditing
        return Button(action: {
            // The rows' controls come and go with animation, as SwiftUI's EditButton does.
            withAnimation {
                if let editMode { editMode.wrappedValue = editing ? .inactive : .active } else { ownEditing.toggle() }
            }
        }, label: {
            Text(editing ? "Done" : "Edit").fontWeight(editing ? .semibold : .regular)
        })
    }
}
