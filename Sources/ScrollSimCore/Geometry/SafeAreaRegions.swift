/// Kinds of safe area a view can ignore (`ignoresSafeArea(_:edges:)`).
///
/// ScrollSim has one kind in practice: the window's insets (status bar,
/// home indicator) and the insets views add (`safeAreaInset`,
/// `safeAreaPadding`) are all `.container`; there is no software keyboard,
/// so ignoring `.keyboard` alone ignores nothing.
///
/// ```swift
/// Color.blue.ignoresSafeArea(.container, edges: .top)
/// ```
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The safe area of the device and of containers: bars and insets.
    public static let container = SafeAreaRegions(rawValue: 1 << 0)
    /// The area a software keyboard covers (never present in ScrollSim).
    public static let keyboard = SafeAreaRegions(rawValue: 1 << 1)
    /// Every region.
    public static let all = SafeAreaRegions(rawValue: .max)
}
