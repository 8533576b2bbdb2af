import Foundation
import Testing
import ScrollSim

// A form with a colour picker and the hardware-keyboard, pointer and menu
// modifiers a shared iPhone/iPad screen carries, written as app code writes
// them. iPhone 14, fake measurer (8 pt a character, 16 pt lines), 1×.

struct AppearanceForm: View {
    @State private var accent = Color.orange
    @State private var name = ""

    var body: some View {
        NavigationStack {
            Form {
                Section("Appearance") {
                    ColorPicker("Accent colour", selection: $accent)
                    ColorPicker(selection: $accent, supportsOpacity: false) {
                        Label("Tint", systemImage: "paintbrush")
                    }
                }
                Section {
                    ControlGroup {
                        Button("Smaller") {}
                        Button("Larger") {}
                    }
                    Button("Save") {}
                        .keyboardShortcut(.defaultAction)
                        .keyboardShortcut("s", modifiers: [.command, .shift])
                        .hoverEffect(.lift)
                    Menu("More") {
                        Button("Reset") { accent = .blue }
                    }
                    .menuStyle(.borderlessButton)
                    .menuOrder(.fixed)
                }
            }
            .navigationTitle("Appearance")
        }
    }
}

@MainActor
@Suite struct ColorPickerAndHardwareTests {
    /// A colour picker row is laid out as a toggle row: the title at the
    /// content's leading edge (36 in an inset-grouped form), the 28 × 28
    /// well at its trailing edge (354), centred on the title; the well's
    /// swatch is the selection, inset 5 pt.
    @Test func aColourPickerRowShowsItsWell() throws {
        let app = try settledApp(AppearanceForm())
        let title = try #require(textFrame(app, "Accent colour"))
        let wells = app.app.graph.inspect().all { $0.kind == "ColorWell" }.map(\.frame)
        #expect(wells.count == 2)
        #expect(wells[0].size == CGSize(width: 28, height: 28))
        #expect(wells[0].maxX == 354)
        #expect(title.minX == 36)
        #expect(abs(wells[0].midY - title.midY) < 0.001)
        let swatch = wells[0].insetBy(dx: 5, dy: 5)
        #expect(filledRects(app, .orange).contains(swatch))
        // The modifiers for hardware the iPhone lacks change nothing: Save is a plain row button.
        #expect(textFrame(app, "Save")?.minX == 36)
        #expect(textFrame(app, "Smaller")?.maxX == textFrame(app, "Larger").map { $0.minX - 8 })
    }
}
