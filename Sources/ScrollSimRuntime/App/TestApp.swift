import Foundation
import ScrollSimCore
import ScrollSimPhysics

/// Drives an app like a person, on a virtual clock at 60 frames a second:
/// the Swift face of replay scripts (WidgetTester's verbs).
///
/// ```swift
/// let app = TestApp(ScrollScene(), measurer: FixedAdvanceMeasurer())
/// app.wheel(-40)                        // to the bottom
/// try app.tap(.text("Go to Top"))
/// let frames = try app.pumpAndSettle()
/// #expect(app.scroll.offset.y == app.value("header.height"))
/// ```
@MainActor
public final class TestApp {
    /// The app being driven.
    public let app: ScrollSimApp
    /// The virtual clock, in seconds.
    public private(set) var time: Double = 0
    /// Frames per second of the virtual clock.
    public let frameRate: Double
    /// The last frame produced.
    public private(set) var lastFrame: Frame?
    /// Called after every frame (traces, screenshots).
    public var onFrame: ((Frame) -> Void)?
    /// Asked before every frame of `pump`, `pumpAndSettle`, `drag` and
    /// `fling`: once it returns true they return at once, leaving the clock
    /// where it is (tools use it for Ctrl-C; the caller checks its own flag
    /// afterwards). Nil: never stop early.
    public var shouldStop: (() -> Bool)?
    /// True when input arrived after the last frame: the next frame shows it,
    /// so `pumpAndSettle` runs at least that frame.
    private var inputSinceFrame = false

    /// iPhone 14: 390 × 844 points, safe area 47 top, 34 bottom.
    public static let iPhone14 = (size: CGSize(width: 390, height: 844), insets: EdgeInsets(top: 47, bottom: 34))

    /// Lays `root` out in a window of `size` points with `safeAreaInsets`,
    /// on a pixel grid of `scale` device pixels per point, and runs the
    /// first frame: afterwards `time` is 0 and `lastFrame` is that frame.
    /// `profile` picks how programmatic scrolls animate; `frameRate` is the
    /// virtual clock's frames per second.
    public init<V: View>(_ root: V, measurer: TextMeasuring, size: CGSize = TestApp.iPhone14.size,
                         safeAreaInsets: EdgeInsets = TestApp.iPhone14.insets, scale: CGFloat = 1,
                         profile: ScrollProfile = .uikit, frameRate: Double = 60, images: ImageProviding = NoImages(),
                         clockStart: Date? = nil) {
        app = ScrollSimApp(root, measurer: measurer, size: size, safeAreaInsets: safeAreaInsets, scale: scale, profile: profile,
                           images: images)
        if let clockStart { app.graph.clockStartDate = clockStart }
        self.frameRate = frameRate
        frame()
    }

    /// Drives an existing app from its own time on (`time` starts at
    /// `app.time`) and runs one frame at that time.
    public init(app: ScrollSimApp, frameRate: Double = 60) {
        self.app = app
        self.frameRate = frameRate
        time = app.time
        frame()
    }

    /// The first scroll view's state (fails the test run with a clear message when there is none).
    public var scroll: ScrollState {
        guard let s = app.scroll else { preconditionFailure("TestApp.scroll: the scene has no scroll view") }
        return s
    }

    /// A value as replay scripts name it (`offset.y`, `header.height`…); NaN when unknown.
    public func value(_ name: String) -> CGFloat {
        CGFloat(app.value(name) ?? .nan)
    }

    @discardableResult
    private func frame() -> Frame {
        let f = app.advance(to: time)
        inputSinceFrame = false
        lastFrame = f
        onFrame?(f)
        return f
    }

    private func step() {
        time = (time * frameRate).rounded() / frameRate + 1 / frameRate
        frame()
    }

    private var stopped: Bool { shouldStop?() ?? false }

    // MARK: Time

    /// Advances the clock by `duration` seconds rounded to whole frames,
    /// running each frame; 0 runs none. Returns early, mid-way, once
    /// `shouldStop` says so. Queued main-queue work runs between frames only
    /// when called on the main thread outside a main-queue job (the command
    /// line); in Swift Testing use the async variant.
    public func pump(_ duration: Double = 0) {
        let frames = Int((duration * frameRate).rounded())
        if frames == 0 { return }
        for _ in 0..<frames {
            if stopped { return }
            step()
        }
    }

    /// Advances the clock by a Swift `Duration`.
    public func pump(_ duration: Duration) {
        let c = duration.components
        pump(Double(c.seconds) + Double(c.attoseconds) * 1e-18)
    }

    /// Pumps until nothing moves or is queued; returns the number of frames.
    /// Input sent since the last frame counts as queued: its frame is run.
    /// Throws when it is still moving after `timeout` seconds.
    @discardableResult
    public func pumpAndSettle(timeout: Double = 10) throws -> Int {
        var frames = 0
        let limit = Int((timeout * frameRate).rounded())
        while (inputSinceFrame || isUnsettled) && !stopped {
            if frames >= limit {
                throw settleTimeout(timeout, frames)
            }
            step()
            frames += 1
        }
        return frames
    }

    /// True while something still moves or is queued (what `pumpAndSettle` waits for).
    private var isUnsettled: Bool {
        app.isSettling || app.needsFrames && !app.graph.isPointerActive && hasMotion
    }

    private func settleTimeout(_ timeout: Double, _ frames: Int) -> TestAppError {
        TestAppError("still \(app.scroll?.phase.rawValue ?? "updating") after \(timeout) s of virtual time (\(frames) frames)")
    }

    private var hasMotion: Bool {
        app.scrollControllers.contains { $0.phase != .idle }
    }

    // MARK: Async variants

    // Work queued with `DispatchQueue.main.async` (the seed's `updateUIView`
    // resets `isMovedTop` that way) runs between frames. The synchronous
    // methods run it when they are called on the main thread (the command
    // line); test runners such as Swift Testing run main-actor code as a job
    // of the main queue, where queued blocks wait for that job to end. Call
    // these async variants there: each frame first yields, so queued work
    // runs before it, in order, on the virtual clock.

    private func stepAsync() async {
        await yieldToWokenTasks()
        step()
    }

    /// Yields once, then until every task whose `FrameClock` sleep ended
    /// has gone on (`FrameClock.resumedSleepers`; at most 10,000 yields).
    private func yieldToWokenTasks() async {
        await Task.yield()
        var yields = 0
        while FrameClock.resumedSleepers > 0 && yields < 10_000 {
            await Task.yield()
            yields += 1
        }
    }

    /// Advances the clock by `duration` seconds, yielding to queued main-queue work before each frame.
    public func pump(_ duration: Double = 0) async {
        let frames = Int((duration * frameRate).rounded())
        if frames == 0 {
            await yieldToWokenTasks()
            return
        }
        for _ in 0..<frames {
            if stopped { return }
            await stepAsync()
        }
    }

    /// Advances the clock by a Swift `Duration`, yielding before each frame.
    public func pump(_ duration: Duration) async {
        let c = duration.components
        await pump(Double(c.seconds) + Double(c.attoseconds) * 1e-18)
    }

    /// Pumps (yielding before each frame) until nothing moves or is queued;
    /// returns the number of frames. Throws after `timeout` seconds.
    @discardableResult
    public func pumpAndSettle(timeout: Double = 10) async throws -> Int {
        var frames = 0
        let limit = Int((timeout * frameRate).rounded())
        // Woken tasks go on before each check, also after the last frame: a
        // task whose sleep ended in that frame changes state the next one lays out.
        while !stopped {
            await yieldToWokenTasks()
            guard inputSinceFrame || isUnsettled else { break }
            if frames >= limit {
                throw settleTimeout(timeout, frames)
            }
            step()
            frames += 1
        }
        return frames
    }

    /// Pointer down and up at `point`, one frame apart (yielding before the frame).
    public func tap(_ point: CGPoint) async {
        send(.pointerDown(point))
        await stepAsync()
        send(.pointerUp(point))
    }

    /// Taps the centre of the view `finder` finds (yielding before the frame).
    public func tap(_ finder: Finder) async throws {
        await tap(try center(of: finder))
    }

    // MARK: Input

    /// Delivers `event` at the current time without running a frame: the
    /// next frame (`pump`, `pumpAndSettle`) shows its effect.
    public func send(_ event: InputEvent) {
        app.handle(event, at: time)
        inputSinceFrame = true
    }

    /// Pointer down at `point` (window points), one frame, pointer up; the
    /// up is delivered but its frame is not run yet.
    public func tap(_ point: CGPoint) {
        send(.pointerDown(point))
        step()
        send(.pointerUp(point))
    }

    /// Taps the centre of the view `finder` finds; throws when none or several match.
    public func tap(_ finder: Finder) throws {
        tap(try center(of: finder))
    }

    /// The centre of the only view `finder` finds, in window points.
    public func center(of finder: Finder) throws -> CGPoint {
        let f = try find(finder)
        return CGPoint(x: f.frame.midX, y: f.frame.midY)
    }

    /// The only laid-out view `finder` finds.
    public func find(_ finder: Finder) throws -> InspectedView {
        let matches = app.graph.inspect().all(where: finder.matches)
        if matches.isEmpty { throw TestAppError("no view matches \(finder)") }
        if matches.count > 1 { throw TestAppError("\(matches.count) views match \(finder); make it unique") }
        return matches[0]
    }

    /// True when a view `finder` finds is on screen (inside the window and not clipped away).
    public func isVisible(_ finder: Finder) -> Bool {
        let window = CGRect(origin: .zero, size: app.graph.size)
        guard let drawn = visibleTextFrames(finder) else { return false }
        return drawn.contains { $0.intersects(window) }
    }

    private func visibleTextFrames(_ finder: Finder) -> [CGRect]? {
        guard case .text(let text) = finder else {
            return app.graph.inspect().all(where: finder.matches).map(\.frame)
        }
        var frames: [CGRect] = []
        for command in app.graph.drawList().commands {
            if case .text(let lines, _, _) = command {
                let joined = lines.map(\.text).joined(separator: " ")
                if joined == text || lines.contains(where: { $0.text == text }) {
                    for l in lines { frames.append(CGRect(x: l.origin.x, y: l.origin.y, width: l.width, height: 1)) }
                }
            }
        }
        return frames
    }

    /// Wheel notches in SDL's signs (`notches` negative toward the bottom,
    /// `horizontal` positive toward the right) at `point` (the window centre by default);
    /// a notch is 53 pt. Like `send`, it runs no frame: the offset moves in the next one.
    public func wheel(_ notches: CGFloat, horizontal: CGFloat = 0, at point: CGPoint? = nil) {
        let p = point ?? CGPoint(x: app.graph.size.width / 2, y: app.graph.size.height / 2)
        send(.wheel(dx: horizontal, dy: notches, at: p))
    }

    /// Drags from `start` to `end` (window points) over `duration` seconds,
    /// one move a frame, then runs one more frame and lifts (the lift's frame is not run).
    public func drag(from start: CGPoint, to end: CGPoint, duration: Double = 0.25) {
        send(.pointerDown(start))
        let frames = max(1, Int((duration * frameRate).rounded()))
        for i in 1...frames where !stopped {
            step()
            let f = CGFloat(i) / CGFloat(frames)
            app.handle(.pointerMove(CGPoint(x: start.x + (end.x - start.x) * f, y: start.y + (end.y - start.y) * f)), at: time)
        }
        step()
        send(.pointerUp(end))
    }

    /// A pinch at `center` (the window centre by default): two fingers go
    /// down there and move a step a frame over `duration` seconds, their
    /// distance growing evenly to `scale` times what it was and the line
    /// through them turning evenly by `rotation` (clockwise positive); then
    /// one more frame runs and they lift (the lift's frame is not run), as
    /// in `drag`. Only gestures see it: scroll views under it do not scroll.
    ///
    /// ```swift
    /// app.pinch(at: CGPoint(x: 195, y: 400), scale: 2)
    /// try app.pumpAndSettle()
    /// ```
    public func pinch(at center: CGPoint? = nil, scale: CGFloat, rotation: Angle = .zero, duration: Double = 0.25) {
        let p = center ?? CGPoint(x: app.graph.size.width / 2, y: app.graph.size.height / 2)
        send(.twoFinger(.down(p)))
        let frames = max(1, Int((duration * frameRate).rounded()))
        for i in 1...frames where !stopped {
            step()
            let f = CGFloat(i) / CGFloat(frames)
            app.handle(.twoFinger(.move(center: p, scale: 1 + (scale - 1) * f,
                                        rotation: CGFloat(rotation.radians) * f)), at: time)
        }
        step()
        send(.twoFinger(.up))
    }

    /// Two fingers at `center` turning by `angle` (clockwise positive) over
    /// `duration` seconds without changing their distance: `pinch` with a scale of 1.
    public func rotate(at center: CGPoint? = nil, by angle: Angle, duration: Double = 0.25) {
        pinch(at: center, scale: 1, rotation: angle, duration: duration)
    }

    /// A fling: a drag from `start` to `end` at `speed` points per second
    /// (moving every frame, at least two frames), lifted while moving; the
    /// lift's frame is not run, so the release motion starts in the next.
    public func fling(from start: CGPoint, to end: CGPoint, speed: CGFloat) {
        let distance = hypot(end.x - start.x, end.y - start.y)
        let duration = speed > 0 ? Double(distance / speed) : 0.1
        send(.pointerDown(start))
        let frames = max(2, Int((duration * frameRate).rounded()))
        for i in 1...frames where !stopped {
            step()
            let f = CGFloat(i) / CGFloat(frames)
            app.handle(.pointerMove(CGPoint(x: start.x + (end.x - start.x) * f, y: start.y + (end.y - start.y) * f)), at: time)
        }
        send(.pointerUp(end))
    }

    /// Delivers a key press (with Shift held when `shift`) without running a
    /// frame; what it scrolls moves from the next frame on.
    public func key(_ key: Key, shift: Bool = false) {
        send(.key(key, shift: shift))
    }

    /// Types `text` as the window's text input would deliver it: the
    /// focused text field appends it (nothing happens when none is
    /// focused). Like `send`, it runs no frame.
    ///
    /// ```swift
    /// try app.tap(.kind("TextInput"))
    /// app.type("hello")
    /// app.key(.enter)          // submits
    /// ```
    public func type(_ text: String) {
        send(.text(text))
    }

    /// Resizes the window to `size` points (safe-area insets unchanged); the
    /// next frame lays out at the new size.
    public func resize(_ size: CGSize) {
        send(.resize(size))
    }
}

/// Finds views in the laid-out tree.
///
/// ```swift
/// try app.tap(.text("Go to Top"))
/// ```
public enum Finder: CustomStringConvertible, Sendable {
    /// A `Text` showing exactly this string.
    case text(String)
    /// A view of this kind ("Rectangle", "Button", a type name).
    case kind(String)

    func matches(_ view: InspectedView) -> Bool {
        switch self {
        case .text(let t): return view.kind == "Text" && view.text == t
        case .kind(let k): return view.kind == k
        }
    }

    public var description: String {
        switch self {
        case .text(let t): return "text \"\(t)\""
        case .kind(let k): return "kind \(k)"
        }
    }
}

/// A failure of the test driver, with what was expected and what was seen.
public struct TestAppError: Error, CustomStringConvertible {
    public let message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
