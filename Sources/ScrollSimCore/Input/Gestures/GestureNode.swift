/// A gesture recognizer as the node sees it, whatever its value type.
@MainActor
package protocol AnyGestureRecognizer: AnyObject {
    var phase: RecognizerPhase { get }
    var needsTicks: Bool { get }
    var isAwaitingTaps: Bool { get }
    var continuesWithNextTouch: Bool { get }
    func setHost(_ host: GestureHost)
    func down(_ point: CGPoint, time: Double)
    func move(_ point: CGPoint, time: Double)
    func up(_ point: CGPoint, time: Double)
    func tick(_ time: Double)
    func twoFinger(_ event: TwoFingerEvent, time: Double)
    func cancel()
}

extension _GestureRecognizer: AnyGestureRecognizer {}

/// How a gesture competes for a touch with the others on the views under
/// the finger (see `ViewGraph.handle` and docs/layout-rules.md, Gestures).
package enum GesturePriority {
    /// `gesture(_:)`: before the gestures of the views around it, after those inside it.
    case normal
    /// `highPriorityGesture(_:)`: before the gestures inside the view.
    case high
    /// `simultaneousGesture(_:)`: alongside every other; never takes the touch.
    case simultaneous
}

/// The node of a gesture modifier: feeds the pointer events of its
/// subtree to the gesture's recognizer, one recognizer per touch sequence
/// (a multi-tap's taps share one), and ticks it while it waits on time.
package final class GestureNode: SingleChildNode, PointerTarget, Ticking, GestureHost {
    var makeRecognizer: @MainActor () -> AnyGestureRecognizer = { TapRecognizer(count: 1) }
    package var priority = GesturePriority.normal
    var mask = GestureMask.all
    var isEnabled = true
    var label = "gesture"
    private(set) var recognizer: AnyGestureRecognizer?
    /// True once this touch's recognizer took the touch.
    private var claimed = false
    private weak var graph: ViewGraph?
    /// True once registered with the graph's tickers: on the first
    /// recognizer that waits on time, so a long list of tappable rows adds
    /// nothing to each frame until one of them needs the clock.
    private var isTicking = false

    func attach(to graph: ViewGraph) {
        guard self.graph !== graph else { return }
        self.graph = graph
        isTicking = false
    }

    /// Keeps frames coming while the recognizer waits on time.
    private func followClock() {
        guard let graph, let r = recognizer, r.needsTicks else { return }
        if !isTicking {
            isTicking = true
            graph.register(ticker: self)
        }
        graph.requestFrames()
    }

    /// True when this gesture takes part in touches (enabled, and its mask includes it).
    var isActive: Bool { isEnabled && mask.contains(.gesture) }

    package func pointerDown(at point: CGPoint, time: Double) -> Bool {
        guard isActive else { return false }
        if recognizer?.continuesWithNextTouch != true {
            let r = makeRecognizer()
            r.setHost(self)
            recognizer = r
        }
        claimed = false
        recognizer?.down(point, time: time)
        followClock()
        return false
    }

    package func pointerMoved(to point: CGPoint, time: Double) -> PointerMoveResponse {
        guard let r = recognizer, isActive else { return .track }
        r.move(point, time: time)
        followClock()
        return takesTouch(r) ? .claim : .track
    }

    package func pointerUp(at point: CGPoint, time: Double) -> Bool {
        guard let r = recognizer, isActive else { return false }
        r.up(point, time: time)
        followClock()
        return priority != .simultaneous && r.phase == .ended
    }

    package func pointerCancelled(time: Double) {
        recognizer?.cancel()
    }

    /// A two-finger touch under this view: `.down` starts a new recognizer
    /// (as a touch down does), the others go to it. Returns `.claim` the
    /// first time the recognizer begins or ends (never for a simultaneous
    /// gesture), as a move does.
    package func twoFinger(_ event: TwoFingerEvent, time: Double) -> PointerMoveResponse {
        guard isActive else { return .track }
        if case .down = event {
            let r = makeRecognizer()
            r.setHost(self)
            recognizer = r
            claimed = false
        }
        guard let r = recognizer else { return .track }
        r.twoFinger(event, time: time)
        followClock()
        return takesTouch(r) ? .claim : .track
    }

    package func tick(_ time: Double) -> Bool {
        guard let r = recognizer, r.needsTicks else { return false }
        r.tick(time)
        if takesTouch(r) { graph?.claimPointer(by: self, time: time) }
        followClock()
        return r.needsTicks
    }

    /// True the first time, in this touch, the recognizer is found begun
    /// or ended with the touch not yet taken (a simultaneous gesture never takes it).
    private func takesTouch(_ r: AnyGestureRecognizer) -> Bool {
        guard priority != .simultaneous, !claimed, r.phase == .began || r.phase == .ended else { return false }
        claimed = true
        return true
    }

    package var arbitration: PointerArbitration {
        switch priority {
        case .normal: return .gesture
        case .high: return .highPriorityGesture
        case .simultaneous: return .simultaneousGesture
        }
    }

    // MARK: GestureHost

    package var hostSize: CGSize { globalFrame.size }

    package func convert(_ point: CGPoint, to space: CoordinateSpace) -> CGPoint {
        let origin: CGPoint
        switch space {
        case .global: return point
        case .local: origin = globalFrame.origin
        case .named(let name): origin = enclosingSpace(named: name)?.origin ?? .zero
        }
        return CGPoint(x: point.x - origin.x, y: point.y - origin.y)
    }

    /// A tap waits while a tap gesture that takes precedence may still
    /// complete: for `gesture(_:)`, the plain gestures inside this view and
    /// the high-priority ones around it; for a high-priority gesture, the
    /// high-priority ones around it (SwiftUI's taps require the failure of
    /// those before them, as UIKit's `require(toFail:)`).
    package func mayRecognizeTap() -> Bool {
        guard priority != .simultaneous else { return true }
        var ancestor = parent
        while let a = ancestor {
            if let g = a as? GestureNode, g.priority == .high, g.isAwaitingTaps { return false }
            ancestor = a.parent
        }
        guard priority == .normal else { return true }
        guard let child else { return true }
        return !GestureNode.hasAwaitingTap(child)
    }

    private static func hasAwaitingTap(_ node: Node) -> Bool {
        if let g = node as? GestureNode, g.priority == .normal, g.isAwaitingTaps { return true }
        return node.children.contains(where: hasAwaitingTap)
    }

    /// True while this gesture's taps may still complete, its recognizer
    /// first brought to the graph's time (so a tap that waits for it sees
    /// it fail in the same frame, whichever is ticked first).
    private var isAwaitingTaps: Bool {
        guard let r = recognizer else { return false }
        if r.needsTicks, let time = graph?.currentTime { r.tick(time) }
        return r.isAwaitingTaps
    }

    package override func ownContentContains(_ point: CGPoint) -> Bool { false }
    package override var kindName: String { label }
}

struct _GestureModifier: NodeModifier {
    let make: @MainActor () -> AnyGestureRecognizer
    let priority: GesturePriority
    let mask: GestureMask
    let label: String

    func makeNode(_ context: BuildContext) -> GestureNode { GestureNode() }
    func configure(_ node: GestureNode, _ context: BuildContext) {
        node.makeRecognizer = make
        node.priority = priority
        node.mask = mask
        node.label = label
        node.isEnabled = context.environment.isEnabled
        node.attach(to: context.graph)
    }
}

extension View {
    private func gestureModifier<T: Gesture>(_ gesture: T, _ priority: GesturePriority, _ mask: GestureMask,
                                             _ label: String) -> some View {
        modified(_GestureModifier(make: { gesture._makeRecognizer() }, priority: priority, mask: mask, label: label))
    }

    /// Attaches `gesture`; it takes precedence over the gestures of the
    /// views around this one, and yields to those of the views inside it.
    /// `mask` turns this gesture (`.gesture`) or the subviews' gestures
    /// (`.subviews`) off.
    ///
    /// ```swift
    /// Card().gesture(DragGesture().onChanged { offset = $0.translation })
    /// ```
    public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        gestureModifier(gesture, .normal, mask, "gesture")
    }

    /// Attaches `gesture` with precedence over the gestures inside this view.
    public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        gestureModifier(gesture, .high, mask, "highPriorityGesture")
    }

    /// Attaches `gesture` to be recognized alongside every other gesture
    /// (and the scroll views' pans): it never takes the touch from them.
    public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        gestureModifier(gesture, .simultaneous, mask, "simultaneousGesture")
    }

    /// Runs `action` when this view is tapped `count` times (`TapGesture`).
    /// Attached outside a tap gesture with a higher count, a tap waits until
    /// that one can no longer complete (0.35 s after the lift) before it runs.
    ///
    /// ```swift
    /// Circle().onTapGesture(count: 2) { liked.toggle() }.onTapGesture { select() }
    /// ```
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        gestureModifier(TapGesture(count: count).onEnded(action), .normal, .all, "onTapGesture")
    }

    /// Runs `action` with where the (first) tap touched down, in `coordinateSpace`.
    public func onTapGesture(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local,
                             perform action: @escaping (CGPoint) -> Void) -> some View {
        let tap = SpatialTapGesture(count: count, coordinateSpace: coordinateSpace).onEnded { action($0.location) }
        return gestureModifier(tap, .normal, .all, "onTapGesture")
    }

    /// Runs `action` once a finger has stayed down `minimumDuration`
    /// seconds within `maximumDistance` points (`LongPressGesture`);
    /// `onPressingChanged` gets `true` at touch down and `false` once the
    /// press ends, whether it fired, moved away or lifted early.
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
                                   perform action: @escaping () -> Void,
                                   onPressingChanged: ((Bool) -> Void)? = nil) -> some View {
        let press = LongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance)
        let gesture = _CallbackGesture(base: press) { r in
            r.changed.append { _ in onPressingChanged?(true) }
            r.ended.append { _ in
                onPressingChanged?(false)
                action()
            }
            r.failedHandlers.append { onPressingChanged?(false) }
        }
        return gestureModifier(gesture, .normal, .all, "onLongPressGesture")
    }

    /// The same long press with the callbacks in their older order:
    /// `pressing` gets `true` at touch down and `false` once the press ends;
    /// `action` runs once the finger has stayed down `minimumDuration`.
    ///
    /// ```swift
    /// Card().onLongPressGesture(minimumDuration: 0.5, pressing: { isPressed = $0 }, perform: { reset() })
    /// ```
    ///
    /// `.onLongPressGesture { … }` matches both forms; it picks the other one.
    @_disfavoredOverload
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
                                   pressing: ((Bool) -> Void)? = nil,
                                   perform action: @escaping () -> Void) -> some View {
        onLongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance,
                           perform: action, onPressingChanged: pressing)
    }
}
