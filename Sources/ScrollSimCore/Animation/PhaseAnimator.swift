// MARK: - PhaseAnimator

/// A view that steps its content through `phases`, animating each step with
/// the animation `animation` gives for the phase it goes to, and taking the
/// next step when that animation ends. Without a trigger it cycles for as
/// long as it is shown (first → second → … → last → first → …); with one,
/// each change of the trigger runs it once through every phase, from the
/// first back to the first. Docs: layout-rules.md, "PhaseAnimator".
///
/// ```swift
/// PhaseAnimator([false, true]) { pulsing in
///     Circle().scaleEffect(pulsing ? 1.2 : 1)
/// } animation: { _ in .easeInOut(duration: 0.8) }
/// ```
public struct PhaseAnimator<Phase: Equatable, Content: View>: View {
    let phases: [Phase]
    let trigger: AnyEquatableValue?
    let content: (Phase) -> Content
    let animation: (Phase) -> Animation?
    @State private var index = 0
    @State private var run = PhaseRun()

    /// Cycles through `phases` while shown.
    public init<S: Sequence>(_ phases: S, @ViewBuilder content: @escaping (Phase) -> Content,
                             animation: @escaping (Phase) -> Animation? = { _ in .default }) where S.Element == Phase {
        self.phases = Array(phases)
        trigger = nil
        self.content = content
        self.animation = animation
    }

    /// Runs once through `phases` each time `trigger` changes.
    public init<S: Sequence, T: Equatable>(_ phases: S, trigger: T, @ViewBuilder content: @escaping (Phase) -> Content,
                                           animation: @escaping (Phase) -> Animation? = { _ in .default }) where S.Element == Phase {
        self.phases = Array(phases)
        self.trigger = AnyEquatableValue(trigger)
        self.content = content
        self.animation = animation
    }

    public var body: some View {
        let shown = phases.isEmpty ? nil : phases[min(index, phases.count - 1)]
        return Group {
            if let shown { content(shown) }
        }
        .onAppear {
            run.isShown = true
            if trigger == nil { step(from: index, cycling: true) }
        }
        .onDisappear { run.isShown = false; run.generation += 1 }
        .onChange(of: trigger) {
            guard trigger != nil else { return }
            run.generation += 1
            step(from: 0, cycling: false)
        }
    }

    /// Moves to the phase after `from` with its animation; when that ends,
    /// on to the next (a run started by a trigger stops back at the first phase).
    private func step(from: Int, cycling: Bool) {
        guard phases.count > 1, run.isShown else { return }
        let generation = run.generation
        let run = self.run
        let index = $index
        let phases = self.phases, animation = self.animation
        func go(_ i: Int) {
            guard run.isShown, run.generation == generation else { return }
            let n = (i + 1) % phases.count
            withAnimation(animation(phases[n]), { index.wrappedValue = n }, completion: {
                if cycling || n != 0 { go(n) }
            })
        }
        go(from)
    }
}

/// The life of a phase animator's runs: a new run (a trigger change) or the
/// view leaving ends the one before.
@MainActor
final class PhaseRun {
    var generation = 0
    var isShown = false
}

/// An equatable value of any type.
struct AnyEquatableValue: Equatable {
    let value: Any
    let equals: (Any) -> Bool
    init<T: Equatable>(_ value: T) {
        self.value = value
        equals = { ($0 as? T) == value }
    }
    static func == (a: AnyEquatableValue, b: AnyEquatableValue) -> Bool { a.equals(b.value) }
}

/// The view a `phaseAnimator` or `keyframeAnimator` modifier was applied to,
/// as its content closure receives it.
public struct PlaceholderContentView<Value>: View {
    let content: AnyView
    public var body: some View { content }
}

extension View {
    /// Cycles this view through `phases` while shown (see `PhaseAnimator`).
    ///
    /// ```swift
    /// Image(systemName: "bell")
    ///     .phaseAnimator([0.0, -15, 15, 0]) { bell, angle in bell.rotationEffect(.degrees(angle)) }
    /// ```
    public func phaseAnimator<Phase: Equatable>(_ phases: some Sequence<Phase>,
                                                @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
                                                animation: @escaping (Phase) -> Animation? = { _ in .default }) -> some View {
        let placeholder = PlaceholderContentView<Self>(content: AnyView(self))
        return PhaseAnimator(phases, content: { content(placeholder, $0) }, animation: animation)
    }

    /// Runs this view once through `phases` each time `trigger` changes (see `PhaseAnimator`).
    public func phaseAnimator<Phase: Equatable>(_ phases: some Sequence<Phase>, trigger: some Equatable,
                                                @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
                                                animation: @escaping (Phase) -> Animation? = { _ in .default }) -> some View {
        let placeholder = PlaceholderContentView<Self>(content: AnyView(self))
        return PhaseAnimator(phases, trigger: trigger, content: { content(placeholder, $0) }, animation: animation)
    }
}
