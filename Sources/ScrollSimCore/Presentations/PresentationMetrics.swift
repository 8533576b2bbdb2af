/// The numbers of iOS's modal presentations on an iPhone: sheets, full
/// screen covers and alerts.
///
/// A sheet (`UISheetPresentationController`, SwiftUI's `.sheet`) rests with
/// its top 10 pt below the top safe area at its `.large` detent (57 pt on
/// an iPhone 14) and at half the window's height at `.medium`; it reaches
/// the window's bottom, its top corners rounded 10 pt, over the presenting
/// view dimmed with black at 20 %. It slides up from below the window in
/// 0.5 s on the curve (0.35, 0.91, 0.33, 0.97) and back down on (0.67,
/// 0.03, 0.65, 0.09) (Flutter's `CupertinoSheetRoute`, reverse-engineered
/// from iOS: `transitionDuration` 500 ms, `Curves.linearToEaseOut` and
/// `Curves.easeInToLinear`). A full screen cover slides the same way to
/// the window's top, square, with nothing dimmed.
public enum PresentationMetrics {
    /// The gap between the top safe area and a `.large` sheet, in points.
    public static let sheetTopGap: CGFloat = 10
    /// A sheet's corner radius, in points (UIKit's default sheet radius).
    public static let sheetCornerRadius: CGFloat = 10
    /// The dimming over the presenting view at rest: black at 20 %
    /// (Flutter's `_kModalBarrierColor`, 0x33000000).
    public static let dimming = Color(red: 0, green: 0, blue: 0, opacity: 0.2)
    /// How long a sheet or cover takes to slide in or out, in seconds.
    public static let transitionDuration: Double = 0.5
    /// The grabber (`presentationDragIndicator`): 36 × 5 pt, 5 pt below the
    /// sheet's top, centred, grey #C7C7CC at 100 % (UIKit's grabber, read
    /// from iOS screenshots).
    public static let grabberSize = CGSize(width: 36, height: 5)
    public static let grabberTop: CGFloat = 5
    public static let grabberColor = Color(rgb255: 199, 199, 204)
    /// The gap between a confirmation dialog and the bottom safe area, in points.
    public static let dialogMargin: CGFloat = 8
    /// A drag on a sheet moves it once it passes this many points down.
    public static let dragSlop: CGFloat = 10
}
