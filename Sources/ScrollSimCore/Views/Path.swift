/// An outline of lines and Bézier curves, in points, as custom `Shape`s
/// return from `path(in:)`.
///
/// A path is subpaths, each begun by `move(to:)` and optionally closed.
/// Curves are flattened into lines at most 1 pt long (at least 4 per curve)
/// when drawn, trimmed or hit tested.
///
/// ```swift
/// struct Triangle: Shape {
///     func path(in rect: CGRect) -> Path {
///         var p = Path()
///         p.move(to: CGPoint(x: rect.midX, y: rect.minY))
///         p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
///         p.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
///         p.closeSubpath()
///         return p
///     }
/// }
/// ```
public struct Path: Hashable, Sendable {
    enum Element: Hashable, Sendable {
        case move(CGPoint)
        case line(CGPoint)
        case quadCurve(to: CGPoint, control: CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case close
    }

    var elements: [Element] = []

    public init() {}

    /// A closed rectangle, clockwise on screen from its top-left corner.
    public init(_ rect: CGRect) { addRect(rect) }

    /// A closed rounded rectangle (`.continuous` drawn as circular corners, as the built-in shape is).
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }

    /// The ellipse inscribed in `rect`, from its rightmost point clockwise on screen.
    public init(ellipseIn rect: CGRect) { addEllipse(in: rect) }

    /// The path `build` draws into an empty one.
    public init(_ build: (inout Path) -> Void) {
        var p = Path()
        build(&p)
        self = p
    }

    public var isEmpty: Bool { elements.isEmpty }

    /// The end of the last element (nil for an empty path).
    public var currentPoint: CGPoint? {
        var start: CGPoint?
        var current: CGPoint?
        for e in elements {
            switch e {
            case let .move(p): start = p; current = p
            case let .line(p), let .quadCurve(p, _), let .curve(p, _, _): current = p
            case .close: current = start
            }
        }
        return current
    }

    public mutating func move(to point: CGPoint) { elements.append(.move(point)) }

    /// A line from the current point (a move when the path is empty).
    public mutating func addLine(to point: CGPoint) {
        elements.append(elements.isEmpty ? .move(point) : .line(point))
    }

    /// A move to the first point, then lines through the rest.
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for p in points.dropFirst() { elements.append(.line(p)) }
    }

    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
        if elements.isEmpty { move(to: control) }
        elements.append(.quadCurve(to: point, control: control))
    }

    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        if elements.isEmpty { move(to: control1) }
        elements.append(.curve(to: point, control1: control1, control2: control2))
    }

    public mutating func closeSubpath() {
        if !elements.isEmpty { elements.append(.close) }
    }

    public mutating func addRect(_ rect: CGRect) {
        let r = rect.standardized
        addLines([CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
                  CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY)])
        closeSubpath()
    }

    public mutating func addRects(_ rects: [CGRect]) { rects.forEach { addRect($0) } }

    /// A rounded rectangle: from the end of the top-left corner clockwise on screen.
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        let r = rect.standardized
        let rx = max(0, min(cornerSize.width, r.width / 2)), ry = max(0, min(cornerSize.height, r.height / 2))
        guard rx > 0, ry > 0 else { return addRect(r) }
        let k = Path.kappa
        move(to: CGPoint(x: r.minX + rx, y: r.minY))
        addLine(to: CGPoint(x: r.maxX - rx, y: r.minY))
        addCurve(to: CGPoint(x: r.maxX, y: r.minY + ry), control1: CGPoint(x: r.maxX - rx + rx * k, y: r.minY),
                 control2: CGPoint(x: r.maxX, y: r.minY + ry - ry * k))
        addLine(to: CGPoint(x: r.maxX, y: r.maxY - ry))
        addCurve(to: CGPoint(x: r.maxX - rx, y: r.maxY), control1: CGPoint(x: r.maxX, y: r.maxY - ry + ry * k),
                 control2: CGPoint(x: r.maxX - rx + rx * k, y: r.maxY))
        addLine(to: CGPoint(x: r.minX + rx, y: r.maxY))
        addCurve(to: CGPoint(x: r.minX, y: r.maxY - ry), control1: CGPoint(x: r.minX + rx - rx * k, y: r.maxY),
                 control2: CGPoint(x: r.minX, y: r.maxY - ry + ry * k))
        addLine(to: CGPoint(x: r.minX, y: r.minY + ry))
        addCurve(to: CGPoint(x: r.minX + rx, y: r.minY), control1: CGPoint(x: r.minX, y: r.minY + ry - ry * k),
                 control2: CGPoint(x: r.minX + rx - rx * k, y: r.minY))
        closeSubpath()
    }

    /// The ellipse inscribed in `rect` as four cubic curves, from its
    /// rightmost point clockwise on screen (down first): so a trimmed circle
    /// starts at 3 o'clock, as SwiftUI's does.
    public mutating func addEllipse(in rect: CGRect) {
        let r = rect.standardized
        let cx = r.midX, cy = r.midY, a = r.width / 2, b = r.height / 2, k = Path.kappa
        move(to: CGPoint(x: cx + a, y: cy))
        addCurve(to: CGPoint(x: cx, y: cy + b), control1: CGPoint(x: cx + a, y: cy + b * k), control2: CGPoint(x: cx + a * k, y: cy + b))
        addCurve(to: CGPoint(x: cx - a, y: cy), control1: CGPoint(x: cx - a * k, y: cy + b), control2: CGPoint(x: cx - a, y: cy + b * k))
        addCurve(to: CGPoint(x: cx, y: cy - b), control1: CGPoint(x: cx - a, y: cy - b * k), control2: CGPoint(x: cx - a * k, y: cy - b))
        addCurve(to: CGPoint(x: cx + a, y: cy), control1: CGPoint(x: cx + a * k, y: cy - b), control2: CGPoint(x: cx + a, y: cy - b * k))
        closeSubpath()
    }

    public mutating func addPath(_ path: Path) { elements.append(contentsOf: path.elements) }

    /// This path moved by (dx, dy).
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        mapPoints { CGPoint(x: $0.x + dx, y: $0.y + dy) }
    }

    /// This path with every point (end and control points alike) taken
    /// through `transform`.
    public func applying(_ transform: CGAffineTransform) -> Path {
        mapPoints { $0.applying(transform) }
    }

    /// This path with every point taken through `m`.
    private func mapPoints(_ m: (CGPoint) -> CGPoint) -> Path {
        var out = Path()
        out.elements = elements.map { e in
            switch e {
            case let .move(p): .move(m(p))
            case let .line(p): .line(m(p))
            case let .quadCurve(p, c): .quadCurve(to: m(p), control: m(c))
            case let .curve(p, c1, c2): .curve(to: m(p), control1: m(c1), control2: m(c2))
            case .close: .close
            }
        }
        return out
    }

    /// The smallest rectangle holding the flattened path (`.null` when empty).
    public var boundingRect: CGRect { Path.bounds(of: flattened().map(\.points)) }

    /// The smallest rectangle holding every point of `subpaths` (`.null` when there are none).
    static func bounds(of subpaths: [[CGPoint]]) -> CGRect {
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        for sub in subpaths {
            for p in sub {
                minX = min(minX, p.x); maxX = max(maxX, p.x); minY = min(minY, p.y); maxY = max(maxY, p.y)
            }
        }
        return minX > maxX ? .null : CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The part of the path between fractions `from` and `to` of its length
    /// (clamped to 0 … 1), as open lines. Closed subpaths include their
    /// closing line.
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
        let a = max(0, min(1, from)), b = max(0, min(1, to))
        guard b > a else { return Path() }
        let subs = flattened().map { sub in sub.closed && sub.points.count > 1 ? sub.points + [sub.points[0]] : sub.points }
        var total: CGFloat = 0
        for pts in subs { for i in pts.indices.dropFirst() { total += distance(pts[i - 1], pts[i]) } }
        if a == 0 && b == 1 { return self }
        let start = a * total, end = b * total
        var out = Path()
        var walked: CGFloat = 0
        for pts in subs {
            var drawing = false
            for i in pts.indices.dropFirst() {
                let p = pts[i - 1], q = pts[i], len = distance(p, q)
                let s0 = walked, s1 = walked + len
                walked = s1
                guard len > 0, s1 > start, s0 < end else { drawing = false; continue }
                let t0 = max(0, (start - s0) / len), t1 = min(1, (end - s0) / len)
                let from = lerp(p, q, t0), to = lerp(p, q, t1)
                if !drawing { out.move(to: from); drawing = true }
                out.elements.append(.line(to))
                if t1 < 1 { drawing = false }
            }
        }
        return out
    }

    /// True when `point` is inside the path: nonzero winding, or even-odd.
    public func contains(_ point: CGPoint, eoFill: Bool = false) -> Bool {
        var winding = 0
        for sub in flattened() where sub.points.count > 2 {
            let pts = sub.points
            for i in pts.indices {
                let p = pts[i], q = pts[(i + 1) % pts.count]
                if (p.y <= point.y) != (q.y <= point.y) {
                    let x = p.x + (point.y - p.y) / (q.y - p.y) * (q.x - p.x)
                    if x > point.x { winding += q.y > p.y ? 1 : -1 }
                }
            }
        }
        return eoFill ? winding % 2 != 0 : winding != 0
    }

    /// The subpaths as points (curves cut into lines at most 1 pt long, at
    /// least 4 per curve) and whether each is closed.
    package func flattened() -> [(points: [CGPoint], closed: Bool)] {
        var result: [(points: [CGPoint], closed: Bool)] = []
        var current: [CGPoint] = []
        func finish(closed: Bool) {
            if !current.isEmpty { result.append((current, closed)) }
            current = []
        }
        for e in elements {
            switch e {
            case let .move(p):
                finish(closed: false)
                current = [p]
            case let .line(p):
                current.append(p)
            case let .quadCurve(p, c):
                let p0 = current.last ?? c
                let n = Path.steps(distance(p0, c) + distance(c, p))
                for i in 1...n {
                    let t = CGFloat(i) / CGFloat(n), u = 1 - t
                    current.append(CGPoint(x: u * u * p0.x + 2 * u * t * c.x + t * t * p.x,
                                           y: u * u * p0.y + 2 * u * t * c.y + t * t * p.y))
                }
            case let .curve(p, c1, c2):
                let p0 = current.last ?? c1
                let n = Path.steps(distance(p0, c1) + distance(c1, c2) + distance(c2, p))
                for i in 1...n {
                    let t = CGFloat(i) / CGFloat(n), u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    current.append(CGPoint(x: a * p0.x + b * c1.x + c * c2.x + d * p.x,
                                           y: a * p0.y + b * c1.y + c * c2.y + d * p.y))
                }
            case .close:
                let start = current.first
                finish(closed: true)
                if let start { current = [start] }
            }
        }
        if current.count > 1 { finish(closed: false) }
        return result
    }

    /// 4 · (√2 − 1) / 3: the control distance of a cubic quarter circle.
    static let kappa: CGFloat = 0.5522847498307936

    /// Line pieces for a curve whose control polygon is `length` points long.
    static func steps(_ length: CGFloat) -> Int { max(4, min(512, Int(length.rounded(.up)))) }
}

private func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat { ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot() }
private func lerp(_ a: CGPoint, _ b: CGPoint, _ t: CGFloat) -> CGPoint { CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t) }

/// Where a stroke's open ends stop: at the end (`butt`), half the width past
/// it, rounded (`round`) or square (`square`).
public enum CGLineCap: Hashable, Sendable { case butt, round, square }

/// How a stroke turns a corner: pointed (`miter`, cut to a bevel past the
/// miter limit), rounded or cut off (`bevel`).
public enum CGLineJoin: Hashable, Sendable { case miter, round, bevel }

/// How a shape's outline is stroked. Dashes are kept but drawn solid
/// (docs/layout-rules.md, "Shape styles").
public struct StrokeStyle: Hashable, Sendable {
    public var lineWidth: CGFloat
    public var lineCap: CGLineCap
    public var lineJoin: CGLineJoin
    public var miterLimit: CGFloat
    public var dash: [CGFloat]
    public var dashPhase: CGFloat
    public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
                miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}
