import Foundation

// The simulated iPhone's settings, as environment values: its locale,
// calendar, time zone, writing direction and accessibility settings. Views
// read them (`@Environment(\.locale)`) and may set them for a subtree.

/// The direction text and horizontal layout run in.
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
    case leftToRight
    case rightToLeft
}

/// A presentation's state, read through `@Environment(\.presentationMode)`
/// (the form before `dismiss`, deprecated in iOS 15 and still common).
///
/// ```swift
/// @Environment(\.presentationMode) private var presentationMode
/// Button("Close") { presentationMode.wrappedValue.dismiss() }
/// ```
public struct PresentationMode: Sendable {
    let action: DismissAction

    /// True inside a sheet, a full-screen cover or a pushed page.
    public var isPresented: Bool { action.dismissesSomething }

    /// Dismisses the presentation, as `dismiss()` does.
    @MainActor
    public mutating func dismiss() { action() }
}

private struct LocaleKey: EnvironmentKey {
    static var defaultValue: Locale { Text.deviceLocale }
}

private struct CalendarKey: EnvironmentKey {
    static var defaultValue: Calendar { EnvironmentValues.deviceCalendar }
}

private struct TimeZoneKey: EnvironmentKey {
    static var defaultValue: TimeZone { .current }
}

private struct LayoutDirectionKey: EnvironmentKey {
    static var defaultValue: LayoutDirection { .leftToRight }
}

/// The accessibility settings a view can read, all off on the simulated device.
private struct AccessibilitySettingsKey: EnvironmentKey {
    static var defaultValue: AccessibilitySettings { AccessibilitySettings() }
}

struct AccessibilitySettings: Equatable, Sendable {
    var reduceMotion = false
    var reduceTransparency = false
    var differentiateWithoutColor = false
    var invertColors = false
    var voiceOverEnabled = false
    var switchControlEnabled = false
}

extension EnvironmentValues {
    /// The Gregorian calendar in US English (weeks start on Sunday) and the machine's time zone.
    nonisolated static var deviceCalendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = Text.deviceLocale
        calendar.timeZone = .current
        return calendar
    }

    /// The device's locale: US English (`en_US`), whatever the machine's.
    /// Setting it changes what views below read; ScrollSim's own formatted
    /// `Text` stays in US English.
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }

    /// The device's calendar: Gregorian, in US English, in the machine's time zone.
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }

    /// The device's time zone: the machine's (`TimeZone.current`).
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }

    /// Left to right. Setting `.rightToLeft` is read by views below; ScrollSim
    /// does not mirror stacks or text for it.
    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] }
        set { self[LayoutDirectionKey.self] = newValue }
    }

    /// The presentation this view is in, as a binding (`dismiss()` closes it).
    @MainActor public var presentationMode: Binding<PresentationMode> {
        .constant(PresentationMode(action: dismiss))
    }

    /// Reduce Motion: off.
    public var accessibilityReduceMotion: Bool {
        get { self[AccessibilitySettingsKey.self].reduceMotion }
        set { self[AccessibilitySettingsKey.self].reduceMotion = newValue }
    }

    /// Reduce Transparency: off.
    public var accessibilityReduceTransparency: Bool {
        get { self[AccessibilitySettingsKey.self].reduceTransparency }
        set { self[AccessibilitySettingsKey.self].reduceTransparency = newValue }
    }

    /// Differentiate Without Colour: off.
    public var accessibilityDifferentiateWithoutColor: Bool {
        get { self[AccessibilitySettingsKey.self].differentiateWithoutColor }
        set { self[AccessibilitySettingsKey.self].differentiateWithoutColor = newValue }
    }

    /// Smart or Classic Invert: off.
    public var accessibilityInvertColors: Bool {
        get { self[AccessibilitySettingsKey.self].invertColors }
        set { self[AccessibilitySettingsKey.self].invertColors = newValue }
    }

    /// VoiceOver: off.
    public var accessibilityVoiceOverEnabled: Bool {
        get { self[AccessibilitySettingsKey.self].voiceOverEnabled }
        set { self[AccessibilitySettingsKey.self].voiceOverEnabled = newValue }
    }

    /// Switch Control: off.
    public var accessibilitySwitchControlEnabled: Bool {
        get { self[AccessibilitySettingsKey.self].switchControlEnabled }
        set { self[AccessibilitySettingsKey.self].switchControlEnabled = newValue }
    }
}
