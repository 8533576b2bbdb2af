import Foundation

// MARK: - UIKit feedback generators

/// UIKit's haptic feedback generators, which SwiftUI code calls directly
/// (`UIImpactFeedbackGenerator(style: .medium).impactOccurred()`).
/// ScrollSim plays nothing: each feedback is recorded as the
/// `SensoryFeedback` of the same kind, and the next graph to update
/// appends it, at that frame's time, to its `sensoryFeedbackEvents`
/// (the feedback of an action a tap or gesture runs lands in that app).
@MainActor
open class UIFeedbackGenerator {
    /// Feedback generated since a graph last updated, oldest first.
    /// (Unchecked: every update reads it, and only the main actor uses it.)
    @exclusivity(unchecked) static var pending: [SensoryFeedback] = []

    public init() {}

    /// Readies the Taptic Engine (nothing to do here).
    open func prepare() {}

    func occurred(_ feedback: SensoryFeedback) {
        UIFeedbackGenerator.pending.append(feedback)
    }

    /// Hands the feedback generated so far to whoever records it, once.
    static func takePending() -> [SensoryFeedback] {
        guard !pending.isEmpty else { return [] }
        defer { pending = [] }
        return pending
    }
}

/// Physical impacts: a collision of light, medium or heavy objects, or of
/// soft or rigid ones (UIKit's `FeedbackStyle`).
@MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    public enum FeedbackStyle: Int, Sendable {
        case light, medium, heavy, soft, rigid
    }

    public let style: FeedbackStyle

    public init(style: FeedbackStyle) {
        self.style = style
    }

    /// A medium impact, as UIKit's `init()`.
    public override convenience init() {
        self.init(style: .medium)
    }

    /// An impact at full intensity.
    open func impactOccurred() {
        impactOccurred(intensity: 1)
    }

    /// An impact at `intensity`, 0 to 1 (values outside are clamped).
    open func impactOccurred(intensity: CGFloat) {
        let intensity = Double(min(max(intensity, 0), 1))
        switch style {
        case .light: occurred(.impact(weight: .light, intensity: intensity))
        case .medium: occurred(.impact(weight: .medium, intensity: intensity))
        case .heavy: occurred(.impact(weight: .heavy, intensity: intensity))
        case .soft: occurred(.impact(flexibility: .soft, intensity: intensity))
        case .rigid: occurred(.impact(flexibility: .rigid, intensity: intensity))
        }
    }

    /// An impact at full intensity at `location` (the place is not used here).
    open func impactOccurred(at location: CGPoint) {
        impactOccurred()
    }

    /// An impact at `intensity` at `location` (the place is not used here).
    open func impactOccurred(intensity: CGFloat, at location: CGPoint) {
        impactOccurred(intensity: intensity)
    }
}

/// The outcome of a task: success, warning or error.
@MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    public enum FeedbackType: Int, Sendable {
        case success, warning, error
    }

    public override init() {}

    open func notificationOccurred(_ notificationType: FeedbackType) {
        switch notificationType {
        case .success: occurred(.success)
        case .warning: occurred(.warning)
        case .error: occurred(.error)
        }
    }

    /// The notification at `location` (the place is not used here).
    open func notificationOccurred(_ notificationType: FeedbackType, at location: CGPoint) {
        notificationOccurred(notificationType)
    }
}

/// A change of selection (a picker wheel's tick).
@MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    public override init() {}

    open func selectionChanged() {
        occurred(.selection)
    }

    /// A selection change at `location` (the place is not used here).
    open func selectionChanged(at location: CGPoint) {
        selectionChanged()
    }
}
