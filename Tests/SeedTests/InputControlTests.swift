import Foundation
import Testing
import ScrollSim

/// Steppers, sliders, labeled content, group boxes and disclosure groups
/// on an iPhone 14 with the fake measurer (16 pt lines at 17 pt, 8 pt a
/// character), in a column 16 pt in from the safe area's top-left
/// (docs/layout-rules.md, "Forms and input").
@MainActor
@Suite struct InputControlTests {
    struct Steppers: View {
        @State var guests = 2
        var body: some View {
            Column {
                Stepper("Guests: \(guests)", value: $guests, in: 1...3)
            }
        }
    }

    /// The stepper is 94 × 32 at the trailing edge (374 − 94 = 280); its
    /// label centred on it ((32 − 16) / 2 = 8 down). "+" steps up to the
    /// upper bound and no further; "−" down.
    @Test func stepperFramesAndSteps() throws {
        let app = try settledApp(Steppers())
        let track = try #require(app.app.graph.inspect().all { $0.kind == "RoundedRectangle" }.first?.frame)
        #expect(track == CGRect(x: 280, y: 63, width: 94, height: 32))
        #expect(textFrame(app, "Guests: 2") == CGRect(x: 16, y: 71, width: 72, height: 16))
        let plus = CGPoint(x: 280 + 94 * 0.75, y: 79)
        let minus = CGPoint(x: 280 + 94 * 0.25, y: 79)
        app.tap(plus)
        try app.pumpAndSettle()
        #expect(textFrame(app, "Guests: 3") != nil)
        app.tap(plus)
        try app.pumpAndSettle()
        #expect(textFrame(app, "Guests: 3") != nil)
        app.tap(minus)
        app.tap(minus)
        app.tap(minus)
        try app.pumpAndSettle()
        #expect(textFrame(app, "Guests: 1") != nil)
    }

    /// A compact date picker's pill keeps its ideal size: "Nov 14, 2023"
    /// is 12 × 8 + 2 × 11 = 118 × (16 + 12 = 28) at the trailing edge of an
    /// inset-grouped row's 318 pt content (x 354 − 118 = 236). The label is
    /// offered what is left once the pill and the spacer's minimum are set
    /// aside (no gaps beside the spacer: 318 − 8 − 118 = 192) and keeps
    /// "Departure date and time" (184) on one line; the row is as tall as
    /// the pill, the label centred on it, 6 pt below its top.
    @Test func aCompactDatePickerKeepsTheDateOnOneLine() throws {
        let noon = Date(timeIntervalSince1970: 1_699_963_200)
        let app = try settledApp(Form {
            DatePicker("Departure date and time", selection: .constant(noon), displayedComponents: .date)
        })
        let pill = try #require(frame(app, "DatePickerPill"))
        #expect(pill.minX == 236 && pill.width == 118 && pill.height == 28)
        #expect(textFrame(app, "Nov 14, 2023")?.size == CGSize(width: 96, height: 16))
        let label = try #require(textFrame(app, "Departure date and time"))
        #expect(label.minX == 36 && label.size == CGSize(width: 184, height: 16))
        let drop: CGFloat = label.minY - pill.minY
        let centred: CGFloat = (28 - 16) / 2
        #expect(drop == centred)
    }

    struct Sliders: View {
        @State var volume = 50.0
        @State var edits = 0
        var body: some View {
            Column {
                Slider(value: $volume, in: 0...100, step: 5, onEditingChanged: { if !$0 { edits += 1 } })
                Text("volume \(Int(volume)) edits \(edits)")
            }
        }
    }

    func slider(_ app: TestApp) throws -> CGRect {
        try #require(app.app.graph.inspect().all { $0.kind == "Slider" }.first?.frame)
    }

    /// 358 × 28; the thumb's centre at 16 + 14 + 0.5 × (358 − 28) = 195.
    /// Dragging it 66 pt right adds 66 / 330 = 20 % of the range: 70; a
    /// drag that ends past the end stops at 100. A drag on the track away
    /// from the thumb moves nothing.
    @Test func sliderDragMovesTheValue() throws {
        let app = try settledApp(Sliders())
        #expect(try slider(app) == CGRect(x: 16, y: 63, width: 358, height: 28))
        let thumbs = app.app.graph.drawList().commands.compactMap { command -> CGRect? in
            if case .fillEllipse(let rect, let color) = command, color == .white { return rect }
            return nil
        }
        #expect(thumbs == [CGRect(x: 181, y: 63, width: 28, height: 28)])
        app.drag(from: CGPoint(x: 195, y: 77), to: CGPoint(x: 261, y: 80))
        try app.pumpAndSettle()
        #expect(textFrame(app, "volume 70 edits 1") != nil)
        // 7 pt more is 2.1 % of the range: rounded to the 5 step, still 70.
        app.drag(from: CGPoint(x: 261, y: 77), to: CGPoint(x: 268, y: 77))
        try app.pumpAndSettle()
        #expect(textFrame(app, "volume 70 edits 2") != nil)
        app.drag(from: CGPoint(x: 261, y: 77), to: CGPoint(x: 500, y: 77))
        try app.pumpAndSettle()
        #expect(textFrame(app, "volume 100 edits 3") != nil)
        app.drag(from: CGPoint(x: 40, y: 77), to: CGPoint(x: 100, y: 77))
        try app.pumpAndSettle()
        #expect(textFrame(app, "volume 100 edits 3") != nil)
    }

    struct Boxes: View {
        @State var expanded = false
        var body: some View {
            Column {
                LabeledContent("Version", value: "2.1")
                GroupBox("Storage") {
                    Text("70% used")
                }
                DisclosureGroup("Advanced", isExpanded: $expanded) {
                    Text("Debug menu")
                }
            }
        }
    }

    /// LabeledContent: title leading, value trailing (374 − 24). GroupBox:
    /// 16 pt padding, headline title, 8 pt, content; the box is the column's
    /// width. DisclosureGroup: content shown 8 pt under the label after a tap.
    @Test func labeledContentGroupBoxDisclosure() throws {
        let app = try settledApp(Boxes())
        #expect(textFrame(app, "Version") == CGRect(x: 16, y: 63, width: 56, height: 16))
        #expect(textFrame(app, "2.1") == CGRect(x: 350, y: 63, width: 24, height: 16))
        let box = try #require(app.app.graph.inspect().all { $0.kind == "RoundedRectangle" }.first?.frame)
        #expect(box == CGRect(x: 16, y: 89, width: 358, height: 16 + 16 + 8 + 16 + 16))
        #expect(textFrame(app, "Storage") == CGRect(x: 32, y: 105, width: 56, height: 16))
        #expect(textFrame(app, "70% used") == CGRect(x: 32, y: 129, width: 64, height: 16))
        let advanced: CGFloat = 89 + 72 + 10
        #expect(textFrame(app, "Advanced")?.minY == advanced)
        #expect(textFrame(app, "Debug menu") == nil)
        try app.tap(.text("Advanced"))
        try app.pumpAndSettle()
        #expect(textFrame(app, "Debug menu") == CGRect(x: 16, y: advanced + 16 + 8, width: 80, height: 16))
    }

    struct Editing: View {
        @State var mode = EditMode.inactive
        var body: some View {
            Column {
                EditButton()
                Text(mode.isEditing ? "editing" : "browsing")
            }
            .environment(\.editMode, $mode)
        }
    }

    /// EditButton toggles the environment's edit mode and its title.
    @Test func editButtonTogglesEditMode() throws {
        let app = try settledApp(Editing())
        #expect(textFrame(app, "browsing") != nil)
        try app.tap(.text("Edit"))
        try app.pumpAndSettle()
        #expect(textFrame(app, "editing") != nil)
        #expect(textFrame(app, "Done") != nil)
        try app.tap(.text("Done"))
        try app.pumpAndSettle()
        #expect(textFrame(app, "browsing") != nil)
    }
}
