#if DEBUG
import Foundation

// Consistency checks for a scroll controller and its parts, compiled into
// debug builds only: a release build has neither the checks nor their cost.
// Each check returns one sentence per broken rule, naming the culprit and
// its values, so a test can assert on them without stopping the process.

/// `v` as a plain decimal: `2200.0`, `-80.5`, `nan`, `inf`; zero without a sign.
private func text(_ v: CGFloat) -> String { v == 0 ? "0.0" : "\(Double(v))" }
/// `(x, y)`.
private func text(_ p: CGPoint) -> String { "(\(text(p.x)), \(text(p.y)))" }
/// `(width, height)`.
private func text(_ s: CGSize) -> String { "(\(text(s.width)), \(text(s.height)))" }
/// `min…max`.
private func text(_ r: ScrollRange) -> String { "\(text(r.min))…\(text(r.max))" }

extension ScrollController {
    /// Every rule the controller's state breaks, one sentence each; empty
    /// when the state is consistent. Meaningful between public calls (not
    /// from inside a callback, where a call is half done).
    ///
    /// The rules: the offset, sizes, insets, scale, time and velocity are
    /// finite (sizes not negative, scale positive); the ranges equal those
    /// the sizes and insets give; no motion runs while a finger is down;
    /// `phase` matches the drag and the motion, and is `.idle` only with a
    /// zero velocity; the offset lies in the ranges (within half a device
    /// pixel) unless a drag, a finger's hold, an animation or a release
    /// keeps it out, and a release moves every axis that lies outside and
    /// comes to rest inside the ranges.
    ///
    /// ```swift
    /// #expect(scroll.invariantViolations().isEmpty)
    /// ```
    package func invariantViolations() -> [String] {
        var found = geometry.invariantViolations() + drag.invariantViolations() + motion.invariantViolations()
        if !time.isFinite {
            found.append("ScrollController.time must be finite, got \(time)")
        }
        if !(velocity.x.isFinite && velocity.y.isFinite) {
            found.append("ScrollController.velocity must be finite, got \(text(velocity))")
        }
        if drag.isTracking && motion.isRunning {
            found.append("ScrollController: a finger is down while \(motion.summary) runs; "
                + "touchDown stops motion and nothing starts one under a finger")
        }
        let expectedPhase: ScrollControllerPhase = drag.isDragging ? .dragging : motion.phase(at: time)
        if phase != expectedPhase {
            found.append("ScrollController.phase is \(phase) but the drag (dragging: \(drag.isDragging)) "
                + "and \(motion.summary) make it \(expectedPhase)")
        }
        if phase == .idle && velocity != .zero {
            found.append("ScrollController.velocity is \(text(velocity)) while the phase is idle (no drag, no motion)")
        }
        found += rangeViolations()
        return found
    }

    /// Stops the program, listing every violation, when `invariantViolations()`
    /// is not empty; does nothing otherwise.
    ///
    /// ```swift
    /// scroll.tick(t)
    /// scroll.checkInvariants()
    /// ```
    package func checkInvariants(file: StaticString = #fileID, line: UInt = #line) {
        let violations = invariantViolations()
        precondition(violations.isEmpty,
                     "ScrollController invariants broken:\n" + violations.joined(separator: "\n"),
                     file: file, line: line)
    }

    /// The offset against the ranges, given what holds it.
    private func rangeViolations() -> [String] {
        let inRange = geometry.offsetIsInRange
        let offset = geometry.contentOffset
        let tolerance = geometry.rangeTolerance
        var found: [String] = []
        switch motion {
        case .none:
            // A finger may hold the content past an edge: dragging it there
            // (rubber band), or resting where it stopped a motion.
            if drag.isTracking || (inRange.x && inRange.y) { break }
            found.append("ScrollController.contentOffset \(text(offset)) lies outside horizontalRange "
                + "\(text(geometry.horizontalRange)) or verticalRange \(text(geometry.verticalRange)) "
                + "(tolerance \(text(tolerance))) "
                + "with no finger down and no motion: it should have been clamped or sprung back")
        case .animation:
            // An animation may pass through or end outside the range (the
            // UIKit profile does not clamp its target); it springs back after.
            break
        case .release(let r):
            func check(_ axis: String, _ sim: (any ReleaseSimulation)?, _ isIn: Bool,
                       _ position: CGFloat, _ range: ScrollRange) {
                guard let sim else {
                    if !isIn {
                        found.append("ScrollController: \(motion.summary) leaves contentOffset.\(axis) = \(text(position)) "
                            + "outside \(text(range)) and does not move it")
                    }
                    return
                }
                let rest = sim.finalPosition
                if !range.contains(rest, tolerance: tolerance) {
                    found.append("ScrollController: \(motion.summary) comes to rest at \(axis) = \(text(rest)), "
                        + "outside \(text(range)) (tolerance \(text(tolerance)))")
                }
            }
            check("x", r.x, inRange.x, offset.x, geometry.horizontalRange)
            check("y", r.y, inRange.y, offset.y, geometry.verticalRange)
        }
        return found
    }
}

extension ScrollGeometry {
    /// Every broken rule of the geometry alone: finite values, sizes not
    /// negative, scale positive, ranges equal to those the sizes give.
    func invariantViolations() -> [String] {
        var found: [String] = []
        if !(contentOffset.x.isFinite && contentOffset.y.isFinite) {
            found.append("ScrollGeometry.contentOffset must be finite, got \(text(contentOffset))")
        }
        for (name, size) in [("contentSize", contentSize), ("viewportSize", viewportSize)] {
            if !(size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0) {
                found.append("ScrollGeometry.\(name) must be finite and not negative, got \(text(size))")
            }
        }
        let insets = [contentInset.top, contentInset.left, contentInset.bottom, contentInset.right]
        if !insets.allSatisfy(\.isFinite) {
            found.append("ScrollGeometry.contentInset must be finite, got \(contentInset)")
        }
        if !(scale > 0 && scale.isFinite) {
            found.append("ScrollGeometry.scale must be positive and finite, got \(text(scale))")
        }
        let expected = Self.ranges(contentSize: contentSize, viewportSize: viewportSize, contentInset: rangeInset)
        if horizontalRange != expected.horizontal {
            found.append("ScrollGeometry.horizontalRange is \(text(horizontalRange)) but contentSize.width "
                + "\(text(contentSize.width)), viewportSize.width \(text(viewportSize.width)) and insets left "
                + "\(text(contentInset.left)), right \(text(contentInset.right)) give \(text(expected.horizontal))")
        }
        if verticalRange != expected.vertical {
            found.append("ScrollGeometry.verticalRange is \(text(verticalRange)) but contentSize.height "
                + "\(text(contentSize.height)), viewportSize.height \(text(viewportSize.height)) and insets top "
                + "\(text(rangeInset.top)), bottom \(text(contentInset.bottom)) give \(text(expected.vertical))")
        }
        return found
    }
}

extension DragTracker {
    /// Every broken rule of the finger alone: its points and the offset it
    /// drags from are finite.
    func invariantViolations() -> [String] {
        guard let touch else { return [] }
        var found: [String] = []
        for (name, p) in [("start", touch.start), ("last", touch.last),
                          ("anchor", touch.anchor), ("anchorOffset", touch.anchorOffset)]
        where !(p.x.isFinite && p.y.isFinite) {
            found.append("DragTracker.touch.\(name) must be finite, got \(text(p))")
        }
        return found
    }
}

extension ScrollMotion {
    /// What runs, for messages.
    var summary: String {
        switch self {
        case .none: return "no motion"
        case .animation(let a): return "an animation from \(text(a.from)) to \(text(a.to)) started at \(a.start)"
        case .release(let r):
            return "a \(r.fromTouch ? "release after a drag" : "spring-back") started at \(r.start)"
        }
    }

    /// Every broken rule of the motion alone: its start time and end points
    /// are finite.
    func invariantViolations() -> [String] {
        var found: [String] = []
        switch self {
        case .none:
            break
        case .animation(let a):
            if !a.start.isFinite { found.append("ScrollMotion: animation start must be finite, got \(a.start)") }
            for (name, p) in [("from", a.from), ("to", a.to)] where !(p.x.isFinite && p.y.isFinite) {
                found.append("ScrollMotion: animation \(name) must be finite, got \(text(p))")
            }
        case .release(let r):
            if !r.start.isFinite { found.append("ScrollMotion: release start must be finite, got \(r.start)") }
            for (name, sim) in [("x", r.x), ("y", r.y)] {
                if let rest = sim?.finalPosition, !rest.isFinite {
                    found.append("ScrollMotion: release \(name) comes to rest at \(text(rest)), not a finite offset")
                }
            }
        }
        return found
    }
}
#endif
