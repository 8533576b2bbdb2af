import ScrollSimCore

/// UIKit's colour type: ScrollSim's `Color`.
public typealias UIColor = Color

/// A minimal UIKit view: a frame, a background colour, subviews and Auto
/// Layout anchors, enough to write the seeds' `UIViewRepresentable` code.
///
/// ```swift
/// let view = UIView()
/// view.backgroundColor = .red
/// view.addSubview(child)
/// ```
@MainActor
open class UIView {
    /// The frame in the superview's coordinates (set by layout).
    public var frame: CGRect = .zero
    /// The view's own coordinate space: its size at the origin.
    public var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }
    public var backgroundColor: UIColor?
    public var isHidden = false
    public var alpha: CGFloat = 1
    /// Recorded for fidelity; ScrollSim lays out hosted views from constraints only.
    public var translatesAutoresizingMaskIntoConstraints = true
    /// How far the view's frame reaches into the safe area's unsafe bands.
    /// Zero here: only a `UIScrollView` is laid out by ScrollSim as a view of its own.
    open var safeAreaInsets: UIEdgeInsets { .zero }
    public private(set) var subviews: [UIView] = []
    public private(set) weak var superview: UIView?
    /// Active constraints that involve this view.
    public internal(set) var constraints: [NSLayoutConstraint] = []

    public init() {}
    public init(frame: CGRect) { self.frame = frame }

    public func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
        setNeedsLayout()
    }

    public func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.subviews.removeAll { $0 === self }
        superview = nil
        parent.setNeedsLayout()
    }

    /// Asks the hosting graph to lay out again.
    public func setNeedsLayout() { hostGraph?.setNeedsLayout() }
    public func layoutIfNeeded() {}

    /// The graph this view is shown in, once mounted by a representable.
    weak var mountedGraph: ViewGraph?
    var hostGraph: ViewGraph? { mountedGraph ?? superview?.hostGraph }

    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .leading) }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .trailing) }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .centerX) }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .bottom) }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .centerY) }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(self, .width) }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(self, .height) }

    /// True when an active constraint makes this view's `attribute` equal to `other`'s.
    func isConstrained(_ attribute: NSLayoutConstraint.Attribute, equalTo other: UIView) -> Bool {
        constraints.contains { c in
            c.isActive && c.constant == 0 &&
            ((c.firstItem === self && c.firstAttribute == attribute && c.secondItem === other && c.secondAttribute == attribute) ||
             (c.secondItem === self && c.secondAttribute == attribute && c.firstItem === other && c.firstAttribute == attribute))
        }
    }
}
