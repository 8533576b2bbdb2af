/// A gesture that ends once a finger has stayed down `minimumDuration`
/// seconds (0.5 by default) without moving more than `maximumDistance`
/// points (10 by default) from where it went down: SwiftUI's documented
/// defaults. Its value is `true`: it changes to `true` at touch down
/// (`updating` sees the press start) and ends with `true` when the
/// duration has passed, with the finger still down; a lift before then, or
/// a move past the distance, fails it. The duration is checked every frame
/// (within 10⁻⁹ s), so on the 60 Hz clock it ends on the first frame at or
/// after the duration.
///
/// ```swift
/// Text("Hold").gesture(LongPressGesture(minimumDuration: 1).onEnded { _ in showMenu = true })
/// ```
public struct LongPressGesture: Gesture {
    public typealias Body = Never
    public typealias Value = Bool
    public var minimumDuration: Double
    public var maximumDistance: CGFloat

    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }

    public func _makeRecognizer() -> _GestureRecognizer<Bool> {
        LongPressRecognizer(minimumDuration: minimumDuration, maximumDistance: maximumDistance)
    }
}

@MainActor
final class LongPressRecognizer: _GestureRecognizer<Bool> {
    let minimumDuration: Double
    let maximumDistance: CGFloat
    private var start: CGPoint?
    private var downTime = 0.0

    init(minimumDuration: Double, maximumDistance: CGFloat) {
        self.minimumDuration = max(0, minimumDuration)
        self.maximumDistance = maximumDistance
    }

    override func down(_ point: CGPoint, time: Double) {
        guard phase == .possible, start == nil else { return }
        start = point
        downTime = time
        change(true)
        tick(time)
    }

    override func move(_ point: CGPoint, time: Double) {
        guard let start, phase == .possible else { return }
        if hypot(point.x - start.x, point.y - start.y) > maximumDistance { return fail() }
        tick(time)
    }

    override func up(_ point: CGPoint, time: Double) {
        guard start != nil, phase == .possible else { return }
        tick(time)
        if phase == .possible { fail() }
    }

    override func tick(_ time: Double) {
        guard start != nil, phase == .possible else { return }
        if time - downTime >= minimumDuration - 1e-9 { end(true) }
    }

    override var needsTicks: Bool { start != nil && phase == .possible }
}
