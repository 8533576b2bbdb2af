// Modifiers for hardware an iPhone app may meet but ScrollSim's iPhone does
// not have (a hardware keyboard's shortcuts, an iPad's pointer) and menu
// presentation options. Each is accepted so app code compiles unchanged and
// changes nothing laid out or drawn; what it would do on iOS is said on each.

/// A key of a keyboard shortcut: a character, or a named key.
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
    public var character: Character
    public init(_ character: Character) { self.character = character }
    public init(extendedGraphemeClusterLiteral value: Character) { character = value }

    public static let `return` = KeyEquivalent("\r")
    public static let escape = KeyEquivalent("\u{1B}")
    public static let delete = KeyEquivalent("\u{8}")
    public static let deleteForward = KeyEquivalent("\u{7F}")
    public static let tab = KeyEquivalent("\t")
    public static let space = KeyEquivalent(" ")
    public static let upArrow = KeyEquivalent("\u{F700}")
    public static let downArrow = KeyEquivalent("\u{F701}")
    public static let leftArrow = KeyEquivalent("\u{F702}")
    public static let rightArrow = KeyEquivalent("\u{F703}")
    public static let home = KeyEquivalent("\u{F729}")
    public static let end = KeyEquivalent("\u{F72B}")
    public static let pageUp = KeyEquivalent("\u{F72C}")
    public static let pageDown = KeyEquivalent("\u{F72D}")
    public static let clear = KeyEquivalent("\u{F739}")
}

/// The modifier keys held with a key.
public struct EventModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let capsLock = EventModifiers(rawValue: 1 << 0)
    public static let shift = EventModifiers(rawValue: 1 << 1)
    public static let control = EventModifiers(rawValue: 1 << 2)
    public static let option = EventModifiers(rawValue: 1 << 3)
    public static let command = EventModifiers(rawValue: 1 << 4)
    public static let numericPad = EventModifiers(rawValue: 1 << 5)
    public static let all: EventModifiers = [.capsLock, .shift, .control, .option, .command, .numericPad]
}

/// A key with its modifiers.
public struct KeyboardShortcut: Hashable, Sendable {
    public var key: KeyEquivalent
    public var modifiers: EventModifiers
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
        self.key = key
        self.modifiers = modifiers
    }
    /// Return, for a default button.
    public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
    /// Escape (or ⌘.), for a cancel button.
    public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])
}

/// How a view reacts to an iPad's pointer hovering it.
public struct HoverEffect: Sendable {
    let name: String
    public static let automatic = HoverEffect(name: "automatic")
    public static let highlight = HoverEffect(name: "highlight")
    public static let lift = HoverEffect(name: "lift")
}

/// How a `Menu`'s button looks. iOS draws menus as their label in every style.
public protocol MenuStyle {}
public struct DefaultMenuStyle: MenuStyle { public init() {} }
public struct ButtonMenuStyle: MenuStyle { public init() {} }
public struct BorderlessButtonMenuStyle: MenuStyle { public init() {} }
extension MenuStyle where Self == DefaultMenuStyle {
    public static var automatic: DefaultMenuStyle { DefaultMenuStyle() }
}
extension MenuStyle where Self == ButtonMenuStyle {
    public static var button: ButtonMenuStyle { ButtonMenuStyle() }
}
extension MenuStyle where Self == BorderlessButtonMenuStyle {
    public static var borderlessButton: BorderlessButtonMenuStyle { BorderlessButtonMenuStyle() }
}

/// The order of a menu's items: iOS may reverse a menu opened near the
/// bottom of the screen (`.automatic`); ScrollSim opens menus in the
/// order written, as `.fixed` does.
public struct MenuOrder: Hashable, Sendable {
    let name: String
    public static let automatic = MenuOrder(name: "automatic")
    public static let priority = MenuOrder(name: "priority")
    public static let fixed = MenuOrder(name: "fixed")
}

extension View {
    /// Runs this button (or toggles this toggle) when `key` is pressed with
    /// `modifiers` on a hardware keyboard (shown in iPad's ⌘ overlay). The
    /// iPhone ScrollSim models has no hardware keyboard: accepted, never fires.
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View { self }

    /// The same with a `KeyboardShortcut` (`.defaultAction`, `.cancelAction`).
    public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View { self }

    /// The same, optional.
    public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some View { self }

    /// How this view reacts to an iPad's pointer; an iPhone has none.
    public func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool = true) -> some View { self }

    /// Turns an iPad's pointer hover effects below on or off; an iPhone has none.
    public func hoverEffectDisabled(_ disabled: Bool = true) -> some View { self }

    /// How the menus below look: iOS draws a menu as its label in every style.
    public func menuStyle<S: MenuStyle>(_ style: S) -> some View { self }

    /// The order of the menus' items below (see `MenuOrder`).
    public func menuOrder(_ order: MenuOrder) -> some View { self }

    /// Shows or hides the indicator (a chevron) a menu's button may draw
    /// beside its label; ScrollSim draws a menu as its label only, so
    /// nothing changes.
    public func menuIndicator(_ visibility: Visibility) -> some View { self }
}
