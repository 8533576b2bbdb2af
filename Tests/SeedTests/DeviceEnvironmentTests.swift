import Foundation
import ScrollSim
import Testing

/// The simulated iPhone's settings as environment values, and the older
/// forms of everyday API that SwiftUI code still uses.
@MainActor
@Suite struct DeviceEnvironmentTests {
    struct Settings: View {
        @Environment(\.locale) private var locale
        @Environment(\.calendar) private var calendar
        @Environment(\.timeZone) private var timeZone
        @Environment(\.layoutDirection) private var direction
        @Environment(\.accessibilityReduceMotion) private var reduceMotion
        @Environment(\.presentationMode) private var presentationMode
        var body: some View {
            VStack {
                Text(locale.identifier)
                Text("week starts \(calendar.firstWeekday) \(calendar.identifier == .gregorian ? "gregorian" : "other")")
                Text(timeZone == TimeZone.current ? "zone is the machine's" : "other zone")
                Text(direction == .leftToRight ? "ltr" : "rtl")
                Text(reduceMotion ? "reduced" : "full motion")
                Text(presentationMode.wrappedValue.isPresented ? "presented" : "not presented")
            }
        }
    }

    /// US English, a Gregorian calendar whose weeks start on Sunday (1),
    /// the machine's time zone, left to right, all motion; at the root
    /// nothing is presented. Set above a view, a value reaches it.
    @Test func theDevicesSettings() throws {
        let app = TestApp(Settings(), measurer: fakeMeasurer())
        for text in ["en_US", "week starts 1 gregorian", "zone is the machine's", "ltr", "full motion", "not presented"] {
            #expect(app.textFrame(text) != nil, "\(text)")
        }
        let set = TestApp(Settings().environment(\.locale, Locale(identifier: "de_DE"))
                              .environment(\.layoutDirection, .rightToLeft)
                              .environment(\.accessibilityReduceMotion, true), measurer: fakeMeasurer())
        for text in ["de_DE", "rtl", "reduced"] {
            #expect(set.textFrame(text) != nil, "\(text)")
        }
    }

    struct Sheet: View {
        @Environment(\.presentationMode) private var presentationMode
        var body: some View {
            VStack {
                Text(presentationMode.wrappedValue.isPresented ? "in a sheet" : "not in a sheet")
                Button("Close") { presentationMode.wrappedValue.dismiss() }
            }
        }
    }

    struct Host: View {
        @State private var show = false
        var body: some View {
            Button("Show") { show = true }
                .sheet(isPresented: $show) { Sheet() }
                .namedValue("show", Double(show ? 1 : 0))
        }
    }

    /// `presentationMode` in a sheet: presented, and `dismiss()` closes it.
    @Test func presentationModeDismissesASheet() throws {
        let app = TestApp(Host(), measurer: fakeMeasurer())
        try app.tap(.text("Show"))
        try app.pumpAndSettle()
        #expect(app.textFrame("in a sheet") != nil)
        try app.tap(.text("Close"))
        try app.pumpAndSettle()
        #expect(app.value("show") == 0)
        #expect(app.textFrame("in a sheet") == nil)
    }

    /// `SwitchToggleStyle(tint:)` and `.tint(_:)` fill the track while on;
    /// an untinted switch is green.
    @Test func aTintedSwitch() throws {
        func trackColour(_ view: some View) -> Color? {
            let app = TestApp(view, measurer: fakeMeasurer())
            return app.app.graph.drawList().commands.compactMap { command -> Color? in
                if case .fillRoundedRect(let r, 15.5, let c) = command, r.size == CGSize(width: 51, height: 31) { return c }
                return nil
            }.first
        }
        #expect(trackColour(Toggle("A", isOn: .constant(true))) == Color.green.resolved(in: .light))
        #expect(trackColour(Toggle("A", isOn: .constant(true)).toggleStyle(SwitchToggleStyle(tint: .blue))) == Color.blue.resolved(in: .light))
        #expect(trackColour(Toggle("A", isOn: .constant(true)).tint(.orange)) == Color.orange.resolved(in: .light))
        #expect(trackColour(Toggle("A", isOn: .constant(true)).tint(.orange).toggleStyle(SwitchToggleStyle())) == Color.orange.resolved(in: .light))
    }

    /// `contentShape(.interaction, Circle())` makes the circle take taps
    /// around a small label; `.contextMenuPreview` alone changes nothing.
    @Test func contentShapeForInteraction() throws {
        struct Dot: View {
            @State private var taps = 0
            let kinds: ContentShapeKinds
            var body: some View {
                Text("\(taps)")
                    .frame(width: 100, height: 100)
                    .contentShape(kinds, Circle())
                    .onTapGesture { taps += 1 }
            }
        }
        let app = TestApp(Dot(kinds: .interaction), measurer: fakeMeasurer())
        app.tap(CGPoint(x: 195 + 30, y: 422 + 30))   // inside the circle, away from the text
        try app.pumpAndSettle()
        #expect(app.textFrame("1") != nil)
        let preview = TestApp(Dot(kinds: .contextMenuPreview), measurer: fakeMeasurer())
        preview.tap(CGPoint(x: 195 + 30, y: 422 + 30))
        try preview.pumpAndSettle()
        #expect(preview.textFrame("0") != nil)
    }

    /// `String(localized:)` is the key with its interpolations (no tables).
    @Test func localizedStringsAreTheirKeys() {
        let unread = 3
        #expect(String(localized: "Inbox") == "Inbox")
        #expect(String(localized: "\(unread) unread") == "3 unread")
        #expect(String(localized: "key.title", defaultValue: "Title") == "Title")
    }
}
