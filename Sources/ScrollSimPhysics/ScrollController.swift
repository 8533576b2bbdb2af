import Foundation

/// The scrolling state of one scroll view, on both axes, driven by time and input passed in as data.
///
/// It reproduces UIScrollView: offsets range from `minOffset` to `maxOffset`
/// and are snapped to device pixels; a finger drags the content 1:1 after a
/// 10 pt slop, with a rubber band past the edges; a release decelerates and
/// bounces; programmatic scrolls animate with the active `profile`; the mouse
/// wheel moves 53 pt per notch; keys scroll by ScrollSim's steps. Nothing
/// reads a clock: every call takes the time `t` in seconds, and `tick(_:)`
/// advances running motion. Times are expected not to decrease from call to
/// call (nothing checks it).
///
/// The controller never rests outside its range: when a motion ends outside
/// it and no finger holds the content, it springs back (a `.bouncing` phase).
///
/// It coordinates small parts, each with one job: `ScrollGeometry` (offset,
/// sizes, insets and the ranges), `DragTracker` (the finger and its
/// velocity), `ScrollStep` (wheel and key targets), `ScrollMotion` with
/// `ReleasePhysics` (what moves the content when no finger does),
/// `ScrollIndicatorState` (the indicators' fade and knobs) and, when the
/// scroll view has a refresh control, `RefreshState` (its mode and hold). Debug builds
/// can check that they agree with `checkInvariants()`.
///
/// Not thread-safe: use each controller from one thread (ScrollSim's
/// runtime uses it on the main actor). Callbacks run synchronously on that
/// thread, inside the call that caused them, and may call the controller.
///
/// ```swift
/// let scroll = ScrollController(viewportSize: CGSize(width: 390, height: 763),
///                               contentSize: CGSize(width: 390, height: 3000))
/// scroll.onDidScroll = { offset in print(offset.y) }
/// scroll.setContentOffset(CGPoint(x: 0, y: 1200), animated: true, at: 0)
/// var t = 0.0
/// while scroll.needsFrames { t += 1.0 / 60; scroll.tick(t) }
/// ```
public final class ScrollController {
    // MARK: Constants (ScrollSim's choices unless noted)

    /// Finger travel before a touch becomes a drag: 10 pt (UIKit's pan
    /// gesture recognises after about 10 pt; reverse-engineered, not documented).
    ///
    /// ```swift
    /// ScrollController.touchSlop // 10
    /// ```
    public static let touchSlop: CGFloat = 10
    /// Points per mouse-wheel notch: 53 (Flutter on Linux, from Chromium's X11 code).
    ///
    /// ```swift
    /// ScrollController.wheelStep // 53
    /// ```
    public static let wheelStep: CGFloat = 53
    /// Points per arrow key press: 40 (ScrollSim's choice).
    ///
    /// ```swift
    /// ScrollController.arrowStep // 40
    /// ```
    public static let arrowStep: CGFloat = 40
    /// A page is this fraction of the visible length: 0.9 (ScrollSim's choice).
    ///
    /// ```swift
    /// ScrollController.pageFraction // 0.9
    /// ```
    public static let pageFraction: CGFloat = 0.9

    // MARK: State

    /// The offset of the content from the viewport's origin, in points, on
    /// the device-pixel grid of `scale` at the time it was set. Between
    /// calls it lies in `minOffset…maxOffset` (within half a pixel) unless a
    /// finger, an animation or a deceleration or bounce holds it outside.
    ///
    /// ```swift
    /// scroll.contentOffset.y // 0 at the top of content without insets
    /// ```
    public var contentOffset: CGPoint { geometry.contentOffset }
    /// In points; finite and not negative (checked by every setter).
    ///
    /// ```swift
    /// scroll.setContentSize(CGSize(width: 390, height: 5000), time: t)
    /// ```
    public var contentSize: CGSize { geometry.contentSize }
    /// The visible area, in points; finite and not negative (checked by
    /// every setter). It is also the rubber band's give on each axis.
    ///
    /// ```swift
    /// scroll.setViewportSize(CGSize(width: 390, height: 844), time: t)
    /// ```
    public var viewportSize: CGSize { geometry.viewportSize }
    /// In points, safe area included; finite (checked by every setter).
    /// The leading insets move `minOffset` to `(−left, −top)`.
    ///
    /// ```swift
    /// scroll.setContentInset(ScrollInsets(top: 47, bottom: 34), time: t)
    /// ```
    public var contentInset: ScrollInsets { geometry.contentInset }
    /// Device pixels per point, positive and finite (a precondition).
    /// Offsets set after a change snap to the new grid; the current offset
    /// is not re-snapped.
    ///
    /// ```swift
    /// scroll.scale = 3
    /// ```
    public var scale: CGFloat {
        get { geometry.scale }
        set {
            precondition(newValue > 0 && newValue.isFinite, "ScrollController.scale must be a positive number, got \(newValue)")
            geometry.scale = newValue
        }
    }
    /// How programmatic and keyboard scrolls animate, and (`.flutter`)
    /// whose physics drags and releases follow; read when an animation, a
    /// touch or a release starts, so a change leaves a running one alone.
    ///
    /// ```swift
    /// scroll.profile = .swiftui
    /// ```
    public var profile: ScrollProfile
    /// How quickly a fling slows down; read when a release starts.
    ///
    /// ```swift
    /// scroll.decelerationRate = .fast
    /// ```
    public var decelerationRate: DecelerationRate = .normal
    /// Whether the content moves horizontally for fingers, wheel and keys.
    ///
    /// ```swift
    /// scroll.isHorizontalScrollEnabled = false
    /// ```
    public var isHorizontalScrollEnabled = true
    /// Whether the content moves vertically for fingers, wheel and keys.
    ///
    /// ```swift
    /// scroll.isVerticalScrollEnabled = true
    /// ```
    public var isVerticalScrollEnabled = true
    /// Whether a finger can pull the content horizontally even when it fits
    /// (then it only rubber-bands). Default `false`, as in UIKit.
    ///
    /// ```swift
    /// scroll.alwaysBounceHorizontal = true
    /// ```
    public var alwaysBounceHorizontal = false
    /// Whether a finger can pull the content vertically even when it fits.
    /// Default `true`, as SwiftUI's vertical `ScrollView` does.
    ///
    /// ```swift
    /// scroll.alwaysBounceVertical = false
    /// ```
    public var alwaysBounceVertical = true
    /// Whether the content rubber-bands past its edges (UIKit's `bounces`).
    /// When false a drag stops at the edges (moving back at once when the
    /// finger turns) and a deceleration stops dead where it meets an edge.
    /// Default `true`.
    ///
    /// ```swift
    /// scroll.bounces = false
    /// ```
    public var bounces = true
    /// Whether a released drag comes to rest on a page boundary: a multiple
    /// of the viewport's length on each axis, limited to the range
    /// (`PagingTarget`, with `SnapSimulation`'s spring). Default `false`, as
    /// UIKit's `isPagingEnabled`.
    ///
    /// ```swift
    /// scroll.isPagingEnabled = true
    /// ```
    public var isPagingEnabled = false
    /// Called when a finger lifts after dragging, with the release velocity
    /// (points per second) and the offset where the release would come to
    /// rest (`target`, inside the range). Changing `target` makes the
    /// content spring to it (`SnapSimulation`, limited to the range and
    /// snapped to pixels) instead of decelerating, as UIKit's
    /// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` does.
    /// Not called when `isPagingEnabled` decides the target.
    ///
    /// ```swift
    /// scroll.willEndDragging = { velocity, target in target.y = (target.y / 100).rounded() * 100 }
    /// ```
    public var willEndDragging: ((_ velocity: CGPoint, _ target: inout CGPoint) -> Void)?

    /// Called with the new offset whenever `contentOffset` changes: once per
    /// changing tick while moving, once for a non-animated change.
    ///
    /// ```swift
    /// scroll.onDidScroll = { offset in header.update(offset.y) }
    /// ```
    public var onDidScroll: ((CGPoint) -> Void)?
    /// Called once when a programmatic (or keyboard) animation reaches its
    /// target; not when a touch, wheel or new call cancels it.
    ///
    /// ```swift
    /// scroll.onDidEndScrollingAnimation = { print("arrived") }
    /// ```
    public var onDidEndScrollingAnimation: (() -> Void)?
    /// Called once when the motion after a finger lifts (deceleration and/or
    /// bounce) comes to rest; not when a touch cancels it.
    ///
    /// ```swift
    /// scroll.onDidEndDecelerating = { print("settled") }
    /// ```
    public var onDidEndDecelerating: (() -> Void)?

    /// Called when a `scrollToTop(at:)` animation reaches the top (UIKit's
    /// `scrollViewDidScrollToTop`).
    ///
    /// ```swift
    /// scroll.onDidScrollToTop = { print("at the top") }
    /// ```
    public var onDidScrollToTop: (() -> Void)?

    /// The `t` of the latest call that took one, in seconds (a `touchMove`,
    /// `touchUp` or `cancelTouch` with no finger down leaves it).
    ///
    /// ```swift
    /// scroll.tick(2.5); scroll.time // 2.5
    /// ```
    public private(set) var time: Double = 0
    /// Points per second, finite: the drag's `VelocityTracker` estimate while
    /// dragging, the motion's while one runs, zero when `phase` is `.idle`.
    ///
    /// ```swift
    /// scroll.velocity.y
    /// ```
    public private(set) var velocity: CGPoint = .zero
    /// Whether the latest `touchDown` stopped a moving scroll view; a UI
    /// should not treat such a touch as a tap (iOS does not).
    ///
    /// ```swift
    /// if !scroll.touchStoppedScrolling { button.tap() }
    /// ```
    public private(set) var touchStoppedScrolling = false

    // MARK: Parts (written only here)

    /// The offset, sizes, insets, scale and the ranges they give.
    private(set) var geometry: ScrollGeometry
    /// What moves the content when no finger does; `.none` while a finger is down.
    private(set) var motion: ScrollMotion = .none
    /// The finger, its drag anchor and its velocity samples.
    private(set) var drag = DragTracker()
    /// When scrolling was last seen, for the indicators' fade.
    private(set) var indicator = ScrollIndicatorState()

    /// Creates a controller at rest at `minOffset`.
    ///
    /// ```swift
    /// let scroll = ScrollController(viewportSize: CGSize(width: 390, height: 844),
    ///                               contentSize: CGSize(width: 390, height: 2000),
    ///                               contentInset: ScrollInsets(top: 47, bottom: 34), scale: 3)
    /// scroll.contentOffset.y // -47
    /// ```
    public init(viewportSize: CGSize = .zero, contentSize: CGSize = .zero,
                contentInset: ScrollInsets = .zero, scale: CGFloat = 1, profile: ScrollProfile = .uikit) {
        Self.validate(viewportSize, "viewportSize")
        Self.validate(contentSize, "contentSize")
        Self.validate(contentInset)
        precondition(scale > 0 && scale.isFinite, "ScrollController: scale must be a positive number, got \(scale)")
        geometry = ScrollGeometry(viewportSize: viewportSize, contentSize: contentSize,
                                  contentInset: contentInset, scale: scale)
        self.profile = profile
        geometry.contentOffset = geometry.snapped(geometry.minOffset)
    }

    // MARK: Derived state

    /// The offsets `contentOffset.x` rests in: `−contentInset.left` to
    /// `max(content width − viewport width + contentInset.right, min)`.
    ///
    /// ```swift
    /// scroll.horizontalRange.max
    /// ```
    public var horizontalRange: ScrollRange { geometry.horizontalRange }
    /// The offsets `contentOffset.y` rests in: `−contentInset.top` to
    /// `max(content height − viewport height + contentInset.bottom, min)`.
    ///
    /// ```swift
    /// scroll.verticalRange.min // -contentInset.top
    /// ```
    public var verticalRange: ScrollRange { geometry.verticalRange }
    /// The smallest resting offset: `(−inset.left, −inset.top)`.
    ///
    /// ```swift
    /// scroll.minOffset.y
    /// ```
    public var minOffset: CGPoint { geometry.minOffset }
    /// The largest resting offset: `max(content − viewport + trailing inset, min)` per axis.
    ///
    /// ```swift
    /// scroll.maxOffset.y
    /// ```
    public var maxOffset: CGPoint { geometry.maxOffset }

    /// `.dragging` while a finger drags; otherwise what the motion does
    /// (`.idle` when nothing moves, a finger resting without dragging included).
    ///
    /// ```swift
    /// scroll.phase == .decelerating
    /// ```
    public var phase: ScrollControllerPhase {
        if drag.isDragging { return .dragging }
        return motion.phase(at: time)
    }
    /// Whether a finger is down (dragging or not).
    ///
    /// ```swift
    /// scroll.isTracking
    /// ```
    public var isTracking: Bool { drag.isTracking }
    /// Whether the finger down has moved past `touchSlop`.
    ///
    /// ```swift
    /// scroll.isDragging
    /// ```
    public var isDragging: Bool { drag.isDragging }
    /// Whether the content is moving after a finger lifted (deceleration or
    /// bounce), as UIKit's `isDecelerating`. A spring-back that clamps an
    /// animation's out-of-range target is `.bouncing` but not decelerating.
    ///
    /// ```swift
    /// scroll.isDecelerating
    /// ```
    public var isDecelerating: Bool { motion.isDecelerating }
    /// Whether a programmatic or keyboard animation runs.
    ///
    /// ```swift
    /// scroll.isAnimating
    /// ```
    public var isAnimating: Bool { motion.isAnimation }
    /// Whether the caller should keep calling `tick(_:)`: some motion runs,
    /// the scroll indicator is still visible, or a refresh control shows
    /// (its spinner turns; `refresh?.mode` is not `.inactive`).
    ///
    /// ```swift
    /// while scroll.needsFrames { t += 1.0 / 60; scroll.tick(t) }
    /// ```
    public var needsFrames: Bool {
        motion.isRunning || isDragging || indicatorAlpha(at: time) > 0 || (refresh.map { $0.mode != .inactive } ?? false)
    }
    /// How far the running animation has come, 0…1 (along its longer axis);
    /// 0 when no animation runs.
    ///
    /// ```swift
    /// scroll.animationProgress // 0.5 halfway through a linear animation
    /// ```
    public var animationProgress: CGFloat {
        motion.animationProgress(at: time)
    }

    // MARK: Time

    /// Advances running motion to time `t` and updates `contentOffset` and
    /// `velocity`, firing did-scroll if the offset changed and the did-end
    /// callback of a motion that came to rest.
    ///
    /// ```swift
    /// scroll.tick(t)
    /// ```
    public func tick(_ t: Double) {
        advance(to: t)
        updateRefresh(dragging: false)
    }

    // MARK: Programmatic scrolling

    /// Scrolls to `offset`, animated with the active profile or at once.
    ///
    /// `.uikit` animates linearly for 0.33 s and does not clamp the target;
    /// `.swiftui` clamps it and uses a critically damped spring (response
    /// 0.55 s). A running motion is cancelled and the animation starts from
    /// the current offset. An animation to the current offset does nothing.
    /// While a finger is down the offset changes at once and the drag
    /// continues from there. An offset left outside the range (by a
    /// non-animated call, or when an animation ends) springs back into range.
    ///
    /// ```swift
    /// scroll.setContentOffset(CGPoint(x: 0, y: 600), animated: true, at: t)
    /// ```
    public func setContentOffset(_ offset: CGPoint, animated: Bool, at t: Double) {
        Self.validate(offset, "setContentOffset offset")
        advance(to: t)
        var target = offset
        if profile.clampsTarget { target = geometry.clamped(target) }
        target = geometry.snapped(target)
        if drag.isTracking {
            let changed = assignOffset(target, at: t)
            reanchorTouch()
            if changed { onDidScroll?(contentOffset) }
            return
        }
        let current = velocity
        motion = .none
        velocity = .zero
        if !animated || target == contentOffset {
            let changed = assignOffset(target, at: t)
            startSettlingIfNeeded(at: t, fromTouch: false)
            if changed { onDidScroll?(contentOffset) }
            return
        }
        animate(to: target, velocity: current, at: t)
    }

    /// The status-bar gesture (UIKit's `scrollsToTop`): animates to the top
    /// of the range (`−contentInset.top`, the horizontal offset kept) with
    /// the active profile's programmatic animation, and reports the end
    /// through `onDidScrollToTop` instead of `onDidEndScrollingAnimation`.
    /// Returns false, doing nothing, when the content already rests there.
    /// A touch, wheel or key during the animation interrupts it, and then
    /// no did-scroll-to-top follows.
    ///
    /// ```swift
    /// scroll.scrollToTop(at: t) // true: animating to -47 on an iPhone 14
    /// ```
    @discardableResult
    public func scrollToTop(at t: Double) -> Bool {
        advance(to: t)
        guard !drag.isTracking else { return false }
        let top = geometry.snapped(CGPoint(x: contentOffset.x, y: verticalRange.min))
        if top == contentOffset && !motion.isRunning { return false }
        let current = velocity
        motion = .none
        velocity = .zero
        animate(to: top, velocity: current, at: t)
        if case .animation(var a) = motion {
            a.isScrollToTop = true
            motion = .animation(a)
        }
        return true
    }

    /// Shows the scroll indicators for the usual hold and fade (UIKit's
    /// `flashScrollIndicators()`), as if the content had just moved.
    ///
    /// ```swift
    /// scroll.flashScrollIndicators(at: t)
    /// ```
    public func flashScrollIndicators(at t: Double) {
        advance(to: t)
        indicator.noteActivity(at: t)
    }

    /// Moves the content to `offset` at once, as assigning UIKit's
    /// `contentOffset` property does. It is `setContentOffset(_:animated:
    /// false, at:)` except for a running deceleration (the motion after a
    /// finger lifted, its bounce included): that is not stopped but goes on
    /// from the new offset with the velocity it had, toward the same range,
    /// and fires its one did-end-decelerating when it comes to rest. So a
    /// view that recentres itself while coasting keeps its momentum. UIKit's
    /// `setContentOffset(_:animated: false)` stops the deceleration.
    ///
    /// ```swift
    /// scroll.assignContentOffset(CGPoint(x: 0, y: scroll.contentOffset.y - 1000), at: t)
    /// scroll.isDecelerating // still true after a fling
    /// ```
    public func assignContentOffset(_ offset: CGPoint, at t: Double) {
        Self.validate(offset, "contentOffset")
        advance(to: t)
        guard case .release(let old) = motion, old.fromTouch else {
            setContentOffset(offset, animated: false, at: t)
            return
        }
        var target = offset
        if profile.clampsTarget { target = geometry.clamped(target) }
        let current = velocity
        let changed = assignOffset(geometry.snapped(target), at: t)
        let release = physics.continuing(old, velocity: current, at: t)
        motion = .release(release)
        velocity = release.velocity(at: t)
        if changed { onDidScroll?(contentOffset) }
    }

    // MARK: Touches

    /// A finger goes down at `point` (viewport coordinates). Any running
    /// motion stops where it is; returns whether it did (also in
    /// `touchStoppedScrolling`).
    ///
    /// ```swift
    /// let stopped = scroll.touchDown(at: CGPoint(x: 100, y: 400), time: t)
    /// ```
    @discardableResult
    public func touchDown(at point: CGPoint, time t: Double) -> Bool {
        Self.validate(point, "touchDown point")
        advance(to: t)
        let stopped = motion.isRunning
        motion = .none
        velocity = .zero
        if stopped { indicator.noteActivity(at: t) }
        drag.begin(at: point, time: t, flutter: profile.usesFlutterPhysics)
        touchStoppedScrolling = stopped
        return stopped
    }

    /// The finger moves to `point`. After 10 pt of travel it drags the
    /// content 1:1 from where it is then (no jump); past an edge the
    /// content follows through the rubber band.
    ///
    /// ```swift
    /// scroll.touchMove(to: CGPoint(x: 100, y: 300), time: t)
    /// ```
    public func touchMove(to point: CGPoint, time t: Double) {
        Self.validate(point, "touchMove point")
        guard drag.isTracking else { return }
        time = t
        switch drag.move(to: point, at: t, geometry: geometry, axes: draggableAxes, bounces: bounces) {
        case .withinSlop:
            return
        case .began:
            indicator.noteActivity(at: t)
        case .dragged(let shown, let v):
            velocity = v
            indicator.noteActivity(at: t)
            if assignOffset(shown, at: t) { onDidScroll?(contentOffset) }
            updateRefresh(dragging: true)
        }
    }

    /// The finger lifts at `point`. A lift away from the last position moves
    /// the content there first, as a last move; a lift where the finger
    /// already is adds no velocity sample (the lift is not a move). A drag
    /// hands its velocity (`VelocityTracker`: the newest three
    /// sample-to-sample velocities weighted 0.6, 0.35, 0.05, zero if the
    /// finger rested more than 40 ms) to deceleration; content left past an
    /// edge springs back.
    ///
    /// ```swift
    /// scroll.touchUp(at: CGPoint(x: 100, y: 250), time: t)
    /// ```
    public func touchUp(at point: CGPoint, time t: Double) {
        guard drag.isTracking else { return }
        Self.validate(point, "touchUp point")
        time = t
        if point != drag.lastPoint { touchMove(to: point, time: t) }
        let release = drag.end(at: t, axes: draggableAxes)
        velocity = .zero
        if let v = release {
            startRelease(velocity: v, at: t)
        } else {
            startSettlingIfNeeded(at: t, fromTouch: true)
        }
    }

    /// The touch is cancelled (for example taken by another gesture): no
    /// fling; content past an edge springs back.
    ///
    /// ```swift
    /// scroll.cancelTouch(time: t)
    /// ```
    public func cancelTouch(time t: Double) {
        guard drag.isTracking else { return }
        time = t
        drag.cancel()
        velocity = .zero
        startSettlingIfNeeded(at: t, fromTouch: true)
    }

    // MARK: Wheel and keys

    /// Mouse-wheel notches as SDL reports them: positive `dy` is toward the
    /// top (the offset decreases), positive `dx` toward the right (the offset
    /// increases). Each notch is 53 pt; the result is clamped and applied at
    /// once, cancelling any running motion. Ignored while a finger is down.
    ///
    /// ```swift
    /// scroll.wheel(dx: 0, dy: -1, time: t) // 53 pt further down
    /// ```
    public func wheel(dx: CGFloat, dy: CGFloat, time t: Double) {
        Self.validate(CGPoint(x: dx, y: dy), "wheel notches")
        advance(to: t)
        guard !drag.isTracking else { return }
        motion = .none
        velocity = .zero
        let target = ScrollStep.wheelTarget(dx: dx, dy: dy, from: contentOffset, geometry: geometry,
                                            axes: (isHorizontalScrollEnabled, isVerticalScrollEnabled))
        let changed = assignOffset(target, at: t)
        startSettlingIfNeeded(at: t, fromTouch: false)
        if changed { onDidScroll?(contentOffset) }
    }

    /// A key press. Arrows move 40 pt, Page Up/Down and Space (Shift+Space
    /// up) 90 % of the visible height, Home/End to the range ends. The target
    /// is clamped and animated with the active profile; presses during a key
    /// animation add to its target. Ignored while a finger is down.
    ///
    /// ```swift
    /// scroll.key(.space, shift: false, time: t)
    /// ```
    public func key(_ key: ScrollKey, shift: Bool, time t: Double) {
        advance(to: t)
        guard !drag.isTracking else { return }
        let base = motion.animationTarget ?? contentOffset
        let target = ScrollStep.keyTarget(key, shift: shift, from: base, geometry: geometry,
                                          axes: (isHorizontalScrollEnabled, isVerticalScrollEnabled))
        if motion.animationTarget == target { return }
        if target == contentOffset {
            // Nowhere to go: a key press still stops a coasting view.
            motion = .none
            velocity = .zero
            return
        }
        let current = velocity
        motion = .none
        animate(to: target, velocity: current, at: t)
    }

    // MARK: Geometry

    /// The viewport changes size. A running animation keeps its target; a
    /// deceleration or bounce continues toward the new range; at rest the
    /// offset is clamped into the new range at once (UIKit's behaviour on resize).
    ///
    /// ```swift
    /// scroll.setViewportSize(CGSize(width: 390, height: 600), time: t)
    /// ```
    public func setViewportSize(_ size: CGSize, time t: Double) {
        Self.validate(size, "viewportSize")
        advance(to: t)
        guard size != viewportSize else { return }
        geometry.viewportSize = size
        rangeDidChange(at: t)
    }

    /// The content changes size; same rules as `setViewportSize(_:time:)`.
    ///
    /// ```swift
    /// scroll.setContentSize(CGSize(width: 390, height: 4000), time: t)
    /// ```
    public func setContentSize(_ size: CGSize, time t: Double) {
        Self.validate(size, "contentSize")
        advance(to: t)
        guard size != contentSize else { return }
        geometry.contentSize = size
        rangeDidChange(at: t)
    }

    /// The insets change (for example the safe area); same rules as
    /// `setViewportSize(_:time:)`.
    ///
    /// ```swift
    /// scroll.setContentInset(ScrollInsets(top: 47, bottom: 34), time: t)
    /// ```
    public func setContentInset(_ inset: ScrollInsets, time t: Double) {
        Self.validate(inset)
        advance(to: t)
        guard inset != contentInset else { return }
        geometry.contentInset = inset
        rangeDidChange(at: t)
    }

    /// The insets change, and content at rest at its leading edge on an axis
    /// (offset at `minOffset`) stays at the new leading edge, as UIKit keeps
    /// a scroll view at its top when the safe area changes: a scroll view
    /// laid out for the first time starts at `-inset`. The move reports a
    /// did-scroll but is not scrolling activity (the indicators stay hidden),
    /// nor is a clamp of resting content into the new range. Otherwise as
    /// `setContentInset(_:time:)`.
    ///
    /// ```swift
    /// scroll.setContentInset(ScrollInsets(top: 47, bottom: 34), keepingLeadingEdge: true, time: t)
    /// scroll.contentOffset.y // -47
    /// ```
    public func setContentInset(_ inset: ScrollInsets, keepingLeadingEdge: Bool, time t: Double) {
        Self.validate(inset)
        advance(to: t)
        guard inset != contentInset else { return }
        let resting = keepingLeadingEdge && !motion.isRunning && !drag.isTracking
        let old = minOffset
        let wasAt = (x: contentOffset.x == old.x, y: contentOffset.y == old.y)
        let indicatorBefore = indicator
        setContentInset(inset, time: t)
        // Clamping resting content into the new range is not scrolling either.
        if resting { indicator = indicatorBefore }
        guard resting, wasAt.x || wasAt.y, !motion.isRunning else { return }
        var target = contentOffset
        if wasAt.x { target.x = minOffset.x }
        if wasAt.y { target.y = minOffset.y }
        target = geometry.snapped(target)
        guard target != contentOffset else { return }
        geometry.contentOffset = target
        onDidScroll?(contentOffset)
    }

    // MARK: Indicator

    /// The scroll indicator's opacity at time `t`: 1 while scrolling, then
    /// held 0.5 s after the last movement and faded out over 0.33 s (ease-out);
    /// 0 before anything scrolled.
    ///
    /// ```swift
    /// renderer.alpha = scroll.indicatorAlpha(at: t)
    /// ```
    public func indicatorAlpha(at t: Double) -> CGFloat {
        indicator.alpha(at: t, isScrolling: motion.isRunning || isDragging)
    }

    /// The vertical knob in viewport coordinates: 6 pt wide at the right
    /// edge inside the insets; `nil` when vertical scrolling is disabled.
    ///
    /// ```swift
    /// if let knob = scroll.verticalIndicatorFrame { draw(knob, alpha: scroll.indicatorAlpha(at: t)) }
    /// ```
    public var verticalIndicatorFrame: CGRect? {
        guard isVerticalScrollEnabled else { return nil }
        return ScrollIndicatorState.verticalFrame(geometry)
    }

    /// The horizontal knob in viewport coordinates: 6 pt tall at the bottom
    /// edge inside the insets; `nil` when horizontal scrolling is disabled or
    /// the content fits horizontally.
    ///
    /// ```swift
    /// scroll.horizontalIndicatorFrame?.width
    /// ```
    public var horizontalIndicatorFrame: CGRect? {
        guard isHorizontalScrollEnabled, canDragHorizontally else { return nil }
        return ScrollIndicatorState.horizontalFrame(geometry)
    }

    // MARK: Pull to refresh

    /// The pull-to-refresh control's state (`RefreshState`); nil, the
    /// default, when the scroll view has none. While it refreshes the
    /// vertical range starts `heldExtent` higher (`verticalRange.min =
    /// −contentInset.top − heldExtent`; `contentInset` itself is unchanged).
    /// When that hold appears or goes, a finger keeps dragging from where
    /// the content is, a release continues toward the new range, and content
    /// at rest outside the new range springs back into it (it is not moved
    /// at once, as it is when the insets change).
    ///
    /// ```swift
    /// scroll.refresh = RefreshState()
    /// ```
    public var refresh: RefreshState? {
        didSet {
            let held = refresh?.heldInset ?? 0
            guard held != geometry.heldTopInset else { return }
            geometry.heldTopInset = held
            rangeDidChange(at: time, springingBack: true)
        }
    }
    /// Called once when a finger pulls the content `refresh.triggerDistance`
    /// or more past the top of its range (UIKit's `.valueChanged`), after the
    /// hold was added; not for `beginRefreshing(at:)`.
    ///
    /// ```swift
    /// scroll.onRefresh = { reload() }
    /// ```
    public var onRefresh: (() -> Void)?
    /// Whether the refresh control is refreshing (UIKit's `isRefreshing`).
    ///
    /// ```swift
    /// scroll.isRefreshing
    /// ```
    public var isRefreshing: Bool { refresh?.isRefreshing ?? false }

    /// Starts refreshing at `t` without a pull (UIKit's `beginRefreshing()`):
    /// the hold is added, the offset stays where it is, `onRefresh` is not
    /// called. Nothing happens without a refresh control or while refreshing.
    ///
    /// ```swift
    /// scroll.beginRefreshing(at: t)
    /// ```
    public func beginRefreshing(at t: Double) {
        advance(to: t)
        guard var state = refresh, state.begin() else { return }
        refresh = state
    }

    /// Ends refreshing at `t` (UIKit's `endRefreshing()`): the hold goes, and
    /// content resting in it springs back to the top of the range (the
    /// spring back, `BounceSimulation`). Nothing happens when not refreshing.
    ///
    /// ```swift
    /// scroll.endRefreshing(at: t)
    /// ```
    public func endRefreshing(at t: Double) {
        advance(to: t)
        guard var state = refresh, state.end() else { return }
        refresh = state
        updateRefresh(dragging: false)
    }

    /// Moves the refresh control's mode for the current offset; calls
    /// `onRefresh` (last, after the hold was added) when a pull triggered it.
    private func updateRefresh(dragging: Bool) {
        guard var state = refresh else { return }
        let pulled = state.pulledExtent(offset: contentOffset.y, rangeMin: verticalRange.min)
        let triggered = state.update(pulled: pulled, dragging: dragging)
        if state != refresh { refresh = state }
        if triggered { onRefresh?() }
    }

    // MARK: Private

    private var canDragHorizontally: Bool {
        isHorizontalScrollEnabled && (horizontalRange.length > 0 || alwaysBounceHorizontal)
    }

    private var canDragVertically: Bool {
        isVerticalScrollEnabled && (verticalRange.length > 0 || alwaysBounceVertical)
    }

    /// The axes a finger moves the content on.
    private var draggableAxes: (x: Bool, y: Bool) { (canDragHorizontally, canDragVertically) }

    /// Sets the snapped offset; returns whether it changed. Fires nothing.
    private func assignOffset(_ p: CGPoint, at t: Double) -> Bool {
        guard geometry.assignOffset(p) else { return false }
        indicator.noteActivity(at: t)
        return true
    }

    private func reanchorTouch() {
        drag.reanchor(atUnconstrained: geometry.unconstrained(contentOffset), shown: contentOffset)
    }

    private func animate(to target: CGPoint, velocity current: CGPoint, at t: Double) {
        let from = contentOffset
        let animation = OffsetAnimation(
            start: t, from: from, to: target,
            x: profile.simulation(from: from.x, to: target.x, velocity: current.x),
            y: profile.simulation(from: from.y, to: target.y, velocity: current.y))
        motion = .animation(animation)
        velocity = animation.velocity(at: t)
        indicator.noteActivity(at: t)
    }

    /// The physics for a motion starting from the current geometry.
    private var physics: ReleasePhysics {
        ReleasePhysics(geometry: geometry, rate: decelerationRate, flutter: profile.usesFlutterPhysics)
    }

    private func startRelease(velocity v: CGPoint, at t: Double) {
        var v = v
        if !bounces {
            // Held at an edge, a finger still pushing outward leaves nothing to coast.
            let o = contentOffset
            if (o.x <= horizontalRange.min && v.x < 0) || (o.x >= horizontalRange.max && v.x > 0) { v.x = 0 }
            if (o.y <= verticalRange.min && v.y < 0) || (o.y >= verticalRange.max && v.y > 0) { v.y = 0 }
        }
        guard let release = physics.afterDrag(velocity: v, at: t, draggable: draggableAxes, paging: isPagingEnabled,
                                              willEndDragging: willEndDragging) else { return }
        motion = .release(release)
        velocity = release.velocity(at: t)
    }

    /// Springs back into range when at rest outside it and no finger holds the content.
    private func startSettlingIfNeeded(at t: Double, fromTouch: Bool) {
        guard !drag.isTracking, !motion.isRunning,
              let release = physics.settling(at: t, fromTouch: fromTouch) else { return }
        motion = .release(release)
        indicator.noteActivity(at: t)
    }

    /// The range changed under the current motion. Content at rest outside
    /// the new range is clamped into it at once, or with `springingBack`
    /// (a refresh control's hold) springs back into it.
    private func rangeDidChange(at t: Double, springingBack: Bool = false) {
        switch motion {
        case .animation:
            // Not retargeted; clamped when it ends.
            break
        case .release(let old):
            motion = .release(physics.continuing(old, velocity: velocity, at: t))
        case .none:
            if drag.isTracking {
                reanchorTouch()
                return
            }
            if springingBack {
                startSettlingIfNeeded(at: t, fromTouch: false)
                return
            }
            let target = geometry.snapped(geometry.clamped(contentOffset))
            let inRange = geometry.offsetIsInRange
            if !(inRange.x && inRange.y), assignOffset(target, at: t) { onDidScroll?(contentOffset) }
        }
    }

    /// Moves the running motion to `t`: sets `time`, the velocity and the
    /// offset, and when the motion is done ends it at its final position
    /// (an animation then springs back into range if it ended outside it),
    /// firing did-scroll and the matching did-end callback.
    private func advance(to t: Double) {
        time = t
        let running = motion
        guard running.isRunning else { return }
        indicator.noteActivity(at: t)
        if running.isDone(at: t) {
            motion = .none
            velocity = .zero
            let changed = assignOffset(running.finalPosition(holding: contentOffset), at: t)
            if running.isAnimation { startSettlingIfNeeded(at: t, fromTouch: false) }
            if changed { onDidScroll?(contentOffset) }
            if case .animation(let a) = running, a.isScrollToTop {
                onDidScrollToTop?()
            } else if running.isAnimation {
                onDidEndScrollingAnimation?()
            } else if running.isDecelerating {
                onDidEndDecelerating?()
            }
        } else {
            let position = running.position(at: t, holding: contentOffset)
            if !bounces, !running.isAnimation, geometry.clamped(position) != position {
                // No bounce: the motion stops where it meets the edge.
                motion = .none
                velocity = .zero
                if assignOffset(geometry.clamped(position), at: t) { onDidScroll?(contentOffset) }
                if running.isDecelerating { onDidEndDecelerating?() }
                return
            }
            velocity = running.velocity(at: t)
            if assignOffset(position, at: t) { onDidScroll?(contentOffset) }
        }
    }

    #if DEBUG
    /// Test hook: lets `body` put the parts into a state no public call
    /// reaches, so that a test can show `invariantViolations()` reporting it.
    func corruptPartsForTesting(
        _ body: (_ geometry: inout ScrollGeometry, _ motion: inout ScrollMotion,
                 _ drag: inout DragTracker, _ velocity: inout CGPoint) -> Void
    ) {
        body(&geometry, &motion, &drag, &velocity)
    }
    #endif

    private static func validate(_ size: CGSize, _ name: String) {
        precondition(size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0,
                     "ScrollController: \(name) must be finite and not negative, got \(size); pass the measured size of the view")
    }

    private static func validate(_ point: CGPoint, _ name: String) {
        precondition(point.x.isFinite && point.y.isFinite,
                     "ScrollController: \(name) must be finite, got \(point)")
    }

    private static func validate(_ inset: ScrollInsets) {
        precondition([inset.top, inset.left, inset.bottom, inset.right].allSatisfy { $0.isFinite },
                     "ScrollController: contentInset must be finite, got \(inset)")
    }
}
