import Foundation
import ScrollSimCore

/// A path's coverage, rasterised on the CPU: white pixels whose alpha is
/// how much of each pixel the path covers.
///
/// Polygons are filled by the nonzero winding rule on four sub-scanlines per
/// pixel row, each span adding its exact horizontal coverage, so edges are
/// anti-aliased both ways. A stroke becomes polygons first: a quadrilateral
/// per line, a wedge or disc per join, a square or disc per cap, all turned
/// the same way so that where they overlap the winding only grows (their
/// union). Coordinates are pixels relative to the mask's top-left corner.
struct PathMask: Hashable {
    /// The polygons in mask pixels, fixed at 1/64 pixel so equal paths at the
    /// same sub-pixel position share a texture.
    var polygons: [[Int32]]
    var width: Int
    var height: Int

    /// The mask of `drawing` at `scale`, and where its top-left pixel goes.
    init?(_ drawing: PathDrawing, scale: CGFloat) {
        let bounds = drawing.bounds
        guard !bounds.isNull, bounds.width.isFinite, bounds.height.isFinite else { return nil }
        let x0 = Int((bounds.minX * scale).rounded(.down)) - 1, y0 = Int((bounds.minY * scale).rounded(.down)) - 1
        let x1 = Int((bounds.maxX * scale).rounded(.up)) + 1, y1 = Int((bounds.maxY * scale).rounded(.up)) + 1
        guard x1 > x0, y1 > y0, (x1 - x0) * (y1 - y0) <= 16_000_000 else { return nil }
        origin = (x0, y0)
        width = x1 - x0
        height = y1 - y0
        let local = drawing.subpaths.map { $0.map { CGPoint(x: $0.x * scale - CGFloat(x0), y: $0.y * scale - CGFloat(y0)) } }
        let polys: [[CGPoint]]
        if let stroke = drawing.stroke {
            polys = PathMask.strokePolygons(local, closed: drawing.closed, style: stroke, scale: scale)
        } else {
            polys = local.filter { $0.count > 2 }
        }
        polygons = polys.map { poly in poly.flatMap { [Int32(($0.x * 64).rounded()), Int32(($0.y * 64).rounded())] } }
    }

    /// Where the mask's top-left pixel is on the target (not part of its identity).
    private(set) var origin: (x: Int, y: Int) = (0, 0)

    static func == (a: PathMask, b: PathMask) -> Bool {
        a.width == b.width && a.height == b.height && a.polygons == b.polygons
    }
    func hash(into hasher: inout Hasher) {
        hasher.combine(width)
        hasher.combine(height)
        hasher.combine(polygons)
    }

    /// White pixels with coverage alpha, row by row (RGBA byte order).
    func rgba() -> [UInt8] {
        struct Edge { var x0, y0, x1, y1: Double; var dir: Int }
        var edges: [Edge] = []
        for poly in polygons {
            let n = poly.count / 2
            guard n > 2 else { continue }
            for i in 0..<n {
                let j = (i + 1) % n
                let ax = Double(poly[2 * i]) / 64, ay = Double(poly[2 * i + 1]) / 64
                let bx = Double(poly[2 * j]) / 64, by = Double(poly[2 * j + 1]) / 64
                if ay == by { continue }
                edges.append(ay < by ? Edge(x0: ax, y0: ay, x1: bx, y1: by, dir: 1) : Edge(x0: bx, y0: by, x1: ax, y1: ay, dir: -1))
            }
        }
        edges.sort { $0.y0 < $1.y0 }
        var cover = [Double](repeating: 0, count: width * height)
        let sub = 4
        var next = 0
        var active: [Edge] = []
        var crossings: [(x: Double, dir: Int)] = []
        for row in 0..<height {
            for s in 0..<sub {
                let y = Double(row) + (Double(s) + 0.5) / Double(sub)
                while next < edges.count, edges[next].y0 <= y { active.append(edges[next]); next += 1 }
                active.removeAll { $0.y1 <= y }
                crossings.removeAll(keepingCapacity: true)
                for e in active where e.y0 <= y {
                    crossings.append((e.x0 + (y - e.y0) / (e.y1 - e.y0) * (e.x1 - e.x0), e.dir))
                }
                crossings.sort { $0.x < $1.x }
                var winding = 0
                for k in crossings.indices {
                    let before = winding
                    winding += crossings[k].dir
                    if before == 0, winding != 0, k + 1 < crossings.count {
                        // The span starts here and ends where the winding returns to 0.
                        var w = winding, m = k + 1
                        while m < crossings.count { w += crossings[m].dir; if w == 0 { break }; m += 1 }
                        if m < crossings.count { addSpan(crossings[k].x, crossings[m].x, row: row, weight: 1 / Double(sub), into: &cover) }
                    }
                }
            }
        }
        var bytes = [UInt8](repeating: 255, count: width * height * 4)
        for i in 0..<(width * height) { bytes[i * 4 + 3] = UInt8((min(1, cover[i]) * 255).rounded()) }
        return bytes
    }

    /// Adds the horizontal coverage of [a, b) on `row`, `weight` per full pixel.
    private func addSpan(_ a: Double, _ b: Double, row: Int, weight: Double, into cover: inout [Double]) {
        let lo = max(0, a), hi = min(Double(width), b)
        guard hi > lo else { return }
        let first = Int(lo), last = min(width - 1, Int(hi.rounded(.up)) - 1)
        let base = row * width
        if first == last { cover[base + first] += (hi - lo) * weight; return }
        cover[base + first] += (Double(first + 1) - lo) * weight
        if last > first + 1 { for x in (first + 1)..<last { cover[base + x] += weight } }
        cover[base + last] += (hi - Double(last)) * weight
    }

    // MARK: Strokes as polygons

    /// The polygons that cover a stroke of `subpaths` (pixels).
    static func strokePolygons(_ subpaths: [[CGPoint]], closed: [Bool], style: StrokeStyle, scale: CGFloat) -> [[CGPoint]] {
        let hw = style.lineWidth * scale / 2
        guard hw > 0 else { return [] }
        var polys: [[CGPoint]] = []
        for (index, raw) in subpaths.enumerated() {
            var pts: [CGPoint] = []
            for p in raw where pts.last.map({ hypot($0.x - p.x, $0.y - p.y) > 1e-6 }) ?? true { pts.append(p) }
            let isClosed = index < closed.count && closed[index]
            if isClosed, pts.count > 2, let f = pts.first, let l = pts.last, hypot(f.x - l.x, f.y - l.y) <= 1e-6 { pts.removeLast() }
            if pts.count == 1 {
                // A dot: only round and square caps show it.
                if style.lineCap == .round { polys.append(disc(pts[0], hw)) }
                if style.lineCap == .square {
                    let p = pts[0]
                    polys.append([CGPoint(x: p.x - hw, y: p.y - hw), CGPoint(x: p.x + hw, y: p.y - hw),
                                  CGPoint(x: p.x + hw, y: p.y + hw), CGPoint(x: p.x - hw, y: p.y + hw)])
                }
                continue
            }
            let segmentCount = isClosed ? pts.count : pts.count - 1
            for i in 0..<segmentCount {
                var a = pts[i], b = pts[(i + 1) % pts.count]
                let d = unit(a, b)
                if !isClosed && style.lineCap == .square {
                    if i == 0 { a = CGPoint(x: a.x - d.x * hw, y: a.y - d.y * hw) }
                    if i == segmentCount - 1 { b = CGPoint(x: b.x + d.x * hw, y: b.y + d.y * hw) }
                }
                let n = CGPoint(x: -d.y * hw, y: d.x * hw)
                polys.append([CGPoint(x: a.x + n.x, y: a.y + n.y), CGPoint(x: b.x + n.x, y: b.y + n.y),
                              CGPoint(x: b.x - n.x, y: b.y - n.y), CGPoint(x: a.x - n.x, y: a.y - n.y)])
            }
            // Joins at the corners between consecutive segments.
            let joinRange = isClosed ? 0..<pts.count : 1..<(pts.count - 1)
            for i in joinRange {
                let v = pts[i], prev = pts[(i - 1 + pts.count) % pts.count], next = pts[(i + 1) % pts.count]
                let d1 = unit(prev, v), d2 = unit(v, next)
                let turn = d1.x * d2.y - d1.y * d2.x
                if abs(turn) < 1e-9 && d1.x * d2.x + d1.y * d2.y > 0 { continue }   // straight on
                switch style.lineJoin {
                case .round:
                    polys.append(disc(v, hw))
                case .bevel, .miter:
                    // The outer side is opposite the turn.
                    let s: CGFloat = turn > 0 ? -1 : 1
                    let n1 = CGPoint(x: -d1.y * hw * s, y: d1.x * hw * s), n2 = CGPoint(x: -d2.y * hw * s, y: d2.x * hw * s)
                    let p1 = CGPoint(x: v.x + n1.x, y: v.y + n1.y), p2 = CGPoint(x: v.x + n2.x, y: v.y + n2.y)
                    let cosTheta = max(-1, min(1, -(d1.x * d2.x + d1.y * d2.y)))   // angle between the segments
                    let miterRatio = 1 / max(1e-9, sin(acos(cosTheta) / 2))
                    if style.lineJoin == .miter && miterRatio <= style.miterLimit {
                        let m = CGPoint(x: n1.x + n2.x, y: n1.y + n2.y)
                        let len = hypot(m.x, m.y)
                        let tip = len > 0 ? CGPoint(x: v.x + m.x / len * hw * miterRatio, y: v.y + m.y / len * hw * miterRatio) : p1
                        polys.append([v, p1, tip, p2])
                    } else {
                        polys.append([v, p1, p2])
                    }
                }
            }
            if !isClosed && style.lineCap == .round {
                polys.append(disc(pts[0], hw))
                polys.append(disc(pts[pts.count - 1], hw))
            }
        }
        // Turn every polygon the same way so overlaps add up instead of cancelling.
        return polys.map { area($0) < 0 ? $0.reversed() : $0 }
    }

    private static func unit(_ a: CGPoint, _ b: CGPoint) -> CGPoint {
        let dx = b.x - a.x, dy = b.y - a.y, len = hypot(dx, dy)
        return len > 0 ? CGPoint(x: dx / len, y: dy / len) : CGPoint(x: 1, y: 0)
    }

    private static func disc(_ c: CGPoint, _ r: CGFloat) -> [CGPoint] {
        let n = max(12, min(256, Int((2 * CGFloat.pi * r / 1.5).rounded(.up))))
        return (0..<n).map { i in
            let t = CGFloat(i) / CGFloat(n) * 2 * .pi
            return CGPoint(x: c.x + r * cos(t), y: c.y + r * sin(t))
        }
    }

    private static func area(_ poly: [CGPoint]) -> CGFloat {
        var a: CGFloat = 0
        for i in poly.indices {
            let p = poly[i], q = poly[(i + 1) % poly.count]
            a += p.x * q.y - q.x * p.y
        }
        return a / 2
    }
}
