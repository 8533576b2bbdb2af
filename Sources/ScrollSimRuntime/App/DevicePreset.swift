import ScrollSimCore

/// A screen to simulate: size in points and safe-area insets.
///
/// ```swift
/// let d = DevicePreset.named("iphone14")!   // 390 × 844, safe area 47 / 34
/// ```
public struct DevicePreset: Sendable, Equatable {
    public let name: String
    public let size: CGSize
    public let safeAreaInsets: EdgeInsets
    /// Whether to draw a status bar and a home indicator in the safe-area zones.
    public let hasPhoneChrome: Bool

    public init(name: String, size: CGSize, safeAreaInsets: EdgeInsets, hasPhoneChrome: Bool) {
        self.name = name
        self.size = size
        self.safeAreaInsets = safeAreaInsets
        self.hasPhoneChrome = hasPhoneChrome
    }

    /// The presets, by name.
    public static let all: [DevicePreset] = [
        DevicePreset(name: "iphone14", size: CGSize(width: 390, height: 844),
                     safeAreaInsets: EdgeInsets(top: 47, bottom: 34), hasPhoneChrome: true),
        DevicePreset(name: "iphone14promax", size: CGSize(width: 430, height: 932),
                     safeAreaInsets: EdgeInsets(top: 59, bottom: 34), hasPhoneChrome: true),
        DevicePreset(name: "iphonese", size: CGSize(width: 375, height: 667),
                     safeAreaInsets: EdgeInsets(top: 20, bottom: 0), hasPhoneChrome: true),
        DevicePreset(name: "ipad", size: CGSize(width: 820, height: 1180),
                     safeAreaInsets: EdgeInsets(top: 24, bottom: 20), hasPhoneChrome: true),
        DevicePreset(name: "desktop", size: CGSize(width: 800, height: 600),
                     safeAreaInsets: .zero, hasPhoneChrome: false),
    ]

    public static func named(_ name: String) -> DevicePreset? {
        all.first { $0.name == name.lowercased() }
    }

    /// A plain window of `size` with no safe area.
    public static func window(_ size: CGSize) -> DevicePreset {
        DevicePreset(name: "window", size: size, safeAreaInsets: .zero, hasPhoneChrome: false)
    }
}
