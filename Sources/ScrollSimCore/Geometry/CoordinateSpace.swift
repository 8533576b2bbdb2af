/// A resolved coordinate space: where `GeometryProxy.frame(in:)` measures
/// from. Usually written through `CoordinateSpaceProtocol`'s `.global`,
/// `.local`, `.named(_:)` and `.scrollView`.
///
/// ```swift
/// proxy.frame(in: .global); proxy.frame(in: .named("scroll"))
/// ```
public enum CoordinateSpace: Hashable {
    /// The window, in points, with scroll offsets applied.
    case global
    /// The view's own bounds: its origin is its top-leading corner.
    case local
    /// The bounds of the nearest ancestor named `name` with
    /// `coordinateSpace(_:)` or `coordinateSpace(name:)`.
    case named(AnyHashable)

    /// True for `.global`.
    public var isGlobal: Bool { self == .global }
    /// True for `.local`.
    public var isLocal: Bool { self == .local }
}
