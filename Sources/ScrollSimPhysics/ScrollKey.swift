/// Keys that scroll. Step sizes are ScrollSim's choice (Apple documents none):
/// arrows 40 pt, pages 90 % of the visible length, Home/End to the range ends.
///
/// ```swift
/// controller.key(.pageDown, shift: false, time: t)
/// ```
public enum ScrollKey: String, Sendable, CaseIterable {
    /// Up arrow: 40 pt toward the top.
    ///
    /// ```swift
    /// controller.key(.up, shift: false, time: t)
    /// ```
    case up
    /// Down arrow: 40 pt toward the bottom.
    ///
    /// ```swift
    /// controller.key(.down, shift: false, time: t)
    /// ```
    case down
    /// Left arrow: 40 pt toward the leading edge.
    ///
    /// ```swift
    /// controller.key(.left, shift: false, time: t)
    /// ```
    case left
    /// Right arrow: 40 pt toward the trailing edge.
    ///
    /// ```swift
    /// controller.key(.right, shift: false, time: t)
    /// ```
    case right
    /// Page Up: one page toward the top.
    ///
    /// ```swift
    /// controller.key(.pageUp, shift: false, time: t)
    /// ```
    case pageUp
    /// Page Down: one page toward the bottom.
    ///
    /// ```swift
    /// controller.key(.pageDown, shift: false, time: t)
    /// ```
    case pageDown
    /// Space: one page down; with Shift, one page up.
    ///
    /// ```swift
    /// controller.key(.space, shift: true, time: t) // page up
    /// ```
    case space
    /// Home: to the top of the range.
    ///
    /// ```swift
    /// controller.key(.home, shift: false, time: t)
    /// ```
    case home
    /// End: to the bottom of the range.
    ///
    /// ```swift
    /// controller.key(.end, shift: false, time: t)
    /// ```
    case end
}
