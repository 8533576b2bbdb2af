import Foundation
import Testing
import ScrollSim

/// `.alert` on an iPhone 14 with the fake measurer (`AlertMetrics`): a box
/// 270 wide centred in the window; 20 pt padding around the title (a 16 pt
/// line at 17 pt) and the message (13 pt text: a 13 pt line), 2 pt between
/// them; a hairline; 45 pt buttons.
@MainActor
@Suite struct AlertTests {
    struct Screen: View {
        @State var confirm = false
        @State var log: [String] = []
        var buttons = 2
        var body: some View {
            Button("Delete") { confirm = true }
                .alert("Delete draft?", isPresented: $confirm) {
                    Button("Delete", role: .destructive) { log.append("delete") }
                    if buttons > 2 { Button("Archive") { log.append("archive") } }
                    Button("Cancel", role: .cancel) { log.append("cancel") }
                } message: {
                    Text("It cannot be undone.")
                }
                .namedValue("log", Double(log.count))
                .namedValue("deleted", Double(log.filter { $0 == "delete" }.count))
                .namedValue("confirm", Double(confirm ? 1 : 0))
        }
    }

    func alertFrame(_ app: TestApp) -> CGRect? {
        app.app.graph.inspect().first { $0.kind == "Presented" }?.frame
    }

    @Test func twoButtonsSideBySide() throws {
        let app = try settledApp(Screen())
        try app.tap(.text("Delete"))
        try app.pumpAndSettle()
        // 20 + 16 + 2 + 13 + 20 = 71 of text, 0.5 of hairline, 45 of buttons.
        let height: CGFloat = 71 + 0.5 + 45
        let box = CGRect(x: 60, y: (844 - height) / 2, width: 270, height: height)
        #expect(alertFrame(app) == box)
        #expect(textFrame(app, "Delete draft?")?.minY == box.minY + 20)
        #expect(textFrame(app, "It cannot be undone.")?.minY == box.minY + 20 + 16 + 2)
        // Buttons: 135 wide halves, their labels centred; "Cancel" semibold
        // and on the leading side though written second.
        let presented = try #require(app.app.graph.inspect().first { $0.kind == "Presented" })
        let buttons = presented.all { $0.kind == "Button" }
        let labels = buttons.map { b in b.first { $0.kind == "Text" }!.frame }
        #expect(labels.count == 2)
        #expect(labels[0].midX == 60 + 135 + 67.5)
        #expect(labels[1].midX == 60 + 67.5)
        #expect(labels.allSatisfy { $0.midY == box.maxY - 22.5 })
        let cancel = app.app.graph.drawList().commands.compactMap { c -> Font? in
            if case .text(let lines, let font, _) = c, lines[0].text == "Cancel" { return font }
            return nil
        }
        #expect(cancel == [AlertMetrics.cancelFont])
        // The box is opaque (234, 234, 234): what is behind does not read through.
        let fills = app.app.graph.drawList().commands.compactMap { c -> Color? in
            if case .fillRoundedRect(let rect, 14, let color) = c, rect == box { return color }
            return nil
        }
        #expect(fills == [Color(rgb255: 234, 234, 234).resolved(in: .light)])
    }

    @Test func aButtonRunsItsActionAndDismisses() throws {
        let app = try settledApp(Screen())
        try app.tap(.text("Delete"))
        try app.pumpAndSettle()
        let destructive = app.app.graph.inspect().all { $0.kind == "Text" && $0.text == "Delete" }.last!.frame
        app.tap(CGPoint(x: destructive.midX, y: destructive.midY))
        try app.pumpAndSettle()
        #expect(app.value("deleted") == 1)
        #expect(app.value("confirm") == 0)
        #expect(alertFrame(app) == nil)
    }

    /// Written first among three, the cancel button is still the bottom
    /// row: the title alone (20 + 16 + 20), the hairline, then Camera,
    /// Library and Cancel 45 apart.
    @Test func aStackPutsCancelAtTheBottom() throws {
        struct Choice: View {
            @State var asking = true
            var body: some View {
                Color.clear.alert("Photo", isPresented: $asking) {
                    Button("Cancel", role: .cancel) {}
                    Button("Camera") {}
                    Button("Library") {}
                }
            }
        }
        let app = try settledApp(Choice())
        let height: CGFloat = 56 + 0.5 + 3 * 45
        let top: CGFloat = (844 - height) / 2
        #expect(alertFrame(app) == CGRect(x: 60, y: top, width: 270, height: height))
        let rows = ["Camera", "Library", "Cancel"].map { textFrame(app, $0)?.midY }
        let expected: [CGFloat?] = [0, 1, 2].map { top + 56.5 + CGFloat($0) * 45 + 22.5 }
        #expect(rows == expected)
    }

    @Test func threeButtonsStack() throws {
        let app = try settledApp(Screen(buttons: 3))
        try app.tap(.text("Delete"))
        try app.pumpAndSettle()
        let height: CGFloat = 71 + 0.5 + 3 * 45
        #expect(alertFrame(app) == CGRect(x: 60, y: (844 - height) / 2, width: 270, height: height))
        #expect(textFrame(app, "Archive")?.midY == (844 - height) / 2 + 71.5 + 45 + 22.5)
    }
}

/// `.confirmationDialog` (`DialogMetrics`): boxes 8 pt from the sides
/// (374 wide), the cancel box's bottom 8 pt above the home indicator (at
/// 844 − 34 − 8 = 802), 56 pt buttons, the message box 14 + 13 + 14 tall
/// above a hairline.
@MainActor
@Suite struct ConfirmationDialogTests {
    struct Screen: View {
        @State var choosing = false
        @State var picked = ""
        var body: some View {
            Button("Photo") { choosing = true }
                .confirmationDialog("Add photo", isPresented: $choosing) {
                    Button("Take Photo") { picked = "camera" }
                    Button("Choose from Library") { picked = "library" }
                    Button("Cancel", role: .cancel) { picked = "cancel" }
                } message: {
                    Text("Where from?")
                }
                .namedValue("camera", Double(picked == "camera" ? 1 : 0))
                .namedValue("choosing", Double(choosing ? 1 : 0))
        }
    }

    @Test func theDialogAtTheBottom() throws {
        let app = try settledApp(Screen())
        try app.tap(.text("Photo"))
        try app.pumpAndSettle()
        let main: CGFloat = 14 + 13 + 14 + 0.5 + 2 * 56
        let height = main + 8 + 56
        let frame = try #require(app.app.graph.inspect().first { $0.kind == "Presented" }?.frame)
        #expect(frame == CGRect(x: 0, y: 802 - height, width: 390, height: height))
        #expect(textFrame(app, "Where from?")?.minY == frame.minY + 14)
        // The title is hidden by default.
        #expect(textFrame(app, "Add photo") == nil)
        // 20 pt labels (a 19 pt line: 16 × 20/17 = 18.8), centred in their 56 pt rows.
        let line: CGFloat = 19
        #expect(textFrame(app, "Take Photo")?.minY == frame.minY + 41.5 + (56 - line) / 2)
        #expect(textFrame(app, "Choose from Library")?.minY == frame.minY + 41.5 + 56 + (56 - line) / 2)
        #expect(textFrame(app, "Cancel")?.minY == frame.maxY - 56 + (56 - line) / 2)
        try app.tap(.text("Take Photo"))
        try app.pumpAndSettle()
        #expect(app.value("camera") == 1)
        #expect(app.value("choosing") == 0)
    }

    @Test func aTapOutsideDismisses() throws {
        let app = try settledApp(Screen())
        try app.tap(.text("Photo"))
        try app.pumpAndSettle()
        app.tap(CGPoint(x: 195, y: 200))
        try app.pumpAndSettle()
        #expect(app.value("choosing") == 0)
        #expect(app.app.graph.inspect().first { $0.kind == "Presented" } == nil)
    }
}

/// `Alert` and `ActionSheet` values, drawn as the alert and the dialog
/// above: a pair with a cancel button puts it on the leading side; with no
/// buttons an alert shows "OK"; an action sheet always shows its title.
@MainActor
@Suite struct AlertValueTests {
    struct Screen: View {
        @State var confirm = false
        @State var log: [String] = []
        var body: some View {
            Button("Reset") { confirm = true }
                .alert(isPresented: $confirm) {
                    Alert(title: Text("Reset settings?"), message: Text("It cannot be undone."),
                          primaryButton: .destructive(Text("Erase")) { log.append("erase") },
                          secondaryButton: .cancel())
                }
                .namedValue("erased", Double(log.filter { $0 == "erase" }.count))
                .namedValue("confirm", Double(confirm ? 1 : 0))
        }
    }

    struct Note: Identifiable { let id: Int }

    struct ItemScreen: View {
        @State var note: Note?
        var body: some View {
            Button("Show") { note = Note(id: 7) }
                .alert(item: $note) { note in Alert(title: Text("Note \(note.id)")) }
                .namedValue("note", Double(note?.id ?? 0))
        }
    }

    struct SheetScreen: View {
        @State var asking = false
        @State var picked = ""
        var body: some View {
            Button("Ask") { asking = true }
                .actionSheet(isPresented: $asking) {
                    ActionSheet(title: Text("All set"), message: Text("Enable alerts?"),
                                buttons: [.default(Text("Enable")) { picked = "enable" }, .cancel(Text("Not now"))])
                }
                .namedValue("enabled", Double(picked == "enable" ? 1 : 0))
                .namedValue("asking", Double(asking ? 1 : 0))
        }
    }

    func presented(_ app: TestApp) -> CGRect? {
        app.app.graph.inspect().first { $0.kind == "Presented" }?.frame
    }

    @Test func aPairPutsCancelOnTheLeadingSide() throws {
        let app = try settledApp(Screen())
        try app.tap(.text("Reset"))
        try app.pumpAndSettle()
        let height: CGFloat = 71 + 0.5 + 45
        let box = CGRect(x: 60, y: (844 - height) / 2, width: 270, height: height)
        #expect(presented(app) == box)
        #expect(textFrame(app, "Reset settings?")?.minY == box.minY + 20)
        #expect(textFrame(app, "Cancel")?.midX == 60 + 67.5)
        #expect(textFrame(app, "Erase")?.midX == 60 + 135 + 67.5)
        let fonts = app.app.graph.drawList().commands.compactMap { c -> Font? in
            if case .text(let lines, let font, _) = c, lines[0].text == "Cancel" { return font }
            return nil
        }
        #expect(fonts == [AlertMetrics.cancelFont])
        try app.tap(.text("Erase"))
        try app.pumpAndSettle()
        #expect(app.value("erased") == 1)
        #expect(app.value("confirm") == 0)
        #expect(presented(app) == nil)
    }

    /// A title alone (20 + 16 + 20) over the hairline and one "OK" button.
    @Test func anItemAlertWithNoButtonsShowsOK() throws {
        let app = try settledApp(ItemScreen())
        #expect(presented(app) == nil)
        try app.tap(.text("Show"))
        try app.pumpAndSettle()
        let height: CGFloat = 56 + 0.5 + 45
        #expect(presented(app) == CGRect(x: 60, y: (844 - height) / 2, width: 270, height: height))
        #expect(textFrame(app, "Note 7")?.minY == (844 - height) / 2 + 20)
        try app.tap(.text("OK"))
        try app.pumpAndSettle()
        #expect(app.value("note") == 0)
        #expect(presented(app) == nil)
    }

    /// Title and message (14 + 13 + 2 + 13 + 14), a hairline, one 56 pt
    /// row, then the cancel button alone 8 pt below.
    @Test func anActionSheetShowsItsTitle() throws {
        let app = try settledApp(SheetScreen())
        try app.tap(.text("Ask"))
        try app.pumpAndSettle()
        let height: CGFloat = 56 + 0.5 + 56 + 8 + 56
        let frame = try #require(presented(app))
        #expect(frame == CGRect(x: 0, y: 802 - height, width: 390, height: height))
        #expect(textFrame(app, "All set")?.minY == frame.minY + 14)
        #expect(textFrame(app, "Enable alerts?")?.minY == frame.minY + 14 + 13 + 2)
        let line: CGFloat = 19
        #expect(textFrame(app, "Enable")?.minY == frame.minY + 56.5 + (56 - line) / 2)
        #expect(textFrame(app, "Not now")?.minY == frame.maxY - 56 + (56 - line) / 2)
        try app.tap(.text("Enable"))
        try app.pumpAndSettle()
        #expect(app.value("enabled") == 1)
        #expect(app.value("asking") == 0)
    }
}

/// `Menu` (`MenuMetrics`): its list 250 wide, 8 pt below the button, its
/// leading edge on the button's but kept 8 pt inside the window, 44 pt
/// rows with labels 16 pt in.
@MainActor
@Suite struct MenuTests {
    struct Screen: View {
        @State var order = "none"
        var body: some View {
            VStack {
                Menu("Sort") {
                    Button("By Name") { order = "name" }
                    Button("By Date") { order = "date" }
                }
                Text("Photo").contextMenu { Button("Share") {} }
            }
            .namedValue("date", Double(order == "date" ? 1 : 0))
        }
    }

    @Test func aMenuListsItsButtonsBelowIt() throws {
        let app = try settledApp(Screen())
        let sort = try #require(textFrame(app, "Sort"))
        try app.tap(.text("Sort"))
        try app.pumpAndSettle()
        let list = try #require(app.app.graph.inspect().first { $0.kind == "Presented" }?.frame)
        // "Sort" starts at 179; the list is pulled in to end 8 pt from the window's edge.
        let x = min(sort.minX, 390 - 8 - 250)
        #expect(x == 132)
        #expect(list == CGRect(x: x, y: sort.maxY + 8, width: 250, height: 88))
        #expect(textFrame(app, "By Date") == CGRect(x: x + 16, y: sort.maxY + 8 + 44 + 14, width: 56, height: 16))
        try app.tap(.text("By Date"))
        try app.pumpAndSettle()
        #expect(app.value("date") == 1)
        #expect(app.app.graph.inspect().first { $0.kind == "Presented" } == nil)
    }

    struct Options: View {
        @State var grid = false
        @State var exported = 0
        var body: some View {
            Menu("Options") {
                Toggle("Show as Grid", isOn: $grid)
                Divider()
                Menu("More") {
                    Button("Export") { exported += 1 }
                }
            }
            .namedValue("grid", Double(grid ? 1 : 0))
            .namedValue("exported", Double(exported))
        }
    }

    func fills(_ app: TestApp, _ color: Color) -> [CGRect] {
        app.app.graph.drawList().commands.compactMap { c -> CGRect? in
            if case .fillRect(let r, let fill) = c, fill == color { return r }
            return nil
        }
    }

    /// A toggle among the items is a checkmark row (the mark's space kept
    /// while off); a tap flips it and closes the list. A divider is an 8 pt
    /// band filled across the list. A nested menu's row opens its list
    /// over itself, headed by its title; the header closes only that list.
    @Test func togglesDividersAndNestedMenusInAMenu() throws {
        let app = try settledApp(Options())
        let options = try #require(textFrame(app, "Options"))
        try app.tap(.text("Options"))
        try app.pumpAndSettle()
        let list = try #require(app.app.graph.inspect().first { $0.kind == "Presented" }?.frame)
        #expect(list == CGRect(x: min(options.minX, 390 - 8 - 250), y: options.maxY + 8, width: 250, height: 44 + 8 + 44))
        #expect(app.app.graph.inspect().first { $0.kind == "Toggle" && $0.frame.width == 51 } == nil)
        let mark = try #require(app.app.graph.inspect().first { $0.kind == "Image" && $0.text == "checkmark" }?.frame)
        let title = try #require(textFrame(app, "Show as Grid"))
        #expect(mark.minX == list.minX + 16)
        #expect(title.minX == mark.maxX + MenuMetrics.checkmarkSpacing)
        #expect(fills(app, MenuMetrics.separatorBandColor) == [CGRect(x: list.minX, y: list.minY + 44, width: 250, height: 8)])
        try app.tap(.text("Show as Grid"))
        try app.pumpAndSettle()
        #expect(app.value("grid") == 1)
        #expect(app.app.graph.inspect().first { $0.kind == "Presented" } == nil)

        try app.tap(.text("Options"))
        try app.pumpAndSettle()
        let more = try #require(textFrame(app, "More"))
        try app.tap(.text("More"))
        try app.pumpAndSettle()
        let lists = app.app.graph.inspect().all { $0.kind == "Presented" }.map(\.frame)
        #expect(lists.count == 2)
        #expect(lists.last == CGRect(x: list.minX, y: more.midY - 22, width: 250, height: 88))
        // The header, on top, has the title where the row's is.
        let titles = app.app.graph.inspect().all { $0.kind == "Text" && $0.text == "More" }.map(\.frame)
        #expect(titles.count == 2 && titles[0] == titles[1])
        app.tap(CGPoint(x: more.midX, y: more.midY))
        try app.pumpAndSettle()
        #expect(app.app.graph.inspect().all { $0.kind == "Presented" }.count == 1)
        try app.tap(.text("More"))
        try app.pumpAndSettle()
        try app.tap(.text("Export"))
        try app.pumpAndSettle()
        #expect(app.value("exported") == 1)
        #expect(app.app.graph.inspect().first { $0.kind == "Presented" } == nil)
    }

    /// A long press (0.5 s) on a view with a context menu opens the same list below it.
    @Test func aContextMenuOpensOnALongPress() throws {
        let app = try settledApp(Screen())
        let photo = try #require(textFrame(app, "Photo"))
        let center = CGPoint(x: photo.midX, y: photo.midY)
        app.send(.pointerDown(center))
        app.pump(0.4)
        #expect(app.app.graph.inspect().first { $0.kind == "Presented" } == nil)
        app.pump(0.2)
        app.send(.pointerUp(center))
        try app.pumpAndSettle()
        let list = try #require(app.app.graph.inspect().first { $0.kind == "Presented" }?.frame)
        #expect(list == CGRect(x: min(photo.minX, 390 - 8 - 250), y: photo.maxY + 8, width: 250, height: 44))
        #expect(textFrame(app, "Share") != nil)
        app.tap(CGPoint(x: 195, y: 100))
        try app.pumpAndSettle()
        #expect(app.app.graph.inspect().first { $0.kind == "Presented" } == nil)
    }
}

/// `ContentUnavailableView` (`ContentUnavailableMetrics`): a 48 pt symbol,
/// the `.title2` bold title (a 21 pt line: 16 × 22/17 = 20.7), the
/// `.subheadline` description (15 pt lines), 8 pt apart, centred in the
/// safe area (47 ..< 810).
@MainActor
@Suite struct ContentUnavailableTests {
    @Test func theSearchPlaceholder() throws {
        let app = try settledApp(ContentUnavailableView.search)
        let description = "Check the spelling or try a new search."
        let descriptionWidth = (CGFloat(description.count) * 8 * 15 / 17).rounded(.up)
        #expect(descriptionWidth <= 390 - 32)
        let height: CGFloat = 48 + 8 + 21 + 8 + 15
        let top = 47 + (763 - height) / 2
        let symbol = app.app.graph.inspect().first { $0.kind == "Image" }?.frame
        #expect(symbol == CGRect(x: 195 - 24, y: top, width: 48, height: 48))
        #expect(textFrame(app, "No Results")?.minY == top + 56)
        #expect(textFrame(app, description)?.minY == top + 56 + 21 + 8)
    }
    /// The builder form draws its `Label` as the title form does: the 48 pt
    /// symbol over "No Mail" (title2 bold), then the description and the
    /// button ("Load", a 16 pt line padded 7 by `.borderedProminent`: 30),
    /// 8 pt apart, centred in the safe area.
    @Test func aLabelGivenAsTheLabelIsStacked() throws {
        let app = try settledApp(ContentUnavailableView {
            Label("No Mail", systemImage: "tray")
        } description: {
            Text("Nothing here.")
        } actions: {
            Button("Load") {}.buttonStyle(.borderedProminent)
        })
        let height: CGFloat = 48 + 8 + 21 + 8 + 15 + 8 + 30
        let top = 47 + (763 - height) / 2
        let symbol = app.app.graph.inspect().first { $0.kind == "Image" }?.frame
        #expect(symbol == CGRect(x: 195 - 24, y: top, width: 48, height: 48))
        #expect(textFrame(app, "No Mail")?.minY == top + 56)
        #expect(textFrame(app, "Nothing here.")?.minY == top + 56 + 21 + 8)
        #expect(textFrame(app, "Load")?.minY == top + 56 + 21 + 8 + 15 + 8 + 7)
    }
}
