/// Named numbers a view publishes for tools: replay scripts read them in
/// `expect` lines (`header.height`), the HUD shows them.
///
/// ```swift
/// content.namedValue("header.height", headerSize.height)
/// ```
public struct NamedValuesKey: PreferenceKey {
    public static let defaultValue: [String: Double] = [:]
    public static func reduce(value: inout [String: Double], nextValue: () -> [String: Double]) {
        value.merge(nextValue()) { _, new in new }
    }
}

extension View {
    /// Publishes `value` under `name` for tools (replay `expect`, the HUD).
    public func namedValue(_ name: String, _ value: Double) -> some View {
        transformPreference(NamedValuesKey.self) { $0[name] = value }
    }

    /// Publishes `value` under `name` for tools.
    public func namedValue(_ name: String, _ value: CGFloat) -> some View {
        namedValue(name, Double(value))
    }
}

extension ViewGraph {
    /// The named values the laid-out tree publishes.
    public var namedValues: [String: Double] {
        (root.preferenceValue(PreferenceKeyInfo(NamedValuesKey.self)) as? [String: Double]) ?? [:]
    }
}
