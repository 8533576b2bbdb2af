import Foundation

/// Estimates a velocity from timed position samples.
///
/// The velocity at time `t` is the least-squares slope of position against
/// time over the samples of the last `window` seconds (100 ms). With fewer
/// than two samples in the window (for example when the finger paused for
/// more than 100 ms before lifting) the velocity is 0.
///
/// ```swift
/// var tracker = VelocityTracker()
/// tracker.addSample(time: 0.00, position: 0)
/// tracker.addSample(time: 0.01, position: 10)
/// tracker.velocity(at: 0.01) // 1000
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

    /// How far back samples count, in seconds (100 ms).
    ///
    /// ```swift
    /// VelocityTracker().window // 0.1
    /// ```
    public let window: Double

    /// The samples still inside the window of the latest one, oldest first.
    ///
    /// ```swift
    /// VelocityTracker().samples.isEmpty // true
    /// ```
    public private(set) var samples: [Sample] = []

    /// Creates an empty tracker.
    ///
    /// ```swift
    /// var tracker = VelocityTracker(window: 0.1)
    /// ```
    public init(window: Double = 0.1) {
        precondition(window > 0, "VelocityTracker: window must be positive, got \(window)")
        self.window = window
    }

    /// Records `position` at `time`. Samples older than the window are dropped.
    ///
    /// ```swift
    /// tracker.addSample(time: 0.016, position: 12)
    /// ```
    public mutating func addSample(time: Double, position: CGFloat) {
        samples.append(Sample(time: time, position: position))
        let oldest = time - window - 1e-9
        if let firstKept = samples.firstIndex(where: { $0.time >= oldest }), firstKept > 0 {
            samples.removeFirst(firstKept)
        }
    }

    /// Forgets every sample.
    ///
    /// ```swift
    /// tracker.reset()
    /// ```
    public mutating func reset() {
        samples.removeAll()
    }

    /// The least-squares slope (points per second) over the samples taken in
    /// `[time − window, time]`; 0 with fewer than two of them.
    ///
    /// ```swift
    /// tracker.velocity(at: 0.2) // 0 if nothing was sampled after 0.1
    /// ```
    public func velocity(at time: Double) -> CGFloat {
        let recent = samples.filter { $0.time >= time - window - 1e-9 && $0.time <= time + 1e-9 }
        guard recent.count >= 2 else { return 0 }
        let n = Double(recent.count)
        let meanT = recent.reduce(0) { $0 + $1.time } / n
        let meanX = recent.reduce(0) { $0 + Double($1.position) } / n
        var covariance = 0.0, variance = 0.0
        for s in recent {
            let dt = s.time - meanT
            covariance += dt * (Double(s.position) - meanX)
            variance += dt * dt
        }
        guard variance > 1e-12 else { return 0 }
        return CGFloat(covariance / variance)
    }
}
