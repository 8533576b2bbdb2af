/// A node whose content is sized relative to it: the root (the window's
/// safe area) and scroll views.
@MainActor
package protocol LayoutContainer: Node {
    var containerDependents: ContainerDependents { get }
}

extension ScrollContainerNode: LayoutContainer {}
extension RootNode: LayoutContainer {}
