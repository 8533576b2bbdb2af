import Foundation

/// The scroll indicators as one controller shows them: when scrolling was
/// last seen (which drives the fade, `ScrollIndicator.alpha`) and where the
/// knobs sit for a geometry (`ScrollIndicator.knob`).
///
/// Times in the controller's seconds; frames in viewport points. A value
/// owned by one `ScrollController`.
struct ScrollIndicatorState {
    /// The latest time anything scrolled; nil before anything did.
    private(set) var lastActivity: Double?

    /// Scrolling happened at `t`: afterwards the fade is measured from `t`.
    mutating func noteActivity(at t: Double) {
        lastActivity = t
    }

    /// The opacity at `t`: 1 while `isScrolling`, then 1 for
    /// `ScrollIndicator.hideDelay` after the last activity and faded out over
    /// `ScrollIndicator.fadeDuration`; 0 before any activity.
    func alpha(at t: Double, isScrolling: Bool) -> CGFloat {
        if isScrolling { return 1 }
        guard let lastActivity else { return 0 }
        return ScrollIndicator.alpha(secondsSinceScrollingStopped: t - lastActivity)
    }

    /// The vertical knob: `ScrollIndicator.thickness` wide at the right edge
    /// inside the insets, its track the viewport height inside the insets.
    static func verticalFrame(_ g: ScrollGeometry) -> CGRect {
        let track = max(0, g.viewportSize.height - g.contentInset.top - g.contentInset.bottom)
        let knob = ScrollIndicator.knob(offset: g.contentOffset.y, range: g.verticalRange,
                                        viewportLength: track, trackLength: track)
        return CGRect(x: g.viewportSize.width - g.contentInset.right - ScrollIndicator.thickness,
                      y: g.contentInset.top + knob.origin,
                      width: ScrollIndicator.thickness, height: knob.length)
    }

    /// The horizontal knob: `ScrollIndicator.thickness` tall at the bottom
    /// edge inside the insets, its track the viewport width inside the insets.
    static func horizontalFrame(_ g: ScrollGeometry) -> CGRect {
        let track = max(0, g.viewportSize.width - g.contentInset.left - g.contentInset.right)
        let knob = ScrollIndicator.knob(offset: g.contentOffset.x, range: g.horizontalRange,
                                        viewportLength: track, trackLength: track)
        return CGRect(x: g.contentInset.left + knob.origin,
                      y: g.viewportSize.height - g.contentInset.bottom - ScrollIndicator.thickness,
                      width: knob.length, height: ScrollIndicator.thickness)
    }
}
