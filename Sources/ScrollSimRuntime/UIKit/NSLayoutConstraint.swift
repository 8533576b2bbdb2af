import ScrollSimCore

/// An Auto Layout constraint "first.attribute == second.attribute + constant".
/// ScrollSim reads the constraints between a hosted view and its scroll view
/// to know which axes the content is pinned on (the seed pins the width).
///
/// ```swift
/// NSLayoutConstraint.activate([
///     host.view.widthAnchor.constraint(equalTo: scrollView.widthAnchor),
/// ])
/// ```
@MainActor
public final class NSLayoutConstraint {
    public enum Attribute: Hashable, Sendable {
        case leading, trailing, top, bottom, width, height, centerX, centerY
    }

    public unowned let firstItem: UIView
    public let firstAttribute: Attribute
    public unowned let secondItem: UIView
    public let secondAttribute: Attribute
    public var constant: CGFloat
    public var isActive = false {
        didSet {
            guard isActive != oldValue else { return }
            if isActive {
                firstItem.constraints.append(self)
                if secondItem !== firstItem { secondItem.constraints.append(self) }
            } else {
                firstItem.constraints.removeAll { $0 === self }
                secondItem.constraints.removeAll { $0 === self }
            }
            firstItem.setNeedsLayout()
        }
    }

    init(_ first: UIView, _ a: Attribute, _ second: UIView, _ b: Attribute, constant: CGFloat) {
        firstItem = first
        firstAttribute = a
        secondItem = second
        secondAttribute = b
        self.constant = constant
    }

    /// Activates each constraint.
    public static func activate(_ constraints: [NSLayoutConstraint]) {
        for c in constraints { c.isActive = true }
    }

    /// Deactivates each constraint.
    public static func deactivate(_ constraints: [NSLayoutConstraint]) {
        for c in constraints { c.isActive = false }
    }
}

/// A horizontal edge or centre of a view.
@MainActor
public struct NSLayoutXAxisAnchor {
    let view: UIView
    let attribute: NSLayoutConstraint.Attribute
    init(_ view: UIView, _ attribute: NSLayoutConstraint.Attribute) {
        self.view = view
        self.attribute = attribute
    }
    public func constraint(equalTo anchor: NSLayoutXAxisAnchor, constant: CGFloat = 0) -> NSLayoutConstraint {
        NSLayoutConstraint(view, attribute, anchor.view, anchor.attribute, constant: constant)
    }
}

/// A vertical edge or centre of a view.
@MainActor
public struct NSLayoutYAxisAnchor {
    let view: UIView
    let attribute: NSLayoutConstraint.Attribute
    init(_ view: UIView, _ attribute: NSLayoutConstraint.Attribute) {
        self.view = view
        self.attribute = attribute
    }
    public func constraint(equalTo anchor: NSLayoutYAxisAnchor, constant: CGFloat = 0) -> NSLayoutConstraint {
        NSLayoutConstraint(view, attribute, anchor.view, anchor.attribute, constant: constant)
    }
}

/// A view's width or height.
@MainActor
public struct NSLayoutDimension {
    let view: UIView
    let attribute: NSLayoutConstraint.Attribute
    init(_ view: UIView, _ attribute: NSLayoutConstraint.Attribute) {
        self.view = view
        self.attribute = attribute
    }
    public func constraint(equalTo anchor: NSLayoutDimension, constant: CGFloat = 0) -> NSLayoutConstraint {
        NSLayoutConstraint(view, attribute, anchor.view, anchor.attribute, constant: constant)
    }
}
