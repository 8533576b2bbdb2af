import Foundation
import Testing
@testable import ScrollSimCore

/// The values of `Animation` (docs/layout-rules.md, "Animation"), against
/// references computed here independently: a bisected Bézier and a finely
/// integrated spring.
@Suite struct AnimationCurveTests {
    /// A cubic Bézier through (0,0), (x1,y1), (x2,y2), (1,1): x(s) bisected, then y(s).
    func bezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ x: Double) -> Double {
        func b(_ p1: Double, _ p2: Double, _ s: Double) -> Double { 3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s }
        var lo = 0.0, hi = 1.0
        while hi - lo > 1e-15 {
            let mid = (lo + hi) / 2
            if b(x1, x2, mid) < x { lo = mid } else { hi = mid }
        }
        return b(y1, y2, (lo + hi) / 2)
    }

    /// x'' = −k x − c x' integrated with 1 µs semi-implicit Euler steps.
    func spring(k: Double, c: Double, x0: Double, v0: Double, t: Double) -> (x: Double, v: Double) {
        var x = x0, v = v0
        for _ in 0..<Int((t / 1e-6).rounded()) {
            v += (-k * x - c * v) * 1e-6
            x += v * 1e-6
        }
        return (x, v)
    }

    func value(_ a: Animation, _ t: Double, from: Double = 0, to: Double = 100, velocity: Double = 0) -> Double {
        a.sample(elapsed: t, from: from, to: to, velocity: velocity).value
    }

    @Test func theNamedCurvesAreTheirBeziersOver035Seconds() {
        let curves: [(Animation, [Double])] = [
            (.linear, [0, 0, 1, 1]), (.easeIn, [0.42, 0, 1, 1]), (.easeOut, [0, 0, 0.58, 1]), (.easeInOut, [0.42, 0, 0.58, 1]),
        ]
        for (animation, p) in curves {
            #expect(animation.base == .curve(x1: p[0], y1: p[1], x2: p[2], y2: p[3], duration: 0.35))
            for i in 0...35 {
                let t = Double(i) / 100
                #expect(abs(value(animation, t) - 100 * bezier(p[0], p[1], p[2], p[3], t / 0.35)) < 1e-9)
            }
            #expect(animation.sample(elapsed: 0.35, from: 0, to: 100).isFinished)
            #expect(!animation.sample(elapsed: 0.34, from: 0, to: 100).isFinished)
        }
        #expect(Animation.easeInOut(duration: 2) == .timingCurve(0.42, 0, 0.58, 1, duration: 2))
        #expect(abs(value(.timingCurve(0.2, 0.8, 0.3, 1, duration: 1), 0.25) - 100 * bezier(0.2, 0.8, 0.3, 1, 0.25)) < 1e-9)
    }

    @Test func springsMapResponseAndBounceToStiffnessAndDamping() {
        let twoPi = 2 * Double.pi
        // response 0.5, damping fraction 0.825 (SwiftUI's defaults): k = (2π/0.5)², c = 4π·0.825/0.5.
        guard case let .spring(k, c) = Animation.spring().base else { Issue.record("not a spring"); return }
        #expect(abs(k - pow(twoPi / 0.5, 2)) < 1e-9)
        #expect(abs(c - 4 * .pi * 0.825 / 0.5) < 1e-9)
        // duration/bounce: damping fraction 1 − bounce, or 1/(1 + bounce) below zero.
        #expect(Animation.spring(duration: 0.4, bounce: 0.25) == .spring(response: 0.4, dampingFraction: 0.75))
        #expect(Animation.spring(duration: 0.4, bounce: -0.5) == .spring(response: 0.4, dampingFraction: 2))
        #expect(Animation.smooth == .spring(response: 0.5, dampingFraction: 1))
        #expect(Animation.snappy == .spring(response: 0.5, dampingFraction: 0.85))
        #expect(Animation.bouncy == .spring(response: 0.5, dampingFraction: 0.7))
        #expect(Animation.bouncy(duration: 0.3, extraBounce: 0.1) == .spring(response: 0.3, dampingFraction: 0.6))
        #expect(Animation.default == .spring(response: 0.55, dampingFraction: 1))
        #expect(Animation.interpolatingSpring(stiffness: 170, damping: 15).base == .spring(stiffness: 170, damping: 15))
    }

    @Test(arguments: [0.3, 1.0, 1.6])
    func aSpringIsTheDampedOscillatorClosedForm(dampingFraction: Double) {
        let a = Animation.spring(response: 0.5, dampingFraction: dampingFraction)
        guard case let .spring(k, c) = a.base else { return }
        for frame in stride(from: 0, through: 60, by: 6) {
            let t = Double(frame) / 60
            let s = a.sample(elapsed: t, from: 0, to: 100, velocity: 250)
            let r = spring(k: k, c: c, x0: -100, v0: 250, t: t)
            #expect(abs(s.value - (100 + r.x)) < 1e-3, "t \(t)")
            #expect(abs(s.velocity - r.v) < 1e-2, "t \(t)")
        }
    }

    @Test func aSpringSettlesWithinAThousandthAndEndsOnTheTarget() {
        let a = Animation.smooth
        var t = 0.0
        while !a.sample(elapsed: t, from: 0, to: 100).isFinished { t += 1.0 / 60 }
        // Critically damped from −100: x(t) = −100 e^(−ω t)(1 + ω t), ω = 4π; settled once |x| and |v| < 0.001.
        let omega = 4 * Double.pi
        func x(_ t: Double) -> Double { -100 * exp(-omega * t) * (1 + omega * t) }
        func v(_ t: Double) -> Double { 100 * omega * omega * t * exp(-omega * t) }
        #expect(abs(x(t)) < 0.001 && abs(v(t)) < 0.001)
        let before = t - 1.0 / 60
        #expect(abs(x(before)) >= 0.001 || abs(v(before)) >= 0.001)
        #expect(a.sample(elapsed: t, from: 0, to: 100).value == 100)
    }

    @Test func delaySpeedAndRepeatsChangeTheClock() {
        let base = Animation.linear(duration: 1)
        #expect(value(base.delay(0.5), 0.4) == 0)
        #expect(abs(value(base.delay(0.5), 0.75) - 25) < 1e-9)
        #expect(abs(value(base.speed(2), 0.25) - 50) < 1e-9)
        #expect(base.speed(2).sample(elapsed: 0.5, from: 0, to: 100).isFinished)
        // Three runs, every second one backwards, then the target.
        let r = base.repeatCount(3, autoreverses: true)
        #expect(abs(value(r, 0.25) - 25) < 1e-9)
        #expect(abs(value(r, 1.25) - 75) < 1e-9)
        #expect(abs(value(r, 2.25) - 25) < 1e-9)
        #expect(!r.sample(elapsed: 2.9, from: 0, to: 100).isFinished)
        #expect(r.sample(elapsed: 3, from: 0, to: 100) == AnimationSample(value: 100, velocity: 0, isFinished: true))
        let forever = base.repeatForever(autoreverses: false)
        #expect(abs(value(forever, 1000.5) - 50) < 1e-6)
        #expect(!forever.sample(elapsed: 1000.5, from: 0, to: 100).isFinished)
    }
}
