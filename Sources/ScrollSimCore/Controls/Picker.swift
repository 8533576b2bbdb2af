/// A control that picks one of its options, each a view of `content`
/// marked with `.tag(_:)` (a `ForEach`'s views are tagged with their ids
/// when they have no tag). The option whose tag equals `selection` is the
/// selected one. Its look is the environment's `pickerStyle`:
///
/// - `.segmented`: `UISegmentedControl`, as wide as offered, 32 pt tall,
///   equal segments on the grey track, the selected one a white card.
/// - `.menu`, `.automatic`: in a list row the title at the leading edge
///   and the selected option with up-and-down chevrons at the trailing edge
///   (elsewhere the option and chevrons alone, in the tint); a tap opens a
///   menu of the options under the value, a tap on one selects it and
///   closes the menu.
/// - `.navigationLink`: in a list row inside a `NavigationStack`, a
///   `NavigationLink` row of the title and the selected option (secondary)
///   that pushes a page listing the options; a tap on one selects it and
///   pops the page. Elsewhere the menu picker.
/// - `.inline`: in a `List` or `Form`, each option a row of its own (the
///   checkmark in the tint at the selected one; a tap on a row selects it),
///   the title the header of a headerless section the picker fills, else a
///   row before the options. Elsewhere the title and the options one under
///   another.
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
    /// True while the menu is open (menu style) or the options' page is pushed (navigation link style).
    @State private var isPresented = false

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
        let (options, selected, select) = resolved
        let label = self.label
        let presented = $isPresented
        return _EnvironmentResolvedView(kind: "Picker") { environment in
            if environment[PresentationButtonDismissKey.self] != nil {
                // Among a menu's items: its options, one row each.
                MenuPickerOptions(options: options, selected: selected, select: select)
            } else {
                pickerBody(environment, label: label, options: options, selected: selected, select: select, presented: presented)
            }
        }
    }

    private func pickerBody(_ environment: EnvironmentValues, label: Label, options: [PickerOption], selected: Int?,
                            select: @escaping @MainActor (Int) -> Void, presented: Binding<Bool>) -> some View {
        PickerBody(style: environment[PickerStyleKey.self], scheme: environment.colorScheme, inListRow: environment[IsInListRowKey.self],
                   labelHidden: environment[LabelsHiddenKey.self],
                   listPage: environment.navigationCoordinator == nil ? nil : environment[ListPageKey.self]?.make,
                   label: label, options: options, selected: selected, select: select, presented: presented)
    }

    /// The options, the index of the selected one, and what chooses an option.
    private var resolved: (options: [PickerOption], selected: Int?, select: @MainActor (Int) -> Void) {
        let options = pickerOptions(content)
        let selection = self.selection
        return (options, options.firstIndex { $0.tag == AnyHashable(value) }, { index in
            if let tag = options[index].tag?.base as? SelectionValue { selection.wrappedValue = tag }
        })
    }

    public static var _opensIntoLazySubviews: Bool { true }

    /// In a list whose environment says `.inline`, the label (unless
    /// hidden) and one row per option; otherwise one subview, the picker
    /// with the picker settings read around it.
    public static func _addLazySubviews(_ view: Self, to content: inout _LazyStackContent) {
        guard let environment = content.listEnvironment else { return content.append(SingleSubview(view: view)) }
        let style = environment[PickerStyleKey.self], hidden = environment[LabelsHiddenKey.self]
        guard style == .inline else {
            return content.append(SingleSubview(view: _PickerEnvironmentView(content: view) {
                $0[PickerStyleKey.self] = style
                $0[LabelsHiddenKey.self] = hidden
            }))
        }
        let (options, selected, select) = view.resolved
        content.addInlinePicker(label: hidden ? nil : view.label,
                                options: InlinePickerRows(options: options, selected: selected, select: select))
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

/// A `Section` of options: its content's options, in order (its header and footer are not drawn).
extension Section: PickerOptionSource {
    func pickerOptions() -> [PickerOption] { ScrollSimCore.pickerOptions(content) }
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
    case menu, segmented, inline, wheel, navigationLink
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
/// A row that pushes a list of the options (the menu picker outside a `NavigationStack`).
public struct NavigationLinkPickerStyle: PickerStyle {
    public init() {}
    public var _kind: PickerStyleKind { .navigationLink }
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
        let kind = style._kind
        return _PickerEnvironmentView(content: self) { $0[PickerStyleKey.self] = kind }
    }
}

/// An environment modifier that sets a picker setting (`pickerStyle`,
/// `labelsHidden`). Around a picker in a list it is read with the list's
/// content, so an inline picker there opens into its rows; around any
/// other view it is that view with the setting.
public struct _PickerEnvironmentView<Content: View>: View {
    public typealias Body = Never
    let content: Content
    let transform: (inout EnvironmentValues) -> Void

    init(content: Content, transform: @escaping (inout EnvironmentValues) -> Void) {
        self.content = content
        self.transform = transform
    }

    public static func _makeNode(_ view: Self, _ inputs: _ViewInputs) -> _ViewOutputs {
        let modified = _ModifiedView(content: view.content, modifier: _EnvironmentModifier(transform: view.transform))
        return _ModifiedView<Content, _EnvironmentModifier>._makeNode(modified, inputs)
    }

    public static var _opensIntoLazySubviews: Bool { Content.self is any PickerListContent.Type }

    public static func _addLazySubviews(_ view: Self, to content: inout _LazyStackContent) {
        guard _opensIntoLazySubviews, var environment = content.listEnvironment else {
            return content.append(SingleSubview(view: view))
        }
        let outer = environment
        view.transform(&environment)
        content.listEnvironment = environment
        content.add(view.content)
        content.listEnvironment = outer
    }
}

/// A picker, or a picker setting around one: what a list reads the picker settings of.
protocol PickerListContent {}
extension Picker: PickerListContent {}
extension _PickerEnvironmentView: PickerListContent where Content: PickerListContent {}

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
    /// The checkmark of the selected option (inline pickers, options pages): 17 pt semibold, in the tint.
    public static let checkmarkFont = Font.system(size: 17, weight: .semibold)
}

/// A picker in its style.
struct PickerBody<Label: View>: View {
    let style: PickerStyleKind
    let scheme: ColorScheme
    let inListRow: Bool
    let labelHidden: Bool
    /// Makes the options' page of a navigation link picker: in a list row inside a `NavigationStack`, else nil.
    let listPage: (@MainActor (AnyView) -> AnyView)?
    let label: Label
    let options: [PickerOption]
    let selected: Int?
    let select: @MainActor (Int) -> Void
    /// The menu is open, or the options' page pushed.
    let presented: Binding<Bool>

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
                        if index == selected { PickerCheckmark() }
                    }
                    .frame(minHeight: ListMetrics.minRowHeight)
                    .contentShape(Rectangle())
                    .onTapGesture { select(index) }
                }
            }
        case .wheel:
            selectedView
        case .navigationLink where listPage != nil:
            navigationLinkRow
        case .menu, .navigationLink:
            menuPicker
        }
    }

    /// The title, the selected option in the secondary colour and the
    /// chevron, as a `NavigationLink` row; a tap pushes the options' page.
    private var navigationLinkRow: some View {
        let presented = self.presented, select = self.select
        let title = (label as? Text)?.content ?? ""
        let value = HStack {
            if !labelHidden { label }
            Spacer(minLength: 0)
            selectedView.foregroundColor(.secondary)
        }
        let listPage = self.listPage ?? { $0 }
        return ListRowButton(action: { presented.wrappedValue = true }) { NavigationRowLabel(label: value) }
        .navigationDestination(isPresented: presented) {
            PickerOptionsPage(title: title, options: options, selected: selected, listPage: listPage) { index in
                select(index)
                presented.wrappedValue = false
            }
        }
    }

    private var menuPicker: some View {
        let menuShown = presented
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
        return Group {
            if inListRow && !labelHidden {
                // The title and the value served before the spacer, as a labeled content's are.
                HStack {
                    label.layoutPriority(1)
                    Spacer()
                    value.layoutPriority(1)
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

/// A picker among a menu's items (a `Picker` in a `Menu`): its options as
/// rows of the menu (`MenuMetrics.rowHeight`), a checkmark before the
/// selected one and the others' titles aligned with it; a tap chooses the
/// option and closes the menu, as `UIMenu`'s inline single-selection
/// section does.
struct MenuPickerOptions: View {
    let options: [PickerOption]
    let selected: Int?
    let select: @MainActor (Int) -> Void

    var body: some View {
        let select = self.select
        return VStack(alignment: .leading, spacing: 0) {
            ForEach(options.indices, id: \.self) { index in
                MenuCheckmarkRow(isChecked: index == selected, action: { select(index) }) { options[index].view }
            }
        }
    }
}

/// A row of a menu's list with a checkmark (17 pt semibold) before its
/// label while checked, the mark's space kept while not, so labels line up;
/// the whole `MenuMetrics.rowHeight` row is a button. A picker's option and
/// a toggle in a menu are drawn so.
package struct MenuCheckmarkRow<Label: View>: View {
    let isChecked: Bool
    let action: @MainActor () -> Void
    let label: Label

    package init(isChecked: Bool, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.isChecked = isChecked
        self.action = action
        self.label = label()
    }

    package var body: some View {
        Button(action: action) {
            HStack(spacing: MenuMetrics.checkmarkSpacing) {
                Image(systemName: "checkmark").font(PickerMetrics.checkmarkFont).opacity(isChecked ? 1 : 0)
                label
            }
            .frame(maxWidth: .infinity, minHeight: MenuMetrics.rowHeight, alignment: .leading)
            .contentShape(Rectangle())
        }
    }
}

/// The checkmark at the selected option of an inline picker or an options page: in the tint.
struct PickerCheckmark: View {
    var body: some View {
        Image(systemName: "checkmark").font(PickerMetrics.checkmarkFont).foregroundColor(.accentColor)
    }
}

/// One option of a picker as a list row: the option at the leading edge,
/// the checkmark at the trailing edge when selected; the whole row is a
/// button that highlights while pressed.
struct PickerOptionRow: View {
    let option: PickerOption
    let isSelected: Bool
    let action: @MainActor () -> Void

    var body: some View {
        ListRowButton(action: action) {
            HStack {
                option.view.frame(maxWidth: .infinity, alignment: .leading)
                if isSelected { PickerCheckmark() }
            }
        }
    }
}

/// The options of an inline picker in a list, one row each (their ids are the options' tags).
struct InlinePickerRows: LazySubviewSource {
    let options: [PickerOption]
    let selected: Int?
    let select: @MainActor (Int) -> Void

    var subviewCount: Int { options.count }
    func subviewID(at offset: Int) -> AnyHashable { options[offset].tag ?? AnyHashable(offset) }
    func updateSubview(at offset: Int, in host: LazySubviewHost, _ context: BuildContext) {
        let select = self.select
        host.updateContent(PickerOptionRow(option: options[offset], isSelected: offset == selected) { select(offset) }, context)
    }
}

/// The page a navigation link picker pushes: an inset grouped list of the
/// options, titled with the picker's title (inline), a checkmark at the
/// selected one; a tap on an option chooses it.
struct PickerOptionsPage: View {
    let title: String
    let options: [PickerOption]
    let selected: Int?
    let listPage: @MainActor (AnyView) -> AnyView
    let choose: @MainActor (Int) -> Void

    var body: some View {
        let options = self.options, selected = self.selected, choose = self.choose
        return listPage(AnyView(ForEach(options.indices, id: \.self) { index in
            PickerOptionRow(option: options[index], isSelected: index == selected) { choose(index) }
        }))
        .listStyle(.insetGrouped)
        .navigationTitle(title)
        .navigationBarTitleDisplayMode(.inline)
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
        .modified(_RowSeparatorOpaqueModifier())
    }
}
