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

    /// A state over an existing box (a `GestureState` links through it).
    init(box: StateBox<Value>) {
        self.box = box
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
    private var stored: Value
    init(_ value: Value) { stored = value }

    /// The value; a read while a view evaluates its body makes that view depend on it.
    var value: Value {
        if let reader = CompositeNodeBase.evaluating, reader !== owner { addReader(reader) }
        return stored
    }

    func set(_ newValue: Value) {
        stored = newValue
        owner?.stateDidChange()
        for reader in readers { reader.node?.stateDidChange() }
    }
}

/// The type-erased part of a state's storage: its owner, and the other views
/// that read it through a binding while evaluating their bodies (so a change
/// updates them too, even across a hosting controller).
@MainActor
class AnyStateStorage {
    /// The composite that owns the storage. Not a weak reference (that would
    /// make every retain of the owner node slow): the owner clears it when it
    /// goes away.
    unowned(unsafe) var owner: CompositeNodeBase?
    private(set) var readers: [WeakComposite] = []

    func addReader(_ node: CompositeNodeBase) {
        if readers.contains(where: { $0.node === node }) { return }
        readers.removeAll { $0.node == nil }
        readers.append(WeakComposite(node: node))
    }
}

@MainActor
struct WeakComposite {
    weak var node: CompositeNodeBase?
}

/// Properties a composite node links to its persistent storage before it
/// evaluates `body`.
@MainActor
protocol StateLinking {
    func link(_ slots: inout [AnyStateStorage], _ index: Int, owner: CompositeNodeBase)
    /// True for a property whose value is the parent's data (an
    /// `@ObservedObject`): a view that differs in it is a changed view.
    static var isComparedAsData: Bool { get }
}

extension StateLinking {
    static var isComparedAsData: Bool { false }

    /// The bytes the property takes in a view value.
    static var fieldSize: Int { MemoryLayout<Self>.size }

    /// `link` on the property stored at `address` (inside a view value).
    static func link(at address: UnsafeRawPointer, _ slots: inout [AnyStateStorage], _ index: Int,
                     owner: CompositeNodeBase) {
        address.load(as: Self.self).link(&slots, index, owner: owner)
    }
}

extension State: StateLinking {
    func link(_ slots: inout [AnyStateStorage], _ index: Int, owner: CompositeNodeBase) {
        if index < slots.count, type(of: slots[index]) == StateStorage<Value>.self {
            box.storage = unsafeDowncast(slots[index], to: StateStorage<Value>.self)
        } else {
            let storage = box.storage
            storage.owner = owner
            if index < slots.count { slots[index] = storage } else { slots.append(storage) }
        }
    }
}
