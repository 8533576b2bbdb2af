#if SCROLLSIM_MACROS
/// An Xcode preview: compiles, and shows nothing (ScrollSim has no preview
/// canvas). The body is type-checked as SwiftUI's is; to see the view, put
/// it in a scene or a `TestApp`.
///
/// ```swift
/// #Preview { ContentView() }
/// #Preview("Dark", traits: .sizeThatFitsLayout) { Badge().preferredColorScheme(.dark) }
/// ```
@freestanding(declaration)
public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View)
    = #externalMacro(module: "ScrollSimMacros", type: "PreviewMacro")

/// An Xcode preview with traits (its layout, its orientation); shows nothing here.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>,
                     _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
                     @ViewBuilder body: @escaping @MainActor () -> any View)
    = #externalMacro(module: "ScrollSimMacros", type: "PreviewMacro")

/// Marks a `@State` (or other) variable declared in a `#Preview` body, as
/// Xcode 16 asks; changes nothing here.
///
/// ```swift
/// #Preview {
///     @Previewable @State var isOn = true
///     Toggle("Wi-Fi", isOn: $isOn)
/// }
/// ```
@attached(peer)
public macro Previewable() = #externalMacro(module: "ScrollSimMacros", type: "PreviewableMacro")

/// What `#Preview`'s traits are defined on.
public struct Preview {
    /// The traits of a view's preview.
    public enum ViewTraits {}
}

/// A trait of a preview (its layout, its orientation); changes nothing here.
public struct PreviewTrait<T>: Sendable {
    let name: String
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// The preview sized to the device.
    public static var defaultLayout: PreviewTrait { PreviewTrait(name: "defaultLayout") }
    /// The preview sized to the view.
    public static var sizeThatFitsLayout: PreviewTrait { PreviewTrait(name: "sizeThatFitsLayout") }
    /// The preview a fixed size.
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait {
        PreviewTrait(name: "fixedLayout(\(width), \(height))")
    }
    public static var portrait: PreviewTrait { PreviewTrait(name: "portrait") }
    public static var portraitUpsideDown: PreviewTrait { PreviewTrait(name: "portraitUpsideDown") }
    public static var landscapeLeft: PreviewTrait { PreviewTrait(name: "landscapeLeft") }
    public static var landscapeRight: PreviewTrait { PreviewTrait(name: "landscapeRight") }
}
#endif
