/// How taps are told apart (UIKit's tap recognizer, whose defaults
/// SwiftUI's tap gestures follow).
public enum TapMetrics {
    /// The longest wait, in seconds, from one tap's lift to the next tap's
    /// touch down for both to count toward one multi-tap: 0.35 s (UIKit's
    /// `UITapRecognizer` sets `_maximumIntervalBetweenSuccessiveTaps` to
    /// 0.35 when it is created; reverse-engineered).
    public static let maximumTapInterval: Double = 0.35
    /// How far the finger may move from where it went down and still tap,
    /// in points: 10 (SwiftUI's tap fails where a drag would begin, at
    /// `DragGesture`'s default minimum distance; ScrollSim's choice).
    public static let allowableMovement: CGFloat = 10
}

/// Counts taps: each a touch down then up within `allowableMovement` of
/// where it went down; the next tap's touch down must come within
/// `maximumTapInterval` of the previous lift. Ends with the first tap's
/// touch-down location (window points) at the lift that completes `count`
/// taps, or, while a tap gesture that takes precedence may still complete
/// (the host says wait), as soon as that one fails.
@MainActor
final class TapRecognizer: _GestureRecognizer<CGPoint> {
    let count: Int
    private var taps = 0
    private var isDown = false
    private var downPoint = CGPoint.zero
    private var firstDown: CGPoint?
    private var lastUp = 0.0
    /// A completed count waiting for precedence.
    private var waiting: CGPoint?

    init(count: Int) {
        self.count = max(1, count)
    }

    override func down(_ point: CGPoint, time: Double) {
        guard phase == .possible, waiting == nil else { return }
        if taps > 0, time - lastUp > TapMetrics.maximumTapInterval + 1e-9 { return fail() }
        isDown = true
        downPoint = point
        if firstDown == nil { firstDown = point }
    }

    override func move(_ point: CGPoint, time: Double) {
        guard isDown, phase == .possible else { return }
        if hypot(point.x - downPoint.x, point.y - downPoint.y) > TapMetrics.allowableMovement { fail() }
    }

    override func up(_ point: CGPoint, time: Double) {
        guard isDown, phase == .possible else { return }
        isDown = false
        if hypot(point.x - downPoint.x, point.y - downPoint.y) > TapMetrics.allowableMovement { return fail() }
        taps += 1
        lastUp = time
        if taps >= count { complete(firstDown ?? point) }
    }

    override func tick(_ time: Double) {
        guard phase == .possible else { return }
        if let waiting { return complete(waiting) }
        if taps > 0, !isDown, time - lastUp > TapMetrics.maximumTapInterval + 1e-9 { fail() }
    }

    private func complete(_ location: CGPoint) {
        if host?.mayRecognizeTap() ?? true {
            waiting = nil
            end(location)
        } else {
            waiting = location
        }
    }

    override var needsTicks: Bool { phase == .possible && (waiting != nil || (taps > 0 && !isDown)) }
    override var isAwaitingTaps: Bool { phase == .possible && (taps > 0 || waiting != nil || isDown) }
    override var continuesWithNextTouch: Bool { phase == .possible && (taps > 0 || waiting != nil) }
}

/// A gesture that ends when the view is tapped `count` times: each tap a
/// touch down and up moving at most 10 pt, the next one starting within
/// 0.35 s of the previous lift.
///
/// ```swift
/// Image(systemName: "heart").gesture(TapGesture(count: 2).onEnded { liked.toggle() })
/// ```
public struct TapGesture: Gesture {
    public typealias Body = Never
    public typealias Value = Void
    /// The number of taps that completes the gesture.
    public var count: Int

    public init(count: Int = 1) {
        self.count = count
    }

    public func _makeRecognizer() -> _GestureRecognizer<Void> {
        _MapRecognizer(TapRecognizer(count: count)) { _ in () }
    }
}

/// A tap gesture that reports where the (first) tap touched down, in a
/// coordinate space.
///
/// ```swift
/// Color.blue.gesture(SpatialTapGesture().onEnded { marker = $0.location })
/// ```
public struct SpatialTapGesture: Gesture {
    public typealias Body = Never
    /// Where the tap went down.
    public struct Value: Equatable, @unchecked Sendable {
        public var location: CGPoint
    }

    public var count: Int
    public var coordinateSpace: CoordinateSpace

    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
        self.count = count
        self.coordinateSpace = coordinateSpace
    }

    public init(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol) {
        self.init(count: count, coordinateSpace: coordinateSpace.coordinateSpace)
    }

    public func _makeRecognizer() -> _GestureRecognizer<Value> {
        let tap = TapRecognizer(count: count)
        let space = coordinateSpace
        return _MapRecognizer(tap) { [unowned tap] p in
            Value(location: tap.host?.convert(p, to: space) ?? p)
        }
    }
}
