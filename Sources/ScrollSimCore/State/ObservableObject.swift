import Foundation

// The Combine-style models SwiftUI code uses: `ObservableObject` with
// `@Published` properties, held by `@StateObject`, `@ObservedObject` and
// `@EnvironmentObject`. Combine is not on Linux: what a view needs of it is
// here, minimal (docs/layout-rules.md, "State and models").

/// What `AnyCancellable` returns: a subscription that ends when cancelled
/// or released.
public final class AnyCancellable: Hashable, @unchecked Sendable {
    private var cancelAction: (() -> Void)?

    public init(_ cancel: @escaping () -> Void) { cancelAction = cancel }

    public func cancel() {
        let action = cancelAction
        cancelAction = nil
        action?()
    }

    /// Keeps this subscription in `set` (alive as long as the set holds it).
    public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }

    deinit { cancelAction?() }

    public static func == (a: AnyCancellable, b: AnyCancellable) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// Announces that an object is about to change: `send()` calls every
/// subscriber, in the order they subscribed.
public final class ObservableObjectPublisher: @unchecked Sendable {
    private let lock = NSLock()
    private var subscribers: [(id: Int, action: () -> Void)] = []
    private var nextID = 0

    public init() {}

    /// Tells the subscribers the object will change.
    public func send() {
        lock.lock()
        let actions = subscribers.map(\.action)
        lock.unlock()
        for action in actions { action() }
    }

    /// Calls `receiveValue` before each change until the result is
    /// cancelled or released.
    public func sink(receiveValue: @escaping () -> Void) -> AnyCancellable {
        lock.lock()
        let id = nextID
        nextID += 1
        subscribers.append((id, receiveValue))
        lock.unlock()
        return AnyCancellable { [weak self] in
            guard let self else { return }
            self.lock.lock()
            self.subscribers.removeAll { $0.id == id }
            self.lock.unlock()
        }
    }
}

/// An object whose changes update the views that hold it through
/// `@StateObject`, `@ObservedObject` or `@EnvironmentObject`: it announces
/// each change through `objectWillChange` (which `@Published` properties
/// call before they change).
///
/// ```swift
/// final class TodoStore: ObservableObject {
///     @Published var todos: [Todo] = []
/// }
/// ```
public protocol ObservableObject: AnyObject {
    /// Announces changes; one per object unless the class declares its own.
    var objectWillChange: ObservableObjectPublisher { get }
}

extension ObservableObject {
    /// The object's publisher, made on first use and kept as long as the object lives.
    public var objectWillChange: ObservableObjectPublisher { PublisherTable.shared.publisher(for: self) }
}

/// The publishers of objects that declare none, by object.
private final class PublisherTable: @unchecked Sendable {
    static let shared = PublisherTable()
    private let lock = NSLock()
    private var entries: [ObjectIdentifier: (object: Weak, publisher: ObservableObjectPublisher)] = [:]
    private var pruneAt = 64

    private struct Weak { weak var object: AnyObject? }

    func publisher(for object: AnyObject) -> ObservableObjectPublisher {
        lock.lock()
        defer { lock.unlock() }
        let key = ObjectIdentifier(object)
        if let entry = entries[key], entry.object.object === object { return entry.publisher }
        if entries.count >= pruneAt {
            entries = entries.filter { $0.value.object.object != nil }
            pruneAt = max(64, entries.count * 2)
        }
        let publisher = ObservableObjectPublisher()
        entries[key] = (Weak(object: object), publisher)
        return publisher
    }
}

/// A property of an `ObservableObject` class whose every assignment first
/// calls the object's `objectWillChange.send()`.
///
/// `$property` is a minimal publisher: `sink` gets the current value, then
/// each new value before it is stored (as Combine's does); no operators.
@propertyWrapper
public struct Published<Value> {
    private let box: PublishedBox<Value>

    public init(wrappedValue: Value) { box = PublishedBox(wrappedValue) }
    public init(initialValue: Value) { self.init(wrappedValue: initialValue) }

    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError() }
        set { fatalError() }
    }

    public static subscript<EnclosingSelf: ObservableObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].box.value }
        set {
            let box = object[keyPath: storageKeyPath].box
            object.objectWillChange.send()
            box.willSet(newValue)
            box.value = newValue
        }
    }

    /// The values of the property: see the type's note.
    public var projectedValue: Publisher { Publisher(box: box) }

    public struct Publisher {
        fileprivate let box: PublishedBox<Value>

        /// Calls `receiveValue` with the current value now, then with each
        /// new value before it is stored, until the result is cancelled or released.
        public func sink(receiveValue: @escaping (Value) -> Void) -> AnyCancellable {
            receiveValue(box.value)
            return box.willSetPublisher.sink { [box] in receiveValue(box.pending!) }
        }
    }
}

private final class PublishedBox<Value> {
    var value: Value
    var pending: Value?
    let willSetPublisher = ObservableObjectPublisher()
    init(_ value: Value) { self.value = value }

    func willSet(_ newValue: Value) {
        pending = newValue
        willSetPublisher.send()
        pending = nil
    }
}

// MARK: Holding objects in views

/// A subscription of a view to an object's `objectWillChange`: kept in the
/// view's state slot.
@MainActor
final class ObjectSubscription<ObjectType: ObservableObject>: AnyStateStorage {
    private(set) var object: ObjectType?
    private var cancellable: AnyCancellable?

    /// Subscribes to `object` unless already subscribed to it.
    func follow(_ object: ObjectType) {
        if self.object === object { return }
        cancellable?.cancel()
        self.object = object
        let trigger = ObjectWillChangeTrigger(self)
        cancellable = object.objectWillChange.sink(receiveValue: trigger.fire)
    }
}

/// Schedules a subscription's owner when its object will change: on the
/// main actor (where the update that follows reads the new value).
private final class ObjectWillChangeTrigger: @unchecked Sendable {
    private weak var subscription: AnyStateStorage?
    init(_ subscription: AnyStateStorage) { self.subscription = subscription }

    @Sendable func fire() {
        onMainActor { self.subscription?.owner?.stateDidChange() }
    }
}

extension ObjectSubscription {
    /// The subscription in `slots[index]`, made when the slot holds none.
    static func slot(_ slots: inout [AnyStateStorage], _ index: Int, owner: CompositeNodeBase) -> ObjectSubscription {
        if index < slots.count, let existing = slots[index] as? ObjectSubscription { return existing }
        let made = ObjectSubscription()
        made.owner = owner
        if index < slots.count { slots[index] = made } else { slots.append(made) }
        return made
    }
}

/// An `ObservableObject` a view creates and owns: made once, the first
/// time the view is built, and kept while the view keeps its identity
/// (later values of the view, with new initial expressions, do not make
/// another). Its changes update the view.
///
/// ```swift
/// @StateObject private var store = TodoStore()
/// ```
@propertyWrapper
@MainActor
public struct StateObject<ObjectType: ObservableObject> {
    let box: StateObjectBox<ObjectType>

    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        box = StateObjectBox(thunk)
    }

    /// The object; read outside a built view, one made for this value.
    public var wrappedValue: ObjectType { box.object }

    /// Bindings to the object's properties: `$store.name`.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(object: box.object) }
}

@MainActor
final class StateObjectBox<ObjectType: ObservableObject> {
    let make: () -> ObjectType
    var made: ObjectType?
    init(_ make: @escaping () -> ObjectType) { self.make = make }

    var object: ObjectType {
        if let made { return made }
        let object = make()
        made = object
        return object
    }
}

extension StateObject: StateLinking {
    /// The slot's object, made from this value's expression on the first link only.
    func link(_ slots: inout [AnyStateStorage], _ index: Int, owner: CompositeNodeBase) {
        let subscription = ObjectSubscription<ObjectType>.slot(&slots, index, owner: owner)
        if let object = subscription.object {
            box.made = object
        } else {
            subscription.follow(box.object)
        }
    }
}

/// An `ObservableObject` a view is given (usually by its parent): its
/// changes update the view; a new object from the parent replaces it.
///
/// ```swift
/// @ObservedObject var store: TodoStore
/// ```
@propertyWrapper
@MainActor
public struct ObservedObject<ObjectType: ObservableObject> {
    public let wrappedValue: ObjectType

    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    public init(initialValue: ObjectType) { self.init(wrappedValue: initialValue) }

    /// Bindings to the object's properties: `$store.name`.
    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

    /// Makes bindings to an object's properties.
    @dynamicMemberLookup
    @MainActor
    public struct Wrapper {
        let object: ObjectType
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let object = self.object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }
}

extension ObservedObject: StateLinking {
    static var isComparedAsData: Bool { true }

    func link(_ slots: inout [AnyStateStorage], _ index: Int, owner: CompositeNodeBase) {
        ObjectSubscription<ObjectType>.slot(&slots, index, owner: owner).follow(wrappedValue)
    }
}

/// The `ObservableObject` of type `ObjectType` an ancestor put in the
/// environment with `.environmentObject(_:)`; its changes update the view.
/// A view that uses one where no ancestor provides it is not evaluated: the
/// graph warns (SwiftUI traps).
///
/// ```swift
/// @EnvironmentObject var settings: Settings
/// ```
@propertyWrapper
@MainActor
public struct EnvironmentObject<ObjectType: ObservableObject> {
    let box = EnvironmentBox<ObjectType>()

    public init() {}

    /// The object; traps with `EnvironmentObject.missingMessage` when no ancestor provides one.
    public var wrappedValue: ObjectType {
        guard let object = box.value else { fatalError(Self.missingMessage) }
        return object
    }

    /// Bindings to the object's properties: `$settings.name`.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(object: wrappedValue) }

    /// SwiftUI's words for a missing object.
    static var missingMessage: String {
        "No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \(ObjectType.self) may be missing as an ancestor of this view."
    }
}

extension EnvironmentObject: StateLinking {
    func link(_ slots: inout [AnyStateStorage], _ index: Int, owner: CompositeNodeBase) {
        let subscription = ObjectSubscription<ObjectType>.slot(&slots, index, owner: owner)
        guard let environment = owner.context?.environment else { return }
        guard let object = environment.keyed.values[ObjectIdentifier(ObjectEnvironmentKey<ObjectType>.self)] as? ObjectType else {
            CompositeNodeBase.missingDependency = Self.missingMessage
            return
        }
        box.value = object
        subscription.follow(object)
    }
}

extension View {
    /// Puts `object` in this subtree's environment, where
    /// `@EnvironmentObject` finds it.
    ///
    /// ```swift
    /// ContentView().environmentObject(settings)
    /// ```
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        nonisolated(unsafe) let object = object
        return modified(_EnvironmentModifier { $0.keyed.set(object, for: ObjectIdentifier(ObjectEnvironmentKey<T>.self)) })
    }
}
