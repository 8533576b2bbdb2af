import ScrollSimCore
import ScrollSimPhysics

/// Scrolls the scroll views inside a `ScrollViewReader` to views identified
/// by `.id(_:)` or by a `ForEach` id.
///
/// ```swift
/// ScrollViewReader { proxy in
///     ScrollView { ForEach(0..<50) { i in Text("Row \(i)").id(i) } }
///     Button("Row 30") { proxy.scrollTo(30, anchor: .top) }
/// }
/// ```
@MainActor
public struct ScrollViewProxy {
    final class Box {
        weak var node: Node?
    }
    let box: Box

    /// Scrolls the nearest enclosing scroll view so the view with `id` is
    /// visible: aligned by `anchor` (`.top`, `.center`, `.bottom`…), or by
    /// the least movement when `anchor` is nil. The target is clamped to the
    /// content, as SwiftUI does. Animated inside `withAnimation`.
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        // A view built with the id, else a lazy stack's row not built yet (where its estimate puts it).
        guard let found = box.node?.viewFrame(withID: AnyHashable(id)) else {
            (box.node as? ReaderNode)?.warningGraph?.warn("ScrollViewProxy.scrollTo: no view has the id \(id); nothing scrolled.")
            return
        }
        var node: Node? = found.container
        while let n = node, !(n is ScrollContainerNode) { node = n.parent }
        guard let scroll = node as? ScrollContainerNode,
              let controller = (scroll.driver as? ControllerDriver)?.controller else { return }
        let item = found.frame
        guard !item.isNull else { return }
        // The visible region: the viewport inside the content insets (the safe area a SwiftUI scroll view extends over).
        let inset = controller.contentInset
        let viewport = controller.viewportSize
        let visible = CGSize(width: max(0, viewport.width - inset.left - inset.right),
                             height: max(0, viewport.height - inset.top - inset.bottom))
        let relative = item.offsetBy(dx: -scroll.frame.minX, dy: -scroll.frame.minY)
        var offset = controller.contentOffset
        // `start` and `current` are measured from the visible region's leading edge.
        func axis(_ start: CGFloat, _ length: CGFloat, _ view: CGFloat, _ current: CGFloat, _ a: CGFloat?) -> CGFloat {
            if let a { return start + a * length - a * view }
            if start < current { return start }
            if start + length > current + view { return min(start, start + length - view) }
            return current
        }
        if scroll.axes.contains(.vertical) {
            offset.y = axis(relative.minY, relative.height, visible.height, offset.y + inset.top, anchor?.y) - inset.top
        }
        if scroll.axes.contains(.horizontal) {
            offset.x = axis(relative.minX, relative.width, visible.width, offset.x + inset.left, anchor?.x) - inset.left
        }
        offset.x = controller.horizontalRange.clamp(offset.x)
        offset.y = controller.verticalRange.clamp(offset.y)
        let time = scroll.graph?.currentTime ?? controller.time
        controller.setContentOffset(offset, animated: AnimationScope.current?.animation != nil, at: time)
        scroll.graph?.requestFrames()
    }
}

/// Gives its content a `ScrollViewProxy` for the scroll views inside it.
public struct ScrollViewReader<Content: View>: View {
    public typealias Body = Never
    public var content: (ScrollViewProxy) -> Content
    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) { self.content = content }
}

extension ScrollViewReader: PrimitiveView {
    package func makeNode(_ context: BuildContext) -> Node {
        let node = ReaderNode()
        configure(node, context)
        return node
    }

    package func update(_ node: Node, _ context: BuildContext) -> Bool {
        guard let node = node.ifKind(ReaderNode.self) else { return false }
        configure(node, context)
        return true
    }

    private func configure(_ node: ReaderNode, _ context: BuildContext) {
        let box = (node.userObject as? ScrollViewProxy.Box) ?? ScrollViewProxy.Box()
        box.node = node
        node.userObject = box
        node.warningGraph = context.graph
        node.updateContent(content(ScrollViewProxy(box: box)), context)
    }
}
