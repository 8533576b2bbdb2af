import Foundation

/// Records a scroll view frame by frame and renders the record as CSV.
///
/// The CSV has the header `time,offset_x,offset_y,velocity_y,phase` and
/// four decimal places per number, so the same input gives byte-identical output.
///
/// ```swift
/// var trace = ScrollTrace()
/// trace.record(controller, at: 0.016)
/// print(trace.csv)
/// ```
public struct ScrollTrace: Sendable, Equatable {
    /// One recorded frame.
    ///
    /// ```swift
    /// let row = ScrollTrace.Frame(time: 0, offset: .zero, velocity: .zero, phase: .idle)
    /// ```
    public struct Frame: Sendable, Equatable {
        /// Seconds.
        ///
        /// ```swift
        /// trace.frames.first?.time
        /// ```
        public var time: Double
        /// The content offset.
        ///
        /// ```swift
        /// trace.frames.last?.offset.y
        /// ```
        public var offset: CGPoint
        /// The content offset's velocity, points per second.
        ///
        /// ```swift
        /// trace.frames.last?.velocity.y
        /// ```
        public var velocity: CGPoint
        /// The phase.
        ///
        /// ```swift
        /// trace.frames.last?.phase == .idle
        /// ```
        public var phase: ScrollControllerPhase

        /// Creates a frame.
        ///
        /// ```swift
        /// let row = ScrollTrace.Frame(time: 1, offset: CGPoint(x: 0, y: 40), velocity: .zero, phase: .animating)
        /// ```
        public init(time: Double, offset: CGPoint, velocity: CGPoint, phase: ScrollControllerPhase) {
            self.time = time
            self.offset = offset
            self.velocity = velocity
            self.phase = phase
        }
    }

    /// The CSV header line (without newline).
    ///
    /// ```swift
    /// ScrollTrace.header // "time,offset_x,offset_y,velocity_y,phase"
    /// ```
    public static let header = "time,offset_x,offset_y,velocity_y,phase"

    /// The recorded frames, in order.
    ///
    /// ```swift
    /// trace.frames.count
    /// ```
    public private(set) var frames: [Frame] = []

    /// Creates an empty trace.
    ///
    /// ```swift
    /// var trace = ScrollTrace()
    /// ```
    public init() {}

    /// Appends a frame.
    ///
    /// ```swift
    /// trace.record(ScrollTrace.Frame(time: 0, offset: .zero, velocity: .zero, phase: .idle))
    /// ```
    public mutating func record(_ frame: Frame) {
        frames.append(frame)
    }

    /// Appends the controller's current state as the frame at `time`
    /// (call it after `controller.tick(time)`).
    ///
    /// ```swift
    /// controller.tick(t)
    /// trace.record(controller, at: t)
    /// ```
    public mutating func record(_ controller: ScrollController, at time: Double) {
        record(Frame(time: time, offset: controller.contentOffset,
                     velocity: controller.velocity, phase: controller.phase))
    }

    /// `value` at full precision: the shortest decimal that reads back as
    /// the same `Double` (so an offset on a 3× grid prints as
    /// `33.666666666666664`, exactly what the controller holds), with no
    /// minus sign on zero.
    ///
    /// ```swift
    /// ScrollTrace.format(106)        // "106.0"
    /// ScrollTrace.format(101.0 / 3)  // "33.666666666666664"
    /// ScrollTrace.format(-0.0)       // "0.0"
    /// ```
    public static func format(_ value: Double) -> String {
        value == 0 ? "0.0" : value.description
    }

    /// The frames as CSV, one line per frame after the header, each ending in a newline.
    ///
    /// ```swift
    /// try trace.csv.write(toFile: "trace.csv", atomically: true, encoding: .utf8)
    /// ```
    public var csv: String {
        var out = Self.header + "\n"
        for f in frames {
            out += [Self.format(f.time), Self.format(Double(f.offset.x)), Self.format(Double(f.offset.y)),
                    Self.format(Double(f.velocity.y)), f.phase.rawValue].joined(separator: ",")
            out += "\n"
        }
        return out
    }
}
