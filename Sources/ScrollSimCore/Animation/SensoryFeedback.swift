// MARK: - Sensory feedback

/// A haptic or audio feedback a view asks the device to play
/// (`.sensoryFeedback(_:trigger:)`). ScrollSim plays nothing: each one is
/// recorded, with its time, in the graph's `sensoryFeedbackEvents`.
public struct SensoryFeedback: Hashable, Sendable, CustomStringConvertible {
    /// The weight of an impact.
    public struct Weight: Hashable, Sendable {
        let name: String
        public static let light = Weight(name: "light")
        public static let medium = Weight(name: "medium")
        public static let heavy = Weight(name: "heavy")
    }
    /// The flexibility of an impact.
    public struct Flexibility: Hashable, Sendable {
        let name: String
        public static let rigid = Flexibility(name: "rigid")
        public static let solid = Flexibility(name: "solid")
        public static let soft = Flexibility(name: "soft")
    }

    /// The feedback's name (`success`, `impact(weight: light, intensity: 1.0)`…).
    public let description: String

    public static let success = SensoryFeedback(description: "success")
    public static let warning = SensoryFeedback(description: "warning")
    public static let error = SensoryFeedback(description: "error")
    public static let selection = SensoryFeedback(description: "selection")
    public static let increase = SensoryFeedback(description: "increase")
    public static let decrease = SensoryFeedback(description: "decrease")
    public static let start = SensoryFeedback(description: "start")
    public static let stop = SensoryFeedback(description: "stop")
    public static let alignment = SensoryFeedback(description: "alignment")
    public static let levelChange = SensoryFeedback(description: "levelChange")
    public static let pathComplete = SensoryFeedback(description: "pathComplete")
    public static let impact = SensoryFeedback(description: "impact")
    public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback {
        SensoryFeedback(description: "impact(weight: \(weight.name), intensity: \(intensity))")
    }
    public static func impact(flexibility: Flexibility, intensity: Double = 1) -> SensoryFeedback {
        SensoryFeedback(description: "impact(flexibility: \(flexibility.name), intensity: \(intensity))")
    }
}

/// A feedback a view asked for, and when (seconds of the app's clock).
public struct SensoryFeedbackEvent: Hashable, Sendable {
    public var feedback: SensoryFeedback
    public var time: Double
    public init(feedback: SensoryFeedback, time: Double) {
        self.feedback = feedback
        self.time = time
    }
}

/// Compares the trigger it last saw with each new one; on a change, asks
/// `feedback` (old, new) for the feedback to record.
package final class SensoryFeedbackNode: SingleChildNode {
    var trigger: Any?
    package override var kindName: String { "sensoryFeedback" }
}

struct _SensoryFeedbackModifier<T: Equatable>: NodeModifier {
    let trigger: T
    let feedback: (T, T) -> SensoryFeedback?

    func makeNode(_ context: BuildContext) -> SensoryFeedbackNode { SensoryFeedbackNode() }

    func configure(_ node: SensoryFeedbackNode, _ context: BuildContext) {
        defer { node.trigger = trigger }
        guard let old = node.trigger as? T, old != trigger, let f = feedback(old, trigger) else { return }
        context.graph.sensoryFeedbackEvents.append(SensoryFeedbackEvent(feedback: f, time: context.graph.currentTime))
    }
}

extension View {
    /// Plays `feedback` when `trigger` changes (recorded in the graph's `sensoryFeedbackEvents`).
    ///
    /// ```swift
    /// Button("Add") { count += 1 }
    ///     .sensoryFeedback(.increase, trigger: count)
    /// ```
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View {
        modified(_SensoryFeedbackModifier(trigger: trigger, feedback: { _, _ in feedback }))
    }

    /// Plays `feedback` when `trigger` changes and `condition(old, new)` holds.
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T,
                                              condition: @escaping (_ oldValue: T, _ newValue: T) -> Bool) -> some View {
        modified(_SensoryFeedbackModifier(trigger: trigger, feedback: { condition($0, $1) ? feedback : nil }))
    }

    /// Plays the feedback `feedback(old, new)` returns when `trigger` changes (none for nil).
    public func sensoryFeedback<T: Equatable>(trigger: T,
                                              _ feedback: @escaping (_ oldValue: T, _ newValue: T) -> SensoryFeedback?) -> some View {
        modified(_SensoryFeedbackModifier(trigger: trigger, feedback: feedback))
    }
}

// MARK: - Symbol effects

/// An animation of an SF Symbol (`.symbolEffect`). Symbols are drawn as
/// placeholders here: the effects are accepted and not drawn.
public protocol SymbolEffect: Sendable {}
/// An effect that plays once each time a value changes.
public protocol DiscreteSymbolEffect: SymbolEffect {}
/// An effect that runs while it is active.
public protocol IndefiniteSymbolEffect: SymbolEffect {}
/// An effect that shows or hides a symbol when it is inserted or removed.
public protocol TransitionSymbolEffect: SymbolEffect {}
/// An effect that replaces one symbol with another.
public protocol ContentTransitionSymbolEffect: SymbolEffect {}

/// A symbol effect's variants (`.bounce.up.byLayer`); every variant is the same effect here.
public protocol SymbolEffectVariants: SymbolEffect {}
extension SymbolEffectVariants {
    public var up: Self { self }
    public var down: Self { self }
    public var byLayer: Self { self }
    public var wholeSymbol: Self { self }
    public var iterative: Self { self }
    public var cumulative: Self { self }
    public var reversing: Self { self }
    public var nonReversing: Self { self }
    public var hideInactiveLayers: Self { self }
    public var dimInactiveLayers: Self { self }
    public var downUp: Self { self }
    public var upUp: Self { self }
    public var offUp: Self { self }
    public var clockwise: Self { self }
    public var counterClockwise: Self { self }
}

public struct BounceSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, SymbolEffectVariants { public init() {} }
public struct PulseSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, SymbolEffectVariants { public init() {} }
public struct VariableColorSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, SymbolEffectVariants { public init() {} }
public struct ScaleSymbolEffect: IndefiniteSymbolEffect, TransitionSymbolEffect, SymbolEffectVariants { public init() {} }
public struct AppearSymbolEffect: IndefiniteSymbolEffect, TransitionSymbolEffect, SymbolEffectVariants { public init() {} }
public struct DisappearSymbolEffect: IndefiniteSymbolEffect, TransitionSymbolEffect, SymbolEffectVariants { public init() {} }
public struct ReplaceSymbolEffect: ContentTransitionSymbolEffect, SymbolEffectVariants { public init() {} }
public struct WiggleSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, SymbolEffectVariants { public init() {} }
public struct BreatheSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, SymbolEffectVariants { public init() {} }
public struct RotateSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, SymbolEffectVariants { public init() {} }

extension SymbolEffect where Self == BounceSymbolEffect { public static var bounce: BounceSymbolEffect { .init() } }
extension SymbolEffect where Self == PulseSymbolEffect { public static var pulse: PulseSymbolEffect { .init() } }
extension SymbolEffect where Self == VariableColorSymbolEffect { public static var variableColor: VariableColorSymbolEffect { .init() } }
extension SymbolEffect where Self == ScaleSymbolEffect { public static var scale: ScaleSymbolEffect { .init() } }
extension SymbolEffect where Self == AppearSymbolEffect { public static var appear: AppearSymbolEffect { .init() } }
extension SymbolEffect where Self == DisappearSymbolEffect { public static var disappear: DisappearSymbolEffect { .init() } }
extension SymbolEffect where Self == ReplaceSymbolEffect { public static var replace: ReplaceSymbolEffect { .init() } }
extension SymbolEffect where Self == WiggleSymbolEffect { public static var wiggle: WiggleSymbolEffect { .init() } }
extension SymbolEffect where Self == BreatheSymbolEffect { public static var breathe: BreatheSymbolEffect { .init() } }
extension SymbolEffect where Self == RotateSymbolEffect { public static var rotate: RotateSymbolEffect { .init() } }

/// How a symbol effect runs: how many times, how fast.
public struct SymbolEffectOptions: Hashable, Sendable {
    let repeatCount: Int?
    let speed: Double
    public static let `default` = SymbolEffectOptions(repeatCount: nil, speed: 1)
    public static let repeating = SymbolEffectOptions(repeatCount: Int.max, speed: 1)
    public static let nonRepeating = SymbolEffectOptions(repeatCount: 1, speed: 1)
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions(repeatCount: count, speed: 1) }
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions(repeatCount: nil, speed: speed) }
    public func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions(repeatCount: count, speed: speed) }
    public func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions(repeatCount: repeatCount, speed: speed) }
}

extension View {
    /// Runs `effect` on the symbols in this view while `isActive`
    /// (accepted; symbols are placeholders and the effect is not drawn).
    ///
    /// ```swift
    /// Image(systemName: "wifi").symbolEffect(.variableColor, isActive: isSearching)
    /// ```
    public func symbolEffect<T: IndefiniteSymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default,
                                                        isActive: Bool = true) -> some View {
        self
    }

    /// Plays `effect` on the symbols in this view each time `value` changes
    /// (accepted; not drawn).
    ///
    /// ```swift
    /// Image(systemName: "bell").symbolEffect(.bounce, value: notifications)
    /// ```
    public func symbolEffect<T: DiscreteSymbolEffect, U: Equatable>(_ effect: T, options: SymbolEffectOptions = .default,
                                                                   value: U) -> some View {
        self
    }

    /// Removes the symbol effects of this view (accepted).
    public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View { self }
}
