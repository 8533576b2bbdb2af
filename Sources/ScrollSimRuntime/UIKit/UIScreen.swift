import ScrollSimCore

/// The screen the app runs on, for code that reads `UIScreen.main.bounds`
/// to size its views: the simulated device's window, in points. During a
/// body's evaluation it is that body's window; elsewhere, the window of the
/// view graph made or resized last; before any, an iPhone 14's portrait
/// screen (390 × 844 points at 3×).
///
/// ```swift
/// Image("banner").resizable().frame(width: UIScreen.main.bounds.width - 32)
/// ```
@MainActor
public final class UIScreen {
    /// The screen's rectangle in points, origin at zero.
    public let bounds: CGRect
    /// Device pixels per point.
    public let scale: CGFloat

    init(bounds: CGRect, scale: CGFloat) {
        self.bounds = bounds
        self.scale = scale
    }

    /// The screen of the app's window (deprecated on iOS 16 in favour of the
    /// window scene's, which is the same one here).
    public static var main: UIScreen {
        let screen = ViewGraph.screen
        return UIScreen(bounds: screen.bounds, scale: screen.scale)
    }

    /// The screen's rectangle in device pixels.
    public var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
    }

    /// Device pixels per point of the physical screen (the same as `scale` here).
    public var nativeScale: CGFloat { scale }
}
