/// How a rounded rectangle's corners bend. ScrollSim draws both as circular
/// arcs of the corner radius (`.continuous` is approximated).
public enum RoundedCornerStyle: Hashable, Sendable {
    case circular
    case continuous
}

/// How a path is filled (even-odd rule, anti-aliasing). The built-in shapes
/// have no self-intersections and are always anti-aliased, so neither flag
/// changes what is drawn.
public struct FillStyle: Hashable, Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

extension Paint {
    /// A fill in `style`: its gradient if it has one, else its colour.
    init<S: ShapeStyle>(fill style: S) {
        if let g = style._gradient { self = .gradient(g) } else { self = .fill(style._resolvedColor) }
    }
}

/// The gradient `foregroundStyle` set, which unstyled shapes fill with
/// (nil: they use the foreground colour).
struct ForegroundGradientKey: EnvironmentKey {
    static var defaultValue: _GradientStyle? { nil }
}

/// The gradient `tint(_:)` set with a gradient style (nil: a colour or
/// nothing): the controls that can draw one (a gauge's bar and ring) do.
struct TintGradientKey: EnvironmentKey {
    static var defaultValue: Gradient? { nil }
}

extension DrawContext {
    /// Appends a gradient filling `outline` in `rect` (layer coordinates),
    /// at the current opacity; a rectangle that fills a rounded clip exactly
    /// takes the clip's corners, as solid fills do.
    package mutating func fillGradient(_ rect: CGRect, outline: GradientDrawing.Outline, _ style: _GradientStyle) {
        let g = toGlobal(rect)
        guard g.width > 0, g.height > 0, g.meets(clip) else { return }
        var gradient = style.gradient
        if opacity < 1 {
            gradient.stops = gradient.stops.map { Gradient.Stop(color: $0.color.opacity(opacity), location: $0.location) }
        }
        guard gradient.stops.contains(where: { $0.color.opacity > 0 }) else { return }
        var outline = outline
        if outline == .rectangle, let rc = roundedClip, nearlyEqual(rc.rect, g) {
            outline = .roundedRectangle(cornerRadius: rc.radius)
        }
        list.append(.gradient(GradientDrawing(rect: g, outline: outline, geometry: style.geometry, gradient: gradient)))
    }
}

extension View {
    /// Fills a shape with `style` behind this view: the shape is sized to
    /// the view (its frame), the view alone decides the size.
    ///
    /// ```swift
    /// Text("Tag").padding(8).background(.blue, in: RoundedRectangle(cornerRadius: 12))
    /// Text("Now playing").padding().background(.regularMaterial, in: Capsule())
    /// ```
    @inlinable
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        _DecoratedView(content: self, decoration: shape.fill(style), alignment: .center, isBackground: true)
    }

    /// Fills a shape with the window's background colour (`Color.systemBackground`) behind this view.
    ///
    /// ```swift
    /// Text("Card").padding().background(in: RoundedRectangle(cornerRadius: 8))
    /// ```
    @inlinable
    public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        background(Color.systemBackground, in: shape, fillStyle: fillStyle)
    }

    /// Fills this view's frame with `style` behind it, extended over the
    /// safe area on `edges` where the frame reaches the safe area's edge
    /// (as `ignoresSafeArea(.container, edges:)` would). A colour or a
    /// gradient written as a value (`Color.red`) picks this form too, as in
    /// SwiftUI; a closure (`background { Color.red }`) keeps to the frame.
    ///
    /// ```swift
    /// Text("Header").frame(maxWidth: .infinity).background(.ultraThinMaterial)
    /// VStack { ... }.background(LinearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom))
    /// ```
    @inlinable
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        _DecoratedView(content: self, decoration: Rectangle().fill(style).ignoresSafeArea(.container, edges: edges),
                       alignment: .center, isBackground: true)
    }

    /// Fills a shape with `style` in front of this view: the shape is sized
    /// to the view (its frame), the view alone decides the size.
    ///
    /// ```swift
    /// Image(systemName: "photo").frame(width: 60, height: 60).overlay(.black.opacity(0.3), in: Circle())
    /// ```
    @inlinable
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        _DecoratedView(content: self, decoration: shape.fill(style), alignment: .center, isBackground: false)
    }

    /// Fills this view's frame with `style` in front of it, extended over
    /// the safe area on `edges` where the frame reaches the safe area's edge
    /// (as `background(_:ignoresSafeAreaEdges:)` is). A colour written as a
    /// value (`Color.red`) picks this form too; a closure keeps to the frame.
    ///
    /// ```swift
    /// Divider().overlay(.white.opacity(0.3))
    /// ```
    @inlinable
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        _DecoratedView(content: self, decoration: Rectangle().fill(style).ignoresSafeArea(.container, edges: edges),
                       alignment: .center, isBackground: false)
    }
}

/// Any shape style, type-erased: fills, strokes and colours text as the
/// style it was made from, so code can choose a style at run time.
///
/// ```swift
/// Circle().strokeBorder(seen ? AnyShapeStyle(Color.gray) : AnyShapeStyle(LinearGradient(colors: [.orange, .pink],
///                                                                                       startPoint: .top, endPoint: .bottom)))
/// ```
public struct AnyShapeStyle: ShapeStyle {
    public let _resolvedColor: Color
    public let _gradient: _GradientStyle?
    /// True when made from `.tint`, which takes the environment's tint.
    let isTint: Bool

    public init<S: ShapeStyle>(_ style: S) {
        if let other = style as? AnyShapeStyle {
            self = other
            return
        }
        _resolvedColor = style._resolvedColor
        _gradient = style._gradient
        isTint = style is TintShapeStyle
    }
}
