// MARK: - accessibility

/// Traits an assistive technology reports for an element.
public struct AccessibilityTraits: OptionSet, Sendable, Hashable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
    public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
    public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
    public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
    public static let isSearchField = AccessibilityTraits(rawValue: 1 << 4)
    public static let isImage = AccessibilityTraits(rawValue: 1 << 5)
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 6)
    public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 7)
    public static let isStaticText = AccessibilityTraits(rawValue: 1 << 8)
    public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 9)
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 10)
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 12)
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 13)
    public static let isModal = AccessibilityTraits(rawValue: 1 << 14)
    public static let isToggle = AccessibilityTraits(rawValue: 1 << 15)
    public static let isTabBar = AccessibilityTraits(rawValue: 1 << 16)
}

/// How an element built with `accessibilityElement(children:)` treats its children.
public struct AccessibilityChildBehavior: Sendable, Hashable {
    let kind: Int
    /// The children are hidden; the element stands alone.
    public static let ignore = AccessibilityChildBehavior(kind: 0)
    /// The children stay elements of their own inside this one.
    public static let contain = AccessibilityChildBehavior(kind: 1)
    /// The children's labels and values are merged into this element.
    public static let combine = AccessibilityChildBehavior(kind: 2)
}

/// The kind of an accessibility action (`accessibilityAction(_:_:)`).
public struct AccessibilityActionKind: Sendable, Hashable {
    let name: String
    public init(named name: String) { self.name = name }
    public static let `default` = AccessibilityActionKind(named: "default")
    public static let escape = AccessibilityActionKind(named: "escape")
    public static let magicTap = AccessibilityActionKind(named: "magicTap")
    public static let delete = AccessibilityActionKind(named: "delete")
    public static let showMenu = AccessibilityActionKind(named: "showMenu")
}

/// Which way an adjustable element is asked to change
/// (`accessibilityAdjustableAction(_:)`): VoiceOver's swipe up and down.
public enum AccessibilityAdjustmentDirection: Sendable, Hashable {
    case increment, decrement
}

/// The heading level of an element marked with `accessibilityHeading(_:)`.
public enum AccessibilityHeadingLevel: Sendable, Hashable {
    case unspecified, h1, h2, h3, h4, h5, h6
}

/// What one accessibility modifier says about its view.
enum AccessibilityAttribute: Equatable {
    case label(String), hint(String), value(String), identifier(String)
    case hidden(Bool), addTraits(AccessibilityTraits), removeTraits(AccessibilityTraits)
    case element(AccessibilityChildBehavior), sortPriority(Double), heading(AccessibilityHeadingLevel)
    case inputLabels([String]), action(String)
}

struct _AccessibilityModifier: NodeModifier {
    let attribute: AccessibilityAttribute
    func makeNode(_ context: BuildContext) -> AccessibilityNode { AccessibilityNode() }
    func configure(_ node: AccessibilityNode, _ context: BuildContext) { node.attribute = attribute }
}

/// Carries one accessibility attribute of its content. ScrollSim has no
/// screen reader: the attribute changes neither layout, drawing nor hit
/// testing. Tools see it in `inspect()` as kind "accessibility" with the
/// label (or identifier) as its text, so a test can find a view by label.
package final class AccessibilityNode: SingleChildNode {
    var attribute: AccessibilityAttribute = .hidden(false)
    package override var kindName: String { "accessibility" }
    package override var inspectText: String? {
        switch attribute {
        case let .label(s), let .identifier(s): s
        default: nil
        }
    }
}

extension View {
    private func accessibility(_ attribute: AccessibilityAttribute) -> some View {
        modified(_AccessibilityModifier(attribute: attribute))
    }

    /// The label VoiceOver reads for this view (kept for inspection; no visual effect).
    ///
    /// ```swift
    /// Image(systemName: "heart.fill").accessibilityLabel("Liked")
    /// ```
    public func accessibilityLabel(_ label: String) -> some View { accessibility(.label(label)) }
    /// The label VoiceOver reads for this view, as a `Text`.
    public func accessibilityLabel(_ label: Text) -> some View { accessibility(.label(label.content)) }
    /// What happens when the view is activated, read after the label.
    public func accessibilityHint(_ hint: String) -> some View { accessibility(.hint(hint)) }
    /// The hint, as a `Text`.
    public func accessibilityHint(_ hint: Text) -> some View { accessibility(.hint(hint.content)) }
    /// The view's current value ("50 %", "On"), read after the label.
    public func accessibilityValue(_ value: String) -> some View { accessibility(.value(value)) }
    /// The value, as a `Text`.
    public func accessibilityValue(_ value: Text) -> some View { accessibility(.value(value.content)) }
    /// A stable name for UI tests.
    public func accessibilityIdentifier(_ identifier: String) -> some View { accessibility(.identifier(identifier)) }
    /// Hides the view (and its children) from assistive technologies.
    public func accessibilityHidden(_ hidden: Bool) -> some View { accessibility(.hidden(hidden)) }
    /// Adds traits (`.isButton`, `.isHeader`, …).
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { accessibility(.addTraits(traits)) }
    /// Removes traits the view would otherwise have.
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View { accessibility(.removeTraits(traits)) }
    /// Makes the view one element, treating its children as `children` says.
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
        accessibility(.element(children))
    }
    /// The order among siblings VoiceOver visits (higher first).
    public func accessibilitySortPriority(_ priority: Double) -> some View { accessibility(.sortPriority(priority)) }
    /// Marks the view as a heading of `level`.
    public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> some View { accessibility(.heading(level)) }
    /// Alternative names Voice Control accepts for the view.
    public func accessibilityInputLabels(_ labels: [String]) -> some View { accessibility(.inputLabels(labels)) }
    /// An action assistive technologies can perform (never run here: there is none).
    public func accessibilityAction(_ kind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void) -> some View {
        accessibility(.action(kind.name))
    }
    /// Makes the view adjustable (VoiceOver's swipe up and down), as a
    /// slider is; `handler` gets the direction (never run here: there is
    /// no screen reader). The element gains the `adjustable` action.
    ///
    /// ```swift
    /// RatingView(rating: $rating)
    ///     .accessibilityAdjustableAction { direction in
    ///         rating += direction == .increment ? 1 : -1
    ///     }
    /// ```
    public func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void) -> some View {
        accessibility(.action("adjustable"))
    }
    /// A named custom action (never run here).
    public func accessibilityAction(named name: String, _ handler: @escaping () -> Void) -> some View {
        accessibility(.action(name))
    }
    /// A named custom action, named by a `Text` (never run here).
    public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> some View {
        accessibility(.action(name.content))
    }
}
