/// The window's coordinate space, in points, with scroll offsets applied.
///
/// ```swift
/// proxy.frame(in: .global).minY   // 47 for a view at the top of an iPhone 14's safe area
/// ```
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol, Sendable {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .global }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    /// The window's coordinate space.
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}
