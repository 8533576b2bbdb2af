import ScrollSimCore

/// Hosts a SwiftUI-style view inside a UIKit view hierarchy.
///
/// ```swift
/// let host = UIHostingController(rootView: content)
/// scrollView.addSubview(host.view)
/// ```
@MainActor
open class UIHostingController<Content: View> {
    /// The root view; setting it updates what is shown.
    public var rootView: Content {
        didSet {
            install()
            hostingView.setNeedsLayout()
        }
    }
    private let hostingView: _UIHostingView

    /// The view that shows `rootView`.
    public var view: UIView { hostingView }

    public init(rootView: Content) {
        self.rootView = rootView
        hostingView = _UIHostingView()
        install()
    }

    /// The hosting view keeps the root view itself, so the view works on
    /// after the controller is gone (the seed keeps only the view).
    private func install() {
        let root = rootView
        hostingView.reconcileRoot = { old, context in reconcile(root, old, context) }
    }
}

/// The view of a hosting controller: it reconciles the root view into the graph.
@MainActor
public final class _UIHostingView: UIView {
    var reconcileRoot: ((Node?, BuildContext) -> Node)?
}
