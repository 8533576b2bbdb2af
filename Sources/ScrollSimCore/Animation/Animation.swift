import Foundation

/// How a change moves from its old value to its new one over time: a
/// timing curve (a cubic Bézier over a duration) or a spring, changed by a
/// delay, a speed and repeats. Values follow docs/layout-rules.md,
/// "Animation": the curves and defaults are SwiftUI's, springs the closed
/// form of a damped harmonic oscillator of mass 1.
///
/// ```swift
/// withAnimation(.easeInOut(duration: 1)) { offset = 100 }
/// Circle().scaleEffect(liked ? 1.2 : 1).animation(.bouncy, value: liked)
/// ```
public struct Animation: Sendable, Equatable, CustomStringConvertible {
    /// The motion without its modifiers.
    package enum Base: Sendable, Equatable {
        /// A cubic Bézier from (0,0) to (1,1) with control points (x1,y1), (x2,y2), run over `duration` seconds.
        case curve(x1: Double, y1: Double, x2: Double, y2: Double, duration: Double)
        /// A spring of mass 1 with `stiffness` and `damping` (the oscillator x'' = -k·x - c·x').
        case spring(stiffness: Double, damping: Double)
    }

    package var base: Base
    /// Seconds before the motion starts (the value stays at its start).
    package var delay: Double = 0
    /// How much faster than written the motion runs.
    package var speed: Double = 1
    /// How many times the motion runs (nil once; `Int.max` forever).
    package var repeatCount: Int?
    /// True when every second run goes backwards.
    package var autoreverses = true

    package init(base: Base) { self.base = base }

    // MARK: Timing curves

    /// SwiftUI's duration for the curves written without one.
    package static let defaultCurveDuration = 0.35

    /// A cubic Bézier timing curve through control points `(p1x, p1y)` and `(p2x, p2y)`.
    public static func timingCurve(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: Double = 0.35) -> Animation {
        Animation(base: .curve(x1: p1x, y1: p1y, x2: p2x, y2: p2y, duration: max(0, duration)))
    }

    public static func linear(duration: Double) -> Animation { timingCurve(0, 0, 1, 1, duration: duration) }
    public static var linear: Animation { linear(duration: defaultCurveDuration) }
    public static func easeIn(duration: Double) -> Animation { timingCurve(0.42, 0, 1, 1, duration: duration) }
    public static var easeIn: Animation { easeIn(duration: defaultCurveDuration) }
    public static func easeOut(duration: Double) -> Animation { timingCurve(0, 0, 0.58, 1, duration: duration) }
    public static var easeOut: Animation { easeOut(duration: defaultCurveDuration) }
    public static func easeInOut(duration: Double) -> Animation { timingCurve(0.42, 0, 0.58, 1, duration: duration) }
    public static var easeInOut: Animation { easeInOut(duration: defaultCurveDuration) }

    // MARK: Springs

    /// A spring whose undamped period is `response` seconds, damped by
    /// `dampingFraction` of critical damping: stiffness (2π/response)²,
    /// damping 4π·dampingFraction/response. `blendDuration` is accepted and
    /// not used.
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation {
        let r = max(response, 0.001)
        let omega = 2 * Double.pi / r
        return Animation(base: .spring(stiffness: omega * omega, damping: 2 * omega * max(0, dampingFraction)))
    }

    /// A spring of perceptual `duration` (its response) and `bounce`:
    /// damping fraction 1 − bounce for bounce ≥ 0, 1 / (1 + bounce) below.
    @_disfavoredOverload
    public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        spring(response: duration, dampingFraction: dampingFraction(bounce: bounce))
    }

    /// `spring(duration: 0.5, bounce: 0)`, SwiftUI's `.spring` since iOS 17.
    public static var spring: Animation { spring(duration: 0.5, bounce: 0) }

    /// A spring of `stiffness` and `damping` for a mass of `mass`.
    public static func interpolatingSpring(mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0) -> Animation {
        let m = max(mass, 0.001)
        return Animation(base: .spring(stiffness: stiffness / m, damping: damping / m))
    }

    /// `spring(duration:bounce:)`, velocity-blending aside.
    @_disfavoredOverload
    public static func interpolatingSpring(duration: Double = 0.5, bounce: Double = 0, initialVelocity: Double = 0) -> Animation {
        spring(duration: duration, bounce: bounce)
    }

    /// A spring with no bounce: `spring(duration: duration, bounce: extraBounce)`.
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: extraBounce)
    }
    public static var smooth: Animation { smooth() }
    /// A spring with a little bounce: `spring(duration: duration, bounce: 0.15 + extraBounce)`.
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: 0.15 + extraBounce)
    }
    public static var snappy: Animation { snappy() }
    /// A spring with more bounce: `spring(duration: duration, bounce: 0.3 + extraBounce)`.
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: 0.3 + extraBounce)
    }
    public static var bouncy: Animation { bouncy() }

    /// A stiff spring for following a finger: `spring(response: 0.15, dampingFraction: 0.86)`.
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25) -> Animation {
        spring(response: response, dampingFraction: dampingFraction)
    }
    public static var interactiveSpring: Animation { interactiveSpring() }

    /// The animation `withAnimation` uses when given none:
    /// `spring(response: 0.55, dampingFraction: 1)` (iOS 17 and later).
    public static let `default` = spring(response: 0.55, dampingFraction: 1)

    /// The damping fraction of a spring of `bounce`.
    package static func dampingFraction(bounce: Double) -> Double {
        let b = min(1, max(-1, bounce))
        return b >= 0 ? 1 - b : 1 / (1 + max(b, -0.999))
    }

    // MARK: Modifiers

    /// The same motion, started `delay` seconds later.
    public func delay(_ delay: Double) -> Animation {
        var a = self
        a.delay += max(0, delay)
        return a
    }

    /// The same motion, `speed` times as fast (its delay too).
    public func speed(_ speed: Double) -> Animation {
        var a = self
        guard speed > 0, speed.isFinite else { return a }
        a.speed *= speed
        a.delay /= speed
        return a
    }

    /// The motion run `repeatCount` times, every second run backwards when `autoreverses`.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        var a = self
        a.repeatCount = max(1, repeatCount)
        a.autoreverses = autoreverses
        return a
    }

    /// The motion run again and again.
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        var a = self
        a.repeatCount = Int.max
        a.autoreverses = autoreverses
        return a
    }

    public var description: String {
        switch base {
        case let .curve(x1, y1, x2, y2, d): return "timingCurve(\(x1), \(y1), \(x2), \(y2), duration: \(d))"
        case let .spring(k, c): return "spring(stiffness: \(k), damping: \(c))"
        }
    }

    /// True for springs, which keep the velocity of an animation they interrupt.
    package var isSpring: Bool {
        if case .spring = base { return true }
        return false
    }
}

// MARK: - Sampling

/// Where an animated value is at a moment: its value and velocity, and
/// whether the motion has ended there.
package struct AnimationSample: Equatable {
    package var value: Double
    package var velocity: Double
    package var isFinished: Bool
}

extension Animation {
    /// Displacement of a spring from its rest is taken as settled below this
    /// (in the animated unit: points, opacity, degrees…), as is its speed (unit per second).
    package static let springSettleEpsilon = 0.001

    /// The value, `elapsed` seconds after the animation started, of a
    /// change from `from` to `to` that was moving at `velocity` (units per
    /// second) when it started.
    package func sample(elapsed: Double, from: Double, to: Double, velocity: Double = 0) -> AnimationSample {
        let t = (elapsed - delay) * speed
        if t <= 0 {
            return AnimationSample(value: from, velocity: t < 0 ? 0 : velocity, isFinished: from == to && velocity == 0)
        }
        if let count = repeatCount, count > 1 {
            return sampleRepeating(t, from: from, to: to, count: count)
        }
        var s = sampleBase(t, from: from, to: to, velocity: velocity)
        s.velocity *= speed
        return s
    }

    /// One run of the base motion at `t` seconds (after delay and speed).
    private func sampleBase(_ t: Double, from: Double, to: Double, velocity: Double) -> AnimationSample {
        switch base {
        case let .curve(x1, y1, x2, y2, duration):
            // (Within a nanosecond of the end counts as the end: frame times are sums of 1/60 s.)
            if duration <= 0 || t >= duration - 1e-9 { return AnimationSample(value: to, velocity: 0, isFinished: true) }
            let bezier = UnitBezier(x1: x1, y1: y1, x2: x2, y2: y2)
            let p = t / duration
            let (y, slope) = bezier.solve(p)
            return AnimationSample(value: from + (to - from) * y, velocity: (to - from) * slope / duration, isFinished: false)
        case let .spring(k, c):
            let (x, v) = Animation.springState(stiffness: k, damping: c, x0: from - to, v0: velocity, t: t)
            if abs(x) < Animation.springSettleEpsilon && abs(v) < Animation.springSettleEpsilon {
                return AnimationSample(value: to, velocity: 0, isFinished: true)
            }
            return AnimationSample(value: to + x, velocity: v, isFinished: false)
        }
    }

    /// The length of one run of the base motion: a curve's duration, or the
    /// time a spring from rest takes to settle a unit displacement.
    package var runDuration: Double {
        switch base {
        case let .curve(_, _, _, _, d): return d
        case let .spring(k, c):
            // Settling of a unit displacement, to the same epsilon, scanned at 1 ms.
            var t = 0.0
            while t < 60 {
                let (x, v) = Animation.springState(stiffness: k, damping: c, x0: 1, v0: 0, t: t)
                if abs(x) < Animation.springSettleEpsilon && abs(v) < Animation.springSettleEpsilon { return t }
                t += 0.001
            }
            return t
        }
    }

    /// Repeats: each run is the base motion from rest over `runDuration`;
    /// odd runs go backwards when autoreversing. After the last run the
    /// value is `to` (the model value), as SwiftUI ends on it.
    private func sampleRepeating(_ t: Double, from: Double, to: Double, count: Int) -> AnimationSample {
        let d = runDuration
        guard d > 0 else { return AnimationSample(value: to, velocity: 0, isFinished: true) }
        let run = Int((t / d).rounded(.down))
        if count != Int.max && run >= count { return AnimationSample(value: to, velocity: 0, isFinished: true) }
        let local = t - Double(run) * d
        let backwards = autoreverses && run % 2 == 1
        var s = sampleBase(local, from: backwards ? to : from, to: backwards ? from : to, velocity: 0)
        s.isFinished = false
        s.velocity *= speed
        return s
    }

    /// The closed-form damped harmonic oscillator x'' + c·x' + k·x = 0 with
    /// x(0) = x0, x'(0) = v0: its displacement and velocity at `t`.
    package static func springState(stiffness k: Double, damping c: Double, x0: Double, v0: Double, t: Double) -> (x: Double, v: Double) {
        let omega0 = sqrt(max(k, 0))
        guard omega0 > 0 else { return (x0 + v0 * t, v0) }
        let zeta = c / (2 * omega0)
        if abs(zeta - 1) < 1e-9 {
            // Critically damped: x = e^(−ω0 t)(x0 + (v0 + ω0 x0) t).
            let b = v0 + omega0 * x0
            let e = exp(-omega0 * t)
            return (e * (x0 + b * t), e * (b - omega0 * (x0 + b * t)))
        }
        if zeta < 1 {
            // Under-damped: x = e^(−ζω0 t)(x0 cos ωd t + (v0 + ζω0 x0)/ωd sin ωd t).
            let wd = omega0 * sqrt(1 - zeta * zeta)
            let a = zeta * omega0
            let b = (v0 + a * x0) / wd
            let e = exp(-a * t)
            let cs = cos(wd * t), sn = sin(wd * t)
            let x = e * (x0 * cs + b * sn)
            let v = e * (-a * (x0 * cs + b * sn) + (-x0 * wd * sn + b * wd * cs))
            return (x, v)
        }
        // Over-damped: x = c1 e^(r1 t) + c2 e^(r2 t), r = −ω0(ζ ∓ √(ζ² − 1)).
        let s = sqrt(zeta * zeta - 1)
        let r1 = -omega0 * (zeta - s), r2 = -omega0 * (zeta + s)
        let c1 = (v0 - r2 * x0) / (r1 - r2)
        let c2 = x0 - c1
        let e1 = exp(r1 * t), e2 = exp(r2 * t)
        return (c1 * e1 + c2 * e2, c1 * r1 * e1 + c2 * r2 * e2)
    }
}

/// A cubic Bézier from (0,0) to (1,1): x(s) is solved for the given
/// progress (Newton's method, then bisection), y(s) is the eased value.
package struct UnitBezier {
    let cx, bx, ax, cy, by, ay: Double

    package init(x1: Double, y1: Double, x2: Double, y2: Double) {
        cx = 3 * x1; bx = 3 * (x2 - x1) - cx; ax = 1 - cx - bx
        cy = 3 * y1; by = 3 * (y2 - y1) - cy; ay = 1 - cy - by
    }

    func x(_ s: Double) -> Double { ((ax * s + bx) * s + cx) * s }
    func y(_ s: Double) -> Double { ((ay * s + by) * s + cy) * s }
    func dx(_ s: Double) -> Double { (3 * ax * s + 2 * bx) * s + cx }
    func dy(_ s: Double) -> Double { (3 * ay * s + 2 * by) * s + cy }

    /// The parameter s where x(s) = `x`, to 1e-12.
    package func parameter(forX x: Double) -> Double {
        var s = x
        for _ in 0..<8 {
            let err = self.x(s) - x
            if abs(err) < 1e-12 { return s }
            let d = dx(s)
            if abs(d) < 1e-9 { break }
            s -= err / d
        }
        var lo = 0.0, hi = 1.0
        s = x
        while hi - lo > 1e-14 {
            let v = self.x(s)
            if abs(v - x) < 1e-12 { return s }
            if v < x { lo = s } else { hi = s }
            s = (lo + hi) / 2
        }
        return s
    }

    /// The eased value at progress `x` (0…1) and its slope dy/dx.
    package func solve(_ x: Double) -> (y: Double, slope: Double) {
        let s = parameter(forX: min(1, max(0, x)))
        let d = dx(s)
        return (y(s), abs(d) < 1e-12 ? 0 : dy(s) / d)
    }
}
