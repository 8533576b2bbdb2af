import Foundation

/// Rounds offsets to device pixels: `round(x · scale) / scale`. Chameleon's
/// UIKit rounds a stored content offset to whole points (`roundf` in
/// `setContentOffset:animated:NO`); ScrollSim rounds to the device's pixel grid.
///
/// ```swift
/// PixelSnapping.snap(10.3, scale: 2)  // 10.5
/// PixelSnapping.snap(10.3, scale: 3)  // 10.333...
/// ```
public enum PixelSnapping {
    /// `x` rounded to the nearest device pixel (halves away from zero).
    ///
    /// ```swift
    /// PixelSnapping.snap(0.74, scale: 2) // 0.5
    /// ```
    public static func snap(_ x: CGFloat, scale: CGFloat) -> CGFloat {
        guard scale > 0, x.isFinite else { return x }
        return (x * scale).rounded() / scale
    }

    /// Both coordinates of `point` rounded to device pixels.
    ///
    /// ```swift
    /// PixelSnapping.snap(CGPoint(x: 0.2, y: 3.7), scale: 1) // (0, 4)
    /// ```
    public static func snap(_ point: CGPoint, scale: CGFloat) -> CGPoint {
        CGPoint(x: snap(point.x, scale: scale), y: snap(point.y, scale: scale))
    }

    /// Whether `x` already lies on the device-pixel grid.
    ///
    /// ```swift
    /// PixelSnapping.isSnapped(1.5, scale: 2) // true
    /// ```
    public static func isSnapped(_ x: CGFloat, scale: CGFloat) -> Bool {
        abs(x * scale - (x * scale).rounded()) < 1e-6
    }
}
