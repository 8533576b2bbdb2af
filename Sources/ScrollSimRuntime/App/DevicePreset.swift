import ScrollSimCore

/// A screen to simulate: size in points, safe-area insets and display scale.
///
/// The display scale is the device's pixels per point (iPhone 14: 3): layout
/// rounds to that grid and offsets snap to it, whatever scale the desktop
/// window draws at, so the numbers are the iPhone's at every `--scale`.
///
/// ```swift
/// let d = DevicePreset.named("iphone14")!   // 390 × 844, safe area 47 / 34, 3×
/// ```
public struct DevicePreset: Sendable, Equatable {
    public let name: String
    public let size: CGSize
    public let safeAreaInsets: EdgeInsets
    /// Whether to draw a status bar and a home indicator in the safe-area zones.
    public let hasPhoneChrome: Bool
    /// Device pixels per point (UIScreen.scale): the grid layout and offsets round to.
    public let displayScale: CGFloat

    public init(name: String, size: CGSize, safeAreaInsets: EdgeInsets, hasPhoneChrome: Bool, displayScale: CGFloat = 1) {
        self.name = name
        self.size = size
        self.safeAreaInsets = safeAreaInsets
        self.hasPhoneChrome = hasPhoneChrome
        self.displayScale = displayScale
    }

    /// The presets, by name.
    public static let all: [DevicePreset] = [
        DevicePreset(name: "iphone14", size: CGSize(width: 390, height: 844),
                     safeAreaInsets: EdgeInsets(top: 47, bottom: 34), hasPhoneChrome: true, displayScale: 3),
        DevicePreset(name: "iphone14promax", size: CGSize(width: 430, height: 932),
                     safeAreaInsets: EdgeInsets(top: 59, bottom: 34), hasPhoneChrome: true, displayScale: 3),
        DevicePreset(name: "iphonese", size: CGSize(width: 375, height: 667),
                     safeAreaInsets: EdgeInsets(top: 20, bottom: 0), hasPhoneChrome: true, displayScale: 2),
        DevicePreset(name: "ipad", size: CGSize(width: 820, height: 1180),
                     safeAreaInsets: EdgeInsets(top: 24, bottom: 20), hasPhoneChrome: true, displayScale: 2),
        DevicePreset(name: "desktop", size: CGSize(width: 800, height: 600),
                     safeAreaInsets: .zero, hasPhoneChrome: false),
    ]

    public static func named(_ name: String) -> DevicePreset? {
        all.first { $0.name == name.lowercased() }
    }

    /// A plain window of `size` with no safe area, on a 1× grid.
    public static func window(_ size: CGSize) -> DevicePreset {
        DevicePreset(name: "window", size: size, safeAreaInsets: .zero, hasPhoneChrome: false)
    }
}
