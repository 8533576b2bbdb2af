/// Hosts a view tree: builds it, keeps it between frames, lays it out in a
/// window-sized space, delivers preferences and state changes, and produces
/// the draw list. Nothing here reads a clock or touches SDL.
///
/// ```swift
/// let graph = ViewGraph(ContentView(), measurer: FixedAdvanceMeasurer(),
///                       size: CGSize(width: 390, height: 844),
///                       safeAreaInsets: EdgeInsets(top: 47, bottom: 34))
/// graph.update()
/// let frame = graph.inspect().first { $0.text == "This is Top" }!.frame
/// let commands = graph.drawList().commands
/// ```
@MainActor
public final class ViewGraph {
    /// The text measurer layout uses.
    public let measurer: TextMeasuring
    /// Where images are looked up by name (``NoImages`` when none was given).
    public let images: ImageProviding
    /// The store of the app's `@AppStorage` (in memory and empty unless
    /// replaced, so each app starts alike; the demo puts a file's here).
    public var appStorage = AppStorageStore()
    /// The store of the app's `@SceneStorage` (in memory).
    public var sceneStorage = AppStorageStore()
    /// What the app's default `openURL` opened and `ShareLink`s shared.
    public let systemURLs = SystemURLOpener()
    /// Work views hand to the next frame (an `AsyncImage`'s load completing).
    let nextFrame = NextFrameQueue()
    /// The window size, in points.
    public var size: CGSize {
        didSet {
            guard size != oldValue else { return }
            ViewGraph.lastScreen = screenMetrics
            layoutNeeded = true
            // A rotation can change the size classes in the root environment.
            if UserInterfaceSizeClass.classes(forWindow: size) != UserInterfaceSizeClass.classes(forWindow: oldValue) {
                rootNeedsRebuild = true
            }
        }
    }
    /// The window's colour scheme (light by default); a view's
    /// `.preferredColorScheme` overrides it while it is in the tree.
    public var colorScheme: ColorScheme = .light { didSet { if colorScheme != oldValue { rootNeedsRebuild = true } } }
    /// The scheme the last update found requested by `.preferredColorScheme` (nil: none).
    private var preferredColorScheme: ColorScheme?
    /// Set once a view that can request a colour scheme is made: from then
    /// on each update reads the request.
    var readsPreferredColorScheme = false
    /// The nodes of `.onAppear`, `.onDisappear`, `.onChange` and `.task` in
    /// the tree (or made and not yet checked), in the order they were made.
    /// Held strongly, so one that leaves the tree is still there to run its
    /// disappear action.
    var lifecycleNodes: [LifecycleNode] = []
    /// Change actions queued during this update, run after its layout.
    var lifecycleActions: [() -> Void] = []
    /// Set when a lazy stack's visible rows changed: the next update checks
    /// the lifecycle nodes even with nothing else to do.
    package var lifecycleCheckNeeded = false
    /// True when the tree has lifecycle nodes to check.
    package var hasLifecycleNodes: Bool { !lifecycleNodes.isEmpty }
    /// The safe-area insets; content is laid out inside them.
    public var safeAreaInsets: EdgeInsets { didSet { if safeAreaInsets != oldValue { rootNeedsRebuild = true } } }
    /// Device pixels per point (for pixel snapping and the environment).
    public var displayScale: CGFloat {
        didSet {
            guard displayScale != oldValue else { return }
            ViewGraph.lastScreen = screenMetrics
            rootNeedsRebuild = true
        }
    }
    /// How many preference → state → layout passes one update may take
    /// before the rest is carried over to the next frame.
    public var maxPassesPerUpdate = 8
    /// Warnings so far (invalid frames, preference loops), oldest first.
    public private(set) var warnings: [String] = []
    /// Called with each new warning (by default, printed to standard error).
    public var warningHandler: (String) -> Void = { message in
        FileHandle.standardError.write(Data(("ScrollSim warning: " + message + "\n").utf8))
    }

    let root: RootNode
    /// The top node of the tree.
    package var rootNode: Node { root }
    /// Nodes ticked by the frame loop (scroll views).
    var tickers: [WeakTicker] = []
    /// Nodes with running animations (of their frame, effects or transitions).
    var animatedNodes: [WeakAnimatedNode] = []
    /// The transaction of the first animated state change this pass applies
    /// (else of the first state change).
    var updateTransaction: Transaction?
    /// The pass in which an `.animation(_:value:)` or `.transaction` modifier last changed a transaction.
    package var animationScopeFiredPass = -1
    /// The date of the app's clock at time 0 (`TimelineView` dates are this
    /// plus the frame's time): the machine's date when the graph was made,
    /// in whole seconds, unless set (so a schedule view code starts at
    /// `.now` runs on the app's clock); tests set a fixed one to repeat.
    public var clockStartDate = Date(timeIntervalSinceReferenceDate: Date().timeIntervalSinceReferenceDate.rounded(.down))
    /// The feedback views asked for with `.sensoryFeedback`, and that UIKit
    /// feedback generators played since the last update, oldest first.
    public internal(set) var sensoryFeedbackEvents: [SensoryFeedbackEvent] = []
    /// The views of `matchedGeometryEffect`s and their groups' sources.
    package var matchedGeometry = MatchedGeometryRegistry()
    /// Completions of `withAnimation` whose animations are all done, to run.
    var finishedCompletions: [AnimationCompletion] = []
    /// Completions of the transactions this pass applies.
    var updateCompletions: [AnimationCompletion] = []
    /// The time of the frame or event being processed, in seconds of the app's clock.
    package var currentTime: Double = 0
    /// The runtime driving this graph (frame loop settings such as the scroll profile).
    package weak var host: AnyObject?
    /// The pointer targets of the gesture in progress.
    var activePointerTargets: [PointerTarget] = []
    /// The gestures following the two-finger touch in progress.
    var activeTwoFingerGestures: [GestureNode] = []
    /// True between a touch down in the status bar and its lift.
    var statusBarTouchIsActive = false
    /// The text field that has the keyboard focus: typed text, Backspace
    /// and Return go to it (nil when no field is focused).
    package weak var focusedTextInput: TextInputNode?
    /// The pop-ups shown (a menu picker's menu): drawn after everything
    /// else and hit first.
    var popups: [WeakPopup] = []
    private let buildRoot: (Node?, BuildContext) -> Node
    private var scheduled: [CompositeNodeBase] = []
    private var rootNeedsRebuild = true
    private var layoutNeeded = true
    private var warnedMessages = Set<String>()
    package private(set) var passCounter = 0
    /// Preference observers in the tree during the last delivery, in creation order.
    var preferenceObservers: [PreferenceObserverNode] = []
    /// Every preference observer created in this graph (weak).
    var observerRegistry: [WeakObserver] = []
    /// Every geometry reader created in this graph (weak), oldest first.
    var geometryReaders: [WeakGeometryReader] = []
    /// Set by a frame that ran out of passes; cleared by the next full update.
    public private(set) var hasCarriedOverWork = false
    /// Number of updates that changed something (for tests and the HUD).
    public private(set) var updateCount = 0

    /// UIKit's `UIScreen.main`: the window of the body being evaluated now,
    /// else of the graph made or resized last; an iPhone 14 (390 × 844 at
    /// 3×) before any graph is made.
    package static var screen: ScreenMetrics {
        if let graph = CompositeNodeBase.evaluating?.context?.graph { return graph.screenMetrics }
        return lastScreen
    }
    private static var lastScreen = ScreenMetrics(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 3)
    /// This graph's window as a screen.
    var screenMetrics: ScreenMetrics { ScreenMetrics(bounds: CGRect(origin: .zero, size: size), scale: displayScale) }

    public init<V: View>(_ view: V, measurer: TextMeasuring, size: CGSize,
                         safeAreaInsets: EdgeInsets = .zero, displayScale: CGFloat = 1,
                         images: ImageProviding = NoImages()) {
        self.measurer = measurer
        self.images = images
        self.size = size
        self.safeAreaInsets = safeAreaInsets
        self.displayScale = displayScale
        self.root = RootNode()
        self.buildRoot = { old, context in reconcile(view, old, context) }
        ViewGraph.lastScreen = screenMetrics
        root.graph = self
    }

    /// Builds the root view again at the next update, keeping the state of
    /// the views that keep their type and place.
    func rebuildRoot() { rootNeedsRebuild = true }

    /// Replaces the root view (a new scene); state of views that keep their
    /// type and position survives.
    public func setRoot<V: View>(_ view: V) {
        root.setContentRoot(nil)
        rootBuilder = { old, context in reconcile(view, old, context) }
        rootNeedsRebuild = true
    }

    private var rootBuilder: ((Node?, BuildContext) -> Node)?

    var rootEnvironment: EnvironmentValues {
        var env = EnvironmentValues()
        env.displayScale = displayScale
        env.safeAreaInsets = safeAreaInsets
        env.colorScheme = preferredColorScheme ?? colorScheme
        env.graphServices = GraphServices(urls: systemURLs, images: images, nextFrame: nextFrame)
        let classes = UserInterfaceSizeClass.classes(forWindow: size)
        env.horizontalSizeClass = classes.horizontal
        env.verticalSizeClass = classes.vertical
        return env
    }

    /// True when state changed, the window resized or work was carried over:
    /// the next `update()` has something to do.
    public var needsUpdate: Bool {
        rootNeedsRebuild || layoutNeeded || !scheduled.isEmpty || lifecycleCheckNeeded || !lifecycleActions.isEmpty
            || !nextFrame.pending.isEmpty
    }

    /// Asks the frame loop for frames (a scroll view started moving).
    package func requestFrames() { framesRequested = true }
    /// Runs `work` at the start of the next update, after this frame's
    /// layout has been drawn, and asks for that frame.
    package func runNextFrame(_ work: @escaping () -> Void) {
        nextFrame.pending.append(work)
        requestFrames()
    }
    /// Set by `requestFrames()`; the frame loop clears it.
    package var framesRequested = false

    /// Marks layout as needed (for changes the graph cannot see, like a scroll
    /// view's content offset that moves geometry readers).
    public func setNeedsLayout() { layoutNeeded = true }

    /// The presentations shown or on their way out, bottom to top (`PresentationNode`).
    var presentations: [WeakPresentation] = []
    /// Views whose state changed while out of the tree (a tab not shown):
    /// evaluated once their subtree is put back (`scheduleDetachedChanges(under:)`).
    private var detachedChanges: [WeakComposite] = []

    /// Schedules the views under `node` whose state changed while they were
    /// out of the tree (a container that keeps subtrees aside, as a tab
    /// view keeps its hidden tabs, calls it when it shows one again).
    package func scheduleDetachedChanges(under node: Node) {
        guard !detachedChanges.isEmpty else { return }
        var kept: [WeakComposite] = []
        for entry in detachedChanges {
            guard let composite = entry.node else { continue }
            if composite.isAttached(to: node) { schedule(composite) } else { kept.append(entry) }
        }
        detachedChanges = kept
    }

    func schedule(_ node: CompositeNodeBase) {
        if let t = AnimationScope.current { node.pendingTransaction = t }
        if node.isScheduled { return }
        node.isScheduled = true
        scheduled.append(node)
    }

    /// Brings the tree up to date: gives geometry readers that a scroll
    /// moved their new frames, re-evaluates views whose state changed, lays
    /// everything out, delivers changed preferences, and repeats while
    /// preference actions change state, up to `maxPassesPerUpdate` passes.
    /// Returns true when anything was done.
    @discardableResult
    public func update() -> Bool {
        // Work handed over by the last frame (what this frame adds waits for the next).
        if !nextFrame.pending.isEmpty {
            let work = nextFrame.pending
            nextFrame.pending = []
            for w in work { w() }
        }
        for feedback in UIFeedbackGenerator.takePending() {
            sensoryFeedbackEvents.append(SensoryFeedbackEvent(feedback: feedback, time: currentTime))
        }
        let scrolledReaders = followScrollOffsets()
        guard needsUpdate || scrolledReaders else { return false }
        #if DEBUG
        defer { if ViewGraph.checksInvariants { checkInvariants() } }
        #endif
        updateCount += 1
        hasCarriedOverWork = false
        var lastKeys: [String] = []
        for _ in 0..<maxPassesPerUpdate {
            passCounter += 1
            updateTransaction = nil
            rebuild()
            layoutAnimated()
            // A layout can move an offset (a viewport that grew clamps it).
            followScrollOffsets()
            lastKeys = deliverPreferences()
            if readsPreferredColorScheme { readPreferredColorScheme() }
            // Change, disappear and appear actions, after the layout (docs/lifecycle.md).
            if !lifecycleNodes.isEmpty || !lifecycleActions.isEmpty { dispatchLifecycle() }
            if scheduled.isEmpty && !rootNeedsRebuild { return true }
        }
        // Still changing: warn once per key and carry the rest over.
        hasCarriedOverWork = true
        let names = lastKeys.isEmpty ? ["(state)"] : lastKeys
        for key in names {
            warn("preference \(key) updated more than \(maxPassesPerUpdate) times in one frame; the rest is carried over to the next frame")
        }
        return true
    }

    private func rebuild() {
        var context = BuildContext(environment: rootEnvironment, graph: self)
        context.environment.displayScale = displayScale
        if rootNeedsRebuild {
            rootNeedsRebuild = false
            scheduled.removeAll()
            let builder = rootBuilder ?? buildRoot
            let node = builder(root.contentRoot, context)
            root.setContentRoot(node)
            root.invalidateLayout()
            layoutNeeded = true
            return
        }
        guard !scheduled.isEmpty else { return }
        let batch = scheduled.sorted { $0.depth < $1.depth }
        scheduled.removeAll()
        for node in batch {
            guard let t = node.pendingTransaction else { continue }
            // The first animated transaction, else the first one (it may disable animations).
            if updateTransaction == nil || (updateTransaction?.animation == nil && t.animation != nil) { updateTransaction = t }
            if let c = t.completion, !updateCompletions.contains(where: { $0 === c }) { updateCompletions.append(c) }
        }
        for node in batch where node.evaluatedInPass != passCounter {
            if node.isAttached(to: root) {
                node.reevaluate()
            } else {
                detachedChanges.append(WeakComposite(node: node))
            }
        }
        for node in batch { node.isScheduled = false }
        root.resolveChild()
        layoutNeeded = true
    }

    /// Lays out with frame changes animated when this pass applies an
    /// animated change (docs/layout-rules.md, "Animation").
    private func layoutAnimated() {
        guard layoutNeeded else { return }
        if updateTransaction?.animation != nil || animationScopeFiredPass == passCounter {
            Node.layoutAnimation = LayoutAnimationContext(transaction: updateTransaction ?? Transaction(), time: currentTime,
                                                          pass: passCounter, graph: self)
            defer { Node.layoutAnimation = nil }
            layout()
            let t = updateTransaction ?? Transaction()
            resolveMatchedGeometry(animation: t.animation, completion: t.completion)
        } else {
            layout()
            resolveMatchedGeometry(animation: nil, completion: nil)
        }
        runFinishedCompletions()
    }

    private func layout() {
        guard layoutNeeded else { return }
        layoutNeeded = false
        let insets = safeAreaInsets
        let space = CGSize(width: max(0, size.width - insets.leading - insets.trailing),
                           height: max(0, size.height - insets.top - insets.bottom))
        let rootFrame = CGRect(x: insets.leading, y: insets.top, width: space.width, height: space.height)
        if rootFrame.origin != root.localFrame.origin { root.invalidateReaderPlacements() }
        root.localFrame = rootFrame
        root.containerDependents.enter(ProposedViewSize(space))
        let proposal = ProposedViewSize(space)
        let fitted = root.childSize(proposal)
        // The root view is centred in the safe area, as a hosting view does.
        let origin = CGPoint(x: (space.width - fitted.width) / 2, y: (space.height - fitted.height) / 2)
        root.placeChild(at: origin, proposal: proposal)
    }

    /// Collects preferences for every observer and runs the actions whose
    /// value changed. Returns the names of the keys whose actions ran.
    private func deliverPreferences() -> [String] {
        // Observers register when created; the ones no longer in the tree are dropped.
        observerRegistry.removeAll { $0.node == nil }
        preferenceObservers = observerRegistry.compactMap { $0.node }.filter { $0.isAttached(to: root) }
        var pending: [() -> Void] = []
        var keys: [String] = []
        for observer in preferenceObservers {
            if let action = observer.pendingAction() {
                pending.append(action)
                keys.append(observer.keyName)
            }
        }
        for action in pending { action() }
        return keys
    }

    /// Takes the colour scheme the tree requests; a change rebuilds from the root.
    private func readPreferredColorScheme() {
        let requested = (root.preferenceValue(preferredColorSchemeKey) as? ColorScheme?).flatMap { $0 }
        if requested != preferredColorScheme {
            preferredColorScheme = requested
            rootNeedsRebuild = true
        }
    }

    /// Records a warning once per distinct message.
    package func warn(_ message: String) {
        guard warnedMessages.insert(message).inserted else { return }
        warnings.append(message)
        warningHandler(message)
    }

    /// The frame's draw list, back to front, in window points.
    public func drawList() -> DrawList {
        var context = DrawContext(bounds: CGRect(origin: .zero, size: size))
        context.time = currentTime
        context.translation = root.localFrame.origin
        root.draw(&context)
        // Presented views over everything, in window points.
        for presentation in livePresentations {
            context.translation = .zero
            context.opacity = 1
            presentation.drawPresentation(&context)
        }
        for popup in shownPopups {
            context.translation = popup.globalFrame.origin
            popup.drawPopup(&context)
        }
        return context.list
    }

    /// The pop-ups still in the tree, in the order they were shown.
    var shownPopups: [PopupLayerNode] {
        popups.removeAll { $0.node == nil || !$0.node!.isAttached(to: root) }
        return popups.compactMap(\.node)
    }
}

/// The node at the top of the graph.
package final class RootNode: SingleChildNode {
    /// The views sized relative to the window's safe area (`containerRelativeFrame`).
    package let containerDependents = ContainerDependents()
    /// The graph this node roots, for a tracked read with no view of the
    /// app's own above it (the root is built again on its change).
    weak var graph: ViewGraph?
    package override var kindName: String { "Root" }
}

extension Node {
    /// True when this node is still in the tree under `root`.
    package func isAttached(to root: Node) -> Bool {
        var node: Node? = self
        while let n = node {
            if n === root { return true }
            node = n.parent
        }
        return false
    }

    /// Appends every preference observer in the subtree, in tree order.
    @MainActor
    func collectObservers(into list: inout [PreferenceObserverNode]) {
        if let observer = self as? PreferenceObserverNode { list.append(observer) }
        for child in children { child.collectObservers(into: &list) }
    }
}

@MainActor
struct WeakObserver {
    weak var node: PreferenceObserverNode?
}

/// A window's size in points and its pixels per point.
package struct ScreenMetrics: Equatable, Sendable {
    package var bounds: CGRect
    package var scale: CGFloat
}
