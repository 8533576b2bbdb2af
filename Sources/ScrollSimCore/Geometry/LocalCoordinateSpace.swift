/// A view's own coordinate space: its origin is the view's top-leading corner.
///
/// ```swift
/// proxy.frame(in: .local)   // (0, 0, proxy.size.width, proxy.size.height)
/// ```
public struct LocalCoordinateSpace: CoordinateSpaceProtocol, Sendable {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .local }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    /// The view's own coordinate space.
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}
