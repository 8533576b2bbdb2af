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

/// A binding to a mutable collection is a collection of bindings to its
/// elements, so `ForEach($items) { $item in TextField("", text: $item.name) }`
/// edits the array in place. Each element binding reads and writes the
/// element at its index in the collection as it is when used.
extension Binding: @MainActor Sequence where Value: MutableCollection & RandomAccessCollection {
    public typealias Element = Binding<Value.Element>
    public typealias Iterator = IndexingIterator<Binding<Value>>
    public func makeIterator() -> IndexingIterator<Binding<Value>> { IndexingIterator(_elements: self) }
}

extension Binding: @MainActor Collection, @MainActor BidirectionalCollection, @MainActor RandomAccessCollection
where Value: MutableCollection & RandomAccessCollection {
    public typealias Index = Value.Index
    public typealias Indices = Value.Indices
    public typealias SubSequence = Slice<Binding<Value>>
    public var startIndex: Index { wrappedValue.startIndex }
    public var endIndex: Index { wrappedValue.endIndex }
    public var indices: Indices { wrappedValue.indices }
    public func index(after i: Index) -> Index { wrappedValue.index(after: i) }
    public func index(before i: Index) -> Index { wrappedValue.index(before: i) }
    public func index(_ i: Index, offsetBy distance: Int) -> Index { wrappedValue.index(i, offsetBy: distance) }
    public func distance(from start: Index, to end: Index) -> Int { wrappedValue.distance(from: start, to: end) }
    public subscript(position: Index) -> Binding<Value.Element> {
        Binding<Value.Element>(get: { self.wrappedValue[position] },
                               set: { self.wrappedValue[position] = $0 })
    }
    public subscript(bounds: Range<Index>) -> Slice<Binding<Value>> { Slice(base: self, bounds: bounds) }
}

/// A binding to an identifiable value is identified as the value is.
extension Binding: @MainActor Identifiable where Value: Identifiable {
    public var id: Value.ID { wrappedValue.id }
}
