/// UIKit's separator and fill colours, light and dark. Their opacity
/// differs between the schemes, so they are resolved here rather than kept
/// as system colours (values: UIKit's `separator`, `systemFill`,
/// `secondarySystemFill`, `tertiarySystemFill`; docs/layout-rules.md, "Controls").
public enum ControlColors {
    /// `UIColor.separator`: 60, 60, 67 at 29 % light; 84, 84, 88 at 60 % dark.
    public static func separator(_ scheme: ColorScheme) -> Color {
        scheme == .dark ? Color(rgb255: 84, 84, 88, opacity: 0.6) : Color(rgb255: 60, 60, 67, opacity: 0.29)
    }
    /// `UIColor.systemFill`: 120, 120, 128 at 20 % light, 36 % dark.
    public static func systemFill(_ scheme: ColorScheme) -> Color {
        Color(rgb255: 120, 120, 128, opacity: scheme == .dark ? 0.36 : 0.2)
    }
    /// `UIColor.secondarySystemFill`: 120, 120, 128 at 16 % light, 32 % dark.
    public static func secondarySystemFill(_ scheme: ColorScheme) -> Color {
        Color(rgb255: 120, 120, 128, opacity: scheme == .dark ? 0.32 : 0.16)
    }
    /// `UIColor.tertiarySystemFill`: 118, 118, 128 at 12 % light, 24 % dark.
    public static func tertiarySystemFill(_ scheme: ColorScheme) -> Color {
        Color(rgb255: 118, 118, 128, opacity: scheme == .dark ? 0.24 : 0.12)
    }
    /// `UIColor.placeholderText`: 60, 60, 67 at 30 % light; 235, 235, 245 at 30 % dark.
    public static func placeholderText(_ scheme: ColorScheme) -> Color {
        scheme == .dark ? Color(rgb255: 235, 235, 245, opacity: 0.3) : Color(rgb255: 60, 60, 67, opacity: 0.3)
    }
}
