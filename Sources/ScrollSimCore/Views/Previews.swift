/// An Xcode preview declared the iOS 13 way. ScrollSim has no canvas: the
/// type compiles and its `previews` can be shown like any view (a scene,
/// `TestApp`), and the preview modifiers below change nothing.
///
/// ```swift
/// struct ContentView_Previews: PreviewProvider {
///     static var previews: some View {
///         ContentView().previewDevice("iPhone 14").preferredColorScheme(.dark)
///     }
/// }
/// ```
@MainActor
public protocol PreviewProvider {
    associatedtype Previews: View
    /// The views to preview.
    @ViewBuilder static var previews: Previews { get }
    /// The platform to preview on (unused here).
    static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
    public static var platform: PreviewPlatform? { nil }
}

/// The platforms a preview can be shown on.
public enum PreviewPlatform: Sendable {
    case iOS, macOS, tvOS, watchOS, visionOS
}

/// A device named for a preview (`"iPhone 14"`).
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { rawValue = value }
}

/// How a preview is sized.
public enum PreviewLayout: Sendable {
    case device, sizeThatFits
    case fixed(width: CGFloat, height: CGFloat)
}

extension View {
    /// The device a preview shows this view on; changes nothing here.
    public func previewDevice(_ value: PreviewDevice?) -> some View { self }
    /// How a preview sizes this view; changes nothing here.
    public func previewLayout(_ value: PreviewLayout) -> some View { self }
    /// The name a preview shows; changes nothing here.
    public func previewDisplayName(_ value: String?) -> some View { self }
    /// The orientation a preview shows; changes nothing here.
    public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View { self }
    /// The context a preview shows this view in; changes nothing here.
    public func previewContext<C>(_ value: C) -> some View { self }
}

/// A device orientation, for `previewInterfaceOrientation(_:)`.
public struct InterfaceOrientation: Hashable, Sendable {
    let name: String
    public static let portrait = InterfaceOrientation(name: "portrait")
    public static let portraitUpsideDown = InterfaceOrientation(name: "portraitUpsideDown")
    public static let landscapeLeft = InterfaceOrientation(name: "landscapeLeft")
    public static let landscapeRight = InterfaceOrientation(name: "landscapeRight")
}
