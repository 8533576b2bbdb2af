/// SwiftUI's test for "this view did not change", so its body need not run
/// again: a view that is plain data (POD) compares field by field, which
/// for ScrollSim is byte for byte; any other view is compared with its `==`
/// when it is `Equatable`, else field by field, references by identity
/// (`equatable()` makes even plain data compare with its `==`). Two
/// values with the same bytes have the same fields and the same references,
/// so they are the same in every one of those senses; values whose bytes
/// differ (a new closure, a new `@State` box, padding) count as changed,
/// which only costs an evaluation SwiftUI might have skipped.
///
/// Reverse-engineered: John Harper of the SwiftUI team, quoted in Chris
/// Eidhof's "SwiftUI View Equality" note (chris.eidhof.nl/note/swiftui-view-equality).
@MainActor
func viewValuesMatch<V: View>(_ a: V, _ b: V) -> Bool {
    if bitwiseEqual(a, b) { return true }
    return (!_isPOD(V.self) || V.self is any ComparesWithItsOwnEquality.Type) && V._isEqual(a, b)
}

/// True when `a` and `b` have the same bytes (their inline representation;
/// references compare by address).
@inline(__always)
package func bitwiseEqual<T>(_ a: T, _ b: T) -> Bool {
    withUnsafeBytes(of: a) { x in
        withUnsafeBytes(of: b) { y in x.elementsEqual(y) }
    }
}
