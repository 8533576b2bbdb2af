import Foundation

/// The scroll indicator's geometry and fade timeline (Chameleon's UIScroller values).
///
/// Visible while scrolling; 0.5 s after scrolling stops it fades out over
/// 0.33 s with Core Animation's ease-out curve. The knob is 6 pt thick; its
/// length is the track length times the visible fraction of the content,
/// at least 50 pt, and it shrinks by the overscroll (down to 7 pt) when the
/// content is pulled past an edge.
///
/// ```swift
/// ScrollIndicator.alpha(secondsSinceScrollingStopped: 0.2) // 1
/// ScrollIndicator.alpha(secondsSinceScrollingStopped: 1.0) // 0
/// ```
public enum ScrollIndicator {
    /// Seconds the indicator stays fully visible after scrolling stops (0.5).
    ///
    /// ```swift
    /// ScrollIndicator.hideDelay // 0.5
    /// ```
    public static let hideDelay: Double = 0.5
    /// Seconds the fade-out lasts (0.33).
    ///
    /// ```swift
    /// ScrollIndicator.fadeDuration // 0.33
    /// ```
    public static let fadeDuration: Double = 0.33
    /// The shortest knob while the content is in range (50 pt).
    ///
    /// ```swift
    /// ScrollIndicator.minimumKnobLength // 50
    /// ```
    public static let minimumKnobLength: CGFloat = 50
    /// The shortest knob while the content is overscrolled (7 pt).
    ///
    /// ```swift
    /// ScrollIndicator.minimumOverscrolledKnobLength // 7
    /// ```
    public static let minimumOverscrolledKnobLength: CGFloat = 7
    /// The knob's thickness on thin scroll views (6 pt).
    ///
    /// ```swift
    /// ScrollIndicator.thickness // 6
    /// ```
    public static let thickness: CGFloat = 6

    /// The indicator's opacity `elapsed` seconds after scrolling stopped:
    /// 1 until `hideDelay`, then an ease-out fade to 0 over `fadeDuration`.
    /// Negative `elapsed` means still scrolling (opacity 1).
    ///
    /// ```swift
    /// ScrollIndicator.alpha(secondsSinceScrollingStopped: 0.5 + 0.165) // about 0.31
    /// ```
    public static func alpha(secondsSinceScrollingStopped elapsed: Double) -> CGFloat {
        if elapsed <= hideDelay { return 1 }
        let p = (elapsed - hideDelay) / fadeDuration
        if p >= 1 { return 0 }
        return CGFloat(1 - TimingCurve.easeOut.value(at: p))
    }

    /// The knob's position and length along a track of `trackLength` points.
    ///
    /// The visible fraction is `viewportLength / (range.length + viewportLength)`.
    ///
    /// ```swift
    /// let range = ScrollRange(min: 0, max: 1200)
    /// let knob = ScrollIndicator.knob(offset: 600, range: range, viewportLength: 800, trackLength: 800)
    /// knob.length // 320
    /// knob.origin // 240
    /// ```
    public static func knob(offset: CGFloat, range: ScrollRange, viewportLength: CGFloat,
                            trackLength: CGFloat) -> (origin: CGFloat, length: CGFloat) {
        guard trackLength > 0, viewportLength > 0 else { return (0, 0) }
        let fraction = min(1, viewportLength / (range.length + viewportLength))
        var length = min(trackLength, max(trackLength * fraction, minimumKnobLength))
        let over = abs(range.overscroll(of: offset))
        if over > 0 {
            length = max(length - over, min(minimumOverscrolledKnobLength, length))
        }
        let progress: CGFloat
        if offset <= range.min {
            progress = 0
        } else if offset >= range.max {
            progress = range.length > 0 ? 1 : 0
        } else {
            progress = (offset - range.min) / range.length
        }
        // Pinned to the edge it is overscrolled past.
        let origin = offset > range.max && range.length == 0 ? trackLength - length : progress * (trackLength - length)
        return (origin, length)
    }
}
