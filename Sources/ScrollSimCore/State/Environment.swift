/// Reads a value from the environment the view is built in.
///
/// The value is the one in force where the view sits in the tree (set by
/// `.environment(_:_:)` on an ancestor, or the key's default), read each
/// time the view's body is evaluated. A view whose environment changes is
/// evaluated again; one whose environment holds the same values is not
/// (`EnvironmentValues.hasSameValues(as:)`).
///
/// ```swift
/// struct Badge: View {
///     @Environment(\.colorScheme) private var colorScheme
///     var body: some View {
///         Text(colorScheme == .dark ? "Dark" : "Light")
///     }
/// }
/// ```
@propertyWrapper
@MainActor
public struct Environment<Value> {
    let keyPath: KeyPath<EnvironmentValues, Value>
    let box: EnvironmentBox<Value>
    /// The key of the object the view cannot do without (`init(_:)` with
    /// an `@Observable` type), or nil.
    let requiredObject: ObjectIdentifier?

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        self.init(keyPath, requiredObject: nil)
    }

    init(_ keyPath: KeyPath<EnvironmentValues, Value>, requiredObject: ObjectIdentifier?) {
        self.keyPath = keyPath
        self.requiredObject = requiredObject
        box = EnvironmentBox()
    }

    /// The value where the view is. Read outside `body` before the view was
    /// ever built, it is the value of an empty environment (the key's default).
    public var wrappedValue: Value {
        box.value ?? EnvironmentValues()[keyPath: keyPath]
    }
}

/// The value an `Environment` property read when its view was last linked.
@MainActor
final class EnvironmentBox<Value> {
    var value: Value?
}

extension Environment: StateLinking {
    /// Reads the value from the owner's current environment. The property
    /// takes a slot like a `@State` (so the slots of the properties after it
    /// keep their positions) but keeps nothing in it.
    func link(_ slots: inout [AnyStateStorage], _ index: Int, owner: CompositeNodeBase) {
        if index >= slots.count { slots.append(AnyStateStorage()) }
        if let environment = owner.context?.environment {
            if let requiredObject, environment.keyed.values[requiredObject] == nil {
                CompositeNodeBase.missingDependency = missingObservableMessage(Value.self)
                return
            }
            box.value = environment[keyPath: keyPath]
        }
    }
}
