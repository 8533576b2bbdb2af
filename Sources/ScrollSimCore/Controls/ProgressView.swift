/// Progress: an indeterminate spinner (no value) or a bar filled to
/// `value / total`; with a title, the title sits above the bar.
///
/// ```swift
/// ProgressView()                               // 20 × 20 spinner
/// ProgressView(value: 0.3)                     // bar, 30 % filled
/// ProgressView("Downloading", value: 3, total: 10)
/// ```
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    let label: Label?
    let currentValueLabel: CurrentValueLabel?
    /// The filled fraction, 0 … 1; nil for an indeterminate spinner (and
    /// for a timer, whose fraction is read off the clock each frame).
    let fraction: Double?
    /// The dates a timer progress view runs between; nil for a value.
    let timer: ProgressTimer?

    init(fraction: Double?, timer: ProgressTimer? = nil, label: Label?, currentValueLabel: CurrentValueLabel?) {
        self.fraction = fraction
        self.timer = timer
        self.label = label
        self.currentValueLabel = currentValueLabel
    }

    /// A bar at `value / total` (clamped to 0 … 1; a nil value, or a total
    /// of zero or less, is indeterminate), with `label` above it and
    /// `currentValueLabel` below it.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(fraction: ProgressBarNode.fraction(value, total), label: label(), currentValueLabel: currentValueLabel())
    }

    @ViewBuilder public var body: some View {
        if let timer {
            // Every frame from the start to the end of the interval, on the app's clock.
            TimelineView(.explicit(timer.frameDates)) { context in
                _ProgressBody(fraction: timer.fraction(at: context.date), label: label, current: currentValueLabel)
                    .environment(\.progressTimerDate, context.date)
            }
        } else {
            _ProgressBody(fraction: fraction, label: label, current: currentValueLabel)
        }
    }
}

/// A progress view at one fraction, in the style its environment sets.
struct _ProgressBody<Label: View, Current: View>: View {
    let fraction: Double?
    let label: Label?
    let current: Current?

    var body: some View {
        let label = self.label, current = self.current, fraction = self.fraction
        return _EnvironmentResolvedView(kind: "ProgressView") { environment in
            _StyledProgress(custom: environment[CustomProgressViewStyleKey.self],
                            circular: environment[ProgressViewStyleKey.self], fraction: fraction,
                            label: label, current: current)
        }
    }
}

/// The interval of `ProgressView(timerInterval:countsDown:)`.
struct ProgressTimer: Equatable, Sendable {
    let interval: ClosedRange<Date>
    let countsDown: Bool

    /// The bar's fraction at `date`: the share of the interval left when
    /// counting down, gone when counting up; 0 … 1 (an empty interval is done).
    func fraction(at date: Date) -> Double {
        let length = interval.upperBound.timeIntervalSince(interval.lowerBound)
        let gone = length > 0 ? min(max(date.timeIntervalSince(interval.lowerBound) / length, 0), 1) : 1
        return countsDown ? 1 - gone : gone
    }

    /// A date per 60 Hz frame from the start to the end, then the end.
    var frameDates: some Sequence<Date> {
        let start = interval.lowerBound, end = interval.upperBound
        let frames = max(0, Int((end.timeIntervalSince(start) * 60).rounded(.up)))
        return (0...frames).lazy.map { min(start.addingTimeInterval(Double($0) / 60), end) }
    }

    /// The time left (counting down, whole seconds rounded up) or gone
    /// (counting up, rounded down) at `date`, as "m:ss", or "h:mm:ss" from an hour.
    func timerText(at date: Date) -> String {
        let seconds: Int
        if countsDown {
            seconds = Int(max(0, interval.upperBound.timeIntervalSince(date)).rounded(.up))
        } else {
            let total = interval.upperBound.timeIntervalSince(interval.lowerBound)
            seconds = Int(min(max(0, date.timeIntervalSince(interval.lowerBound)), max(0, total)).rounded(.down))
        }
        let h = seconds / 3600, m = seconds / 60 % 60, s = seconds % 60
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        return h > 0 ? "\(h):\(two(m)):\(two(s))" : "\(m):\(two(s))"
    }
}

/// The date a timer progress view's labels are built at.
struct ProgressTimerDateKey: EnvironmentKey {
    static let defaultValue: Date? = nil
}

extension EnvironmentValues {
    var progressTimerDate: Date? {
        get { self[ProgressTimerDateKey.self] }
        set { self[ProgressTimerDateKey.self] = newValue }
    }
}

/// The current-value label of `ProgressView(timerInterval:countsDown:)`:
/// the time left (or gone), in the caption style under the bar.
public struct DefaultDateProgressLabel: View {
    let timer: ProgressTimer
    @Environment(\.progressTimerDate) private var date

    public var body: some View {
        Text(timer.timerText(at: date ?? timer.interval.lowerBound))
    }
}

extension ProgressView {
    /// A bar that empties as the app's clock goes from the start of
    /// `timerInterval` to its end (`countsDown: false`: that fills), with
    /// `label` above it and `currentValueLabel` below it.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label,
                @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(fraction: nil, timer: ProgressTimer(interval: timerInterval, countsDown: countsDown), label: label(),
                  currentValueLabel: currentValueLabel())
    }
}

extension ProgressView where CurrentValueLabel == DefaultDateProgressLabel {
    /// A bar that empties (or fills) over `timerInterval`, with `label`
    /// above it and the time left (or gone) below it.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label) {
        let timer = ProgressTimer(interval: timerInterval, countsDown: countsDown)
        self.init(fraction: nil, timer: timer, label: label(), currentValueLabel: DefaultDateProgressLabel(timer: timer))
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == DefaultDateProgressLabel {
    /// A bar that empties (or fills) over `timerInterval`, with the time
    /// left (or gone) below it.
    ///
    /// ```swift
    /// ProgressView(timerInterval: start...start.addingTimeInterval(60))
    /// ```
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) {
        let timer = ProgressTimer(interval: timerInterval, countsDown: countsDown)
        self.init(fraction: nil, timer: timer, label: nil, currentValueLabel: DefaultDateProgressLabel(timer: timer))
    }
}

/// A progress view in the style its environment sets: the bar or spinner,
/// or the body of a `ProgressViewStyle` given the fraction and labels.
struct _StyledProgress<Label: View, Current: View>: View {
    let custom: (@MainActor (ProgressViewStyleConfiguration) -> AnyView)?
    let circular: Bool
    let fraction: Double?
    let label: Label?
    let current: Current?

    var body: some View {
        if let custom {
            custom(ProgressViewStyleConfiguration(fractionCompleted: fraction,
                                                  label: label.map { _StyleConfigurationContent($0) },
                                                  currentValueLabel: current.map { _StyleConfigurationContent($0) }))
        } else {
            // The circular style shows the spinner even for a determinate value.
            ProgressLayout(label: label, current: current, fraction: circular ? nil : fraction)
        }
    }
}

/// A progress view as its value and style lay it out.
struct ProgressLayout<Label: View, Current: View>: View {
    let label: Label?
    let current: Current?
    let fraction: Double?

    var body: some View {
        if let fraction {
            if label != nil || current != nil {
                VStack(alignment: .leading, spacing: progressLabelSpacing) {
                    if let label { label }
                    _ProgressBar(fraction: fraction)
                    if let current { current.font(.caption).foregroundStyle(Color.secondary) }
                }
            } else {
                _ProgressBar(fraction: fraction)
            }
        } else if let label {
            VStack(alignment: .center, spacing: progressLabelSpacing) {
                _ProgressSpinner()
                label.foregroundStyle(Color.secondary)
            }
        } else {
            _ProgressSpinner()
        }
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// A bar at `value / total` with `label` above it.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(fraction: ProgressBarNode.fraction(value, total), label: label(), currentValueLabel: nil)
    }

    /// A spinner with `label` under it.
    public init(@ViewBuilder label: () -> Label) {
        self.init(fraction: nil, label: label(), currentValueLabel: nil)
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// An indeterminate spinner.
    public init() {
        self.init(fraction: nil, label: nil, currentValueLabel: nil)
    }

    /// A bar at `value / total` (a nil value is indeterminate).
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.init(fraction: ProgressBarNode.fraction(value, total), label: nil, currentValueLabel: nil)
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// A spinner with a title under it.
    public init<S: StringProtocol>(_ title: S) {
        self.init(fraction: nil, label: Text(title), currentValueLabel: nil)
    }

    /// A bar at `value / total` with a title above it.
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self.init(fraction: ProgressBarNode.fraction(value, total), label: Text(title), currentValueLabel: nil)
    }
}

extension ProgressView where Label == ProgressViewStyleConfiguration.Label,
                             CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel {
    /// The progress view a style is drawing, in the style around that style:
    /// for a style that adds to the system look, `ProgressView(configuration).tint(.green)`.
    public init(_ configuration: ProgressViewStyleConfiguration) {
        self.init(fraction: configuration.fractionCompleted, label: configuration.label,
                  currentValueLabel: configuration.currentValueLabel)
    }
}

/// Space between a progress view's title and its bar or spinner (ScrollSim's choice).
let progressLabelSpacing: CGFloat = 4

/// The bar of a determinate progress view.
struct _ProgressBar: View {
    typealias Body = Never
    let fraction: Double
}

/// The spinner of an indeterminate progress view.
struct _ProgressSpinner: View {
    typealias Body = Never
}

/// The bar's metrics: 4 pt tall, its track in `systemFill`, its progress in the tint.
enum ProgressBarMetrics {
    /// The bar's height (`UIProgressView`'s default style).
    static let height: CGFloat = 4
}

/// The spinner's metrics: `UIActivityIndicatorView.Style.medium`, 20 × 20 pt.
enum SpinnerMetrics {
    static let side: CGFloat = 20
    /// Spokes drawn as dots around the centre, the first darkest.
    static let spokes = 8
}

/// A determinate bar: as wide as proposed (10 when unspecified), 4 pt tall,
/// filled from the leading edge in the accent colour.
package final class ProgressBarNode: Node {
    var fraction: Double = 0
    var tint: Color = .accentColor
    /// The unfilled track: `systemFill` of the environment's scheme.
    var trackColor = ControlColors.systemFill(.light)

    static func fraction<V: BinaryFloatingPoint>(_ value: V?, _ total: V) -> Double? {
        guard let value, total > 0, value.isFinite, total.isFinite else { return nil }
        return min(1, max(0, Double(value) / Double(total)))
    }

    package override func measure(_ proposal: ProposedViewSize) -> CGSize {
        CGSize(width: max(0, proposal.width ?? 10), height: ProgressBarMetrics.height)
    }

    /// The filled part, in the node's coordinates.
    var filledRect: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width * fraction, height: bounds.height)
    }

    package override func draw(_ context: inout DrawContext) {
        let radius = bounds.height / 2
        context.fill(bounds, trackColor, cornerRadius: radius)
        if fraction > 0 { context.fill(filledRect, tint, cornerRadius: radius) }
    }
    package override var kindName: String { "ProgressBar" }
}

/// An indeterminate spinner, 20 × 20 pt whatever it is offered. It does
/// not turn: eight dots around its centre fade from the first (at the top).
package final class ProgressSpinnerNode: Node {
    /// The secondary label colour of the environment's scheme.
    var color = Color.secondary
    package override func measure(_ proposal: ProposedViewSize) -> CGSize {
        CGSize(width: SpinnerMetrics.side, height: SpinnerMetrics.side)
    }

    /// The dots' rectangles and opacities, in the node's coordinates.
    var dots: [(rect: CGRect, opacity: Double)] {
        let side = min(bounds.width, bounds.height)
        let dot = side * 0.2
        let ring = (side - dot) / 2
        let c = CGPoint(x: bounds.midX, y: bounds.midY)
        return (0..<SpinnerMetrics.spokes).map { i in
            let angle = Double(i) / Double(SpinnerMetrics.spokes) * 2 * .pi
            let x = c.x + ring * CGFloat(sin(angle)), y = c.y - ring * CGFloat(cos(angle))
            return (CGRect(x: x - dot / 2, y: y - dot / 2, width: dot, height: dot),
                    1 - Double(i) / Double(SpinnerMetrics.spokes) * 0.75)
        }
    }

    package override func draw(_ context: inout DrawContext) {
        for (rect, opacity) in dots {
            let c = color.opacity(opacity * context.opacity)
            let g = context.toGlobal(rect)
            if c.opacity > 0, g.meets(context.clip) { context.list.append(.fillEllipse(g, c)) }
        }
    }
    package override var kindName: String { "ProgressSpinner" }
}

extension _ProgressBar: PrimitiveView {
    package func makeNode(_ context: BuildContext) -> Node {
        let node = ProgressBarNode()
        _ = update(node, context)
        return node
    }
    package func update(_ node: Node, _ context: BuildContext) -> Bool {
        guard let node = node.ifKind(ProgressBarNode.self) else { return false }
        node.fraction = fraction
        node.tint = context.environment.accentColor.resolved(in: context.environment.colorScheme)
        node.trackColor = ControlColors.systemFill(context.environment.colorScheme)
        return true
    }
}

extension _ProgressSpinner: PrimitiveView {
    package func makeNode(_ context: BuildContext) -> Node {
        let node = ProgressSpinnerNode()
        _ = update(node, context)
        return node
    }
    package func update(_ node: Node, _ context: BuildContext) -> Bool {
        guard let node = node.ifKind(ProgressSpinnerNode.self) else { return false }
        node.color = Color.secondary.resolved(in: context.environment.colorScheme)
        return true
    }
}

