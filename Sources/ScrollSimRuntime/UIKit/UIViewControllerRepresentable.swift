import ScrollSimCore
import ScrollSimPhysics

/// Wraps a UIKit view controller in a view tree, as SwiftUI's protocol
/// does: `makeUIViewController` once, `updateUIViewController` on every
/// update. A `UINavigationController` shows its top controller's view
/// under a navigation bar; any other controller shows its view.
///
/// ```swift
/// struct Inbox: UIViewControllerRepresentable {
///     func makeUIViewController(context: Context) -> UINavigationController {
///         let nav = UINavigationController(rootViewController: InboxController())
///         nav.navigationBar.prefersLargeTitles = true
///         return nav
///     }
///     func updateUIViewController(_ controller: UINavigationController, context: Context) {}
/// }
/// ```
@MainActor
public protocol UIViewControllerRepresentable: View where Body == Never {
    associatedtype UIViewControllerType: UIViewController
    associatedtype Coordinator = Void
    typealias Context = UIViewControllerRepresentableContext<Self>

    func makeUIViewController(context: Context) -> UIViewControllerType
    func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
    func makeCoordinator() -> Coordinator
}

extension UIViewControllerRepresentable where Coordinator == Void {
    public func makeCoordinator() -> Coordinator { () }
}

/// What `makeUIViewController` and `updateUIViewController` receive.
@MainActor
public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
    /// The object made by `makeCoordinator()`.
    public let coordinator: Representable.Coordinator
    /// The environment at the representable's position.
    public let environment: EnvironmentValues
}

/// What a mounted view controller representable keeps.
@MainActor
final class ViewControllerState<R: UIViewControllerRepresentable> {
    let controller: R.UIViewControllerType
    let coordinator: R.Coordinator
    init(controller: R.UIViewControllerType, coordinator: R.Coordinator) {
        self.controller = controller
        self.coordinator = coordinator
    }
}

extension UIViewControllerRepresentable {
    public static func _makeNode(_ view: Self, _ inputs: _ViewInputs) -> _ViewOutputs {
        let context = inputs.context
        // The node keeps the controller (an `ObjectHostNode`) and shows what `_ViewControllerContent` makes of it.
        if let old = inputs.old, let node = old.ifKind(ObjectHostNode.self), let object = node.object,
           type(of: object) == ViewControllerState<Self>.self {
            let state = unsafeDowncast(object, to: ViewControllerState<Self>.self)
            view.updateUIViewController(state.controller, context: Context(coordinator: state.coordinator,
                                                                           environment: context.environment))
            node.updateContent(_ViewControllerContent(controller: state.controller), context)
            return _ViewOutputs(node)
        }
        let coordinator = view.makeCoordinator()
        let controller = view.makeUIViewController(context: Context(coordinator: coordinator, environment: context.environment))
        let node = ObjectHostNode()
        node.kind = "UIViewController"
        node.object = ViewControllerState<Self>(controller: controller, coordinator: coordinator)
        node.updateContent(_ViewControllerContent(controller: controller), context)
        return _ViewOutputs(node)
    }
}

/// A controller's view on screen: under a bar for a navigation controller.
struct _ViewControllerContent: View {
    let controller: UIViewController
    var body: some View {
        if let nav = controller as? UINavigationController {
            _UINavigationHost(controller: nav)
        } else {
            _MountedUIView(view: controller.view)
        }
    }
}

/// An existing UIView shown as a representable shows it.
struct _MountedUIView: UIViewRepresentable {
    let view: UIView
    func makeUIView(context: Context) -> UIView { view }
    func updateUIView(_ uiView: UIView, context: Context) {}
}

/// A navigation controller: a page per controller in its stack, each
/// controller's view over the whole window, under the bar (UIKit's layout
/// of a controller's view); pushes and pops slide as `NavigationStack`'s do.
struct _UINavigationHost: View {
    typealias Body = Never
    let controller: UINavigationController
}

extension _UINavigationHost: PrimitiveView {
    /// Makes the container's pages the controller's stack.
    func build(_ node: NavigationContainerNode, _ context: BuildContext, animated: Bool) {
        controller.hostNode = node
        controller.hostContext = context
        var pages: [NavigationPageNode] = []
        for (i, vc) in controller.viewControllers.enumerated() {
            let key = AnyHashable(ObjectIdentifier(vc))
            let page = node.pages.first { $0.key == key } ?? NavigationPageNode(graph: context.graph)
            page.key = key
            page.extendsContentUnderBar = true
            page.titleSource = { [weak vc] in vc.map(UINavigationController.barTitle) ?? "" }
            page.largeTitles = controller.showsLargeTitle(at: i)
            if i > 0 && page.dismissAction == nil {
                // The stack is reached through the page's controller (every
                // controller in it knows it), not a weak capture of this host's.
                page.dismissAction = DismissAction { [weak vc] in
                    guard let vc, let controller = vc.navigationController,
                          let index = controller.viewControllers.firstIndex(where: { $0 === vc }),
                          index > 0 else { return }
                    controller.popToViewController(controller.viewControllers[index - 1], animated: true)
                }
            }
            page.swipeBackDisabled = i == 0
            page.updateContent(_MountedUIView(view: vc.view), context)
            let back = i > 0 ? NavigationBackButton.label(previousTitle: UINavigationController.barTitle(of: controller.viewControllers[i - 1])) : nil
            page.setBarItems(back: back, entries: [], context: context)
            pages.append(page)
        }
        node.setPages(pages, animated: animated)
    }

    package func makeNode(_ context: BuildContext) -> Node {
        let node = NavigationContainerNode(graph: context.graph)
        controller.view.mountedGraph = context.graph
        build(node, context, animated: false)
        return node
    }

    package func update(_ node: Node, _ context: BuildContext) -> Bool {
        guard let node = node.ifKind(NavigationContainerNode.self), node.isUIKit else { return false }
        build(node, context, animated: true)
        return true
    }
}
