/// A named value that flows up the view tree, from the views that set it to
/// the ancestors that read it with `onPreferenceChange`.
///
/// ```swift
/// struct TextWidthPreferenceKey: PreferenceKey {
///     static var defaultValue: CGFloat = 0
///     static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
///         value = max(value, nextValue())
///     }
/// }
/// ```
///
/// Values of sibling subtrees are combined in tree order with `reduce`. A
/// subtree where no view sets the key yields `defaultValue`; as Apple's
/// documentation allows, such implicit defaults are dropped when combined
/// with explicit values, so a key whose `reduce` keeps the first value
/// (the seed's `SizePreferenceKey`) still reports the one view that set it.
@MainActor
public protocol PreferenceKey {
    associatedtype Value
    static var defaultValue: Value { get }
    static func reduce(value: inout Value, nextValue: () -> Value)
}

/// A key's reducer and default, type-erased for tree walks.
@MainActor
package final class PreferenceKeyInfo {
    let id: ObjectIdentifier
    let name: String
    let reduce: (inout Any, () -> Any) -> Void
    let defaultValue: () -> Any
    /// One of eight bits, the same for every `PreferenceKeyInfo` of a key in
    /// this process: nodes OR their keys' bits up the tree
    /// (`Node.subtreePreferenceBits`), so a walk for one key skips subtrees
    /// that write none of the keys sharing its bit.
    package let bit: UInt8

    package init<K: PreferenceKey>(_ key: K.Type) {
        id = ObjectIdentifier(key)
        // Type metadata is at least 8-byte aligned: mix the bits above that.
        let address = UInt(bitPattern: unsafeBitCast(key as Any.Type, to: Int.self))
        let slot = ((address >> 3) ^ (address >> 6) ^ (address >> 9)) & 7
        bit = UInt8(1) << UInt8(slot)
        name = String(describing: key)
        reduce = { value, next in
            var v = value as! K.Value
            K.reduce(value: &v, nextValue: { next() as! K.Value })
            value = v
        }
        defaultValue = { K.defaultValue }
    }
}

