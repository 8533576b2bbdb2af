import Foundation
import Testing
@testable import ScrollSimPhysics

@Suite("Simulations")
struct SimulationTests {
    @Test("Deceleration at 0.998 from 1000 pt/s travels 1000 / (1000 · −ln 0.998) and stops after about 3.45 s")
    func decelerationDistanceAndStopTime() {
        let sim = DecelerationSimulation(position: 0, velocity: 1000, rate: .normal, threshold: 0.5)
        let k = 1000 * log(0.998)
        let expectedDistance = 1000 / -k
        #expect(isClose(Double(sim.restPoint), expectedDistance, 1e-9))
        #expect(isClose(Double(sim.restPoint), 499.5, 0.05))
        // Stops once within 0.5 pt of the rest point: |v| = 0.5 · |k|.
        let expectedDuration = log(0.5 * -k / 1000) / k
        #expect(isClose(sim.duration, expectedDuration, 1e-12))
        #expect(isClose(sim.duration, 3.45, 0.005))
        #expect(!sim.isDone(expectedDuration - 0.001))
        #expect(sim.isDone(expectedDuration))
        #expect(isClose(Double(sim.restPoint - sim.x(sim.duration)), 0.5, 1e-9))
        #expect(isClose(Double(sim.dx(sim.duration)), 0.5 * -k, 1e-9))
        // v(t) = v0 · d^(1000 t).
        #expect(isClose(Double(sim.dx(1)), 1000 * pow(0.998, 1000), 1e-9))
        #expect(isClose(Double(sim.x(1)), 1000 * (pow(0.998, 1000) - 1) / k, 1e-9))
    }

    @Test("Fast deceleration travels 1000 / (1000 · −ln 0.99)")
    func fastDeceleration() {
        let sim = DecelerationSimulation(position: 100, velocity: -1000, rate: .fast)
        #expect(isClose(Double(sim.restPoint), 100 - 1000 / (-1000 * log(0.99)), 1e-9))
        #expect(sim.time(reaching: 50) != nil)
        #expect(sim.time(reaching: -50) == nil)
        let t50 = sim.time(reaching: 50)!
        #expect(isClose(sim.x(t50), 50, 1e-9))
    }

    @Test("Linear simulation reaches its end exactly at its duration, with constant velocity")
    func linear() {
        let sim = LinearSimulation(from: 10, to: 340, duration: 0.33)
        #expect(sim.x(0) == 10)
        #expect(isClose(sim.x(0.165), 175, 1e-9))
        #expect(isClose(sim.dx(0.1), 1000, 1e-9))
        #expect(sim.x(0.33) == 340)
        #expect(sim.isDone(0.43 - 0.1)) // floating-point 0.3299999…
        #expect(!sim.isDone(0.3))
        var previous = sim.x(0)
        for i in 1...33 {
            let x = sim.x(Double(i) * 0.01)
            #expect(x >= previous)
            previous = x
        }
    }

    @Test("SwiftUI spring uses stiffness (2π/0.55)² and is critically damped")
    func swiftUISpring() {
        let spring = SpringSimulation(response: 0.55, dampingFraction: 1, from: 0, to: 300)
        let omega = 2 * Double.pi / 0.55
        #expect(isClose(Double(spring.stiffness), omega * omega, 1e-9))
        #expect(isClose(spring.dampingRatio, 1, 1e-12))
        // Critically damped from rest: x = target − A (1 + ω t) e^(−ω t).
        let t = 0.3
        let expected = 300 - 300 * (1 + omega * t) * exp(-omega * t)
        #expect(isClose(Double(spring.x(t)), expected, 1e-9))
        var previous: CGFloat = 0
        var doneAt: Double?
        for i in 1...200 {
            let time = Double(i) / 100
            let x = spring.x(time)
            #expect(x >= previous - 1e-9 && x <= 300 + 1e-9)
            previous = x
            if doneAt == nil, spring.isDone(time) { doneAt = time }
        }
        #expect(doneAt != nil)
        #expect(doneAt! < 1.5)
    }

    @Test("Under- and over-damped springs start where told and settle on target")
    func springRegimes() {
        for damping in [CGFloat(5), 20, 60] {
            let spring = SpringSimulation(from: 50, to: 0, velocity: -200, mass: 1, stiffness: 100, damping: damping)
            #expect(isClose(spring.x(0), 50, 1e-9))
            #expect(isClose(spring.dx(0), -200, 1e-9))
            // Numerical derivative agrees with dx.
            let h = 1e-6
            let numeric = (spring.x(0.2 + h) - spring.x(0.2 - h)) / CGFloat(2 * h)
            #expect(isClose(numeric, spring.dx(0.2), 1e-3))
            #expect(spring.isDone(20))
            #expect(abs(spring.x(20)) < 0.1)
        }
    }

    @Test("Bounce: a fling past the edge decelerates, crosses at the computed time, then springs back to the edge")
    func decelerateThenBounce() {
        let range = ScrollRange(min: 0, max: 400)
        let sim = BounceSimulation(position: 300, velocity: 2000, range: range)
        let k = 1000 * log(0.998)
        let rest = 300 + 2000 / -k
        let expectedCrossing = log(1 - 100 / (rest - 300)) / k
        #expect(isClose(sim.edgeCrossingTime!, expectedCrossing, 1e-9))
        #expect(isClose(sim.x(expectedCrossing), 400, 1e-6))
        #expect(!sim.isBouncing(expectedCrossing - 0.001))
        #expect(sim.isBouncing(expectedCrossing))
        // Spring from the edge with the crossing velocity: peak v/ω · e^(−1) at 1/ω = 0.1 s.
        let vCross = 2000 * exp(k * expectedCrossing)
        #expect(isClose(Double(sim.x(expectedCrossing + 0.1)), 400 + vCross / 10 * exp(-1), 1e-6))
        #expect(sim.finalPosition == 400)
        #expect(sim.isDone(expectedCrossing + 3))
    }

    @Test("Bounce started outside the range springs back at once; inside with a slow fling it only decelerates")
    func bounceStartingOutside() {
        let range = ScrollRange(min: 0, max: 400)
        let back = BounceSimulation(position: -60, velocity: 0, range: range)
        #expect(back.edgeCrossingTime == 0)
        #expect(back.deceleration == nil)
        // Critically damped from rest: x = −60 (1 + 10 t) e^(−10 t).
        #expect(isClose(Double(back.x(0.2)), -60 * (1 + 2) * exp(-2), 1e-9))
        let coast = BounceSimulation(position: 100, velocity: 100, range: range)
        #expect(coast.spring == nil)
        #expect(isClose(Double(coast.finalPosition), 100 + 100 / (-1000 * log(0.998)), 1e-9))
    }
}
