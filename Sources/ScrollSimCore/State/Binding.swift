/// A read-write reference to a value owned elsewhere, usually a `@State`.
///
/// ```swift
/// struct Toggle: View {
///     @Binding var isOn: Bool
///     var body: some View { Button(isOn ? "On" : "Off") { isOn.toggle() } }
/// }
/// Toggle(isOn: $flag)                 // from a @State
/// Toggle(isOn: .constant(true))       // fixed
/// ```
@propertyWrapper
@dynamicMemberLookup
@MainActor
public struct Binding<Value> {
    private let getter: () -> Value
    private let setter: (Value) -> Void

    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        getter = get
        setter = set
    }

    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    /// A binding that always reads `value` and ignores writes.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    public var wrappedValue: Value {
        get { getter() }
        nonmutating set { setter(newValue) }
    }

    public var projectedValue: Binding<Value> { self }

    /// A binding to a property of the value: `$model.name`.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(get: { self.wrappedValue[keyPath: keyPath] },
                         set: { var v = self.wrappedValue; v[keyPath: keyPath] = $0; self.wrappedValue = v })
    }
}
