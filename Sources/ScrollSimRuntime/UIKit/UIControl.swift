import ScrollSimCore

/// The signature of a `UIAction`'s handler.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// An action a control runs for its events (UIKit's `UIAction`, iOS 14):
/// the closure form of target–action, which needs no Objective-C selectors.
///
/// ```swift
/// control.addAction(UIAction { _ in reload() }, for: .valueChanged)
/// ```
@MainActor
public final class UIAction {
    /// A name for an action: a control keeps one action per identifier and event.
    public struct Identifier: Hashable, Sendable, RawRepresentable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// A short title (kept for fidelity; nothing here draws it).
    public var title: String
    /// The identifier: the one given, or a new unique one.
    public let identifier: Identifier
    /// The control that sent the action, while its handler runs.
    public private(set) var sender: Any?
    private let handler: UIActionHandler

    /// An action running `handler` (with this action as its argument).
    ///
    /// ```swift
    /// let action = UIAction(identifier: UIAction.Identifier("reload")) { _ in reload() }
    /// ```
    public init(title: String = "", identifier: Identifier? = nil, handler: @escaping UIActionHandler) {
        self.title = title
        self.identifier = identifier ?? Identifier(rawValue: "UIAction.\(UIAction.nextSerial)")
        UIAction.nextSerial += 1
        self.handler = handler
    }

    private static var nextSerial = 0

    func perform(sender: Any) {
        self.sender = sender
        defer { self.sender = nil }
        handler(self)
    }
}

/// A view that sends actions for events (UIKit's `UIControl`), with the
/// closure API of iOS 14: `addAction(_:for:)` in place of
/// `addTarget(_:action:for:)`.
///
/// ```swift
/// control.addAction(UIAction { _ in print("changed") }, for: .valueChanged)
/// control.sendActions(for: .valueChanged)   // prints "changed"
/// ```
@MainActor
open class UIControl: UIView {
    /// Control events (UIKit's raw values).
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    }

    /// Whether the control sends actions; a disabled one sends none.
    public var isEnabled = true
    private var actions: [(action: UIAction, events: Event)] = []

    public override init() { super.init() }
    public override init(frame: CGRect) { super.init(frame: frame) }

    /// A control whose primary action is `primaryAction` (added for
    /// `primaryActionEvent`: `.valueChanged` for a refresh control).
    public init(frame: CGRect = .zero, primaryAction: UIAction?) {
        super.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: primaryActionEvent) }
    }

    /// The event the primary action is added for.
    open var primaryActionEvent: Event { .primaryActionTriggered }

    /// Adds `action` for `events`; an action with the same identifier already
    /// added for those events is replaced (the control keeps one per identifier).
    public func addAction(_ action: UIAction, for events: Event) {
        removeAction(identifiedBy: action.identifier, for: events)
        actions.append((action, events))
    }

    /// Removes `action` from `events`.
    public func removeAction(_ action: UIAction, for events: Event) {
        removeAction(identifiedBy: action.identifier, for: events)
    }

    /// Removes the action with `identifier` from `events`.
    public func removeAction(identifiedBy identifier: UIAction.Identifier, for events: Event) {
        actions = actions.compactMap { entry in
            guard entry.action.identifier == identifier else { return entry }
            let left = entry.events.subtracting(events)
            return left.isEmpty ? nil : (entry.action, left)
        }
    }

    /// Runs the actions added for any of `events`, in the order they were
    /// added (nothing when the control is disabled).
    public func sendActions(for events: Event) {
        guard isEnabled else { return }
        for entry in actions where !entry.events.isDisjoint(with: events) {
            entry.action.perform(sender: self)
        }
    }
}
