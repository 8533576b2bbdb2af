import Foundation
import Testing
@testable import ScrollSimCore

/// Custom shapes (`path(in:)`), `Path` and `trim(from:to:)`, with the fixed
/// measurer; frames pinned to the window's top-left corner.
@MainActor
@Suite struct PathShapeTests {
    struct Triangle: Shape {
        func path(in rect: CGRect) -> Path {
            var p = Path()
            p.move(to: CGPoint(x: rect.midX, y: rect.minY))
            p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
            p.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
            p.closeSubpath()
            return p
        }
    }

    func graph<V: View>(_ view: V) -> ViewGraph {
        laidOut(view.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading))
    }

    func paths(_ g: ViewGraph) -> [PathDrawing] {
        g.drawList().commands.compactMap { if case let .path(d) = $0 { return d } else { return nil } }
    }

    /// A custom shape takes its frame as the built-in ones do and is drawn
    /// from its path in window points, in the fill colour; a tap hits it
    /// only inside the triangle.
    @Test func aCustomShapeIsDrawnFromItsPath() {
        let g = graph(Triangle().fill(.red).frame(width: 100, height: 80).padding(10))
        #expect(g.frames(of: "Shape") == [CGRect(x: 10, y: 10, width: 100, height: 80)])
        let d = paths(g)
        #expect(d.count == 1)
        #expect(d.first?.subpaths == [[CGPoint(x: 60, y: 10), CGPoint(x: 110, y: 90), CGPoint(x: 10, y: 90)]])
        #expect(d.first?.closed == [true])
        #expect(d.first?.stroke == nil)
        #expect(d.first?.color == .red)
        #expect(g.root.hitTest(CGPoint(x: 60, y: 80)) != nil)
        #expect(g.root.hitTest(CGPoint(x: 15, y: 15)) == nil, "outside the triangle, inside its frame")
    }

    /// An unfilled custom shape uses the foreground colour.
    @Test func anUnpaintedShapeUsesTheForegroundColour() {
        let g = graph(Triangle().frame(width: 20, height: 20).foregroundColor(.blue))
        #expect(paths(g).first?.color == .blue)
    }

    /// A 100 × 50 rectangle's outline is 300 long: its first half runs along
    /// the top and down the right side to (100, 50).
    @Test func trimmingKeepsAFractionOfTheLength() {
        let half = Path(CGRect(x: 0, y: 0, width: 100, height: 50)).trimmedPath(from: 0, to: 0.5)
        #expect(half.flattened().map(\.points) == [[CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 50)]])
        let middle = Path(CGRect(x: 0, y: 0, width: 100, height: 50)).trimmedPath(from: 0.25, to: 0.5)
        #expect(middle.flattened().map(\.points) == [[CGPoint(x: 75, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 50)]])
        #expect(Path(CGRect(x: 0, y: 0, width: 10, height: 10)).trimmedPath(from: 0.6, to: 0.2).isEmpty)
    }

    /// A circle's outline starts at 3 o'clock and runs clockwise on screen, so
    /// a quarter of it ends at 6 o'clock; stroked with round caps it keeps
    /// its style.
    @Test func aTrimmedCircleStartsAtThreeOClock() {
        let style = StrokeStyle(lineWidth: 8, lineCap: .round)
        let g = graph(Circle().trim(from: 0, to: 0.25).stroke(Color.green, style: style).frame(width: 100, height: 100))
        let d = paths(g)
        #expect(d.count == 1)
        let points = d.first?.subpaths.first ?? []
        #expect(points.first == CGPoint(x: 100, y: 50))
        if let last = points.last { #expect(abs(last.x - 50) < 1e-9 && abs(last.y - 100) < 1e-9) }
        #expect(points.allSatisfy { abs(hypot($0.x - 50, $0.y - 50) - 50) < 0.05 }, "every point on the circle")
        #expect(d.first?.stroke == style)
        #expect(d.first?.closed == [false])
    }

    /// `rotation(_:anchor:)` turns the path in its frame, clockwise on
    /// screen for a positive angle, about the anchor (the centre by default);
    /// the frame stays. The 100 × 80 triangle at (10, 10) turned 90° about
    /// its centre (60, 50): (x, y) → (60 − (y − 50), 50 + (x − 60)), so the
    /// apex (60, 10) goes to (100, 50), (110, 90) to (20, 100), (10, 90) to
    /// (20, 0).
    @Test func aRotatedShapeTurnsItsPathAboutTheAnchor() {
        let g = graph(Triangle().rotation(.degrees(90)).fill(.red).frame(width: 100, height: 80).padding(10))
        #expect(g.frames(of: "Shape") == [CGRect(x: 10, y: 10, width: 100, height: 80)])
        let points = paths(g).first?.subpaths.first ?? []
        let expected = [CGPoint(x: 100, y: 50), CGPoint(x: 20, y: 100), CGPoint(x: 20, y: 0)]
        #expect(points.count == 3)
        for (p, e) in zip(points, expected) { #expect(abs(p.x - e.x) < 1e-9 && abs(p.y - e.y) < 1e-9, "\(p) ≠ \(e)") }
        // About the top-leading corner (10, 10): the apex (60, 10) goes to (10, 60).
        let corner = graph(Triangle().rotation(.degrees(90), anchor: .topLeading).fill(.red).frame(width: 100, height: 80).padding(10))
        let apex = paths(corner).first?.subpaths.first?.first ?? .zero
        #expect(abs(apex.x - 10) < 1e-9 && abs(apex.y - 60) < 1e-9)
    }

    /// `scale(_:anchor:)` scales the path about the anchor of its frame and
    /// `transform(_:)` applies an affine transform in the frame's space: half
    /// of a 100 × 80 rectangle at (10, 10) kept at its top-leading corner is
    /// (10, 10) … (60, 50); moved 5 right, it starts at (15, 10).
    @Test func scaledAndTransformedShapesKeepTheirFrame() {
        let g = graph(Rectangle().scale(0.5, anchor: .topLeading).fill(.red).frame(width: 100, height: 80).padding(10))
        #expect(g.frames(of: "Shape") == [CGRect(x: 10, y: 10, width: 100, height: 80)])
        #expect(paths(g).first?.subpaths == [[CGPoint(x: 10, y: 10), CGPoint(x: 60, y: 10), CGPoint(x: 60, y: 50), CGPoint(x: 10, y: 50)]])
        let centred = graph(Rectangle().scale(x: 0.5, y: 1).fill(.red).frame(width: 100, height: 80).padding(10))
        #expect(paths(centred).first?.subpaths.first?.first == CGPoint(x: 35, y: 10))
        let moved = graph(Rectangle().transform(CGAffineTransform(translationX: 5, y: 0)).fill(.red)
            .frame(width: 100, height: 80).padding(10))
        #expect(paths(moved).first?.subpaths.first?.first == CGPoint(x: 15, y: 10))
        #expect(Path(CGRect(x: 0, y: 0, width: 4, height: 2)).applying(CGAffineTransform(scaleX: 2, y: 3)).boundingRect
                == CGRect(x: 0, y: 0, width: 8, height: 6))
    }

    /// `strokeBorder(lineWidth:)` without a style draws in the foreground
    /// colour, inside the edge: a 100 pt circle with a 24 pt border in blue.
    @Test func aStrokeBorderWithoutAStyleUsesTheForegroundColour() {
        let g = graph(Circle().strokeBorder(lineWidth: 24).frame(width: 100, height: 100).foregroundColor(.blue))
        let strokes = g.drawList().commands.compactMap { command -> (CGRect, CGFloat, Color)? in
            if case let .strokeEllipse(rect, lineWidth, color) = command { return (rect, lineWidth, color) }
            return nil
        }
        #expect(strokes.count == 1)
        #expect(strokes.first?.0 == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(strokes.first?.1 == 24)
        #expect(strokes.first?.2 == .blue)
    }

    /// A `Path` is a shape: drawn as written in its frame's space.
    @Test func aPathIsAView() {
        let g = graph(Path { p in
            p.move(to: CGPoint(x: 0, y: 0))
            p.addLine(to: CGPoint(x: 40, y: 30))
        }.stroke(.black, lineWidth: 2).frame(width: 50, height: 50).offset(x: 5, y: 0).padding(20))
        #expect(paths(g).first?.subpaths == [[CGPoint(x: 25, y: 20), CGPoint(x: 65, y: 50)]])
        #expect(paths(g).first?.stroke?.lineWidth == 2)
    }

    /// Built-in shapes give their outline as a path too; with a stroke style
    /// they still draw as before (a closed outline shows no caps).
    @Test func builtInShapesHaveTheirPaths() {
        let rect = CGRect(x: 0, y: 0, width: 40, height: 20)
        #expect(Rectangle().path(in: rect).boundingRect == rect)
        #expect(Circle().path(in: rect).boundingRect.width == 20)
        #expect(Capsule().path(in: rect).contains(CGPoint(x: 1, y: 10)))
        #expect(!Capsule().path(in: rect).contains(CGPoint(x: 1, y: 1)))
        let g = graph(Rectangle().stroke(Color.red, style: StrokeStyle(lineWidth: 4)).frame(width: 40, height: 20))
        #expect(g.drawList().commands.contains(.strokeRect(CGRect(x: -2, y: -2, width: 44, height: 24), lineWidth: 4, .red)))
    }

    /// The points an arc adds: the start (a move, or a line from the
    /// current point) and the end of each cubic piece.
    func ends(_ p: Path) -> [CGPoint] {
        p.elements.compactMap { e in
            switch e {
            case let .move(q), let .line(q), let .curve(q, _, _), let .quadCurve(q, _): return q
            case .close: return nil
            }
        }
    }

    func near(_ a: [CGPoint], _ b: [CGPoint]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { abs($0.x - $1.x) < 1e-9 && abs($0.y - $1.y) < 1e-9 }
    }

    /// A circle of radius 40 around (50, 50): 12 o'clock is (50, 10), 3 is
    /// (90, 50), 6 is (50, 90), 9 is (10, 50). With `clockwise: false` the
    /// angles grow, clockwise on screen: −90° to 0° is the quarter from 12
    /// to 3, one curve whose controls lie 40 · 4/3 · tan(22.5°) = 22.09 pt
    /// along the tangents. `clockwise: true` from −90° to 0° goes the other
    /// way round, three quarters through 9 and 6. An end before the start
    /// with angles growing wraps: 0° to −90° is three quarters through 6
    /// and 9. A turn apart is the whole circle; equal angles only the start.
    @Test func arcsRunAsCoreGraphicsAddsThem() {
        let c = CGPoint(x: 50, y: 50)
        let top = CGPoint(x: 50, y: 10), right = CGPoint(x: 90, y: 50)
        let bottom = CGPoint(x: 50, y: 90), left = CGPoint(x: 10, y: 50)
        var quarter = Path()
        quarter.addArc(center: c, radius: 40, startAngle: .degrees(-90), endAngle: .degrees(0), clockwise: false)
        #expect(near(ends(quarter), [top, right]))
        let k = 40 * 4.0 / 3.0 * tan(Double.pi / 8)
        if case let .curve(_, c1, c2) = quarter.elements.last {
            #expect(near([c1, c2], [CGPoint(x: 50 + k, y: 10), CGPoint(x: 90, y: 50 - k)]))
        } else {
            Issue.record("no curve")
        }
        var counter = Path()
        counter.addArc(center: c, radius: 40, startAngle: .degrees(-90), endAngle: .degrees(0), clockwise: true)
        #expect(near(ends(counter), [top, left, bottom, right]))
        var wrapped = Path()
        wrapped.addArc(center: c, radius: 40, startAngle: .degrees(0), endAngle: .degrees(-90), clockwise: false)
        #expect(near(ends(wrapped), [right, bottom, left, top]))
        var ring = Path()
        ring.addArc(center: c, radius: 40, startAngle: .degrees(-90), endAngle: .degrees(270 + 360), clockwise: false)
        #expect(near(ends(ring), [top, right, bottom, left, top]))
        var none = Path()
        none.addArc(center: c, radius: 40, startAngle: .degrees(30), endAngle: .degrees(30), clockwise: false)
        #expect(none.elements.count == 1)
        // The ring of a third: 120° in two pieces of 60°, ending at 4 o'clock.
        var third = Path()
        third.addRelativeArc(center: c, radius: 40, startAngle: .degrees(-90), delta: .degrees(120))
        #expect(near(ends(third), [top, CGPoint(x: 50 + 40 * sin(Double.pi / 3), y: 50 - 40 * cos(Double.pi / 3)),
                                   CGPoint(x: 50 + 40 * cos(Double.pi / 6), y: 50 + 40 * sin(Double.pi / 6))]))
    }

    /// An arc after a line joins it with a line to its start; a tangent
    /// arc of radius 20 in the corner at (100, 0) of a line from (0, 0) and
    /// one down to (100, 100) runs from (80, 0) to (100, 20) around
    /// (80, 20); points in line give a plain line to the corner.
    @Test func arcsJoinThePathAndRoundCorners() {
        var joined = Path()
        joined.move(to: .zero)
        joined.addArc(center: CGPoint(x: 50, y: 50), radius: 40, startAngle: .degrees(-90), endAngle: .degrees(0), clockwise: false)
        #expect(joined.elements.first == .move(.zero))
        #expect(near(ends(joined), [.zero, CGPoint(x: 50, y: 10), CGPoint(x: 90, y: 50)]))
        var corner = Path()
        corner.move(to: .zero)
        corner.addArc(tangent1End: CGPoint(x: 100, y: 0), tangent2End: CGPoint(x: 100, y: 100), radius: 20)
        #expect(near(ends(corner), [.zero, CGPoint(x: 80, y: 0), CGPoint(x: 100, y: 20)]))
        #expect(corner.boundingRect.maxX <= 100 + 1e-9)
        var straight = Path()
        straight.move(to: .zero)
        straight.addArc(tangent1End: CGPoint(x: 100, y: 0), tangent2End: CGPoint(x: 200, y: 0), radius: 20)
        #expect(ends(straight) == [.zero, CGPoint(x: 100, y: 0)])
    }
}
