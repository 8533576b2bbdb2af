/// The gradient `Color.gradient` gives: a linear gradient from the top edge
/// to the bottom edge, from the colour lightened 12 % toward white to the
/// colour itself. Apple calls it "a base gradient of the color" and publishes
/// no stops; the 12 % is ScrollSim's choice (docs/layout-rules.md, "Shape
/// styles"). The stops are the light-scheme components.
///
/// ```swift
/// Circle().fill(Color.orange.gradient)
/// Text("New").padding(8).background(Color.blue.gradient, in: Capsule())
/// ```
public struct AnyGradient: ShapeStyle, Hashable {
    let base: Color
    /// How far toward white the top stop is, 0 … 1.
    static let lightening = 0.12

    var gradient: Gradient {
        let l = Self.lightening
        let top = Color(red: base.red + (1 - base.red) * l, green: base.green + (1 - base.green) * l,
                        blue: base.blue + (1 - base.blue) * l, opacity: base.opacity)
        let bottom = Color(red: base.red, green: base.green, blue: base.blue, opacity: base.opacity)
        return Gradient(colors: [top, bottom])
    }

    public var _gradient: _GradientStyle? {
        _GradientStyle(gradient: gradient, geometry: .linear(start: .top, end: .bottom))
    }
    /// Where one colour is needed (text, strokes): the colour itself.
    public var _resolvedColor: Color { base }
}

extension Color {
    /// A subtle top-to-bottom gradient of this colour (``AnyGradient``).
    public var gradient: AnyGradient { AnyGradient(base: self) }
}
