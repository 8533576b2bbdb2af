/// The build context of a node, handed to views defined outside the core
/// that build their own nodes (the UIKit-style representables).
@MainActor
public struct _BuildEnvironment {
    package let context: BuildContext
    package init(_ context: BuildContext) { self.context = context }
}

/// A view that builds its own node. Implemented by the runtime for
/// `UIViewRepresentable`; not meant for application code.
@MainActor
public protocol _NodeBuildingView: View where Body == Never {
    func _makeNode(_ environment: _BuildEnvironment) -> AnyObject
    func _updateNode(_ node: AnyObject, _ environment: _BuildEnvironment) -> Bool
}
