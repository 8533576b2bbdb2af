struct _CoordinateSpaceModifier: NodeModifier {
    let name: AnyHashable
    func makeNode(_ context: BuildContext) -> CoordinateSpaceNode { CoordinateSpaceNode() }
    func configure(_ node: CoordinateSpaceNode, _ context: BuildContext) { node.name = name }
}

/// Names this view's frame as a coordinate space. Layout passes through.
package final class CoordinateSpaceNode: SingleChildNode {
    var name: AnyHashable = 0
    package override var kindName: String { "coordinateSpace" }
}

extension View {
    /// Names this view's bounds so descendants can measure in them with
    /// `.named(name)`.
    ///
    /// ```swift
    /// ScrollView { ... }.coordinateSpace(name: "scroll")
    /// ```
    public func coordinateSpace<T: Hashable>(name: T) -> some View {
        modified(_CoordinateSpaceModifier(name: AnyHashable(name)))
    }

    /// Names this view's bounds (the iOS 17 spelling): `.coordinateSpace(.named("scroll"))`
    /// is the same space as `.coordinateSpace(name: "scroll")`.
    ///
    /// ```swift
    /// ScrollView { ... }.coordinateSpace(.named("scroll"))
    /// ```
    public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
        modified(_CoordinateSpaceModifier(name: name.name))
    }
}
