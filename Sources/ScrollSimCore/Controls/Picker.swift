/// A control that picks one of its options, each a view of `content`
/// marked with `.tag(_:)` (a `ForEach`'s views are tagged with their ids
/// when they have no tag). The option whose tag equals `selection` is the
/// selected one. Its look is the environment's `pickerStyle`:
///
/// - `.segmented`: `UISegmentedControl`, as wide as offered, 32 pt tall,
///   equal segments on the grey track, the selected one a white card.
/// - `.menu`, `.automatic`, `.navigationLink`: in a list row the title at
///   the leading edge and the selected option with up-and-down chevrons at
///   the trailing edge (elsewhere the option and chevrons alone, in the
///   tint); a tap opens a menu of the options under the value, a tap on
///   one selects it and closes the menu.
/// - `.inline`: the options one under another, a checkmark at the selected one.
/// - `.wheel`: the selected option alone (the wheel is not drawn).
///
/// ```swift
/// Picker("Flavor", selection: $flavor) {
///     Text("Chocolate").tag(Flavor.chocolate)
///     Text("Vanilla").tag(Flavor.vanilla)
/// }
/// Picker("Size", selection: $size) {
///     ForEach(sizes, id: \.self) { Text($0) }
/// }
/// .pickerStyle(.segmented)
/// ```
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    let selection: Binding<SelectionValue>
    /// The selection when this view was made: a picker whose selection changed is a changed view.
    let value: SelectionValue
    let label: Label
    let content: Content
    @State private var isMenuShown = false

    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.value = selection.wrappedValue
        self.label = label()
        self.content = content()
    }

    /// The iOS 13 form: the label as a view before the content.
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content, label: { label })
    }

    public var body: some View {
        let options = pickerOptions(content)
        let selected = options.firstIndex { $0.tag == AnyHashable(value) }
        let selection = self.selection, label = self.label
        let menuShown = $isMenuShown
        let select: @MainActor (Int) -> Void = { index in
            if let tag = options[index].tag?.base as? SelectionValue { selection.wrappedValue = tag }
        }
        return _EnvironmentResolvedView(kind: "Picker") { environment in
            PickerBody(style: environment[PickerStyleKey.self], scheme: environment.colorScheme, inListRow: environment[IsInListRowKey.self],
                       labelHidden: environment[LabelsHiddenKey.self], label: label, options: options,
                       selected: selected, select: select, menuShown: menuShown)
        }
    }
}

extension Picker where Label == Text {
    /// A picker titled `title`.
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content, label: { Text(title) })
    }
}

/// One option of a picker: its tag and its view.
struct PickerOption {
    let tag: AnyHashable?
    let view: AnyView
}

/// Views that are several options (tuples, `ForEach`, `Group`, conditionals)
/// or that carry a tag.
@MainActor
protocol PickerOptionSource {
    func pickerOptions() -> [PickerOption]
}

/// The options `view` holds, in order.
@MainActor
func pickerOptions(_ view: any View) -> [PickerOption] {
    if let source = view as? any PickerOptionSource { return source.pickerOptions() }
    return [PickerOption(tag: nil, view: AnyView(view))]
}

extension TupleView: PickerOptionSource {
    func pickerOptions() -> [PickerOption] {
        var options: [PickerOption] = []
        visitElements { options += ScrollSimCore.pickerOptions($0) }
        return options
    }
}

extension ForEach: PickerOptionSource {
    func pickerOptions() -> [PickerOption] {
        data.flatMap { element in
            ScrollSimCore.pickerOptions(content(element)).map {
                $0.tag == nil ? PickerOption(tag: AnyHashable(idOf(element)), view: $0.view) : $0
            }
        }
    }
}

extension Group: PickerOptionSource {
    func pickerOptions() -> [PickerOption] { ScrollSimCore.pickerOptions(content) }
}

extension Optional: PickerOptionSource where Wrapped: View {
    func pickerOptions() -> [PickerOption] { map { ScrollSimCore.pickerOptions($0) } ?? [] }
}

extension _ConditionalContent: PickerOptionSource {
    func pickerOptions() -> [PickerOption] {
        switch storage {
        case .first(let v): ScrollSimCore.pickerOptions(v)
        case .second(let v): ScrollSimCore.pickerOptions(v)
        }
    }
}

extension EmptyView: PickerOptionSource {
    func pickerOptions() -> [PickerOption] { [] }
}

extension AnyView: PickerOptionSource {
    func pickerOptions() -> [PickerOption] { ScrollSimCore.pickerOptions(box) }
}

/// A built-in modifier around one option keeps the option's tag and wraps its view.
extension _ModifiedView: PickerOptionSource {
    func pickerOptions() -> [PickerOption] {
        let inner = ScrollSimCore.pickerOptions(content)
        guard inner.count == 1 else { return inner }
        return [PickerOption(tag: inner[0].tag, view: AnyView(self))]
    }
}

/// A view with a tag: `Text("Red").tag(Color.red)`. A `Picker` reads the
/// tag from the view value; containers that read their built subviews
/// (`TabView`) find it as the `TagKey` trait.
public struct _TaggedView<Content: View, Tag: Hashable>: View {
    let content: Content
    let tag: Tag

    @usableFromInline
    init(content: Content, tag: Tag) {
        self.content = content
        self.tag = tag
    }
    public var body: some View { content.preference(key: TagKey.self, value: AnyHashable(tag)) }
}

extension _TaggedView: PickerOptionSource {
    func pickerOptions() -> [PickerOption] { [PickerOption(tag: AnyHashable(tag), view: AnyView(content))] }
}

extension View {
    /// Marks this view as the option `tag` of a `Picker` around it.
    ///
    /// ```swift
    /// Text("Small").tag(Size.small)
    /// ```
    @inlinable
    public func tag<V: Hashable>(_ tag: V) -> _TaggedView<Self, V> {
        _TaggedView(content: self, tag: tag)
    }
}

/// The looks of a picker ScrollSim draws.
public enum PickerStyleKind: Sendable, Hashable {
    case menu, segmented, inline, wheel
}

/// A picker's look, set with `.pickerStyle(_:)`.
public protocol PickerStyle {
    var _kind: PickerStyleKind { get }
}
public struct DefaultPickerStyle: PickerStyle {
    public init() {}
    public var _kind: PickerStyleKind { .menu }
}
public struct MenuPickerStyle: PickerStyle {
    public init() {}
    public var _kind: PickerStyleKind { .menu }
}
public struct SegmentedPickerStyle: PickerStyle {
    public init() {}
    public var _kind: PickerStyleKind { .segmented }
}
public struct InlinePickerStyle: PickerStyle {
    public init() {}
    public var _kind: PickerStyleKind { .inline }
}
public struct WheelPickerStyle: PickerStyle {
    public init() {}
    public var _kind: PickerStyleKind { .wheel }
}
/// Pushes a list of the options on iOS; drawn here as the menu picker.
public struct NavigationLinkPickerStyle: PickerStyle {
    public init() {}
    public var _kind: PickerStyleKind { .menu }
}
/// The palette of iOS 17 menus; drawn here as the segmented control.
public struct PalettePickerStyle: PickerStyle {
    public init() {}
    public var _kind: PickerStyleKind { .segmented }
}
extension PickerStyle where Self == DefaultPickerStyle {
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}
extension PickerStyle where Self == MenuPickerStyle {
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}
extension PickerStyle where Self == SegmentedPickerStyle {
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}
extension PickerStyle where Self == InlinePickerStyle {
    public static var inline: InlinePickerStyle { InlinePickerStyle() }
}
extension PickerStyle where Self == WheelPickerStyle {
    public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}
extension PickerStyle where Self == NavigationLinkPickerStyle {
    public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}
extension PickerStyle where Self == PalettePickerStyle {
    public static var palette: PalettePickerStyle { PalettePickerStyle() }
}

struct PickerStyleKey: EnvironmentKey {
    static var defaultValue: PickerStyleKind { .menu }
}

extension View {
    /// The look of the pickers below.
    ///
    /// ```swift
    /// Picker("View", selection: $mode) { … }.pickerStyle(.segmented)
    /// ```
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        modified(_EnvironmentModifier { $0[PickerStyleKey.self] = style._kind })
    }
}

/// The metrics of the pickers (docs/layout-rules.md, "Forms and input").
public enum PickerMetrics {
    /// The segmented control's height (`UISegmentedControl`).
    public static let segmentedHeight: CGFloat = 32
    /// The track's corner radius.
    public static let segmentedCornerRadius: CGFloat = 8
    /// The selected segment's card: inset from the track, and its corner radius.
    public static let segmentedThumbInset: CGFloat = 2
    public static let segmentedThumbCornerRadius: CGFloat = 7
    /// The segments' title size (13 pt; semibold when selected).
    public static let segmentedFontSize: CGFloat = 13
    /// The selected segment's card: white; (99, 99, 102) in dark mode.
    public static func segmentedThumbColor(_ scheme: ColorScheme) -> Color {
        scheme == .dark ? Color(rgb255: 99, 99, 102) : .white
    }
    /// The menu: its width, its rows' height, its corner radius.
    public static let menuWidth: CGFloat = 250
    public static let menuRowHeight: CGFloat = 44
    public static let menuCornerRadius: CGFloat = 13
    /// The space between the value and the menu under it.
    public static let menuGap: CGFloat = 4
    /// The space between the selected value and its chevrons.
    public static let valueChevronSpacing: CGFloat = 4
}

/// A picker in its style.
struct PickerBody<Label: View>: View {
    let style: PickerStyleKind
    let scheme: ColorScheme
    let inListRow: Bool
    let labelHidden: Bool
    let label: Label
    let options: [PickerOption]
    let selected: Int?
    let select: @MainActor (Int) -> Void
    let menuShown: Binding<Bool>

    var body: some View {
        switch style {
        case .segmented:
            SegmentedControl(scheme: scheme, options: options, selected: selected, select: select)
        case .inline:
            VStack(alignment: .leading, spacing: 0) {
                if !labelHidden { label }
                ForEach(options.indices, id: \.self) { index in
                    HStack {
                        options[index].view
                        Spacer()
                        if index == selected { Image(systemName: "checkmark").foregroundColor(.accentColor) }
                    }
                    .frame(minHeight: ListMetrics.minRowHeight)
                    .contentShape(Rectangle())
                    .onTapGesture { select(index) }
                }
            }
        case .wheel:
            selectedView
        case .menu:
            let value = HStack(spacing: PickerMetrics.valueChevronSpacing) {
                selectedView
                Image(systemName: "chevron.up.chevron.down").imageScale(.small)
            }
            .foregroundColor(inListRow ? .secondary : .accentColor)
            .overlay(alignment: .bottomTrailing) {
                if menuShown.wrappedValue {
                    PickerMenu(options: options, selected: selected, select: { index in
                        menuShown.wrappedValue = false
                        select(index)
                    })
                    .modified(_PopupLayerModifier(dismiss: { menuShown.wrappedValue = false }))
                    .offset(y: PickerMetrics.menuGap)
                    .frame(height: 0, alignment: .top)
                }
            }
            if inListRow && !labelHidden {
                HStack {
                    label
                    Spacer()
                    value
                }
                .contentShape(Rectangle())
                .onTapGesture { menuShown.wrappedValue = true }
            } else {
                value.contentShape(Rectangle()).onTapGesture { menuShown.wrappedValue = true }
            }
        }
    }

    private var selectedView: some View {
        Group {
            if let selected { options[selected].view } else { EmptyView() }
        }
    }
}

/// The menu a menu picker or a `Menu` opens: the options in 44 pt rows
/// on a rounded card; a picker's put a checkmark before the selected one.
struct PickerMenu: View {
    let options: [PickerOption]
    let selected: Int?
    /// False for a `Menu`'s items: no checkmark column.
    var showsCheckmarks = true
    let select: (Int) -> Void

    var body: some View {
        VStack(spacing: 0) {
            ForEach(options.indices, id: \.self) { index in
                if index > 0 { Divider() }
                HStack(spacing: 8) {
                    if showsCheckmarks { Image(systemName: "checkmark").opacity(index == selected ? 1 : 0) }
                    options[index].view
                    Spacer(minLength: 0)
                }
                .padding(.horizontal, 16)
                .frame(height: PickerMetrics.menuRowHeight)
                .contentShape(Rectangle())
                .onTapGesture { select(index) }
            }
        }
        .foregroundColor(.primary)
        .frame(width: PickerMetrics.menuWidth)
        .background(RoundedRectangle(cornerRadius: PickerMetrics.menuCornerRadius).fill(Color.secondarySystemGroupedBackground)
            .shadow(color: Color(white: 0, opacity: 0.2), radius: 16, y: 4))
    }
}

/// `UISegmentedControl`: equal segments on a grey track, the selected
/// one a white card; a tap on a segment selects it.
struct SegmentedControl: View {
    let scheme: ColorScheme
    let options: [PickerOption]
    let selected: Int?
    let select: @MainActor (Int) -> Void

    var body: some View {
        HStack(spacing: 0) {
            ForEach(options.indices, id: \.self) { index in
                options[index].view
                    .font(.system(size: PickerMetrics.segmentedFontSize, weight: index == selected ? .semibold : .regular))
                    .lineLimit(1)
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .background {
                        if index == selected {
                            RoundedRectangle(cornerRadius: PickerMetrics.segmentedThumbCornerRadius)
                                .fill(PickerMetrics.segmentedThumbColor(scheme))
                                .shadow(color: Color(white: 0, opacity: 0.12), radius: 4, y: 3)
                                .padding(PickerMetrics.segmentedThumbInset)
                        }
                    }
                    .contentShape(Rectangle())
                    .onTapGesture { select(index) }
            }
        }
        .foregroundColor(.primary)
        .frame(height: PickerMetrics.segmentedHeight)
        .background(RoundedRectangle(cornerRadius: PickerMetrics.segmentedCornerRadius).fill(ControlColors.tertiarySystemFill(scheme)))
    }
}
