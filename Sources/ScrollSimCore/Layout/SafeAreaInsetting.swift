/// A node that adds to the safe area its content sees (`safeAreaInset`,
/// `safeAreaPadding`): the band between its own frame and that frame inset
/// by `safeAreaInsets(forChild:)` is unsafe for that child.
@MainActor
package protocol SafeAreaInsetting: Node {
    /// The insets this node adds for `child` (one of its direct children),
    /// measured inward from its own frame; nil when that child sees none
    /// (the inset bar itself).
    func safeAreaInsets(forChild child: Node) -> EdgeInsets?
}
