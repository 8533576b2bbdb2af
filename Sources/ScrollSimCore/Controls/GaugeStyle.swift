/// A gauge's look, set with `gaugeStyle(_:)`: one of the built-in styles,
/// or a style of the app's own whose `makeBody` draws the value (0 … 1 of
/// the gauge's range) and places the labels.
///
/// ```swift
/// struct Speedometer: GaugeStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         ZStack {
///             Circle().trim(from: 0, to: 0.75 * configuration.value)
///                 .stroke(.green, lineWidth: 12).rotationEffect(.degrees(135))
///             configuration.currentValueLabel
///         }
///         .frame(width: 120, height: 120)
///     }
/// }
/// Gauge(value: speed, in: 0...200) { Text("km/h") } currentValueLabel: { Text("\(Int(speed))") }
///     .gaugeStyle(Speedometer())
/// ```
@MainActor
public protocol GaugeStyle {
    associatedtype Body: View
    typealias Configuration = GaugeStyleConfiguration
    /// The gauge's view for `configuration`; made again when the value changes.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// The built-in look this style is, nil for a style of the app's own.
    var _kind: _GaugeStyleKind? { get }
}

extension GaugeStyle {
    public var _kind: _GaugeStyleKind? { nil }
}

/// What a `GaugeStyle` draws from.
public struct GaugeStyleConfiguration {
    public typealias Label = _StyleConfigurationContent
    public typealias CurrentValueLabel = _StyleConfigurationContent
    public typealias MinimumValueLabel = _StyleConfigurationContent
    public typealias MaximumValueLabel = _StyleConfigurationContent
    public typealias MarkedValueLabels = _StyleConfigurationContent
    /// The value's place in the gauge's range: 0 at its lower bound, 1 at its upper bound.
    public var value: Double
    /// What the gauge measures (empty when it has no label).
    public var label: Label
    /// The current value label, if the gauge has one.
    public var currentValueLabel: CurrentValueLabel?
    /// The bounds labels, if the gauge has them.
    public var minimumValueLabel: MinimumValueLabel?
    public var maximumValueLabel: MaximumValueLabel?
    /// The marked value labels (empty: gauges with marked values are not made here).
    @MainActor public var markedValueLabels: MarkedValueLabels { _StyleConfigurationContent(EmptyView()) }
}

/// A built-in style's body for a configuration: its `_GaugeLayout`.
@MainActor
func builtInGaugeBody(_ kind: _GaugeStyleKind, _ configuration: GaugeStyleConfiguration) -> some View {
    _GaugeLayout(kind: kind, fraction: configuration.value, label: configuration.label,
                 current: configuration.currentValueLabel, minimum: configuration.minimumValueLabel,
                 maximum: configuration.maximumValueLabel)
}

public struct DefaultGaugeStyle: GaugeStyle {
    public init() {}
    public var _kind: _GaugeStyleKind? { .linearCapacity }
    public func makeBody(configuration: Configuration) -> some View { builtInGaugeBody(.linearCapacity, configuration) }
}
public struct LinearCapacityGaugeStyle: GaugeStyle {
    public init() {}
    public var _kind: _GaugeStyleKind? { .linearCapacity }
    public func makeBody(configuration: Configuration) -> some View { builtInGaugeBody(.linearCapacity, configuration) }
}
public struct AccessoryLinearGaugeStyle: GaugeStyle {
    public init() {}
    public var _kind: _GaugeStyleKind? { .accessoryLinear }
    public func makeBody(configuration: Configuration) -> some View { builtInGaugeBody(.accessoryLinear, configuration) }
}
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle {
    public init() {}
    public var _kind: _GaugeStyleKind? { .accessoryLinearCapacity }
    public func makeBody(configuration: Configuration) -> some View {
        builtInGaugeBody(.accessoryLinearCapacity, configuration)
    }
}
public struct AccessoryCircularGaugeStyle: GaugeStyle {
    public init() {}
    public var _kind: _GaugeStyleKind? { .accessoryCircular }
    public func makeBody(configuration: Configuration) -> some View { builtInGaugeBody(.accessoryCircular, configuration) }
}
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle {
    public init() {}
    public var _kind: _GaugeStyleKind? { .accessoryCircularCapacity }
    public func makeBody(configuration: Configuration) -> some View {
        builtInGaugeBody(.accessoryCircularCapacity, configuration)
    }
}

extension GaugeStyle where Self == DefaultGaugeStyle {
    /// The platform's style: `.linearCapacity` on iOS.
    public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}
extension GaugeStyle where Self == LinearCapacityGaugeStyle {
    /// A bar filled from the leading edge to the value.
    public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}
extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
    /// A thinner bar with a marker at the value.
    public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() }
}
extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
    /// A thinner bar filled to the value.
    public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle { AccessoryLinearCapacityGaugeStyle() }
}
extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
    /// An open ring with a marker at the value.
    public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() }
}
extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    /// A closed ring filled to the value.
    public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle { AccessoryCircularCapacityGaugeStyle() }
}

struct GaugeStyleKey: EnvironmentKey {
    static let defaultValue = _GaugeStyleKind.linearCapacity
}

/// A gauge style of the app's own in effect, as a gauge's body; nil for the built-in looks.
struct CustomGaugeStyleKey: EnvironmentKey {
    static let defaultValue: (@MainActor (GaugeStyleConfiguration) -> AnyView)? = nil
}

extension View {
    /// How the gauges below look. Inside a style's body the style around it
    /// is in effect again.
    ///
    /// ```swift
    /// Gauge(value: level) { Text("Level") }.gaugeStyle(.accessoryCircularCapacity)
    /// ```
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        if let kind = style._kind {
            return modified(_EnvironmentModifier {
                $0[GaugeStyleKey.self] = kind
                $0[CustomGaugeStyleKey.self] = nil
            })
        }
        return modified(_EnvironmentModifier.style(CustomGaugeStyleKey.self, isAutomatic: false) { style.makeBody(configuration: $0) })
    }
}
