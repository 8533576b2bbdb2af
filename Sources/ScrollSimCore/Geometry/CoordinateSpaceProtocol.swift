/// A frame of reference that `GeometryProxy.frame(in:)` converts to: the
/// iOS 17 spelling of coordinate spaces (`.global`, `.local`, `.named(_:)`,
/// `.scrollView`, `.scrollView(axis:)`).
///
/// ```swift
/// GeometryReader { proxy in
///     Text("\(proxy.frame(in: .scrollView).minY)")
/// }
/// ```
public protocol CoordinateSpaceProtocol {
    /// The space this value stands for.
    var coordinateSpace: CoordinateSpace { get }
}
