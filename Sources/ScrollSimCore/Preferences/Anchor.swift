/// A rectangle or point of a view, carried by a preference up to an
/// ancestor, which resolves it in its own space with `GeometryProxy`'s
/// subscript: `proxy[anchor]`. It follows the view: resolved after a
/// layout, it is where the view is now.
///
/// ```swift
/// Text(tab.title)
///     .anchorPreference(key: SelectedTabKey.self, value: .bounds) { tab == selected ? $0 : nil }
/// // …
/// .overlayPreferenceValue(SelectedTabKey.self) { anchor in
///     GeometryReader { proxy in
///         if let anchor {
///             let r = proxy[anchor]
///             Rectangle().frame(width: r.width, height: 2).offset(x: r.minX, y: r.maxY)
///         }
///     }
/// }
/// ```
public struct Anchor<Value> {
    /// The view the anchor is on (nil once it left the tree: the anchor
    /// then resolves as if that view were at the reader's origin).
    weak var node: Node?
    let nodeID: ObjectIdentifier
    /// The geometry in the view's own space (its bounds at the origin).
    let local: AnchorGeometry

    /// Which geometry of a view an anchor takes.
    public struct Source {
        let make: (CGRect) -> AnchorGeometry
    }
}

/// A rectangle or point in a view's own space.
enum AnchorGeometry: Equatable {
    case rect(CGRect)
    case point(CGPoint)

    func offsetBy(_ d: CGPoint) -> AnchorGeometry {
        switch self {
        case .rect(let r): return .rect(r.offsetBy(dx: d.x, dy: d.y))
        case .point(let p): return .point(CGPoint(x: p.x + d.x, y: p.y + d.y))
        }
    }
}

extension Anchor: Equatable where Value: Equatable {
    public static func == (a: Anchor, b: Anchor) -> Bool { a.nodeID == b.nodeID && a.local == b.local }
}

extension Anchor.Source where Value == CGRect {
    /// The view's bounds.
    public static var bounds: Anchor<CGRect>.Source { Anchor<CGRect>.Source { .rect($0) } }
    /// `r`, in the view's own space.
    public static func rect(_ r: CGRect) -> Anchor<CGRect>.Source { Anchor<CGRect>.Source { _ in .rect(r) } }
}

extension Anchor.Source where Value == CGPoint {
    /// `p`, in the view's own space.
    public static func point(_ p: CGPoint) -> Anchor<CGPoint>.Source { Anchor<CGPoint>.Source { _ in .point(p) } }
    /// The point at `u` of the view's bounds.
    public static func unitPoint(_ u: UnitPoint) -> Anchor<CGPoint>.Source {
        Anchor<CGPoint>.Source { b in .point(CGPoint(x: b.minX + b.width * u.x, y: b.minY + b.height * u.y)) }
    }
    public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
    public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
    public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
    public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
    public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
    public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
    public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
    public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
    public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}

extension GeometryProxy {
    /// `anchor`'s rectangle or point in this reader's space (its top-leading
    /// corner at the origin), from the anchored view's frame now.
    public subscript<T>(anchor: Anchor<T>) -> T {
        noteReadPosition()
        let reader = node.globalFrame.origin
        let view = anchor.node?.globalFrame.origin ?? reader
        let resolved = anchor.local.offsetBy(CGPoint(x: view.x - reader.x, y: view.y - reader.y))
        switch resolved {
        case .rect(let r): return r as! T
        case .point(let p): return p as! T
        }
    }
}

/// `.anchorPreference` and `.transformAnchorPreference`: writes (or edits)
/// a key's value from an anchor on this view.
package final class AnchorPreferenceNode: SingleChildNode {
    let key: PreferenceKeyInfo
    var source: (CGRect) -> AnchorGeometry
    /// Makes the value from the anchor, given the subtree's value (nil for
    /// `anchorPreference`, which replaces it).
    var value: (Any?, Node, AnchorGeometry) -> Any
    let replaces: Bool

    init(key: PreferenceKeyInfo, source: @escaping (CGRect) -> AnchorGeometry, replaces: Bool,
         value: @escaping (Any?, Node, AnchorGeometry) -> Any) {
        self.key = key
        self.source = source
        self.replaces = replaces
        self.value = value
    }
    package override func ownPreferenceValue(_ key: PreferenceKeyInfo) -> OwnPreference? {
        guard key.id == self.key.id else { return nil }
        let below = replaces ? nil : (childrenPreferenceValue(key) ?? key.defaultValue())
        return OwnPreference(value: value(below, self, source(bounds)))
    }
    package override var ownPreferenceBits: UInt8 { key.bit }
    package override var kindName: String { "anchorPreference(\(key.name))" }
}

struct _AnchorPreferenceView<Content: View, K: PreferenceKey, A>: View {
    typealias Body = Never
    let content: Content
    let source: Anchor<A>.Source
    let replaces: Bool
    let value: (K.Value?, Anchor<A>) -> K.Value
}

extension _AnchorPreferenceView: PrimitiveView {
    private var erased: (Any?, Node, AnchorGeometry) -> Any {
        let value = self.value
        return { below, node, local in
            value(below.map { $0 as! K.Value }, Anchor<A>(node: node, nodeID: ObjectIdentifier(node), local: local))
        }
    }
    package func makeNode(_ context: BuildContext) -> Node {
        let node = AnchorPreferenceNode(key: PreferenceKeyInfo(K.self), source: source.make, replaces: replaces, value: erased)
        node.updateContent(content, context)
        return node
    }
    package func update(_ node: Node, _ context: BuildContext) -> Bool {
        guard let node = node.ifKind(AnchorPreferenceNode.self), node.key.id == ObjectIdentifier(K.self),
              node.replaces == replaces else { return false }
        node.source = source.make
        node.value = erased
        node.updateContent(content, context)
        return true
    }
}

extension View {
    /// Sets `key` for this view to `transform` of an anchor on its `value`
    /// geometry (replacing what its subviews set).
    ///
    /// ```swift
    /// .anchorPreference(key: BoundsKey.self, value: .bounds) { [id: $0] }
    /// ```
    public func anchorPreference<A, K: PreferenceKey>(key _: K.Type = K.self, value: Anchor<A>.Source,
                                                      transform: @escaping (Anchor<A>) -> K.Value) -> some View {
        _AnchorPreferenceView<Self, K, A>(content: self, source: value, replaces: true, value: { _, a in transform(a) })
    }

    /// Edits the value of `key` this view's subtree produced with an anchor
    /// on its `value` geometry.
    ///
    /// ```swift
    /// .transformAnchorPreference(key: BoundsKey.self, value: .bounds) { $0[id] = $1 }
    /// ```
    public func transformAnchorPreference<A, K: PreferenceKey>(key _: K.Type = K.self, value: Anchor<A>.Source,
                                                               transform: @escaping (inout K.Value, Anchor<A>) -> Void) -> some View {
        _AnchorPreferenceView<Self, K, A>(content: self, source: value, replaces: false, value: { below, a in
            var v = below ?? K.defaultValue
            transform(&v, a)
            return v
        })
    }

    /// Draws the views `transform` makes from this view's value of `key`
    /// in front of it, sized to it; made after this view is laid out, so
    /// anchors in the value resolve to where their views are.
    ///
    /// ```swift
    /// .overlayPreferenceValue(SelectedTabKey.self) { anchor in
    ///     GeometryReader { proxy in if let anchor { Underline(rect: proxy[anchor]) } }
    /// }
    /// ```
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type = K.self,
                                                                  @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        overlay(_PreferenceValueReader<K, V>(alignment: .center, transform: transform))
    }

    /// `overlayPreferenceValue(_:_:)` with the views aligned by `alignment`.
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type, alignment: Alignment = .center,
                                                                  @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        overlay(_PreferenceValueReader<K, V>(alignment: alignment, transform: transform))
    }

    /// Draws the views `transform` makes from this view's value of `key`
    /// behind it, sized to it (see `overlayPreferenceValue`).
    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type = K.self,
                                                                     @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        background(_PreferenceValueReader<K, V>(alignment: .center, transform: transform))
    }

    /// `backgroundPreferenceValue(_:_:)` with the views aligned by `alignment`.
    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type, alignment: Alignment = .center,
                                                                     @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        background(_PreferenceValueReader<K, V>(alignment: alignment, transform: transform))
    }
}

/// The decoration of `overlayPreferenceValue` and
/// `backgroundPreferenceValue`: takes the decorated view's size and builds
/// its views from the decorated view's value of `K` when placed.
public struct _PreferenceValueReader<K: PreferenceKey, V: View>: View, WholeContentDecoration {
    public typealias Body = Never
    let alignment: Alignment
    let transform: (K.Value) -> V
}

/// Builds its content when placed, from the value of its key in the view
/// it decorates (the content of the nearest decoration above it).
package final class PreferenceValueReaderNode: SingleChildNode {
    var build: (() -> Void)?
    var alignment: Alignment = .center
    var isBuilding = false
    package override var stopsInvalidation: Bool { isBuilding }
    @HeldContext var context: BuildContext? = nil
    package override class var readsPosition: Bool { true }

    /// The decorated view's value of `key` (the key's default when it sets none).
    func decoratedValue(_ key: PreferenceKeyInfo) -> Any {
        var n = parent
        while let a = n {
            if let d = a.ifKind(DecorationNode.self) { return d.contentRoot?.preferenceValue(key) ?? key.defaultValue() }
            n = a.parent
        }
        return key.defaultValue()
    }

    package override func measure(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    /// How many times the content was built.
    private(set) var builds = 0

    package override func placeChildren(_ proposal: ProposedViewSize) {
        builds += 1
        isBuilding = true
        build?()
        isBuilding = false
        placeChildAligned(in: bounds, alignment: alignment)
    }

    /// Builds and places the content again, keeping this node's frame: the
    /// decorated view was placed again (its anchors may have moved, its
    /// views been replaced) while this node's own placement held.
    func rebuild() {
        placeChildren(placedProposal)
    }
    package override var kindName: String { "preferenceValue" }
}

extension _PreferenceValueReader: PrimitiveView {
    private func configure(_ node: PreferenceValueReaderNode, _ context: BuildContext) {
        node.context = context
        node.alignment = alignment
        let transform = self.transform
        let key = PreferenceKeyInfo(K.self)
        node.build = { [unowned node] in
            guard let context = node.context else { return }
            node.updateContent(transform(node.decoratedValue(key) as! K.Value), context)
        }
        node.invalidatePlacement()
    }
    package func makeNode(_ context: BuildContext) -> Node {
        let node = PreferenceValueReaderNode()
        configure(node, context)
        return node
    }
    package func update(_ node: Node, _ context: BuildContext) -> Bool {
        guard let node = node.ifKind(PreferenceValueReaderNode.self) else { return false }
        configure(node, context)
        return true
    }
}
