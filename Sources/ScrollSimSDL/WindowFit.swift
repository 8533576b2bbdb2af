/// How a window of rendered pixels is shown on a display: at 1:1 when it fits
/// the display's usable area, otherwise scaled down uniformly until it does.
/// The scene is still rendered at full size (text rasterised at the full
/// render scale); only the presentation shrinks, and input positions in
/// window pixels are divided by ``factor`` to get back to rendered pixels.
///
/// ```swift
/// let fit = WindowFit(pixelWidth: 1640, pixelHeight: 2360, usableWidth: 1920, usableHeight: 1080)
/// fit.windowWidth, fit.windowHeight   // 750, 1080
/// fit.factor                          // 1080 / 2360 ≈ 0.4576
/// ```
public struct WindowFit: Equatable, Sendable {
    /// The rendered size in device pixels.
    public let pixelWidth: Int
    public let pixelHeight: Int
    /// The display's usable area in pixels (`SDL_GetDisplayUsableBounds`).
    public let usableWidth: Int
    public let usableHeight: Int
    /// The window's size on the display, in pixels: the rendered size when
    /// it fits, else the largest size of the same shape (rounded down) that
    /// fits the usable area.
    public let windowWidth: Int
    public let windowHeight: Int
    /// Window pixels per rendered pixel: 1 when the window fits, else the
    /// ratio of the limiting side (usable length over rendered length), < 1.
    public let factor: Double

    /// Fits `pixelWidth × pixelHeight` into a usable area of
    /// `usableWidth × usableHeight`; a usable area with a side below 1 (no
    /// display information) leaves the window unscaled.
    public init(pixelWidth: Int, pixelHeight: Int, usableWidth: Int, usableHeight: Int) {
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.usableWidth = usableWidth
        self.usableHeight = usableHeight
        guard usableWidth >= 1, usableHeight >= 1, pixelWidth > usableWidth || pixelHeight > usableHeight else {
            (windowWidth, windowHeight, factor) = (pixelWidth, pixelHeight, 1)
            return
        }
        // Compare usableWidth / pixelWidth with usableHeight / pixelHeight without rounding.
        if usableWidth * pixelHeight <= usableHeight * pixelWidth {
            windowWidth = usableWidth
            windowHeight = max(1, pixelHeight * usableWidth / pixelWidth)
            factor = Double(usableWidth) / Double(pixelWidth)
        } else {
            windowHeight = usableHeight
            windowWidth = max(1, pixelWidth * usableHeight / pixelHeight)
            factor = Double(usableHeight) / Double(pixelHeight)
        }
    }

    /// True when the window is shown smaller than it is rendered.
    public var isScaledDown: Bool { factor < 1 }

    /// One sentence for the person at the display when the window is scaled
    /// down, naming the rendered size, the render `scale`, the usable area and
    /// the shown size as a whole percentage; nil when it is shown at 1:1.
    ///
    /// ```swift
    /// fit.notice(scale: 2)
    /// // "the window is 1640×2360 px at 2×, larger than the display's usable area 1920×1080; showing it at 46 %"
    /// ```
    public func notice(scale: Double) -> String? {
        guard isScaledDown else { return nil }
        let scaleText = scale == scale.rounded() ? "\(Int(scale))" : "\(scale)"
        return "the window is \(pixelWidth)×\(pixelHeight) px at \(scaleText)×, larger than the display's usable area "
            + "\(usableWidth)×\(usableHeight); showing it at \(Int((factor * 100).rounded())) %"
    }
}
