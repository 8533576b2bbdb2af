/// The durations of the most recent frames, in milliseconds, kept in a ring
/// of `capacity` (120: two seconds at 60 Hz) so that statistics follow what
/// the app is doing now rather than everything since launch.
///
/// ```swift
/// var times = RecentFrameTimes()
/// times.record(4.2)
/// times.record(3.8)
/// times.median     // 4.0
/// times.count      // 2 frames in the window, times.total frames ever
/// ```
public struct RecentFrameTimes: Sendable {
    /// How many of the latest frames the statistics cover.
    public let capacity: Int
    private var ring: [Double] = []
    private var next = 0
    /// Frames recorded since this value was made, including those that fell out of the window.
    public private(set) var total = 0

    /// A window of the last `capacity` frames; `capacity` below 1 counts as 1.
    public init(capacity: Int = 120) {
        self.capacity = max(1, capacity)
        ring.reserveCapacity(self.capacity)
    }

    /// Adds one frame's duration, dropping the oldest when the window is full.
    public mutating func record(_ milliseconds: Double) {
        total += 1
        if ring.count < capacity {
            ring.append(milliseconds)
        } else {
            ring[next] = milliseconds
        }
        next = (next + 1) % capacity
    }

    /// How many frames the window holds now: `min(total, capacity)`.
    public var count: Int { ring.count }

    /// The median of the frames in the window (the mean of the two middle
    /// values when their number is even); 0 when nothing was recorded.
    public var median: Double {
        guard !ring.isEmpty else { return 0 }
        let sorted = ring.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}
