// MARK: - safeAreaPadding

struct _SafeAreaPaddingModifier: NodeModifier {
    let insets: EdgeInsets
    func makeNode(_ context: BuildContext) -> SafeAreaPaddingNode { SafeAreaPaddingNode() }
    func configure(_ node: SafeAreaPaddingNode, _ context: BuildContext) {
        assignLayout(&node.insets, _PaddingModifier.validated(insets, context), node)
    }
}

/// Pads its content like `padding` and adds the padding to the safe area
/// the content sees: OpenSwiftUI builds `safeAreaPadding` from four
/// `safeAreaInset`s of clear views with zero spacing, which lays out the
/// same. A scroll view inside extends back over the padding and insets its
/// content by it, so rows scroll through the padding and rest inside it.
package final class SafeAreaPaddingNode: PaddingNode, SafeAreaInsetting {
    package func safeAreaInsets(forChild child: Node) -> EdgeInsets? { insets }
    package override var kindName: String { "safeAreaPadding" }
}

extension View {
    /// Adds `insets` to the safe area of this view: its content is laid out
    /// inside them, and a scroll view there scrolls its content through them.
    ///
    /// ```swift
    /// ScrollView(.horizontal) { HStack(spacing: 10) { cards } }
    ///     .safeAreaPadding(.horizontal, 20)   // the first card rests 20 pt in, the others scroll to the edge
    /// ```
    public func safeAreaPadding(_ insets: EdgeInsets) -> some View {
        modified(_SafeAreaPaddingModifier(insets: insets))
    }

    /// Adds `length` (16 when nil, the default padding) to the safe area on `edges`.
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        modified(_SafeAreaPaddingModifier(insets: EdgeInsets(edges, length ?? 16)))
    }

    /// Adds `length` to the safe area on every edge.
    public func safeAreaPadding(_ length: CGFloat) -> some View {
        safeAreaPadding(.all, length)
    }
}
