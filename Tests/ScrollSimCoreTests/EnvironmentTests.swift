import Testing
@testable import ScrollSimCore

private struct BadgeKey: EnvironmentKey { static let defaultValue = "none" }

extension EnvironmentValues {
    fileprivate var badge: String {
        get { self[BadgeKey.self] }
        set { self[BadgeKey.self] = newValue }
    }
}

/// Shows the badge of its environment.
private struct BadgeLabel: View {
    @Environment(\.badge) private var badge
    var body: some View { Text(badge) }
}

/// Counts the evaluations of the bodies that read the environment.
@MainActor
private final class Evaluations {
    var count = 0
}

/// Shows its colour scheme and badge, counting its body's evaluations; a
/// `@State` after the `@Environment` properties keeps its slot.
private struct SchemeReader: View {
    @Environment(\.colorScheme) private var scheme
    @Environment(\.badge) private var badge
    @State private var taps = 0
    let evaluations: Evaluations
    var body: some View {
        evaluations.count += 1
        return Text("\(scheme == .dark ? "dark" : "light") \(badge) \(taps)")
    }
}

/// The bindings of a `SchemeHost`'s state, for the test to change.
@MainActor
private final class SchemeControls {
    var dark: Binding<Bool>?
    var unrelated: Binding<Int>?
}

private struct SchemeHost: View {
    @State private var dark = false
    @State private var unrelated = 0
    let controls: SchemeControls
    let evaluations: Evaluations
    var body: some View {
        controls.dark = $dark
        controls.unrelated = $unrelated
        return VStack {
            Text("unrelated \(unrelated)")
            SchemeReader(evaluations: evaluations)
                .environment(\.badge, "same")
                .environment(\.colorScheme, dark ? .dark : .light)
        }
    }
}

/// The colour of the draw list's text command for `text`.
@MainActor
private func textColor(_ graph: ViewGraph, _ text: String) -> Color? {
    for command in graph.drawList().commands {
        if case .text(let lines, _, let color) = command, lines.map(\.text).joined() == text { return color }
    }
    return nil
}

/// The colours of the draw list's rectangle fills, in drawing order.
@MainActor
private func fillColors(_ graph: ViewGraph) -> [Color] {
    graph.drawList().commands.compactMap { if case .fillRect(_, let c) = $0 { return c } else { return nil } }
}

@MainActor
@Suite struct EnvironmentTests {
    @Test func aCustomKeyHasItsDefaultUntilAnAncestorSetsIt() {
        let graph = laidOut(VStack {
            BadgeLabel()
            VStack {
                BadgeLabel()
                BadgeLabel().environment(\.badge, "inner")
            }
            .environment(\.badge, "outer")
        })
        let texts = graph.inspect().all { $0.kind == "Text" }.compactMap(\.text)
        #expect(texts == ["none", "outer", "inner"])
    }

    @Test func theDarkSchemeResolvesTheSemanticColours() {
        func colours(_ scheme: ColorScheme) -> (primary: Color?, secondary: Color?, fills: [Color]) {
            let graph = laidOut(VStack {
                Text("P")
                Text("S").foregroundStyle(.secondary)
                Rectangle().frame(width: 10, height: 10)
                Color.blue.frame(width: 10, height: 10)
                Rectangle().fill(.background).frame(width: 10, height: 10)
            }
            .environment(\.colorScheme, scheme))
            return (textColor(graph, "P"), textColor(graph, "S"), fillColors(graph))
        }
        let light = colours(.light), dark = colours(.dark)
        // label: black / white; secondaryLabel: 60,60,67 / 235,235,245 at 60 % (153 of 255).
        #expect(light.primary?.description == "Color(0,0,0,255)")
        #expect(dark.primary?.description == "Color(255,255,255,255)")
        #expect(light.secondary?.description == "Color(60,60,67,153)")
        #expect(dark.secondary?.description == "Color(235,235,245,153)")
        // An unstyled rectangle takes the primary colour; system blue 0,122,255 / 10,132,255;
        // the background white / black.
        #expect(light.fills.map(\.description) == ["Color(0,0,0,255)", "Color(0,122,255,255)", "Color(255,255,255,255)"])
        #expect(dark.fills.map(\.description) == ["Color(255,255,255,255)", "Color(10,132,255,255)", "Color(0,0,0,255)"])
        // In the dark scheme the draw list holds plain colours (white itself); in the
        // light one, the system colour (black's components, but not black: it has a dark value).
        #expect(dark.primary == .white)
        #expect(light.primary == .primary)
        #expect(light.primary != .black)
        // A system colour keeps its own opacity in the dark scheme: 60 % × 0.5 = 30 % (77 of 255).
        #expect(Color.secondary.opacity(0.5).resolved(in: .dark).description == "Color(235,235,245,77)")
        #expect(Color.secondary.opacity(0.5).resolved(in: .light).description == "Color(60,60,67,77)")
    }

    @Test func aPreferredColorSchemeSetsTheWholeWindowsScheme() {
        let graph = laidOut(VStack {
            Text("outside")
            Text("inside").preferredColorScheme(.dark)
        })
        #expect(textColor(graph, "outside")?.description == "Color(255,255,255,255)")
        #expect(textColor(graph, "inside")?.description == "Color(255,255,255,255)")
        let plain = laidOut(Text("outside"))
        #expect(textColor(plain, "outside")?.description == "Color(0,0,0,255)")
        // The window's own scheme applies where no view asks for one.
        plain.colorScheme = .dark
        plain.update()
        #expect(textColor(plain, "outside")?.description == "Color(255,255,255,255)")
    }

    @Test func aBodyThatReadsTheEnvironmentIsEvaluatedAgainOnlyWhenItChanges() {
        let controls = SchemeControls(), evaluations = Evaluations()
        let graph = laidOut(SchemeHost(controls: controls, evaluations: evaluations))
        #expect(evaluations.count == 1)
        #expect(graph.inspect().text("light same 0") != nil)
        // The host evaluates again and writes the same badge and scheme: the reader is kept.
        controls.unrelated?.wrappedValue = 1
        graph.update()
        #expect(graph.inspect().text("unrelated 1") != nil)
        #expect(evaluations.count == 1)
        // The scheme changes: the reader is evaluated with the new value.
        controls.dark?.wrappedValue = true
        graph.update()
        #expect(evaluations.count == 2)
        #expect(graph.inspect().text("dark same 0") != nil)
    }

    @Test func theDefaultsOfTheCommonKeys() {
        let values = EnvironmentValues()
        #expect(values.colorScheme == .light)
        #expect(values.dynamicTypeSize == .large)
        #expect(values.horizontalSizeClass == nil)
        #expect(!values.dynamicTypeSize.isAccessibilitySize)
        #expect(DynamicTypeSize.accessibility1.isAccessibilitySize)
    }

    @Test func sizeClassesFollowTheWindow() {
        func classes(_ w: CGFloat, _ h: CGFloat) -> String {
            let c = UserInterfaceSizeClass.classes(forWindow: CGSize(width: w, height: h))
            return "\(c.horizontal)/\(c.vertical)"
        }
        #expect(classes(390, 844) == "compact/regular")     // iPhone 14 portrait
        #expect(classes(844, 390) == "compact/compact")     // iPhone 14 landscape
        #expect(classes(932, 430) == "regular/compact")     // iPhone 14 Pro Max landscape
        #expect(classes(874, 402) == "compact/compact")     // iPhone 16 Pro landscape
        #expect(classes(820, 1180) == "regular/regular")    // iPad Air
        #expect(classes(1180, 820) == "regular/regular")
        // The root environment carries them, and a rotation changes them.
        let graph = laidOut(SizeClassLabel())
        #expect(graph.inspect().all { $0.kind == "Text" }.compactMap(\.text) == ["compact regular"])
        graph.size = CGSize(width: 844, height: 390)
        graph.update()
        #expect(graph.inspect().all { $0.kind == "Text" }.compactMap(\.text) == ["compact compact"])
    }

    @Test func dismissDoesNothingWithoutAPresentation() {
        let graph = laidOut(DismissingView())
        graph.rootEnvironment.dismiss()
        #expect(graph.inspect().text("shown") != nil)
    }
}

private struct SizeClassLabel: View {
    @Environment(\.horizontalSizeClass) private var horizontal
    @Environment(\.verticalSizeClass) private var vertical
    var body: some View {
        Text("\(horizontal.map { "\($0)" } ?? "nil") \(vertical.map { "\($0)" } ?? "nil")")
    }
}

private struct DismissingView: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        dismiss()
        return Text("shown")
    }
}
