import Foundation

/// A control showing a date, in iOS's compact style: the label at the
/// leading edge and, at the trailing edge, the date ("Mar 14, 2026") and
/// the time ("9:41 AM") each on a grey rounded pill, in the current time
/// zone and US English. The calendar and time wheel a tap opens on iOS
/// are not drawn: a tap does nothing. `.datePickerStyle(.graphical)`
/// shows the month's calendar in place instead (`_GraphicalDatePicker`),
/// where a tap on a day chooses it; the wheel style looks compact.
///
/// ```swift
/// DatePicker("Starts", selection: $start)
/// DatePicker("Birthday", selection: $birthday, in: ...Date.now, displayedComponents: .date)
/// ```
public struct DatePicker<Label: View>: View {
    let label: Label
    let selection: Binding<Date>
    let components: DatePickerComponents
    @Environment(\._datePickerStyle) private var style

    var date: Date { selection.wrappedValue }

    public init(selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.label = label()
        self.selection = selection
        components = displayedComponents
    }

    public init(selection: Binding<Date>, in range: ClosedRange<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }

    public init(selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }

    public init(selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }

    public var body: some View {
        let label = self.label
        if style == .graphical && components.contains(.date) {
            // iOS shows no label beside the calendar.
            _GraphicalDatePicker(selection: selection, showsTime: components.contains(.hourAndMinute))
        } else {
            HStack {
                label
                Spacer()
                HStack(spacing: DatePickerMetrics.pillSpacing) {
                    if components.contains(.date) { Self.pill(DatePickerMetrics.dateText(date)) }
                    if components.contains(.hourAndMinute) { Self.pill(DatePickerMetrics.timeText(date)) }
                }
                // The pills are UIDatePicker's button: its intrinsic size, never wrapped.
                .fixedSize()
            }
        }
    }

    static func pill(_ text: String) -> some View {
        _EnvironmentResolvedView(kind: "DatePickerPill") { environment in
            Text(verbatim: text)
                .foregroundColor(.primary)
                .padding(.horizontal, DatePickerMetrics.pillHorizontalPadding)
                .padding(.vertical, DatePickerMetrics.pillVerticalPadding)
                .background(RoundedRectangle(cornerRadius: DatePickerMetrics.pillCornerRadius)
                    .fill(ControlColors.tertiarySystemFill(environment.colorScheme)))
        }
    }
}

extension DatePicker where Label == Text {
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>,
                                   displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: { Text(title) })
    }

    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
                                   displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: { Text(title) })
    }

    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                                   displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: { Text(title) })
    }

    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                                   displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: { Text(title) })
    }
}

/// What a date picker shows: the date, the time, or both.
public struct DatePickerComponents: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let hourAndMinute = DatePickerComponents(rawValue: 1)
    public static let date = DatePickerComponents(rawValue: 2)
}

/// A date picker's look: `.graphical` is the month's calendar, the others
/// the compact look.
public protocol DatePickerStyle {
    var _kind: _DatePickerStyleKind { get }
}
extension DatePickerStyle {
    public var _kind: _DatePickerStyleKind { .compact }
}
/// The looks a date picker is drawn in.
public enum _DatePickerStyleKind: Hashable, Sendable { case compact, graphical }
public struct DefaultDatePickerStyle: DatePickerStyle {
    public init() {}
}
public struct CompactDatePickerStyle: DatePickerStyle {
    public init() {}
}
public struct GraphicalDatePickerStyle: DatePickerStyle {
    public init() {}
    public var _kind: _DatePickerStyleKind { .graphical }
}
public struct WheelDatePickerStyle: DatePickerStyle {
    public init() {}
}

struct DatePickerStyleKey: EnvironmentKey {
    static let defaultValue = _DatePickerStyleKind.compact
}

extension EnvironmentValues {
    /// The look of the date pickers below (`datePickerStyle(_:)`).
    var _datePickerStyle: _DatePickerStyleKind {
        get { self[DatePickerStyleKey.self] }
        set { self[DatePickerStyleKey.self] = newValue }
    }
}
extension DatePickerStyle where Self == DefaultDatePickerStyle {
    public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}
extension DatePickerStyle where Self == CompactDatePickerStyle {
    public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}
extension DatePickerStyle where Self == GraphicalDatePickerStyle {
    public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}
extension DatePickerStyle where Self == WheelDatePickerStyle {
    public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

extension View {
    /// The look of the date pickers below: the month's calendar for
    /// `.graphical`, else the compact look.
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
        let kind = style._kind
        return modified(_EnvironmentModifier { $0[DatePickerStyleKey.self] = kind })
    }
}

/// The compact date picker's metrics and text (docs/layout-rules.md, "Forms and input").
public enum DatePickerMetrics {
    public static let pillHorizontalPadding: CGFloat = 11
    public static let pillVerticalPadding: CGFloat = 6
    public static let pillCornerRadius: CGFloat = 6
    public static let pillSpacing: CGFloat = 6

    /// The date as the compact picker shows it: "Mar 14, 2026" (medium date, US English, current time zone).
    public static func dateText(_ date: Date) -> String {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.dateFormat = "MMM d, yyyy"
        return f.string(from: date)
    }

    /// The time as the compact picker shows it: "9:41 AM" (short time, US English, current time zone).
    public static func timeText(_ date: Date) -> String {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.dateFormat = "h:mm a"
        return f.string(from: date)
    }
}
