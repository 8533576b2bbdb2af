/// A value a view hands to the `Layout` that places it, read there as
/// `subviews[i][Key.self]` (`Key.defaultValue` when the view sets none).
///
/// ```swift
/// struct Rank: LayoutValueKey { static let defaultValue = 0 }
/// Text("Gold").layoutValue(key: Rank.self, value: 1)
/// // in a Layout: let rank = subview[Rank.self]
/// ```
public protocol LayoutValueKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

extension View {
    /// Gives the `Layout` around this view `value` under `key`. Of two
    /// settings of one key the outer wins, as with `layoutPriority`;
    /// modifiers between the view and the layout pass it through.
    /// A changed value lays the layout out again.
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        modified(_LayoutValueModifier<K>(value: value))
    }
}

extension LayoutSubview {
    /// The value the subview set under `key` with `layoutValue(key:value:)`,
    /// else the key's default.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        node.layoutValue(ObjectIdentifier(key)) as? K.Value ?? K.defaultValue
    }
}

struct _LayoutValueModifier<K: LayoutValueKey>: NodeModifier {
    let value: K.Value
    func makeNode(_ context: BuildContext) -> LayoutValueNode { LayoutValueNode(key: ObjectIdentifier(K.self)) }
    func configure(_ node: LayoutValueNode, _ context: BuildContext) {
        let changed = node.value.map { !sameLayoutValue($0, value) } ?? true
        node.value = value
        if changed { node.invalidateLayout() }
    }
}

/// True when `a` and `b` are equal `Equatable` values of one type; values
/// that cannot be compared count as different (the layout runs again).
private func sameLayoutValue(_ a: Any, _ b: Any) -> Bool {
    guard let a = a as? any Equatable else { return false }
    return a.isEqual(to: b)
}

extension Equatable {
    fileprivate func isEqual(to other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}

/// Holds one `layoutValue` for the layout around it; other keys are asked of its content.
package final class LayoutValueNode: SingleChildNode {
    let key: ObjectIdentifier
    var value: Any?
    init(key: ObjectIdentifier) { self.key = key }
    package override func layoutValue(_ key: ObjectIdentifier) -> Any? {
        key == self.key ? value : super.layoutValue(key)
    }
    package override var kindName: String { "layoutValue" }
}
