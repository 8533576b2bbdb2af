/// A value a gesture updates while it is in progress (through
/// `updating(_:body:)`) and that returns to its initial value as soon as
/// the gesture ends, fails or is cancelled. Views read it like `@State`;
/// only the gesture writes it.
///
/// ```swift
/// @GestureState private var dragOffset = CGSize.zero
/// var body: some View {
///     Card().offset(dragOffset)
///         .gesture(DragGesture().updating($dragOffset) { value, state, _ in state = value.translation })
/// }
/// ```
@propertyWrapper
@MainActor
public struct GestureState<Value> {
    let box: StateBox<Value>
    let initialValue: Value

    public init(wrappedValue: Value) {
        box = StateBox(StateStorage(wrappedValue))
        initialValue = wrappedValue
    }

    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue)
    }

    /// Like `init(wrappedValue:)`; the transaction of the reset is not used.
    public init(wrappedValue: Value, resetTransaction: Transaction) {
        self.init(wrappedValue: wrappedValue)
    }

    public var wrappedValue: Value { box.storage.value }

    /// The state itself, for `updating($state)`.
    public var projectedValue: GestureState<Value> { self }

    func set(_ value: Value) { box.storage.set(value) }

    func reset() { box.storage.set(initialValue) }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    public init() { self.init(wrappedValue: nil) }
}

extension GestureState: StateLinking {
    func link(_ slots: inout [AnyStateStorage], _ index: Int, owner: CompositeNodeBase) {
        State<Value>(box: box).link(&slots, index, owner: owner)
    }
}
