import Foundation

/// The numbers of the graphical date picker (`datePickerStyle(.graphical)`,
/// UIKit's inline `UIDatePicker`) on an iPhone: a header with the month and
/// the previous and next buttons, a row of weekday symbols, and six rows of
/// days (docs/layout-rules.md, "Forms and input"). Apple publishes none of
/// them; they are ScrollSim's reading of iOS screenshots.
public enum GraphicalDatePickerMetrics {
    /// The header band: the month ("December 2026", 17 pt semibold) at the
    /// leading edge and the two month buttons at the trailing edge.
    public static let headerHeight: CGFloat = 44
    /// Each month button (a chevron in the tint) is a square this wide.
    public static let monthButtonSide: CGFloat = 44
    /// The weekday symbols' band ("SUN" … "SAT", 13 pt semibold, tertiary).
    public static let weekdayHeight: CGFloat = 20
    /// Each row of days; there are always six, so the picker keeps its height from month to month.
    public static let dayRowHeight: CGFloat = 44
    public static let weeks = 6
    /// The circle behind the selected day (at most a column wide).
    public static let selectionDiameter: CGFloat = 40
    /// A column's width when the picker is offered none: seven of them make its ideal width.
    public static let idealColumnWidth: CGFloat = 44
    /// The day numbers' size (20 pt; the selected one semibold).
    public static let dayFontSize: CGFloat = 20
    /// The band under the calendar with "Time" and the time pill, when the picker shows the time.
    public static let timeRowHeight: CGFloat = 44
    /// The circle's fill behind a selected day other than today: the tint at this opacity.
    public static let selectionOpacity: Double = 0.12

    /// The calendar the picker lays months out in: Gregorian, weeks from
    /// Sunday (US English, as the rest of the simulated phone), the current time zone.
    public static var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .current
        calendar.firstWeekday = 1
        return calendar
    }

    /// "December 2026": the month and year the header shows.
    public static func monthTitle(_ date: Date) -> String {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.timeZone = .current
        f.dateFormat = "LLLL yyyy"
        return f.string(from: date)
    }

    /// The first instant of the month `offset` months after the one holding `date`.
    public static func month(of date: Date, offset: Int = 0) -> Date {
        let calendar = self.calendar
        let start = calendar.date(from: calendar.dateComponents([.year, .month], from: date)) ?? date
        return calendar.date(byAdding: .month, value: offset, to: start) ?? start
    }

    /// The 42 cells of `month`'s six weeks, Sunday first: the day of the
    /// month in each, nil before the first and after the last.
    public static func cells(of month: Date) -> [Int?] {
        let calendar = self.calendar
        let weekday = calendar.component(.weekday, from: month)
        let leading = (weekday - calendar.firstWeekday + 7) % 7
        let count = calendar.range(of: .day, in: .month, for: month)?.count ?? 30
        return (0..<(7 * weeks)).map { i in
            let day = i - leading + 1
            return (1...count).contains(day) ? day : nil
        }
    }

    /// `day` of `month` at `time`'s hour, minute and second (choosing a day keeps the time).
    public static func date(day: Int, of month: Date, keepingTimeOf time: Date) -> Date {
        let calendar = self.calendar
        var parts = calendar.dateComponents([.year, .month], from: month)
        let clock = calendar.dateComponents([.hour, .minute, .second], from: time)
        parts.day = day
        parts.hour = clock.hour
        parts.minute = clock.minute
        parts.second = clock.second
        return calendar.date(from: parts) ?? time
    }
}

/// The graphical date picker: the month holding the selection, its days in
/// seven columns under the weekday symbols. A tap on a day sets the
/// selection to it (keeping the time of day); the chevrons show the
/// previous or next month without changing the selection. The selected day
/// is on a circle of the tint at 12 % with its number in the tint, today's
/// number is in the tint, and today selected is white on the full tint.
struct _GraphicalDatePicker: View {
    let selection: Binding<Date>
    let showsTime: Bool
    @State private var monthOffset = 0
    @Environment(\.accentColor) private var tint

    private typealias M = GraphicalDatePickerMetrics

    var body: some View {
        let selected = selection.wrappedValue
        let month = M.month(of: selected, offset: monthOffset)
        let calendar = M.calendar
        let selectedDay = calendar.isDate(selected, equalTo: month, toGranularity: .month)
            ? calendar.component(.day, from: selected) : nil
        let now = Date()
        let today = calendar.isDate(now, equalTo: month, toGranularity: .month) ? calendar.component(.day, from: now) : nil
        let cells = M.cells(of: month)
        VStack(spacing: 0) {
            HStack(spacing: 0) {
                // Served before the spacer, on one line (a stack would offer
                // it half of what the buttons leave).
                Text(verbatim: M.monthTitle(month))
                    .font(.system(size: 17, weight: .semibold))
                    .foregroundStyle(.primary)
                    .lineLimit(1)
                    .layoutPriority(1)
                Spacer(minLength: 0)
                monthButton("chevron.left") { monthOffset -= 1 }
                monthButton("chevron.right") { monthOffset += 1 }
            }
            .frame(height: M.headerHeight)
            HStack(spacing: 0) {
                ForEach(["SUN", "MON", "TUE", "WED", "THU", "FRI", "SAT"], id: \.self) { symbol in
                    Text(verbatim: symbol)
                        .font(.system(size: 13, weight: .semibold))
                        .foregroundStyle(.tertiary)
                        .frame(minWidth: M.idealColumnWidth, maxWidth: .infinity)
                }
            }
            .frame(height: M.weekdayHeight)
            ForEach(0..<M.weeks, id: \.self) { week in
                HStack(spacing: 0) {
                    ForEach(0..<7, id: \.self) { column in
                        dayCell(cells[week * 7 + column], month: month, selectedDay: selectedDay, today: today)
                    }
                }
                .frame(height: M.dayRowHeight)
            }
            if showsTime {
                HStack {
                    Text(verbatim: "Time")
                    Spacer()
                    DatePicker<Text>.pill(DatePickerMetrics.timeText(selected))
                }
                .frame(height: M.timeRowHeight)
            }
        }
        .onChange(of: selected) { monthOffset = 0 }
    }

    private func monthButton(_ symbol: String, action: @escaping () -> Void) -> some View {
        Button(action: action) {
            Image(systemName: symbol)
                .font(.system(size: 20, weight: .medium))
                .frame(width: M.monthButtonSide, height: M.monthButtonSide)
                .contentShape(Rectangle())
        }
    }

    @ViewBuilder
    private func dayCell(_ day: Int?, month: Date, selectedDay: Int?, today: Int?) -> some View {
        if let day {
            let isSelected = day == selectedDay
            let isToday = day == today
            ZStack {
                if isSelected {
                    Circle()
                        .fill(isToday ? tint : tint.opacity(M.selectionOpacity))
                        .frame(width: M.selectionDiameter, height: M.selectionDiameter)
                }
                Text(verbatim: "\(day)")
                    .font(.system(size: M.dayFontSize, weight: isSelected ? .semibold : .regular))
                    .foregroundStyle(isSelected && isToday ? Color.white : isSelected || isToday ? tint : Color.primary)
            }
            .frame(minWidth: M.idealColumnWidth, maxWidth: .infinity, maxHeight: .infinity)
            .contentShape(Rectangle())
            .onTapGesture {
                selection.wrappedValue = M.date(day: day, of: month, keepingTimeOf: selection.wrappedValue)
            }
        } else {
            Color.clear
                .frame(minWidth: M.idealColumnWidth, maxWidth: .infinity, maxHeight: .infinity)
        }
    }
}
