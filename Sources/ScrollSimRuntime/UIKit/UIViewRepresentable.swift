import ScrollSimCore
import ScrollSimPhysics

/// Wraps a UIKit-style view in a view tree, as SwiftUI's protocol does:
/// `makeUIView` once, `updateUIView` on every update of the representable.
/// A `UIScrollView` becomes a real scroll container; content added through
/// `UIHostingController` is laid out in it, pinned on the axes its
/// constraints pin (the seed pins the width).
///
/// ```swift
/// struct Wrapper: UIViewRepresentable {
///     func makeUIView(context: Context) -> UIScrollView { UIScrollView() }
///     func updateUIView(_ uiView: UIScrollView, context: Context) {}
/// }
/// ```
@MainActor
public protocol UIViewRepresentable: View where Body == Never {
    associatedtype UIViewType: UIView
    associatedtype Coordinator = Void
    typealias Context = UIViewRepresentableContext<Self>

    func makeUIView(context: Context) -> UIViewType
    func updateUIView(_ uiView: UIViewType, context: Context)
    func makeCoordinator() -> Coordinator
}

extension UIViewRepresentable where Coordinator == Void {
    public func makeCoordinator() -> Coordinator { () }
}

/// What `makeUIView` and `updateUIView` receive.
@MainActor
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    /// The object made by `makeCoordinator()`.
    public let coordinator: Representable.Coordinator
    /// The environment at the representable's position.
    public let environment: EnvironmentValues
}

/// What a mounted representable keeps: its UIView and coordinator.
@MainActor
final class RepresentableState<R: UIViewRepresentable> {
    let view: R.UIViewType
    let coordinator: R.Coordinator
    init(view: R.UIViewType, coordinator: R.Coordinator) {
        self.view = view
        self.coordinator = coordinator
    }
}

extension UIViewRepresentable {
    /// The representable's node: a scroll container around its UIView, updated
    /// in place when the old node was made by a representable of this type.
    public static func _makeNode(_ view: Self, _ inputs: _ViewInputs) -> _ViewOutputs {
        if let old = inputs.old, view.updateNode(old, inputs.context) { return _ViewOutputs(old) }
        return _ViewOutputs(view.makeNode(inputs.context))
    }

    private func makeNode(_ context: BuildContext) -> Node {
        let coordinator = makeCoordinator()
        let uiView = makeUIView(context: Context(coordinator: coordinator, environment: context.environment))
        let driver: ScrollDriver
        if let scroll = uiView as? UIScrollView {
            scroll.controller.scale = context.graph.pixelScale
            scroll.controller.profile = context.graph.scrollProfile
            let controllerDriver = ControllerDriver(controller: scroll.controller)
            scroll.driverMounted(controllerDriver)
            driver = controllerDriver
        } else {
            driver = StaticDriver()
        }
        let node = ScrollContainerNode(driver: driver, graph: context.graph)
        node.userObject = RepresentableState<Self>(view: uiView, coordinator: coordinator)
        uiView.mountedGraph = context.graph
        (uiView as? UIScrollView)?.node = node
        refresh(node, uiView, context)
        return node
    }

    private func updateNode(_ node: Node, _ context: BuildContext) -> Bool {
        guard let node = node.ifKind(ScrollContainerNode.self), let object = node.userObject,
              type(of: object) == RepresentableState<Self>.self else { return false }
        let state = unsafeDowncast(object, to: RepresentableState<Self>.self)
        updateUIView(state.view, context: Context(coordinator: state.coordinator, environment: context.environment))
        refresh(node, state.view, context)
        return true
    }

    /// Brings the node in line with the UIView: axes, indicators, insets, hosted content.
    private func refresh(_ node: ScrollContainerNode, _ uiView: UIView, _ context: BuildContext) {
        let host = uiView.subviews.compactMap { $0 as? _UIHostingView }.first
        if let scroll = uiView as? UIScrollView {
            var axes: Axis.Set = [.horizontal, .vertical]
            if let host {
                if host.isConstrained(.width, equalTo: scroll) { axes.remove(.horizontal) }
                if host.isConstrained(.height, equalTo: scroll) { axes.remove(.vertical) }
            }
            node.axes = axes
            node.showsIndicators = scroll.showsVerticalScrollIndicator
            let i = scroll.contentInset
            node.userInset = EdgeInsets(top: i.top, leading: i.left, bottom: i.bottom, trailing: i.right)
            node.insetAdjustment = scroll.contentInsetAdjustmentBehavior
            node.scrollsToTop = scroll.scrollsToTop
        } else {
            node.axes = []
            node.showsIndicators = false
        }
        if let host, let build = host.reconcileRoot {
            node.setContentRoot(build(node.contentRoot, context))
        } else {
            node.setContentRoot(nil)
        }
    }
}

/// The driver of a plain UIView: it never scrolls.
@MainActor
final class StaticDriver: ScrollDriver {
    var contentOffset: CGPoint { .zero }
    var isDragging: Bool { false }
    var touchSlop: CGFloat { .infinity }
    func layoutChanged(viewport: CGSize, content: CGSize, inset: EdgeInsets, axes: Axis.Set, time: Double) {}
    func touchDown(at point: CGPoint, time: Double) -> Bool { false }
    func touchMove(to point: CGPoint, time: Double) {}
    func touchUp(at point: CGPoint, time: Double) {}
    func cancelTouch(time: Double) {}
    func wheel(dx: CGFloat, dy: CGFloat, time: Double) {}
    func key(_ key: Key, shift: Bool, time: Double) -> Bool { false }
    func tick(_ time: Double) -> Bool { false }
    func indicators(at time: Double) -> (rects: [CGRect], alpha: Double) { ([], 0) }
}
