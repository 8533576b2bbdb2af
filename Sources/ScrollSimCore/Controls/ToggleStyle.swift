/// A toggle's look. iOS's automatic style is the switch; `.button` draws the
/// label as a button whose background shows the state; a style of the app's
/// own draws whatever `makeBody` returns from the toggle's binding and label
/// (tapping does nothing unless the body changes `configuration.isOn`).
///
/// ```swift
/// struct Checkbox: ToggleStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         HStack {
///             Image(systemName: configuration.isOn ? "checkmark.square.fill" : "square")
///                 .onTapGesture { configuration.isOn.toggle() }
///             configuration.label
///         }
///     }
/// }
/// Toggle("Remember me", isOn: $remember).toggleStyle(Checkbox())
/// ```
@MainActor
public protocol ToggleStyle {
    associatedtype Body: View
    typealias Configuration = ToggleStyleConfiguration
    /// The toggle's view for `configuration`; made again when the value changes.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a `ToggleStyle` draws from: the toggle's label and its state.
public struct ToggleStyleConfiguration {
    /// The toggle's label, as a view.
    public typealias Label = _StyleConfigurationContent
    public let label: Label
    /// The toggle's state; setting it sets the binding the toggle was made with.
    @Binding public var isOn: Bool
    /// True when a toggle made over several sources has them both on and off
    /// (never here: toggles over sources are not made).
    public var isMixed: Bool

    @MainActor init<L: View>(isOn: Binding<Bool>, value: Bool, label: L) {
        self.label = _StyleConfigurationContent(label)
        self._isOn = isOn
        self.isMixed = false
    }
}

/// The platform's style: the switch on iOS.
public struct DefaultToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { _SwitchToggleBody(configuration: configuration) }
}

/// The iOS switch, 51 × 31 pt, after the label.
public struct SwitchToggleStyle: ToggleStyle {
    /// The switch's colour while on (nil: the tint around it, green by default).
    let tint: Color?

    public init() { tint = nil }

    /// A switch filled with `tint` while on (the old form of `.tint(_:)`).
    ///
    /// ```swift
    /// Toggle("Wi-Fi", isOn: $wifi).toggleStyle(SwitchToggleStyle(tint: .blue))
    /// ```
    public init(tint: Color) { self.tint = tint }

    public func makeBody(configuration: Configuration) -> some View {
        // Without a tint of its own the tint around the toggle stays.
        _SwitchToggleBody(configuration: configuration).modified(tint.map { _EnvironmentModifier.tint($0) } ?? _EnvironmentModifier { _ in })
    }
}

/// The label as a button: padded as `.bordered` buttons are (12 pt on the
/// sides, 7 above and below), in the tint; while on, the tint at 15 %
/// behind it in the bordered shape, nothing while off. Tapping flips the value.
public struct ButtonToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        let isOn = configuration.$isOn
        return Button(action: { isOn.wrappedValue.toggle() }, label: { configuration.label })
            .modified(_EnvironmentModifier { $0[ButtonStyleKey.self] = isOn.wrappedValue ? .toggleOn : .toggleOff })
    }
}

/// The switch style's body: `ToggleLayout` with the switch.
public struct _SwitchToggleBody: View {
    let configuration: ToggleStyleConfiguration

    public var body: some View {
        let isOn = configuration.$isOn, value = configuration.isOn, label = configuration.label
        return _EnvironmentResolvedView(kind: "SwitchToggle") { environment in
            ToggleLayout(labelHidden: environment[LabelsHiddenKey.self], label: label,
                         control: _Switch(isOn: value).onTapGesture { isOn.wrappedValue.toggle() })
        }
    }
}

extension ToggleStyle where Self == DefaultToggleStyle {
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}
extension ToggleStyle where Self == SwitchToggleStyle {
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}
extension ToggleStyle where Self == ButtonToggleStyle {
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

/// The toggle style in effect as a toggle's body: nil for the switch.
struct CustomToggleStyleKey: EnvironmentKey {
    static let defaultValue: (@MainActor (ToggleStyleConfiguration) -> AnyView)? = nil
}

extension View {
    /// How the toggles below look. Inside a style's body the style around it
    /// is in effect again, so `Toggle(configuration)` draws the outer look.
    ///
    /// ```swift
    /// HStack { Toggle("Bold", isOn: $bold); Toggle("Italic", isOn: $italic) }.toggleStyle(.button)
    /// ```
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        modified(_EnvironmentModifier.style(CustomToggleStyleKey.self,
                                            isAutomatic: S.self == DefaultToggleStyle.self
                                                || (style as? SwitchToggleStyle).map { $0.tint == nil } == true) {
            style.makeBody(configuration: $0)
        })
    }
}
