import Foundation
import Testing
import ScrollSim

// A custom `ViewModifier`'s dynamic properties (`@Environment`,
// `@EnvironmentObject`, `@Environment(Model.self)`, `@State`) read and keep
// what they would in a view's body: the environment where `.modifier(_:)`
// is applied, and state kept across updates (docs/lifecycle.md,
// "Dynamic properties"). iPhone 14, fake measurer, 1×.

/// Frames its content by the colour scheme it finds: 200 pt wide in dark, 100 in light.
struct SchemeWidth: ViewModifier {
    @Environment(\.colorScheme) private var scheme
    func body(content: Content) -> some View {
        content.frame(width: scheme == .dark ? 200 : 100, height: 10)
    }
}

final class BadgeSettings: ObservableObject {
    @Published var width: CGFloat = 30
}

@Observable final class BadgeModel {
    var height: CGFloat = 12
}

/// Sizes its content by two models from the environment.
struct ModelSized: ViewModifier {
    @EnvironmentObject var settings: BadgeSettings
    @Environment(BadgeModel.self) private var model
    func body(content: Content) -> some View {
        content.frame(width: settings.width, height: model.height)
    }
}

/// Widens its content by 10 pt for each tap of its "More" button.
struct Expanding: ViewModifier {
    @State private var taps = 0
    func body(content: Content) -> some View {
        VStack(alignment: .leading, spacing: 0) {
            Button("More") { taps += 1 }
            content.frame(width: 50 + 10 * CGFloat(taps), height: 10)
        }
    }
}

@MainActor
@Suite struct ViewModifierStateTests {
    struct SchemeScreen: View {
        @State private var dark = true
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Button("Switch") { dark.toggle() }
                Text("Badge").modifier(SchemeWidth())
            }
            .environment(\.colorScheme, dark ? .dark : .light)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
    }

    /// "Badge" (5 × 8 = 40 pt) is centred in the frame: at (200 − 40) / 2
    /// in dark mode, (100 − 40) / 2 in light.
    @Test func anEnvironmentPropertyReadsTheEnvironmentWhereTheModifierIsApplied() throws {
        let app = try settledApp(SchemeScreen())
        #expect(textFrame(app, "Badge")?.minX == CGFloat(80))
        try app.tap(.text("Switch"))
        try app.pumpAndSettle()
        #expect(textFrame(app, "Badge")?.minX == CGFloat(30))
    }

    struct ModelScreen: View {
        @StateObject private var settings = BadgeSettings()
        @State private var model = BadgeModel()
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Button("Grow") { settings.width = 80; model.height = 40 }
                Color.red.modifier(ModelSized())
            }
            .environmentObject(settings)
            .environment(model)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
    }

    @Test func environmentObjectsReachAModifierAndItsBodyFollowsTheirChanges() throws {
        let app = try settledApp(ModelScreen())
        #expect(filledRects(app, .red).first?.size == CGSize(width: 30, height: 12))
        try app.tap(.text("Grow"))
        try app.pumpAndSettle()
        #expect(filledRects(app, .red).first?.size == CGSize(width: 80, height: 40))
    }

    struct StateScreen: View {
        @State private var title = "Title"
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Button("Rename") { title += "!" }
                Text(title)
                Color.red.modifier(Expanding())
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
    }

    @Test func aModifiersStateKeepsItsValueAcrossItsParentsUpdates() throws {
        let app = try settledApp(StateScreen())
        #expect(filledRects(app, .red).first?.width == CGFloat(50))
        try app.tap(.text("More"))
        try app.pumpAndSettle()
        try app.tap(.text("More"))
        try app.pumpAndSettle()
        #expect(filledRects(app, .red).first?.width == CGFloat(70))
        // The parent's body runs again and makes a new `Expanding()`: its
        // state is the node's, not the new value's initial 0.
        try app.tap(.text("Rename"))
        try app.pumpAndSettle()
        #expect(textFrame(app, "Title!") != nil)
        #expect(filledRects(app, .red).first?.width == CGFloat(70))
    }
}
