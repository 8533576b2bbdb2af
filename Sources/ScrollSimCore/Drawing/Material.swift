/// A blurred, translucent backdrop, approximated: ScrollSim draws from a flat
/// list of commands and cannot blur what lies behind, so each material is
/// a translucent fill of a tint, thicker materials more opaque. The tint
/// is white in the light scheme (iOS's light materials lighten what is
/// behind) and 28,28,30 in the dark (iOS's `secondarySystemBackground`,
/// the grey dark materials darken toward); the opacities are 0.35, 0.55,
/// 0.7, 0.85 and 0.93 from `ultraThin` to `ultraThick`, so content behind
/// shows through in proportion. `bar` is the bars' grey instead: #F9F9F9 at
/// 94 % (#1D1D1D in the dark), what the tab bar and toolbars draw
/// (docs/layout-rules.md, "Materials").
///
/// ```swift
/// Text("Now playing").padding().background(.regularMaterial, in: Capsule())   // white at 70 %
/// ```
public struct Material: ShapeStyle, Hashable {
    let color: Color
    public var _resolvedColor: Color { color }

    public static let ultraThin = Material(color: .ultraThinMaterialTint)
    public static let thin = Material(color: .thinMaterialTint)
    public static let regular = Material(color: .regularMaterialTint)
    public static let thick = Material(color: .thickMaterialTint)
    public static let ultraThick = Material(color: .ultraThickMaterialTint)
    /// The material of bars (navigation, tab and tool bars): their grey.
    public static let bar = Material(color: .barMaterialTint)
}

extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { .ultraThin }
    public static var thinMaterial: Material { .thin }
    public static var regularMaterial: Material { .regular }
    public static var thickMaterial: Material { .thick }
    public static var ultraThickMaterial: Material { .ultraThick }
    public static var bar: Material { Material.bar }
}
