/// A key for a value of your own in `EnvironmentValues`: declare its type
/// and default, then read and write it through the key subscript (usually
/// wrapped in a computed property).
///
/// ```swift
/// private struct AccentKey: EnvironmentKey { static let defaultValue = Color.blue }
/// extension EnvironmentValues {
///     var accent: Color {
///         get { self[AccentKey.self] }
///         set { self[AccentKey.self] = newValue }
///     }
/// }
/// ```
public protocol EnvironmentKey {
    associatedtype Value
    /// The value read where no ancestor set one.
    static var defaultValue: Value { get }
}

/// Values stored under `EnvironmentKey`s. Environments are built and read on
/// the main actor only (views are main-actor isolated), so the values need
/// not be `Sendable` themselves.
struct KeyedEnvironmentValues: @unchecked Sendable {
    var values: [ObjectIdentifier: Any] = [:]
}

extension EnvironmentValues {
    /// The value stored under `key`, or its `defaultValue` when no ancestor set one.
    ///
    /// ```swift
    /// environment[AccentKey.self] = .red
    /// ```
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { keyed.values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { keyed.values[ObjectIdentifier(key)] = newValue }
    }
}

extension View {
    /// Changes an environment value for this view's subtree in place: the
    /// closure gets the value the ancestors set and edits it.
    ///
    /// ```swift
    /// content.transformEnvironment(\.font) { font in font = font ?? .title }
    /// ```
    public func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>,
                                        transform: @escaping (inout V) -> Void) -> some View {
        nonisolated(unsafe) let kp = keyPath
        return modified(_EnvironmentModifier { transform(&$0[keyPath: kp]) })
    }
}
