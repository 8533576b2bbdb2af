/// The size a container (the window's safe area, a scroll view) offers to
/// the views sized relative to it (`containerRelativeFrame`), and those
/// views: when the size changes they are measured again, since their
/// proposals alone do not show it.
@MainActor
package final class ContainerDependents {
    /// The size in effect, per axis; nil where the container does not know
    /// it (an unbounded proposal): the next container out decides there.
    package private(set) var size = ProposedViewSize.unspecified
    private var dependents: [Weak] = []

    private struct Weak {
        weak var node: Node?
    }

    package init() {}

    /// Makes `size` the one in effect (before the container measures or
    /// places its content); the dependents measured with another size have
    /// their layout invalidated.
    package func enter(_ size: ProposedViewSize) {
        guard size != self.size else { return }
        self.size = size
        guard !dependents.isEmpty else { return }
        dependents.removeAll { $0.node == nil }
        for d in dependents { d.node?.invalidateLayout() }
    }

    /// Records `node` as sized relative to this container.
    package func register(_ node: Node) {
        if dependents.contains(where: { $0.node === node }) { return }
        dependents.removeAll { $0.node == nil }
        dependents.append(Weak(node: node))
    }
}
