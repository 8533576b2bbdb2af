// Edges and per-edge access and arithmetic on insets, for the safe-area and scroll-view layout.

extension Edge {
    /// The axis an inset at this edge is measured along: `.vertical` for top and bottom.
    var axis: Axis { self == .top || self == .bottom ? .vertical : .horizontal }

    /// True for the edge at the end of its axis (bottom, trailing).
    var isTrailingEnd: Bool { self == .bottom || self == .trailing }
}

extension EdgeInsets {
    /// The inset on one edge.
    subscript(edge: Edge) -> CGFloat {
        get {
            switch edge {
            case .top: return top
            case .leading: return leading
            case .bottom: return bottom
            case .trailing: return trailing
            }
        }
        set {
            switch edge {
            case .top: top = newValue
            case .leading: leading = newValue
            case .bottom: bottom = newValue
            case .trailing: trailing = newValue
            }
        }
    }

    /// These insets on `edges` only, zero elsewhere.
    func restricted(to edges: Edge.Set) -> EdgeInsets {
        EdgeInsets(top: edges.contains(.top) ? top : 0, leading: edges.contains(.leading) ? leading : 0,
                   bottom: edges.contains(.bottom) ? bottom : 0, trailing: edges.contains(.trailing) ? trailing : 0)
    }

    /// The insets on the edges across `axes` (top and bottom for `.vertical`).
    func across(_ axes: Axis.Set) -> EdgeInsets {
        var edges: Edge.Set = []
        if axes.contains(.vertical) { edges.formUnion(.vertical) }
        if axes.contains(.horizontal) { edges.formUnion(.horizontal) }
        return restricted(to: edges)
    }

    static func + (a: EdgeInsets, b: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: a.top + b.top, leading: a.leading + b.leading, bottom: a.bottom + b.bottom, trailing: a.trailing + b.trailing)
    }
}

extension CGRect {
    /// This rectangle grown outward by `insets` (shrunk where they are negative).
    func outset(by insets: EdgeInsets) -> CGRect {
        CGRect(x: minX - insets.leading, y: minY - insets.top,
               width: width + insets.leading + insets.trailing, height: height + insets.top + insets.bottom)
    }

    /// This rectangle shrunk inward by `insets` (a safe-area band's inner edge).
    func inset(by insets: EdgeInsets) -> CGRect {
        CGRect(x: minX + insets.leading, y: minY + insets.top,
               width: width - insets.leading - insets.trailing, height: height - insets.top - insets.bottom)
    }
}
