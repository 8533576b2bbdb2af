@_spi(Reflection) import Swift

/// Where a view type keeps its dynamic properties (`@State`, `@Environment`): each one's
/// byte offset in the view value and its type, found once per view type
/// from the type's field metadata and cached, so evaluating a body does
/// not reflect on the view. A `ModifiedContent`'s include its modifier's,
/// so the node of the modified content owns the modifier's state and
/// environment as a view's node owns the view's.
///
/// A composite node links these properties to its persistent storage before
/// each evaluation of `body`, in declaration order (the order gives each its
/// slot). Types whose fields cannot be enumerated (classes) fall back to
/// `Mirror` on each link.
@MainActor
struct DynamicPropertyLayout {
    private struct Field {
        let offset: Int
        let size: Int
        let type: any StateLinking.Type
        /// Compared by its bytes like any field (an `@ObservedObject`: the
        /// object the parent passed).
        let isData: Bool
    }
    /// The dynamic properties in declaration order; nil when the fields
    /// could not be enumerated.
    private let fields: [Field]?
    /// The app's own `DynamicProperty` structs (offset and type), innermost
    /// first: their `update()` runs after the link, before `body`.
    private let updated: [(offset: Int, type: any DynamicProperty.Type)]
    /// True when the body must be evaluated under observation tracking:
    /// the view's stored properties are not all plain data (`PlainData`).
    let tracksObservation: Bool

    private static var cache: [ObjectIdentifier: DynamicPropertyLayout] = [:]

    /// The layout of `V`, from the cache after the first call.
    static func of<V>(_ type: V.Type) -> DynamicPropertyLayout {
        let key = ObjectIdentifier(type)
        if let known = cache[key] { return known }
        var found: [Field] = []
        var updated: [(offset: Int, type: any DynamicProperty.Type)] = []
        let enumerated = !(type is AnyObject.Type) && collect(type, at: 0, into: &found, updated: &updated)
        let layout = DynamicPropertyLayout(fields: enumerated ? found : nil, updated: enumerated ? updated : [],
                                           tracksObservation: !PlainData.holds(type))
        cache[key] = layout
        return layout
    }

    /// Appends the dynamic properties of `type` (stored at `base` in the
    /// view value) to `found`, in declaration order, with those of the
    /// modifier a `ModifiedContent` holds, where its field is, and those
    /// inside the app's own `DynamicProperty` structs (which go to
    /// `updated` too); false when the fields cannot be enumerated.
    private static func collect(_ type: Any.Type, at base: Int, into found: inout [Field],
                                updated: inout [(offset: Int, type: any DynamicProperty.Type)]) -> Bool {
        let hostsModifier = type is any ModifierHosting.Type
        return _forEachField(of: type, options: []) { name, offset, fieldType, _ in
            if let linking = fieldType as? any StateLinking.Type {
                found.append(Field(offset: base + offset, size: linking.fieldSize, type: linking,
                                   isData: linking.isComparedAsData))
            } else if let property = fieldType as? any DynamicProperty.Type, !(fieldType is AnyObject.Type),
                      !(fieldType is any BuiltInDynamicProperty.Type) {
                _ = collect(fieldType, at: base + offset, into: &found, updated: &updated)
                updated.append((base + offset, property))
            } else if hostsModifier, String(cString: name) == "modifier",
                      !(fieldType is AnyObject.Type) {
                _ = collect(fieldType, at: base + offset, into: &found, updated: &updated)
            }
            return true
        }
    }

    /// Calls `update()` on the app's own dynamic properties of `view`, innermost first.
    func update<V>(_ view: inout V) {
        if updated.isEmpty { return }
        withUnsafeMutableBytes(of: &view) { bytes in
            for property in updated {
                updateDynamicProperty(property.type, at: bytes.baseAddress! + property.offset)
            }
        }
    }

    /// True when `a` and `b` have the same bytes outside their dynamic
    /// properties: the same view but for the boxes a new `@State` or
    /// `@Environment` value makes, which a node re-links to its own
    /// storage anyway (SwiftUI compares a fresh `State` by its initial
    /// value, which the node's storage overrides). False for a type with no
    /// dynamic properties or whose fields could not be enumerated.
    func matchOutsideDynamicProperties<V>(_ a: V, _ b: V) -> Bool {
        guard let fields, !fields.isEmpty else { return false }
        return withUnsafeBytes(of: a) { x in
            withUnsafeBytes(of: b) { y in
                var start = 0
                for field in fields.sorted(by: { $0.offset < $1.offset }) where !field.isData {
                    if field.offset > start, !x[start..<field.offset].elementsEqual(y[start..<field.offset]) { return false }
                    start = max(start, field.offset + field.size)
                }
                return start >= x.count || x[start...].elementsEqual(y[start...])
            }
        }
    }

    /// Points each dynamic property of `view` at its slot in `slots` (made
    /// on the first evaluation, reused after).
    func link<V>(_ view: V, _ slots: inout [AnyStateStorage], owner: CompositeNodeBase) {
        guard let fields else {
            var index = 0
            for child in Mirror(reflecting: view).children {
                if let property = child.value as? any StateLinking {
                    property.link(&slots, index, owner: owner)
                    index += 1
                }
            }
            return
        }
        if fields.isEmpty { return }
        withUnsafeBytes(of: view) { bytes in
            for (index, field) in fields.enumerated() {
                field.type.link(at: bytes.baseAddress! + field.offset, &slots, index, owner: owner)
            }
        }
    }
}
