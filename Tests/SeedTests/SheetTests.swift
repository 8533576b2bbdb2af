import Foundation
import Testing
import ScrollSim

/// Sheets and full screen covers on an iPhone 14 (390 × 844, safe area
/// 47 / 34, 1×), fake measurer. The rules (`PresentationMetrics`): a
/// `.large` sheet rests at 47 + 10 = 57 and reaches the window's bottom
/// (787 tall); `.medium` is half the window (422 tall, from 422); a sheet
/// slides from the window's bottom to its rest in 0.5 s on the curve
/// (0.35, 0.91, 0.33, 0.97) from the frame its presentation is first laid
/// out in, and back on (0.67, 0.03, 0.65, 0.09); its content is centred in
/// the part above the home indicator (34 pt).
@MainActor
@Suite struct SheetTests {
    static let present = TimingCurve(x1: 0.35, y1: 0.91, x2: 0.33, y2: 0.97)
    static let dismiss = TimingCurve(x1: 0.67, y1: 0.03, x2: 0.65, y2: 0.09)

    struct Detail: View {
        @Environment(\.dismiss) private var dismiss
        var body: some View {
            VStack(spacing: 8) {
                Text("Detail")
                Button("Close") { dismiss() }
            }
        }
    }

    struct Screen: View {
        @State var show = false
        @State var dismissed = 0
        @State var taps = 0
        var detents: Set<PresentationDetent> = [.large]
        var body: some View {
            Button("Show") { show = true; taps += 1 }
                .sheet(isPresented: $show, onDismiss: { dismissed += 1 }) {
                    Detail().presentationDetents(detents)
                }
                .namedValue("dismissed", Double(dismissed))
                .namedValue("taps", Double(taps))
                .namedValue("show", Double(show ? 1 : 0))
        }
    }

    func sheetFrame(_ app: TestApp) -> CGRect? {
        app.app.graph.inspect().first { $0.kind == "Presented" }?.frame
    }

    /// Taps "Show" and runs the frame that lays the sheet out; returns its time.
    func present(_ app: TestApp) throws -> Double {
        try app.tap(.text("Show"))
        app.pump(1.0 / 60)
        return app.time
    }

    @Test func aSheetSlidesUpFrameByFrameAndRestsBelowTheStatusBar() throws {
        let app = try settledApp(Screen())
        let start = try present(app)
        #expect(sheetFrame(app) == CGRect(x: 0, y: 844, width: 390, height: 787))
        for frame in 1...30 {
            app.pump(1.0 / 60)
            let t = min(1, (app.time - start) / 0.5)
            let top = 57 + CGFloat(1 - Self.present.value(at: t)) * (844 - 57)
            let f = try #require(sheetFrame(app))
            #expect(abs(f.minY - top) < 1e-9, "frame \(frame)")
        }
        try app.pumpAndSettle()
        #expect(sheetFrame(app) == CGRect(x: 0, y: 57, width: 390, height: 787))
        // Content centred in 57 ..< 810: a 40 pt VStack.
        #expect(textFrame(app, "Detail") == CGRect(x: 195 - 24, y: 57 + CGFloat(753 - 40) / 2, width: 48, height: 16))
        // Dimming over the window, the sheet's background rounded 10 pt.
        let commands = app.app.graph.drawList().commands
        #expect(commands.contains(.fillRect(CGRect(x: 0, y: 0, width: 390, height: 844), PresentationMetrics.dimming)))
        #expect(commands.contains(.fillRoundedRect(CGRect(x: 0, y: 57, width: 390, height: 797), cornerRadius: 10,
                                                      Color.systemBackground.resolved(in: .light))))
    }

    @Test func dismissSlidesItDownAndRunsOnDismiss() throws {
        let app = try settledApp(Screen())
        _ = try present(app)
        try app.pumpAndSettle()
        try app.tap(.text("Close"))
        app.pump(1.0 / 60)
        let start = app.time
        #expect(app.value("show") == 0)
        #expect(sheetFrame(app)?.minY == 57)
        app.pump(0.25)
        let t = (app.time - start) / 0.5
        let top = 57 + CGFloat(Self.dismiss.value(at: t)) * (844 - 57)
        #expect(abs((sheetFrame(app)?.minY ?? 0) - top) < 1e-9)
        #expect(app.value("dismissed") == 0)
        try app.pumpAndSettle()
        #expect(sheetFrame(app) == nil)
        #expect(app.value("dismissed") == 1)
    }

    @Test func theViewUnderASheetGetsNoTouches() throws {
        let app = try settledApp(Screen())
        _ = try present(app)
        try app.pumpAndSettle()
        // "Show" lies under the sheet: a tap there is the sheet's.
        try app.tap(app.center(of: .text("Show")))
        try app.pumpAndSettle()
        #expect(app.value("taps") == 1)
        // A tap on the dimming above the sheet (below the status bar) dismisses it.
        app.tap(CGPoint(x: 195, y: 52))
        try app.pumpAndSettle()
        #expect(app.value("show") == 0)
        #expect(sheetFrame(app) == nil)
    }

    struct Comments: View {
        let interaction: PresentationContentInteraction
        @State var show = true
        var body: some View {
            Color.clear.sheet(isPresented: $show) {
                ScrollView {
                    VStack(spacing: 0) { ForEach(0..<40) { Text("Comment \($0)").frame(height: 44) } }
                }
                .presentationDetents([.medium, .large])
                .presentationContentInteraction(interaction)
            }
        }
    }

    /// A drag up on a medium sheet's list: with `.resizes` (and
    /// `.automatic`, the default) the sheet goes to `.large` (57) and the
    /// list stays at its top; with `.scrolls` the sheet stays at 422 and
    /// the list scrolls.
    @Test func contentInteractionResizesOrScrolls() throws {
        let resizing = try settledApp(Comments(interaction: .resizes))
        #expect(sheetFrame(resizing)?.minY == 422)
        resizing.drag(from: CGPoint(x: 195, y: 600), to: CGPoint(x: 195, y: 300))
        try resizing.pumpAndSettle()
        #expect(sheetFrame(resizing)?.minY == 57)
        // The list did not scroll: its first 44 pt row's text 14 pt below the sheet's top.
        let top: CGFloat = 57 + 14
        #expect(resizing.textFrame("Comment 0")?.minY == top)

        let automatic = try settledApp(Comments(interaction: .automatic))
        automatic.drag(from: CGPoint(x: 195, y: 600), to: CGPoint(x: 195, y: 300))
        try automatic.pumpAndSettle()
        #expect(sheetFrame(automatic)?.minY == 57, "iOS's default resizes first too")

        let scrolling = try settledApp(Comments(interaction: .scrolls))
        let before = try #require(scrolling.textFrame("Comment 5"))
        scrolling.drag(from: CGPoint(x: 195, y: 600), to: CGPoint(x: 195, y: 500))
        try scrolling.pumpAndSettle()
        #expect(sheetFrame(scrolling)?.minY == 422)
        #expect((scrolling.textFrame("Comment 5")?.minY ?? .infinity) < before.minY - 50)
    }

    @Test func mediumRestsAtHalfTheWindowAndADragMovesItAmongDetents() throws {
        let app = try settledApp(Screen(detents: [.medium, .large]))
        _ = try present(app)
        try app.pumpAndSettle()
        #expect(sheetFrame(app) == CGRect(x: 0, y: 422, width: 390, height: 422))
        // The grabber: 36 × 5, 5 pt below the top, centred.
        #expect(app.app.graph.drawList().commands.contains(
            .fillRoundedRect(CGRect(x: 177, y: 427, width: 36, height: 5), cornerRadius: 2.5, PresentationMetrics.grabberColor)))
        // Dragged up past halfway to .large: it rests there.
        app.drag(from: CGPoint(x: 195, y: 440), to: CGPoint(x: 195, y: 140))
        try app.pumpAndSettle()
        #expect(sheetFrame(app) == CGRect(x: 0, y: 57, width: 390, height: 787))
        // Dragged down past .medium towards the bottom: dismissed.
        app.drag(from: CGPoint(x: 195, y: 80), to: CGPoint(x: 195, y: 760))
        try app.pumpAndSettle()
        #expect(sheetFrame(app) == nil)
        #expect(app.value("show") == 0)
        #expect(app.value("dismissed") == 1)
    }

    struct Cover: View {
        @State var show = true
        var body: some View {
            Text("Home")
                .fullScreenCover(isPresented: $show) {
                    ScrollView { VStack(spacing: 0) { ForEach(0..<30) { i in Text("Line \(i)").frame(height: 40) } } }
                }
        }
    }

    /// A cover rests at the window's top; a scroll view in it gets the
    /// window's safe area as its insets.
    @Test func aFullScreenCover() throws {
        let app = try settledApp(Cover())
        #expect(sheetFrame(app) == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(app.scroll.inset.top == 47)
        #expect(app.scroll.inset.bottom == 34)
        #expect(app.scroll.offset.y == -47)
    }

    struct Note: Identifiable { let id: Int }
    struct ItemScreen: View {
        @State var selected: Note?
        var body: some View {
            Button("Open 7") { selected = Note(id: 7) }
                .sheet(item: $selected) { note in Text("Note \(note.id)") }
        }
    }

    @Test func aSheetForAnItem() throws {
        let app = try settledApp(ItemScreen())
        try app.tap(.text("Open 7"))
        try app.pumpAndSettle()
        #expect(textFrame(app, "Note 7") == CGRect(x: 195 - 24, y: 57 + CGFloat(753 - 16) / 2, width: 48, height: 16))
        // Dragged down: dismissed, the item set back to nil.
        app.drag(from: CGPoint(x: 195, y: 200), to: CGPoint(x: 195, y: 800))
        try app.pumpAndSettle()
        #expect(textFrame(app, "Note 7") == nil)
        try app.tap(.text("Open 7"))
        try app.pumpAndSettle()
        #expect(textFrame(app, "Note 7") != nil)
    }
}

/// `dismiss()` dismisses the nearest presentation: at the root of a
/// `NavigationStack` in a sheet, the sheet (the stack's root has nothing to
/// pop).
@MainActor
@Suite struct SheetDismissTests {
    struct Form: View {
        @Environment(\.dismiss) private var dismiss
        var body: some View {
            NavigationStack {
                List { Text("Name") }
                    .navigationTitle("Edit")
                    .toolbar { Button("Done") { dismiss() } }
            }
        }
    }

    struct Screen: View {
        @State var editing = true
        var body: some View {
            Text("Profile")
                .sheet(isPresented: $editing) { Form() }
                .namedValue("editing", Double(editing ? 1 : 0))
        }
    }

    @Test func doneAtTheRootOfANavigationStackInASheetDismissesTheSheet() throws {
        let app = try settledApp(Screen())
        #expect(textFrame(app, "Name") != nil)
        try app.tap(.text("Done"))
        try app.pumpAndSettle()
        #expect(app.value("editing") == 0)
        #expect(textFrame(app, "Name") == nil)
    }
}

extension SheetTests {
    struct InspectedScreen: View {
        @State var show = false
        var width: CGFloat?
        var body: some View {
            Button("Show") { show.toggle() }
                .inspector(isPresented: $show) {
                    if let width {
                        Detail().presentationDetents([.medium]).inspectorColumnWidth(min: 200, ideal: width, max: 300)
                    } else {
                        Detail().presentationDetents([.medium])
                    }
                }
                .namedValue("show", Double(show ? 1 : 0))
        }
    }

    /// On an iPhone (compact width) an inspector is a sheet: it rests at
    /// its `.medium` detent (422 tall, from 422) and a drag down dismisses
    /// it, setting the binding to false. In a regular width it is a
    /// trailing column as wide as `inspectorColumnWidth`'s ideal, kept
    /// within its maximum (400 asked, 300 given: "Detail" centred at
    /// 390 − 150), 280 when asked so (at 390 − 140), 320 when not set (at
    /// 390 − 160); the view takes the rest, its button centred left of it.
    @Test func anInspectorIsASheetOnAnIPhoneAndAColumnWhenRegular() throws {
        let app = try settledApp(InspectedScreen(width: 280))
        _ = try present(app)
        try app.pumpAndSettle()
        #expect(sheetFrame(app) == CGRect(x: 0, y: 422, width: 390, height: 422))
        app.drag(from: CGPoint(x: 195, y: 440), to: CGPoint(x: 195, y: 800))
        try app.pumpAndSettle()
        #expect(sheetFrame(app) == nil)
        #expect(app.value("show") == 0)

        for (width, middle) in [(CGFloat(280), CGFloat(390 - 140)), (400, 390 - 150), (nil, 390 - 160)] as [(CGFloat?, CGFloat)] {
            let regular = try settledApp(InspectedScreen(width: width).environment(\.horizontalSizeClass, .regular))
            #expect(textFrame(regular, "Detail") == nil)
            _ = try present(regular)
            try regular.pumpAndSettle()
            #expect(sheetFrame(regular) == nil)
            #expect(textFrame(regular, "Detail")?.midX == middle)
            #expect((textFrame(regular, "Show")?.maxX ?? .infinity) < middle - 140)
        }
    }
}
