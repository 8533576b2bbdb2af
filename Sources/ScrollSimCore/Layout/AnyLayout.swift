/// A type-erased layout, to switch between layouts while the subviews stay
/// the same views (their state is kept, and in an animated transaction
/// they move from their old frames to their new ones):
///
/// ```swift
/// @Environment(\.horizontalSizeClass) var sizeClass
/// var body: some View {
///     let layout = sizeClass == .regular ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())
///     layout { Avatar(); Details() }
/// }
/// ```
///
/// It measures and places exactly as the layout it wraps; a `Spacer` in it
/// stretches along that layout's stack axis.
public struct AnyLayout: Layout {
    let box: _AnyLayoutBox

    public init<L: Layout>(_ layout: L) {
        box = _ConcreteLayoutBox(layout)
    }

    public typealias Cache = _AnyLayoutCache

    public func makeCache(subviews: Subviews) -> _AnyLayoutCache {
        _AnyLayoutCache(box: box, value: box.makeCache(subviews))
    }

    /// Keeps the wrapped layout's cache while its type stays, else starts a new one.
    public func updateCache(_ cache: inout _AnyLayoutCache, subviews: Subviews) {
        if cache.box.layoutType == box.layoutType {
            cache.box = box
            box.updateCache(&cache.value, subviews)
        } else {
            cache = makeCache(subviews: subviews)
        }
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout _AnyLayoutCache) -> CGSize {
        box.sizeThatFits(proposal, subviews, &cache.value)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout _AnyLayoutCache) {
        box.placeSubviews(bounds, proposal, subviews, &cache.value)
    }

    public func spacing(subviews: Subviews, cache: inout _AnyLayoutCache) -> ViewSpacing {
        box.spacing(subviews, &cache.value)
    }

    public func _subviewFrames(in size: CGSize, subviews: Subviews, cache: inout _AnyLayoutCache) -> [CGRect]? {
        box.subviewFrames(size, subviews, &cache.value)
    }

    public static func _invalidate(_ cache: inout _AnyLayoutCache, item: AnyObject?) {
        cache.box.invalidate(&cache.value, item)
    }

    public static func _isSame(_ a: AnyLayout, _ b: AnyLayout) -> Bool { a.box.isSame(b.box) }
}

/// An `AnyLayout`'s cache: the wrapped layout's own, and the box that made it.
public struct _AnyLayoutCache {
    var box: _AnyLayoutBox
    var value: Any
}

/// The wrapped layout behind `AnyLayout`, its cache passed as `Any`.
@MainActor
public class _AnyLayoutBox {
    var layoutType: ObjectIdentifier { fatalError("abstract") }
    var stackOrientation: Axis? { nil }
    func makeCache(_ subviews: LayoutSubviews) -> Any { fatalError("abstract") }
    func updateCache(_ cache: inout Any, _ subviews: LayoutSubviews) {}
    func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Any) -> CGSize { .zero }
    func placeSubviews(_ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Any) {}
    func subviewFrames(_ size: CGSize, _ subviews: LayoutSubviews, _ cache: inout Any) -> [CGRect]? { nil }
    func spacing(_ subviews: LayoutSubviews, _ cache: inout Any) -> ViewSpacing { ViewSpacing() }
    func invalidate(_ cache: inout Any, _ item: AnyObject?) {}
    func isSame(_ other: _AnyLayoutBox) -> Bool { false }
}

final class _ConcreteLayoutBox<L: Layout>: _AnyLayoutBox {
    let layout: L
    init(_ layout: L) { self.layout = layout }

    override var layoutType: ObjectIdentifier { ObjectIdentifier(L.self) }
    override var stackOrientation: Axis? { layout.stackOrientation }

    override func makeCache(_ subviews: LayoutSubviews) -> Any { layout.makeCache(subviews: subviews) }

    /// Runs `body` on the cache unwrapped (the `Any` is emptied meanwhile,
    /// so the wrapped value is changed in place, not copied).
    private func withCache<R>(_ cache: inout Any, _ body: (inout L.Cache) -> R) -> R {
        var typed = cache as! L.Cache
        cache = ()
        defer { cache = typed }
        return body(&typed)
    }

    override func updateCache(_ cache: inout Any, _ subviews: LayoutSubviews) {
        withCache(&cache) { layout.updateCache(&$0, subviews: subviews) }
    }
    override func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Any) -> CGSize {
        withCache(&cache) { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
    }
    override func placeSubviews(_ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Any) {
        withCache(&cache) { layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0) }
    }
    override func subviewFrames(_ size: CGSize, _ subviews: LayoutSubviews, _ cache: inout Any) -> [CGRect]? {
        withCache(&cache) { layout._subviewFrames(in: size, subviews: subviews, cache: &$0) }
    }
    override func spacing(_ subviews: LayoutSubviews, _ cache: inout Any) -> ViewSpacing {
        withCache(&cache) { layout.spacing(subviews: subviews, cache: &$0) }
    }
    override func invalidate(_ cache: inout Any, _ item: AnyObject?) {
        withCache(&cache) { L._invalidate(&$0, item: item) }
    }
    override func isSame(_ other: _AnyLayoutBox) -> Bool {
        guard let other = other as? _ConcreteLayoutBox<L> else { return false }
        return L._isSame(layout, other.layout)
    }
}
