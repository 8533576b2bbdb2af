import ScrollSimCore

/// A screen to simulate: size in points, safe-area insets, display scale and
/// the kind of status bar drawn in the top safe-area zone.
///
/// The display scale is the device's pixels per point (iPhone 14: 3): layout
/// rounds to that grid and offsets snap to it, whatever scale the desktop
/// window draws at, so the numbers are the iPhone's at every `--scale`.
///
/// ```swift
/// let d = DevicePreset.named("iphone14")!   // 390 × 844, safe area 47 / 34, 3×
/// d.statusBar                                // .clockAtLeading (the clock in the notch's left ear)
/// ```
public struct DevicePreset: Sendable, Equatable {
    public let name: String
    public let size: CGSize
    public let safeAreaInsets: EdgeInsets
    /// The status bar drawn in the top safe-area zone (with a home indicator in
    /// the bottom one); nil for a plain window with no phone chrome.
    public let statusBar: StatusBarStyle?
    /// Device pixels per point (UIScreen.scale): the grid layout and offsets round to.
    public let displayScale: CGFloat

    public init(name: String, size: CGSize, safeAreaInsets: EdgeInsets, statusBar: StatusBarStyle?, displayScale: CGFloat = 1) {
        self.name = name
        self.size = size
        self.safeAreaInsets = safeAreaInsets
        self.statusBar = statusBar
        self.displayScale = displayScale
    }

    /// Whether to draw a status bar and a home indicator in the safe-area zones.
    public var hasPhoneChrome: Bool { statusBar != nil }

    /// The presets, by name.
    public static let all: [DevicePreset] = [
        DevicePreset(name: "iphone14", size: CGSize(width: 390, height: 844),
                     safeAreaInsets: EdgeInsets(top: 47, bottom: 34), statusBar: .clockAtLeading, displayScale: 3),
        DevicePreset(name: "iphone14promax", size: CGSize(width: 430, height: 932),
                     safeAreaInsets: EdgeInsets(top: 59, bottom: 34), statusBar: .clockAtLeading, displayScale: 3),
        DevicePreset(name: "iphonese", size: CGSize(width: 375, height: 667),
                     safeAreaInsets: EdgeInsets(top: 20, bottom: 0), statusBar: .clockCentered, displayScale: 2),
        DevicePreset(name: "ipad", size: CGSize(width: 820, height: 1180),
                     safeAreaInsets: EdgeInsets(top: 24, bottom: 20), statusBar: .clockAtLeading, displayScale: 2),
        DevicePreset(name: "desktop", size: CGSize(width: 800, height: 600),
                     safeAreaInsets: .zero, statusBar: nil),
    ]

    public static func named(_ name: String) -> DevicePreset? {
        all.first { $0.name == name.lowercased() }
    }

    /// A plain window of `size` with no safe area, on a 1× grid.
    public static func window(_ size: CGSize) -> DevicePreset {
        DevicePreset(name: "window", size: size, safeAreaInsets: .zero, statusBar: nil)
    }
}

/// Where a status bar puts its clock.
public enum StatusBarStyle: Sendable, Equatable {
    /// Centred 52 pt from the left edge (a quarter of the width on narrower
    /// screens): in the left "ear" beside a notched iPhone's sensor housing,
    /// and at the left of an iPad's bar.
    case clockAtLeading
    /// Centred in the bar, as on iPhones with a home button (iPhone SE), whose
    /// status bar is a plain 20 pt strip with no notch.
    case clockCentered
}
