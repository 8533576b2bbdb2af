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
    ///
    /// A lazy stack's row not built yet is reached where the stack's
    /// estimate puts it. Without animation the following frames, which
    /// build and measure the rows there, scroll again to where the row
    /// really is, until it stays put (at most `corrections` frames).
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        scroll(to: AnyHashable(id), anchor: anchor, corrections: Self.corrections)
    }

    /// How many frames may correct a scroll to a row that was not built.
    static let corrections = 8

    /// Scrolls to the view with `id`; when it was not built (or `corrections`
    /// is below the full count: a correction), and more corrections remain,
    /// looks again next frame, after the layout at the new offset.
    private func scroll(to id: AnyHashable, anchor: UnitPoint?, corrections: Int) {
        // A view built with the id, else a lazy stack's row not built yet (where its estimate puts it).
        guard let found = box.node?.viewFrame(withID: id) else {
            (box.node as? ReaderNode)?.warningGraph?.warn("ScrollViewProxy.scrollTo: no view has the id \(id); nothing scrolled.")
            return
        }
        let wasBuilt = found.isBuilt
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
        let animated = AnimationScope.current?.animation != nil
        let isCorrection = corrections < Self.corrections
        let moved = abs(offset.y - controller.contentOffset.y) > 0.5 || abs(offset.x - controller.contentOffset.x) > 0.5
        if isCorrection && wasBuilt && !moved { return }
        controller.setContentOffset(offset, animated: animated, at: time)
        scroll.graph?.requestFrames()
        if corrections > 0 && (!wasBuilt || isCorrection) && !animated {
            let proxy = self
            scroll.graph?.runNextFrame {
                MainActor.assumeIsolated { proxy.scroll(to: id, anchor: anchor, corrections: corrections - 1) }
            }
        }
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
        // Models the closure reads (`model.draft.isEmpty` beside a send
        // button) bring the view around the reader back when they change.
        let content = node.trackingObservableReadsForOwner { self.content(ScrollViewProxy(box: box)) }
        node.updateContent(content, context)
    }
}
