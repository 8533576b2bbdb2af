/// A pass-through node that keeps an object for the runtime between
/// updates (a UIKit view controller and its coordinator): it measures and
/// places its content as its own size.
package final class ObjectHostNode: SingleChildNode {
    /// What the runtime keeps with this node.
    package var object: AnyObject?
    /// The name inspection shows.
    package var kind = "Host"

    package override init() { super.init() }

    package override var kindName: String { kind }
}
