/// The context of a state change: the animation its effects run with, or
/// none. `withAnimation` sets it for the changes made in its body;
/// `.animation(_:value:)` and `.transaction(_:)` change it for a subtree.
///
/// ```swift
/// var t = Transaction(animation: .easeInOut)
/// t.disablesAnimations = true
/// withTransaction(t) { isOpen = true }   // no animation
/// ```
public struct Transaction: Sendable {
    /// The animation of the change; nil: the change is applied at once.
    public var animation: Animation?
    /// True when implicit animations (`.animation(_:value:)`) must not apply.
    public var disablesAnimations = false
    /// Run once the animations this change started have ended.
    package var completion: AnimationCompletion?

    public init() {}
    public init(animation: Animation?) { self.animation = animation }

    /// True for the transaction of a change made without animation: no animation, no flag, no completion.
    package var isEmpty: Bool { animation == nil && !disablesAnimations && completion == nil }
}

/// Where the transaction of the running `withAnimation` blocks is kept.
@MainActor
package enum AnimationScope {
    /// The transaction of the innermost `withAnimation`/`withTransaction` body running now, if any.
    package static var current: Transaction?
    /// The animation of a `withAnimation` block run since the last frame
    /// ended: scrolls that the state it changed requests (`scrollPosition`)
    /// animate with it. The frame loop clears it.
    package static var frameAnimation: Animation?
}

/// Runs `body` so that the state changes it makes animate with `animation`
/// (nil: they apply at once), as do the scrolls it starts.
///
/// ```swift
/// Button("Top") { withAnimation { proxy.scrollTo("top") } }
/// Button("More") { withAnimation(.spring(duration: 0.4, bounce: 0.2)) { expanded.toggle() } }
/// ```
@MainActor
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try withTransaction(Transaction(animation: animation), body)
}

/// Runs `body` in `transaction`.
@MainActor
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    let saved = AnimationScope.current
    AnimationScope.current = transaction
    if let animation = transaction.animation { AnimationScope.frameAnimation = animation }
    defer { AnimationScope.current = saved }
    return try body()
}

/// How `withAnimation(_:completionCriteria:_:completion:)` decides that an animation is done.
public struct AnimationCompletionCriteria: Hashable, Sendable {
    let removed: Bool
    /// When the animated values reach their targets (a spring may still move imperceptibly).
    public static let logicallyComplete = AnimationCompletionCriteria(removed: false)
    /// When the animation has ended entirely.
    public static let removed = AnimationCompletionCriteria(removed: true)
}

/// `withAnimation`, then `completion` once every animation the changes
/// started has ended (both criteria are taken as the animation's end).
@MainActor
public func withAnimation<Result>(_ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
                                  _ body: () throws -> Result, completion: @escaping @MainActor () -> Void) rethrows -> Result {
    var t = Transaction(animation: animation)
    t.completion = AnimationCompletion(action: completion)
    return try withTransaction(t, body)
}

/// A completion handler carried by a transaction: run by the graph once
/// the animations started with it have ended (or at once when none started).
package final class AnimationCompletion: @unchecked Sendable {
    let action: @MainActor () -> Void
    /// The animations started with it that still run.
    package var pending = 0
    package var didRun = false
    init(action: @escaping @MainActor () -> Void) { self.action = action }
}

/// Runs `change` with `Animation.default` unless it already runs in an
/// animated transaction (a `withAnimation` of the app's around it), whose
/// animation it then keeps: what the system's own list actions do (a
/// swipe's Delete, a disclosure group's toggle).
@MainActor
func withDefaultAnimationUnlessAnimated(_ change: () -> Void) {
    if AnimationScope.current == nil { withAnimation(.default, change) } else { change() }
}
