import Foundation

// MARK: - Schedules

/// How a timeline schedule is asked for its dates.
public enum TimelineScheduleMode: Hashable, Sendable {
    case normal, lowFrequency
}

/// The dates at which a `TimelineView` updates its content.
public protocol TimelineSchedule {
    associatedtype Entries: Sequence where Entries.Element == Date
    /// The dates from `startDate` on (the first may be the last one before it).
    func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries
}

/// Dates `interval` seconds apart from a start date.
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
    let start: Date
    let interval: TimeInterval

    public init(from startDate: Date, by interval: TimeInterval) {
        start = startDate
        self.interval = interval
    }

    /// start + k·interval for k = 0, 1, 2…, from the last one at or before `startDate` on.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var upcoming: Date
        let interval: TimeInterval
        public mutating func next() -> Date? {
            defer { upcoming = upcoming.addingTimeInterval(interval) }
            return upcoming
        }
    }

    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        guard interval > 0 else { return Entries(upcoming: start, interval: .infinity) }
        let k = max(0, ((startDate.timeIntervalSince(start)) / interval).rounded(.down))
        return Entries(upcoming: start.addingTimeInterval(k * interval), interval: interval)
    }
}

/// The start date, then the start of every minute after it.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
    public init() {}

    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var upcoming: Date?
        public mutating func next() -> Date? {
            guard let d = upcoming else { return nil }
            let t = d.timeIntervalSinceReferenceDate
            upcoming = Date(timeIntervalSinceReferenceDate: ((t / 60).rounded(.down) + 1) * 60)
            return d
        }
    }

    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries { Entries(upcoming: startDate) }
}

/// Every frame (or every `minimumInterval` seconds from the start), unless paused.
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
    let minimumInterval: Double?
    let paused: Bool

    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        self.minimumInterval = minimumInterval
        self.paused = paused
    }

    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> PeriodicTimelineSchedule.Entries {
        PeriodicTimelineSchedule(from: startDate, by: paused ? 0 : minimumInterval ?? 1.0 / 60)
            .entries(from: startDate, mode: mode)
    }

    /// True when every frame is an entry.
    var isEveryFrame: Bool { minimumInterval == nil && !paused }
}

/// The dates given, in order.
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule where Entries.Element == Date {
    let dates: Entries
    public init(_ dates: Entries) { self.dates = dates }
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries { dates }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    /// Every `interval` seconds from `startDate`.
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    /// At the start of every minute.
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// Every frame.
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }
    /// Every frame, at most every `minimumInterval` seconds; only once while `paused`.
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}

extension TimelineSchedule {
    /// At each of `dates`.
    public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S> where Self == ExplicitTimelineSchedule<S> {
        ExplicitTimelineSchedule(dates)
    }
}

// MARK: - TimelineView

/// What a `TimelineView`'s content is built with: the date of the entry being shown.
public struct TimelineViewDefaultContext {
    /// How often the timeline updates (always `.live` here: no low-power mode).
    public enum Cadence: Comparable, Sendable {
        case live, seconds, minutes
    }
    /// The entry's date, on the app's clock.
    public let date: Date
    public let cadence: Cadence
}

/// A view that rebuilds its content at the dates of a schedule, on the app's
/// clock: `context.date` is the latest entry at or before the frame's date
/// (`ViewGraph.clockStartDate` plus the frame's time). Docs: layout-rules.md, "TimelineView".
///
/// ```swift
/// TimelineView(.periodic(from: .now, by: 1)) { context in
///     Text(context.date, style: .time)
/// }
/// ```
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View {
    public typealias Context = TimelineViewDefaultContext
    let schedule: Schedule
    let content: (Context) -> Content
    @State private var clock = TimelineClock()
    @State private var beat = 0

    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (Context) -> Content) {
        self.schedule = schedule
        self.content = content
    }

    public var body: some View {
        _ = beat
        let clock = self.clock
        if !clock.started, let graph = CompositeNodeBase.evaluating?.context?.graph {
            clock.start(schedule, now: graph.date(at: graph.currentTime))
        }
        let beat = $beat
        // Every frame while entries may come: on to the latest one due, the content built again when it changed.
        return content(Context(date: clock.current, cadence: .live))
            .modified(_FrameTickModifier(isRunning: { clock.isLive }, onFrame: { graph, time in
                if clock.advance(to: graph.date(at: time)) { beat.wrappedValue += 1 }
            }))
    }
}

/// Where a timeline view is in its schedule.
@MainActor
final class TimelineClock {
    private(set) var started = false
    /// The entry shown.
    private(set) var current = Date(timeIntervalSinceReferenceDate: 0)
    private var upcoming: Date?
    private var iterator: AnyIterator<Date>?
    private var everyFrame = false

    /// True while later entries may come.
    var isLive: Bool { everyFrame || upcoming != nil }

    func start<S: TimelineSchedule>(_ schedule: S, now: Date) {
        started = true
        current = now
        if let a = schedule as? AnimationTimelineSchedule, a.isEveryFrame {
            everyFrame = true
            return
        }
        var it = schedule.entries(from: now, mode: .normal).makeIterator()
        iterator = AnyIterator { it.next() }
        upcoming = nextEntry()
        _ = advance(to: now)
    }

    /// The iterator's next date; nil at its end or at a date that never comes (a paused schedule's).
    private func nextEntry() -> Date? {
        guard let d = iterator?.next(), d.timeIntervalSinceReferenceDate.isFinite else { return nil }
        return d
    }

    /// Moves to the latest entry at or before `now`; true when it changed.
    func advance(to now: Date) -> Bool {
        if everyFrame {
            guard now != current else { return false }
            current = now
            return true
        }
        var changed = false
        var steps = 0
        while let next = upcoming, next <= now, steps < 100_000 {
            if next != current { changed = true }
            current = next
            upcoming = nextEntry()
            // An entry that does not move forward ends the schedule (a paused or zero-interval one).
            if let u = upcoming, u <= next { upcoming = nil }
            steps += 1
        }
        return changed
    }
}

extension ViewGraph {
    /// The date of the app's clock at `time` seconds.
    package func date(at time: Double) -> Date { clockStartDate.addingTimeInterval(time) }
}
