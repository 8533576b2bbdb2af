/// An editable line of text bound to a string. It is as wide as it is
/// offered and one line of its font tall (a vertical field: up to its
/// `lineLimit` lines as the text wraps); empty, it shows its prompt (or its
/// title) in the placeholder grey (`UIColor.placeholderText`). A tap
/// focuses it (a 2 pt caret in the tint after the text); while focused,
/// typed text is appended, Backspace deletes the last character and Return
/// submits (the `onSubmit` actions run, the focus goes) — in a vertical
/// field Return adds a new line instead. `.textFieldStyle(.roundedBorder)`
/// draws `UITextField`'s rounded-rect border around it.
///
/// ```swift
/// TextField("Name", text: $name)
/// TextField("Email", text: $email, prompt: Text("Required"))
/// TextField("Message", text: $draft, axis: .vertical).lineLimit(1...5)
/// ```
public struct TextField<Label: View>: View {
    let text: Binding<String>
    /// The text when this view was made: a field whose text changed is a changed view.
    let value: String
    let prompt: Text?
    let title: String?
    let label: Label
    let axis: Axis
    let isSecure: Bool
    let commit: (() -> Void)?
    /// True for a `TextEditor`: the field takes all the height it is offered.
    let fillsHeight: Bool
    /// The placeholder's colour; nil for `UIColor.placeholderText`.
    let placeholderColor: Color?
    /// A field editing a value through a format (`init(_:value:format:)`):
    /// what the format makes of the value a text parses to, nil when it does
    /// not parse. Such a field keeps the text as typed while it is being
    /// edited, and shows the value's formatted text otherwise.
    var reformat: ((String) -> String?)?
    @State private var ownFocus = false
    /// The text typed since the field was focused, and the formatted value it left (`reformat` fields only).
    @State private var draft: FormattedDraft?

    init(text: Binding<String>, prompt: Text?, title: String?, label: Label, axis: Axis, isSecure: Bool,
         commit: (() -> Void)? = nil, fillsHeight: Bool = false, placeholderColor: Color? = nil) {
        self.placeholderColor = placeholderColor
        self.text = text
        self.value = text.wrappedValue
        self.prompt = prompt
        self.title = title
        self.label = label
        self.axis = axis
        self.isSecure = isSecure
        self.commit = commit
        self.fillsHeight = fillsHeight
    }

    /// A field whose label is `label` (not drawn on iOS) and whose placeholder is `prompt`.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(text: text, prompt: prompt, title: nil, label: label(), axis: .horizontal, isSecure: false)
    }

    /// A field growing along `axis` (`.vertical`: the text wraps onto more lines), labelled by `label`.
    public init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label) {
        self.init(text: text, prompt: prompt, title: nil, label: label(), axis: axis, isSecure: false)
    }

    public var body: some View {
        let text = self.text, value = self.value, prompt = self.prompt, title = self.title
        let axis = self.axis, secure = self.isSecure, commit = self.commit, fills = self.fillsHeight
        let placeholderColor = self.placeholderColor
        let own = $ownFocus, draft = $draft, reformat = self.reformat
        return _EnvironmentResolvedView(kind: isSecure ? "SecureField" : "TextField") { environment in
            let link = environment[FocusLinkKey.self]
            let focused = link?.isFocused ?? own.wrappedValue
            let setFocus: @MainActor (Bool) -> Void = { on in
                if reformat != nil { draft.wrappedValue = nil }
                if let link { link.set(on) } else { own.wrappedValue = on }
            }
            // A formatted field shows the typed text while focused, as long
            // as the value is still the one that text left.
            var text = text, value = value
            if let reformat {
                if focused, let typed = draft.wrappedValue, typed.base == value { value = typed.text }
                // Read when used, so keys handled before the next frame see each other's edits.
                let bound = text
                text = Binding(get: {
                    let formatted = bound.wrappedValue
                    if let typed = draft.wrappedValue, typed.base == formatted { return typed.text }
                    return formatted
                }, set: { new in
                    let formatted = bound.wrappedValue
                    draft.wrappedValue = FormattedDraft(text: new, base: reformat(new) ?? formatted)
                    bound.wrappedValue = new
                })
            }
            var submits = environment[SubmitActionsKey.self].reversed().map { $0 }
            if let commit { submits.append(commit) }
            let input = TextInput(isFocused: focused, isMultiline: axis == .vertical, text: text, setFocus: setFocus,
                                  submit: { for action in submits { action() } })
            let style = environment[TextFieldStyleKey.self]
            let field = TextFieldContent(value: value, shown: secure ? String(repeating: "•", count: value.count) : value,
                                         placeholder: prompt ?? title.map { Text(verbatim: $0) },
                                         placeholderColor: placeholderColor ?? ControlColors.placeholderText(environment.colorScheme),
                                         lineLimit: axis == .vertical ? environment.lineLimit : 1,
                                         reservedLines: axis == .vertical ? environment[ReservedLinesKey.self] : 1,
                                         caret: focused ? environment.accentColor : nil, fillsHeight: fills)
            return _TextFieldStyled(style: style, scheme: environment.colorScheme, content: field)
                .modified(_TextInputModifier(input: input))
        }
    }
}

extension TextField where Label == Text {
    /// A field titled `title`: the title is the placeholder shown while it is empty.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(text: text, prompt: nil, title: String(title), label: Text(title), axis: .horizontal, isSecure: false)
    }

    /// A field titled `title` whose placeholder is `prompt`.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt, title: String(title), label: Text(title), axis: .horizontal, isSecure: false)
    }

    /// A field growing along `axis`: `.vertical` wraps the text onto up to `lineLimit` lines.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
        self.init(text: text, prompt: nil, title: String(title), label: Text(title), axis: axis, isSecure: false)
    }

    /// A field growing along `axis`, with `prompt` as its placeholder.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(text: text, prompt: prompt, title: String(title), label: Text(title), axis: axis, isSecure: false)
    }

    /// The iOS 13 form: `onCommit` runs when the field is submitted
    /// (after the `onSubmit` actions); `onEditingChanged` is accepted and not called.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in },
                                   onCommit: @escaping () -> Void = {}) {
        self.init(text: text, prompt: nil, title: String(title), label: Text(title), axis: .horizontal, isSecure: false,
                  commit: onCommit)
    }
}

/// The text typed into a formatted field and the formatted value it left.
struct FormattedDraft: Equatable {
    let text: String
    let base: String
}

extension TextField where Label == Text {
    /// A field editing a value through `format`, in the device's locale
    /// (US English, as `Text(_:format:)`): it shows `format`'s text of the
    /// value. While focused it keeps the text as typed, and after each edit
    /// the text is parsed and, when it parses, the value is set (a text that
    /// does not parse leaves the value as it was); once the focus goes (Return
    /// or another field) it shows the value's formatted text again.
    ///
    /// ```swift
    /// TextField("Age", value: $age, format: .number)
    /// ```
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput>, format: F,
                                                           prompt: Text? = nil) where F.FormatOutput == String {
        let format = format.locale(Text.deviceLocale)
        let text = Binding<String>(get: { format.format(value.wrappedValue) },
                                   set: { if let parsed = try? format.parseStrategy.parse($0) { value.wrappedValue = parsed } })
        self.init(text: text, prompt: prompt, title: String(title), label: Text(title), axis: .horizontal, isSecure: false)
        reformat = { (try? format.parseStrategy.parse($0)).map(format.format) }
    }
}

/// A multi-line text editor: a vertical text field with no line limit that
/// takes all the space it is offered (its text from the top leading
/// corner) and shows no placeholder. Return adds a new line.
///
/// ```swift
/// TextEditor(text: $notes).frame(minHeight: 120)
/// ```
public struct TextEditor: View {
    let field: TextField<EmptyView>

    public init(text: Binding<String>) {
        field = TextField(text: text, prompt: nil, title: nil, label: EmptyView(), axis: .vertical, isSecure: false,
                          fillsHeight: true)
    }

    public var body: some View {
        field.lineLimit(nil)
    }
}

/// A text field whose characters are drawn as bullets (•), one per
/// character; otherwise a single-line `TextField`.
///
/// ```swift
/// SecureField("Password", text: $password)
/// ```
public struct SecureField<Label: View>: View {
    let field: TextField<Label>

    /// A field whose label is `label` (not drawn) and whose placeholder is `prompt`.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        field = TextField(text: text, prompt: prompt, title: nil, label: label(), axis: .horizontal, isSecure: true)
    }

    public var body: some View { field }
}

extension SecureField where Label == Text {
    /// A field titled `title`, the placeholder while it is empty.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        field = TextField(text: text, prompt: nil, title: String(title), label: Text(title), axis: .horizontal, isSecure: true)
    }

    /// A field titled `title` whose placeholder is `prompt`.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        field = TextField(text: text, prompt: prompt, title: String(title), label: Text(title), axis: .horizontal, isSecure: true)
    }
}

/// What a focused field does with the keyboard.
struct TextInput {
    let isFocused: Bool
    let isMultiline: Bool
    let text: Binding<String>
    let setFocus: @MainActor (Bool) -> Void
    let submit: () -> Void
}

/// The text (or the placeholder) of a field, its caret, as wide as offered.
struct TextFieldContent: View {
    let value: String
    let shown: String
    let placeholder: Text?
    let placeholderColor: Color
    let lineLimit: Int?
    /// The lines the field is tall at least, empty or not.
    let reservedLines: Int
    /// The caret's colour while focused; nil when not focused.
    let caret: Color?
    /// True when the field takes all the height offered (a `TextEditor`).
    let fillsHeight: Bool

    var body: some View {
        ZStack(alignment: .topLeading) {
            if reservedLines > 1 {
                Text(verbatim: Array(repeating: "X", count: reservedLines).joined(separator: "\n")).hidden()
            }
            shownText
        }
        .frame(maxWidth: .infinity, maxHeight: fillsHeight ? .infinity : nil, alignment: .topLeading)
    }

    private var shownText: some View {
        Group {
            if value.isEmpty {
                (placeholder ?? Text(verbatim: "")).foregroundColor(placeholderColor)
            } else {
                Text(verbatim: shown)
            }
        }
        .lineLimit(lineLimit)
        .modified(_CaretModifier(color: caret, atStart: value.isEmpty))
    }
}

struct _CaretModifier: NodeModifier {
    let color: Color?
    let atStart: Bool
    func makeNode(_ context: BuildContext) -> CaretNode { CaretNode() }
    func configure(_ node: CaretNode, _ context: BuildContext) {
        node.color = color?.resolved(in: context.environment.colorScheme)
        node.atStart = atStart
    }
}

/// Draws a field's caret over its text: `TextFieldMetrics.caretWidth`
/// wide, one line tall, after the last character of the text's last line
/// (at the leading edge of the first line when the field shows its placeholder).
package final class CaretNode: SingleChildNode {
    var color: Color?
    var atStart = false

    package override func draw(_ context: inout DrawContext) {
        super.draw(&context)
        guard let color, let (text, origin) = firstText(in: self, at: .zero), let end = text.placedEnd else { return }
        let x = atStart ? origin.x : origin.x + end.point.x
        let y = atStart ? origin.y : origin.y + end.point.y
        context.fill(CGRect(x: x, y: y, width: TextFieldMetrics.caretWidth, height: end.lineHeight), color)
    }

    /// The first text below `node` and its origin in this node's space.
    private func firstText(in node: Node, at origin: CGPoint) -> (TextNode, CGPoint)? {
        for child in node.children {
            let o = CGPoint(x: origin.x + child.localFrame.minX, y: origin.y + child.localFrame.minY)
            if let text = child as? TextNode { return (text, o) }
            if let found = firstText(in: child, at: o) { return found }
        }
        return nil
    }

    package override var kindName: String { "Caret" }
}

/// A field's content in its style: as is (`.plain`, `.automatic`) or in
/// `UITextField`'s rounded-rect border (`.roundedBorder`).
struct _TextFieldStyled: View {
    let style: TextFieldStyleKind
    let scheme: ColorScheme
    let content: TextFieldContent

    var body: some View {
        if style == .roundedBorder {
            let shape = RoundedRectangle(cornerRadius: TextFieldMetrics.borderCornerRadius)
            content
                .padding(TextFieldMetrics.borderTextInset)
                .frame(minHeight: TextFieldMetrics.borderMinHeight)
                .background(shape.fill(Color.systemBackground))
                .overlay(shape.strokeBorder(ControlColors.separator(scheme), lineWidth: TextFieldMetrics.borderLineWidth))
        } else {
            content
        }
    }
}

/// The metrics of a text field (docs/layout-rules.md, "Forms and input").
public enum TextFieldMetrics {
    /// The caret's width.
    public static let caretWidth: CGFloat = 2
    /// `.roundedBorder`: the least height (`UITextField.BorderStyle.roundedRect` at the body size).
    public static let borderMinHeight: CGFloat = 34
    /// `.roundedBorder`: the text's inset from the border on every side (a
    /// vertical field's lines grow it past the least height by as much).
    public static let borderTextInset: CGFloat = 7
    /// `.roundedBorder`: the border's corner radius.
    public static let borderCornerRadius: CGFloat = 5
    /// `.roundedBorder`: the border's width.
    public static let borderLineWidth: CGFloat = 0.5
}

/// The looks of a text field ScrollSim draws.
public enum TextFieldStyleKind: Sendable, Hashable {
    /// No border: the text alone (`.plain`, and `.automatic` on iOS).
    case plain
    /// `UITextField`'s rounded-rect border.
    case roundedBorder
}

/// A text field's look, set with `.textFieldStyle(_:)`.
public protocol TextFieldStyle {
    var _kind: TextFieldStyleKind { get }
}
public struct DefaultTextFieldStyle: TextFieldStyle {
    public init() {}
    public var _kind: TextFieldStyleKind { .plain }
}
public struct PlainTextFieldStyle: TextFieldStyle {
    public init() {}
    public var _kind: TextFieldStyleKind { .plain }
}
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    public init() {}
    public var _kind: TextFieldStyleKind { .roundedBorder }
}
extension TextFieldStyle where Self == DefaultTextFieldStyle {
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}
extension TextFieldStyle where Self == PlainTextFieldStyle {
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

/// The lines a vertical text field reserves (`lineLimit(3...5)`: 3).
struct ReservedLinesKey: EnvironmentKey {
    static var defaultValue: Int { 1 }
}

extension View {
    /// Text below uses at most `limit.upperBound` lines; a vertical text
    /// field is at least `limit.lowerBound` lines tall.
    ///
    /// ```swift
    /// TextField("Message", text: $draft, axis: .vertical).lineLimit(1...5)
    /// ```
    public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
        modified(_EnvironmentModifier {
            $0.lineLimit = limit.upperBound
            $0[ReservedLinesKey.self] = limit.lowerBound
        })
    }

    /// Text below has no line limit; a vertical text field is at least `limit.lowerBound` lines tall.
    public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
        modified(_EnvironmentModifier {
            $0.lineLimit = nil
            $0[ReservedLinesKey.self] = limit.lowerBound
        })
    }

    /// Text below uses at most `limit.upperBound` lines.
    public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View {
        modified(_EnvironmentModifier { $0.lineLimit = limit.upperBound })
    }

    /// At most `limit` lines; with `reservesSpace` a vertical text field is `limit` lines tall even when shorter.
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        modified(_EnvironmentModifier {
            $0.lineLimit = limit
            if reservesSpace { $0[ReservedLinesKey.self] = limit }
        })
    }
}

struct TextFieldStyleKey: EnvironmentKey {
    static var defaultValue: TextFieldStyleKind { .plain }
}

extension View {
    /// The look of the text fields below.
    ///
    /// ```swift
    /// TextField("Name", text: $name).textFieldStyle(.roundedBorder)
    /// ```
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        modified(_EnvironmentModifier { $0[TextFieldStyleKey.self] = style._kind })
    }
}

struct _TextInputModifier: NodeModifier {
    let input: TextInput
    func makeNode(_ context: BuildContext) -> TextInputNode { TextInputNode() }
    func configure(_ node: TextInputNode, _ context: BuildContext) {
        node.input = input
        node.isEnabled = context.environment.isEnabled
        let graph = context.graph
        node.graph = graph
        if input.isFocused {
            graph.focusedTextInput = node
        } else if graph.focusedTextInput === node {
            graph.focusedTextInput = nil
        }
    }
}

/// A text field's node: a tap on its frame focuses it; while it is the
/// graph's focused field it takes typed text, Backspace and Return.
package final class TextInputNode: SingleChildNode, PointerTarget {
    /// Spacing in a stack: a text field's edges are a control's (UIKit's field in SwiftUI), not its placeholder text's (`ViewSpacing()`).
    package override func spacing() -> ViewSpacing { ViewSpacing() }
    package override var requiresSpacingProjection: Bool { false }

    var input: TextInput?
    var isEnabled = true
    weak var graph: ViewGraph?
    private var downPoint: CGPoint?
    /// How far the pointer may move and the press still be a tap (a tap gesture's 10 pt).
    static let tapSlop: CGFloat = 10

    package func pointerDown(at point: CGPoint, time: Double) -> Bool {
        if isEnabled { downPoint = point }
        return false
    }

    package func pointerMoved(to point: CGPoint, time: Double) -> PointerMoveResponse {
        if let down = downPoint, hypot(point.x - down.x, point.y - down.y) > Self.tapSlop { downPoint = nil }
        return .track
    }

    /// A lift inside after a press inside is a tap: it focuses the field.
    package func pointerUp(at point: CGPoint, time: Double) -> Bool {
        defer { downPoint = nil }
        guard downPoint != nil, globalFrame.contains(point) else { return false }
        focus()
        return true
    }

    /// A tap on a field is a gesture, as a button's is.
    package var arbitration: PointerArbitration { .gesture }

    package func pointerCancelled(time: Double) { downPoint = nil }

    /// Takes the focus from the field that has it.
    func focus() {
        guard let input, !input.isFocused, let graph = graph else { return }
        if let other = graph.focusedTextInput, other !== self { other.input?.setFocus(false) }
        graph.focusedTextInput = self
        input.setFocus(true)
    }

    /// Appends typed text.
    func insert(_ typed: String) {
        guard let input else { return }
        let text = input.isMultiline ? typed : typed.replacingOccurrences(of: "\n", with: "")
        input.text.wrappedValue += text
    }

    /// Backspace and Return edit; Space (its character comes as text),
    /// ←, →, Home and End are the field's too (they would move the caret,
    /// which stays at the end), so they do not scroll; other keys are not the field's.
    func key(_ key: Key) -> Bool {
        guard let input else { return false }
        switch key {
        case .space, .left, .right, .home, .end:
            return true
        case .backspace:
            if !input.text.wrappedValue.isEmpty { input.text.wrappedValue.removeLast() }
            return true
        case .enter where input.isMultiline:
            input.text.wrappedValue += "\n"
            return true
        case .enter:
            // The submit actions run while the field still has the focus, so
            // one that reads the focus state sees this field (`switch focus
            // { case .email: focus = .password … }`); the field then lets the
            // focus go unless an action moved it elsewhere.
            input.submit()
            if graph?.focusedTextInput === self { graph?.focusedTextInput = nil }
            input.setFocus(false)
            return true
        default:
            return false
        }
    }

    /// The whole field takes taps, not just its text.
    package override func ownContentContains(_ point: CGPoint) -> Bool { bounds.contains(point) }
    package override var kindName: String { "TextInput" }
}
