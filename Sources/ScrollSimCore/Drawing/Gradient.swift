/// Colours at locations from 0 to 1, in order, that a gradient blends between.
///
/// `Gradient(colors:)` spaces the colours evenly (the i-th of n at
/// `i / (n − 1)`, a single colour at 0). Between two stops the colour is
/// blended linearly, component by component, in sRGB with opacity not
/// premultiplied (Core Graphics' device-space gradients, SwiftUI's default
/// `.device` colour space); before the first stop it is the first colour,
/// after the last the last. Two stops at one location make a hard edge.
///
/// ```swift
/// Gradient(colors: [.red, .blue])                                  // stops at 0 and 1
/// Gradient(stops: [.init(color: .red, location: 0.2), .init(color: .blue, location: 0.8)])
/// ```
public struct Gradient: Hashable, Sendable {
    /// One colour and where it lies (0 … 1).
    public struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: CGFloat
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    public var stops: [Stop]

    /// Stops in the given order, sorted by location (stable, so equal
    /// locations keep their order); non-finite locations are dropped.
    public init(stops: [Stop]) {
        self.stops = stops.enumerated()
            .filter { $0.element.location.isFinite }
            .sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
            .map(\.element)
    }

    /// The colours spaced evenly from 0 to 1.
    public init(colors: [Color]) {
        let n = colors.count
        self.stops = colors.enumerated().map {
            Stop(color: $0.element, location: n > 1 ? CGFloat($0.offset) / CGFloat(n - 1) : 0)
        }
    }

    /// The colour at `location`: the first stop's before it, the last
    /// stop's after it, and a linear blend of the two stops around it (the
    /// later one where two share the location). Clear when there are no stops.
    public func color(at location: CGFloat) -> Color {
        guard let first = stops.first, let last = stops.last else { return .clear }
        if location <= first.location { return first.color }
        if location >= last.location { return last.color }
        // The last stop at or before the location; the next one is after it.
        var i = 0
        while i + 1 < stops.count, stops[i + 1].location <= location { i += 1 }
        let a = stops[i], b = stops[i + 1]
        let span = b.location - a.location
        let f = Double(span > 0 ? (location - a.location) / span : 1)
        return Color(red: a.color.red + (b.color.red - a.color.red) * f,
                     green: a.color.green + (b.color.green - a.color.green) * f,
                     blue: a.color.blue + (b.color.blue - a.color.blue) * f,
                     opacity: a.color.opacity + (b.color.opacity - a.color.opacity) * f)
    }

    /// This gradient with each colour as it draws in `scheme`.
    func resolved(in scheme: ColorScheme) -> Gradient {
        var g = self
        g.stops = stops.map { Stop(color: $0.color.resolved(in: scheme), location: $0.location) }
        return g
    }
}

/// A gradient used as a style (`.fill(Gradient(colors: …))`,
/// `.tint(Gradient(colors: …))`): a linear gradient from the top edge to
/// the bottom, as `AnyGradient` draws; where one colour is needed, its
/// first stop's colour.
extension Gradient: ShapeStyle {
    public var _resolvedColor: Color { stops.first?.color ?? .clear }
    public var _gradient: _GradientStyle? { _GradientStyle(gradient: self, geometry: .linear(start: .top, end: .bottom)) }
}

/// A gradient and where it lies in the shape it fills.
public struct _GradientStyle: Hashable, Sendable {
    var gradient: Gradient
    var geometry: GradientDrawing.Geometry

    func resolved(in scheme: ColorScheme) -> _GradientStyle {
        _GradientStyle(gradient: gradient.resolved(in: scheme), geometry: geometry)
    }
}

/// A gradient filling a shape, as the core hands it to a backend: the
/// backend computes each pixel's colour with ``color(atX:y:)`` at the
/// pixel's centre (in points from the rectangle's top-left corner), and
/// covers it with the outline as it covers solid shapes.
///
/// ```swift
/// case .gradient(let d):
///     // d.rect == CGRect(x: 0, y: 0, width: 100, height: 20), d.outline == .rectangle
///     let c = d.color(atX: 50.25, y: 10)   // halfway from red to blue, 1/400 past it
/// ```
public struct GradientDrawing: Hashable, Sendable {
    /// Where the colours run, relative to the rectangle.
    public enum Geometry: Hashable, Sendable {
        /// Along the line from `start` to `end` (unit points of the
        /// rectangle, measured in points, so the colour bands are
        /// perpendicular to that line in the drawn rectangle): a point's
        /// location is its projection on the line, 0 at `start`, 1 at `end`.
        case linear(start: UnitPoint, end: UnitPoint)
        /// In circles around `center` (a unit point of the rectangle): a
        /// point's location is `(distance − startRadius) / (endRadius − startRadius)`,
        /// distances in points.
        case radial(center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)
        /// Around `center`, by angle (radians, clockwise from the trailing
        /// direction, y down): a point's location is its angle's place
        /// between `startAngle` and `endAngle` (``angularLocation(_:start:end:)``).
        case angular(center: UnitPoint, startAngle: Double, endAngle: Double)
        /// In ellipses around `center` as wide and tall as the rectangle
        /// scaled: a point's location is
        /// `(d − startRadiusFraction) / (endRadiusFraction − startRadiusFraction)`
        /// with d = hypot(dx / width, dy / height).
        case elliptical(center: UnitPoint, startRadiusFraction: CGFloat, endRadiusFraction: CGFloat)
    }

    /// The outline the gradient fills.
    public enum Outline: Hashable, Sendable {
        case rectangle
        case roundedRectangle(cornerRadius: CGFloat)
        /// The ellipse inscribed in the rectangle.
        case ellipse
    }

    /// The shape's rectangle in global points.
    public var rect: CGRect
    public var outline: Outline
    public var geometry: Geometry
    /// The colours, resolved for the colour scheme and with the drawing's
    /// opacity applied.
    public var gradient: Gradient

    public init(rect: CGRect, outline: Outline, geometry: Geometry, gradient: Gradient) {
        self.rect = rect
        self.outline = outline
        self.geometry = geometry
        self.gradient = gradient
    }

    /// The gradient's location (before clamping to its stops) at `x`, `y`
    /// points from the rectangle's top-left corner.
    public func location(atX x: CGFloat, y: CGFloat) -> CGFloat {
        let w = rect.width, h = rect.height
        switch geometry {
        case let .linear(start, end):
            let sx = start.x * w, sy = start.y * h
            let dx = end.x * w - sx, dy = end.y * h - sy
            let length2 = dx * dx + dy * dy
            guard length2 > 0 else { return 0 }
            return ((x - sx) * dx + (y - sy) * dy) / length2
        case let .radial(center, r0, r1):
            let dx = x - center.x * w, dy = y - center.y * h
            let d = (dx * dx + dy * dy).squareRoot()
            guard r1 != r0 else { return d < r0 ? 0 : 1 }
            return (d - r0) / (r1 - r0)
        case let .angular(center, start, end):
            let angle = atan2(Double(y - center.y * h), Double(x - center.x * w))
            return CGFloat(Self.angularLocation(angle, start: start, end: end))
        case let .elliptical(center, f0, f1):
            guard w > 0, h > 0 else { return 0 }
            let dx = (x - center.x * w) / w, dy = (y - center.y * h) / h
            let d = (dx * dx + dy * dy).squareRoot()
            guard f1 != f0 else { return d < f0 ? 0 : 1 }
            return (d - f0) / (f1 - f0)
        }
    }

    /// An angular gradient's location at `angle` (radians, any turn): its
    /// place from `start` to `end`. A sweep of more than a turn shows its
    /// last turn only; a sweep of less leaves a gap filled with the last
    /// colour (location 1) up to halfway across it and the first (0) after
    /// (Apple, `AngularGradient`).
    public static func angularLocation(_ angle: Double, start: Double, end: Double) -> Double {
        let turn = 2 * Double.pi, span = end - start
        guard span > 0 else { return 0 }
        if span >= turn {
            let from = end - turn
            let a = (angle - from).truncatingRemainder(dividingBy: turn)
            return ((span - turn) + (a < 0 ? a + turn : a)) / span
        }
        var a = (angle - start).truncatingRemainder(dividingBy: turn)
        if a < 0 { a += turn }
        if a <= span { return a / span }
        return a - span < (turn - span) / 2 ? 1 : 0
    }

    /// The colour at `x`, `y` points from the rectangle's top-left corner.
    public func color(atX x: CGFloat, y: CGFloat) -> Color {
        gradient.color(at: location(atX: x, y: y))
    }
}

/// A gradient along a line, as a shape style or as a view filling the space
/// it is offered (like a colour).
///
/// ```swift
/// LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)
///     .frame(width: 100, height: 20)           // x = 50: halfway between red and blue
/// RoundedRectangle(cornerRadius: 12)
///     .fill(LinearGradient(gradient: Gradient(colors: [.orange, .pink]), startPoint: .top, endPoint: .bottom))
/// ```
public struct LinearGradient: ShapeStyle, Hashable {
    var gradient: Gradient
    var startPoint: UnitPoint
    var endPoint: UnitPoint

    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    package var style: _GradientStyle { _GradientStyle(gradient: gradient, geometry: .linear(start: startPoint, end: endPoint)) }
    public var _gradient: _GradientStyle? { style }
    /// Where one colour is needed (text, strokes): the colour halfway along.
    public var _resolvedColor: Color { gradient.color(at: 0.5) }
}

/// A gradient in circles around a centre, as a shape style or as a view
/// filling the space it is offered.
///
/// ```swift
/// RadialGradient(colors: [.yellow, .orange], center: .center, startRadius: 0, endRadius: 50)
///     .frame(width: 100, height: 100)          // yellow at the centre, orange from 50 pt out
/// ```
public struct RadialGradient: ShapeStyle, Hashable {
    var gradient: Gradient
    var center: UnitPoint
    var startRadius: CGFloat
    var endRadius: CGFloat

    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }
    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    package var style: _GradientStyle {
        _GradientStyle(gradient: gradient, geometry: .radial(center: center, startRadius: startRadius, endRadius: endRadius))
    }
    public var _gradient: _GradientStyle? { style }
    /// Where one colour is needed (text, strokes): the colour halfway out.
    public var _resolvedColor: Color { gradient.color(at: 0.5) }
}

extension ShapeStyle where Self == LinearGradient {
    /// `.fill(.linearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))`
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }
    public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
    }
}

extension ShapeStyle where Self == RadialGradient {
    /// `.fill(.radialGradient(colors: [.white, .blue], center: .center, startRadius: 0, endRadius: 80))`
    public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }
    public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

extension LinearGradient: View {
    public typealias Body = Never
}

extension LinearGradient: GradientView {}

extension RadialGradient: View {
    public typealias Body = Never
}

extension RadialGradient: GradientView {}

/// A gradient around a centre, by angle (a conic gradient), as a shape
/// style or as a view filling the space it is offered. Angles run
/// clockwise from the trailing direction.
///
/// ```swift
/// Circle().fill(AngularGradient(colors: [.red, .yellow, .green, .blue, .red], center: .center))
/// ```
public struct AngularGradient: ShapeStyle, Hashable {
    var gradient: Gradient
    var center: UnitPoint
    var startAngle: Angle
    var endAngle: Angle

    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient
        self.center = center
        self.startAngle = startAngle
        // SwiftUI's default end angle is the start: a full turn.
        self.endAngle = endAngle == startAngle ? startAngle + .degrees(360) : endAngle
    }
    public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }
    public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// A full turn starting at `angle` (a conic gradient).
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle + .degrees(360))
    }
    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }
    public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(stops: stops), center: center, angle: angle)
    }

    package var style: _GradientStyle {
        _GradientStyle(gradient: gradient, geometry: .angular(center: center, startAngle: startAngle.radians, endAngle: endAngle.radians))
    }
    public var _gradient: _GradientStyle? { style }
    /// Where one colour is needed (text, strokes): the colour halfway round.
    public var _resolvedColor: Color { gradient.color(at: 0.5) }
}

/// A gradient in ellipses around a centre, scaled to the shape's frame, as a
/// shape style or as a view filling the space it is offered. The radius
/// fractions are of the frame's size on each axis (0.5: its edges).
///
/// ```swift
/// Rectangle().fill(EllipticalGradient(colors: [.white, .blue]))   // white centre, blue at the edges
/// ```
public struct EllipticalGradient: ShapeStyle, Hashable {
    var gradient: Gradient
    var center: UnitPoint
    var startRadiusFraction: CGFloat
    var endRadiusFraction: CGFloat

    public init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.gradient = gradient
        self.center = center
        self.startRadiusFraction = startRadiusFraction
        self.endRadiusFraction = endRadiusFraction
    }
    public init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction,
                  endRadiusFraction: endRadiusFraction)
    }
    public init(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction,
                  endRadiusFraction: endRadiusFraction)
    }

    package var style: _GradientStyle {
        _GradientStyle(gradient: gradient, geometry: .elliptical(center: center, startRadiusFraction: startRadiusFraction,
                                                                 endRadiusFraction: endRadiusFraction))
    }
    public var _gradient: _GradientStyle? { style }
    /// Where one colour is needed (text, strokes): the colour halfway out.
    public var _resolvedColor: Color { gradient.color(at: 0.5) }
}

extension ShapeStyle where Self == AngularGradient {
    public static func angularGradient(_ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, angle: angle)
    }
    public static func conicGradient(colors: [Color], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(colors: colors, center: center, angle: angle)
    }
}

extension ShapeStyle where Self == EllipticalGradient {
    public static func ellipticalGradient(_ gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                                          endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(gradient: gradient, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
    public static func ellipticalGradient(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                                          endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(colors: colors, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
}

extension AngularGradient: View {
    public typealias Body = Never
}

extension AngularGradient: GradientView {}

extension EllipticalGradient: View {
    public typealias Body = Never
}

extension EllipticalGradient: GradientView {}

/// A gradient used as a view: a rectangle filling its frame with the gradient.
package protocol GradientView: PrimitiveView {
    var style: _GradientStyle { get }
}

extension GradientView {
    package func makeNode(_ context: BuildContext) -> Node { Rectangle().makeShapeNode(paint: .gradient(style), context) }
    package func update(_ node: Node, _ context: BuildContext) -> Bool { Rectangle().updateShapeNode(node, paint: .gradient(style), context) }
}
