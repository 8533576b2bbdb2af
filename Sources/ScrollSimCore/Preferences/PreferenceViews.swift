/// `.preference(key:value:)`: sets a preference for this subtree.
public struct _PreferenceWritingView<Content: View, K: PreferenceKey>: View {
    public typealias Body = Never
    let content: Content
    let value: K.Value
}

/// `.transformPreference(_:_:)`: edits the subtree's value of a key.
public struct _PreferenceTransformView<Content: View, K: PreferenceKey>: View {
    public typealias Body = Never
    let content: Content
    let transform: (inout K.Value) -> Void
}

/// `.onPreferenceChange(_:perform:)`: runs an action when the subtree's value changes.
public struct _PreferenceObserverView<Content: View, K: PreferenceKey>: View where K.Value: Equatable {
    public typealias Body = Never
    let content: Content
    let action: (K.Value) -> Void
}

extension View {
    /// Sets `value` for `key` on this view, replacing what its subviews set.
    ///
    /// ```swift
    /// Color.clear.preference(key: SizePreferenceKey.self, value: proxy.size)
    /// ```
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        _PreferenceWritingView<Self, K>(content: self, value: value)
    }

    /// Edits the value of `key` that this view's subtree produced.
    ///
    /// ```swift
    /// content.transformPreference(NamesKey.self) { $0.append("footer") }
    /// ```
    public func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void) -> some View {
        _PreferenceTransformView<Self, K>(content: self, transform: callback)
    }

    /// Runs `action` after an update in which the value of `key` produced by
    /// this view's subtree changed (and once with the first value).
    ///
    /// ```swift
    /// ZStack { ... }
    ///     .onPreferenceChange(TextWidthPreferenceKey.self) { width in textWidth = width }
    /// ```
    public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void) -> some View where K.Value: Equatable {
        _PreferenceObserverView<Self, K>(content: self, action: action)
    }
}

package final class PreferenceWriterNode: SingleChildNode {
    let key: PreferenceKeyInfo
    var value: Any
    init(key: PreferenceKeyInfo, value: Any) {
        self.key = key
        self.value = value
    }
    package override func ownPreferenceValue(_ key: PreferenceKeyInfo) -> OwnPreference? {
        key.id == self.key.id ? OwnPreference(value: value) : nil
    }
    package override var ownPreferenceBits: UInt8 { key.bit }
    package override var kindName: String { "preference(\(key.name))" }
}

package final class PreferenceTransformNode: SingleChildNode {
    let key: PreferenceKeyInfo
    var transform: (inout Any) -> Void
    init(key: PreferenceKeyInfo, transform: @escaping (inout Any) -> Void) {
        self.key = key
        self.transform = transform
    }
    package override func ownPreferenceValue(_ key: PreferenceKeyInfo) -> OwnPreference? {
        guard key.id == self.key.id else { return nil }
        var value = childrenPreferenceValue(key) ?? key.defaultValue()
        transform(&value)
        return OwnPreference(value: value)
    }
    package override var ownPreferenceBits: UInt8 { key.bit }
    package override var kindName: String { "transformPreference(\(key.name))" }
}

/// Watches one key over its subtree and runs its action when the value changes.
package final class PreferenceObserverNode: SingleChildNode {
    var key: PreferenceKeyInfo
    var isEqual: (Any, Any) -> Bool
    var action: (Any) -> Void
    private var lastValue: Any?

    init(key: PreferenceKeyInfo, isEqual: @escaping (Any, Any) -> Bool, action: @escaping (Any) -> Void) {
        self.key = key
        self.isEqual = isEqual
        self.action = action
    }

    var keyName: String { key.name }

    /// The action to run for the current value, or nil when it did not change.
    func pendingAction() -> (() -> Void)? {
        let value = childrenPreferenceValue(key) ?? key.defaultValue()
        if let last = lastValue, isEqual(last, value) { return nil }
        lastValue = value
        let action = self.action
        return { action(value) }
    }
    package override var kindName: String { "onPreferenceChange(\(key.name))" }
}

extension _PreferenceWritingView: PrimitiveView {
    package func makeNode(_ context: BuildContext) -> Node {
        let node = PreferenceWriterNode(key: PreferenceKeyInfo(K.self), value: value)
        node.updateContent(content, context)
        return node
    }
    package func update(_ node: Node, _ context: BuildContext) -> Bool {
        guard let node = node.ifKind(PreferenceWriterNode.self), node.key.id == ObjectIdentifier(K.self) else { return false }
        node.value = value
        node.updateContent(content, context)
        return true
    }
}

extension _PreferenceTransformView: PrimitiveView {
    private var erased: (inout Any) -> Void {
        let transform = self.transform
        return { any in
            var v = any as! K.Value
            transform(&v)
            any = v
        }
    }
    package func makeNode(_ context: BuildContext) -> Node {
        let node = PreferenceTransformNode(key: PreferenceKeyInfo(K.self), transform: erased)
        node.updateContent(content, context)
        return node
    }
    package func update(_ node: Node, _ context: BuildContext) -> Bool {
        guard let node = node.ifKind(PreferenceTransformNode.self), node.key.id == ObjectIdentifier(K.self) else { return false }
        node.transform = erased
        node.updateContent(content, context)
        return true
    }
}

extension _PreferenceObserverView: PrimitiveView {
    private var erasedAction: (Any) -> Void {
        let action = self.action
        return { action($0 as! K.Value) }
    }
    package func makeNode(_ context: BuildContext) -> Node {
        let node = PreferenceObserverNode(key: PreferenceKeyInfo(K.self),
                                          isEqual: { ($0 as! K.Value) == ($1 as! K.Value) },
                                          action: erasedAction)
        context.graph.observerRegistry.append(WeakObserver(node: node))
        node.updateContent(content, context)
        return node
    }
    package func update(_ node: Node, _ context: BuildContext) -> Bool {
        guard let node = node.ifKind(PreferenceObserverNode.self), node.key.id == ObjectIdentifier(K.self) else { return false }
        node.action = erasedAction
        node.updateContent(content, context)
        return true
    }
}
