import Foundation

/// Arcs of circles, as `CGMutablePath` adds them. Angles are measured from
/// the positive x axis toward the positive y axis, which in SwiftUI's
/// y-down space is clockwise on screen; `clockwise` keeps Core Graphics'
/// unflipped meaning, so `clockwise: false` (angles increasing) runs
/// clockwise on screen.
///
/// ```swift
/// var ring = Path()
/// ring.addArc(center: CGPoint(x: 50, y: 50), radius: 40,
///             startAngle: .degrees(-90), endAngle: .degrees(-90 + 360 * 0.25), clockwise: false)
/// // a quarter from 12 to 3 o'clock
/// ```
extension Path {
    /// An arc of the circle around `center` from `startAngle` to `endAngle`:
    /// with increasing angles (`clockwise: false`) or decreasing ones. The
    /// arc sweeps less than a full turn to reach the end angle's direction
    /// (nothing when both point the same way), or one full turn when the
    /// angles are a turn or more apart in its direction. A line joins the
    /// current point to the arc's start (a new subpath starts there when the
    /// path is empty); `transform` applies to the points added.
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
                                transform: CGAffineTransform = .identity) {
        let turn = 2 * Double.pi
        var delta = endAngle.radians - startAngle.radians
        if clockwise {
            if delta <= -turn {
                delta = -turn
            } else if delta > 0 {
                let r = delta.truncatingRemainder(dividingBy: turn)
                delta = r == 0 ? 0 : r - turn
            }
        } else {
            if delta >= turn {
                delta = turn
            } else if delta < 0 {
                let r = delta.truncatingRemainder(dividingBy: turn)
                delta = r == 0 ? 0 : r + turn
            }
        }
        addRelativeArc(center: center, radius: radius, startAngle: startAngle, delta: .radians(delta), transform: transform)
    }

    /// An arc of the circle around `center` from `startAngle` sweeping
    /// `delta` (positive: angles increasing, clockwise on screen), any
    /// length; a line joins the current point to its start. Drawn as cubic
    /// curves of at most a quarter turn each.
    public mutating func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle,
                                        transform: CGAffineTransform = .identity) {
        let a0 = startAngle.radians, sweep = delta.radians
        guard a0.isFinite, sweep.isFinite, radius.isFinite else { return }
        func onCircle(_ a: Double, _ along: Double = 0) -> CGPoint {
            // The point at angle `a`, moved `along` radii along the tangent.
            CGPoint(x: center.x + radius * CGFloat(cos(a) - along * sin(a)),
                    y: center.y + radius * CGFloat(sin(a) + along * cos(a))).applying(transform)
        }
        let start = onCircle(a0)
        if isEmpty { move(to: start) } else { addLine(to: start) }
        guard sweep != 0 else { return }
        let pieces = max(1, Int((abs(sweep) / (Double.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / Double(pieces)
        let k = 4.0 / 3.0 * tan(step / 4)
        for i in 0..<pieces {
            let a = a0 + step * Double(i), b = a + step
            addCurve(to: onCircle(b), control1: onCircle(a, k), control2: onCircle(b, -k))
        }
    }

    /// The arc of `radius` tangent to the line from the current point to
    /// `tangent1End` and to the line from there to `tangent2End`: a line to
    /// where the arc meets the first line, then the arc (the shorter way
    /// round) to where it meets the second. When the three points are in
    /// line or the radius is 0, a line to `tangent1End`; with no current
    /// point the path starts at `tangent1End`.
    public mutating func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat,
                                transform: CGAffineTransform = .identity) {
        let p1 = tangent1End.applying(transform)
        guard let current = currentPoint else { return move(to: p1) }
        // The current point is where the path is; the tangents are in the untransformed space.
        let p0 = transform.isIdentity ? current : current.applying(transform.inverted())
        let v1 = CGPoint(x: p0.x - tangent1End.x, y: p0.y - tangent1End.y)
        let v2 = CGPoint(x: tangent2End.x - tangent1End.x, y: tangent2End.y - tangent1End.y)
        let l1 = (v1.x * v1.x + v1.y * v1.y).squareRoot(), l2 = (v2.x * v2.x + v2.y * v2.y).squareRoot()
        let cross = v1.x * v2.y - v1.y * v2.x
        guard radius > 0, l1 > 0, l2 > 0, abs(cross) > 1e-9 * l1 * l2 else { return addLine(to: p1) }
        let u1 = CGPoint(x: v1.x / l1, y: v1.y / l1), u2 = CGPoint(x: v2.x / l2, y: v2.y / l2)
        let angle = acos(Double(max(-1, min(1, u1.x * u2.x + u1.y * u2.y))))
        let toTangent = radius / CGFloat(tan(angle / 2))
        let bisector = CGPoint(x: u1.x + u2.x, y: u1.y + u2.y)
        let lb = (bisector.x * bisector.x + bisector.y * bisector.y).squareRoot()
        let toCentre = radius / CGFloat(sin(angle / 2))
        let centre = CGPoint(x: tangent1End.x + bisector.x / lb * toCentre, y: tangent1End.y + bisector.y / lb * toCentre)
        let t1 = CGPoint(x: tangent1End.x + u1.x * toTangent, y: tangent1End.y + u1.y * toTangent)
        let t2 = CGPoint(x: tangent1End.x + u2.x * toTangent, y: tangent1End.y + u2.y * toTangent)
        let a1 = atan2(Double(t1.y - centre.y), Double(t1.x - centre.x))
        var delta = atan2(Double(t2.y - centre.y), Double(t2.x - centre.x)) - a1
        if delta > .pi { delta -= 2 * .pi } else if delta < -.pi { delta += 2 * .pi }
        addRelativeArc(center: centre, radius: radius, startAngle: .radians(a1), delta: .radians(delta), transform: transform)
    }
}
