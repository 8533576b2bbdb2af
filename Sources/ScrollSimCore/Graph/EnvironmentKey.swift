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
    private(set) var values: [ObjectIdentifier: Any] = [:]
    /// One bit for each key ever set here, chosen by the key type's
    /// address: a read whose bit is clear returns no value without hashing.
    /// Text reads five or six keys that views seldom set, for every label.
    private var present: UInt64 = 0

    @inline(__always) private static func bit(_ id: ObjectIdentifier) -> UInt64 {
        1 << UInt64((UInt(bitPattern: id) >> 4) & 63)
    }

    /// The value stored under `id`, or nil.
    @inline(__always) func value(for id: ObjectIdentifier) -> Any? {
        present & Self.bit(id) == 0 ? nil : values[id]
    }

    /// Stores `value` under `id` (nil removes it).
    mutating func set(_ value: Any?, for id: ObjectIdentifier) {
        values[id] = value
        if value != nil { present |= Self.bit(id) }
    }

    /// True when both hold values under the same keys and each pair is
    /// equal: by `==` for `Equatable` values (a parent that writes the same
    /// value again changes nothing below), else by their bits (the same
    /// reference or the same stored value).
    func hasSameValues(as other: KeyedEnvironmentValues) -> Bool {
        // A dictionary is one reference to its storage: no padding.
        if bitwiseEqual(values, other.values) { return true }
        guard values.count == other.values.count else { return false }
        for (key, value) in values {
            guard let otherValue = other.values[key] else { return false }
            if let equatable = value as? any Equatable {
                if !equatable.isEqual(toAny: otherValue) { return false }
            } else if !bitwiseEqual(value, otherValue) {
                return false
            }
        }
        return true
    }
}

extension Equatable {
    /// `self == other` when `other` is a `Self`; false otherwise.
    fileprivate func isEqual(toAny other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}

extension EnvironmentValues {
    /// The value stored under `key`, or its `defaultValue` when no ancestor set one.
    ///
    /// ```swift
    /// environment[AccentKey.self] = .red
    /// ```
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get {
            // A missing key costs no cast: text reads several keys no one set for each label.
            guard let value = keyed.value(for: ObjectIdentifier(key)) else { return K.defaultValue }
            return value as? K.Value ?? K.defaultValue
        }
        set { keyed.set(newValue, for: ObjectIdentifier(key)) }
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
