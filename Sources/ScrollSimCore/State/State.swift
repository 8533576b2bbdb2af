/// A value a view owns. It lives as long as the view keeps its identity (its
/// position in the tree, its `ForEach` id, its `.id(_:)`), survives
/// re-evaluation of `body`, and is dropped when the view leaves the tree.
/// Writing it schedules an update of the view that owns it.
///
/// ```swift
/// struct Counter: View {
///     @State private var count = 0
///     var body: some View {
///         Button("Tapped \(count) times") { count += 1 }
///     }
/// }
/// ```
@propertyWrapper
@MainActor
public struct State<Value> {
    let box: StateBox<Value>

    public init(wrappedValue: Value) {
        box = StateBox(StateStorage(wrappedValue))
    }

    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue)
    }

    public var wrappedValue: Value {
        get { box.storage.value }
        nonmutating set { box.storage.set(newValue) }
    }

    /// A binding to the state: `$count`.
    public var projectedValue: Binding<Value> {
        let storage = box.storage
        return Binding(get: { storage.value }, set: { storage.set($0) })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    public init() { self.init(wrappedValue: nil) }
}

/// The reference a `State` value holds; re-pointed at the persistent storage
/// of its view's node when the view is updated.
@MainActor
final class StateBox<Value> {
    var storage: StateStorage<Value>
    init(_ storage: StateStorage<Value>) { self.storage = storage }
}

/// Where a state value lives between updates.
@MainActor
final class StateStorage<Value>: AnyStateStorage {
    var value: Value
    init(_ value: Value) { self.value = value }

    func set(_ newValue: Value) {
        value = newValue
        owner?.stateDidChange()
    }
}

@MainActor
class AnyStateStorage {
    weak var owner: CompositeNodeBase?
}

/// Properties a composite node links to its persistent storage before it
/// evaluates `body`.
@MainActor
protocol StateLinking {
    func link(_ slots: inout [AnyStateStorage], _ index: Int, owner: CompositeNodeBase)
}

extension State: StateLinking {
    func link(_ slots: inout [AnyStateStorage], _ index: Int, owner: CompositeNodeBase) {
        if index < slots.count, let existing = slots[index] as? StateStorage<Value> {
            box.storage = existing
        } else {
            let storage = box.storage
            storage.owner = owner
            if index < slots.count { slots[index] = storage } else { slots.append(storage) }
        }
    }
}
