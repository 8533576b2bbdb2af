/// One line of laid-out text: its characters and where its top-left corner is,
/// in global points.
public struct TextLine: Hashable, Sendable {
    public var text: String
    public var origin: CGPoint
    public var width: CGFloat
    public init(text: String, origin: CGPoint, width: CGFloat) {
        self.text = text
        self.origin = origin
        self.width = width
    }
}

/// One command of the flat draw list the core hands to a backend. Coordinates
/// are global, in points; the backend multiplies by its scale.
///
/// A backend renders a frame with one switch:
/// ```swift
/// for command in frame.commands {
///     switch command {
///     case .fillRect(let rect, let color): ...
///     case .pushClip(let rect, let radius): ...
///     ...
///     }
/// }
/// ```
public enum DrawCommand: Hashable, Sendable {
    /// A filled rectangle.
    case fillRect(CGRect, Color)
    /// A filled rectangle with rounded corners (corner radius in points).
    case fillRoundedRect(CGRect, cornerRadius: CGFloat, Color)
    /// A filled ellipse inscribed in the rectangle.
    case fillEllipse(CGRect, Color)
    /// A stroke drawn inside the rectangle's edge, `lineWidth` thick.
    case strokeRect(CGRect, lineWidth: CGFloat, Color)
    /// A stroke inside a rounded rectangle's edge.
    case strokeRoundedRect(CGRect, cornerRadius: CGFloat, lineWidth: CGFloat, Color)
    /// A stroke inside an ellipse's edge.
    case strokeEllipse(CGRect, lineWidth: CGFloat, Color)
    /// Lines of text in one font and colour.
    case text([TextLine], Font, Color)
    /// A bitmap image by name, scaled into a rectangle.
    case image(ImageDrawing)
    /// A gradient filling a rectangle, rounded rectangle or ellipse.
    case gradient(GradientDrawing)
    /// A path filled or stroked in one colour (custom and trimmed shapes).
    case path(PathDrawing)
    /// Intersect the clip with a rectangle (rounded corners apply to shapes that fill it exactly).
    case pushClip(CGRect, cornerRadius: CGFloat)
    /// Restore the clip before the matching `pushClip`.
    case popClip
    /// The commands up to the matching `endTransform` are drawn scaled and
    /// rotated about a point (`scaleEffect`, `rotationEffect`, transitions).
    case beginTransform(DrawTransform)
    /// Ends the group of the matching `beginTransform`.
    case endTransform
    /// The commands up to the matching `endGroup` are drawn on a layer of
    /// their own, which is then blurred, recoloured and put down at an
    /// opacity as a whole (`blur`, `compositingGroup`, colour effects).
    case beginGroup(GroupEffect)
    /// Ends the group of the matching `beginGroup`.
    case endGroup
}

/// A scale and a rotation about an anchor point, in global points: a point
/// p is drawn at anchor + R(rotation)·(scale ⊙ (p − anchor)). Rotation is
/// in radians, clockwise on screen (y grows downwards), as SwiftUI's.
public struct DrawTransform: Hashable, Sendable {
    public var anchor: CGPoint
    public var scale: CGSize
    public var rotation: Double

    public init(anchor: CGPoint, scale: CGSize, rotation: Double) {
        self.anchor = anchor
        self.scale = scale
        self.rotation = rotation
    }

    /// Where `point` is drawn.
    public func apply(_ point: CGPoint) -> CGPoint {
        let x = (point.x - anchor.x) * scale.width, y = (point.y - anchor.y) * scale.height
        let c = CGFloat(cos(rotation)), s = CGFloat(sin(rotation))
        return CGPoint(x: anchor.x + x * c - y * s, y: anchor.y + x * s + y * c)
    }

    /// The point drawn at `point` (nil when the scale is zero on an axis).
    public func invert(_ point: CGPoint) -> CGPoint? {
        guard scale.width != 0, scale.height != 0 else { return nil }
        let x = point.x - anchor.x, y = point.y - anchor.y
        let c = CGFloat(cos(rotation)), s = CGFloat(sin(rotation))
        let ux = x * c + y * s, uy = -x * s + y * c
        return CGPoint(x: anchor.x + ux / scale.width, y: anchor.y + uy / scale.height)
    }
}

/// A frame's draw list, in painting order (back to front).
public struct DrawList: Sendable {
    public var commands: [DrawCommand] = []
    public init() {}
    public init(commands: [DrawCommand]) { self.commands = commands }
    @inline(__always) public mutating func append(_ command: DrawCommand) { commands.append(command) }
}
