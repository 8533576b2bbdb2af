/// A progress view's look: `.automatic` and `.linear` draw a value as a
/// bar, `.circular` always draws the spinner (as iOS does), and a style of
/// the app's own draws whatever `makeBody` returns from the fraction done
/// and the labels.
///
/// ```swift
/// struct Pill: ProgressViewStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         GeometryReader { proxy in
///             Capsule().fill(.blue)
///                 .frame(width: proxy.size.width * (configuration.fractionCompleted ?? 0))
///         }
///         .frame(height: 12)
///         .background(Capsule().fill(.gray.opacity(0.3)))
///     }
/// }
/// ProgressView(value: 0.4).progressViewStyle(Pill())
/// ```
@MainActor
public protocol ProgressViewStyle {
    associatedtype Body: View
    typealias Configuration = ProgressViewStyleConfiguration
    /// The progress view's view for `configuration`; made again when the value changes.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// True for the spinner, false for the bar, nil for a style of the app's own.
    var _isCircular: Bool? { get }
}

extension ProgressViewStyle {
    public var _isCircular: Bool? { nil }
}

/// What a `ProgressViewStyle` draws from.
public struct ProgressViewStyleConfiguration {
    /// The progress view's label, as a view.
    public typealias Label = _StyleConfigurationContent
    /// The progress view's current value label, as a view.
    public typealias CurrentValueLabel = _StyleConfigurationContent
    /// The part done, 0 … 1; nil when the progress view is indeterminate.
    public let fractionCompleted: Double?
    /// The label, if the progress view has one.
    public var label: Label?
    /// The current value label, if the progress view has one.
    public var currentValueLabel: CurrentValueLabel?
}

public struct DefaultProgressViewStyle: ProgressViewStyle {
    public init() {}
    public var _isCircular: Bool? { false }
    public func makeBody(configuration: Configuration) -> some View {
        ProgressLayout(label: configuration.label, current: configuration.currentValueLabel,
                       fraction: configuration.fractionCompleted)
    }
}
public struct LinearProgressViewStyle: ProgressViewStyle {
    public init() {}
    public var _isCircular: Bool? { false }
    public func makeBody(configuration: Configuration) -> some View {
        ProgressLayout(label: configuration.label, current: configuration.currentValueLabel,
                       fraction: configuration.fractionCompleted)
    }
}
public struct CircularProgressViewStyle: ProgressViewStyle {
    public init() {}
    public var _isCircular: Bool? { true }
    public func makeBody(configuration: Configuration) -> some View {
        ProgressLayout(label: configuration.label, current: configuration.currentValueLabel, fraction: nil)
    }
}
extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}
extension ProgressViewStyle where Self == LinearProgressViewStyle {
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}
extension ProgressViewStyle where Self == CircularProgressViewStyle {
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

/// True inside `progressViewStyle(.circular)`.
struct ProgressViewStyleKey: EnvironmentKey {
    static let defaultValue = false
}

/// A progress view style of the app's own in effect, as a progress view's body; nil for the built-in looks.
struct CustomProgressViewStyleKey: EnvironmentKey {
    static let defaultValue: (@MainActor (ProgressViewStyleConfiguration) -> AnyView)? = nil
}

extension View {
    /// How the progress views below look. Inside a style's body the style
    /// around it is in effect again.
    ///
    /// ```swift
    /// ProgressView(value: 0.5).progressViewStyle(.circular)   // a spinner
    /// ```
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        if let circular = style._isCircular {
            return modified(_EnvironmentModifier {
                $0[ProgressViewStyleKey.self] = circular
                $0[CustomProgressViewStyleKey.self] = nil
            })
        }
        return modified(_EnvironmentModifier.style(CustomProgressViewStyleKey.self, isAutomatic: false) { style.makeBody(configuration: $0) })
    }
}
