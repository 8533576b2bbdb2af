import Foundation

/// Estimates the velocity a lifting finger gives the content, the way iOS
/// does: Flutter's `IOSScrollViewFlingVelocityTracker` ("a close
/// approximation of iOS scroll view's velocity estimation strategy").
///
/// From the newest four samples, the three sample-to-sample velocities
/// `vₖ = (pₖ − pₖ₋₁) / (tₖ − tₖ₋₁)` are averaged with fixed weights, the
/// oldest pair counting most: `v = 0.6 · v₋₂ + 0.35 · v₋₁ + 0.05 · v₀`
/// (`v₀` the newest pair). A pair that does not exist yet (fewer than four
/// samples) or whose samples share a time counts as 0 with its weight, so
/// there is no minimum sample count and no time window. The estimate is 0
/// when the newest sample is more than `stopInterval` (40 ms) older than
/// the time asked: the finger had stopped (Flutter's
/// `_assumePointerMoveStoppedMilliseconds`).
///
/// A finger slowing down, offsets 0, 40, 80, 115, 145, 170, 190, 205 at
/// 60 Hz: pair velocities …, 1500, 1200, 900 pt/s, so
/// `0.6 · 1500 + 0.35 · 1200 + 0.05 · 900 = 1365` pt/s (a least-squares
/// slope over the last 100 ms gives 1650).
///
/// ```swift
/// var tracker = VelocityTracker()
/// for (i, p) in [0, 40, 80, 115, 145, 170, 190, 205].enumerated() {
///     tracker.addSample(time: Double(i) / 60, position: CGFloat(p))
/// }
/// tracker.velocity(at: 7.0 / 60) // 1365
/// ```
public struct VelocityTracker: Sendable, Equatable {
    /// One timed position.
    ///
    /// ```swift
    /// let sample = VelocityTracker.Sample(time: 0.016, position: 42)
    /// ```
    public struct Sample: Sendable, Equatable {
        /// Seconds.
        ///
        /// ```swift
        /// VelocityTracker.Sample(time: 0.5, position: 0).time // 0.5
        /// ```
        public var time: Double
        /// Points.
        ///
        /// ```swift
        /// VelocityTracker.Sample(time: 0.5, position: 8).position // 8
        /// ```
        public var position: CGFloat

        /// Creates a sample.
        ///
        /// ```swift
        /// let sample = VelocityTracker.Sample(time: 1, position: -3)
        /// ```
        public init(time: Double, position: CGFloat) {
            self.time = time
            self.position = position
        }
    }

    /// The weights of the three newest sample-to-sample velocities, oldest
    /// pair first: 0.6, 0.35, 0.05 (Flutter's iOS tracker).
    ///
    /// ```swift
    /// VelocityTracker.weights // [0.6, 0.35, 0.05]
    /// ```
    public static let weights: [CGFloat] = [0.6, 0.35, 0.05]

    /// How many samples are kept, 20 (Flutter's `_sampleSize`): the estimate
    /// uses four; all of them count for `distance`.
    ///
    /// ```swift
    /// VelocityTracker.historySize // 20
    /// ```
    public static let historySize = 20

    /// How long after the newest sample the finger counts as stopped, in
    /// seconds (40 ms).
    ///
    /// ```swift
    /// VelocityTracker().stopInterval // 0.04
    /// ```
    public let stopInterval: Double

    /// The kept samples, oldest first (at most `historySize`).
    ///
    /// ```swift
    /// VelocityTracker().samples.isEmpty // true
    /// ```
    public private(set) var samples: [Sample] = []

    /// Creates an empty tracker.
    ///
    /// ```swift
    /// var tracker = VelocityTracker(stopInterval: 0.04)
    /// ```
    public init(stopInterval: Double = 0.04) {
        precondition(stopInterval > 0, "VelocityTracker: stopInterval must be positive, got \(stopInterval)")
        self.stopInterval = stopInterval
    }

    /// Records `position` at `time` (not earlier than the previous sample's);
    /// the oldest sample is dropped past `historySize`.
    ///
    /// ```swift
    /// tracker.addSample(time: 0.016, position: 12)
    /// ```
    public mutating func addSample(time: Double, position: CGFloat) {
        samples.append(Sample(time: time, position: position))
        if samples.count > Self.historySize { samples.removeFirst(samples.count - Self.historySize) }
    }

    /// Forgets every sample.
    ///
    /// ```swift
    /// tracker.reset()
    /// ```
    public mutating func reset() {
        samples.removeAll()
    }

    /// The weighted estimate (points per second) at `time`; 0 without
    /// samples or when the newest is more than `stopInterval` before `time`.
    ///
    /// ```swift
    /// tracker.velocity(at: 0.2) // 0 if nothing was sampled after 0.16
    /// ```
    public func velocity(at time: Double) -> CGFloat {
        guard let newest = samples.last, time - newest.time <= stopInterval + 1e-9 else { return 0 }
        var v: CGFloat = 0
        for (k, weight) in Self.weights.enumerated() {
            // k = 0 is the pair ending two samples before the newest.
            v += weight * pairVelocity(ending: samples.count - 3 + k)
        }
        return v
    }

    /// The distance from the oldest kept sample to the newest, in points
    /// (Flutter's `VelocityEstimate.offset`); 0 without samples.
    ///
    /// ```swift
    /// tracker.distance // 205 after the samples above
    /// ```
    public var distance: CGFloat {
        guard let first = samples.first, let last = samples.last else { return 0 }
        return last.position - first.position
    }

    /// The velocity from sample `index − 1` to sample `index`; 0 when either
    /// is missing or they share a time.
    private func pairVelocity(ending index: Int) -> CGFloat {
        guard index >= 1, index < samples.count else { return 0 }
        let end = samples[index], start = samples[index - 1]
        let dt = end.time - start.time
        guard dt > 0 else { return 0 }
        return (end.position - start.position) / CGFloat(dt)
    }
}
