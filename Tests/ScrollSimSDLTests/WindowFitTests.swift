import ScrollSimSDL
import Testing

/// Fitting a window larger than the display: one factor for both sides, the
/// limiting side filling the usable area, the other rounded down.
struct WindowFitTests {
    /// iPad (820 × 1180 pt) at 2× is 1640 × 2360 px; on 1920 × 1080 the height limits: 1080 / 2360.
    @Test func anIPadAt2xOnA1080LineDisplayIsShownAt46Percent() {
        let fit = WindowFit(pixelWidth: 1640, pixelHeight: 2360, usableWidth: 1920, usableHeight: 1080)
        #expect(fit.isScaledDown)
        #expect(fit.factor == 1080.0 / 2360.0)
        // 1640 × 1080 / 2360 = 750.5, rounded down.
        #expect(fit.windowWidth == 750)
        #expect(fit.windowHeight == 1080)
        #expect(fit.notice(scale: 2) == "the window is 1640×2360 px at 2×, larger than the display's usable area 1920×1080; showing it at 46 %")
    }

    /// iPhone 14 (390 × 844 pt) at 3× is 1170 × 2532 px: 1080 / 2532 = 0.4265…, shown 499 px wide.
    @Test func anIPhone14At3xOnA1080LineDisplay() {
        let fit = WindowFit(pixelWidth: 1170, pixelHeight: 2532, usableWidth: 1920, usableHeight: 1080)
        #expect(fit.windowWidth == 499)
        #expect(fit.windowHeight == 1080)
        #expect(fit.notice(scale: 3) == "the window is 1170×2532 px at 3×, larger than the display's usable area 1920×1080; showing it at 43 %")
    }

    /// A wide window on a tall area: the width limits (1000 / 4000), the height follows (2000 / 4 = 500).
    @Test func theWidthLimitsAWideWindow() {
        let fit = WindowFit(pixelWidth: 4000, pixelHeight: 2000, usableWidth: 1000, usableHeight: 1500)
        #expect(fit.factor == 0.25)
        #expect(fit.windowWidth == 1000)
        #expect(fit.windowHeight == 500)
    }

    /// A window that fits, one exactly the usable size, and no display information: shown at 1:1, no notice.
    @Test func aWindowThatFitsIsShownAtItsSize() {
        for fit in [WindowFit(pixelWidth: 780, pixelHeight: 1688, usableWidth: 1920, usableHeight: 1920),
                    WindowFit(pixelWidth: 1920, pixelHeight: 1080, usableWidth: 1920, usableHeight: 1080),
                    WindowFit(pixelWidth: 5000, pixelHeight: 5000, usableWidth: 0, usableHeight: 0)] {
            #expect(!fit.isScaledDown)
            #expect(fit.factor == 1)
            #expect(fit.windowWidth == fit.pixelWidth)
            #expect(fit.windowHeight == fit.pixelHeight)
            #expect(fit.notice(scale: 2) == nil)
        }
    }
}
