import ScrollSimCore
import ScrollSimPhysics

/// What one scroll view does for the scroll modifiers above it: applies
/// their settings to its controller and node, asks the target behavior
/// where a release rests, keeps the default anchor, runs position requests
/// once the content is laid out, and reports geometry, phase and position.
/// Its driver calls it after every input, tick and layout; with no
/// observers the reports return at once.
@MainActor
final class ScrollModifierState {
    let controller: ScrollController
    private weak var node: ScrollContainerNode?
    private(set) var config = ScrollConfiguration()
    private var environment = EnvironmentValues()
    /// The content's environment made from `environment` last time: handed
    /// out again while the input has the same values, so the content's
    /// views see an unchanged environment and are not evaluated again.
    private var contentEnvironment: EnvironmentValues?

    private var hasLaidOut = false
    private var lastPhase = ScrollPhase.idle
    private var lastGeometryValues: [Any?] = []
    private var lastOffset: CGPoint?
    /// The offset where the current gesture started dragging (the behaviors' `originalTarget`).
    private var gestureStartOffset = CGPoint.zero
    /// True once fingers, the wheel or keys moved the content since the last request.
    private var userDriven = false

    /// A position request waiting for layout.
    private enum Request {
        case position(ScrollPosition.Request, anchor: UnitPoint?)
        case view(AnyHashable, anchor: UnitPoint?, minimal: Bool)
    }
    private var pending: Request?
    /// The seed of the last `ScrollPosition` seen (nil: none seen yet).
    private var positionSeed: Int?
    /// The last id of `scrollPosition(id:)` seen or written (`.none`: none seen yet).
    private var positionID: AnyHashable??

    init(controller: ScrollController) {
        self.controller = controller
    }

    // MARK: Configuration

    /// Takes the modifiers' settings for `node` (while the scroll view is
    /// built or updated); returns the environment for its content.
    func configure(node: ScrollContainerNode, environment: EnvironmentValues) -> EnvironmentValues {
        self.node = node
        let sameInput = contentEnvironment != nil && self.environment.hasSameValues(as: environment)
        self.environment = environment
        config = environment.scrollConfiguration
        node.isUserScrollEnabled = !config.isDisabled
        if config.targetBehavior == nil {
            controller.willEndDragging = nil
        } else {
            controller.willEndDragging = { [weak self] velocity, target in self?.retarget(velocity: velocity, target: &target) }
        }
        if lastGeometryValues.count != config.geometryObservers.count {
            lastGeometryValues = Array(repeating: nil, count: config.geometryObservers.count)
        }
        readRequests()
        // A request runs after the next layout of this scroll view, which a
        // stack around it only redoes for a child that invalidated its layout.
        if pending != nil { node.invalidateLayout() }
        if sameInput, let content = contentEnvironment { return content }
        var content = environment
        // Writing the configuration makes new environment storage: only when the content's differs.
        if !config.isInherited { content.scrollConfiguration = config.inherited }
        contentEnvironment = content
        return content
    }

    private func readRequests() {
        if let p = config.position {
            let value = p.binding.wrappedValue
            if value.seed != positionSeed {
                positionSeed = value.seed
                if value.request != .automatic && value.request != .user {
                    if case .view(let id, let anchor) = value.request {
                        pending = .view(id.hashable, anchor: anchor, minimal: anchor == nil)
                    } else {
                        pending = .position(value.request, anchor: p.anchor)
                    }
                }
            }
        }
        if let b = config.positionID {
            let id = b.get()
            if positionID == nil || positionID! != id {
                positionID = .some(id)
                if let id { pending = .view(id, anchor: b.anchor ?? .topLeading, minimal: false) }
            }
        }
    }

    /// Whether the vertical / horizontal knob shows.
    var showsIndicators: (vertical: Bool, horizontal: Bool) {
        (config.verticalIndicators.shows, config.horizontalIndicators.shows)
    }

    /// Sets the controller's bounces for `axes`; `.automatic` keeps ScrollSim's defaults.
    func applyBounce(axes: Axis.Set) {
        switch config.verticalBounce.kind {
        case .automatic: controller.alwaysBounceVertical = axes.contains(.vertical)
        case .always: controller.alwaysBounceVertical = axes.contains(.vertical)
        case .basedOnSize: controller.alwaysBounceVertical = false
        }
        switch config.horizontalBounce.kind {
        case .automatic: break
        case .always: controller.alwaysBounceHorizontal = axes.contains(.horizontal)
        case .basedOnSize: controller.alwaysBounceHorizontal = false
        }
    }

    // MARK: Input

    /// A finger, the wheel or a key acted on the scroll view.
    func userInput() {
        userDriven = true
        if !controller.isDragging { gestureStartOffset = controller.contentOffset }
    }

    // MARK: Layout

    /// The sizes and offset before a layout changes them.
    struct Before {
        let viewport: CGSize
        let content: CGSize
        let offset: CGPoint
        let atRest: Bool
    }

    func layoutWillChange() -> Before {
        Before(viewport: controller.viewportSize, content: controller.contentSize, offset: controller.contentOffset,
               atRest: controller.phase == .idle && !controller.isTracking)
    }

    /// After the controller took the new sizes: the initial offset, the
    /// anchor kept through size changes, the behavior's target for a new
    /// size, pending requests, then the reports.
    func layoutDidChange(_ before: Before, time: Double) {
        let sizeChanged = before.viewport != controller.viewportSize || before.content != controller.contentSize
        if !hasLaidOut {
            guard controller.viewportSize.width > 0 || controller.viewportSize.height > 0 else { return }
            hasLaidOut = true
            if let a = config.initialAnchor { jump(to: anchored(a), time: time) }
        } else if sizeChanged && before.atRest {
            if let a = config.sizeChangesAnchor {
                // The content point at `a` stays at the visible region's point `a`.
                let dx = a.x * ((controller.contentSize.width - before.content.width) - (controller.viewportSize.width - before.viewport.width))
                let dy = a.y * ((controller.contentSize.height - before.content.height) - (controller.viewportSize.height - before.viewport.height))
                jump(to: CGPoint(x: before.offset.x + dx, y: before.offset.y + dy), time: time)
            } else if config.targetBehavior != nil, before.viewport != controller.viewportSize {
                var target = controller.contentOffset
                retarget(velocity: .zero, target: &target)
                jump(to: target, time: time)
            }
        }
        applyPending(time: time)
        report()
    }

    /// The offset that puts the content's point `a` at the visible region's point `a`.
    private func anchored(_ a: UnitPoint) -> CGPoint {
        let h = controller.horizontalRange, v = controller.verticalRange
        return CGPoint(x: h.min + a.x * h.length, y: v.min + a.y * v.length)
    }

    private func jump(to offset: CGPoint, time: Double) {
        let target = clamped(offset)
        if target != controller.contentOffset { controller.setContentOffset(target, animated: false, at: time) }
    }

    private func clamped(_ p: CGPoint) -> CGPoint {
        CGPoint(x: controller.horizontalRange.clamp(p.x), y: controller.verticalRange.clamp(p.y))
    }

    // MARK: Requests

    private func applyPending(time: Double) {
        guard let request = pending, hasLaidOut, let node else { return }
        pending = nil
        guard let offset = resolve(request, node) else {
            node.graph?.warn("scrollPosition: no view has the requested id; nothing scrolled.")
            return
        }
        userDriven = false
        let target = clamped(offset)
        guard target != controller.contentOffset else { return }
        controller.setContentOffset(target, animated: AnimationScope.frameAnimation != nil, at: time)
        node.graph?.requestFrames()
    }

    private var inset: ScrollInsets { controller.contentInset }

    private var visibleSize: CGSize {
        CGSize(width: max(0, controller.viewportSize.width - inset.left - inset.right),
               height: max(0, controller.viewportSize.height - inset.top - inset.bottom))
    }

    private func resolve(_ request: Request, _ node: ScrollContainerNode) -> CGPoint? {
        var o = controller.contentOffset
        switch request {
        case .position(let r, _):
            switch r {
            case .edge(.top): o.y = controller.verticalRange.min
            case .edge(.bottom): o.y = controller.verticalRange.max
            case .edge(.leading): o.x = controller.horizontalRange.min
            case .edge(.trailing): o.x = controller.horizontalRange.max
            case .point(let p): o = CGPoint(x: p.x - inset.left, y: p.y - inset.top)
            case .x(let x): o.x = x - inset.left
            case .y(let y): o.y = y - inset.top
            case .automatic, .user, .view: break
            }
            return o
        case .view(let id, let anchor, let minimal):
            let frame = node.scrollTargetLayout?.target(withID: id, in: node) ?? contentFrame(of: id, in: node)
            guard let frame else { return nil }
            func axis(_ start: CGFloat, _ length: CGFloat, _ visible: CGFloat, _ leading: CGFloat,
                      _ current: CGFloat, _ a: CGFloat?) -> CGFloat {
                if let a, !minimal { return start + a * (length - visible) - leading }
                let shownStart = current + leading
                if start < shownStart { return start - leading }
                if start + length > shownStart + visible { return min(start, start + length - visible) - leading }
                return current
            }
            let v = visibleSize
            if node.axes.contains(.horizontal) {
                o.x = axis(frame.minX, frame.width, v.width, inset.left, o.x, anchor?.x)
            }
            if node.axes.contains(.vertical) {
                o.y = axis(frame.minY, frame.height, v.height, inset.top, o.y, anchor?.y)
            }
            return o
        }
    }

    /// The frame of the view with `id` anywhere in the content, in content coordinates.
    private func contentFrame(of id: AnyHashable, in node: ScrollContainerNode) -> CGRect? {
        guard let f = node.viewFrame(withID: id)?.frame else { return nil }
        guard !f.isNull else { return nil }
        return f.offsetBy(dx: -node.frame.minX, dy: -node.frame.minY)
    }

    // MARK: Target behavior

    /// Asks the behavior where a release (or a resize, with zero velocity)
    /// should rest; `target` is an offset in and out.
    private func retarget(velocity: CGPoint, target: inout CGPoint) {
        guard let behavior = config.targetBehavior, let node else { return }
        let i = inset, visible = visibleSize
        func rect(_ offset: CGPoint) -> CGRect {
            CGRect(x: offset.x + i.left, y: offset.y + i.top, width: visible.width, height: visible.height)
        }
        let h = controller.horizontalRange, v = controller.verticalRange
        let windowSize = node.graph?.size ?? .zero
        let release = ScrollRelease(
            position: CGPoint(x: controller.contentOffset.x + i.left, y: controller.contentOffset.y + i.top),
            range: (ScrollRange(min: h.min + i.left, max: h.max + i.left), ScrollRange(min: v.min + i.top, max: v.max + i.top)),
            scale: controller.scale, rate: controller.decelerationRate,
            isCompact: (windowSize.width < 600, windowSize.height < 600),
            targetFrames: { [weak node] in
                guard let node, let marker = node.scrollTargetLayout else { return [] }
                return marker.targetFrames(in: node)
            })
        let context = ScrollTargetBehaviorContext(originalTarget: ScrollTarget(rect: rect(gestureStartOffset)),
                                                  velocity: CGVector(velocity), contentSize: node.contentSize,
                                                  containerSize: visible, axes: node.axes,
                                                  environment: environment, release: release)
        var proposed = ScrollTarget(rect: rect(target))
        behavior.updateTarget(&proposed, context: context)
        let a = proposed.anchor ?? .topLeading
        target = CGPoint(x: proposed.rect.minX + a.x * (proposed.rect.width - visible.width) - i.left,
                         y: proposed.rect.minY + a.y * (proposed.rect.height - visible.height) - i.top)
    }

    // MARK: Reports

    /// SwiftUI's phase for the controller's state.
    var phase: ScrollPhase {
        if controller.isDragging { return .interacting }
        if controller.isTracking { return .tracking }
        if controller.isDecelerating { return .decelerating }
        if controller.isAnimating || controller.phase == .bouncing { return .animating }
        return .idle
    }

    /// The geometry now.
    func geometry() -> ScrollGeometry {
        let i = inset
        return ScrollGeometry(contentOffset: controller.contentOffset, contentSize: node?.contentSize ?? controller.contentSize,
                              contentInsets: EdgeInsets(top: i.top, leading: i.left, bottom: i.bottom, trailing: i.right),
                              containerSize: controller.viewportSize)
    }

    /// Writes the position bindings after the user moved the content, then
    /// runs the phase and geometry actions whose values changed (so they
    /// see the positions of this offset).
    func report() {
        guard config.hasObservers, hasLaidOut, let node else { return }
        writePositions(node)
        let geometry = geometry()
        let now = phase
        if now != lastPhase {
            let old = lastPhase
            lastPhase = now
            let context = ScrollPhaseChangeContext(geometry: geometry, velocity: CGVector(controller.velocity))
            for action in config.phaseObservers { action(old, now, context) }
        }
        for (index, observer) in config.geometryObservers.enumerated() where index < lastGeometryValues.count {
            observer.update(geometry, &lastGeometryValues[index])
        }
    }

    private func writePositions(_ node: ScrollContainerNode) {
        let offset = controller.contentOffset
        defer { lastOffset = offset }
        guard userDriven, offset != lastOffset, config.positionID != nil || config.position != nil else { return }
        let id = targetID(in: node)
        if let b = config.positionID, let id, positionID == nil || positionID! != id {
            positionID = .some(id)
            b.set(id)
        }
        if let p = config.position {
            var value = p.binding.wrappedValue
            value.positionedByUser(viewID: id)
            if value != p.binding.wrappedValue {
                positionSeed = value.seed
                p.binding.wrappedValue = value
            }
        }
    }

    /// The id of the top-most (leading-most) target reaching into the
    /// visible region, or with an anchor the target at that point of it.
    private func targetID(in node: ScrollContainerNode) -> AnyHashable? {
        guard let marker = node.scrollTargetLayout else { return nil }
        let vertical = node.axes.contains(.vertical)
        let anchor = config.positionID?.anchor ?? config.position?.anchor
        let start = vertical ? controller.contentOffset.y + inset.top : controller.contentOffset.x + inset.left
        let length = vertical ? visibleSize.height : visibleSize.width
        let fraction = anchor.map { vertical ? $0.y : $0.x } ?? 0
        return marker.firstTarget(along: vertical ? .vertical : .horizontal, reaching: start + fraction * length,
                                  in: node)?.id
    }
}
