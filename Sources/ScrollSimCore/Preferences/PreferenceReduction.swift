extension Node {
    /// The combined value of a preference over this subtree, or nil when no
    /// view in it sets the key. Children combine in tree order.
    @MainActor
    package func preferenceValue(_ key: PreferenceKeyInfo) -> Any? {
        guard subtreePreferenceBits & key.bit != 0 else { return nil }
        if let own = ownPreferenceValue(key) { return own.value }
        return childrenPreferenceValue(key)
    }

    /// The children's values combined, skipping the subtrees where no view
    /// can write the key (see `subtreePreferenceBits`).
    @MainActor
    package func childrenPreferenceValue(_ key: PreferenceKeyInfo) -> Any? {
        var result: Any?
        for child in children where child.subtreePreferenceBits & key.bit != 0 && !type(of: child).isPreferenceBoundary {
            guard let value = child.preferenceValue(key) else { continue }
            if result == nil {
                result = value
            } else {
                key.reduce(&result!, { value })
            }
        }
        return result
    }
}

/// A value a node writes for a preference key; `value` nil never happens for
/// writers, the wrapper only tells "writes" from "does not write".
package struct OwnPreference {
    let value: Any
}
