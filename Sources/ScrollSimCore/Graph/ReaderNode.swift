/// A transparent container that keeps an object for the runtime (the
/// `ScrollViewReader`'s proxy target).
package final class ReaderNode: SingleChildNode {
    package var userObject: AnyObject?
    /// Where the runtime reports misuse (a `scrollTo` of an unknown id).
    package weak var warningGraph: ViewGraph?
    package override var kindName: String { "ScrollViewReader" }
}
