import Foundation

/// A view that draws what its closure draws into a `GraphicsContext` at the
/// canvas's size: paths filled and stroked, text, with the context's
/// opacity, transform and clip. It takes all the space it is offered (as a
/// shape does). Docs: layout-rules.md, "Canvas".
///
/// ```swift
/// Canvas { context, size in
///     context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.blue))
/// }
/// .frame(width: 100, height: 100)
/// ```
public struct Canvas<Symbols>: View {
    public typealias Body = Never
    let renderer: (inout GraphicsContext, CGSize) -> Void
    let isOpaque: Bool

    /// A canvas drawn by `renderer` (`opaque`, `colorMode` and `rendersAsynchronously` are accepted).
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void) where Symbols == EmptyView {
        self.renderer = renderer
        isOpaque = opaque
    }
}

/// The colour space a canvas or a drawing group draws in (accepted;
/// ScrollSim draws in sRGB only).
public enum ColorRenderingMode: Hashable, Sendable {
    case nonLinear, linear, extendedLinear
}

extension Canvas: PrimitiveView {
    package func makeNode(_ context: BuildContext) -> Node {
        let node = CanvasNode()
        _ = update(node, context)
        return node
    }

    package func update(_ node: Node, _ context: BuildContext) -> Bool {
        guard let node = node.ifKind(CanvasNode.self) else { return false }
        node.renderer = renderer
        node.environment = context.environment
        node.measurer = context.graph.measurer
        return true
    }
}

/// The node of a `Canvas`: the whole proposal (10 × 10 for an unspecified
/// dimension, as a shape), its drawing made when it is drawn.
package final class CanvasNode: Node {
    var renderer: (inout GraphicsContext, CGSize) -> Void = { _, _ in }
    var environment = EnvironmentValues()
    weak var measurer: TextMeasuring?

    package override func measure(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    package override func draw(_ context: inout DrawContext) {
        guard let measurer else { return }
        let recorder = CanvasRecorder(scheme: environment.colorScheme, measurer: measurer, font: environment.font ?? .body,
                                      opacity: context.opacity)
        var gc = GraphicsContext(recorder: recorder)
        gc.state.transform = CanvasTransform(a: 1, b: 0, c: 0, d: 1, tx: context.translation.x, ty: context.translation.y)
        renderer(&gc, localFrame.size)
        context.list.commands.append(contentsOf: recorder.commands)
    }

    package override var kindName: String { "Canvas" }
}

/// An affine transform of points: (a·x + c·y + tx, b·x + d·y + ty).
struct CanvasTransform: Equatable {
    var a, b, c, d, tx, ty: CGFloat

    func apply(_ p: CGPoint) -> CGPoint { CGPoint(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty) }

    /// This transform after `other` (points go through `other` first).
    func concatenating(_ o: CanvasTransform) -> CanvasTransform {
        CanvasTransform(a: a * o.a + c * o.b, b: b * o.a + d * o.b, c: a * o.c + c * o.d, d: b * o.c + d * o.d,
                        tx: a * o.tx + c * o.ty + tx, ty: b * o.tx + d * o.ty + ty)
    }

    /// How much it scales lengths: the square root of its determinant's size.
    /// (1 exactly within rounding, as a rotation's cos² + sin² is.)
    var lengthScale: CGFloat {
        let s = sqrt(abs(a * d - b * c))
        return abs(s - 1) < 1e-12 ? 1 : s
    }
    /// True when it only scales and moves (no rotation or shear).
    var isAxisAligned: Bool { b == 0 && c == 0 }
}

/// Where a canvas's drawing goes, shared by every copy of its context.
@MainActor
final class CanvasRecorder {
    var commands: [DrawCommand] = []
    let scheme: ColorScheme
    let measurer: TextMeasuring
    let font: Font
    /// The opacity the canvas view is drawn with (`.opacity` above it).
    let opacity: Double
    init(scheme: ColorScheme, measurer: TextMeasuring, font: Font, opacity: Double) {
        self.scheme = scheme
        self.measurer = measurer
        self.font = font
        self.opacity = opacity
    }
}

/// What a `Canvas` draws with: each drawing call appends to the canvas's
/// drawing with the context's current opacity, transform and clip. A copy
/// draws into the same canvas with state of its own (a changed copy leaves
/// the original as it was).
@MainActor
public struct GraphicsContext {
    struct State {
        var transform = CanvasTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
        var opacity: Double = 1
        /// The clip rectangles, in global points, intersected.
        var clip: CGRect?
    }
    let recorder: CanvasRecorder
    var state = State()

    init(recorder: CanvasRecorder) { self.recorder = recorder }

    /// How colours are painted: a colour, or a linear gradient between two points.
    public struct Shading: Sendable {
        enum Kind: Sendable {
            case color(Color)
            case linear(Gradient, start: CGPoint, end: CGPoint)
        }
        let kind: Kind
        public static func color(_ color: Color) -> Shading { Shading(kind: .color(color)) }
        public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint,
                                          options: GradientOptions = GradientOptions()) -> Shading {
            Shading(kind: .linear(gradient, start: startPoint, end: endPoint))
        }
        /// The foreground colour (primary).
        public static var foreground: Shading { .color(.primary) }
    }

    /// Gradient drawing options (accepted).
    public struct GradientOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let `repeat` = GradientOptions(rawValue: 1)
        public static let mirror = GradientOptions(rawValue: 2)
        public static let linearColor = GradientOptions(rawValue: 4)
    }

    /// The opacity later drawings are made with (1 at first; multiplied
    /// into their colours with the canvas view's own).
    public var opacity: Double {
        get { state.opacity }
        set { state.opacity = max(0, min(1, newValue)) }
    }

    // MARK: Transform

    /// Moves the origin of later drawings by (x, y) in the current space.
    public mutating func translateBy(x: CGFloat, y: CGFloat) {
        state.transform = state.transform.concatenating(CanvasTransform(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y))
    }

    /// Scales later drawings by (x, y) about the current origin.
    public mutating func scaleBy(x: CGFloat, y: CGFloat) {
        state.transform = state.transform.concatenating(CanvasTransform(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0))
    }

    /// Turns later drawings by `angle` (clockwise on screen) about the current origin.
    public mutating func rotate(by angle: Angle) {
        let co = CGFloat(cos(angle.radians)), si = CGFloat(sin(angle.radians))
        state.transform = state.transform.concatenating(CanvasTransform(a: co, b: si, c: -si, d: co, tx: 0, ty: 0))
    }

    // MARK: Clip

    /// Clips later drawings to `path`: to the rectangle its points cover
    /// once transformed (exact for rectangles that are not turned).
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
        let bounds = Path.bounds(of: transformed(path).map(\.points))
        let r = bounds.isNull ? .zero : bounds
        state.clip = state.clip.map { $0.intersection(r).isNull ? .zero : $0.intersection(r) } ?? r
    }

    /// Clip options (accepted).
    public struct ClipOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let inverse = ClipOptions(rawValue: 1)
    }

    // MARK: Drawing

    /// Fills `path` with `shading` (nonzero winding).
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        let flat = transformed(path)
        guard !flat.isEmpty else { return }
        switch shading.kind {
        case .color(let color):
            emit(.path(PathDrawing(subpaths: flat.map(\.points), closed: flat.map(\.closed), stroke: nil, color: paint(color))))
        case let .linear(gradient, start, end):
            if let rect = axisAlignedRect(flat), rect.width > 0, rect.height > 0 {
                // A rectangle: the gradient itself, its end points as unit points of the rectangle.
                let s = state.transform.apply(start), e = state.transform.apply(end)
                func unit(_ p: CGPoint) -> UnitPoint { UnitPoint(x: (p.x - rect.minX) / rect.width, y: (p.y - rect.minY) / rect.height) }
                var g = gradient.resolved(in: recorder.scheme)
                g.stops = g.stops.map { Gradient.Stop(color: $0.color.opacity(state.opacity * recorder.opacity), location: $0.location) }
                emit(.gradient(GradientDrawing(rect: rect, outline: .rectangle, geometry: .linear(start: unit(s), end: unit(e)), gradient: g)))
            } else {
                // Another outline: its middle colour, as a gradient-filled shape is drawn.
                emit(.path(PathDrawing(subpaths: flat.map(\.points), closed: flat.map(\.closed), stroke: nil,
                                       color: paint(gradient.color(at: 0.5)))))
            }
        }
    }

    /// Strokes `path` with `shading` in `style` (the line width scaled with the transform).
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        let flat = transformed(path)
        guard !flat.isEmpty, style.lineWidth > 0 else { return }
        var s = style
        s.lineWidth *= state.transform.lengthScale
        let color: Color
        switch shading.kind {
        case .color(let c): color = c
        case .linear(let g, _, _): color = g.color(at: 0.5)
        }
        emit(.path(PathDrawing(subpaths: flat.map(\.points), closed: flat.map(\.closed), stroke: s, color: paint(color))))
    }

    /// Strokes `path` with `shading`, `lineWidth` wide.
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Draws `text` on one line with its `anchor` point at `point` (in the
    /// current space; the transform moves it, turning and scaling aside).
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        let font = text.font ?? recorder.font
        let width = recorder.measurer.width(of: Substring(text.content), font: font)
        let height = recorder.measurer.lineHeight(for: font)
        let p = state.transform.apply(point)
        let origin = CGPoint(x: p.x - anchor.x * width, y: p.y - anchor.y * height)
        let color = paint(text.color ?? .primary)
        emit(.text([TextLine(text: text.content, origin: origin, width: width)], font, color))
    }

    /// Draws `text` on one line at the top-left of `rect`.
    public func draw(_ text: Text, in rect: CGRect) {
        draw(text, at: rect.origin, anchor: .topLeading)
    }

    /// Runs `content` with a copy of this context (its changes stay in the copy).
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        var copy = self
        try content(&copy)
    }

    // MARK: Helpers

    private func transformed(_ path: Path) -> [(points: [CGPoint], closed: Bool)] {
        let t = state.transform
        return path.flattened().map { (points: $0.points.map(t.apply), closed: $0.closed) }
    }

    private func paint(_ color: Color) -> Color { color.resolved(in: recorder.scheme).opacity(state.opacity * recorder.opacity) }

    /// The rectangle a flattened path outlines when it is one closed
    /// axis-aligned rectangle.
    private func axisAlignedRect(_ flat: [(points: [CGPoint], closed: Bool)]) -> CGRect? {
        guard flat.count == 1, flat[0].closed else { return nil }
        var pts = flat[0].points
        if pts.count == 5, pts[0] == pts[4] { pts.removeLast() }
        guard pts.count == 4 else { return nil }
        let xs = Set(pts.map(\.x)), ys = Set(pts.map(\.y))
        guard xs.count == 2, ys.count == 2 else { return nil }
        for i in 0..<4 {
            let p = pts[i], q = pts[(i + 1) % 4]
            if p.x != q.x && p.y != q.y { return nil }
        }
        return Path.bounds(of: [pts])
    }

    /// Appends `command`, inside the clip when there is one.
    private func emit(_ command: DrawCommand) {
        if case .path(let p) = command, p.color.opacity <= 0 { return }
        if let clip = state.clip {
            recorder.commands.append(.pushClip(clip, cornerRadius: 0))
            recorder.commands.append(command)
            recorder.commands.append(.popClip)
        } else {
            recorder.commands.append(command)
        }
    }
}
