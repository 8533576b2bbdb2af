import Foundation
import Testing
import ScrollSim

/// A property wrapper of the app's own holding `@State`, as app code writes one.
@propertyWrapper
struct Clamped: DynamicProperty {
    @State private var value: Int
    let range: ClosedRange<Int>

    init(wrappedValue: Int, _ range: ClosedRange<Int>) {
        _value = State(initialValue: wrappedValue)
        self.range = range
    }

    var wrappedValue: Int {
        get { value }
        nonmutating set { value = min(max(newValue, range.lowerBound), range.upperBound) }
    }

    var projectedValue: Binding<Int> { $value }
}

/// One holding `@Environment`, with an `update()` that reads it.
@propertyWrapper
struct Greeting: DynamicProperty {
    @Environment(\.colorScheme) private var scheme
    private(set) var text = ""

    var wrappedValue: String { text }

    mutating func update() {
        text = scheme == .dark ? "Good night" : "Good day"
    }
}

struct ClampedCounter: View {
    @Clamped(0...3) var count = 1
    @State private var taps = 0
    @Greeting var greeting

    var body: some View {
        VStack {
            Text("Count \(count)")
            Text("Taps \(taps)")
            Text(greeting)
            Button("Add") {
                count += 1
                taps += 1
            }
        }
    }
}

@MainActor
@Suite struct DynamicPropertyTests {
    /// The wrapper's `@State` lives in the view's node: it keeps its value
    /// across evaluations, beside the view's own state, and its setter's
    /// clamp holds (1 → 2 → 3 → 3 after three taps).
    @Test func aPropertyWrapperOfTheAppsOwnKeepsItsState() throws {
        let app = try settledApp(ClampedCounter())
        #expect(textFrame(app, "Count 1") != nil)
        for _ in 0..<3 {
            try app.tap(.text("Add"))
            try app.pumpAndSettle()
        }
        #expect(textFrame(app, "Count 3") != nil)
        #expect(textFrame(app, "Taps 3") != nil)
    }

    /// `update()` runs before each evaluation with the wrapper's
    /// environment linked.
    @Test func updateRunsBeforeTheBodyWithTheEnvironmentLinked() throws {
        let light = try settledApp(ClampedCounter())
        #expect(textFrame(light, "Good day") != nil)
        let dark = try settledApp(ClampedCounter().environment(\.colorScheme, .dark))
        #expect(textFrame(dark, "Good night") != nil)
    }
}
