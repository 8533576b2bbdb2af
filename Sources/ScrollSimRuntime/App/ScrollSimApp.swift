import ScrollSimCore
import ScrollSimPhysics

/// The frame loop, with no platform in it: input events and time are pushed
/// in as data, a draw list comes out. The SDL demo drives it with a real
/// clock, replay scripts and tests with a virtual one.
///
/// ```swift
/// let app = ScrollSimApp(MainScene(), measurer: FixedAdvanceMeasurer(),
///                        size: CGSize(width: 390, height: 844))
/// app.handle(.wheel(dx: 0, dy: -3, at: CGPoint(x: 195, y: 400)), at: 0.1)
/// let frame = app.advance(to: 1.0 / 60)
/// print(app.scroll?.offset.y ?? 0, frame.drawList.commands.count)
/// ```
@MainActor
public final class ScrollSimApp: ScrollProfileProviding {
    /// The view graph (tree, layout, preferences).
    public let graph: ViewGraph
    /// The animation profile of programmatic scrolls (`uikit` by default).
    public var scrollProfile: ScrollProfile {
        didSet { applyProfile() }
    }
    /// The time of the last frame or event, in seconds.
    public private(set) var time: Double = 0
    /// Frames produced so far.
    public private(set) var frameCount = 0

    /// An app showing `root` in a window of `size` points. `scale` is the
    /// simulated device's pixels per point (``DevicePreset/displayScale``):
    /// text sizes round up to that grid and scroll offsets snap to it. It is
    /// not the scale a desktop window draws at.
    public init<V: View>(_ root: V, measurer: TextMeasuring, size: CGSize, safeAreaInsets: EdgeInsets = .zero,
                         scale: CGFloat = 1, profile: ScrollProfile = .uikit, images: ImageProviding = NoImages()) {
        graph = ViewGraph(root, measurer: measurer, size: size, safeAreaInsets: safeAreaInsets, displayScale: scale,
                          images: images)
        scrollProfile = profile
        graph.host = self
    }

    /// Shows another root view (a scene switch).
    public func setRoot<V: View>(_ root: V) {
        graph.cancelActivePointer(time: time)
        graph.setRoot(root)
    }

    /// Routes one input event at `time` (seconds, never earlier than the last).
    @discardableResult
    public func handle(_ event: InputEvent, at time: Double) -> Bool {
        self.time = max(self.time, time)
        graph.currentTime = self.time
        _ = graph.tickAll(self.time)
        if case .pointerDown = event { graph.update() }
        return graph.handle(event, time: self.time)
    }

    /// One frame at `time`: runs work queued on the main queue, advances
    /// scroll motion, brings the tree up to date and draws it.
    @discardableResult
    public func advance(to time: Double) -> Frame {
        self.time = max(self.time, time)
        graph.currentTime = self.time
        drainMainQueue()
        graph.framesRequested = false
        let moving = graph.tickAll(self.time)
        let updated = graph.update()
        AnimationScope.frameAnimation = nil
        frameCount += 1
        return Frame(time: self.time, drawList: graph.drawList(), didUpdate: updated, isMoving: moving)
    }

    /// True while something animates or is queued: the loop should keep producing frames.
    public var needsFrames: Bool {
        graph.needsUpdate || graph.framesRequested || graph.hasCarriedOverWork || scrollControllers.contains { $0.needsFrames }
            || graph.isPointerActive
    }

    /// True while a scroll view moves on its own (animation, deceleration,
    /// bounce), a view animates, or an update is pending.
    public var isSettling: Bool {
        graph.needsUpdate || graph.framesRequested || scrollControllers.contains { c in
            c.phase == .animating || c.phase == .decelerating || c.phase == .bouncing
        }
    }

    /// Runs blocks queued with `DispatchQueue.main.async` (as the seed's
    /// `updateUIView` does) without waiting for anything.
    private func drainMainQueue() {
        _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: -1))
    }

    // MARK: Scroll containers

    /// The scroll containers in the tree, in tree order.
    var scrollNodes: [ScrollContainerNode] {
        graph.liveTickers.compactMap { $0 as? ScrollContainerNode }
    }

    var scrollControllers: [ScrollController] {
        scrollNodes.compactMap { ($0.driver as? ControllerDriver)?.controller }
    }

    /// The first scroll container's state, or nil when the scene has none.
    public var scroll: ScrollState? {
        guard let node = scrollNodes.first, let c = (node.driver as? ControllerDriver)?.controller else { return nil }
        return c.state(frame: node.globalViewport)
    }

    /// The first navigation bar in the tree, for the current scroll offset;
    /// nil when the scene has none.
    public var navigationBar: NavigationBarGeometry? {
        // Bars sit above scroll views: their content is not searched (a long list stays cheap).
        func find(_ node: Node) -> NavigationContainerNode? {
            if let n = node.ifKind(NavigationContainerNode.self) { return n }
            if node.ifKind(ScrollContainerNode.self) != nil { return nil }
            for c in node.children { if let f = find(c) { return f } }
            return nil
        }
        return find(graph.rootNode)?.barGeometry
    }

    /// The first scroll container's controller (for tests and tools).
    public var scrollController: ScrollController? { scrollControllers.first }

    private func applyProfile() {
        for c in scrollControllers { c.profile = scrollProfile }
    }

    /// A value a tool can assert on: `offset.y`, `offset.x`, `content.height`,
    /// `content.width`, `viewport.height`, `viewport.width`, `max.y`, `min.y`,
    /// `velocity.y`, `progress`, `inset.top`, `inset.bottom`, `inset.left`,
    /// `inset.right` (the adjusted content insets), `navbar.height`,
    /// `navbar.large`, `navbar.background` (1 or 0), `navbar.search` (the
    /// search band's height) when a navigation bar shows, `time`, and every `namedValue` the scene publishes
    /// (`header.height` in the main scene).
    public func value(_ name: String) -> Double? {
        if let s = scroll {
            switch name {
            case "offset.y": return Double(s.offset.y)
            case "offset.x": return Double(s.offset.x)
            case "content.height": return Double(s.contentSize.height)
            case "content.width": return Double(s.contentSize.width)
            case "viewport.height": return Double(s.viewportSize.height)
            case "viewport.width": return Double(s.viewportSize.width)
            case "max.y": return Double(s.maxOffset.y)
            case "max.x": return Double(s.maxOffset.x)
            case "min.y": return Double(s.minOffset.y)
            case "min.x": return Double(s.minOffset.x)
            case "velocity.y": return Double(s.velocity.y)
            case "progress": return Double(s.animationProgress)
            case "inset.top": return Double(s.inset.top)
            case "inset.bottom": return Double(s.inset.bottom)
            case "inset.left": return Double(s.inset.left)
            case "inset.right": return Double(s.inset.right)
            default: break
            }
        }
        if name.hasPrefix("navbar."), let bar = navigationBar {
            switch name {
            case "navbar.height": return Double(bar.height)
            case "navbar.large": return bar.showsLargeTitle ? 1 : 0
            case "navbar.background": return bar.showsBackground ? 1 : 0
            case "navbar.search": return Double(bar.searchBarHeight)
            default: break
            }
        }
        if name == "time" { return time }
        if name == "window.width" { return Double(graph.size.width) }
        if name == "window.height" { return Double(graph.size.height) }
        return graph.namedValues[name]
    }
}

/// What one frame produced.
public struct Frame {
    public let time: Double
    public let drawList: DrawList
    /// True when the tree was rebuilt or laid out.
    public let didUpdate: Bool
    /// True when a scroll view still moves or a view still animates.
    public let isMoving: Bool
}
