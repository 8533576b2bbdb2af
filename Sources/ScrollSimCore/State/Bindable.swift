/// Bindings to the properties of an `@Observable` object: `$model.title`.
///
/// ```swift
/// struct Editor: View {
///     @Bindable var model: Model
///     var body: some View { Toggle("Done", isOn: $model.isDone) }
/// }
/// ```
///
/// Making a binding reads the property (a view that makes one depends on
/// it, as SwiftUI's bindings carry the value they were made with); the
/// binding reads and writes the object itself.
@propertyWrapper
@dynamicMemberLookup
@MainActor
public struct Bindable<Value> {
    public var wrappedValue: Value

    public init(wrappedValue: Value) where Value: AnyObject & Observable {
        self.wrappedValue = wrappedValue
    }

    public init(_ wrappedValue: Value) where Value: AnyObject & Observable {
        self.wrappedValue = wrappedValue
    }

    public init(projectedValue: Bindable<Value>) {
        self = projectedValue
    }

    public var projectedValue: Bindable<Value> { self }

    /// A binding to the object's property at `keyPath`.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let object = wrappedValue
        _ = object[keyPath: keyPath]
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}

/// The key an object is stored under in the environment, one per type.
enum ObjectEnvironmentKey<Object> {}

extension EnvironmentValues {
    /// The `@Observable` object of type `T` an ancestor set with
    /// `.environment(_:)`, or nil.
    subscript<T: AnyObject>(optionalObject type: ObjectTypeIndex<T>) -> T? {
        keyed.values[ObjectIdentifier(ObjectEnvironmentKey<T>.self)] as? T
    }

    /// The `@Observable` object of type `T` an ancestor set; a view whose
    /// ancestors set none is not evaluated (see `Environment.link`), so this
    /// traps only for a read outside a body.
    subscript<T: AnyObject>(object type: ObjectTypeIndex<T>) -> T {
        guard let object = self[optionalObject: type] else { fatalError(missingObservableMessage(T.self)) }
        return object
    }
}

/// A hashable stand-in for an object type in a key path.
struct ObjectTypeIndex<T>: Hashable, @unchecked Sendable {}

func missingObservableMessage(_ type: Any.Type) -> String {
    "No Observable object of type \(type) found. A View.environment(_:) for \(type) may be missing as an ancestor of this view."
}

extension Environment {
    /// Reads the `@Observable` object of type `Value` an ancestor put in
    /// the environment with `.environment(_:)`. A view that uses it where no
    /// ancestor set one is not evaluated: the graph warns (SwiftUI traps).
    ///
    /// ```swift
    /// @Environment(Library.self) private var library
    /// ```
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        self.init(\EnvironmentValues.[object: ObjectTypeIndex<Value>()],
                  requiredObject: ObjectIdentifier(ObjectEnvironmentKey<Value>.self))
    }

    /// Reads the `@Observable` object of type `T` an ancestor set, or nil.
    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
        self.init(\EnvironmentValues.[optionalObject: ObjectTypeIndex<T>()])
    }
}

extension View {
    /// Puts `object` in this subtree's environment, where
    /// `@Environment(T.self)` finds it.
    ///
    /// ```swift
    /// ContentView().environment(library)
    /// ```
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        nonisolated(unsafe) let object = object
        return modified(_EnvironmentModifier { $0.keyed.set(object, for: ObjectIdentifier(ObjectEnvironmentKey<T>.self)) })
    }
}
