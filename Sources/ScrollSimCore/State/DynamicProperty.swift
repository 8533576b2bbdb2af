/// A stored property of a view whose parts the view's node keeps: the
/// `@State`, `@Environment`, `@Binding`-like wrappers ScrollSim provides, and
/// property wrappers of the app's own that hold them. A struct conforming to
/// `DynamicProperty` stored in a view (or a `ViewModifier`, or another such
/// struct) has its own dynamic properties linked to the view's storage, in
/// declaration order, before each evaluation of `body`; then its `update()`
/// is called, on the main actor.
///
/// ```swift
/// @propertyWrapper struct Clamped: DynamicProperty {
///     @State private var value: Int
///     let range: ClosedRange<Int>
///     init(wrappedValue: Int, _ range: ClosedRange<Int>) { _value = State(initialValue: wrappedValue); self.range = range }
///     var wrappedValue: Int {
///         get { value }
///         nonmutating set { value = min(max(newValue, range.lowerBound), range.upperBound) }
///     }
/// }
/// struct Counter: View {
///     @Clamped(0...3) var count = 0
///     var body: some View { Button("\(count)") { count += 1 } }
/// }
/// ```
@MainActor
public protocol DynamicProperty {
    /// Brings the property up to date before the view's body is evaluated.
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}

extension State: DynamicProperty {}
extension Binding: DynamicProperty, BuiltInDynamicProperty {}
extension Environment: DynamicProperty {}
extension StateObject: DynamicProperty {}
extension ObservedObject: DynamicProperty {}
extension EnvironmentObject: DynamicProperty {}
extension FocusState: DynamicProperty {}
extension GestureState: DynamicProperty {}
extension Namespace: DynamicProperty {}
extension AppStorage: DynamicProperty {}
extension SceneStorage: DynamicProperty {}
extension Bindable: DynamicProperty, BuiltInDynamicProperty {}

/// ScrollSim's own dynamic properties that hold no others and whose
/// `update()` does nothing: not looked into, not updated.
protocol BuiltInDynamicProperty {}

/// Calls `update()` on the `P` stored at `address`.
@MainActor
func updateDynamicProperty<P: DynamicProperty>(_: P.Type, at address: UnsafeMutableRawPointer) {
    address.assumingMemoryBound(to: P.self).pointee.update()
}
