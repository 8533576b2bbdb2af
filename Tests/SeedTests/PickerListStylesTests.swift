import Foundation
import Testing
import ScrollSim

/// Pickers in lists on an iPhone 14 (390 × 844, safe area 47 / 34, 1×)
/// with the fake measurer (16 pt lines at 17 pt, 8 pt a character). Rules
/// (docs/layout-rules.md, "Forms and input"): in a `List` or `Form` an
/// inline picker's options are rows of their own (44 pt, content 20 pt
/// inside a card 16 pt in, so from x 36 to 354; separators from x 36 to
/// the card's edge, 374), the selected one with a checkmark in the tint at
/// the trailing edge, the picker's title the section's header when the
/// picker is all a headerless section holds, else a row before the
/// options. A navigation link picker is a row of its title, the selection
/// in the secondary colour and the chevron; a tap pushes an inset grouped
/// list of the options; a tap on one chooses it and pops.
@MainActor
@Suite struct PickerListStylesTests {
    struct InlineFlavors: View {
        @State var flavor = "Vanilla"
        var body: some View {
            Form {
                Section {
                    Picker("Flavor", selection: $flavor) {
                        Text("Chocolate").tag("Chocolate")
                        Text("Vanilla").tag("Vanilla")
                        Text("Strawberry").tag("Strawberry")
                    }
                    .pickerStyle(.inline)
                }
                Section {
                    Text("chosen \(flavor)")
                }
            }
        }
    }

    func rows(_ app: TestApp) -> [CGRect] { app.app.graph.inspect().all { $0.kind == "ListRow" }.map(\.frame) }
    func header(_ app: TestApp) -> [CGRect] { app.app.graph.inspect().all { $0.kind == "ListSectionHeader" }.map(\.frame) }

    /// The header "FLAVOR" (13 pt footnote, uppercase) 35 under the safe
    /// area's top (47), its rows 7 under it: 82 + 13 + 7 = 102, then one
    /// 44 pt row per option. Each option's text 14 pt down its row at x 36; separators
    /// under the first two rows (y row + 43, x 36 to 374); the checkmark
    /// (centred on its row, its trailing edge at 354) at "Vanilla".
    @Test func inlinePickerInAFormIsRowsUnderItsTitle() throws {
        let app = try settledApp(InlineFlavors())
        let top: CGFloat = 47 + 35
        #expect(header(app).first == CGRect(x: 0, y: 47, width: 390, height: 35 + 13 + 7))
        #expect(textFrame(app, "FLAVOR") == CGRect(x: 36, y: top, width: 37, height: 13))
        let first: CGFloat = top + 13 + 7
        #expect(Array(rows(app).prefix(3)) == [CGRect(x: 0, y: first, width: 390, height: 44),
                                               CGRect(x: 0, y: first + 44, width: 390, height: 44),
                                               CGRect(x: 0, y: first + 88, width: 390, height: 44)])
        #expect(textFrame(app, "Chocolate") == CGRect(x: 36, y: first + 14, width: 72, height: 16))
        #expect(textFrame(app, "Vanilla") == CGRect(x: 36, y: first + 44 + 14, width: 56, height: 16))
        #expect(textFrame(app, "Strawberry") == CGRect(x: 36, y: first + 88 + 14, width: 80, height: 16))
        #expect(Array(listSeparators(app).prefix(2)) == [CGRect(x: 36, y: first + 43, width: 338, height: 1),
                                                     CGRect(x: 36, y: first + 44 + 43, width: 338, height: 1)])
        let check = try #require(checkmarkFrames(app).first)
        #expect(checkmarkFrames(app).count == 1)
        #expect(check.maxX == 354)
        #expect(check.midY == first + 44 + 22)
        // A tap on "Strawberry" selects it: the checkmark moves to its row.
        try app.tap(.text("Strawberry"))
        try app.pumpAndSettle()
        #expect(textFrame(app, "chosen Strawberry") != nil)
        #expect(checkmarkFrames(app).map(\.midY) == [first + 88 + 22])
    }

    /// While a finger is down on an option the whole row (the card's middle
    /// row: x 16, 358 wide) is the selection grey; the text keeps the
    /// primary colour; lifting chooses it.
    @Test func aPressedOptionRowIsGreyUntilRelease() throws {
        let app = try settledApp(InlineFlavors())
        let middle: CGFloat = 47 + 35 + 13 + 7 + 44
        let vanilla = try app.center(of: .text("Vanilla"))
        try app.tap(.text("Chocolate"))
        try app.pumpAndSettle()
        #expect(textFrame(app, "chosen Chocolate") != nil)
        app.send(.pointerDown(CGPoint(x: 24, y: vanilla.y)))
        app.pump(1.0 / 60)
        #expect(selectedRowFills(app) == [CGRect(x: 16, y: middle, width: 358, height: 44)])
        #expect(textColor(app, "Vanilla") == Color.primary.resolved(in: .light))
        app.send(.pointerUp(CGPoint(x: 24, y: vanilla.y)))
        try app.pumpAndSettle()
        #expect(selectedRowFills(app).isEmpty)
        #expect(textFrame(app, "chosen Vanilla") != nil)
    }

    struct SortOptions: View {
        @State var sort = 1
        var hidesLabel = false
        var picker: some View {
            Picker("Sort", selection: $sort) {
                Section {
                    Text("Name").tag(0)
                    Text("Date").tag(1)
                }
                Label("Size", systemImage: "doc").tag(2)
            }
        }
        var body: some View {
            List {
                Section("Options") {
                    Text("Before")
                    if hidesLabel {
                        picker.labelsHidden()
                    } else {
                        picker
                    }
                }
            }
            .pickerStyle(.inline)
        }
    }

    /// In a section with a header and other rows the title is a row of its
    /// own before the options ("Sort" at 102 + 44); hidden, there is none.
    /// The style set around the list applies; options in a `Section` and a
    /// `Label` option are rows too.
    @Test func inlinePickerAmongOtherRowsHasATitleRow() throws {
        let app = try settledApp(SortOptions())
        let first: CGFloat = 47 + 35 + 13 + 7
        #expect(textFrame(app, "OPTIONS")?.minY == CGFloat(47 + 35))
        #expect(header(app).count == 1)
        #expect(rows(app).map(\.minY) == [first, first + 44, first + 88, first + 132, first + 176])
        #expect(textFrame(app, "Before")?.minY == first + 14)
        #expect(textFrame(app, "Sort") == CGRect(x: 36, y: first + 44 + 14, width: 32, height: 16))
        #expect(textFrame(app, "Name")?.minY == first + 88 + 14)
        #expect(textFrame(app, "Size")?.minY == first + 176 + 14)
        #expect(checkmarkFrames(app).map(\.midY) == [first + 132 + 22])
        try app.tap(.text("Size"))
        try app.pumpAndSettle()
        #expect(checkmarkFrames(app).map(\.midY) == [first + 176 + 22])

        let hidden = try settledApp(SortOptions(hidesLabel: true))
        #expect(textFrame(hidden, "Sort") == nil)
        #expect(rows(hidden).map(\.minY) == [first, first + 44, first + 88, first + 132])
    }

    struct Stacked: View {
        @State var size = "M"
        var body: some View {
            VStack(spacing: 0) {
                Picker("Size", selection: $size) {
                    Text("S").tag("S")
                    Text("M").tag("M")
                }
                .pickerStyle(.inline)
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
        }
    }

    /// Outside a list an inline picker stays one view: its title then the
    /// options, each at least 44 pt tall, one under another.
    @Test func inlinePickerOutsideAListIsStacked() throws {
        let app = try settledApp(Stacked())
        #expect(app.app.graph.inspect().all { $0.kind == "ListRow" }.isEmpty)
        let top: CGFloat = 47, options: CGFloat = top + 16
        #expect(textFrame(app, "Size")?.minY == top)
        #expect(textFrame(app, "S")?.minY == options + 14)
        #expect(textFrame(app, "M")?.minY == options + 44 + 14)
        try app.tap(.text("S"))
        try app.pumpAndSettle()
        #expect(checkmarkFrames(app).first?.midY == options + 22)
    }

    struct Settings: View {
        @State var theme = "Light"
        var inStack = true
        var body: some View {
            let form = Form {
                Section {
                    Picker("Theme", selection: $theme) {
                        Text("Light").tag("Light")
                        Text("Dark").tag("Dark")
                        Text("System").tag("System")
                    }
                    .pickerStyle(.navigationLink)
                }
                Section {
                    Text("theme \(theme)")
                }
            }
            .navigationTitle("Settings")
            if inStack {
                NavigationStack { form }
            } else {
                form
            }
        }
    }

    /// The row under the large title (rows from 143 + 35 = 178): "Theme" at
    /// x 36; the chevron (`NavigationRowMetrics`) at 354; "Light" in the
    /// secondary colour 8 pt before it. A tap pushes the page (0.4 s, the
    /// push curve, offsets rounded to whole points at 1×): an inline "Theme" title and the options in a card from
    /// 91 + 35 = 126 (the bar is 44 under the status bar), the checkmark
    /// at "Light". A tap on "Dark" chooses it and pops: after 0.2 s the
    /// page is still partly over the form, after 0.4 s it is gone and the
    /// row shows "Dark".
    @Test func navigationLinkPickerPushesItsOptions() throws {
        let app = try settledApp(Settings())
        let row: CGFloat = 143 + 35
        #expect(textFrame(app, "Theme") == CGRect(x: 36, y: row + 14, width: 40, height: 16))
        let chevron = try #require(app.app.graph.inspect().all { $0.kind == "Image" && $0.text == "chevron.forward" }.first?.frame)
        #expect(chevron.maxX == 354)
        #expect(chevron.width == NavigationRowMetrics.chevronSide)
        #expect(textFrame(app, "Light") == CGRect(x: 354 - chevron.width - 8 - 40, y: row + 14, width: 40, height: 16))
        #expect(textColor(app, "Light") == Color.secondary.resolved(in: .light))
        #expect(textColor(app, "Theme") == Color.primary.resolved(in: .light))

        try app.tap(.text("Theme"))
        app.pump(1.0 / 60)
        let pushStart = app.time
        app.pump(0.2 - (app.time - pushStart))
        let covered = NavigationPushTests.pushCovered(app.time - pushStart)
        let midPush = try #require(app.app.graph.inspect().all { $0.kind == "Text" && $0.text == "System" }.first?.frame)
        #expect(midPush.minX == 36 + (390 * (1 - covered)).rounded())
        try app.pumpAndSettle()
        let first: CGFloat = 47 + 44 + 35
        #expect(textFrame(app, "Light") == CGRect(x: 36, y: first + 14, width: 40, height: 16))
        #expect(textFrame(app, "Dark")?.minY == first + 44 + 14)
        #expect(textFrame(app, "System")?.minY == first + 88 + 14)
        #expect(checkmarkFrames(app).map(\.midY) == [first + 22])
        #expect(checkmarkFrames(app).first?.maxX == 354)
        // The title: 17 pt semibold, centred in the 44 pt bar ("Theme" is 40 pt wide).
        let title = app.app.graph.drawList().commands.compactMap { c -> (Font, CGPoint)? in
            if case .text(let lines, let font, _) = c, lines.first?.text == "Theme" { return (font, lines[0].origin) }
            return nil
        }
        #expect(title.count == 1 && title.first?.0 == Font(size: 17, weight: .semibold))
        #expect(title.first?.1 == CGPoint(x: (390 - 40) / 2, y: 47 + (44 - 16) / 2))

        try app.tap(.text("Dark"))
        app.pump(1.0 / 60)
        let popStart = app.time
        app.pump(0.2 - (app.time - popStart))
        let left = NavigationPushTests.popCovered(app.time - popStart)
        let system = try #require(app.app.graph.inspect().all { $0.kind == "Text" && $0.text == "System" }.first?.frame)
        #expect(system.minX == 36 + (390 * (1 - left)).rounded())
        try app.pumpAndSettle()
        #expect(textFrame(app, "System") == nil)
        #expect(textFrame(app, "theme Dark") != nil)
        #expect(textFrame(app, "Dark") == CGRect(x: 354 - chevron.width - 8 - 32, y: row + 14, width: 32, height: 16))
    }

    /// Outside a `NavigationStack` there is nothing to push on: the picker
    /// is the menu picker (the title, the value and the up-and-down
    /// chevrons; a tap opens the menu).
    @Test func navigationLinkPickerOutsideAStackIsAMenu() throws {
        let app = try settledApp(Settings(inStack: false))
        #expect(app.app.graph.inspect().all { $0.kind == "Image" }.first?.text == "chevron.up.chevron.down")
        try app.tap(.text("Theme"))
        try app.pumpAndSettle()
        try app.tap(.text("System"))
        try app.pumpAndSettle()
        #expect(textFrame(app, "theme System") != nil)
    }
}
