/// What a built-in shape looks like inside its frame.
public enum _ShapeKind: Hashable, Sendable {
    case rectangle
    case roundedRectangle(cornerRadius: CGFloat)
    case circle
    case ellipse
    case capsule
    /// A shape drawn from its `path(in:)` (custom shapes, trimmed shapes).
    case path(_ShapePath)
}

/// A shape's `path(in:)`, kept by its node to draw it at its bounds. Two are
/// equal only when they are the same object: a new view value is a new path.
public final class _ShapePath: Hashable, @unchecked Sendable {
    let make: (CGRect) -> Path
    /// Stroked, the path's open ends take these caps and joins.
    init(_ make: @escaping (CGRect) -> Path) { self.make = make }
    public static func == (a: _ShapePath, b: _ShapePath) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// A shape: fills the space it is offered (10 × 10 when offered nothing),
/// drawn in the foreground colour unless filled or stroked.
///
/// ```swift
/// Circle().fill(.yellow)
/// RoundedRectangle(cornerRadius: 6).stroke(.black, lineWidth: 2)
/// ```
public protocol Shape: View, Animatable where Body == Never {
    /// The outline in `rect`, the frame the shape was given.
    func path(in rect: CGRect) -> Path
    /// How the node draws it: the built-in shapes name themselves, any
    /// other shape is drawn from `path(in:)`.
    var _kind: _ShapeKind { get }
}

extension Shape {
    public var _kind: _ShapeKind { .path(_ShapePath { [self] in self.path(in: $0) }) }
    public var body: Never { fatalError("\(Self.self) is a shape and has no body") }

    /// Makes or updates the shape's node (every shape, built-in or not;
    /// through `_AnimatedData` when its `animatableData` is not empty).
    public static func _makeNode(_ view: Self, _ inputs: _ViewInputs) -> _ViewOutputs {
        shapeOutputs(view, paint: .foreground, inputs)
    }

    /// The part of the outline between fractions `from` and `to` of its
    /// length, stroked or filled as the shape would be.
    ///
    /// ```swift
    /// Circle().trim(from: 0, to: 0.75).stroke(.green, style: StrokeStyle(lineWidth: 8, lineCap: .round))
    /// ```
    public func trim(from: CGFloat = 0, to: CGFloat = 1) -> _TrimmedShape<Self> {
        _TrimmedShape(shape: self, from: from, to: to)
    }

    /// This shape's outline stroked as `style` says.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> _ShapeView<Self> {
        _ShapeView(shape: self, paint: .strokeStyled(content._resolvedColor, style))
    }

    /// This shape's outline in the foreground colour, stroked as `style` says.
    public func stroke(style: StrokeStyle) -> _ShapeView<Self> {
        _ShapeView(shape: self, paint: .strokeStyled(.primary, style))
    }

    /// This shape's outline in the foreground colour, `lineWidth` thick.
    public func stroke(lineWidth: CGFloat = 1) -> _ShapeView<Self> {
        _ShapeView(shape: self, paint: .strokeStyled(.primary, StrokeStyle(lineWidth: lineWidth)))
    }

    /// This shape filled with `style`.
    public func fill<S: ShapeStyle>(_ style: S) -> _ShapeView<Self> {
        _ShapeView(shape: self, paint: Paint(fill: style))
    }

    /// This shape filled with `style`; the fill rule and anti-aliasing
    /// flags change nothing for the built-in shapes.
    public func fill<S: ShapeStyle>(_ style: S, style fillStyle: FillStyle) -> _ShapeView<Self> {
        _ShapeView(shape: self, paint: Paint(fill: style))
    }

    /// This shape's outline, centred on its edge, `lineWidth` thick.
    public func stroke<S: ShapeStyle>(_ style: S, lineWidth: CGFloat = 1) -> _ShapeView<Self> {
        _ShapeView(shape: self, paint: .stroke(style._resolvedColor, lineWidth))
    }

    /// This shape's outline drawn inside its edge, `lineWidth` thick.
    public func strokeBorder<S: ShapeStyle>(_ style: S, lineWidth: CGFloat = 1) -> _ShapeView<Self> {
        _ShapeView(shape: self, paint: .strokeBorder(style._resolvedColor, lineWidth))
    }

    /// This shape's outline in the foreground style, drawn inside its edge,
    /// `lineWidth` thick (SwiftUI's `strokeBorder(_:lineWidth:antialiased:)`
    /// with its default content, `.foreground`). `antialiased` is accepted
    /// and changes nothing.
    public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView<Self> {
        _ShapeView(shape: self, paint: .strokeBorder(.primary, lineWidth))
    }
}

/// A rectangle.
public struct Rectangle: Shape {
    public init() {}
    public var _kind: _ShapeKind { .rectangle }
    public func path(in rect: CGRect) -> Path { Path(rect) }
}

/// A rectangle with rounded corners. Both corner styles draw circular
/// corners: `.continuous` (Apple's squircle-like curve, which starts
/// bending further from the corner) is approximated by the circular arc of
/// the same radius (docs/layout-rules.md, "Shape styles").
public struct RoundedRectangle: Shape {
    public var cornerRadius: CGFloat
    public var style: RoundedCornerStyle
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.cornerRadius = cornerRadius
        self.style = style
    }
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerRadius = min(cornerSize.width, cornerSize.height)
        self.style = style
    }
    public var _kind: _ShapeKind { .roundedRectangle(cornerRadius: cornerRadius) }
    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadius: cornerRadius, style: style) }
}

/// A circle centred in its frame, as wide as the frame's shorter side.
public struct Circle: Shape {
    public init() {}
    public var _kind: _ShapeKind { .circle }
    public func path(in rect: CGRect) -> Path {
        let d = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - d / 2, y: rect.midY - d / 2, width: d, height: d))
    }
}

/// An ellipse filling its frame.
public struct Ellipse: Shape {
    public init() {}
    public var _kind: _ShapeKind { .ellipse }
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}

/// A rounded rectangle whose corner radius is half its shorter side.
public struct Capsule: Shape {
    public init() {}
    public var _kind: _ShapeKind { .capsule }
    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2) }
}

/// A shape cut to a fraction of its outline (`trim(from:to:)`). Its ends
/// and the shape's own data animate (`Animatable`).
public struct _TrimmedShape<S: Shape>: Shape {
    var shape: S
    var from: CGFloat
    var to: CGFloat
    public func path(in rect: CGRect) -> Path { shape.path(in: rect).trimmedPath(from: from, to: to) }
    public var animatableData: AnimatablePair<AnimatablePair<CGFloat, CGFloat>, S.AnimatableData> {
        get { AnimatablePair(AnimatablePair(from, to), shape.animatableData) }
        set {
            (from, to) = (newValue.first.first, newValue.first.second)
            shape.animatableData = newValue.second
        }
    }
}

/// A path is a shape too: drawn as it is, whatever frame it gets.
extension Path: Shape {
    public typealias Body = Never
    public func path(in rect: CGRect) -> Path { self }
}

/// A shape with its paint.
public struct _ShapeView<S: Shape>: View {
    public typealias Body = Never
    let shape: S
    let paint: Paint
}

enum Paint: Hashable {
    case foreground
    case fill(Color)
    case gradient(_GradientStyle)
    case stroke(Color, CGFloat)
    case strokeBorder(Color, CGFloat)
    // Boxed, so shapes without a styled stroke (nearly all) keep a small node.
    indirect case strokeStyled(Color, StrokeStyle)
}

/// The node of shapes and colours.
package final class ShapeNode: Node {
    var kind: _ShapeKind = .rectangle
    /// How it is painted, with `.foreground` already resolved to a fill in
    /// the environment's foreground colour (so the node keeps no colour of
    /// its own beside its paint).
    var paint: Paint = .fill(.primary)

    package override func measure(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    /// The rectangle and corner radius the shape occupies inside `rect`.
    static func geometry(_ kind: _ShapeKind, in rect: CGRect) -> (rect: CGRect, radius: CGFloat, ellipse: Bool) {
        switch kind {
        case .rectangle: return (rect, 0, false)
        case .roundedRectangle(let r): return (rect, max(0, min(r, min(rect.width, rect.height) / 2)), false)
        case .capsule: return (rect, min(rect.width, rect.height) / 2, false)
        case .ellipse: return (rect, 0, true)
        case .path: return (rect, 0, false)
        case .circle:
            let d = min(rect.width, rect.height)
            return (CGRect(x: rect.midX - d / 2, y: rect.midY - d / 2, width: d, height: d), 0, true)
        }
    }

    /// The colour of a fill or stroke (nil for gradients).
    var paintColor: Color? {
        switch paint {
        case .fill(let c), .stroke(let c, _), .strokeBorder(let c, _), .strokeStyled(let c, _): return c
        case .foreground, .gradient: return nil
        }
    }

    package override func draw(_ context: inout DrawContext) {
        guard hasAnimationState else { return draw(paint, in: bounds, &context) }
        // Drawn at its animated size and colour.
        var paint = self.paint
        if let c = paintColor, isAnimating(.color) {
            let v = presented(.color, model: c.components, at: context.time)
            let animated = Color(components: v)
            switch paint {
            case .fill: paint = .fill(animated)
            case .stroke(_, let w): paint = .stroke(animated, w)
            case .strokeBorder(_, let w): paint = .strokeBorder(animated, w)
            case .strokeStyled(_, let style): paint = .strokeStyled(animated, style)
            case .foreground, .gradient: break
            }
        }
        draw(paint, in: presentedBounds(at: context.time), &context)
    }

    private func draw(_ paint: Paint, in bounds: CGRect, _ context: inout DrawContext) {
        if case let .path(source) = kind { return drawPath(source.make(bounds), paint: paint, &context) }
        let (rect, radius, ellipse) = ShapeNode.geometry(kind, in: bounds)
        var paint = paint
        // A built-in shape's outline is closed: caps never show, and its corners are its own.
        if case let .strokeStyled(color, style) = paint { paint = .stroke(color, style.lineWidth) }
        switch paint {
        case .gradient(let style):
            let outline: GradientDrawing.Outline = ellipse ? .ellipse : radius > 0 ? .roundedRectangle(cornerRadius: radius) : .rectangle
            context.fillGradient(rect, outline: outline, style)
        case .foreground, .fill:
            let color: Color
            if case .fill(let c) = paint { color = c } else { color = .primary }
            if ellipse {
                let c = color.opacity(context.opacity)
                let g = context.toGlobal(rect)
                if c.opacity > 0, g.meets(context.clip) { context.list.append(.fillEllipse(g, c)) }
            } else {
                context.fill(rect, color, cornerRadius: radius)
            }
        case .strokeStyled:
            break
        case .stroke(let color, let width), .strokeBorder(let color, let width):
            var r = rect
            if case .stroke = paint { r = rect.insetBy(dx: -width / 2, dy: -width / 2) }
            if ellipse {
                let c = color.opacity(context.opacity)
                let g = context.toGlobal(r)
                if c.opacity > 0, g.meets(context.clip) { context.list.append(.strokeEllipse(g, lineWidth: width, c)) }
            } else {
                context.stroke(r, color, lineWidth: width, cornerRadius: radius > 0 ? radius + (r.width - rect.width) / 2 : 0)
            }
        }
    }

    package override func ownContentContains(_ point: CGPoint) -> Bool {
        if case .fill(let c) = paint, c.opacity == 0 { return false }
        if case .gradient(let g) = paint, g.gradient.stops.allSatisfy({ $0.color.opacity == 0 }) { return false }
        return ShapeNode.contains(point, kind, in: bounds)
    }

    /// True when `point` is inside the shape `kind` drawn in `rect` (an
    /// ellipse or circle as an ellipse, the others as their rectangle).
    static func contains(_ point: CGPoint, _ kind: _ShapeKind, in rect: CGRect) -> Bool {
        if case let .path(source) = kind { return source.make(rect).contains(point) }
        let (rect, _, ellipse) = ShapeNode.geometry(kind, in: rect)
        guard rect.contains(point) else { return false }
        if ellipse {
            let dx = (point.x - rect.midX) / (rect.width / 2)
            let dy = (point.y - rect.midY) / (rect.height / 2)
            return dx * dx + dy * dy <= 1
        }
        return true
    }

    package override var kindName: String {
        switch kind {
        case .rectangle: return "Rectangle"
        case .roundedRectangle: return "RoundedRectangle"
        case .circle: return "Circle"
        case .ellipse: return "Ellipse"
        case .capsule: return "Capsule"
        case .path: return "Shape"
        }
    }
}

extension ShapeNode {
    func configure(kind: _ShapeKind, paint: Paint, environment: EnvironmentValues) {
        self.kind = kind
        // Colours resolve to the environment's scheme here, so drawing needs no environment.
        let scheme = environment.colorScheme
        // `.primary` in a stroke stands for the foreground colour
        // (`strokeBorder(lineWidth:)`, `stroke(style:)`).
        func foregroundIfPrimary(_ c: Color) -> Color { c == .primary ? (environment.foregroundColor ?? .primary) : c }
        switch paint {
        case .foreground:
            if let g = environment[ForegroundGradientKey.self] {
                self.paint = .gradient(g.resolved(in: scheme))
            } else {
                self.paint = .fill((environment.foregroundColor ?? .primary).resolved(in: scheme))
            }
        case .fill(let c): self.paint = .fill(c.resolved(in: scheme))
        case .gradient(let g): self.paint = .gradient(g.resolved(in: scheme))
        case .stroke(let c, let w): self.paint = .stroke(c.resolved(in: scheme), w)
        case .strokeBorder(let c, let w): self.paint = .strokeBorder(foregroundIfPrimary(c).resolved(in: scheme), w)
        case .strokeStyled(let c, let style): self.paint = .strokeStyled(foregroundIfPrimary(c).resolved(in: scheme), style)
        }
    }
}

extension Shape {
    func makeShapeNode(paint: Paint, _ context: BuildContext) -> Node {
        let node = ShapeNode()
        node.configure(kind: _kind, paint: paint, environment: context.environment)
        return node
    }
    func updateShapeNode(_ node: Node, paint: Paint, _ context: BuildContext) -> Bool {
        guard let node = node.ifKind(ShapeNode.self) else { return false }
        let old = node.paintColor
        node.configure(kind: _kind, paint: paint, environment: context.environment)
        if let old, let new = node.paintColor { node.animateChange(.color, from: old.components, to: new.components, context) }
        return true
    }
}

extension _ShapeView {
    /// The shape's node with this paint, animated as the shape is (`Shape.shapeOutputs`).
    public static func _makeNode(_ view: Self, _ inputs: _ViewInputs) -> _ViewOutputs {
        S.shapeOutputs(view.shape, paint: view.paint, inputs)
    }
}

/// A colour is also a view that fills the space it is offered.
extension Color: View {
    public typealias Body = Never
}

extension Color: PrimitiveView {
    package func makeNode(_ context: BuildContext) -> Node { Rectangle().makeShapeNode(paint: .fill(self), context) }
    package func update(_ node: Node, _ context: BuildContext) -> Bool { Rectangle().updateShapeNode(node, paint: .fill(self), context) }
}

/// Flexible space along the axis of the enclosing stack, at least `minLength`
/// (8 by default); no size across it.
///
/// ```swift
/// VStack { Text("This is Top"); Spacer(); Text("This is Bottom") }
/// ```
public struct Spacer: View {
    public typealias Body = Never
    public var minLength: CGFloat?
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }
}

package final class SpacerNode: Node {
    var minLength: CGFloat = defaultSpacing
    var axis: Axis?

    package override func measure(_ proposal: ProposedViewSize) -> CGSize {
        guard let axis else {
            // Outside a stack a spacer takes what it is offered on both axes.
            return CGSize(width: max(proposal.width ?? minLength, minLength), height: max(proposal.height ?? minLength, minLength))
        }
        var size = CGSize.zero
        size[axis] = max(proposal[axis] ?? minLength, minLength)
        return size
    }

    /// A stack serves a spacer last: after every other child, with only its
    /// minimum length set aside for it while they are served (so the text
    /// beside a spacer is offered the stack's length less the spacer's 8 pt,
    /// not an equal share). See `StackAllocation`.
    package override var layoutPriority: Double { -.infinity }

    /// A spacer's edges along its stack ask for zero and nothing else: in a
    /// stack with the default spacing it touches its neighbours (its own
    /// minimum length keeps them apart). An explicit spacing still applies.
    /// (OpenSwiftUI `Spacer`'s layout engine: `.vertical(.zero)` or
    /// `.horizontal(.zero)` by orientation, `.zero` with none.)
    package override func spacing() -> ViewSpacing { .spacer(axis) }
    package override var requiresSpacingProjection: Bool { true }

    package override var kindName: String { "Spacer" }
}

extension Spacer: PrimitiveView {
    package func makeNode(_ context: BuildContext) -> Node {
        let node = SpacerNode()
        _ = update(node, context)
        return node
    }
    package func update(_ node: Node, _ context: BuildContext) -> Bool {
        guard let node = node.ifKind(SpacerNode.self) else { return false }
        // NaN and negative lengths are 0; an infinite one would make the
        // spacer infinite whatever it is offered, and is ignored.
        var length = max(0, minLength ?? defaultSpacing)
        if length.isInfinite {
            context.graph.warn("Invalid spacer length (infinite): Spacer(minLength: \(length)) is ignored.")
            length = defaultSpacing
        }
        assignLayout(&node.minLength, length, node)
        assignLayout(&node.axis, context.environment.stackAxis, node)
        return true
    }
}

/// Any shape, type-erased: draws and hit-tests as the shape it was made
/// from, so code can choose a shape at run time.
///
/// ```swift
/// let shape = isRound ? AnyShape(Circle()) : AnyShape(RoundedRectangle(cornerRadius: 8))
/// Color.blue.clipShape(shape)
/// ```
public struct AnyShape: Shape {
    private let kind: _ShapeKind
    private let makePath: @MainActor (CGRect) -> Path

    public init<S: Shape>(_ shape: S) {
        kind = shape._kind
        makePath = { shape.path(in: $0) }
    }

    public func path(in rect: CGRect) -> Path { makePath(rect) }
    public var _kind: _ShapeKind { kind }
}
