/// What `LazyVStack` and `LazyHStack` share: one lazy stack along `axis`,
/// built and updated by the same node (`LazyStackNode`).
@MainActor
protocol LazyStackView: PrimitiveView {
    associatedtype Content: View
    /// The axis the subviews follow one another along.
    static var axis: Axis { get }
    /// Where a thinner subview goes across the stack: 0 leading (top), 1 trailing (bottom).
    var crossFraction: CGFloat { get }
    var spacing: CGFloat? { get }
    var pinnedViews: PinnedScrollableViews { get }
    var content: Content { get }
}

extension LazyStackView {
    package func makeNode(_ context: BuildContext) -> Node {
        LazyStackNode.reconcile(nil, axis: Self.axis, content: content, crossFraction: crossFraction, spacing: spacing,
                                pinnedViews: pinnedViews, context: context)!
    }

    package func update(_ node: Node, _ context: BuildContext) -> Bool {
        LazyStackNode.reconcile(node, axis: Self.axis, content: content, crossFraction: crossFraction, spacing: spacing,
                                pinnedViews: pinnedViews, context: context) != nil
    }
}
