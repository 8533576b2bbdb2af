/// A coordinate space found by name among a view's ancestors: one given a
/// name with `coordinateSpace(_:)` (or `coordinateSpace(name:)`, the same
/// names), or the one the system gives the innermost enclosing scroll view
/// (`.scrollView`, `.scrollView(axis:)`): that scroll view's viewport,
/// which does not move when the content scrolls and, for a SwiftUI scroll
/// view, reaches over the safe area it extends into (so it can be larger
/// than the frame a name given to the `ScrollView` itself measures from).
///
/// ```swift
/// ScrollView { rows.background(GeometryReader { g in
///     Color.clear.preference(key: OffsetKey.self, value: g.frame(in: .named("scroll")).minY)
/// }) }
/// .coordinateSpace(.named("scroll"))
/// ```
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Equatable {
    /// The name, or a `ScrollViewSpaceName` for the system's scroll-view spaces.
    let name: AnyHashable

    public var coordinateSpace: CoordinateSpace { .named(name) }

    public static func == (a: NamedCoordinateSpace, b: NamedCoordinateSpace) -> Bool { a.name == b.name }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    /// The space of the nearest ancestor named `name`.
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace {
        NamedCoordinateSpace(name: AnyHashable(name))
    }

    /// The space of the innermost enclosing scroll view.
    public static var scrollView: NamedCoordinateSpace {
        NamedCoordinateSpace(name: AnyHashable(ScrollViewSpaceName(axis: nil)))
    }

    /// The space of the innermost enclosing scroll view that scrolls along `axis`.
    public static func scrollView(axis: Axis) -> NamedCoordinateSpace {
        NamedCoordinateSpace(name: AnyHashable(ScrollViewSpaceName(axis: axis)))
    }
}

/// The name the system gives scroll views' coordinate spaces: the innermost
/// enclosing scroll view (that scrolls along `axis`, when given) answers it.
package struct ScrollViewSpaceName: Hashable, Sendable {
    package let axis: Axis?
}
