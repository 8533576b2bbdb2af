@_spi(Reflection) import Swift
@_exported import Observation
import Foundation

// `@Observable` models: a view's body is evaluated under the Observation
// module's `withObservationTracking`, so a change of a property the body
// read schedules the view's update, and a change of a property it did not
// read does nothing (docs/layout-rules.md, "State and models").

extension CompositeNodeBase {
    /// `apply()` (the body of this node's view) with every `@Observable`
    /// property it reads recorded: the first change of one of them after
    /// this call schedules this node, unless the node was evaluated again
    /// in between (that evaluation recorded its own reads).
    func trackingObservableReads<T>(_ apply: () -> T) -> T {
        observationGeneration &+= 1
        let generation = observationGeneration
        return withObservationTracking(apply,
                                       onChange: ObservationTrigger(owner: self, generation: generation).fire)
    }
}

/// What a tracked read calls back on its first change: it may be called
/// on the thread of the mutation, before the change; the owner is
/// scheduled on the main actor, where the update that follows reads the
/// new value.
final class ObservationTrigger: @unchecked Sendable {
    private weak var owner: CompositeNodeBase?
    private let generation: Int

    init(owner: CompositeNodeBase, generation: Int) {
        self.owner = owner
        self.generation = generation
    }

    @Sendable func fire() {
        onMainActor { self.schedule() }
    }

    @MainActor private func schedule() {
        guard let owner, owner.observationGeneration == generation else { return }
        owner.stateDidChange()
    }
}

/// Whether a view type's body must be evaluated under observation
/// tracking: not when every stored property is plain data (trivial values,
/// strings, and optionals, arrays, sets, dictionaries and structs of
/// them), as such a view reaches no object through its own properties.
/// Decided once per type.
@MainActor
enum PlainData {
    private static var known: [ObjectIdentifier: Bool] = [:]

    static func holds(_ type: Any.Type) -> Bool {
        let key = ObjectIdentifier(type)
        if let k = known[key] { return k }
        known[key] = true  // a type that contains itself through an array
        let result = compute(type)
        known[key] = result
        return result
    }

    private static func isPOD<T>(_: T.Type) -> Bool { _isPOD(T.self) }

    /// True when `type`'s metadata is a struct's: the kind word the Swift
    /// ABI puts first in every type's metadata (`MetadataKind::Struct`, 0x200).
    private static func isStruct(_ type: Any.Type) -> Bool {
        unsafeBitCast(type, to: UnsafeRawPointer.self).load(as: Int.self) == 0x200
    }

    private static func compute(_ type: Any.Type) -> Bool {
        if isPOD(type) { return true }
        if type == String.self || type == Substring.self { return true }
        if let container = type as? any PlainDataContainer.Type {
            return container.plainDataElementTypes.allSatisfy { holds($0) }
        }
        // Only a struct's fields can be listed (`_forEachField` on an
        // existential, a function or an enum is not defined): anything else
        // counts as able to hold an object.
        guard isStruct(type) else { return false }
        var all = true
        let enumerated = _forEachField(of: type, options: []) { _, _, fieldType, _ in
            if !holds(fieldType) { all = false; return false }
            return true
        }
        return enumerated && all
    }
}

/// A container that is plain data when the types it holds are.
protocol PlainDataContainer {
    static var plainDataElementTypes: [Any.Type] { get }
}
extension Optional: PlainDataContainer { static var plainDataElementTypes: [Any.Type] { [Wrapped.self] } }
extension Array: PlainDataContainer { static var plainDataElementTypes: [Any.Type] { [Element.self] } }
extension ContiguousArray: PlainDataContainer { static var plainDataElementTypes: [Any.Type] { [Element.self] } }
extension Set: PlainDataContainer { static var plainDataElementTypes: [Any.Type] { [Element.self] } }
extension Dictionary: PlainDataContainer { static var plainDataElementTypes: [Any.Type] { [Key.self, Value.self] } }
// A `@State` or `@Environment` of plain data is plain data: their boxes
// and key paths are the runtime's, not the view's.
extension State: PlainDataContainer { nonisolated static var plainDataElementTypes: [Any.Type] { [Value.self] } }
extension Environment: PlainDataContainer { nonisolated static var plainDataElementTypes: [Any.Type] { [Value.self] } }

/// Runs `action` at once when called in the main actor's context (where
/// views are built and models are changed), else as a main-actor task.
///
/// The context is recognised by the main dispatch queue, the main actor's
/// executor: on the main thread while it owns that queue, and on whichever
/// worker thread drains it once the main thread has handed it over (as an
/// `async` main does on Linux), which can be a different thread after each
/// suspension. The identity of one thread seen on the main actor earlier
/// says nothing about the current one.
func onMainActor(_ action: @escaping @MainActor @Sendable () -> Void) {
    if MainQueue.isCurrent {
        MainActor.assumeIsolated { action() }
    } else {
        Task { @MainActor in action() }
    }
}

enum MainQueue {
    /// A value only the main queue holds: `DispatchQueue.getSpecific`
    /// finds it on the main thread while it owns the queue and in any block
    /// the queue (or a queue targeting it) runs, and nowhere else.
    private static let key: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// True when the caller runs in the main queue's context.
    static var isCurrent: Bool { DispatchQueue.getSpecific(key: key) == true }
}

extension Node {
    /// `apply()` with every `@Observable` property it reads recorded, for a
    /// content closure that runs outside any body (a `ForEach`'s rows, a
    /// lazy stack's rows, a `GeometryReader`'s or a `ScrollViewReader`'s
    /// content, run while their nodes are built or placed): the first change
    /// of one schedules the nearest view above this node, whose body then
    /// gives this node a new closure to run; with no view above it, the
    /// root is built again. Reads made in a body are the body's own
    /// (`trackingObservableReads`); these would otherwise go unseen.
    /// Call it around the closure alone, not around building what it
    /// returns: tracking scopes nest, and the bodies built inside would be
    /// counted as this owner's reads too. `onChange` is the node's
    /// `OwnerObservationTrigger.callback`, made once and kept by the node
    /// where the closure runs often (rows, readers): no allocation per call.
    package func trackingObservableReadsForOwner<T>(_ onChange: @escaping @Sendable () -> Void, _ apply: () -> T) -> T {
        withObservationTracking(apply, onChange: onChange)
    }

    /// As `trackingObservableReadsForOwner(_:_:)` with a callback made for
    /// this call (for nodes whose closure runs rarely).
    package func trackingObservableReadsForOwner<T>(_ apply: () -> T) -> T {
        withObservationTracking(apply, onChange: OwnerObservationTrigger(node: self).callback)
    }
}

/// What a closure's tracked read calls back on its first change: it
/// schedules the view that owns the node, on the main actor.
package final class OwnerObservationTrigger: @unchecked Sendable {
    private weak var node: Node?

    package init(node: Node) { self.node = node }

    /// What a tracking call is handed: it holds this trigger (which holds
    /// the node weakly), so a node may keep it without a cycle.
    package var callback: @Sendable () -> Void { { onMainActor { self.schedule() } } }

    @MainActor private func schedule() {
        var ancestor = node?.parent
        while let n = ancestor {
            if let owner = n as? CompositeNodeBase { return owner.stateDidChange() }
            if let root = n as? RootNode {
                root.graph?.rebuildRoot()
                return
            }
            ancestor = n.parent
        }
    }
}
